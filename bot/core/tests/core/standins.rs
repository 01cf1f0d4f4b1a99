//! Stand-ins (issue 35): the computer acting for an absent person. A missed move
//! deadline under army chess's `on_timeout=computer` gets the computer's move (not a
//! skip); `/away` and `/back`, refused in rated games; turn messages stop while away; the
//! stand-ins wait when everyone is away or a draw offer waits for an answer; a time away
//! ends by itself; and a stand-in's move never counts as the player's own for ratings.

use crate::harness::*;
use referee_core::effect::Effect;
use referee_core::{Core, CoreConfig, Store};
use rules::Status;

fn config() -> CoreConfig {
    CoreConfig {
        computer_move_ms: 30,
        seed: Some(5),
        ..CoreConfig::default()
    }
}

/// A 两国军棋 game between alice (South, first) and bob, both deployed; its id.
fn liangguo(core: &Core, extra: &str) -> u64 {
    let posts = say(
        core,
        "alice",
        &format!("/play junqi-liangguo @bob deadline:1d {extra}"),
        T0,
    );
    let id = posts
        .iter()
        .find_map(|e| e.game().map(|g| g.id))
        .expect("a challenge");
    say(core, "bob", &format!("/accept #{id}"), T0);
    dm(core, "alice", "deploy default", T0);
    dm(core, "bob", "deploy default", T0);
    id
}

/// How posts name `who` (a mention).
fn at(who: &str) -> String {
    format!("<@{}>", user(who).id)
}

fn joined(effects: &[Effect]) -> String {
    effects.iter().map(text).collect::<Vec<_>>().join("\n")
}

fn private_to<'a>(effects: &'a [Effect], who: &str) -> Vec<&'a str> {
    let id = user(who).id;
    effects
        .iter()
        .filter(|e| matches!(e, Effect::Private { user, .. } if *user == id))
        .map(text)
        .collect()
}

/// The seats of the logged actions made by a stand-in.
fn stand_in_seats(core: &Core, id: u64) -> Vec<u8> {
    game(core.store(), id)
        .record()
        .log
        .iter()
        .filter(|e| e.stand_in)
        .map(|e| e.seat.0)
        .collect()
}

#[test]
fn a_missed_deadline_with_on_timeout_computer_gets_a_move_not_a_skip() {
    let core = core_on(Store::in_memory(), config());
    let id = liangguo(&core, "on_timeout=computer");
    dm(&core, "alice", "S1e-C9", T0);
    let late = T0 + DAY + 1;
    let told = core.tick(late);
    assert!(
        joined(&told).contains(&format!("{} missed the deadline", at("bob"))),
        "{told:#?}"
    );
    assert!(joined(&told).contains(&format!("computer acts for {}", at("bob"))));
    let played = computers_play(&core, late);
    let all = joined(&played);
    assert!(
        all.contains(&format!("the computer played for {}", at("bob"))),
        "{all}"
    );
    assert!(!all.contains("skipped"), "{all}");
    assert_eq!(stand_in_seats(&core, id), [1]);
    assert_eq!(to_move(core.store(), id).as_deref(), Some("alice"));
    // bob hears what was played for him, and that his next turn is his own.
    let note = private_to(&played, "bob");
    assert!(
        note.iter().any(|t| t.contains("next turn is yours again")),
        "{note:#?}"
    );
    // It happens once: alice moves, and bob moves himself.
    dm(&core, "alice", "S1c-C8", late);
    assert!(computers_play(&core, late).is_empty());
    let own = dm(&core, "bob", "N1c-C2", late);
    assert!(
        joined(&own).contains(&format!("{}: `N1c-C2`", at("bob"))),
        "{own:#?}"
    );
    assert_eq!(stand_in_seats(&core, id), [1]);
}

#[test]
fn without_the_option_a_missed_deadline_still_skips() {
    let core = core_on(Store::in_memory(), config());
    let id = liangguo(&core, "");
    dm(&core, "alice", "S1e-C9", T0);
    let told = core.tick(T0 + DAY + 1);
    assert!(joined(&told).contains("skipped"), "{told:#?}");
    assert!(computers_play(&core, T0 + DAY + 1).is_empty());
    assert!(stand_in_seats(&core, id).is_empty());
}

#[test]
fn away_is_refused_in_a_rated_game_and_to_anyone_but_the_player() {
    let core = core_on(Store::in_memory(), config());
    let rated = liangguo(&core, "");
    let refused = assert_refused(
        &say(&core, "alice", &format!("/away #{rated}"), T0),
        "alice",
    );
    assert!(refused.contains("is rated"), "{refused}");
    let casual = liangguo(&core, "rated:no");
    let refused = assert_refused(
        &say(&core, "carol", &format!("/away #{casual}"), T0),
        "carol",
    );
    assert!(!refused.is_empty());
    let refused = assert_refused(
        &say(&core, "alice", &format!("/back #{casual}"), T0),
        "alice",
    );
    assert!(refused.contains("not away"), "{refused}");
}

#[test]
fn away_answers_at_once_quietly_and_ends_with_back() {
    let core = core_on(Store::in_memory(), config());
    let id = liangguo(&core, "rated:no");
    dm(&core, "alice", "S1e-C9", T0);
    let went = say(&core, "alice", "/away 2d", T0);
    assert!(
        joined(&went).contains(&format!("{} is away until", at("alice"))),
        "{went:#?}"
    );
    // bob moves: the computer answers alice's turn at once, and she gets no turn message.
    let moved = dm(&core, "bob", "N1c-C2", T0);
    assert!(private_to(&moved, "alice")
        .iter()
        .all(|t| !t.contains("your turn")));
    let played = computers_play(&core, T0);
    assert!(joined(&played).contains(&format!("the computer played for {}", at("alice"))));
    assert_eq!(stand_in_seats(&core, id), [0]);
    assert!(private_to(&played, "alice")
        .iter()
        .any(|t| t.contains("/back")));
    // /games shows her seat as away to bob.
    let games = joined(&say(&core, "bob", "/games", T0));
    assert!(
        games.contains(&format!("{} (away)", at("alice"))),
        "{games}"
    );
    // bob moves again; the computer again; then alice is back and it stops.
    let next = game(core.store(), id).legal(rules::Seat(1));
    let mv = next
        .iter()
        .find(|m| !m.starts_with("deploy"))
        .expect("a move");
    dm(&core, "bob", mv, T0);
    computers_play(&core, T0);
    assert_eq!(stand_in_seats(&core, id), [0, 0]);
    let back = say(&core, "alice", "/back", T0);
    assert!(
        joined(&back).contains(&format!("{} is back", at("alice"))),
        "{back:#?}"
    );
    let next = game(core.store(), id).legal(rules::Seat(1));
    let mv = next
        .iter()
        .find(|m| !m.starts_with("deploy"))
        .expect("a move");
    let moved = dm(&core, "bob", mv, T0);
    assert!(computers_play(&core, T0).is_empty());
    assert!(private_to(&moved, "alice")
        .iter()
        .any(|t| t.contains("your turn")));
    assert_eq!(to_move(core.store(), id).as_deref(), Some("alice"));
}

#[test]
fn a_time_away_ends_by_itself_and_everyone_away_waits() {
    let core = core_on(Store::in_memory(), config());
    let id = liangguo(&core, "rated:no");
    say(&core, "bob", "/away 2d", T0);
    say(&core, "alice", "/away 1d", T0);
    // Every person is away: the stand-ins wait.
    assert!(computers_play(&core, T0).is_empty());
    assert!(stand_in_seats(&core, id).is_empty());
    // alice's day ends: she is told; then the computer plays bob's turns again.
    let ended = core.tick(T0 + DAY);
    let all = joined(&ended);
    assert!(
        all.contains(&format!("{} is back", at("alice"))),
        "{ended:#?}"
    );
    assert!(private_to(&ended, "alice")
        .iter()
        .any(|t| t.contains("time away has ended")));
    dm(&core, "alice", "S1e-C9", T0 + DAY);
    assert!(joined(&computers_play(&core, T0 + DAY)).contains(&format!("played for {}", at("bob"))));
    assert_eq!(stand_in_seats(&core, id), [1]);
}

#[test]
fn a_draw_offered_to_an_away_player_waits_for_their_own_answer() {
    let core = core_on(Store::in_memory(), config());
    let id = liangguo(&core, "rated:no");
    say(&core, "bob", "/draw", T0);
    say(&core, "alice", "/away", T0);
    // alice to move, a draw offered to her: the stand-in neither answers nor moves.
    assert!(computers_play(&core, T0).is_empty());
    assert_eq!(game(core.store(), id).pending_draw_offers().len(), 1);
    // Her own answer ends her time away.
    say(&core, "alice", "/draw decline", T0);
    let entry = core.store().game(id).expect("read").expect("game");
    assert!(entry.stand_ins.is_empty());
    assert!(computers_play(&core, T0).is_empty());
    assert!(matches!(game(core.store(), id).status(), Status::ToMove(_)));
}

#[test]
fn a_stand_in_move_is_not_the_players_own_move_for_ratings() {
    // bob's only moves are the computer's: the game is not rated.
    let core = core_on(Store::in_memory(), config());
    let id = liangguo(&core, "on_timeout=computer");
    let mut now = T0;
    for alice_move in ["S1e-C9", "S1c-C8"] {
        dm(&core, "alice", alice_move, now);
        now += DAY + 1;
        core.tick(now);
        computers_play(&core, now);
    }
    assert_eq!(stand_in_seats(&core, id), [1, 1]);
    say(&core, "bob", &format!("/resign confirm #{id}"), now);
    let entry = core.store().game(id).expect("read").expect("game");
    assert!(entry.rated);
    assert!(entry.rating.is_none(), "rated without bob's own move");

    // The same with one move of bob's own: rated.
    let core = core_on(Store::in_memory(), config());
    let id = liangguo(&core, "on_timeout=computer");
    dm(&core, "alice", "S1e-C9", T0);
    core.tick(T0 + DAY + 1);
    computers_play(&core, T0 + DAY + 1);
    dm(&core, "alice", "S1c-C8", T0 + DAY + 1);
    let next = game(core.store(), id).legal(rules::Seat(1));
    let mv = next
        .iter()
        .find(|m| !m.starts_with("deploy"))
        .expect("a move");
    dm(&core, "bob", mv, T0 + DAY + 1);
    say(
        &core,
        "bob",
        &format!("/resign confirm #{id}"),
        T0 + DAY + 1,
    );
    let entry = core.store().game(id).expect("read").expect("game");
    assert!(entry.rating.is_some(), "bob moved himself once");
}

#[test]
fn a_time_away_survives_a_restart_and_its_turn_is_played_after_it() {
    let memory = referee_core::store::MemoryBackend::new();
    let before = core_on(Store::from_backend(memory.clone()), config());
    let id = liangguo(&before, "rated:no");
    dm(&before, "alice", "S1e-C9", T0);
    say(&before, "bob", "/away", T0);
    // The process stops before the computer thinks; a new one reads the same store.
    drop(before);
    let after = core_on(Store::from_backend(memory), config());
    assert!(after.computer_work().is_empty(), "nothing scheduled yet");
    after.schedule_computers();
    let played = computers_play(&after, T0);
    assert!(joined(&played).contains(&format!("the computer played for {}", at("bob"))));
    assert_eq!(stand_in_seats(&after, id), [1]);
    let games = joined(&say(&after, "alice", "/games", T0));
    assert!(games.contains(&format!("{} (away)", at("bob"))), "{games}");
}
