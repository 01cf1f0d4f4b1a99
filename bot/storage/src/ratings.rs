//! Rating records: one pool per server and variant, and what a rated game's end did to
//! its pool (kept in the game record, written in the same transaction as the pool).
//!
//! Numbers are fixed-point integers (units of 10⁻⁹), so a record reads back exactly and
//! `referee ratings rebuild` can compare what it recomputes with what is stored, bit for bit.

use crate::ids::GameId;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub const POOL_VERSION: u32 = 1;

/// A number kept in units of 10⁻⁹.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Fixed(pub i64);

const SCALE: f64 = 1e9;

impl Fixed {
    pub fn from_f64(x: f64) -> Fixed {
        // `as` saturates; ratings stay far inside the range.
        Fixed((x * SCALE).round() as i64)
    }
    pub fn to_f64(self) -> f64 {
        self.0 as f64 / SCALE
    }
    /// Rounded to a whole number, as players read it.
    pub fn whole(self) -> i64 {
        self.to_f64().round() as i64
    }
}

/// One server's ratings in one variant.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatingPool {
    pub version: u32,
    pub guild: u64,
    /// The variant id (each army-chess mode is its own pool).
    pub pool: String,
    /// How many times the pool was written: a write succeeds only over the revision it read.
    pub revision: u64,
    /// Rated games applied, in the order they ended; the last one's sequence number.
    pub games: u64,
    pub players: BTreeMap<u64, PlayerRating>,
}

impl RatingPool {
    pub fn new(guild: u64, pool: &str) -> RatingPool {
        RatingPool {
            version: POOL_VERSION,
            guild,
            pool: pool.to_string(),
            revision: 0,
            games: 0,
            players: BTreeMap::new(),
        }
    }

    /// The store key of a pool: `<guild>:<variant>`.
    pub fn key_of(guild: u64, pool: &str) -> String {
        format!("{guild}:{pool}")
    }

    pub fn key(&self) -> String {
        RatingPool::key_of(self.guild, &self.pool)
    }
}

/// A finished game as a player's profile lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Result {
    Win,
    Draw,
    Loss,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecentGame {
    pub game: GameId,
    pub result: Result,
    /// The rating after it.
    pub rating: Fixed,
    pub change: Fixed,
}

/// One rating point of the history chart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HistoryPoint {
    pub at: u64,
    pub rating: Fixed,
}

/// A player's rating in a pool, with the counts a profile shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerRating {
    pub rating: Fixed,
    pub deviation: Fixed,
    pub volatility: Fixed,
    /// When their last rated game here ended (deviation grows from then).
    pub last_game: u64,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// Positive: wins in a row; negative: losses in a row; 0 after a draw.
    pub streak: i32,
    /// The last games, oldest first (at most `RECENT_GAMES`).
    pub recent: Vec<RecentGame>,
    /// The rating after each game, oldest first (at most `HISTORY_POINTS`).
    pub history: Vec<HistoryPoint>,
}

impl PlayerRating {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }
}

/// One player's rating before and after a rated game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatingChange {
    pub user: u64,
    pub before: Fixed,
    pub after: Fixed,
    /// The deviation after the game (the `?` of a provisional rating).
    pub deviation: Fixed,
}

/// What a rated game's end did to its pool, kept in the game record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatingOutcome {
    /// The pool's key (`<guild>:<variant>`).
    pub pool: String,
    /// Its place in the pool's order of games (1, 2, …): rebuilds apply games in this order.
    pub seq: u64,
    /// In seat order.
    pub changes: Vec<RatingChange>,
}
