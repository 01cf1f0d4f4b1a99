//! What the core counts, through the `metrics` facade: the binary installs a recorder
//! (Prometheus), every other user of the core (console, tests) records into nothing.
//! The metric names are listed in docs/operations.md; a test of the `referee` crate
//! checks the list against what the process exports.
//!
//! Labels carry command names, variant ids and outcomes only: never a user, a game's
//! content or a hidden piece.

use crate::request::Command;
use referee_storage::records::{GameEntry, Phase};
use std::time::Instant;

/// One request handled: `outcome` is `answered`, `refused` or `duplicate`.
pub fn request_handled(command: &Command, outcome: &'static str) {
    metrics::counter!(
        "referee_requests_total",
        "command" => command.name(),
        "outcome" => outcome
    )
    .increment(1);
}

/// A game stored: count the actions it gained, and its start and end.
pub fn game_saved(before: Option<(usize, Phase)>, after: &GameEntry) {
    let variant = after.record.variant.as_str();
    let (logged, phase) = before
        .map(|(logged, phase)| (logged, Some(phase)))
        .unwrap_or((0, None));
    let applied = after.record.log.len().saturating_sub(logged);
    if applied > 0 {
        metrics::counter!("referee_moves_total", "variant" => variant).increment(applied as u64);
    }
    let was_open = phase.as_ref().is_none_or(is_open);
    let was_playing = phase == Some(Phase::Playing);
    if !was_playing && after.phase == Phase::Playing {
        metrics::counter!("referee_games_started_total", "variant" => variant).increment(1);
    }
    if phase.is_none() && after.is_open() {
        metrics::gauge!("referee_open_games", "variant" => variant).increment(1.0);
    }
    if was_open && phase.is_some() && !after.is_open() {
        metrics::gauge!("referee_open_games", "variant" => variant).decrement(1.0);
        if after.phase == Phase::Finished {
            metrics::counter!("referee_games_finished_total", "variant" => variant).increment(1);
        }
    }
}

fn is_open(phase: &Phase) -> bool {
    matches!(phase, Phase::Challenge | Phase::Playing)
}

/// Seconds a store operation took, by backend (`sled`, `postgres`, `memory`).
pub fn store_timed<T>(backend: &'static str, operation: &'static str, f: impl FnOnce() -> T) -> T {
    let started = Instant::now();
    let result = f();
    metrics::histogram!(
        "referee_store_operation_seconds",
        "backend" => backend,
        "operation" => operation
    )
    .record(started.elapsed().as_secs_f64());
    result
}

/// One board drawn and how long it took.
pub fn board_rendered(started: Instant) {
    metrics::histogram!("referee_render_seconds").record(started.elapsed().as_secs_f64());
}

/// Games whose deadline, reminder or challenge expiry came due.
pub fn timers_fired(count: usize) {
    if count > 0 {
        metrics::counter!("referee_deadlines_fired_total").increment(count as u64);
    }
}

/// The open games at start-up, by variant, as the `referee_open_games` gauge's start.
pub fn open_games_at_start(by_variant: &[(&'static str, u64)]) {
    for (variant, count) in by_variant {
        metrics::gauge!("referee_open_games", "variant" => *variant).set(*count as f64);
    }
}
