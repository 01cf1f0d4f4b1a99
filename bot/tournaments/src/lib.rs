//! Tournaments: who plays whom, and who is ahead. The pairing and scoring here are pure
//! (no store, no words): a tournament's history in, the next round or the standings out.
//!
//! Entrants are numbered by their initial rank (0 is the top seed): by rating when ratings
//! exist, else by joining order. An entrant is a player, or a team of two in 四国军棋.
//!
//! Layers: `history` (what happened), then `berger`, `swiss` (pairing) and `standings`
//! (scoring), each over `history` alone.

pub mod berger;
pub mod history;
pub mod standings;
pub mod swiss;

pub use history::{Colour, History, Outcome, Pairing, Round};
