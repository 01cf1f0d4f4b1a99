//! Every Sword and Magic test vector (spec §7.2, copied to `tests/vectors/sword-magic.smc`),
//! checked by one generic runner that reads the §7.1 block format.

use crate::support;

use rules::game::Channel;
use rules::registry::State;
use rules::sword_magic::{Mark, Position, Square};
use rules::{Event, Game, Outcome, Seat, Status, Variant, VariantId};
use std::collections::BTreeSet;

const VECTORS: &str = include_str!("../vectors/sword-magic.smc");

/// One ```smc-test``` block: `(key, value)` lines in file order.
type Block = support::vectors::Block;

fn blocks(text: &str) -> Result<Vec<Block>, String> {
    support::vectors::fenced(text, "smc-test")
}

fn seat_named(name: &str) -> Result<Seat, String> {
    match name {
        "white" => Ok(Seat(0)),
        "black" => Ok(Seat(1)),
        _ => Err(format!("unknown side {name:?}")),
    }
}

fn expected_status(text: &str) -> Result<Status, String> {
    if text == "ongoing" {
        return Err("ongoing".into()); // handled by the caller: any ToMove
    }
    let (kind, reason) = text
        .split_once(':')
        .ok_or_else(|| format!("bad result {text:?}"))?;
    Ok(Status::Finished(match kind {
        "white-wins" => Outcome::win(vec![Seat(0)], reason),
        "black-wins" => Outcome::win(vec![Seat(1)], reason),
        "draw" => Outcome::draw(reason),
        _ => return Err(format!("bad result {text:?}")),
    }))
}

fn position_of(game: &Game) -> Result<&Position, String> {
    match game.state() {
        State::SwordMagic(p) => Ok(p),
        _ => Err("not a sword-magic game".into()),
    }
}

/// The `moves <sq>` notation of the piece's destinations, as a set.
fn destinations(pos: &Position, sq: Square) -> BTreeSet<String> {
    pos.targets(sq)
        .into_iter()
        .map(|(t, mark)| match mark {
            Mark::Quiet => t.to_string(),
            Mark::Capture => format!("x{t}"),
        })
        .collect()
}

fn run(block: &Block) -> Result<(), String> {
    const KEYS: [&str; 10] = [
        "id", "rule", "pos", "actions", "do", "by", "error", "after", "result", "check",
    ];
    for (key, _) in &block.entries {
        if !KEYS.contains(&key.as_str()) && !key.starts_with("moves ") {
            return Err(format!("unknown key {key:?}"));
        }
    }
    let pos_text = block.get("pos").ok_or("no pos")?;
    let mut game = Game::from_position(VariantId::from_id("sword-magic").unwrap(), pos_text)
        .map_err(|e| format!("pos refused: {e}"))?;
    let start = position_of(&game)?.clone();

    for (key, value) in &block.entries {
        let Some(sq) = key.strip_prefix("moves ") else {
            continue;
        };
        let sq: Square = sq.parse().map_err(|_| format!("bad square in {key:?}"))?;
        let expected: BTreeSet<String> = match value.as_str() {
            "-" => BTreeSet::new(),
            v => v.split_whitespace().map(str::to_string).collect(),
        };
        let got = destinations(&start, sq);
        if got != expected {
            return Err(format!("{key}: expected {expected:?}, got {got:?}"));
        }
    }

    if let Some(n) = block.get("actions") {
        let n: usize = n.parse().map_err(|_| "bad actions count")?;
        let got = start.legal(start.side_to_move().seat()).len();
        if got != n {
            return Err(format!("actions: expected {n}, got {got}"));
        }
    }

    let Some(command) = block.get("do") else {
        for key in ["by", "error", "after", "result", "check"] {
            if block.get(key).is_some() {
                return Err(format!("`{key}` without `do`"));
            }
        }
        return Ok(());
    };
    let seat = match block.get("by") {
        Some(name) => seat_named(name)?,
        None => start.side_to_move().seat(),
    };
    let played = game.play(seat, command, Channel::Public);

    if let Some(code) = block.get("error") {
        if block.get("after").is_some() || block.get("result").is_some() {
            return Err("`error` together with `after`/`result`".into());
        }
        return match played {
            Ok(report) => Err(format!(
                "expected {code}, but {:?} was accepted",
                report.public_notation
            )),
            Err(e) if e.code != code => Err(format!("expected {code}, got {e}")),
            Err(_) => {
                if position_of(&game)? != &start || !game.record().log.is_empty() {
                    Err("the state changed on error".into())
                } else {
                    Ok(())
                }
            }
        };
    }

    let report = played.map_err(|e| format!("{command:?} refused: {e}"))?;
    let after = block.get("after").ok_or("`do` needs `after` or `error`")?;
    let result = block
        .get("result")
        .ok_or("`do` needs `result` or `error`")?;
    let got_after = game.position().unwrap_or_default();
    if got_after != after {
        return Err(format!(
            "after: expected {after}\n             got {got_after}"
        ));
    }
    let status = game.status();
    match expected_status(result) {
        Err(ongoing) if ongoing == "ongoing" => {
            if !matches!(status, Status::ToMove(_)) {
                return Err(format!("result: expected ongoing, got {status:?}"));
            }
        }
        Err(e) => return Err(e),
        Ok(expected) => {
            if status != expected {
                return Err(format!("result: expected {expected:?}, got {status:?}"));
            }
            if report.outcome().map(|o| Status::Finished(o.clone())) != Some(expected) {
                return Err("the report does not carry the result".into());
            }
        }
    }
    let checked: Vec<Seat> = report
        .events
        .iter()
        .filter_map(|e| match e {
            Event::Check { against } => Some(*against),
            _ => None,
        })
        .collect();
    match block.get("check") {
        None => {}
        Some("yes") => {
            let against = position_of(&game)?.side_to_move().seat();
            if checked != [against] {
                return Err(format!(
                    "check: expected one against {against}, got {checked:?}"
                ));
            }
        }
        Some("no") if !checked.is_empty() => {
            return Err(format!("check: expected none, got {checked:?}"));
        }
        Some("no") => {}
        Some(other) => return Err(format!("bad check value {other:?}")),
    }
    // The stored record must replay to the same place.
    let replayed = Game::replay(game.record()).map_err(|e| format!("replay: {e}"))?;
    if replayed.position() != game.position() || replayed.status() != game.status() {
        return Err("replaying the record gives a different game".into());
    }
    Ok(())
}

#[test]
fn every_vector_passes() {
    let blocks = match blocks(VECTORS) {
        Ok(b) => b,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(blocks.len(), 56, "the spec has 56 vectors");
    let ids: BTreeSet<String> = blocks.iter().map(Block::id).collect();
    assert_eq!(ids.len(), blocks.len(), "vector ids are unique");
    support::vectors::assert_all_pass(&blocks, run);
}

#[test]
fn the_runner_rejects_a_wrong_expectation() {
    let text = "```smc-test\nid: X\nrule: -\npos: aempcmea/fffssfff/8/8/8/8/FFFSSFFF/AEMPCMEA w - - - 0 1\nactions: 12\n```\n";
    let blocks = match blocks(text) {
        Ok(b) => b,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(blocks.len(), 1);
    assert!(run(&blocks[0]).is_err());
}
