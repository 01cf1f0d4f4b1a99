//! Ratings in the bot's life: a rated game's end, `/profile`, `/leaderboard`, and the
//! server settings that turn ratings (and who may run tournaments) on or off. The pure
//! rating maths and records are `referee_ratings`.

pub(crate) mod rated;
pub(crate) mod server;
mod standings;

crate::engine::domain!(
    /// Ratings: rated games, profiles and leaderboards.
    Ranking
);
