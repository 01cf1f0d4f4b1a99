//! Whose turn it is, or how the game ended.

use crate::seat::Seat;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    /// One seat acts next.
    ToMove(Seat),
    /// A simultaneous private phase (e.g. deployment): these seats still owe an action.
    Simultaneous(Vec<Seat>),
    Finished(Outcome),
}

impl Status {
    pub fn is_finished(&self) -> bool {
        matches!(self, Status::Finished(_))
    }
    /// Whether `seat` may send a turn action now.
    pub fn may_act(&self, seat: Seat) -> bool {
        match self {
            Status::ToMove(s) => *s == seat,
            Status::Simultaneous(waiting) => waiting.contains(&seat),
            Status::Finished(_) => false,
        }
    }
}

/// The result. No winners means a draw.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub winners: Vec<Seat>,
    /// Stable reason id: `princess`, `goddess`, `no-action`, `resign`, `fifty`, `agreement`, `abort`, `timeout`, …
    pub reason: String,
}

impl Outcome {
    pub fn win(winners: Vec<Seat>, reason: &str) -> Self {
        Outcome {
            winners,
            reason: reason.to_string(),
        }
    }
    pub fn draw(reason: &str) -> Self {
        Outcome {
            winners: Vec::new(),
            reason: reason.to_string(),
        }
    }
    pub fn is_draw(&self) -> bool {
        self.winners.is_empty()
    }
}
