//! What the core asks a shell to do. Shells only translate; they decide nothing.

use referee_storage::ids::GameId;
use serde::{Deserialize, Serialize};

/// A rendered board image.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Image {
    /// Suggested file name, e.g. `game-12-7-public.png`.
    pub name: String,
    #[serde(skip)]
    pub png: Vec<u8>,
    /// Said instead of the image where the chat refuses a file this large, in the
    /// reader's language.
    #[serde(skip)]
    pub too_large: String,
}

/// A button under a message (challenge Accept/Decline, draw and resign confirmations).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Button {
    /// Stable id the shell sends back as a command, e.g. `accept:12`.
    pub id: String,
    pub label: String,
    pub danger: bool,
}

/// A select menu: one choice among at most 25 options (Discord's limit), alone in its row.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Select {
    /// Stable id the shell sends back with the chosen option's `value`.
    pub id: String,
    pub placeholder: String,
    pub options: Vec<SelectOption>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SelectOption {
    pub value: String,
    pub label: String,
    pub description: Option<String>,
}

/// One row of components under a message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Row {
    Buttons(Vec<Button>),
    Select(Select),
}

/// Where a move picker appears.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PickerAt {
    /// A new message only the player sees: an ephemeral reply in a server channel, a
    /// message in a private channel.
    New,
    /// In place of the picker message that was clicked.
    Update,
}

/// Which game an effect concerns, for shells that show or log it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameTag {
    pub id: GameId,
    pub variant: String,
    /// `setup`, `to_move:<name>`, `finished:<winner names>`, `finished:draw`,
    /// `challenge` (waiting for acceptance) or `aborted`.
    pub status: String,
    /// The server the game is played in: its settings draw the images posted there.
    #[serde(default, skip_serializing)]
    pub guild: Option<u64>,
}

/// Mentions in `text` are written `<@USER_ID>`; the console prints them as `@name`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    /// Public message in a channel (the game's channel or thread). Spectator view only.
    Post {
        channel: u64,
        text: String,
        image: Option<Image>,
        buttons: Vec<Button>,
        game: Option<GameTag>,
    },
    /// Private message to one user. Only that seat's view.
    Private {
        user: u64,
        text: String,
        image: Option<Image>,
        game: Option<GameTag>,
        /// The Move button of a turn message in a game that hides information.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        buttons: Vec<Button>,
    },
    /// Reply seen only by the requester (Discord ephemeral; console prints it to that user).
    Ephemeral {
        user: u64,
        text: String,
        image: Option<Image>,
        /// Files sent with `image` in the same message (an export's replay beside its
        /// record). The shell keeps the whole message within the upload limit.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        more_files: Vec<Image>,
        /// True when the command was refused.
        error: bool,
        game: Option<GameTag>,
        /// Confirmation buttons (resign); empty for most replies.
        #[serde(default)]
        buttons: Vec<Button>,
    },
    /// Delete a player's message (a secret command typed in a shared channel, where the
    /// rules ask for it). Shells without the right or without messages skip it.
    Delete { channel: u64, message: u64 },
    /// A step of the move picker, seen only by `user` (who clicked). `rows` is empty once
    /// the picker is done (played, cancelled, out of date).
    Picker {
        user: u64,
        text: String,
        image: Option<Image>,
        rows: Vec<Row>,
        at: PickerAt,
        error: bool,
        game: Option<GameTag>,
    },
    /// Autocomplete choices (at most 25): each value as sent back, and what the reader
    /// sees for it (`labels[i]` for `choices[i]`, the move picker's words: `Sage g1 → f2`;
    /// the value itself where a label is missing).
    Choices {
        user: u64,
        choices: Vec<String>,
        #[serde(default)]
        labels: Vec<String>,
    },
    /// The shell should create a thread for this game under `channel` and tell the core
    /// its id (Discord only; the console ignores it).
    OpenThread {
        channel: u64,
        game: GameId,
        name: String,
    },
}

impl Effect {
    /// A post of words only to `channel` (add a board, buttons or its game with the
    /// methods below).
    pub fn post(channel: u64, text: String) -> Effect {
        Effect::Post {
            channel,
            text,
            image: None,
            buttons: Vec::new(),
            game: None,
        }
    }

    /// A reply of words only, seen by `user` alone.
    pub fn reply(user: u64, text: String) -> Effect {
        Effect::Ephemeral {
            user,
            text,
            image: None,
            more_files: Vec::new(),
            error: false,
            game: None,
            buttons: Vec::new(),
        }
    }

    /// With buttons under it (a post or a reply; other effects have none).
    pub fn with_buttons(mut self, with: Vec<Button>) -> Effect {
        if let Effect::Post { buttons, .. }
        | Effect::Ephemeral { buttons, .. }
        | Effect::Private { buttons, .. } = &mut self
        {
            *buttons = with;
        }
        self
    }

    /// With an image (a post, a private message or a reply).
    pub fn with_image(mut self, with: Option<Image>) -> Effect {
        if let Effect::Post { image, .. }
        | Effect::Private { image, .. }
        | Effect::Ephemeral { image, .. } = &mut self
        {
            *image = with;
        }
        self
    }

    /// Tagged with the game it concerns.
    pub fn about(mut self, tag: Option<GameTag>) -> Effect {
        if let Effect::Post { game, .. }
        | Effect::Private { game, .. }
        | Effect::Ephemeral { game, .. } = &mut self
        {
            *game = tag;
        }
        self
    }

    /// A reply that refuses the command.
    pub fn refused(mut self) -> Effect {
        if let Effect::Ephemeral { error, .. } = &mut self {
            *error = true;
        }
        self
    }

    pub fn game(&self) -> Option<&GameTag> {
        match self {
            Effect::Post { game, .. }
            | Effect::Private { game, .. }
            | Effect::Ephemeral { game, .. }
            | Effect::Picker { game, .. } => game.as_ref(),
            Effect::Choices { .. } | Effect::OpenThread { .. } | Effect::Delete { .. } => None,
        }
    }
}
