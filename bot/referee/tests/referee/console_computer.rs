//! Whole games against the computer in the console (`scripts/computer-*.txt`, run with
//! `--seed 5`): it accepts at once, answers every move, and the same seed replays the
//! same game; in the hidden games (两国军棋, 古战棋 with decoys and ambushes) alice and
//! the channel see only what alice's seat may know until the game ends.

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

/// The computer's actions in game 1 whose text is its secret (`text` differs from what
/// everyone saw): its layout, its sheds' `keep`/`go`, its ambush forests. Camp choices
/// are left out: the rules make them public once both are in.
fn computer_secrets(store: &Path) -> Vec<String> {
    let store = referee_store::open(store).expect("the run's store opens");
    let entry = store.game(1).expect("readable").expect("game 1 stored");
    let computer = entry
        .players
        .iter()
        .position(|p| p.name == "referee")
        .expect("the computer is seated");
    entry
        .record
        .log
        .iter()
        .filter(|e| usize::from(e.seat.0) == computer && e.text != e.public)
        .filter(|e| !e.text.starts_with("camps"))
        .map(|e| e.text.clone())
        .collect()
}

/// A whole hidden game against the computer, under `--seed 5`: every line accepted, the
/// computer answered many times, the game ended with a result, and until then alice and
/// the channel saw only what alice's seat may know.
fn assert_hidden_game_against_the_computer(name: &str, min_computer_moves: usize) -> Vec<Value> {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = dir.path().join("store");
    let store_arg = store.display().to_string();
    let lines = run_script_with(
        name,
        &dir.path().join("out"),
        &["--seed", "5", "--store", store_arg.as_str()],
    );
    let errors: Vec<&Value> = lines.iter().filter(|l| l["error"] == true).collect();
    assert!(errors.is_empty(), "{name}: refused: {errors:#?}");
    let moves = computer_moves(&lines);
    assert!(
        moves.len() >= min_computer_moves,
        "{name}: the computer played {} moves: {lines:#?}",
        moves.len()
    );
    let last = lines.last().expect("some output");
    assert_eq!(last["game"]["status"], "finished:referee", "{last}");

    // Alice is the first seat; the computer the second. Its secrets, as stored.
    let secrets = computer_secrets(&store);
    assert!(!secrets.is_empty(), "{name}: the computer kept no secret");
    let ended = lines
        .iter()
        .position(|l| {
            l["game"]["status"]
                .as_str()
                .is_some_and(|s| s.starts_with("finished"))
        })
        .expect("the game ended");
    for line in &lines[..ended] {
        // Nothing is ever sent to the computer; alice reads the channel and her DMs.
        assert!(line["user"] != "referee", "{line}");
        for secret in &secrets {
            assert!(
                !text(line).contains(secret.as_str()),
                "{secret:?} shown: {line}"
            );
        }
        if let Some(image) = line["image"].as_str() {
            let drawn_for = if line["to"] == "channel" {
                "-public.png"
            } else {
                "-seat0.png"
            };
            assert!(image.ends_with(drawn_for), "{line}");
        }
    }
    lines
}

#[test]
fn a_whole_two_player_army_chess_game_against_the_computer_hides_its_army() {
    let lines = assert_hidden_game_against_the_computer("computer-junqi-liangguo.txt", 30);
    // The channel names no piece of either army while the game is on: only alice's own
    // pieces are named, to her alone.
    let ended = lines
        .iter()
        .position(|l| text(l).contains("@referee wins"))
        .expect("the computer won");
    for line in &lines[..ended] {
        let said = text(line);
        for rank in [
            "Marshal", "General", "Colonel", "Engineer", "Landmine", "Bomb",
        ] {
            if said.contains(rank) {
                assert!(line["to"] == "dm" && line["user"] == "alice", "{line}");
                assert!(said.contains("\nYour "), "{line}");
            }
        }
    }
    let again_dir = tempfile::tempdir().expect("temp dir");
    let again = run_seeded("computer-junqi-liangguo.txt", again_dir.path());
    assert_eq!(computer_moves(&lines), computer_moves(&again));
}

#[test]
fn a_whole_ancient_game_against_the_computer_from_the_camps_to_its_win() {
    let lines = assert_hidden_game_against_the_computer("computer-ancient.txt", 40);
    // Its camps were chosen in secret and shown only once alice's were in.
    let secret_choice = lines
        .iter()
        .position(|l| text(l).starts_with("Game #1 · @referee: `camps`"))
        .expect("the computer chose its camps");
    assert!(text(&lines[secret_choice]).contains("has sent a secret choice"));
    assert!(!text(&lines[secret_choice]).contains("black camps"));
    let shown = lines
        .iter()
        .position(|l| text(l).contains("@referee: black camps"))
        .expect("its camps were shown");
    assert!(shown > secret_choice);
    assert!(text(lines.last().expect("output")).contains("@referee wins"));
}
