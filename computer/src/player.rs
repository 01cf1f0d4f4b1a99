//! Which player plays which family, and the calls shells make.

use crate::fallback::Fallback;
use crate::family::{Choice, FamilyPlayer};
use crate::knowledge::Knowledge;
use crate::level::{Budget, Kind};
use crate::perfect::Perfect;
use crate::Rng;

/// The player of the family `family` (a family name, `VariantInfo::family`).
pub fn player_for(family: &str) -> &'static dyn FamilyPlayer {
    match family {
        "sword-magic" | "demon" => &Perfect,
        // ---- HIDDEN-INFORMATION FAMILIES PLUG IN HERE ----
        // `junqi` (army chess modes), `ancient` (古战棋) and `secret-duel` (the test
        // hidden variant) get their own players on top of `Knowledge`; until then they
        // play the seat's legal commands through the fallback.
        "junqi" => &crate::hidden::ArmyChessPlayer,
        "secret-duel" => &crate::hidden::SecretDuelPlayer,
        "ancient" => &crate::hidden::AncientPlayer,
        _ => &Fallback,
    }
}

/// The seat's action now, by its family's player.
pub fn choose(knowledge: &Knowledge, kind: Kind, budget: Budget, rng: &mut Rng) -> Choice {
    player_for(knowledge.variant().info().family).choose(knowledge, kind, budget, rng)
}

/// Whether the seat accepts a pending draw offer (the rule of its family's player).
pub fn accepts_draw(knowledge: &Knowledge) -> bool {
    player_for(knowledge.variant().info().family).accepts_draw(knowledge)
}
