//! How a position is stored (serde): its SMFEN plus what the string does not say. Loading
//! goes through the SMFEN parser, so a stored game is validated like any position string.

use super::position::Position;
use super::square::Square;
use crate::error::SetupError;
use crate::status::Outcome;
use serde::{Deserialize, Serialize};

/// How a position is stored: its SMFEN plus what the string does not say.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Stored {
    position: String,
    outcome: Option<Outcome>,
    last_move: Vec<u8>,
    check: bool,
}

impl From<Position> for Stored {
    fn from(p: Position) -> Stored {
        Stored {
            position: p.smfen(),
            last_move: p
                .last_move
                .iter()
                .flatten()
                .map(|sq| sq.index() as u8)
                .collect(),
            outcome: p.outcome.map(|o| *o),
            check: p.check,
        }
    }
}

impl TryFrom<Stored> for Position {
    type Error = SetupError;
    fn try_from(s: Stored) -> Result<Position, SetupError> {
        let mut p = Position::from_smfen(&s.position)?;
        let cells: Option<Vec<Square>> =
            s.last_move.iter().map(|&i| Square::from_index(i)).collect();
        p.last_move = match cells.as_deref() {
            Some([]) => [None, None],
            Some([a]) => [Some(*a), None],
            Some([a, b]) => [Some(*a), Some(*b)],
            _ => {
                return Err(SetupError(
                    "stored last move is not one or two squares".into(),
                ))
            }
        };
        p.outcome = s.outcome.map(Box::new).or(p.outcome);
        p.check = s.check;
        Ok(p)
    }
}

impl Serialize for Position {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Stored::from(self.clone()).serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Position {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Position::try_from(Stored::deserialize(deserializer)?).map_err(serde::de::Error::custom)
    }
}
