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
