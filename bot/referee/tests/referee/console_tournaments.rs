//! Tournaments through the real `referee` binary (`scripts/tournaments.txt`): a Swiss
//! with a withdrawal and a round deadline, and a round robin, as the channel sees them.

use crate::scripted::{run_script, text};
use serde_json::Value;

#[test]
fn a_swiss_and_a_round_robin_run_to_their_final_standings() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run_script("tournaments.txt", dir.path());
    let errors: Vec<&str> = lines
        .iter()
        .filter(|l| l["error"] == true)
        .map(text)
        .collect();
    assert!(
        errors.is_empty(),
        "every line of the script is accepted: {errors:?}"
    );
    let channel: Vec<&str> = lines
        .iter()
        .filter(|l| l["to"] == "channel")
        .map(text)
        .collect();
    let said = |needle: &str| channel.iter().filter(|t| t.contains(needle)).count();
    assert_eq!(said("round 1 of 3"), 2, "the Swiss and the round robin");
    assert_eq!(said("round 3 of 3"), 2);
    assert_eq!(said("@dave withdrew from tournament T1"), 1);
    assert_eq!(said("Round 2 of tournament T1 has reached its deadline"), 1);
    assert_eq!(
        said("Game #5 ends at the round deadline: a loss for both"),
        1
    );
    assert_eq!(said("@bob has the bye"), 1);
    assert!(
        channel
            .iter()
            .any(|t| t.contains("Tournament T1 is over. Winner: @frank")),
        "{channel:#?}"
    );
    assert!(channel
        .iter()
        .any(|t| t.contains("Tournament T2 is over. Winner: @alice")));
    // In round 3 the withdrawn player is not paired.
    let round3 = channel
        .iter()
        .find(|t| t.contains("Tournament T1, round 3 of 3"))
        .expect("round 3");
    assert!(!round3.contains("@dave"), "{round3}");
    // The standings as each reader asked for them, with their images.
    let answers: Vec<&Value> = lines
        .iter()
        .filter(|l| l["to"] == "ephemeral" && text(l).contains("T1 ·") || text(l).contains("T1 ·"))
        .collect();
    let english = answers
        .iter()
        .any(|l| text(l).contains("1. @frank — 2½ pts") && text(l).contains("(withdrawn)"));
    let chinese = answers
        .iter()
        .any(|l| text(l).contains("比赛 T1") && text(l).contains("1. @frank — 2½ 分"));
    assert!(english && chinese, "{answers:#?}");
    for line in &lines {
        if let Some(path) = line["image"].as_str().filter(|p| p.contains("standings")) {
            let bytes = std::fs::read(path).expect("the image was written");
            assert!(bytes.starts_with(b"\x89PNG"));
        }
    }
    let round_robin_final = lines
        .iter()
        .rev()
        .find(|l| text(l).contains("比赛 T2"))
        .expect("the round robin in Chinese");
    assert!(text(round_robin_final).contains("1. @alice — 2½ 分"));
}
