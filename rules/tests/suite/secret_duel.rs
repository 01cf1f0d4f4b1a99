//! The hidden-information test variant, driven through `Game` as the bot drives it.

use rules::game::Channel;
use rules::variant::Setup;
use rules::{Event, Game, Seat, Status, VariantId, Viewer};

fn new_game(seats: usize, seed: u64) -> Game {
    let setup = Setup {
        seats,
        options: Default::default(),
        seed,
    };
    match Game::new(VariantId::from_id("secret-duel").unwrap(), setup) {
        Ok(g) => g,
        Err(e) => panic!("secret-duel should start: {e}"),
    }
}

fn treasure_cells(view: &rules::View) -> Vec<String> {
    view.board
        .cells
        .iter()
        .filter(|c| c.piece.is_some())
        .map(|c| c.name.clone())
        .collect()
}

#[test]
fn hiding_is_private_only_and_simultaneous() {
    let mut game = new_game(2, 7);
    assert_eq!(game.status(), Status::Simultaneous(vec![Seat(0), Seat(1)]));
    let err = game.play(Seat(0), "hide b2", Channel::Public).unwrap_err();
    assert_eq!(err.code, "PRIVATE_ONLY");
    assert!(
        game.record().log.is_empty(),
        "a refused command is not logged"
    );
    // Either seat may hide first: the phase is simultaneous.
    game.play(Seat(1), "hide c3", Channel::Private).unwrap();
    assert_eq!(game.status(), Status::Simultaneous(vec![Seat(0)]));
    game.play(Seat(0), "hide a1", Channel::Private).unwrap();
    assert!(matches!(game.status(), Status::ToMove(_)));
}

#[test]
fn each_seat_sees_only_its_own_treasure() {
    let mut game = new_game(2, 1);
    game.play(Seat(0), "hide a1", Channel::Private).unwrap();
    game.play(Seat(1), "hide c3", Channel::Private).unwrap();
    assert_eq!(
        treasure_cells(&game.view(Viewer::Seat(Seat(0)))),
        vec!["a1"]
    );
    assert_eq!(
        treasure_cells(&game.view(Viewer::Seat(Seat(1)))),
        vec!["c3"]
    );
    assert!(treasure_cells(&game.view(Viewer::Spectator)).is_empty());
    // The public log entry of a hide carries no cell.
    let publics: Vec<&str> = game
        .record()
        .log
        .iter()
        .map(|e| e.public.as_str())
        .collect();
    assert_eq!(publics, vec!["hide", "hide"]);
    assert_eq!(
        game.position(),
        None,
        "no position string may leak the secrets"
    );
}

#[test]
fn the_hide_report_tells_only_its_owner() {
    let mut game = new_game(2, 3);
    let report = game.play(Seat(0), "hide b3", Channel::Private).unwrap();
    let public = serde_json::to_string(&report.events).unwrap();
    assert!(
        !public.contains("b3"),
        "public events carry the cell: {public}"
    );
    assert_eq!(report.private.len(), 1);
    assert_eq!(report.private[0].to, Seat(0));
    assert!(serde_json::to_string(&report.private[0])
        .unwrap()
        .contains("b3"));
}

#[test]
fn starting_seat_comes_from_the_seed() {
    let firsts: std::collections::BTreeSet<Seat> = (0..40)
        .map(|seed| {
            let mut g = new_game(3, seed);
            for (s, cell) in [(0, "a1"), (1, "b1"), (2, "c1")] {
                g.play(Seat(s), &format!("hide {cell}"), Channel::Private)
                    .unwrap();
            }
            match g.status() {
                Status::ToMove(s) => s,
                other => panic!("expected play to begin, got {other:?}"),
            }
        })
        .collect();
    assert_eq!(firsts.len(), 3, "every seat should sometimes start");
}

#[test]
fn turns_skip_eliminated_seats_and_last_standing_wins() {
    let mut game =
        Game::from_position(VariantId::from_id("secret-duel").unwrap(), "a1,b1,c1 0").unwrap();
    // Three seats need the setup to say so: from_position infers the seat count from the cells.
    assert_eq!(game.status(), Status::ToMove(Seat(0)));
    let report = game.play(Seat(0), "probe b1", Channel::Public).unwrap();
    assert!(report
        .events
        .iter()
        .any(|e| matches!(e, Event::Eliminated { seat: Seat(1), .. })));
    assert_eq!(game.status(), Status::ToMove(Seat(2)), "seat 1 is skipped");
    let err = game.play(Seat(1), "probe a2", Channel::Public).unwrap_err();
    assert_eq!(err.code, "NOT_YOUR_TURN");
    game.play(Seat(2), "probe a1", Channel::Public).unwrap();
    match game.status() {
        Status::Finished(o) => assert_eq!(o.winners, vec![Seat(2)]),
        other => panic!("expected a finished game, got {other:?}"),
    }
    assert_eq!(
        game.play(Seat(2), "probe a3", Channel::Public)
            .unwrap_err()
            .code,
        "GAME_OVER"
    );
}

#[test]
fn refused_probes_change_nothing() {
    let mut game =
        Game::from_position(VariantId::from_id("secret-duel").unwrap(), "a1,c3 0").unwrap();
    let before = serde_json::to_string(&game).unwrap();
    for bad in ["probe a1", "probe d4", "probe", "dig b2", "", "probe b2 b3"] {
        assert!(
            game.play(Seat(0), bad, Channel::Public).is_err(),
            "{bad:?} should be refused"
        );
    }
    assert_eq!(serde_json::to_string(&game).unwrap(), before);
}

#[test]
fn draw_needs_every_active_seat_and_lapses_on_a_turn() {
    let mut game =
        Game::from_position(VariantId::from_id("secret-duel").unwrap(), "a1,c3 0").unwrap();
    assert_eq!(
        game.play(Seat(1), "draw-accept", Channel::Public)
            .unwrap_err()
            .code,
        "NO_DRAW_OFFER"
    );
    game.play(Seat(0), "draw-offer", Channel::Public).unwrap();
    assert_eq!(game.pending_draw_offers(), &[Seat(0)]);
    game.play(Seat(0), "probe b2", Channel::Public).unwrap();
    assert_eq!(
        game.pending_draw_offers(),
        &[Seat(0)],
        "the offerer's own turn keeps it"
    );
    game.play(Seat(1), "probe b1", Channel::Public).unwrap();
    assert!(
        game.pending_draw_offers().is_empty(),
        "the other seat's turn lapses it"
    );
    game.play(Seat(1), "draw-offer", Channel::Public).unwrap();
    game.play(Seat(0), "draw-accept", Channel::Public).unwrap();
    match game.status() {
        Status::Finished(o) => assert!(o.is_draw() && o.reason == "agreement"),
        other => panic!("expected a draw, got {other:?}"),
    }
}

#[test]
fn resign_in_three_seats_eliminates_and_play_continues() {
    let mut game =
        Game::from_position(VariantId::from_id("secret-duel").unwrap(), "a1,b1,c1 0").unwrap();
    game.play(Seat(1), "resign", Channel::Public).unwrap();
    assert_eq!(game.status(), Status::ToMove(Seat(0)));
    game.play(Seat(0), "probe b2", Channel::Public).unwrap();
    assert_eq!(game.status(), Status::ToMove(Seat(2)));
    game.play(Seat(2), "認輸", Channel::Public).unwrap();
    match game.status() {
        Status::Finished(o) => {
            assert_eq!((o.winners, o.reason.as_str()), (vec![Seat(0)], "resign"))
        }
        other => panic!("expected a finished game, got {other:?}"),
    }
}

#[test]
fn replay_reproduces_the_state() {
    let mut game = new_game(3, 99);
    for (s, text) in [(2, "hide a2"), (0, "hide a1"), (1, "hide c3")] {
        game.play(Seat(s), text, Channel::Private).unwrap();
    }
    let mut steps = 0;
    while let Status::ToMove(seat) = game.status() {
        let Some(action) = game.legal(seat).into_iter().next() else {
            break;
        };
        game.play(seat, &action, Channel::Public).unwrap();
        steps += 1;
        assert!(steps < 20);
    }
    let again = Game::replay(game.record()).unwrap();
    assert_eq!(
        serde_json::to_string(&again).unwrap(),
        serde_json::to_string(&game).unwrap()
    );
}

#[test]
fn a_tampered_log_is_refused_on_replay() {
    let mut game =
        Game::from_position(VariantId::from_id("secret-duel").unwrap(), "a1,c3 0").unwrap();
    game.play(Seat(0), "probe b2", Channel::Public).unwrap();
    let mut record = game.record().clone();
    record.log[0].text = "probe zz".into();
    let err = Game::replay(&record).unwrap_err();
    assert!(err.0.contains("log entry 1"), "{err}");
}
