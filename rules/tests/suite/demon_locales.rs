//! The three Demon War Chess catalogues (`data/demon/locales/*.ftl`) hold the same ids with
//! the same variables, and cover every piece, outcome reason and family error code.
//!
//! `en.ftl` and `zh-CN.ftl` are kept by hand; their piece names must be those of
//! `data/demon/pieces.json`. `zh-TW.ftl` is derived: zh-CN's texts in traditional
//! characters, with the piece table's traditional names. A test fails when the committed
//! file differs from the derivation; `WRITE_CATALOGUES=1 cargo test -p rules --test
//! demon_locales` rewrites it.

use rules::demon::game::codes;
use rules::demon::{DemonError, Kind, Reason};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

const CATALOGUES: [(&str, &str); 3] = [
    ("en", include_str!("../../../data/demon/locales/en.ftl")),
    (
        "zh-CN",
        include_str!("../../../data/demon/locales/zh-CN.ftl"),
    ),
    (
        "zh-TW",
        include_str!("../../../data/demon/locales/zh-TW.ftl"),
    ),
];

/// id -> the `$variables` its text uses.
fn entries(text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let (id, value) = line
            .split_once(" = ")
            .unwrap_or_else(|| panic!("not `id = text`: {line}"));
        let vars = value
            .split("{ $")
            .skip(1)
            .map(|rest| rest.split(' ').next().unwrap_or("").to_string())
            .collect();
        assert!(out.insert(id.to_string(), vars).is_none(), "{id} twice");
    }
    out
}

#[test]
fn every_locale_has_the_same_ids_and_variables() {
    let en = entries(CATALOGUES[0].1);
    for (lang, text) in &CATALOGUES[1..] {
        assert_eq!(entries(text), en, "{lang} differs from en");
    }
}

#[test]
fn every_piece_reason_and_code_is_worded() {
    let en = entries(CATALOGUES[0].1);
    let mut wanted: Vec<String> = vec![
        "variant-demon".into(),
        "seat-red".into(),
        "seat-black".into(),
        "rules-summary".into(),
    ];
    for k in Kind::all() {
        wanted.push(format!("piece-{}", k.id()));
        wanted.push(format!("rules-demon-{}", k.id()));
    }
    for r in [
        Reason::EmperorCaptured,
        Reason::EmperorTookMissile,
        Reason::Facing,
        Reason::NoMoves,
        Reason::Repetition,
        Reason::TwoHundredPly,
        Reason::Resign,
        Reason::Agreement,
        Reason::Timeout,
    ] {
        wanted.push(format!("outcome-{}", r.as_str()));
    }
    for e in [
        DemonError::ChoiceMissing(vec![]),
        DemonError::NotAPromotion,
        DemonError::UnavailableForm(vec![]),
        DemonError::SwapPending,
        DemonError::NotSwapTime,
        DemonError::NoPiece(rules::demon::Square::from_ascii(b"a1").unwrap()),
        DemonError::NotYourPiece(rules::demon::Square::from_ascii(b"a1").unwrap()),
    ] {
        wanted.push(e.code().to_string());
    }
    assert!(wanted.contains(&codes::PROMOTION_CHOICE.to_string()));
    for id in wanted {
        assert!(en.contains_key(&id), "missing {id}");
    }
}

/// Simplified -> traditional for the characters the demon texts use; a character not listed
/// is written the same in both scripts (or is missing here: add it, then rewrite zh-TW).
const TRADITIONAL: &str = "与與 两兩 个個 为為 于於 会會 侧側 军軍 剑劍 动動 卫衛 却卻 参參 双雙 \
    变變 后後 围圍 堕墮 处處 对對 导導 将將 尽盡 帅帥 师師 带帶 并並 开開 弹彈 归歸 当當 径徑 \
    战戰 择擇 换換 敌敵 数數 无無 时時 术術 标標 毁毀 没沒 灭滅 炽熾 点點 狮獅 现現 种種 离離 \
    类類 红紅 纵縱 线線 继繼 续續 罗羅 胜勝 荆荊 认認 该該 请請 负負 轮輪 输輸 边邊 达達 过過 \
    进進 远遠 连連 选選 邻鄰 铁鐵 银銀 销銷 锋鋒 锦錦 间間 阑闌 阵陣 须須 领領 飞飛 骑騎 鹫鷲 \
    龙龍 宫宮 车車 横橫 杂雜 这這 说說 里裡 从從 写寫 终終 内內";

fn traditional(text: &str) -> String {
    let table: BTreeMap<char, char> = TRADITIONAL
        .split_whitespace()
        .filter_map(|pair| {
            let mut chars = pair.chars();
            Some((chars.next()?, chars.next()?))
        })
        .collect();
    text.chars().map(|c| *table.get(&c).unwrap_or(&c)).collect()
}

#[derive(serde::Deserialize)]
struct PieceTable {
    pieces: Vec<PieceNames>,
}

#[derive(serde::Deserialize)]
struct PieceNames {
    id: String,
    en: String,
    zh: String,
    zh_tw: String,
}

/// Each piece id once, in table order (a form reached two ways is listed twice there).
fn piece_names() -> Vec<PieceNames> {
    let table: PieceTable =
        serde_json::from_str(include_str!("../../../data/demon/pieces.json")).expect("pieces.json");
    let mut seen = BTreeSet::new();
    table
        .pieces
        .into_iter()
        .filter(|p| seen.insert(p.id.clone()))
        .collect()
}

/// `(id, text)` of every message line, in file order.
fn messages(text: &str) -> Vec<(&str, &str)> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| l.split_once(" = "))
        .collect()
}

const ZH_TW_HEADER: &str = "# Demon War Chess (zh-TW). Derived from zh-CN.ftl and ../pieces.json: \
    WRITE_CATALOGUES=1 cargo test -p rules --test demon_locales";

/// zh-TW.ftl as zh-CN.ftl and the piece table make it.
fn derived_zh_tw() -> String {
    let names = piece_names();
    let mut out = vec![ZH_TW_HEADER.to_string()];
    for line in CATALOGUES[1].1.lines().skip(1) {
        let derived = match line.split_once(" = ") {
            Some((id, _)) if !line.starts_with('#') && id.starts_with("piece-") => {
                let name = names
                    .iter()
                    .find(|p| id.strip_prefix("piece-") == Some(p.id.as_str()))
                    .map_or("", |p| p.zh_tw.as_str());
                format!("{id} = {name}")
            }
            Some((id, text)) if !line.starts_with('#') => format!("{id} = {}", traditional(text)),
            _ => line.to_string(),
        };
        out.push(derived);
    }
    out.join("\n") + "\n"
}

#[test]
fn the_traditional_catalogue_is_the_simplified_one_converted() {
    let derived = derived_zh_tw();
    if std::env::var_os("WRITE_CATALOGUES").is_some() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../data/demon/locales/zh-TW.ftl");
        std::fs::write(&path, &derived).expect("zh-TW.ftl written");
        return;
    }
    let committed = CATALOGUES[2].1;
    let first_difference = committed.lines().zip(derived.lines()).find(|(a, b)| a != b);
    assert!(
        committed == derived,
        "data/demon/locales/zh-TW.ftl differs from zh-CN.ftl converted (first differing line, committed then derived: {first_difference:?}); \
         rewrite it with WRITE_CATALOGUES=1 cargo test -p rules --test demon_locales"
    );
}

#[test]
fn every_locale_lists_its_messages_in_the_same_order() {
    let ids = |text| {
        messages(text)
            .into_iter()
            .map(|(id, _)| id)
            .collect::<Vec<_>>()
    };
    let en = ids(CATALOGUES[0].1);
    for (lang, text) in &CATALOGUES[1..] {
        assert_eq!(ids(text), en, "{lang} orders its ids differently from en");
    }
}

#[test]
fn piece_names_and_pages_follow_the_piece_table() {
    let names = piece_names();
    let expected_ids: Vec<String> = names.iter().map(|p| format!("piece-{}", p.id)).collect();
    let expected_pages: Vec<String> = names
        .iter()
        .map(|p| format!("rules-demon-{}", p.id))
        .collect();
    for (lang, text) in CATALOGUES {
        let entries = messages(text);
        let pieces: Vec<(&str, &str)> = entries
            .iter()
            .copied()
            .filter(|(id, _)| id.starts_with("piece-"))
            .collect();
        let ids: Vec<&str> = pieces.iter().map(|(id, _)| *id).collect();
        assert_eq!(ids, expected_ids, "{lang}: piece names not in table order");
        for ((_, text), piece) in pieces.iter().zip(&names) {
            let name = match lang {
                "en" => &piece.en,
                "zh-CN" => &piece.zh,
                _ => &piece.zh_tw,
            };
            assert_eq!(
                text, name,
                "{lang}: piece-{} is not its table name",
                piece.id
            );
        }
        let pages: Vec<&str> = entries
            .iter()
            .map(|(id, _)| *id)
            .filter(|id| id.starts_with("rules-demon-"))
            .collect();
        assert_eq!(
            pages, expected_pages,
            "{lang}: piece pages not in table order"
        );
    }
}
