//! 四国军棋 with computer seats through the real `referee local` binary: alice and a
//! computer against two computers (`scripts/siguo-computers.txt`, run with `--seed 3`),
//! a restart while the computer's seats owe their layouts
//! (`scripts/siguo-computers-restart.txt` on a store a stopped process left), and one
//! post per round of computer moves (`scripts/computers-siguo-round.txt`, issue 34).

use crate::scripted::{run_script_with, text, try_run_script_with};
use referee_core::ids::User;
use referee_core::{Core, CoreConfig};
use referee_harness::{renderer, request, T0};
use serde_json::Value;
use std::time::{Duration, Instant};

const SEED: &str = "3";

fn channel(lines: &[Value]) -> Vec<&Value> {
    lines.iter().filter(|l| l["to"] == "channel").collect()
}

/// The seats the computer played, as the channel's move posts name them
/// (`Game #1 · @referee (North): …`, a line of a round's post).
fn computer_seats_that_moved(lines: &[Value]) -> Vec<&'static str> {
    ["East", "North", "West"]
        .into_iter()
        .filter(|seat| {
            channel(lines).iter().any(|l| {
                text(l)
                    .lines()
                    .any(|line| line.starts_with(&format!("Game #1 · @referee ({seat})")))
            })
        })
        .collect()
}

/// The lines of all the channel's posts that tell the computer deployed, and how many
/// posts told them.
fn computer_deployments(lines: &[&Value]) -> (usize, usize) {
    let told: Vec<&&Value> = lines
        .iter()
        .filter(|l| l["to"] == "channel" && text(l).starts_with("Game #1 · @referee"))
        .filter(|l| text(l).contains("deployed"))
        .collect();
    let deployed = told
        .iter()
        .map(|l| text(l).matches("has deployed").count())
        .sum();
    (told.len(), deployed)
}

/// The game ended as soon as alice, the last person in it, resigned: the channel was
/// told, nothing came after, and the armies stayed hidden.
fn assert_ends_when_alice_resigns(lines: &[Value]) {
    let resigned = channel(lines)
        .iter()
        .position(|l| text(l).starts_with("Game #1 · @alice: `resign`"))
        .unwrap_or_else(|| panic!("alice never resigned: {lines:#?}"));
    let after: Vec<&Value> = channel(lines).into_iter().skip(resigned).collect();
    let told = after
        .iter()
        .position(|l| text(l).contains("ends without a result: no person is left"))
        .unwrap_or_else(|| panic!("the channel was not told: {after:#?}"));
    assert_eq!(after[told]["game"]["status"], "aborted", "{}", after[told]);
    assert_eq!(told + 1, after.len(), "the computers played on: {after:#?}");
    let last = channel(lines).last().copied().expect("posts");
    for identity in ["Marshal", "Flag", "Landmine"] {
        assert!(!text(last).contains(identity), "{last}");
    }
}

#[test]
fn alice_and_a_computer_against_two_computers_replays_under_its_seed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run_script_with("siguo-computers.txt", dir.path(), &["--seed", SEED]);
    let errors: Vec<&Value> = lines.iter().filter(|l| l["error"] == true).collect();
    assert!(errors.is_empty(), "every line is accepted: {errors:#?}");

    // The game began at once; the roster has the computer in three seats.
    let begun = channel(&lines)
        .into_iter()
        .find(|l| text(l).contains("begins"))
        .unwrap_or_else(|| panic!("never began: {lines:#?}"));
    let roster = text(begun).lines().next().unwrap_or_default();
    assert_eq!(roster.matches("@referee").count(), 3, "{roster}");
    // It deployed its three seats (told in one post: issue 34) and each of them moved.
    let all: Vec<&Value> = lines.iter().collect();
    assert_eq!(computer_deployments(&all), (1, 3), "{lines:#?}");
    assert_eq!(computer_seats_that_moved(&lines), ["East", "North", "West"]);
    // Nothing is ever sent to the computer, and no deadline is shown for it.
    assert!(lines.iter().all(|l| l["user"] != "referee"));
    assert!(channel(&lines)
        .iter()
        .all(|l| !text(l).contains("@referee (East) to move, due")));
    assert!(channel(&lines)
        .iter()
        .any(|l| text(l).contains("@referee (East) to move.")));
    assert_ends_when_alice_resigns(&lines);

    // The same seed plays the same game.
    let again_dir = tempfile::tempdir().expect("temp dir");
    let again = run_script_with("siguo-computers.txt", again_dir.path(), &["--seed", SEED]);
    let moves = |lines: &[Value]| -> Vec<String> {
        channel(lines)
            .iter()
            .map(|l| text(l).lines().next().unwrap_or_default().to_string())
            .collect()
    };
    assert_eq!(moves(&lines), moves(&again));
}

#[test]
fn a_restart_while_the_computer_owes_three_layouts_plays_them_first() {
    let dir = tempfile::tempdir().expect("temp dir");
    let store_path = dir.path().join("store");
    {
        // A console that stopped right after alice's layout, before the computer thought.
        let store = referee_store::open(&store_path).expect("store opens");
        let config = CoreConfig {
            computer: Some(User::from_name("referee")),
            seed: Some(3),
            ..CoreConfig::default()
        };
        let core = Core::open(store, renderer(), config).expect("core opens");
        core.handle(request(
            "alice",
            "/play junqi-siguo computer:3 level:easy",
            false,
            T0,
        ));
        core.handle(request("alice", "deploy default", true, T0));
        let entry = core.store().game(1).expect("read").expect("stored");
        let deployed = entry.record.log.len();
        assert_eq!(deployed, 1, "only alice deployed");
    }
    let store_arg = store_path.display().to_string();
    let out = dir.path().join("out");
    let args = ["--seed", SEED, "--store", store_arg.as_str()];
    // sled lets go of its lock a moment after the last handle.
    let start = Instant::now();
    let lines = loop {
        match try_run_script_with("siguo-computers-restart.txt", &out, &args) {
            Ok(lines) => break lines,
            Err(e) if start.elapsed() > Duration::from_secs(30) => panic!("{e}"),
            Err(_) => std::thread::sleep(Duration::from_millis(100)),
        }
    };
    let errors: Vec<&Value> = lines.iter().filter(|l| l["error"] == true).collect();
    assert!(errors.is_empty(), "every line is accepted: {errors:#?}");
    // Before anything of the script: the three layouts the computer owed.
    let first_script_line = lines
        .iter()
        .position(|l| text(l).contains("S1e-C9"))
        .unwrap_or_else(|| panic!("alice's move is not there: {lines:#?}"));
    // Told in one post (issue 34).
    let before: Vec<&Value> = lines[..first_script_line].iter().collect();
    assert_eq!(computer_deployments(&before), (1, 3), "{lines:#?}");
    // Then alice moved, the computers answered, and her resignation ended the game.
    assert!(!computer_seats_that_moved(&lines).is_empty(), "{lines:#?}");
    assert_ends_when_alice_resigns(&lines);
}

/// The round's post after one of alice's moves: the three computers' moves in seat
/// order, then alice to move, with one board.
fn assert_round(post: &Value) {
    let text = text(post);
    let heads: Vec<Option<usize>> = ["East", "North", "West"]
        .iter()
        .map(|seat| {
            let head = format!("Game #1 · @referee ({seat}): `");
            assert_eq!(text.matches(&head).count(), 1, "{text}");
            text.find(&head)
        })
        .collect();
    assert!(heads.windows(2).all(|w| w[0] < w[1]), "{text}");
    let last = text.lines().last().unwrap_or_default();
    assert!(last.starts_with("@alice to move, due"), "{text}");
    assert_eq!(text.matches("to move").count(), 1, "{text}");
    let image = post["image"].as_str().unwrap_or_default();
    assert!(image.ends_with("-public.png"), "{post}");
}

#[test]
fn each_round_of_computer_moves_is_one_post_with_one_board() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run_script_with("computers-siguo-round.txt", dir.path(), &["--seed", SEED]);
    let errors: Vec<&Value> = lines.iter().filter(|l| l["error"] == true).collect();
    assert!(errors.is_empty(), "every line is accepted: {errors:#?}");
    let posts = channel(&lines);
    // The three set-ups in one post, a line each.
    let all: Vec<&Value> = lines.iter().collect();
    assert_eq!(computer_deployments(&all), (1, 3), "{posts:#?}");

    // After each of alice's five moves, exactly one post before her next one: the round.
    let alice: Vec<usize> = posts
        .iter()
        .enumerate()
        .filter(|(_, l)| text(l).starts_with("Game #1 · @alice: `"))
        .filter(|(_, l)| !text(l).contains("deployed"))
        .map(|(at, _)| at)
        .collect();
    assert_eq!(alice.len(), 6, "five moves and the resignation: {posts:#?}");
    for pair in alice.windows(2) {
        assert_eq!(pair[1] - pair[0], 2, "one post per round: {posts:#?}");
        assert_round(posts[pair[0] + 1]);
    }

    // A clash of alice's piece in a round reached her by DM at once, before the round's
    // post, which tells the clash's public result.
    let clash = lines
        .iter()
        .position(|l| l["to"] == "dm" && text(l).contains("on S2e survived"))
        .unwrap_or_else(|| panic!("no clash reached alice: {lines:#?}"));
    let told = lines
        .iter()
        .position(|l| l["to"] == "channel" && text(l).contains("E1a→S2e: the defender holds"))
        .unwrap_or_else(|| panic!("the clash was not posted: {lines:#?}"));
    assert!(clash < told, "{lines:#?}");
    assert_ends_when_alice_resigns(&lines);
}
