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
pub mod demon;
pub mod error;
pub mod game;
pub mod junqi;
pub mod message;
pub mod movement;
pub mod notation;
pub mod perft;
pub mod policy;
pub mod registry;
pub mod report;
pub mod seat;
pub mod secret_duel;
pub mod status;
pub mod sword_magic;
pub mod variant;
pub mod view;
pub mod words;
pub mod words_check;

pub use error::{RuleError, SetupError, SetupRefusal};
pub use game::{Game, GameRecord, LogEntry};
pub use message::{Arg, Message};
pub use policy::{Policy, SavedSetups};
pub use registry::variants;
pub use registry::Family;
pub use report::{Event, Piece, PrivateNote, Report};
pub use seat::{Seat, Viewer};
pub use status::{Outcome, Status};
pub use variant::{
    DrawLapse, OptionKind, OptionSpec, Positioned, PrivateInPublic, Setup, TimeoutRule, Variant,
    VariantId, VariantInfo,
};
pub use view::{Board, Cell, Edge, Glyph, Line, Mark, Panel, View};
pub use words::{Locale, Words};
