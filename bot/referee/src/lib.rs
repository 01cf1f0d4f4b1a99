//! The `referee` binary's library: the command line, the config file, and the wiring of
//! a store engine to the console or the Discord shell.
//!
//! ```text
//!  referee ─┬─► console ─┐
//!           └─► discord ─┴─► core (referee-core: requests, effects, words, clock, Store)
//!                                         │
//!           store engines (referee-store: sled, PostgreSQL) ◄── opened here
//! ```
//!
//! Layers: `config` (the file) and `arena` (computer against computer) below `serve` (wiring a store to a shell) below `cli`
//! (the command line); the test `layering` in `tests/referee` fails on a circle.
pub mod arena;
pub mod cli;
pub mod config;
pub mod observe;
mod progress;
mod serve;
