//! What happened in one accepted action, as structured data. The bot words it.

use crate::message::Message;
use crate::seat::Seat;
use crate::status::Outcome;
use serde::{Deserialize, Serialize};

/// A piece as a report names it: its kind id, worded through the family's catalogue entry
/// `piece-<kind>` (so each reader gets the name in their own script).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Piece {
    pub kind: String,
}

impl Piece {
    pub fn new(kind: impl Into<String>) -> Self {
        Piece { kind: kind.into() }
    }
}

/// One fact in a report. Squares are written in the variant's own notation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    Moved {
        seat: Seat,
        /// `None` when the mover's identity is hidden from this event's readers.
        piece: Option<Piece>,
        from: String,
        to: String,
    },
    Captured {
        by: Seat,
        piece: Piece,
        owner: Seat,
        at: String,
    },
    /// Left the board without being captured (link death, vanish, hero-call replacement, clash loss…).
    Died {
        piece: Piece,
        owner: Seat,
        at: String,
        cause: Message,
    },
    Promoted {
        from: Piece,
        to: Piece,
        at: String,
    },
    Demoted {
        from: Piece,
        to: Piece,
        at: String,
    },
    /// A skill or special action (revive, summon, hero call, vanish, teleport, hide, probe…).
    Skill {
        seat: Seat,
        skill: Message,
        piece: Option<Piece>,
        at: String,
    },
    /// A hidden fact revealed to whoever receives this event.
    Revealed {
        owner: Seat,
        piece: Piece,
        at: String,
    },
    /// A family's own event (a clash, a flip, a swap…), worded by its catalogue.
    Said(Message),
    Check {
        against: Seat,
    },
    Eliminated {
        seat: Seat,
        reason: Message,
    },
    DrawOffered {
        by: Seat,
    },
    DrawDeclined {
        by: Seat,
    },
    Finished(Outcome),
}

impl Event {
    /// Every catalogue id this event needs (for the catalogue completeness tests).
    pub fn message_ids(&self) -> Vec<String> {
        let piece = |p: &Piece| format!("piece-{}", p.kind);
        match self {
            Event::Moved { piece: p, .. } => p.iter().map(piece).collect(),
            Event::Captured { piece: p, .. } | Event::Revealed { piece: p, .. } => vec![piece(p)],
            Event::Died {
                piece: p, cause, ..
            } => {
                let mut ids = cause.ids();
                ids.push(piece(p));
                ids
            }
            Event::Promoted { from, to, .. } | Event::Demoted { from, to, .. } => {
                vec![piece(from), piece(to)]
            }
            Event::Skill {
                skill, piece: p, ..
            } => {
                let mut ids = skill.ids();
                ids.extend(p.iter().map(piece));
                ids
            }
            Event::Said(m) => m.ids(),
            Event::Eliminated { reason, .. } => reason.ids(),
            Event::Finished(o) => vec![format!("outcome-{}", o.reason)],
            Event::Check { .. } | Event::DrawOffered { .. } | Event::DrawDeclined { .. } => {
                Vec::new()
            }
        }
    }
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
