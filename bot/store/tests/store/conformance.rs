//! One suite, every backend: each guarantee `referee_core::store` documents, checked the
//! same way in memory, on sled and on PostgreSQL. For PostgreSQL two separately connected
//! stores (two pools) stand in for two processes; sled and memory are one process, so
//! their second writer is a clone.
//!
//! The PostgreSQL half runs on a throwaway cluster (`referee_testkit::postgres`) and skips
//! with a notice where PostgreSQL is not installed, unless `REFEREE_REQUIRE_POSTGRES=1`.
//! `REFEREE_CONFORMANCE_SCALE=N` multiplies the racing and claiming rounds for long runs.

use referee_testkit::postgres;

use referee_core::ids::User;
use referee_core::store::backend::{Key, Keyspace};
use referee_core::store::ratings::{Fixed, PlayerRating, RatingPool};
use referee_core::store::records::{
    ComputerSeat, Expiry, GameEntry, Phase, SavedSetupsEntry, UserEntry, GAME_VERSION,
};
use referee_core::store::seats::{Occupant, Table};
use referee_core::store::servers::ServerEntry;
use referee_core::store::{MemoryBackend, StoreError, CLAIM_LEASE_SECS};
use referee_core::Store;
use rules::variant::Setup;
use rules::{Game, VariantId};
use std::any::Any;
use std::collections::BTreeSet;
use std::time::{Duration, Instant};

/// How a test gets stores on one backend.
struct Fixture {
    /// Opens the store (again): after a reopen, only what was made durable is there.
    open: Box<dyn Fn() -> Store>,
    /// sled allows one process; its "second process" is another handle of the same one.
    one_process: bool,
    _keep: Box<dyn Any>,
}

impl Fixture {
    /// A second writer: another process where the backend allows it.
    fn second(&self, first: &Store) -> Store {
        if self.one_process {
            first.clone()
        } else {
            (self.open)()
        }
    }
}

fn sled_fixture() -> Option<Fixture> {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("store");
    Some(Fixture {
        open: Box::new(move || {
            // sled's lock is released a moment after the last handle goes.
            let start = Instant::now();
            loop {
                match referee_store::connect(format!("sled:{}", path.display())) {
                    Ok(store) => return store,
                    Err(e) if start.elapsed() > Duration::from_secs(30) => panic!("{e}"),
                    Err(_) => std::thread::sleep(Duration::from_millis(20)),
                }
            }
        }),
        one_process: true,
        _keep: Box::new(dir),
    })
}

fn memory_fixture() -> Option<Fixture> {
    // Every `Store` over a clone of one engine sees the same records: a reopen in memory.
    let memory = MemoryBackend::new();
    Some(Fixture {
        open: Box::new(move || Store::from_backend(memory.clone())),
        one_process: true,
        _keep: Box::new(()),
    })
}

fn postgres_fixture() -> Option<Fixture> {
    let cluster = postgres::shared()?;
    let url = cluster.create_database();
    Some(Fixture {
        open: Box::new(move || match referee_store::connect(&url) {
            Ok(store) => store,
            Err(e) => panic!("{e}"),
        }),
        one_process: false,
        _keep: Box::new(()),
    })
}

fn scale() -> usize {
    std::env::var("REFEREE_CONFORMANCE_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1)
}

pub fn entry(id: u64, players: [u64; 2], channel: u64) -> GameEntry {
    let setup = Setup {
        seats: 2,
        options: Default::default(),
        seed: id,
    };
    let variant = *VariantId::all().first().expect("a variant");
    let game = Game::new(variant, setup).expect("a game");
    GameEntry {
        version: GAME_VERSION,
        id,
        players: players
            .iter()
            .map(|p| User {
                id: *p,
                name: format!("player{p}"),
            })
            .collect(),
        challenger: players[0],
        accepted: vec![players[1]],
        random_seats: false,
        seat_seed: id,
        channel,
        guild: Some(1),
        thread: None,
        phase: Phase::Playing,
        created: 1_000,
        per_move: 86_400,
        expiry: Expiry::ClaimWin,
        clocks: Vec::new(),
        abort_votes: Vec::new(),
        record: game.record().clone(),
        ended: None,
        undo: None,
        revision: 0,
        computers: Vec::new(),
        stand_ins: Vec::new(),
        held_posts: Vec::new(),
        table: None,
        rated: false,
        rating: None,
    }
}

fn stored(store: &Store, id: u64) -> GameEntry {
    match store.game(id) {
        Ok(Some(e)) => e,
        other => panic!("game #{id}: {other:?}"),
    }
}

// ---- the guarantees, each a function of a fixture ----

/// Guarantee 1: Durable before announced: what `save_game` returned for is there after a reopen,
/// with its indexes, wakeup and delivery id.
fn a_saved_game_survives_a_reopen(fx: Fixture) {
    {
        let store = (fx.open)();
        let mut game = entry(7, [11, 12], 500);
        store
            .save_game(&mut game, Some(5_000), Some(("interaction-1", 100)))
            .expect("save");
        assert_eq!(game.revision, 1, "a save moves the revision on");
    }
    let store = (fx.open)();
    let game = stored(&store, 7);
    assert_eq!(game.players[0].id, 11);
    assert_eq!(game.revision, 1);
    assert_eq!(store.games_of_user(12).expect("index"), vec![7]);
    assert_eq!(store.open_games_in_place(500).expect("index"), vec![7]);
    assert_eq!(store.next_wakeup().expect("wakeup"), Some(5_000));
    assert!(store.delivered("interaction-1").expect("delivery"));
}

/// Guarantee 2: Two writers that loaded the same revision: one save wins, the other is told and
/// changes nothing.
fn a_stale_save_is_refused(fx: Fixture) {
    let first = (fx.open)();
    let second = fx.second(&first);
    let mut game = entry(3, [1, 2], 9);
    first.save_game(&mut game, None, None).expect("create");
    let mut mine = stored(&first, 3);
    let mut theirs = stored(&second, 3);
    mine.abort_votes.push(1);
    theirs.abort_votes.push(2);
    first
        .save_game(&mut mine, None, None)
        .expect("first writer");
    match second.save_game(&mut theirs, None, None) {
        Err(StoreError::Conflict { id: 3 }) => {}
        other => panic!("the stale writer must be refused, got {other:?}"),
    }
    assert_eq!(
        theirs.revision, 1,
        "a refused save leaves the entry as it was"
    );
    let now = stored(&first, 3);
    assert_eq!(now.abort_votes, vec![1]);
    assert_eq!(now.revision, 2);
    // A new game whose id is taken already is refused too (both saw "absent").
    let mut clash = entry(3, [5, 6], 9);
    assert!(matches!(
        second.save_game(&mut clash, None, None),
        Err(StoreError::Conflict { .. })
    ));
}

/// Guarantee 2: Writers racing on one game from two threads (two processes on PostgreSQL), each
/// reloading after a conflict as the core does: no update is lost.
fn racing_writers_lose_no_update(fx: Fixture) {
    let first = (fx.open)();
    let second = fx.second(&first);
    let mut game = entry(1, [1, 2], 9);
    first.save_game(&mut game, None, None).expect("create");
    let rounds = 25 * scale() as u64;
    let conflicts: u64 = std::thread::scope(|scope| {
        let writers: Vec<_> = [(&first, 100u64), (&second, 200u64)]
            .into_iter()
            .map(|(store, base)| {
                scope.spawn(move || {
                    let mut conflicts = 0;
                    for n in 0..rounds {
                        loop {
                            let mut e = stored(store, 1);
                            e.abort_votes.push(base + n);
                            match store.save_game(&mut e, None, None) {
                                Ok(()) => break,
                                Err(StoreError::Conflict { .. }) => conflicts += 1,
                                Err(e) => panic!("{e}"),
                            }
                        }
                    }
                    conflicts
                })
            })
            .collect();
        writers.into_iter().map(|w| w.join().expect("writer")).sum()
    });
    let end = stored(&first, 1);
    assert_eq!(
        end.abort_votes.len() as u64,
        2 * rounds,
        "every write landed once"
    );
    assert_eq!(end.revision, 1 + 2 * rounds);
    let distinct: BTreeSet<_> = end.abort_votes.iter().collect();
    assert_eq!(distinct.len() as u64, 2 * rounds);
    eprintln!("racing writers: {conflicts} conflicts retried");
}

/// Guarantee 3: A redelivered interaction is applied once, even by another process.
fn a_redelivered_interaction_is_applied_once(fx: Fixture) {
    let first = (fx.open)();
    let second = fx.second(&first);
    let mut game = entry(4, [1, 2], 9);
    first.save_game(&mut game, None, None).expect("create");
    let mut once = stored(&first, 4);
    once.abort_votes.push(1);
    first
        .save_game(&mut once, None, Some(("interaction-9", 50)))
        .expect("first delivery");
    let mut again = stored(&second, 4);
    again.abort_votes.push(1);
    match second.save_game(&mut again, None, Some(("interaction-9", 51))) {
        Err(StoreError::AlreadyApplied) => {}
        other => panic!("a redelivery must not apply again, got {other:?}"),
    }
    assert_eq!(stored(&first, 4).abort_votes, vec![1]);
    assert!(second.delivered("interaction-9").expect("delivered"));
    assert!(!second.delivered("interaction-10").expect("delivered"));
    // Old ids are forgotten by pruning, recent ones kept.
    second.mark_delivered("interaction-old", 10).expect("mark");
    second.prune_deliveries(40).expect("prune");
    assert!(!second.delivered("interaction-old").expect("pruned"));
    assert!(second.delivered("interaction-9").expect("kept"));
}

/// Guarantee 4: Due deadlines claimed by several claimers at once go each to exactly one; a claim
/// hides the game until its wakeup is written again or the lease runs out.
fn each_deadline_is_claimed_once(fx: Fixture) {
    let first = (fx.open)();
    let second = fx.second(&first);
    let games = 40 * scale() as u64;
    for id in 1..=games {
        let mut game = entry(id, [1, 2], 9);
        first
            .save_game(&mut game, Some(1_000 + id), None)
            .expect("save");
    }
    let mut later = entry(games + 1, [1, 2], 9);
    first
        .save_game(&mut later, Some(9_999), None)
        .expect("save");
    let now = 1_000 + games;
    let claims: Vec<Vec<u64>> = std::thread::scope(|scope| {
        let claimers: Vec<_> = (0..6)
            .map(|n| {
                let store = if n % 2 == 0 { &first } else { &second };
                scope.spawn(move || {
                    let mut mine = Vec::new();
                    for _ in 0..5 {
                        mine.extend(store.claim_due(now).expect("claim"));
                    }
                    mine
                })
            })
            .collect();
        claimers
            .into_iter()
            .map(|c| c.join().expect("claimer"))
            .collect()
    });
    let all: Vec<u64> = claims.iter().flatten().copied().collect();
    let distinct: BTreeSet<u64> = all.iter().copied().collect();
    assert_eq!(
        all.len(),
        distinct.len(),
        "a game went to two claimers: {claims:?}"
    );
    assert_eq!(
        distinct,
        (1..=games).collect(),
        "every due game was claimed"
    );
    assert!(first.claim_due(now).expect("claim").is_empty(), "all held");
    // Held games do not make the clock spin: the next chance to claim is when the
    // earliest claim could lapse, not the past deadlines.
    assert_eq!(
        first.next_wakeup().expect("next"),
        Some(now + CLAIM_LEASE_SECS)
    );
    // The holder writes one game again: it is free to claim once due.
    let mut done = stored(&second, 1);
    second.save_game(&mut done, Some(now), None).expect("save");
    assert_eq!(first.claim_due(now).expect("claim"), vec![1]);
    // Holders that died: their claims end with the lease, and another process takes
    // every one of those games (game 1's second claim has lapsed by then too).
    let expired: BTreeSet<u64> = second
        .claim_due(now + CLAIM_LEASE_SECS + 1)
        .expect("claim after the lease")
        .into_iter()
        .collect();
    assert_eq!(expired, (1..=games).collect());
    assert!(first.due_games(now).expect("due").len() as u64 == games);
}

/// Guarantee 4 for the users' own clock (the daily turn digest): each due user goes to
/// one claimer; a claim ends when the wakeup is written again or the lease runs out; a
/// wakeup survives a reopen and `None` takes the user off the clock.
fn each_user_wakeup_is_claimed_once(fx: Fixture) {
    let first = (fx.open)();
    let second = fx.second(&first);
    let users = 30 * scale() as u64;
    for user in 1..=users {
        first.set_user_wakeup(user, Some(500 + user)).expect("set");
    }
    first.set_user_wakeup(users + 1, Some(9_999)).expect("set");
    assert_eq!(second.user_wakeup(3).expect("read"), Some(503));
    assert_eq!(first.next_user_wakeup().expect("next"), Some(501));
    let now = 500 + users;
    let claims: Vec<Vec<u64>> = std::thread::scope(|scope| {
        let claimers: Vec<_> = (0..4)
            .map(|n| {
                let store = if n % 2 == 0 { &first } else { &second };
                scope.spawn(move || {
                    let mut mine = Vec::new();
                    for _ in 0..4 {
                        mine.extend(store.claim_due_users(now).expect("claim"));
                    }
                    mine
                })
            })
            .collect();
        claimers
            .into_iter()
            .map(|c| c.join().expect("claimer"))
            .collect()
    });
    let all: Vec<u64> = claims.iter().flatten().copied().collect();
    let distinct: BTreeSet<u64> = all.iter().copied().collect();
    assert_eq!(all.len(), distinct.len(), "a user went to two claimers");
    assert_eq!(
        distinct,
        (1..=users).collect(),
        "every due user was claimed"
    );
    assert!(first.claim_due_users(now).expect("claim").is_empty());
    assert_eq!(
        first.next_user_wakeup().expect("next"),
        Some(now + CLAIM_LEASE_SECS)
    );
    // The holder writes the next day's wakeup: due again only then.
    second.set_user_wakeup(1, Some(now + 86_400)).expect("set");
    assert!(first.claim_due_users(now + 1).expect("claim").is_empty());
    let next_day = first.claim_due_users(now + 86_400).expect("claim");
    assert_eq!(
        next_day.last(),
        Some(&1),
        "earliest first: user 1's new wakeup is the latest"
    );
    assert_eq!(
        next_day.into_iter().collect::<BTreeSet<u64>>(),
        (1..=users + 1).collect(),
        "the next day: user 1 again, the lapsed claims and the later user"
    );
    // Off the clock, and durable.
    first.set_user_wakeup(2, None).expect("drop");
    drop(first);
    drop(second);
    let reopened = (fx.open)();
    assert_eq!(reopened.user_wakeup(2).expect("read"), None);
    assert_eq!(reopened.user_wakeup(1).expect("read"), Some(now + 86_400));
}

/// Guarantee 5: A damaged record is reported, and neither a save nor a read changes it.
fn a_corrupt_record_is_reported_and_untouched(fx: Fixture) {
    let store = (fx.open)();
    let mut game = entry(5, [1, 2], 9);
    store.save_game(&mut game, None, None).expect("create");
    let damaged = b"{\"version\":1,\"id\":5,\"players\":[".to_vec();
    store.put_raw_game(5, &damaged).expect("damage");
    match store.game(5) {
        Err(StoreError::Corrupt { what, .. }) => assert_eq!(what, "game #5"),
        other => panic!("expected a corrupt record, got {other:?}"),
    }
    let mut over = entry(5, [1, 2], 9);
    over.revision = 1;
    assert!(store.save_game(&mut over, None, None).is_err());
    assert_eq!(store.raw_game(5).expect("raw"), Some(damaged));
    // A record from another release: refused by version, also left as it is.
    let mut future = serde_json::to_value(entry(6, [1, 2], 9)).expect("json");
    future["version"] = serde_json::json!(99);
    let future = serde_json::to_vec(&future).expect("bytes");
    store.put_raw_game(6, &future).expect("put");
    match store.game(6) {
        Err(StoreError::Corrupt { detail, .. }) => assert!(detail.contains("99"), "{detail}"),
        other => panic!("expected a version refusal, got {other:?}"),
    }
    assert_eq!(store.raw_game(6).expect("raw"), Some(future));
    store.put_raw_game(8, b"not json").expect("put");
    assert!(matches!(store.game(8), Err(StoreError::Corrupt { .. })));
    store.save_user(&UserEntry::new(3, "carol")).expect("user");
}

/// The indexes follow a game from open to finished.
fn indexes_follow_the_game(fx: Fixture) {
    let store = (fx.open)();
    let mut a = entry(1, [10, 20], 700);
    let mut b = entry(2, [10, 30], 800);
    store.save_game(&mut a, Some(50), None).expect("a");
    store.save_game(&mut b, Some(60), None).expect("b");
    assert_eq!(store.games_of_user(10).expect("idx"), vec![1, 2]);
    assert_eq!(store.open_games_of_user(30).expect("idx"), vec![2]);
    assert_eq!(store.open_games_in_place(700).expect("idx"), vec![1]);
    a.thread = Some(701);
    a.finish(70);
    store.save_game(&mut a, None, None).expect("finish");
    assert_eq!(store.open_games_of_user(10).expect("idx"), vec![2]);
    assert!(store.open_games_in_place(700).expect("idx").is_empty());
    assert_eq!(
        store.games_in_place(701).expect("idx"),
        vec![1],
        "its thread too"
    );
    assert_eq!(
        store.games_of_user(20).expect("idx"),
        vec![1],
        "kept for history"
    );
    assert_eq!(store.due_games(100).expect("due"), vec![2]);
    assert!(store.has_game(1).expect("has"));
    assert!(!store.has_game(99).expect("has"));
    assert!(store.game(99).expect("read").is_none());
    store.set_wakeup(2, None).expect("off the clock");
    assert_eq!(store.next_wakeup().expect("next"), None);
}

/// Games opened as tables are listed by server while in challenge or play, apart from
/// every channel's list, and a repair rebuilds the same list from the records.
fn tables_are_listed_by_server(fx: Fixture) {
    let store = (fx.open)();
    let mut table = entry(1, [10, 20], 700);
    table.guild = Some(9);
    table.phase = Phase::Challenge;
    table.table = Table::with_free_seats(2, &[User::from_name("ten")]);
    let mut challenge = entry(2, [10, 30], 700);
    challenge.guild = Some(9);
    store.save_game(&mut table, Some(50), None).expect("table");
    store
        .save_game(&mut challenge, Some(60), None)
        .expect("challenge");
    assert_eq!(store.open_tables_in_guild(9).expect("idx"), vec![1]);
    assert!(store.open_tables_in_guild(700).expect("idx").is_empty());
    assert_eq!(store.open_games_in_place(700).expect("idx"), vec![1, 2]);
    assert!(!store.repair().expect("repair").any(), "nothing to repair");
    assert_eq!(store.open_tables_in_guild(9).expect("idx"), vec![1]);
    table.finish(70);
    store.save_game(&mut table, None, None).expect("finish");
    assert!(store.open_tables_in_guild(9).expect("idx").is_empty());
}

/// A table's computer seat is kept with the others, and a game where the computer holds
/// two seats (one user twice among the players) is listed once under it, then unlisted.
fn computer_seats_round_trip(fx: Fixture) {
    let store = (fx.open)();
    let mut table = entry(1, [10, 20], 700);
    table.phase = Phase::Challenge;
    table.players.truncate(1);
    let named = vec![
        Occupant::Human {
            user: User::from_name("ten"),
        },
        Occupant::Computer {
            level: "hard".into(),
        },
    ];
    table.table = Table::seating(3, named);
    store.save_game(&mut table, Some(50), None).expect("table");
    let mut both = entry(2, [99, 99], 700);
    both.computers = [(0, "easy"), (1, "hard")]
        .into_iter()
        .map(|(seat, level)| ComputerSeat {
            user: 99,
            level: level.into(),
            seat: Some(seat),
        })
        .collect();
    store.save_game(&mut both, None, None).expect("computers");
    let store = fx.second(&store);
    assert_eq!(store.game(1).expect("read"), Some(table.clone()));
    let seats = table.table.as_ref().map(|t| t.open_seats());
    assert_eq!(seats, Some(1));
    assert_eq!(store.game(2).expect("read"), Some(both.clone()));
    assert_eq!(store.open_games_of_user(99).expect("idx"), vec![2]);
    both.finish(60);
    store.save_game(&mut both, None, None).expect("finish");
    assert!(store.open_games_of_user(99).expect("idx").is_empty());
    assert_eq!(store.games_of_user(99).expect("idx"), vec![2]);
}

fn users_and_saved_setups_round_trip(fx: Fixture) {
    let store = (fx.open)();
    assert!(store.user(1).expect("user").is_none());
    let mut alice = UserEntry::new(1, "alice");
    alice.vacation_until = 99;
    store.save_user(&alice).expect("save");
    assert_eq!(store.user(1).expect("user"), Some(alice));
    assert!(store.saved_setups(1).expect("set-ups").is_none());
    let mut entry = SavedSetupsEntry::new(1);
    entry
        .book_mut("some-family")
        .saved
        .push(("fortress".to_string(), "set-up-text".to_string()));
    entry.book_mut("another").last = Some("its last".to_string());
    store.save_saved_setups(&entry).expect("save");
    assert_eq!(store.saved_setups(1).expect("set-ups"), Some(entry.clone()));
    let store = fx.second(&store);
    assert_eq!(
        store.user(1).expect("user").map(|u| u.name),
        Some("alice".to_string())
    );
    assert_eq!(store.saved_setups(1).expect("set-ups"), Some(entry));
}

/// Saved set-ups as the first record version wrote them: army chess's layouts, one book
/// without a family (bytes as that encoding produced them).
pub const FIRST_VERSION_SETUPS: &str = concat!(
    r#"{"version":1,"user":7,"saved":[["wall","37 34 38 33 36 / 32 B 35 / 40 34 39 38 / 36 B 37 / 32 M 33 35 32 / M F M 34 33"]],"#,
    r#""last":"35 34 38 33 36 / 32 B 37 / 40 34 39 38 / 36 B 37 / 32 M 33 35 32 / M F M 34 33"}"#
);

/// Checks that `store` reads [`FIRST_VERSION_SETUPS`], stored for user 7, as army
/// chess's book, and that saving it again writes the current version, read the same.
pub fn reads_first_version_setups(store: &Store) {
    let entry = store
        .saved_setups(7)
        .expect("the first version is still read")
        .expect("user 7 has set-ups");
    assert_eq!(entry.families.keys().collect::<Vec<_>>(), ["junqi"]);
    let book = entry.book("junqi");
    assert_eq!(
        book.get("WALL"),
        Some("37 34 38 33 36 / 32 B 35 / 40 34 39 38 / 36 B 37 / 32 M 33 35 32 / M F M 34 33")
    );
    assert!(book.last.as_deref().is_some_and(|l| l.starts_with("35 34")));
    store.save_saved_setups(&entry).expect("save");
    let bytes = store
        .backend()
        .get(Keyspace::SavedSetups, &Key::Id(7))
        .expect("read")
        .expect("kept");
    let written: serde_json::Value = serde_json::from_slice(&bytes).expect("json");
    assert_eq!(written["version"], 2);
    assert_eq!(store.saved_setups(7).expect("read"), Some(entry));
}

fn first_version_saved_setups_are_read_as_army_chess_layouts(fx: Fixture) {
    let store = (fx.open)();
    store
        .backend()
        .put(
            Keyspace::SavedSetups,
            &Key::Id(7),
            FIRST_VERSION_SETUPS.as_bytes(),
        )
        .expect("raw write");
    reads_first_version_setups(&store);
}

/// Game ids are unique across writers and processes, and sequential from 1.
fn game_ids_are_unique(fx: Fixture) {
    let first = (fx.open)();
    let second = fx.second(&first);
    let ids: Vec<u64> = std::thread::scope(|scope| {
        let takers: Vec<_> = [&first, &second, &first, &second]
            .into_iter()
            .map(|store| {
                scope.spawn(move || {
                    (0..25)
                        .map(|_| store.next_game_id().expect("id"))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        takers
            .into_iter()
            .flat_map(|t| t.join().expect("taker"))
            .collect()
    });
    let distinct: BTreeSet<u64> = ids.iter().copied().collect();
    assert_eq!(distinct, (1..=100).collect());
}

pub fn a_tournament(store: &Store) -> referee_core::store::tournament_records::TournamentEntry {
    use referee_core::store::tournament_records::*;
    TournamentEntry {
        version: TOURNAMENT_VERSION,
        id: store.next_tournament_id().expect("tournament id"),
        revision: 0,
        guild: Some(1),
        channel: 70,
        creator: 7,
        variant: "sword-magic".into(),
        format: Format::Swiss,
        rounds: 3,
        per_move: 86_400,
        round_secs: Some(7 * 86_400),
        rated: false,
        max: None,
        starts: Some(5_000),
        created: 1_000,
        phase: TournamentPhase::Registration,
        entrants: vec![Entrant {
            members: vec![User::from_name("alice")],
        }],
        history: referee_core::tournaments::History::new(1),
        games: Vec::new(),
        deadlines: Vec::new(),
    }
}

fn tournaments_survive_a_reopen_with_revisions_and_listing(fx: Fixture) {
    use referee_core::store::tournament_records::TournamentPhase;
    let store = (fx.open)();
    let mut first = a_tournament(&store);
    let mut second = a_tournament(&store);
    assert_ne!(first.id, second.id, "tournament ids are unique");
    store.save_tournament(&mut first).expect("save");
    store.save_tournament(&mut second).expect("save");
    // A writer that loaded revision 1 loses to one that saved since.
    let mut stale = store.tournament(first.id).expect("read").expect("stored");
    first.phase = TournamentPhase::Running;
    store
        .save_tournament(&mut first)
        .expect("save over its own revision");
    stale.phase = TournamentPhase::Cancelled;
    assert!(matches!(
        fx.second(&store).save_tournament(&mut stale),
        Err(StoreError::Conflict { .. })
    ));
    second.phase = TournamentPhase::Finished;
    store.save_tournament(&mut second).expect("save");
    drop(store);
    let reopened = (fx.open)();
    let read = reopened
        .tournament(first.id)
        .expect("read")
        .expect("stored");
    assert_eq!(read, first);
    assert_eq!(read.wakeup(), None, "running with no round yet");
    assert_eq!(reopened.open_tournaments().expect("list"), vec![first.id]);
    let mut third = a_tournament(&reopened);
    assert!(third.id > second.id, "ids keep counting after a reopen");
    reopened.save_tournament(&mut third).expect("save");
    assert_eq!(
        third.wakeup(),
        Some(5_000),
        "registration wakes up at its start"
    );
    assert_eq!(
        reopened.open_tournaments().expect("list"),
        vec![first.id, third.id]
    );
    assert!(reopened.tournament(9_999).expect("read").is_none());
}

/// Server settings round-trip and survive a reopen.
fn server_settings_round_trip(fx: Fixture) {
    {
        let store = (fx.open)();
        assert_eq!(store.server(7).expect("read"), None);
        let mut settings = ServerEntry::new(7);
        settings.ratings = false;
        store.save_server(&settings).expect("save");
    }
    let store = (fx.open)();
    let read = store.server(7).expect("read").expect("kept");
    assert!(!read.ratings);
    assert_eq!(
        store.backend().keys(Keyspace::Servers).expect("ids"),
        vec![Key::Id(7)]
    );
}

/// A seat's private marks round-trip, survive a reopen and never touch the game's
/// revision (an opponent's picker stays current).
fn marks_round_trip_apart_from_the_game(fx: Fixture) {
    use referee_core::store::marks::{LaidMark, MarksEntry};
    {
        let store = (fx.open)();
        let mut game = entry(9, [11, 12], 500);
        store.save_game(&mut game, None, None).expect("save");
        assert_eq!(store.marks(9, 0).expect("read"), MarksEntry::new(9, 0));
        let mut marks = MarksEntry::new(9, 0);
        marks.marks.push(LaidMark {
            at: "N1e".into(),
            entry: 2,
            guess: "B".into(),
        });
        store.save_marks(&marks).expect("save marks");
    }
    let store = (fx.open)();
    assert_eq!(store.marks(9, 0).expect("read").marks[0].guess, "B");
    assert!(store.marks(9, 1).expect("read").marks.is_empty());
    assert_eq!(
        stored(&store, 9).revision,
        1,
        "a mark is no move of the game"
    );
    assert_eq!(
        store.backend().keys(Keyspace::Marks).expect("keys"),
        vec![Key::Name("9:0".into())]
    );
}

pub fn pool_with(guild: u64, user: u64, rating: f64) -> RatingPool {
    let mut pool = RatingPool::new(guild, "sword-magic");
    pool.games += 1;
    pool.players.insert(
        user,
        PlayerRating {
            rating: Fixed::from_f64(rating),
            deviation: Fixed::from_f64(300.0),
            volatility: Fixed::from_f64(0.09),
            last_game: 5,
            wins: 1,
            draws: 0,
            losses: 0,
            streak: 1,
            recent: Vec::new(),
            history: Vec::new(),
        },
    );
    pool
}

/// Guarantee 2 for rating pools: a pool is written only with the game whose end changed
/// it, and only over the revision it was read at; a stale pool fails the game's write too.
fn a_rating_pool_is_written_with_its_game_or_not_at_all(fx: Fixture) {
    let first = (fx.open)();
    let second = fx.second(&first);
    let mut one = entry(1, [1, 2], 9);
    let mut two = entry(2, [1, 3], 9);
    first.save_game(&mut one, None, None).expect("create");
    first.save_game(&mut two, None, None).expect("create");
    let key = RatingPool::key_of(1, "sword-magic");
    // Both games end at once, each from the pool as it was (absent).
    let mut mine = pool_with(1, 1, 1600.0);
    let mut theirs = pool_with(1, 1, 1400.0);
    let mut one = stored(&first, 1);
    let mut two = stored(&second, 2);
    one.phase = Phase::Finished;
    two.phase = Phase::Finished;
    first
        .save_game_rated(&mut one, None, None, Some(&mut mine))
        .expect("the first end is rated");
    assert_eq!(mine.revision, 1);
    match second.save_game_rated(&mut two, None, None, Some(&mut theirs)) {
        Err(StoreError::Conflict { id: 2 }) => {}
        other => panic!("a stale pool must be refused, got {other:?}"),
    }
    assert_eq!(
        theirs.revision, 0,
        "a refused write leaves the pool as it was"
    );
    assert_eq!(
        stored(&first, 2).phase,
        Phase::Playing,
        "the game is not written without its pool"
    );
    // Read again, the second end applies over the first.
    let mut again = second.rating_pool(&key).expect("read").expect("kept");
    assert_eq!(again, mine);
    again.games += 1;
    let mut two = stored(&second, 2);
    two.phase = Phase::Finished;
    second
        .save_game_rated(&mut two, None, None, Some(&mut again))
        .expect("second end");
    drop((first, second));
    let reopened = (fx.open)();
    let end = reopened.rating_pool(&key).expect("read").expect("kept");
    assert_eq!(end.games, 2);
    assert_eq!(end.revision, 2);
    assert_eq!(
        reopened.rating_pool_keys().expect("keys"),
        vec![key.clone()]
    );
    // A rebuild overwrites as it is.
    let rebuilt = pool_with(1, 4, 1500.0);
    reopened.put_rating_pool(&rebuilt).expect("put");
    assert_eq!(
        reopened.rating_pool(&key).expect("read").expect("kept"),
        rebuilt
    );
}

macro_rules! conformance {
    ($backend:ident, $fixture:expr) => {
        mod $backend {
            use super::*;
            fn run(test: fn(Fixture)) {
                if let Some(fx) = $fixture() {
                    test(fx);
                }
            }
            #[test]
            fn a_saved_game_survives_a_reopen() {
                run(super::a_saved_game_survives_a_reopen)
            }
            #[test]
            fn a_stale_save_is_refused() {
                run(super::a_stale_save_is_refused)
            }
            #[test]
            fn racing_writers_lose_no_update() {
                run(super::racing_writers_lose_no_update)
            }
            #[test]
            fn a_redelivered_interaction_is_applied_once() {
                run(super::a_redelivered_interaction_is_applied_once)
            }
            #[test]
            fn each_deadline_is_claimed_once() {
                run(super::each_deadline_is_claimed_once)
            }
            #[test]
            fn each_user_wakeup_is_claimed_once() {
                run(super::each_user_wakeup_is_claimed_once)
            }
            #[test]
            fn a_corrupt_record_is_reported_and_untouched() {
                run(super::a_corrupt_record_is_reported_and_untouched)
            }
            #[test]
            fn indexes_follow_the_game() {
                run(super::indexes_follow_the_game)
            }
            #[test]
            fn tables_are_listed_by_server() {
                run(super::tables_are_listed_by_server)
            }
            #[test]
            fn computer_seats_round_trip() {
                run(super::computer_seats_round_trip)
            }
            #[test]
            fn users_and_saved_setups_round_trip() {
                run(super::users_and_saved_setups_round_trip)
            }
            #[test]
            fn first_version_saved_setups_are_read_as_army_chess_layouts() {
                run(super::first_version_saved_setups_are_read_as_army_chess_layouts)
            }
            #[test]
            fn server_settings_round_trip() {
                run(super::server_settings_round_trip)
            }
            #[test]
            fn marks_round_trip_apart_from_the_game() {
                run(super::marks_round_trip_apart_from_the_game)
            }
            #[test]
            fn a_rating_pool_is_written_with_its_game_or_not_at_all() {
                run(super::a_rating_pool_is_written_with_its_game_or_not_at_all)
            }
            #[test]
            fn game_ids_are_unique() {
                run(super::game_ids_are_unique)
            }
            #[test]
            fn tournaments_survive_a_reopen_with_revisions_and_listing() {
                run(super::tournaments_survive_a_reopen_with_revisions_and_listing)
            }
        }
    };
}

conformance!(in_memory, memory_fixture);
conformance!(on_sled, sled_fixture);
conformance!(on_postgres, postgres_fixture);
