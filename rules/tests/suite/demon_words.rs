//! Through the shared seam: every message the Demon War Chess adapter can emit (refusals,
//! report events, view notes, piece names) is worded in all three locales with the
//! variables it passes, and views are drawn from the viewer's side.

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rules::demon::{refusal, DemonError, DemonGame, Square, VARIANTS};
use rules::variant::Setup;
use rules::words::{Locale, Words};
use rules::{Event, Message, Seat, Status, Variant, Viewer};
use std::collections::BTreeSet;

fn words() -> Words {
    Words::new(rules::catalogues()).expect("catalogues load")
}

fn new_game() -> DemonGame {
    let setup = Setup {
        seats: 2,
        options: Default::default(),
        seed: 0,
    };
    <DemonGame as Variant>::new(&VARIANTS[0], &setup).unwrap()
}

/// The variables `id` uses in the family catalogue, or in the shared one.
fn variables(id: &str) -> Option<Vec<String>> {
    let family = Words::variables(include_str!("../../../data/demon/locales/en.ftl")).ok()?;
    if let Some(v) = family.get(id) {
        return Some(v.clone());
    }
    let common = Words::variables(include_str!("../../../data/common/locales/en.ftl")).ok()?;
    common.get(id).cloned()
}

fn check_message(w: &Words, m: &Message, seen: &mut BTreeSet<String>) {
    for id in m.ids() {
        for locale in Locale::ALL {
            assert!(
                w.knows("demon", locale, &id),
                "{id} missing in {}",
                locale.tag()
            );
        }
        seen.insert(id);
    }
    let mut passed: Vec<String> = m.args.iter().map(|(n, _)| n.clone()).collect();
    passed.sort();
    assert_eq!(Some(passed), variables(&m.id), "variables of {}", m.id);
}

#[test]
fn every_refusal_is_worded_with_its_variables() {
    let w = words();
    let a1 = Square::from_ascii(b"a1").unwrap();
    let mut seen = BTreeSet::new();
    for e in [
        DemonError::Syntax(rules::demon::notation::ParseCommandError::Shape),
        DemonError::Syntax(rules::demon::notation::ParseCommandError::BadSquare),
        DemonError::Syntax(rules::demon::notation::ParseCommandError::EmptyForm),
        DemonError::NotYourTurn,
        DemonError::GameOver,
        DemonError::Illegal { from: a1, to: a1 },
        DemonError::ChoiceMissing(vec!["archer".into(), "halberd".into()]),
        DemonError::NotAPromotion,
        DemonError::UnavailableForm(vec!["archer".into()]),
        DemonError::SwapPending,
        DemonError::NotSwapTime,
        DemonError::NoPiece(a1),
        DemonError::NotYourPiece(a1),
    ] {
        let r = refusal(&e);
        assert_eq!(r.code, e.code());
        for locale in Locale::ALL {
            assert!(w.knows("demon", locale, &r.code), "{} missing", r.code);
        }
        check_message(&w, &r.message, &mut seen);
    }
    let text = w.format(
        "demon",
        Locale::En,
        &refusal(&DemonError::ChoiceMissing(vec![
            "archer".into(),
            "halberd".into(),
        ]))
        .message,
        &|s| format!("{}", s.0),
    );
    assert!(
        text.contains("=archer") && text.contains("=halberd"),
        "{text}"
    );
}

#[test]
fn random_games_emit_only_worded_events_and_notes() {
    let w = words();
    let mut seen = BTreeSet::new();
    for seed in 0..6u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut g = new_game();
        for m in g.view(Viewer::Spectator).notes {
            check_message(&w, &m, &mut seen);
        }
        for _ in 0..200 {
            let Status::ToMove(seat) = g.status() else {
                break;
            };
            let legal = g.legal(seat);
            let a = legal[(rng.next_u64() % legal.len() as u64) as usize];
            let report = g.apply(seat, &a).unwrap();
            assert_eq!(report.public_notation, g.format(&a));
            for e in &report.events {
                for id in e.message_ids() {
                    for locale in Locale::ALL {
                        assert!(
                            w.knows("demon", locale, &id),
                            "{id} missing in {}",
                            locale.tag()
                        );
                    }
                    seen.insert(id);
                }
                match e {
                    Event::Said(m) | Event::Died { cause: m, .. } => {
                        check_message(&w, m, &mut seen)
                    }
                    _ => {}
                }
            }
            for cell in g.view(Viewer::Seat(seat)).board.cells {
                if let Some(kind) = cell.piece.and_then(|p| p.kind) {
                    assert!(w.knows("demon", Locale::ZhTw, &format!("piece-{kind}")));
                }
            }
        }
        let seat = Seat((seed % 2) as u8);
        for e in g.forfeit(seat, "timeout").events {
            for id in e.message_ids() {
                assert!(w.knows("demon", Locale::En, &id), "{id}");
                seen.insert(id);
            }
        }
    }
    for wanted in [
        "demon-swap-question",
        "demon-cause-splash",
        "outcome-timeout",
    ] {
        assert!(seen.contains(wanted), "{wanted} never came up: {seen:?}");
    }
}

#[test]
fn views_turn_for_black_and_show_every_piece() {
    let mut g = new_game();
    let black = g.view(Viewer::Seat(Seat(1)));
    let red = g.view(Viewer::Seat(Seat(0)));
    let spectator = g.view(Viewer::Spectator);
    assert_eq!(
        (
            black.quarter_turns,
            red.quarter_turns,
            spectator.quarter_turns
        ),
        (2, 0, 0)
    );
    assert_eq!(
        black.to_move,
        Some(Seat(1)),
        "Black answers swap or keep first"
    );
    assert_eq!(black.board.cells, spectator.board.cells);
    assert_eq!(black.board.cells.len(), 169);
    let pieces: Vec<_> = spectator
        .board
        .cells
        .iter()
        .filter_map(|c| c.piece.clone())
        .collect();
    assert_eq!(pieces.len(), 80);
    assert!(pieces.iter().all(|p| p.owner.is_some() && p.kind.is_some()));
    assert_eq!(
        spectator
            .board
            .lines
            .iter()
            .filter(|l| l.style == "river")
            .count(),
        2
    );
    assert_eq!(
        spectator
            .board
            .lines
            .iter()
            .filter(|l| l.style == "palace")
            .count(),
        12
    );
    assert_eq!(spectator.seat_colors, vec!["red", "black"]);

    // A splash marks its victims as removed (T27).
    let mut g2 = <DemonGame as Variant>::from_position(
        &VARIANTS[0],
        "7,em,5/13/13/2,sh,1,mi,8/3,in,9/2,in,1,IN,8/13/3,in,9/13/3,RC,9/13/13/5,EM,7 r - 0 1",
    )
    .unwrap()
    .state;
    let a = g2.parse(Seat(0), "d4xd9").unwrap();
    g2.apply(Seat(0), &a).unwrap();
    let v = g2.view(Viewer::Spectator);
    let names = |cells: &[usize]| -> Vec<String> {
        cells
            .iter()
            .map(|&i| v.board.cells[i].name.clone())
            .collect()
    };
    assert_eq!(names(&v.last_move), vec!["d4", "d9"]);
    assert_eq!(names(&v.removed), vec!["c8", "e10"]);

    // Hints are view cell indices.
    let a = g.parse(Seat(1), "keep").unwrap();
    g.apply(Seat(1), &a).unwrap();
    let hint = g.hint(Seat(0), "c2").unwrap();
    let v = g.view(Viewer::Seat(Seat(0)));
    let cells: Vec<&str> = hint
        .iter()
        .map(|&i| v.board.cells[i].name.as_str())
        .collect();
    assert_eq!(cells, vec!["b3", "c3", "d3"]);
    assert!(g.hint(Seat(1), "c2").is_err(), "not Black's piece");
}

#[test]
fn the_registry_knows_demon_and_its_piece_pages() {
    let id = rules::VariantId::parse("魔神戰棋").expect("registered");
    assert_eq!(id.as_str(), "demon");
    let info = id.info();
    for name in ["halberd", "HB", "戟战", "戟戰", "Halberd"] {
        assert_eq!(
            (info.piece_page)(name).as_deref(),
            Some("rules-demon-halberd"),
            "{name}"
        );
    }
    assert_eq!((info.piece_page)("queen"), None);
}

/// A whole game through the shared `Game`: typed text in, the record replays to the same
/// state, draws by the shared words (`draw`, `accept`) and the swap question as text.
#[test]
fn a_game_through_the_shared_wrapper_replays() {
    use rules::game::Channel;
    let id = rules::VariantId::parse("demon").unwrap();
    let mut game = rules::Game::new(
        id,
        Setup {
            seats: 2,
            options: Default::default(),
            seed: 0,
        },
    )
    .unwrap();
    assert_eq!(
        game.status(),
        Status::ToMove(Seat(1)),
        "Black answers swap or keep"
    );
    assert!(game.play(Seat(0), "e4-e6=archer", Channel::Public).is_err());
    game.play(Seat(1), "SWAP", Channel::Public).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    for _ in 0..60 {
        let Status::ToMove(seat) = game.status() else {
            break;
        };
        let legal = game.legal(seat);
        let text = legal[(rng.next_u64() % legal.len() as u64) as usize].clone();
        let report = game.play(seat, &text, Channel::Public).unwrap();
        assert_eq!(report.public_notation, text);
    }
    let replayed = rules::Game::replay(game.record()).unwrap();
    assert_eq!(replayed.position(), game.position());
    assert_eq!(replayed.record(), game.record());
    if let Status::ToMove(seat) = game.status() {
        let other = Seat(1 - seat.0);
        game.play(seat, "draw", Channel::Public).unwrap();
        let r = game.play(other, "accept", Channel::Public).unwrap();
        assert!(matches!(r.events.last(), Some(Event::Finished(o)) if o.reason == "agreement"));
    }
}
