//! 古战棋: a one-ply player over the seat's own legal commands. §5.2 K2–K5 make every
//! legal command and every claim computable from the actor's own knowledge, so this
//! player reads nothing but that list and its own view: it takes pincers and
//! encirclements it can claim, then head-on captures, then merges, then marches its
//! armies towards the opponent's base file (晋级), with noise by level. Camps and
//! supplement pieces are placed at random among the spec's allowed squares.
//!
//! It does not sample decoys or ambushers yet (see `docs/computer.md`).

use crate::family::{Choice, FamilyPlayer};
use crate::knowledge::Knowledge;
use crate::level::{Budget, Kind, Level};
use crate::search::noise;
use crate::Rng;
use rand_core::RngCore;

pub struct AncientPlayer;

/// The file (−4 for `a` … 4 for `i`) of a square written `c4`.
fn file_of(square: &str) -> Option<i32> {
    let f = square.bytes().next()?;
    (b'a'..=b'i').contains(&f).then(|| i32::from(f - b'a') - 4)
}

/// The squares a command moves between, when it is a move, capture, merge or split.
fn ends(command: &str) -> Option<(&str, &str)> {
    let word = command.split_whitespace().next()?;
    let at = word.find(['-', 'x', '+', '/'])?;
    Some((word.get(..at)?, word.get(at + 1..)?))
}

/// How much a command is worth at a glance to a seat marching in direction `ahead`.
fn glance(command: &str, ahead: i32) -> i32 {
    let word = command.split_whitespace().next().unwrap_or("");
    match word {
        "pass" | "draw" | "resign" => return -1_000,
        _ => {}
    }
    let mut score = 0;
    if command.contains("pin:") || command.contains("enc:") {
        score += 60;
    }
    if let Some((from, to)) = ends(command) {
        if word.contains('x') {
            score += 30;
        }
        if word.contains('+') {
            score += 8;
        }
        if let (Some(a), Some(b)) = (file_of(from), file_of(to)) {
            score += (b - a) * ahead * 3;
        }
    }
    score
}

impl FamilyPlayer for AncientPlayer {
    fn choose(&self, knowledge: &Knowledge, kind: Kind, _budget: Budget, rng: &mut Rng) -> Choice {
        let legal = knowledge.legal();
        if legal.is_empty() {
            return Choice::Nothing;
        }
        let placing = legal
            .iter()
            .all(|t| t.starts_with("camps") || t.starts_with("city") || t.starts_with("deploy"));
        if kind == Kind::Random || placing {
            let i = (rng.next_u64() % legal.len() as u64) as usize;
            return Choice::Act(legal[i].clone());
        }
        // Red's view is turned a quarter one way, black's the other; red marches to `i`.
        let ahead = if knowledge.view().quarter_turns == 3 {
            -1
        } else {
            1
        };
        let spread = match kind {
            Kind::Level(Level::Easy) => 25,
            Kind::Level(Level::Normal) => 6,
            _ => 2,
        };
        let mut best: Option<(i32, &String)> = None;
        for command in legal {
            let score = glance(command, ahead) + noise(rng, spread);
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, command));
            }
        }
        match best {
            Some((_, command)) => Choice::Act(command.clone()),
            None => Choice::Nothing,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claims_and_captures_come_before_marching() {
        assert!(glance("c5-e5 pin:e4", 1) > glance("c4xc5", 1));
        assert!(glance("c4xc5", 1) > glance("c4-f4", 1));
        assert!(glance("c4-f4", 1) > glance("c4-a4", 1));
        assert!(glance("pass", 1) < glance("c4-a4", 1));
    }
}
