//! What a seat can send, as typed values: the parsed [`Command`] and the [`Action`] it
//! stands for. Their text is [`super::notation`].

use super::board::Pos;

/// What a `deploy` asks for (§4.6). A layout string is kept raw: it is checked only
/// after the sender, mode and phase checks (§9.4: `L_*` after checks 1–5).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum DeployChoice {
    Default,
    Random,
    Text(String),
}

/// A parsed command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Move {
        from: Pos,
        to: Pos,
    },
    Flip(Pos),
    Deploy(DeployChoice),
    /// `swap 2a 3b`: exchange two pieces of the sender's submitted layout. The names
    /// (layout-local like `2a`, or the board's like `S2a`) are resolved against the
    /// sender's home when applied.
    Swap(String, String),
    Resign,
    Draw,
    Board,
}

/// An action a seat takes. `board` is not one: it changes nothing (see `view`).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Action {
    Move {
        from: Pos,
        to: Pos,
    },
    Flip(Pos),
    Deploy(DeployChoice),
    /// Two posts of the actor's submitted layout, as typed (see [`Command::Swap`]).
    Swap {
        a: String,
        b: String,
    },
    Resign,
    Draw,
}

impl Action {
    /// The command a parsed text stands for, when it is an action.
    pub fn from_command(command: Command) -> Option<Action> {
        Some(match command {
            Command::Move { from, to } => Action::Move { from, to },
            Command::Flip(p) => Action::Flip(p),
            Command::Deploy(d) => Action::Deploy(d),
            Command::Swap(a, b) => Action::Swap { a, b },
            Command::Resign => Action::Resign,
            Command::Draw => Action::Draw,
            Command::Board => return None,
        })
    }
}
