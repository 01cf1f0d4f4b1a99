//! Turning a board so the viewer's home is at the bottom.
//!
//! The view says how many counter-clockwise quarter turns it wants; the board's cells and
//! lines are moved, the extent swapped on odd turns. Coordinate labels follow: reversed on
//! a half turn, files and ranks trading edges on a quarter turn.

use rules::Board;

/// `board` turned by `quarter_turns` counter-clockwise quarter turns (mod 4).
pub(crate) fn rotated(board: &Board, quarter_turns: u8) -> Board {
    let turns = quarter_turns % 4;
    if turns == 0 {
        return board.clone();
    }
    let (w, h) = (board.width, board.height);
    let turn = |(x, y): (f32, f32)| match turns {
        1 => (h - y, x),
        2 => (w - x, h - y),
        _ => (y, w - x),
    };
    let mut out = board.clone();
    for cell in &mut out.cells {
        (cell.x, cell.y) = turn((cell.x, cell.y));
    }
    for line in &mut out.lines {
        line.from = turn(line.from);
        line.to = turn(line.to);
    }
    let reversed = |labels: &[String]| labels.iter().rev().cloned().collect::<Vec<_>>();
    match turns {
        2 => {
            out.file_labels.reverse();
            out.rank_labels.reverse();
        }
        _ => {
            (out.width, out.height) = (h, w);
            out.grid = board.grid.map(|(files, ranks)| (ranks, files));
            // The ranks now run along the bottom edge and the files up the left one.
            if turns == 1 {
                out.file_labels = reversed(&board.rank_labels);
                out.rank_labels = board.file_labels.clone();
            } else {
                out.file_labels = board.rank_labels.clone();
                out.rank_labels = reversed(&board.file_labels);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Cell;

    fn board() -> Board {
        let cell = |x: f32, y: f32, name: &str| Cell {
            x,
            y,
            name: name.to_string(),
            kind: "light".to_string(),
            piece: None,
        };
        Board {
            width: 3.0,
            height: 2.0,
            grid: Some((3, 2)),
            cells: vec![cell(0.5, 0.5, "a1"), cell(2.5, 1.5, "c2")],
            edges: Vec::new(),
            lines: Vec::new(),
            file_labels: vec!["a".into(), "b".into(), "c".into()],
            rank_labels: vec!["1".into(), "2".into()],
        }
    }

    #[test]
    fn a_half_turn_puts_the_far_corner_at_the_bottom_left() {
        let b = rotated(&board(), 2);
        assert_eq!((b.cells[1].x, b.cells[1].y), (0.5, 0.5));
        assert_eq!((b.cells[0].x, b.cells[0].y), (2.5, 1.5));
        assert_eq!(b.file_labels, ["c", "b", "a"]);
        assert_eq!(b.rank_labels, ["2", "1"]);
    }

    #[test]
    fn a_quarter_turn_swaps_the_extent_and_four_come_back() {
        let b = rotated(&board(), 1);
        assert_eq!((b.width, b.height, b.grid), (2.0, 3.0, Some((2, 3))));
        assert_eq!((b.cells[0].x, b.cells[0].y), (1.5, 0.5));
        // a1 is now at the bottom right: ranks run 2, 1 along the bottom, files a–c upward.
        assert_eq!(b.file_labels, ["2", "1"]);
        assert_eq!(b.rank_labels, ["a", "b", "c"]);
        let b = rotated(&board(), 3);
        assert_eq!(b.file_labels, ["1", "2"]);
        assert_eq!(b.rank_labels, ["c", "b", "a"]);
        let mut back = board();
        for _ in 0..4 {
            back = rotated(&back, 1);
        }
        assert_eq!(back.cells, board().cells);
    }
}
