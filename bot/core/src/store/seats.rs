//! An open table's seats, as the store keeps them: who sits where while the table fills.

use crate::ids::User;
use serde::{Deserialize, Serialize};

/// Who holds one seat of an open table.
///
/// New kinds of occupant (a computer player, say) are new variants here; the table's
/// code asks only [`Occupant::is_open`] and [`Occupant::human`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Occupant {
    /// Free: the next player to join takes it.
    Open,
    /// A person: the creator, a named opponent or someone who joined.
    Human { user: User },
}

impl Occupant {
    pub fn is_open(&self) -> bool {
        matches!(self, Occupant::Open)
    }

    pub fn human(&self) -> Option<&User> {
        match self {
            Occupant::Human { user } => Some(user),
            Occupant::Open => None,
        }
    }
}

/// A game opened with free seats (`/play` naming fewer players than it seats). While it
/// waits, the game's `players` are the humans seated here, in seat order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// Every seat of the game, in seat order.
    pub seats: Vec<Occupant>,
}

impl Table {
    /// The table `/play` opens when `players` (creator first) are fewer than the game's
    /// `seats`: they take the first seats in the order named, the rest are free. `None`
    /// when they fill the game (a plain challenge).
    pub fn with_free_seats(seats: usize, players: &[User]) -> Option<Table> {
        if players.len() >= seats {
            return None;
        }
        let mut all: Vec<Occupant> = players
            .iter()
            .map(|user| Occupant::Human { user: user.clone() })
            .collect();
        all.resize(seats, Occupant::Open);
        Some(Table { seats: all })
    }

    pub fn open_seats(&self) -> usize {
        self.seats.iter().filter(|s| s.is_open()).count()
    }

    pub fn is_full(&self) -> bool {
        self.open_seats() == 0
    }

    pub fn seat_of(&self, user: u64) -> Option<usize> {
        self.seats
            .iter()
            .position(|s| s.human().is_some_and(|h| h.id == user))
    }

    /// The humans seated, in seat order (what the game's `players` hold while it waits).
    pub fn humans(&self) -> Vec<User> {
        self.seats
            .iter()
            .filter_map(Occupant::human)
            .cloned()
            .collect()
    }

    /// Seat `user` in the first free seat; the seat's index, or `None` when none is free.
    pub fn take_first_open(&mut self, user: User) -> Option<usize> {
        let index = self.seats.iter().position(Occupant::is_open)?;
        self.seats[index] = Occupant::Human { user };
        Some(index)
    }

    /// Free `user`'s seat; whether they held one.
    pub fn free(&mut self, user: u64) -> bool {
        match self.seat_of(user) {
            Some(index) => {
                self.seats[index] = Occupant::Open;
                true
            }
            None => false,
        }
    }
}

/// Discord ids fit in 63 bits, so list keys with the top bit set never name a channel:
/// the games opened as tables in a server are listed under this key of the server.
pub fn tables_key(guild: u64) -> u64 {
    guild | (1 << 63)
}
