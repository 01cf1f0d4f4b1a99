//! A scripted four-player army-chess game through the real `referee local` binary
//! (`tests/referee/scripts/siguo-four-players.txt`): what each of the four players would notice.

use crate::scripted::{run_script, text};
use serde_json::Value;
use std::path::Path;

const SCRIPT: &str = "siguo-four-players.txt";

/// Piece names as the English catalogue writes them: none may reach the channel while
/// the game is on.
const IDENTITIES: &[&str] = &[
    "Marshal",
    "General",
    "Brigadier",
    "Colonel",
    "Major",
    "Captain",
    "Lieutenant",
    "Engineer",
    "Landmine",
    "Bomb",
    "Flag",
];

/// Each player's layout as the bot echoes it (canonical); carol's is a random draw.
const LAYOUTS: &[(&str, &str)] = &[
    (
        "alice",
        "40 34 38 33 36 / 32 B 35 / 37 34 39 38 / 36 B 37 / 32 M 33 35 32 / M F M 34 33",
    ),
    (
        "bob",
        "37 34 38 33 36 / 32 B 35 / 40 34 39 38 / 36 B 37 / 32 M 33 35 32 / M F M 34 33",
    ),
    (
        "dave",
        "39 34 38 33 36 / 32 B 35 / 40 34 37 38 / 36 B 37 / 32 M 33 35 32 / M F M 34 33",
    ),
];

fn run(out: &Path) -> Vec<Value> {
    run_script(SCRIPT, out)
}

fn status(line: &Value) -> &str {
    line["game"]["status"].as_str().unwrap_or("")
}

#[test]
fn four_players_deploy_clash_leave_and_a_team_wins() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run(dir.path());
    let errors: Vec<&Value> = lines.iter().filter(|l| l["error"] == true).collect();
    assert!(
        errors.is_empty(),
        "every line of the script is accepted: {errors:#?}"
    );

    // The result names both winners, West too although West left the game earlier.
    let end = lines
        .iter()
        .position(|l| l["to"] == "channel" && status(l).starts_with("finished:"))
        .expect("the game ends");
    assert_eq!(status(&lines[end]), "finished:bob,dave");
    assert!(
        text(&lines[end]).contains("@bob") && text(&lines[end]).contains("@dave"),
        "{}",
        lines[end]
    );
    let channel = |l: &&Value| l["to"] == "channel";
    let public: Vec<&Value> = lines[..end].iter().filter(channel).collect();
    let joined: Vec<&str> = public.iter().map(|l| text(l)).collect();
    let joined = joined.join("\n");
    // The channel saw the deployments, three clashes and two players leaving…
    assert_eq!(joined.matches("deployed").count(), 4, "{joined}");
    assert_eq!(joined.matches(" attacks ").count(), 3, "{joined}");
    // …and never an identity, a layout or a refusal.
    for name in IDENTITIES {
        assert!(!joined.contains(name), "{name} in public:\n{joined}");
    }
    for (_, layout) in LAYOUTS {
        assert!(!joined.contains(layout));
    }

    // Each layout goes only to its owner, and so does every private line.
    for (owner, layout) in LAYOUTS {
        let told: Vec<&Value> = lines.iter().filter(|l| text(l).contains(layout)).collect();
        assert!(!told.is_empty(), "{owner} hears their layout");
        for line in told {
            assert!(line["to"] == "dm" || line["to"] == "ephemeral", "{line}");
            assert_eq!(line["user"], *owner, "{owner}'s layout reached {line}");
        }
    }
    // The clash on C9: each owner hears only of its own piece; the others hear nothing.
    let clash = lines
        .iter()
        .position(|l| l["to"] == "channel" && text(l).contains("E1a-C9"))
        .expect("the first clash");
    let told: Vec<&Value> = lines[clash + 1..]
        .iter()
        .take_while(|l| l["to"] != "channel")
        .collect();
    // North, to move next, gets only its turn message (its own board and a prompt).
    let told: Vec<&Value> = told
        .into_iter()
        .filter(|l| !(l["user"] == "carol" && text(l).contains("your turn")))
        .collect();
    let users: Vec<&str> = told.iter().filter_map(|l| l["user"].as_str()).collect();
    assert!(
        users.contains(&"alice") && users.contains(&"bob"),
        "{told:#?}"
    );
    assert!(
        !users.contains(&"carol") && !users.contains(&"dave"),
        "{told:#?}"
    );

    // Images: public ones drawn from the spectator view, seats' ones only in private lines.
    for line in &lines {
        let Some(path) = line["image"].as_str() else {
            continue;
        };
        assert!(Path::new(path).is_file(), "missing {path}");
        let public_image = path.ends_with("-public.png");
        assert_eq!(public_image, line["to"] == "channel", "{line}");
    }
}
