//! Per-server settings (`/server`), one versioned record per Discord server. Fields added
//! later take a serde default, so older records keep reading.

use serde::{Deserialize, Serialize};

pub const SERVER_VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServerEntry {
    pub version: u32,
    /// The guild id.
    pub id: u64,
    /// Games between people here are rated unless made with `rated:no` (on by default).
    #[serde(default = "on")]
    pub ratings: bool,
    /// Only the server's admins may create tournaments (`/server tournaments:admins`);
    /// anyone may by default.
    #[serde(default)]
    pub tournaments_admins_only: bool,
    /// `/server pieces:` and `coordinates:`: how the images posted in this server's
    /// channels are drawn.
    #[serde(default)]
    pub images: crate::images::ImagePrefs,
    /// `/server language:`: the language of the posts in this server's channels.
    #[serde(default)]
    pub language: Option<rules::Locale>,
    /// Discord's guild locale as last seen in an interaction from this server: the
    /// channel language when no admin chose one (deadlines and the computer post without
    /// an interaction, so it is kept).
    #[serde(default)]
    pub guild_locale: Option<rules::Locale>,
}

fn on() -> bool {
    true
}

impl ServerEntry {
    /// The language of the posts in this server's channels, when it has one: the admins'
    /// choice, else the guild locale last seen.
    pub fn post_language(&self) -> Option<rules::Locale> {
        self.language.or(self.guild_locale)
    }

    /// The settings of a server that never changed any.
    pub fn new(id: u64) -> ServerEntry {
        ServerEntry {
            version: SERVER_VERSION,
            id,
            ratings: true,
            tournaments_admins_only: false,
            images: crate::images::ImagePrefs::default(),
            language: None,
            guild_locale: None,
        }
    }
}
