//! Whose choices draw an image, and which language a channel reads.
//!
//! Images one receives alone (a private message, a reply only they see, a picker) follow
//! that person's `/settings pieces:` and `coordinates:`; images posted in a server's
//! channel follow `/server pieces:` and `coordinates:`. Posts in a server's channel are
//! in the server's language (`/server language:`, else Discord's guild locale as last
//! seen there, else the configured default), whoever acted.

use crate::effect::Effect;
use crate::present::Out;
use crate::words::Lang;
use referee_storage::servers::ServerEntry;
use referee_storage::Store;

/// The language a server's channel posts are in: the admins' choice, else the guild
/// locale last seen there, else `default`.
pub(crate) fn server_lang(entry: Option<&ServerEntry>, default: Lang) -> Lang {
    entry
        .and_then(ServerEntry::post_language)
        .unwrap_or(default)
}

/// The language of posts in the channels of `guild`, from the store (see [`server_lang`]).
pub(crate) fn channel_lang_in(
    store: &referee_storage::Store,
    guild: Option<u64>,
    default: Lang,
) -> Lang {
    let entry = guild.and_then(|g| store.server(g).ok().flatten());
    server_lang(entry.as_ref(), default)
}

/// Each image drawn as its reader chose: a post's by its server's settings, anything
/// one person receives alone by theirs.
pub(crate) fn images_for_readers(store: &Store, outs: Vec<Out>) -> Vec<Out> {
    outs.into_iter()
        .map(|mut out| {
            let Some(picture) = out.picture.as_mut() else {
                return out;
            };
            let prefs = match &out.effect {
                Effect::Post { game, .. } => {
                    let guild = game.as_ref().and_then(|tag| tag.guild);
                    let server = guild.and_then(|g| store.server(g).ok().flatten());
                    server.map(|s| s.images)
                }
                Effect::Private { user, .. }
                | Effect::Ephemeral { user, .. }
                | Effect::Picker { user, .. } => store.user(*user).ok().flatten().map(|u| u.images),
                _ => None,
            };
            let prefs = prefs.unwrap_or_default();
            picture.opts.piece_words = prefs.piece_words;
            picture.opts.coordinates = !prefs.no_coordinates;
            out
        })
        .collect()
}
