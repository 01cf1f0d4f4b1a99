//! Stand-ins (issue 35): the computer acting for a seat whose person is absent, after a
//! missed deadline (`on_timeout=computer`) or while they are away (`/away`).

use super::{say, when, Lang};
use referee_storage::ids::GameId;

/// The channel hears a seat is away, with who acts for it until when.
pub fn away_post(lang: Lang, id: GameId, who: &str, until: u64) -> String {
    say(
        lang,
        "away-post",
        &[
            ("id", id.to_string()),
            ("who", who.to_string()),
            ("until", when(until)),
        ],
    )
}

/// The player who went away hears what that means, and the way back.
pub fn away_private(lang: Lang, id: GameId, until: u64) -> String {
    say(
        lang,
        "away-private",
        &[("id", id.to_string()), ("until", when(until))],
    )
}

/// The channel hears a seat's person is back (`/back`, or the time away ran out).
pub fn back_post(lang: Lang, id: GameId, who: &str) -> String {
    say(
        lang,
        "back-post",
        &[("id", id.to_string()), ("who", who.to_string())],
    )
}

/// The player hears their time away ran out and their turns are theirs again.
pub fn away_ended_private(lang: Lang, id: GameId) -> String {
    say(lang, "away-ended-private", &[("id", id.to_string())])
}

/// Leads the announcement of a stand-in's action: the computer acted for `who`.
pub fn stand_in_moved(lang: Lang, id: GameId, who: &str) -> String {
    say(
        lang,
        "stand-in-moved",
        &[("id", id.to_string()), ("who", who.to_string())],
    )
}

/// The person whose missed deadline the computer answered: what it sent, and that the
/// next turn is theirs again.
pub fn stand_in_after_timeout(lang: Lang, id: GameId, action: &str) -> String {
    say(
        lang,
        "stand-in-after-timeout",
        &[("id", id.to_string()), ("action", action.to_string())],
    )
}

/// The person away: what the computer sent for them, and the way back.
pub fn stand_in_while_away(lang: Lang, id: GameId, action: &str) -> String {
    say(
        lang,
        "stand-in-while-away",
        &[("id", id.to_string()), ("action", action.to_string())],
    )
}

/// After a missed deadline the channel hears the computer will act for the late seat.
pub fn stand_in_coming(lang: Lang, who: &str) -> String {
    say(lang, "stand-in-coming", &[("who", who.to_string())])
}

/// What a seat's name carries on boards, in `/games` and in posts while it is away.
pub fn away_mark(lang: Lang) -> String {
    say(lang, "away-mark", &[])
}

/// What `/history` and the replay's caption add to a stand-in's action.
pub fn stand_in_mark(lang: Lang) -> String {
    say(lang, "stand-in-mark", &[])
}
