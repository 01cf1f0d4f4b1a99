//! The 古战棋 player.
//!
//! It rebuilds what its seat has learnt of the enemy's secrets (which 军 armies may be
//! decoys, where hidden ambushers may lie: [`rules::ancient::belief`]) from the seat's
//! own views and notes, samples complete worlds consistent with it, and scores each of
//! its legal actions by flat Monte Carlo, as the army-chess player does: in every world,
//! the action, then the opponent's best few replies by a one-ply score, each followed by
//! a short mostly-greedy playout, keeping the worst reply's result. `easy` and `greedy`
//! play one ply (the action's result in each world), `easy` with noise.
//!
//! Placement is a person's: three camps that guard the HQ and supply both flanks (with
//! S12 the one set no fire can spread through), a granary in a back corner, the cannon
//! and ox on the second file. Decoys and ambushes are actions of the movement phase and
//! are chosen by the search like any other.
//!
//! At `hard` it resigns when every sampled world shows every action lost within the
//! reply and playout it checks; it accepts a draw when the worlds it samples show it
//! behind by more than a 军2.

use super::ancient_eval::{evaluate, quick_score, quiet_threat, WIN};
use super::flat::{search, Plan, Sampled, Work};
use crate::family::{Choice, FamilyPlayer};
use crate::knowledge::{Knowledge, LEGAL_LIMIT};
use crate::level::{Budget, Kind, Level};
use crate::search::noise;
use crate::Rng;
use rand_core::RngCore;
use rules::ancient::belief::Belief;
use rules::ancient::variant::supps_of;
use rules::ancient::{Action, AncientGame, Command, Phase, Side, Supps};

pub struct AncientPlayer;

/// How each kind searches 古战棋.
fn plan_of(kind: Kind, budget: Budget) -> Plan {
    let noise = budget.noise.clamp(0, 1000) / 10;
    let (worlds, replies, playout, noise) = match kind {
        Kind::Random => (0, 0, 0, 0),
        Kind::Greedy => (4, 0, 0, 0),
        Kind::Level(Level::Easy) => (4, 0, 0, noise),
        Kind::Level(Level::Normal) => (8, 2, 2, noise),
        Kind::Level(Level::Hard) => (32, 3, 3, 0),
    };
    Plan {
        worlds,
        replies,
        playout,
        noise,
    }
}

/// Rules calls (a list of legal actions or an applied action) per millisecond of one idle
/// core, measured with the arena (`docs/computer-hidden.md`).
pub const NODES_PER_MS: u64 = 12;

/// The supplements in play, from the public set-up.
fn supps(knowledge: &Knowledge) -> Supps {
    supps_of(knowledge.setup().options())
}

/// What the seat has learnt of the current game, from its own views and notes in order.
pub fn belief_of(knowledge: &Knowledge) -> Belief {
    let mut belief = Belief::new(knowledge.seat(), supps(knowledge));
    if let Some(first) = knowledge.views().next() {
        belief.observe(first, None, "", &[], &[]);
    }
    for o in knowledge.history() {
        belief.observe(
            o.view(),
            Some(o.actor()),
            o.public_notation(),
            o.events(),
            o.private_events(),
        );
    }
    belief
}

fn pick<'a>(rng: &mut Rng, items: &'a [String]) -> Option<&'a String> {
    if items.is_empty() {
        return None;
    }
    items.get((rng.next_u64() % items.len() as u64) as usize)
}

fn apply(world: &mut AncientGame, side: Side, action: &Action, work: &mut Work) -> bool {
    work.nodes += 1;
    world.apply(side, &Command::Act(action.clone())).is_ok()
}

/// The best action for the side to move by [`quick_score`], with a little noise so
/// playouts differ; sometimes a random one.
fn playout_choice(world: &AncientGame, side: Side, actions: &[Action], rng: &mut Rng) -> usize {
    if rng.next_u32().is_multiple_of(8) {
        return (rng.next_u64() % actions.len() as u64) as usize;
    }
    let mut best = (i32::MIN, 0);
    for (i, a) in actions.iter().enumerate() {
        let s = quick_score(&world.position, side, a) * 4 + noise(rng, 3);
        if s > best.0 {
            best = (s, i);
        }
    }
    best.1
}

fn playout(world: &mut AncientGame, plies: usize, rng: &mut Rng, work: &mut Work) {
    for _ in 0..plies {
        if world.phase != Phase::Play {
            return;
        }
        let side = world.position.to_move();
        let actions = world.legal(side);
        work.nodes += 1;
        if actions.is_empty() {
            return;
        }
        let i = playout_choice(world, side, &actions, rng);
        if !apply(world, side, &actions[i], work) {
            return;
        }
    }
}

/// The value for `me` of playing `action` in `world`: its result at once for a one-ply
/// plan, else the worst of the opponent's `plan.replies` best replies and its most
/// threatening quiet reply, each followed by a playout, plus the result at once.
fn value_of(
    world: &AncientGame,
    me: Side,
    action: &Action,
    plan: Plan,
    rng: &mut Rng,
    work: &mut Work,
) -> i32 {
    let mut after = world.clone();
    if !apply(&mut after, me, action, work) {
        return i32::MIN / 2;
    }
    if plan.replies == 0 || after.phase != Phase::Play {
        return evaluate(&after, me);
    }
    let next = after.position.to_move();
    let replies = after.legal(next);
    work.nodes += 1;
    let mut scored: Vec<(i32, usize)> = replies
        .iter()
        .enumerate()
        .map(|(i, r)| (quick_score(&after.position, next, r), i))
        .collect();
    // Best replies first; ties keep the rules' order, so the choice is repeatable.
    scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut checked: Vec<usize> = scored.iter().take(plan.replies).map(|&(_, i)| i).collect();
    // The best quiet reply too: one that takes nothing now but sets up a capture, a
    // pincer or a threat to the commander, which a one-ply score ranks below any capture.
    let quiet = scored
        .iter()
        .skip(plan.replies)
        .filter_map(|&(_, i)| Some((quiet_threat(&after.position, next, &replies[i])?, i)))
        .max_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
    if let Some((_, i)) = quiet {
        checked.push(i);
    }
    let mut worst = i32::MAX;
    for i in checked {
        let mut line = after.clone();
        if !apply(&mut line, next, &replies[i], work) {
            continue;
        }
        playout(&mut line, plan.playout, rng, work);
        worst = worst.min(evaluate(&line, me));
    }
    let now = evaluate(&after, me);
    if worst == i32::MAX {
        now
    } else {
        // What the action itself wins counts again: a capture the playout would also
        // find later is worth more taken now, before the opponent can save the piece.
        worst.saturating_add(now)
    }
}

/// 古战棋 for the shared flat Monte Carlo driver: worlds from the seat's belief.
struct AncientSearch<'a> {
    belief: &'a Belief,
    me: Side,
    plan: Plan,
}

impl Sampled for AncientSearch<'_> {
    type World = AncientGame;
    type Action = Action;

    fn sample(&self, rng: &mut Rng) -> Option<AncientGame> {
        self.belief.sample(rng)
    }

    fn actions(&self, world: &AncientGame) -> Vec<(Action, String)> {
        world
            .legal(self.me)
            .into_iter()
            .map(|a| {
                let text = a.to_string();
                (a, text)
            })
            .collect()
    }

    fn value(&self, world: &AncientGame, action: &Action, rng: &mut Rng, work: &mut Work) -> i32 {
        value_of(world, self.me, action, self.plan, rng, work)
    }

    fn hopeless(&self, best: i32) -> bool {
        best <= -WIN / 2
    }
}

/// The camp sites of red's half a person would build on (red's names; black's are the
/// mirror image), with weights. With S12 only b1 c4 b7 has no two camps within 3, so
/// no fire spreads between them.
fn camp_sets(supps: Supps) -> &'static [([&'static str; 3], u64)] {
    if supps.has(12) {
        &[(["b1", "c4", "b7"], 1)]
    } else {
        &[
            (["d2", "c4", "d6"], 3),
            (["b1", "c4", "b7"], 2),
            (["d2", "c4", "b7"], 1),
            (["b1", "c4", "d6"], 1),
        ]
    }
}

/// `c4` for red is `g4` for black: files mirror a↔i, b↔h, c↔g, d↔f.
fn mirrored(square: &str, side: Side) -> String {
    match (side, square.as_bytes()) {
        (Side::Black, [f, rank]) => format!("{}{}", char::from(b'a' + b'i' - f), char::from(*rank)),
        _ => square.to_string(),
    }
}

/// P2: a sensible set of camps (and, with S3, a city on one of the two sites left).
fn choose_camps(knowledge: &Knowledge, side: Side, rng: &mut Rng) -> Option<String> {
    let sets = camp_sets(supps(knowledge));
    let total: u64 = sets.iter().map(|(_, w)| w).sum();
    let mut at = rng.next_u64() % total.max(1);
    let mut chosen = sets.first()?.0;
    for (set, w) in sets {
        if at < *w {
            chosen = *set;
            break;
        }
        at -= w;
    }
    let mut want: Vec<String> = chosen.iter().map(|s| mirrored(s, side)).collect();
    want.sort();
    let fits: Vec<String> = knowledge
        .legal()
        .iter()
        .filter(|text| {
            let mut camps: Vec<String> = text
                .split_whitespace()
                .skip(1)
                .take(3)
                .map(str::to_string)
                .collect();
            camps.sort();
            camps == want
        })
        .cloned()
        .collect();
    pick(rng, &fits).cloned()
}

/// One of `options` not `used` yet, at random; it is then used.
fn take(options: Vec<String>, used: &mut Vec<String>, rng: &mut Rng) -> Option<String> {
    let left: Vec<String> = options.into_iter().filter(|o| !used.contains(o)).collect();
    let choice = pick(rng, &left)?.clone();
    used.push(choice.clone());
    Some(choice)
}

/// P4: the granary in a back corner, the cannon and the ox on the second file, each on
/// a square the placement rules allow (an empty square of the back two files that is no
/// HQ square, camp site or village).
fn choose_deploy(knowledge: &Knowledge, side: Side, rng: &mut Rng) -> Option<String> {
    let view = knowledge.view();
    let allowed: Vec<&str> = view
        .board
        .cells
        .iter()
        .filter(|c| c.piece.is_none())
        .filter(|c| matches!(c.kind.as_str(), "light" | "dark"))
        .map(|c| c.name.as_str())
        .filter(|n| {
            let file = n.as_bytes().first().copied().unwrap_or(b'e');
            match side {
                Side::Red => file <= b'b',
                Side::Black => file >= b'h',
            }
        })
        .collect();
    let base = if side == Side::Red { 'a' } else { 'i' };
    let second = if side == Side::Red { 'b' } else { 'h' };
    let on = |file: char, ranks: &[char]| -> Vec<String> {
        allowed
            .iter()
            .filter(|n| n.starts_with(file) && n.chars().nth(1).is_some_and(|r| ranks.contains(&r)))
            .map(|n| n.to_string())
            .collect()
    };
    let slots = knowledge.legal().first()?.clone();
    let anywhere: Vec<String> = allowed.iter().map(|s| s.to_string()).collect();
    let mut used: Vec<String> = Vec::new();
    let mut text = String::from("deploy");
    let items = [
        ("cannon", on(second, &['2', '3', '5', '6'])),
        ("granary", on(base, &['0', '1', '7', '8'])),
        ("ox", on(second, &['0', '2', '3', '5', '6', '8'])),
    ];
    for (item, preferred) in items {
        if !slots.split_whitespace().any(|w| w == item) {
            continue;
        }
        let square =
            take(preferred, &mut used, rng).or_else(|| take(anywhere.clone(), &mut used, rng))?;
        text.push_str(&format!(" {item} {square}"));
    }
    let legal = knowledge.legal();
    // The legal list may be cut short; a full list cannot vouch for what it left out.
    (legal.len() >= LEGAL_LIMIT || legal.contains(&text)).then_some(text)
}

impl FamilyPlayer for AncientPlayer {
    fn choose(&self, knowledge: &Knowledge, kind: Kind, budget: Budget, rng: &mut Rng) -> Choice {
        let legal = knowledge.legal();
        if legal.is_empty() {
            return Choice::Nothing;
        }
        let belief = belief_of(knowledge);
        let side = belief.side();
        let placing = if legal.iter().all(|t| t.starts_with("camps")) {
            Some(true)
        } else if legal.iter().all(|t| t.starts_with("deploy")) {
            Some(false)
        } else {
            None
        };
        let chosen = match (kind, placing) {
            (Kind::Random, _) => None,
            (_, Some(true)) => choose_camps(knowledge, side, rng),
            (_, Some(false)) => choose_deploy(knowledge, side, rng),
            (_, None) => {
                let plan = plan_of(kind, budget);
                let family = AncientSearch {
                    belief: &belief,
                    me: side,
                    plan,
                };
                let mut work = Work::new(budget, NODES_PER_MS);
                match search(&family, legal, plan, &mut work, rng) {
                    Some(found) if found.hopeless && kind == Kind::Level(Level::Hard) => {
                        return Choice::Resign
                    }
                    Some(found) => Some(found.command),
                    None => None,
                }
            }
        };
        match chosen.or_else(|| pick(rng, legal).cloned()) {
            Some(text) => Choice::Act(text),
            None => Choice::Nothing,
        }
    }

    /// Accepts a draw when the worlds it samples from what it knows show it behind by
    /// more than a 军2.
    fn accepts_draw(&self, knowledge: &Knowledge) -> bool {
        let belief = belief_of(knowledge);
        let mut rng = crate::rng(knowledge.history().len() as u64);
        let worlds: Vec<AncientGame> = (0..8).filter_map(|_| belief.sample(&mut rng)).collect();
        if worlds.is_empty() {
            return false;
        }
        let me = belief.side();
        let total: i64 = worlds.iter().map(|w| i64::from(evaluate(w, me))).sum();
        total / (worlds.len() as i64) < -11
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn black_camps_mirror_red_ones() {
        assert_eq!(mirrored("c4", Side::Black), "g4");
        assert_eq!(mirrored("b1", Side::Black), "h1");
        assert_eq!(mirrored("d6", Side::Red), "d6");
    }

    #[test]
    fn with_burning_camps_no_two_camps_are_within_three() {
        let [a, b, c] = camp_sets(Supps::NONE.with(12))[0].0;
        let at = |s: &str| {
            let b = s.as_bytes();
            (i32::from(b[0]), i32::from(b[1]))
        };
        for (p, q) in [(a, b), (b, c), (a, c)] {
            let (p, q) = (at(p), at(q));
            assert!((p.0 - q.0).abs() + (p.1 - q.1).abs() > 3, "{p:?} {q:?}");
        }
    }
}
