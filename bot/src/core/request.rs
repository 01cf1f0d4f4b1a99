//! What a shell hands the core: who asked, where, and what.

use serde::{Deserialize, Serialize};

/// A person. Discord users carry their snowflake; console users get a stable id from their name.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct User {
    pub id: u64,
    pub name: String,
}

/// Where a request came from. `channel` is the game channel or thread; `dm` marks private messages.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Place {
    pub channel: u64,
    pub guild: Option<u64>,
    pub dm: bool,
}

/// Game ids are short, sequential and shown to players (`#12`).
pub type GameId = u64;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DrawAnswer {
    Offer,
    Accept,
    Decline,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Command {
    /// `/play <variant> @opponents… [random] [key=value…]`
    Play {
        variant: String,
        opponents: Vec<User>,
        random_seats: bool,
        options: Vec<(String, String)>,
        /// Seconds a player has for each move; `None` uses the configured default.
        deadline_secs: Option<u64>,
    },
    Accept {
        game: Option<GameId>,
    },
    Decline {
        game: Option<GameId>,
    },
    /// `/move <text>`: refused with a reason when it does not apply.
    Move {
        text: String,
        game: Option<GameId>,
    },
    /// A plain message in a channel or DM: acted on only if it parses as a move of one of
    /// the sender's games there; otherwise ignored silently (people chat).
    Text {
        text: String,
    },
    Board {
        game: Option<GameId>,
    },
    /// The caller's own view (private information), always answered privately.
    Mine {
        game: Option<GameId>,
    },
    Hint {
        square: String,
        game: Option<GameId>,
    },
    Resign {
        game: Option<GameId>,
    },
    Draw {
        answer: DrawAnswer,
        game: Option<GameId>,
    },
    Abort {
        game: Option<GameId>,
    },
    Games,
    History {
        game: Option<GameId>,
    },
    Rules {
        variant: Option<String>,
        piece: Option<String>,
    },
    /// `/settings language:zh`, `/settings vacation:3` …
    Settings {
        language: Option<String>,
        vacation_days: Option<u32>,
    },
    /// Legal actions of the caller (autocomplete), filtered by `partial`.
    Autocomplete {
        partial: String,
        game: Option<GameId>,
    },
    Help,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    pub user: User,
    pub place: Place,
    pub command: Command,
    /// Discord interaction or message id: a redelivered request with the same id is applied once.
    pub delivery_id: Option<String>,
    /// Seconds since the Unix epoch, supplied by the shell so the core stays deterministic.
    pub now: u64,
}
