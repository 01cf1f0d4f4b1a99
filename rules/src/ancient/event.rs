//! What an action did, as the spec's canonical strings (§7.3 results, §5.3 DMs).

use super::piece::Side;
use super::square::Square;
use serde::{Deserialize, Serialize};
use std::fmt;

/// How a game was won (§4.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Method {
    Seize,
    Uproot,
    Advance,
    Annihilate,
    Resign,
    Kingfall,
    Withdraw,
}

impl Method {
    pub const ALL: [Method; 7] = [
        Method::Seize,
        Method::Uproot,
        Method::Advance,
        Method::Annihilate,
        Method::Resign,
        Method::Kingfall,
        Method::Withdraw,
    ];

    /// The outcome reason (`seize`, …), worded as `outcome-<reason>`.
    pub fn reason(self) -> String {
        self.as_str().to_ascii_lowercase()
    }

    pub fn outcome_id(self) -> String {
        format!("outcome-{}", self.reason())
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Method::Seize => "SEIZE",
            Method::Uproot => "UPROOT",
            Method::Advance => "ADVANCE",
            Method::Annihilate => "ANNIHILATE",
            Method::Resign => "RESIGN",
            Method::Kingfall => "KINGFALL",
            Method::Withdraw => "WITHDRAW",
        }
    }
}

/// Why a game was drawn (§4.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DrawReason {
    Agreement,
    NoProgress,
    Repetition,
    PlyLimit,
    DoublePass,
}

impl DrawReason {
    pub const ALL: [DrawReason; 5] = [
        DrawReason::Agreement,
        DrawReason::NoProgress,
        DrawReason::Repetition,
        DrawReason::PlyLimit,
        DrawReason::DoublePass,
    ];

    /// The outcome reason (`no-progress`, …), worded as `outcome-<reason>`.
    pub fn reason(self) -> String {
        self.as_str().to_ascii_lowercase().replace('_', "-")
    }

    pub fn outcome_id(self) -> String {
        format!("outcome-{}", self.reason())
    }

    pub fn as_str(self) -> &'static str {
        match self {
            DrawReason::Agreement => "AGREEMENT",
            DrawReason::NoProgress => "NO_PROGRESS",
            DrawReason::Repetition => "REPETITION",
            DrawReason::PlyLimit => "PLY_LIMIT",
            DrawReason::DoublePass => "DOUBLE_PASS",
        }
    }
}

/// What a probe found (S6), told to the prober only.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Found {
    Real(String),
    Decoy(String),
    Hidden(String),
    Empty,
}

/// One effect of an action. [`Event::private_to`] says who may be told.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Event {
    /// The public part of the command (`c4-c6`, `shed c4-c6`, `ambush from c4 A2 fu=3`).
    Acted {
        ply: u32,
        side: Side,
        text: String,
    },
    /// `x<sq>`: head-on capture.
    Captured(Square),
    /// `pin:<sq>`
    Pinned(Square),
    /// `enc:<sq>`
    Encircled(Square),
    /// `take:<sq>`: a camp or city turned over, a 空 rebuilt, a granary destroyed.
    Took(Square),
    /// `burn:<sq,…>`
    Burned(Vec<Square>),
    /// `amb:<F>><sq>`
    Ambushed {
        forest: Square,
        at: Square,
    },
    /// `decoy:<sq>`: a decoy revealed and removed.
    DecoyRevealed(Square),
    /// `hit:<sq>`: reduced from 2 to 1.
    Hit(Square),
    /// `lost:<sq>`: removed by fire, burning, ambush or a charge.
    Lost(Square),
    /// `enter:<sq>`: a unit entered from reserve (后1, 农1).
    Entered(Square),
    /// `placed:<sq>` / `cleared:<sq>`: a roadblock.
    Placed(Square),
    Cleared(Square),
    /// `defect:<sq>`: an army changed sides (S15).
    Defected(Square),
    /// `patron:<side>`: control of the 友1 passed (S5).
    Patron(Side),
    /// `#<METHOD>`
    Won {
        winner: Side,
        method: Method,
    },
    /// `draw:<REASON>`
    Drawn(DrawReason),
    /// Match (§4.3): the territory count after a game, per player (challenger first).
    Territories {
        challenger: u32,
        challenged: u32,
    },
    /// Match: game `n` starts with a new secret camp choice.
    NextGame(u32),
    /// Match: player 0 (challenger) or 1 wins the match.
    MatchWon(u8),
    /// `<side> offers a draw`
    DrawOffered(Side),
    /// Placement: a side has sent its secret choice (nothing about what it chose).
    Chose(Side),
    /// Placement revealed: `camps red b1 c4 d6 city d2` or `deploy red cannon a2`.
    Revealed {
        side: Side,
        text: String,
    },
    /// Private: which square holds the original after 脱壳.
    ShedReal {
        side: Side,
        at: Square,
    },
    /// Private: the forest the ambusher went to.
    AmbushLaid {
        side: Side,
        forest: Square,
    },
    /// Private: a probe's answer.
    Probed {
        side: Side,
        at: Square,
        found: Found,
    },
    /// Private: the confirmation of a secret placement choice.
    Confirmed {
        side: Side,
        text: String,
    },
}

impl Event {
    /// `Some(side)` when only `side` may see this event.
    pub fn private_to(&self) -> Option<Side> {
        match self {
            Event::ShedReal { side, .. }
            | Event::AmbushLaid { side, .. }
            | Event::Probed { side, .. }
            | Event::Confirmed { side, .. } => Some(*side),
            _ => None,
        }
    }

    /// Counts as a progress event for the no-progress draw (§4.2).
    pub fn is_progress(&self) -> bool {
        matches!(
            self,
            Event::Captured(_)
                | Event::Pinned(_)
                | Event::Encircled(_)
                | Event::Took(_)
                | Event::Burned(_)
                | Event::DecoyRevealed(_)
                | Event::Hit(_)
                | Event::Lost(_)
                | Event::Entered(_)
                | Event::Placed(_)
                | Event::Cleared(_)
                | Event::Defected(_)
        )
    }
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Acted { ply, side, text } => write!(f, "{ply}. {} {text}", side.letter()),
            Event::Captured(sq) => write!(f, "x{sq}"),
            Event::Pinned(sq) => write!(f, "pin:{sq}"),
            Event::Encircled(sq) => write!(f, "enc:{sq}"),
            Event::Took(sq) => write!(f, "take:{sq}"),
            Event::Burned(sqs) => {
                let list: Vec<String> = sqs.iter().map(|s| s.to_string()).collect();
                write!(f, "burn:{}", list.join(","))
            }
            Event::Ambushed { forest, at } => write!(f, "amb:{forest}>{at}"),
            Event::DecoyRevealed(sq) => write!(f, "decoy:{sq}"),
            Event::Hit(sq) => write!(f, "hit:{sq}"),
            Event::Lost(sq) => write!(f, "lost:{sq}"),
            Event::Entered(sq) => write!(f, "enter:{sq}"),
            Event::Placed(sq) => write!(f, "placed:{sq}"),
            Event::Cleared(sq) => write!(f, "cleared:{sq}"),
            Event::Defected(sq) => write!(f, "defect:{sq}"),
            Event::Patron(side) => write!(f, "patron:{}", side.name()),
            Event::Won { method, .. } => write!(f, "#{}", method.as_str()),
            Event::Drawn(reason) => write!(f, "draw:{}", reason.as_str()),
            Event::Territories {
                challenger,
                challenged,
            } => write!(f, "territories {challenger}-{challenged}"),
            Event::NextGame(n) => write!(f, "game {n}"),
            Event::MatchWon(p) => write!(f, "match won by player {p}"),
            Event::DrawOffered(side) => write!(f, "{} offers a draw", side.name()),
            Event::Chose(side) => write!(f, "{} has chosen", side.name()),
            Event::Revealed { text, .. } => f.write_str(text),
            Event::ShedReal { at, .. } => write!(f, "shed real {at}"),
            Event::AmbushLaid { forest, .. } => write!(f, "ambush {forest}"),
            Event::Probed { at, found, .. } => match found {
                Found::Real(t) => write!(f, "probe {at} real {t}"),
                Found::Decoy(t) => write!(f, "probe {at} decoy {t}"),
                Found::Hidden(t) => write!(f, "probe {at} hidden {t}"),
                Found::Empty => write!(f, "probe {at} empty"),
            },
            Event::Confirmed { text, .. } => f.write_str(text),
        }
    }
}

/// The public log line of one ply: `17. R c5-e5 pin:e4` (§7.3).
pub fn public_line(events: &[Event]) -> String {
    events
        .iter()
        .filter(|e| e.private_to().is_none())
        .map(|e| e.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// An argument of a worded message (the seam's `Arg`, family-side).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MsgArg {
    /// Squares, notation, verbatim text.
    Text(String),
    Number(i64),
    Seat(Side),
    /// A piece kind id from `data/ancient/pieces.json`, worded as `piece-<kind>`.
    Piece(String),
    /// A nested message (an outcome reason inside a game result).
    Message(Box<Msg>),
}

/// A message id of `data/ancient/locales/*.ftl` with its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Msg {
    pub id: String,
    pub args: Vec<(&'static str, MsgArg)>,
}

fn msg(id: impl Into<String>, args: Vec<(&'static str, MsgArg)>) -> Msg {
    Msg {
        id: id.into(),
        args,
    }
}

fn square_arg(sq: &Square) -> (&'static str, MsgArg) {
    ("square", MsgArg::Text(sq.to_string()))
}

fn piece_arg(token: &str) -> (&'static str, MsgArg) {
    let kind = super::data::piece(token).map_or_else(|| token.to_string(), |p| p.kind.clone());
    ("piece", MsgArg::Piece(kind))
}

impl Event {
    /// The catalogue message for this event.
    pub fn message(&self) -> Msg {
        let text = |s: &str| MsgArg::Text(s.to_string());
        match self {
            Event::Acted { ply, side, text: t } => msg(
                "ancient-acted",
                vec![
                    ("ply", MsgArg::Number(i64::from(*ply))),
                    ("seat", MsgArg::Seat(*side)),
                    ("text", text(t)),
                ],
            ),
            Event::Captured(sq) => msg("ancient-captured", vec![square_arg(sq)]),
            Event::Pinned(sq) => msg("ancient-pinned", vec![square_arg(sq)]),
            Event::Encircled(sq) => msg("ancient-encircled", vec![square_arg(sq)]),
            Event::Took(sq) => msg("ancient-took", vec![square_arg(sq)]),
            Event::Burned(sqs) => {
                let list: Vec<String> = sqs.iter().map(|s| s.to_string()).collect();
                msg("ancient-burned", vec![("squares", text(&list.join(", ")))])
            }
            Event::Ambushed { forest, at } => msg(
                "ancient-ambushed",
                vec![("forest", text(&forest.to_string())), square_arg(at)],
            ),
            Event::DecoyRevealed(sq) => msg("ancient-decoy-revealed", vec![square_arg(sq)]),
            Event::Hit(sq) => msg("ancient-hit", vec![square_arg(sq)]),
            Event::Lost(sq) => msg("ancient-lost", vec![square_arg(sq)]),
            Event::Entered(sq) => msg("ancient-entered", vec![square_arg(sq)]),
            Event::Placed(sq) => msg("ancient-placed", vec![square_arg(sq)]),
            Event::Cleared(sq) => msg("ancient-cleared", vec![square_arg(sq)]),
            Event::Defected(sq) => msg("ancient-defected", vec![square_arg(sq)]),
            Event::Patron(side) => msg("ancient-patron", vec![("seat", MsgArg::Seat(*side))]),
            Event::Won { winner, method } => msg(
                "ancient-game-won",
                vec![
                    ("winner", MsgArg::Seat(*winner)),
                    (
                        "reason",
                        MsgArg::Message(Box::new(msg(method.outcome_id(), vec![]))),
                    ),
                ],
            ),
            Event::Drawn(reason) => msg(
                "ancient-game-drawn",
                vec![(
                    "reason",
                    MsgArg::Message(Box::new(msg(reason.outcome_id(), vec![]))),
                )],
            ),
            Event::Territories {
                challenger,
                challenged,
            } => msg(
                "ancient-territories",
                vec![
                    ("challenger", MsgArg::Number(i64::from(*challenger))),
                    ("challenged", MsgArg::Number(i64::from(*challenged))),
                ],
            ),
            Event::NextGame(n) => msg(
                "ancient-next-game",
                vec![("number", MsgArg::Number(i64::from(*n)))],
            ),
            Event::MatchWon(p) => msg(
                "ancient-match-won",
                vec![("player", MsgArg::Number(i64::from(*p)))],
            ),
            Event::DrawOffered(side) => {
                msg("ancient-draw-offered", vec![("seat", MsgArg::Seat(*side))])
            }
            Event::Chose(side) => msg("ancient-chose", vec![("seat", MsgArg::Seat(*side))]),
            Event::Revealed { side, text: t } => msg(
                "ancient-revealed",
                vec![("seat", MsgArg::Seat(*side)), ("text", text(t))],
            ),
            Event::ShedReal { at, .. } => msg("ancient-shed-real", vec![square_arg(at)]),
            Event::AmbushLaid { forest, .. } => {
                msg("ancient-ambush-laid", vec![square_arg(forest)])
            }
            Event::Probed { at, found, .. } => match found {
                Found::Real(t) => msg("ancient-probe-real", vec![square_arg(at), piece_arg(t)]),
                Found::Decoy(t) => msg("ancient-probe-decoy", vec![square_arg(at), piece_arg(t)]),
                Found::Hidden(t) => msg("ancient-probe-hidden", vec![square_arg(at), piece_arg(t)]),
                Found::Empty => msg("ancient-probe-empty", vec![square_arg(at)]),
            },
            Event::Confirmed { text: t, .. } => msg("ancient-confirmed", vec![("text", text(t))]),
        }
    }
}
