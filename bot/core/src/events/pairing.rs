//! Running a tournament: pairing rounds and starting their games as ordinary games (the
//! results, the clock and the standings posts are the modules beside). Every change to
//! a tournament goes through [`Tournaments::update_tournament`] (reload, change, save over the
//! revision read); games are started and ended only outside it, because ending a game
//! feeds its result back through it.

use super::Tournaments;
use crate::engine::lock;
use crate::engine::Handled;
use crate::error::Refusal;
use crate::events::commands::{DEFAULT_ROUND_DAYS, MIN_ENTRANTS};
use crate::present::Out;
use crate::tables::lifecycle::Arranged;
use crate::tables::Tables;
use crate::tournaments::action::TournamentRefusal as Why;
use crate::tournaments::{berger, swiss, History, Outcome, Round};
use crate::words::{self, Lang};
use referee_storage::ids::User;
use referee_storage::ratings::RatingPool;
use referee_storage::tournament_records::{Entrant, Format, TournamentEntry, TournamentPhase};
use referee_storage::StoreError;
use rules::VariantId;
use std::sync::Mutex;

/// Serialises this process's tournament updates (other processes are kept apart by
/// revisions). Never held while a game is started or ended.
static TOURNAMENT_LOCK: Mutex<()> = Mutex::new(());

/// How often an update runs again after another process saved the tournament first.
const RETRIES: usize = 16;

/// What pairing did to a tournament.
#[derive(Default)]
pub(crate) struct Paired {
    /// Rounds paired just now.
    rounds: Vec<usize>,
    /// The last round ended (or no legal pairing was left): the tournament is over.
    finished: bool,
    /// It ended because no legal pairing was left.
    stuck: bool,
}

/// A Swiss plays about log₂ of its field's size rounds unless told.
fn default_swiss_rounds(entrants: usize) -> usize {
    let rounds = (usize::BITS - (entrants.max(2) - 1).leading_zeros()) as usize;
    rounds.clamp(1, entrants.saturating_sub(1).max(1))
}

/// The rounds to pair after the first `next`: a round robin played all at once has
/// them all, else one; `None` when a Swiss can pair nobody more.
fn rounds_after(t: &TournamentEntry, next: usize) -> Option<Vec<Round>> {
    let n = t.entrants.len();
    Some(match (t.format, t.round_secs) {
        (Format::RoundRobin, None) => berger::schedule(n),
        (Format::RoundRobin, Some(_)) => {
            berger::schedule(n).into_iter().skip(next).take(1).collect()
        }
        (Format::Swiss, _) => vec![swiss::pair(&t.history)?],
    })
}

impl Tournaments<'_> {
    /// Reload, change and save a tournament, again if another writer saved it first.
    pub(crate) fn update_tournament<T>(
        &self,
        id: u64,
        mut f: impl FnMut(&mut TournamentEntry) -> Result<T, Refusal>,
    ) -> Result<(T, TournamentEntry), Refusal> {
        let _held = lock(&TOURNAMENT_LOCK);
        for _ in 0..RETRIES {
            let mut t = self
                .store
                .tournament(id)?
                .ok_or(Refusal::Tournament(Why::NoSuchTournament(id)))?;
            let value = f(&mut t)?;
            match self.store.save_tournament(&mut t) {
                Ok(()) => return Ok((value, t)),
                Err(StoreError::Conflict { .. }) => continue,
                Err(e) => return Err(e.into()),
            }
        }
        Err(Refusal::Internal(format!("tournament {id} kept changing")))
    }

    /// Registration ends: seed the entrants and pair (for an all-at-once round robin,
    /// every round).
    pub(crate) fn begin_tournament(&self, id: u64, now: u64, lang: Lang) -> Handled {
        let (paired, t) = self.update_tournament(id, |t| {
            if t.phase != TournamentPhase::Registration {
                return Err(Refusal::Tournament(Why::NotRegistering(t.id)));
            }
            if t.entrants.len() < MIN_ENTRANTS {
                return Err(Refusal::Tournament(Why::TooFew(MIN_ENTRANTS)));
            }
            self.seed(t);
            let n = t.entrants.len();
            t.history = History::new(n);
            t.games.clear();
            t.deadlines.clear();
            t.phase = TournamentPhase::Running;
            t.rounds = match t.format {
                Format::RoundRobin => berger::schedule(n).len(),
                Format::Swiss if t.rounds == 0 => default_swiss_rounds(n),
                Format::Swiss => t.rounds,
            };
            self.pair_rounds(t, now)
        })?;
        let started = words::tournament_started(lang, t.id, t.entrants.len(), t.rounds);
        let mut outs = vec![self.tournament_post(&t, started)];
        outs.extend(self.publish(&t, &paired, now, lang));
        Ok(outs)
    }

    /// The initial rank: entrants with a rating in this server and game first, highest
    /// first (a team by its players' mean), then the others in joining order.
    pub(crate) fn seed(&self, t: &mut TournamentEntry) {
        let key = RatingPool::key_of(t.guild.unwrap_or(0), &t.variant);
        let Ok(Some(pool)) = self.store.rating_pool(&key) else {
            return;
        };
        let rating = |e: &Entrant| -> Option<f64> {
            let known: Vec<f64> = e
                .members
                .iter()
                .filter_map(|m| pool.players.get(&m.id).map(|p| p.rating.to_f64()))
                .collect();
            (!known.is_empty()).then(|| known.iter().sum::<f64>() / known.len() as f64)
        };
        // A stable sort: equal ratings and the unrated keep their joining order.
        t.entrants.sort_by(|a, b| match (rating(a), rating(b)) {
            (Some(x), Some(y)) => y.total_cmp(&x),
            (Some(_), None) => std::cmp::Ordering::Less,
            (None, Some(_)) => std::cmp::Ordering::Greater,
            (None, None) => std::cmp::Ordering::Equal,
        });
    }

    /// Pair what can be paired now: nothing while a round is being played; else the
    /// next round, or the end.
    pub(crate) fn pair_rounds(&self, t: &mut TournamentEntry, now: u64) -> Result<Paired, Refusal> {
        let mut paired = Paired::default();
        if t.phase != TournamentPhase::Running {
            return Ok(paired);
        }
        loop {
            if t.history.rounds.iter().any(|r| !r.finished()) {
                return Ok(paired);
            }
            let next = t.history.rounds.len();
            if next >= t.rounds {
                t.phase = TournamentPhase::Finished;
                paired.finished = true;
                return Ok(paired);
            }
            let Some(new) = rounds_after(t, next) else {
                // A Swiss with no pairing left ends early.
                t.phase = TournamentPhase::Finished;
                paired.finished = true;
                paired.stuck = true;
                return Ok(paired);
            };
            let lasts = t
                .round_secs
                .unwrap_or(DEFAULT_ROUND_DAYS * 86_400 * new.len() as u64);
            let deadline = now.saturating_add(lasts);
            for round in new {
                paired.rounds.push(self.add_round(t, round, deadline)?);
            }
        }
    }

    /// `round` added to the tournament, due by `deadline`, each game to be played given
    /// its number (a withdrawn entrant's are decided at once). Returns the round's index.
    fn add_round(
        &self,
        t: &mut TournamentEntry,
        mut round: Round,
        deadline: u64,
    ) -> Result<usize, Refusal> {
        let mut ids = Vec::new();
        for game in &mut round.games {
            let (w, b) = (
                t.history.withdrawn.contains(&game.white),
                t.history.withdrawn.contains(&game.black),
            );
            // A withdrawn entrant's games are lost without being played.
            game.outcome = match (w, b) {
                (true, true) => Some(Outcome::DoubleLoss),
                (true, false) => Some(Outcome::BlackWins),
                (false, true) => Some(Outcome::WhiteWins),
                (false, false) => None,
            };
            ids.push(match game.outcome {
                Some(_) => 0,
                None => self.store.next_game_id()?,
            });
        }
        if round.bye.is_some_and(|b| t.history.withdrawn.contains(&b)) {
            round.bye = None;
        }
        let index = t.history.rounds.len();
        t.history.rounds.push(round);
        t.games.push(ids);
        t.deadlines.push(deadline);
        Ok(index)
    }

    /// Announce what pairing did and start the new games.
    pub(crate) fn publish(
        &self,
        t: &TournamentEntry,
        paired: &Paired,
        now: u64,
        lang: Lang,
    ) -> Vec<Out> {
        let mut outs = Vec::new();
        for &r in &paired.rounds {
            let (Some(round), Some(ids), Some(due)) =
                (t.history.rounds.get(r), t.games.get(r), t.deadlines.get(r))
            else {
                continue;
            };
            let mut lines = vec![words::tournament_round(lang, t.id, r + 1, t.rounds, *due)];
            for (game, id) in round.games.iter().zip(ids) {
                let (white, black) = (
                    self.entrant_label(t, game.white),
                    self.entrant_label(t, game.black),
                );
                lines.push(match game.outcome {
                    Some(Outcome::BlackWins) => words::tournament_forfeit(lang, &black, &white),
                    Some(Outcome::WhiteWins) => words::tournament_forfeit(lang, &white, &black),
                    _ => words::tournament_board(lang, &white, &black, *id),
                });
            }
            if let Some(bye) = round.bye {
                lines.push(words::tournament_bye(lang, &self.entrant_label(t, bye)));
            }
            outs.push(self.tournament_post(t, lines.join("\n")));
            outs.extend(self.start_missing_games(t, r, now, lang));
        }
        if paired.finished {
            if paired.stuck {
                outs.push(self.tournament_post(t, words::tournament_no_pairing(lang, t.id)));
            }
            outs.push(self.final_standings(t, lang));
        }
        outs
    }

    /// Start every game of round `r` that the store does not hold yet (after pairing,
    /// or after a restart between pairing and starting).
    pub(crate) fn start_missing_games(
        &self,
        t: &TournamentEntry,
        r: usize,
        now: u64,
        lang: Lang,
    ) -> Vec<Out> {
        let Some(variant) = VariantId::parse(&t.variant) else {
            return Vec::new();
        };
        let (Some(round), Some(ids)) = (t.history.rounds.get(r), t.games.get(r)) else {
            return Vec::new();
        };
        let mut outs = Vec::new();
        for (game, &id) in round.games.iter().zip(ids) {
            if id == 0 || game.outcome.is_some() || self.store.has_game(id).unwrap_or(true) {
                continue;
            }
            let arranged = Arranged {
                id,
                variant,
                players: self.seat_order(t, game.white, game.black),
                channel: t.channel,
                guild: t.guild,
                per_move: t.per_move,
                rated: t.rated
                    && crate::ranking::server::server_of(self.store, t.guild)
                        .is_some_and(|s| s.ratings),
                now,
                lang,
            };
            match Tables::of(self).start_arranged(&arranged) {
                Ok(more) => outs.extend(more),
                Err(e) => tracing::warn!(tournament = t.id, game = id, "not started: {e:?}"),
            }
        }
        outs
    }

    /// Seats of a game: White's players on the even seats, Black's on the odd ones (in
    /// 四国军棋 partners sit opposite each other).
    pub(crate) fn seat_order(&self, t: &TournamentEntry, white: usize, black: usize) -> Vec<User> {
        let side = |e: usize| {
            t.entrants
                .get(e)
                .map(|x| x.members.clone())
                .unwrap_or_default()
        };
        let (w, b) = (side(white), side(black));
        let mut seats = Vec::new();
        for i in 0..w.len().max(b.len()) {
            seats.extend(w.get(i).cloned());
            seats.extend(b.get(i).cloned());
        }
        seats
    }

    pub(crate) fn entrant_label(&self, t: &TournamentEntry, e: usize) -> String {
        let members: Vec<u64> = t
            .entrants
            .get(e)
            .map(|x| x.members.iter().map(|m| m.id).collect())
            .unwrap_or_default();
        words::entrant_name(&members)
    }

    /// Pair whatever can be paired now, and announce it.
    pub(crate) fn advance_tournament(&self, id: u64, now: u64, lang: Lang) -> Handled {
        let (paired, t) = self.update_tournament(id, |t| self.pair_rounds(t, now))?;
        Ok(self.publish(&t, &paired, now, lang))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::events::commands::team_size;

    #[test]
    pub(crate) fn swiss_rounds_follow_the_field() {
        assert_eq!(default_swiss_rounds(3), 2);
        assert_eq!(default_swiss_rounds(6), 3);
        assert_eq!(default_swiss_rounds(8), 3);
        assert_eq!(default_swiss_rounds(9), 4);
        assert_eq!(default_swiss_rounds(40), 6);
    }

    #[test]
    pub(crate) fn team_variants_need_two_players_an_entrant() {
        // The registry decides, never a family named here: a game two can play takes
        // single entrants; one only four in two teams can play takes teams of two.
        let sizes: Vec<Option<usize>> = rules::variants()
            .filter_map(|info| VariantId::parse(info.id))
            .map(team_size)
            .collect();
        // Both kinds exist, so the loop below checks each.
        assert!(
            sizes.contains(&Some(1)) && sizes.contains(&Some(2)),
            "{sizes:?}"
        );
        for info in rules::variants() {
            let expected = if info.min_seats <= 2 && info.max_seats >= 2 {
                Some(1)
            } else if info.min_seats <= 4 && info.max_seats >= 4 {
                Some(2)
            } else {
                None
            };
            let size = VariantId::parse(info.id).map(team_size);
            assert_eq!(size, Some(expected), "{}", info.id);
        }
    }
}
