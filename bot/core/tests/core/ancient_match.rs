//! 古战棋 matches through the core: a game that ends during the secret camp choice (by
//! resignation or a missed deadline) costs one territory, and the next game of the match
//! starts with fresh clocks for both players.
//!
//! Before the fix, a seat that owed the camp choice in both games kept its old clock, so a
//! missed deadline lost game after game at every tick until the match was gone.

use crate::harness::*;
use referee_core::effect::Effect;
use referee_core::Core;
use rules::{Game, Seat, Status};

const CAMPS_RED: &str = "camps b1 c4 d6";

/// alice (red in game 1) against bob, three territories each, in the camp choice at T0.
fn match_started(core: &Core) -> u64 {
    say(core, "alice", "/play ancient @bob", T0);
    let started = say(core, "bob", "/accept", T0);
    assert_eq!(status(&started).as_deref(), Some("setup"), "{started:#?}");
    1
}

fn stored(core: &Core, id: u64) -> (referee_core::store::records::GameEntry, Game) {
    let entry = core.store().game(id).expect("readable").expect("exists");
    let game = Game::replay(&entry.record).expect("replays");
    assert_eq!(game.record(), &entry.record);
    (entry, game)
}

fn logged(game: &Game) -> Vec<String> {
    game.record().log.iter().map(|e| e.text.clone()).collect()
}

fn public_texts(effects: &[Effect]) -> Vec<&str> {
    effects
        .iter()
        .filter(|e| matches!(e, Effect::Post { .. }))
        .map(text)
        .collect()
}

/// Both players owe the camp choice of a new game, each with a clock from `since`.
fn next_game_waits_for_both(core: &Core, id: u64, since: u64) {
    let (entry, game) = stored(core, id);
    let Status::Simultaneous(mut waiting) = game.status() else {
        panic!("a new game's camp choice, not {:?}", game.status());
    };
    waiting.sort_unstable_by_key(|s| s.0);
    assert_eq!(waiting, [Seat(0), Seat(1)], "both choose camps again");
    let started: Vec<u64> = entry.clocks.iter().map(|c| c.started).collect();
    assert_eq!(
        started,
        [since, since],
        "both clocks start with the new game"
    );
}

#[test]
fn a_resignation_before_anyone_chose_camps_ends_the_game_and_restarts_both_clocks() {
    let core = core();
    let id = match_started(&core);
    let resigned = say(&core, "bob", "/resign confirm", T0 + HOUR);
    let posts = public_texts(&resigned);
    assert_eq!(posts.len(), 1, "announced once: {resigned:#?}");
    assert!(posts[0].contains("`resign`"), "{}", posts[0]);
    assert!(posts[0].contains("Territories: 4 – 2"), "{}", posts[0]);
    assert_eq!(status(&resigned).as_deref(), Some("setup"));
    let (_, game) = stored(&core, id);
    assert_eq!(logged(&game), ["resign"]);
    next_game_waits_for_both(&core, id, T0 + HOUR);

    // alice's deadline in game 2 is three days after the resignation, not after game 1 began.
    assert!(core
        .tick(T0 + 3 * DAY)
        .iter()
        .all(|e| !text(e).contains("missed")));
    assert_eq!(logged(&stored(&core, id).1), ["resign"]);
}

#[test]
fn a_resignation_after_the_other_chose_camps_is_accepted_and_keeps_the_camps_secret() {
    let core = core();
    let id = match_started(&core);
    assert!(!dm(&core, "alice", CAMPS_RED, T0).is_empty());
    let resigned = say(&core, "bob", "/resign confirm", T0 + HOUR);
    let posts = public_texts(&resigned);
    assert_eq!(posts.len(), 1, "{resigned:#?}");
    assert!(posts[0].contains("Territories: 4 – 2"), "{}", posts[0]);
    for square in ["b1", "c4", "d6"] {
        assert!(
            !posts[0].contains(square),
            "camp {square} in public: {}",
            posts[0]
        );
    }
    let (_, game) = stored(&core, id);
    assert_eq!(logged(&game), [CAMPS_RED, "resign"]);
    next_game_waits_for_both(&core, id, T0 + HOUR);
}

#[test]
fn a_missed_camp_deadline_costs_one_game_not_the_match() {
    let core = core();
    let id = match_started(&core);
    assert!(!dm(&core, "alice", CAMPS_RED, T0).is_empty());
    let due = T0 + 3 * DAY;
    let expired = core.tick(due);
    assert_eq!(status(&expired).as_deref(), Some("setup"), "{expired:#?}");
    let (_, game) = stored(&core, id);
    assert_eq!(logged(&game), [CAMPS_RED, "timeout"]);
    next_game_waits_for_both(&core, id, due);
    // The clock runs again (the console ticks after every line): nothing more is due.
    for later in [due, due + 1, due + HOUR] {
        let more = core.tick(later);
        assert!(more.is_empty(), "at {later}: {more:#?}");
    }
    assert_eq!(logged(&stored(&core, id).1), [CAMPS_RED, "timeout"]);
    assert_eq!(core.next_wakeup(), Some(due + 3 * DAY - DAY));
}

#[test]
fn when_both_miss_the_camp_deadline_one_game_is_lost() {
    let core = core();
    let id = match_started(&core);
    let due = T0 + 3 * DAY;
    let expired = core.tick(due);
    let posts = public_texts(&expired);
    assert_eq!(posts.len(), 1, "one game ends: {expired:#?}");
    assert!(posts[0].contains("Territories: 2 – 4"), "{}", posts[0]);
    let (_, game) = stored(&core, id);
    assert_eq!(logged(&game), ["timeout"]);
    next_game_waits_for_both(&core, id, due);
    assert!(core.tick(due + HOUR).is_empty());
}
