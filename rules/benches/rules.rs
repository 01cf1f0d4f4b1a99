//! Rules speed: parse + validate + apply one action, and the full legal list.
//! Targets (DESIGN.md): apply median under 20 µs, legal list under 200 µs.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use rules::sword_magic::Position;
use rules::{Seat, Variant};

/// A middlegame with skills in reach: sages, an archmage, a summoner, linked pieces.
const MIDDLEGAME: &str = "a1mpcmea/1ff1sfff/2f5/3s4/4E3/2F2F2/FF1S1F1F/A2PCWEA w S e - 4 9";
const START: &str = "aempcmea/fffssfff/8/8/8/8/FFFSSFFF/AEMPCMEA w - - - 0 1";

fn position(text: &str) -> Position {
    match Position::from_position(&rules::sword_magic::VARIANTS[0], text) {
        Ok(p) => p,
        Err(e) => panic!("bench position {text:?} refused: {e}"),
    }
}

fn bench_apply(c: &mut Criterion) {
    let start = position(START);
    let mid = position(MIDDLEGAME);
    c.bench_function("sword-magic parse+apply quiet move (start)", |b| {
        b.iter(|| {
            let mut p = start.clone();
            let a = p.parse(Seat(0), black_box("e2-e4")).ok();
            a.map(|a| p.apply(Seat(0), &a).is_ok())
        })
    });
    c.bench_function(
        "sword-magic parse+apply capture with revive (middlegame)",
        |b| {
            b.iter(|| {
                let mut p = mid.clone();
                let a = p
                    .parse(Seat(0), black_box("e4xd5 +revive:swordsman@e4"))
                    .ok();
                a.map(|a| p.apply(Seat(0), &a).is_ok())
            })
        },
    );
}

fn bench_legal(c: &mut Criterion) {
    let start = position(START);
    let mid = position(MIDDLEGAME);
    c.bench_function("sword-magic legal (start)", |b| {
        b.iter(|| black_box(&start).legal(Seat(0)).len())
    });
    c.bench_function("sword-magic legal (middlegame)", |b| {
        b.iter(|| black_box(&mid).legal(Seat(0)).len())
    });
}

criterion_group!(benches, bench_apply, bench_legal);
criterion_main!(benches);
