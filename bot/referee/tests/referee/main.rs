//! The `referee` binary's tests, one binary: console scripts and the README's session,
//! `referee serve` against the fake Discord, shard ranges and several processes, crash
//! safety, exports and replays.

mod console_cli;
mod console_computer;
mod console_full_games;
mod console_legible;
mod console_marks;
mod console_phases;
mod console_picker;
mod console_probes;
mod console_ratings;
mod console_readme;
mod console_script;
mod console_siguo;
mod console_siguo_computers;
mod console_standins;
mod console_swaps;
mod console_tables;
mod console_tournaments;
mod console_turns;
mod crash_safety;
mod discord_serve;
mod discord_shards;
mod layering;
mod operations;
mod record_undo;
mod scaling;
mod scripted;
