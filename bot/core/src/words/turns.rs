//! The words of turn messages and their settings (`/settings turn-dm:`).

use super::{say, when, Lang};
use crate::ids::GameId;

/// The first line of each player's private message when play begins in a hidden game.
pub fn turn_play_begins(lang: Lang, id: GameId) -> String {
    say(lang, "turn-play-begins", &[("id", id.to_string())])
}

/// The one-line prompt to the player to move.
pub fn turn_prompt(lang: Lang, id: GameId, due: u64) -> String {
    say(
        lang,
        "turn-prompt",
        &[("id", id.to_string()), ("due", when(due))],
    )
}
