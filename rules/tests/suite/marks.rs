//! Private marks (`rules::marks`, army chess §8.5 "Marks"): what may carry a guess, read
//! from the marker's own view, and how a mark follows its piece along that view.

use rules::game::Channel;
use rules::marks::{self, Laid, Marking};
use rules::variant::Setup;
use rules::{Game, Seat, VariantId, Viewer};

fn liangguo() -> Game {
    let setup = Setup {
        seats: 2,
        options: Default::default(),
        seed: 3,
    };
    let id = VariantId::from_id("junqi-liangguo").expect("registered");
    let mut game = Game::new(id, setup).expect("game");
    for seat in [0, 1] {
        game.play(Seat(seat), "deploy default", Channel::Private)
            .expect("deployed");
    }
    game
}

fn play(game: &mut Game, seat: u8, text: &str) {
    game.play(Seat(seat), text, Channel::Private)
        .unwrap_or_else(|e| panic!("{text}: {e:?}"));
}

fn cell(game: &Game, name: &str) -> usize {
    marks::cell_named(&game.view(Viewer::Seat(Seat(0))), name).expect(name)
}

/// A plain move (not onto a piece) of `seat`'s from its front row.
fn quiet_move(game: &Game, seat: u8, from: &str) -> String {
    let view = game.view(Viewer::Seat(Seat(seat)));
    game.legal(Seat(seat))
        .into_iter()
        .find(|m| {
            m.starts_with(from)
                && m.split('-')
                    .nth(1)
                    .and_then(|to| marks::cell_named(&view, to))
                    .is_some_and(|c| view.board.cells[c].piece.is_none())
        })
        .unwrap_or_else(|| panic!("a quiet move from {from}"))
}

#[test]
fn only_pieces_the_markers_view_hides_are_markable() {
    let game = liangguo();
    let marking = marks::marking(&game).expect("liangguo takes marks");
    let view = game.view(Viewer::Seat(Seat(0)));
    let own = view.board.cells[cell(&game, "S1a")]
        .piece
        .as_ref()
        .expect("own piece");
    let enemy = view.board.cells[cell(&game, "N1a")]
        .piece
        .as_ref()
        .expect("enemy piece");
    assert!(!marking.markable(own, Seat(0)));
    assert!(marking.markable(enemy, Seat(0)));
}

#[test]
fn a_mark_follows_its_piece_along_a_shown_move_and_ends_when_the_piece_goes() {
    let mut game = liangguo();
    let laid = Laid {
        cell: cell(&game, "N1e"),
        entry: game.record().log.len(),
    };
    let other = Laid {
        cell: cell(&game, "N1a"),
        entry: game.record().log.len(),
    };
    let south = quiet_move(&game, 0, "S1a");
    play(&mut game, 0, &south);
    let north = quiet_move(&game, 1, "N1e");
    let to = north.split('-').nth(1).expect("to").to_string();
    play(&mut game, 1, &north);
    let now = marks::follow(game.record(), Seat(0), &[laid, other]);
    assert_eq!(now, vec![Some(cell(&game, &to)), Some(other.cell)]);
    // North's own view never carries a mark of South's: it is South's alone.
    assert_eq!(
        marks::follow(game.record(), Seat(0), &[]),
        Vec::<Option<usize>>::new()
    );
}

#[test]
fn a_mark_laid_now_stands_where_it_was_laid() {
    let game = liangguo();
    let laid = Laid {
        cell: cell(&game, "N2c"),
        entry: game.record().log.len(),
    };
    assert_eq!(
        marks::follow(game.record(), Seat(0), &[laid]),
        vec![Some(laid.cell)]
    );
    assert_eq!(Marking::ArmyChess.guess("Bomb").as_deref(), Some("B"));
}

#[test]
fn at_the_end_a_mark_still_stands_where_the_truth_can_be_read() {
    let mut game = liangguo();
    let laid = Laid {
        cell: cell(&game, "N2a"),
        entry: game.record().log.len(),
    };
    play(&mut game, 1, "resign");
    assert!(game.is_revealed());
    // North's default layout has a Field Marshal (40) on 3a, an Engineer (32) on 2a.
    assert_eq!(
        marks::at_end(game.record(), Seat(0), &[laid]),
        vec![Some((laid.cell, "engineer".to_string()))]
    );
}

/// Red (seat 0) has a decoy showing 2 on c6 and real armies on b1 and c4; black to move.
const DECOY_ON_C6: &str =
    "6|black|G a4; M b1 c4 d6; A2 b1 c4; D2 c6|G i4; M h1 g4 f6; A2 h1 g4 f6|";

fn ancient() -> Game {
    let variant = VariantId::from_id("ancient").expect("registered");
    Game::from_position(variant, DECOY_ON_C6).expect("the position loads")
}

#[test]
fn in_ancient_with_decoys_an_enemy_army_is_marked_until_a_probe_finds_it_out() {
    let mut game = ancient();
    let marking = marks::marking(&game).expect("decoys are in play");
    let black = game.view(Viewer::Seat(Seat(1)));
    let at = |name: &str| marks::cell_named(&black, name).expect(name);
    let glyph =
        |view: &rules::View, name: &str| view.board.cells[at(name)].piece.clone().expect("a piece");
    assert!(marking.markable(&glyph(&black, "c6"), Seat(1)));
    assert!(
        !marking.markable(&glyph(&black, "h1"), Seat(1)),
        "its own army"
    );
    assert!(
        !marking.markable(&glyph(&black, "a4"), Seat(1)),
        "a commander"
    );
    let laid = [
        Laid {
            cell: at("c6"),
            entry: 0,
        },
        Laid {
            cell: at("c4"),
            entry: 0,
        },
    ];
    play(&mut game, 1, "probe c6");
    play(&mut game, 0, "c4-c5");
    // The probe told black what c6 is: that mark ends; c4's army went to c5 with it.
    assert_eq!(
        marks::follow(game.record(), Seat(1), &laid),
        vec![None, Some(at("c5"))]
    );
}

#[test]
fn in_fanqi_a_face_down_piece_takes_a_mark_that_ends_when_it_is_flipped() {
    let setup = Setup {
        seats: 2,
        options: Default::default(),
        seed: 5,
    };
    let mut game =
        Game::new(VariantId::from_id("junqi-fanqi").expect("fanqi"), setup).expect("game");
    let marking = marks::marking(&game).expect("fanqi takes marks");
    assert_eq!(marking, Marking::FaceDown);
    let first = match game.status() {
        rules::Status::ToMove(seat) => seat,
        other => panic!("{other:?}"),
    };
    let view = game.view(Viewer::Seat(first));
    let down: Vec<usize> = (0..view.board.cells.len())
        .filter(|&i| {
            view.board.cells[i]
                .piece
                .as_ref()
                .is_some_and(|g| marking.markable(g, first))
        })
        .take(2)
        .collect();
    assert_eq!(down.len(), 2, "face-down pieces are markable");
    let laid: Vec<Laid> = down.iter().map(|&cell| Laid { cell, entry: 0 }).collect();
    let name = view.board.cells[down[0]].name.clone();
    play(&mut game, first.0, &format!("flip {name}"));
    assert_eq!(
        marks::follow(game.record(), first, &laid),
        vec![None, Some(down[1])]
    );
}

#[test]
fn in_ancient_a_shed_ends_the_mark_black_cannot_follow() {
    let mut game = ancient();
    let black = game.view(Viewer::Seat(Seat(1)));
    let c4 = marks::cell_named(&black, "c4").expect("c4");
    let laid = [Laid { cell: c4, entry: 0 }];
    play(&mut game, 1, "probe c6");
    play(&mut game, 0, "shed c4-c5 keep");
    assert_eq!(marks::follow(game.record(), Seat(1), &laid), vec![None]);
}

#[test]
fn a_probe_result_the_prober_holds_is_tagged_on_its_own_view_only() {
    let mut game = ancient();
    play(&mut game, 1, "probe c6");
    let black = game.view(Viewer::Seat(Seat(1)));
    let c6 = marks::cell_named(&black, "c6").expect("c6");
    assert_eq!(marks::probe_tags(&game, Seat(1)), vec![(c6, marks::DECOY)]);
    // Red, the probed side, sees which of its own units Black's probe read (K7's `*`).
    let red = game.view(Viewer::Seat(Seat(0)));
    let red_c6 = marks::cell_named(&red, "c6").expect("c6");
    assert_eq!(
        marks::probe_tags(&game, Seat(0)),
        vec![(red_c6, marks::PROBED)]
    );
}

#[test]
fn the_probed_mark_follows_the_probed_unit_as_it_moves() {
    let mut game = ancient();
    play(&mut game, 1, "probe c6");
    let step = game
        .legal(Seat(0))
        .into_iter()
        .find(|a| a.starts_with("c6-") && a.len() == 5)
        .expect("the decoy on c6 can step");
    play(&mut game, 0, &step);
    let red = game.view(Viewer::Seat(Seat(0)));
    let to = marks::cell_named(&red, &step[3..5]).expect("its square");
    assert_eq!(marks::probe_tags(&game, Seat(0)), vec![(to, marks::PROBED)]);
    // Black still holds its result on the same unit, where it went.
    let black = game.view(Viewer::Seat(Seat(1)));
    let seen = marks::cell_named(&black, &step[3..5]).expect("its square");
    assert_eq!(
        marks::probe_tags(&game, Seat(1)),
        vec![(seen, marks::DECOY)]
    );
}

#[test]
fn following_on_from_where_it_stopped_is_following_at_once() {
    let mut game = liangguo();
    let laid = [
        Laid {
            cell: cell(&game, "N1e"),
            entry: game.record().log.len(),
        },
        Laid {
            cell: cell(&game, "N1a"),
            entry: game.record().log.len(),
        },
    ];
    let south = quiet_move(&game, 0, "S1a");
    play(&mut game, 0, &south);
    let mut followed = marks::Followed::start(game.record(), Seat(0), &laid);
    followed.advance(game.record());
    let north = quiet_move(&game, 1, "N1e");
    play(&mut game, 1, &north);
    assert!(followed.continues(game.record(), Seat(0), &laid));
    assert!(!followed.continues(game.record(), Seat(1), &laid));
    followed.advance(game.record());
    assert_eq!(
        followed.positions(),
        marks::follow(game.record(), Seat(0), &laid)
    );
}
