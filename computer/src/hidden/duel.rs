//! Secret Duel, the test hidden variant: every unprobed cell is as likely as any other to
//! hide an opponent's treasure (nothing a seat sees tells them apart), so every level
//! hides and probes uniformly at random among its own legal commands. Its point is the
//! seam, not the play: it proves a hidden family's player gets only its seat's knowledge.

use crate::family::{Choice, FamilyPlayer};
use crate::knowledge::Knowledge;
use crate::level::{Budget, Kind};
use crate::Rng;
use rand_core::RngCore;

pub struct SecretDuelPlayer;

impl FamilyPlayer for SecretDuelPlayer {
    fn choose(&self, knowledge: &Knowledge, _kind: Kind, _budget: Budget, rng: &mut Rng) -> Choice {
        let legal = knowledge.legal();
        if legal.is_empty() {
            return Choice::Nothing;
        }
        let i = (rng.next_u64() % legal.len() as u64) as usize;
        Choice::Act(legal[i].clone())
    }
}
