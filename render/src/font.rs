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
