//! Every Ancient War Chess test vector (spec §8, copied verbatim to
//! `tests/vectors/ancient.awc`, and the K7 vectors of `tests/vectors/ancient-k7.awc`),
//! run by one runner that reads the §8.1 format, `view.<viewer>.<side>` with its K7
//! marks included.

use crate::support;

use rules::ancient::{
    parse, parse_listing, AncientGame, Found, GameResult, Position, Side, Supps, Viewer,
};

const VECTORS: &str = include_str!("../vectors/ancient.awc");
/// K7 (probe results kept), not in the spec's §8 yet: the same format, plus `probes.<side>`.
const K7_VECTORS: &str = include_str!("../vectors/ancient-k7.awc");

/// One ```awc-test``` block: `key: value` lines in file order.
type Block = support::vectors::Block;

fn blocks(text: &str) -> Vec<Block> {
    support::vectors::fenced(text, "awc-test").unwrap_or_else(|e| panic!("{e}"))
}

/// `ply=7 red.fu=3 black.glost=1`
fn counters(spec: &str) -> Vec<(Option<Side>, String, u32)> {
    spec.split_whitespace()
        .map(|item| {
            let (key, value) = item.split_once('=').expect("key=value");
            let value: u32 = value.parse().expect("number");
            match key.split_once('.') {
                Some((side, name)) => (
                    Some(Side::parse(side).expect("side")),
                    name.to_string(),
                    value,
                ),
                None => (None, key.to_string(), value),
            }
        })
        .collect()
}

fn start(block: &Block) -> Result<AncientGame, String> {
    let supps = Supps::parse_list(block.get("supp").unwrap_or("-")).map_err(|e| e.to_string())?;
    let mut pos = Position::from_lists(
        supps,
        block.get("red").unwrap_or(""),
        block.get("black").unwrap_or(""),
        block.get("neutral").unwrap_or(""),
    )?;
    pos.ply = match block.get("turn") {
        Some("black") => 2,
        _ => 1,
    };
    for (side, name, value) in counters(block.get("state").unwrap_or("")) {
        match side {
            None if name == "ply" => pos.ply = value,
            Some(side) => {
                let ok = pos
                    .counters
                    .get_mut(side)
                    .set(&name, u8::try_from(value).map_err(|e| e.to_string())?);
                if !ok {
                    return Err(format!("unknown counter {name}"));
                }
            }
            None => return Err(format!("unknown state key {name}")),
        }
    }
    Ok(AncientGame::from_position(pos))
}

fn run(block: &Block) -> Result<(), String> {
    let mut game = start(block)?;
    let actions: Vec<&str> = block
        .get("act")
        .ok_or("no act")?
        .split(';')
        .map(str::trim)
        .collect();
    let mut side = game.position.to_move();
    let mut last: Result<(), String> = Ok(());
    let mut private: [Vec<String>; 2] = [Vec::new(), Vec::new()];
    for (i, text) in actions.iter().enumerate() {
        let outcome = parse(text).and_then(|cmd| game.apply(side, &cmd));
        match outcome {
            Ok(events) => {
                for e in &events {
                    if let Some(to) = e.private_to() {
                        private[to.index()].push(e.to_string());
                    }
                }
                last = Ok(());
            }
            Err(code) if i + 1 == actions.len() => last = Err(code.to_string()),
            Err(code) => return Err(format!("action {text} failed early with {code}")),
        }
        side = side.other();
    }
    let expect = block.get("expect").unwrap_or("ok");
    match (&last, expect) {
        (Ok(()), "ok") => {}
        (Err(code), want) if code == want => {}
        (got, want) => return Err(format!("expected {want}, got {got:?}")),
    }
    for (key, owner) in [
        ("red'", Some(Side::Red)),
        ("black'", Some(Side::Black)),
        ("neutral'", None),
    ] {
        if let Some(want) = block.get(key) {
            let want = parse_listing(want)?;
            let got = game.position.listing(owner, Viewer::Truth);
            if want != got {
                return Err(format!("{key} expected {want:?}\n got {got:?}"));
            }
        }
    }
    for viewer in Side::BOTH {
        for owner in Side::BOTH {
            let key = format!("view.{}.{}", viewer.name(), owner.name());
            if let Some(want) = block.get(&key) {
                let want = parse_listing(want)?;
                let got = game.listing(Some(owner), Viewer::Side(viewer));
                if want != got {
                    return Err(format!("{key} expected {want:?}\n got {got:?}"));
                }
            }
        }
        if let Some(want) = block.get(&format!("probes.{}", viewer.name())) {
            let got = held_words(&game, viewer);
            let mut want: Vec<&str> = want
                .split(';')
                .map(str::trim)
                .filter(|w| !w.is_empty() && *w != "-")
                .collect();
            want.sort_unstable();
            if want != got {
                return Err(format!(
                    "probes.{} expected {want:?}, got {got:?}",
                    viewer.name()
                ));
            }
        }
        if let Some(want) = block.get(&format!("dm.{}", viewer.name())) {
            let got = private[viewer.index()].join("; ");
            if want != got {
                return Err(format!(
                    "dm.{} expected {want:?}, got {got:?}",
                    viewer.name()
                ));
            }
        }
    }
    if let Some(want) = block.get("win") {
        let got = match game.result {
            Some(GameResult::Won { winner, method }) => {
                format!("{} {}", winner.name(), method.as_str())
            }
            Some(GameResult::Drawn(r)) => format!("draw {}", r.as_str()),
            None => "none".to_string(),
        };
        if want != got {
            return Err(format!("win expected {want}, got {got}"));
        }
    }
    if let Some(want) = block.get("tokens") {
        for (side, name, value) in counters(want) {
            let side = side.ok_or("tokens need a side")?;
            let got = game.position.counters.get(side).get(&name);
            if got != u8::try_from(value).ok() {
                return Err(format!(
                    "{}.{name} expected {value}, got {got:?}",
                    side.name()
                ));
            }
        }
    }
    Ok(())
}

/// The probe results `prober` holds as the DM words them without `probe`
/// (`c8 decoy D2`, `c2 empty`), sorted.
fn held_words(game: &AncientGame, prober: Side) -> Vec<String> {
    let mut out: Vec<String> = game
        .probe_results(prober)
        .iter()
        .map(|h| match &h.found {
            Found::Real(t) => format!("{} real {t}", h.at),
            Found::Decoy(t) => format!("{} decoy {t}", h.at),
            Found::Hidden(t) => format!("{} hidden {t}", h.at),
            Found::Empty => format!("{} empty", h.at),
        })
        .collect();
    out.sort_unstable();
    out
}

#[test]
fn every_spec_vector_passes() {
    let blocks = blocks(VECTORS);
    assert_eq!(blocks.len(), 76, "the spec has 76 vectors");
    support::vectors::assert_all_pass(&blocks, run);
}

#[test]
fn every_k7_vector_passes() {
    let blocks = blocks(K7_VECTORS);
    assert_eq!(blocks.len(), 10);
    support::vectors::assert_all_pass(&blocks, run);
}

/// The runner notices a wrong K7 mark or held result.
#[test]
fn the_runner_notices_wrong_probe_results() {
    let mutations = [
        (
            "view.black.red: G a4; M b1 c4 d6; A2 b1 c4; D2 c8",
            "view.black.red: G a4; M b1 c4 d6; A2 b1 c4 c8",
        ),
        (
            "view.red.red: G a4; M b1 c4 d6; A2 b1 d6; A2* c5",
            "view.red.red: G a4; M b1 c4 d6; A2 b1 c5 d6",
        ),
        ("probes.black: c2 hidden A2", "probes.black: -"),
        ("probes.black: c2 empty", "probes.black: c2 hidden A2"),
    ];
    for (from, to) in mutations {
        assert!(K7_VECTORS.contains(from), "{from}");
        let altered = K7_VECTORS.replacen(from, to, 1);
        let failed = blocks(&altered).iter().filter(|b| run(b).is_err()).count();
        assert_eq!(failed, 1, "mutation {from:?} -> {to:?}");
    }
}

/// The runner itself can fail: altering any checked key of a vector is noticed.
#[test]
fn the_runner_notices_wrong_expectations() {
    let mutations = [
        ("expect: E_RANGE", "expect: ok"),
        (
            "red': G a4; M b1 c4 d6; A2 b1 d6; A1 c8",
            "red': G a4; M b1 c4 d6; A2 b1 d6; A1 c7",
        ),
        ("win: red SEIZE", "win: none"),
        ("dm.red: shed real c6", "dm.red: shed real c4"),
        (
            "view.black.red: G a4; M b1 c4 d6; A2 b1 d6",
            "view.black.red: G a4; M b1 c4 d6; A2 b1 d6 c6",
        ),
        ("tokens: red.fu=3", "tokens: red.fu=4"),
        ("neutral': RF e4; RD c1 g1", "neutral': RF e4; RD c0 g0"),
    ];
    for (from, to) in mutations {
        assert!(VECTORS.contains(from), "{from}");
        let altered = VECTORS.replacen(from, to, 1);
        let failed = blocks(&altered).iter().filter(|b| run(b).is_err()).count();
        assert_eq!(failed, 1, "mutation {from:?} -> {to:?}");
    }
}
