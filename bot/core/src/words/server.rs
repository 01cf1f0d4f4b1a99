//! `/server`: a server's settings, one line each.

use super::{say, Lang};
use referee_storage::images::ImagePrefs;
use referee_storage::servers::ServerEntry;

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
        image_prefs_line(lang, &entry.images),
        say(
            lang,
            "server-language",
            &[(
                "language",
                super::language_name(lang, entry.post_language().unwrap_or(default)),
            )],
        ),
    ];
    lines.join("\n")
}

/// The words said after `/settings` or `/server` changed how images are drawn.
pub fn image_prefs_line(lang: Lang, prefs: &ImagePrefs) -> String {
    let pieces = match prefs.piece_words {
        true => say(lang, "images-pieces-words", &[]),
        false => say(lang, "images-pieces-glyphs", &[]),
    };
    let coordinates = match prefs.no_coordinates {
        true => say(lang, "images-coordinates-off", &[]),
        false => say(lang, "images-coordinates-on", &[]),
    };
    say(
        lang,
        "images-prefs",
        &[("pieces", pieces), ("coordinates", coordinates)],
    )
}
