//! The embedded backend: sled, one tree per kind of record, plus small index trees.
//!
//! ```text
//!  games        id            -> GameEntry (JSON, versioned, with its revision)
//!  users        user id       -> UserEntry (JSON, versioned)
//!  saved_setups user id       -> SavedSetupsEntry (JSON, versioned): saved set-ups per family
//!  servers      guild id      -> ServerEntry (JSON, versioned): `/server` settings
//!  rating_pools guild:pool    -> RatingPool (JSON, versioned, with its revision)
//!  marks        game:seat     -> MarksEntry (JSON, versioned): one seat's private marks
//!  deliveries   delivery id   -> time first seen (redelivered requests are applied once)
//!  counters     name          -> u64 (game ids; the clean-shutdown marker)
//!  user_games   user ++ game  -> ()   (a user's games)
//!  place_games  channel ++ game -> () (games in a channel or thread)
//!  open_places  channel ++ game -> () (the same, for games in challenge or play only)
//!  open_users   user ++ game  -> ()   (a user's games in challenge or play)
//!  wakeups      game          -> next time the clock needs the game
//!  deadlines    time ++ game  -> ()   (the same, ordered by time: the clock's index)
//!  user_wakeups   user        -> next time a user's own clock (the turn digest) needs them
//!  user_deadlines time ++ user -> ()  (the same, ordered by time)
//! ```
//!
//! A game and its index entries are written in one transaction, which also checks the
//! stored revision, and flushed before the caller announces anything. sled locks its
//! directory, so one process owns the store: deadline claims live in that process's
//! memory and vanish with it. Keys are big-endian, so `deadlines` iterates in time order.
//!
//! Saved set-ups were kept in a tree named `layouts` while army chess's layouts were the
//! only ones; opening such a store moves its records to `saved_setups` (their bodies are
//! read in either record version).
//!
//! # The index check, only after an unclean stop
//!
//! The index trees are written in the game's own transaction, so they can only drift
//! from the records through a crash, a hand edit or a raw [`Backend::put`] of a game. Checking
//! them reads every record (seconds at 100,000 games), so it runs only when it may be
//! needed: when the store is dropped with its indexes known good, a marker
//! (`counters/clean-shutdown` = [`INDEX_LAYOUT`]) is written and flushed last; opening
//! reads it and removes it (flushed) before anything else is written. A store found
//! without it (a crash, a kill, a failed check, a raw write, a release before the marker)
//! is checked and repaired before it is used; one found with it is trusted. One process
//! owns a sled store (sled locks the directory), so nothing else can write between the
//! marker and its removal.

use referee_storage::backend::{
    Backend, Counter, GameWrite, Index, Key, Keyspace, Listing, TournamentWrite, Wakes,
};
use referee_storage::ids::GameId;
use referee_storage::{pool_revision_of, revision_of, Repairs, StoreError};
use sled::transaction::{
    ConflictableTransactionError, TransactionError, TransactionalTree, UnabortableTransactionError,
};
use sled::Transactional;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;

/// The tree of saved set-ups, and the one they had when army chess's layouts were the only
/// ones (read once, at the first open, and then dropped).
const SAVED_SETUPS_TREE: &str = "saved_setups";
const FIRST_SAVED_SETUPS_TREE: &str = "layouts";

/// The saved set-ups tree, with the records of the first tree moved in: durably copied
/// (a record already in the new tree is newer and stays) before the old tree is dropped,
/// so an interrupted move is simply done again at the next open.
fn open_saved_setups(db: &sled::Db) -> Result<sled::Tree, StoreError> {
    let tree = db.open_tree(SAVED_SETUPS_TREE).map_err(sled_error)?;
    let first = FIRST_SAVED_SETUPS_TREE.as_bytes();
    if !db.tree_names().iter().any(|name| name.as_ref() == first) {
        return Ok(tree);
    }
    let old = db.open_tree(first).map_err(sled_error)?;
    for item in old.iter() {
        let (user, body) = item.map_err(sled_error)?;
        // `Err` inside means a record is there already: keep it.
        let _kept = tree
            .compare_and_swap(user, None::<&[u8]>, Some(body))
            .map_err(sled_error)?;
    }
    db.flush().map_err(sled_error)?;
    drop(old);
    db.drop_tree(first).map_err(sled_error)?;
    Ok(tree)
}

pub struct SledBackend {
    db: sled::Db,
    games: sled::Tree,
    users: sled::Tree,
    saved_setups: sled::Tree,
    servers: sled::Tree,
    rating_pools: sled::Tree,
    /// Private marks (`/mark`), by `<game>:<seat>`.
    marks: sled::Tree,
    deliveries: sled::Tree,
    counters: sled::Tree,
    user_games: sled::Tree,
    place_games: sled::Tree,
    open_places: sled::Tree,
    open_users: sled::Tree,
    tournaments: sled::Tree,
    open_tournaments: sled::Tree,
    games_clock: Clock,
    users_clock: Clock,
    /// The `before` of the last delivery pruning (pruning scans every delivery id).
    pruned: AtomicU64,
    /// The index trees are known to match the records: the store was closed cleanly
    /// before this open, or a check has run since. Cleared by a raw write; decides
    /// whether dropping the store leaves the clean-shutdown marker.
    indexes_good: AtomicBool,
    /// Whether this open found the clean-shutdown marker.
    opened_clean: bool,
    /// Game records read by index checks (the tests and the bench count them).
    records_checked: AtomicU64,
}

/// One clock's trees (`wakeups`: key -> time; `deadlines`: time ++ key, in time order) and
/// the claims on it, which live in this process (it alone owns the store).
struct Clock {
    wakeups: sled::Tree,
    deadlines: sled::Tree,
    /// Claimed keys and when each claim ends (see [`Backend::claim_due`]).
    claims: Mutex<HashMap<u64, u64>>,
}

impl Clock {
    /// The trees a clock has always had: the games' `wakeups` and `deadlines`, the users'
    /// `user_wakeups` and `user_deadlines`.
    fn open(db: &sled::Db, wakes: Wakes) -> Result<Clock, StoreError> {
        let (wakeups, deadlines) = match wakes {
            Wakes::Games => ("wakeups", "deadlines"),
            Wakes::Users => ("user_wakeups", "user_deadlines"),
        };
        Ok(Clock {
            wakeups: db.open_tree(wakeups).map_err(sled_error)?,
            deadlines: db.open_tree(deadlines).map_err(sled_error)?,
            claims: Mutex::new(HashMap::new()),
        })
    }

    fn claims(&self) -> std::sync::MutexGuard<'_, HashMap<u64, u64>> {
        // The map only caches claims; a panic elsewhere must not wedge the clock.
        self.claims
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Write a wakeup (not flushed); a claim on it ends.
    fn write(&self, key: u64, wakeup: Option<u64>) -> Result<(), StoreError> {
        (&self.wakeups, &self.deadlines)
            .transaction(|(wakeups, deadlines)| {
                write_wakeup(wakeups, deadlines, key, wakeup)?;
                Ok::<(), ConflictableTransactionError<StoreError>>(())
            })
            .map_err(aborted)?;
        self.claims().remove(&key);
        Ok(())
    }

    fn get(&self, key: u64) -> Result<Option<u64>, StoreError> {
        Ok(self
            .wakeups
            .get(key.to_be_bytes())
            .map_err(sled_error)?
            .as_deref()
            .and_then(read_u64))
    }

    fn next(&self) -> Result<Option<u64>, StoreError> {
        let claims = self.claims();
        let mut best: Option<u64> = None;
        for item in self.deadlines.iter() {
            let (entry, _) = item.map_err(sled_error)?;
            let (Some(at), Some(key)) = (first_of_pair(&entry), second_of_pair(&entry)) else {
                continue;
            };
            if best.is_some_and(|b| at >= b) {
                break;
            }
            let ready = claims.get(&key).map_or(at, |until| at.max(*until));
            best = Some(best.map_or(ready, |b| b.min(ready)));
        }
        Ok(best)
    }

    fn due(&self, now: u64) -> Result<Vec<u64>, StoreError> {
        let mut due = Vec::new();
        for item in self.deadlines.range(..=pair_key(now, u64::MAX)) {
            let (entry, _) = item.map_err(sled_error)?;
            due.extend(second_of_pair(&entry));
        }
        Ok(due)
    }

    fn claim(&self, now: u64, until: u64) -> Result<Vec<u64>, StoreError> {
        let due = self.due(now)?;
        let mut claims = self.claims();
        let mut claimed = Vec::new();
        for key in due {
            if claims.get(&key).is_some_and(|end| *end > now) {
                continue;
            }
            claims.insert(key, until);
            claimed.push(key);
        }
        Ok(claimed)
    }
}

/// A key as sled stores it: ids big-endian (so they iterate in order), names as UTF-8.
fn key_bytes(key: &Key) -> Vec<u8> {
    match key {
        Key::Id(id) => id.to_be_bytes().to_vec(),
        Key::Name(name) => name.as_bytes().to_vec(),
    }
}

/// The key in `counters` of each sequence.
fn counter_name(counter: Counter) -> &'static str {
    match counter {
        Counter::Games => "game",
        Counter::Tournaments => "tournament",
    }
}

/// The key, in `counters`, of the clean-shutdown marker.
pub const CLEAN_SHUTDOWN_KEY: &str = "clean-shutdown";

/// The value a clean shutdown writes: the layout of the index trees it vouches for. A
/// release that changes what the indexes hold raises it, so the first open after an
/// upgrade checks them anyway.
pub const INDEX_LAYOUT: u64 = 1;

/// sled's page cache, in bytes. sled's default (1 GB) lets the bot keep every page it
/// ever read, and the index check at open reads every game: `benches/store.rs` measured
/// 50,000 stored games at 104 MB resident after opening with the default and 71 MB with
/// this (10,000 games: about 25 MB either way; the target is under 100 MB). Game records
/// are small JSON and the hot set is the games being played, so a modest cache serves
/// them; a miss costs a read from the OS page cache.
const CACHE_BYTES: u64 = 16 * 1024 * 1024;

/// Deliveries are pruned at most this often (a pruning scans them all).
const PRUNE_EVERY_SECS: u64 = 3_600;

fn pair_key(a: u64, b: u64) -> [u8; 16] {
    let mut key = [0u8; 16];
    key[..8].copy_from_slice(&a.to_be_bytes());
    key[8..].copy_from_slice(&b.to_be_bytes());
    key
}

fn read_u64(bytes: &[u8]) -> Option<u64> {
    bytes.try_into().ok().map(u64::from_be_bytes)
}

/// The first half of a `pair_key`.
fn first_of_pair(key: &[u8]) -> Option<u64> {
    key.get(..8).and_then(read_u64)
}

/// The second half of a `pair_key`.
fn second_of_pair(key: &[u8]) -> Option<u64> {
    key.get(8..16).and_then(read_u64)
}

fn sled_error(e: sled::Error) -> StoreError {
    StoreError::Db(e.to_string())
}

/// A transaction's own refusal, or sled's error in the store's words.
fn aborted(e: TransactionError<StoreError>) -> StoreError {
    match e {
        TransactionError::Abort(e) => e,
        TransactionError::Storage(e) => sled_error(e),
    }
}

/// Move a game's entry in the deadline index from its stored wakeup to `wakeup`.
fn write_wakeup(
    wakeups: &TransactionalTree,
    deadlines: &TransactionalTree,
    id: GameId,
    wakeup: Option<u64>,
) -> Result<(), UnabortableTransactionError> {
    let old = wakeups.get(id.to_be_bytes())?;
    if let Some(at) = old.as_deref().and_then(read_u64) {
        if Some(at) != wakeup {
            deadlines.remove(&pair_key(at, id))?;
        }
    }
    match wakeup {
        Some(at) => {
            wakeups.insert(&id.to_be_bytes(), &at.to_be_bytes())?;
            deadlines.insert(&pair_key(at, id), &[])?;
        }
        None => {
            wakeups.remove(&id.to_be_bytes())?;
        }
    }
    Ok(())
}

impl SledBackend {
    /// Open (or create) the sled directory at `path`.
    pub fn open(path: &Path) -> Result<SledBackend, StoreError> {
        let config = sled::Config::new().path(path).cache_capacity(CACHE_BYTES);
        // sled releases its file lock a moment after the previous owner drops the store
        // (a restart, a test reopening): wait briefly for it rather than fail. sled reports
        // it only as an I/O error whose message names the lock.
        let mut attempts = 0;
        let db = loop {
            match config.open() {
                Err(sled::Error::Io(e))
                    if attempts < 40 && e.to_string().contains("could not acquire lock") =>
                {
                    attempts += 1;
                    std::thread::sleep(std::time::Duration::from_millis(50));
                }
                other => {
                    break other.map_err(|source| StoreError::Open {
                        location: path.display().to_string(),
                        detail: source.to_string(),
                    })?
                }
            }
        };
        SledBackend::from_db(db)
    }

    /// A store that disappears when dropped.
    pub fn temporary() -> Result<SledBackend, StoreError> {
        let db = sled::Config::new()
            .temporary(true)
            .cache_capacity(CACHE_BYTES)
            .open()
            .map_err(sled_error)?;
        SledBackend::from_db(db)
    }

    fn from_db(db: sled::Db) -> Result<SledBackend, StoreError> {
        let counters = db.open_tree("counters").map_err(sled_error)?;
        // Taken away before anything else is written: if this process dies, the next
        // open finds no marker and checks the indexes.
        let marker = counters.remove(CLEAN_SHUTDOWN_KEY).map_err(sled_error)?;
        let opened_clean = marker.as_deref().and_then(read_u64) == Some(INDEX_LAYOUT);
        if marker.is_some() {
            db.flush().map_err(sled_error)?;
        }
        Ok(SledBackend {
            games: db.open_tree("games").map_err(sled_error)?,
            users: db.open_tree("users").map_err(sled_error)?,
            servers: db.open_tree("servers").map_err(sled_error)?,
            rating_pools: db.open_tree("rating_pools").map_err(sled_error)?,
            marks: db.open_tree("marks").map_err(sled_error)?,
            saved_setups: open_saved_setups(&db)?,
            deliveries: db.open_tree("deliveries").map_err(sled_error)?,
            counters,
            user_games: db.open_tree("user_games").map_err(sled_error)?,
            place_games: db.open_tree("place_games").map_err(sled_error)?,
            open_places: db.open_tree("open_places").map_err(sled_error)?,
            open_users: db.open_tree("open_users").map_err(sled_error)?,
            tournaments: db.open_tree("tournaments").map_err(sled_error)?,
            open_tournaments: db.open_tree("open_tournaments").map_err(sled_error)?,
            games_clock: Clock::open(&db, Wakes::Games)?,
            users_clock: Clock::open(&db, Wakes::Users)?,
            pruned: AtomicU64::new(0),
            indexes_good: AtomicBool::new(opened_clean),
            opened_clean,
            records_checked: AtomicU64::new(0),
            db,
        })
    }

    /// Whether this open found the marker of a clean shutdown, so the indexes can be
    /// trusted without a check.
    pub fn opened_clean(&self) -> bool {
        self.opened_clean
    }

    /// Game records read by index checks since this open.
    pub fn records_checked(&self) -> u64 {
        self.records_checked.load(Ordering::Relaxed)
    }

    /// Make `tree` (keys `x ++ game`) hold `wanted`, touching only readable games' keys.
    fn reconcile(
        tree: &sled::Tree,
        wanted: &BTreeSet<[u8; 16]>,
        readable: &HashSet<GameId>,
    ) -> Result<usize, StoreError> {
        let mut fixed = 0;
        for item in tree.iter() {
            let (key, _) = item.map_err(sled_error)?;
            let stale = !wanted.contains(key.as_ref())
                && second_of_pair(&key).is_none_or(|id| readable.contains(&id));
            if stale {
                tree.remove(key).map_err(sled_error)?;
                fixed += 1;
            }
        }
        for key in wanted {
            if tree.insert(key, &[]).map_err(sled_error)?.is_none() {
                fixed += 1;
            }
        }
        Ok(fixed)
    }

    fn tree(&self, index: Index) -> &sled::Tree {
        match index {
            Index::UserGames => &self.user_games,
            Index::PlaceGames => &self.place_games,
            Index::OpenUsers => &self.open_users,
            Index::OpenPlaces => &self.open_places,
        }
    }

    /// The tree of each keyspace, under the name it has always had.
    fn blobs(&self, space: Keyspace) -> &sled::Tree {
        match space {
            Keyspace::Games => &self.games,
            Keyspace::Users => &self.users,
            Keyspace::SavedSetups => &self.saved_setups,
            Keyspace::Servers => &self.servers,
            Keyspace::RatingPools => &self.rating_pools,
            Keyspace::Tournaments => &self.tournaments,
            Keyspace::Marks => &self.marks,
        }
    }

    fn clock(&self, wakes: Wakes) -> &Clock {
        match wakes {
            Wakes::Games => &self.games_clock,
            Wakes::Users => &self.users_clock,
        }
    }
}

impl Backend for SledBackend {
    fn kind(&self) -> &'static str {
        "sled"
    }

    /// Not flushed: the record that carries the id flushes the whole database with it.
    fn next_id(&self, counter: Counter) -> Result<u64, StoreError> {
        let bytes = self
            .counters
            .update_and_fetch(counter_name(counter), |old| {
                let next = old.and_then(read_u64).unwrap_or(0).saturating_add(1);
                Some(next.to_be_bytes().to_vec())
            })
            .map_err(sled_error)?;
        Ok(bytes.as_deref().and_then(read_u64).unwrap_or(1))
    }

    fn last_id(&self, counter: Counter) -> Result<u64, StoreError> {
        Ok(self
            .counters
            .get(counter_name(counter))
            .map_err(sled_error)?
            .as_deref()
            .and_then(read_u64)
            .unwrap_or(0))
    }

    fn raise_id(&self, counter: Counter, last: u64) -> Result<(), StoreError> {
        self.counters
            .update_and_fetch(counter_name(counter), |old| {
                let now = old.and_then(read_u64).unwrap_or(0).max(last);
                Some(now.to_be_bytes().to_vec())
            })
            .map_err(sled_error)?;
        self.flush()
    }

    fn get(&self, space: Keyspace, key: &Key) -> Result<Option<Vec<u8>>, StoreError> {
        space.check(key)?;
        Ok(self
            .blobs(space)
            .get(key_bytes(key))
            .map_err(sled_error)?
            .map(|b| b.to_vec()))
    }

    fn put(&self, space: Keyspace, key: &Key, bytes: &[u8]) -> Result<(), StoreError> {
        space.check(key)?;
        if space == Keyspace::Games {
            // The indexes are not written: the next open must check them.
            self.indexes_good.store(false, Ordering::Relaxed);
        }
        self.blobs(space)
            .insert(key_bytes(key), bytes)
            .map_err(sled_error)?;
        self.flush()
    }

    fn keys(&self, space: Keyspace) -> Result<Vec<Key>, StoreError> {
        let mut keys = Vec::new();
        for item in self.blobs(space).iter() {
            let (key, _) = item.map_err(sled_error)?;
            if space.named() {
                keys.push(Key::Name(String::from_utf8_lossy(&key).into_owned()));
            } else {
                keys.extend(read_u64(&key).map(Key::Id));
            }
        }
        Ok(keys)
    }

    fn save_game(&self, write: &GameWrite<'_>) -> Result<(), StoreError> {
        let id = write.id;
        (
            &self.games,
            &self.user_games,
            &self.place_games,
            &self.open_places,
            &self.open_users,
            &self.games_clock.wakeups,
            &self.games_clock.deadlines,
            &self.deliveries,
            &self.rating_pools,
        )
            .transaction(
                |(
                    games,
                    user_games,
                    place_games,
                    open_places,
                    open_users,
                    wakeups,
                    deadlines,
                    deliveries,
                    rating_pools,
                )| {
                    if let Some((delivery, _)) = write.delivery {
                        if deliveries.get(delivery.as_bytes())?.is_some() {
                            return Err(ConflictableTransactionError::Abort(
                                StoreError::AlreadyApplied,
                            ));
                        }
                    }
                    if let Some(expected) = write.expected {
                        let stored = games.get(id.to_be_bytes())?;
                        let found = match stored.as_deref() {
                            None => 0,
                            Some(bytes) => revision_of(id, bytes)
                                .map_err(ConflictableTransactionError::Abort)?,
                        };
                        if found != expected {
                            return Err(ConflictableTransactionError::Abort(
                                StoreError::Conflict { id },
                            ));
                        }
                    }
                    if let Some(pool) = &write.pool {
                        let stored = rating_pools.get(pool.key.as_bytes())?;
                        let found = match stored.as_deref() {
                            None => 0,
                            Some(bytes) => pool_revision_of(pool.key, bytes)
                                .map_err(ConflictableTransactionError::Abort)?,
                        };
                        if found != pool.expected {
                            return Err(ConflictableTransactionError::Abort(
                                StoreError::Conflict { id },
                            ));
                        }
                        rating_pools.insert(pool.key.as_bytes(), pool.bytes)?;
                    }
                    games.insert(&id.to_be_bytes(), write.bytes)?;
                    for player in &write.players {
                        user_games.insert(&pair_key(*player, id), &[])?;
                        if write.open {
                            open_users.insert(&pair_key(*player, id), &[])?;
                        } else {
                            open_users.remove(&pair_key(*player, id))?;
                        }
                    }
                    for place in &write.places {
                        place_games.insert(&pair_key(*place, id), &[])?;
                        if write.open {
                            open_places.insert(&pair_key(*place, id), &[])?;
                        } else {
                            open_places.remove(&pair_key(*place, id))?;
                        }
                    }
                    write_wakeup(wakeups, deadlines, id, write.wakeup)?;
                    if let Some((delivery, now)) = write.delivery {
                        deliveries.insert(delivery.as_bytes(), &now.to_be_bytes())?;
                    }
                    Ok::<(), ConflictableTransactionError<StoreError>>(())
                },
            )
            .map_err(aborted)?;
        self.games_clock.claims().remove(&id);
        self.flush()
    }

    fn index(&self, index: Index, first: u64) -> Result<Vec<GameId>, StoreError> {
        let mut ids = Vec::new();
        for item in self.tree(index).scan_prefix(first.to_be_bytes()) {
            let (key, _) = item.map_err(sled_error)?;
            ids.extend(second_of_pair(&key));
        }
        Ok(ids)
    }

    fn save_tournament(&self, write: &TournamentWrite<'_>) -> Result<(), StoreError> {
        let id = write.id;
        (&self.tournaments, &self.open_tournaments)
            .transaction(|(tournaments, open)| {
                let found = match tournaments.get(id.to_be_bytes())? {
                    None => 0,
                    Some(bytes) => {
                        revision_of(id, &bytes).map_err(ConflictableTransactionError::Abort)?
                    }
                };
                if found != write.expected {
                    return Err(ConflictableTransactionError::Abort(StoreError::Conflict {
                        id,
                    }));
                }
                tournaments.insert(&id.to_be_bytes(), write.bytes)?;
                if write.open {
                    open.insert(&id.to_be_bytes(), &[])?;
                } else {
                    open.remove(&id.to_be_bytes())?;
                }
                Ok::<(), ConflictableTransactionError<StoreError>>(())
            })
            .map_err(aborted)?;
        self.flush()
    }

    fn open_tournaments(&self) -> Result<Vec<u64>, StoreError> {
        let mut ids = Vec::new();
        for item in self.open_tournaments.iter() {
            let (key, _) = item.map_err(sled_error)?;
            ids.extend(read_u64(&key));
        }
        Ok(ids)
    }

    fn wakeup(&self, wakes: Wakes, key: u64) -> Result<Option<u64>, StoreError> {
        self.clock(wakes).get(key)
    }

    /// Flushed, for both clocks: a lost write would fire a moved deadline at its old
    /// time, or send a digest twice (see `docs/storage.md`).
    fn set_wakeup(&self, wakes: Wakes, key: u64, wakeup: Option<u64>) -> Result<(), StoreError> {
        self.clock(wakes).write(key, wakeup)?;
        self.flush()
    }

    fn next_wakeup(&self, wakes: Wakes) -> Result<Option<u64>, StoreError> {
        self.clock(wakes).next()
    }

    fn due(&self, wakes: Wakes, now: u64) -> Result<Vec<u64>, StoreError> {
        self.clock(wakes).due(now)
    }

    fn claim_due(&self, wakes: Wakes, now: u64, until: u64) -> Result<Vec<u64>, StoreError> {
        self.clock(wakes).claim(now, until)
    }

    fn delivered(&self, delivery: &str) -> Result<bool, StoreError> {
        self.deliveries
            .contains_key(delivery.as_bytes())
            .map_err(sled_error)
    }

    fn mark_delivered(&self, delivery: &str, now: u64) -> Result<(), StoreError> {
        self.deliveries
            .insert(delivery.as_bytes(), &now.to_be_bytes())
            .map_err(sled_error)?;
        Ok(())
    }

    /// Pruning reads every delivery id, so it runs at most once an hour of `before`: ids
    /// are then kept up to an hour longer, which only costs a little space.
    fn prune_deliveries(&self, before: u64) -> Result<(), StoreError> {
        let last = self.pruned.load(Ordering::Relaxed);
        if last != 0 && before < last.saturating_add(PRUNE_EVERY_SECS) && before >= last {
            return Ok(());
        }
        self.pruned.store(before.max(1), Ordering::Relaxed);
        for item in self.deliveries.iter() {
            let (key, at) = item.map_err(sled_error)?;
            if read_u64(&at).is_some_and(|at| at < before) {
                self.deliveries.remove(key).map_err(sled_error)?;
            }
        }
        Ok(())
    }

    /// Reads every game record once (the log is skipped, not decoded).
    fn repair(&self) -> Result<Repairs, StoreError> {
        let mut repairs = Repairs::default();
        let mut open_places = BTreeSet::new();
        let mut open_users = BTreeSet::new();
        // Readable games: the index entries of the others are not touched.
        let mut readable = HashSet::new();
        let mut without_wakeup = Vec::new();
        for item in self.games.iter() {
            let (key, bytes) = item.map_err(sled_error)?;
            self.records_checked.fetch_add(1, Ordering::Relaxed);
            let Some(id) = read_u64(&key) else { continue };
            let Some(listing) = Listing::read(id, &bytes) else {
                continue;
            };
            readable.insert(id);
            if !listing.open {
                continue;
            }
            for place in listing.places {
                open_places.insert(pair_key(place, id));
            }
            for player in listing.players {
                open_users.insert(pair_key(player, id));
            }
            if !self
                .games_clock
                .wakeups
                .contains_key(id.to_be_bytes())
                .map_err(sled_error)?
            {
                without_wakeup.push(id);
            }
        }
        for id in without_wakeup {
            self.games_clock.write(id, Some(0))?;
            repairs.rearmed += 1;
        }
        repairs.open += Self::reconcile(&self.open_places, &open_places, &readable)?;
        repairs.open += Self::reconcile(&self.open_users, &open_users, &readable)?;

        let mut wanted = BTreeMap::new();
        for item in self.games_clock.wakeups.iter() {
            let (key, at) = item.map_err(sled_error)?;
            if let (Some(id), Some(at)) = (read_u64(&key), read_u64(&at)) {
                wanted.insert(pair_key(at, id), ());
            }
        }
        for item in self.games_clock.deadlines.iter() {
            let (key, _) = item.map_err(sled_error)?;
            if wanted.remove(key.as_ref()).is_none() {
                self.games_clock.deadlines.remove(key).map_err(sled_error)?;
                repairs.deadlines += 1;
            }
        }
        for key in wanted.into_keys() {
            self.games_clock
                .deadlines
                .insert(key, &[])
                .map_err(sled_error)?;
            repairs.deadlines += 1;
        }
        if repairs.any() {
            self.flush()?;
        }
        self.indexes_good.store(true, Ordering::Relaxed);
        Ok(repairs)
    }

    fn flush(&self) -> Result<(), StoreError> {
        self.db.flush().map_err(sled_error)?;
        Ok(())
    }
}

impl Drop for SledBackend {
    /// A clean close: vouch for the indexes, if they are known good, so the next open
    /// skips the check. Written last and flushed; if either fails the next open checks.
    fn drop(&mut self) {
        if !self.indexes_good.load(Ordering::Relaxed) {
            return;
        }
        if self
            .counters
            .insert(CLEAN_SHUTDOWN_KEY, &INDEX_LAYOUT.to_be_bytes())
            .is_ok()
        {
            let _ = self.db.flush();
        }
    }
}
