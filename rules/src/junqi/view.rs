//! What each viewer may see (§8.2, §8.5). Everything a player or spectator is shown,
//! text or image, is made from [`Junqi::seen`] for that viewer and nothing else.

use super::board::Pos;
use super::piece::{Kind, Owner, Piece};
use super::{Junqi, Mode, Phase};
use crate::seat::{Seat, Viewer};

/// One occupied position as a viewer sees it. `owner: None` is a face-down `fanqi`
/// piece; `kind: None` an identity the viewer may not know.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Seen {
    pub pos: Pos,
    pub owner: Option<Owner>,
    pub kind: Option<Kind>,
}

impl Junqi {
    /// The seat a viewer counts as: spectators and eliminated players see the public view.
    fn viewing_seat(&self, viewer: Viewer) -> Option<Seat> {
        viewer.seat().filter(|&s| self.is_alive(s))
    }

    /// May `viewer` know the identity of this piece? Everyone may once `all` is asked
    /// for (the replay of a game that ended with a result) or the game is over.
    fn identity_visible(&self, viewer: Viewer, piece: &Piece, all: bool) -> bool {
        if all || self.is_over() || piece.shown {
            return true;
        }
        match self.mode {
            // Face-down pieces: nobody knows anything (§8.2).
            Mode::Fanqi => false,
            Mode::Open if self.phase != Phase::Deploying => true,
            _ => {
                let Some(seat) = self.viewing_seat(viewer) else {
                    return false;
                };
                let Some(owner) = self.seat_of(piece.owner) else {
                    return false;
                };
                owner == seat
                    || (self.rules.ally_view_open
                        && self.mode == Mode::Siguo
                        && self.same_team(seat, owner))
            }
        }
    }

    /// Every piece the viewer sees, in canonical position order. While deploying, a seat
    /// also sees its own submitted layout on its home.
    pub fn seen(&self, viewer: Viewer) -> Vec<Seen> {
        self.seen_as(viewer, false)
    }

    /// Every piece on the board with its owner and identity, as after the end: what the
    /// replay of a game that ended with a result draws for the positions before it.
    pub(crate) fn seen_revealed(&self) -> Vec<Seen> {
        self.seen_as(Viewer::Spectator, true)
    }

    fn seen_as(&self, viewer: Viewer, all: bool) -> Vec<Seen> {
        let mut cells = self.cells.clone();
        if self.phase == Phase::Deploying {
            if let Some(seat) = self.viewing_seat(viewer) {
                let mut mine = self.clone();
                if let Some(Some(layout)) = self.layouts.get(seat.index()) {
                    mine.place_layout(seat, layout);
                }
                cells = mine.cells;
            }
        }
        self.board()
            .all()
            .filter_map(|p| {
                let piece = cells.get(p.index()).copied().flatten()?;
                let face_down = self.mode == Mode::Fanqi && !piece.shown && !self.is_over() && !all;
                let visible = self.identity_visible(viewer, &piece, all);
                Some(Seen {
                    pos: p,
                    owner: (!face_down).then_some(piece.owner),
                    kind: visible.then_some(piece.kind),
                })
            })
            .collect()
    }

    /// The §8.5 text view: `pos=owner:kind` with `?` for unknown kinds, `pos=?` face-down.
    pub fn view_text(&self, viewer: Viewer) -> String {
        let board = self.board();
        self.seen(viewer)
            .iter()
            .map(|s| match (s.owner, s.kind) {
                (None, _) => format!("{}=?", board.name(s.pos)),
                (Some(o), None) => format!("{}={o}:?", board.name(s.pos)),
                (Some(o), Some(k)) => format!("{}={o}:{k}", board.name(s.pos)),
            })
            .collect::<Vec<_>>()
            .join(" ")
    }
}

impl Junqi {
    /// The same game with the pieces on `a` and `b` exchanged, `shown` flags staying on
    /// their posts: for information tests, two games a viewer must not tell apart.
    pub fn with_pieces_swapped(&self, a: Pos, b: Pos) -> Junqi {
        let mut other = self.clone();
        let (Some(pa), Some(pb)) = (self.piece_at(a), self.piece_at(b)) else {
            return other;
        };
        if let Some(cell) = other.cells.get_mut(a.index()) {
            *cell = Some(Piece {
                shown: pa.shown,
                ..pb
            });
        }
        if let Some(cell) = other.cells.get_mut(b.index()) {
            *cell = Some(Piece {
                shown: pb.shown,
                ..pa
            });
        }
        other
    }
}
