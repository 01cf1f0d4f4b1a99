//! The record of an accepted action: what the referee reports (§8). Its report line is
//! written by [`super::notation`].

use super::play::{Effects, End};
use super::square::{Color, Square};

/// The record of one accepted action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Record {
    Swap { swapped: bool },
    Move(MoveRecord),
}

/// One move with its effects; `Display` gives the §8 report line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRecord {
    pub fullmove: u32,
    pub from: Square,
    pub to: Square,
    pub color: Color,
    pub notation: String,
    pub effects: Effects,
    /// Rows 1-6 of §6 after this move.
    pub end: Option<End>,
}
