//! The README's short game ("A short game in the console"), run through the real console:
//! in English it prints what the README shows; with `--lang zh-CN` and `--lang zh-TW`
//! every line reads in that script, with no English outside backticks, mentions and the
//! console's own framing (`[channel]`, `[image: …]`, dates).

use rules::words_check::{SIMPLIFIED_ONLY, TRADITIONAL_ONLY};
use std::path::Path;
use std::process::Command;

const README: &str = include_str!("../../../../README.md");

/// The code block after the line containing `marker`.
fn block_after(marker: &str) -> Vec<&'static str> {
    let start = README
        .find(marker)
        .unwrap_or_else(|| panic!("README has no {marker:?}"));
    let rest = &README[start..];
    let open = rest.find("```\n").expect("a code block") + 4;
    let body = &rest[open..];
    let close = body.find("```").expect("the block ends");
    body[..close].lines().collect()
}

/// The console's lines for the README's script, with `args` after `local`.
fn run(lang: Option<&str>) -> Vec<String> {
    let dir = tempfile::tempdir().expect("temp dir");
    let script = dir.path().join("game.txt");
    let mut text = block_after("`game.txt`:").join("\n");
    text.push('\n');
    std::fs::write(&script, text).expect("write the script");
    let out = dir.path().join("out");
    let mut command = Command::new(env!("CARGO_BIN_EXE_referee"));
    command
        .args(["--config", "no-such-config.toml", "local", "--script"])
        .arg(&script)
        .arg("--out")
        .arg(&out)
        .env_remove("DISCORD_TOKEN");
    if let Some(lang) = lang {
        command.args(["--lang", lang]);
    }
    let output = command.output().expect("referee runs");
    assert!(
        output.status.success(),
        "referee failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let prefix = format!("{}/", out.display());
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(|l| without_dates(&l.replace(&prefix, "out/")))
        .collect()
}

/// `2026-12-03 03:28 UTC` → `DATE` (the console prints deadlines from the wall clock).
fn without_dates(line: &str) -> String {
    let is_date = |b: &[u8]| {
        b.len() >= 20
            && b[..4].iter().all(u8::is_ascii_digit)
            && b[4] == b'-'
            && b[7] == b'-'
            && b[10] == b' '
            && b[13] == b':'
            && &b[16..20] == b" UTC"
    };
    let mut out = String::new();
    let mut rest = line;
    while let Some(c) = rest.chars().next() {
        if is_date(rest.as_bytes()) {
            out.push_str("DATE");
            rest = &rest[20..];
        } else {
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    out
}

/// The line without what is not the bot's prose: the console's framing (`[channel]`,
/// `[only bob]`, `ERROR`, `[image: …]`, button ids), dates, `` `code` ``, mentions and
/// command names.
fn prose(line: &str) -> String {
    let mut text = line.to_string();
    for (open, close) in [
        ("[image:", "]"),
        ("`", "`"),
        ("(accept:", ")"),
        ("(decline:", ")"),
        ("(move:", ")"),
    ] {
        while let Some(start) = text.find(open) {
            let Some(len) = text[start + open.len()..].find(close) else {
                break;
            };
            text.replace_range(start..start + open.len() + len + close.len(), " ");
        }
    }
    for frame in [
        "[channel]",
        "[only alice]",
        "[only bob]",
        "ERROR",
        "[buttons:",
        "DATE",
    ] {
        text = text.replace(frame, " ");
    }
    for name in ["@alice", "@bob"] {
        text = text.replace(name, " ");
    }
    // Typed commands keep their English names (`/accept`) in every language.
    while let Some(start) = text.find('/') {
        let len = text[start + 1..]
            .find(|c: char| !c.is_ascii_alphabetic())
            .unwrap_or(text.len() - start - 1);
        text.replace_range(start..start + 1 + len, " ");
    }
    text
}

/// Runs of two or more ASCII letters: English words (squares like `d5` are one letter).
fn english_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 2)
        .map(str::to_string)
        .collect()
}

#[test]
fn the_english_transcript_is_the_readme_s() {
    let expected: Vec<String> = block_after("prints one line per effect")
        .iter()
        .map(|l| without_dates(l))
        .collect();
    assert_eq!(run(None), expected);
}

fn check_chinese(lang: &str, must: &[&str], wrong_script: &str) {
    let lines = run(Some(lang));
    let english = block_after("prints one line per effect");
    assert_eq!(lines.len(), english.len(), "{lang}: {lines:#?}");
    let all = lines.join("\n");
    for word in must {
        assert!(all.contains(word), "{lang}: no {word} in\n{all}");
    }
    for line in &lines {
        let prose = prose(line);
        let words = english_words(&prose);
        assert!(words.is_empty(), "{lang}: English {words:?} in: {line}");
        let bad: String = line.chars().filter(|c| wrong_script.contains(*c)).collect();
        assert!(
            bad.is_empty(),
            "{lang}: {bad} is the other script in: {line}"
        );
        assert!(
            prose
                .chars()
                .any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
            "{lang}: no Chinese in: {line}"
        );
    }
}

#[test]
fn the_transcript_reads_in_simplified_chinese() {
    check_chinese(
        "zh-CN",
        &["轮到", "剑士", "挑战", "接受", "开始"],
        TRADITIONAL_ONLY,
    );
}

#[test]
fn the_transcript_reads_in_traditional_chinese() {
    check_chinese(
        "zh-TW",
        &["輪到", "劍士", "挑戰", "接受", "開始"],
        SIMPLIFIED_ONLY,
    );
}

#[test]
fn an_unknown_language_is_refused_on_the_command_line() {
    let output = Command::new(env!("CARGO_BIN_EXE_referee"))
        .args(["--config", "no-such-config.toml", "local", "--lang", "fr"])
        .arg("--script")
        .arg(Path::new("no-such-script.txt"))
        .env_remove("DISCORD_TOKEN")
        .output()
        .expect("referee runs");
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("zh-TW"));
}
