//! Text normalisation shared by every variant's parser.

use unicode_normalization::UnicodeNormalization;

/// NFKC (full-width to ASCII), every dash to `-`, all whitespace removed, ASCII lowercased.
/// `Ｅ２ － Ｅ４` becomes `e2-e4`.
pub fn normalize(text: &str) -> String {
    text.nfkc()
        .map(|c| match c {
            '\u{2010}'..='\u{2015}' | '\u{2212}' | '\u{FF0D}' => '-',
            c => c,
        })
        .filter(|c| !c.is_whitespace())
        .map(|c| c.to_ascii_lowercase())
        .collect()
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
    fn marks_split() {
        assert_eq!(split_mark("e2-e4", 2), Some(("e2", Some('-'), "e4")));
        assert_eq!(split_mark("e2xe4", 2), Some(("e2", Some('x'), "e4")));
        assert_eq!(split_mark("e2e4", 2), Some(("e2", None, "e4")));
        assert_eq!(split_mark("e2", 2), None);
    }
}
