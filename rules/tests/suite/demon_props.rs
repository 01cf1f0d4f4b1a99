//! Property tests over random Demon War Chess games: legal ⇔ accepted, parse∘format = id,
//! replay = state, FEN and serde round trips, caps never exceeded, parsers never panic.
//! `PROPTEST_CASES` scales the number of games (default 8).

use proptest::prelude::*;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rules::demon::game::Record;
use rules::demon::{Action, Color, DemonGame, Kind, Position, Square};

const VECTORS: &str = include_str!("../vectors/demon.txt");

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(8)
}

fn pick(rng: &mut ChaCha8Rng, n: usize) -> usize {
    (rng.next_u64() % n as u64) as usize
}

/// Own live pieces of each capped form never exceed the cap (§5.7).
fn assert_caps(g: &DemonGame) {
    let setup = g.pos().setup();
    for (code, cap) in [
        ("HB", 5),
        ("HI", 2),
        ("AR", 3),
        ("SG", 3),
        ("MA", 1),
        ("VM", 1),
        ("GN", 1),
        ("LT", 1),
        ("TT", 1),
        ("IP", 1),
        ("DC", 1),
        ("GR", 1),
        ("GB", 1),
        ("SA", 1),
        ("SM", 1),
        ("SB", 1),
        ("RC", 1),
        ("RX", 1),
        ("HP", 1),
        ("WZ", 1),
    ] {
        let kind = Kind::from_code(code).unwrap();
        for color in Color::BOTH {
            assert!(
                setup.count(color, kind) <= cap,
                "{code} over its cap in {}",
                g.pos()
            );
        }
    }
}

/// Plays a random game of up to `plies` moves, checking every step; returns the texts played.
fn random_game(seed: u64, plies: usize) -> (DemonGame, Vec<String>) {
    random_game_from(DemonGame::new(), seed, plies)
}

fn random_game_from(start: DemonGame, seed: u64, plies: usize) -> (DemonGame, Vec<String>) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut g = start;
    let mut log = Vec::new();
    for _ in 0..plies {
        let Some(side) = g.to_move() else { break };
        let legal = g.legal_actions();
        assert!(!legal.is_empty(), "to_move is set only when a move exists");
        // parse∘format = id for every legal action, and each one is accepted.
        for a in &legal {
            let text = g.notation_of(a);
            assert_eq!(
                g.read_command(&text).as_ref(),
                Ok(a),
                "{text} in {}",
                g.pos()
            );
        }
        let probe = legal[pick(&mut rng, legal.len())];
        let mut trial = g.clone();
        assert!(trial.play(side, &probe).is_ok());
        // A random from-to pair that is not legal is refused and changes nothing.
        let from = Square::from_index(pick(&mut rng, 169)).unwrap();
        let to = Square::from_index(pick(&mut rng, 169)).unwrap();
        let is_legal = legal
            .iter()
            .any(|a| matches!(a, Action::Move(m) if m.from == from && m.to == to));
        if !is_legal {
            let before = g.clone();
            assert!(g.read_command(&format!("{from}-{to}")).is_err());
            assert_eq!(g, before);
        }
        // The other side is always refused.
        let before = g.clone();
        assert!(g.play(side_other(side), &probe).is_err());
        assert_eq!(g, before);

        let action = legal[pick(&mut rng, legal.len())];
        log.push(g.notation_of(&action));
        if let Record::Move(r) = g.play(side, &action).unwrap() {
            // Shields are never captured or splashed; splash never hits the mover's side.
            let e = &r.effects;
            assert!(e
                .captured
                .is_none_or(|(_, p)| !p.kind.info().immune && p.color != side));
            assert!(e
                .splash
                .iter()
                .all(|(_, p)| !p.kind.info().immune && p.color != side));
        }
        assert_caps(&g);
        if g.end().is_none() {
            let again = Position::from_fen(&g.pos().fen()).unwrap();
            assert_eq!(&again, g.pos(), "FEN round trip");
        }
    }
    (g, log)
}

fn side_other(c: Color) -> Color {
    c.opposite()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn random_games_obey_the_rules_and_replay(seed in any::<u64>()) {
        let (g, log) = random_game(seed, 150);
        // Replay from the texts gives the same game, history included.
        let mut replay = DemonGame::new();
        for text in &log {
            let side = replay.to_move().unwrap();
            let a = replay.read_command(text).unwrap();
            replay.play(side, &a).unwrap();
        }
        prop_assert_eq!(&replay, &g);
        // serde round trip keeps everything.
        let json = serde_json::to_string(&g).unwrap();
        let back: DemonGame = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(back, g);
    }

    /// Games from every valid vector position reach splash, missiles, sorties and caps early.
    #[test]
    fn random_games_from_the_vector_positions(seed in any::<u64>()) {
        for fen in VECTORS.lines().filter_map(|l| l.strip_prefix("fen: ")) {
            let Ok(g) = DemonGame::from_fen(fen) else { continue };
            let (end, log) = random_game_from(g.clone(), seed, 10);
            let mut replay = g;
            for text in &log {
                let side = replay.to_move().unwrap();
                let a = replay.read_command(text).unwrap();
                replay.play(side, &a).unwrap();
            }
            prop_assert_eq!(replay, end);
        }
    }

    #[test]
    fn parsers_never_panic(text in "\\PC{0,40}") {
        let g = DemonGame::from_fen(&DemonGame::new().pos().fen()).unwrap();
        let _ = g.read_command(&text);
        let _ = Position::from_fen(&text);
        let _ = g.destinations_of(Color::Red, &text);
        prop_assert!(g.complete(&text, 5).len() <= 5);
    }

    #[test]
    fn near_miss_commands_never_panic(text in "[a-nA-N0-9xX=\\-_ 戟战]{0,16}") {
        let g = DemonGame::from_fen(&DemonGame::new().pos().fen()).unwrap();
        if let Ok(a) = g.read_command(&text) {
            // Anything accepted is a legal action and prints back canonically.
            prop_assert!(g.legal_actions().contains(&a));
        }
    }

    #[test]
    fn mutated_fens_never_panic(cut in 0usize..400, insert in "[0-9a-zA-Z,/ ]{0,4}") {
        let start = DemonGame::new().pos().fen();
        let cut = cut.min(start.len());
        let text = format!("{}{}{}", &start[..cut], insert, &start[cut..]);
        if let Ok(p) = Position::from_fen(&text) {
            prop_assert_eq!(Position::from_fen(&p.fen()), Ok(p));
        }
    }
}
