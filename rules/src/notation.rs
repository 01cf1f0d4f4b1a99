//! Text normalisation shared by every variant's parser.
//!
//! [`tidy`] is what the game applies to every typed action before a family reads it;
//! [`normalize`] goes further (no spaces at all) for parsers and lookups that ignore them.

use unicode_normalization::UnicodeNormalization;

/// Every dash the specs accept (hyphens, en and em dashes, the minus sign, the small and
/// full-width hyphen-minus), read as `-`.
fn is_dash(c: char) -> bool {
    matches!(
        c,
        '\u{2010}'
            ..='\u{2015}'
                | '\u{2212}'
                | '\u{2E3A}'
                | '\u{2E3B}'
                | '\u{FE58}'
                | '\u{FE63}'
                | '\u{FF0D}'
    )
}

/// NFKC (full-width letters, digits and punctuation, the ideographic space, to ASCII), every
/// dash to `-`, every whitespace character to a space, ASCII lowercased.
fn fold(text: &str) -> impl Iterator<Item = char> + '_ {
    text.nfkc().map(|c| match c {
        c if is_dash(c) => '-',
        c if c.is_whitespace() => ' ',
        c => c.to_ascii_lowercase(),
    })
}

/// NFKC (full-width to ASCII), every dash to `-`, all whitespace removed, ASCII lowercased.
/// `Ｅ２ － Ｅ４` becomes `e2-e4`.
pub fn normalize(text: &str) -> String {
    fold(text).filter(|&c| c != ' ').collect()
}

/// The characters that join the parts of an action (`a4-a5`, `c5+c6`, `c4/c7`, `pin:e4`,
/// `=archer`, `@h8`, layout commas): a space next to one is dropped.
const SEPARATORS: [char; 7] = ['-', '+', '/', ':', '=', '@', ','];

/// The one normalisation every typed action gets before any family parses it (see
/// `docs/commands.md`): [`normalize`]'s folding of width, dashes and case, runs of spaces
/// made one and trimmed, no space next to a separator, and an action that starts with two
/// squares (a letter and digits) set apart by a space alone reads them as a move.
/// `Ａ４ － ａ５`, `a4 - a5` and `A4 a5` all become `a4-a5`; `c5 c6 = archer` becomes
/// `c5-c6=archer`; `camps b1 c4 d6` keeps its spaces.
pub fn tidy(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut space = false;
    for c in fold(text) {
        if c == ' ' {
            space = !out.is_empty();
            continue;
        }
        if space && !SEPARATORS.contains(&c) && !out.ends_with(SEPARATORS) {
            out.push(' ');
        }
        space = false;
        out.push(c);
    }
    if let Some(gap) = gap_between_two_squares(&out) {
        out.replace_range(gap..=gap, "-");
    }
    out
}

/// Where the space is in a text that starts `<square> <square>` and goes on with nothing
/// or something other than a letter or digit (`a4 a5`, `a4 a5=archer`, not `s1e c9`).
fn gap_between_two_squares(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let square_end = |from: usize| {
        let letter = bytes.get(from).is_some_and(u8::is_ascii_lowercase);
        let digits = bytes
            .iter()
            .skip(from + 1)
            .take_while(|b| b.is_ascii_digit())
            .count();
        (letter && digits > 0).then_some(from + 1 + digits)
    };
    let gap = square_end(0)?;
    if bytes.get(gap) != Some(&b' ') {
        return None;
    }
    let end = square_end(gap + 1)?;
    let ends_there = bytes.get(end).is_none_or(|b| !b.is_ascii_alphanumeric());
    ends_there.then_some(gap)
}

/// Split `a1-a2`, `a1xa2`, `a1a2` (after normalisation) into squares and the mark
/// (`Some('x')`, `Some('-')`, or `None`). The square parser decides what a square is;
/// `square_len` tells how many bytes the first square takes.
pub fn split_mark(text: &str, square_len: usize) -> Option<(&str, Option<char>, &str)> {
    let first = text.get(..square_len)?;
    let rest = text.get(square_len..)?;
    match rest.chars().next() {
        Some(m @ ('-' | 'x')) => Some((first, Some(m), &rest[1..])),
        Some(_) => Some((first, None, rest)),
        None => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_width_and_spaces_fold_to_ascii() {
        assert_eq!(normalize("Ｅ２－Ｅ４"), "e2-e4");
        assert_eq!(normalize("E2 - E4"), "e2-e4");
        assert_eq!(normalize("e2\u{2014}e4"), "e2-e4");
        assert_eq!(normalize("d4xe5 + revive:使魔@h8"), "d4xe5+revive:使魔@h8");
    }

    #[test]
    fn tidy_folds_width_dashes_case_and_spaces_around_separators() {
        for text in [
            "a4-a5",
            "a4 - a5",
            "A4 a5",
            "ａ４－ａ５",
            "Ａ４ － Ａ５",
            "a4\u{2014}a5",
            " a4\u{3000}a5 ",
        ] {
            assert_eq!(tidy(text), "a4-a5", "{text:?}");
        }
        assert_eq!(tidy("c5 c6 = Archer"), "c5-c6=archer");
        assert_eq!(tidy("c5-e5  PIN: e4"), "c5-e5 pin:e4");
        assert_eq!(tidy("camps b1 c4 d6"), "camps b1 c4 d6");
        assert_eq!(tidy("d4xe5 + revive:使魔 @ h8"), "d4xe5+revive:使魔@h8");
        assert_eq!(tidy("分/击 e2 / e5"), "分/击 e2/e5");
    }

    #[test]
    fn tidy_keeps_what_is_no_pair_of_squares() {
        assert_eq!(tidy("S5aC7"), "s5ac7");
        assert_eq!(tidy("S1e C9"), "s1e c9");
        assert_eq!(tidy("d4x e5"), "d4x e5");
        assert_eq!(tidy("hide b2"), "hide b2");
        assert_eq!(tidy(""), "");
    }

    #[test]
    fn marks_split() {
        assert_eq!(split_mark("e2-e4", 2), Some(("e2", Some('-'), "e4")));
        assert_eq!(split_mark("e2xe4", 2), Some(("e2", Some('x'), "e4")));
        assert_eq!(split_mark("e2e4", 2), Some(("e2", None, "e4")));
        assert_eq!(split_mark("e2", 2), None);
    }
}
