//! Private marks in 两国军棋 through the real `referee local` binary:
//! `scripts/marks-liangguo.txt`. A mark on an enemy piece is accepted privately and
//! follows the piece when it moves; marks on an own piece, an empty post and with an
//! unknown guess are refused; a clear works once and is refused the second time; at the
//! end the marker alone is told what stood under the mark left; and nobody but the
//! marker hears of any of it.

use crate::scripted::{run_script, text};

#[test]
fn a_mark_follows_its_piece_and_reaches_only_its_marker() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run_script("marks-liangguo.txt", dir.path());
    let to_alice = |l: &&serde_json::Value| l["user"] == "alice" && l["to"] == "ephemeral";
    let said: Vec<(&str, bool)> = lines
        .iter()
        .filter(to_alice)
        .map(|l| (text(l), l["error"] == true))
        .collect();
    let expected = [
        ("Game #1: your mark on N1e is Bomb. Only you see it.", false),
        ("Your marks (1): Bomb: N2d", false),
        ("There is no piece at S1a whose kind you do not know.", true),
        ("There is no piece at C5 whose kind you do not know.", true),
        ("I know no guess called `dragon`.", true),
        ("Game #1: your mark on N2d is cleared.", false),
        ("You have no mark on N2d to clear.", true),
        ("Game #1: your mark on N2a is Major General (38).", false),
    ];
    assert_eq!(said.len(), expected.len(), "{said:#?}");
    for ((got, error), (want, refused)) in said.iter().zip(expected) {
        assert!(got.contains(want), "`{got}` should say `{want}`");
        assert_eq!(*error, refused, "{got}");
    }
    let end: Vec<&str> = lines
        .iter()
        .filter(|l| l["user"] == "alice" && l["to"] == "dm")
        .map(text)
        .filter(|t| t.contains("Your marks, with what stood there"))
        .collect();
    assert_eq!(
        end,
        ["Game #1 is over. Your marks, with what stood there:\n\
          N2a: you guessed Major General (38); it was Engineer (32)."]
    );
    for line in &lines {
        if line["user"] == "alice" && line["to"] != "channel" {
            continue;
        }
        let said = text(line).to_lowercase();
        // A player's echo of its own layout names its own bombs: its own, not a mark.
        if said.contains("your layout:") {
            continue;
        }
        for secret in ["bomb", "mark", "炸弹"] {
            assert!(!said.contains(secret), "`{secret}` told to another: {line}");
        }
    }
}
