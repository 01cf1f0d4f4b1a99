//! Fuzzing the bot's own parsers and its store on stable Rust: typed commands, console
//! script lines, durations, and damaged game records read back. Inputs are mutations of
//! real ones (see rules/tests/support/mutate.rs); `FUZZ_INPUTS` scales the run.
//!
//! What must hold: no panic; a damaged record is reported as unreadable or read as a
//! game, and the commands that touch it answer either way.

#[path = "../../../../rules/tests/support/mutate.rs"]
mod mutate;

use mutate::{inputs, seed, Mutator};
use referee_console::parse_line;
use referee_core::parse::{parse_duration, parse_typed};
use referee_harness::*;

const COMMANDS: &[&str] = &[
    "/play sword-magic @bob deadline:2d",
    "/play junqi-siguo @b @c @d random deadline:1d",
    "/play ancient @bob +decoys +ambush territories=2",
    "/play demon <@123456789012345678> expiry:forfeit",
    "/move e2-e4 #3",
    "/accept #12",
    "/hint c4",
    "/resign confirm #1",
    "/draw offer",
    "/settings language:zh-TW",
    "/settings digest-at:20:00 timezone:Asia/Shanghai",
    "/settings digest-at:０７３０",
    "/games finished",
    "/history #7",
    "/rules demon 黑骑士",
    "!wait 3d",
    "alice: /play secret-duel @bob",
    "bob dm: hide c3",
    "carol: 认输",
];

/// Inputs that once panicked, replayed on every run before the random ones (and kept in
/// the corpus the mutations start from).
const FOUND: &[&str] = &[
    // `daytime::parse_time_of_day` split four bytes at byte 2, inside `司`.
    "/settings digest-at:司a",
    "/settings digest-at:a司",
    "/settings digest-at:é12",
];

#[test]
fn inputs_that_once_panicked_are_answered() {
    let core = core();
    let names = |_: u64| None;
    for text in FOUND {
        let _ = parse_typed(text, &names);
        let _ = parse_line(text);
        let effects = say(&core, "alice", text, T0);
        assert!(!effects.is_empty(), "{text} went unanswered");
    }
}

#[test]
fn typed_commands_and_script_lines_never_panic() {
    let mut m = Mutator::new(seed());
    let names = |id: u64| id.is_multiple_of(2).then(|| format!("user{id}"));
    let corpus: Vec<String> = COMMANDS
        .iter()
        .chain(FOUND)
        .map(|s| s.to_string())
        .collect();
    for _ in 0..inputs() * 4 {
        let text = m.input(&corpus);
        let _ = parse_typed(&text, &names);
        let _ = parse_line(&text);
        let _ = parse_duration(&text);
    }
}

#[test]
fn typed_text_through_the_core_never_panics() {
    let core = core();
    hidden_duel(&core, "");
    let corpus: Vec<String> = COMMANDS
        .iter()
        .chain(FOUND)
        .map(|s| s.to_string())
        .chain(
            [
                "probe b2",
                "hide a1",
                "/board #1",
                "/mine",
                "/move probe c3 #1",
            ]
            .map(String::from),
        )
        .collect();
    let mut m = Mutator::new(seed() ^ 3);
    for n in 0..inputs() / 10 {
        let who = ["alice", "bob", "carol"][m.below(3)];
        let text = m.input(&corpus);
        if n % 2 == 0 {
            say(&core, who, &text, T0);
        } else {
            dm(&core, who, &text, T0);
        }
    }
}

/// Component ids (buttons, picker selects and their values) are input like any other:
/// garbled or forged ones never panic, and clicked into a game they never change it
/// unless they name a legal action of the clicker's own picker.
#[test]
fn component_ids_never_panic_and_forged_clicks_play_nothing_illegal() {
    use referee_core::request::{Command, Request};
    let core = core();
    say(&core, "alice", "/play sword-magic @bob", T0);
    say(&core, "bob", "/accept", T0);
    let corpus: Vec<String> = [
        "move:1",
        "pick:1:2:",
        "pick:1:2:d2",
        "pick:1:2:d2.d4",
        "pick:1:2:e1~1",
        "pick:1:2:!",
        "pick:1:3:d7.d5",
        "accept:1",
        "draw-accept:1",
        "d2",
        "~0",
    ]
    .map(String::from)
    .to_vec();
    let mut m = Mutator::new(seed() ^ 5);
    for n in 0..inputs() / 10 {
        let id = m.input(&corpus);
        let value = (n % 2 == 0).then(|| m.input(&corpus));
        let Some(command) = Command::from_component(&id, value.as_deref()) else {
            continue;
        };
        let before = core.store().game(1).ok().flatten().map(|e| e.record.log);
        let who = ["alice", "bob", "carol"][m.below(3)];
        let mut request: Request = harness_request(who, n % 3 == 0);
        request.command = command;
        core.handle(request);
        let after = core.store().game(1).ok().flatten().map(|e| e.record.log);
        if let (Some(before), Some(after)) = (before, after) {
            // Whatever was played is the clicker's own legal action, played once.
            assert!(after.len() <= before.len() + 1, "{id} {value:?}");
            assert_eq!(after[..before.len()], before[..], "{id} {value:?}");
        }
    }
}

fn harness_request(who: &str, dm: bool) -> referee_core::request::Request {
    request(who, "/pick", dm, T0)
}

#[test]
fn damaged_records_are_reported_or_read_never_panic() {
    let core = core();
    let id = hidden_duel(&core, "");
    let Ok(Some(good)) = core.store().raw_game(id) else {
        panic!("the game was stored");
    };
    let good_text = String::from_utf8_lossy(&good).into_owned();
    let mut m = Mutator::new(seed() ^ 4);
    for n in 0..inputs() / 10 {
        let damaged: Vec<u8> = match n % 3 {
            // Edits of the JSON text: keys, numbers, brackets, strings.
            0 | 1 => m.input(std::slice::from_ref(&good_text)).into_bytes(),
            // Raw byte damage: a flipped byte or a cut.
            _ => {
                let mut bytes = good.clone();
                let at = m.below(bytes.len());
                if m.below(2) == 0 {
                    bytes[at] ^= 1 << m.below(8);
                } else {
                    bytes.truncate(at);
                }
                bytes
            }
        };
        if core.store().put_raw_game(id, &damaged).is_err() {
            continue;
        }
        let _ = core.store().game(id);
        let _ = core.store().repair();
        for line in ["/board #1", "/history #1", "/mine #1", "/games"] {
            let effects = say(&core, "alice", line, T0);
            assert!(
                !effects.is_empty(),
                "{line} went unanswered on a damaged record"
            );
        }
        let _ = dm(&core, "bob", "probe a1", T0);
    }
}
