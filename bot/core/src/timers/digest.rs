//! `/settings turn-dm:` and the daily turn digest: at most one private message a local day,
//! at the time the player chose, listing every game where it is their turn, most urgent
//! first. The schedule is the user's own wakeup in the store (claimed like a game's), so
//! it survives restarts and goes to one process of several.

use super::Timers;
use crate::clock;
use crate::daytime;
use crate::effect::Effect;
use crate::engine::Ctx;
use crate::error::Refusal;
use crate::present::Out;
use crate::request::TurnChoices;
use crate::urgency::{sort_by_urgency, Urgency};
use crate::words::{self, Lang};
use referee_storage::ids::GameId;
use referee_storage::records::{Phase, TurnDm, UserEntry};

/// A game where it is someone's turn, with its deadline: what the digest lists.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Waiting {
    pub game: GameId,
    pub due: u64,
    pub line: String,
}

/// Most urgent first, in `/games`'s order: the earliest deadline, then the oldest game.
pub(crate) fn by_urgency(games: &mut [Waiting]) {
    sort_by_urgency(games, |w| (Urgency::YourTurn { due: Some(w.due) }, w.game));
}

impl Timers<'_> {
    /// Store the turn choices of the sender and (re)arm their digest; the sentence
    /// saying what they now get, in `lang`.
    pub(crate) fn choose_turn_messages(
        &self,
        ctx: &Ctx,
        choices: &TurnChoices,
        lang: Lang,
    ) -> Result<String, Refusal> {
        let saved = self
            .users
            .update_user(ctx.user(), &ctx.req.user.name, |u| {
                if let Some(choice) = choices.turn_dm {
                    u.turns.turn_dm = Some(choice);
                }
                if let Some(at) = choices.digest_at {
                    u.turns.digest_at = Some(at);
                }
                if let Some(zone) = &choices.timezone {
                    u.turns.timezone = Some(zone.clone());
                }
                true
            })?;
        self.store
            .set_user_wakeup(ctx.user(), next_digest_of(&saved, ctx.now()))?;
        Ok(turn_settings_line(lang, &saved))
    }

    /// The digests due at `now`, each claimed by this process only.
    pub(crate) fn run_digests(&self, now: u64) -> Vec<Out> {
        let due = self.store.claim_due_users(now).unwrap_or_default();
        due.into_iter()
            .filter_map(|user| self.digest(user, now))
            .collect()
    }

    /// One player's digest: stored as sent, and the next one armed, before it goes out (a
    /// crash may lose one day's digest, never send two). Nothing when no game waits.
    fn digest(&self, user: u64, now: u64) -> Option<Out> {
        let entry = match self.store.user(user) {
            Ok(Some(entry)) if entry.turns.turn_dm == Some(TurnDm::Digest) => entry,
            // No longer wanted (or unreadable): off the clock.
            _ => {
                let _ = self.store.set_user_wakeup(user, None);
                return None;
            }
        };
        // The day served is the one it was due for, even when it goes out late (the
        // bot was down): the next one is still the next day's.
        let due = self
            .store
            .user_wakeup(user)
            .ok()
            .flatten()
            .map_or(now, |at| at.min(now));
        let saved = self
            .users
            .update_user(user, &entry.name, |u| {
                u.turns.digest_sent = due;
                true
            })
            .ok()?;
        let _ = self
            .store
            .set_user_wakeup(user, next_digest_of(&saved, now));
        let lang = self.users.lang_of(user);
        let mut waiting = self.your_turns(user, lang);
        if waiting.is_empty() {
            return None;
        }
        by_urgency(&mut waiting);
        let count = u64::try_from(waiting.len()).unwrap_or(u64::MAX);
        let mut lines = vec![words::digest_header(lang, count)];
        lines.extend(waiting.into_iter().map(|w| w.line));
        Some(Out::plain(Effect::Private {
            user,
            text: lines.join("\n"),
            image: None,
            game: None,
            buttons: Vec::new(),
        }))
    }

    /// Every game in play where `user` owes an action, worded for the digest.
    pub(crate) fn your_turns(&self, user: u64, lang: Lang) -> Vec<Waiting> {
        let ids = self.store.open_games_of_user(user).unwrap_or_default();
        let mut waiting = Vec::new();
        for id in ids {
            let Ok(l) = self.games.load(id) else { continue };
            if l.entry.phase != Phase::Playing {
                continue;
            }
            let Some(seat) = l.entry.seat_of(user) else {
                continue;
            };
            // The computer answers for a seat whose person is away: no turn to tell of.
            if !clock::owing(&l.game.status()).contains(&seat) || l.entry.is_away(seat) {
                continue;
            }
            let due = clock::deadline(&l.entry, seat, self.games.seat_vacation(&l.entry, seat));
            let others: Vec<String> = l
                .entry
                .players
                .iter()
                .filter(|p| p.id != user)
                .map(|p| words::mention(p.id))
                .collect();
            let line = words::game_line(
                lang,
                id,
                l.entry.record.variant,
                &others,
                &words::your_turn(lang, Some(due)),
                None,
            );
            waiting.push(Waiting {
                game: id,
                due,
                line,
            });
        }
        waiting
    }
}

/// When `user`'s next digest is due, if they chose one.
fn next_digest_of(user: &UserEntry, now: u64) -> Option<u64> {
    (user.turns.turn_dm == Some(TurnDm::Digest)).then(|| {
        daytime::next_digest(
            now,
            user.turns.digest_at.unwrap_or(daytime::DEFAULT_DIGEST_AT),
            user.turns.timezone.as_deref(),
            Some(user.turns.digest_sent).filter(|t| *t > 0),
        )
    })
}

/// What a player now gets: per-turn messages (by default in hidden games only), none, or
/// the digest at its time in its zone.
fn turn_settings_line(lang: Lang, user: &UserEntry) -> String {
    let zone = user
        .turns
        .timezone
        .clone()
        .unwrap_or_else(|| "UTC".to_string());
    match user.turns.turn_dm {
        None => words::turn_dm_default(lang),
        Some(TurnDm::On) => words::turn_dm_on(lang),
        Some(TurnDm::Off) => words::turn_dm_off(lang),
        Some(TurnDm::Digest) => words::turn_dm_digest(
            lang,
            &daytime::show_time_of_day(user.turns.digest_at.unwrap_or(daytime::DEFAULT_DIGEST_AT)),
            &zone,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn waiting(game: GameId, due: u64) -> Waiting {
        Waiting {
            game,
            due,
            line: String::new(),
        }
    }

    #[test]
    fn the_most_urgent_game_comes_first_and_ties_go_to_the_oldest() {
        let mut games = vec![
            waiting(3, 900),
            waiting(7, 100),
            waiting(2, 900),
            waiting(5, 400),
        ];
        by_urgency(&mut games);
        let order: Vec<GameId> = games.iter().map(|w| w.game).collect();
        assert_eq!(order, [7, 5, 2, 3]);
    }
}
