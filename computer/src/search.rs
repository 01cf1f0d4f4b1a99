//! Iterative-deepening alpha-beta over a perfect-information family, through the
//! family's own `legal` and `apply`: a transposition table, quiescence on captures, and
//! move ordering by the table's move, captures by value, killers and history.

use crate::eval::{piece_score, Board, Table};
use crate::level::Budget;
use crate::searchable::Searchable;
use crate::Rng;
use rand_core::RngCore;
use rules::{Seat, Status, View};
use std::collections::HashMap;
use std::time::Instant;

/// A won game, less the plies it takes.
pub const MATE: i32 = 1_000_000;
const INFINITY: i32 = 2 * MATE;
/// Captures the quiescence search looks at, at most, below the horizon.
const QUIESCENCE_DEPTH: u32 = 6;
/// Entries the transposition table keeps before it starts again.
const TABLE_LIMIT: usize = 1 << 19;

/// What a search found.
#[derive(Clone, Debug)]
pub struct Found<A> {
    pub action: A,
    /// From the searching seat's side.
    pub score: i32,
    /// The deepest iteration completed (or partly searched).
    pub depth: u32,
    pub nodes: u64,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

struct Entry<A> {
    depth: u32,
    score: i32,
    bound: Bound,
    best: Option<A>,
}

pub struct Search<S: Searchable> {
    table: &'static Table,
    board: Board,
    budget: Budget,
    started: Instant,
    nodes: u64,
    limit: u64,
    stopped: bool,
    entries: HashMap<u64, Entry<S::Action>>,
    killers: Vec<[Option<S::Action>; 2]>,
    history: Vec<i32>,
}

impl<S: Searchable> Search<S> {
    /// A search of positions drawn on `view`'s board, within `budget`.
    pub fn new(view: &View, budget: Budget) -> Search<S> {
        Search {
            table: S::table(),
            board: Board::of(view),
            budget,
            started: Instant::now(),
            nodes: 0,
            limit: budget.think_ms.saturating_mul(S::NODES_PER_MS).max(200),
            stopped: false,
            entries: HashMap::new(),
            killers: Vec::new(),
            history: vec![0; S::ACTION_KEYS],
        }
    }

    /// The static evaluation of `pos` from `me`'s side.
    pub fn evaluate(&self, pos: &S, me: Seat) -> i32 {
        if let Some(score) = terminal(pos, me, 0) {
            return score;
        }
        let mut score = 0;
        pos.each_piece(&mut |owner, kind, cell| {
            let worth = piece_score(self.table, &self.board, owner, kind, cell);
            score += if owner == me { worth } else { -worth };
        });
        score
    }

    /// The best action of the seat to move in `root`, or `None` when it has none.
    pub fn best(&mut self, root: &S, rng: &mut Rng) -> Option<Found<S::Action>> {
        let me = root.side()?;
        let mut moves = root.legal(me);
        if moves.is_empty() {
            return None;
        }
        // Noise is drawn once per root action, before the search, so it depends only on
        // the seed and the position.
        let noise: Vec<i32> = moves
            .iter()
            .map(|_| noise(rng, self.budget.noise))
            .collect();
        let mut found = Found {
            action: moves[0].clone(),
            score: -INFINITY,
            depth: 0,
            nodes: 0,
        };
        let mut scores = vec![0; moves.len()];
        for depth in 1..=self.budget.max_depth.max(1) {
            self.order(root, &mut moves, 0);
            let mut alpha = -INFINITY;
            let mut best: Option<(usize, i32)> = None;
            for (i, action) in moves.iter().enumerate() {
                let window = if self.budget.noise > 0 {
                    -INFINITY
                } else {
                    alpha
                };
                let Some(score) = self.child(root, me, action, depth - 1, window, INFINITY, 1)
                else {
                    continue;
                };
                if self.stopped {
                    break;
                }
                scores[i] = score;
                let noisy = score.saturating_add(noise[i]);
                if best.is_none_or(|(_, b)| noisy > b) {
                    best = Some((i, noisy));
                }
                alpha = alpha.max(score);
            }
            if let Some((i, _)) = best {
                found = Found {
                    action: moves[i].clone(),
                    score: scores[i],
                    depth,
                    nodes: self.nodes,
                };
                // Searched first next time round.
                let key = root.key();
                self.store(key, depth, scores[i], Bound::Exact, Some(moves[i].clone()));
            }
            if self.stopped || found.score.abs() >= MATE - 1_000 || self.out_of_budget() {
                break;
            }
        }
        found.nodes = self.nodes;
        Some(found)
    }

    /// The score of `action` from `me`'s side, searching `depth` plies below it; `None`
    /// when the rules refuse it (never for an action they listed).
    #[allow(clippy::too_many_arguments)]
    fn child(
        &mut self,
        pos: &S,
        me: Seat,
        action: &S::Action,
        depth: u32,
        alpha: i32,
        beta: i32,
        ply: u32,
    ) -> Option<i32> {
        let mut next = pos.clone();
        next.apply(me, action).ok()?;
        self.nodes += 1;
        Some(match next.side() {
            None => terminal(&next, me, ply).unwrap_or(0),
            Some(side) if side == me => self.negamax(&next, depth, alpha, beta, ply),
            Some(_) => -self.negamax(&next, depth, -beta, -alpha, ply),
        })
    }

    fn negamax(&mut self, pos: &S, depth: u32, mut alpha: i32, beta: i32, ply: u32) -> i32 {
        if self.out_of_budget() {
            self.stopped = true;
            return 0;
        }
        let Some(me) = pos.side() else {
            return self.evaluate(pos, Seat(0));
        };
        if depth == 0 {
            return self.quiescence(pos, me, alpha, beta, ply, QUIESCENCE_DEPTH);
        }
        let key = pos.key();
        let original_alpha = alpha;
        if let Some(entry) = self.entries.get(&key) {
            if entry.depth >= depth {
                let hit = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => entry.score >= beta,
                    Bound::Upper => entry.score <= alpha,
                };
                if hit {
                    return entry.score;
                }
            }
        }
        let mut moves = pos.legal(me);
        if moves.is_empty() {
            return self.evaluate(pos, me);
        }
        self.order(pos, &mut moves, ply);
        let mut best_score = -INFINITY;
        let mut best_move = None;
        for action in &moves {
            let Some(score) = self.child(pos, me, action, depth - 1, alpha, beta, ply + 1) else {
                continue;
            };
            if self.stopped {
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(action.clone());
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                if pos.victim(action).is_none() {
                    self.remember_cutoff(pos, action, depth, ply);
                }
                break;
            }
        }
        let bound = if best_score <= original_alpha {
            Bound::Upper
        } else if best_score >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.store(key, depth, best_score, bound, best_move);
        best_score
    }

    fn quiescence(
        &mut self,
        pos: &S,
        me: Seat,
        mut alpha: i32,
        beta: i32,
        ply: u32,
        left: u32,
    ) -> i32 {
        let stand = self.evaluate(pos, me);
        if stand >= beta || left == 0 {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut captures: Vec<S::Action> = pos
            .legal(me)
            .into_iter()
            .filter(|a| pos.victim(a).is_some())
            .collect();
        captures.sort_by_cached_key(|a| -self.capture_order(pos, a));
        let mut best = stand;
        for action in &captures {
            if self.out_of_budget() {
                self.stopped = true;
                return best;
            }
            let mut next = pos.clone();
            if next.apply(me, action).is_err() {
                continue;
            }
            self.nodes += 1;
            let score = match next.side() {
                None => terminal(&next, me, ply + 1).unwrap_or(0),
                Some(side) if side == me => {
                    self.quiescence(&next, me, alpha, beta, ply + 1, left - 1)
                }
                Some(side) => -self.quiescence(&next, side, -beta, -alpha, ply + 1, left - 1),
            };
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        best
    }

    /// Most valuable victim first, then the least valuable attacker.
    fn capture_order(&self, pos: &S, action: &S::Action) -> i32 {
        match pos.victim(action) {
            Some(victim) => {
                let attacker = pos.mover(action).map_or(0, |k| self.table.value(k));
                self.table.value(victim) * 16 - attacker / 16 + 1_000_000
            }
            None => 0,
        }
    }

    fn order(&self, pos: &S, moves: &mut [S::Action], ply: u32) {
        let table_move = self.entries.get(&pos.key()).and_then(|e| e.best.clone());
        let killers = self.killers.get(ply as usize).cloned().unwrap_or_default();
        moves.sort_by_cached_key(|action| {
            let rank = if table_move.as_ref() == Some(action) {
                i32::MAX
            } else if pos.victim(action).is_some() {
                self.capture_order(pos, action)
            } else if killers[0].as_ref() == Some(action) {
                900_000
            } else if killers[1].as_ref() == Some(action) {
                899_999
            } else {
                self.history
                    .get(pos.action_key(action))
                    .copied()
                    .unwrap_or(0)
                    .min(800_000)
            };
            -rank
        });
    }

    fn remember_cutoff(&mut self, pos: &S, action: &S::Action, depth: u32, ply: u32) {
        let ply = ply as usize;
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None, None]);
        }
        let slot = &mut self.killers[ply];
        if slot[0].as_ref() != Some(action) {
            slot[1] = slot[0].take();
            slot[0] = Some(action.clone());
        }
        if let Some(h) = self.history.get_mut(pos.action_key(action)) {
            *h = h.saturating_add((depth * depth) as i32);
        }
    }

    fn store(&mut self, key: u64, depth: u32, score: i32, bound: Bound, best: Option<S::Action>) {
        if self.entries.len() >= TABLE_LIMIT {
            self.entries.clear();
        }
        self.entries.insert(
            key,
            Entry {
                depth,
                score,
                bound,
                best,
            },
        );
    }

    fn out_of_budget(&self) -> bool {
        if self.stopped || self.nodes >= self.limit {
            return true;
        }
        self.budget.wall_ms > 0
            && self.nodes & 255 == 0
            && self.started.elapsed().as_millis() >= u128::from(self.budget.wall_ms)
    }
}

/// The score of a finished game from `me`'s side (`None` while it goes on).
fn terminal<S: Searchable>(pos: &S, me: Seat, ply: u32) -> Option<i32> {
    match pos.status() {
        Status::Finished(outcome) => Some(if outcome.winners.is_empty() {
            0
        } else if outcome.winners.contains(&me) {
            MATE - ply as i32
        } else {
            -(MATE - ply as i32)
        }),
        _ => None,
    }
}

/// A uniform draw in `-spread..=spread`.
pub fn noise(rng: &mut Rng, spread: i32) -> i32 {
    if spread <= 0 {
        return 0;
    }
    let width = u64::from(spread.unsigned_abs()) * 2 + 1;
    (rng.next_u64() % width) as i32 - spread
}
