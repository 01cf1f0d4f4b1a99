//! A sled store written by the release before the storage port was narrowed opens
//! unchanged: its trees are written here as that release wrote them (their names and key
//! encodings, copied from its `sled_backend.rs`), and every record, index, wakeup and
//! counter reads back through today's `Store`. (PostgreSQL keeps its tables and schema
//! steps as they were; its stores are opened by every PostgreSQL test.)

use super::conformance::{a_tournament, entry, pool_with, FIRST_VERSION_SETUPS};
use referee_core::store::records::UserEntry;
use referee_core::store::servers::ServerEntry;
use referee_core::store::Store;
use std::path::Path;
use std::time::{Duration, Instant};

fn pair_key(a: u64, b: u64) -> Vec<u8> {
    [a.to_be_bytes(), b.to_be_bytes()].concat()
}

macro_rules! json {
    ($record:expr) => {
        serde_json::to_vec(&$record).expect("encode")
    };
}

/// What the earlier release left in a sled directory: one game in play by players 11 and
/// 12 in channel 500 (due at 9,000), one user with a digest due at 7,000, their saved
/// set-ups (first version), a server's settings, a rating pool, an open tournament, and
/// the game and tournament counters.
fn write_as_the_earlier_release(path: &Path) {
    let db = sled::open(path).expect("sled");
    let tree = |name: &str| db.open_tree(name).expect("tree");
    let insert = |name: &str, key: &[u8], value: &[u8]| {
        tree(name).insert(key, value).expect("insert");
    };
    let game = entry(1, [11, 12], 500);
    insert("games", &1u64.to_be_bytes(), &json!(game));
    for player in [11u64, 12] {
        insert("user_games", &pair_key(player, 1), &[]);
        insert("open_users", &pair_key(player, 1), &[]);
    }
    insert("place_games", &pair_key(500, 1), &[]);
    insert("open_places", &pair_key(500, 1), &[]);
    insert("wakeups", &1u64.to_be_bytes(), &9_000u64.to_be_bytes());
    insert("deadlines", &pair_key(9_000, 1), &[]);
    insert("counters", b"game", &1u64.to_be_bytes());

    insert(
        "users",
        &11u64.to_be_bytes(),
        &json!(UserEntry::new(11, "eleven")),
    );
    insert(
        "user_wakeups",
        &11u64.to_be_bytes(),
        &7_000u64.to_be_bytes(),
    );
    insert("user_deadlines", &pair_key(7_000, 11), &[]);
    insert(
        "saved_setups",
        &11u64.to_be_bytes(),
        FIRST_VERSION_SETUPS.as_bytes(),
    );
    let mut server = ServerEntry::new(1);
    server.ratings = false;
    insert("servers", &1u64.to_be_bytes(), &json!(server));
    let pool = pool_with(1, 11, 1_612.0);
    insert("rating_pools", pool.key().as_bytes(), &json!(pool));

    let mut tournament = a_tournament(&Store::in_memory());
    tournament.revision = 1;
    insert("tournaments", &1u64.to_be_bytes(), &json!(tournament));
    insert("open_tournaments", &1u64.to_be_bytes(), &[]);
    insert("counters", b"tournament", &1u64.to_be_bytes());
    db.flush().expect("flush");
}

fn open(path: &Path) -> Store {
    // sled frees its lock a moment after the writer is dropped.
    let start = Instant::now();
    loop {
        match referee_store::connect(format!("sled:{}", path.display())) {
            Ok(store) => return store,
            Err(e) if start.elapsed() > Duration::from_secs(30) => panic!("{e}"),
            Err(_) => std::thread::sleep(Duration::from_millis(20)),
        }
    }
}

#[test]
fn a_sled_store_of_the_earlier_layout_opens_with_everything_in_place() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("store");
    write_as_the_earlier_release(&path);
    let store = open(&path);

    // The game, its indexes and its deadline.
    assert_eq!(store.game(1).expect("read"), Some(entry(1, [11, 12], 500)));
    assert_eq!(store.game_ids().expect("ids"), [1]);
    assert_eq!(store.games_of_user(12).expect("index"), [1]);
    assert_eq!(store.open_games_in_place(500).expect("index"), [1]);
    assert_eq!(store.wakeup(1).expect("wakeup"), Some(9_000));
    assert_eq!(store.next_wakeup().expect("next"), Some(9_000));
    assert_eq!(store.claim_due(9_000).expect("claim"), [1]);
    // New games continue after the stored counter.
    assert_eq!(store.next_game_id().expect("id"), 2);

    // The user, their digest's clock and their saved set-ups.
    assert_eq!(
        store.user(11).expect("read").map(|u| u.name),
        Some("eleven".to_string())
    );
    assert_eq!(store.user_ids().expect("ids"), [11]);
    assert_eq!(store.user_wakeup(11).expect("wakeup"), Some(7_000));
    assert_eq!(store.next_user_wakeup().expect("next"), Some(7_000));
    assert_eq!(store.claim_due_users(7_000).expect("claim"), [11]);
    let setups = store.saved_setups(11).expect("read").expect("kept");
    assert!(setups.book("junqi").get("WALL").is_some());

    // Server settings, the rating pool, the tournament and its counter.
    assert_eq!(
        store.server(1).expect("read").map(|s| s.ratings),
        Some(false)
    );
    let pool = pool_with(1, 11, 1_612.0);
    assert_eq!(store.rating_pool_keys().expect("keys"), [pool.key()]);
    assert_eq!(store.rating_pool(&pool.key()).expect("read"), Some(pool));
    assert_eq!(store.open_tournaments().expect("open"), [1]);
    let mut tournament = store.tournament(1).expect("read").expect("kept");
    assert_eq!(tournament.revision, 1);
    store
        .save_tournament(&mut tournament)
        .expect("saved over its revision");
    assert_eq!(store.next_tournament_id().expect("id"), 2);
}
