//! A picker option's label in the reader's language, from the label's data: piece names
//! from the family's catalogue (the names `/rules <game> <piece>` uses), fixed words from
//! the bot's catalogue.

use crate::words::{self, Lang};
use rules::picker::{Label, What};

/// A piece kind's name in `lang`.
pub fn piece(lang: Lang, family: &str, kind: &str) -> String {
    match words::catalogue() {
        Some(w) => w.piece(family, lang, kind),
        None => kind.to_string(),
    }
}

/// The label as a player reads it: `Sage g1`, `d5 × Goblin`, `C7 camp`, `= Archer`;
/// a skill's square with a piece on it, `Wraith a6`.
pub fn text(lang: Lang, family: &str, label: &Label) -> String {
    let seen = || {
        label.piece.as_ref().map(|p| match &p.kind {
            Some(kind) => piece(lang, family, kind),
            None => words::picker_unknown(lang),
        })
    };
    let square = label.square.clone().unwrap_or_default();
    let mut text = match &label.what {
        What::Piece => match seen() {
            Some(name) => format!("{name} {square}"),
            None => square,
        },
        What::Target => match seen() {
            Some(name) => format!("{square} × {name}"),
            None => square,
        },
        // A square a skill or an action word names: what stands there is not taken
        // (a hero call replaces an own piece, a probe looks at one), so no `×`.
        What::Square => match seen() {
            Some(name) => format!("{name} {square}"),
            None => square,
        },
        What::Way(way) => words::picker_way(lang, family, way),
        What::Form(form) => format!("= {}", piece(lang, family, form)),
        What::Skill(skill) => words::picker_word(lang, family, skill),
        What::Kind(kind) => piece(lang, family, kind),
        What::Verb(verb) => words::picker_word(lang, family, verb),
        What::Args(args) => args.clone(),
        What::Word(word) => match &label.square {
            Some(square) => format!("{} {square}", words::picker_word(lang, family, word)),
            None => words::picker_word(lang, family, word),
        },
        What::Plain => words::picker_plain(lang),
    };
    if let Some(cell) = &label.cell {
        if matches!(label.what, What::Target | What::Square) {
            text = format!("{text} {}", words::picker_cell(lang, cell));
        }
    }
    for part in &label.then {
        // A plain move or capture says nothing the target does not already show.
        if matches!(&part.what, What::Way(w) if w == "-" || w == "x") {
            continue;
        }
        text = format!("{text} {}", self::text(lang, family, part));
    }
    if label.loses_at_once {
        text = format!("{text} {}", words::picker_loses(lang));
    }
    text
}
