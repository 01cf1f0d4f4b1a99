//! Your turn, privately, through the real `referee local` binary (issue 18, item 2):
//! `scripts/turns-hidden-army-chess.txt` (each player's own army when play begins, the
//! mover's board and a prompt each turn, and nothing more), `scripts/turns-dm-off.txt`
//! and `scripts/turns-digest.txt` (one digest a day, with `!wait`).

use crate::scripted::{run_script, text};
use serde_json::Value;
use std::path::Path;

fn run(script: &str, out: &Path) -> Vec<Value> {
    run_script(script, out)
}

/// The DMs to `who` whose text contains `words`.
fn dms<'a>(lines: &'a [Value], who: &str, words: &str) -> Vec<&'a Value> {
    lines
        .iter()
        .filter(|l| l["to"] == "dm" && l["user"] == who && text(l).contains(words))
        .collect()
}

fn image(line: &Value) -> &str {
    line["image"].as_str().unwrap_or("")
}

#[test]
fn each_player_gets_their_own_army_and_the_mover_their_board_each_turn() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run("turns-hidden-army-chess.txt", dir.path());
    for (who, seat) in [("alice", "seat0"), ("bob", "seat1")] {
        let start = dms(&lines, who, "play begins");
        assert_eq!(start.len(), 1, "{who}: {lines:#?}");
        assert!(
            image(start[0]).ends_with(&format!("-{seat}.png")),
            "{start:?}"
        );
    }
    // alice moves first (prompted with her start), then bob, alice, bob.
    let prompts: Vec<(&str, &str)> = lines
        .iter()
        .filter(|l| l["to"] == "dm" && text(l).contains("your turn"))
        .map(|l| (l["user"].as_str().unwrap_or(""), image(l)))
        .collect();
    let who: Vec<&str> = prompts.iter().map(|(w, _)| *w).collect();
    assert_eq!(who, ["alice", "bob", "alice", "bob"], "{prompts:?}");
    for (who, image) in &prompts {
        let seat = if *who == "alice" { "seat0" } else { "seat1" };
        assert!(image.ends_with(&format!("-{seat}.png")), "{who}: {image}");
        assert!(Path::new(image).is_file());
    }
    // Nothing more: the DMs are the set-up prompts, the layout echoes and these.
    assert_eq!(dms(&lines, "alice", "for example: `deploy").len(), 1);
    assert_eq!(dms(&lines, "bob", "for example: `deploy").len(), 1);
    let every_dm = lines.iter().filter(|l| l["to"] == "dm").count();
    assert_eq!(every_dm, 2 + 2 + 2 + 3, "{lines:#?}");
}

#[test]
fn turn_dm_off_keeps_the_army_at_the_start_and_drops_the_prompts() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run("turns-dm-off.txt", dir.path());
    assert!(text(&lines[0]).contains("none by DM"), "{}", lines[0]);
    assert_eq!(dms(&lines, "bob", "play begins").len(), 1);
    assert!(dms(&lines, "bob", "your turn").is_empty(), "{lines:#?}");
    assert_eq!(dms(&lines, "alice", "your turn").len(), 2);
}

#[test]
fn the_digest_comes_once_a_day_most_urgent_first() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run("turns-digest.txt", dir.path());
    let digests = dms(&lines, "alice", "Your turn in 2 games");
    assert_eq!(digests.len(), 2, "one for each day waited: {lines:#?}");
    for digest in &digests {
        let said = text(digest);
        let (first, second) = (said.find("#2").expect("#2"), said.find("#1").expect("#1"));
        assert!(first < second, "game 2's deadline is nearer: {said}");
        assert!(digest["image"].is_null());
    }
    // Between them, alice asked for /games: the first digest came before it.
    let games = lines
        .iter()
        .position(|l| text(l).starts_with("Your games"))
        .expect("/games answered");
    let first = lines
        .iter()
        .position(|l| text(l).contains("Your turn in"))
        .expect("a digest");
    assert!(first < games);
    assert!(dms(&lines, "bob", "").is_empty() && dms(&lines, "carol", "").is_empty());
}
