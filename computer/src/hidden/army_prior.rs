//! What army layouts usually hold that the rules' account of a seat's knowledge does not
//! assume: mines ring the flag. The belief (`rules::junqi::belief`) draws every unseen
//! identity uniformly within what the seat has learnt, so a post beside an enemy
//! headquarters holds a mine about one time in three; in the layouts people and this
//! computer deploy (`sensible_layout`: two or three of the three mines on the posts beside
//! the flag) it is most of the time. A sampled world is tilted that way by swapping
//! identities between two unseen pieces of one army, each within what the seat knows of
//! it, so the world stays one the belief allows.

use crate::Rng;
use rand_core::RngCore;
use rules::junqi::belief::Belief;
use rules::junqi::setup::Position;
use rules::junqi::{Junqi, Kind, Mode, Piece, Pos, Rules};

/// Out of four, how often a post beside a flag that could hold a mine is given one.
const GUARDED_IN_FOUR: u32 = 3;

/// Whether worlds are tilted: in 两国, where it was measured (`docs/computer.md`). The
/// other deployed modes keep the belief's uniform worlds until measured there (四国's
/// results were already at their best); `fanqi` flags lie anywhere face down.
fn tilts(mode: Mode) -> bool {
    mode == Mode::Liangguo
}

/// `world` with mines moved beside the flags of the other armies where the seat's
/// knowledge allows it; `world` itself when nothing moves or the mode is not tilted.
pub fn mines_round_flags(world: Junqi, belief: &Belief, rng: &mut Rng) -> Junqi {
    if !tilts(world.mode()) {
        return world;
    }
    let board = world.board();
    let mut pieces: Vec<(Pos, Piece)> = board
        .all()
        .filter_map(|p| world.piece_at(p).map(|piece| (p, piece)))
        .collect();
    let flags: Vec<(Pos, Piece)> = pieces
        .iter()
        .filter(|(_, piece)| {
            piece.kind == Kind::Flag && world.seat_of(piece.owner) != Some(belief.seat())
        })
        .copied()
        .collect();
    let may_be = |at: Pos, kind: Kind| belief.kinds_at(at).contains(&kind);
    let mut moved = false;
    for (flag_at, flag) in flags {
        let guards: Vec<Pos> = board
            .neighbours
            .get(flag_at.index())
            .into_iter()
            .flatten()
            .map(|&(q, _)| q)
            .collect();
        for &guard in &guards {
            let Some(g) = pieces.iter().position(|(p, _)| *p == guard) else {
                continue;
            };
            let held = pieces[g].1;
            if held.owner != flag.owner || held.kind == Kind::Mine || !may_be(guard, Kind::Mine) {
                continue;
            }
            if rng.next_u32() % 4 >= GUARDED_IN_FOUR {
                continue;
            }
            let mines: Vec<usize> = pieces
                .iter()
                .enumerate()
                .filter(|(_, (p, piece))| {
                    piece.owner == flag.owner
                        && piece.kind == Kind::Mine
                        && !guards.contains(p)
                        && may_be(*p, held.kind)
                })
                .map(|(i, _)| i)
                .collect();
            if mines.is_empty() {
                continue;
            }
            let m = mines[(rng.next_u64() % mines.len() as u64) as usize];
            let kind = pieces[m].1.kind;
            pieces[m].1.kind = held.kind;
            pieces[g].1.kind = kind;
            moved = true;
        }
    }
    if !moved {
        return world;
    }
    let position = Position {
        turn: Some(world.turn()),
        alive: Some(world.alive_seats()),
        quiet: world.quiet(),
        pieces,
        ..Position::default()
    };
    Junqi::from_position(world.mode(), Rules::default(), position).unwrap_or(world)
}
