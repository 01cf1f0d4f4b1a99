//! Sword and Magic speed: parse + validate + apply one action, the full legal list, and
//! perft 4 from the start (asserted: 34,771 leaves) for nodes per second.
//! Targets (DESIGN.md): apply median under 20 µs, legal list under 200 µs.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use rules::sword_magic::Position;
use rules::{Seat, Variant};

/// A middlegame with skills in reach: sages, an archmage, a summoner, linked pieces.
const MIDDLEGAME: &str = "a1mpcmea/1ff1sfff/2f5/3s4/4E3/2F2F2/FF1S1F1F/A2PCWEA w S e - 4 9";
const START: &str = "aempcmea/fffssfff/8/8/8/8/FFFSSFFF/AEMPCMEA w - - - 0 1";

fn position(text: &str) -> Position {
    match Position::from_smfen(text) {
        Ok(p) => p,
        Err(e) => panic!("bench position {text:?} refused: {e}"),
    }
}

fn bench_apply(c: &mut Criterion) {
    let start = position(START);
    let mid = position(MIDDLEGAME);
    // Both bench actions are accepted, so the figures are of the accepting path.
    for (pos, text) in [(&start, "e2-e4"), (&mid, "e4xd5 +revive:swordsman@e4")] {
        let mut p = pos.clone();
        let applied = p
            .parse(Seat(0), text)
            .ok()
            .map(|a| p.apply(Seat(0), &a).is_ok());
        assert_eq!(applied, Some(true), "{text} is refused");
    }
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

fn bench_perft(c: &mut Criterion) {
    let start = position(START);
    let mut group = c.benchmark_group("sword-magic perft");
    group.sample_size(20);
    group.throughput(Throughput::Elements(34_771));
    group.bench_function("perft 4 (start)", |b| {
        b.iter(|| assert_eq!(rules::perft::perft(black_box(&start), 4), 34_771))
    });
    group.finish();
}

criterion_group!(benches, bench_apply, bench_legal, bench_perft);
criterion_main!(benches);
