//! The computer standing in for absent people, through the real `referee local` binary
//! (issue 35): a rated 四国 table with `on_timeout=computer` and `on_deploy_timeout=computer`
//! (`scripts/standins-siguo.txt`), and `/away` and `/back` in a casual 两国 game whose
//! export marks the stand-ins' moves (`scripts/standins-away.txt`). Run with `--seed 1`,
//! so the computer's choices replay identically.

use crate::scripted::{run_script_with, text};
use serde_json::Value;

fn run(name: &str, dir: &std::path::Path) -> Vec<Value> {
    run_script_with(name, dir, &["--seed", "1"])
}

fn channel(lines: &[Value]) -> Vec<&str> {
    lines
        .iter()
        .filter(|l| l["to"] == "channel")
        .map(text)
        .collect()
}

fn to_user<'a>(lines: &'a [Value], user: &str) -> Vec<&'a str> {
    lines
        .iter()
        .filter(|l| l["user"] == user)
        .map(text)
        .collect()
}

fn errors(lines: &[Value]) -> Vec<&str> {
    lines
        .iter()
        .filter(|l| l["error"] == true)
        .map(text)
        .collect()
}

/// The index of the first channel post containing every one of `parts`.
fn post(posts: &[&str], parts: &[&str]) -> usize {
    posts
        .iter()
        .position(|p| parts.iter().all(|part| p.contains(part)))
        .unwrap_or_else(|| panic!("no post with {parts:?}: {posts:#?}"))
}

#[test]
fn a_rated_siguo_table_gets_the_computer_for_a_late_layout_and_a_late_move() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run("standins-siguo.txt", dir.path());
    let posts = channel(&lines);

    // dave's deployment deadline passed: the computer laid out his army, and the channel
    // learnt only that it did.
    let missed = post(
        &posts,
        &["@dave missed the deadline", "computer acts for @dave"],
    );
    let laid = post(
        &posts,
        &["the computer played for @dave", "@dave has deployed"],
    );
    assert!(missed < laid);
    assert!(!posts[laid].contains("Marshal") && !posts[laid].contains("layout"));
    assert!(to_user(&lines, "dave")
        .iter()
        .any(|t| t.contains("you missed the deadline, so the computer acted for you")));

    // bob's move deadline passed: the computer moved for him; no turn was skipped.
    let stood_in = post(&posts, &["the computer played for @bob", "Game #1 · @bob:"]);
    assert!(posts.iter().all(|p| !p.contains("skipped")), "{posts:#?}");
    let bob_told = to_user(&lines, "bob");
    assert!(
        bob_told
            .iter()
            .any(|t| t.contains("the computer acted for you") && t.contains("next turn is yours")),
        "{bob_told:#?}"
    );
    // Then bob moved again himself, and carol followed the stand-in's move.
    let own = post(&posts, &["Game #1 · @bob: `E1c-C6`"]);
    assert!(stood_in < own);
    assert!(!posts[own].contains("computer played"));

    // The game is rated: /away is refused, and that is the only refusal.
    let refused = errors(&lines);
    assert_eq!(refused.len(), 1, "{refused:#?}");
    assert!(refused[0].contains("is rated"), "{}", refused[0]);

    // /history marks the two stand-in actions, and only them.
    let history = to_user(&lines, "bob")
        .into_iter()
        .find(|t| t.contains("so far"))
        .expect("history");
    assert_eq!(history.matches("(stand-in)").count(), 2, "{history}");
    assert!(history.contains("dave: deploy (stand-in)"), "{history}");
    assert!(history.contains("bob: E1c-C6\n") || history.ends_with("bob: E1c-C6"));
}

#[test]
fn away_and_back_and_the_export_marks_the_stand_ins() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run("standins-away.txt", dir.path());
    let posts = channel(&lines);

    let away = post(
        &posts,
        &["@alice is away until", "the computer (level normal)"],
    );
    // bob moved; the computer answered alice's turn at once.
    let answered = post(&posts, &["the computer played for @alice"]);
    assert!(away < answered);
    assert!(to_user(&lines, "alice")
        .iter()
        .any(|t| t.contains("while you are away") && t.contains("/back")));
    // bob's /games shows alice's seat as away.
    assert!(to_user(&lines, "bob")
        .iter()
        .any(|t| t.contains("Your games") && t.contains("@alice (away)")));
    // /back ends it; a second /back is refused.
    let back = post(&posts, &["@alice is back"]);
    assert!(answered < back);
    let refused = errors(&lines);
    assert_eq!(refused.len(), 1, "{refused:#?}");
    assert!(refused[0].contains("you are not away"));
    // bob away without a duration: the computer played his turns until he resigned.
    post(&posts, &["@bob is away until"]);
    let for_bob = posts
        .iter()
        .filter(|p| p.contains("the computer played for @bob"))
        .count();
    assert!(for_bob >= 1, "{posts:#?}");

    // The exported record marks exactly the stand-ins' moves.
    let export = lines
        .iter()
        .find_map(|l| l["image"].as_str().filter(|p| p.ends_with(".txt")))
        .expect("the export");
    let record = std::fs::read_to_string(export).expect("record");
    let marked = record
        .lines()
        .filter(|l| l.ends_with("  # stand-in"))
        .count();
    assert_eq!(marked, 1 + for_bob, "{record}");
    assert!(record.contains("0: S1e-C9\n"), "{record}");
    assert!(record.contains("0: S1c-C8\n"), "{record}");
}
