//! Playing the computer (`/play … @referee level:…`): it answers at once through the
//! agenda the shells drain, keeps no deadline, declines takebacks, and a restart while it
//! is to move loses nothing.

use crate::harness;

use harness::*;
use referee_core::effect::Effect;
use referee_core::{Core, CoreConfig, Store};
use rules::{Game, Seat, Status};

fn config() -> CoreConfig {
    CoreConfig {
        computer: Some(user("referee")),
        computer_move_ms: 30,
        seed: Some(7),
        ..CoreConfig::default()
    }
}

/// What a shell does: think about every task on the agenda and play the answers.
fn computers_play(core: &Core, now: u64) -> Vec<Effect> {
    let mut effects = Vec::new();
    for task in core.computer_work() {
        if let Some(command) = task.think() {
            effects.extend(core.computer_submit(&task, command, now));
        }
    }
    effects
}

fn game_of(core: &Core, id: u64) -> Game {
    let entry = core.store().game(id).expect("readable").expect("stored");
    Game::replay(&entry.record).expect("replays")
}

#[test]
fn a_game_against_the_computer_is_played_to_its_end() {
    for (variant, level) in [("sword-magic", "hard"), ("demon", "easy")] {
        let core = core_on(Store::in_memory(), config());
        let started = say(
            &core,
            "alice",
            &format!("/play {variant} @referee level:{level}"),
            T0,
        );
        assert!(text(&started[0]).contains("begins"), "{started:#?}");
        let mut plies = 0;
        loop {
            computers_play(&core, T0);
            let game = game_of(&core, 1);
            if game.status().is_finished() || plies > 40 {
                break;
            }
            // Alice plays her first legal move each time, and resigns after 40 plies.
            let legal = game.legal(Seat(0));
            assert!(!legal.is_empty(), "{variant}: alice to move but no move");
            let posts = say(&core, "alice", &legal[0], T0);
            let alice = format!("<@{}>", user("alice").id);
            assert!(text(&posts[0]).contains(&alice), "{variant}: {posts:#?}");
            plies += 1;
        }
        if !game_of(&core, 1).status().is_finished() {
            say(&core, "alice", "/resign confirm", T0);
        }
        let game = game_of(&core, 1);
        let Status::Finished(outcome) = game.status() else {
            panic!("{variant}: not finished");
        };
        let by_computer = game
            .record()
            .log
            .iter()
            .filter(|e| e.seat == Seat(1) && e.is_family_action())
            .count();
        assert!(by_computer >= 1, "{variant}: the computer never moved");
        // Its moves were its own (it answered every time it was to move).
        assert!(!outcome.reason.is_empty());
    }
}

#[test]
fn the_computer_accepts_at_once_and_has_no_deadline() {
    let core = core_on(Store::in_memory(), config());
    say(&core, "alice", "/play sword-magic @referee", T0);
    say(&core, "alice", "d2-d4", T0);
    // A month passes before the computer thinks: it is not timed out.
    let later = T0 + 30 * DAY;
    let ticked = core.tick(later);
    assert!(
        ticked.iter().all(|e| !text(e).contains("time")),
        "{ticked:#?}"
    );
    assert!(!game_of(&core, 1).status().is_finished());
    let moved = computers_play(&core, later);
    let referee = format!("<@{}>", user("referee").id);
    assert!(text(&moved[0]).contains(&referee), "{moved:#?}");
    assert_eq!(game_of(&core, 1).record().log.len(), 2);
}

#[test]
fn a_restart_while_the_computer_is_to_move_loses_nothing() {
    let store = Store::in_memory();
    let first = core_on(store.clone(), config());
    say(&first, "alice", "/play demon @referee level:easy", T0);
    // The referee (Black) owes its swap answer; the process stops before it thinks.
    drop(first);
    let second = core_on(store, config());
    assert!(second.computer_work().is_empty(), "nothing scheduled yet");
    second.schedule_computers();
    let moved = computers_play(&second, T0);
    assert!(
        !moved.is_empty(),
        "the computer did not play after the restart"
    );
    assert_eq!(game_of(&second, 1).record().log.len(), 1);
}

#[test]
fn the_computer_declines_takebacks_and_a_draw_in_a_level_game() {
    let core = core_on(Store::in_memory(), config());
    say(&core, "alice", "/play sword-magic @referee", T0);
    say(&core, "alice", "d2-d4", T0);
    computers_play(&core, T0);
    say(&core, "alice", "e2-e3", T0);
    let asked = say(&core, "alice", "/undo", T0);
    assert!(!asked.is_empty());
    let answered = computers_play(&core, T0);
    assert!(
        answered.iter().any(|e| text(e).contains("declin")),
        "{answered:#?}"
    );
    say(&core, "alice", "/draw", T0);
    let answered = computers_play(&core, T0);
    assert!(
        answered
            .iter()
            .any(|e| text(e).contains("declines the draw")),
        "{answered:#?}"
    );
    assert!(!game_of(&core, 1).status().is_finished());
}

#[test]
fn nothing_is_sent_to_the_computer_itself() {
    let core = core_on(Store::in_memory(), config());
    let mut effects = say(&core, "alice", "/play sword-magic @referee", T0);
    effects.extend(say(&core, "alice", "d2-d4", T0));
    effects.extend(computers_play(&core, T0));
    let referee = user("referee").id;
    for effect in &effects {
        match effect {
            Effect::Private { user, .. } | Effect::Ephemeral { user, .. } => {
                assert_ne!(*user, referee, "{effect:#?}")
            }
            _ => {}
        }
    }
}
