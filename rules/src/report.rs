//! What happened in one accepted action, as structured data. The bot words it.

use crate::seat::Seat;
use crate::status::Outcome;
use serde::{Deserialize, Serialize};

/// A piece's display names (Chinese and English), already chosen for its side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PieceName {
    pub zh: String,
    pub en: String,
}

impl PieceName {
    pub fn new(zh: &str, en: &str) -> Self {
        PieceName {
            zh: zh.to_string(),
            en: en.to_string(),
        }
    }
}

/// One fact in a report. Squares are written in the variant's own notation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    Moved {
        seat: Seat,
        piece: PieceName,
        from: String,
        to: String,
    },
    Captured {
        by: Seat,
        piece: PieceName,
        owner: Seat,
        at: String,
    },
    /// Left the board without being captured (link death, vanish, hero-call replacement, clash loss…).
    Died {
        piece: PieceName,
        owner: Seat,
        at: String,
        cause: String,
    },
    Promoted {
        from: PieceName,
        to: PieceName,
        at: String,
    },
    Demoted {
        from: PieceName,
        to: PieceName,
        at: String,
    },
    /// A skill or special action (`revive`, `summon`, `hero-call`, `vanish`, `teleport`, `hide`, `probe`…).
    Skill {
        seat: Seat,
        skill: String,
        piece: Option<PieceName>,
        at: String,
    },
    /// A hidden fact revealed to whoever receives this event.
    Revealed {
        owner: Seat,
        piece: PieceName,
        at: String,
    },
    /// Something happened that the receiver may know only in outline.
    Note {
        text: String,
    },
    Check {
        against: Seat,
    },
    Eliminated {
        seat: Seat,
        reason: String,
    },
    DrawOffered {
        by: Seat,
    },
    DrawDeclined {
        by: Seat,
    },
    Finished(Outcome),
}

/// Facts only `to` may learn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrivateNote {
    pub to: Seat,
    pub events: Vec<Event>,
}

/// The result of one accepted action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    pub seat: Seat,
    /// Canonical notation as everyone may see it (a private action shows only its outline).
    pub public_notation: String,
    /// Events everyone may see, in resolution order.
    pub events: Vec<Event>,
    /// Events for single seats only.
    pub private: Vec<PrivateNote>,
}

impl Report {
    pub fn new(seat: Seat, public_notation: impl Into<String>) -> Self {
        Report {
            seat,
            public_notation: public_notation.into(),
            events: Vec::new(),
            private: Vec::new(),
        }
    }
    pub fn push(&mut self, event: Event) {
        self.events.push(event);
    }
    pub fn tell(&mut self, to: Seat, event: Event) {
        match self.private.iter_mut().find(|n| n.to == to) {
            Some(note) => note.events.push(event),
            None => self.private.push(PrivateNote {
                to,
                events: vec![event],
            }),
        }
    }
    /// The outcome, if this action ended the game.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.events.iter().find_map(|e| match e {
            Event::Finished(o) => Some(o),
            _ => None,
        })
    }
}
