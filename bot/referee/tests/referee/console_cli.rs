//! The analysis subcommands and the CLI's refusals.

use std::process::Command;

fn referee(args: &[&str]) -> (bool, String, String) {
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

#[test]
fn hidden_information_variants_have_no_analysis_tools() {
    for args in [
        &["moves", "secret-duel"][..],
        &["perft", "secret-duel", "--depth", "1"][..],
    ] {
        let (ok, stdout, stderr) = referee(args);
        assert!(!ok, "{args:?} should fail");
        assert!(stdout.is_empty());
        assert!(stderr.contains("hides information"), "{stderr}");
    }
}

#[test]
fn unknown_variants_and_bad_flags_are_refused() {
    let (ok, _, stderr) = referee(&["moves", "chess"]);
    assert!(!ok);
    assert!(
        stderr.contains("unknown variant") && stderr.contains("sword-magic"),
        "{stderr}"
    );
    let (ok, _, stderr) = referee(&["perft", "sword-magic"]);
    assert!(!ok);
    assert!(stderr.contains("--depth"), "{stderr}");
}

#[test]
fn a_broken_config_file_is_named() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("config.toml");
    std::fs::write(&path, "toekn = \"x\"\n").expect("written");
    let (ok, _, stderr) = referee(&[
        "--config",
        &path.display().to_string(),
        "moves",
        "sword-magic",
    ]);
    assert!(!ok);
    assert!(stderr.contains("toekn"), "{stderr}");
}

#[test]
fn serve_without_discord_says_so() {
    let (ok, _, stderr) = referee(&["--config", "no-such.toml", "serve"]);
    assert!(!ok);
    assert!(!stderr.is_empty());
}

/// Sword and Magic: `moves` lists exactly what `perft --depth 1` counts, `--from` filters,
/// and perft's total is the sum of its lines.
#[test]
fn sword_magic_perft_and_moves_agree() {
    let (ok, moves, stderr) = referee(&["moves", "sword-magic"]);
    assert!(ok, "{stderr}");
    let moves: Vec<&str> = moves.lines().collect();
    assert!(!moves.is_empty());

    let (ok, perft, stderr) = referee(&["perft", "sword-magic", "--depth", "1"]);
    assert!(ok, "{stderr}");
    let total_line = perft.lines().last().unwrap_or("");
    assert_eq!(total_line, format!("total: {}", moves.len()));

    let (ok, perft2, _) = referee(&["perft", "sword-magic", "--depth", "2"]);
    assert!(ok);
    let mut sum = 0u64;
    for line in perft2.lines().filter(|l| !l.starts_with("total")) {
        let (action, count) = line.rsplit_once(": ").expect("`move: count`");
        assert!(moves.contains(&action), "{action} is not a first move");
        sum += count.parse::<u64>().expect("a count");
    }
    assert_eq!(perft2.lines().last().unwrap_or(""), format!("total: {sum}"));

    let from = moves[0].get(..2).unwrap_or("a1");
    let (ok, filtered, _) = referee(&["moves", "sword-magic", "--from", from]);
    assert!(ok);
    let filtered: Vec<&str> = filtered.lines().collect();
    assert!(!filtered.is_empty());
    assert!(filtered.iter().all(|m| m.starts_with(from)), "{filtered:?}");
    assert!(filtered.len() < moves.len());
}

/// Demon War Chess counts from its start position, past Black's swap-or-keep choice, as
/// the spec's start counts do (§9: 144 and 20,631).
#[test]
fn demon_perft_counts_from_the_start_position() {
    for (depth, total) in [("1", "total: 144"), ("2", "total: 20631")] {
        let (ok, out, stderr) = referee(&["perft", "demon", "--depth", depth]);
        assert!(ok, "{stderr}");
        assert_eq!(out.lines().last().unwrap_or(""), total);
    }
    let (ok, _, stderr) = referee(&["perft", "junqi-siguo", "--depth", "1"]);
    assert!(!ok && stderr.contains("hides information"), "{stderr}");
}
