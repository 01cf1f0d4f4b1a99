//! Ancient War Chess through the seam: `rules::Game` with the registered `ancient` id,
//! catalogue wording of every report, private commands, views and the match status.

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rules::ancient::Found;
use rules::game::Channel;
use rules::registry::State;
use rules::variant::{Options, Setup};
use rules::{Event, Game, Glyph, Locale, Mark, Message, Seat, Status, VariantId, Viewer, Words};

fn new_game(options: &[(&str, &str)], seed: u64) -> Game {
    let variant = VariantId::parse("古战棋").expect("ancient is registered");
    assert_eq!(variant.as_str(), "ancient");
    let options: Options = options
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    Game::new(
        variant,
        Setup {
            seats: 2,
            options,
            seed,
        },
    )
    .expect("a valid challenge")
}

fn messages(event: &Event) -> Vec<String> {
    event.message_ids()
}

fn assert_worded(words: &Words, report: &rules::Report) {
    let events = report
        .events
        .iter()
        .chain(report.private.iter().flat_map(|n| n.events.iter()));
    for event in events {
        for id in messages(event) {
            for locale in Locale::ALL {
                assert!(words.knows("ancient", locale, &id), "{locale:?} lacks {id}");
            }
        }
    }
}

fn glyph_secret(glyph: &Glyph) -> bool {
    glyph.marks.contains(&Mark::Secret)
        || glyph
            .kind
            .as_deref()
            .is_some_and(|k| k.starts_with("decoy"))
}

#[test]
fn options_are_checked() {
    let variant = VariantId::parse("ancient").unwrap();
    let bad = |k: &str, v: &str| {
        let mut options = Options::new();
        options.insert(k.into(), v.into());
        Game::new(
            variant,
            Setup {
                seats: 2,
                options,
                seed: 1,
            },
        )
        .is_err()
    };
    assert!(bad("territories", "0"));
    assert!(bad("supp", "duel"));
    assert!(bad("colour", "red"));
    assert!(!bad("supp", "decoys,s7,倾盆大雨"));
    assert!(!bad("+decoys", ""));
    assert!(!bad("territories", "dice"));
}

#[test]
fn commands_are_private_and_every_report_is_worded() {
    let words = Words::new(rules::catalogues()).expect("every catalogue parses");
    for seed in 0..2 {
        let mut game = new_game(
            &[("supp", "decoys,ambush,cannon,rain"), ("territories", "1")],
            seed,
        );
        assert!(matches!(game.status(), Status::Simultaneous(ref w) if w.len() == 2));
        let refused = game
            .play(Seat(0), "camps b1 c4 d6", Channel::Public)
            .unwrap_err();
        // §7.4: a secret command in the public channel is E_CONTEXT.
        assert_eq!(refused.code, "E_CONTEXT");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut plies = 0;
        while !game.status().is_finished() && plies < 20_000 {
            let seat = match game.status() {
                Status::ToMove(s) => s,
                Status::Simultaneous(w) => w[0],
                Status::Finished(_) => break,
            };
            let legal = game.legal(seat);
            let text = legal[rng.next_u32() as usize % legal.len()].clone();
            let report = game
                .play(seat, &text, Channel::Private)
                .unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_worded(&words, &report);
            // Private answers (the 脱壳 original, the ambush forest, a probe, a placement
            // confirmation) go to the actor alone.
            assert!(
                report.private.iter().all(|note| note.to == seat),
                "{report:?}"
            );
            // The public notation never carries the secret half of a command.
            assert!(
                !report.public_notation.contains("keep") && !report.public_notation.contains(" go")
            );
            if text.starts_with("camps") || text.starts_with("deploy") {
                assert!(
                    !report.public_notation.chars().any(|c| c.is_ascii_digit()),
                    "{}",
                    report.public_notation
                );
            }
            // At the end of the match everything is revealed (§5.1); before, nothing is.
            let viewers = if game.status().is_finished() || plies % 3 != 0 {
                Vec::new()
            } else {
                vec![Viewer::Spectator, Viewer::Seat(Seat(1 - seat.0))]
            };
            for viewer in viewers {
                let view = game.view(viewer);
                // K7: a seat's image also marks what its own probes still know.
                let probed: Vec<String> = match (game.state(), viewer.seat()) {
                    (State::Ancient(m), Some(seat)) => m
                        .probe_results(seat)
                        .iter()
                        .filter(|h| h.found != Found::Empty)
                        .map(|h| h.at.to_string())
                        .collect(),
                    _ => Vec::new(),
                };
                for cell in &view.board.cells {
                    if let Some(g) = &cell.piece {
                        let own = viewer.seat().is_some() && g.owner == viewer.seat();
                        assert!(
                            own || !glyph_secret(g) || probed.contains(&cell.name),
                            "{viewer:?} sees {g:?} on {}",
                            cell.name
                        );
                    }
                }
                for note in &view.notes {
                    for locale in Locale::ALL {
                        assert!(words.knows("ancient", locale, &note.id));
                    }
                }
            }
            plies += 1;
        }
        let Status::Finished(outcome) = game.status() else {
            panic!("seed {seed}: a one-territory match ends with its game");
        };
        assert_eq!(outcome.winners.len(), 1);
        assert!(words.knows(
            "ancient",
            Locale::ZhTw,
            &format!("outcome-{}", outcome.reason)
        ));
    }
}

#[test]
fn views_turn_each_players_side_to_the_bottom() {
    let mut game = new_game(&[], 5);
    game.play(Seat(0), "camps b1 c4 d6", Channel::Private)
        .unwrap();
    game.play(Seat(1), "营 h1 g4 f6", Channel::Private).unwrap();
    assert_eq!(game.status(), Status::ToMove(Seat(0)));
    let public = game.view(Viewer::Spectator);
    assert_eq!(public.quarter_turns, 1);
    assert_eq!(game.view(Viewer::Seat(Seat(1))).quarter_turns, 3);
    assert_eq!(public.seat_colors, ["red", "black"]);
    assert_eq!(public.board.cells.len(), 81);
    let a4 = public.board.cells.iter().find(|c| c.name == "a4").unwrap();
    assert_eq!(
        a4.piece.as_ref().and_then(|g| g.kind.clone()).as_deref(),
        Some("commander")
    );
    assert_eq!(a4.kind, "hq-zone");
    // A hint lists the destinations of one square.
    let hints = game.hint(Seat(0), "c4").unwrap();
    assert!(!hints.is_empty());
}

#[test]
fn resigning_a_game_moves_one_territory_and_the_match_goes_on() {
    let mut game = new_game(&[("territories", "2")], 9);
    game.play(Seat(0), "camps b1 c4 d6", Channel::Private)
        .unwrap();
    game.play(Seat(1), "camps h1 g4 f6", Channel::Private)
        .unwrap();
    let report = game.play(Seat(1), "resign", Channel::Public).unwrap();
    let said: Vec<&Message> = report
        .events
        .iter()
        .filter_map(|e| match e {
            Event::Said(m) => Some(m),
            _ => None,
        })
        .collect();
    assert!(said.iter().any(|m| m.id == "ancient-game-won"));
    assert!(said.iter().any(|m| m.id == "ancient-next-game"));
    assert!(
        matches!(game.status(), Status::Simultaneous(_)),
        "game 2 starts with a new camp choice"
    );
    // Colours swap: seat 1 is red now and moves first after the camps.
    game.play(Seat(0), "camps h1 g4 f6", Channel::Private)
        .unwrap();
    game.play(Seat(1), "camps b1 c4 d6", Channel::Private)
        .unwrap();
    assert_eq!(game.status(), Status::ToMove(Seat(1)));
    game.play(Seat(1), "resign", Channel::Public).unwrap();
    let Status::Finished(outcome) = game.status() else {
        panic!("seat 1 has no territory left")
    };
    assert_eq!(outcome.winners, vec![Seat(0)]);
}
