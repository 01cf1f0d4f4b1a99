//! What the board picture shows, in this family's own terms; the `Variant` adapter turns
//! it into the shared `View`. Nothing here is hidden: the game has perfect information.
//!
//! Coordinates of lines are in square units from the bottom-left corner of a1, as Red
//! sees the board; `quarter_turns` says how far to turn it so the viewer's side is at
//! the bottom (2 for Black).

use super::game::{DemonGame, LastMove};
use super::piece::Kind;
use super::square::{board, Color, Square};

/// One square of the picture.
#[derive(Clone, Debug, PartialEq)]
pub struct PictureCell {
    pub square: Square,
    /// `river`, `palace`, `palace-dark`, `dark` or `light` (palace squares keep the chequer).
    pub kind: &'static str,
    pub piece: Option<PictureGlyph>,
}

/// One piece as drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct PictureGlyph {
    pub color: Color,
    /// The piece id (`infantry`), worded through `piece-<id>`.
    pub id: &'static str,
    pub code: String,
    pub zh: &'static str,
    /// A promoted form: drawn distinctly.
    pub promoted: bool,
}

/// A straight line: palace outline and diagonals, river banks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Line {
    pub from: (f32, f32),
    pub to: (f32, f32),
    /// `palace` or `river`.
    pub kind: &'static str,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Picture {
    pub quarter_turns: u8,
    /// In square order (`a1 a2 … m13`).
    pub cells: Vec<PictureCell>,
    pub lines: Vec<Line>,
    pub last: Option<LastMove>,
    pub to_move: Option<Color>,
    pub fullmove: u32,
    /// Sides whose emperor may leave the palace (§5.9).
    pub freed: Vec<Color>,
}

/// Whether a kind is some other kind's promoted form.
fn is_promoted_form(kind: Kind) -> bool {
    Kind::all().any(|k| {
        k.info()
            .promotion
            .as_ref()
            .is_some_and(|p| p.forms.iter().any(|(f, _)| *f == kind))
    })
}

impl DemonGame {
    /// The picture for `viewer` (`None` = spectator, drawn from Red's side).
    pub fn picture(&self, viewer: Option<Color>) -> Picture {
        let b = board();
        let setup = self.pos().setup();
        let cells = Square::all()
            .map(|sq| {
                let kind = if b.in_river(sq) {
                    "river"
                } else if b.in_palace(Color::Red, sq) || b.in_palace(Color::Black, sq) {
                    if sq.is_dark() {
                        "palace-dark"
                    } else {
                        "palace"
                    }
                } else if sq.is_dark() {
                    "dark"
                } else {
                    "light"
                };
                let piece = setup.piece_at(sq).map(|p| PictureGlyph {
                    color: p.color,
                    id: p.kind.id(),
                    code: p.code(),
                    zh: &p.kind.info().zh,
                    promoted: is_promoted_form(p.kind),
                });
                PictureCell {
                    square: sq,
                    kind,
                    piece,
                }
            })
            .collect();
        Picture {
            quarter_turns: if viewer == Some(Color::Black) { 2 } else { 0 },
            cells,
            lines: lines(),
            last: self.last_move().cloned(),
            to_move: self.to_move(),
            fullmove: setup.fullmove,
            freed: Color::BOTH
                .into_iter()
                .filter(|c| setup.freed[c.index()])
                .collect(),
        }
    }
}

/// Palace outlines with their diagonals, and the two river banks.
fn lines() -> Vec<Line> {
    let b = board();
    let mut out = Vec::new();
    let x0 = f32::from(b.palace_files[0] as u8);
    let x1 = f32::from(b.palace_files[1] as u8 + 1);
    for color in Color::BOTH {
        let [r0, r1] = b.palace_ranks;
        // Owner's ranks r0..=r1 as board edges, in Red's frame.
        let (y0, y1) = match color {
            Color::Red => (f32::from(r0 - 1), f32::from(r1)),
            Color::Black => (f32::from(13 - r1), f32::from(14 - r0)),
        };
        let palace = |from, to| Line {
            from,
            to,
            kind: "palace",
        };
        out.extend([
            palace((x0, y0), (x1, y0)),
            palace((x1, y0), (x1, y1)),
            palace((x1, y1), (x0, y1)),
            palace((x0, y1), (x0, y0)),
            palace((x0, y0), (x1, y1)),
            palace((x0, y1), (x1, y0)),
        ]);
    }
    let [r0, r1] = b.river;
    for y in [f32::from(r0 - 1), f32::from(r1)] {
        out.push(Line {
            from: (0.0, y),
            to: (13.0, y),
            kind: "river",
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_picture_shows_river_palaces_and_turns_for_black() {
        let g = DemonGame::new();
        let p = g.picture(Some(Color::Black));
        assert_eq!(p.quarter_turns, 2);
        assert_eq!(g.picture(None).quarter_turns, 0);
        assert_eq!(p.cells.len(), 169);
        assert_eq!(p.cells.iter().filter(|c| c.kind == "river").count(), 39);
        assert_eq!(
            p.cells
                .iter()
                .filter(|c| c.kind.starts_with("palace"))
                .count(),
            18
        );
        assert_eq!(
            p.cells.iter().filter(|c| c.kind == "palace-dark").count(),
            8
        );
        assert_eq!(p.lines.iter().filter(|l| l.kind == "palace").count(), 12);
        assert!(p.lines.contains(&Line {
            from: (5.0, 10.0),
            to: (8.0, 13.0),
            kind: "palace"
        }));
        let g2 = p
            .cells
            .iter()
            .find(|c| c.square.to_string() == "g2")
            .unwrap();
        let em = g2.piece.as_ref().unwrap();
        assert_eq!((em.id, em.zh, em.promoted), ("emperor", "帝王", false));
    }

    #[test]
    fn promoted_forms_are_marked() {
        let g =
            DemonGame::from_fen("7,em,5/13/13/13/13/13/13/13/13/13/13/6,HE,6/13 r - 0 1").unwrap();
        let p = g.picture(Some(Color::Red));
        let he = p
            .cells
            .iter()
            .find_map(|c| c.piece.clone().filter(|g| g.color == Color::Red));
        assert_eq!(he.map(|g| (g.id, g.promoted)), Some(("high_emperor", true)));
    }
}
