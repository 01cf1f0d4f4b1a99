//! The three Demon War Chess catalogues (`data/demon/locales/*.ftl`) hold the same ids with
//! the same variables, and cover every piece, outcome reason and family error code.

use rules::demon::game::codes;
use rules::demon::{DemonError, Kind, Reason};
use std::collections::{BTreeMap, BTreeSet};

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
