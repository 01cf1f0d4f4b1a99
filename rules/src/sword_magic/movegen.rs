//! Destination generators (§2.2, §2.3): each role's patterns from the piece table
//! (`data/sword-magic/pieces.json`), on the shared grid primitives of [`crate::movement`].
//! Patterns are written from the owner's side; the primitives flip Black's rank steps.
//! Generators call a sink instead of allocating.

use super::action::Mark;
use super::piece::{Color, Piece, Role};
use super::position::{Board, Position};
use super::square::Square;
use crate::movement::{Grid, Occupant};

/// The board as `color`'s pieces see it. No piece is immune to capture here.
struct SideGrid<'a> {
    board: &'a Board,
    color: Color,
}

impl Grid for SideGrid<'_> {
    #[inline]
    fn occupant(&self, x: i8, y: i8) -> Option<Occupant> {
        let square = Square::from_coords(u8::try_from(x).ok()?, u8::try_from(y).ok()?)?;
        Some(match self.board[square.index()] {
            None => Occupant::Empty,
            Some(p) if p.color == self.color => Occupant::Own,
            Some(_) => Occupant::Enemy,
        })
    }
}

/// The rank of `square` counted from `color`'s own back rank, which is 1.
fn own_rank(color: Color, square: Square) -> u8 {
    square.rank().abs_diff(color.back_rank()) + 1
}

/// Every move and capture of `piece` standing on `from` (teleports and vanish excluded).
pub fn for_each_target(
    board: &Board,
    from: Square,
    piece: Piece,
    mut sink: impl FnMut(Square, Mark),
) {
    let grid = SideGrid {
        board,
        color: piece.color,
    };
    let at = (from.file() as i8, from.rank() as i8);
    let rank = own_rank(piece.color, from);
    // The grid only reports squares on the board, so every target converts.
    let mut out = |x: i8, y: i8, capture: bool| {
        if let (Ok(file), Ok(rank)) = (u8::try_from(x), u8::try_from(y)) {
            if let Some(to) = Square::from_coords(file, rank) {
                sink(to, if capture { Mark::Capture } else { Mark::Quiet });
            }
        }
    };
    for ranked in piece.role.patterns() {
        if ranked.applies(rank) {
            ranked
                .pattern
                .targets(&grid, at, piece.color.forward(), &mut out);
        }
    }
}

impl Position {
    /// Moves and captures of the piece on `from`, whichever side it belongs to, in generator
    /// order. Empty for an empty square.
    pub fn targets(&self, from: Square) -> Vec<(Square, Mark)> {
        let mut out = Vec::new();
        if let Some(piece) = self.board[from.index()] {
            for_each_target(&self.board, from, piece, |t, m| out.push((t, m)));
        }
        out
    }

    /// How the piece on `from` reaches `to`, if it can.
    pub(super) fn target_mark(&self, from: Square, piece: Piece, to: Square) -> Option<Mark> {
        let mut found = None;
        for_each_target(&self.board, from, piece, |t, m| {
            if t == to {
                found = Some(m);
            }
        });
        found
    }

    /// A familiar or high familiar on the enemy back rank may vanish.
    pub(super) fn can_vanish(piece: Piece, at: Square) -> bool {
        matches!(piece.role, Role::Familiar | Role::HighFamiliar)
            && at.rank() == piece.color.enemy_back_rank()
    }

    /// Whether `color` has at least one legal action (§5.1 E5).
    pub(super) fn has_any_action(&self, color: Color) -> bool {
        let has_empty = self.board.iter().any(Option::is_none);
        self.squares_of(color).any(|(sq, piece)| {
            if Self::can_vanish(piece, sq) || (piece.role == Role::Archmage && has_empty) {
                return true;
            }
            let mut any = false;
            for_each_target(&self.board, sq, piece, |_, _| any = true);
            any
        })
    }

    /// Whether any piece of `color` could capture on `target`.
    pub(super) fn attacks(&self, color: Color, target: Square) -> bool {
        self.squares_of(color).any(|(sq, piece)| {
            let mut hit = false;
            for_each_target(&self.board, sq, piece, |t, m| {
                hit |= t == target && m == Mark::Capture;
            });
            hit
        })
    }

    /// Whether the piece on `from` has any capture.
    pub(super) fn has_capture(&self, from: Square) -> bool {
        let Some(piece) = self.board[from.index()] else {
            return false;
        };
        let mut any = false;
        for_each_target(&self.board, from, piece, |_, m| any |= m == Mark::Capture);
        any
    }
}
