//! 军棋 Army Chess, spec `army-chess.md`: five modes on two board graphs.
//!
//! - [`board`]: both boards as graphs from `data/junqi/board-*.json` (§1).
//! - [`piece`]: kinds, owners, the clash table (§2), names from `data/junqi/pieces.json`.
//! - [`layout`]: deployment strings, their checks, default and random layouts (§4).
//! - [`action`]: commands and actions as typed values.
//! - [`notation`]: the command grammar (§9.1) and the canonical text of an action.
//! - `movegen`: routes, the §9.4 move checks and legal destinations (§3, §7.3–§7.4).
//! - `apply`: the command checks in §9.4 order and deployment (§4.6).
//! - `turn`: the advance, eliminations, team wins, resignation and draws (§5.2–§5.6).
//! - `resolve`: moves, clashes, the commander rule, flag capture, flips, `carry` (§2–§3, §7).
//! - `hooks`: timeouts (§4.6, §5.7), `legal`, `suggest`.
//! - [`view`]: what each viewer may see (§8).
//! - [`event`]: the canonical event strings (§9.3).
//! - `variant`: the five ids on the common seam ([`ArmyChess`], [`VARIANTS`]).
//! - `present`: reports, refusals and views as the bot shows them.
//! - [`belief`] and `world`: what one seat has learnt from its views, and complete
//!   positions consistent with it, for the computer player; [`deploy_plan`]: layouts a
//!   player would choose.
//! - [`saved`]: the layouts players keep by name across games (`deploy NAME`), as the
//!   family's saved set-ups.
//!
//! The engine speaks in seats counted in turn order: `S E N W` in `siguo`, `S N` in the
//! other deployed modes, `P1 P2` in `fanqi`.

pub mod action;
mod apply;
pub mod belief;
pub mod board;
pub mod deploy_plan;
pub mod error;
pub mod event;
mod hooks;
pub mod layout;
mod movegen;
pub mod notation;
pub mod piece;
mod present;
pub mod record;
mod resolve;
pub mod saved;
pub mod setup;
mod turn;
mod variant;
pub mod view;
mod world;

pub use action::{Action, Command, DeployChoice};
pub use board::{Board, BoardShape, Compass, Pos, PosKind};
pub use error::{JunqiError, FAMILY};
pub use event::{DrawReason, JunqiEvent, Outcome, PrivateNote, Reason, Who};
pub use layout::{Layout, LayoutError};
pub use piece::{Clash, Colour, Kind, Owner, Piece};
pub use record::Step;
pub use variant::{ArmyChess, VARIANTS};

use crate::seat::Seat;
use serde::{Deserialize, Serialize};

/// The five modes (§0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mode {
    Siguo,
    Liangguo,
    Anqi,
    Open,
    Fanqi,
}

impl Mode {
    pub const ALL: [Mode; 5] = [
        Mode::Siguo,
        Mode::Liangguo,
        Mode::Anqi,
        Mode::Open,
        Mode::Fanqi,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Mode::Siguo => "siguo",
            Mode::Liangguo => "liangguo",
            Mode::Anqi => "anqi",
            Mode::Open => "open",
            Mode::Fanqi => "fanqi",
        }
    }

    pub fn from_id(id: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.id() == id)
    }

    pub fn shape(self) -> BoardShape {
        match self {
            Mode::Siguo | Mode::Liangguo => BoardShape::FourCountry,
            _ => BoardShape::TwoPlayer,
        }
    }

    pub fn board(self) -> &'static Board {
        Board::get(self.shape())
    }

    /// Seat names in turn order.
    pub fn seat_names(self) -> &'static [&'static str] {
        match self {
            Mode::Siguo => &["S", "E", "N", "W"],
            Mode::Fanqi => &["P1", "P2"],
            _ => &["S", "N"],
        }
    }

    pub fn seats(self) -> usize {
        self.seat_names().len()
    }

    /// The home of a seat in the deployed modes.
    pub fn compass(self, seat: Seat) -> Option<Compass> {
        match self {
            Mode::Fanqi => None,
            Mode::Siguo => Compass::ALL.get(seat.index()).copied(),
            _ => [Compass::S, Compass::N].get(seat.index()).copied(),
        }
    }

    /// Identities stay hidden from opponents for the whole game.
    pub fn hidden(self) -> bool {
        matches!(self, Mode::Siguo | Mode::Liangguo | Mode::Anqi)
    }

    /// Plies without a clash that draw the game (§5.5).
    pub fn quiet_limit(self) -> u32 {
        if self == Mode::Siguo {
            120
        } else {
            60
        }
    }
}

/// What the bot does when a seat misses the deployment deadline (§4.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DeployTimeout {
    Random,
    Default,
    Forfeit,
    /// The bot's computer chooses the layout from that seat's view [house]; the engine
    /// alone (no computer) draws a random one.
    Computer,
}

/// What a missed move deadline does (§5.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MoveTimeout {
    Skip,
    Forfeit,
    /// The bot's computer moves for the seat [house]; the engine alone (no computer)
    /// skips, as `skip` does.
    Computer,
}

/// The `key=value` options of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    /// `ally_view=open` (§8.2), `siguo` only.
    pub ally_view_open: bool,
    /// `fanqi_flag=carry` (§7.6).
    pub fanqi_carry: bool,
    pub on_deploy_timeout: DeployTimeout,
    pub on_timeout: MoveTimeout,
    pub max_skips: u32,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            ally_view_open: false,
            fanqi_carry: false,
            on_deploy_timeout: DeployTimeout::Random,
            on_timeout: MoveTimeout::Skip,
            max_skips: 2,
        }
    }
}

/// Where the game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Layouts are being submitted (§4.6); `layouts[seat]` is the latest one.
    Deploying,
    Playing,
    /// `label` is how the log writes the winners (`SN`, `S`, `P1`); `reason` why they
    /// won: `flag`, `carry`, or why the last opponent left (`nomove`, `resign`, `forfeit`).
    Won {
        label: String,
        seats: Vec<Seat>,
        reason: String,
    },
    Drawn(DrawReason),
}

/// A whole game of army chess: the referee's full knowledge.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Junqi {
    pub(crate) mode: Mode,
    pub(crate) rules: Rules,
    /// One entry per position of the board, in canonical order.
    pub(crate) cells: Vec<Option<Piece>>,
    pub(crate) phase: Phase,
    pub(crate) turn: Seat,
    pub(crate) alive: Vec<bool>,
    pub(crate) quiet: u32,
    /// `fanqi`: the colour of P1 and of P2, once the first flip fixed them.
    pub(crate) colours: Option<[Colour; 2]>,
    /// `fanqi` carry: the half (S or N) where each colour's flag started, red then black.
    pub(crate) flag_home: [Option<Compass>; 2],
    /// `fanqi` carry: a carrier's position and the colour of the flag it carries.
    pub(crate) carrying: Vec<(Pos, Colour)>,
    /// `fanqi` carry: flags lying loose.
    pub(crate) loose: Vec<(Pos, Colour)>,
    pub(crate) draw_offers: Vec<bool>,
    pub(crate) skips: Vec<u32>,
    /// The layout each seat submitted (kept for the reveal after the game, §8.7).
    pub(crate) layouts: Vec<Option<Layout>>,
    /// The last move's ends and clash result, for the image's marker (§8.5).
    pub(crate) last: Option<(Pos, Pos, Option<Clash>)>,
    /// Randomness: a ChaCha stream per use, numbered, from this secret seed (§8.4).
    pub(crate) seed: u64,
    pub(crate) draws: u64,
    /// `fanqi`: the seat drawn to be P1 (§7.2); seat 0 in the other modes.
    pub(crate) first: Seat,
    /// Completed public plies (moves, flips, skips), for the image's move number.
    pub(crate) plies: u32,
}

impl Junqi {
    pub fn mode(&self) -> Mode {
        self.mode
    }
    pub fn rules(&self) -> &Rules {
        &self.rules
    }
    pub fn board(&self) -> &'static Board {
        self.mode.board()
    }
    pub fn phase(&self) -> &Phase {
        &self.phase
    }
    pub fn turn(&self) -> Seat {
        self.turn
    }
    pub fn quiet(&self) -> u32 {
        self.quiet
    }
    pub fn is_alive(&self, seat: Seat) -> bool {
        self.alive.get(seat.index()).copied().unwrap_or(false)
    }
    pub fn alive_seats(&self) -> Vec<Seat> {
        (0..self.alive.len())
            .filter(|&i| self.alive[i])
            .map(|i| Seat(i as u8))
            .collect()
    }
    pub fn piece_at(&self, p: Pos) -> Option<Piece> {
        self.cells.get(p.index()).copied().flatten()
    }
    pub fn consecutive_skips(&self, seat: Seat) -> u32 {
        self.skips.get(seat.index()).copied().unwrap_or(0)
    }
    pub fn has_layout(&self, seat: Seat) -> bool {
        matches!(self.layouts.get(seat.index()), Some(Some(_)))
    }
    pub fn colour_of(&self, seat: Seat) -> Option<Colour> {
        self.colours.and_then(|c| c.get(seat.index()).copied())
    }
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Won { .. } | Phase::Drawn(_))
    }
    pub fn last_move(&self) -> Option<(Pos, Pos, Option<Clash>)> {
        self.last
    }
    /// Flags lying loose and carriers, for the view (`fanqi` carry).
    pub fn loose_flags(&self) -> &[(Pos, Colour)] {
        &self.loose
    }
    pub fn carriers(&self) -> &[(Pos, Colour)] {
        &self.carrying
    }

    pub(crate) fn who(&self, seat: Seat) -> Who {
        // In `fanqi` the names follow the draw: the first player is P1 whatever its seat.
        let index = if self.mode == Mode::Fanqi {
            usize::from(seat != self.first)
        } else {
            seat.index()
        };
        Who {
            seat,
            name: self.mode.seat_names().get(index).copied().unwrap_or("?"),
        }
    }

    /// The seat drawn to act first in `fanqi` (P1); seat 0 otherwise.
    pub fn first_player(&self) -> Seat {
        self.first
    }

    /// Completed public plies so far.
    pub fn plies(&self) -> u32 {
        self.plies
    }

    /// The owner whose pieces a seat moves (`None` in `fanqi` before the first flip).
    pub fn owner_of(&self, seat: Seat) -> Option<Owner> {
        match self.mode.compass(seat) {
            Some(c) => Some(Owner::Army(c)),
            None => self.colour_of(seat).map(Owner::Colour),
        }
    }

    /// The seat that moves an owner's pieces.
    pub fn seat_of(&self, owner: Owner) -> Option<Seat> {
        (0..self.mode.seats())
            .map(|i| Seat(i as u8))
            .find(|&s| self.owner_of(s) == Some(owner))
    }

    /// Same team: oneself, or the partner opposite in `siguo`.
    pub fn same_team(&self, a: Seat, b: Seat) -> bool {
        a == b || (self.mode == Mode::Siguo && (a.0 + 2) % 4 == b.0)
    }

    /// The piece belongs to the seat or its partner.
    pub(crate) fn friendly(&self, seat: Seat, piece: &Piece) -> bool {
        self.seat_of(piece.owner)
            .is_some_and(|owner| self.same_team(seat, owner))
    }

    pub(crate) fn fresh_rng(&mut self) -> rand_chacha::ChaCha8Rng {
        use rand_chacha::rand_core::SeedableRng;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(self.seed);
        rng.set_stream(self.draws);
        self.draws += 1;
        rng
    }

    /// The position string of §8.5's board format (`pos=owner:kind[:down]`), the
    /// referee's full knowledge. Not for players in hidden modes.
    pub fn board_string(&self) -> String {
        let board = self.board();
        board
            .all()
            .filter_map(|p| {
                let piece = self.piece_at(p)?;
                let down = if self.mode == Mode::Fanqi && !piece.shown {
                    ":down"
                } else {
                    ""
                };
                Some(format!(
                    "{}={}:{}{down}",
                    board.name(p),
                    piece.owner,
                    piece.kind
                ))
            })
            .collect::<Vec<_>>()
            .join(" ")
    }
}
