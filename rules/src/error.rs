//! Errors a game reports. Codes are stable (the specs name them); the bot words them.

use crate::message::Message;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A command was refused. Nothing changed.
///
/// `code` is the spec's error code (`SYNTAX`, `NOT_YOUR_TURN`, `E_NO_PIECE`, …), what
/// tests compare; `message` is what the player reads, worded from the catalogues. Its
/// arguments never name a hidden fact. Codes are the family's own and may mean different
/// things in two families (`NO_PIECE`, `E_SYNTAX`), so `family` says whose catalogue words
/// it: [`crate::Game`] sets it on every refusal it returns.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleError {
    pub code: String,
    pub message: Message,
    /// The family whose rules refused; `None` only for a refusal made outside a game
    /// (worded then by the shared catalogues alone).
    #[serde(skip)]
    pub family: Option<&'static str>,
}

impl RuleError {
    /// A refusal worded by its own code's catalogue entry.
    pub fn code(code: &str) -> Self {
        RuleError {
            code: code.to_string(),
            message: Message::new(code),
            family: None,
        }
    }
    /// A refusal with a more precise message than its code's.
    pub fn new(code: &str, message: Message) -> Self {
        RuleError {
            code: code.to_string(),
            message,
            family: None,
        }
    }
    /// The refusal as said by `family`'s rules (kept when already set).
    pub fn in_family(mut self, family: &'static str) -> Self {
        self.family.get_or_insert(family);
        self
    }
    pub fn syntax(message: Message) -> Self {
        Self::new(codes::SYNTAX, message)
    }
    pub fn not_your_turn() -> Self {
        Self::code(codes::NOT_YOUR_TURN)
    }
    pub fn game_over() -> Self {
        Self::code(codes::GAME_OVER)
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.message.id == self.code && self.message.args.is_empty() {
            f.write_str(&self.code)
        } else {
            write!(f, "{}: {}", self.code, self.message)
        }
    }
}

impl std::error::Error for RuleError {}

/// Error codes shared by every variant. Variants add their own.
pub mod codes {
    pub const NOT_A_PLAYER: &str = "NOT_A_PLAYER";
    pub const GAME_OVER: &str = "GAME_OVER";
    pub const SYNTAX: &str = "SYNTAX";
    /// The code the army-chess and 古战棋 specs give text their grammar cannot read; in a
    /// shared channel the bot takes it, like [`SYNTAX`], for chat.
    pub const FAMILY_SYNTAX: &str = "E_SYNTAX";
    pub const NOT_YOUR_TURN: &str = "NOT_YOUR_TURN";
    pub const NO_DRAW_OFFER: &str = "NO_DRAW_OFFER";
    pub const ILLEGAL_MOVE: &str = "ILLEGAL_MOVE";
    pub const PRIVATE_ONLY: &str = "PRIVATE_ONLY";
    pub const UNSUPPORTED: &str = "UNSUPPORTED";
}

/// A game could not be created or loaded (bad options, bad position string, bad record).
/// English, for the log and developers; what a player can get wrong at `/play` is a
/// [`SetupRefusal`] first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupError(pub String);

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SetupError {}

/// A `/play` setup the mode does not accept (an unknown option, a value it does not take,
/// the wrong number of players), as a message for the player, worded from the catalogues
/// of `family` (ids `setup-*` live in `data/common/locales`; the mode's name in the family's).
/// [`crate::Game::new`] turns it into an English [`SetupError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupRefusal {
    pub family: &'static str,
    pub message: Message,
}

impl fmt::Display for SetupRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.message, f)
    }
}

impl std::error::Error for SetupRefusal {}

/// In its compact form (`setup-seat-count(players=3, …)`), for a family's own checks;
/// [`crate::Game::new`] words the refusal in English instead.
impl From<SetupRefusal> for SetupError {
    fn from(refusal: SetupRefusal) -> SetupError {
        SetupError(refusal.to_string())
    }
}
