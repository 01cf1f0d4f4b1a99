//! Boards and posts a newcomer can read (issue 34), through the real `referee local`
//! binary: `scripts/legible-*.txt`.

use crate::scripted::{run_script, text};
use serde_json::Value;

fn to(lines: &[Value], who: &str) -> Vec<String> {
    lines
        .iter()
        .filter(|l| l["user"] == who && l["to"] != "channel")
        .map(|l| text(l).to_string())
        .collect()
}

#[test]
fn every_family_lists_its_pieces_in_english_and_in_chinese() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run_script("legible-pieces.txt", dir.path());
    let alice = to(&lines, "alice");
    let bob = to(&lines, "bob");
    for (english, glyph) in [
        ("**Knight** (骑士)", "**骑士**"),
        (
            "**Familiar** (使魔) / **Wraith** (恶灵)",
            "**使魔** / **恶灵**",
        ),
        ("**Engineer (32)** (工兵)", "**工兵**"),
        ("**Commander** (统帅)", "**统帅**"),
    ] {
        assert!(
            alice.iter().any(|t| t.contains(english)),
            "{english}: {alice:#?}"
        );
        assert!(bob.iter().any(|t| t.contains(glyph)), "{glyph}: {bob:#?}");
    }
    // Discord shows at most five messages of 2,000 characters of one reply.
    for said in alice.iter().chain(&bob) {
        assert!(said.chars().count() <= 10_000, "{said}");
    }
    // A piece page names its piece, in the script the reader's board shows.
    assert!(alice.iter().any(|t| t.starts_with("**Knight** (骑士)\n")));
    assert!(alice.iter().any(|t| t.contains("**Wraith (恶灵)**")));
}

#[test]
fn help_and_usage_in_an_army_chess_game_give_army_chess_examples() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run_script("legible-examples.txt", dir.path());
    let alice = to(&lines, "alice");
    let helps: Vec<&String> = alice.iter().filter(|t| t.starts_with("/move:")).collect();
    assert_eq!(helps.len(), 2, "{alice:#?}");
    assert!(helps[0].contains("`/move deploy default`"), "{}", helps[0]);
    assert!(helps[1].contains("`/move S1a-S2b`"), "{}", helps[1]);
    assert!(alice
        .iter()
        .any(|t| t.starts_with("/hint:") && t.contains("`/hint S1a`")));
    assert!(alice
        .iter()
        .any(|t| t.starts_with("That is not how `/hint` works") && t.contains("`/hint S1a`")));
    assert!(alice
        .iter()
        .any(|t| t.contains("cannot be read") && t.contains("`camps b1 d2 c4`")));
    assert!(!alice.iter().any(|t| t.contains("e2-e4")), "{alice:#?}");
    // Bob waits for Alice's first move: his example is a move of his own army within
    // his own arm (N), not Alice's move from hers nor a rail run into another arm.
    let bob = to(&lines, "bob");
    let bob_help = bob.iter().find(|t| t.starts_with("/move:"));
    assert!(
        bob_help.is_some_and(|t| t.contains("`/move N") && !t.contains("-S")),
        "{bob:#?}"
    );
}

#[test]
fn the_channel_keeps_the_servers_language_while_a_chinese_reader_plays() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run_script("legible-channel-language.txt", dir.path());
    let posts: Vec<&str> = lines
        .iter()
        .filter(|l| l["to"] == "channel")
        .map(text)
        .collect();
    assert!(posts.len() >= 4, "{lines:#?}");
    for post in &posts {
        let chinese = post.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
        assert!(!chinese, "not in the server's language: {post}");
    }
    assert!(posts.iter().any(|p| p.contains("@bob moves Goblin")));
    let bob = to(&lines, "bob");
    assert!(bob.iter().any(|t| t.contains("还没轮到你")), "{bob:#?}");
}

#[test]
fn short_names_are_drawn_on_the_images_a_player_asked_them_for() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run_script("legible-words.txt", dir.path());
    let images: Vec<&str> = lines
        .iter()
        .filter(|l| l["user"] == "alice")
        .filter_map(|l| l["image"].as_str())
        .collect();
    assert!(images.len() >= 4, "{lines:#?}");
    for image in images {
        let png = std::fs::read(image).expect("the image was written");
        assert!(png.starts_with(b"\x89PNG"), "{image}");
    }
}
