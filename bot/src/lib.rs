//! The referee bot: a functional core (`Request` in, `Effect`s out) and thin shells.
//!
//! ```text
//!  console ─┐
//!  discord ─┼─► core (lifecycle, words, clock) ─► store (sled)
//!  tests   ─┘                │
//!                      rules + render
//! ```
pub mod cli;
pub mod config;
pub mod console;
pub mod core;
pub mod discord;
pub mod ids;
pub mod record;
pub mod shards;
pub mod store;

pub use crate::core::{BotError, Core, CoreConfig};
pub use crate::store::Store;
