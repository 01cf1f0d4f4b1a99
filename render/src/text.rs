//! Text metrics of the embedded bold CJK font, estimated without shaping: how wide a
//! string is, how big a piece name may be drawn in its disc, where a line sits.

/// Distance between the baselines of a piece name's lines, in ems.
pub(crate) const LEADING: f32 = 1.08;

/// Noto CJK's ideographic box is centred this many ems above the baseline.
pub(crate) const MIDDLE: f32 = 0.36;

/// Advance of `c` in ems: CJK and full-width forms are square, the rest about half.
fn advance(c: char) -> f32 {
    if c.is_ascii() {
        0.6
    } else {
        1.0
    }
}

/// Advance width of `s` in ems.
pub(crate) fn text_width(s: &str) -> f32 {
    s.chars().map(advance).sum()
}

/// Advance width in ems, at least one (for dividing by it).
pub(crate) fn estimated_ems(text: &str) -> f32 {
    text_width(text).max(1.0)
}

/// Marks a cut line. Three full stops: the embedded subset has no glyph for `…`, and a
/// missing glyph is drawn as nothing.
const ELLIPSIS: &str = "...";

/// `text` cut to about `ems` ems, ending with [`ELLIPSIS`] when cut.
pub(crate) fn fit_chars(text: &str, ems: f32) -> String {
    if estimated_ems(text) <= ems {
        return text.to_string();
    }
    let mut out = String::new();
    let mut used = text_width(ELLIPSIS);
    for c in text.chars() {
        used += advance(c);
        if used > ems {
            break;
        }
        out.push(c);
    }
    out.push_str(ELLIPSIS);
    out
}

/// Splits a piece name into one line (1–2 characters) or two (3 or more).
pub(crate) fn label_lines(name: &str) -> Vec<String> {
    let chars: Vec<char> = name.chars().filter(|c| !c.is_control()).collect();
    if chars.len() <= 2 {
        return vec![chars.into_iter().collect()];
    }
    let first = chars.len().div_ceil(2);
    vec![
        chars[..first].iter().collect(),
        chars[first..].iter().collect(),
    ]
}

/// Font size that fits `lines` into a disc of radius `r`: the text block's diagonal
/// stays inside 86 % of the diameter, and one character never exceeds half of it. The
/// block is as tall as drawing sets it (one em per line, [`LEADING`] apart), so two-line
/// names on the 13x13 board keep 14 px at 800 px wide.
pub(crate) fn fit_size(lines: &[String], r: f32) -> f32 {
    let widest = lines.iter().map(|l| text_width(l)).fold(0.0f32, f32::max);
    let tall = 1.0 + LEADING * (lines.len().max(1) as f32 - 1.0);
    let d = 2.0 * r;
    (0.86 * d / (widest * widest + tall * tall).sqrt()).min(0.5 * d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_names_go_on_two_lines() {
        assert_eq!(label_lines("劍士"), vec!["劍士"]);
        assert_eq!(label_lines("召喚師"), vec!["召喚", "師"]);
        assert_eq!(label_lines("精靈女王"), vec!["精靈", "女王"]);
    }

    #[test]
    fn fitted_names_stay_inside_the_disc() {
        for name in ["兵", "劍士", "召喚師", "精靈女王", "死靈術士長老"] {
            let lines = label_lines(name);
            let size = fit_size(&lines, 30.0);
            let widest = lines.iter().map(|l| text_width(l)).fold(0.0, f32::max);
            assert!(widest * size <= 0.92 * 60.0, "{name} is too wide");
            assert!(
                1.1 * lines.len() as f32 * size <= 0.92 * 60.0,
                "{name} is too tall"
            );
        }
    }

    #[test]
    fn cut_text_ends_with_an_ellipsis_and_fits() {
        assert_eq!(fit_chars("short", 10.0), "short");
        let cut = fit_chars("一二三四五六七八九十", 5.0);
        assert!(cut.ends_with(ELLIPSIS));
        assert!(text_width(&cut) <= 5.0, "{cut}");
    }
}
