//! Players of the hidden-information families. Each sees only its seat's
//! [`crate::Knowledge`]; what it cannot see it samples, from the rules' own account of
//! what the seat has learnt (`rules::junqi::belief`, `rules::ancient::belief`).
//!
//! - [`army`]: army chess in every mode, flat Monte Carlo over sampled worlds
//!   ([`army_eval`]: values, evaluation and one-ply scores; [`army_threat`]: how near an
//!   enemy stands to taking a flag).
//! - [`ancient`]: 古战棋, flat Monte Carlo over worlds sampled from what the seat has
//!   learnt of decoys and ambushers ([`ancient_eval`]: values, evaluation, one-ply scores).
//! - `flat`: the flat Monte Carlo driver the two share.
//! - [`duel`]: Secret Duel, the test hidden variant.

pub mod ancient;
pub mod ancient_eval;
pub mod army;
pub mod army_eval;
pub mod army_threat;
pub mod duel;
mod flat;

pub use ancient::AncientPlayer;
pub use army::ArmyChessPlayer;
pub use duel::SecretDuelPlayer;
