//! The core on PostgreSQL with two processes (two cores, each with its own pool) on one
//! database: simultaneous actions on one game are both kept, a redelivered interaction
//! is applied once whichever process gets it, a deadline fires once; and
//! `referee migrate` moves a sled store there, every game verified.
//! Skips with a notice without PostgreSQL (see `support/postgres.rs`).

use referee_testkit::postgres;

use referee_core::effect::Effect;
use referee_core::{CoreConfig, Store};
use referee_harness::*;
use referee_store::migrate::{migrate, migrate_reporting};
use std::sync::Arc;

fn connect(url: &str) -> Store {
    match referee_store::connect(url) {
        Ok(store) => store,
        Err(e) => panic!("{e}"),
    }
}

fn errors(effects: &[Effect]) -> Vec<&Effect> {
    effects
        .iter()
        .filter(|e| matches!(e, Effect::Ephemeral { error: true, .. }))
        .collect()
}

#[test]
fn two_processes_acting_on_one_game_keep_both_actions() {
    let Some(cluster) = postgres::shared() else {
        return;
    };
    let url = cluster.create_database();
    let one = Arc::new(core_on(connect(&url), CoreConfig::default()));
    let two = Arc::new(core_on(connect(&url), CoreConfig::default()));
    let games = 8;
    for _ in 0..games {
        say(&one, "alice", "/play secret-duel @bob", T0);
    }
    for id in 1..=games {
        say(&two, "bob", &format!("/accept #{id}"), T0);
    }
    // alice's hides go through process one, bob's through process two, at once.
    let handles: Vec<_> = [("alice", Arc::clone(&one)), ("bob", Arc::clone(&two))]
        .into_iter()
        .map(|(name, core)| {
            std::thread::spawn(move || {
                for id in 1..=games {
                    let effects = dm(&core, name, &format!("/move hide b2 #{id}"), T0);
                    assert!(errors(&effects).is_empty(), "{name} #{id}: {effects:#?}");
                }
            })
        })
        .collect();
    for handle in handles {
        assert!(handle.join().is_ok(), "a player's thread panicked");
    }
    for id in 1..=games {
        let log = game(one.store(), id).record().log.clone();
        assert_eq!(log.len(), 2, "game #{id} lost a hide: {log:?}");
        assert!(
            to_move(two.store(), id).is_some(),
            "game #{id} should be in play"
        );
    }
}

#[test]
fn a_redelivery_to_the_other_process_is_answered_by_neither() {
    let Some(cluster) = postgres::shared() else {
        return;
    };
    let url = cluster.create_database();
    let one = core_on(connect(&url), CoreConfig::default());
    let two = core_on(connect(&url), CoreConfig::default());
    let id = started_duel(&one, "");
    let mut hide = request("alice", &format!("/move hide a1 #{id}"), true, T0);
    hide.delivery_id = Some("interaction-42".to_string());
    assert!(
        !one.handle(hide.clone()).is_empty(),
        "the first delivery is answered"
    );
    assert!(two.handle(hide).is_empty(), "the redelivery is not");
    assert_eq!(game(two.store(), id).record().log.len(), 1);
}

#[test]
fn a_deadline_fires_in_one_process_only() {
    let Some(cluster) = postgres::shared() else {
        return;
    };
    let url = cluster.create_database();
    let config = CoreConfig {
        default_deadline_secs: HOUR,
        reminder_secs: Vec::new(),
        ..CoreConfig::default()
    };
    let one = Arc::new(core_on(connect(&url), config.clone()));
    let two = Arc::new(core_on(connect(&url), config));
    let games = 6;
    for _ in 0..games {
        say(&one, "alice", "/play secret-duel @bob", T0);
    }
    for id in 1..=games {
        say(&one, "bob", &format!("/accept #{id}"), T0);
    }
    let later = T0 + 2 * HOUR;
    let ticks: Vec<Vec<Effect>> = [one, two]
        .into_iter()
        .map(|core| std::thread::spawn(move || core.tick(later)))
        .collect::<Vec<_>>()
        .into_iter()
        .map(|t| t.join().expect("tick"))
        .collect();
    let posts_per_game = |id: u64| {
        ticks
            .iter()
            .flatten()
            .filter(|e| matches!(e, Effect::Post { .. }) && e.game().is_some_and(|g| g.id == id))
            .count()
    };
    for id in 1..=games {
        assert_eq!(
            posts_per_game(id),
            1,
            "game #{id}'s timeout was announced once: {ticks:#?}"
        );
    }
}

#[test]
fn migrate_copies_a_sled_store_and_verifies_every_game() {
    let Some(cluster) = postgres::shared() else {
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let sled_path = dir.path().join("store");
    let played = {
        let core = core_on(
            referee_store::open(&sled_path).expect("sled"),
            CoreConfig::default(),
        );
        let first = hidden_duel(&core, "");
        let second = started_duel(&core, "");
        say(&core, "carol", "/settings language:zh-TW", T0);
        // A record damaged by hand: copied as it is, and reported.
        core.store().put_raw_game(99, b"{broken").expect("damage");
        vec![first, second]
    };
    let url = cluster.create_database();
    let source = referee_store::connect(format!("sled:{}", sled_path.display())).expect("sled");
    let target = connect(&url);
    let mut steps = Vec::new();
    let done = migrate_reporting(&source, &target, &mut |done, total| {
        steps.push((done, total))
    })
    .expect("migrate");
    // Progress after each of the three records (the damaged one too), from 0 to the end.
    assert_eq!(steps, [(0, 3), (1, 3), (2, 3), (3, 3)]);
    assert_eq!(done.games, 2);
    assert_eq!(done.unreadable.len(), 1);
    assert_eq!(done.unreadable[0].0, 99);
    assert!(done.users >= 3, "{done:?}");
    assert!(done.to_string().contains("copied 2 games"), "{done}");
    for id in &played {
        assert_eq!(
            source.game(*id).expect("src"),
            target.game(*id).expect("dst")
        );
    }
    assert_eq!(target.raw_game(99).expect("raw"), Some(b"{broken".to_vec()));
    // A second migration into the now full store is refused.
    assert!(migrate(&source, &target).is_err());
    // The bot goes on from PostgreSQL: the duel continues, new ids follow the old ones.
    drop(source);
    let core = core_on(target, CoreConfig::default());
    let effects = say(&core, "alice", "/games", T0);
    assert!(errors(&effects).is_empty(), "{effects:#?}");
    let next = say(&core, "alice", "/play secret-duel @carol", T0);
    let new_id = next.iter().find_map(|e| e.game().map(|g| g.id));
    assert_eq!(
        new_id,
        Some(100),
        "ids continue after the highest stored game"
    );
}
