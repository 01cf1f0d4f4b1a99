//! 古战棋 Ancient War Chess, spec `ancient-war-chess.md` v1.
//!
//! ```text
//!        a   b   c   d   e   f   g   h   i
//!  4     @   z   Q   .   .   .   Q   z   @      red on the left (x < 0), black right
//!  0     .   .   .   .   .   .   .   .   .
//! ```
//!
//! - [`square`]: the 81 squares, x = −4…4 (files a–i), y = 0…8.
//! - [`piece`]: sides, units, structures and their vector tokens.
//! - [`supp`]: the supplement switches S1–S18.
//! - [`action`]: the actions of §7, as typed values.
//! - [`notation`]: the §7 grammar (parse checks syntax only) and canonical text.
//! - [`position`]: the movement-phase state and the vector piece lists.
//! - `check`: step 1 of §3.10, validation from the actor's knowledge.
//! - `resolve`: steps 2–4 (move, bump, ambush, captures); `effects`: fire, the ox,
//!   ambushes, pincer and encirclement; `turn`: steps 5–7 (wins, end of ply).
//! - [`probes`]: the probe results a side still holds (K7), derived from the log.
//! - [`view`]: the per-viewer picture; [`data`]: the board and piece tables.
//! - `legal`: every legal action.
//! - [`belief`]: what one seat has learnt of the enemy's secrets, and worlds sampled
//!   from it (for the computer player).
//! - [`game`]: placement, draws, resignation; [`series`]: matches over territories.

pub mod action;
pub mod belief;
mod check;
pub mod data;
mod effects;
pub mod error;
pub mod event;
pub mod game;
mod legal;
pub mod notation;
pub mod piece;
pub mod position;
pub mod probes;
mod resolve;
pub mod series;
pub mod square;
pub mod supp;
mod turn;
pub mod variant;
pub mod view;

pub use action::{Action, Body, Claim, ClaimKind, Command, Op, Order};
pub use error::Code;
pub use event::{public_line, DrawReason, Event, Found, Method, Msg, MsgArg};
pub use game::{AncientGame, GameResult, Phase};
pub use notation::parse;
pub use piece::{ArmyKind, BySide, Side, StructKind, Structure, Unit, UnitKind};
pub use position::{format_listing, parse_listing, Counters, Position, Viewer};
pub use probes::HeldProbe;
pub use series::{MatchOptions, Series};
pub use square::Square;
pub use supp::Supps;
pub use variant::{AncientMatch, FAMILY, VARIANTS};
