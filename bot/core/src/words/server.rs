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
pub fn server_settings(lang: Lang, entry: &ServerEntry, saved: bool) -> String {
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
    ];
    lines.join("\n")
}
