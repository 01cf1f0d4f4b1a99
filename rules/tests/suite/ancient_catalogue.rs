//! The Fluent catalogues of Ancient War Chess hold every id the family can emit, in all
//! three locales, with the same variables.

use rules::ancient::{data, Code, DrawReason, Method};
use std::collections::{BTreeMap, BTreeSet};

const LOCALES: [(&str, &str); 3] = [
    ("en", include_str!("../../../data/ancient/locales/en.ftl")),
    (
        "zh-CN",
        include_str!("../../../data/ancient/locales/zh-CN.ftl"),
    ),
    (
        "zh-TW",
        include_str!("../../../data/ancient/locales/zh-TW.ftl"),
    ),
];

/// id → the set of `$variables` its message uses (continuation lines included).
fn messages(text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let body = if line.starts_with(' ') {
            // Fluent reads a continuation line starting with `[`, `*` or `.` as syntax.
            assert!(
                !line.trim_start().starts_with(['[', '*', '.']),
                "continuation line {line:?}"
            );
            line
        } else {
            let (id, value) = line
                .split_once(" = ")
                .unwrap_or((line.trim_end_matches(" ="), ""));
            assert!(
                id.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'),
                "bad id {id:?}"
            );
            assert!(
                out.insert(id.to_string(), BTreeSet::new()).is_none(),
                "duplicate {id}"
            );
            current = Some(id.to_string());
            value
        };
        let vars = out.entry(current.clone().expect("a message")).or_default();
        for part in body.split("{ $").skip(1) {
            vars.insert(part.split([' ', '}']).next().unwrap_or("").to_string());
        }
    }
    out
}

#[test]
fn every_id_exists_in_every_locale_with_the_same_variables() {
    let catalogues: Vec<(&str, BTreeMap<String, BTreeSet<String>>)> =
        LOCALES.iter().map(|(l, t)| (*l, messages(t))).collect();
    let (_, en) = &catalogues[0];
    let mut needed: Vec<String> = vec![
        "variant-ancient".into(),
        "seat-red".into(),
        "seat-black".into(),
    ];
    needed.extend(Code::ALL.iter().map(|c| c.to_string()));
    needed.push("rules-summary".into());
    for label in [
        "score",
        "decoys",
        "fu",
        "shao",
        "block",
        "hou",
        "granary-lost",
        "chosen",
    ] {
        needed.push(format!("ancient-note-{label}"));
    }
    needed.extend(
        data::pieces()
            .pieces
            .iter()
            .map(|p| format!("piece-{}", p.kind)),
    );
    needed.extend(Method::ALL.iter().map(|m| m.outcome_id()));
    needed.extend(DrawReason::ALL.iter().map(|r| r.outcome_id()));
    for id in &needed {
        assert!(en.contains_key(id), "en lacks {id}");
    }
    for (locale, messages) in &catalogues[1..] {
        assert_eq!(
            messages.keys().collect::<Vec<_>>(),
            en.keys().collect::<Vec<_>>(),
            "{locale} ids differ from en"
        );
        for (id, vars) in en {
            assert_eq!(messages.get(id), Some(vars), "{locale} {id} variables");
        }
    }
}

/// One event of every kind: each must name a catalogue id with exactly its variables.
#[test]
fn every_event_is_worded_with_its_variables() {
    use rules::ancient::{Event, Found, Side, Square};
    let sq = Square::parse("e4").unwrap();
    let side = Side::Red;
    let mut events = vec![
        Event::Acted {
            ply: 1,
            side,
            text: "c4-c6".into(),
        },
        Event::Captured(sq),
        Event::Pinned(sq),
        Event::Encircled(sq),
        Event::Took(sq),
        Event::Burned(vec![sq, sq]),
        Event::Ambushed { forest: sq, at: sq },
        Event::DecoyRevealed(sq),
        Event::Hit(sq),
        Event::Lost(sq),
        Event::Entered(sq),
        Event::Placed(sq),
        Event::Cleared(sq),
        Event::Defected(sq),
        Event::Patron(side),
        Event::Territories {
            challenger: 3,
            challenged: 3,
        },
        Event::NextGame(2),
        Event::MatchWon(0),
        Event::DrawOffered(side),
        Event::Chose(side),
        Event::Revealed {
            side,
            text: "camps b1 c4 d6".into(),
        },
        Event::ShedReal { side, at: sq },
        Event::AmbushLaid { side, forest: sq },
        Event::Probed {
            side,
            at: sq,
            found: Found::Real("A2".into()),
        },
        Event::Probed {
            side,
            at: sq,
            found: Found::Decoy("D1".into()),
        },
        Event::Probed {
            side,
            at: sq,
            found: Found::Hidden("A1".into()),
        },
        Event::Probed {
            side,
            at: sq,
            found: Found::Empty,
        },
        Event::Confirmed {
            side,
            text: "camps b1 c4 d6".into(),
        },
    ];
    for method in Method::ALL {
        events.push(Event::Won {
            winner: side,
            method,
        });
    }
    for reason in DrawReason::ALL {
        events.push(Event::Drawn(reason));
    }
    let pieces: BTreeSet<String> = data::pieces()
        .pieces
        .iter()
        .map(|p| p.kind.clone())
        .collect();
    for (locale, text) in LOCALES {
        let catalogue = messages(text);
        for event in &events {
            let m = event.message();
            let vars: BTreeSet<String> = m.args.iter().map(|(k, _)| k.to_string()).collect();
            assert_eq!(
                catalogue.get(&m.id),
                Some(&vars),
                "{locale}: {event:?} as {}",
                m.id
            );
            for (_, arg) in &m.args {
                if let rules::ancient::MsgArg::Piece(kind) = arg {
                    assert!(pieces.contains(kind), "{kind}");
                }
            }
        }
    }
}
