//! The error codes of spec §7.4, in the table's order: when several apply, the first wins.

use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Code {
    Syntax,
    Context,
    Phase,
    Turn,
    Supp,
    Square,
    Piece,
    Spent,
    Timing,
    Geometry,
    Range,
    Path,
    Dest,
    Decoy,
    Kind,
    Capture,
    Condition,
    Supply,
    Claim,
}

impl Code {
    pub const ALL: [Code; 19] = [
        Code::Syntax,
        Code::Context,
        Code::Phase,
        Code::Turn,
        Code::Supp,
        Code::Square,
        Code::Piece,
        Code::Spent,
        Code::Timing,
        Code::Geometry,
        Code::Range,
        Code::Path,
        Code::Dest,
        Code::Decoy,
        Code::Kind,
        Code::Capture,
        Code::Condition,
        Code::Supply,
        Code::Claim,
    ];

    /// The spec's code, e.g. `E_RANGE`.
    pub fn as_str(self) -> &'static str {
        match self {
            Code::Syntax => "E_SYNTAX",
            Code::Context => "E_CONTEXT",
            Code::Phase => "E_PHASE",
            Code::Turn => "E_TURN",
            Code::Supp => "E_SUPP",
            Code::Square => "E_SQUARE",
            Code::Piece => "E_PIECE",
            Code::Spent => "E_SPENT",
            Code::Timing => "E_TIMING",
            Code::Geometry => "E_GEOMETRY",
            Code::Range => "E_RANGE",
            Code::Path => "E_PATH",
            Code::Dest => "E_DEST",
            Code::Decoy => "E_DECOY",
            Code::Kind => "E_KIND",
            Code::Capture => "E_CAPTURE",
            Code::Condition => "E_CONDITION",
            Code::Supply => "E_SUPPLY",
            Code::Claim => "E_CLAIM",
        }
    }

    pub fn parse(text: &str) -> Option<Code> {
        Code::ALL.into_iter().find(|c| c.as_str() == text)
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::error::Error for Code {}
