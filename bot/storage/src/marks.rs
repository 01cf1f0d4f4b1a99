//! One seat's private marks in one game (`/mark`): guesses on pieces that seat cannot
//! see, kept apart from the game so that laying one never changes the game's revision
//! (an opponent's picker stays current, a computer's answer is not discarded).

use super::backend::{Key, Keyspace};
use super::ids::GameId;
use super::{Store, StoreError};
use serde::{Deserialize, Serialize};

pub const MARKS_VERSION: u32 = 1;

/// The marks one seat laid in one game, in the order laid.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MarksEntry {
    pub version: u32,
    pub game: GameId,
    pub seat: u8,
    pub marks: Vec<LaidMark>,
}

/// One mark as laid: where, when (the game's log length then, so that the rules can
/// follow the piece through what came after) and the guess (a canonical token the rules
/// read, `38`, `B`, `red ?`, `decoy`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LaidMark {
    pub at: String,
    pub entry: u64,
    pub guess: String,
}

impl MarksEntry {
    pub fn new(game: GameId, seat: u8) -> MarksEntry {
        MarksEntry {
            version: MARKS_VERSION,
            game,
            seat,
            marks: Vec::new(),
        }
    }
}

fn key(game: GameId, seat: u8) -> Key {
    Key::Name(format!("{game}:{seat}"))
}

impl Store {
    /// The marks `seat` laid in `game`; an empty entry when it laid none.
    pub fn marks(&self, game: GameId, seat: u8) -> Result<MarksEntry, StoreError> {
        Ok(self
            .read(Keyspace::Marks, key(game, seat), MARKS_VERSION)?
            .unwrap_or_else(|| MarksEntry::new(game, seat)))
    }

    /// Keep `entry` as it is, apart from the game's own record.
    pub fn save_marks(&self, entry: &MarksEntry) -> Result<(), StoreError> {
        self.write(Keyspace::Marks, key(entry.game, entry.seat), entry)
    }
}
