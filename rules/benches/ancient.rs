//! Ancient War Chess speed with every built supplement on: parse + validate + apply one
//! action, and the full legal list, from a middlegame reached by a seeded random game.
//! Targets (DESIGN.md): apply median under 20 µs, legal list under 200 µs.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rules::ancient::{parse, AncientGame, Command, Phase, Side, Supps};

/// A game with every built supplement, played 40 random actions past placement.
fn middlegame() -> AncientGame {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut game = AncientGame::new(Supps::all_built(), Side::Black);
    let mut plies = 0;
    while plies < 40 {
        let Some(side) = game.waiting_for().first().copied() else {
            break;
        };
        let legal = game.legal(side);
        let pick = legal
            .get(rng.next_u32() as usize % legal.len().max(1))
            .cloned();
        let Some(action) = pick else { break };
        if game.apply(side, &Command::Act(action)).is_err() {
            break;
        }
        if game.phase == Phase::Play {
            plies += 1;
        }
    }
    assert_eq!(game.phase, Phase::Play, "the bench game ended early");
    game
}

fn bench(c: &mut Criterion) {
    let game = middlegame();
    let side = game.position.to_move();
    let legal = game.position.legal_actions(side);
    assert!(!legal.is_empty());
    let text = legal[legal.len() / 2].to_string();
    c.bench_function("ancient parse+apply (all supplements, middlegame)", |b| {
        b.iter(|| {
            let mut g = game.clone();
            let command = parse(black_box(&text)).ok();
            command.map(|c| g.apply(side, &c).is_ok())
        })
    });
    c.bench_function("ancient position apply only (all supplements)", |b| {
        let action = legal[legal.len() / 2].clone();
        b.iter(|| {
            let mut p = game.position.clone();
            p.play(side, black_box(&action)).is_ok()
        })
    });
    c.bench_function("ancient legal list (all supplements, middlegame)", |b| {
        b.iter(|| game.position.legal_actions(black_box(side)).len())
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
