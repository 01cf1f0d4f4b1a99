//! Property tests over random seeded army-chess games, every mode.
//!
//! Each playout deploys (random, default, typed and broken layouts, timeouts), then plays
//! random legal actions with skips, timeouts, draw offers, resignations and junk commands
//! mixed in, and checks at every step:
//! - legal ⇔ accepted, and a refused command changes nothing;
//! - parse(format(a)) = a for every legal action;
//! - the information rules (§8): what a viewer sees, and every error a seat can get, stays
//!   the same when two pieces whose identity that viewer may not know are exchanged;
//!   private notes go only to the piece's owner (and the partner with `ally_view=open`);
//! - at the end: replay of the log = state, and the serde round trip = state.
//!
//! `JUNQI_PLAYOUTS` sets the games per mode (default 4 for CI; thousands by hand).

use proptest::prelude::*;
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use rules::junqi::{
    Action, DeployChoice, Junqi, JunqiEvent, Layout, Mode, Phase, Pos, PrivateNote, Rules, Step,
};
use rules::{Seat, Viewer};

fn playouts() -> u64 {
    std::env::var("JUNQI_PLAYOUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(4)
}

fn pick<T: Clone>(rng: &mut ChaCha8Rng, items: &[T]) -> Option<T> {
    if items.is_empty() {
        return None;
    }
    items.get(rng.next_u32() as usize % items.len()).cloned()
}

fn rules_for(mode: Mode, rng: &mut ChaCha8Rng) -> Rules {
    Rules {
        ally_view_open: mode == Mode::Siguo && rng.next_u32() & 1 == 0,
        fanqi_carry: mode == Mode::Fanqi && rng.next_u32() & 1 == 0,
        ..Rules::default()
    }
}

fn viewers(game: &Junqi) -> Vec<Viewer> {
    let mut out = vec![Viewer::Spectator];
    out.extend((0..game.mode().seats()).map(|i| Viewer::Seat(Seat(i as u8))));
    out
}

fn seats(game: &Junqi) -> Vec<Seat> {
    (0..game.mode().seats()).map(|i| Seat(i as u8)).collect()
}

/// Every (from, to) whose answer a seat could ask about: its own pieces' posts and a
/// sample of others, to every position.
fn probe_pairs(game: &Junqi, rng: &mut ChaCha8Rng) -> Vec<(Pos, Pos)> {
    let all: Vec<Pos> = game.board().all().collect();
    (0..40)
        .filter_map(|_| Some((pick(rng, &all)?, pick(rng, &all)?)))
        .chain(game.legal(game.turn()).into_iter().filter_map(|a| match a {
            Action::Move { from, to } => Some((from, to)),
            _ => None,
        }))
        .collect()
}

/// The answer (error code or "ok") to a move or flip, on a copy.
fn answer(game: &Junqi, seat: Seat, action: &Action) -> String {
    let mut copy = game.clone();
    match copy.apply(seat, action) {
        Ok(_) => "ok".into(),
        Err(e) => e.code().into(),
    }
}

/// §8: swap two pieces the viewer cannot tell apart; nothing the viewer sees or is told
/// may change.
fn check_information(game: &Junqi, rng: &mut ChaCha8Rng) {
    if game.is_over() || *game.phase() != Phase::Playing {
        return;
    }
    for viewer in viewers(game) {
        let seen = game.seen(viewer);
        let hidden: Vec<_> = seen.iter().filter(|s| s.kind.is_none()).collect();
        for _ in 0..2 {
            let (Some(a), Some(b)) = (pick(rng, &hidden), pick(rng, &hidden)) else {
                break;
            };
            if a.owner != b.owner {
                continue;
            }
            let other = game.with_pieces_swapped(a.pos, b.pos);
            assert_eq!(
                game.view_text(viewer),
                other.view_text(viewer),
                "{viewer:?} view depends on a hidden identity"
            );
            let Some(seat) = viewer.seat() else {
                continue;
            };
            if !game.is_alive(seat) {
                continue;
            }
            let mut legal_a: Vec<String> =
                game.legal(seat).iter().map(|x| game.format(x)).collect();
            let mut legal_b: Vec<String> =
                other.legal(seat).iter().map(|x| other.format(x)).collect();
            legal_a.sort();
            legal_b.sort();
            assert_eq!(legal_a, legal_b, "legal moves depend on a hidden identity");
            for (from, to) in probe_pairs(game, rng) {
                let action = Action::Move { from, to };
                assert_eq!(
                    answer(game, seat, &action),
                    answer(&other, seat, &action),
                    "an error depends on a hidden identity: {}",
                    game.format(&action)
                );
                let flip = Action::Flip(to);
                assert_eq!(answer(game, seat, &flip), answer(&other, seat, &flip));
            }
        }
    }
}

/// Every private note reaches only a seat allowed to know it (§8.3).
fn check_private(before: &Junqi, private: &[(Seat, PrivateNote)]) {
    for (seat, note) in private {
        if let PrivateNote::OwnPiece { at, kind, .. } = note {
            let p = before.board().lookup(at).expect("note names a position");
            let piece = before.piece_at(p).expect("a piece stood there");
            assert_eq!(
                piece.kind, *kind,
                "the note names the piece that stood there"
            );
            let owner = before.seat_of(piece.owner).expect("owned");
            let allowed =
                owner == *seat || (before.rules().ally_view_open && before.same_team(owner, *seat));
            assert!(allowed, "{seat:?} told about a piece of {owner:?}");
        }
    }
}

/// Public events name kinds only where everyone may see them.
fn check_public(game: &Junqi, events: &[JunqiEvent]) {
    for e in events {
        if let JunqiEvent::Flip { .. } = e {
            assert_eq!(game.mode(), Mode::Fanqi);
        }
    }
}

/// Legal ⇔ accepted, and parse∘format = id, for the seat to move.
fn check_legal(game: &Junqi, rng: &mut ChaCha8Rng) {
    let seat = game.turn();
    let legal = game.legal(seat);
    for action in &legal {
        assert_eq!(
            answer(game, seat, action),
            "ok",
            "legal but refused: {}",
            game.format(action)
        );
        let text = game.format(action);
        let parsed = game.parse(&text).ok().and_then(Action::from_command);
        assert_eq!(parsed.as_ref(), Some(action), "parse(format) for {text}");
    }
    for (from, to) in probe_pairs(game, rng) {
        let action = Action::Move { from, to };
        if answer(game, seat, &action) == "ok" {
            assert!(
                legal.contains(&action),
                "accepted but not legal: {}",
                game.format(&action)
            );
        }
    }
    for p in game.board().all() {
        let flip = Action::Flip(p);
        assert_eq!(answer(game, seat, &flip) == "ok", legal.contains(&flip));
    }
}

const JUNK: [&str; 8] = [
    "",
    "S5a",
    "C5-C10",
    "deploy 40 40",
    "flip",
    "board x",
    "S1a-S1a",
    "draw now",
];

fn choose_step(game: &Junqi, rng: &mut ChaCha8Rng) -> Step {
    let all = seats(game);
    let anyone = pick(rng, &all).unwrap_or(Seat(0));
    let roll = rng.next_u32() % 100;
    if *game.phase() == Phase::Deploying {
        let waiting: Vec<Seat> = all
            .iter()
            .copied()
            .filter(|&s| game.is_alive(s) && !game.has_layout(s))
            .collect();
        let seat = pick(rng, &waiting).unwrap_or(anyone);
        let mut layout_rng = ChaCha8Rng::seed_from_u64(u64::from(rng.next_u32()));
        let choice = match roll {
            0..=29 => DeployChoice::Random,
            30..=44 => DeployChoice::Default,
            45..=69 => DeployChoice::Text(Layout::random(&mut layout_rng).canonical()),
            70..=79 => DeployChoice::Text("37 34 38 33 36 / 32 B 35".into()),
            80..=89 => return Step::Timeout(seat),
            _ => return Step::Act(anyone, Action::Resign),
        };
        return Step::Act(seat, Action::Deploy(choice));
    }
    let turn = game.turn();
    match rng.next_u32() % 1000 {
        0..=19 => Step::Skip(turn),
        20..=29 => Step::Timeout(turn),
        30..=32 => Step::Act(anyone, Action::Resign),
        33..=49 => Step::Act(anyone, Action::Draw),
        50..=51 => Step::Forfeit(anyone),
        52..=89 => {
            let text = pick(rng, &JUNK).unwrap_or("");
            match game.parse(text).ok().and_then(Action::from_command) {
                Some(a) => Step::Act(anyone, a),
                None => Step::Act(anyone, Action::Flip(Pos(0))),
            }
        }
        _ => match pick(rng, &game.legal(turn)) {
            Some(a) => Step::Act(turn, a),
            None => Step::Skip(turn),
        },
    }
}

/// What a playout went through, so the suite can show it exercised play.
#[derive(Default)]
struct Seen {
    played: usize,
    clashes: usize,
    finished: usize,
}

fn playout(mode: Mode, seed: u64, max_steps: usize, stats: &mut Seen) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let rules = rules_for(mode, &mut rng);
    let mut game = Junqi::new(mode, rules, seed);
    let mut log = Vec::new();
    for i in 0..max_steps {
        if game.is_over() {
            break;
        }
        if *game.phase() == Phase::Playing {
            check_legal(&game, &mut rng);
            if i % 4 == 0 {
                check_information(&game, &mut rng);
            }
        }
        let step = choose_step(&game, &mut rng);
        let before = game.clone();
        match game.step(&step) {
            Ok(outcome) => {
                stats.clashes += outcome
                    .events
                    .iter()
                    .filter(|e| matches!(e, JunqiEvent::Clash { .. }))
                    .count();
                check_private(&before, &outcome.private);
                check_public(&game, &outcome.events);
                log.push(step);
            }
            Err(_) => assert_eq!(before, game, "a refused step changed the game: {step:?}"),
        }
    }
    stats.played += usize::from(*game.phase() != Phase::Deploying);
    stats.finished += usize::from(game.is_over());
    let replayed = Junqi::replay(mode, rules, seed, &log).expect("the log replays");
    assert_eq!(replayed, game, "replay = state");
    let json = serde_json::to_string(&game).expect("serialises");
    let back: Junqi = serde_json::from_str(&json).expect("deserialises");
    assert_eq!(back, game, "serde round trip");
    if game.is_over() {
        // §8.7: everything is public after the end.
        assert!(game
            .seen(Viewer::Spectator)
            .iter()
            .all(|s| s.kind.is_some()));
    }
}

#[test]
fn random_playouts_in_every_mode() {
    for mode in Mode::ALL {
        let mut stats = Seen::default();
        for seed in 0..playouts() {
            playout(mode, seed * 7919 + mode as u64, 160, &mut stats);
        }
        eprintln!(
            "{}: {} games, {} reached play, {} clashes, {} finished",
            mode.id(),
            playouts(),
            stats.played,
            stats.clashes,
            stats.finished
        );
        assert!(
            stats.played > 0 && stats.clashes > 0,
            "{} playouts never fought",
            mode.id()
        );
    }
}

proptest! {
    #[test]
    fn parse_never_panics(text in "\\PC{0,40}") {
        for mode in Mode::ALL {
            let game = Junqi::new(mode, Rules::default(), 1);
            let _ = game.parse(&text);
            let _ = Layout::parse(&text);
        }
    }

    #[test]
    fn position_like_text_parses_or_names_the_failure(
        a in "[SENWCsenwcx][0-9]{1,2}[a-f]?", b in "[SENWCsenwc][0-9][a-e]?", dash in "( |-|－|—| - )"
    ) {
        let game = Junqi::new(Mode::Siguo, Rules::default(), 1);
        let text = format!("{a}{dash}{b}");
        match game.parse(&text) {
            Ok(_) => {}
            Err(e) => prop_assert!(matches!(e.code(), "E_BAD_POSITION" | "E_SYNTAX"), "{text}: {e:?}"),
        }
    }
}

/// Exhaustive legal ⇔ accepted on positions reached by random play: every (from, to) pair
/// of the board for the seat to move, in every mode.
#[test]
fn every_pair_is_accepted_exactly_when_legal() {
    for mode in Mode::ALL {
        let mut rng = ChaCha8Rng::seed_from_u64(mode as u64 + 100);
        let mut game = Junqi::new(mode, Rules::default(), 3);
        for s in 0..mode.seats() {
            let _ = game.apply(Seat(s as u8), &Action::Deploy(DeployChoice::Random));
        }
        for ply in 0..60 {
            if game.is_over() {
                break;
            }
            let seat = game.turn();
            let legal = game.legal(seat);
            if ply % 15 == 0 {
                let all: Vec<Pos> = game.board().all().collect();
                for &from in &all {
                    for &to in &all {
                        let action = Action::Move { from, to };
                        assert_eq!(
                            answer(&game, seat, &action) == "ok",
                            legal.contains(&action),
                            "{}: {}",
                            mode.id(),
                            game.format(&action)
                        );
                    }
                }
            }
            let Some(action) = pick(&mut rng, &legal) else {
                break;
            };
            game.apply(seat, &action).expect("legal applies");
        }
    }
}

proptest! {
    /// parse∘format = id for layouts, whatever separators and aliases were typed.
    #[test]
    fn layouts_round_trip(seed in any::<u64>(), chinese in any::<bool>(), commas in any::<bool>()) {
        let layout = Layout::random(&mut ChaCha8Rng::seed_from_u64(seed));
        let mut typed = layout.canonical();
        if chinese {
            for (code, zh) in [("40", "司令"), ("39", "军"), ("M", "地雷"), ("B", "炸"), ("F", "旗"), ("32", "工兵")] {
                typed = typed.replace(code, zh);
            }
        }
        if commas {
            typed = typed.replace(" / ", "／").replace(' ', "，");
        }
        prop_assert_eq!(Layout::parse(&typed), Ok(layout));
    }
}
