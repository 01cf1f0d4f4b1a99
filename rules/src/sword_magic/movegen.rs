//! Destination generators (§2.2, §2.3), on the shared grid primitives of
//! [`crate::movement`]. Vectors are written from White's side; the primitives negate
//! Black's rank steps. Generators call a sink instead of allocating.

use super::action::Mark;
use super::piece::{Color, Piece, Role};
use super::position::{Board, Position};
use super::square::Square;
use crate::movement::{self, Distances, Grid, Mover, Occupant, Offset, Only};

const ORTH: [Offset; 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAG: [Offset; 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
const KNIGHT: [Offset; 8] = [
    (1, 2),
    (-1, 2),
    (1, -2),
    (-1, -2),
    (2, 1),
    (-2, 1),
    (2, -1),
    (-2, -1),
];
const FWD: [Offset; 1] = [(0, 1)];
const FDIAG: [Offset; 2] = [(1, 1), (-1, 1)];
const SIDE: [Offset; 2] = [(1, 0), (-1, 0)];

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

struct Gen<'a, F> {
    grid: SideGrid<'a>,
    mover: Mover,
    sink: F,
}

impl<F: FnMut(Square, Mark)> Gen<'_, F> {
    /// The primitives' sink, turning coordinates back into squares and marks.
    #[inline]
    fn out(sink: &mut F) -> impl FnMut(i8, i8, bool) + '_ {
        move |x, y, capture| {
            // The grid only reports squares on the board, so this always converts.
            if let (Ok(file), Ok(rank)) = (u8::try_from(x), u8::try_from(y)) {
                if let Some(to) = Square::from_coords(file, rank) {
                    sink(to, if capture { Mark::Capture } else { Mark::Quiet });
                }
            }
        }
    }

    /// Move to an empty square, capture an enemy, nothing on an own piece.
    #[inline]
    fn step(&mut self, vectors: &[Offset]) {
        let out = &mut Self::out(&mut self.sink);
        movement::leap(&self.grid, self.mover, vectors, Only::Both, out);
    }

    /// A blocked slide of at most `limit` squares (`None`: to the edge).
    #[inline]
    fn ride(&mut self, vectors: &[Offset], limit: Option<u8>) {
        let dist = limit.map_or(Distances::ANY, |n| Distances::range(1, n));
        let out = &mut Self::out(&mut self.sink);
        movement::ride(&self.grid, self.mover, vectors, dist, 0, Only::Both, out);
    }

    #[inline]
    fn capture_step(&mut self, vectors: &[Offset]) {
        let out = &mut Self::out(&mut self.sink);
        movement::leap(&self.grid, self.mover, vectors, Only::Captures, out);
    }

    /// The summoner's move: over a run of own pieces, onto the first other square.
    #[inline]
    fn hop(&mut self, vectors: &[Offset]) {
        let out = &mut Self::out(&mut self.sink);
        movement::vault(&self.grid, self.mover, vectors, Only::Both, out);
    }

    fn archer(&mut self, rank: u8) {
        self.ride(&FWD, None);
        if rank == self.grid.color.back_rank() {
            self.ride(&SIDE, None);
        }
    }
}

/// Every move and capture of `piece` standing on `from` (teleports and vanish excluded).
pub fn for_each_target(board: &Board, from: Square, piece: Piece, sink: impl FnMut(Square, Mark)) {
    let mut gen = Gen {
        grid: SideGrid {
            board,
            color: piece.color,
        },
        mover: Mover {
            at: (from.file() as i8, from.rank() as i8),
            forward: piece.color.forward(),
        },
        sink,
    };
    let rank = from.rank();
    match piece.role {
        Role::Familiar => gen.step(&FWD),
        Role::HighFamiliar => {
            gen.step(&FWD);
            gen.step(&FDIAG);
        }
        Role::Swordsman => gen.ride(&ORTH, Some(2)),
        Role::SwordSaint => {
            gen.ride(&ORTH, Some(2));
            gen.capture_step(&DIAG);
        }
        Role::Archer => gen.archer(rank),
        Role::Paladin => {
            gen.archer(rank);
            gen.step(&KNIGHT);
        }
        Role::Mage | Role::Archmage => gen.ride(&DIAG, None),
        Role::Sage => gen.step(&DIAG),
        Role::Summoner => gen.hop(&ORTH),
        Role::Princess => {
            gen.step(&ORTH);
            gen.step(&DIAG);
        }
        Role::Hero => gen.ride(&ORTH, None),
        Role::Champion => {
            gen.ride(&ORTH, None);
            gen.step(&DIAG);
        }
        Role::Angel => {
            gen.ride(&ORTH, None);
            gen.ride(&DIAG, None);
        }
        Role::Goddess => {}
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
