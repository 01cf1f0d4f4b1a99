//! Whole games through the real `referee` binary, as a player sees them in the console:
//! 魔神战棋 from the challenge to the emperor's capture (`scripts/demon-game.txt`), and a
//! 古战棋 match with decoys and ambushes until one player has no territory left
//! (`scripts/ancient-match.txt`), with its DMs to each player.

use crate::scripted::{run_script, text};
use serde_json::Value;
use std::path::Path;

fn status(line: &Value) -> &str {
    line["game"]["status"].as_str().unwrap_or("")
}

fn is_public(line: &Value) -> bool {
    line["to"] == "channel"
}

/// The first line after `from` whose text contains `needle`, with its index.
fn find<'a>(lines: &'a [Value], from: usize, needle: &str) -> (usize, &'a Value) {
    lines
        .iter()
        .enumerate()
        .skip(from)
        .find(|(_, l)| text(l).contains(needle))
        .unwrap_or_else(|| panic!("no line with {needle:?} after line {from}: {lines:#?}"))
}

fn assert_png(line: &Value) {
    let path = line["image"]
        .as_str()
        .unwrap_or_else(|| panic!("no image: {line}"));
    let bytes = std::fs::read(path).expect("image written");
    assert!(bytes.starts_with(b"\x89PNG"), "{path}");
}

#[test]
fn a_whole_demon_game_plays_in_the_console() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run_script("demon-game.txt", dir.path());

    // Accepted: Black is asked swap/keep first, and is the one to act.
    let (start, begun) = find(&lines, 0, "begins");
    assert_eq!(status(begun), "to_move:bob", "{begun}");
    assert_png(begun);
    // Red may not move before Black's answer; the refusal is Alice's alone.
    let early = &lines[start + 1];
    assert_eq!(
        (early["to"].as_str(), early["error"].as_bool()),
        (Some("ephemeral"), Some(true))
    );
    assert_eq!(early["user"], "alice");
    let (_, kept) = find(&lines, start, "`keep`");
    assert!(is_public(kept));
    assert_eq!(status(kept), "to_move:alice");

    // A promotion with two forms and no choice is refused with the forms listed.
    let (asked, choice) = find(&lines, start, "choose the form");
    assert_eq!(choice["error"], true, "{choice}");
    assert_eq!(choice["user"], "alice");
    for form in ["=archer", "=halberd", "=heavy_infantry"] {
        assert!(text(choice).contains(form), "{form} is offered: {choice}");
    }
    // The Chinese name chooses the form.
    let (_, halberd) = find(&lines, asked + 1, "g4-g7=halberd");
    assert!(is_public(halberd) && halberd["error"] == false);
    assert!(text(halberd).contains("Halberd"), "{halberd}");
    let (_, heavy) = find(&lines, asked + 1, "d10-d7=heavy_infantry");
    assert!(text(heavy).contains("Heavy"), "{heavy}");

    // A draw offer with buttons, declined; play goes on.
    let (offer_at, offer) = find(&lines, asked, "draw");
    assert!(is_public(offer));
    let buttons: Vec<&str> = offer["buttons"]
        .as_array()
        .map(|b| b.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    assert!(buttons.contains(&"draw-accept:1"), "{offer}");
    let declined = &lines[offer_at + 1];
    assert!(
        is_public(declined) && text(declined).contains("decline"),
        "{declined}"
    );
    assert!(!status(declined).starts_with("finished"), "{declined}");

    // The hint goes to the asker only, with her board.
    let (_, hint) = find(&lines, offer_at, "from d1");
    assert_eq!(
        (hint["to"].as_str(), hint["user"].as_str()),
        (Some("ephemeral"), Some("alice"))
    );
    assert_png(hint);
    assert!(hint["image"].as_str().unwrap_or("").ends_with("-seat0.png"));

    // The crossbow's capture splashes three Black pieces, each named in the post.
    let (_, splash) = find(&lines, offer_at, "m10xj13");
    assert!(is_public(splash));
    for square in ["j13", "i13", "j12", "k13"] {
        assert!(text(splash).contains(square), "{square} missing: {splash}");
    }
    assert_png(splash);

    // The emperor taken on g2 ends the game: Bob wins, and it reads so everywhere.
    let (end_at, end) = find(&lines, offer_at, "g7xg2");
    assert_eq!(status(end), "finished:bob", "{end}");
    assert!(text(end).contains("wins"), "{end}");
    assert_png(end);
    // Every accepted move was posted with the public board.
    let posts: Vec<&Value> = lines[..=end_at]
        .iter()
        .filter(|l| is_public(l) && text(l).contains("Game #1 ·"))
        .collect();
    assert!(posts.len() >= 7, "{posts:#?}");
    for post in posts {
        assert_png(post);
        assert!(post["image"]
            .as_str()
            .unwrap_or("")
            .ends_with("-public.png"));
    }
}

/// Text that would give away a secret of the ancient match in `scripts/ancient-match.txt`
/// while it is still secret: where Bob's shed left the original (it stayed on g4,
/// `keep`), Alice's probe answer, and the forest of Alice's ambush.
const ANCIENT_SECRETS: [&str; 6] = [
    "g4-e4 keep",
    "original",
    "Probe e4:",
    "decoy Decoy",
    "ambusher waits",
    "ambush c4 c6",
];

#[test]
fn an_ancient_match_with_decoys_and_ambushes_plays_until_a_side_has_no_territory() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run_script("ancient-match.txt", dir.path());
    let errors: Vec<&Value> = lines.iter().filter(|l| l["error"] == true).collect();
    assert!(
        errors.is_empty(),
        "every line of the script is legal: {errors:#?}"
    );

    // Game 1: Bob resigns; the match goes on with a new secret camp choice. Game 2: Bob
    // resigns again and has no territory left: only then does the match read finished.
    let (first_resign, game_one) = find(&lines, 0, "`resign`");
    let (second_resign, game_two) = find(&lines, first_resign + 1, "`resign`");
    assert_eq!(
        status(game_one),
        "setup",
        "one game is not the match: {game_one}"
    );
    assert!(text(game_one).contains("3 – 1"), "{game_one}");
    assert_eq!(status(game_two), "finished:alice", "{game_two}");
    assert!(text(game_two).contains("4 – 0"), "{game_two}");
    let first_finished = lines.iter().position(|l| status(l).starts_with("finished"));
    assert_eq!(first_finished, Some(second_resign));

    // Colours swap: Alice (Red) plays first in game 1, Bob (Red) in game 2.
    let first_to_move = |from: usize| {
        lines[from..]
            .iter()
            .map(status)
            .find(|s| s.starts_with("to_move:"))
    };
    assert_eq!(first_to_move(0), Some("to_move:alice"));
    assert_eq!(first_to_move(first_resign), Some("to_move:bob"));

    // No public line or public image name carries a secret; the camp choice is public only
    // once both are in, and the ambush forest only when the ambush fires.
    let (alice_camps, sent) = find(&lines, 0, "has sent a secret choice");
    assert!(!text(sent).contains("b1 c4 d6"), "{sent}");
    let (both_camps, _) = find(&lines, alice_camps + 1, "red camps b1 c4 d6");
    assert!(is_public(&lines[both_camps]) && text(&lines[both_camps]).contains("h1 g4 f6"));
    let (fired, ambush) = find(&lines, 0, "strikes c5");
    assert!(
        is_public(ambush) && text(ambush).contains("decoy"),
        "{ambush}"
    );
    for (i, line) in lines.iter().enumerate().filter(|(_, l)| is_public(l)) {
        let t = text(line);
        let leaked: Vec<&str> = ANCIENT_SECRETS
            .into_iter()
            .filter(|s| t.contains(s))
            .collect();
        assert!(leaked.is_empty(), "public line shows {leaked:?}: {line}");
        if i < fired {
            assert!(!t.contains("c6"), "the forest is public too early: {line}");
        }
        if let Some(image) = line["image"].as_str() {
            let name = Path::new(image)
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or("");
            assert!(name.ends_with("-public.png"), "{name}");
        }
    }

    // Each secret reaches its owner alone, by DM, with the owner's own board.
    for (who, secret) in [
        ("alice", "ambusher waits in c6"),
        ("bob", "original is on g4"),
        ("alice", "Probe e4: decoy"),
    ] {
        let (_, line) = find(&lines, 0, secret);
        assert_eq!(
            (line["to"].as_str(), line["user"].as_str()),
            (Some("dm"), Some(who)),
            "{line}"
        );
        let holders = lines.iter().filter(|l| text(l).contains(secret)).count();
        assert_eq!(holders, 1, "{secret} was sent more than once");
    }
    for line in lines.iter().filter(|l| l["to"] == "dm") {
        if let Some(image) = line["image"].as_str() {
            let seat = if line["user"] == "alice" {
                "seat0"
            } else {
                "seat1"
            };
            assert!(image.ends_with(&format!("-{seat}.png")), "{line}");
            assert_png(line);
        }
    }

    // /games shows the match score, game by game.
    let (_, during_one) = find(&lines, 0, "Your games");
    assert!(
        text(during_one).contains("Game 1 · territories 2–2"),
        "{during_one}"
    );
    let (_, during_two) = find(&lines, first_resign, "Your games");
    assert!(
        text(during_two).contains("Game 2 · territories 3–1"),
        "{during_two}"
    );
}
