//! The stand-in player for families whose own player has not landed yet: a legal command
//! of the seat, chosen from the seat's own list only.

use crate::family::{Choice, FamilyPlayer};
use crate::knowledge::Knowledge;
use crate::level::{Budget, Kind};
use crate::Rng;
use rand_core::RngCore;

pub struct Fallback;

impl FamilyPlayer for Fallback {
    /// Every kind plays a random legal command, except that all but `random` prefer one
    /// written as a capture (`x`).
    fn choose(&self, knowledge: &Knowledge, kind: Kind, _budget: Budget, rng: &mut Rng) -> Choice {
        let legal = knowledge.legal();
        let captures: Vec<&String> = legal.iter().filter(|t| t.contains('x')).collect();
        let pool: Vec<&String> = if kind != Kind::Random && !captures.is_empty() {
            captures
        } else {
            legal.iter().collect()
        };
        if pool.is_empty() {
            return Choice::Nothing;
        }
        let i = (rng.next_u64() % pool.len() as u64) as usize;
        Choice::Act(pool[i].clone())
    }
}
