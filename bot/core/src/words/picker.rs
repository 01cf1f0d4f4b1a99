//! The move picker's words: its prompts, controls and the fixed words of its labels.
//! Piece names come from each family's catalogue instead.

use super::{catalogue, say, Lang, BOT_GROUP};

pub fn button_move(lang: Lang) -> String {
    say(lang, "button-move", &[])
}

pub fn picker_prompt(lang: Lang, id: u64) -> String {
    say(lang, "picker-prompt", &[("id", id.to_string())])
}

pub fn picker_played(lang: Lang, id: u64, action: &str) -> String {
    say(
        lang,
        "picker-played",
        &[("id", id.to_string()), ("action", action.to_string())],
    )
}

pub fn picker_closed(lang: Lang, id: u64) -> String {
    say(lang, "picker-closed", &[("id", id.to_string())])
}

pub fn picker_out_of_date(lang: Lang, id: u64) -> String {
    say(lang, "picker-out-of-date", &[("id", id.to_string())])
}

pub fn picker_choose_piece(lang: Lang) -> String {
    say(lang, "picker-choose-piece", &[])
}

pub fn picker_choose_target(lang: Lang) -> String {
    say(lang, "picker-choose-target", &[])
}

pub fn picker_choose(lang: Lang) -> String {
    say(lang, "picker-choose", &[])
}

pub fn picker_choose_group(lang: Lang) -> String {
    say(lang, "picker-choose-group", &[])
}

pub fn picker_back(lang: Lang) -> String {
    say(lang, "picker-back", &[])
}

pub fn picker_cancel(lang: Lang) -> String {
    say(lang, "picker-cancel", &[])
}

pub fn picker_unknown(lang: Lang) -> String {
    say(lang, "picker-unknown", &[])
}

pub fn picker_plain(lang: Lang) -> String {
    say(lang, "picker-plain", &[])
}

pub fn picker_loses(lang: Lang) -> String {
    say(lang, "picker-loses", &[])
}

/// How a piece goes: `-` move, `x` capture, `/` split, `+` merge.
pub fn picker_way(lang: Lang, family: &str, way: &str) -> String {
    let word = match way {
        "-" => "move",
        "x" => "capture",
        "/" => "split",
        "+" => "merge",
        other => other,
    };
    picker_word(lang, family, word)
}

/// An action word or skill (`flip`, `swap`, `revive`…) in `lang`: the family's own
/// `picker-word-<family>-<word>` (a word two families use differently), else
/// `picker-word-<word>`, else the word as typed (it is also the notation).
pub fn picker_word(lang: Lang, family: &str, word: &str) -> String {
    lookup(lang, &format!("picker-word-{family}-{word}"))
        .or_else(|| lookup(lang, &format!("picker-word-{word}")))
        .unwrap_or_else(|| word.to_string())
}

/// What a cell is (`camp`, `hq`, `river`…) in `lang`, else its id.
pub fn picker_cell(lang: Lang, cell: &str) -> String {
    lookup(lang, &format!("picker-cell-{cell}")).unwrap_or_else(|| cell.to_string())
}

fn lookup(lang: Lang, id: &str) -> Option<String> {
    catalogue().and_then(|w| w.text(BOT_GROUP, lang, id))
}
