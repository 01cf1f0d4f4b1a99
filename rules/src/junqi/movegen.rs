//! Routes (§3.2), the move checks in §9.4 order, and legal destinations.
//!
//! Two ways to the same answer: [`Junqi::check_move`] tests one `from`–`to` pair the way
//! the error table reads, [`Junqi::destinations`] generates every reachable position at
//! once for `legal`. A property test keeps them equal.

use super::board::{Pos, PosKind};
use super::error::JunqiError;
use super::piece::{Colour, Kind, Owner, Piece};
use super::{Junqi, Mode};
use crate::seat::Seat;

/// A move that passed every check.
#[derive(Clone, Copy, Debug)]
pub(crate) struct MovePlan {
    pub from: Pos,
    pub to: Pos,
    pub mover: Piece,
    pub target: Option<Piece>,
}

impl Junqi {
    fn occupied(&self, p: Pos) -> bool {
        self.piece_at(p).is_some()
    }

    /// Some line holds both, with every station strictly between them empty.
    fn rail_run_clear(&self, from: Pos, to: Pos) -> bool {
        let board = self.board();
        let (Some(at_from), Some(at_to)) = (
            board.lines_at.get(from.index()),
            board.lines_at.get(to.index()),
        ) else {
            return false;
        };
        at_from.iter().any(|&(line, i)| {
            at_to.iter().any(|&(other, j)| {
                other == line
                    && board.lines.get(line).is_some_and(|(_, stations)| {
                        let (lo, hi) = if i < j { (i, j) } else { (j, i) };
                        stations
                            .get(lo + 1..hi)
                            .is_some_and(|between| between.iter().all(|&p| !self.occupied(p)))
                    })
            })
        })
    }

    /// The engineer's search: rail edges only, through empty stations (§3.2).
    fn rail_reach(&self, from: Pos) -> Vec<bool> {
        let board = self.board();
        let mut seen = vec![false; board.len()];
        let mut queue = vec![from];
        if let Some(s) = seen.get_mut(from.index()) {
            *s = true;
        }
        while let Some(u) = queue.pop() {
            for &(q, rail) in board
                .neighbours
                .get(u.index())
                .map_or(&[][..], |v| v.as_slice())
            {
                if rail && !seen[q.index()] {
                    seen[q.index()] = true;
                    if !self.occupied(q) {
                        queue.push(q);
                    }
                }
            }
        }
        if let Some(s) = seen.get_mut(from.index()) {
            *s = false;
        }
        seen
    }

    /// Check 15: a route exists on an empty board.
    fn connected(&self, from: Pos, to: Pos, engineer: bool) -> bool {
        let board = self.board();
        board.edge(from, to).is_some()
            || (board.is_station(from)
                && board.is_station(to)
                && (engineer || board.share_line(from, to)))
    }

    /// Check 16: a route exists with the pieces where they are.
    fn route_open(&self, from: Pos, to: Pos, engineer: bool) -> bool {
        let board = self.board();
        if board.edge(from, to).is_some() {
            return true;
        }
        if !(board.is_station(from) && board.is_station(to)) {
            return false;
        }
        self.rail_run_clear(from, to)
            || (engineer
                && self
                    .rail_reach(from)
                    .get(to.index())
                    .copied()
                    .unwrap_or(false))
    }

    /// The lowest strength among a colour's ranked pieces on the board, face-down too:
    /// its digger and carrier rank in `fanqi` (§7.4).
    pub fn lowest_rank(&self, colour: Colour) -> Option<u8> {
        self.cells
            .iter()
            .flatten()
            .filter(|p| p.owner == Owner::Colour(colour))
            .filter_map(|p| p.kind.strength())
            .min()
    }

    /// The strength that digs mines for this piece's side.
    pub(crate) fn digger_for(&self, mover: &Piece) -> Option<u8> {
        match mover.owner {
            Owner::Colour(c) => self.lowest_rank(c),
            Owner::Army(_) => Some(32),
        }
    }

    /// Checks 12–14: what stands on `to`.
    fn check_target(&self, seat: Seat, to: Pos) -> Result<Option<Piece>, JunqiError> {
        let Some(target) = self.piece_at(to) else {
            return Ok(None);
        };
        if self.mode == Mode::Fanqi && !target.shown {
            return Err(JunqiError::TargetFaceDown);
        }
        if self.friendly(seat, &target) || self.owner_of(seat).is_none() {
            return Err(JunqiError::OccupiedFriendly);
        }
        if self.board().kind(to) == PosKind::Camp {
            return Err(JunqiError::CampOccupied);
        }
        Ok(Some(target))
    }

    /// Checks 17–19: the flip game's flag and bomb rules.
    fn check_fanqi_attack(&self, mover: &Piece, target: &Piece) -> Result<(), JunqiError> {
        if self.mode != Mode::Fanqi || target.kind != Kind::Flag {
            return Ok(());
        }
        if mover.kind == Kind::Bomb {
            return Err(JunqiError::BombFlag);
        }
        let mines_left = self
            .cells
            .iter()
            .flatten()
            .any(|p| p.owner == target.owner && p.kind == Kind::Mine);
        if mines_left {
            return Err(JunqiError::MinesRemain);
        }
        let carrier = match mover.owner {
            Owner::Colour(c) => self.lowest_rank(c),
            Owner::Army(_) => None,
        };
        if mover.kind.strength().is_none() || mover.kind.strength() != carrier {
            return Err(JunqiError::NotCarrier);
        }
        Ok(())
    }

    /// Checks 8–11: the piece on `from` may move for `seat`.
    fn check_mover(&self, seat: Seat, from: Pos) -> Result<Piece, JunqiError> {
        let mover = self.piece_at(from).ok_or(JunqiError::NoPiece)?;
        if self.mode == Mode::Fanqi && !mover.shown {
            return Err(JunqiError::FaceDown);
        }
        if self.owner_of(seat) != Some(mover.owner) {
            return Err(JunqiError::NotYourPiece);
        }
        let frozen = self.mode != Mode::Fanqi && self.board().kind(from) == PosKind::Hq;
        if !mover.kind.movable() || frozen {
            return Err(JunqiError::Immobile);
        }
        Ok(mover)
    }

    /// Checks 7–19 for a move by `seat` (the sender, mode, phase and turn are the caller's).
    pub(crate) fn check_move(
        &self,
        seat: Seat,
        from: Pos,
        to: Pos,
    ) -> Result<MovePlan, JunqiError> {
        if from == to {
            return Err(JunqiError::SamePosition);
        }
        let mover = self.check_mover(seat, from)?;
        let target = self.check_target(seat, to)?;
        let engineer = mover.kind == Kind::ENGINEER;
        if !self.connected(from, to, engineer) {
            return Err(JunqiError::NotConnected);
        }
        if !self.route_open(from, to, engineer) {
            return Err(JunqiError::PathBlocked);
        }
        if let Some(t) = &target {
            self.check_fanqi_attack(&mover, t)?;
        }
        Ok(MovePlan {
            from,
            to,
            mover,
            target,
        })
    }

    /// Every legal destination of the piece on `from` for `seat`, in canonical order.
    pub(crate) fn destinations_for(&self, seat: Seat, from: Pos) -> Vec<Pos> {
        let Ok(mover) = self.check_mover(seat, from) else {
            return Vec::new();
        };
        let board = self.board();
        let mut reach = vec![false; board.len()];
        for &(q, _) in board
            .neighbours
            .get(from.index())
            .map_or(&[][..], |v| v.as_slice())
        {
            reach[q.index()] = true;
        }
        if board.is_station(from) {
            for &(line, i) in board
                .lines_at
                .get(from.index())
                .map_or(&[][..], |v| v.as_slice())
            {
                let Some((_, stations)) = board.lines.get(line) else {
                    continue;
                };
                let forward = stations.iter().skip(i + 1);
                let backward = stations.iter().take(i).rev();
                for run in [forward.collect::<Vec<_>>(), backward.collect::<Vec<_>>()] {
                    for &p in run {
                        reach[p.index()] = true;
                        if self.occupied(p) {
                            break;
                        }
                    }
                }
            }
            if mover.kind == Kind::ENGINEER {
                for (r, s) in reach.iter_mut().zip(self.rail_reach(from)) {
                    *r |= s;
                }
            }
        }
        board
            .all()
            .filter(|&to| reach[to.index()] && to != from)
            .filter(|&to| match self.check_target(seat, to) {
                Ok(None) => true,
                Ok(Some(t)) => self.check_fanqi_attack(&mover, &t).is_ok(),
                Err(_) => false,
            })
            .collect()
    }

    /// The legal destinations of the piece on `from` as if its owner were to move
    /// (the vectors' `reach`).
    pub fn reach(&self, from: Pos) -> Vec<Pos> {
        match self.piece_at(from).and_then(|p| self.seat_of(p.owner)) {
            Some(seat) => self.destinations_for(seat, from),
            None => Vec::new(),
        }
    }

    /// Every legal move of `seat`, ignoring whose turn it is.
    pub fn moves_of(&self, seat: Seat) -> Vec<(Pos, Pos)> {
        let Some(owner) = self.owner_of(seat) else {
            return Vec::new();
        };
        self.board()
            .all()
            .filter(|&p| self.piece_at(p).is_some_and(|pc| pc.owner == owner))
            .flat_map(|from| {
                self.destinations_for(seat, from)
                    .into_iter()
                    .map(move |to| (from, to))
            })
            .collect()
    }

    /// Positions a `fanqi` player may flip: every face-down piece.
    pub fn flippable(&self) -> Vec<Pos> {
        if self.mode != Mode::Fanqi {
            return Vec::new();
        }
        self.board()
            .all()
            .filter(|&p| self.piece_at(p).is_some_and(|pc| !pc.shown))
            .collect()
    }

    /// The seat could act at the start of its turn (§5.2 step 6, §7.5).
    pub(crate) fn can_act(&self, seat: Seat) -> bool {
        if !self.flippable().is_empty() {
            return true;
        }
        let Some(owner) = self.owner_of(seat) else {
            return false;
        };
        self.board().all().any(|from| {
            self.piece_at(from).is_some_and(|pc| pc.owner == owner)
                && !self.destinations_for(seat, from).is_empty()
        })
    }
}

impl Junqi {
    /// Legal destinations of the piece on `from` for `seat` (hint images). Empty for a
    /// piece the seat may not move, so it says nothing about other pieces.
    pub fn destinations(&self, seat: Seat, from: Pos) -> Vec<Pos> {
        self.destinations_for(seat, from)
    }

    /// The first flip has fixed both colours (`fanqi`).
    pub fn colours_known(&self) -> bool {
        self.colours.is_some()
    }
}
