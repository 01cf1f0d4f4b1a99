//! An open table's seats, as the store keeps them: who sits where while the table fills.

use crate::ids::User;
use serde::{Deserialize, Serialize};

/// Who holds one seat of an open table.
///
/// New kinds of occupant are new variants here; the table's code asks only
/// [`Occupant::is_open`], [`Occupant::human`] and [`Occupant::computer_level`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Occupant {
    /// Free: the next player to join takes it.
    Open,
    /// A person: the creator, a named opponent or someone who joined.
    Human { user: User },
    /// The computer (`/play … computer:2`, the Add computer button): no user of its own
    /// until the start, when the bot's own user takes the seat.
    Computer {
        /// `easy`, `normal` or `hard`.
        level: String,
    },
}

impl Occupant {
    pub fn is_open(&self) -> bool {
        matches!(self, Occupant::Open)
    }

    pub fn human(&self) -> Option<&User> {
        match self {
            Occupant::Human { user } => Some(user),
            Occupant::Open | Occupant::Computer { .. } => None,
        }
    }

    /// The level of a computer seat.
    pub fn computer_level(&self) -> Option<&str> {
        match self {
            Occupant::Computer { level } => Some(level),
            Occupant::Open | Occupant::Human { .. } => None,
        }
    }
}

/// A game opened with free seats (`/play` naming fewer players than it seats, or with
/// computer seats). While it waits, the game's `players` are the humans seated here, in
/// seat order; at the start every seat becomes a player ([`Table::seated`]).
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
        let named: Vec<Occupant> = players
            .iter()
            .map(|user| Occupant::Human { user: user.clone() })
            .collect();
        Table::seating(seats, named)
    }

    /// The table of `named` occupants (people and computers, in the order named, the
    /// creator first) in a game of `seats`: the rest are free. `None` when the named
    /// are all people and fill the game (a plain challenge); a table whose computers
    /// fill it is still a table, so the computers become players at the start.
    pub fn seating(seats: usize, named: Vec<Occupant>) -> Option<Table> {
        let computers = named.iter().any(|o| o.computer_level().is_some());
        if named.len() >= seats && !computers {
            return None;
        }
        let mut all = named;
        if all.len() < seats {
            all.resize(seats, Occupant::Open);
        }
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

    /// Whether a computer holds a seat.
    pub fn has_computer(&self) -> bool {
        self.seats.iter().any(|s| s.computer_level().is_some())
    }

    /// Seat `user` in the first free seat; the seat's index, or `None` when none is free.
    pub fn take_first_open(&mut self, user: User) -> Option<usize> {
        self.fill_first_open(Occupant::Human { user })
    }

    /// A computer of `level` takes the first free seat; its index, or `None` when none is free.
    pub fn seat_computer(&mut self, level: &str) -> Option<usize> {
        self.fill_first_open(Occupant::Computer {
            level: level.to_string(),
        })
    }

    fn fill_first_open(&mut self, occupant: Occupant) -> Option<usize> {
        let index = self.seats.iter().position(Occupant::is_open)?;
        self.seats[index] = occupant;
        Some(index)
    }

    /// Every seat with its player once the table is full: people as themselves, each
    /// computer seat as `computer` with its level. `None` while a seat is free.
    pub fn seated(&self, computer: &User) -> Option<Vec<(User, Option<String>)>> {
        self.seats
            .iter()
            .map(|occupant| match occupant {
                Occupant::Open => None,
                Occupant::Human { user } => Some((user.clone(), None)),
                Occupant::Computer { level } => Some((computer.clone(), Some(level.clone()))),
            })
            .collect()
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
