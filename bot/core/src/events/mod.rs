//! Tournaments in the bot's life: `/tournament` (`commands`) and the rounds it runs
//! (`pairing`, `results`, `clock`, `posts`). The pure pairing, scoring and records are `crate::tournaments`.

mod clock;
pub(crate) mod commands;
mod pairing;
mod posts;
mod results;

crate::engine::domain!(
    /// Tournaments: their commands, pairings, results, clock and posts.
    Tournaments
);
