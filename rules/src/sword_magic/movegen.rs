//! Destination generators (§2.2, §2.3). Vectors are written from White's side; Black's
//! rank steps are negated. Generators call a sink instead of allocating.

use super::action::Mark;
use super::piece::{Color, Piece, Role};
use super::position::{Board, Position};
use super::square::Square;

type Vector = (i8, i8);

const ORTH: [Vector; 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAG: [Vector; 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
const KNIGHT: [Vector; 8] = [
    (1, 2),
    (-1, 2),
    (1, -2),
    (-1, -2),
    (2, 1),
    (-2, 1),
    (2, -1),
    (-2, -1),
];
const FWD: [Vector; 1] = [(0, 1)];
const FDIAG: [Vector; 2] = [(1, 1), (-1, 1)];
const SIDE: [Vector; 2] = [(1, 0), (-1, 0)];

/// Rides of unlimited length stop at the edge anyway.
const UNLIMITED: u8 = 7;

struct Gen<'a, F> {
    board: &'a Board,
    from: Square,
    color: Color,
    sink: F,
}

impl<F: FnMut(Square, Mark)> Gen<'_, F> {
    #[inline]
    fn target(&self, (dx, dy): Vector) -> Option<Square> {
        self.from.offset(dx, dy * self.color.forward())
    }

    /// Move to an empty square, capture an enemy, nothing on an own piece.
    #[inline]
    fn step(&mut self, vectors: &[Vector]) {
        for &v in vectors {
            if let Some(t) = self.target(v) {
                match self.board[t.index()] {
                    None => (self.sink)(t, Mark::Quiet),
                    Some(p) if p.color != self.color => (self.sink)(t, Mark::Capture),
                    Some(_) => {}
                }
            }
        }
    }

    #[inline]
    fn ride(&mut self, vectors: &[Vector], limit: u8) {
        for &(dx, dy) in vectors {
            let dy = dy * self.color.forward();
            let mut at = self.from;
            for _ in 0..limit {
                let Some(t) = at.offset(dx, dy) else { break };
                match self.board[t.index()] {
                    None => (self.sink)(t, Mark::Quiet),
                    Some(p) => {
                        if p.color != self.color {
                            (self.sink)(t, Mark::Capture);
                        }
                        break;
                    }
                }
                at = t;
            }
        }
    }

    #[inline]
    fn capture_step(&mut self, vectors: &[Vector]) {
        for &v in vectors {
            if let Some(t) = self.target(v) {
                if matches!(self.board[t.index()], Some(p) if p.color != self.color) {
                    (self.sink)(t, Mark::Capture);
                }
            }
        }
    }

    /// The summoner's move: over a run of own pieces, onto the first other square.
    #[inline]
    fn hop(&mut self, vectors: &[Vector]) {
        for &(dx, dy) in vectors {
            let dy = dy * self.color.forward();
            let mut next = self.from.offset(dx, dy);
            while let Some(t) = next {
                match self.board[t.index()] {
                    Some(p) if p.color == self.color => next = t.offset(dx, dy),
                    None => {
                        (self.sink)(t, Mark::Quiet);
                        break;
                    }
                    Some(_) => {
                        (self.sink)(t, Mark::Capture);
                        break;
                    }
                }
            }
        }
    }

    fn archer(&mut self) {
        self.ride(&FWD, UNLIMITED);
        if self.from.rank() == self.color.back_rank() {
            self.ride(&SIDE, UNLIMITED);
        }
    }
}

/// Every move and capture of `piece` standing on `from` (teleports and vanish excluded).
pub fn for_each_target(board: &Board, from: Square, piece: Piece, sink: impl FnMut(Square, Mark)) {
    let mut gen = Gen {
        board,
        from,
        color: piece.color,
        sink,
    };
    match piece.role {
        Role::Familiar => gen.step(&FWD),
        Role::HighFamiliar => {
            gen.step(&FWD);
            gen.step(&FDIAG);
        }
        Role::Swordsman => gen.ride(&ORTH, 2),
        Role::SwordSaint => {
            gen.ride(&ORTH, 2);
            gen.capture_step(&DIAG);
        }
        Role::Archer => gen.archer(),
        Role::Paladin => {
            gen.archer();
            gen.step(&KNIGHT);
        }
        Role::Mage | Role::Archmage => gen.ride(&DIAG, UNLIMITED),
        Role::Sage => gen.step(&DIAG),
        Role::Summoner => gen.hop(&ORTH),
        Role::Princess => {
            gen.step(&ORTH);
            gen.step(&DIAG);
        }
        Role::Hero => gen.ride(&ORTH, UNLIMITED),
        Role::Champion => {
            gen.ride(&ORTH, UNLIMITED);
            gen.step(&DIAG);
        }
        Role::Angel => {
            gen.ride(&ORTH, UNLIMITED);
            gen.ride(&DIAG, UNLIMITED);
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
