//! Durable state on sled: one tree per kind of record, plus small index trees.
//!
//! ```text
//!  games        id            -> GameEntry (JSON, versioned)
//!  users        user id       -> UserEntry (JSON, versioned)
//!  deliveries   delivery id   -> time first seen (redelivered requests are applied once)
//!  counters     name          -> u64 (game ids)
//!  user_games   user ++ game  -> ()   (a user's games)
//!  place_games  channel ++ game -> () (games in a channel or thread)
//!  wakeups      game          -> next time the clock needs the game
//! ```
//!
//! A game and its index entries are written in one transaction and flushed before the
//! caller announces anything. A record that does not decode is reported, never rewritten.

pub mod records;

use crate::core::request::GameId;
use records::{GameEntry, UserEntry, GAME_VERSION, USER_VERSION};
use sled::transaction::{ConflictableTransactionError, TransactionError};
use sled::Transactional;
use std::fmt;
use std::path::{Path, PathBuf};

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
    deliveries: sled::Tree,
    counters: sled::Tree,
    user_games: sled::Tree,
    place_games: sled::Tree,
    wakeups: sled::Tree,
}

fn pair_key(a: u64, b: u64) -> [u8; 16] {
    let mut key = [0u8; 16];
    key[..8].copy_from_slice(&a.to_be_bytes());
    key[8..].copy_from_slice(&b.to_be_bytes());
    key
}

fn read_u64(bytes: &[u8]) -> Option<u64> {
    bytes.try_into().ok().map(u64::from_be_bytes)
}

/// The second half of a `pair_key`.
fn second_of_pair(key: &[u8]) -> Option<u64> {
    key.get(8..16).and_then(read_u64)
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

impl Store {
    pub fn open(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        let path = path.as_ref();
        let db = sled::open(path).map_err(|source| StoreError::Open {
            path: path.to_path_buf(),
            source,
        })?;
        Store::from_db(db)
    }

    /// A store that disappears when dropped (tests, `referee local` without `--store`).
    pub fn temporary() -> Result<Store, StoreError> {
        let db = sled::Config::new().temporary(true).open()?;
        Store::from_db(db)
    }

    fn from_db(db: sled::Db) -> Result<Store, StoreError> {
        Ok(Store {
            games: db.open_tree("games")?,
            users: db.open_tree("users")?,
            deliveries: db.open_tree("deliveries")?,
            counters: db.open_tree("counters")?,
            user_games: db.open_tree("user_games")?,
            place_games: db.open_tree("place_games")?,
            wakeups: db.open_tree("wakeups")?,
            db,
        })
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
        let mut places = vec![entry.channel];
        places.extend(entry.thread);
        (
            &self.games,
            &self.user_games,
            &self.place_games,
            &self.wakeups,
            &self.deliveries,
        )
            .transaction(|(games, user_games, place_games, wakeups, deliveries)| {
                games.insert(&id.to_be_bytes(), bytes.as_slice())?;
                for player in &entry.players {
                    user_games.insert(&pair_key(player.id, id), &[])?;
                }
                for place in &places {
                    place_games.insert(&pair_key(*place, id), &[])?;
                }
                match wakeup {
                    Some(at) => wakeups.insert(&id.to_be_bytes(), &at.to_be_bytes())?,
                    None => wakeups.remove(&id.to_be_bytes())?,
                };
                if let Some((delivery, now)) = delivery {
                    deliveries.insert(delivery.as_bytes(), &now.to_be_bytes())?;
                }
                Ok::<(), ConflictableTransactionError<StoreError>>(())
            })?;
        self.flush()
    }

    pub fn flush(&self) -> Result<(), StoreError> {
        self.db.flush()?;
        Ok(())
    }

    pub fn games_of_user(&self, user: u64) -> Result<Vec<GameId>, StoreError> {
        Self::seconds(&self.user_games, user)
    }

    /// Games posted in `channel` (the channel where they were made, or their thread).
    pub fn games_in_place(&self, channel: u64) -> Result<Vec<GameId>, StoreError> {
        Self::seconds(&self.place_games, channel)
    }

    fn seconds(tree: &sled::Tree, first: u64) -> Result<Vec<GameId>, StoreError> {
        let mut ids = Vec::new();
        for item in tree.scan_prefix(first.to_be_bytes()) {
            let (key, _) = item?;
            ids.extend(second_of_pair(&key));
        }
        Ok(ids)
    }

    /// The earliest time any game needs the clock.
    pub fn next_wakeup(&self) -> Result<Option<u64>, StoreError> {
        let mut earliest: Option<u64> = None;
        for item in self.wakeups.iter() {
            let (_, at) = item?;
            if let Some(at) = read_u64(&at) {
                earliest = Some(earliest.map_or(at, |e| e.min(at)));
            }
        }
        Ok(earliest)
    }

    /// Games whose wakeup time has come.
    pub fn due_games(&self, now: u64) -> Result<Vec<GameId>, StoreError> {
        let mut due = Vec::new();
        for item in self.wakeups.iter() {
            let (key, at) = item?;
            if read_u64(&at).is_some_and(|at| at <= now) {
                due.extend(read_u64(&key));
            }
        }
        Ok(due)
    }

    /// Drop a game from the clock's index only (used for a record that cannot be read,
    /// so the clock does not spin on it; the record itself stays as it is).
    pub fn forget_wakeup(&self, id: GameId) -> Result<(), StoreError> {
        self.wakeups.remove(id.to_be_bytes())?;
        Ok(())
    }

    pub fn set_wakeup(&self, id: GameId, wakeup: Option<u64>) -> Result<(), StoreError> {
        match wakeup {
            Some(at) => self.wakeups.insert(id.to_be_bytes(), &at.to_be_bytes())?,
            None => self.wakeups.remove(id.to_be_bytes())?,
        };
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

    pub fn delivered(&self, delivery: &str) -> Result<bool, StoreError> {
        Ok(self.deliveries.contains_key(delivery.as_bytes())?)
    }

    pub fn mark_delivered(&self, delivery: &str, now: u64) -> Result<(), StoreError> {
        self.deliveries
            .insert(delivery.as_bytes(), &now.to_be_bytes())?;
        Ok(())
    }

    /// Forget delivery ids older than `before` (Discord never redelivers after minutes).
    pub fn prune_deliveries(&self, before: u64) -> Result<(), StoreError> {
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
