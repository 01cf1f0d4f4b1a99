//! Results coming back: a tournament game that ends puts its result on its board, and
//! a withdrawal ends the withdrawn entrant's open games.

use super::pairing::Paired;
use super::Tournaments;
use crate::announce::Announcer;
use crate::clock::Owed;
use crate::engine::Change;
use crate::engine::Handled;
use crate::engine::Loaded;
use crate::present::Out;
use crate::tournaments::{Colour, Outcome};
use crate::words::{self, Lang};
use referee_storage::ids::GameId;
use referee_storage::records::Phase;
use referee_storage::tournament_records::{TournamentEntry, TournamentPhase};
use rules::Status;

/// The result a finished game gives its tournament board. The first player's side
/// (White) holds the even seats; an aborted game is a double loss.
pub(crate) fn outcome_of(status: &Status) -> Option<Outcome> {
    let Status::Finished(result) = status else {
        return None;
    };
    Some(if result.reason == "abort" {
        Outcome::DoubleLoss
    } else if result.winners.is_empty() {
        Outcome::Draw
    } else if result.winners.iter().any(|s| s.index() % 2 == 0) {
        Outcome::WhiteWins
    } else {
        Outcome::BlackWins
    })
}

impl Tournaments<'_> {
    /// Put a game's result on its board (unless the board already has one: a
    /// withdrawal or a deadline decided it first), then pair on.
    pub(crate) fn record_result(
        &self,
        tid: u64,
        game: GameId,
        outcome: Outcome,
        now: u64,
        lang: Lang,
    ) -> Vec<Out> {
        let updated = self.update_tournament(tid, |t| {
            if t.phase != TournamentPhase::Running {
                return Ok(Paired::default());
            }
            if let Some((r, b)) = t.board_of(game) {
                if let Some(board) = t.history.rounds.get_mut(r).and_then(|x| x.games.get_mut(b)) {
                    board.outcome.get_or_insert(outcome);
                }
            }
            self.pair_rounds(t, now)
        });
        match updated {
            Ok((paired, t)) => self.publish(&t, &paired, now, lang),
            Err(e) => {
                tracing::warn!(tournament = tid, game, "result not recorded: {e:?}");
                Vec::new()
            }
        }
    }

    /// A game just ended (called by `Core::act` once it is stored): if it is a
    /// tournament game, its result goes to the tournament.
    pub(crate) fn tournament_game_over(&self, l: &Loaded) -> Vec<Out> {
        let Some(outcome) = outcome_of(&l.game.status()) else {
            return Vec::new();
        };
        let now = l.entry.ended.unwrap_or(l.entry.created);
        let mut outs = Vec::new();
        for tid in self.store.open_tournaments().unwrap_or_default() {
            let Ok(Some(t)) = self.store.tournament(tid) else {
                continue;
            };
            if t.phase == TournamentPhase::Running && t.board_of(l.entry.id).is_some() {
                outs.extend(self.record_result(
                    tid,
                    l.entry.id,
                    outcome,
                    now,
                    self.config.language,
                ));
            }
        }
        outs
    }

    /// End `entrant`'s open games after a withdrawal (the tournament already counts them
    /// lost): they forfeit where the rules allow it, else the game is aborted.
    pub(crate) fn end_games_of(
        &self,
        t: &TournamentEntry,
        entrant: usize,
        now: u64,
        lang: Lang,
    ) -> Vec<Out> {
        let mut outs = Vec::new();
        for (round, ids) in t.history.rounds.iter().zip(&t.games) {
            for (game, &id) in round.games.iter().zip(ids) {
                let Some(colour) = game.colour_of(entrant) else {
                    continue;
                };
                if id == 0 {
                    continue;
                }
                let late = match colour {
                    Colour::White => 0,
                    Colour::Black => 1,
                };
                outs.extend(
                    self.end_tournament_game(id, Some(late), now, lang, None)
                        .unwrap_or_default(),
                );
            }
        }
        outs
    }

    /// End an open tournament game: the side holding seat parity `late` forfeits (each
    /// of its seats times out) where that ends the game; otherwise, or with no side
    /// named, the game is aborted.
    pub(crate) fn end_tournament_game(
        &self,
        id: GameId,
        late: Option<usize>,
        now: u64,
        lang: Lang,
        lead: Option<String>,
    ) -> Handled {
        self.games.act(id, None, |l| {
            if l.entry.phase != Phase::Playing {
                return Ok(Change::unchanged());
            }
            let mut outs = Vec::new();
            if let Some(parity) = late {
                let seats: Vec<rules::Seat> = (0..l.entry.players.len())
                    .filter(|i| i % 2 == parity)
                    .filter_map(|i| u8::try_from(i).ok().map(rules::Seat))
                    .collect();
                for seat in seats {
                    if l.game.status().is_finished() {
                        break;
                    }
                    let before = Owed::of(&l.game);
                    if let Ok(report) = l.game.timeout(seat) {
                        // Tournament games seat no computer: never left to computers.
                        let _ = self.games.after_report(l, now, None, &before);
                        outs.extend(Announcer::of(self).announce(l, &report, lang, lead.clone()));
                    }
                }
            }
            if !l.game.status().is_finished() {
                l.game.abort();
                l.entry.finish(now);
                let text = match &lead {
                    Some(lead) => format!(
                        "{lead}\n{}",
                        words::tournament_double_loss(lang, l.entry.id)
                    ),
                    None => words::tournament_double_loss(lang, l.entry.id),
                };
                outs.push(crate::announce::public_board(l, lang, text, Vec::new()));
            }
            Ok(Change::saved(outs))
        })
    }

    // ---- the clock ----
}
