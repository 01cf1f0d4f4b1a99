//! Tournaments in the bot's life: `/tournament` (`commands`) and the rounds it runs
//! (`rounds`). The pure pairing, scoring and records are `crate::tournaments`.

pub(crate) mod commands;
mod rounds;
