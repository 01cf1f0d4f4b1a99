//! Test support that drives the project's own crates, so it sits above them: only the
//! crates above the core (console, store, discord, referee) dev-depend on it, and
//! nothing it depends on dev-depends on it. A dev-dependency only.
//!
//! - the crate root: a core on an in-memory store, users by name, effect helpers. The
//!   core's own tests are its first users and keep the file
//!   (`bot/core/tests/core/harness.rs`), since the core cannot dev-depend on a crate
//!   above it; this crate compiles that one file for everyone else.
//! - with the `fleet` feature: [`fleet`] (several `referee serve` processes against the
//!   fake Discord of `referee-testkit`).

#[path = "../../core/tests/core/harness.rs"]
mod scripted;
pub use scripted::*;

#[cfg(feature = "fleet")]
pub mod fleet;
