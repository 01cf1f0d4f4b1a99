//! Live games kept in memory, so a request does not replay a game's whole log.
//!
//! The store stays the truth: a cached game is used only while its record equals the
//! stored one, and every save puts the saved game here. That check is what makes the
//! cache safe with several writers: a move saved by another process (PostgreSQL) changes
//! the stored record, so the stale game here is replayed afresh, never used. The cache is bounded; the oldest
//! entry leaves first.

use super::request::GameId;
use rules::{Game, GameRecord};
use std::collections::{HashMap, VecDeque};

/// How many games stay in memory (a replayed game is a few kilobytes).
pub const LIVE_GAMES: usize = 2048;

#[derive(Debug, Default)]
pub struct LiveGames {
    games: HashMap<GameId, Game>,
    order: VecDeque<GameId>,
}

impl LiveGames {
    /// The cached state of `id`, if it is exactly the game `record` describes.
    pub fn get(&self, id: GameId, record: &GameRecord) -> Option<Game> {
        self.games
            .get(&id)
            .filter(|g| g.record() == record)
            .cloned()
    }

    pub fn put(&mut self, id: GameId, game: Game) {
        if self.games.insert(id, game).is_none() {
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

    #[test]
    fn a_cached_game_is_used_only_while_it_matches_the_record() {
        let mut live = LiveGames::default();
        let mut g = game();
        live.put(1, g.clone());
        assert!(live.get(1, g.record()).is_some());
        let stale = g.record().clone();
        assert!(g.play(Seat(0), "d2-d4", Channel::Public).is_ok());
        assert!(live.get(1, g.record()).is_none(), "the store moved on");
        assert!(live.get(1, &stale).is_some());
        assert!(live.get(2, &stale).is_none());
    }

    #[test]
    fn the_oldest_game_leaves_first() {
        let mut live = LiveGames::default();
        let g = game();
        for id in 0..(LIVE_GAMES as u64 + 3) {
            live.put(id, g.clone());
        }
        assert_eq!(live.len(), LIVE_GAMES);
        assert!(live.get(0, g.record()).is_none());
        assert!(live.get(LIVE_GAMES as u64 + 2, g.record()).is_some());
    }
}
