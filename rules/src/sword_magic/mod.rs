//! Sword and Magic Chess (劍與魔法象棋). Placeholder while the module is written (issue 2).

use crate::error::{RuleError, SetupError};
use crate::report::Report;
use crate::seat::{Seat, Viewer};
use crate::status::{Outcome, Status};
use crate::variant::{Setup, Variant, VariantId, VariantInfo};
use crate::view::View;
use serde::{Deserialize, Serialize};

static INFO: VariantInfo = VariantInfo {
    id: VariantId::SwordMagic,
    name_zh: "劍與魔法象棋",
    name_en: "Sword and Magic Chess",
    min_seats: 2,
    max_seats: 2,
    seat_names_en: &["White", "Black"],
    seat_names_zh: &["白方", "黑方"],
    listed: true,
};

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Position {}

impl Variant for Position {
    type Action = ();
    fn info() -> &'static VariantInfo {
        &INFO
    }
    fn new(_: &Setup) -> Result<Self, SetupError> {
        Err(SetupError("sword-magic is not ready yet".into()))
    }
    fn from_position(_: &str) -> Result<Self, SetupError> {
        Err(SetupError("sword-magic is not ready yet".into()))
    }
    fn position(&self) -> Option<String> {
        None
    }
    fn status(&self) -> Status {
        Status::Finished(Outcome::draw("abort"))
    }
    fn parse(&self, _: Seat, _: &str) -> Result<(), RuleError> {
        Err(RuleError::syntax("not ready"))
    }
    fn format(&self, _: &()) -> String {
        String::new()
    }
    fn apply(&mut self, _: Seat, _: &()) -> Result<Report, RuleError> {
        Err(RuleError::syntax("not ready"))
    }
    fn legal(&self, _: Seat) -> Vec<()> {
        Vec::new()
    }
    fn view(&self, _: Viewer) -> View {
        unreachable_view()
    }
    fn forfeit(&mut self, seat: Seat, reason: &str) -> Report {
        Report::new(seat, reason)
    }
    fn agree_draw(&mut self) -> Report {
        Report::new(Seat(0), "draw")
    }
    fn active_seats(&self) -> Vec<Seat> {
        vec![Seat(0), Seat(1)]
    }
    fn hint(&self, _: Seat, _: &str) -> Result<Vec<usize>, RuleError> {
        Ok(Vec::new())
    }
}

fn unreachable_view() -> View {
    View {
        variant: "sword-magic".into(),
        viewer: Viewer::Spectator,
        board: crate::view::Board {
            width: 8.0,
            height: 8.0,
            grid: Some((8, 8)),
            cells: Vec::new(),
            edges: Vec::new(),
            file_labels: Vec::new(),
            rank_labels: Vec::new(),
        },
        panels: Vec::new(),
        last_move: Vec::new(),
        move_number: 1,
        to_move: None,
        notes: Vec::new(),
    }
}
