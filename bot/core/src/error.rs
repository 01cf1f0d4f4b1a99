//! Why the core refused a request (worded for players in `words`), and the bot's own errors.

use referee_storage::ids::GameId;
use referee_storage::StoreError;
use std::fmt;

/// A request the core turned down. Becomes exactly one ephemeral error to the sender.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    UnknownCommand(String),
    /// An unknown command close to a known one: what was typed, and the nearest (`/play`).
    UnknownCommandNear {
        name: String,
        nearest: String,
    },
    /// The command exists but was written wrongly; the payload is the command name.
    Usage(&'static str),
    UnknownVariant(String),
    NoOpponents,
    /// Challenges are made in a channel, where the opponents can see them.
    PlayInChannel,
    SelfChallenge,
    DuplicatePlayer(String),
    BadSetup(String),
    /// The mode does not take these players or options, worded from the catalogues.
    Setup(rules::SetupRefusal),
    BadDuration(String),
    BadExpiry(String),
    BadLanguage(String),
    /// No game of the caller fits here (and no `#id` was given).
    NoGame,
    NoSuchGame(GameId),
    /// Several games fit; the caller must add one of these ids.
    Ambiguous(Vec<GameId>),
    NotInvited(GameId),
    AlreadyAccepted(GameId),
    NotStarted(GameId),
    GameEnded(GameId),
    NotAPlayer(GameId),
    /// A picker click made for a position the game has left.
    PickerOutOfDate(GameId),
    /// The rules refused the action, worded by the family the refusal names.
    Rule(rules::RuleError),
    AbortNeedsPlayer(GameId),
    /// `/abort force` by someone who is not a server admin.
    NotAdmin,
    /// A change to `/server` settings by someone who may not manage the server.
    NotServerAdmin,
    /// `/server`, `/leaderboard`… outside a server (a DM).
    NotInServer,
    /// `/undo` with no move of the caller's to take back (none yet, or already answered).
    NothingToUndo(GameId),
    /// `/undo` in a game that hides information: what was revealed stays revealed.
    UndoHidden(GameId),
    /// `/undo` in a rated game.
    UndoRated(GameId),
    /// `/away` in a rated game: a rated game is never handed to the computer.
    AwayRated(GameId),
    /// `/away` in a tournament game.
    AwayTournament(GameId),
    /// `/back` by a player who is not away in that game.
    NotAway(GameId),
    /// `/profile` or `/leaderboard` where the server turned ratings off.
    RatingsOff,
    /// An answer to a takeback nobody else asked for.
    NoUndoRequest(GameId),
    /// `/export` of a hidden-information game before it ended with a result.
    ExportHidden(GameId),
    UnknownPiece(String),
    /// `/join` by someone already seated at the table.
    AlreadySeated(GameId),
    /// `/join` at a table whose seats are all taken.
    TableFull(GameId),
    /// `/join` or `/leave` of a game that was not opened with free seats.
    NotATable(GameId),
    /// `/join` or `/leave` once the table's game has begun.
    TableStarted(GameId),
    /// `/leave` by someone without a seat at the table.
    NotSeated(GameId),
    /// Computer seats asked for before the shell named the computer (the Discord bot
    /// learns its own account when it connects).
    NoComputer,
    /// A saved set-up's name must be one word of at most `max` characters that the
    /// family's action can carry (army chess: not `default` or `random`).
    BadSetupName {
        family: &'static str,
        name: String,
        max: usize,
    },
    /// No saved set-up of the family has this name; the caller's saved names follow.
    UnknownSetup {
        family: &'static str,
        name: String,
        saved: Vec<String>,
    },
    /// Saving without a set-up, before the caller ever submitted one in the family.
    NoLastSetup {
        family: &'static str,
    },
    /// The caller already keeps this many set-ups of the family.
    TooManySetups {
        family: &'static str,
        max: usize,
    },
    /// A private mark (`/mark`) refused, decided from the marker's own view.
    Mark(MarkRefusal),
    /// A `/tournament` command that does not fit the tournament.
    Tournament(crate::tournaments::action::TournamentRefusal),
    Corrupt(String),
    Internal(String),
    /// The request's delivery id was stored with an earlier change (Discord redelivered
    /// it, perhaps to another process): it was applied once already, so nothing is said.
    AlreadyApplied,
}

/// Why a mark is refused (said only to the one who tried).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MarkRefusal {
    /// The game hides no piece a guess could help with.
    NotHere(GameId),
    /// The marker is out of the game.
    Out(GameId),
    /// No piece at this position whose kind the marker does not know.
    NoPiece(String),
    /// No guess of this game is called so; `decoys` for 古战棋's guesses.
    UnknownGuess { guess: String, decoys: bool },
    /// Nothing to clear here.
    NoMark(String),
}

impl From<MarkRefusal> for Refusal {
    fn from(r: MarkRefusal) -> Refusal {
        Refusal::Mark(r)
    }
}

impl From<StoreError> for Refusal {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Corrupt { .. } => Refusal::Corrupt(e.to_string()),
            StoreError::AlreadyApplied => Refusal::AlreadyApplied,
            other => Refusal::Internal(other.to_string()),
        }
    }
}

impl From<rules::RuleError> for Refusal {
    fn from(e: rules::RuleError) -> Self {
        Refusal::Rule(e)
    }
}

/// The bot could not start or keep running.
#[derive(Debug)]
pub enum BotError {
    Store(StoreError),
    Config(String),
    Render(String),
    Io(std::io::Error),
    /// A usage or input problem in the CLI tools (`perft`, `moves`, `local --script`).
    Usage(String),
}

impl fmt::Display for BotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BotError::Store(e) => write!(f, "{e}"),
            BotError::Config(e) => write!(f, "{e}"),
            BotError::Render(e) => write!(f, "cannot draw boards: {e}"),
            BotError::Io(e) => write!(f, "{e}"),
            BotError::Usage(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for BotError {}

impl From<StoreError> for BotError {
    fn from(e: StoreError) -> Self {
        BotError::Store(e)
    }
}

impl From<std::io::Error> for BotError {
    fn from(e: std::io::Error) -> Self {
        BotError::Io(e)
    }
}
