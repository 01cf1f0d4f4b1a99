//! Ratings per server and variant, derived from finished game records.
//!
//! - Two-player games: Glicko-2 with lichess's parameters ([`params`]), one game a rating
//!   period, from the `skillratings` crate ([`glicko`]).
//! - Team games (四国军棋, 2 v 2) and games of more than two players: Weng-Lin from the same
//!   crate, each player rated from their team's result ([`teams`]).
//! - Before a game, a player's deviation grows with the time since their last rated game
//!   in the pool, as lichess does ([`params::grown_deviation`]).
//!
//! [`apply::rate`] applies one finished game to its pool; the live path (`Core::act`,
//! when a rated game ends) and `referee ratings rebuild` both call it, in the pool's order
//! of games, so a rebuild reproduces the stored pools exactly.

pub mod apply;
pub mod eligibility;
pub mod glicko;
pub mod params;
pub mod rebuild;
pub mod teams;

pub use apply::{rate, FinishedGame};
pub use eligibility::{has_computer_seat, rateable};

/// What a challenge post says about rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RatedNote {
    Rated,
    Casual,
    /// Asked for a rated game where the server turned ratings off.
    ServerOff,
}
