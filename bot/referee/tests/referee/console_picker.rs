//! The move picker through the real console, one script a family
//! (`tests/referee/scripts/picker-*.txt`): every action in them is played by clicks alone,
//! each lands in the channel as a typed one does, and each script's out-of-date click and
//! click by the player not to move are refused with nothing played.

use crate::scripted::{run_script_with, text};
use serde_json::Value;

/// The script's output, from a seeded run: a random layout (`deploy random`) is the same
/// every time, so each click is one the picker showed (the console refuses any other).
/// With seed 1 Blue's N1a holds no engineer, whose railway targets would come in groups.
fn lines(script: &str) -> Vec<Value> {
    let dir = tempfile::tempdir().expect("temp dir");
    run_script_with(script, dir.path(), &["--seed", "1"])
}

/// What the script's clicks played, from the pickers' "you played" lines.
fn played(lines: &[Value]) -> Vec<String> {
    lines
        .iter()
        .filter(|l| l["to"] == "picker" && l["error"] == false)
        .filter_map(|l| text(l).split("you played `").nth(1))
        .filter_map(|rest| rest.split('`').next())
        .map(str::to_string)
        .collect()
}

fn out_of_date(lines: &[Value]) -> usize {
    lines
        .iter()
        .filter(|l| l["to"] == "picker" && l["error"] == true && text(l).contains("out of date"))
        .count()
}

fn not_your_turn(lines: &[Value]) -> usize {
    lines
        .iter()
        .filter(|l| l["error"] == true && text(l) == "It is not your turn.")
        .count()
}

/// Every picked action is announced in the channel under the same words typing it would.
fn announced(lines: &[Value], action: &str) -> bool {
    lines
        .iter()
        .any(|l| l["to"] == "channel" && text(l).contains(&format!(": `{action}`")))
}

#[test]
fn sword_and_magic_by_clicks() {
    let lines = lines("picker-sword-magic.txt");
    let all = [
        "d2-d4",
        "d7-d5",
        "d4xd5",
        "a7-a6",
        "d5-d7",
        "d8xd7 +hero-call:a6",
    ];
    assert_eq!(played(&lines), all);
    for action in all {
        assert!(announced(&lines, action), "{action}");
    }
    assert!(lines
        .iter()
        .any(|l| text(l).contains("promotes to Sword Saint")));
    // The princess's skill is a step of its own: without it, or hero call.
    assert!(lines
        .iter()
        .any(|l| l["buttons"][0] == "pick:1:7:d8.d7.0"
            && l["buttons"][1] == "pick:1:7:d8.d7.+hero-call"));
    assert!(lines.iter().any(|l| text(l).contains("uses hero call")));
    assert!(out_of_date(&lines) >= 1 && not_your_turn(&lines) >= 1);
    // Board posts carry the Move button; pickers show a select of pieces, then targets.
    assert!(lines
        .iter()
        .any(|l| l["to"] == "channel" && l["buttons"][0] == "move:1"));
    let targets = lines
        .iter()
        .find(|l| l["selects"][0]["id"] == "pick:1:4:d4")
        .expect("the targets of d4");
    let labels: Vec<&str> = targets["selects"][0]["options"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|o| o["label"].as_str())
        .collect();
    assert!(labels.contains(&"d5 × Goblin"), "{labels:?}");
    assert!(lines.iter().any(|l| text(l).contains("picker closed")));
}

#[test]
fn demon_swap_or_keep_by_button_then_a_move() {
    let lines = lines("picker-demon.txt");
    assert_eq!(played(&lines), ["keep", "e4-e5", "a10-a9", "e5-e6=archer"]);
    assert!(lines.iter().any(|l| text(l).contains("promotes to Archer")));
    // The promotion form is a third step: one button a form, with Back and Cancel.
    let forms = lines
        .iter()
        .find(|l| l["buttons"][0] == "pick:1:5:e5.e6.=halberd")
        .expect("the forms of e5-e6");
    assert_eq!(forms["buttons"][1], "pick:1:5:e5.e6.=heavy_infantry");
    assert_eq!(forms["buttons"][2], "pick:1:5:e5.e6.=archer");
    let buttons = lines
        .iter()
        .find(|l| l["to"] == "picker" && l["user"] == "bob")
        .map(|l| l["buttons"].clone())
        .expect("bob's picker");
    assert_eq!(buttons[0], "pick:1:2:swap");
    assert_eq!(buttons[1], "pick:1:2:keep");
    // 23 kinds of piece: the first step is a select of groups.
    assert!(lines
        .iter()
        .any(|l| l["selects"][0]["options"][0]["value"] == "~0"));
    assert!(out_of_date(&lines) >= 1 && not_your_turn(&lines) >= 1);
}

#[test]
fn two_country_army_chess_deploys_by_button_and_moves_in_private() {
    let lines = lines("picker-liangguo.txt");
    assert_eq!(
        played(&lines),
        ["deploy default", "deploy random", "S3a-S4b", "N1a-N2b"]
    );
    // Nothing of the picker reaches the channel: every picker line is the clicker's alone.
    assert!(lines
        .iter()
        .all(|l| l["to"] != "channel" || l["selects"].is_null()));
    assert!(out_of_date(&lines) >= 1 && not_your_turn(&lines) >= 1);
}

#[test]
fn ancient_camps_by_select_then_a_split() {
    let lines = lines("picker-ancient.txt");
    assert_eq!(
        played(&lines),
        ["camps b1 d2 c4", "camps h1 f2 g4", "b1/e1", "g4-f4"]
    );
    // f4 takes a move or a split: a third step of two buttons.
    assert!(lines
        .iter()
        .any(|l| l["buttons"][0] == "pick:1:5:g4.f4.-" && l["buttons"][1] == "pick:1:5:g4.f4./"));
    assert!(out_of_date(&lines) >= 1 && not_your_turn(&lines) >= 1);
}

#[test]
fn four_country_army_chess_engineer_chosen_by_group_then_place() {
    let lines = lines("picker-siguo.txt");
    assert_eq!(
        played(&lines),
        [
            "deploy default",
            "deploy random",
            "deploy default",
            "deploy default",
            "S1a-S2b",
            "S1e-S2d",
            "S2a-C5"
        ]
    );
    for action in ["S1a-S2b", "S1e-S2d", "S2a-C5"] {
        assert!(announced(&lines, action), "{action}");
    }
    // The engineer's places on the open railway are more than a select holds: groups first.
    let groups = lines
        .iter()
        .find(|l| l["selects"][0]["id"] == "pick:1:16:S2a")
        .expect("the engineer's groups");
    let values: Vec<&str> = groups["selects"][0]["options"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|o| o["value"].as_str())
        .collect();
    assert_eq!(values, ["~0", "~1"]);
    // Every picker line stays in private.
    assert!(lines
        .iter()
        .all(|l| l["to"] != "channel" || l["selects"].is_null()));
    assert!(out_of_date(&lines) >= 1 && not_your_turn(&lines) >= 1);
}
