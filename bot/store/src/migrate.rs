//! `referee migrate --from sled:PATH --to postgres://…`: copy every record of one store
//! into another, empty one, and check each game on arrival by replaying it.
//!
//! Games are copied with their wakeups and index entries; users, saved set-ups, server settings
//! and rating pools byte for byte (a saved set-ups record of either version reads the same on arrival); the game-id counter is carried over. A record that cannot be read, or a game
//! whose log does not replay, is copied as it is (nothing is lost) and listed, so the
//! operator can look at it; the copy then reports failure. Delivery ids are not copied:
//! stop the old bot first, and Discord does not redeliver an answered interaction.

use referee_storage::backend::Keyspace;
use referee_storage::ids::GameId;
use referee_storage::{Store, StoreError};
use rules::Game;
use std::fmt;

/// What a migration copied.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Migrated {
    /// Games copied and verified: the copy reads back equal and replays to its record.
    pub games: usize,
    pub users: usize,
    /// Players' saved set-ups records.
    pub saved_setups: usize,
    /// The last game id handed out, carried over so new games continue after it.
    pub last_game_id: GameId,
    /// Games copied as they were because they cannot be read or do not replay.
    pub unreadable: Vec<(GameId, String)>,
}

impl fmt::Display for Migrated {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "copied {} games (each replayed and verified), {} users, {} saved set-up records; next game id {}",
            self.games,
            self.users,
            self.saved_setups,
            self.last_game_id.saturating_add(1)
        )?;
        for (id, why) in &self.unreadable {
            writeln!(f, "game #{id} copied unchanged but not verified: {why}")?;
        }
        Ok(())
    }
}

#[derive(Debug)]
pub enum MigrateError {
    Store(StoreError),
    /// The target already holds games: a migration fills an empty store only.
    TargetNotEmpty(usize),
    /// A copied game did not read back as it was written.
    Mismatch(GameId, String),
}

impl fmt::Display for MigrateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MigrateError::Store(e) => write!(f, "{e}"),
            MigrateError::TargetNotEmpty(n) => write!(
                f,
                "the target store already holds {n} games; migrate into an empty store"
            ),
            MigrateError::Mismatch(id, why) => {
                write!(f, "game #{id} did not arrive intact: {why}")
            }
        }
    }
}

impl std::error::Error for MigrateError {}

impl From<StoreError> for MigrateError {
    fn from(e: StoreError) -> Self {
        MigrateError::Store(e)
    }
}

/// A readable game's replayed log must give back the stored record.
fn replays(record: &rules::GameRecord) -> Result<(), String> {
    let game = Game::replay(record).map_err(|e| format!("its log does not replay: {e}"))?;
    if game.record() != record {
        return Err("its log replays to another record".to_string());
    }
    Ok(())
}

/// The keyspaces copied byte for byte. Games are copied apart (each one checked); tournaments
/// are not copied (their open listing is written only by a tournament save).
const COPIED_AS_THEY_ARE: [Keyspace; 5] = [
    Keyspace::Users,
    Keyspace::SavedSetups,
    Keyspace::Servers,
    Keyspace::RatingPools,
    Keyspace::Marks,
];

/// Copy every record of `space` as it is; how many were copied.
fn copy_keyspace(from: &Store, to: &Store, space: Keyspace) -> Result<usize, StoreError> {
    let mut copied = 0;
    for key in from.backend().keys(space)? {
        if let Some(bytes) = from.backend().get(space, &key)? {
            to.backend().put(space, &key, &bytes)?;
            copied += 1;
        }
    }
    Ok(copied)
}

/// Copy everything in `from` into the empty `to`.
pub fn migrate(from: &Store, to: &Store) -> Result<Migrated, MigrateError> {
    migrate_reporting(from, to, &mut |_, _| {})
}

/// [`migrate`], telling `progress(done, total)` after each game (games are most of the
/// work: each is copied, read back and replayed twice).
pub fn migrate_reporting(
    from: &Store,
    to: &Store,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Migrated, MigrateError> {
    let existing = to.game_ids()?.len();
    if existing > 0 {
        return Err(MigrateError::TargetNotEmpty(existing));
    }
    let mut done = Migrated::default();
    let mut last_id = from.last_game_id()?;
    let ids = from.game_ids()?;
    let total = ids.len();
    progress(0, total);
    for (n, id) in ids.into_iter().enumerate() {
        if n > 0 {
            progress(n, total);
        }
        last_id = last_id.max(id);
        let wakeup = from.wakeup(id)?;
        let readable = from
            .game(id)
            .map_err(|e| e.to_string())
            .and_then(|entry| entry.ok_or_else(|| "it vanished during the copy".to_string()))
            .and_then(|entry| replays(&entry.record).map(|()| entry));
        match readable {
            Ok(entry) => {
                to.import_game(&entry, wakeup)?;
                let arrived = to.game(id)?;
                if arrived.as_ref() != Some(&entry) {
                    return Err(MigrateError::Mismatch(id, "it reads back changed".into()));
                }
                replays(&entry.record).map_err(|why| MigrateError::Mismatch(id, why))?;
                done.games += 1;
            }
            Err(why) => {
                if let Some(bytes) = from.raw_game(id)? {
                    to.put_raw_game(id, &bytes)?;
                    if let Some(at) = wakeup {
                        to.set_wakeup(id, Some(at))?;
                    }
                }
                done.unreadable.push((id, why));
            }
        }
    }
    progress(total, total);
    for user in from.user_ids()? {
        // The user's own clock (the daily turn digest) comes along.
        if let Some(at) = from.user_wakeup(user)? {
            to.set_user_wakeup(user, Some(at))?;
        }
    }
    // Users, saved set-ups, server settings and rating pools, byte for byte (the pools
    // are derived data, but copying them keeps `referee ratings rebuild` comparing like
    // with like).
    for space in COPIED_AS_THEY_ARE {
        let copied = copy_keyspace(from, to, space)?;
        match space {
            Keyspace::Users => done.users = copied,
            Keyspace::SavedSetups => done.saved_setups = copied,
            _ => {}
        }
    }
    to.raise_game_id(last_id)?;
    to.flush()?;
    done.last_game_id = last_id;
    Ok(done)
}
