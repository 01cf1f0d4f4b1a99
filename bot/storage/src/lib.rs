//! Durable state behind one handle, [`Store`]: the core's storage port, a crate of its
//! own so that the engines build without the core. It holds the ids, the versioned
//! records, the [`backend::Backend`] an engine implements (blobs by keyspace, one clock per
//! kind of thing it wakes, and the two atomic writes), the typed `Store` facade over it,
//! and [`MemoryBackend`] for tests. The engines that keep games on disk or in a database
//! (sled, PostgreSQL) are in `referee-store`. Depends on `rules` (records hold its types)
//! and `referee-tournaments` (a tournament record holds its history), nothing else of the
//! project's.
//!
//! # What the core relies on
//!
//! Every backend gives these guarantees; the conformance suite of `referee-store`
//! (`bot/store/tests/store/conformance.rs`) checks each of them against every backend
//! with the same tests.
//!
//! 1. **Durable before announced.** [`Store::save_game`] returns only once the game, its
//!    index entries, its next wakeup and the delivery id that caused it are durable
//!    together (sled: one transaction, then a flush; PostgreSQL: one committed
//!    transaction). The core emits a change's effects only after that.
//! 2. **Writes to one game are serialised, across processes too,** by optimistic
//!    versioning: a game record carries a `revision`; a save names the revision it
//!    loaded and succeeds only if the stored one is still that (sled: checked inside the
//!    transaction; PostgreSQL: `UPDATE … WHERE rev = $n`), else it fails with
//!    [`StoreError::Conflict`] and the core reloads the game and runs the request again.
//!    Versioning rather than row locks: nothing is held while a request runs the rules or
//!    waits on the network, a process that dies holds nothing, and sled can do the same.
//! 3. **A redelivered interaction is applied once.** The delivery id is stored in the
//!    same transaction as the change it caused; a second save carrying it fails with
//!    [`StoreError::AlreadyApplied`] and changes nothing.
//! 4. **A deadline is claimed by exactly one process.** [`Store::claim_due`] hands each
//!    due game to one claimer (PostgreSQL: `FOR UPDATE SKIP LOCKED`); the claim ends when
//!    the game's wakeup is written again or its lease runs out (its holder died). Users'
//!    own wakeups (the daily turn digest) are claimed the same way
//!    ([`Store::claim_due_users`]).
//! 5. **Records are versioned; a damaged one is reported and left untouched.** Reads
//!    return [`StoreError::Corrupt`] for bad JSON or an unknown version, and no save
//!    overwrites a record whose revision cannot be read.

pub mod backend;
pub mod ids;
pub mod images;
pub mod marks;
mod memory;
pub mod ratings;
pub mod records;
pub mod seats;
pub mod servers;
pub mod tournament_records;

use crate::ids::GameId;
use backend::{
    Backend, Counter, GameWrite, Index, Key, Keyspace, PoolWrite, TournamentWrite, Wakes,
};
pub use memory::MemoryBackend;
use ratings::{RatingPool, POOL_VERSION};
use records::{
    GameEntry, SavedSetupsEntry, UnkeyedSetups, UserEntry, GAME_VERSION, SAVED_SETUPS_VERSION,
    UNKEYED_SETUPS_VERSION, USER_VERSION,
};
use serde::de::DeserializeOwned;
use serde::Serialize;
use servers::{ServerEntry, SERVER_VERSION};
use std::fmt;
use std::sync::Arc;
use tournament_records::{TournamentEntry, TOURNAMENT_VERSION};

#[derive(Debug)]
pub enum StoreError {
    Open {
        location: String,
        detail: String,
    },
    Db(String),
    /// A record exists but cannot be read (bad JSON, unknown version). It is left as it is.
    Corrupt {
        what: String,
        detail: String,
    },
    Encode(serde_json::Error),
    /// The game changed since it was loaded (another request or process saved it first).
    Conflict {
        id: GameId,
    },
    /// The request's delivery id was already stored with an earlier change.
    AlreadyApplied,
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Open { location, detail } => {
                write!(f, "cannot open the store at {location}: {detail}")
            }
            StoreError::Db(e) => write!(f, "store error: {e}"),
            StoreError::Corrupt { what, detail } => {
                write!(f, "{what} cannot be read ({detail}); it was left untouched")
            }
            StoreError::Encode(e) => write!(f, "cannot encode a record: {e}"),
            StoreError::Conflict { id } => {
                write!(f, "game #{id} was changed by another request meanwhile")
            }
            StoreError::AlreadyApplied => write!(f, "this request was already applied"),
        }
    }
}

impl std::error::Error for StoreError {}

/// The places a game is listed under: its channel and, once it has one, its thread.
pub fn places_of(channel: u64, thread: Option<u64>) -> Vec<u64> {
    let mut places = vec![channel];
    places.extend(thread);
    places
}

/// The places a game is listed under, with the list of the tables of its server when it
/// was opened as a table there (see [`seats::tables_key`]).
pub fn listed_places(channel: u64, thread: Option<u64>, table_guild: Option<u64>) -> Vec<u64> {
    let mut places = places_of(channel, thread);
    places.extend(table_guild.map(seats::tables_key));
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

#[derive(serde::Deserialize)]
struct RevisionOnly {
    #[serde(default)]
    revision: u64,
}

/// The revision of a stored rating pool record.
pub fn pool_revision_of(key: &str, bytes: &[u8]) -> Result<u64, StoreError> {
    serde_json::from_slice::<RevisionOnly>(bytes)
        .map(|r| r.revision)
        .map_err(|e| StoreError::Corrupt {
            what: format!("rating pool {key}"),
            detail: e.to_string(),
        })
}

/// The revision a record put as it is carries, for engines that keep it beside the
/// bytes (PostgreSQL's `rev` column of rating pools and tournaments).
pub fn stored_revision(space: Keyspace, key: &Key, bytes: &[u8]) -> Result<u64, StoreError> {
    serde_json::from_slice::<RevisionOnly>(bytes)
        .map(|r| r.revision)
        .map_err(|e| StoreError::Corrupt {
            what: space.describe(key),
            detail: e.to_string(),
        })
}

/// The revision of a stored game record (records written before revisions have 0).
pub fn revision_of(id: GameId, bytes: &[u8]) -> Result<u64, StoreError> {
    serde_json::from_slice::<RevisionOnly>(bytes)
        .map(|r| r.revision)
        .map_err(|e| StoreError::Corrupt {
            what: format!("game #{id}"),
            detail: e.to_string(),
        })
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

/// A saved set-ups record of either version.
fn decode_saved_setups(user: u64, bytes: &[u8]) -> Result<SavedSetupsEntry, StoreError> {
    let what = format!("saved set-ups of user {user}");
    let corrupt = |detail: String| StoreError::Corrupt {
        what: what.clone(),
        detail,
    };
    let found: VersionOnly = serde_json::from_slice(bytes).map_err(|e| corrupt(e.to_string()))?;
    if found.version != UNKEYED_SETUPS_VERSION {
        return decode(what, bytes, SAVED_SETUPS_VERSION);
    }
    let owner = rules::registry::FAMILIES
        .iter()
        .find(|f| f.saved_setups.is_some_and(|s| s.owns_unkeyed_records))
        .ok_or_else(|| corrupt("no registered family owns set-ups saved without one".into()))?;
    let old: UnkeyedSetups = serde_json::from_slice(bytes).map_err(|e| corrupt(e.to_string()))?;
    Ok(old.under(owner.name))
}

/// How long a deadline claim lasts if its holder never writes the game again (it died).
pub const CLAIM_LEASE_SECS: u64 = 120;

/// The core's handle on the store: cheap to clone, shared between threads.
#[derive(Clone)]
pub struct Store {
    backend: Arc<dyn Backend>,
}

impl Store {
    /// A store in memory that disappears when dropped (the core's tests). The engines
    /// that keep games on disk or in a database are opened by `referee-store`.
    pub fn in_memory() -> Store {
        Store::from_backend(MemoryBackend::new())
    }

    pub fn from_backend(backend: impl Backend + 'static) -> Store {
        Store {
            backend: Arc::new(backend),
        }
    }

    /// The backend underneath (`referee migrate`, tests).
    pub fn backend(&self) -> &dyn Backend {
        self.backend.as_ref()
    }

    /// `sled`, `postgres` or `memory`.
    pub fn kind(&self) -> &'static str {
        self.backend.kind()
    }

    // ---- typed records over the blobs: decoded and version-checked here, once ----

    /// The record under `key`, decoded if it has `version`; `Err(Corrupt)` otherwise.
    fn read<T: DeserializeOwned>(
        &self,
        space: Keyspace,
        key: Key,
        version: u32,
    ) -> Result<Option<T>, StoreError> {
        match self.backend.get(space, &key)? {
            None => Ok(None),
            Some(bytes) => decode(space.describe(&key), &bytes, version).map(Some),
        }
    }

    fn write<T: Serialize>(&self, space: Keyspace, key: Key, record: &T) -> Result<(), StoreError> {
        let bytes = serde_json::to_vec(record).map_err(StoreError::Encode)?;
        self.backend.put(space, &key, &bytes)
    }

    /// Every id stored in an id-keyed `space`, ascending.
    fn ids(&self, space: Keyspace) -> Result<Vec<u64>, StoreError> {
        Ok(self
            .backend
            .keys(space)?
            .iter()
            .filter_map(Key::id)
            .collect())
    }

    /// Bring the indexes in line with the game records (done when a store opens; safe
    /// to repeat).
    ///
    /// - Every game in challenge or play that has no wakeup gets one due at once (time 0);
    ///   the clock then recomputes it from the game, as it does after every tick.
    /// - The deadline index is made to hold exactly the stored wakeups.
    /// - The open-game indexes are made to list exactly the games in challenge or play.
    ///   Entries of records that cannot be read are left alone, so commands on such a
    ///   game keep reporting it.
    ///
    /// On PostgreSQL the indexes are rows written in the game's own transaction, so
    /// nothing can drift and this does nothing.
    pub fn repair(&self) -> Result<Repairs, StoreError> {
        self.backend.repair()
    }

    // ---- games ----

    /// Sequential game ids from 1 (shown to players as `#12`).
    pub fn next_game_id(&self) -> Result<GameId, StoreError> {
        self.backend.next_id(Counter::Games)
    }

    /// The last game id handed out (0 when none).
    pub fn last_game_id(&self) -> Result<GameId, StoreError> {
        self.backend.last_id(Counter::Games)
    }

    /// Make the next game id at least `last + 1` (`referee migrate`).
    pub fn raise_game_id(&self, last: GameId) -> Result<(), StoreError> {
        self.backend.raise_id(Counter::Games, last)
    }

    /// `Ok(None)` when there is no such game; `Err(Corrupt)` when it cannot be read.
    pub fn game(&self, id: GameId) -> Result<Option<GameEntry>, StoreError> {
        self.read(Keyspace::Games, Key::Id(id), GAME_VERSION)
    }

    /// Every stored game id, ascending.
    pub fn game_ids(&self) -> Result<Vec<GameId>, StoreError> {
        self.ids(Keyspace::Games)
    }

    /// Write a game with its index entries, next wakeup and the delivery id that caused
    /// it, atomically and durably, if the stored game is still at `entry.revision`; the
    /// entry then carries its new revision. On `Conflict` or `AlreadyApplied` nothing was
    /// written and `entry` is as it was.
    pub fn save_game(
        &self,
        entry: &mut GameEntry,
        wakeup: Option<u64>,
        delivery: Option<(&str, u64)>,
    ) -> Result<(), StoreError> {
        self.save_game_rated(entry, wakeup, delivery, None)
    }

    /// [`Store::save_game`], and with it `pool` (a rated game's end) in the same
    /// transaction, if the stored pool is still at `pool.revision`; on success the pool
    /// carries its new revision. A pool that changed meanwhile fails the whole write with
    /// `Conflict`, and nothing was written.
    pub fn save_game_rated(
        &self,
        entry: &mut GameEntry,
        wakeup: Option<u64>,
        delivery: Option<(&str, u64)>,
        mut pool: Option<&mut RatingPool>,
    ) -> Result<(), StoreError> {
        let expected = entry.revision;
        entry.revision = expected.saturating_add(1);
        let pool_expected = pool.as_ref().map(|p| p.revision);
        if let Some(p) = pool.as_deref_mut() {
            p.revision = p.revision.saturating_add(1);
        }
        let result = self.write_game(entry, Some(expected), wakeup, delivery, pool.as_deref());
        if result.is_err() {
            entry.revision = expected;
            if let (Some(p), Some(before)) = (pool, pool_expected) {
                p.revision = before;
            }
        }
        result
    }

    /// Write a game as it is, whatever is stored (`referee migrate`).
    pub fn import_game(&self, entry: &GameEntry, wakeup: Option<u64>) -> Result<(), StoreError> {
        self.write_game(entry, None, wakeup, None, None)
    }

    fn write_game(
        &self,
        entry: &GameEntry,
        expected: Option<u64>,
        wakeup: Option<u64>,
        delivery: Option<(&str, u64)>,
        pool: Option<&RatingPool>,
    ) -> Result<(), StoreError> {
        let bytes = serde_json::to_vec(entry).map_err(StoreError::Encode)?;
        let pool_bytes = match pool {
            Some(p) => Some(serde_json::to_vec(p).map_err(StoreError::Encode)?),
            None => None,
        };
        let pool_key = pool.map(RatingPool::key);
        let pool_write = match (pool, &pool_key, &pool_bytes) {
            (Some(p), Some(key), Some(bytes)) => Some(PoolWrite {
                key,
                bytes,
                expected: p.revision.saturating_sub(1),
                revision: p.revision,
            }),
            _ => None,
        };
        self.backend.save_game(&GameWrite {
            id: entry.id,
            bytes: &bytes,
            expected,
            revision: entry.revision,
            players: entry.players.iter().map(|p| p.id).collect(),
            places: listed_places(
                entry.channel,
                entry.thread,
                entry.guild.filter(|_| entry.table.is_some()),
            ),
            open: entry.is_open(),
            wakeup,
            delivery,
            pool: pool_write,
        })
    }

    pub fn flush(&self) -> Result<(), StoreError> {
        self.backend.flush()
    }

    pub fn has_game(&self, id: GameId) -> Result<bool, StoreError> {
        Ok(self.backend.get(Keyspace::Games, &Key::Id(id))?.is_some())
    }

    /// The stored bytes of a game, whatever they hold (repair tools and tests).
    pub fn raw_game(&self, id: GameId) -> Result<Option<Vec<u8>>, StoreError> {
        self.backend.get(Keyspace::Games, &Key::Id(id))
    }

    /// Overwrite a game's bytes as they are, indexes untouched (repair tools and tests).
    pub fn put_raw_game(&self, id: GameId, bytes: &[u8]) -> Result<(), StoreError> {
        self.backend.put(Keyspace::Games, &Key::Id(id), bytes)
    }

    pub fn games_of_user(&self, user: u64) -> Result<Vec<GameId>, StoreError> {
        self.backend.index(Index::UserGames, user)
    }

    /// Games posted in `channel` (the channel where they were made, or their thread).
    pub fn games_in_place(&self, channel: u64) -> Result<Vec<GameId>, StoreError> {
        self.backend.index(Index::PlaceGames, channel)
    }

    /// The user's games in challenge or play (as last saved), without reading them.
    pub fn open_games_of_user(&self, user: u64) -> Result<Vec<GameId>, StoreError> {
        self.backend.index(Index::OpenUsers, user)
    }

    /// The games in challenge or play posted in `channel` (as last saved).
    pub fn open_games_in_place(&self, channel: u64) -> Result<Vec<GameId>, StoreError> {
        self.backend.index(Index::OpenPlaces, channel)
    }

    /// The games opened as tables in `guild` and still in challenge or play (as last saved).
    pub fn open_tables_in_guild(&self, guild: u64) -> Result<Vec<GameId>, StoreError> {
        self.backend
            .index(Index::OpenPlaces, seats::tables_key(guild))
    }

    // ---- the clock: games and users, one kind of wakeup each ----

    /// When a claim could next succeed: the earliest wakeup nobody else holds.
    pub fn next_wakeup(&self) -> Result<Option<u64>, StoreError> {
        self.backend.next_wakeup(Wakes::Games)
    }

    /// Games whose wakeup time has come, earliest first, claimed or not.
    pub fn due_games(&self, now: u64) -> Result<Vec<GameId>, StoreError> {
        self.backend.due(Wakes::Games, now)
    }

    /// The due games this caller now holds for [`CLAIM_LEASE_SECS`]: no other claimer,
    /// in this process or another, gets them until their wakeup is written again.
    pub fn claim_due(&self, now: u64) -> Result<Vec<GameId>, StoreError> {
        self.backend
            .claim_due(Wakes::Games, now, now.saturating_add(CLAIM_LEASE_SECS))
    }

    /// The stored wakeup of one game.
    pub fn wakeup(&self, id: GameId) -> Result<Option<u64>, StoreError> {
        self.backend.wakeup(Wakes::Games, id)
    }

    /// Move a game's wakeup without writing the game (a vacation moved its deadlines),
    /// durably; its claim ends.
    pub fn set_wakeup(&self, id: GameId, wakeup: Option<u64>) -> Result<(), StoreError> {
        self.backend.set_wakeup(Wakes::Games, id, wakeup)
    }

    /// Drop a game from the clock's index only (used for a record that cannot be read,
    /// so the clock does not spin on it; the record itself stays as it is).
    pub fn forget_wakeup(&self, id: GameId) -> Result<(), StoreError> {
        self.set_wakeup(id, None)
    }

    /// When `user`'s own clock (the daily turn digest) next needs them.
    pub fn user_wakeup(&self, user: u64) -> Result<Option<u64>, StoreError> {
        self.backend.wakeup(Wakes::Users, user)
    }

    pub fn set_user_wakeup(&self, user: u64, wakeup: Option<u64>) -> Result<(), StoreError> {
        self.backend.set_wakeup(Wakes::Users, user, wakeup)
    }

    /// When a user claim could next succeed.
    pub fn next_user_wakeup(&self) -> Result<Option<u64>, StoreError> {
        self.backend.next_wakeup(Wakes::Users)
    }

    /// The due users this caller now holds for [`CLAIM_LEASE_SECS`] (as [`Store::claim_due`]).
    pub fn claim_due_users(&self, now: u64) -> Result<Vec<u64>, StoreError> {
        self.backend
            .claim_due(Wakes::Users, now, now.saturating_add(CLAIM_LEASE_SECS))
    }

    // ---- users, saved set-ups, servers ----

    /// `Ok(None)` when the user never spoke to the bot.
    pub fn user(&self, id: u64) -> Result<Option<UserEntry>, StoreError> {
        self.read(Keyspace::Users, Key::Id(id), USER_VERSION)
    }

    pub fn save_user(&self, entry: &UserEntry) -> Result<(), StoreError> {
        self.write(Keyspace::Users, Key::Id(entry.id), entry)
    }

    /// Every user with a settings record, ascending.
    pub fn user_ids(&self) -> Result<Vec<u64>, StoreError> {
        self.ids(Keyspace::Users)
    }

    /// A player's saved set-ups, every family's; `Ok(None)` when they never saved or
    /// submitted one. A record of the first version (one book, from before set-ups were
    /// kept per family) reads as the book of the family that owns such records; the next
    /// save writes it in the current version.
    pub fn saved_setups(&self, user: u64) -> Result<Option<SavedSetupsEntry>, StoreError> {
        match self.backend.get(Keyspace::SavedSetups, &Key::Id(user))? {
            None => Ok(None),
            Some(bytes) => decode_saved_setups(user, &bytes).map(Some),
        }
    }

    pub fn save_saved_setups(&self, entry: &SavedSetupsEntry) -> Result<(), StoreError> {
        self.write(Keyspace::SavedSetups, Key::Id(entry.user), entry)
    }

    /// A server's settings; `Ok(None)` when nobody changed them (see [`ServerEntry::new`]).
    pub fn server(&self, id: u64) -> Result<Option<ServerEntry>, StoreError> {
        self.read(Keyspace::Servers, Key::Id(id), SERVER_VERSION)
    }

    pub fn save_server(&self, entry: &ServerEntry) -> Result<(), StoreError> {
        self.write(Keyspace::Servers, Key::Id(entry.id), entry)
    }

    // ---- rating pools ----

    /// A rating pool by its key (`<guild>:<variant>`); `Ok(None)` when nobody was rated there.
    pub fn rating_pool(&self, key: &str) -> Result<Option<RatingPool>, StoreError> {
        self.read(
            Keyspace::RatingPools,
            Key::Name(key.to_string()),
            POOL_VERSION,
        )
    }

    /// Every stored rating pool's key, ascending.
    pub fn rating_pool_keys(&self) -> Result<Vec<String>, StoreError> {
        Ok(self
            .backend
            .keys(Keyspace::RatingPools)?
            .into_iter()
            .filter_map(Key::into_name)
            .collect())
    }

    /// Overwrite a pool as it is (`referee ratings rebuild --write`, `referee migrate`).
    pub fn put_rating_pool(&self, pool: &RatingPool) -> Result<(), StoreError> {
        self.write(Keyspace::RatingPools, Key::Name(pool.key()), pool)
    }

    // ---- delivery ids ----

    pub fn delivered(&self, delivery: &str) -> Result<bool, StoreError> {
        self.backend.delivered(delivery)
    }

    pub fn mark_delivered(&self, delivery: &str, now: u64) -> Result<(), StoreError> {
        self.backend.mark_delivered(delivery, now)
    }

    /// Forget delivery ids older than `before` (Discord never redelivers after minutes).
    pub fn prune_deliveries(&self, before: u64) -> Result<(), StoreError> {
        self.backend.prune_deliveries(before)
    }

    // ---- tournaments ----

    pub fn next_tournament_id(&self) -> Result<u64, StoreError> {
        self.backend.next_id(Counter::Tournaments)
    }

    /// `Ok(None)` when there is no such tournament; `Err(Corrupt)` when it cannot be read.
    pub fn tournament(&self, id: u64) -> Result<Option<TournamentEntry>, StoreError> {
        self.read(Keyspace::Tournaments, Key::Id(id), TOURNAMENT_VERSION)
    }

    /// Write a tournament durably if the stored one is still at `entry.revision` (a new
    /// one is revision 0); the entry then carries its new revision. On `Conflict` nothing
    /// was written and `entry` is as it was.
    pub fn save_tournament(&self, entry: &mut TournamentEntry) -> Result<(), StoreError> {
        let expected = entry.revision;
        entry.revision = expected.saturating_add(1);
        let result = serde_json::to_vec(&*entry)
            .map_err(StoreError::Encode)
            .and_then(|bytes| {
                self.backend.save_tournament(&TournamentWrite {
                    id: entry.id,
                    bytes: &bytes,
                    expected,
                    revision: entry.revision,
                    open: entry.is_open(),
                })
            });
        if result.is_err() {
            entry.revision = expected;
        }
        result
    }

    /// Tournaments registering or running.
    pub fn open_tournaments(&self) -> Result<Vec<u64>, StoreError> {
        self.backend.open_tournaments()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Serialize;

    /// The record saved set-ups had in version 1, as the release that wrote it declared it.
    #[derive(Serialize)]
    struct LayoutBook {
        version: u32,
        user: u64,
        saved: Vec<(String, String)>,
        last: Option<String>,
    }

    #[test]
    fn first_version_records_read_as_the_owning_familys_book() {
        let old = LayoutBook {
            version: 1,
            user: 9,
            saved: vec![("wall".into(), "a layout".into())],
            last: Some("the last".into()),
        };
        let bytes = serde_json::to_vec(&old).expect("encode");
        let entry = decode_saved_setups(9, &bytes).expect("read");
        assert_eq!(entry.version, SAVED_SETUPS_VERSION);
        assert_eq!(entry.user, 9);
        let book = entry.book("junqi");
        assert_eq!(book.get("Wall"), Some("a layout"));
        assert_eq!(book.last.as_deref(), Some("the last"));
        assert_eq!(entry.families.len(), 1);
    }

    #[test]
    fn an_unknown_version_is_refused() {
        let refused = decode_saved_setups(9, br#"{"version":3,"user":9}"#);
        assert!(matches!(refused, Err(StoreError::Corrupt { .. })));
    }
}
