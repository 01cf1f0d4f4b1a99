//! The order in which a player's games matter to them: `/games` lists them so, and a daily
//! digest of "your turn" games can use the same order.

use referee_storage::ids::GameId;
use std::cmp::Ordering;

/// How much a game needs the reader now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Urgency {
    /// The reader owes an action, due at `due` (`None`: no clock runs for it).
    YourTurn { due: Option<u64> },
    /// In play or a challenge, waiting for someone else.
    Waiting,
    /// An open table the reader could join.
    Joinable,
}

impl Urgency {
    /// Your turn first (the nearest deadline first, no deadline last), then waiting, then
    /// joinable; equal ones by game number.
    pub fn order(a: (Urgency, GameId), b: (Urgency, GameId)) -> Ordering {
        a.0.key().cmp(&b.0.key()).then(a.1.cmp(&b.1))
    }

    fn key(self) -> (u8, u64) {
        match self {
            Urgency::YourTurn { due } => (0, due.unwrap_or(u64::MAX)),
            Urgency::Waiting => (1, 0),
            Urgency::Joinable => (2, 0),
        }
    }
}

/// Sort `items` most urgent first; `of` tells an item's urgency and game.
pub fn sort_by_urgency<T>(items: &mut [T], of: impl Fn(&T) -> (Urgency, GameId)) {
    items.sort_by(|a, b| Urgency::order(of(a), of(b)));
}

#[cfg(test)]
mod tests {
    use super::{sort_by_urgency, Urgency};

    #[test]
    fn your_turn_nearest_deadline_first_then_waiting_then_joinable() {
        let mut games = vec![
            (Urgency::Joinable, 1),
            (Urgency::Waiting, 2),
            (Urgency::YourTurn { due: None }, 3),
            (Urgency::YourTurn { due: Some(500) }, 4),
            (Urgency::Waiting, 0),
            (Urgency::YourTurn { due: Some(100) }, 5),
        ];
        sort_by_urgency(&mut games, |g| *g);
        let ids: Vec<u64> = games.iter().map(|g| g.1).collect();
        assert_eq!(ids, [5, 4, 3, 0, 2, 1]);
    }
}
