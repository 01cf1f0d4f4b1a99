//! The real `referee` binary on script files: JSON lines, images, continuing a game with
//! the same `--store`, and private lines only for their owner.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

fn script(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/referee/scripts")
        .join(name)
}

fn run(args: &[&str]) -> (bool, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_referee"))
        .args(args)
        .env_remove("DISCORD_TOKEN")
        .output()
        .expect("referee runs");
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

fn run_script(name: &str, out: &Path, store: Option<&Path>) -> Vec<Value> {
    let script = script(name);
    let mut args = vec![
        "--config".to_string(),
        "no-such-config.toml".to_string(),
        "local".to_string(),
        "--script".to_string(),
        script.display().to_string(),
        "--out".to_string(),
        out.display().to_string(),
        "--json".to_string(),
    ];
    if let Some(store) = store {
        args.push("--store".into());
        args.push(store.display().to_string());
    }
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (ok, stdout, stderr) = run(&args);
    assert!(ok, "referee failed: {stderr}");
    stdout
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}")))
        .collect()
}

fn field<'a>(line: &'a Value, key: &str) -> &'a Value {
    line.get(key)
        .unwrap_or_else(|| panic!("no {key:?} in {line}"))
}

#[test]
fn json_lines_have_the_documented_fields_and_images_exist() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run_script("duel-part1.txt", dir.path(), None);
    assert!(lines.len() >= 6, "{lines:#?}");
    for line in &lines {
        let to = field(line, "to").as_str().expect("to is a string");
        assert!(["channel", "dm", "ephemeral"].contains(&to), "{line}");
        assert!(field(line, "text").is_string());
        assert!(field(line, "error").is_boolean());
        let user = field(line, "user");
        assert_eq!(user.is_null(), to == "channel", "{line}");
        if let Some(path) = field(line, "image").as_str() {
            assert!(Path::new(path).is_file(), "missing image {path}");
            let bytes = std::fs::read(path).expect("readable");
            assert!(bytes.starts_with(b"\x89PNG"));
        }
        let game = field(line, "game");
        if !game.is_null() {
            assert_eq!(game["id"], 1);
            assert_eq!(game["variant"], "secret-duel");
            assert!(game["status"].is_string());
        }
    }
    assert_eq!(lines[0]["game"]["status"], "challenge");
    assert_eq!(lines[1]["game"]["status"], "setup");
    assert!(
        lines[1]["image"].is_string(),
        "the start is posted with the board"
    );
    let refused: Vec<&Value> = lines.iter().filter(|l| l["error"] == true).collect();
    assert_eq!(
        refused.len(),
        1,
        "only the public hide is refused: {refused:#?}"
    );
    assert_eq!(refused[0]["to"], "ephemeral");
    assert_eq!(refused[0]["user"], "alice");
    assert!(lines
        .iter()
        .all(|l| !l["text"].as_str().unwrap_or("").contains("nice weather")));
}

#[test]
fn hidden_cells_appear_only_in_their_owners_private_lines() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run_script("duel-part1.txt", dir.path(), None);
    for (owner, cell) in [("alice", "a1"), ("bob", "c3")] {
        // A set-up prompt's example (`hide a1`) is a legal hiding place of the reader's
        // own, not the other's secret.
        let mentioning: Vec<&Value> = lines
            .iter()
            .map(|l| (l, l["text"].as_str().unwrap_or("")))
            .filter(|(_, text)| text.contains(cell) && !text.contains("for example"))
            .map(|(l, _)| l)
            .collect();
        assert!(
            !mentioning.is_empty(),
            "{owner} is told where the treasure is"
        );
        for line in mentioning {
            assert!(
                line["to"] == "dm" || line["to"] == "ephemeral",
                "public line shows {cell}: {line}"
            );
            assert_eq!(line["user"], owner, "{cell} reached someone else: {line}");
        }
    }
}

#[test]
fn a_second_run_with_the_same_store_continues_the_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = dir.path().join("store");
    let out = dir.path().join("out");
    run_script("duel-part1.txt", &out, Some(&store));
    let lines = run_script("duel-part2.txt", &out, Some(&store));
    let finished: Vec<&Value> = lines
        .iter()
        .filter(|l| {
            l["to"] == "channel"
                && l["game"]["status"]
                    .as_str()
                    .is_some_and(|s| s.starts_with("finished:"))
        })
        .collect();
    assert_eq!(finished.len(), 1, "{lines:#?}");
    assert_eq!(finished[0]["game"]["id"], 1);
    assert!(
        finished[0]["text"].as_str().unwrap_or("").contains("wins"),
        "{lines:#?}"
    );
    // Images of both runs are kept side by side, none overwritten.
    let images = std::fs::read_dir(&out).expect("out dir").count();
    assert!(images >= 5, "{images} images");

    // Without the store, part 2 has no game: the probes are only chat.
    let fresh = tempfile::tempdir().expect("temp dir");
    let lines = run_script("duel-part2.txt", fresh.path(), None);
    assert!(lines.iter().all(|l| l["game"].is_null()), "{lines:#?}");
}

#[test]
fn a_bad_script_line_names_its_line_number() {
    let dir = tempfile::tempdir().expect("temp dir");
    let script = dir.path().join("bad.txt");
    std::fs::write(&script, "# fine\nalice /play secret-duel @bob\n").expect("written");
    let script = script.display().to_string();
    let out = dir.path().display().to_string();
    let (ok, _, stderr) = run(&["local", "--script", &script, "--out", &out]);
    assert!(!ok);
    assert!(stderr.contains("bad.txt:2"), "{stderr}");
}

#[test]
fn plain_output_is_one_line_per_effect_with_names() {
    let dir = tempfile::tempdir().expect("temp dir");
    let script = script("duel-part1.txt").display().to_string();
    let out = dir.path().display().to_string();
    let (ok, stdout, stderr) = run(&["local", "--script", &script, "--out", &out]);
    assert!(ok, "{stderr}");
    let first = stdout.lines().next().unwrap_or("");
    assert!(
        first.starts_with("[channel] @alice challenges @bob"),
        "{stdout}"
    );
    assert!(stdout.contains("[dm alice]"), "{stdout}");
    assert!(stdout.contains("[only alice] ERROR"), "{stdout}");
    assert!(!stdout.contains("<@"), "raw mentions left: {stdout}");
}
