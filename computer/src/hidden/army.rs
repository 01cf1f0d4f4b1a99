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
use super::army_threat::{own_flags, raiders, removes_target};
use super::flat::{search, Plan, Sampled, Work};
use crate::family::{Choice, FamilyPlayer};
use crate::knowledge::Knowledge;
use crate::level::{Budget, Kind, Level};
use crate::search::noise;
use crate::Rng;
use rand_core::RngCore;
use rules::junqi::belief::Belief;
use rules::junqi::deploy_plan::sensible_layout;
use rules::junqi::{Action, Junqi, Kind as PieceKind, Mode, Pos};
use rules::Seat;

/// Army chess in every mode.
pub struct ArmyChessPlayer;

/// How each kind searches army chess in `mode`.
fn plan_of(kind: Kind, budget: Budget, mode: Option<Mode>) -> Plan {
    let noise = budget.noise.clamp(0, 1000) / 10;
    let (worlds, replies, playout, noise) = match kind {
        Kind::Random => (0, 0, 0, 0),
        Kind::Greedy => (8, 0, 0, 0),
        Kind::Level(Level::Easy) => (6, 0, 0, noise),
        Kind::Level(Level::Normal) => (16, 2, 2, noise),
        Kind::Level(Level::Hard) => (44, 3, 3, 0),
    };
    Plan {
        worlds: worlds * effort(kind, mode) as usize,
        replies,
        playout,
        noise,
    }
}

/// How many times its usual work (sampled worlds, and calls into the rules) `kind` does
/// in `mode`. `hard` does twice as much in 两国, where with the usual work it lost one
/// game in ten to `greedy` from the second side; a move there costs about a third of a
/// second of one core (`docs/computer.md`, "Twice the worlds in 两国"). The wall-time cap
/// of its budget is unchanged.
fn effort(kind: Kind, mode: Option<Mode>) -> u64 {
    match (kind, mode) {
        (Kind::Level(Level::Hard), Some(Mode::Liangguo)) => 2,
        _ => 1,
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

/// The index of the best action for the side to move by [`quick_score`], with a little
/// noise so playouts differ; sometimes a random one. A flag within reach is always
/// taken, and a raider next to the seat's own flag always answered when it can be.
fn playout_choice(world: &Junqi, seat: Seat, actions: &[Action], rng: &mut Rng) -> usize {
    if let Some(i) = urgent(world, seat, actions) {
        return i;
    }
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

/// The action a seat cannot put off, if any: taking an enemy flag, else taking (or
/// trading off) an enemy piece next to one of its team's flags, the best such by
/// [`quick_score`].
fn urgent(world: &Junqi, seat: Seat, actions: &[Action]) -> Option<usize> {
    if world.mode() == Mode::Fanqi {
        return None;
    }
    let target_of = |a: &Action| match a {
        Action::Move { to, .. } => world.piece_at(*to).map(|piece| (*to, piece)),
        _ => None,
    };
    let removes = |a: &Action| match a {
        Action::Move { from, to } => removes_target(world, *from, *to),
        _ => false,
    };
    if let Some(i) = actions
        .iter()
        .position(|a| target_of(a).is_some_and(|(_, piece)| piece.kind == PieceKind::Flag))
    {
        return Some(i);
    }
    let raiders: Vec<Pos> = own_flags(world, seat)
        .into_iter()
        .flat_map(|(at, owner)| raiders(world, at, owner))
        .map(|(at, _)| at)
        .collect();
    if raiders.is_empty() {
        return None;
    }
    actions
        .iter()
        .enumerate()
        .filter(|(_, a)| removes(a) && target_of(a).is_some_and(|(to, _)| raiders.contains(&to)))
        .map(|(i, a)| (quick_score(world, seat, a), i))
        .max_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)))
        .map(|(_, i)| i)
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
    let mut checked: Vec<usize> = scored.iter().take(plan.replies).map(|&(_, i)| i).collect();
    if let Some(raid) = raid_reply(&after, me, &replies, &scored[checked.len()..]) {
        checked.push(raid);
    }
    let mut worst = i32::MAX;
    for i in checked {
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

/// The best-scored reply among `rest` that brings an enemy piece next to a flag of
/// `me`'s team: a one-ply score ranks such a quiet step below any capture, yet it is
/// the step before the flag falls.
fn raid_reply(after: &Junqi, me: Seat, replies: &[Action], rest: &[(i32, usize)]) -> Option<usize> {
    if after.mode() == Mode::Fanqi {
        return None;
    }
    let posts: Vec<Pos> = own_flags(after, me)
        .into_iter()
        .flat_map(|(at, _)| {
            after
                .board()
                .neighbours
                .get(at.index())
                .cloned()
                .unwrap_or_default()
        })
        .map(|(q, _)| q)
        .collect();
    rest.iter()
        .map(|&(_, i)| i)
        .find(|&i| matches!(replies.get(i), Some(Action::Move { to, .. }) if posts.contains(to)))
}

/// Army chess for the shared flat Monte Carlo driver: worlds from the seat's belief.
struct ArmySearch<'a> {
    belief: &'a Belief,
    me: Seat,
    plan: Plan,
}

impl Sampled for ArmySearch<'_> {
    type World = Junqi;
    type Action = Action;

    fn sample(&self, rng: &mut Rng) -> Option<Junqi> {
        self.belief.sample(rng)
    }

    fn actions(&self, world: &Junqi) -> Vec<(Action, String)> {
        world
            .legal(self.me)
            .into_iter()
            .map(|a| {
                let text = world.format(&a);
                (a, text)
            })
            .collect()
    }

    fn value(&self, world: &Junqi, action: &Action, rng: &mut Rng, work: &mut Work) -> i32 {
        value_of(world, self.me, action, self.plan, rng, work)
    }

    fn hopeless(&self, best: i32) -> bool {
        best <= -HOPELESS
    }
}

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
        let mode = mode_of(knowledge);
        let plan = plan_of(kind, budget, mode);
        let budget = Budget {
            think_ms: budget.think_ms.saturating_mul(effort(kind, mode)),
            ..budget
        };
        let found = belief_of(knowledge)
            .filter(|_| plan.worlds > 0)
            .and_then(|belief| {
                let family = ArmySearch {
                    belief: &belief,
                    me: knowledge.seat(),
                    plan,
                };
                let mut work = Work::new(budget, NODES_PER_MS);
                search(&family, legal, plan, &mut work, rng)
            });
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
