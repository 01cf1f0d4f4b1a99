//! 魔神战棋 Demon War Chess, spec `demon-war-chess.md` v1.
//!
//! ```text
//!       a  b  c  d  e  f  g  h  i  j  k  l  m
//!  13   ch mc sw ba dg cg bk cg pr ba sw mc ch    Black camp (lower case)
//!  12   kn so sv gv yk ig em ig fd gv sv so kn    palace f11-h13
//!  11   .  .  .  .  .  +  mi +  .  .  .  .  .
//!  10   in in in in in in in in in in in in in
//!   6-8                                           river
//!   4   IN IN IN IN IN IN IN IN IN IN IN IN IN
//!   3   .  .  .  .  .  +  MI +  .  .  .  .  .
//!   2   KN SO SV GV YK IG EM IG FD GV SV SO KN    palace f1-h3
//!   1   CH MC SW BA DG CG BK CG PR BA SW MC CH    Red camp (upper case)
//! ```
//!
//! - [`square`]: squares (`a1`…`m13`), sides, zones and palaces (`data/demon/board.json`).
//! - [`piece`]: the 47 kinds and their rules (`data/demon/pieces.json`), read by
//!   [`crate::movement`].
//! - [`position`]: [`Setup`] / [`Position`] and DWC-FEN (§7).
//! - [`movegen`]: legal moves with promotion choices (§5.2, §5.7-§5.9).
//! - [`play`]: one move resolved (§5.3) and perft (§9).
//! - [`notation`]: the command grammar, the canonical move text and the report line (§8).
//! - [`record`]: what an accepted action did, as the report gives it.
//! - [`game`]: the whole game: swap/keep, history, repetition, clocks, report lines.
//! - [`picture`]: what the board image shows (river, palaces, pieces, last move).
//! - `variant`: the `rules::Variant` adapter, the variant table and the shared `View`.

pub mod game;
pub mod movegen;
pub mod notation;
pub mod picture;
pub mod piece;
pub mod play;
pub mod position;
pub mod record;
pub mod square;
mod variant;

pub use game::{Action, DemonError, DemonGame, Record};
pub use movegen::Move;
pub use piece::{Kind, Piece};
pub use play::{Effects, End, Reason};
pub use position::{FenError, ParseFenError, Position, PositionError, Setup};
pub use square::{Color, ParseSquareError, Square};
pub use variant::{color_of, piece_page, refusal, seat_of, FAMILY, VARIANTS};
