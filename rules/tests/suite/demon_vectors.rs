//! Every Demon War Chess test vector (spec §9, copied verbatim to `tests/vectors/demon.txt`),
//! read by the shared block reader (`support::vectors`) and checked by one runner per
//! `kind`. T03 (perft 3, about 3 M leaves, on the engine) takes a few seconds in a debug
//! build; it runs every time.

use crate::support;

use rules::demon::game::Record;
use rules::demon::{Action, DemonGame, End, Square};
use std::collections::{BTreeMap, BTreeSet};

const VECTORS: &str = include_str!("../vectors/demon.txt");

/// One vector (§9 format: `key: value` lines, blank lines between vectors).
type Vector = support::vectors::Block;

/// A `key` that lists squares or moves, `-` for none.
fn set(v: &Vector, key: &str) -> Result<BTreeSet<String>, String> {
    Ok(match v.need(key)? {
        "-" => BTreeSet::new(),
        text => text.split_whitespace().map(str::to_string).collect(),
    })
}

fn vectors() -> Vec<Vector> {
    support::vectors::paragraphs(VECTORS)
}

fn game(v: &Vector) -> Result<DemonGame, String> {
    DemonGame::from_fen(v.need("fen")?).map_err(|e| format!("{}: bad fen: {e}", v.id()))
}

fn square(v: &Vector) -> Result<Square, String> {
    Square::from_ascii(v.need("square")?.as_bytes()).map_err(|e| format!("{}: {e}", v.id()))
}

fn check_eq<T: PartialEq + std::fmt::Debug>(
    v: &Vector,
    what: &str,
    want: T,
    got: T,
) -> Result<(), String> {
    if want == got {
        Ok(())
    } else {
        Err(format!(
            "{} {what}:\n  want {want:?}\n  got  {got:?}",
            v.id()
        ))
    }
}

fn moves_from(g: &DemonGame, at: Square) -> Vec<rules::demon::Move> {
    g.legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Move(m) if m.from == at => Some(m),
            _ => None,
        })
        .collect()
}

fn run_count(v: &Vector) -> Result<(), String> {
    let g = game(v)?;
    let want: usize = v.need("expect")?.parse().map_err(|_| "bad expect")?;
    check_eq(v, "count", want, g.legal_actions().len())
}

fn run_perft(v: &Vector) -> Result<(), String> {
    let g = game(v)?;
    let depth: u32 = v.need("depth")?.parse().map_err(|_| "bad depth")?;
    let want: u64 = v.need("expect")?.parse().map_err(|_| "bad expect")?;
    check_eq(v, "perft", want, g.pos().perft(depth))
}

fn run_dests(v: &Vector) -> Result<(), String> {
    let g = game(v)?;
    let got: BTreeSet<String> = moves_from(&g, square(v)?)
        .iter()
        .map(|m| m.to.to_string())
        .collect();
    check_eq(v, "dests", set(v, "expect")?, got)
}

fn run_moves(v: &Vector) -> Result<(), String> {
    let g = game(v)?;
    let got: BTreeSet<String> = moves_from(&g, square(v)?)
        .iter()
        .map(|m| g.notation_of(&Action::Move(*m)))
        .collect();
    check_eq(v, "moves", set(v, "expect")?, got)
}

fn run_status(v: &Vector) -> Result<(), String> {
    let g = game(v)?;
    let side = g.pos().side();
    let got = match (g.stalemated(), side) {
        (false, _) => "ongoing",
        (true, rules::demon::Color::Red) => "black-wins",
        (true, rules::demon::Color::Black) => "red-wins",
    };
    check_eq(v, "status", v.need("expect")?, got)
}

fn run_play(v: &Vector) -> Result<(), String> {
    let mut g = game(v)?;
    let text = v.need("move")?;
    let action = g
        .read_command(text)
        .map_err(|e| format!("{}: {text} refused: {e}", v.id()))?;
    check_eq(
        v,
        "canonical move",
        text.to_string(),
        g.notation_of(&action),
    )?;
    let side = g.pos().side();
    let Record::Move(record) = g
        .play(side, &action)
        .map_err(|e| format!("{}: {e}", v.id()))?
    else {
        return Err(format!("{}: not a move", v.id()));
    };
    let e = &record.effects;
    let squares =
        |list: Vec<Square>| -> BTreeSet<String> { list.iter().map(Square::to_string).collect() };
    check_eq(
        v,
        "captured",
        set(v, "captured")?,
        squares(e.captured.iter().map(|c| c.0).collect()),
    )?;
    check_eq(
        v,
        "splash",
        set(v, "splash")?,
        squares(e.splash.iter().map(|c| c.0).collect()),
    )?;
    let destroyed = if e.destroyed.is_some() { "yes" } else { "no" };
    check_eq(v, "mover-destroyed", v.need("mover-destroyed")?, destroyed)?;
    let promoted = e.promoted.map_or("-", |(_, k)| k.id());
    check_eq(v, "promoted", v.need("promoted")?, promoted)?;
    let outcome = match record.end {
        None => "none",
        Some(End::Win(rules::demon::Color::Red, _)) => "red-wins",
        Some(End::Win(rules::demon::Color::Black, _)) => "black-wins",
        Some(End::Draw(_)) => "draw",
    };
    check_eq(v, "outcome", v.need("outcome")?, outcome)?;
    check_eq(v, "after", v.need("after")?.to_string(), g.pos().fen())
}

#[test]
fn every_spec_vector_passes() {
    let all = vectors();
    assert_eq!(all.len(), 70, "the spec has 70 vectors T01-T70");
    let mut failures = Vec::new();
    let mut by_kind: BTreeMap<String, usize> = BTreeMap::new();
    for v in &all {
        let kind = v.get("kind").unwrap_or("?").to_string();
        *by_kind.entry(kind.clone()).or_default() += 1;
        let result = match kind.as_str() {
            "count" => run_count(v),
            "perft" => run_perft(v),
            "dests" => run_dests(v),
            "moves" => run_moves(v),
            "play" => run_play(v),
            "status" => run_status(v),
            other => Err(format!("{}: unknown kind {other}", v.id())),
        };
        if let Err(e) = result {
            failures.push(e);
        }
    }
    eprintln!("vectors by kind: {by_kind:?}");
    assert!(
        failures.is_empty(),
        "{} failing:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The §8 report lines quoted in the spec for T27 and T36.
#[test]
fn report_lines_match_section_8_examples() {
    for (id, want) in [
        ("T27", "1. Red d4xd9 ; captured in@d9 ; splash in@c8,mi@e10 ; destroyed - ; promoted - ; result ongoing"),
        (
            "T36",
            "1. Red d7xh11 ; captured in@h11 ; splash ig@g11,em@g12,in@i11 ; destroyed NK@h11 ; promoted - ; result red-wins emperor-captured",
        ),
    ] {
        let v = vectors().into_iter().find(|v| v.id() == id).expect("vector present");
        let mut g = game(&v).unwrap();
        let action = g.read_command(v.get("move").unwrap()).unwrap();
        let side = g.pos().side();
        match g.play(side, &action).unwrap() {
            Record::Move(r) => assert_eq!(r.to_string(), want),
            other => panic!("{other:?}"),
        }
    }
}

/// Where a move leaves the other side without a move, §9 counts nothing below it (rows
/// 4-8 are ignored), while a finished game is one leaf for the other families. T67 with
/// Black to move: Black's emperor and shields may move, and most of those moves leave
/// Red boxed in. The shared walker must count the §9 way.
#[test]
fn shared_perft_counts_no_leaf_below_a_side_without_moves() {
    let t67 = vectors()
        .into_iter()
        .find(|v| v.id() == "T67")
        .expect("T67");
    let fen = t67.need("fen").unwrap().replace(" r - ", " b - ");
    let id = rules::VariantId::parse("demon").expect("registered");
    let game = rules::Game::from_position(id, &fen).unwrap();
    let engine = DemonGame::from_fen(&fen).unwrap();
    let black_moves = engine.pos().perft(1);
    for depth in 1..=3u32 {
        let split = game.perft(depth).unwrap();
        let shared: u64 = split.iter().map(|(_, n)| n).sum();
        assert_eq!(shared, engine.pos().perft(depth), "depth {depth}");
    }
    let at_two: Vec<(String, u64)> = game.perft(2).unwrap();
    let boxed = at_two.iter().filter(|(_, n)| *n == 0).count();
    assert!(
        boxed > 0 && (at_two.len() as u64) == black_moves,
        "some Black moves must leave Red without a move: {at_two:?}"
    );
}
