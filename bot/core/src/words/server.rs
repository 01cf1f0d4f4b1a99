//! `/server`: a server's settings, one line each.

use super::{say, Lang};
use crate::store::servers::ServerEntry;

fn on_off(lang: Lang, on: bool) -> String {
    match on {
        true => say(lang, "server-on", &[]),
        false => say(lang, "server-off", &[]),
    }
}

/// The settings, after `saved` changes or as they are.
/// `default` is the configured language, the channels' when the server chose none.
pub fn server_settings(lang: Lang, entry: &ServerEntry, saved: bool, default: Lang) -> String {
    let title = match saved {
        true => say(lang, "server-saved", &[]),
        false => say(lang, "server-settings", &[]),
    };
    let lines = [
        title,
        say(
            lang,
            "server-ratings",
            &[("value", on_off(lang, entry.ratings))],
        ),
        match entry.tournaments_admins_only {
            true => say(lang, "server-tournaments-admins", &[]),
            false => say(lang, "server-tournaments-anyone", &[]),
        },
        crate::image_prefs::prefs_line(lang, &entry.images),
        say(
            lang,
            "server-language",
            &[(
                "language",
                super::language_name(lang, crate::image_prefs::server_lang(Some(entry), default)),
            )],
        ),
    ];
    lines.join("\n")
}
