//! The embedded font: a subset of Noto Sans CJK SC Bold (SIL OFL 1.1).
//!
//! `data/fonts/make-subset.sh` regenerates the subset from the piece tables and UI words;
//! `data/fonts/README.md` says where it comes from. It is OTF (CFF): resvg renders it,
//! whereas TTF conversions of Noto CJK were reported to fail silently.

/// The family name every `<text>` of the SVG asks for.
pub const FAMILY: &str = "Noto Sans CJK SC";

/// Raw bytes of `data/fonts/NotoSansSC-Bold-subset.otf`.
pub static SUBSET_OTF: &[u8] = include_bytes!("../../data/fonts/NotoSansSC-Bold-subset.otf");

/// The characters the subset was made for (`data/fonts/chars.txt`), one string of lines.
pub static SUBSET_CHARS: &str = include_str!("../../data/fonts/chars.txt");

/// Advance widths of the embedded font's glyphs, for laying text out glyph by glyph.
pub(crate) struct Advances {
    face: ttf_parser::Face<'static>,
    units_per_em: f32,
}

impl Advances {
    /// Parses the embedded font once; `None` if it does not parse.
    pub(crate) fn new() -> Option<Advances> {
        let face = ttf_parser::Face::parse(SUBSET_OTF, 0).ok()?;
        let units_per_em = f32::from(face.units_per_em().max(1));
        Some(Advances { face, units_per_em })
    }

    /// How far `c` moves the pen, in ems; `None` when the font has no glyph for it (so
    /// it is drawn as nothing).
    pub(crate) fn advance(&self, c: char) -> Option<f32> {
        let glyph = self.face.glyph_index(c)?;
        let units = self.face.glyph_hor_advance(glyph)?;
        Some(f32::from(units) / self.units_per_em)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ideographs_are_one_em_and_latin_narrower() {
        let Some(advances) = Advances::new() else {
            panic!("the embedded font does not parse");
        };
        assert_eq!(advances.advance('兵'), Some(1.0));
        let a = advances.advance('a').unwrap_or(0.0);
        assert!(a > 0.3 && a < 0.8, "{a}");
        assert_eq!(advances.advance('\u{10FFFF}'), None);
    }
}
