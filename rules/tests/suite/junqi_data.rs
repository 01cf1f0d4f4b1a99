//! The embedded army-chess data files load and match the spec's totals (§1.3, §1.7, §2.1).

use rules::junqi::piece::{parse_table, Kind};
use rules::junqi::{Board, BoardShape, Compass, Layout, PosKind};

fn count(board: &Board, kind: PosKind) -> usize {
    board.all().filter(|&p| board.kind(p) == kind).count()
}

#[test]
fn four_country_board_has_129_positions_288_edges_18_lines() {
    let board = Board::parse(
        BoardShape::FourCountry,
        Board::source(BoardShape::FourCountry),
    )
    .expect("four-country board loads");
    assert_eq!(board.len(), 129);
    assert_eq!(board.edges.len(), 288);
    assert_eq!(board.edges.iter().filter(|e| e.2).count(), 92);
    assert_eq!(board.lines.len(), 18);
    assert_eq!(count(&board, PosKind::Station), 73);
    assert_eq!(count(&board, PosKind::Post), 28);
    assert_eq!(count(&board, PosKind::Hq), 8);
    assert_eq!(count(&board, PosKind::Camp), 20);
}

#[test]
fn two_player_board_has_60_positions_133_edges_7_lines() {
    let board = Board::parse(BoardShape::TwoPlayer, Board::source(BoardShape::TwoPlayer))
        .expect("two-player board loads");
    assert_eq!(board.len(), 60);
    assert_eq!(board.edges.len(), 133);
    assert_eq!(board.edges.iter().filter(|e| e.2).count(), 35);
    assert_eq!(board.lines.len(), 7);
    assert_eq!(count(&board, PosKind::Station), 32);
    assert_eq!(count(&board, PosKind::Camp), 10);
    assert_eq!(count(&board, PosKind::Hq), 4);
}

/// §1.6: the rail edges are exactly the consecutive pairs of the lines.
#[test]
fn rail_edges_are_exactly_the_line_pairs() {
    for shape in [BoardShape::FourCountry, BoardShape::TwoPlayer] {
        let board = Board::get(shape);
        let mut from_lines: Vec<(u8, u8)> = board
            .lines
            .iter()
            .flat_map(|(_, s)| {
                s.windows(2)
                    .map(|w| (w[0].0.min(w[1].0), w[0].0.max(w[1].0)))
            })
            .collect();
        from_lines.sort_unstable();
        from_lines.dedup();
        let mut rail: Vec<(u8, u8)> = board
            .edges
            .iter()
            .filter(|e| e.2)
            .map(|e| (e.0 .0.min(e.1 .0), e.0 .0.max(e.1 .0)))
            .collect();
        rail.sort_unstable();
        assert_eq!(rail, from_lines, "{shape}");
    }
}

/// §1.1: every home has the same shape and 65 internal edges, 16 of them rail.
#[test]
fn every_home_has_65_edges_16_rail() {
    let board = Board::get(BoardShape::FourCountry);
    for seat in Compass::ALL {
        let inside = |p: rules::junqi::Pos| board.home(p).map(|h| h.0) == Some(seat);
        let edges: Vec<_> = board
            .edges
            .iter()
            .filter(|e| inside(e.0) && inside(e.1))
            .collect();
        assert_eq!(edges.len(), 65, "{seat}");
        assert_eq!(edges.iter().filter(|e| e.2).count(), 16, "{seat}");
        let hq = [(6, 1), (6, 3)];
        for (row, col) in hq {
            let p = board.at_home(seat, row, col).expect("hq");
            assert_eq!(board.kind(p), PosKind::Hq);
        }
    }
}

#[test]
fn piece_table_lists_25_pieces_in_rank_order() {
    let (table, default) = parse_table(rules::junqi::piece::PIECES_SOURCE).expect("pieces load");
    assert_eq!(table.iter().map(|e| e.count).sum::<usize>(), 25);
    assert_eq!(table.first().map(|e| e.kind), Some(Kind::Ranked(40)));
    assert_eq!(Kind::from_token("司令"), Some(Kind::Ranked(40)));
    assert_eq!(Kind::from_token("炸"), Some(Kind::Bomb));
    assert_eq!(Kind::from_token("m"), Some(Kind::Mine));
    assert_eq!(Kind::from_token("31"), None);
    assert!(
        Layout::parse(&default).is_ok(),
        "the default layout passes §4.3"
    );
    assert_eq!(Layout::default_layout().canonical(), default);
}

#[test]
fn broken_board_files_are_refused() {
    let good = Board::source(BoardShape::TwoPlayer);
    let unknown_field = good.replacen("\"about\"", "\"extra\": 1, \"about\"", 1);
    assert!(Board::parse(BoardShape::TwoPlayer, &unknown_field).is_err());
    let wrong_line = good.replacen("S1a S1b rail S-front", "S1a S1b rail west", 1);
    assert!(Board::parse(BoardShape::TwoPlayer, &wrong_line).is_err());
    let bad_name = good.replacen("\"S1a S2b road\"", "\"S1a X9 road\"", 1);
    assert!(Board::parse(BoardShape::TwoPlayer, &bad_name).is_err());
}
