//! The store's indexes: the deadline index behind `next_wakeup` and `tick`, and the open
//! games of a channel. Each must survive a crash that left it behind the game records:
//! opening the store after an unclean stop checks it against them, and only then.

use referee_core::{CoreConfig, Store};
use referee_harness::*;
use referee_store::IndexCheck;
use std::path::Path;
use std::time::{Duration, Instant};

/// sled lets go of its file lock once its background flusher has seen the last handle
/// dropped, which can be a moment after the drop: retry for a while, as a restart would.
fn reopen(path: &Path) -> Store {
    let start = Instant::now();
    loop {
        match referee_store::open(path) {
            Ok(store) => return store,
            Err(e) if start.elapsed() > Duration::from_secs(30) => panic!("store: {e}"),
            Err(_) => std::thread::sleep(Duration::from_millis(20)),
        }
    }
}

/// What a crash could leave: the store reopened by sled alone, damaged by hand, and
/// without the marker a clean shutdown leaves (a crashed process never writes it).
fn after_a_crash(path: &Path, damage: impl FnOnce(&sled::Db)) {
    with_raw_db(path, |db| {
        damage(db);
        let counters = db.open_tree("counters").expect("tree");
        counters
            .remove(referee_store::CLEAN_SHUTDOWN_KEY)
            .expect("marker removed");
    });
}

/// The store opened by sled alone, to look at it or change it by hand.
fn with_raw_db(path: &Path, damage: impl FnOnce(&sled::Db)) {
    let start = Instant::now();
    let db = loop {
        match sled::open(path) {
            Ok(db) => break db,
            Err(e) if start.elapsed() > Duration::from_secs(30) => panic!("raw sled: {e}"),
            Err(_) => std::thread::sleep(Duration::from_millis(20)),
        }
    };
    damage(&db);
    db.flush().expect("flushed");
}

fn pair(a: u64, b: u64) -> Vec<u8> {
    let mut key = a.to_be_bytes().to_vec();
    key.extend(b.to_be_bytes());
    key
}

#[test]
fn the_deadline_index_orders_wakeups_and_lists_only_due_games() {
    let store = referee_store::temporary().expect("store");
    assert_eq!(store.next_wakeup().expect("ok"), None);
    store.set_wakeup(1, Some(300)).expect("set");
    store.set_wakeup(2, Some(100)).expect("set");
    store.set_wakeup(3, Some(200)).expect("set");
    store.set_wakeup(4, Some(200)).expect("set");
    assert_eq!(store.next_wakeup().expect("ok"), Some(100));
    assert_eq!(store.due_games(99).expect("ok"), Vec::<u64>::new());
    assert_eq!(store.due_games(200).expect("ok"), vec![2, 3, 4]);

    // Moving a wakeup leaves no trace at its old time.
    store.set_wakeup(2, Some(400)).expect("moved");
    assert_eq!(store.next_wakeup().expect("ok"), Some(200));
    assert_eq!(store.due_games(250).expect("ok"), vec![3, 4]);
    store.forget_wakeup(3).expect("forgot");
    store.set_wakeup(4, None).expect("cleared");
    assert_eq!(store.due_games(399).expect("ok"), vec![1]);
    assert_eq!(store.due_games(u64::MAX).expect("ok"), vec![1, 2]);
    assert_eq!(store.repair().expect("checked"), Default::default());
}

#[test]
fn a_lost_deadline_index_is_rebuilt_at_open() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("store");
    let (mover, waiter, wakeup) = {
        let core = core_on(
            referee_store::open(&path).expect("store"),
            CoreConfig::default(),
        );
        let id = hidden_duel(&core, "deadline:2d");
        let mover = to_move(core.store(), id).expect("someone to move");
        let waiter = if mover == "alice" { "bob" } else { "alice" };
        (mover, waiter.to_string(), core.next_wakeup())
    };
    assert_eq!(wakeup, Some(T0 + 2 * DAY - DAY));
    after_a_crash(&path, |db| {
        assert!(db.drop_tree("deadlines").expect("dropped"));
        // And an entry no game owns, as a crash between two writes could leave.
        let deadlines = db.open_tree("deadlines").expect("tree");
        deadlines.insert(pair(5, 99), &[]).expect("stale entry");
    });

    let core = core_on(reopen(&path), CoreConfig::default());
    assert_eq!(
        core.next_wakeup(),
        wakeup,
        "rebuilt from the games' wakeups"
    );
    let end = core.tick(T0 + 2 * DAY);
    assert_eq!(status(&end), Some(format!("finished:{waiter}")), "{end:#?}");
    assert_eq!(core.next_wakeup(), None);
    let _ = mover;
}

fn open_checked(path: &Path) -> (Store, IndexCheck) {
    let start = Instant::now();
    loop {
        match referee_store::open_checked(path) {
            Ok(opened) => return opened,
            Err(e) if start.elapsed() > Duration::from_secs(30) => panic!("store: {e}"),
            Err(_) => std::thread::sleep(Duration::from_millis(20)),
        }
    }
}

#[test]
fn a_clean_start_trusts_the_indexes_and_an_unclean_one_repairs_them() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("store");
    let wakeup = {
        let (store, check) = open_checked(&path);
        assert!(
            matches!(
                check,
                IndexCheck::Checked {
                    records_read: 0,
                    ..
                }
            ),
            "a new store has no clean shutdown behind it: {check:?}"
        );
        let core = core_on(store, CoreConfig::default());
        for _ in 0..3 {
            hidden_duel(&core, "deadline:2d");
        }
        core.next_wakeup()
    };
    assert_eq!(wakeup, Some(T0 + 2 * DAY - DAY));

    // Closed cleanly: no record is read at the next start, and the indexes serve.
    let (store, check) = open_checked(&path);
    assert_eq!(check, IndexCheck::Trusted);
    assert_eq!(store.next_wakeup().expect("ok"), wakeup);
    assert_eq!(store.open_games_in_place(CHANNEL).expect("ok"), [1, 2, 3]);
    drop(store);

    // A crash that lost the deadline index and the open-game entries of game 2.
    after_a_crash(&path, |db| {
        assert!(db.drop_tree("deadlines").expect("dropped"));
        let open_places = db.open_tree("open_places").expect("tree");
        assert!(open_places
            .remove(pair(CHANNEL, 2))
            .expect("removed")
            .is_some());
    });
    let (store, check) = open_checked(&path);
    let IndexCheck::Checked {
        records_read,
        repairs,
    } = check
    else {
        panic!("an unclean start must check the indexes: {check:?}");
    };
    assert_eq!(records_read, 3, "every game record is read");
    assert_eq!(repairs.deadlines, 3, "{repairs:?}");
    assert!(repairs.open >= 1, "{repairs:?}");
    assert_eq!(store.next_wakeup().expect("ok"), wakeup);
    assert_eq!(store.due_games(T0 + 2 * DAY).expect("ok"), [1, 2, 3]);
    assert_eq!(store.open_games_in_place(CHANNEL).expect("ok"), [1, 2, 3]);
    drop(store);

    // The repaired store, closed cleanly, is trusted again.
    assert_eq!(open_checked(&path).1, IndexCheck::Trusted);
}

#[test]
fn a_game_saved_without_its_wakeup_still_fires_after_reopening() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("store");
    let (id, waiter) = {
        let core = core_on(
            referee_store::open(&path).expect("store"),
            CoreConfig::default(),
        );
        let id = hidden_duel(&core, "deadline:2d");
        let mover = to_move(core.store(), id).expect("someone to move");
        // The game record is stored, its clock entries are not (a crash in between).
        core.store().forget_wakeup(id).expect("forgotten");
        assert_eq!(core.next_wakeup(), None);
        (id, if mover == "alice" { "bob" } else { "alice" })
    };
    after_a_crash(&path, |_| {});
    let core = core_on(reopen(&path), CoreConfig::default());
    assert_eq!(
        core.next_wakeup(),
        Some(0),
        "a game in play with no wakeup is due at once"
    );
    // The first tick finds nothing to say yet and stores the real wakeup.
    assert!(core.tick(T0 + HOUR).is_empty());
    assert_eq!(core.next_wakeup(), Some(T0 + 2 * DAY - DAY));
    let end = core.tick(T0 + 2 * DAY);
    assert_eq!(status(&end), Some(format!("finished:{waiter}")), "{end:#?}");
    let _ = id;
}

#[test]
fn a_game_record_written_without_any_index_is_found_and_clocked() {
    let raw = {
        let core = core();
        let id = hidden_duel(&core, "deadline:2d");
        assert_eq!(id, 1);
        core.store().raw_game(id).expect("ok").expect("stored")
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("store");
    {
        // Only the record: no channel, player or clock index knows of it.
        let store = referee_store::open(&path).expect("store");
        store.put_raw_game(1, &raw).expect("written");
        assert_eq!(store.next_wakeup().expect("ok"), None);
        assert_eq!(
            store.open_games_in_place(CHANNEL).expect("ok"),
            Vec::<u64>::new()
        );
    }
    let core = core_on(reopen(&path), CoreConfig::default());
    assert_eq!(core.store().open_games_in_place(CHANNEL).expect("ok"), [1]);
    assert_eq!(
        core.store().open_games_of_user(user("bob").id).expect("ok"),
        [1]
    );
    assert_eq!(core.next_wakeup(), Some(0));
    assert!(core.tick(T0 + HOUR).is_empty());
    assert_eq!(core.next_wakeup(), Some(T0 + 2 * DAY - DAY));

    // A plain-text move in the channel finds the game through the rebuilt index.
    let mover = to_move(core.store(), 1).expect("someone to move");
    let waiter = if mover == "alice" { "bob" } else { "alice" };
    let moved = say(&core, &mover, "probe b2", T0 + 2 * HOUR);
    assert_eq!(
        status(&moved),
        Some(format!("to_move:{waiter}")),
        "{moved:#?}"
    );
    let end = core.tick(T0 + 2 * HOUR + 2 * DAY);
    assert_eq!(status(&end), Some(format!("finished:{mover}")), "{end:#?}");
}

#[test]
fn finished_games_leave_the_open_index() {
    let core = core();
    let id = hidden_duel(&core, "");
    let bob = user("bob").id;
    assert_eq!(core.store().open_games_in_place(CHANNEL).expect("ok"), [id]);
    assert_eq!(core.store().open_games_of_user(bob).expect("ok"), [id]);
    let mover = to_move(core.store(), id).expect("someone to move");
    assert!(!say(&core, &mover, "/resign confirm", T0).is_empty());
    assert_eq!(
        core.store().open_games_in_place(CHANNEL).expect("ok"),
        Vec::<u64>::new()
    );
    assert_eq!(
        core.store().open_games_of_user(bob).expect("ok"),
        Vec::<u64>::new()
    );
    // Still listed among everything played here.
    assert_eq!(core.store().games_in_place(CHANNEL).expect("ok"), [id]);
    assert_eq!(core.store().repair().expect("checked"), Default::default());
}
