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
//!
//! Modules form layers; each uses only modules of earlier layers (or, in a layer, listed
//! before it), so no two modules import each other, directly or round a circle. The test
//! `layering` in `rules/tests` reads the `crate::` paths of every file and fails on a circle.
//!
//! 1. Plain data and text, using nothing else: [`seat`], [`locale`], [`notation`],
//!    [`movement`]; then [`status`], [`message`], [`view`], [`report`], which use only these.
//! 2. [`error`] (refusals), [`meta`] (the shared words), [`words_check`] and [`words`]
//!    (Fluent wording of catalogues it is given; it knows no family).
//! 3. [`policy`] (what a family may declare beyond the shared methods), [`variant`] (the
//!    `Variant` trait and `VariantInfo`) and [`perft`].
//! 4. The families, each a module of its own that may use layers 1–3 and nothing of
//!    another family: [`sword_magic`], [`secret_duel`], [`demon`], [`junqi`], [`ancient`].
//! 5. [`registry`] (every family, their states and catalogues) and [`variant_id`] (ids
//!    looked up in it).
//! 6. [`game`]: any game, through the registry; it tidies typed text, reads the shared
//!    words and names the family on every refusal.
//! 7. [`picker`]: a seat's legal actions as steps of choices (the move picker), read
//!    from [`game`]'s legal actions and views only; [`marks`]: a player's private guesses
//!    on pieces its view hides, followed along its own views.

pub mod ancient;
pub mod demon;
pub mod error;
pub mod game;
pub mod junqi;
pub mod locale;
pub mod marks;
pub mod message;
pub mod meta;
pub mod movement;
pub mod notation;
pub mod perft;
pub mod picker;
pub mod policy;
pub mod registry;
pub mod report;
pub mod seat;
pub mod secret_duel;
pub mod status;
pub mod sword_magic;
pub mod variant;
pub mod variant_id;
pub mod view;
pub mod words;
pub mod words_check;

pub use error::{RuleError, SetupError, SetupRefusal};
pub use game::{Game, GameRecord, LogEntry};
pub use message::{Arg, Message};
pub use policy::{Policy, SavedSetups};
pub use registry::{catalogues, variants, Family};
pub use report::{Event, Piece, PrivateNote, Report};
pub use seat::{Seat, Viewer};
pub use status::{Outcome, Status};
pub use variant::{
    DrawLapse, OptionKind, OptionSpec, Positioned, PrivateInPublic, Setup, TimeoutRule, Variant,
    VariantInfo,
};
pub use variant_id::VariantId;
pub use view::{Board, Cell, Edge, Glyph, Line, Mark, Panel, View};
pub use words::{Locale, Words};
