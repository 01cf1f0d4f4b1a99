//! `/rules <game> pieces` and the heading of `/rules <game> <piece>`: every piece with the
//! glyph its disc shows, its name in the reader's language and how it moves, read from
//! the family's own catalogue (its `piece-<kind>` names and its `/rules` piece pages), so
//! a family adds a piece in one place.

use super::{catalogue, say, Lang};
use rules::{VariantId, VariantInfo};

/// The words that ask for the whole list rather than one piece (`/rules demon pieces`).
const LIST_WORDS: &[&str] = &["pieces", "piece", "all", "棋子", "全部"];

/// Whether `name` asks for every piece of the game.
pub fn asks_for_list(name: &str) -> bool {
    let wanted = rules::notation::normalize(name);
    LIST_WORDS.contains(&wanted.as_str())
}

/// The piece kinds of a family, in its catalogue's order: the ids of its `piece-<kind>`
/// entries (the English catalogue names every one; the catalogue tests keep the three
/// alike).
fn kinds(info: &VariantInfo) -> Vec<&'static str> {
    let Some((_, text)) = info.catalogues.iter().find(|(tag, _)| *tag == "en") else {
        return Vec::new();
    };
    text.lines()
        .filter_map(|line| line.strip_prefix("piece-"))
        .filter_map(|rest| rest.split_once(" =").map(|(kind, _)| kind.trim()))
        .collect()
}

/// A piece's name in `lang` and the glyph its disc shows that reader.
fn names(lang: Lang, family: &str, kind: &str) -> (String, String) {
    match catalogue() {
        Some(words) => (
            words.piece(family, lang, kind),
            words.piece(family, lang.disc(), kind),
        ),
        None => (kind.to_string(), kind.to_string()),
    }
}

/// `**name** (glyph)`, or `**name**` alone where the name is the glyph (a Chinese reader).
fn named(lang: Lang, family: &str, kind: &str) -> String {
    let (name, glyph) = names(lang, family, kind);
    if name == glyph {
        format!("**{name}**")
    } else {
        format!("**{name}** ({glyph})")
    }
}

/// The kind `name` means (its id, or its name in any language), if the family has it.
pub fn kind_named(variant: VariantId, name: &str) -> Option<&'static str> {
    let info = variant.info();
    let wanted = rules::notation::normalize(name).replace(['_', '-'], "");
    let words = catalogue()?;
    kinds(info).into_iter().find(|kind| {
        let id = kind.replace(['_', '-'], "");
        id == wanted
            || [Lang::En, Lang::ZhCn, Lang::ZhTw].iter().any(|&lang| {
                let spelled = words.piece(info.family, lang, kind);
                rules::notation::normalize(&spelled).replace(['_', '-'], "") == wanted
            })
    })
}

/// A piece page that opens by naming its piece: the page as the family words it, after a
/// heading with the piece's name and glyph when the page does not open with one.
pub fn with_heading(lang: Lang, variant: VariantId, name: &str, page: String) -> String {
    if page.starts_with("**") {
        return page;
    }
    match kind_named(variant, name) {
        Some(kind) => format!("{}\n{page}", named(lang, variant.info().family, kind)),
        None => page,
    }
}

/// How a piece moves, in one line, from its page: the page's moves line where it has one
/// (`Moves: …`), else its first line; without a bold heading; up to its first sentence.
fn move_line(lang: Lang, page: &str) -> String {
    let label = say(lang, "pieces-moves-label", &[]);
    let line = page
        .lines()
        .map(str::trim)
        .find_map(|l| l.strip_prefix(label.as_str()))
        .unwrap_or_else(|| page.lines().next().unwrap_or_default());
    let line = strip_heading(line.trim());
    first_sentence(line).to_string()
}

/// `**Name** — text` or `**名**：text` becomes `text`.
fn strip_heading(line: &str) -> &str {
    let Some(rest) = line.strip_prefix("**") else {
        return line;
    };
    let Some((_, after)) = rest.split_once("**") else {
        return line;
    };
    // The heading may go on after the bold name (`(40)`, `（40）`) up to its dash or colon.
    for sep in [" — ", " —— ", "：", ": "] {
        if let Some((head, text)) = after.split_once(sep) {
            if head.chars().count() <= 8 {
                return text.trim();
            }
        }
    }
    after.trim_start_matches(['—', '：', ':', ' ']).trim()
}

/// Up to and including the first full stop that ends a sentence.
fn first_sentence(text: &str) -> &str {
    let mut end = text.len();
    for (i, c) in text.char_indices() {
        let next = text[i + c.len_utf8()..].chars().next();
        let ends = match c {
            '。' => true,
            '.' => next.is_none_or(|n| n == ' '),
            _ => false,
        };
        if ends {
            end = i + c.len_utf8();
            break;
        }
    }
    &text[..end]
}

/// `/rules <game> pieces`: every piece with a page, one line each. Pieces that share a
/// page (a White piece and its Black counterpart) share the line, each under its own name.
pub fn piece_list(lang: Lang, variant: VariantId) -> String {
    let info = variant.info();
    let mut lines: Vec<(String, Vec<&str>)> = Vec::new();
    for kind in kinds(info) {
        let Some(page) = (info.piece_page)(kind) else {
            continue;
        };
        match lines.iter_mut().find(|(p, _)| *p == page) {
            Some((_, kinds)) => kinds.push(kind),
            None => lines.push((page, vec![kind])),
        }
    }
    let mut out = vec![say(
        lang,
        "pieces-list-heading",
        &[
            ("game", super::variant_name(lang, variant)),
            ("id", info.id.to_string()),
        ],
    )];
    // A family whose pieces all move alike says how once (army chess).
    if let Some(note) = catalogue().and_then(|w| w.text(info.family, lang, "pieces-note")) {
        out.push(note);
    }
    for (page, kinds) in &lines {
        let text = catalogue()
            .and_then(|w| w.text(info.family, lang, page))
            .unwrap_or_default();
        let who: Vec<String> = kinds.iter().map(|k| named(lang, info.family, k)).collect();
        out.push(say(
            lang,
            "pieces-list-line",
            &[
                ("pieces", who.join(" / ")),
                ("moves", move_line(lang, &text)),
            ],
        ));
    }
    out.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headings_and_sentences_are_cut_where_a_reader_expects() {
        assert_eq!(
            strip_heading("**Field Marshal 司令 (40)** — the strongest rank; beats all."),
            "the strongest rank; beats all."
        );
        assert_eq!(
            strip_heading("**司令（40）** —— 最大的棋子。"),
            "最大的棋子。"
        );
        assert_eq!(
            first_sentence("Slides 1-4 squares. In camp more."),
            "Slides 1-4 squares."
        );
        assert_eq!(first_sentence("走一格。升变。"), "走一格。");
        assert_eq!(first_sentence("Moves 1.5 squares"), "Moves 1.5 squares");
    }
}
