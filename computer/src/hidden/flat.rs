//! The flat Monte Carlo driver both hidden-information players share: sample a world
//! from what the seat has learnt, score every root action in it, add the scores up over
//! independent worlds until the node budget is spent, and play the best average.
//!
//! A family supplies what differs ([`Sampled`]): how a world is sampled, how its actions
//! are written, how one action is scored in one world, and when a world's best score
//! means the game is lost. Worlds share no statistics (the published 四国 bot found that
//! better than information-set MCTS, where a clash ends differently from world to world).

use crate::level::Budget;
use crate::search::noise;
use crate::Rng;
use std::time::Instant;

/// How one kind of player searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Plan {
    /// At most this many sampled worlds.
    pub worlds: usize,
    /// Opponent replies checked after each action (0: a one-ply choice).
    pub replies: usize,
    /// Plies of playout after the reply.
    pub playout: usize,
    /// Spread of the noise added to each action's average.
    pub noise: i32,
}

/// Counts calls into the rules so a node budget, not the clock, bounds the work.
pub(super) struct Work {
    pub nodes: u64,
    limit: u64,
    wall_ms: u64,
    started: Instant,
}

impl Work {
    /// A budget of `budget.think_ms` times the family's measured `nodes_per_ms`.
    pub fn new(budget: Budget, nodes_per_ms: u64) -> Work {
        Work {
            nodes: 0,
            limit: budget.think_ms.saturating_mul(nodes_per_ms).max(200),
            wall_ms: budget.wall_ms,
            started: Instant::now(),
        }
    }

    pub fn spent(&self) -> bool {
        self.nodes >= self.limit
            || (self.wall_ms > 0 && self.started.elapsed().as_millis() >= u128::from(self.wall_ms))
    }
}

/// What a family gives the driver.
pub(super) trait Sampled {
    type World;
    type Action;

    /// A complete world consistent with what the seat has learnt, or `None` when none
    /// can be built.
    fn sample(&self, rng: &mut Rng) -> Option<Self::World>;
    /// The seat's actions in `world`, each with the text the rules take for it.
    fn actions(&self, world: &Self::World) -> Vec<(Self::Action, String)>;
    /// What `action` is worth to the seat in `world` (replies and playouts included).
    fn value(
        &self,
        world: &Self::World,
        action: &Self::Action,
        rng: &mut Rng,
        work: &mut Work,
    ) -> i32;
    /// A world whose best action scores `best` is lost (or as good as lost).
    fn hopeless(&self, best: i32) -> bool;
}

/// What the search found.
pub(super) struct Found {
    pub command: String,
    /// In every world sampled (at least [`RESIGN_WORLDS`]), even the best action was
    /// hopeless.
    pub hopeless: bool,
}

/// A `hard` player resigns only after this many worlds, every one hopeless.
pub(super) const RESIGN_WORLDS: usize = 8;

/// The seat's action by flat Monte Carlo over at most `plan.worlds` sampled worlds,
/// among the `legal` commands of its knowledge; `None` when no world could be built or
/// none of its actions is legal (the caller then plays a legal command at random).
pub(super) fn search<S: Sampled>(
    family: &S,
    legal: &[String],
    plan: Plan,
    work: &mut Work,
    rng: &mut Rng,
) -> Option<Found> {
    let mut roots: Vec<(S::Action, String)> = Vec::new();
    let mut totals: Vec<i64> = Vec::new();
    let (mut worlds, mut hopeless) = (0, 0);
    for _ in 0..plan.worlds {
        let Some(world) = family.sample(rng) else {
            break;
        };
        if roots.is_empty() {
            roots = family
                .actions(&world)
                .into_iter()
                .filter(|(_, text)| legal.contains(text))
                .collect();
            if roots.is_empty() {
                return None;
            }
            totals = vec![0; roots.len()];
        }
        let mut best_here = i32::MIN;
        for (i, (action, _)) in roots.iter().enumerate() {
            let value = family.value(&world, action, rng, work);
            totals[i] += i64::from(value);
            best_here = best_here.max(value);
        }
        if family.hopeless(best_here) {
            hopeless += 1;
        }
        worlds += 1;
        if work.spent() {
            break;
        }
    }
    if worlds == 0 {
        return None;
    }
    let mut best: Option<(i64, usize)> = None;
    for (i, total) in totals.iter().enumerate() {
        let score = total / worlds as i64 + i64::from(noise(rng, plan.noise));
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, i));
        }
    }
    best.map(|(_, i)| Found {
        command: roots[i].1.clone(),
        hopeless: worlds >= RESIGN_WORLDS && hopeless == worlds,
    })
}
