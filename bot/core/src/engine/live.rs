//! Live games kept in memory, so a request does not replay a game's whole log.
//!
//! The store stays the truth: a cached game is used only while its record equals the
//! stored one, and every save puts the saved game here. That check is what makes the
//! cache safe with several writers: a move saved by another process (PostgreSQL) changes
//! the stored record, so the stale game here is replayed afresh, never used. The cache is bounded; the oldest
//! entry leaves first.
//!
//! Each game is kept with the entry it was last loaded or saved with. That entry answers
//! questions about what never changes once a game is played (its variant, its seats)
//! without reading the store, and tells a request that read its game before taking the
//! game's lock whether this process saved the game meanwhile.

use super::Loaded;
use referee_storage::ids::GameId;
use referee_storage::records::GameEntry;
use rules::{Game, GameRecord};
use std::collections::{HashMap, VecDeque};

/// How many games stay in memory (a replayed game is a few kilobytes).
pub const LIVE_GAMES: usize = 2048;

#[derive(Debug, Default)]
pub struct LiveGames {
    games: HashMap<GameId, (GameEntry, Game)>,
    order: VecDeque<GameId>,
}

impl LiveGames {
    /// The cached state of `id`, if it is exactly the game `record` describes.
    pub fn get(&self, id: GameId, record: &GameRecord) -> Option<Game> {
        self.games
            .get(&id)
            .filter(|(_, g)| g.record() == record)
            .map(|(_, g)| g.clone())
    }

    /// The entry `id` was last loaded or saved with here (another process may have saved
    /// it since).
    pub fn last_known(&self, id: GameId) -> Option<&GameEntry> {
        self.games.get(&id).map(|(entry, _)| entry)
    }

    /// Whether this process saved `entry`'s game since `entry` was read.
    pub fn saved_since(&self, entry: &GameEntry) -> bool {
        self.last_known(entry.id)
            .is_some_and(|known| known.revision > entry.revision)
    }

    pub fn put(&mut self, loaded: &Loaded) {
        let id = loaded.entry.id;
        let kept = (loaded.entry.clone(), loaded.game.clone());
        if self.games.insert(id, kept).is_none() {
            self.order.push_back(id);
        }
        while self.order.len() > LIVE_GAMES {
            if let Some(old) = self.order.pop_front() {
                self.games.remove(&old);
            }
        }
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.games.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use referee_storage::records::{Expiry, Phase, GAME_VERSION};
    use rules::game::Channel;
    use rules::variant::Setup;
    use rules::{Seat, VariantId};

    fn game() -> Game {
        let setup = Setup {
            seats: 2,
            options: Default::default(),
            seed: 1,
        };
        match VariantId::all().first().map(|v| Game::new(*v, setup)) {
            Some(Ok(g)) => g,
            other => panic!("{other:?}"),
        }
    }

    fn loaded(id: GameId, game: &Game, revision: u64) -> Loaded {
        let entry = GameEntry {
            version: GAME_VERSION,
            id,
            players: Vec::new(),
            challenger: 1,
            accepted: Vec::new(),
            random_seats: false,
            seat_seed: 0,
            channel: 1,
            guild: None,
            thread: None,
            phase: Phase::Playing,
            created: 0,
            per_move: 60,
            expiry: Expiry::ClaimWin,
            clocks: Vec::new(),
            abort_votes: Vec::new(),
            record: game.record().clone(),
            ended: None,
            undo: None,
            revision,
            computers: Vec::new(),
            stand_ins: Vec::new(),
            held_posts: Vec::new(),
            table: None,
            rated: false,
            rating: None,
        };
        Loaded {
            entry,
            game: game.clone(),
        }
    }

    #[test]
    fn a_cached_game_is_used_only_while_it_matches_the_record() {
        let mut live = LiveGames::default();
        let mut g = game();
        live.put(&loaded(1, &g, 0));
        assert!(live.get(1, g.record()).is_some());
        let stale = g.record().clone();
        assert!(g.play(Seat(0), "d2-d4", Channel::Public).is_ok());
        assert!(live.get(1, g.record()).is_none(), "the store moved on");
        assert!(live.get(1, &stale).is_some());
        assert!(live.get(2, &stale).is_none());
    }

    #[test]
    fn a_read_is_stale_once_this_process_saved_a_later_revision() {
        let mut live = LiveGames::default();
        let g = game();
        let read = loaded(1, &g, 3);
        live.put(&read);
        assert!(!live.saved_since(&read.entry));
        live.put(&loaded(1, &g, 4));
        assert!(live.saved_since(&read.entry));
        assert!(
            !live.saved_since(&loaded(2, &g, 0).entry),
            "never seen here"
        );
    }

    #[test]
    fn the_oldest_game_leaves_first() {
        let mut live = LiveGames::default();
        let g = game();
        for id in 0..(LIVE_GAMES as u64 + 3) {
            live.put(&loaded(id, &g, 0));
        }
        assert_eq!(live.len(), LIVE_GAMES);
        assert!(live.get(0, g.record()).is_none());
        assert!(live.get(LIVE_GAMES as u64 + 2, g.record()).is_some());
    }
}
