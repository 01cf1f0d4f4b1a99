//! Which finished games count: rated when made (`/play … rated:no` and `/server
//! ratings:off` make casual games), people in every seat, a result (not an abort), and
//! every player made at least one move of their own.

use super::apply::FinishedGame;
use crate::store::records::GameEntry;
use rules::{Game, Status};

/// Whether a seat of the game is played by the computer. No seat is today; the computer
/// opponents fill this in, and such games are never rated.
pub fn has_computer_seat(_entry: &GameEntry) -> bool {
    false
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
    // Every player moved: a public action of their own (deployments are private and do
    // not count; nor do resignations, draw offers or timeouts).
    let moved = (0..seats).all(|seat| {
        entry
            .record
            .log
            .iter()
            .any(|e| e.seat.index() == seat && e.is_family_action() && !e.private)
    });
    if !moved {
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
