//! Legal moves (§5.2): each piece's patterns from the data table, its region limit, and
//! one move per available promotion form (§5.7-§5.9). There is no check, so every
//! generated move is legal.

use super::piece::{Kind, Piece, Region, Trigger};
use super::position::{Setup, SideView};
use super::square::{board, Color, Square, SQUARES};

/// A move: from, to, and the form the piece becomes (always named when it promotes).
/// `capture` is fixed when the move is generated, so the move prints the same before and
/// after it is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Kind>,
    /// The destination holds an enemy piece before the move.
    pub capture: bool,
}

impl Move {
    /// Canonical text (§8): `x` for a capture, and `=<id>` whenever the move promotes.
    pub fn notation(&self) -> String {
        self.to_string()
    }

    /// The spec's listing order: from, to, then the suffix alphabetically (§9).
    pub fn sort_key(&self) -> (Square, Square, &'static str) {
        (self.from, self.to, self.promotion.map_or("", |k| k.id()))
    }
}

/// Live piece counts per side and kind, taken once per generation (caps count live pieces).
struct Census {
    kinds: Vec<[u8; 2]>,
    guards: [usize; 2],
}

impl Census {
    fn of(setup: &Setup) -> Census {
        let mut kinds = vec![[0u8; 2]; Kind::all().count()];
        let mut guards = [0; 2];
        for p in setup.board.iter().flatten() {
            if let Some(slot) = kinds.get_mut(p.kind.index()) {
                slot[p.color.index()] = slot[p.color.index()].saturating_add(1);
            }
            if p.kind.info().guard {
                guards[p.color.index()] += 1;
            }
        }
        Census { kinds, guards }
    }

    fn count(&self, color: Color, kind: Kind) -> u8 {
        self.kinds.get(kind.index()).map_or(0, |c| c[color.index()])
    }
}

impl Setup {
    /// Squares the piece on `from` may end on, with whether each is a capture: its
    /// patterns, then its region (§3.2, §5.9). No promotion choices.
    pub fn destinations(&self, from: Square) -> Vec<(Square, bool)> {
        let Some(piece) = self.piece_at(from) else {
            return Vec::new();
        };
        let mut seen = [false; SQUARES];
        let mut out = Vec::new();
        let info = piece.kind.info();
        let view = SideView {
            setup: self,
            color: piece.color,
        };
        let own_rank = piece.color.own_rank(from);
        let b = board();
        let color = piece.color;
        let freed = self.freed[color.index()];
        for rp in &info.patterns {
            if !rp.applies(own_rank) {
                continue;
            }
            rp.pattern.targets(
                &view,
                (from.file(), from.rank()),
                color.forward(),
                &mut |x, y, capture| {
                    let Some(to) = Square::new(x, y) else { return };
                    let allowed = match info.region {
                        Region::Anywhere => true,
                        Region::NotEnemyCamp => !b.in_enemy_camp(color, to),
                        Region::PalaceOrFreedCamp => {
                            b.in_palace(color, to) || (freed && b.in_own_camp(color, to))
                        }
                        Region::OwnCamp => b.in_own_camp(color, to),
                    };
                    if allowed && !seen[to.index()] {
                        seen[to.index()] = true;
                        out.push((to, capture));
                    }
                },
            );
        }
        out
    }

    /// Whether this capture destroys the mover (§5.4): a missile that captures, or a
    /// non-exempt piece that captures a missile.
    pub fn mover_destroyed(mover: Piece, victim: Option<Piece>) -> bool {
        match victim {
            Some(v) => {
                mover.kind.info().missile || (v.kind.info().missile && !mover.kind.info().exempt)
            }
            None => false,
        }
    }

    fn push_moves(&self, census: &Census, from: Square, piece: Piece, out: &mut Vec<Move>) {
        let info = piece.kind.info();
        let color = piece.color;
        for (to, capture) in self.destinations(from) {
            let plain = Move {
                from,
                to,
                promotion: None,
                capture,
            };
            let Some(rule) = &info.promotion else {
                out.push(plain);
                continue;
            };
            if Setup::mover_destroyed(piece, self.piece_at(to)) {
                out.push(plain);
                continue;
            }
            let triggered = match rule.trigger {
                Trigger::Zone(rank) => color.own_rank(to) >= rank,
                Trigger::LastGuard => census.guards[color.index()] == 1,
                Trigger::FewGuards => census.guards[color.index()] <= 2,
            };
            let before = out.len();
            if triggered {
                for &(form, cap) in &rule.forms {
                    if cap.is_none_or(|c| census.count(color, form) < c) {
                        out.push(Move {
                            from,
                            to,
                            promotion: Some(form),
                            capture,
                        });
                    }
                }
            }
            if out.len() == before {
                // No form available: the move stays legal and the piece keeps its kind (note 14).
                out.push(plain);
            }
        }
    }

    /// Every legal move of the side to move, in board order.
    pub fn legal_moves(&self) -> Vec<Move> {
        let census = Census::of(self);
        let mut out = Vec::with_capacity(160);
        for from in Square::all() {
            if let Some(p) = self.piece_at(from) {
                if p.color == self.side {
                    self.push_moves(&census, from, p, &mut out);
                }
            }
        }
        out
    }

    /// Whether the side to move has any legal move (§6 row 4). Stops at the first piece
    /// with a destination: every destination gives at least one move.
    pub fn has_legal_move(&self) -> bool {
        Square::all().any(|from| {
            self.piece_at(from)
                .is_some_and(|p| p.color == self.side && !self.destinations(from).is_empty())
        })
    }

    /// Legal moves of the piece on `from` (empty if it is not the mover's).
    pub fn legal_moves_from(&self, from: Square) -> Vec<Move> {
        let mut out = Vec::new();
        if let Some(p) = self.piece_at(from) {
            if p.color == self.side {
                self.push_moves(&Census::of(self), from, p, &mut out);
            }
        }
        out
    }
}
