//! Every phase says what to send (issue 34): each set-up phase's private instructions,
//! `#id` on private lines with two games open, and the 魔神战棋 player not to move told
//! it is not their turn, through the real `referee local` binary: `scripts/phases-*.txt`.

use crate::scripted::{run_script, text};
use serde_json::Value;

/// What `who` alone was shown (DMs and replies only they see), in order.
fn to(lines: &[Value], who: &str) -> Vec<String> {
    lines
        .iter()
        .filter(|l| l["user"] == who && l["to"] != "channel")
        .map(|l| text(l).to_string())
        .collect()
}

fn channel(lines: &[Value]) -> Vec<&str> {
    lines
        .iter()
        .filter(|l| l["to"] == "channel")
        .map(text)
        .collect()
}

/// The set-up prompts `who` received by DM for game `id`, each with its example.
fn setup_prompts(lines: &[Value], who: &str, id: u64) -> Vec<String> {
    let opening = format!("Game #{id}: your set-up.");
    lines
        .iter()
        .filter(|l| l["user"] == who && l["to"] == "dm")
        .map(text)
        .filter(|t| t.starts_with(&opening))
        .map(str::to_string)
        .collect()
}

fn assert_told(lines: &[Value], who: &str, id: u64, example: &str) {
    let prompts = setup_prompts(lines, who, id);
    assert!(
        prompts
            .iter()
            .any(|p| p.contains("send it to me here") && p.contains(&format!("`{example}`"))),
        "@{who} in game #{id} is not told to send `{example}`: {prompts:#?}"
    );
}

#[test]
fn every_set_up_phase_tells_each_player_privately_what_to_send() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run_script("phases-setup.txt", dir.path());
    let posts = channel(&lines);
    let accepted = |post: &str| posts.iter().any(|p| p.contains(post));

    // 两国 (#1) and 四国 (#2): every player is asked for a layout, and the example sent
    // back as it stands is taken.
    for who in ["alice", "bob"] {
        assert_told(&lines, who, 1, "deploy default");
    }
    for who in ["alice", "bob", "carol", "dave"] {
        assert_told(&lines, who, 2, "deploy default");
        assert!(
            accepted(&format!("Game #2 · @{who}: `deploy`\n@{who} has deployed")),
            "{posts:#?}"
        );
    }
    // Secret Duel (#3): each hides, as the example says.
    for who in ["alice", "bob"] {
        assert_told(&lines, who, 3, "hide a1");
    }
    assert!(accepted("@bob hid a treasure"), "{posts:#?}");

    // 魔神战棋 (#4): Black's swap-or-keep is its first turn; a player who asked for turn
    // DMs is told by DM, /help gives `swap` as the example, a move is refused with what
    // to answer, and the answer is taken.
    let bob = to(&lines, "bob");
    assert!(
        bob.iter().any(|t| t.starts_with("Game #4: your turn")
            && t.contains("Your answer is one of:")
            && t.contains("`swap`")
            && t.contains("`keep`")),
        "{bob:#?}"
    );
    assert!(
        bob.iter()
            .any(|t| t.starts_with("/move:") && t.contains("`/move swap`")),
        "{bob:#?}"
    );
    assert!(
        bob.iter().any(|t| t == "Black first answers swap or keep."),
        "{bob:#?}"
    );
    assert!(
        accepted("@bob swaps its demon god and priest."),
        "{posts:#?}"
    );

    // 古战棋 (#5): camps for each side's own half, asked again (sides swapped) when the
    // match's next game begins.
    assert_told(&lines, "alice", 5, "camps b1 d2 c4");
    assert_told(&lines, "bob", 5, "camps h1 f2 g4");
    assert!(
        accepted("@alice: red camps b1 d2 c4\n@bob: black camps h1 f2 g4"),
        "{posts:#?}"
    );
    assert!(accepted("Game 2 begins: choose your camps again."));
    let alice_prompts = setup_prompts(&lines, "alice", 5);
    let bob_prompts = setup_prompts(&lines, "bob", 5);
    assert_eq!(alice_prompts.len(), 2, "{alice_prompts:#?}");
    assert_eq!(bob_prompts.len(), 2, "{bob_prompts:#?}");
    assert!(alice_prompts[1].contains("`camps h1 f2 g4`"));
    assert!(bob_prompts[1].contains("`camps b1 d2 c4`"));

    // A set-up prompt comes once per phase, never again as the others answer.
    for (who, id) in [("alice", 1), ("dave", 2), ("bob", 3)] {
        assert_eq!(setup_prompts(&lines, who, id).len(), 1, "@{who} #{id}");
    }
}

#[test]
fn a_game_id_anywhere_on_a_private_line_sends_it_to_that_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run_script("phases-ids.txt", dir.path());
    let posts = channel(&lines);
    // Each open game, in the order the lines were sent: `deploy default #2` and
    // `#2 deploy default` both go to game 2 (not read as a 26th layout token), then
    // `deploy default #1` to game 1; `camps b1 c4 d6 #4` to game 4, `camps #3 …` to 3.
    let answered: Vec<&str> = posts
        .iter()
        .copied()
        .filter(|p| p.contains("has deployed") || p.contains("has sent a secret choice"))
        .collect();
    let expected = [
        "Game #2 · @alice: `deploy`",
        "Game #2 · @bob: `deploy`",
        "Game #1 · @alice: `deploy`",
        "Game #4 · @alice: `camps`",
        "Game #3 · @bob: `camps`",
    ];
    assert_eq!(answered.len(), expected.len(), "{answered:#?}");
    for (post, opening) in answered.iter().zip(expected) {
        assert!(post.starts_with(opening), "{post}, not {opening}");
    }
    let alice = to(&lines, "alice");
    assert!(
        alice
            .iter()
            .any(|t| t.starts_with("Game #4, for you only:") && t.contains("camps b1 c4 d6")),
        "{alice:#?}"
    );
    let bob = to(&lines, "bob");
    assert!(
        bob.iter()
            .any(|t| t.starts_with("Game #3, for you only:") && t.contains("camps h1 g4 f6")),
        "{bob:#?}"
    );
    for said in alice.iter().chain(&bob) {
        assert!(!said.contains("25 pieces"), "{said}");
    }
    assert!(!lines.iter().any(|l| l["error"] == true), "{lines:#?}");
}

#[test]
fn the_demon_player_not_to_move_is_told_it_is_not_their_turn() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run_script("phases-demon-turn.txt", dir.path());
    let bob = to(&lines, "bob");
    assert_eq!(bob, ["It is not your turn."], "{lines:#?}");
    assert!(!bob.iter().any(|t| t.contains("Illegal")));
    // The same move, a turn later, is played.
    let posts = channel(&lines);
    assert!(
        posts
            .iter()
            .any(|p| p.contains("@bob moves Infantry m10–m9")),
        "{posts:#?}"
    );
}
