//! The picture of a position for the renderer. Nothing is hidden in this game.

use super::piece::{Color, Piece};
use super::position::Position;
use super::square::Square;
use crate::seat::Viewer;
use crate::variant::VariantId;
use crate::view::{Board, Cell, CellShade, Glyph, Mark, Panel, View};

impl Position {
    pub(super) fn make_view(&self, viewer: Viewer) -> View {
        let groups = self.link_groups();
        let cells = Square::all()
            .map(|sq| Cell {
                x: f32::from(sq.file()) + 0.5,
                y: f32::from(sq.rank()) + 0.5,
                name: sq.to_string(),
                shade: if sq.is_dark() {
                    CellShade::Dark
                } else {
                    CellShade::Light
                },
                piece: self.board[sq.index()].map(|p| glyph(p, marks(sq, p, &groups))),
            })
            .collect();
        // Black's graveyard first: the renderer stacks panels from the top, beside Black's side.
        let panels = [Color::Black, Color::White]
            .into_iter()
            .map(|color| {
                let (title_zh, title_en) = match color {
                    Color::White => ("白方死棋區", "White graveyard"),
                    Color::Black => ("黑方死棋區", "Black graveyard"),
                };
                Panel {
                    owner: color.seat(),
                    title_zh: title_zh.into(),
                    title_en: title_en.into(),
                    pieces: self.graves[color.index()]
                        .pieces()
                        .map(|role| glyph(Piece::new(color, role), Vec::new()))
                        .collect(),
                }
            })
            .collect();
        View {
            variant: VariantId::SwordMagic.as_str().to_string(),
            viewer,
            board: Board {
                width: 8.0,
                height: 8.0,
                grid: Some((8, 8)),
                cells,
                edges: Vec::new(),
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
                vec!["check".to_string()]
            } else {
                Vec::new()
            },
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
    let name = piece.name();
    Glyph {
        owner: piece.color.seat(),
        name_zh: name.zh,
        name_en: name.en,
        hidden: false,
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
        assert_eq!(cells[0].shade, CellShade::Light);
        assert_eq!(cells[7].shade, CellShade::Dark);
        assert_eq!(
            (cells[63].name.as_str(), cells[63].x, cells[63].y),
            ("h8", 7.5, 7.5)
        );
        let black_sage = cells[62]
            .piece
            .as_ref()
            .map(|g| (g.owner, g.name_zh.as_str()));
        assert_eq!(black_sage, Some((Seat(1), "死靈術士")));
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
            .map(|g| g.name_en.as_str())
            .collect();
        assert_eq!(white, ["Archer", "Familiar", "Hero"]);
        let black: Vec<&str> = view.panels[0]
            .pieces
            .iter()
            .map(|g| g.name_zh.as_str())
            .collect();
        assert_eq!(black, ["惡狼", "惡狼", "哥布林"]);

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
        assert_eq!(pos.view(Viewer::Spectator).notes, ["check"]);
    }
}
