//! Errors a game reports. Codes are stable (the specs name them); the bot words them.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A command was refused. Nothing changed.
///
/// `code` is the spec's error code (`SYNTAX`, `NOT_YOUR_TURN`, `ILLEGAL_MOVE`, …);
/// `detail` is a short English explanation that reveals nothing hidden.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleError {
    pub code: String,
    pub detail: String,
}

impl RuleError {
    pub fn new(code: &str, detail: impl Into<String>) -> Self {
        RuleError {
            code: code.to_string(),
            detail: detail.into(),
        }
    }
    pub fn syntax(detail: impl Into<String>) -> Self {
        Self::new(codes::SYNTAX, detail)
    }
    pub fn not_your_turn() -> Self {
        Self::new(codes::NOT_YOUR_TURN, "it is not your turn")
    }
    pub fn game_over() -> Self {
        Self::new(codes::GAME_OVER, "the game has ended")
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code, self.detail)
    }
}

impl std::error::Error for RuleError {}

/// Error codes shared by every variant. Variants add their own.
pub mod codes {
    pub const NOT_A_PLAYER: &str = "NOT_A_PLAYER";
    pub const GAME_OVER: &str = "GAME_OVER";
    pub const SYNTAX: &str = "SYNTAX";
    pub const NOT_YOUR_TURN: &str = "NOT_YOUR_TURN";
    pub const NO_DRAW_OFFER: &str = "NO_DRAW_OFFER";
    pub const ILLEGAL_MOVE: &str = "ILLEGAL_MOVE";
    pub const PRIVATE_ONLY: &str = "PRIVATE_ONLY";
    pub const UNSUPPORTED: &str = "UNSUPPORTED";
}

/// A game could not be created or loaded (bad options, bad position string, bad record).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupError(pub String);

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SetupError {}
