//! The words of private marks (`/mark`): a guess in the reader's language, the short tag
//! drawn on the marker's own image, the marker's list, and the refusals.

use super::{entry, say, Lang};
use referee_storage::ids::GameId;
use rules::marks::{guess_piece, DECOY, PROBED, REAL, UNKNOWN};

/// A guess token split into its `fanqi` colour, if any, and its piece (`red 38`).
fn split(guess: &str) -> (Option<&str>, &str) {
    match guess.split_once(' ') {
        Some((colour, piece)) => (Some(colour), piece),
        None => (None, guess),
    }
}

fn colour_word(lang: Lang, colour: &str) -> String {
    match colour {
        "red" => say(lang, "mark-colour-red", &[]),
        _ => say(lang, "mark-colour-black", &[]),
    }
}

/// A guess as the reader reads it: a piece's name in their language, `real`/`decoy`,
/// or `?`, with its colour first in `fanqi`.
pub fn mark_guess(lang: Lang, guess: &str) -> String {
    let (colour, piece) = split(guess);
    let piece = match piece {
        UNKNOWN => say(lang, "mark-guess-unknown", &[]),
        REAL => say(lang, "mark-guess-real", &[]),
        DECOY => say(lang, "mark-guess-decoy", &[]),
        code => match guess_piece(code) {
            Some(p) => entry(lang, p.family, &format!("piece-{}", p.id)),
            None => code.to_string(),
        },
    };
    match colour {
        Some(c) => say(
            lang,
            "mark-guess-coloured",
            &[("colour", colour_word(lang, c)), ("piece", piece)],
        ),
        None => piece,
    }
}

/// The short tag drawn on the piece in the marker's own image: a rank or letter for
/// English readers (`38`, `B`), a piece's one character for Chinese ones (师, 炸).
pub fn mark_tag(lang: Lang, guess: &str) -> String {
    let (colour, piece) = split(guess);
    let piece = match piece {
        UNKNOWN => "?".to_string(),
        REAL => say(lang, "mark-tag-real", &[]),
        DECOY => say(lang, "mark-tag-decoy", &[]),
        code => match (lang, guess_piece(code)) {
            (Lang::En, _) | (_, None) => code.to_string(),
            (_, Some(p)) => match p.alias {
                Some(alias) => alias,
                // Officers go by the first character of their name (师, 師).
                None => entry(lang, p.family, &format!("piece-{}", p.id))
                    .chars()
                    .next()
                    .map_or_else(|| code.to_string(), String::from),
            },
        },
    };
    match colour {
        Some("red") => format!("{}{piece}", say(lang, "mark-tag-red", &[])),
        Some(_) => format!("{}{piece}", say(lang, "mark-tag-black", &[])),
        None => piece,
    }
}

/// The tag of what a 古战棋 probe found (K7): `real`, `decoy` or `hidden`; `probed` on
/// the seat's own unit an opponent's probe read.
pub fn probe_tag(lang: Lang, found: &str) -> String {
    match found {
        REAL => say(lang, "probe-tag-real", &[]),
        DECOY => say(lang, "probe-tag-decoy", &[]),
        PROBED => say(lang, "probe-tag-probed", &[]),
        _ => say(lang, "probe-tag-hidden", &[]),
    }
}

pub fn mark_laid(lang: Lang, id: GameId, at: &str, guess: &str) -> String {
    say(
        lang,
        "mark-laid",
        &[
            ("id", id.to_string()),
            ("at", at.to_string()),
            ("guess", mark_guess(lang, guess)),
        ],
    )
}

pub fn mark_cleared(lang: Lang, id: GameId, at: &str) -> String {
    say(
        lang,
        "mark-cleared",
        &[("id", id.to_string()), ("at", at.to_string())],
    )
}

/// Most characters the list of marks takes in `/mine` (Discord allows 2,000 in all).
const LIST_BUDGET: usize = 900;

/// The marker's standing marks, `(position, guess)`, grouped by guess so that ~75 marks
/// of a 四国 seat still fit; what does not fit is counted.
pub fn mark_list(lang: Lang, marks: &[(String, String)]) -> Option<String> {
    if marks.is_empty() {
        return None;
    }
    let mut groups: Vec<(&str, Vec<&str>)> = Vec::new();
    for (at, guess) in marks {
        match groups.iter_mut().find(|(g, _)| *g == guess.as_str()) {
            Some((_, places)) => places.push(at),
            None => groups.push((guess, vec![at])),
        }
    }
    let mut parts = Vec::new();
    let mut used = 0;
    let mut left = 0;
    for (guess, places) in groups {
        let part = say(
            lang,
            "mark-list-group",
            &[
                ("guess", mark_guess(lang, guess)),
                ("places", places.join(" ")),
            ],
        );
        if used + part.chars().count() > LIST_BUDGET {
            left += places.len();
            continue;
        }
        used += part.chars().count();
        parts.push(part);
    }
    if left > 0 {
        parts.push(say(lang, "mark-list-more", &[("count", left.to_string())]));
    }
    Some(say(
        lang,
        "mark-list",
        &[
            ("count", marks.len().to_string()),
            ("marks", parts.join(&say(lang, "mark-list-separator", &[]))),
        ],
    ))
}

/// Most characters of the end-of-game list (one message).
const END_BUDGET: usize = 1_800;

/// At the game's end: each standing mark with the truth beside it,
/// `(position, guess, what stood there)`.
pub fn mark_end(lang: Lang, id: GameId, marks: &[(String, String, String)]) -> String {
    let mut text = say(lang, "mark-end-header", &[("id", id.to_string())]);
    for (n, (at, guess, truth)) in marks.iter().enumerate() {
        let line = say(
            lang,
            "mark-end-line",
            &[
                ("at", at.clone()),
                ("guess", mark_guess(lang, guess)),
                ("truth", truth.clone()),
            ],
        );
        if text.chars().count() + line.chars().count() > END_BUDGET {
            let more = say(
                lang,
                "mark-list-more",
                &[("count", (marks.len() - n).to_string())],
            );
            text.push('\n');
            text.push_str(&more);
            break;
        }
        text.push('\n');
        text.push_str(&line);
    }
    text
}

/// Why a mark was refused; said only to the one who tried.
pub fn mark_refusal(lang: Lang, refusal: &crate::error::MarkRefusal) -> String {
    use crate::error::MarkRefusal as R;
    let id = |i: &GameId| vec![("id", i.to_string())];
    match refusal {
        R::NotHere(i) => say(lang, "refuse-mark-not-here", &id(i)),
        R::Out(i) => say(lang, "refuse-mark-out", &id(i)),
        R::NoPiece(at) => say(lang, "refuse-mark-no-piece", &[("at", at.clone())]),
        R::UnknownGuess {
            guess,
            decoys: false,
        } => say(lang, "refuse-mark-guess", &[("guess", guess.clone())]),
        R::UnknownGuess {
            guess,
            decoys: true,
        } => say(
            lang,
            "refuse-mark-guess-decoys",
            &[("guess", guess.clone())],
        ),
        R::NoMark(at) => say(lang, "refuse-mark-none", &[("at", at.clone())]),
    }
}
