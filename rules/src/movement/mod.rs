//! Movement primitives for square-grid boards, shared by every grid family.
//!
//! Each primitive is a function ([`leap`], [`ride`], [`cannon`], [`rider`], [`bent`],
//! [`vault`]) over a slice of offsets. The families whose pieces come from a data file
//! (魔神战棋, Sword and Magic) build [`Pattern`]s, a primitive plus whether it may move,
//! capture or both, once when the table loads, so move generation allocates nothing. The
//! primitives only look at the board through [`Grid`], so one generator serves any board
//! size and any rule about which enemies may be captured.
//!
//! Offsets are `(dx, dy)` in the mover's frame: `dy > 0` is forward. The caller passes
//! `forward = 1` or `-1` and the primitives flip `dy` for it.
//!
//! [`data`] reads the spec's spelling of patterns from a family's piece table.
//!
//! ```text
//!  leap   . x .     ride (dist 1..2)   cannon            rider (1,2)      bent (0,1)
//!         x S x     S x x | . .        S . o . x          S . . o ...     \ | /  <- outward
//!                                       screen^ ^target                     S
//!
//!  vault (over own pieces)
//!         S o o x     x: the first square after the run of own pieces `o`
//! ```

pub mod data;

/// A step or jump in the mover's frame: `(dx, dy)`, `dy > 0` forward.
pub type Offset = (i8, i8);

/// What stands on a square, seen by the moving piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Occupant {
    Empty,
    Own,
    /// An enemy this mover may capture.
    Enemy,
    /// An enemy no capture can target (a shield); it still blocks and screens.
    Immune,
}

impl Occupant {
    fn is_occupied(self) -> bool {
        self != Occupant::Empty
    }
}

/// The board as the primitives see it.
pub trait Grid {
    /// `None` when `(x, y)` is off the board.
    fn occupant(&self, x: i8, y: i8) -> Option<Occupant>;
}

/// Which destinations a pattern yields (the spec's `m:` / `c:` prefixes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Only {
    /// Empty squares and capturable enemies.
    #[default]
    Both,
    /// Empty squares only (`m:`).
    Moves,
    /// Capturable enemies only (`c:`).
    Captures,
}

/// A set of allowed ride distances, 1 to 31, as a bit set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Distances(u32);

impl Distances {
    /// Every distance from 1 up (bit 0, distance zero, is never set).
    pub const ANY: Distances = Distances(!1);

    /// Every distance from `low` to `high` inclusive (clamped to 1..=31).
    pub fn range(low: u8, high: u8) -> Distances {
        let mut bits = 0u32;
        for d in low.max(1)..=high.min(31) {
            bits |= 1 << d;
        }
        Distances(bits)
    }

    pub fn exactly(d: u8) -> Distances {
        Distances::range(d, d)
    }

    /// 2, 4, 6, …
    pub fn even() -> Distances {
        let mut bits = 0u32;
        for d in (2..32).step_by(2) {
            bits |= 1 << d;
        }
        Distances(bits)
    }

    pub fn contains(self, d: u32) -> bool {
        d < 32 && self.0 & (1 << d) != 0
    }

    /// The longest allowed distance (0 for an empty set).
    pub fn max(self) -> u32 {
        31u32.saturating_sub(self.0.leading_zeros())
    }
}

/// One way of reaching squares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Primitive {
    /// Jump to `S + v` for each offset; nothing in between matters.
    Leap(Vec<Offset>),
    /// Slide along each direction; `S + d·v` is a destination when `d` is allowed and at
    /// most `hop` occupied squares lie strictly between. `hop = 0` is a blocked slide.
    Ride {
        dirs: Vec<Offset>,
        dist: Distances,
        hop: u8,
    },
    /// Capture only: over exactly one screen (either colour) to the next occupied square.
    Cannon(Vec<Offset>),
    /// Repeated leaps `S + k·v`, stopping at the first occupied point.
    Rider(Vec<Offset>),
    /// One step `u` (itself a destination), then a blocked slide turning 45° outward:
    /// after an orthogonal step the two diagonals on its side, after a diagonal step
    /// its two orthogonal components.
    Bent(Vec<Offset>),
    /// Along each direction over any run of own pieces to the first other square.
    Vault(Vec<Offset>),
}

/// A primitive with its move/capture restriction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pattern {
    pub primitive: Primitive,
    pub only: Only,
}

/// The two directions 45° outward from the first step `u` of a bent rider.
pub fn outward(u: Offset) -> [Offset; 2] {
    let (x, y) = (u.0.signum(), u.1.signum());
    if x == 0 {
        [(1, y), (-1, y)]
    } else if y == 0 {
        [(x, 1), (x, -1)]
    } else {
        [(x, 0), (0, y)]
    }
}

impl Pattern {
    /// Calls `out(x, y, is_capture)` for every destination from `(x, y)`. A square may be
    /// reported more than once when two directions reach it; callers deduplicate.
    #[inline]
    pub fn targets<G: Grid>(
        &self,
        grid: &G,
        at: (i8, i8),
        forward: i8,
        out: &mut impl FnMut(i8, i8, bool),
    ) {
        let mover = Mover { at, forward };
        // One copy per restriction, so the primitives' inner loops test a constant: a
        // generator read from data then runs about as fast as one written over constants.
        match self.only {
            Only::Both => self.reach(grid, mover, Only::Both, out),
            Only::Moves => self.reach(grid, mover, Only::Moves, out),
            Only::Captures => self.reach(grid, mover, Only::Captures, out),
        }
    }

    /// The primitive's destinations under `only`, a constant at each call above.
    #[inline(always)]
    fn reach<G: Grid>(
        &self,
        grid: &G,
        mover: Mover,
        only: Only,
        out: &mut impl FnMut(i8, i8, bool),
    ) {
        match &self.primitive {
            Primitive::Leap(offsets) => leap(grid, mover, offsets, only, out),
            // The common blocked slide to any distance, with its limits as constants.
            Primitive::Ride { dirs, dist, hop: 0 } if *dist == Distances::ANY => {
                ride(grid, mover, dirs, Distances::ANY, 0, only, out)
            }
            Primitive::Ride { dirs, dist, hop } => ride(grid, mover, dirs, *dist, *hop, only, out),
            Primitive::Cannon(dirs) => cannon(grid, mover, dirs, out),
            Primitive::Rider(offsets) => rider(grid, mover, offsets, only, out),
            Primitive::Bent(firsts) => bent(grid, mover, firsts, only, out),
            Primitive::Vault(dirs) => vault(grid, mover, dirs, only, out),
        }
    }
}

/// The moving piece: its square and which way is forward for it (`1` or `-1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mover {
    pub at: (i8, i8),
    pub forward: i8,
}

impl Mover {
    /// `k` steps of `v` away, in the board's frame.
    #[inline]
    fn reach(self, (dx, dy): Offset, k: i8) -> (i8, i8) {
        (self.at.0 + dx * k, self.at.1 + dy * self.forward * k)
    }
}

/// Hands `(x, y)` to `out` when `only` allows what stands there.
#[inline(always)]
fn offer(out: &mut impl FnMut(i8, i8, bool), only: Only, (x, y): (i8, i8), occ: Occupant) {
    match (occ, only) {
        (Occupant::Empty, Only::Both | Only::Moves) => out(x, y, false),
        (Occupant::Enemy, Only::Both | Only::Captures) => out(x, y, true),
        _ => {}
    }
}

/// Jump to `at + v` for each offset; nothing in between matters.
#[inline(always)]
pub fn leap<G: Grid>(
    grid: &G,
    mover: Mover,
    offsets: &[Offset],
    only: Only,
    out: &mut impl FnMut(i8, i8, bool),
) {
    for &v in offsets {
        let t = mover.reach(v, 1);
        if let Some(occ) = grid.occupant(t.0, t.1) {
            offer(out, only, t, occ);
        }
    }
}

/// Slide along each direction to the distances `dist` allows, passing at most `hop`
/// occupied squares (`hop = 0`: a blocked slide, like a rook's).
#[inline(always)]
pub fn ride<G: Grid>(
    grid: &G,
    mover: Mover,
    dirs: &[Offset],
    dist: Distances,
    hop: u8,
    only: Only,
    out: &mut impl FnMut(i8, i8, bool),
) {
    let max = dist.max() as usize;
    for &v in dirs {
        let mut passed = 0u8;
        for (d, (t, occ)) in (1..).zip(ray(grid, mover, v).take(max)) {
            if dist.contains(d) {
                offer(out, only, t, occ);
            }
            if occ.is_occupied() {
                passed += 1;
                if passed > hop {
                    break;
                }
            }
        }
    }
}

/// Capture only: over exactly one screen (either colour) to the next occupied square.
pub fn cannon<G: Grid>(
    grid: &G,
    mover: Mover,
    dirs: &[Offset],
    out: &mut impl FnMut(i8, i8, bool),
) {
    for &v in dirs {
        let mut screened = false;
        for (t, occ) in ray(grid, mover, v) {
            if !occ.is_occupied() {
                continue;
            }
            if screened {
                if occ == Occupant::Enemy {
                    out(t.0, t.1, true);
                }
                break;
            }
            screened = true;
        }
    }
}

/// Repeated leaps `at + k·v`, stopping at the first occupied point.
pub fn rider<G: Grid>(
    grid: &G,
    mover: Mover,
    offsets: &[Offset],
    only: Only,
    out: &mut impl FnMut(i8, i8, bool),
) {
    for &v in offsets {
        for (t, occ) in ray(grid, mover, v) {
            offer(out, only, t, occ);
            if occ.is_occupied() {
                break;
            }
        }
    }
}

/// One step `u` (itself a destination), then a blocked slide turning 45° outward.
pub fn bent<G: Grid>(
    grid: &G,
    mover: Mover,
    firsts: &[Offset],
    only: Only,
    out: &mut impl FnMut(i8, i8, bool),
) {
    for &u in firsts {
        let first = mover.reach(u, 1);
        let Some(occ) = grid.occupant(first.0, first.1) else {
            continue;
        };
        offer(out, only, first, occ);
        if occ.is_occupied() {
            continue;
        }
        let turn = Mover {
            at: first,
            forward: mover.forward,
        };
        rider(grid, turn, &outward(u), only, out);
    }
}

/// Along each direction over any run of own pieces, onto the first square that is not
/// one (Sword and Magic's summoner): empty, or an enemy to capture.
#[inline(always)]
pub fn vault<G: Grid>(
    grid: &G,
    mover: Mover,
    dirs: &[Offset],
    only: Only,
    out: &mut impl FnMut(i8, i8, bool),
) {
    for &v in dirs {
        if let Some((t, occ)) = ray(grid, mover, v).find(|(_, occ)| *occ != Occupant::Own) {
            offer(out, only, t, occ);
        }
    }
}

/// The squares `at + k·v` for `k = 1, 2, …` up to the board's edge, with what stands on
/// each: the line every sliding primitive walks.
#[inline(always)]
fn ray<G: Grid>(
    grid: &G,
    mover: Mover,
    v: Offset,
) -> impl Iterator<Item = ((i8, i8), Occupant)> + '_ {
    (1..=i8::MAX).map_while(move |k| {
        let t = mover.reach(v, k);
        grid.occupant(t.0, t.1).map(|occ| (t, occ))
    })
}

/// Named offset sets of the grid specs (`O`, `X`, `N`, `ring2`, …), with both signs and
/// both orders of each base offset. `None` for an unknown name.
pub fn named_offsets(name: &str) -> Option<Vec<Offset>> {
    let ring = |n: i8| -> Vec<Offset> {
        let mut v = Vec::new();
        for dx in -n..=n {
            for dy in -n..=n {
                if dx.abs().max(dy.abs()) == n {
                    v.push((dx, dy));
                }
            }
        }
        v
    };
    Some(match name {
        "O" | "W" => symmetric(0, 1),
        "X" | "F" => symmetric(1, 1),
        "Q" | "K" | "ring1" => ring(1),
        "D" => symmetric(0, 2),
        "A" => symmetric(2, 2),
        "H" => symmetric(0, 3),
        "G" => symmetric(3, 3),
        "N" => symmetric(1, 2),
        "C" => symmetric(1, 3),
        "Z" => symmetric(2, 3),
        "ring2" => ring(2),
        "ring3" => ring(3),
        "box2" => {
            let mut v = ring(1);
            v.extend(ring(2));
            v
        }
        "diamond6" => {
            let mut v = Vec::new();
            for dx in -6i8..=6 {
                for dy in -6i8..=6 {
                    if dx.abs() + dy.abs() == 6 {
                        v.push((dx, dy));
                    }
                }
            }
            v
        }
        _ => return None,
    })
}

/// `(±a, ±b)` and `(±b, ±a)`, without repeats.
pub fn symmetric(a: i8, b: i8) -> Vec<Offset> {
    let mut v: Vec<Offset> = Vec::new();
    for (p, q) in [(a, b), (b, a)] {
        for sp in [1, -1] {
            for sq in [1, -1] {
                let o = (p * sp, q * sq);
                if !v.contains(&o) {
                    v.push(o);
                }
            }
        }
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 7×7 board with a few pieces: `o` own, `e` enemy, `s` immune enemy.
    struct Board(Vec<&'static str>);

    impl Grid for Board {
        fn occupant(&self, x: i8, y: i8) -> Option<Occupant> {
            let row = self.0.get(usize::try_from(6 - y).ok()?)?;
            let c = row.as_bytes().get(usize::try_from(x).ok()?)?;
            Some(match c {
                b'o' => Occupant::Own,
                b'e' => Occupant::Enemy,
                b's' => Occupant::Immune,
                _ => Occupant::Empty,
            })
        }
    }

    fn run(board: &Board, p: Pattern, at: (i8, i8), forward: i8) -> Vec<(i8, i8, bool)> {
        let mut v = Vec::new();
        p.targets(board, at, forward, &mut |x, y, c| v.push((x, y, c)));
        v.sort_unstable();
        v.dedup();
        v
    }

    fn empty() -> Board {
        Board(vec!["......."; 7])
    }

    #[test]
    fn set_sizes_match_the_spec_table() {
        for (name, size) in [
            ("O", 4),
            ("Q", 8),
            ("N", 8),
            ("C", 8),
            ("Z", 8),
            ("ring2", 16),
            ("ring3", 24),
            ("box2", 24),
            ("diamond6", 24),
        ] {
            assert_eq!(named_offsets(name).map(|v| v.len()), Some(size), "{name}");
        }
        assert_eq!(named_offsets("nope"), None);
    }

    #[test]
    fn even_distances_are_even() {
        let e = Distances::even();
        assert!(e.contains(2) && e.contains(12) && !e.contains(1) && !e.contains(3));
        assert_eq!(Distances::range(1, 4).max(), 4);
    }

    #[test]
    fn ride_with_hop_passes_one_piece_and_stops_after_the_second() {
        let b = Board(vec![
            ".......", ".......", ".......", "...o.e.", ".......", ".......", ".......",
        ]);
        let p = Pattern {
            primitive: Primitive::Ride {
                dirs: vec![(1, 0)],
                dist: Distances::ANY,
                hop: 1,
            },
            only: Only::Both,
        };
        // From a3: b3 c3 empty, d3 own (passed), e3 empty, f3 enemy (capture), stop.
        assert_eq!(
            run(&b, p, (0, 3), 1),
            vec![(1, 3, false), (2, 3, false), (4, 3, false), (5, 3, true)]
        );
    }

    #[test]
    fn cannon_needs_exactly_one_screen_and_never_takes_an_immune_piece() {
        let b = Board(vec![
            "...e...", "...s...", ".......", "...o...", ".......", ".......", ".......",
        ]);
        let p = Pattern {
            primitive: Primitive::Cannon(vec![(0, 1)]),
            only: Only::Both,
        };
        assert_eq!(run(&b, p.clone(), (3, 0), 1), vec![]);
        let b2 = Board(vec![
            "...e...", ".......", ".......", "...o...", ".......", ".......", ".......",
        ]);
        assert_eq!(run(&b2, p, (3, 0), 1), vec![(3, 6, true)]);
    }

    #[test]
    fn offsets_flip_for_the_side_moving_down() {
        let p = Pattern {
            primitive: Primitive::Leap(vec![(0, 1)]),
            only: Only::Both,
        };
        assert_eq!(run(&empty(), p.clone(), (3, 3), 1), vec![(3, 4, false)]);
        assert_eq!(run(&empty(), p, (3, 3), -1), vec![(3, 2, false)]);
    }

    #[test]
    fn bent_turns_outward_only() {
        let p = Pattern {
            primitive: Primitive::Bent(vec![(0, 1)]),
            only: Only::Both,
        };
        let got = run(&empty(), p, (3, 0), 1);
        assert!(got.contains(&(3, 1, false)));
        assert!(got.contains(&(4, 2, false)) && got.contains(&(2, 2, false)));
        assert!(
            got.iter().all(|&(_, y, _)| y >= 1),
            "never turns back: {got:?}"
        );
        assert_eq!(outward((1, 1)), [(1, 0), (0, 1)]);
    }

    #[test]
    fn vault_passes_any_run_of_own_pieces_and_nothing_else() {
        let b = Board(vec![
            ".......", ".......", "e......", "ooo....", "o......", "e......", ".......",
        ]);
        let p = Pattern {
            primitive: Primitive::Vault(vec![(1, 0), (0, 1), (0, -1), (-1, 0)]),
            only: Only::Both,
        };
        // From a3: right over b3 c3 to d3; up onto the enemy on a4 (no further); down over
        // a2 onto the enemy on a1; left is off the board.
        assert_eq!(
            run(&b, p, (0, 3), 1),
            vec![(0, 1, true), (0, 4, true), (3, 3, false)]
        );
    }

    #[test]
    fn rider_stops_at_first_occupied_point() {
        let b = Board(vec![
            ".......", ".......", "..e....", ".......", ".......", ".......", ".......",
        ]);
        let p = Pattern {
            primitive: Primitive::Rider(vec![(1, 2)]),
            only: Only::Moves,
        };
        // (1,2) is empty; (2,4) holds an enemy, which a move-only rider cannot take.
        assert_eq!(run(&b, p, (0, 0), 1), vec![(1, 2, false)]);
    }
}
