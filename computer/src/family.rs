//! The interface every family's computer player implements.

use crate::knowledge::Knowledge;
use crate::level::{Budget, Kind};
use crate::Rng;

/// What a computer seat does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// A command in the family's notation, as a person would type it.
    Act(String),
    /// It gives up (only `hard`, on a loss it can prove).
    Resign,
    /// It has nothing to do (not its turn, or the game is over).
    Nothing,
}

/// One family's computer player. It gets the seat's [`Knowledge`] and nothing else.
pub trait FamilyPlayer: Sync {
    /// The seat's action now. Deterministic for a given knowledge, kind, budget without a
    /// wall-time cap and RNG state.
    fn choose(&self, knowledge: &Knowledge, kind: Kind, budget: Budget, rng: &mut Rng) -> Choice;

    /// Whether the seat accepts a draw offered to it. By default it declines.
    fn accepts_draw(&self, _knowledge: &Knowledge) -> bool {
        false
    }
}
