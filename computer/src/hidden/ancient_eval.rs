//! 古战棋 values, the evaluation of a complete world and a cheap one-ply score.
//!
//! Both read a sampled world (every secret filled in), never the real game. Values are in
//! points where a 军1 is 6 and a 军2 11 (a 2 is a little more than its two halves: it
//! takes 1s head-on and alone can win by 晋级).

use rules::ancient::position::geometry;
use rules::ancient::square::DIRECTIONS;
use rules::ancient::{
    Action, AncientGame, ArmyKind, Body, GameResult, Op, Position, Side, Square, StructKind, Unit,
    UnitKind,
};

/// A won game; a loss is its negative. Sooner is better.
pub const WIN: i32 = 100_000;

/// What losing a unit costs its side.
pub fn unit_value(unit: &Unit) -> i32 {
    match unit.kind {
        // S1: a fallen king loses the whole match.
        UnitKind::Army {
            kind: ArmyKind::Wang,
            ..
        } => 40,
        UnitKind::Army { strength: 2, .. } => 11,
        UnitKind::Army { .. } => 6,
        UnitKind::Decoy { .. } => 2,
        UnitKind::Cannon => 5,
        UnitKind::Ox => 3,
        // Taking the commander wins the game (擒将).
        UnitKind::Commander => 500,
    }
}

/// What a 2 arriving on the enemy base file scores in one ply: the game is won (晋级)
/// unless the enemy removes it at once, so it ranks above a 军2 taken (3 x 11 + 4).
const ADVANCE_THREAT: i32 = 60;

/// A camp or city held: supply, shelter, and the last one lost is 釜底抽薪.
const CAMP: i32 = 9;

/// The score of a world for `me`: `±WIN` once decided, else material, camps, 晋级
/// progress and the commander's danger, as mine less the enemy's.
pub fn evaluate(game: &AncientGame, me: Side) -> i32 {
    let ply = i32::try_from(game.position.ply).unwrap_or(0);
    match game.result {
        Some(GameResult::Won { winner, .. }) if winner == me => WIN - ply,
        Some(GameResult::Won { .. }) => ply - WIN,
        Some(GameResult::Drawn(_)) => 0,
        None => side_score(&game.position, me) - side_score(&game.position, me.other()),
    }
}

/// How far a square lies from `side`'s own base file towards the enemy's (0–8).
fn progress(side: Side, sq: Square) -> i32 {
    (i32::from(sq.x()) - i32::from(geometry::base_file_x(side))) * -i32::from(side.sign())
}

fn side_score(pos: &Position, side: Side) -> i32 {
    let mut score = 0;
    let enemy = side.other();
    for (sq, unit) in pos.units() {
        if pos.controller(unit) != side {
            continue;
        }
        if unit.kind == UnitKind::Commander {
            // Enemy armies near the commander threaten 擒将.
            let near = pos
                .units()
                .filter(|(at, u)| u.side == Some(enemy) && u.is_army_like() && at.distance(sq) <= 2)
                .count() as i32;
            score -= 3 * near;
            continue;
        }
        score += unit_value(unit);
        if unit.is_real_army() && unit.real_strength() == 2 {
            score += progress(side, sq) / 2;
            if sq.x() == geometry::base_file_x(enemy) {
                score += 4;
            }
        }
        if unit.hidden {
            score += 2;
        }
        if unit.is_real_army() && pos.in_supply(side, sq) {
            score += 1;
        }
    }
    for (_, s) in pos.structures() {
        if s.side == Some(side) && matches!(s.kind, StructKind::Camp | StructKind::City) {
            score += CAMP;
        }
    }
    score
}

/// The value of the enemy units a real army of `side` arriving on `to` from `from`
/// would take by pincer or encirclement (§3.6), read off the position without playing.
fn automatic_gain(pos: &Position, side: Side, from: Square, to: Square) -> i32 {
    if !pos.in_supply(side, to) {
        return 0;
    }
    let mut gain = 0;
    for (dx, dy) in DIRECTIONS {
        let Some(v) = to.offset(dx, dy) else { continue };
        let Some(victim) = pos.visible_unit(v) else {
            continue;
        };
        if victim.side != Some(side.other()) {
            continue;
        }
        let sheltered = |kinds: &[StructKind]| {
            pos.structure(v)
                .is_some_and(|s| s.side == victim.side && kinds.contains(&s.kind))
        };
        let pinned = !sheltered(&[StructKind::Camp, StructKind::City])
            && v.offset(dx, dy)
                .is_some_and(|far| far != from && pos.is_arm(side, far));
        let mut open = false;
        let mut arms = 1;
        for n in v.neighbours().filter(|&n| n != to) {
            if n == from || pos.is_open(n) {
                open = true;
            } else if pos.is_arm(side, n) {
                arms += 1;
            }
        }
        let needed = if sheltered(&[StructKind::City]) { 3 } else { 2 };
        if pinned || (!open && arms >= needed) {
            gain += unit_value(victim);
        }
    }
    gain
}

fn body_score(pos: &Position, side: Side, body: &Body) -> i32 {
    let Some(mover) = pos.unit(body.from) else {
        return 0;
    };
    let mut score = 0;
    if let Some(target) = pos.visible_unit(body.to) {
        if target.side == Some(side.other()) {
            score += 3 * unit_value(target) + 4;
        } else {
            // A merge: a 2 again.
            score += 3;
        }
    }
    if let Some(s) = pos.structure(body.to) {
        let theirs = s.side == Some(side.other());
        let takeable = matches!(
            s.kind,
            StructKind::Camp | StructKind::City | StructKind::Granary | StructKind::Burned
        );
        if theirs && takeable && mover.is_real_army() {
            score += 30;
        }
    }
    // Leaving an own camp that an enemy army stands next to gives the camp away.
    let guards_camp = pos.structure(body.from).is_some_and(|s| {
        s.side == Some(side) && matches!(s.kind, StructKind::Camp | StructKind::City)
    });
    if guards_camp && body.op != Op::Split {
        let threatened = pos.units().any(|(at, u)| {
            u.side == Some(side.other())
                && u.is_real_army()
                && !u.hidden
                && at != body.to
                && at.distance(body.from) <= 2
        });
        if threatened {
            score -= 3 * CAMP;
        }
    }
    if mover.is_real_army() {
        score += 3 * automatic_gain(pos, side, body.from, body.to);
        if mover.real_strength() == 2 {
            score += progress(side, body.to) - progress(side, body.from);
            // A 2 on the enemy base file wins (晋级) unless it is gone by the next ply:
            // worth more than any capture, so reply checks and playouts never miss it.
            let base = geometry::base_file_x(side.other());
            if body.to.x() == base && body.from.x() != base {
                score += ADVANCE_THREAT;
            }
        }
    }
    score
}

/// A cheap one-ply score of `action` for `side` in a complete world: what it captures or
/// takes, how far a 2 advances. Used to order replies and to steer playouts.
pub fn quick_score(pos: &Position, side: Side, action: &Action) -> i32 {
    match action {
        Action::Play { body, .. } => body_score(pos, side, body),
        Action::Fire { target, .. } => pos.unit(*target).map_or(0, |u| 2 * unit_value(u)),
        Action::Burn(_) => 20,
        Action::Reinforce(_) | Action::Recruit => 8,
        Action::Charge { .. } => 4,
        Action::Shed { .. } | Action::Ambush { .. } => 1,
        Action::Pass => -20,
        Action::Withdraw => -60,
        _ => 0,
    }
}

/// For a quiet action of `side` (one that captures, pincers and takes nothing now), how
/// much it threatens next: the most valuable enemy unit next to where a real army of
/// `side` arrives (the commander above all), plus its one-ply score. `None` for an
/// action that is no quiet move.
pub fn quiet_threat(pos: &Position, side: Side, action: &Action) -> Option<i32> {
    let Action::Play { body, .. } = action else {
        return None;
    };
    let mover = pos.unit(body.from)?;
    if pos.visible_unit(body.to).is_some() || !mover.is_real_army() {
        return None;
    }
    let takes = pos
        .structure(body.to)
        .is_some_and(|s| s.side == Some(side.other()));
    if takes || automatic_gain(pos, side, body.from, body.to) > 0 {
        return None;
    }
    let threatened = body
        .to
        .neighbours()
        .filter(|&n| n != body.from)
        .filter_map(|n| pos.visible_unit(n))
        .filter(|u| u.side == Some(side.other()))
        .map(unit_value)
        .max()
        .unwrap_or(0);
    Some(threatened + body_score(pos, side, body))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn world(red: &str, black: &str) -> AncientGame {
        let pos =
            Position::from_lists(rules::ancient::Supps::NONE, red, black, "").expect("position");
        AncientGame::from_position(pos)
    }

    #[test]
    fn a_pincer_is_worth_more_than_a_quiet_move() {
        // T-style pincer: red g5-e5 would pin black's e4 against red's e3.
        let game = world(
            "G a4; M b1 c4 d6; A2 b1 c4; A1 e3 g5",
            "G i4; M h1 g4 f6; A2 h1 g4; A1 e4",
        );
        let pos = &game.position;
        let pin = rules::ancient::parse("g5-e5").ok();
        let quiet = rules::ancient::parse("g5-g6").ok();
        let score = |c: Option<rules::ancient::Command>| match c {
            Some(rules::ancient::Command::Act(a)) => quick_score(pos, Side::Red, &a),
            _ => i32::MIN,
        };
        assert!(score(pin) > score(quiet) + 10);
    }
}
