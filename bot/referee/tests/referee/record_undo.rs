//! Finished games stay readable (`/board`, `/history` after the end, `/games finished`,
//! `/export` and `referee replay`) and takebacks by consent (`/undo`), through the core,
//! the console and the real binary.

use proptest::prelude::*;
use referee_core::effect::Effect;
use referee_core::request::{Command, UndoAnswer};
use referee_harness::*;
use rules::Viewer;
use std::path::Path;

/// The README's short game: alice wins by capturing the Elf Queen.
const SHORT_GAME: &[(&str, &str)] = &[
    ("alice", "d2-d4"),
    ("bob", "d7-d5"),
    ("alice", "d4xd5"),
    ("bob", "a7-a6"),
    ("alice", "d5-d7"),
    ("bob", "b7-b6"),
    ("alice", "d7xd8"),
];

/// A casual game: takebacks are refused in rated ones.
fn started_sword_magic(core: &referee_core::Core) {
    say(core, "alice", "/play sword-magic @bob rated:no", T0);
    let posts = say(core, "bob", "/accept", T0);
    assert_eq!(
        status(&posts).as_deref(),
        Some("to_move:alice"),
        "{posts:#?}"
    );
}

fn finished_sword_magic(core: &referee_core::Core) {
    started_sword_magic(core);
    for (who, action) in SHORT_GAME {
        let effects = say(core, who, action, T0);
        assert!(
            effects.iter().any(|e| matches!(e, Effect::Post { .. })),
            "{who} {action}: {effects:#?}"
        );
    }
    assert_eq!(
        status(&say(core, "alice", "/board", T0)).as_deref(),
        Some("finished:alice")
    );
}

/// The single reply to `who`, which must not be a refusal.
fn answer<'a>(effects: &'a [Effect], who: &str) -> &'a Effect {
    let replies: Vec<&Effect> = effects
        .iter()
        .filter(|e| matches!(e, Effect::Ephemeral { user: u, .. } if *u == user(who).id))
        .collect();
    assert_eq!(replies.len(), 1, "{effects:#?}");
    if let Effect::Ephemeral { error: true, .. } = replies[0] {
        panic!("refused: {effects:#?}");
    }
    replies[0]
}

fn attachment(effect: &Effect) -> (&str, &[u8]) {
    match effect {
        Effect::Ephemeral {
            image: Some(image), ..
        } => (&image.name, &image.png),
        other => panic!("no attachment: {other:#?}"),
    }
}

// ---- finished games ----

#[test]
fn board_and_history_answer_after_the_end() {
    let core = core();
    finished_sword_magic(&core);
    // Before: "You have no game here" once the game had ended.
    let board = say(&core, "carol", "/board", T0);
    let Effect::Ephemeral { image, text, .. } = answer(&board, "carol") else {
        unreachable!()
    };
    assert!(image.is_some(), "the final board is drawn");
    // The caption names the result.
    let winner = format!("<@{}> wins", user("alice").id);
    assert!(text.contains("#1") && text.contains(&winner), "{text}");
    let history = say(&core, "bob", "/history", T0);
    let history = text_of(answer(&history, "bob"));
    assert!(
        history.contains("d7xd8") || history.contains("d7-d8"),
        "{history}"
    );
    // By DM, the player's own last game.
    let by_dm = dm(&core, "bob", "/board", T0);
    assert_eq!(status(&by_dm).as_deref(), Some("finished:alice"));
}

fn text_of(effect: &Effect) -> &str {
    text(effect)
}

#[test]
fn games_finished_lists_results_newest_first() {
    let core = core();
    assert!(
        text_of(answer(&say(&core, "bob", "/games finished", T0), "bob")).contains("no finished")
    );
    finished_sword_magic(&core);
    // A second game, aborted at once.
    say(&core, "bob", "/play sword-magic @alice", T0 + 60);
    say(&core, "alice", "/accept", T0 + 60);
    let aborted = say(&core, "bob", "/abort", T0 + 120);
    assert_eq!(status(&aborted).as_deref(), Some("aborted"), "{aborted:#?}");

    let bob = text_of(answer(&say(&core, "bob", "/games finished", T0), "bob")).to_string();
    let lines: Vec<&str> = bob.lines().skip(1).collect();
    assert_eq!(lines.len(), 2, "{bob}");
    assert!(
        lines[0].starts_with("#2") && lines[0].contains("aborted"),
        "{bob}"
    );
    assert!(
        lines[1].starts_with("#1") && lines[1].contains("lost"),
        "{bob}"
    );
    assert!(
        lines[1].contains(&format!("<@{}>", user("alice").id)),
        "{bob}"
    );
    assert!(
        lines[1].contains(&format!("<t:{T0}:d>")),
        "the end date: {bob}"
    );
    let alice = text_of(answer(&say(&core, "alice", "/games finished", T0), "alice")).to_string();
    assert!(
        alice
            .lines()
            .any(|l| l.starts_with("#1") && l.contains("won")),
        "{alice}"
    );
    // Open games are listed apart.
    assert!(text_of(answer(&say(&core, "alice", "/games", T0), "alice")).contains("no open"));
}

#[test]
fn a_hidden_game_is_revealed_and_exported_only_after_its_result() {
    let core = core();
    let id = hidden_duel(&core, "");
    let early = say(&core, "bob", "/export", T0);
    let refusal = assert_refused(&early, "bob");
    assert!(refusal.contains("hides information"), "{refusal}");
    let history = text_of(answer(&say(&core, "carol", "/history #1", T0), "carol")).to_string();
    assert!(
        !history.contains("a1") && !history.contains("c3"),
        "{history}"
    );

    say(&core, "alice", "/resign confirm", T0);
    let history = text_of(answer(&say(&core, "carol", "/history", T0), "carol")).to_string();
    assert!(
        history.contains("hide a1") && history.contains("hide c3"),
        "{history}"
    );
    // The public board after the end shows both treasures.
    let game = game(core.store(), id);
    let shown = game
        .view(Viewer::Spectator)
        .board
        .cells
        .iter()
        .filter(|c| c.piece.is_some())
        .count();
    assert_eq!(shown, 2);
    let export = say(&core, "carol", "/export", T0);
    let (name, bytes) = attachment(answer(&export, "carol"));
    assert_eq!(name, "game-1.txt");
    let text = String::from_utf8_lossy(bytes);
    assert!(
        text.contains("0: hide a1") && text.contains("1: hide c3"),
        "{text}"
    );
}

#[test]
fn an_aborted_hidden_game_keeps_its_secrets() {
    let core = core();
    hidden_duel(&core, "");
    say(&core, "alice", "/abort", T0);
    say(&core, "bob", "/abort", T0);
    let history = text_of(answer(&say(&core, "carol", "/history #1", T0), "carol")).to_string();
    assert!(
        !history.contains("a1") && !history.contains("c3"),
        "{history}"
    );
    assert!(assert_refused(&say(&core, "carol", "/export #1", T0), "carol").contains("hides"));
}

#[test]
fn an_export_replays_to_the_same_game() {
    let core = core();
    finished_sword_magic(&core);
    let export = say(&core, "carol", "/export #1", T0);
    let (_, bytes) = attachment(answer(&export, "carol"));
    let text = String::from_utf8(bytes.to_vec()).expect("text");
    let exported = referee_core::record::parse(&text).expect("the export reads back");
    assert_eq!(exported.players, ["alice", "bob"]);
    let frames = referee::cli::replay_frames(&exported).expect("replays");
    let stored = game(core.store(), 1);
    assert_eq!(
        frames.len(),
        1 + SHORT_GAME.len(),
        "the start and one per move"
    );
    let (_, last) = frames.last().expect("frames");
    assert_eq!(last.record().log, stored.record().log);
    assert_eq!(last.status(), stored.status());
    assert_eq!(last.view(Viewer::Spectator), stored.view(Viewer::Spectator));

    // And through the binary: one PNG per frame; a broken file is refused by its line.
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("game-1.txt");
    std::fs::write(&file, &text).expect("write");
    let out = dir.path().join("images");
    let (ok, stdout, stderr) = referee(&[
        "replay",
        &file.display().to_string(),
        "--out",
        &out.display().to_string(),
    ]);
    assert!(ok, "{stderr}");
    assert_eq!(pngs(&out), frames.len(), "{stdout}");
    // Not a terminal: progress comes as plain lines on standard error, ending complete.
    let total = frames.len();
    assert!(
        stderr.lines().any(|l| l == format!("0/{total} images")),
        "{stderr}"
    );
    assert!(
        stderr
            .lines()
            .any(|l| l == format!("{total}/{total} images")),
        "{stderr}"
    );
    assert!(
        stdout.lines().last().is_some_and(|l| l.contains("d7")),
        "{stdout}"
    );

    // The same record as one animated GIF, as `/replay` posts it.
    let gif = dir.path().join("game-1.gif");
    let (ok, stdout, stderr) = referee(&[
        "replay",
        &file.display().to_string(),
        "--gif",
        &gif.display().to_string(),
    ]);
    assert!(ok, "{stderr}");
    let bytes = std::fs::read(&gif).expect("the GIF is written");
    assert!(bytes.starts_with(b"GIF89a"), "{stdout}");
    assert!(
        stdout.contains(&format!("{} plies", SHORT_GAME.len())),
        "{stdout}"
    );

    let broken = text.replace("1: d7-d5", "1: d7-d9");
    std::fs::write(&file, broken).expect("write");
    let line = text
        .lines()
        .position(|l| l == "1: d7-d5")
        .expect("the line")
        + 1;
    let (ok, _, stderr) = referee(&[
        "replay",
        &file.display().to_string(),
        "--out",
        &dir.path().join("none").display().to_string(),
    ]);
    assert!(!ok && stderr.contains(&format!("line {line}:")), "{stderr}");
    assert!(
        !dir.path().join("none").exists(),
        "nothing is written for a bad file"
    );
}

fn referee(args: &[&str]) -> (bool, String, String) {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_referee"))
        .arg("--config")
        .arg("no-such-config.toml")
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

fn pngs(dir: &Path) -> usize {
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .filter(|e| e.path().extension().is_some_and(|x| x == "png"))
                .count()
        })
        .unwrap_or(0)
}

#[test]
fn a_hidden_game_replays_from_its_console_export() {
    // The console writes the attached record into its output folder.
    let dir = tempfile::tempdir().expect("temp dir");
    let mut console =
        referee_console::Console::new(core(), dir.path().to_path_buf(), false).expect("console");
    for line in [
        "alice: /play secret-duel @bob",
        "bob: /accept",
        "alice dm: hide a1",
        "bob dm: hide c3",
        "bob: /resign confirm",
    ] {
        console.line(line).expect("a console line");
    }
    let printed = console
        .line("carol: /export #1")
        .expect("export")
        .join("\n");
    let path = printed
        .split("[image: ")
        .nth(1)
        .and_then(|rest| rest.split(']').next())
        .unwrap_or_else(|| panic!("no file in {printed}"));
    assert!(path.ends_with("game-1.txt"), "{path}");
    let out = dir.path().join("replayed");
    let (ok, stdout, stderr) = referee(&["replay", path, "--out", &out.display().to_string()]);
    assert!(ok, "{stderr}");
    // The start and the resignation: the hiding is private and draws no public board.
    assert_eq!(pngs(&out), 2, "{stdout}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    /// Any text is either a record or a refusal naming a line of it: never a panic.
    #[test]
    fn the_record_reader_never_panics(text in "\\PC{0,400}") {
        if let Err(e) = referee_core::record::parse(&text) {
            prop_assert!(e.line >= 1 && e.line <= text.lines().count().max(1));
        }
    }

    /// Records with one line changed: read, or refused by line, and replayed or refused.
    #[test]
    fn a_damaged_record_is_refused_by_line(index in 0usize..20, junk in "[ -~]{0,30}") {
        let mut lines: Vec<String> = sample_record().lines().map(str::to_string).collect();
        let at = index % lines.len();
        lines[at] = junk;
        let text = lines.join("\n");
        match referee_core::record::parse(&text) {
            Ok(exported) => {
                if let Err(e) = referee::cli::replay_frames(&exported) {
                    prop_assert!(e.line >= 1 && e.line <= lines.len());
                }
            }
            Err(e) => prop_assert!(e.line >= 1 && e.line <= lines.len().max(1)),
        }
    }
}

/// `RECORD_CASES` scales the property tests for long runs (default 64).
fn cases() -> u32 {
    std::env::var("RECORD_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(64)
}

fn sample_record() -> &'static str {
    "# referee game record\ngame: 3\nvariant: sword-magic\nseats: 2\nseed: 0\nplayer0: alice\nplayer1: bob\nresult: to_move:alice\n\n0: d2-d4\n1: d7-d5\n0: d4xd5\n"
}

// ---- takebacks ----

#[test]
fn an_accepted_undo_takes_the_last_move_back() {
    let core = core();
    started_sword_magic(&core);
    say(&core, "alice", "d2-d4", T0);
    let ask = say(&core, "alice", "/undo", T0 + 10);
    let Effect::Post { text, buttons, .. } = &ask[0] else {
        panic!("a public question: {ask:#?}");
    };
    assert!(text.contains("d2-d4"), "{text}");
    let accept = buttons
        .iter()
        .find(|b| b.id == "undo-accept:1")
        .expect("an accept button");
    assert_eq!(
        Command::from_button(&accept.id),
        Some(Command::Undo {
            answer: UndoAnswer::Accept,
            game: Some(1)
        })
    );
    // The requester cannot accept for the opponent.
    assert_refused(&say(&core, "alice", "/undo accept", T0), "alice");
    let done = say(&core, "bob", "/undo accept", T0 + 20);
    assert_eq!(status(&done).as_deref(), Some("to_move:alice"), "{done:#?}");
    let Effect::Post { text, image, .. } = &done[0] else {
        panic!("a public board: {done:#?}");
    };
    assert!(text.contains("taken back") && image.is_some(), "{text}");
    assert!(game(core.store(), 1).record().log.is_empty());
    // alice plays another move instead.
    say(&core, "alice", "e2-e3", T0 + 30);
    assert_eq!(game(core.store(), 1).record().log.len(), 1);
}

#[test]
fn a_declined_undo_changes_nothing() {
    let core = core();
    started_sword_magic(&core);
    say(&core, "alice", "d2-d4", T0);
    say(&core, "alice", "/undo", T0);
    let declined = say(&core, "bob", "/undo decline", T0);
    assert!(text(&declined[0]).contains("declined"), "{declined:#?}");
    assert_refused(&say(&core, "bob", "/undo accept", T0), "bob");
    assert_eq!(game(core.store(), 1).record().log.len(), 1);
}

#[test]
fn undo_is_refused_with_nothing_to_undo() {
    let core = core();
    started_sword_magic(&core);
    // No move yet.
    assert!(
        assert_refused(&say(&core, "alice", "/undo", T0), "alice").contains("no move to take back")
    );
    say(&core, "alice", "d2-d4", T0);
    // Not bob's move; and once bob has answered, not alice's either.
    assert_refused(&say(&core, "bob", "/undo", T0), "bob");
    say(&core, "bob", "d7-d5", T0);
    assert_refused(&say(&core, "alice", "/undo", T0), "alice");
    // Not a spectator's.
    assert_refused(&say(&core, "carol", "/undo #1", T0), "carol");
}

#[test]
fn a_pending_undo_lapses_on_the_next_move() {
    let core = core();
    started_sword_magic(&core);
    say(&core, "alice", "d2-d4", T0);
    say(&core, "alice", "/undo", T0);
    say(&core, "bob", "d7-d5", T0);
    let late = say(&core, "bob", "/undo accept", T0);
    assert!(assert_refused(&late, "bob").contains("no other player"));
    assert_eq!(game(core.store(), 1).record().log.len(), 2);
}

#[test]
fn undo_is_refused_in_hidden_games() {
    let core = core();
    hidden_duel(&core, "");
    let refused = say(&core, "alice", "/undo", T0);
    assert!(assert_refused(&refused, "alice").contains("cannot be unrevealed"));
}

#[test]
fn undo_works_in_the_console() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut console =
        referee_console::Console::new(core(), dir.path().to_path_buf(), false).expect("console");
    for line in [
        "alice: /play sword-magic @bob rated:no",
        "bob: /accept",
        "alice: d2-d4",
    ] {
        console.line(line).expect("a console line");
    }
    let asked = console.line("alice: /undo").expect("undo").join("\n");
    assert!(asked.contains("undo-accept:1"), "{asked}");
    let done = console
        .line("bob: /undo accept")
        .expect("accept")
        .join("\n");
    assert!(
        done.contains("taken back") && done.contains("[image:"),
        "{done}"
    );
}
