//! 古战棋 probe results kept (§5.2 K7) through the real `referee local` binary:
//! `scripts/probes-kept.txt`. A decoy probed and then moved is listed in the prober's
//! `/mine` at its new square; the channel and the probed player never hear of it
//! (`scripts/probes-shed.txt`): a probed real army that sheds is no longer listed.

use crate::scripted::{run_script, text};

#[test]
fn a_probed_decoy_is_listed_at_its_new_square_in_the_probers_mine_only() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run_script("probes-kept.txt", dir.path());
    let held = "Probe results you hold: e5: decoy Decoy 2 (probed at e4).";
    let mine: Vec<&str> = lines
        .iter()
        .filter(|l| l["user"] == "alice" && text(l).starts_with("Your view of game #1"))
        .map(text)
        .collect();
    assert_eq!(mine.len(), 1, "{lines:#?}");
    assert!(mine[0].contains(held), "{}", mine[0]);

    let bob_mine = lines
        .iter()
        .filter(|l| l["user"] == "bob" && text(l).starts_with("Your view of game #1"))
        .count();
    assert_eq!(bob_mine, 1, "{lines:#?}");
    for line in &lines {
        let to_alice = line["user"] == "alice" && line["to"] != "channel";
        if to_alice {
            continue;
        }
        let said = text(line).to_lowercase();
        for secret in ["decoy", "probe results", "probed at"] {
            assert!(!said.contains(secret), "`{secret}` told to another: {line}");
        }
    }
}

#[test]
fn a_probed_real_army_that_sheds_is_no_longer_listed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run_script("probes-shed.txt", dir.path());
    let mine: Vec<&str> = lines
        .iter()
        .filter(|l| l["user"] == "alice" && text(l).starts_with("Your view of game #1"))
        .map(text)
        .collect();
    assert_eq!(mine.len(), 2, "{lines:#?}");
    assert!(
        mine[0].contains("Probe results you hold: g4: real Army 2."),
        "{}",
        mine[0]
    );
    assert!(!mine[1].contains("Probe results"), "{}", mine[1]);
}
