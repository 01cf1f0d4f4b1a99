//! Pure rules for every game the referee runs.
//!
//! No IO, no async, no Discord. Each variant family lives in its own module and
//! implements [`Variant`]; [`Game`] wraps any of them with what every game shares:
//! the action log, replay, resignation and draw offers.
//!
//! ```text
//!  text ──parse──► Action ──apply──► Report (structured, per-seat private notes)
//!                      ▲                │
//!                    legal            view(viewer) ──► View (plain data for render)
//! ```

pub mod ancient;
pub mod error;
pub mod game;
pub mod notation;
pub mod perft;
pub mod report;
pub mod seat;
pub mod secret_duel;
pub mod status;
pub mod sword_magic;
pub mod variant;
pub mod view;

pub use error::{RuleError, SetupError};
pub use game::{Game, GameRecord, LogEntry};
pub use report::{Event, PieceName, PrivateNote, Report};
pub use seat::{Seat, Viewer};
pub use status::{Outcome, Status};
pub use variant::{Variant, VariantId, VariantInfo};
pub use view::{Board, Cell, CellShade, Edge, Glyph, Mark, Panel, View};
