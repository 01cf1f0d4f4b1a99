//! An engine in memory: the same records, indexes, revisions, delivery ids and claims as
//! the sled engine, in ordered maps behind one lock, and gone when the last handle is.
//! The core's tests run on it, so they need no database; the conformance suite of
//! `referee-store` checks it keeps every guarantee the others keep.
//!
//! Clones share one store, as the handles of one process share a sled directory: opening
//! a store "again" in a test is another `Store` over a clone.

use super::backend::{Backend, GameWrite, Index, Listing, TournamentBackend, TournamentWrite};
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
    last_game_id: GameId,
    games: BTreeMap<GameId, Vec<u8>>,
    users: BTreeMap<u64, Vec<u8>>,
    saved_setups: BTreeMap<u64, Vec<u8>>,
    servers: BTreeMap<u64, Vec<u8>>,
    rating_pools: BTreeMap<String, Vec<u8>>,
    /// Delivery id -> when it was first stored.
    deliveries: BTreeMap<String, u64>,
    /// `(user or place, game)` pairs, one set per [`Index`].
    user_games: BTreeSet<(u64, GameId)>,
    place_games: BTreeSet<(u64, GameId)>,
    open_users: BTreeSet<(u64, GameId)>,
    open_places: BTreeSet<(u64, GameId)>,
    wakeups: BTreeMap<GameId, u64>,
    /// `(time, game)`: the wakeups in time order, the clock's index.
    deadlines: BTreeSet<(u64, GameId)>,
    /// Claimed games and when each claim ends (see [`Backend::claim_due`]).
    claims: BTreeMap<GameId, u64>,
    last_tournament_id: u64,
    tournaments: BTreeMap<u64, Vec<u8>>,
    open_tournaments: BTreeSet<u64>,
    /// The users' clock, kept like the games' (see [`Backend::claim_due_users`]).
    users_clock: Clock,
}

/// One clock: a wakeup per key, in time order, and the claims on them.
#[derive(Default)]
struct Clock {
    wakeups: BTreeMap<u64, u64>,
    /// `(time, key)`.
    order: BTreeSet<(u64, u64)>,
    claims: BTreeMap<u64, u64>,
}

impl Clock {
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

    fn claim(&mut self, now: u64, until: u64) -> Vec<u64> {
        let due: Vec<u64> = self
            .order
            .range(..=(now, u64::MAX))
            .map(|(_, key)| *key)
            .collect();
        let mut claimed = Vec::new();
        for key in due {
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

    /// Move a game's entry in the deadline index from its stored wakeup to `wakeup`; the
    /// game's claim, if any, ends.
    fn write_wakeup(&mut self, id: GameId, wakeup: Option<u64>) {
        if let Some(at) = self.wakeups.remove(&id) {
            self.deadlines.remove(&(at, id));
        }
        if let Some(at) = wakeup {
            self.wakeups.insert(id, at);
            self.deadlines.insert((at, id));
        }
        self.claims.remove(&id);
    }

    fn due_games(&self, now: u64) -> Vec<GameId> {
        self.deadlines
            .range(..=(now, GameId::MAX))
            .map(|(_, id)| *id)
            .collect()
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

    fn next_game_id(&self) -> Result<GameId, StoreError> {
        let mut state = self.state();
        state.last_game_id = state.last_game_id.saturating_add(1);
        Ok(state.last_game_id)
    }

    fn last_game_id(&self) -> Result<GameId, StoreError> {
        Ok(self.state().last_game_id)
    }

    fn raise_game_id(&self, last: GameId) -> Result<(), StoreError> {
        let mut state = self.state();
        state.last_game_id = state.last_game_id.max(last);
        Ok(())
    }

    fn game(&self, id: GameId) -> Result<Option<Vec<u8>>, StoreError> {
        self.game_reads.fetch_add(1, Ordering::Relaxed);
        Ok(self.state().games.get(&id).cloned())
    }

    fn has_game(&self, id: GameId) -> Result<bool, StoreError> {
        Ok(self.state().games.contains_key(&id))
    }

    fn game_ids(&self) -> Result<Vec<GameId>, StoreError> {
        Ok(self.state().games.keys().copied().collect())
    }

    fn save_game(&self, write: &GameWrite<'_>) -> Result<(), StoreError> {
        let id = write.id;
        let mut state = self.state();
        if let Some((delivery, _)) = write.delivery {
            if state.deliveries.contains_key(delivery) {
                return Err(StoreError::AlreadyApplied);
            }
        }
        if let Some(expected) = write.expected {
            let found = match state.games.get(&id) {
                None => 0,
                Some(bytes) => revision_of(id, bytes)?,
            };
            if found != expected {
                return Err(StoreError::Conflict { id });
            }
        }
        if let Some(pool) = &write.pool {
            let found = match state.rating_pools.get(pool.key) {
                None => 0,
                Some(bytes) => pool_revision_of(pool.key, bytes)?,
            };
            if found != pool.expected {
                return Err(StoreError::Conflict { id });
            }
            state
                .rating_pools
                .insert(pool.key.to_string(), pool.bytes.to_vec());
        }
        state.games.insert(id, write.bytes.to_vec());
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
        state.write_wakeup(id, write.wakeup);
        if let Some((delivery, now)) = write.delivery {
            state.deliveries.insert(delivery.to_string(), now);
        }
        Ok(())
    }

    fn put_raw_game(&self, id: GameId, bytes: &[u8]) -> Result<(), StoreError> {
        self.state().games.insert(id, bytes.to_vec());
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

    fn wakeup(&self, id: GameId) -> Result<Option<u64>, StoreError> {
        Ok(self.state().wakeups.get(&id).copied())
    }

    fn set_wakeup(&self, id: GameId, wakeup: Option<u64>) -> Result<(), StoreError> {
        self.state().write_wakeup(id, wakeup);
        Ok(())
    }

    fn next_wakeup(&self) -> Result<Option<u64>, StoreError> {
        let state = self.state();
        let mut best: Option<u64> = None;
        for (at, id) in &state.deadlines {
            if best.is_some_and(|b| *at >= b) {
                break;
            }
            let ready = state.claims.get(id).map_or(*at, |until| (*at).max(*until));
            best = Some(best.map_or(ready, |b| b.min(ready)));
        }
        Ok(best)
    }

    fn due_games(&self, now: u64) -> Result<Vec<GameId>, StoreError> {
        Ok(self.state().due_games(now))
    }

    fn claim_due(&self, now: u64, until: u64) -> Result<Vec<GameId>, StoreError> {
        let mut state = self.state();
        let mut claimed = Vec::new();
        for id in state.due_games(now) {
            if state.claims.get(&id).is_some_and(|end| *end > now) {
                continue;
            }
            state.claims.insert(id, until);
            claimed.push(id);
        }
        Ok(claimed)
    }

    fn user_wakeup(&self, user: u64) -> Result<Option<u64>, StoreError> {
        Ok(self.state().users_clock.wakeups.get(&user).copied())
    }

    fn set_user_wakeup(&self, user: u64, wakeup: Option<u64>) -> Result<(), StoreError> {
        self.state().users_clock.write(user, wakeup);
        Ok(())
    }

    fn next_user_wakeup(&self) -> Result<Option<u64>, StoreError> {
        Ok(self.state().users_clock.next())
    }

    fn claim_due_users(&self, now: u64, until: u64) -> Result<Vec<u64>, StoreError> {
        Ok(self.state().users_clock.claim(now, until))
    }

    fn user(&self, id: u64) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.state().users.get(&id).cloned())
    }

    fn save_user(&self, id: u64, bytes: &[u8]) -> Result<(), StoreError> {
        self.state().users.insert(id, bytes.to_vec());
        Ok(())
    }

    fn user_ids(&self) -> Result<Vec<u64>, StoreError> {
        Ok(self.state().users.keys().copied().collect())
    }

    fn saved_setups(&self, user: u64) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.state().saved_setups.get(&user).cloned())
    }

    fn save_saved_setups(&self, user: u64, bytes: &[u8]) -> Result<(), StoreError> {
        self.state().saved_setups.insert(user, bytes.to_vec());
        Ok(())
    }

    fn saved_setup_users(&self) -> Result<Vec<u64>, StoreError> {
        Ok(self.state().saved_setups.keys().copied().collect())
    }

    fn server(&self, id: u64) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.state().servers.get(&id).cloned())
    }

    fn save_server(&self, id: u64, bytes: &[u8]) -> Result<(), StoreError> {
        self.state().servers.insert(id, bytes.to_vec());
        Ok(())
    }

    fn server_ids(&self) -> Result<Vec<u64>, StoreError> {
        Ok(self.state().servers.keys().copied().collect())
    }

    fn rating_pool(&self, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.state().rating_pools.get(key).cloned())
    }

    fn rating_pool_keys(&self) -> Result<Vec<String>, StoreError> {
        Ok(self.state().rating_pools.keys().cloned().collect())
    }

    fn put_rating_pool(&self, key: &str, bytes: &[u8]) -> Result<(), StoreError> {
        self.state()
            .rating_pools
            .insert(key.to_string(), bytes.to_vec());
        Ok(())
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
        for (id, bytes) in &state.games {
            let Some(listing) = Listing::read(*id, bytes) else {
                continue;
            };
            readable.insert(*id);
            if !listing.open {
                continue;
            }
            open_places.extend(listing.places.iter().map(|place| (*place, *id)));
            open_users.extend(listing.players.iter().map(|player| (*player, *id)));
            if !state.wakeups.contains_key(id) {
                without_wakeup.push(*id);
            }
        }
        for id in without_wakeup {
            state.write_wakeup(id, Some(0));
            repairs.rearmed += 1;
        }
        repairs.open += state.reconcile(Index::OpenPlaces, &open_places, &readable);
        repairs.open += state.reconcile(Index::OpenUsers, &open_users, &readable);

        let wanted: BTreeSet<(u64, GameId)> =
            state.wakeups.iter().map(|(id, at)| (*at, *id)).collect();
        let stale = state.deadlines.difference(&wanted).count();
        let missing = wanted.difference(&state.deadlines).count();
        repairs.deadlines += stale + missing;
        state.deadlines = wanted;
        Ok(repairs)
    }

    fn flush(&self) -> Result<(), StoreError> {
        Ok(())
    }

    fn tournaments(&self) -> Option<&dyn TournamentBackend> {
        Some(self)
    }
}

impl TournamentBackend for MemoryBackend {
    fn next_tournament_id(&self) -> Result<u64, StoreError> {
        let mut state = self.state();
        state.last_tournament_id += 1;
        Ok(state.last_tournament_id)
    }

    fn tournament(&self, id: u64) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.state().tournaments.get(&id).cloned())
    }

    fn save_tournament(&self, write: &TournamentWrite<'_>) -> Result<(), StoreError> {
        let mut state = self.state();
        let found = match state.tournaments.get(&write.id) {
            None => 0,
            Some(bytes) => revision_of(write.id, bytes)?,
        };
        if found != write.expected {
            return Err(StoreError::Conflict { id: write.id });
        }
        state.tournaments.insert(write.id, write.bytes.to_vec());
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
            .put_raw_game(1, &record(1, "playing"))
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
        assert_eq!(memory.next_wakeup().expect("ok"), Some(0));
        assert_eq!(memory.repair().expect("again"), Repairs::default());
    }

    #[test]
    fn repair_drops_stale_entries_but_not_those_of_an_unreadable_record() {
        let memory = MemoryBackend::new();
        memory
            .put_raw_game(1, &record(1, "finished"))
            .expect("written");
        memory.put_raw_game(2, b"{ damaged").expect("written");
        {
            let mut state = memory.state();
            state.open_places.insert((500, 1));
            state.open_places.insert((500, 2));
            state.deadlines.insert((5, 99));
        }
        memory.set_wakeup(2, Some(70)).expect("set");
        let repairs = memory.repair().expect("repaired");
        assert_eq!(repairs.open, 1, "the finished game leaves the open index");
        assert_eq!(repairs.deadlines, 1, "the entry no wakeup owns goes");
        assert_eq!(memory.index(Index::OpenPlaces, 500).expect("ok"), [2]);
        assert_eq!(memory.due_games(u64::MAX).expect("ok"), [2]);
    }
}
