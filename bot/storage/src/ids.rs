//! The names every layer shares: players and game ids. Here so that the store and the
//! core both use them without the store depending on the core.

use serde::{Deserialize, Serialize};

/// Game ids are short, sequential and shown to players (`#12`).
pub type GameId = u64;

/// A person. Discord users carry their snowflake; console users get a stable id from their name.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct User {
    pub id: u64,
    pub name: String,
}

impl User {
    /// A console user: the id is the FNV-1a hash of the lowercase name, so it is stable
    /// across runs without any mapping to store.
    pub fn from_name(name: &str) -> User {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for byte in name.trim().to_lowercase().bytes() {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
        User {
            id: hash,
            name: name.trim().to_string(),
        }
    }
}
