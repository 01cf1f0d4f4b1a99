//! The tournament clock: starts due, round deadlines passed, games missing or ended
//! unnoticed.

use super::results::outcome_of;
use super::Tournaments;
use crate::clock::owing;
use crate::engine::Loaded;
use crate::events::commands::MIN_ENTRANTS;
use crate::present::Out;
use crate::tables::lifecycle::moves_played;
use crate::tournaments::Outcome;
use crate::words::{self, Lang};
use referee_storage::tournament_records::{TournamentEntry, TournamentPhase};

impl Tournaments<'_> {
    /// When a tournament next needs the clock: a start time or a round deadline.
    pub(crate) fn next_tournament_wakeup(&self) -> Option<u64> {
        let ids = self.store.open_tournaments().ok()?;
        ids.into_iter()
            .filter_map(|id| self.store.tournament(id).ok().flatten())
            .filter_map(|t| t.wakeup())
            .min()
    }

    /// Starts due at `now`, round deadlines passed, games missing or ended unnoticed.
    pub(crate) fn tournament_clock(&self, now: u64) -> Vec<Out> {
        let mut outs = Vec::new();
        for id in self.store.open_tournaments().unwrap_or_default() {
            let Ok(Some(t)) = self.store.tournament(id) else {
                continue;
            };
            let lang = self.users.channel_lang(t.guild);
            match t.phase {
                TournamentPhase::Registration if t.starts.is_some_and(|at| at <= now) => {
                    outs.extend(self.start_when_due(&t, now, lang));
                }
                TournamentPhase::Running => outs.extend(self.keep_running(&t, now, lang)),
                _ => {}
            }
        }
        outs
    }

    pub(crate) fn start_when_due(&self, t: &TournamentEntry, now: u64, lang: Lang) -> Vec<Out> {
        if t.entrants.len() >= MIN_ENTRANTS {
            return self.begin_tournament(t.id, now, lang).unwrap_or_default();
        }
        let cancelled = self.update_tournament(t.id, |t| {
            t.phase = TournamentPhase::Cancelled;
            Ok(())
        });
        match cancelled {
            Ok(((), t)) => {
                vec![self.tournament_post(&t, words::tournament_no_entrants(lang, t.id))]
            }
            Err(_) => Vec::new(),
        }
    }

    /// One look at a running tournament: every board still open is started if its game
    /// is missing, takes its result if its game ended, or is decided if its round
    /// deadline passed: the side to move loses; if nobody moved, both lose.
    pub(crate) fn keep_running(&self, t: &TournamentEntry, now: u64, lang: Lang) -> Vec<Out> {
        let mut outs = Vec::new();
        for (r, round) in t.history.rounds.iter().enumerate() {
            if round.finished() {
                continue;
            }
            outs.extend(self.start_missing_games(t, r, now, lang));
            let overdue = t.deadlines.get(r).is_some_and(|at| *at <= now);
            let mut said = false;
            for (b, game) in round.games.iter().enumerate() {
                let Some(&id) = t.games.get(r).and_then(|ids| ids.get(b)) else {
                    continue;
                };
                if game.outcome.is_some() || id == 0 {
                    continue;
                }
                let Ok(l) = self.games.load(id) else {
                    continue;
                };
                if let Some(outcome) = outcome_of(&l.game.status()) {
                    outs.extend(self.record_result(t.id, id, outcome, now, lang));
                    continue;
                }
                if !overdue {
                    continue;
                }
                let lead = (!said).then(|| words::tournament_deadline_passed(lang, t.id, r + 1));
                said = true;
                let late = self.late_side(&l);
                let outcome = match late {
                    Some(0) => Outcome::BlackWins,
                    Some(_) => Outcome::WhiteWins,
                    None => Outcome::DoubleLoss,
                };
                // The board's result first, so the game's ending cannot read otherwise.
                let _ = self.update_tournament(t.id, |t| {
                    if let Some(board) =
                        t.history.rounds.get_mut(r).and_then(|x| x.games.get_mut(b))
                    {
                        board.outcome.get_or_insert(outcome);
                    }
                    Ok(())
                });
                outs.extend(
                    self.end_tournament_game(id, late, now, lang, lead)
                        .unwrap_or_default(),
                );
            }
        }
        outs.extend(self.advance_tournament(t.id, now, lang).unwrap_or_default());
        outs
    }

    /// The side (seat parity) that owes the next move when a round deadline passes;
    /// `None` when nobody has moved yet or both sides owe one.
    pub(crate) fn late_side(&self, l: &Loaded) -> Option<usize> {
        if moves_played(&l.game) == 0 {
            return None;
        }
        let owed = owing(&l.game.status());
        let first = owed.first()?.index() % 2;
        owed.iter().all(|s| s.index() % 2 == first).then_some(first)
    }

    // ---- standings ----
}
