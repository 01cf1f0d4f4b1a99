//! `referee ratings rebuild`: every pool recomputed from the stored game records alone.
//!
//! A rated game's record keeps its place in its pool's order (`RatingOutcome::seq`, the
//! order the games' ends were stored in); the rebuild replays each such game, reads its
//! result with the same rules the live path used ([`super::rateable`]) and applies the
//! games in that order with [`super::rate`]. Ratings are fixed-point, so the rebuilt pools
//! equal the stored ones exactly when nothing was lost or changed.

use super::{rate, rateable};
use referee_storage::ratings::RatingPool;
use referee_storage::{Store, StoreError};
use rules::Game;
use std::collections::BTreeMap;

/// What a rebuild found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rebuilt {
    /// Every pool as the game records give it, by key.
    pub pools: BTreeMap<String, RatingPool>,
    /// Rated games applied.
    pub games: usize,
    /// Keys whose stored pool differs from the rebuilt one (or exists on one side only).
    pub differing: Vec<String>,
    /// Games whose record says they were rated but that cannot be read or replayed.
    pub unreadable: Vec<String>,
}

/// Recompute every pool from `store`'s game records and compare with the stored pools.
pub fn rebuild(store: &Store) -> Result<Rebuilt, StoreError> {
    let mut found = Rebuilt::default();
    let mut by_pool: BTreeMap<String, Vec<(u64, crate::FinishedGame, u64)>> = BTreeMap::new();
    for id in store.game_ids()? {
        let entry = match store.game(id) {
            Ok(Some(entry)) => entry,
            Ok(None) => continue,
            Err(e) => {
                found.unreadable.push(format!("game #{id}: {e}"));
                continue;
            }
        };
        let Some(outcome) = &entry.rating else {
            continue;
        };
        let game = match Game::replay(&entry.record) {
            Ok(game) => game,
            Err(e) => {
                found
                    .unreadable
                    .push(format!("game #{id} does not replay: {e}"));
                continue;
            }
        };
        let Some(finished) = rateable(&entry, &game) else {
            found
                .unreadable
                .push(format!("game #{id} is marked rated but does not count"));
            continue;
        };
        by_pool.entry(outcome.pool.clone()).or_default().push((
            outcome.seq,
            finished,
            entry.guild.unwrap_or(0),
        ));
    }
    for (key, mut games) in by_pool {
        games.sort_by_key(|(seq, finished, _)| (*seq, finished.id));
        let Some((_, _, guild)) = games.first() else {
            continue;
        };
        let name = key
            .split_once(':')
            .map_or(String::new(), |(_, name)| name.to_string());
        let mut pool = RatingPool::new(*guild, &name);
        for (_, finished, _) in &games {
            rate(&mut pool, finished);
            found.games += 1;
        }
        found.pools.insert(key, pool);
    }
    let mut keys: Vec<String> = store.rating_pool_keys()?;
    keys.extend(found.pools.keys().cloned());
    keys.sort();
    keys.dedup();
    for key in keys {
        let stored = store.rating_pool(&key)?;
        let rebuilt = found.pools.get_mut(&key);
        let same = match (stored, rebuilt) {
            (Some(stored), Some(rebuilt)) => {
                // The revision counts writes, not ratings: the rebuilt pool takes the stored one's.
                rebuilt.revision = stored.revision;
                stored == *rebuilt
            }
            (None, None) => true,
            _ => false,
        };
        if !same {
            found.differing.push(key);
        }
    }
    Ok(found)
}

/// Store the rebuilt pools over the stored ones (`referee ratings rebuild --write`).
pub fn write(store: &Store, rebuilt: &Rebuilt) -> Result<(), StoreError> {
    for pool in rebuilt.pools.values() {
        store.put_rating_pool(pool)?;
    }
    store.flush()
}
