//! Whole games against the computer in the console (`scripts/computer-*.txt`, run with
//! `--seed 5`): it accepts at once, answers every move, and the same seed replays the
//! same game.

use crate::scripted::{run_script_with, text};
use serde_json::Value;
use std::path::Path;

fn run_seeded(name: &str, out: &Path) -> Vec<Value> {
    run_script_with(name, out, &["--seed", "5"])
}

/// The computer's moves as the channel saw them (each post's first line: the deadline
/// after it follows the wall clock).
fn computer_moves(lines: &[Value]) -> Vec<String> {
    lines
        .iter()
        .filter(|l| l["to"] == "channel" && text(l).starts_with("Game #1 · @referee:"))
        .map(|l| text(l).lines().next().unwrap_or_default().to_string())
        .collect()
}

fn assert_whole_game(name: &str, first_status: &str) -> Vec<Value> {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run_seeded(name, dir.path());
    let begun = lines
        .iter()
        .find(|l| text(l).contains("begins"))
        .unwrap_or_else(|| panic!("{name}: never began: {lines:#?}"));
    assert_eq!(begun["game"]["status"], first_status, "{begun}");
    let errors: Vec<&Value> = lines.iter().filter(|l| l["error"] == true).collect();
    assert!(errors.is_empty(), "{name}: refused: {errors:#?}");
    assert!(
        computer_moves(&lines).len() >= 12,
        "{name}: the computer did not answer every move: {lines:#?}"
    );
    let last = lines.last().expect("some output");
    assert!(text(last).contains("wins (resignation)"), "{last}");
    assert_eq!(last["game"]["status"], "finished:referee", "{last}");
    // It never writes to anyone but the channel.
    assert!(lines
        .iter()
        .all(|l| l["to"] == "channel" || l["user"] != "referee"));
    lines
}

#[test]
fn a_whole_sword_magic_game_against_the_computer_replays_under_its_seed() {
    let first = assert_whole_game("computer-sword-magic.txt", "to_move:alice");
    let again = assert_whole_game("computer-sword-magic.txt", "to_move:alice");
    assert_eq!(computer_moves(&first), computer_moves(&again));
}

#[test]
fn a_whole_demon_game_against_the_computer() {
    assert_whole_game("computer-demon.txt", "to_move:referee");
}
