//! The core's tests, one binary: each module was its own test file before the bot was
//! split into crates. They drive `Core` directly on an in-memory store.

mod ancient_match;
mod authorization;
mod catalogue;
mod clock;
mod command_table;
mod computer;
mod computer_tables;
mod concurrency;
mod game_ids;
// The scripted core these tests drive; `referee-harness` compiles this file for the crates
// above the core, which use only parts of it.
#[allow(dead_code)]
mod harness;
mod help;
mod hidden;
mod junqi;
mod languages;
mod layering;
mod layouts;
mod leaks;
mod legible;
mod lifecycle;
mod one_pass;
mod picker;
mod probes_kept;
mod races;
mod ratings;
mod refusal_words;
mod replay;
mod rounds;
mod secret_in_channel;
mod server_settings;
mod shared_words;
mod standins;
mod tables;
mod tournament_pairing;
mod tournaments;
mod turn_messages;
mod words;
