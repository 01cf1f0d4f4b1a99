//! The `referee` binary's library: the command line, the config file, and the wiring of
//! a store engine to the console or the Discord shell.
//!
//! ```text
//!  referee ─┬─► console ─┐
//!           └─► discord ─┴─► core (referee-core: requests, effects, words, clock, Store)
//!                                         │
//!           store engines (referee-store: sled, PostgreSQL) ◄── opened here
//! ```
pub mod cli;
pub mod config;
mod serve;
