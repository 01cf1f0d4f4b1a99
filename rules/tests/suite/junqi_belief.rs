//! A seat's belief about army-chess pieces it cannot see, over random games of every mode:
//! it never rules out the truth, and every sampled position shows that seat exactly
//! what the real game shows it.
//!
//! `JUNQI_PLAYOUTS` sets the games per mode (default 4 for CI).

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use rules::junqi::belief::{category, Belief};
use rules::junqi::{Action, ArmyChess, DeployChoice, Junqi, Mode, Owner, Rules};
use rules::{Seat, Variant, Viewer};

fn playouts() -> u64 {
    std::env::var("JUNQI_PLAYOUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(4)
}

fn view_of(game: &Junqi, seat: Seat) -> rules::View {
    ArmyChess::from_engine(game.clone()).view(Viewer::Seat(seat))
}

/// What a seat sees on the board: (cell, owner, kind) of every piece.
fn board_seen(view: &rules::View) -> Vec<(String, Option<Seat>, Option<String>)> {
    view.board
        .cells
        .iter()
        .filter_map(|c| {
            let g = c.piece.as_ref()?;
            Some((c.name.clone(), g.owner, g.kind.clone()))
        })
        .collect()
}

fn check_beliefs(game: &Junqi, beliefs: &[Belief], rng: &mut ChaCha8Rng) {
    for belief in beliefs {
        let seat = belief.seat();
        if !game.is_alive(seat) || game.is_over() {
            continue;
        }
        for (pos, _) in belief.open_identities() {
            let Some(piece) = game.piece_at(pos) else {
                panic!("{seat}: a token on the empty {}", game.board().name(pos));
            };
            let colour = match piece.owner {
                Owner::Colour(c) => Some(c),
                Owner::Army(_) => None,
            };
            let truth = category(game.mode(), colour, piece.kind);
            let mask = belief.mask_at(pos).unwrap_or(0);
            assert!(
                mask & (1 << truth) != 0,
                "{:?} {seat}: {} is {} but the belief allows only {:?}",
                game.mode(),
                game.board().name(pos),
                piece.kind,
                belief.kinds_at(pos)
            );
        }
        let world = belief
            .sample(rng)
            .unwrap_or_else(|| panic!("{:?} {seat}: no sample", game.mode()));
        assert_eq!(
            board_seen(&view_of(&world, seat)),
            board_seen(&view_of(game, seat)),
            "{:?} {seat}: a sample must look like the real game",
            game.mode()
        );
    }
}

fn play_one(mode: Mode, seed: u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = Junqi::new(mode, Rules::default(), seed);
    let seats: Vec<Seat> = (0..mode.seats()).map(|i| Seat(i as u8)).collect();
    for &seat in &seats {
        if mode != Mode::Fanqi {
            let _ = game.apply(seat, &Action::Deploy(DeployChoice::Random));
        }
    }
    let mut beliefs: Vec<Belief> = seats.iter().map(|&s| Belief::new(mode, s)).collect();
    for ply in 0..160 {
        for belief in &mut beliefs {
            belief.observe(&view_of(&game, belief.seat()));
        }
        if ply % 7 == 0 {
            check_beliefs(&game, &beliefs, &mut rng);
        }
        if game.is_over() {
            break;
        }
        let turn = game.turn();
        let legal = game.legal(turn);
        if legal.is_empty() {
            break;
        }
        let action = legal[(rng.next_u32() as usize) % legal.len()].clone();
        if game.apply(turn, &action).is_err() {
            panic!("a legal action was refused");
        }
    }
}

#[test]
fn beliefs_never_rule_out_the_truth_and_samples_look_like_the_game() {
    for mode in Mode::ALL {
        for seed in 0..playouts() {
            play_one(mode, seed * 31 + 7);
        }
    }
}
