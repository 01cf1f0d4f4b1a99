//! Events of one action, written as the canonical strings of §9.3.

use super::piece::{Clash, Colour, Kind, Owner};
use crate::seat::Seat;
use std::fmt;

/// A player as the log names it (`S`, `E`, `N`, `W`, `P1`, `P2`) with its engine seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Who {
    pub seat: Seat,
    pub name: &'static str,
}

impl fmt::Display for Who {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)
    }
}

/// Why a player left the game (§5.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    Flag,
    NoMove,
    Resign,
    Forfeit,
}

impl Reason {
    pub fn word(self) -> &'static str {
        match self {
            Reason::Flag => "flag",
            Reason::NoMove => "nomove",
            Reason::Resign => "resign",
            Reason::Forfeit => "forfeit",
        }
    }
}

/// How a draw came about (§5.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum DrawReason {
    Quiet,
    Agreed,
}

impl DrawReason {
    pub fn word(self) -> &'static str {
        match self {
            DrawReason::Quiet => "quiet",
            DrawReason::Agreed => "agreed",
        }
    }
}

/// One public event. Positions are already written as names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JunqiEvent {
    Deployed(Who),
    Move {
        who: Who,
        from: String,
        to: String,
    },
    Clash {
        who: Who,
        from: String,
        to: String,
        result: Clash,
    },
    Commander {
        owner: Who,
        flag: String,
    },
    Flag {
        owner: Owner,
        captor: Who,
    },
    Eliminated {
        who: Who,
        reason: Reason,
    },
    Skip(Who),
    Next(Who),
    /// `SN`, `EW`, or one player's name; `seats` are every winner, eliminated or not.
    Win {
        label: &'static str,
        seats: Vec<Seat>,
    },
    Draw(DrawReason),
    Flip {
        who: Who,
        at: String,
        colour: Colour,
        kind: Kind,
    },
    Colour {
        who: Who,
        colour: Colour,
    },
    Pickup {
        who: Who,
        at: String,
    },
    Drop(String),
    /// Not in §9.3, which lists no event for an offer; the public must see it to answer.
    DrawOffer(Who),
}

impl fmt::Display for JunqiEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JunqiEvent::Deployed(w) => write!(f, "deployed {w}"),
            JunqiEvent::Move { who, from, to } => write!(f, "move {who} {from} {to}"),
            JunqiEvent::Clash {
                who,
                from,
                to,
                result,
            } => write!(f, "clash {who} {from} {to} {}", result.word()),
            JunqiEvent::Commander { owner, flag } => write!(f, "commander {owner} {flag}"),
            JunqiEvent::Flag { owner, captor } => write!(f, "flag {owner} {captor}"),
            JunqiEvent::Eliminated { who, reason } => {
                write!(f, "eliminated {who} {}", reason.word())
            }
            JunqiEvent::Skip(w) => write!(f, "skip {w}"),
            JunqiEvent::Next(w) => write!(f, "next {w}"),
            JunqiEvent::Win { label, .. } => write!(f, "win {label}"),
            JunqiEvent::Draw(r) => write!(f, "draw {}", r.word()),
            JunqiEvent::Flip {
                who,
                at,
                colour,
                kind,
            } => write!(f, "flip {who} {at} {colour} {kind}"),
            JunqiEvent::Colour { who, colour } => write!(f, "colour {who} {colour}"),
            JunqiEvent::Pickup { who, at } => write!(f, "pickup {who} {at}"),
            JunqiEvent::Drop(at) => write!(f, "drop {at}"),
            JunqiEvent::DrawOffer(w) => write!(f, "draw-offer {w}"),
        }
    }
}

/// Something only one seat is told (§8.3 "private extra").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PrivateNote {
    /// The canonical echo of the seat's accepted layout.
    Layout(String),
    /// The seat's own piece in a clash: what it was, where, and whether it left the board.
    OwnPiece {
        at: String,
        kind: Kind,
        removed: bool,
    },
}

impl fmt::Display for PrivateNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PrivateNote::Layout(l) => write!(f, "layout {l}"),
            PrivateNote::OwnPiece { at, kind, removed } => write!(
                f,
                "yours {kind} {at} {}",
                if *removed { "removed" } else { "survived" }
            ),
        }
    }
}

/// Everything one accepted action produced.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    pub events: Vec<JunqiEvent>,
    pub private: Vec<(Seat, PrivateNote)>,
}

impl Outcome {
    /// The public events joined as the vectors write them (`-` when there are none).
    pub fn canonical(&self) -> String {
        if self.events.is_empty() {
            return "-".into();
        }
        self.events
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("; ")
    }
}
