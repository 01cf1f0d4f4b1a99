//! Shared by the Discord end-to-end tests and the bench.
pub mod fake_discord;
pub mod fleet;
pub mod harness;
