//! Property tests for Sword and Magic Chess.
//!
//! Skill suffixes are not separate legal actions (§4.1): `legal` lists each capture once,
//! without a suffix. So "accepted ⇒ legal" is checked as: an accepted command, with its
//! suffix removed, equals an action in `legal`; and "legal ⇒ accepted" as: every action in
//! `legal` (suffix-free) applies.

use proptest::prelude::*;
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use rules::game::Channel;
use rules::registry::State;
use rules::sword_magic::{Action, Mark, Position, Role, Square, START_SMFEN};
use rules::variant::Setup;
use rules::{Game, Seat, Status, Variant, VariantId, Viewer};

const STARTS: [&str; 6] = [
    START_SMFEN,
    "a1mpcmea/1ff1sfff/2f5/3s4/4E3/2F2F2/FF1S1F1F/A2PCWEA w S e - 4 9",
    "3p4/8/2e*3k1/4e*3/8/4S3/8/4P3 w - - e5>c6,c6>g6 0 1",
    "1F1p4/8/8/4f3/4P3/8/8/8 w - - - 0 1",
    "aempcmea/fffssfff/8/3SE3/4e3/8/FFF2FFF/AEMP1MCA w EFS ffs - 0 12",
    "3p4/8/8/4f3/4P3/8/8/H6D w - - - 0 1",
];

const TOKENS: [&str; 12] = [
    "familiar", "s", "劍士", "恶狼", "archer", "mage", "e", "summoner", "hero", "劍聖", "w",
    "goblin",
];

fn position(game: &Game) -> Position {
    match game.state() {
        State::SwordMagic(p) => p.clone(),
        _ => panic!("not a sword-magic game"),
    }
}

fn pick<'a, T>(rng: &mut ChaCha8Rng, items: &'a [T]) -> &'a T {
    &items[rng.next_u32() as usize % items.len()]
}

fn square(rng: &mut ChaCha8Rng) -> Square {
    Square::all()
        .nth(rng.next_u32() as usize % 64)
        .unwrap_or_else(|| panic!("64 squares"))
}

fn suffix(rng: &mut ChaCha8Rng) -> String {
    let sq = square(rng);
    match rng.next_u32() % 7 {
        0 => format!(" +summon@{sq}"),
        1 | 2 => format!(" +revive:{}@{sq}", pick(rng, &TOKENS)),
        3 => format!(" +hero-call:{sq}"),
        4 => format!(" +teleport:{sq}"),
        5 => "+".to_string(),
        _ => String::new(),
    }
}

/// Commands near the legal ones: own squares, random targets, any mark, maybe a suffix.
fn random_command(rng: &mut ChaCha8Rng, pos: &Position) -> String {
    let own: Vec<Square> = Square::all()
        .filter(|&s| {
            pos.piece_at(s)
                .is_some_and(|p| p.color == pos.side_to_move())
        })
        .collect();
    let from = if own.is_empty() || rng.next_u32() & 3 == 0 {
        square(rng)
    } else {
        *pick(rng, &own)
    };
    let to = square(rng);
    match rng.next_u32() % 10 {
        0 => format!("vanish {from}"),
        1 => format!("teleport {from}-{to}"),
        2 => format!("{}{}", from.to_string().to_uppercase(), to),
        3 => {
            let len = rng.next_u32() % 12;
            (0..len)
                .map(|_| {
                    *pick(
                        rng,
                        &['a', 'x', '-', '1', '9', '+', '@', ':', ' ', '使', 'ｅ'],
                    )
                })
                .collect()
        }
        _ => format!(
            "{from}{}{to}{}",
            pick(rng, &["", "-", "x", " x ", "--"]),
            suffix(rng)
        ),
    }
}

/// Every check on one position, before a move is chosen.
fn check_position(pos: &Position, rng: &mut ChaCha8Rng) {
    let seat = pos.side_to_move().seat();
    let legal = pos.legal(seat);
    let other = Seat(1 - seat.0);
    assert!(
        pos.legal(other).is_empty(),
        "only the side to move has actions"
    );

    for action in &legal {
        let text = pos.format(action);
        assert_eq!(
            pos.parse(seat, &text).as_ref(),
            Ok(action),
            "parse(format) for {text}"
        );
        let mut next = pos.clone();
        if let Err(e) = next.apply(seat, action) {
            panic!("legal {text} refused in {}: {e}", pos.smfen());
        }
    }

    // Hints agree with the legal list.
    for from in Square::all() {
        if pos
            .piece_at(from)
            .is_some_and(|p| p.color == pos.side_to_move())
        {
            let mut expected: Vec<usize> = legal
                .iter()
                .filter_map(|a| match *a {
                    Action::Move { from: f, to, .. } | Action::Teleport { from: f, to }
                        if f == from =>
                    {
                        Some(to.index())
                    }
                    _ => None,
                })
                .collect();
            expected.sort_unstable();
            expected.dedup();
            assert_eq!(
                pos.hint(seat, &from.to_string()),
                Ok(expected),
                "hint {from}"
            );
        }
    }

    for _ in 0..6 {
        let text = random_command(rng, pos);
        let Ok(action) = pos.parse(seat, &text) else {
            continue;
        };
        let mut next = pos.clone();
        match next.apply(seat, &action) {
            Ok(_) => assert!(
                legal.contains(&action.without_skill()),
                "{text:?} accepted in {} but not in legal",
                pos.smfen()
            ),
            Err(_) => assert_eq!(&next, pos, "{text:?} refused but changed the position"),
        }
    }

    let text = pos.smfen();
    match Position::from_smfen(&text) {
        Ok(again) => {
            assert_eq!(again.smfen(), text);
            assert_eq!(again.status(), pos.status());
        }
        Err(e) => panic!("{text} does not load: {e}"),
    }

    let view = pos.view(Viewer::Spectator);
    assert_eq!(view.board.cells.len(), 64);
    for sq in Square::all() {
        assert_eq!(
            view.board.cells[sq.index()].piece.is_some(),
            pos.piece_at(sq).is_some()
        );
    }
}

/// Pick an action; a capture sometimes gets a skill suffix that fits the capturer.
fn choose(rng: &mut ChaCha8Rng, pos: &Position, legal: &[Action]) -> (String, String) {
    let action = *pick(rng, legal);
    let plain = pos.format(&action);
    let with_skill = match action {
        Action::Move {
            from,
            mark: Mark::Capture,
            ..
        } if rng.next_u32() & 1 == 0 => {
            let sq = square(rng);
            let skill = match pos.piece_at(from).map(|p| p.role) {
                Some(Role::Sage) => format!(" +revive:{}@{sq}", pick(rng, &TOKENS)),
                Some(Role::Summoner) => format!(" +summon@{sq}"),
                Some(Role::Princess) => format!(" +hero-call:{sq}"),
                _ => suffix(rng),
            };
            format!("{plain}{skill}")
        }
        _ => plain.clone(),
    };
    (with_skill, plain)
}

fn playout(seed: u64, start: &str, plies: usize) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = if start == START_SMFEN && seed & 1 == 0 {
        let setup = Setup {
            seats: 2,
            options: Default::default(),
            seed,
        };
        Game::new(VariantId::from_id("sword-magic").unwrap(), setup)
    } else {
        Game::from_position(VariantId::from_id("sword-magic").unwrap(), start)
    }
    .unwrap_or_else(|e| panic!("{start}: {e}"));

    for _ in 0..plies {
        let pos = position(&game);
        let Status::ToMove(seat) = game.status() else {
            break;
        };
        check_position(&pos, &mut rng);
        let legal = pos.legal(seat);
        assert!(!legal.is_empty(), "an ongoing game has actions (E5)");
        let (text, plain) = choose(&mut rng, &pos, &legal);
        if game.play(seat, &text, Channel::Public).is_err() {
            if let Err(e) = game.play(seat, &plain, Channel::Public) {
                panic!("legal {plain} refused by Game: {e}");
            }
        }
    }

    let replayed = Game::replay(game.record()).unwrap_or_else(|e| panic!("replay: {e}"));
    assert_eq!(replayed.position(), game.position());
    assert_eq!(replayed.status(), game.status());
    assert_eq!(
        replayed.view(Viewer::Spectator),
        game.view(Viewer::Spectator)
    );

    let stored = serde_json::to_string(&game).unwrap_or_else(|e| panic!("serialize: {e}"));
    let loaded: Game = serde_json::from_str(&stored).unwrap_or_else(|e| panic!("deserialize: {e}"));
    assert_eq!(loaded.position(), game.position());
    assert_eq!(loaded.status(), game.status());
    assert_eq!(
        loaded.view(Viewer::Seat(Seat(0))),
        game.view(Viewer::Seat(Seat(0)))
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn random_playouts_keep_every_invariant(seed in any::<u64>(), start in 0..STARTS.len()) {
        playout(seed, STARTS[start], 200);
    }
}

proptest! {
    #[test]
    fn parse_never_panics(text in "\\PC*") {
        let pos = Position::start();
        if let Ok(action) = pos.parse(Seat(0), &text) {
            let mut next = pos.clone();
            let _ = next.apply(Seat(0), &action);
            let _ = next.apply(Seat(1), &action);
        }
        let _ = Position::from_smfen(&text);
        let _ = pos.hint(Seat(0), &text);
    }

    #[test]
    fn command_like_text_never_panics(text in "[a-ix0-9 +@:\\-]{0,24}(revive|summon|hero-call|vanish|teleport|使魔|召喚)?[a-h1-9@:\\-]{0,6}") {
        let pos = Position::start();
        if let Ok(action) = pos.parse(Seat(0), &text) {
            assert_eq!(pos.parse(Seat(0), &pos.format(&action)), Ok(action));
        }
    }

    #[test]
    fn position_strings_never_panic(text in "[a-hA-Wp-w1-9*/ ->,]{0,80}") {
        if let Ok(pos) = Position::from_smfen(&text) {
            let again = Position::from_smfen(&pos.smfen());
            assert_eq!(again.map(|p| p.smfen()), Ok(pos.smfen()));
        }
    }
}
