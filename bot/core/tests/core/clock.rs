//! Deadlines, reminders, vacations, expiry outcomes, restarts and refused DMs, driven by
//! `tick(now)` with synthetic times.

use crate::harness;

use harness::*;
use referee_core::effect::Effect;
use referee_core::store::records::Expiry;
use referee_core::store::MemoryBackend;
use referee_core::{CoreConfig, Store};

fn privates_to(effects: &[Effect], name: &str) -> Vec<String> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Private { user: to, text, .. } if *to == user(name).id => Some(text.clone()),
            _ => None,
        })
        .collect()
}

/// alice and bob hid; returns (game id, who moves, who waits).
fn duel(core: &referee_core::Core, extra: &str) -> (u64, String, String) {
    let id = hidden_duel(core, extra);
    let mover = to_move(core.store(), id).expect("to move");
    let waiter = if mover == "alice" { "bob" } else { "alice" }.to_string();
    (id, mover, waiter)
}

#[test]
fn reminders_then_the_deadline_claims_the_win() {
    let core = core(); // reminders 24h and 1h before; claim-win
    let (id, mover, waiter) = duel(&core, "deadline:2d");
    let deadline = T0 + 2 * DAY;
    assert_eq!(core.next_wakeup(), Some(deadline - DAY));

    assert!(core.tick(deadline - DAY - 1).is_empty());
    let first = core.tick(deadline - DAY);
    assert_eq!(privates_to(&first, &mover).len(), 1, "{first:#?}");
    assert_eq!(first.len(), 1, "only the player to move is reminded");
    assert!(core.tick(deadline - DAY).is_empty(), "a reminder goes once");
    assert_eq!(core.next_wakeup(), Some(deadline - HOUR));
    assert_eq!(privates_to(&core.tick(deadline - HOUR), &mover).len(), 1);
    assert_eq!(core.next_wakeup(), Some(deadline));

    let end = core.tick(deadline);
    assert_eq!(status(&end), Some(format!("finished:{waiter}")), "{end:#?}");
    assert!(end
        .iter()
        .any(|e| matches!(e, Effect::Post { image: Some(_), .. })));
    assert!(text(&end[0]).contains("missed the deadline"), "{end:#?}");
    assert_eq!(core.next_wakeup(), None);
    assert!(core.tick(deadline + DAY).is_empty());
    let _ = id;
}

#[test]
fn a_move_restarts_the_clock_for_the_next_player() {
    let core = core();
    let (id, mover, waiter) = duel(&core, "deadline:1d");
    say(&core, &mover, "probe b2", T0 + HOUR);
    // 1d from the move, with the 1h reminder before it (the 24h one does not fit in 1d).
    assert_eq!(core.next_wakeup(), Some(T0 + HOUR + DAY - HOUR));
    let games = say(&core, &waiter, "/games", T0 + HOUR);
    assert!(
        text(&games[0]).contains(&format!("<t:{}:R>", T0 + HOUR + DAY)),
        "{games:#?}"
    );
    let _ = id;
}

#[test]
fn vacation_pushes_deadlines() {
    let core = core();
    let (_, mover, _) = duel(&core, "deadline:2d");
    say(&core, &mover, "/settings vacation:3", T0);
    let pushed = T0 + 2 * DAY + 3 * DAY;
    assert_eq!(core.next_wakeup(), Some(pushed - DAY));
    assert!(
        core.tick(T0 + 2 * DAY).is_empty(),
        "no expiry during the vacation"
    );
    let games = say(&core, &mover, "/games", T0);
    assert!(
        text(&games[0]).contains(&format!("<t:{pushed}:R>")),
        "{games:#?}"
    );
    // Back early: the clock runs again from the day it was paused.
    say(&core, &mover, "/settings vacation:0", T0 + DAY);
    assert_eq!(core.next_wakeup(), Some(T0 + 3 * DAY - DAY));
}

#[test]
fn expiry_can_abort_or_skip() {
    let core = core();
    let (_, _, _) = duel(&core, "deadline:1d expiry:abort");
    let end = core.tick(T0 + DAY);
    assert_eq!(status(&end).as_deref(), Some("aborted"), "{end:#?}");

    let core = harness::core();
    let (_, mover, _) = duel(&core, "deadline:1d expiry:skip");
    let skipped = core.tick(T0 + DAY);
    assert_eq!(skipped.len(), 1, "{skipped:#?}");
    assert!(text(&skipped[0]).contains("starts again"), "{skipped:#?}");
    assert_eq!(status(&skipped), Some(format!("to_move:{mover}")));
    assert_eq!(core.next_wakeup(), Some(T0 + 2 * DAY - HOUR));
}

#[test]
fn configured_expiry_and_reminders_apply() {
    let config = CoreConfig {
        default_deadline_secs: 2 * HOUR,
        reminder_secs: vec![30 * 60],
        expiry: Expiry::Abort,
        ..CoreConfig::default()
    };
    let core = core_on(Store::in_memory(), config);
    duel(&core, "");
    assert_eq!(core.next_wakeup(), Some(T0 + 2 * HOUR - 30 * 60));
    core.tick(T0 + 2 * HOUR - 30 * 60);
    assert_eq!(
        status(&core.tick(T0 + 2 * HOUR)).as_deref(),
        Some("aborted")
    );
}

#[test]
fn a_restart_resumes_the_game_with_its_deadline() {
    // What the store keeps outlives the core: each `reopen` is a restarted process.
    let memory = MemoryBackend::new();
    let reopen = || Store::from_backend(memory.clone());
    let (mover, waiter, wakeup) = {
        let core = core_on(reopen(), CoreConfig::default());
        let (_, mover, waiter) = duel(&core, "deadline:2d");
        (mover, waiter, core.next_wakeup())
    };
    let core = core_on(reopen(), CoreConfig::default());
    assert_eq!(core.next_wakeup(), wakeup);
    let games = say(&core, &mover, "/games", T0);
    assert!(
        text(&games[0]).contains(&format!("<t:{}:R>", T0 + 2 * DAY)),
        "{games:#?}"
    );
    let moved = say(&core, &mover, "probe b2", T0 + HOUR);
    assert_eq!(
        status(&moved),
        Some(format!("to_move:{waiter}")),
        "{moved:#?}"
    );
    drop(core);
    let core = core_on(reopen(), CoreConfig::default());
    let end = core.tick(T0 + HOUR + 2 * DAY);
    assert_eq!(status(&end), Some(format!("finished:{mover}")), "{end:#?}");
}

#[test]
fn a_refused_dm_is_announced_once_without_secrets() {
    let core = core();
    let id = started_duel(&core, "");
    let hid = dm(&core, "alice", "hide b3", T0);
    assert!(hid.iter().any(|e| matches!(e, Effect::Private { .. })));
    let notice = core.dm_refused(user("alice").id, Some(id), T0);
    assert_eq!(notice.len(), 1, "{notice:#?}");
    let Effect::Post {
        channel,
        text,
        image,
        ..
    } = &notice[0]
    else {
        panic!("{notice:#?}")
    };
    assert_eq!(*channel, CHANNEL);
    assert!(image.is_none());
    assert!(
        text.contains(&format!("<@{}>", user("alice").id)) && text.contains("/mine"),
        "{text}"
    );
    assert!(
        !text.contains("b3"),
        "the notice must not carry the secret: {text}"
    );
    assert!(
        core.dm_refused(user("alice").id, Some(id), T0).is_empty(),
        "said once"
    );
    assert!(core.dm_refused(user("alice").id, None, T0).is_empty());
    // Not a player of that game: nothing to say in its channel.
    assert!(core.dm_refused(user("carol").id, Some(id), T0).is_empty());
    // Writing to the bot by DM reopens; a later failure is told again.
    dm(&core, "alice", "/games", T0);
    assert_eq!(core.dm_refused(user("alice").id, Some(id), T0).len(), 1);
}

#[test]
fn thread_posts_go_to_the_thread() {
    let config = CoreConfig {
        open_threads: true,
        ..CoreConfig::default()
    };
    let core = core_on(Store::in_memory(), config);
    say(&core, "alice", "/play secret-duel @bob", T0);
    let started = say(&core, "bob", "/accept", T0);
    assert!(
        started
            .iter()
            .any(|e| matches!(e, Effect::OpenThread { game: 1, .. })),
        "{started:#?}"
    );
    let opened = core.thread_opened(1, 77);
    assert!(
        matches!(&opened[0], Effect::Post { channel: 77, .. }),
        "{opened:#?}"
    );
    let hid = dm(&core, "alice", "hide a1", T0);
    assert!(
        hid.iter()
            .any(|e| matches!(e, Effect::Post { channel: 77, .. })),
        "{hid:#?}"
    );
    // Commands typed in the thread find the game.
    let mut req = request("bob", "/board", false, T0);
    req.place.channel = 77;
    assert!(matches!(
        &core.handle(req)[0],
        Effect::Ephemeral { error: false, .. }
    ));
}
