//! The words of turn messages and their settings (`/settings turn-dm:`).

use super::{say, say_n, when, Lang};
use referee_storage::ids::GameId;

/// The first line of each player's private message when play begins in a hidden game.
pub fn turn_play_begins(lang: Lang, id: GameId) -> String {
    say(lang, "turn-play-begins", &[("id", id.to_string())])
}

/// The private prompt of a seat that owes a set-up action (a layout, camps, a hiding
/// place), with a command that is legal for it now.
pub fn turn_setup_prompt(lang: Lang, id: GameId, example: &str) -> String {
    say(
        lang,
        "turn-setup-prompt",
        &[("id", id.to_string()), ("example", example.to_string())],
    )
}

/// The one-line prompt to the player to move.
pub fn turn_prompt(lang: Lang, id: GameId, due: u64) -> String {
    say(
        lang,
        "turn-prompt",
        &[("id", id.to_string()), ("due", when(due))],
    )
}

/// The choices of a turn that is a choice of words: `` `swap` or `keep` ``.
pub fn turn_choices(lang: Lang, choices: &[String]) -> String {
    say(
        lang,
        "turn-choices",
        &[("choices", super::list(lang, choices))],
    )
}

/// The first line of the daily digest: `n` games wait for the reader.
pub fn digest_header(lang: Lang, n: u64) -> String {
    say_n(lang, "turn-digest-header", n)
}

/// `/settings turn-dm:` answered: what the player now gets.
pub fn turn_dm_default(lang: Lang) -> String {
    say(lang, "turn-dm-default", &[])
}

pub fn turn_dm_on(lang: Lang) -> String {
    say(lang, "turn-dm-on", &[])
}

pub fn turn_dm_off(lang: Lang) -> String {
    say(lang, "turn-dm-off", &[])
}

pub fn turn_dm_digest(lang: Lang, at: &str, zone: &str) -> String {
    say(
        lang,
        "turn-dm-digest",
        &[("at", at.to_string()), ("zone", zone.to_string())],
    )
}
