//! Deadlines and reminders as pure functions of the stored game, the players' vacations
//! and `now`, so they can be re-armed after a restart by reading the store.
//!
//! Each seat that owes an action has a clock (`SeatClock::started`). Its deadline is
//! `started + per_move`, pushed by the part of the player's vacation that falls after
//! `started` (the clock stops while the player is away). Reminders go out at
//! `deadline - r` for each configured `r`, largest first.

use crate::duration::parse_duration;
use referee_storage::records::{GameEntry, SeatClock, StandIn, StandInWhy};
use rules::{Game, Message, OptionKind, Seat, Status, VariantInfo};

/// The longest a challenge waits for its opponents.
pub(crate) const CHALLENGE_LIFETIME_SECS: u64 = 7 * 86_400;

/// When a challenge lapses: the game's move deadline after it was made, at most a week.
pub(crate) fn challenge_deadline(entry: &GameEntry) -> u64 {
    entry
        .created
        .saturating_add(entry.per_move.min(CHALLENGE_LIFETIME_SECS))
}

/// A player's vacation as `[from, until)` in seconds since the epoch.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Vacation {
    pub from: u64,
    pub until: u64,
}

/// The seats that owe an action now.
pub fn owing(status: &Status) -> Vec<Seat> {
    match status {
        Status::ToMove(seat) => vec![*seat],
        Status::Simultaneous(seats) => seats.clone(),
        Status::Finished(_) => Vec::new(),
    }
}

/// What a game owes at one moment: the seats, and which game of a match they owe it in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Owed {
    pub seats: Vec<Seat>,
    /// The match score (`Game::match_score`). It changes only when a game of a match
    /// ends; everything owed after that is owed in a new game.
    round: Option<Message>,
}

impl Owed {
    pub fn of(game: &Game) -> Owed {
        Owed {
            seats: owing(&game.status()),
            round: game.match_score(),
        }
    }
}

/// The pause a stand-in gives its seat's clock (issue 35): an away seat's for its time
/// away; a missed deadline's while the computer answers, from the clock's start (the
/// deadline had passed when it began).
pub fn stand_in_pause(stand_in: &StandIn) -> Vacation {
    match stand_in.why {
        StandInWhy::Away => Vacation {
            from: stand_in.since,
            until: stand_in.until,
        },
        StandInWhy::Timeout => Vacation {
            from: 0,
            until: stand_in.until,
        },
    }
}

/// Time the vacation takes out of a clock that started at `started`.
fn paused(started: u64, per_move: u64, vacation: Vacation) -> u64 {
    let begins = vacation.from.max(started);
    // A vacation that begins after the clock already ran out changes nothing.
    if begins >= started.saturating_add(per_move) {
        return 0;
    }
    vacation.until.saturating_sub(begins)
}

/// Whether `key` is an option of `info`'s mode that times one of its family's phases
/// (`OptionKind::PhaseDeadline`): a duration for the clock, not the rules.
pub fn is_phase_deadline(info: &VariantInfo, key: &str) -> bool {
    info.options
        .iter()
        .any(|o| o.key == key && matches!(o.kind, OptionKind::PhaseDeadline { .. }))
}

/// Seconds a seat has for what it owes now: a phase the mode times on its own (the
/// family declares the option) has the duration the challenge gave that option, all else
/// `per_move`.
pub fn allowed(entry: &GameEntry, game: &Game) -> u64 {
    game.phase_deadline()
        .and_then(|option| game.record().setup.options.get(option.key))
        .and_then(|value| parse_duration(value))
        .unwrap_or(entry.per_move)
}

pub fn deadline(entry: &GameEntry, seat: Seat, vacation: Vacation) -> u64 {
    let clock = entry.clocks.get(seat.index()).cloned().unwrap_or_default();
    let allowed = clock.allowed.unwrap_or(entry.per_move);
    clock
        .started
        .saturating_add(allowed)
        .saturating_add(paused(clock.started, allowed, vacation))
}

/// Reminders that would fall before the clock even starts are skipped, not sent at once.
fn first_reminder(per_move: u64, reminders: &[u64]) -> u32 {
    let skipped = reminders.iter().filter(|&&r| r >= per_move).count();
    u32::try_from(skipped).unwrap_or(u32::MAX)
}

/// Start the clocks of `seats` at `now`, each with `allowed` seconds.
pub fn restart(entry: &mut GameEntry, seats: &[Seat], now: u64, allowed: u64, reminders: &[u64]) {
    let players = entry.players.len();
    entry.clocks.resize(players, SeatClock::default());
    let own = (allowed != entry.per_move).then_some(allowed);
    for seat in seats {
        if let Some(clock) = entry.clocks.get_mut(seat.index()) {
            *clock = SeatClock {
                started: now,
                reminders_sent: first_reminder(allowed, reminders),
                allowed: own,
            };
        }
    }
}

/// After an accepted action: seats that newly owe an action, and the actor if it owes
/// another one, get a fresh clock; seats still owing the same action keep theirs. When
/// the action ended a game of a match, every seat owes a new action in the next game
/// (the same seats owing the secret camp choice again is not the same action).
pub fn after_action(
    entry: &mut GameEntry,
    before: &Owed,
    after: &Owed,
    actor: Option<Seat>,
    now: u64,
    allowed: u64,
    reminders: &[u64],
) {
    let next_game = before.round != after.round;
    let fresh: Vec<Seat> = after
        .seats
        .iter()
        .copied()
        .filter(|s| next_game || !before.seats.contains(s) || Some(*s) == actor)
        .collect();
    restart(entry, &fresh, now, allowed, reminders);
}

/// What the clock must do for one seat at `now`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Due {
    Nothing,
    /// Send one reminder; `spent` reminders are then used up.
    Remind {
        deadline: u64,
        spent: u32,
    },
    Expired,
}

pub fn due(entry: &GameEntry, seat: Seat, vacation: Vacation, reminders: &[u64], now: u64) -> Due {
    let end = deadline(entry, seat, vacation);
    if now >= end {
        return Due::Expired;
    }
    let sent = entry
        .clocks
        .get(seat.index())
        .map_or(0, |c| c.reminders_sent) as usize;
    let passed = reminders
        .iter()
        .enumerate()
        .skip(sent)
        .filter(|(_, r)| end.saturating_sub(**r) <= now)
        .map(|(i, _)| i + 1)
        .max();
    match passed {
        Some(spent) => Due::Remind {
            deadline: end,
            spent: u32::try_from(spent).unwrap_or(u32::MAX),
        },
        None => Due::Nothing,
    }
}

/// The next time this seat's clock needs attention.
fn seat_wakeup(entry: &GameEntry, seat: Seat, vacation: Vacation, reminders: &[u64]) -> u64 {
    let end = deadline(entry, seat, vacation);
    let sent = entry
        .clocks
        .get(seat.index())
        .map_or(0, |c| c.reminders_sent) as usize;
    match reminders.get(sent) {
        Some(r) => end.saturating_sub(*r),
        None => end,
    }
}

/// The earliest time any owing seat of this game needs the clock; `None` when nobody owes.
pub fn next_wakeup(
    entry: &GameEntry,
    status: &Status,
    vacations: &[Vacation],
    reminders: &[u64],
) -> Option<u64> {
    owing(status)
        .into_iter()
        .map(|s| {
            let vacation = vacations.get(s.index()).copied().unwrap_or_default();
            seat_wakeup(entry, s, vacation, reminders)
        })
        .min()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vacation_pauses_only_after_the_clock_started() {
        let day = 86_400;
        // Vacation entirely before the clock: nothing.
        assert_eq!(
            paused(
                10 * day,
                3 * day,
                Vacation {
                    from: 0,
                    until: 5 * day
                }
            ),
            0
        );
        // Vacation of 2 days starting 1 day into a 3-day clock: pushed 2 days.
        assert_eq!(
            paused(
                0,
                3 * day,
                Vacation {
                    from: day,
                    until: 3 * day
                }
            ),
            2 * day
        );
        // Vacation starting after the deadline: nothing.
        assert_eq!(
            paused(
                0,
                3 * day,
                Vacation {
                    from: 4 * day,
                    until: 6 * day
                }
            ),
            0
        );
    }
}
