//! What the bot crates' tests and benches share. A dev-dependency only.
//!
//! - [`harness`]: a core on an in-memory store, users by name, effect helpers.
//! - [`postgres`]: a throwaway PostgreSQL cluster.
//! - [`layering`]: the import-circle check every bot crate runs on its own modules.
//! - with the `discord` feature: [`fake_discord`] (Discord's REST API and gateway on
//!   axum), [`shell`] (the real Discord shell started against it) and [`fleet`] (several
//!   `referee serve` processes against it).
pub mod harness;
pub mod layering;
pub mod postgres;

#[cfg(feature = "discord")]
pub mod fake_discord;
#[cfg(feature = "discord")]
pub mod fleet;
#[cfg(feature = "discord")]
pub mod shell;
