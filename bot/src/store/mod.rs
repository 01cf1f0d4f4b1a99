//! Durable state on sled: one tree per kind of record, plus small index trees.
//!
//! ```text
//!  games        id            -> GameEntry (JSON, versioned)
//!  users        user id       -> UserEntry (JSON, versioned)
//!  layouts      user id       -> LayoutBook (JSON, versioned): saved army-chess layouts
//!  deliveries   delivery id   -> time first seen (redelivered requests are applied once)
//!  counters     name          -> u64 (game ids)
//!  user_games   user ++ game  -> ()   (a user's games)
//!  place_games  channel ++ game -> () (games in a channel or thread)
//!  open_places  channel ++ game -> () (the same, for games in challenge or play only)
//!  open_users   user ++ game  -> ()   (a user's games in challenge or play)
//!  wakeups      game          -> next time the clock needs the game
//!  deadlines    time ++ game  -> ()   (the same, ordered by time: the clock's index)
//! ```
//!
//! A game and its index entries are written in one transaction and flushed before the
//! caller announces anything. A record that does not decode is reported, never rewritten.
//!
//! The indexes are checked against the game records when the store opens (see
//! [`Store::open`]): a store written by an older release, or an index tree lost or
//! damaged outside a transaction, is repaired before anything is served. Keys are
//! big-endian, so `deadlines` iterates in time order: the next wakeup is its first key and
//! the games due at `now` are a range scan that stops at the first later entry.

pub mod records;

use crate::ids::GameId;
use records::{
    GameEntry, LayoutBook, Phase, UserEntry, GAME_VERSION, LAYOUTS_VERSION, USER_VERSION,
};
use sled::transaction::{
    ConflictableTransactionError, TransactionError, TransactionalTree, UnabortableTransactionError,
};
use sled::Transactional;
use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

#[derive(Debug)]
pub enum StoreError {
    Open {
        path: PathBuf,
        source: sled::Error,
    },
    Db(sled::Error),
    /// A record exists but cannot be read (bad JSON, unknown version). It is left as it is.
    Corrupt {
        what: String,
        detail: String,
    },
    Encode(serde_json::Error),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Open { path, source } => {
                write!(f, "cannot open the store at {}: {}", path.display(), source)
            }
            StoreError::Db(e) => write!(f, "store error: {e}"),
            StoreError::Corrupt { what, detail } => {
                write!(f, "{what} cannot be read ({detail}); it was left untouched")
            }
            StoreError::Encode(e) => write!(f, "cannot encode a record: {e}"),
        }
    }
}

impl std::error::Error for StoreError {}

impl From<sled::Error> for StoreError {
    fn from(e: sled::Error) -> Self {
        StoreError::Db(e)
    }
}

impl From<TransactionError<StoreError>> for StoreError {
    fn from(e: TransactionError<StoreError>) -> Self {
        match e {
            TransactionError::Abort(e) => e,
            TransactionError::Storage(e) => StoreError::Db(e),
        }
    }
}

#[derive(Clone)]
pub struct Store {
    db: sled::Db,
    games: sled::Tree,
    users: sled::Tree,
    layouts: sled::Tree,
    deliveries: sled::Tree,
    counters: sled::Tree,
    user_games: sled::Tree,
    place_games: sled::Tree,
    open_places: sled::Tree,
    open_users: sled::Tree,
    wakeups: sled::Tree,
    deadlines: sled::Tree,
    /// The `before` of the last delivery pruning (pruning scans every delivery id).
    pruned: Arc<AtomicU64>,
}

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

/// What the index check needs of a game record; the rest (the log) is skipped unread.
#[derive(serde::Deserialize)]
struct Summary {
    version: u32,
    id: GameId,
    players: Vec<PlayerId>,
    channel: u64,
    thread: Option<u64>,
    phase: Phase,
}

#[derive(serde::Deserialize)]
struct PlayerId {
    id: u64,
}

/// The places and players a game is listed under.
fn places_of(channel: u64, thread: Option<u64>) -> Vec<u64> {
    let mut places = vec![channel];
    places.extend(thread);
    places
}

/// What `Store::repair` found and fixed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Repairs {
    /// Deadline index entries added or removed to match `wakeups`.
    pub deadlines: usize,
    /// Games in challenge or play that had no wakeup: they are due at once, and the
    /// clock's first tick stores their real next wakeup.
    pub rearmed: usize,
    /// Open-game index entries added or removed.
    pub open: usize,
}

impl Repairs {
    pub fn any(&self) -> bool {
        *self != Repairs::default()
    }
}

#[derive(serde::Deserialize)]
struct VersionOnly {
    version: u32,
}

fn decode<T: serde::de::DeserializeOwned>(
    what: String,
    bytes: &[u8],
    version: u32,
) -> Result<T, StoreError> {
    let found: VersionOnly = serde_json::from_slice(bytes).map_err(|e| StoreError::Corrupt {
        what: what.clone(),
        detail: e.to_string(),
    })?;
    if found.version != version {
        return Err(StoreError::Corrupt {
            what,
            detail: format!(
                "record version {} is not {} (written by another release?)",
                found.version, version
            ),
        });
    }
    serde_json::from_slice(bytes).map_err(|e| StoreError::Corrupt {
        what,
        detail: e.to_string(),
    })
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

impl Store {
    /// Open (or create) the store at `path` and check its indexes against the game
    /// records (see [`Store::repair`]), so a deadline is never lost to an index that a
    /// crash, an older release or a hand edit left behind.
    pub fn open(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        let path = path.as_ref();
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
                        path: path.to_path_buf(),
                        source,
                    })?
                }
            }
        };
        let store = Store::from_db(db)?;
        store.repair()?;
        Ok(store)
    }

    /// A store that disappears when dropped (tests, `referee local` without `--store`).
    pub fn temporary() -> Result<Store, StoreError> {
        let db = sled::Config::new()
            .temporary(true)
            .cache_capacity(CACHE_BYTES)
            .open()?;
        Store::from_db(db)
    }

    fn from_db(db: sled::Db) -> Result<Store, StoreError> {
        Ok(Store {
            games: db.open_tree("games")?,
            users: db.open_tree("users")?,
            layouts: db.open_tree("layouts")?,
            deliveries: db.open_tree("deliveries")?,
            counters: db.open_tree("counters")?,
            user_games: db.open_tree("user_games")?,
            place_games: db.open_tree("place_games")?,
            open_places: db.open_tree("open_places")?,
            open_users: db.open_tree("open_users")?,
            wakeups: db.open_tree("wakeups")?,
            deadlines: db.open_tree("deadlines")?,
            pruned: Arc::new(AtomicU64::new(0)),
            db,
        })
    }

    /// Bring the indexes in line with the game records (done by `open`; safe to repeat).
    ///
    /// - Every game in challenge or play that has no wakeup gets one due at once (time 0);
    ///   the clock then recomputes it from the game, as it does after every tick.
    /// - `deadlines` is made to hold exactly the `wakeups` entries, ordered by time.
    /// - `open_places` and `open_users` are made to list exactly the games in challenge
    ///   or play. Entries of records that cannot be read are left alone, so commands on
    ///   such a game keep reporting it.
    ///
    /// Reads every game record once (the log is skipped, not decoded).
    pub fn repair(&self) -> Result<Repairs, StoreError> {
        let mut repairs = Repairs::default();
        let mut open_places = BTreeSet::new();
        let mut open_users = BTreeSet::new();
        // Readable games: the index entries of the others are not touched.
        let mut readable = HashSet::new();
        let mut without_wakeup = Vec::new();
        for item in self.games.iter() {
            let (key, bytes) = item?;
            let Some(id) = read_u64(&key) else { continue };
            let Ok(summary) = serde_json::from_slice::<Summary>(&bytes) else {
                continue;
            };
            if summary.version != GAME_VERSION || summary.id != id {
                continue;
            }
            readable.insert(id);
            if !matches!(summary.phase, Phase::Challenge | Phase::Playing) {
                continue;
            }
            for place in places_of(summary.channel, summary.thread) {
                open_places.insert(pair_key(place, id));
            }
            for player in &summary.players {
                open_users.insert(pair_key(player.id, id));
            }
            if !self.wakeups.contains_key(id.to_be_bytes())? {
                without_wakeup.push(id);
            }
        }
        for id in without_wakeup {
            self.set_wakeup(id, Some(0))?;
            repairs.rearmed += 1;
        }
        repairs.open += Self::reconcile(&self.open_places, &open_places, &readable)?;
        repairs.open += Self::reconcile(&self.open_users, &open_users, &readable)?;

        let mut wanted = BTreeMap::new();
        for item in self.wakeups.iter() {
            let (key, at) = item?;
            if let (Some(id), Some(at)) = (read_u64(&key), read_u64(&at)) {
                wanted.insert(pair_key(at, id), ());
            }
        }
        for item in self.deadlines.iter() {
            let (key, _) = item?;
            if wanted.remove(key.as_ref()).is_none() {
                self.deadlines.remove(key)?;
                repairs.deadlines += 1;
            }
        }
        for key in wanted.into_keys() {
            self.deadlines.insert(key, &[])?;
            repairs.deadlines += 1;
        }
        if repairs.any() {
            self.flush()?;
        }
        Ok(repairs)
    }

    /// Make `tree` (keys `x ++ game`) hold `wanted`, touching only readable games' keys.
    fn reconcile(
        tree: &sled::Tree,
        wanted: &BTreeSet<[u8; 16]>,
        readable: &HashSet<GameId>,
    ) -> Result<usize, StoreError> {
        let mut fixed = 0;
        for item in tree.iter() {
            let (key, _) = item?;
            let stale = !wanted.contains(key.as_ref())
                && second_of_pair(&key).is_none_or(|id| readable.contains(&id));
            if stale {
                tree.remove(key)?;
                fixed += 1;
            }
        }
        for key in wanted {
            if tree.insert(key, &[])?.is_none() {
                fixed += 1;
            }
        }
        Ok(fixed)
    }

    /// Sequential game ids from 1 (shown to players as `#12`).
    pub fn next_game_id(&self) -> Result<GameId, StoreError> {
        let bytes = self.counters.update_and_fetch("game", |old| {
            let next = old.and_then(read_u64).unwrap_or(0).saturating_add(1);
            Some(next.to_be_bytes().to_vec())
        })?;
        Ok(bytes.as_deref().and_then(read_u64).unwrap_or(1))
    }

    /// `Ok(None)` when there is no such game; `Err(Corrupt)` when it cannot be read.
    pub fn game(&self, id: GameId) -> Result<Option<GameEntry>, StoreError> {
        match self.games.get(id.to_be_bytes())? {
            None => Ok(None),
            Some(bytes) => decode(format!("game #{id}"), &bytes, GAME_VERSION).map(Some),
        }
    }

    /// Write a game with its index entries and next wakeup in one transaction, then flush.
    /// `delivery` marks the request that caused it as processed in the same transaction.
    pub fn save_game(
        &self,
        entry: &GameEntry,
        wakeup: Option<u64>,
        delivery: Option<(&str, u64)>,
    ) -> Result<(), StoreError> {
        let bytes = serde_json::to_vec(entry).map_err(StoreError::Encode)?;
        let id = entry.id;
        let places = places_of(entry.channel, entry.thread);
        let open = entry.is_open();
        (
            &self.games,
            &self.user_games,
            &self.place_games,
            &self.open_places,
            &self.open_users,
            &self.wakeups,
            &self.deadlines,
            &self.deliveries,
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
                )| {
                    games.insert(&id.to_be_bytes(), bytes.as_slice())?;
                    for player in &entry.players {
                        user_games.insert(&pair_key(player.id, id), &[])?;
                        if open {
                            open_users.insert(&pair_key(player.id, id), &[])?;
                        } else {
                            open_users.remove(&pair_key(player.id, id))?;
                        }
                    }
                    for place in &places {
                        place_games.insert(&pair_key(*place, id), &[])?;
                        if open {
                            open_places.insert(&pair_key(*place, id), &[])?;
                        } else {
                            open_places.remove(&pair_key(*place, id))?;
                        }
                    }
                    write_wakeup(wakeups, deadlines, id, wakeup)?;
                    if let Some((delivery, now)) = delivery {
                        deliveries.insert(delivery.as_bytes(), &now.to_be_bytes())?;
                    }
                    Ok::<(), ConflictableTransactionError<StoreError>>(())
                },
            )?;
        self.flush()
    }

    pub fn flush(&self) -> Result<(), StoreError> {
        self.db.flush()?;
        Ok(())
    }

    pub fn has_game(&self, id: GameId) -> Result<bool, StoreError> {
        Ok(self.games.contains_key(id.to_be_bytes())?)
    }

    pub fn games_of_user(&self, user: u64) -> Result<Vec<GameId>, StoreError> {
        Self::seconds(&self.user_games, user)
    }

    /// Games posted in `channel` (the channel where they were made, or their thread).
    pub fn games_in_place(&self, channel: u64) -> Result<Vec<GameId>, StoreError> {
        Self::seconds(&self.place_games, channel)
    }

    /// The user's games in challenge or play (as last saved), without reading them.
    pub fn open_games_of_user(&self, user: u64) -> Result<Vec<GameId>, StoreError> {
        Self::seconds(&self.open_users, user)
    }

    /// The games in challenge or play posted in `channel` (as last saved).
    pub fn open_games_in_place(&self, channel: u64) -> Result<Vec<GameId>, StoreError> {
        Self::seconds(&self.open_places, channel)
    }

    fn seconds(tree: &sled::Tree, first: u64) -> Result<Vec<GameId>, StoreError> {
        let mut ids = Vec::new();
        for item in tree.scan_prefix(first.to_be_bytes()) {
            let (key, _) = item?;
            ids.extend(second_of_pair(&key));
        }
        Ok(ids)
    }

    /// The earliest time any game needs the clock: the first key of the deadline index.
    pub fn next_wakeup(&self) -> Result<Option<u64>, StoreError> {
        Ok(match self.deadlines.first()? {
            Some((key, _)) => first_of_pair(&key),
            None => None,
        })
    }

    /// Games whose wakeup time has come, earliest first. Visits only the due entries.
    pub fn due_games(&self, now: u64) -> Result<Vec<GameId>, StoreError> {
        let mut due = Vec::new();
        for item in self.deadlines.range(..=pair_key(now, u64::MAX)) {
            let (key, _) = item?;
            due.extend(second_of_pair(&key));
        }
        Ok(due)
    }

    /// Drop a game from the clock's index only (used for a record that cannot be read,
    /// so the clock does not spin on it; the record itself stays as it is).
    pub fn forget_wakeup(&self, id: GameId) -> Result<(), StoreError> {
        self.set_wakeup(id, None)
    }

    pub fn set_wakeup(&self, id: GameId, wakeup: Option<u64>) -> Result<(), StoreError> {
        (&self.wakeups, &self.deadlines).transaction(|(wakeups, deadlines)| {
            write_wakeup(wakeups, deadlines, id, wakeup)?;
            Ok::<(), ConflictableTransactionError<StoreError>>(())
        })?;
        Ok(())
    }

    /// `Ok(None)` when the user never spoke to the bot.
    pub fn user(&self, id: u64) -> Result<Option<UserEntry>, StoreError> {
        match self.users.get(id.to_be_bytes())? {
            None => Ok(None),
            Some(bytes) => decode(format!("settings of user {id}"), &bytes, USER_VERSION).map(Some),
        }
    }

    pub fn save_user(&self, entry: &UserEntry) -> Result<(), StoreError> {
        let bytes = serde_json::to_vec(entry).map_err(StoreError::Encode)?;
        self.users.insert(entry.id.to_be_bytes(), bytes)?;
        self.flush()
    }

    /// A player's saved layouts; `Ok(None)` when they never saved or submitted one.
    pub fn layouts(&self, user: u64) -> Result<Option<LayoutBook>, StoreError> {
        match self.layouts.get(user.to_be_bytes())? {
            None => Ok(None),
            Some(bytes) => {
                decode(format!("layouts of user {user}"), &bytes, LAYOUTS_VERSION).map(Some)
            }
        }
    }

    pub fn save_layouts(&self, book: &LayoutBook) -> Result<(), StoreError> {
        let bytes = serde_json::to_vec(book).map_err(StoreError::Encode)?;
        self.layouts.insert(book.user.to_be_bytes(), bytes)?;
        self.flush()
    }

    pub fn delivered(&self, delivery: &str) -> Result<bool, StoreError> {
        Ok(self.deliveries.contains_key(delivery.as_bytes())?)
    }

    pub fn mark_delivered(&self, delivery: &str, now: u64) -> Result<(), StoreError> {
        self.deliveries
            .insert(delivery.as_bytes(), &now.to_be_bytes())?;
        Ok(())
    }

    /// Forget delivery ids older than `before` (Discord never redelivers after minutes).
    /// Pruning reads every delivery id, so it runs at most once an hour of `before`: ids
    /// are then kept up to an hour longer, which only costs a little space.
    pub fn prune_deliveries(&self, before: u64) -> Result<(), StoreError> {
        let last = self.pruned.load(Ordering::Relaxed);
        if last != 0 && before < last.saturating_add(PRUNE_EVERY_SECS) && before >= last {
            return Ok(());
        }
        self.pruned.store(before.max(1), Ordering::Relaxed);
        for item in self.deliveries.iter() {
            let (key, at) = item?;
            if read_u64(&at).is_some_and(|at| at < before) {
                self.deliveries.remove(key)?;
            }
        }
        Ok(())
    }

    /// The stored bytes of a game, whatever they hold (repair tools and tests).
    pub fn raw_game(&self, id: GameId) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.games.get(id.to_be_bytes())?.map(|b| b.to_vec()))
    }

    /// Overwrite a game's bytes as they are (repair tools and tests).
    pub fn put_raw_game(&self, id: GameId, bytes: &[u8]) -> Result<(), StoreError> {
        self.games.insert(id.to_be_bytes(), bytes)?;
        self.flush()
    }
}
