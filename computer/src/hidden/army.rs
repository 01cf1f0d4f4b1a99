//! The army-chess player (every mode: 四国, 两国, 暗棋, 明棋, 翻棋).
//!
//! It rebuilds what its seat has learnt ([`Belief`]) from the seat's own views, samples
//! complete worlds consistent with it, and scores each of its legal actions by flat Monte
//! Carlo: in every world, the action, then the next opponent's best few replies by a
//! one-ply score, each followed by a short mostly-greedy playout, keeping the worst
//! reply's result. Worlds are independent (no statistics shared across worlds where a
//! clash would end differently). A `fanqi` flip turns up whatever the world holds
//! there, so flips are valued as the chance events they are.
//!
//! At `hard` it resigns when in every sampled world (at least eight) even its best action
//! ends lost, or more than a 司令, 军长, 师长 and 旅长 behind, after the replies and
//! playout it checks. It accepts a draw when its sampled worlds show its team behind.

use super::army_eval::{evaluate, quick_score};
use crate::family::{Choice, FamilyPlayer};
use crate::knowledge::Knowledge;
use crate::level::{Budget, Kind, Level};
use crate::search::noise;
use crate::Rng;
use rand_core::RngCore;
use rules::junqi::belief::Belief;
use rules::junqi::deploy_plan::sensible_layout;
use rules::junqi::{Action, Junqi, Mode};
use rules::Seat;
use std::time::Instant;

/// Army chess in every mode.
pub struct ArmyChessPlayer;

/// How one kind of player searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Plan {
    /// At most this many sampled worlds.
    worlds: usize,
    /// Opponent replies checked after each action (0: a one-ply choice).
    replies: usize,
    /// Plies of playout after the reply.
    playout: usize,
    /// Spread of the noise added to each action's average.
    noise: i32,
}

impl Plan {
    fn of(kind: Kind, budget: Budget) -> Plan {
        match kind {
            Kind::Random => Plan {
                worlds: 0,
                replies: 0,
                playout: 0,
                noise: 0,
            },
            Kind::Greedy => Plan {
                worlds: 8,
                replies: 0,
                playout: 0,
                noise: 0,
            },
            Kind::Level(Level::Easy) => Plan {
                worlds: 6,
                replies: 0,
                playout: 0,
                noise: budget.noise.clamp(0, 1000) / 10,
            },
            Kind::Level(Level::Normal) => Plan {
                worlds: 16,
                replies: 2,
                playout: 2,
                noise: budget.noise.clamp(0, 1000) / 10,
            },
            Kind::Level(Level::Hard) => Plan {
                worlds: 44,
                replies: 3,
                playout: 3,
                noise: 0,
            },
        }
    }
}

/// The army-chess mode of a knowledge's variant.
pub fn mode_of(knowledge: &Knowledge) -> Option<Mode> {
    let id = knowledge.variant().info().id;
    Mode::from_id(id.strip_prefix("junqi-")?)
}

/// What the seat has learnt, from its own views in order.
pub fn belief_of(knowledge: &Knowledge) -> Option<Belief> {
    let mut belief = Belief::new(mode_of(knowledge)?, knowledge.seat());
    for view in knowledge.views() {
        belief.observe(view);
    }
    Some(belief)
}

fn pick<'a>(rng: &mut Rng, items: &'a [String]) -> Option<&'a String> {
    if items.is_empty() {
        return None;
    }
    items.get((rng.next_u64() % items.len() as u64) as usize)
}

/// Nodes (an applied action or a list of legal actions, each one call into the rules)
/// per millisecond of one idle core, measured with the `hard_against_random` test.
pub const NODES_PER_MS: u64 = 40;

/// Counts calls into the rules so a node budget, not the clock, bounds the work.
struct Work {
    nodes: u64,
    limit: u64,
    wall_ms: u64,
    started: Instant,
}

impl Work {
    fn new(budget: Budget) -> Work {
        Work {
            nodes: 0,
            limit: budget.think_ms.saturating_mul(NODES_PER_MS).max(200),
            wall_ms: budget.wall_ms,
            started: Instant::now(),
        }
    }

    fn spent(&self) -> bool {
        self.nodes >= self.limit
            || (self.wall_ms > 0 && self.started.elapsed().as_millis() >= u128::from(self.wall_ms))
    }
}

/// The index of the best action for the side to move by [`quick_score`], with a little
/// noise so playouts differ; sometimes a random one.
fn playout_choice(world: &Junqi, seat: Seat, actions: &[Action], rng: &mut Rng) -> usize {
    if rng.next_u32().is_multiple_of(8) {
        return (rng.next_u64() % actions.len() as u64) as usize;
    }
    let mut best = (i32::MIN, 0);
    for (i, a) in actions.iter().enumerate() {
        let s = quick_score(world, seat, a) * 4 + noise(rng, 3);
        if s > best.0 {
            best = (s, i);
        }
    }
    best.1
}

/// Plays `plies` mostly-greedy plies in `world`.
fn playout(world: &mut Junqi, plies: usize, rng: &mut Rng, work: &mut Work) {
    for _ in 0..plies {
        if world.is_over() {
            return;
        }
        let seat = world.turn();
        let actions = world.legal(seat);
        work.nodes += 1;
        if actions.is_empty() {
            return;
        }
        let i = playout_choice(world, seat, &actions, rng);
        work.nodes += 1;
        if world.apply(seat, &actions[i]).is_err() {
            return;
        }
    }
}

/// The value for `me` of playing `action` in `world`: the worst of the opponent's
/// `plan.replies` best replies, each followed by a playout.
fn value_of(
    world: &Junqi,
    me: Seat,
    action: &Action,
    plan: Plan,
    rng: &mut Rng,
    work: &mut Work,
) -> i32 {
    if plan.replies == 0 {
        return quick_score(world, me, action);
    }
    let mut after = world.clone();
    work.nodes += 1;
    if after.apply(me, action).is_err() {
        return i32::MIN / 2;
    }
    if after.is_over() {
        return evaluate(&after, me);
    }
    let next = after.turn();
    let replies = after.legal(next);
    work.nodes += 1;
    if after.same_team(me, next) || replies.is_empty() {
        playout(&mut after, plan.playout, rng, work);
        return evaluate(&after, me);
    }
    let mut scored: Vec<(i32, usize)> = replies
        .iter()
        .enumerate()
        .map(|(i, r)| (quick_score(&after, next, r), i))
        .collect();
    // Best replies first; ties keep the rules' order, so the choice is repeatable.
    scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut worst = i32::MAX;
    for &(_, i) in scored.iter().take(plan.replies) {
        let mut line = after.clone();
        work.nodes += 1;
        if line.apply(next, &replies[i]).is_err() {
            continue;
        }
        playout(&mut line, plan.playout, rng, work);
        worst = worst.min(evaluate(&line, me));
    }
    if worst == i32::MAX {
        evaluate(&after, me)
    } else {
        worst
    }
}

/// The seat's move by flat Monte Carlo over sampled worlds; `None` when no world could be
/// built (the caller then plays a legal command at random).
fn search(
    belief: &Belief,
    knowledge: &Knowledge,
    plan: Plan,
    budget: Budget,
    rng: &mut Rng,
) -> Option<Found> {
    let me = knowledge.seat();
    let legal = knowledge.legal();
    let mut work = Work::new(budget);
    let mut roots: Vec<(Action, String)> = Vec::new();
    let mut totals: Vec<i64> = Vec::new();
    let (mut worlds, mut hopeless) = (0, 0);
    for _ in 0..plan.worlds {
        let Some(world) = belief.sample(rng) else {
            break;
        };
        if roots.is_empty() {
            roots = world
                .legal(me)
                .into_iter()
                .map(|a| {
                    let text = world.format(&a);
                    (a, text)
                })
                .filter(|(_, text)| legal.contains(text))
                .collect();
            if roots.is_empty() {
                return None;
            }
            totals = vec![0; roots.len()];
        }
        let mut best_here = i32::MIN;
        for (i, (action, _)) in roots.iter().enumerate() {
            let value = value_of(&world, me, action, plan, rng, &mut work);
            totals[i] += i64::from(value);
            best_here = best_here.max(value);
        }
        if best_here <= -HOPELESS {
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

/// What the search found.
struct Found {
    command: String,
    /// In every world sampled (at least [`RESIGN_WORLDS`]), the best action still ended
    /// lost or [`HOPELESS`] behind.
    hopeless: bool,
}

/// A `hard` player resigns only after this many worlds, every one hopeless.
const RESIGN_WORLDS: usize = 8;

/// Behind by more than a 司令, 军长, 师长 and 旅长 together, or lost outright.
const HOPELESS: i32 = 300;

impl FamilyPlayer for ArmyChessPlayer {
    fn choose(&self, knowledge: &Knowledge, kind: Kind, budget: Budget, rng: &mut Rng) -> Choice {
        let legal = knowledge.legal();
        if legal.is_empty() {
            return Choice::Nothing;
        }
        if legal.iter().any(|t| t.starts_with("deploy")) {
            return Choice::Act(match kind {
                Kind::Random => "deploy random".to_string(),
                _ => format!("deploy {}", sensible_layout(rng).canonical()),
            });
        }
        let plan = Plan::of(kind, budget);
        let found = belief_of(knowledge)
            .filter(|_| plan.worlds > 0)
            .and_then(|belief| search(&belief, knowledge, plan, budget, rng));
        let chosen = match found {
            Some(found) if found.hopeless && kind == Kind::Level(Level::Hard) => {
                return Choice::Resign
            }
            found => found.map(|f| f.command),
        };
        match chosen.or_else(|| pick(rng, legal).cloned()) {
            Some(text) => Choice::Act(text),
            None => Choice::Nothing,
        }
    }

    /// Accepts a draw when a world sampled from what it knows shows its team behind by
    /// more than a 师长's worth.
    fn accepts_draw(&self, knowledge: &Knowledge) -> bool {
        let Some(belief) = belief_of(knowledge) else {
            return false;
        };
        let mut rng = crate::rng(knowledge.history().len() as u64);
        let worlds: Vec<Junqi> = (0..8).filter_map(|_| belief.sample(&mut rng)).collect();
        if worlds.is_empty() {
            return false;
        }
        let total: i32 = worlds.iter().map(|w| evaluate(w, knowledge.seat())).sum();
        total / (worlds.len() as i32) < -super::army_eval::value(rules::junqi::Kind::Ranked(38))
    }
}
