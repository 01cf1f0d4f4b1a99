//! Secret Duel (`secret-duel`): a 3x3 hidden-information game kept to prove that the
//! core carries what army chess and ancient war chess need.
//!
//! - 2–4 seats. First a simultaneous private phase: each seat hides one treasure with
//!   `hide b2`, accepted only by private message.
//! - Then seats take turns (`probe c3`) from a starting seat drawn from the game's seed.
//!   A probe reveals every other seat's treasure on that cell, and those seats are
//!   eliminated; turns skip eliminated seats. Probing a cell twice, or your own cell, is refused.
//! - The last seat standing wins. A seat with nothing left to probe ends the game drawn.

use crate::error::{codes, RuleError, SetupError};
use crate::message::Message;
use crate::notation::normalize;
use crate::report::{Event, Piece, Report};
use crate::seat::{next_active, Seat, Viewer};
use crate::status::{Outcome, Status};
use crate::variant::{
    DrawLapse, Policy, Positioned, PrivateInPublic, Setup, TimeoutRule, Variant, VariantInfo,
};
use crate::view::{Board, Cell, Glyph, View};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use serde::{Deserialize, Serialize};

const SIZE: usize = 3;
const CELLS: usize = SIZE * SIZE;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Hide(usize),
    Probe(usize),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SecretDuel {
    /// Each seat's hidden cell, once chosen.
    treasures: Vec<Option<usize>>,
    active: Vec<bool>,
    probed: Vec<usize>,
    /// Seat that moves first once every treasure is hidden (drawn from the seed).
    first: Seat,
    to_move: Option<Seat>,
    outcome: Option<Outcome>,
    last: Option<usize>,
    turns: u32,
}

const TREASURE: &str = "treasure";

fn treasure() -> Piece {
    Piece::new(TREASURE)
}

fn cell_name(cell: usize) -> String {
    let file = (b'a' + (cell % SIZE) as u8) as char;
    format!("{}{}", file, cell / SIZE + 1)
}

fn parse_cell(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    if bytes.len() != 2 {
        return None;
    }
    let file = bytes[0]
        .checked_sub(b'a')
        .filter(|&f| (f as usize) < SIZE)?;
    let rank = bytes[1]
        .checked_sub(b'1')
        .filter(|&r| (r as usize) < SIZE)?;
    Some(rank as usize * SIZE + file as usize)
}

fn seat_of(index: usize) -> Seat {
    Seat(u8::try_from(index).unwrap_or(u8::MAX))
}

/// The family name: `data/secret-duel/`.
pub const FAMILY: &str = "secret-duel";

/// The one mode of this family.
pub static VARIANTS: &[VariantInfo] = &[VariantInfo {
    id: "secret-duel",
    family: FAMILY,
    aliases: &["秘寶對決", "秘宝对决"],
    min_seats: 2,
    max_seats: 4,
    seat_names: &["first", "second", "third", "fourth"],
    teams: &[],
    hidden: true,
    options: &[],
    timeout: TimeoutRule::Challenge,
    private_in_public: PrivateInPublic::Refuse,
    draw_lapse: DrawLapse::OpponentActs,
    listed: false,
    catalogues: &[
        ("en", include_str!("../../data/secret-duel/locales/en.ftl")),
        (
            "zh-CN",
            include_str!("../../data/secret-duel/locales/zh-CN.ftl"),
        ),
        (
            "zh-TW",
            include_str!("../../data/secret-duel/locales/zh-TW.ftl"),
        ),
    ],
    piece_page: crate::variant::no_piece_pages,
    board_style: crate::variant::PLAIN_BOARD,
}];

impl SecretDuel {
    fn waiting(&self) -> Vec<Seat> {
        (0..self.treasures.len())
            .filter(|&i| self.active[i] && self.treasures[i].is_none())
            .map(seat_of)
            .collect()
    }

    fn check_last_standing(&mut self, report: &mut Report, reason: &str) {
        let alive: Vec<Seat> = (0..self.active.len())
            .filter(|&i| self.active[i])
            .map(seat_of)
            .collect();
        if alive.len() == 1 {
            let outcome = Outcome::win(alive, reason);
            report.push(Event::Finished(outcome.clone()));
            self.outcome = Some(outcome);
            self.to_move = None;
        }
    }

    fn start_play_if_ready(&mut self) {
        if self.to_move.is_none() && self.outcome.is_none() && self.waiting().is_empty() {
            self.to_move = if self.active[self.first.index()] {
                Some(self.first)
            } else {
                next_active(self.first, &self.active)
            };
        }
    }

    fn probe_targets(&self, seat: Seat) -> Vec<usize> {
        (0..CELLS)
            .filter(|c| !self.probed.contains(c) && self.treasures[seat.index()] != Some(*c))
            .collect()
    }

    /// What `viewer` sees; with `all`, every hidden treasure too (the replay of a game
    /// that ended with a result).
    fn picture(&self, viewer: Viewer, all: bool) -> View {
        let cells = (0..CELLS)
            .map(|c| {
                let revealed = (0..self.treasures.len()).find(|&o| {
                    self.treasures[o] == Some(c)
                        && (all
                            || self.outcome.is_some()
                            || !self.active[o]
                            || viewer == Viewer::Seat(seat_of(o)))
                });
                Cell {
                    x: (c % SIZE) as f32 + 0.5,
                    y: (c / SIZE) as f32 + 0.5,
                    name: cell_name(c),
                    kind: if self.probed.contains(&c) {
                        "marked".to_string()
                    } else {
                        "light".to_string()
                    },
                    piece: revealed.map(|o| Glyph::known(seat_of(o), TREASURE)),
                }
            })
            .collect();
        View {
            variant: VARIANTS[0].id.to_string(),
            viewer,
            board: Board {
                width: SIZE as f32,
                height: SIZE as f32,
                grid: Some((SIZE as u8, SIZE as u8)),
                cells,
                edges: Vec::new(),
                lines: Vec::new(),
                file_labels: ["a", "b", "c"].iter().map(|s| s.to_string()).collect(),
                rank_labels: ["1", "2", "3"].iter().map(|s| s.to_string()).collect(),
            },
            panels: Vec::new(),
            last_move: self.last.into_iter().collect(),
            move_number: self.turns + 1,
            to_move: self.to_move,
            notes: Vec::new(),
            removed: Vec::new(),
            seat_colors: ["white", "black", "red", "blue"]
                .iter()
                .take(self.treasures.len())
                .map(|c| c.to_string())
                .collect(),
            quarter_turns: 0,
        }
    }
}

impl Variant for SecretDuel {
    type Action = Action;
    const FAMILY: &'static str = FAMILY;
    const VARIANTS: &'static [VariantInfo] = VARIANTS;
    const POLICY: Policy<Self> = Policy {
        revealed_view: Some(|duel| duel.picture(Viewer::Spectator, true)),
        ..Policy::NONE
    };

    fn new(info: &'static VariantInfo, setup: &Setup) -> Result<Self, SetupError> {
        if !(info.min_seats..=info.max_seats).contains(&setup.seats) {
            return Err(SetupError(format!(
                "secret-duel needs 2–4 players, not {}",
                setup.seats
            )));
        }
        let mut rng = ChaCha8Rng::seed_from_u64(setup.seed);
        let first = seat_of((rng.next_u64() % setup.seats as u64) as usize);
        Ok(SecretDuel {
            treasures: vec![None; setup.seats],
            active: vec![true; setup.seats],
            probed: Vec::new(),
            first,
            to_move: None,
            outcome: None,
            last: None,
            turns: 0,
        })
    }

    /// `cells first`: one hidden cell per seat (or `-` while still hiding), comma-separated,
    /// then the index of the seat that moves first. Example: `b2,c3 0`.
    fn from_position(
        _info: &'static VariantInfo,
        text: &str,
    ) -> Result<Positioned<Self>, SetupError> {
        let mut fields = text.split_whitespace();
        let (Some(cells), Some(first), None) = (fields.next(), fields.next(), fields.next()) else {
            return Err(SetupError(
                "expected `<cells> <first seat>`, e.g. `b2,c3 0`".into(),
            ));
        };
        let treasures = cells
            .split(',')
            .map(|c| match c {
                "-" => Ok(None),
                c => parse_cell(c)
                    .map(Some)
                    .ok_or_else(|| SetupError(format!("bad cell {c:?}"))),
            })
            .collect::<Result<Vec<_>, _>>()?;
        if !(2..=4).contains(&treasures.len()) {
            return Err(SetupError("2–4 seats".into()));
        }
        let first: usize = first
            .parse()
            .map_err(|_| SetupError(format!("bad seat {first:?}")))?;
        if first >= treasures.len() {
            return Err(SetupError(format!("no seat {first}")));
        }
        let mut game = SecretDuel {
            active: vec![true; treasures.len()],
            treasures,
            probed: Vec::new(),
            first: seat_of(first),
            to_move: None,
            outcome: None,
            last: None,
            turns: 0,
        };
        game.start_play_if_ready();
        let seats = game.treasures.len();
        Ok(Positioned { state: game, seats })
    }

    fn status(&self) -> Status {
        if let Some(o) = &self.outcome {
            return Status::Finished(o.clone());
        }
        match self.to_move {
            Some(seat) => Status::ToMove(seat),
            None => Status::Simultaneous(self.waiting()),
        }
    }

    fn parse(&self, _seat: Seat, text: &str) -> Result<Action, RuleError> {
        let t = normalize(text);
        let (verb, rest) = if let Some(r) = t.strip_prefix("hide") {
            (Action::Hide as fn(usize) -> Action, r)
        } else if let Some(r) = t.strip_prefix("probe") {
            (Action::Probe as fn(usize) -> Action, r)
        } else {
            return Err(RuleError::syntax(Message::new("sd-syntax")));
        };
        parse_cell(rest)
            .map(verb)
            .ok_or_else(|| RuleError::syntax(Message::new("sd-bad-cell")))
    }

    fn format(&self, action: &Action) -> String {
        match action {
            Action::Hide(c) => format!("hide {}", cell_name(*c)),
            Action::Probe(c) => format!("probe {}", cell_name(*c)),
        }
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Report, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::game_over());
        }
        if !self.status().may_act(seat) {
            return Err(RuleError::not_your_turn());
        }
        match *action {
            Action::Hide(cell) => {
                if self.to_move.is_some() {
                    return Err(RuleError::new(
                        codes::ILLEGAL_MOVE,
                        Message::new("sd-hiding-over"),
                    ));
                }
                self.treasures[seat.index()] = Some(cell);
                let mut report = Report::new(seat, "hide");
                report.push(Event::Said(Message::new("sd-hid").seat("seat", seat)));
                report.tell(
                    seat,
                    Event::Skill {
                        seat,
                        skill: Message::new("sd-skill-hide"),
                        piece: Some(treasure()),
                        at: cell_name(cell),
                    },
                );
                self.start_play_if_ready();
                Ok(report)
            }
            Action::Probe(cell) => {
                if self.to_move.is_none() {
                    return Err(RuleError::new(
                        codes::ILLEGAL_MOVE,
                        Message::new("sd-still-hiding"),
                    ));
                }
                if self.probed.contains(&cell) {
                    return Err(RuleError::new(
                        codes::ILLEGAL_MOVE,
                        Message::new("sd-probed-twice").text("cell", cell_name(cell)),
                    ));
                }
                if self.treasures[seat.index()] == Some(cell) {
                    return Err(RuleError::new(
                        codes::ILLEGAL_MOVE,
                        Message::new("sd-own-cell").text("cell", cell_name(cell)),
                    ));
                }
                self.probed.push(cell);
                self.last = Some(cell);
                self.turns += 1;
                let mut report = Report::new(seat, format!("probe {}", cell_name(cell)));
                report.push(Event::Skill {
                    seat,
                    skill: Message::new("sd-skill-probe"),
                    piece: None,
                    at: cell_name(cell),
                });
                for owner in 0..self.treasures.len() {
                    if owner != seat.index()
                        && self.active[owner]
                        && self.treasures[owner] == Some(cell)
                    {
                        self.active[owner] = false;
                        let owner = seat_of(owner);
                        report.push(Event::Revealed {
                            owner,
                            piece: treasure(),
                            at: cell_name(cell),
                        });
                        report.push(Event::Eliminated {
                            seat: owner,
                            reason: Message::new("sd-eliminated-found"),
                        });
                    }
                }
                self.check_last_standing(&mut report, "found");
                if self.outcome.is_none() {
                    self.to_move = next_active(seat, &self.active);
                    if let Some(next) = self.to_move {
                        if self.probe_targets(next).is_empty() {
                            let outcome = Outcome::draw("no-action");
                            report.push(Event::Finished(outcome.clone()));
                            self.outcome = Some(outcome);
                        }
                    }
                }
                Ok(report)
            }
        }
    }

    fn legal(&self, seat: Seat) -> Vec<Action> {
        if !self.status().may_act(seat) {
            return Vec::new();
        }
        match self.to_move {
            None => (0..CELLS).map(Action::Hide).collect(),
            Some(_) => self
                .probe_targets(seat)
                .into_iter()
                .map(Action::Probe)
                .collect(),
        }
    }

    fn view(&self, viewer: Viewer) -> View {
        self.picture(viewer, false)
    }

    fn forfeit(&mut self, seat: Seat, reason: &str) -> Report {
        let mut report = Report::new(seat, reason);
        if self.outcome.is_some() || !self.active[seat.index()] {
            return report;
        }
        self.active[seat.index()] = false;
        report.push(Event::Eliminated {
            seat,
            reason: Message::new(format!("eliminated-{reason}")),
        });
        self.check_last_standing(&mut report, reason);
        if self.outcome.is_none() && self.to_move == Some(seat) {
            self.to_move = next_active(seat, &self.active);
        }
        self.start_play_if_ready();
        report
    }

    fn agree_draw(&mut self) -> Report {
        let outcome = Outcome::draw("agreement");
        let mut report = Report::new(self.to_move.unwrap_or(Seat(0)), "draw-accept");
        report.push(Event::Finished(outcome.clone()));
        self.outcome = Some(outcome);
        report
    }

    fn active_seats(&self) -> Vec<Seat> {
        (0..self.active.len())
            .filter(|&i| self.active[i])
            .map(seat_of)
            .collect()
    }

    fn hint(&self, seat: Seat, _at: &str) -> Result<Vec<usize>, RuleError> {
        Ok(self.probe_targets(seat))
    }

    fn is_private(&self, action: &Action) -> bool {
        matches!(action, Action::Hide(_))
    }
}
