//! Sword and Magic Chess (劍與魔法象棋), spec `sword-and-magic-chess.md` v1.0.
//!
//! ```text
//!      a b c d e f g h
//!  8   a e m p c m e a      Black (lowercase): forward is down
//!  7   f f f s s f f f
//!  2   F F F S S F F F
//!  1   A E M P C M E A      White (uppercase): forward is up
//! ```
//!
//! - [`square`]: squares, a1 = 0 … h8 = 63.
//! - [`piece`]: colours, roles and the name table (`data/sword-magic/pieces.json`).
//! - [`position`]: the state.
//! - `smfen`: its position string.
//! - [`movegen`]: destination generators.
//! - [`action`]: turn commands as typed values.
//! - [`notation`]: their chat grammar and canonical echo.
//! - `apply`: turn resolution, skills, links, promotions, end checks.
//! - `view`: the render picture.
//! - `stored`: the serde form of a position (its SMFEN plus the result and last move).

pub mod action;
mod apply;
pub mod movegen;
pub mod notation;
pub mod piece;
pub mod position;
mod smfen;
pub mod square;
mod stored;
mod view;

pub use action::{Action, Command, Mark, Skill, WrittenMark};
pub use piece::{Color, Piece, Role};
pub use position::{Graveyard, Position, START_SMFEN};
pub use square::{ParseSquareError, Square};

use crate::error::{RuleError, SetupError};
use crate::message::Message;
use crate::notation::normalize;
use crate::report::{Event, Report};
use crate::seat::{Seat, Viewer};
use crate::status::{Outcome, Status};
use crate::variant::{
    DrawLapse, Policy, Positioned, PrivateInPublic, Setup, TimeoutRule, Variant, VariantInfo,
};
use crate::view::View;

/// Error codes of this variant (§6.5), next to the shared ones in [`crate::error::codes`].
pub mod codes {
    pub const NO_PIECE: &str = "NO_PIECE";
    pub const NOT_YOUR_PIECE: &str = "NOT_YOUR_PIECE";
    pub const WRONG_MARK: &str = "WRONG_MARK";
    pub const SKILL_NOT_AVAILABLE: &str = "SKILL_NOT_AVAILABLE";
    pub const SKILL_BAD_TARGET: &str = "SKILL_BAD_TARGET";
}

/// The family name: `data/sword-magic/`.
pub const FAMILY: &str = "sword-magic";

/// The one mode of this family.
pub static VARIANTS: &[VariantInfo] = &[VariantInfo {
    id: "sword-magic",
    family: FAMILY,
    aliases: &[
        "劍與魔法象棋",
        "剑与魔法象棋",
        "Sword and Magic Chess",
        "swordmagic",
    ],
    min_seats: 2,
    max_seats: 2,
    seat_names: &["white", "black"],
    teams: &[],
    hidden: false,
    options: &[],
    timeout: TimeoutRule::Challenge,
    private_in_public: PrivateInPublic::Refuse,
    draw_lapse: DrawLapse::OpponentActs,
    listed: true,
    catalogues: &[
        (
            "en",
            include_str!("../../../data/sword-magic/locales/en.ftl"),
        ),
        (
            "zh-CN",
            include_str!("../../../data/sword-magic/locales/zh-CN.ftl"),
        ),
        (
            "zh-TW",
            include_str!("../../../data/sword-magic/locales/zh-TW.ftl"),
        ),
    ],
    piece_page: piece::page_id,
    board_style: crate::variant::PLAIN_BOARD,
}];

impl Position {
    /// Syntax (§6.2), then the mark resolved against the board: `-` and a missing mark
    /// become a capture when the destination holds an enemy of the moving piece.
    pub fn parse_action(&self, text: &str) -> Result<Action, RuleError> {
        Ok(match notation::parse_command(&normalize(text))? {
            Command::Move {
                from,
                to,
                mark,
                skill,
            } => {
                let enemy_there = match (self.piece_at(from), self.piece_at(to)) {
                    (Some(a), Some(b)) => a.color != b.color,
                    _ => false,
                };
                let mark = match mark {
                    WrittenMark::Capture => Mark::Capture,
                    WrittenMark::Either if enemy_there => Mark::Capture,
                    WrittenMark::Either => Mark::Quiet,
                };
                Action::Move {
                    from,
                    to,
                    mark,
                    skill,
                }
            }
            Command::Vanish { at } => Action::Vanish { at },
            Command::Teleport { from, to } => Action::Teleport { from, to },
        })
    }

    /// Cells the piece on `at` can reach (teleports included), for hint images.
    pub fn hint_cells(&self, seat: Seat, at: &str) -> Result<Vec<usize>, RuleError> {
        let sq = Square::from_ascii(normalize(at).as_bytes())
            .map_err(|_| RuleError::syntax(Message::new("sm-name-a-square")))?;
        let piece = self.piece_at(sq).ok_or_else(|| {
            RuleError::new(
                codes::NO_PIECE,
                Message::new("sm-no-piece").text("at", sq.to_string()),
            )
        })?;
        if Color::from_seat(seat) != Some(piece.color) {
            return Err(RuleError::new(
                codes::NOT_YOUR_PIECE,
                Message::new("sm-not-yours")
                    .piece("piece", piece.name().kind)
                    .text("at", sq.to_string()),
            ));
        }
        let mut cells: Vec<usize> = self.targets(sq).iter().map(|(t, _)| t.index()).collect();
        if piece.role == Role::Archmage {
            cells.extend(
                Square::all()
                    .filter(|t| self.piece_at(*t).is_none())
                    .map(Square::index),
            );
        }
        cells.sort_unstable();
        cells.dedup();
        Ok(cells)
    }

    fn end_by(&mut self, seat: Seat, notation: &str, outcome: Outcome) -> Report {
        let mut report = Report::new(seat, notation);
        if self.outcome.is_none() {
            self.outcome = Some(Box::new(outcome.clone()));
            self.check = false;
            report.push(Event::Finished(outcome));
        }
        report
    }
}

impl Variant for Position {
    type Action = Action;
    const FAMILY: &'static str = FAMILY;
    const VARIANTS: &'static [VariantInfo] = VARIANTS;
    const POLICY: Policy<Self> = Policy {
        position: Some(Position::smfen),
        ..Policy::NONE
    };

    fn new(_info: &'static VariantInfo, _setup: &Setup) -> Result<Self, SetupError> {
        Ok(Position::start())
    }

    fn from_position(
        _info: &'static VariantInfo,
        text: &str,
    ) -> Result<Positioned<Self>, SetupError> {
        let state = Position::from_smfen(text)?;
        Ok(Positioned { state, seats: 2 })
    }

    fn status(&self) -> Status {
        match &self.outcome {
            Some(o) => Status::Finished(Outcome::clone(o)),
            None => Status::ToMove(self.side.seat()),
        }
    }

    fn parse(&self, _seat: Seat, text: &str) -> Result<Action, RuleError> {
        self.parse_action(text)
    }

    /// `Game` formats an action after applying it: when that capture ended the game at
    /// §4.2 step 2 or 4, its ignored suffix is left out of the record (§6.4).
    fn format(&self, action: &Action) -> String {
        if let Action::Move { from, to, .. } = *action {
            let ended_by_it = self.last_move == [Some(from), Some(to)]
                && self
                    .outcome
                    .as_ref()
                    .is_some_and(|o| o.reason == "princess" || o.reason == "goddess");
            if ended_by_it {
                return action.without_skill().to_string();
            }
        }
        action.to_string()
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Report, RuleError> {
        self.play(seat, action)
    }

    fn legal(&self, seat: Seat) -> Vec<Action> {
        match Color::from_seat(seat) {
            Some(color) if self.outcome.is_none() && color == self.side => {
                self.legal_actions(color)
            }
            _ => Vec::new(),
        }
    }

    fn view(&self, viewer: Viewer) -> View {
        self.make_view(viewer)
    }

    fn forfeit(&mut self, seat: Seat, reason: &str) -> Report {
        match Color::from_seat(seat) {
            Some(color) => {
                let winner = color.opposite().seat();
                self.end_by(seat, reason, Outcome::win(vec![winner], reason))
            }
            None => Report::new(seat, reason),
        }
    }

    fn agree_draw(&mut self) -> Report {
        let seat = self.side.seat();
        self.end_by(seat, "draw-accept", Outcome::draw("agreement"))
    }

    fn active_seats(&self) -> Vec<Seat> {
        vec![Seat(0), Seat(1)]
    }

    fn hint(&self, seat: Seat, at: &str) -> Result<Vec<usize>, RuleError> {
        self.hint_cells(seat, at)
    }
}
