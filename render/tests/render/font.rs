//! Every character render may be asked to draw has a glyph in the embedded font.

use std::path::{Path, PathBuf};

type Res = Result<(), Box<dyn std::error::Error>>;

fn is_cjk(c: char) -> bool {
    matches!(c as u32,
        0x3000..=0x303F | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xF900..=0xFAFF | 0xFF00..=0xFFEF)
}

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../data")
}

/// Characters of `text` the font must cover.
fn cjk_chars(text: &str) -> Vec<char> {
    let mut v: Vec<char> = text.chars().filter(|&c| is_cjk(c)).collect();
    v.sort_unstable();
    v.dedup();
    v
}

fn missing(chars: &[char]) -> Result<Vec<char>, Box<dyn std::error::Error>> {
    let face = ttf_parser::Face::parse(render::font::SUBSET_OTF, 0)?;
    Ok(chars
        .iter()
        .copied()
        .filter(|&c| face.glyph_index(c).is_none())
        .collect())
}

#[test]
fn the_font_is_noto_sans_cjk_sc_as_cff() -> Res {
    let face = ttf_parser::Face::parse(render::font::SUBSET_OTF, 0)?;
    let family = face
        .names()
        .into_iter()
        .filter(|n| n.name_id == ttf_parser::name_id::FAMILY)
        .find_map(|n| n.to_string());
    assert_eq!(family.as_deref(), Some(render::font::FAMILY));
    assert!(
        face.tables().cff.is_some(),
        "OTF/CFF outlines, not TrueType"
    );
    Ok(())
}

#[test]
fn every_subset_character_has_a_glyph() -> Res {
    let chars = cjk_chars(render::font::SUBSET_CHARS);
    assert!(
        chars.len() > 300,
        "chars.txt looks truncated: {}",
        chars.len()
    );
    assert_eq!(missing(&chars)?, Vec::<char>::new());
    Ok(())
}

#[test]
fn ascii_and_ui_words_have_glyphs() -> Res {
    let ascii: Vec<char> = (' '..='~').chain(['·', '–', '—']).collect();
    assert_eq!(missing(&ascii)?, Vec::<char>::new());
    for file in ["ui-words.txt", "spec-chars.txt"] {
        let text = std::fs::read_to_string(data_dir().join("fonts").join(file))?;
        let chars = cjk_chars(&text);
        assert!(!chars.is_empty(), "{file} is empty");
        assert_eq!(missing(&chars)?, Vec::<char>::new(), "{file}");
    }
    for word in [
        "白方",
        "黑方",
        "死棋區",
        "墓地",
        "將軍",
        "劍與魔法象棋",
        "魔神战棋",
        "军棋",
        "古战棋",
        "秘寶對決",
        "寶藏",
    ] {
        assert_eq!(missing(&cjk_chars(word))?, Vec::<char>::new(), "{word}");
    }
    Ok(())
}

fn data_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            data_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "json" || e == "ftl") {
            out.push(path);
        }
    }
}

#[test]
fn every_name_in_the_data_files_has_a_glyph() -> Res {
    // Piece tables (data/**/*.json) and catalogues (data/**/locales/*.ftl): rerun
    // data/fonts/make-subset.sh if this fails.
    let mut files = Vec::new();
    data_files(&data_dir(), &mut files);
    files.sort();
    for file in files {
        let text = std::fs::read_to_string(&file)?;
        assert_eq!(
            missing(&cjk_chars(&text))?,
            Vec::<char>::new(),
            "{}",
            file.display()
        );
    }
    Ok(())
}
