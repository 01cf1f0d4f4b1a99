//! The picture of a position for the renderer. Nothing is hidden in this game.

use super::piece::{Color, Piece};
use super::position::Position;
use super::square::Square;
use crate::message::Message;
use crate::seat::{Seat, Viewer};
use crate::view::{Board, Cell, Glyph, Mark, Panel, View};

impl Position {
    pub(super) fn make_view(&self, viewer: Viewer) -> View {
        let groups = self.link_groups();
        let cells = Square::all()
            .map(|sq| Cell {
                x: f32::from(sq.file()) + 0.5,
                y: f32::from(sq.rank()) + 0.5,
                name: sq.to_string(),
                kind: if sq.is_dark() { "dark" } else { "light" }.to_string(),
                piece: self.board[sq.index()].map(|p| glyph(p, marks(sq, p, &groups))),
            })
            .collect();
        // Black sees the board from Black's side.
        let black_below = viewer == Viewer::Seat(Seat(1));
        // Panels stack from the top: the far side's graveyard first, beside its pieces.
        let order = if black_below {
            [Color::White, Color::Black]
        } else {
            [Color::Black, Color::White]
        };
        let panels = order
            .into_iter()
            .map(|color| {
                let title = match color {
                    Color::White => "sm-graveyard-white",
                    Color::Black => "sm-graveyard-black",
                };
                Panel {
                    owner: Some(color.seat()),
                    title: Message::new(title),
                    pieces: self.graves[color.index()]
                        .pieces()
                        .map(|role| glyph(Piece::new(color, role), Vec::new()))
                        .collect(),
                }
            })
            .collect();
        View {
            variant: super::VARIANTS[0].id.to_string(),
            viewer,
            board: Board {
                width: 8.0,
                height: 8.0,
                grid: Some((8, 8)),
                cells,
                edges: Vec::new(),
                lines: Vec::new(),
                file_labels: "abcdefgh".chars().map(String::from).collect(),
                rank_labels: "12345678".chars().map(String::from).collect(),
            },
            panels,
            last_move: self
                .last_move
                .iter()
                .flatten()
                .map(|sq| sq.index())
                .collect(),
            move_number: self.fullmove,
            to_move: self.outcome.is_none().then(|| self.side.seat()),
            notes: if self.check {
                vec![Message::new("note-check")]
            } else {
                Vec::new()
            },
            removed: Vec::new(),
            seat_colors: vec!["white".to_string(), "black".to_string()],
            quarter_turns: if black_below { 2 } else { 0 },
        }
    }

    /// Sages with living revived pieces, numbered 1, 2, … in square order.
    fn link_groups(&self) -> Vec<Square> {
        Square::all()
            .filter(|&sage| self.board.iter().flatten().any(|p| p.link == Some(sage)))
            .collect()
    }
}

fn group_mark(groups: &[Square], sage: Square) -> Option<Mark> {
    let n = groups.iter().position(|&g| g == sage)?;
    u8::try_from(n + 1).ok().map(Mark::Link)
}

/// Sealed, the group of the sage this piece revived from, and its own group if it is such a sage.
fn marks(at: Square, piece: Piece, groups: &[Square]) -> Vec<Mark> {
    let mut marks = Vec::new();
    if piece.sealed {
        marks.push(Mark::Sealed);
    }
    if let Some(mark) = group_mark(groups, at) {
        marks.push(mark);
    }
    if let Some(mark) = piece.link.and_then(|sage| group_mark(groups, sage)) {
        marks.push(mark);
    }
    marks
}

fn glyph(piece: Piece, marks: Vec<Mark>) -> Glyph {
    Glyph {
        owner: Some(piece.color.seat()),
        kind: Some(piece.name().kind),
        marks,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seat::Seat;
    use crate::variant::Variant;

    fn load(text: &str) -> Position {
        Position::from_smfen(text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn cells_follow_square_order_and_shades() {
        let view = Position::start().view(Viewer::Spectator);
        let cells = &view.board.cells;
        assert_eq!(cells.len(), 64);
        assert_eq!(
            (cells[0].name.as_str(), cells[0].x, cells[0].y),
            ("a1", 0.5, 0.5)
        );
        assert_eq!(cells[0].kind, "light");
        assert_eq!(cells[7].kind, "dark");
        assert_eq!(
            (cells[63].name.as_str(), cells[63].x, cells[63].y),
            ("h8", 7.5, 7.5)
        );
        let black_sage = cells[62].piece.as_ref().map(|g| (g.owner, g.kind.clone()));
        assert_eq!(
            black_sage,
            Some((Some(Seat(1)), Some("necromancer".to_string())))
        );
        assert_eq!(view.to_move, Some(Seat(0)));
        assert_eq!(view.move_number, 1);
        assert!(view.last_move.is_empty() && view.notes.is_empty());
        assert_eq!(view.panels.len(), 2);
    }

    #[test]
    fn links_seals_graveyards_and_last_move() {
        let mut pos = load("3p4/8/2e*3k1/4e*3/8/4S3/8/4P3 w FAH saa e5>c6,c6>g6 0 1");
        let view = pos.view(Viewer::Seat(Seat(0)));
        let marks = |i: usize| {
            view.board.cells[i]
                .piece
                .as_ref()
                .map(|g| g.marks.clone())
                .unwrap_or_default()
        };
        // e5 revived c6, which revived g6: groups numbered in square order, c6 in both.
        assert_eq!(marks(36), [Mark::Sealed, Mark::Link(1)]);
        assert_eq!(marks(42), [Mark::Sealed, Mark::Link(2), Mark::Link(1)]);
        assert_eq!(marks(46), [Mark::Link(2)]);
        assert!(marks(20).is_empty());
        let white: Vec<&str> = view.panels[1]
            .pieces
            .iter()
            .filter_map(|g| g.kind.as_deref())
            .collect();
        assert_eq!(white, ["archer", "familiar", "hero"]);
        let black: Vec<&str> = view.panels[0]
            .pieces
            .iter()
            .filter_map(|g| g.kind.as_deref())
            .collect();
        assert_eq!(black, ["dire-wolf", "dire-wolf", "goblin"]);

        let action = pos.parse_action("e3-e2").unwrap_or_else(|e| panic!("{e}"));
        pos.apply(Seat(0), &action)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(pos.view(Viewer::Spectator).last_move, [20, 12]);
    }

    #[test]
    fn check_is_noted() {
        let mut pos = load("1F1p4/8/8/4f3/4P3/8/8/8 w - - - 0 1");
        let action = pos
            .parse_action("e4xe5 +hero-call:b8")
            .unwrap_or_else(|e| panic!("{e}"));
        pos.apply(Seat(0), &action)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            pos.view(Viewer::Spectator).notes,
            [Message::new("note-check")]
        );
    }

    #[test]
    fn black_sees_the_board_from_blacks_side() {
        let pos = Position::start();
        assert_eq!(pos.view(Viewer::Seat(Seat(1))).quarter_turns, 2);
        assert_eq!(pos.view(Viewer::Seat(Seat(0))).quarter_turns, 0);
        assert_eq!(pos.view(Viewer::Spectator).quarter_turns, 0);
    }
}
