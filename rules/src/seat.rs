//! Seats (players in turn order) and viewers (a seat or a spectator).

use serde::{Deserialize, Serialize};
use std::fmt;

/// A player's place in the game, counted from 0 in turn order.
/// Seat 0 is White / Red / the first seat, and always the challenger unless seats were random.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// Who a view is made for. Spectators see only public facts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Viewer {
    Seat(Seat),
    Spectator,
}

impl Viewer {
    pub fn seat(self) -> Option<Seat> {
        match self {
            Viewer::Seat(s) => Some(s),
            Viewer::Spectator => None,
        }
    }
}

/// The next seat after `current` in turn order that is still in the game.
/// Returns `None` when no other seat is active.
pub fn next_active(current: Seat, active: &[bool]) -> Option<Seat> {
    let n = active.len();
    (1..=n)
        .map(|step| (current.index() + step) % n)
        .find(|&i| active[i])
        .and_then(|i| u8::try_from(i).ok())
        .map(Seat)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_active_skips_eliminated_seats() {
        let active = [true, false, true, true];
        assert_eq!(next_active(Seat(0), &active), Some(Seat(2)));
        assert_eq!(next_active(Seat(3), &active), Some(Seat(0)));
        assert_eq!(next_active(Seat(0), &[true, false]), Some(Seat(0)));
        assert_eq!(next_active(Seat(0), &[false, false]), None);
    }
}
