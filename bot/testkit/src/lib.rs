//! What the bot crates' tests and benches share that needs none of the project's
//! crates, so that any of them may dev-depend on it. A dev-dependency only.
//!
//! - [`postgres`]: a throwaway PostgreSQL cluster.
//! - [`layering`]: the import-circle check every crate runs on its own modules (the
//!   `layering` crate, re-exported).
//! - with the `discord` feature: [`fake_discord`] (Discord's REST API and gateway on
//!   axum).
//!
//! What drives the project's own crates sits above them: the scripted core and the
//! fleets of `referee serve` processes in `referee-harness` (`bot/harness`), the real
//! Discord shell beside the Discord crate's tests (`bot/discord/tests/discord/shell.rs`).
pub use layering;
pub mod postgres;

#[cfg(feature = "discord")]
pub mod fake_discord;
