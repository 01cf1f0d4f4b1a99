//! Computer players: given what one seat knows, choose that seat's next command.
//!
//! Pure: no IO, no async, no Discord. Deterministic for a given seed and budget (node
//! budgets decide; the wall-time cap is only a guard).
//!
//! # What a player sees
//!
//! A player's only input is a [`Knowledge`]: the public set-up (never the seed), the
//! seat's own [`rules::View`] before the game and after every action, each action's
//! public notation and public events, the private events addressed to the seat, and the
//! seat's own legal commands. It is a type, not a promise: its fields are private, its
//! constructors take views made for that seat only (a view for another viewer or a note
//! addressed to another seat is refused), and nothing in it can hold the game. The
//! [`witness`] module is the one place that reads a whole [`rules::Game`] to tell a seat
//! what it saw; shells (the bot, the arena) call it after every action, or replay a
//! stored record through it ([`witness::from_record`]).
//!
//! Perfect-information families ([`perfect`]) rebuild the position from the seat's
//! public record — in those variants it is the whole game — and search it through the
//! rules' own `legal` and `apply` ([`search`]). Hidden-information families plug their
//! players in at the marked slot of [`player::player_for`].
//!
//! # Layers
//!
//! Each module uses only the ones above it:
//! 1. [`level`] (levels, kinds, budgets), [`knowledge`] (what a seat knows), [`eval`]
//!    (evaluation data).
//! 2. [`witness`] (the seat's knowledge from a game), [`searchable`] (what the search
//!    needs of a family).
//! 3. [`search`] (alpha-beta), [`family`] (the interface a family's player implements).
//! 4. The family players: [`perfect`], [`fallback`] (and the hidden-information ones).
//! 5. [`player`] (which player plays which family).
//! 6. [`arena`] (computer against computer, and its figures).

pub mod arena;
pub mod eval;
pub mod fallback;
pub mod family;
pub mod hidden;
pub mod knowledge;
pub mod level;
pub mod perfect;
pub mod player;
pub mod search;
pub mod searchable;
pub mod witness;

pub use family::{Choice, FamilyPlayer};
pub use knowledge::{Knowledge, Observation, PublicSetup, Refused};
pub use level::{Budget, Kind, Level, DEFAULT_MOVE_MS};
pub use player::{accepts_draw, choose, player_for};

/// The random source every choice draws from: seeded, so a seed replays a game.
pub type Rng = rand_chacha::ChaCha8Rng;

/// A generator for `seed`.
pub fn rng(seed: u64) -> Rng {
    <Rng as rand_core::SeedableRng>::seed_from_u64(seed)
}
