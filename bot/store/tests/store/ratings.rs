//! Ratings on the real engines (issue 20): rated games played through the core on sled and
//! on PostgreSQL, then every pool rebuilt from the stored game records equals the stored
//! pool; on PostgreSQL two cores (two connection pools, as two processes) end two rated
//! games of one pool at the same instant and both count, once each.

use referee_core::effect::Effect;
use referee_core::ratings::rebuild;
use referee_core::store::ratings::RatingPool;
use referee_core::{Core, CoreConfig, Store};
use referee_harness::*;
use referee_testkit::postgres;
use std::sync::Barrier;

fn rated_game(core: &Core, white: &str, black: &str, loser: &str, now: u64) -> u64 {
    let posts = say(core, white, &format!("/play sword-magic @{black}"), now);
    let id = posts
        .iter()
        .find_map(|e| e.game().map(|g| g.id))
        .expect("a challenge");
    say(core, black, &format!("/accept #{id}"), now);
    say(core, white, &format!("/move d2-d4 #{id}"), now);
    say(core, black, &format!("/move d7-d5 #{id}"), now);
    say(core, loser, &format!("/resign confirm #{id}"), now);
    id
}

fn rebuild_equals_live(store: Store) {
    let core = core_on(store, CoreConfig::default());
    let mut now = T0;
    for (white, black, loser) in [
        ("alice", "bob", "bob"),
        ("bob", "carol", "carol"),
        ("carol", "alice", "carol"),
        ("alice", "bob", "alice"),
        ("bob", "alice", "bob"),
    ] {
        rated_game(&core, white, black, loser, now);
        now += 2 * DAY;
    }
    let rebuilt = rebuild::rebuild(core.store()).expect("rebuild");
    assert_eq!(rebuilt.games, 5);
    assert_eq!(rebuilt.pools.len(), 1);
    assert!(rebuilt.differing.is_empty(), "{rebuilt:#?}");
    assert!(rebuilt.unreadable.is_empty(), "{rebuilt:#?}");
}

#[test]
fn on_sled_a_rebuild_equals_the_live_ratings() {
    let dir = tempfile::tempdir().expect("temp dir");
    let store =
        referee_store::connect(format!("sled:{}", dir.path().join("s").display())).expect("sled");
    rebuild_equals_live(store);
}

#[test]
fn on_postgres_a_rebuild_equals_the_live_ratings() {
    let Some(cluster) = postgres::shared() else {
        return;
    };
    let url = cluster.create_database();
    rebuild_equals_live(referee_store::connect(&url).expect("postgres"));
}

#[test]
fn on_postgres_two_processes_ending_rated_games_at_once_count_both() {
    let Some(cluster) = postgres::shared() else {
        return;
    };
    let url = cluster.create_database();
    let first = core_on(
        referee_store::connect(&url).expect("pg"),
        CoreConfig::default(),
    );
    let second = core_on(
        referee_store::connect(&url).expect("pg"),
        CoreConfig::default(),
    );
    for round in 0..4u64 {
        let now = T0 + round * DAY;
        let mut ids = Vec::new();
        for black in ["bob", "carol"] {
            let posts = say(&first, "alice", &format!("/play sword-magic @{black}"), now);
            let id = posts
                .iter()
                .find_map(|e| e.game().map(|g| g.id))
                .expect("challenge");
            say(&first, black, &format!("/accept #{id}"), now);
            say(&first, "alice", &format!("/move d2-d4 #{id}"), now);
            say(&first, black, &format!("/move d7-d5 #{id}"), now);
            ids.push((id, black));
        }
        let start = Barrier::new(2);
        let ended: Vec<Vec<Effect>> = std::thread::scope(|scope| {
            let handles: Vec<_> = [(&first, ids[0]), (&second, ids[1])]
                .into_iter()
                .map(|(core, (id, black))| {
                    let start = &start;
                    scope.spawn(move || {
                        start.wait();
                        core.handle(request(
                            black,
                            &format!("/resign confirm #{id}"),
                            false,
                            now + 60,
                        ))
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("no panic"))
                .collect()
        });
        for effects in &ended {
            assert!(
                effects
                    .iter()
                    .any(|e| matches!(e, Effect::Post { text, .. } if text.contains("Ratings"))),
                "round {round}: {effects:#?}"
            );
        }
        let pool = first
            .store()
            .rating_pool(&RatingPool::key_of(1, "sword-magic"))
            .expect("read")
            .expect("rated");
        assert_eq!(pool.games, 2 * (round + 1), "round {round}");
        assert_eq!(pool.players[&user("alice").id].wins as u64, 2 * (round + 1));
    }
    let rebuilt = rebuild::rebuild(first.store()).expect("rebuild");
    assert!(rebuilt.differing.is_empty(), "{rebuilt:#?}");
}
