//! Whose choices draw an image, and which language a channel reads.
//!
//! Images one receives alone (a private message, a reply only they see, a picker) follow
//! that person's `/settings pieces:` and `coordinates:`; images posted in a server's
//! channel follow `/server pieces:` and `coordinates:`. Posts in a server's channel are
//! in the server's language (`/server language:`, else Discord's guild locale as last
//! seen there, else the configured default), whoever acted.

use crate::commands::{Args, Choice};
use crate::effect::Effect;
use crate::ids::GameId;
use crate::present::Out;
use crate::store::images::ImagePrefs;
use crate::store::servers::ServerEntry;
use crate::words::Lang;
use crate::{Core, Refusal};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// `pieces:glyphs|words`.
pub const PIECES: &[Choice] = &[
    Choice {
        value: "glyphs",
        aliases: &["chinese", "glyph"],
    },
    Choice {
        value: "words",
        aliases: &["names", "word"],
    },
];

/// `coordinates:on|off`.
pub const COORDINATES: &[Choice] = &[
    Choice {
        value: "on",
        aliases: &["yes", "show"],
    },
    Choice {
        value: "off",
        aliases: &["no", "hide"],
    },
];

/// What `pieces:` and `coordinates:` change (`None`: left as it is).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImageChoices {
    pub piece_words: Option<bool>,
    pub coordinates: Option<bool>,
}

impl ImageChoices {
    pub fn any(&self) -> bool {
        self.piece_words.is_some() || self.coordinates.is_some()
    }

    /// `prefs` with these choices made.
    pub fn apply(&self, prefs: &mut ImagePrefs) {
        if let Some(words) = self.piece_words {
            prefs.piece_words = words;
        }
        if let Some(on) = self.coordinates {
            prefs.no_coordinates = !on;
        }
    }
}

/// `pieces:` and `coordinates:` as the command gave them.
pub(crate) fn image_choices(a: &Args) -> Result<ImageChoices, Refusal> {
    Ok(ImageChoices {
        piece_words: a.choice("pieces")?.map(|value| value == "words"),
        coordinates: a.choice("coordinates")?.map(|value| value == "on"),
    })
}

/// The words said after `/settings` or `/server` changed how images are drawn.
pub(crate) fn prefs_line(lang: Lang, prefs: &ImagePrefs) -> String {
    let pieces = match prefs.piece_words {
        true => crate::words::say(lang, "images-pieces-words", &[]),
        false => crate::words::say(lang, "images-pieces-glyphs", &[]),
    };
    let coordinates = match prefs.no_coordinates {
        true => crate::words::say(lang, "images-coordinates-off", &[]),
        false => crate::words::say(lang, "images-coordinates-on", &[]),
    };
    crate::words::say(
        lang,
        "images-prefs",
        &[("pieces", pieces), ("coordinates", coordinates)],
    )
}

/// The language a server's channel posts are in: the admins' choice, else the guild
/// locale last seen there, else `default`.
pub(crate) fn server_lang(entry: Option<&ServerEntry>, default: Lang) -> Lang {
    entry
        .and_then(|e| e.language.or(e.guild_locale))
        .unwrap_or(default)
}

/// The language of posts in the channels of `guild`, from the store (see [`server_lang`]).
pub(crate) fn channel_lang_in(
    store: &crate::store::Store,
    guild: Option<u64>,
    default: Lang,
) -> Lang {
    let entry = guild.and_then(|g| store.server(g).ok().flatten());
    server_lang(entry.as_ref(), default)
}

impl Core {
    fn server_entry(&self, guild: Option<u64>) -> Option<ServerEntry> {
        self.store.server(guild?).ok().flatten()
    }

    /// The language of posts in the channels of `guild` (see [`server_lang`]); outside a
    /// server, the configured default.
    pub(crate) fn channel_lang(&self, guild: Option<u64>) -> Lang {
        channel_lang_in(&self.store, guild, self.config.language)
    }

    /// The language of `game`'s channel posts.
    pub(crate) fn game_channel_lang(&self, entry: &crate::store::records::GameEntry) -> Lang {
        self.channel_lang(entry.guild)
    }

    /// Discord's guild locale, seen in an interaction from `guild`: kept for the posts
    /// made without one (deadlines, the computer). Only a change is written.
    pub fn note_guild_locale(&self, guild: u64, locale: Lang) {
        let mut entry = self
            .server_entry(Some(guild))
            .unwrap_or_else(|| ServerEntry::new(guild));
        if entry.guild_locale != Some(locale) {
            entry.guild_locale = Some(locale);
            if let Err(e) = self.store.save_server(&entry) {
                tracing::warn!(guild, error = %e, "keeping the guild locale failed");
            }
        }
    }

    /// Each image drawn as its reader chose: a post's by its server's settings, anything
    /// one person receives alone by theirs.
    pub(crate) fn images_for_readers(&self, outs: Vec<Out>) -> Vec<Out> {
        let mut guilds: HashMap<GameId, Option<u64>> = HashMap::new();
        outs.into_iter()
            .map(|mut out| {
                let Some(picture) = out.picture.as_mut() else {
                    return out;
                };
                let prefs = match &out.effect {
                    Effect::Post { game, .. } => {
                        let guild = game.as_ref().and_then(|tag| {
                            *guilds.entry(tag.id).or_insert_with(|| {
                                self.store.game(tag.id).ok().flatten().and_then(|e| e.guild)
                            })
                        });
                        self.server_entry(guild).map(|s| s.images)
                    }
                    Effect::Private { user, .. }
                    | Effect::Ephemeral { user, .. }
                    | Effect::Picker { user, .. } => {
                        self.store.user(*user).ok().flatten().map(|u| u.images)
                    }
                    _ => None,
                };
                let prefs = prefs.unwrap_or_default();
                picture.opts.piece_words = prefs.piece_words;
                picture.opts.coordinates = !prefs.no_coordinates;
                out
            })
            .collect()
    }
}
