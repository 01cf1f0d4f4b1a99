//! An engine in memory: the same records, indexes, revisions, delivery ids and claims as
//! the sled engine, in ordered maps behind one lock, and gone when the last handle is.
//! The core's tests run on it, so they need no database; the conformance suite of
//! `referee-store` checks it keeps every guarantee the others keep.
//!
//! Clones share one store, as the handles of one process share a sled directory: opening
//! a store "again" in a test is another `Store` over a clone.

use super::backend::{
    Backend, Counter, GameWrite, Index, Key, Keyspace, Listing, TournamentWrite, Wakes,
};
use super::{pool_revision_of, revision_of, Repairs, StoreError};
use crate::ids::GameId;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

#[derive(Clone, Default)]
pub struct MemoryBackend {
    state: Arc<Mutex<State>>,
    /// Game records read so far (tests count how often a request reads its game).
    game_reads: Arc<AtomicUsize>,
}

#[derive(Default)]
struct State {
    counters: BTreeMap<Counter, u64>,
    blobs: BTreeMap<Keyspace, BTreeMap<Key, Vec<u8>>>,
    /// Delivery id -> when it was first stored.
    deliveries: BTreeMap<String, u64>,
    /// `(user or place, game)` pairs, one set per [`Index`].
    user_games: BTreeSet<(u64, GameId)>,
    place_games: BTreeSet<(u64, GameId)>,
    open_users: BTreeSet<(u64, GameId)>,
    open_places: BTreeSet<(u64, GameId)>,
    clocks: BTreeMap<Wakes, Clock>,
    open_tournaments: BTreeSet<u64>,
}

/// One clock: a wakeup per key, in time order, and the claims on them.
#[derive(Default)]
struct Clock {
    wakeups: BTreeMap<u64, u64>,
    /// `(time, key)`: the wakeups in time order, the clock's index.
    order: BTreeSet<(u64, u64)>,
    /// Claimed keys and when each claim ends (see [`Backend::claim_due`]).
    claims: BTreeMap<u64, u64>,
}

impl Clock {
    /// Move a key's entry in the index from its stored wakeup to `wakeup`; its claim, if
    /// any, ends.
    fn write(&mut self, key: u64, wakeup: Option<u64>) {
        if let Some(at) = self.wakeups.remove(&key) {
            self.order.remove(&(at, key));
        }
        if let Some(at) = wakeup {
            self.wakeups.insert(key, at);
            self.order.insert((at, key));
        }
        self.claims.remove(&key);
    }

    fn next(&self) -> Option<u64> {
        let mut best: Option<u64> = None;
        for (at, key) in &self.order {
            if best.is_some_and(|b| *at >= b) {
                break;
            }
            let ready = self.claims.get(key).map_or(*at, |until| (*at).max(*until));
            best = Some(best.map_or(ready, |b| b.min(ready)));
        }
        best
    }

    fn due(&self, now: u64) -> Vec<u64> {
        self.order
            .range(..=(now, u64::MAX))
            .map(|(_, key)| *key)
            .collect()
    }

    fn claim(&mut self, now: u64, until: u64) -> Vec<u64> {
        let mut claimed = Vec::new();
        for key in self.due(now) {
            if self.claims.get(&key).is_some_and(|end| *end > now) {
                continue;
            }
            self.claims.insert(key, until);
            claimed.push(key);
        }
        claimed
    }
}

impl State {
    fn index(&mut self, index: Index) -> &mut BTreeSet<(u64, GameId)> {
        match index {
            Index::UserGames => &mut self.user_games,
            Index::PlaceGames => &mut self.place_games,
            Index::OpenUsers => &mut self.open_users,
            Index::OpenPlaces => &mut self.open_places,
        }
    }

    fn clock(&mut self, wakes: Wakes) -> &mut Clock {
        self.clocks.entry(wakes).or_default()
    }

    fn blobs(&mut self, space: Keyspace) -> &mut BTreeMap<Key, Vec<u8>> {
        self.blobs.entry(space).or_default()
    }

    fn blob(&self, space: Keyspace, key: &Key) -> Option<&Vec<u8>> {
        self.blobs.get(&space).and_then(|blobs| blobs.get(key))
    }

    /// Make `index` hold exactly `wanted`, touching only readable games' entries.
    fn reconcile(
        &mut self,
        index: Index,
        wanted: &BTreeSet<(u64, GameId)>,
        readable: &BTreeSet<GameId>,
    ) -> usize {
        let entries = self.index(index);
        let stale: Vec<(u64, GameId)> = entries
            .iter()
            .filter(|entry| !wanted.contains(entry) && readable.contains(&entry.1))
            .copied()
            .collect();
        let mut fixed = stale.len();
        for entry in stale {
            entries.remove(&entry);
        }
        for entry in wanted {
            if entries.insert(*entry) {
                fixed += 1;
            }
        }
        fixed
    }
}

impl MemoryBackend {
    pub fn new() -> MemoryBackend {
        MemoryBackend::default()
    }

    /// How many game records were read from this store (and its clones) so far.
    pub fn game_reads(&self) -> usize {
        self.game_reads.load(Ordering::Relaxed)
    }

    fn state(&self) -> MutexGuard<'_, State> {
        // Every change below completes before the lock is released, so a panic elsewhere
        // cannot leave the maps half written.
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

impl Backend for MemoryBackend {
    fn kind(&self) -> &'static str {
        "memory"
    }

    fn next_id(&self, counter: Counter) -> Result<u64, StoreError> {
        let mut state = self.state();
        let last = state.counters.entry(counter).or_default();
        *last = last.saturating_add(1);
        Ok(*last)
    }

    fn last_id(&self, counter: Counter) -> Result<u64, StoreError> {
        Ok(self.state().counters.get(&counter).copied().unwrap_or(0))
    }

    fn raise_id(&self, counter: Counter, last: u64) -> Result<(), StoreError> {
        let mut state = self.state();
        let stored = state.counters.entry(counter).or_default();
        *stored = (*stored).max(last);
        Ok(())
    }

    fn get(&self, space: Keyspace, key: &Key) -> Result<Option<Vec<u8>>, StoreError> {
        space.check(key)?;
        if space == Keyspace::Games {
            self.game_reads.fetch_add(1, Ordering::Relaxed);
        }
        Ok(self.state().blob(space, key).cloned())
    }

    fn put(&self, space: Keyspace, key: &Key, bytes: &[u8]) -> Result<(), StoreError> {
        space.check(key)?;
        self.state()
            .blobs(space)
            .insert(key.clone(), bytes.to_vec());
        Ok(())
    }

    fn keys(&self, space: Keyspace) -> Result<Vec<Key>, StoreError> {
        let state = self.state();
        Ok(state
            .blobs
            .get(&space)
            .map(|blobs| blobs.keys().cloned().collect())
            .unwrap_or_default())
    }

    fn save_game(&self, write: &GameWrite<'_>) -> Result<(), StoreError> {
        let id = write.id;
        let game_key = Key::Id(id);
        let mut state = self.state();
        if let Some((delivery, _)) = write.delivery {
            if state.deliveries.contains_key(delivery) {
                return Err(StoreError::AlreadyApplied);
            }
        }
        if let Some(expected) = write.expected {
            let found = match state.blob(Keyspace::Games, &game_key) {
                None => 0,
                Some(bytes) => revision_of(id, bytes)?,
            };
            if found != expected {
                return Err(StoreError::Conflict { id });
            }
        }
        if let Some(pool) = &write.pool {
            let pool_key = Key::Name(pool.key.to_string());
            let found = match state.blob(Keyspace::RatingPools, &pool_key) {
                None => 0,
                Some(bytes) => pool_revision_of(pool.key, bytes)?,
            };
            if found != pool.expected {
                return Err(StoreError::Conflict { id });
            }
            state
                .blobs(Keyspace::RatingPools)
                .insert(pool_key, pool.bytes.to_vec());
        }
        state
            .blobs(Keyspace::Games)
            .insert(game_key, write.bytes.to_vec());
        for player in &write.players {
            state.user_games.insert((*player, id));
            if write.open {
                state.open_users.insert((*player, id));
            } else {
                state.open_users.remove(&(*player, id));
            }
        }
        for place in &write.places {
            state.place_games.insert((*place, id));
            if write.open {
                state.open_places.insert((*place, id));
            } else {
                state.open_places.remove(&(*place, id));
            }
        }
        state.clock(Wakes::Games).write(id, write.wakeup);
        if let Some((delivery, now)) = write.delivery {
            state.deliveries.insert(delivery.to_string(), now);
        }
        Ok(())
    }

    fn index(&self, index: Index, first: u64) -> Result<Vec<GameId>, StoreError> {
        Ok(self
            .state()
            .index(index)
            .range((first, 0)..=(first, GameId::MAX))
            .map(|(_, id)| *id)
            .collect())
    }

    fn save_tournament(&self, write: &TournamentWrite<'_>) -> Result<(), StoreError> {
        let key = Key::Id(write.id);
        let mut state = self.state();
        let found = match state.blob(Keyspace::Tournaments, &key) {
            None => 0,
            Some(bytes) => revision_of(write.id, bytes)?,
        };
        if found != write.expected {
            return Err(StoreError::Conflict { id: write.id });
        }
        state
            .blobs(Keyspace::Tournaments)
            .insert(key, write.bytes.to_vec());
        if write.open {
            state.open_tournaments.insert(write.id);
        } else {
            state.open_tournaments.remove(&write.id);
        }
        Ok(())
    }

    fn open_tournaments(&self) -> Result<Vec<u64>, StoreError> {
        Ok(self.state().open_tournaments.iter().copied().collect())
    }

    fn wakeup(&self, wakes: Wakes, key: u64) -> Result<Option<u64>, StoreError> {
        Ok(self.state().clock(wakes).wakeups.get(&key).copied())
    }

    fn set_wakeup(&self, wakes: Wakes, key: u64, wakeup: Option<u64>) -> Result<(), StoreError> {
        self.state().clock(wakes).write(key, wakeup);
        Ok(())
    }

    fn next_wakeup(&self, wakes: Wakes) -> Result<Option<u64>, StoreError> {
        Ok(self.state().clock(wakes).next())
    }

    fn due(&self, wakes: Wakes, now: u64) -> Result<Vec<u64>, StoreError> {
        Ok(self.state().clock(wakes).due(now))
    }

    fn claim_due(&self, wakes: Wakes, now: u64, until: u64) -> Result<Vec<u64>, StoreError> {
        Ok(self.state().clock(wakes).claim(now, until))
    }

    fn delivered(&self, delivery: &str) -> Result<bool, StoreError> {
        Ok(self.state().deliveries.contains_key(delivery))
    }

    fn mark_delivered(&self, delivery: &str, now: u64) -> Result<(), StoreError> {
        self.state().deliveries.insert(delivery.to_string(), now);
        Ok(())
    }

    fn prune_deliveries(&self, before: u64) -> Result<(), StoreError> {
        self.state().deliveries.retain(|_, at| *at >= before);
        Ok(())
    }

    fn repair(&self) -> Result<Repairs, StoreError> {
        let mut state = self.state();
        let mut repairs = Repairs::default();
        let mut open_places = BTreeSet::new();
        let mut open_users = BTreeSet::new();
        // Readable games: the index entries of the others are not touched.
        let mut readable = BTreeSet::new();
        let mut without_wakeup = Vec::new();
        let games = state.blobs.get(&Keyspace::Games);
        for (key, bytes) in games.into_iter().flatten() {
            let Some(id) = key.id() else { continue };
            let Some(listing) = Listing::read(id, bytes) else {
                continue;
            };
            readable.insert(id);
            if !listing.open {
                continue;
            }
            open_places.extend(listing.places.iter().map(|place| (*place, id)));
            open_users.extend(listing.players.iter().map(|player| (*player, id)));
            let clocked = state
                .clocks
                .get(&Wakes::Games)
                .is_some_and(|clock| clock.wakeups.contains_key(&id));
            if !clocked {
                without_wakeup.push(id);
            }
        }
        for id in without_wakeup {
            state.clock(Wakes::Games).write(id, Some(0));
            repairs.rearmed += 1;
        }
        repairs.open += state.reconcile(Index::OpenPlaces, &open_places, &readable);
        repairs.open += state.reconcile(Index::OpenUsers, &open_users, &readable);

        let clock = state.clock(Wakes::Games);
        let wanted: BTreeSet<(u64, GameId)> =
            clock.wakeups.iter().map(|(id, at)| (*at, *id)).collect();
        let stale = clock.order.difference(&wanted).count();
        let missing = wanted.difference(&clock.order).count();
        repairs.deadlines += stale + missing;
        clock.order = wanted;
        Ok(repairs)
    }

    fn flush(&self) -> Result<(), StoreError> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What index repair reads of a game record (the rest is skipped unread).
    fn record(id: GameId, phase: &str) -> Vec<u8> {
        format!(
            r#"{{"version":1,"id":{id},"players":[{{"id":11}},{{"id":12}}],"channel":500,"thread":null,"phase":"{phase}"}}"#
        )
        .into_bytes()
    }

    #[test]
    fn repair_lists_and_clocks_a_game_known_only_by_its_record() {
        let memory = MemoryBackend::new();
        memory
            .put(Keyspace::Games, &Key::Id(1), &record(1, "playing"))
            .expect("written");
        let repairs = memory.repair().expect("repaired");
        assert_eq!(
            repairs,
            Repairs {
                deadlines: 0,
                rearmed: 1,
                open: 3,
            }
        );
        assert_eq!(memory.index(Index::OpenPlaces, 500).expect("ok"), [1]);
        assert_eq!(memory.index(Index::OpenUsers, 12).expect("ok"), [1]);
        assert_eq!(memory.next_wakeup(Wakes::Games).expect("ok"), Some(0));
        assert_eq!(memory.repair().expect("again"), Repairs::default());
    }

    #[test]
    fn repair_drops_stale_entries_but_not_those_of_an_unreadable_record() {
        let memory = MemoryBackend::new();
        memory
            .put(Keyspace::Games, &Key::Id(1), &record(1, "finished"))
            .expect("written");
        memory
            .put(Keyspace::Games, &Key::Id(2), b"{ damaged")
            .expect("written");
        {
            let mut state = memory.state();
            state.open_places.insert((500, 1));
            state.open_places.insert((500, 2));
            state.clock(Wakes::Games).order.insert((5, 99));
        }
        memory.set_wakeup(Wakes::Games, 2, Some(70)).expect("set");
        let repairs = memory.repair().expect("repaired");
        assert_eq!(repairs.open, 1, "the finished game leaves the open index");
        assert_eq!(repairs.deadlines, 1, "the entry no wakeup owns goes");
        assert_eq!(memory.index(Index::OpenPlaces, 500).expect("ok"), [2]);
        assert_eq!(memory.due(Wakes::Games, u64::MAX).expect("ok"), [2]);
    }
}
