//! Computer seats at tables (`/play junqi-siguo @bob computer:2`, the Add computer button):
//! what the table shows, the start with the computer in several seats, each of its seats
//! playing its own turns, the end of a game no person plays any longer, and a restart
//! while its seats owe their layouts.

use crate::harness;

use harness::*;
use referee_core::effect::Effect;
use referee_core::request::Command;
use referee_core::{Core, CoreConfig, Store};
use rules::{Seat, Status};

fn config() -> CoreConfig {
    CoreConfig {
        computer: Some(user("referee")),
        computer_move_ms: 30,
        seed: Some(11),
        ..CoreConfig::default()
    }
}

fn mention(name: &str) -> String {
    format!("<@{}>", user(name).id)
}

fn buttons(effect: &Effect) -> Vec<String> {
    match effect {
        Effect::Post { buttons, .. } => buttons.iter().map(|b| b.id.clone()).collect(),
        _ => Vec::new(),
    }
}

/// `who` presses a button of game `id`.
fn press(core: &Core, who: &str, button: &str) -> Vec<Effect> {
    let mut req = request(who, "", false, T0);
    req.command = Command::from_button(button).expect("our button");
    core.handle(req)
}

/// The seats (by index) that played a move of the game so far, deployments included.
fn seats_that_acted(core: &Core, id: u64) -> Vec<u8> {
    let mut seats: Vec<u8> = game(core.store(), id)
        .record()
        .log
        .iter()
        .filter(|e| e.is_family_action())
        .map(|e| e.seat.0)
        .collect();
    seats.sort_unstable();
    seats.dedup();
    seats
}

#[test]
fn a_siguo_table_with_two_computer_seats_starts_when_bob_accepts() {
    let core = core_on(Store::in_memory(), config());
    let posts = say(
        &core,
        "alice",
        "/play junqi-siguo @bob computer:2 level:easy",
        T0,
    );
    assert_eq!(posts.len(), 1, "{posts:#?}");
    let post = text(&posts[0]);
    assert!(post.contains("opened a table"), "{post}");
    assert!(
        post.contains(&format!("South (team 1): {}", mention("alice"))),
        "{post}"
    );
    assert!(
        post.contains(&format!("East (team 2): {}", mention("bob"))),
        "{post}"
    );
    let computer = format!("{} (computer, easy)", mention("referee"));
    assert!(
        post.contains(&format!("North (team 1): {computer}")),
        "{post}"
    );
    assert!(
        post.contains(&format!("West (team 2): {computer}")),
        "{post}"
    );
    // Every seat is taken: no Join nor Add computer, only bob's Accept.
    assert_eq!(buttons(&posts[0]), ["accept:1"]);
    assert_eq!(status(&posts).as_deref(), Some("challenge"));

    let posts = say(&core, "bob", "/accept", T0);
    let begun = posts
        .iter()
        .find(|e| text(e).contains("begins"))
        .unwrap_or_else(|| panic!("{posts:#?}"));
    // The roster names the computer in both of its seats.
    let roster = text(begun).lines().next().unwrap_or_default();
    assert_eq!(roster.matches(&mention("referee")).count(), 2, "{roster}");
    let entry = core.store().game(1).expect("ok").expect("stored");
    assert!(!entry.rated, "a game with the computer is never rated");

    // The people deploy; the computer deploys both of its seats on its own.
    dm(&core, "alice", "deploy default", T0);
    dm(&core, "bob", "deploy default", T0);
    let deployed = computers_play(&core, T0);
    let public: Vec<&str> = deployed
        .iter()
        .filter(|e| matches!(e, Effect::Post { .. }))
        .map(text)
        .collect();
    // Its two set-ups in a row are told in one post (issue 34), a line each.
    let told: Vec<&&str> = public.iter().filter(|t| t.contains("deployed")).collect();
    assert_eq!(told.len(), 1, "{public:#?}");
    assert_eq!(told[0].matches("has deployed").count(), 2, "{public:#?}");
    assert_eq!(seats_that_acted(&core, 1), [0, 1, 2, 3]);
    assert!(matches!(game(core.store(), 1).status(), Status::ToMove(_)));
}

#[test]
fn each_computer_seat_plays_its_own_turns_and_no_deadline_runs_for_them() {
    let core = core_on(Store::in_memory(), config());
    let started = say(
        &core,
        "alice",
        "/play junqi-siguo computer:3 level:easy",
        T0,
    );
    // Nobody else to wait for: the game begins at once.
    assert!(
        started.iter().any(|e| text(e).contains("begins")),
        "{started:#?}"
    );
    dm(&core, "alice", "deploy default", T0);
    computers_play(&core, T0);
    // Alice plays her first legal move whenever it is her turn; the computers answer.
    for _ in 0..6 {
        let current = game(core.store(), 1);
        match current.status() {
            Status::ToMove(Seat(0)) => {
                let legal = current.legal(Seat(0));
                dm(&core, "alice", &legal[0], T0);
            }
            Status::Finished(_) => break,
            _ => {}
        }
        computers_play(&core, T0);
    }
    let current = game(core.store(), 1);
    let movers: Vec<u8> = current
        .record()
        .log
        .iter()
        .skip(4)
        .filter(|e| e.is_family_action())
        .map(|e| e.seat.0)
        .collect();
    for seat in 1..4 {
        assert!(
            movers.contains(&seat),
            "seat {seat} never moved: {movers:?}"
        );
    }
    // A month passes while a computer seat is to move: its clock never ran out. (Had
    // alice been to move, she would have been skipped, and the computers then move.)
    let month = T0 + 30 * DAY;
    let to_move = game(core.store(), 1).status();
    core.tick(month);
    computers_play(&core, month);
    let timeouts: Vec<u8> = game(core.store(), 1)
        .record()
        .log
        .iter()
        .filter(|e| e.text == "timeout")
        .map(|e| e.seat.0)
        .collect();
    assert!(
        timeouts.iter().all(|s| *s == 0),
        "{timeouts:?} after {to_move:?}"
    );
}

#[test]
fn when_the_last_person_resigns_the_computers_do_not_play_on() {
    let core = core_on(Store::in_memory(), config());
    say(
        &core,
        "alice",
        "/play junqi-siguo computer:3 level:easy",
        T0,
    );
    dm(&core, "alice", "deploy default", T0);
    computers_play(&core, T0);
    let posts = say(&core, "alice", "/resign confirm", T0);
    let told: Vec<&str> = posts
        .iter()
        .filter(|e| matches!(e, Effect::Post { .. }))
        .map(text)
        .collect();
    assert!(
        told.iter()
            .any(|t| t.contains("Game #1 ends without a result: no person is left")),
        "{told:#?}"
    );
    assert_eq!(status(&posts).as_deref(), Some("aborted"), "{posts:#?}");
    let finished = game(core.store(), 1);
    let Status::Finished(outcome) = finished.status() else {
        panic!("the game goes on");
    };
    assert_eq!(outcome.reason, "abort");
    // No result means the army stays hidden, and the computers play no more.
    assert!(!finished.is_revealed());
    assert!(computers_play(&core, T0).is_empty());
    let log = finished.record().log.len();
    assert_eq!(game(core.store(), 1).record().log.len(), log);
}

#[test]
fn a_person_left_with_a_computer_partner_plays_on() {
    // bob resigns; alice is still in the game, so the computers go on playing.
    let core = core_on(Store::in_memory(), config());
    say(
        &core,
        "alice",
        "/play junqi-siguo @bob computer:2 level:easy",
        T0,
    );
    say(&core, "bob", "/accept", T0);
    dm(&core, "alice", "deploy default", T0);
    dm(&core, "bob", "deploy default", T0);
    computers_play(&core, T0);
    let posts = say(&core, "bob", "/resign confirm", T0);
    assert!(
        posts.iter().all(|e| !text(e).contains("no person is left")),
        "{posts:#?}"
    );
    assert!(!game(core.store(), 1).status().is_finished());
}

#[test]
fn the_add_computer_button_gives_free_seats_to_the_computer() {
    let core = core_on(Store::in_memory(), config());
    let posts = say(&core, "alice", "/play junqi-siguo @bob", T0);
    assert_eq!(buttons(&posts[0]), ["join:1", "add-computer:1", "accept:1"]);
    say(&core, "bob", "/accept", T0);

    // Only someone seated at the table gives a seat away.
    let refused = assert_refused(&press(&core, "carol", "add-computer:1"), "carol");
    assert!(refused.contains("no seat"), "{refused}");

    let posts = press(&core, "bob", "add-computer:1");
    let post = text(&posts[0]);
    assert!(
        post.contains(&format!(
            "{} gave a seat at table #1 to the computer",
            mention("bob")
        )),
        "{post}"
    );
    assert!(
        post.contains(&format!(
            "North (team 1): {} (computer, normal)",
            mention("referee")
        )),
        "{post}"
    );
    assert!(post.contains("One seat is free"), "{post}");
    assert_eq!(buttons(&posts[0]), ["join:1", "add-computer:1"]);

    // The last free seat, typed with a level: the game begins.
    let posts = say(&core, "alice", "/add-computer level:hard", T0);
    assert!(
        posts.iter().any(|e| text(e).contains("begins")),
        "{posts:#?}"
    );
    let entry = core.store().game(1).expect("ok").expect("stored");
    let seats: Vec<(Option<u8>, &str)> = entry
        .computers
        .iter()
        .map(|c| (c.seat, c.level.as_str()))
        .collect();
    assert_eq!(seats, [(Some(2), "normal"), (Some(3), "hard")]);
    let names: Vec<&str> = entry.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["alice", "bob", "referee", "referee"]);

    // A full table takes no more computers.
    let refused = assert_refused(&say(&core, "alice", "/add-computer #1", T0), "alice");
    assert!(refused.contains("already started"), "{refused}");
}

#[test]
fn computer_seats_are_refused_when_they_do_not_fit_or_no_computer_is_known() {
    let core = core_on(Store::in_memory(), config());
    let refused = assert_refused(
        &say(&core, "alice", "/play sword-magic @bob computer:1", T0),
        "alice",
    );
    assert!(!refused.is_empty());
    assert!(core.store().game(1).expect("ok").is_none());

    // Before the shell names the computer (Discord, before it connects).
    let unnamed = harness::core();
    let refused = assert_refused(
        &say(&unnamed, "alice", "/play junqi-siguo computer:1", T0),
        "alice",
    );
    assert!(refused.contains("not ready"), "{refused}");
}

#[test]
fn a_restart_while_computer_seats_owe_their_layouts_loses_nothing() {
    let store = Store::in_memory();
    let first = core_on(store.clone(), config());
    say(
        &first,
        "alice",
        "/play junqi-siguo computer:3 level:easy",
        T0,
    );
    dm(&first, "alice", "deploy default", T0);
    // The process stops before the computer thinks: three seats owe their layouts.
    drop(first);
    let second = core_on(store, config());
    assert!(second.computer_work().is_empty(), "nothing scheduled yet");
    second.schedule_computers();
    let played = computers_play(&second, T0);
    // The three set-ups in a row are told in one post (issue 34), a line each.
    let told: Vec<&str> = played
        .iter()
        .map(text)
        .filter(|t| t.contains("deployed"))
        .collect();
    assert_eq!(told.len(), 1, "{played:#?}");
    assert_eq!(told[0].matches("has deployed").count(), 3, "{played:#?}");
    assert_eq!(seats_that_acted(&second, 1), [0, 1, 2, 3]);
}

/// A game that ended by abort: finished without a result, nothing revealed, and the
/// computers play no more.
fn assert_aborted(core: &Core, posts: &[Effect]) {
    assert_eq!(status(posts).as_deref(), Some("aborted"), "{posts:#?}");
    let ended = game(core.store(), 1);
    let Status::Finished(outcome) = ended.status() else {
        panic!("the game goes on: {posts:#?}");
    };
    assert_eq!(outcome.reason, "abort");
    assert!(!ended.is_revealed());
    assert!(computers_play(core, T0).is_empty());
}

#[test]
fn the_computer_agrees_to_abort_once_every_person_voted() {
    // alice and bob with two computer seats, well past the opening (four layouts).
    let core = core_on(Store::in_memory(), config());
    say(
        &core,
        "alice",
        "/play junqi-siguo @bob computer:2 level:easy",
        T0,
    );
    say(&core, "bob", "/accept", T0);
    dm(&core, "alice", "deploy default", T0);
    dm(&core, "bob", "deploy default", T0);
    computers_play(&core, T0);
    // alice asks: the game waits for bob alone, never for the computer.
    let asked = say(&core, "alice", "/abort", T0);
    let waiting = asked
        .iter()
        .map(text)
        .find(|t| t.contains(&mention("bob")))
        .unwrap_or_else(|| panic!("bob is not asked: {asked:#?}"));
    assert!(!waiting.contains(&mention("referee")), "{waiting}");
    assert!(!game(core.store(), 1).status().is_finished());
    // bob agrees: every person has voted, so the computer seats agree and it ends.
    let posts = say(&core, "bob", "/abort", T0);
    assert_aborted(&core, &posts);
}

#[test]
fn a_person_alone_with_the_computer_may_abort_late_in_the_game() {
    let core = core_on(Store::in_memory(), config());
    say(&core, "alice", "/play sword-magic @referee level:easy", T0);
    // Alice (White) moves, the computer answers, twice: past the opening.
    for _ in 0..2 {
        let current = game(core.store(), 1);
        let legal = current.legal(Seat(0));
        say(&core, "alice", &legal[0], T0);
        computers_play(&core, T0);
    }
    assert!(game(core.store(), 1).record().log.len() >= 4);
    let posts = say(&core, "alice", "/abort", T0);
    assert_aborted(&core, &posts);
}

/// The board's players row tells the computer's seats apart, as the posts do: "referee
/// (East)", not three times "referee".
#[test]
fn the_board_names_each_computer_seat_by_its_seat() {
    let core = core_on(Store::in_memory(), config());
    let outs = core.handle_undrawn(request(
        "alice",
        "/play junqi-siguo computer:3 level:easy",
        false,
        T0,
    ));
    let names = outs
        .iter()
        .find_map(|o| o.picture.as_ref())
        .map(|p| p.opts.seat_names.clone())
        .expect("the table's board is posted");
    assert_eq!(names[0], "alice");
    for seat in ["East", "North", "West"] {
        assert!(
            names
                .iter()
                .any(|n| n.starts_with("referee") && n.contains(seat)),
            "{names:?}"
        );
    }
}
