//! One move resolved in the order of §5.3: capture, mutual destruction, splash,
//! promotion, flags and clocks, then the end checks of §6 rows 1-3.

use super::movegen::Move;
use super::piece::{Kind, Piece, Region};
use super::position::{Position, Setup};
use super::square::{board, Color, Square};
use serde::{Deserialize, Serialize};

/// Why a game ended (§8 reasons).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reason {
    EmperorCaptured,
    EmperorTookMissile,
    Facing,
    NoMoves,
    Repetition,
    #[serde(rename = "200-ply")]
    TwoHundredPly,
    Resign,
    Agreement,
    /// Out of time (the shared timeout rule; the spec has none of its own).
    Timeout,
}

impl Reason {
    pub fn as_str(self) -> &'static str {
        match self {
            Reason::EmperorCaptured => "emperor-captured",
            Reason::EmperorTookMissile => "emperor-took-missile",
            Reason::Facing => "facing",
            Reason::NoMoves => "no-moves",
            Reason::Repetition => "repetition",
            Reason::TwoHundredPly => "200-ply",
            Reason::Resign => "resign",
            Reason::Agreement => "agreement",
            Reason::Timeout => "timeout",
        }
    }
}

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum End {
    Win(Color, Reason),
    Draw(Reason),
}

/// What one move did: the facts of the §8 report line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Effects {
    pub mover: Piece,
    pub captured: Option<(Square, Piece)>,
    /// Sorted by square.
    pub splash: Vec<(Square, Piece)>,
    pub destroyed: Option<(Square, Piece)>,
    pub promoted: Option<(Square, Kind)>,
    /// §6 rows 1-3 only; the game adds rows 4-6.
    pub end: Option<End>,
}

impl Setup {
    /// Plays a move known to be legal here (callers check legality first). `None`, with
    /// nothing changed, when `from` is empty.
    pub(super) fn play_unchecked(&mut self, mv: Move) -> Option<Effects> {
        let b = board();
        let color = self.side;
        let mover = self.piece_at(mv.from)?;
        let victim = self.piece_at(mv.to);
        let info = mover.kind.info();
        // 1. Capture by replacement.
        self.board[mv.from.index()] = None;
        self.board[mv.to.index()] = Some(mover);
        let captured = victim.map(|v| (mv.to, v));
        // 2. Mutual destruction.
        let destroyed = if Setup::mover_destroyed(mover, victim) {
            self.board[mv.to.index()] = None;
            Some((mv.to, mover))
        } else {
            None
        };
        // 3. Splash, from the type before the move, only on a capture.
        let mut splash = Vec::new();
        if captured.is_some() {
            for &(dx, dy) in &info.splash {
                let Some(sq) = Square::new(mv.to.file() + dx, mv.to.rank() + dy) else {
                    continue;
                };
                if let Some(p) = self.piece_at(sq) {
                    if p.color != color && !p.kind.info().immune {
                        self.board[sq.index()] = None;
                        splash.push((sq, p));
                    }
                }
            }
            splash.sort_by_key(|(sq, _)| *sq);
        }
        // 4. Promotion, only for a mover still on the board.
        let promoted = match mv.promotion {
            Some(form) if destroyed.is_none() => {
                self.board[mv.to.index()] = Some(Piece { color, kind: form });
                Some((mv.to, form))
            }
            _ => None,
        };
        // 5. Sortie flag, clocks.
        if let Some(at) = self.emperor(color) {
            let may_leave = self
                .piece_at(at)
                .is_some_and(|p| p.kind.info().region == Region::OwnCamp);
            if may_leave && !b.in_palace(color, at) {
                self.freed[color.opposite().index()] = true;
            }
        }
        if captured.is_some() || promoted.is_some() || info.base_infantry {
            self.halfmove = 0;
        } else {
            self.halfmove = self.halfmove.saturating_add(1);
        }
        if color == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.side = color.opposite();
        // 6. End checks, rows 1-3.
        let end = if self.emperor(color).is_none() {
            Some(End::Win(color.opposite(), Reason::EmperorTookMissile))
        } else if self.emperor(color.opposite()).is_none() {
            Some(End::Win(color, Reason::EmperorCaptured))
        } else if self.emperors_face() {
            Some(End::Win(color.opposite(), Reason::Facing))
        } else {
            None
        };
        Some(Effects {
            mover,
            captured,
            splash,
            destroyed,
            promoted,
            end,
        })
    }
}

/// A move that is not in the legal list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove;

impl Position {
    /// Plays a legal move; an illegal one changes nothing.
    pub fn play(&mut self, mv: Move) -> Result<Effects, IllegalMove> {
        if !self.0.legal_moves_from(mv.from).contains(&mv) {
            return Err(IllegalMove);
        }
        self.0.play_unchecked(mv).ok_or(IllegalMove)
    }

    pub fn legal_moves(&self) -> Vec<Move> {
        self.0.legal_moves()
    }

    /// Perft as §9 defines it: a move that ends the game under §6 rows 1-3 is one leaf;
    /// rows 4-8 are ignored.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.0.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        let mut total = 0;
        for mv in moves {
            let mut next = self.0.clone();
            if next.play_unchecked(mv).and_then(|e| e.end).is_some() {
                total += 1;
            } else {
                total += Position(next).perft(depth - 1);
            }
        }
        total
    }
}
