//! Which finished games count: rated when made (`/play … rated:no` and `/server
//! ratings:off` make casual games), people in every seat, a result (not an abort), and
//! every player made at least one move of their own.

use super::apply::FinishedGame;
use referee_storage::records::GameEntry;
use rules::{Game, GameRecord, Status};

/// Whether a seat of the game is played by the computer; such games are never rated.
pub fn has_computer_seat(entry: &GameEntry) -> bool {
    !entry.computers.is_empty()
}

/// The game as rating reads it, if it counts for ratings.
pub fn rateable(entry: &GameEntry, game: &Game) -> Option<FinishedGame> {
    if !entry.rated || has_computer_seat(entry) {
        return None;
    }
    let Status::Finished(outcome) = game.status() else {
        return None;
    };
    if outcome.reason == "abort" {
        return None;
    }
    let seats = entry.players.len();
    if !every_seat_moved(entry, seats) {
        return None;
    }
    let info = entry.record.variant.info();
    let sides: Vec<Vec<usize>> = if info.teams.is_empty() {
        (0..seats).map(|seat| vec![seat]).collect()
    } else {
        info.teams
            .iter()
            .map(|team| {
                team.iter()
                    .map(|s| usize::from(*s))
                    .filter(|s| *s < seats)
                    .collect()
            })
            .filter(|team: &Vec<usize>| !team.is_empty())
            .collect()
    };
    Some(FinishedGame {
        id: entry.id,
        ended: entry.ended.unwrap_or(entry.created),
        players: entry.players.iter().map(|p| p.id).collect(),
        sides,
        winners: outcome.winners.iter().map(|s| s.index()).collect(),
    })
}

/// Whether every seat made a move of its own while the game was being played: an action
/// sent on its turn, not a set-up sent in a simultaneous phase (army chess's deployment),
/// nor a resignation, draw offer or timeout, nor an action the computer made for the
/// seat while its person was absent (a stand-in). The record is stepped through once.
fn every_seat_moved(entry: &GameEntry, seats: usize) -> bool {
    let mut moved = vec![false; seats];
    let Some(mut game) = fresh(&entry.record) else {
        return false;
    };
    for e in &entry.record.log {
        let on_turn = matches!(game.status(), Status::ToMove(_));
        if on_turn && e.is_family_action() && !e.stand_in {
            if let Some(slot) = moved.get_mut(e.seat.index()) {
                *slot = true;
            }
        }
        if game.replay_entry(e).is_err() {
            return false;
        }
    }
    moved.iter().all(|m| *m)
}

/// The game as its record starts, before any logged action.
fn fresh(record: &GameRecord) -> Option<Game> {
    let mut game = match &record.start {
        Some(position) => Game::from_position(record.variant, position).ok()?,
        None => return Game::new(record.variant, record.setup.clone()).ok(),
    };
    // A game from a position keeps its own set-up (seed, options), as replay does.
    let mut start = game.record().clone();
    start.setup = record.setup.clone();
    game = Game::replay(&start).ok()?;
    Some(game)
}
