//! An open 四国军棋 table through the real `referee local` binary
//! (`tests/referee/scripts/siguo-open-table.txt`): joiners fill it, one leaves and another
//! takes the freed seat, the full table starts the game, and a table nobody fills lapses.

use crate::scripted::{run_script, text};
use serde_json::Value;
use std::path::Path;

const SCRIPT: &str = "siguo-open-table.txt";

fn run(out: &Path) -> Vec<Value> {
    run_script(SCRIPT, out)
}

fn channel(lines: &[Value]) -> Vec<&str> {
    lines
        .iter()
        .filter(|l| l["to"] == "channel")
        .map(text)
        .collect()
}

fn errors_to(lines: &[Value], who: &str) -> Vec<String> {
    lines
        .iter()
        .filter(|l| l["error"] == true && l["user"] == who)
        .map(|l| text(l).to_string())
        .collect()
}

#[test]
fn a_siguo_table_fills_with_joiners_one_leaves_and_another_takes_the_seat() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run(dir.path());
    let posts = channel(&lines);

    // The table shows every free seat with its team, and a Join button.
    let opened = posts[0];
    assert!(opened.contains("opened a table"), "{opened}");
    assert!(opened.contains("North (team 1): free"), "{opened}");
    assert!(opened.contains("West (team 2): free"), "{opened}");
    assert_eq!(lines[0]["buttons"][0], "join:1");

    // carol takes North, leaves it, and dave takes it.
    assert!(posts.iter().any(|p| p.contains("North (team 1): @carol")));
    assert!(posts.iter().any(|p| p.contains("@carol left table #1")));
    assert!(posts.iter().any(|p| p.contains("North (team 1): @dave")));
    assert!(errors_to(&lines, "carol")[0].contains("already have a seat"));
    assert!(errors_to(&lines, "erin")[0].contains("no seat at table #1"));
    assert!(errors_to(&lines, "erin")[1].contains("already started"));

    // frank, not seated, is offered the table by /games.
    let games = lines
        .iter()
        .find(|l| l["to"] == "ephemeral" && l["user"] == "frank")
        .map(text)
        .unwrap_or_default();
    assert!(games.contains("/join #1"), "{games}");

    // The fourth seat starts the game with the seats in the order taken.
    let begins = posts
        .iter()
        .find(|p| p.contains("begins"))
        .expect("the game begins");
    assert!(
        begins.contains("@alice (South), @bob (East), @dave (North), @erin (West)"),
        "{begins}"
    );
    let deployed = lines
        .iter()
        .filter(|l| l["to"] == "channel" && l["game"]["status"] == "to_move:alice")
        .count();
    assert_eq!(deployed, 1, "all four deployed and South moves first");

    // frank's table finds nobody within its day and lapses with a note.
    assert!(
        posts
            .iter()
            .any(|p| p.contains("Table #2 has lapsed: one seat was still free after 1 day")),
        "{posts:#?}"
    );
    assert!(errors_to(&lines, "frank")[0].contains("#2"));
}
