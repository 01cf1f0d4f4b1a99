//! What a shell hands the core: who asked, where, and what.

use serde::{Deserialize, Serialize};

pub use crate::ids::{GameId, User};

/// Where a request came from. `channel` is the game channel or thread; `dm` marks private messages.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Place {
    pub channel: u64,
    pub guild: Option<u64>,
    pub dm: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DrawAnswer {
    Offer,
    Accept,
    Decline,
}

/// What `/layout` does with a player's saved set-ups (of the family that keeps them).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetupAction {
    /// Save `setup`, or without one the set-up the player last submitted, as `name`.
    Save {
        name: String,
        setup: Option<String>,
    },
    List,
    Delete {
        name: String,
    },
    /// Exchange two places of the set-up saved as `name` (`/layout swap NAME 2a 3b`).
    Swap {
        name: String,
        a: String,
        b: String,
    },
}

/// `/settings turn-dm:on|off|digest digest-at:HH:MM timezone:Area/City`: each one given
/// changes, checked when the command is read (a time as minutes after midnight, a zone
/// as the zone database spells it).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnChoices {
    pub turn_dm: Option<crate::store::records::TurnDm>,
    pub digest_at: Option<u16>,
    pub timezone: Option<String>,
}

impl TurnChoices {
    pub fn any(&self) -> bool {
        self.turn_dm.is_some() || self.digest_at.is_some() || self.timezone.is_some()
    }
}

/// `/undo`: ask to take back one's last move, or answer another player's request.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum UndoAnswer {
    Ask,
    Accept,
    Decline,
}

/// What `/server` changes in the server's settings (`None`: left as it is).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServerChanges {
    /// `ratings:on|off`.
    pub ratings: Option<bool>,
    /// `tournaments:admins|anyone`: who may create tournaments (`true`: admins only).
    #[serde(default)]
    pub tournaments_admins_only: Option<bool>,
}

impl ServerChanges {
    /// Nothing to change: `/server` alone shows the settings.
    pub fn is_empty(&self) -> bool {
        *self == ServerChanges::default()
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Command {
    /// `/play <variant> @opponents… [random] [key=value…]`; naming fewer players than the
    /// game seats opens a table whose free seats anyone may join.
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
    /// `/join [#id]` (or the Join button): take the next free seat of an open table.
    Join {
        game: Option<GameId>,
    },
    /// `/leave [#id]`: give up one's seat at a table before it starts (its creator closes it).
    Leave {
        game: Option<GameId>,
    },
    /// `/add-computer [#id] [level:hard]` (or the Add computer button): the computer takes
    /// the next free seat of a table one sits at; without a level, the level of the
    /// table's computers so far, else `normal`.
    AddComputer {
        game: Option<GameId>,
        level: Option<String>,
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
    /// `/pick [#id]` or a board's Move button: the move picker, seen only by the caller.
    Pick {
        game: Option<GameId>,
    },
    /// A click on a step of the move picker.
    PickStep {
        click: crate::picker::Clicked,
    },
    /// Asks for confirmation (a button `resign-confirm:<id>`, or `/resign confirm`).
    Resign {
        game: Option<GameId>,
    },
    /// Resigns at once.
    ResignConfirm {
        game: Option<GameId>,
    },
    Draw {
        answer: DrawAnswer,
        game: Option<GameId>,
    },
    Abort {
        game: Option<GameId>,
    },
    /// `/abort force #id`: a server admin ends a stuck game at once, without a result.
    AbortForce {
        game: Option<GameId>,
        /// The shell vouches that the sender may manage the server the request came from
        /// (Discord: the member's Manage Server permission). Typed text never sets it.
        server_manager: bool,
    },
    Games,
    /// `/games finished`: the caller's recent results, newest first.
    FinishedGames,
    /// `/export`: the game record as a text file (hidden games only once they ended).
    Export {
        game: Option<GameId>,
    },
    /// `/replay [#id]`: the game as an animated GIF in its channel.
    Replay {
        game: Option<GameId>,
    },
    /// `/undo [accept|decline]`: takebacks by consent, perfect-information games only.
    Undo {
        answer: UndoAnswer,
        game: Option<GameId>,
    },
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
        #[serde(default)]
        turns: TurnChoices,
    },
    /// Legal actions of the caller (autocomplete), filtered by `partial`.
    Autocomplete {
        partial: String,
        game: Option<GameId>,
    },
    /// `/help [command]`: every command, or one explained with an example.
    Help {
        command: Option<String>,
    },
    /// `/layout save|list|delete`: the caller's saved set-ups, answered privately.
    SavedSetups {
        action: SetupAction,
    },
    /// `/tournament create|join|leave|start|standings|withdraw|cancel`.
    Tournament {
        action: crate::tournaments::action::TournamentAction,
    },
    /// `/profile [@player] [variant]`: ratings, results and a rating chart, in this server.
    Profile {
        player: Option<User>,
        variant: Option<String>,
    },
    /// `/leaderboard [variant]`: the server's best settled ratings.
    Leaderboard {
        variant: Option<String>,
    },
    /// `/server [ratings:on|off]`: the server's settings, shown to anyone, changed by
    /// its managers (as for `/abort force`).
    Server {
        changes: ServerChanges,
        /// The shell vouches that the sender may manage this server. Typed text never sets it.
        server_manager: bool,
    },
    /// A command typed as text (`/play demon @bob deadline:1d`), parsed by the core.
    /// Mentions are `<@ID>` (Discord) or `@name` (console, see [`User::from_name`]).
    Typed {
        text: String,
    },
}

impl Command {
    /// A stable name for logs and metrics: the declaration's name in the command table
    /// (`play`, `move`…; `/resign confirm` is `resign`), or what the shell read
    /// (`text`, `typed`, `autocomplete`).
    pub fn name(&self) -> &'static str {
        match self {
            Command::Play { .. } => "play",
            Command::Accept { .. } => "accept",
            Command::Decline { .. } => "decline",
            Command::Join { .. } => "join",
            Command::Leave { .. } => "leave",
            Command::AddComputer { .. } => "add-computer",
            Command::Move { .. } => "move",
            Command::Text { .. } => "text",
            Command::Board { .. } => "board",
            Command::Mine { .. } => "mine",
            Command::Hint { .. } => "hint",
            Command::Pick { .. } | Command::PickStep { .. } => "pick",
            Command::Resign { .. } | Command::ResignConfirm { .. } => "resign",
            Command::Draw { .. } => "draw",
            Command::Abort { .. } | Command::AbortForce { .. } => "abort",
            Command::Games | Command::FinishedGames => "games",
            Command::Export { .. } => "export",
            Command::Replay { .. } => "replay",
            Command::Undo { .. } => "undo",
            Command::History { .. } => "history",
            Command::Rules { .. } => "rules",
            Command::Settings { .. } => "settings",
            Command::Autocomplete { .. } => "autocomplete",
            Command::Help { .. } => "help",
            Command::SavedSetups { .. } => "layout",
            Command::Tournament { .. } => "tournament",
            Command::Server { .. } => "server",
            Command::Profile { .. } => "profile",
            Command::Leaderboard { .. } => "leaderboard",
            Command::Typed { .. } => "typed",
        }
    }

    /// The game the command names (`#12`, a button's game), if any.
    pub fn game(&self) -> Option<GameId> {
        match self {
            Command::Accept { game }
            | Command::Decline { game }
            | Command::Join { game }
            | Command::Leave { game }
            | Command::AddComputer { game, .. }
            | Command::Move { game, .. }
            | Command::Board { game }
            | Command::Mine { game }
            | Command::Hint { game, .. }
            | Command::Pick { game }
            | Command::Resign { game }
            | Command::ResignConfirm { game }
            | Command::Draw { game, .. }
            | Command::Abort { game }
            | Command::AbortForce { game, .. }
            | Command::Export { game }
            | Command::Replay { game }
            | Command::Undo { game, .. }
            | Command::History { game }
            | Command::Autocomplete { game, .. } => *game,
            Command::PickStep { click } => Some(click.game),
            Command::Play { .. }
            | Command::Text { .. }
            | Command::Games
            | Command::FinishedGames
            | Command::Rules { .. }
            | Command::Settings { .. }
            | Command::Help { .. }
            | Command::SavedSetups { .. }
            | Command::Tournament { .. }
            | Command::Server { .. }
            | Command::Profile { .. }
            | Command::Leaderboard { .. }
            | Command::Typed { .. } => None,
        }
    }
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
    /// The sender's client language (Discord's interaction `locale`) when the shell knows it
    /// and the bot speaks it: their language until they choose one with `/settings language:`.
    #[serde(default)]
    pub locale: Option<rules::Locale>,
}
