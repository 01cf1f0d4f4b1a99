//! Fuzzing every variant's text inputs on stable Rust: actions typed by any seat, position
//! strings, and stored records replayed. Inputs are mutations of real ones (legal actions
//! and positions met while playing, shared words) plus random text, from a fixed seed.
//!
//! What must hold on every input: no panic; a refused action changes nothing; a replayed
//! record either rebuilds a game or is refused.
//!
//! CI runs `FUZZ_INPUTS` (default 1,500) inputs per variant and target. The long run,
//! documented in docs/hardening.md, is `FUZZ_INPUTS=10000000 cargo test --release -p rules
//! --test suite fuzz::`. A failure prints the seed and input to rerun with `FUZZ_SEED`.

use crate::support::mutate::{inputs, seed, Mutator};
use rules::game::Channel;
use rules::meta::MetaWord;
use rules::{Game, GameRecord, Seat, Setup, Status, VariantId};

fn new_game(id: VariantId, seed: u64) -> Option<Game> {
    let setup = Setup {
        seats: id.info().min_seats.max(2).min(id.info().max_seats),
        options: Default::default(),
        seed,
    };
    Game::new(id, setup).ok()
}

/// The seats that may act now.
fn actors(game: &Game) -> Vec<Seat> {
    match game.status() {
        Status::ToMove(seat) => vec![seat],
        Status::Simultaneous(seats) => seats,
        Status::Finished(_) => Vec::new(),
    }
}

/// Real inputs met in a short game: every legal action, every position.
fn corpus(id: VariantId) -> Vec<String> {
    let mut out: Vec<String> = MetaWord::ALL
        .iter()
        .flat_map(|w| w.spellings())
        .map(str::to_string)
        .collect();
    let Some(mut game) = new_game(id, 3) else {
        return out;
    };
    for ply in 0..24 {
        if let Some(p) = game.position() {
            out.push(p);
        }
        let Some(&seat) = actors(&game).first() else {
            break;
        };
        let legal = game.legal(seat);
        out.extend(legal.iter().take(40).cloned());
        let Some(action) = legal.get((ply * 13) % legal.len().max(1)).cloned() else {
            break;
        };
        if game.play(seat, &action, Channel::Private).is_err() {
            break;
        }
    }
    out
}

fn state_json(game: &Game) -> String {
    serde_json::to_string(game).unwrap_or_default()
}

#[test]
fn typed_actions_never_panic_and_refusals_change_nothing() {
    for id in VariantId::all() {
        let corpus = corpus(id);
        let mut m = Mutator::new(seed());
        let Some(mut game) = new_game(id, 5) else {
            panic!("{} cannot start", id.info().id);
        };
        for n in 0..inputs() {
            let text = m.input(&corpus);
            let seats = game.seats();
            let seat = Seat(m.below(seats + 1) as u8);
            let channel = if m.below(2) == 0 {
                Channel::Private
            } else {
                Channel::Public
            };
            let check = n % 32 == 0;
            let before = check.then(|| state_json(&game));
            match game.play(seat, &text, channel) {
                Ok(_) => {
                    if matches!(game.status(), Status::Finished(_)) {
                        game = new_game(id, n).unwrap_or(game);
                    }
                }
                Err(_) => {
                    if let Some(before) = before {
                        assert_eq!(
                            before,
                            state_json(&game),
                            "{}: refused {text:?} by seat {} changed the game",
                            id.info().id,
                            seat.0
                        );
                    }
                }
            }
            // Suggestions are what autocomplete shows: they must hold on any prefix.
            if n % 16 == 0 {
                let shown = game.suggest(seat, &text, 25);
                assert!(
                    shown.len() <= 25,
                    "{}: {} suggestions",
                    id.info().id,
                    shown.len()
                );
            }
        }
    }
}

#[test]
fn position_strings_never_panic() {
    for id in VariantId::all()
        .into_iter()
        .filter(|id| id.info().has_position())
    {
        let corpus = corpus(id);
        let mut m = Mutator::new(seed() ^ 1);
        for _ in 0..inputs() {
            let text = m.input(&corpus);
            if let Ok(game) = Game::from_position(id, &text) {
                // A position that parses must say itself back and replay from that.
                if let Some(again) = game.position() {
                    let reparsed = Game::from_position(id, &again);
                    assert!(
                        reparsed.is_ok(),
                        "{}: {text:?} parsed but its own string {again:?} did not",
                        id.info().id
                    );
                }
            }
        }
    }
}

#[test]
fn damaged_records_are_refused_or_replayed_never_panic() {
    for id in VariantId::all() {
        let Some(mut game) = new_game(id, 9) else {
            continue;
        };
        for ply in 0..12 {
            let Some(&seat) = actors(&game).first() else {
                break;
            };
            let legal = game.legal(seat);
            let Some(action) = legal.get((ply * 7) % legal.len().max(1)).cloned() else {
                break;
            };
            if game.play(seat, &action, Channel::Private).is_err() {
                break;
            }
        }
        let record: GameRecord = game.record().clone();
        let corpus: Vec<String> = record.log.iter().map(|e| e.text.clone()).collect();
        let mut m = Mutator::new(seed() ^ 2);
        for _ in 0..inputs() / 4 {
            let mut damaged = record.clone();
            match m.below(4) {
                0 if !damaged.log.is_empty() => {
                    let at = m.below(damaged.log.len());
                    damaged.log[at].text = m.input(&corpus);
                }
                1 if !damaged.log.is_empty() => {
                    let at = m.below(damaged.log.len());
                    damaged.log[at].seat = Seat(m.below(256) as u8);
                }
                2 => damaged.setup.seats = m.below(9),
                _ => damaged.start = Some(m.input(&corpus)),
            }
            if let Ok(replayed) = Game::replay(&damaged) {
                assert_eq!(replayed.record().log.len(), damaged.log.len());
            }
        }
    }
}
