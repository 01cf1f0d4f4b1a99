//! A tournament as the store keeps it (versioned JSON like the games).

use crate::ids::{GameId, User};
use referee_tournaments::History;
use serde::{Deserialize, Serialize};

pub const TOURNAMENT_VERSION: u32 = 1;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Format {
    Swiss,
    RoundRobin,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TournamentPhase {
    /// Open for `/tournament join`.
    Registration,
    Running,
    Finished,
    Cancelled,
}

/// A player, or a team of two (四国军棋) that registered together.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    pub members: Vec<User>,
}

impl Entrant {
    pub fn has(&self, user: u64) -> bool {
        self.members.iter().any(|m| m.id == user)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentEntry {
    pub version: u32,
    pub id: u64,
    /// As for games: a save succeeds only over the revision it loaded.
    pub revision: u64,
    pub guild: Option<u64>,
    pub channel: u64,
    pub creator: u64,
    /// The variant's id (`sword-magic`, `junqi-siguo`, …).
    pub variant: String,
    pub format: Format,
    /// Rounds a Swiss plays (a round robin plays as many as its table has).
    pub rounds: usize,
    /// Seconds per move in the tournament's games.
    pub per_move: u64,
    /// Seconds a round lasts; for a round robin `None` starts every game at once.
    pub round_secs: Option<u64>,
    pub rated: bool,
    pub max: Option<usize>,
    /// When registration closes and the tournament starts by itself.
    pub starts: Option<u64>,
    pub created: u64,
    pub phase: TournamentPhase,
    /// In initial rank order once started; in joining order before.
    pub entrants: Vec<Entrant>,
    pub history: History,
    /// The games of each round, board by board (beside `history.rounds[r].games`).
    pub games: Vec<Vec<GameId>>,
    /// The round deadline of each round paired so far.
    pub deadlines: Vec<u64>,
}

impl TournamentEntry {
    pub fn is_open(&self) -> bool {
        matches!(
            self.phase,
            TournamentPhase::Registration | TournamentPhase::Running
        )
    }

    pub fn entrant_of(&self, user: u64) -> Option<usize> {
        self.entrants.iter().position(|e| e.has(user))
    }

    /// When the clock next has something to do for this tournament: its start, or the
    /// deadline of a round still being played.
    pub fn wakeup(&self) -> Option<u64> {
        match self.phase {
            TournamentPhase::Registration => self.starts,
            TournamentPhase::Running => self
                .history
                .rounds
                .iter()
                .zip(&self.deadlines)
                .filter(|(round, _)| !round.finished())
                .map(|(_, at)| *at)
                .min(),
            _ => None,
        }
    }

    /// The round and board of `game`.
    pub fn board_of(&self, game: GameId) -> Option<(usize, usize)> {
        self.games
            .iter()
            .enumerate()
            .find_map(|(r, boards)| boards.iter().position(|g| *g == game).map(|b| (r, b)))
    }
}
