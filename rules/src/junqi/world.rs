//! Complete positions consistent with a seat's [`Belief`] ("determinization"): every
//! unseen piece is given an identity its token allows, each army keeps exactly its §2.1
//! counts (the fallen included), and the flag, mines and bombs go only where the layout
//! rules and what was seen let them.

use super::belief::{kind_of, Belief, Mask};
use super::board::Compass;
use super::piece::{Kind, Owner, Piece};
use super::setup::Position;
use super::{Junqi, Mode, Rules};
use crate::seat::Seat;
use rand_core::RngCore;

/// Kinds placed first because few posts may hold them, in this order.
const SCARCE: [Kind; 3] = [Kind::Flag, Kind::Mine, Kind::Bomb];

/// Pick an index with probability proportional to its weight.
fn weighted(rng: &mut impl RngCore, weights: &[u32]) -> Option<usize> {
    let total: u64 = weights.iter().map(|&w| u64::from(w)).sum();
    if total == 0 {
        return None;
    }
    let mut at = rng.next_u64() % total;
    for (i, &w) in weights.iter().enumerate() {
        if at < u64::from(w) {
            return Some(i);
        }
        at -= u64::from(w);
    }
    None
}

impl Belief {
    /// The tokens sampled together: one army each in the deployed modes, every piece in
    /// `fanqi` (a face-down piece may be of either colour).
    fn pools(&self) -> Vec<Vec<usize>> {
        if self.mode == Mode::Fanqi {
            return vec![(0..self.tokens.len()).collect()];
        }
        let mut pools: Vec<Vec<usize>> = vec![Vec::new(); self.mode.seats()];
        for (i, t) in self.tokens.iter().enumerate() {
            if let Some(pool) = t.owner.and_then(|o| pools.get_mut(o.index())) {
                pool.push(i);
            }
        }
        pools
    }

    fn categories(&self) -> usize {
        if self.mode == Mode::Fanqi {
            24
        } else {
            12
        }
    }

    /// One identity category for each token of `pool`; `None` leaves a token the counts
    /// could not fit (never on the board for a consistent belief).
    fn assign_pool(&self, pool: &[usize], rng: &mut impl RngCore) -> Vec<(usize, usize)> {
        let mut best: Option<(usize, Vec<(usize, usize)>)> = None;
        for _ in 0..8 {
            let (forced, out) = self.try_assign(pool, rng);
            if best.as_ref().is_none_or(|(f, _)| forced < *f) {
                best = Some((forced, out));
            }
            if forced == 0 {
                break;
            }
        }
        best.map(|(_, out)| out).unwrap_or_default()
    }

    /// One attempt; returns how many tokens had to take an identity their mask rules out.
    fn try_assign(&self, pool: &[usize], rng: &mut impl RngCore) -> (usize, Vec<(usize, usize)>) {
        let cats = self.categories();
        let mut left: Vec<u32> = (0..cats).map(|c| kind_of(c).0.count() as u32).collect();
        let mask = |t: usize| self.tokens[t].mask;
        let allows = |t: usize, c: usize| mask(t) & (1 << c) != 0;
        let mut open: Vec<usize> = Vec::new();
        let mut out = Vec::new();
        // Known identities first.
        for &t in pool {
            if mask(t).count_ones() == 1 {
                let c = mask(t).trailing_zeros() as usize;
                if left.get(c).copied().unwrap_or(0) > 0 {
                    left[c] -= 1;
                    out.push((t, c));
                    continue;
                }
            }
            open.push(t);
        }
        // Then the scarce kinds, each on a token that may hold it (tighter masks first).
        for kind in SCARCE {
            for c in (0..cats).filter(|&c| kind_of(c).0 == kind) {
                while left[c] > 0 {
                    let weights: Vec<u32> = open
                        .iter()
                        .map(|&t| {
                            if allows(t, c) {
                                48 / mask(t).count_ones().max(1)
                            } else {
                                0
                            }
                        })
                        .collect();
                    let Some(i) = weighted(rng, &weights) else {
                        break;
                    };
                    out.push((open.swap_remove(i), c));
                    left[c] -= 1;
                }
            }
        }
        // The rest, most constrained token first, each identity as likely as its count.
        let mut keyed: Vec<(u32, u64, usize)> = open
            .iter()
            .map(|&t| (mask(t).count_ones(), rng.next_u64(), t))
            .collect();
        keyed.sort_unstable();
        let mut forced = 0;
        for (_, _, t) in keyed {
            let fits: Vec<u32> = (0..cats)
                .map(|c| if allows(t, c) { left[c] } else { 0 })
                .collect();
            let pick = weighted(rng, &fits).or_else(|| {
                forced += 1;
                weighted(rng, &left)
            });
            match pick {
                Some(c) => {
                    left[c] -= 1;
                    out.push((t, c));
                }
                None => {
                    forced += 1;
                    let c = mask(t).trailing_zeros() as usize % cats;
                    out.push((t, c));
                }
            }
        }
        (forced, out)
    }

    /// The owner a sampled identity gives a token.
    fn owner_for(&self, token: usize, category: usize) -> Option<Owner> {
        if self.mode == Mode::Fanqi {
            return Some(Owner::Colour(kind_of(category).1));
        }
        let seat = self.tokens[token].owner?;
        self.mode.compass(seat).map(Owner::Army)
    }

    /// A complete position consistent with everything this seat has learnt, its unseen
    /// identities drawn from `rng`; `None` before play starts or once it has ended.
    pub fn sample(&self, rng: &mut impl RngCore) -> Option<Junqi> {
        let turn = self.to_move?;
        let mut pieces = Vec::new();
        for pool in self.pools() {
            for (t, c) in self.assign_pool(&pool, rng) {
                let token = &self.tokens[t];
                let Some(pos) = token.pos else { continue };
                let kind = kind_of(c).0;
                let owner = self.owner_for(t, c)?;
                let known = token.mask.count_ones() == 1;
                let shown = match self.mode {
                    Mode::Fanqi => token.owner.is_some(),
                    _ => known && kind == Kind::Flag && token.owner != Some(self.seat),
                };
                pieces.push((pos, Piece { owner, kind, shown }));
            }
        }
        let alive: Vec<Seat> = match self.mode {
            Mode::Fanqi => vec![Seat(0), Seat(1)],
            _ => (0..self.mode.seats())
                .map(|i| Seat(i as u8))
                .filter(|&s| {
                    self.tokens
                        .iter()
                        .any(|t| t.pos.is_some() && t.owner == Some(s))
                })
                .collect(),
        };
        let flag_home = self.flag_homes(&pieces);
        let position = Position {
            turn: Some(turn),
            alive: Some(alive),
            quiet: self.quiet,
            colours: self.colours,
            flag_home,
            pieces,
            ..Position::default()
        };
        Junqi::from_position(self.mode, Rules::default(), position).ok()
    }

    /// `fanqi`: the half where each colour's flag lies in this sample.
    fn flag_homes(&self, pieces: &[(super::Pos, Piece)]) -> [Option<Compass>; 2] {
        let mut homes = [None, None];
        if self.mode != Mode::Fanqi {
            return homes;
        }
        for (pos, piece) in pieces {
            if let (Owner::Colour(c), Kind::Flag) = (piece.owner, piece.kind) {
                homes[c as usize] = self.mode.board().home(*pos).map(|h| h.0);
            }
        }
        homes
    }

    /// How many identities the piece on each occupied position may still have, for tests
    /// and debugging.
    pub fn open_identities(&self) -> Vec<(super::Pos, u32)> {
        self.tokens
            .iter()
            .filter_map(|t| t.pos.map(|p| (p, t.mask.count_ones())))
            .collect()
    }

    /// The mask of the token on `pos`, with the colours of `fanqi` folded together.
    pub fn kinds_at(&self, pos: super::Pos) -> Vec<Kind> {
        let Some(mask) = self.mask_at(pos) else {
            return Vec::new();
        };
        let folded: Mask = (mask & 0xfff) | (mask >> 12);
        Kind::ALL
            .iter()
            .enumerate()
            .filter(|(i, _)| folded & (1 << i) != 0)
            .map(|(_, &k)| k)
            .collect()
    }
}
