//! The army-chess family on the common seam: five variant ids over one engine.
//!
//! Everything here translates: options into [`Rules`], engine events into report events
//! and catalogue messages, [`Junqi::seen`] into a [`View`]. No rule lives here.

use super::board::{BoardShape, Compass, Pos, PosKind};
use super::event::{JunqiEvent, Outcome as EngineOutcome, PrivateNote as EngineNote};
use super::layout::LayoutError;
use super::piece::{Clash, Kind, Owner};
use super::setup::Position;
use super::{
    Action, Command, DeployTimeout, DrawReason, Junqi, JunqiError, Mode, MoveTimeout, Phase, Rules,
};
use crate::error::{RuleError, SetupError};
use crate::message::Message;
use crate::report::{Event, Piece, Report};
use crate::seat::{Seat, Viewer};
use crate::status::{Outcome, Status};
use crate::variant::{
    DrawLapse, OptionSpec, PrivateInPublic, Setup, TimeoutRule, Variant, VariantInfo,
};
use crate::view::{Board, Cell, Edge, Glyph, View};
use serde::{Deserialize, Serialize};

/// The family name: `data/junqi/`.
pub const FAMILY: &str = "junqi";

const CATALOGUES: &[(&str, &str)] = &[
    ("en", include_str!("../../../data/junqi/locales/en.ftl")),
    (
        "zh-CN",
        include_str!("../../../data/junqi/locales/zh-CN.ftl"),
    ),
    (
        "zh-TW",
        include_str!("../../../data/junqi/locales/zh-TW.ftl"),
    ),
];

const ON_TIMEOUT: OptionSpec = OptionSpec {
    key: "on_timeout",
    values: &["skip", "forfeit"],
    default: "skip",
};
const MAX_SKIPS: OptionSpec = OptionSpec {
    key: "max_skips",
    values: &["0", "1", "2", "3", "4", "5"],
    default: "2",
};
const DEPLOY_DEADLINE: OptionSpec = OptionSpec {
    key: "deploy_deadline",
    values: &[],
    default: "",
};
/// `default` is refused in hidden modes when the game is created (§4.6).
const ON_DEPLOY_TIMEOUT: OptionSpec = OptionSpec {
    key: "on_deploy_timeout",
    values: &["random", "default", "forfeit"],
    default: "random",
};
const ALLY_VIEW: OptionSpec = OptionSpec {
    key: "ally_view",
    values: &["hidden", "open"],
    default: "hidden",
};
const FANQI_FLAG: OptionSpec = OptionSpec {
    key: "fanqi_flag",
    values: &["capture", "carry"],
    default: "capture",
};

const fn info(
    id: &'static str,
    aliases: &'static [&'static str],
    seats: usize,
    seat_names: &'static [&'static str],
    teams: &'static [&'static [u8]],
    options: &'static [OptionSpec],
) -> VariantInfo {
    VariantInfo {
        id,
        family: FAMILY,
        aliases,
        min_seats: seats,
        max_seats: seats,
        seat_names,
        teams,
        hidden: true,
        has_position: false,
        options,
        timeout: TimeoutRule::Rules,
        // §8.6: a private command typed in a shared channel gets no reply at all.
        private_in_public: PrivateInPublic::Ignore,
        draw_lapse: DrawLapse::AnyPly,
        listed: true,
        catalogues: CATALOGUES,
        piece_page,
    }
}

/// The five modes (§0). `fanqi` seats are named by challenge order: P1 is drawn (§7.2).
pub static VARIANTS: &[VariantInfo] = &[
    info(
        "junqi-siguo",
        &["四国军棋", "四國軍棋", "siguo", "junqi4"],
        4,
        &["south", "east", "north", "west"],
        &[&[0, 2], &[1, 3]],
        &[
            ALLY_VIEW,
            ON_TIMEOUT,
            MAX_SKIPS,
            ON_DEPLOY_TIMEOUT,
            DEPLOY_DEADLINE,
        ],
    ),
    info(
        "junqi-liangguo",
        &["两国军棋", "兩國軍棋", "liangguo"],
        2,
        &["south", "north"],
        &[],
        &[ON_TIMEOUT, MAX_SKIPS, ON_DEPLOY_TIMEOUT, DEPLOY_DEADLINE],
    ),
    info(
        "junqi-anqi",
        &["暗棋", "陆战棋", "陸戰棋", "anqi"],
        2,
        &["south", "north"],
        &[],
        &[ON_TIMEOUT, MAX_SKIPS, ON_DEPLOY_TIMEOUT, DEPLOY_DEADLINE],
    ),
    info(
        "junqi-open",
        &["明棋", "junqi-mingqi"],
        2,
        &["south", "north"],
        &[],
        &[ON_TIMEOUT, MAX_SKIPS, ON_DEPLOY_TIMEOUT, DEPLOY_DEADLINE],
    ),
    info(
        "junqi-fanqi",
        &["翻棋", "fanqi"],
        2,
        &["challenger", "opponent"],
        &[],
        &[FANQI_FLAG, ON_TIMEOUT, MAX_SKIPS],
    ),
];

/// The `/rules` page of a piece named by code, Chinese name or id.
fn piece_page(name: &str) -> Option<String> {
    Kind::from_name(name).map(|k| format!("junqi-page-{}", k.id()))
}

fn mode_of(info: &VariantInfo) -> Result<Mode, SetupError> {
    info.id
        .strip_prefix("junqi-")
        .and_then(Mode::from_id)
        .ok_or_else(|| SetupError(format!("{} is not an army-chess mode", info.id)))
}

fn info_of(mode: Mode) -> &'static VariantInfo {
    let i = Mode::ALL.iter().position(|m| *m == mode).unwrap_or(0);
    &VARIANTS[i.min(VARIANTS.len() - 1)]
}

fn rules_from(mode: Mode, setup: &Setup) -> Result<Rules, SetupError> {
    info_of(mode).check_options(&setup.options)?;
    let get = |key: &str| setup.options.get(key).map(String::as_str);
    let on_deploy_timeout = match get("on_deploy_timeout") {
        Some("forfeit") => DeployTimeout::Forfeit,
        Some("default") if mode == Mode::Open => DeployTimeout::Default,
        Some("default") => return Err(SetupError(
            "on_deploy_timeout=default would publish a hidden army; it exists only in junqi-open"
                .into(),
        )),
        _ => DeployTimeout::Random,
    };
    Ok(Rules {
        ally_view_open: get("ally_view") == Some("open"),
        fanqi_carry: get("fanqi_flag") == Some("carry"),
        on_deploy_timeout,
        on_timeout: match get("on_timeout") {
            Some("forfeit") => MoveTimeout::Forfeit,
            _ => MoveTimeout::Skip,
        },
        max_skips: get("max_skips").and_then(|v| v.parse().ok()).unwrap_or(2),
    })
}

/// One army-chess game on the seam.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArmyChess {
    engine: Junqi,
}

impl ArmyChess {
    pub fn engine(&self) -> &Junqi {
        &self.engine
    }

    /// Wrap an engine state (tests: two games a viewer must not tell apart).
    pub fn from_engine(engine: Junqi) -> ArmyChess {
        ArmyChess { engine }
    }

    fn name(&self, p: Pos) -> String {
        self.engine.board().name(p).to_string()
    }

    fn seat_of_owner(&self, owner: Owner) -> Option<Seat> {
        self.engine.seat_of(owner)
    }

    fn colour_message(colour: super::Colour) -> Message {
        Message::new(format!("junqi-{}", colour.word()))
    }

    /// The refusal as the player reads it: the code's entry as the heading, and for layout
    /// errors a sentence of their own with the details (`.whole` in the catalogues).
    fn refusal(e: JunqiError) -> RuleError {
        let code = e.code();
        let message = match &e {
            JunqiError::Layout(LayoutError::TokenCount { found }) => {
                Message::new("junqi-token-count").number("found", *found as i64)
            }
            JunqiError::Layout(LayoutError::BadToken { index }) => {
                Message::new("junqi-bad-token").number("index", *index as i64)
            }
            JunqiError::Layout(LayoutError::PieceCount {
                kind,
                expected,
                found,
            }) => Message::new("junqi-piece-count")
                .piece("piece", kind.id())
                .number("expected", *expected as i64)
                .number("found", *found as i64),
            JunqiError::Layout(LayoutError::MineRow { post }) => {
                Message::new("junqi-mine-row").text("post", post.clone())
            }
            JunqiError::Layout(LayoutError::BombFront { post }) => {
                Message::new("junqi-bomb-front").text("post", post.clone())
            }
            _ => Message::new(code),
        };
        RuleError::new(code, message)
    }

    /// The seat's own report of one engine outcome. Identities appear only where every
    /// reader may know them (open and flipped pieces); private notes go to their seat.
    fn report(&self, seat: Seat, public_notation: String, out: EngineOutcome) -> Report {
        let mut report = Report::new(seat, public_notation);
        let public_pieces = matches!(self.engine.mode(), Mode::Open | Mode::Fanqi);
        for event in out.events {
            let said = |m: Message| Some(Event::Said(m));
            let converted = match event {
                JunqiEvent::Deployed(w) => {
                    said(Message::new("junqi-deployed").seat("seat", w.seat))
                }
                JunqiEvent::Move { who, from, to } => {
                    let piece = self
                        .engine
                        .board()
                        .lookup(&to)
                        .and_then(|p| self.engine.piece_at(p))
                        .filter(|_| public_pieces)
                        .map(|p| Piece::new(p.kind.id()));
                    Some(Event::Moved {
                        seat: who.seat,
                        piece,
                        from,
                        to,
                    })
                }
                JunqiEvent::Clash {
                    who,
                    from,
                    to,
                    result,
                } => said(
                    Message::new(format!("junqi-clash-{}", result.word()))
                        .seat("seat", who.seat)
                        .text("from", from)
                        .text("to", to),
                ),
                JunqiEvent::Commander { owner, flag } => said(
                    Message::new("junqi-commander")
                        .seat("seat", owner.seat)
                        .text("at", flag),
                ),
                JunqiEvent::Flag { owner, captor } => match owner {
                    Owner::Colour(c) => said(
                        Message::new("junqi-flag-captured-colour")
                            .seat("captor", captor.seat)
                            .with("colour", Self::colour_message(c)),
                    ),
                    Owner::Army(_) => self.seat_of_owner(owner).and_then(|o| {
                        said(
                            Message::new("junqi-flag-captured")
                                .seat("captor", captor.seat)
                                .seat("owner", o),
                        )
                    }),
                },
                JunqiEvent::Eliminated { who, reason } => Some(Event::Eliminated {
                    seat: who.seat,
                    reason: Message::new(format!("eliminated-{}", reason.word())),
                }),
                JunqiEvent::Skip(w) => said(Message::new("junqi-skip").seat("seat", w.seat)),
                // Whose turn it is comes from `status`.
                JunqiEvent::Next(_) | JunqiEvent::DrawOffer(_) => None,
                JunqiEvent::Win { .. } | JunqiEvent::Draw(_) => self.outcome().map(Event::Finished),
                JunqiEvent::Flip {
                    who,
                    at,
                    colour,
                    kind,
                } => said(
                    Message::new("junqi-flip")
                        .seat("seat", who.seat)
                        .text("at", at)
                        .with("colour", Self::colour_message(colour))
                        .piece("piece", kind.id()),
                ),
                JunqiEvent::Colour { who, colour } => said(
                    Message::new("junqi-colour")
                        .seat("seat", who.seat)
                        .with("colour", Self::colour_message(colour)),
                ),
                JunqiEvent::Pickup { who, at } => said(
                    Message::new("junqi-pickup")
                        .seat("seat", who.seat)
                        .text("at", at),
                ),
                JunqiEvent::Drop(at) => said(Message::new("junqi-drop").text("at", at)),
            };
            if let Some(e) = converted {
                report.push(e);
            }
        }
        for (to, note) in out.private {
            let message = match note {
                EngineNote::Layout(layout) => Message::new("junqi-layout").text("layout", layout),
                EngineNote::OwnPiece { at, kind, removed } => Message::new(if removed {
                    "junqi-yours-removed"
                } else {
                    "junqi-yours-survived"
                })
                .piece("piece", kind.id())
                .text("at", at),
            };
            report.tell(to, Event::Said(message));
        }
        report
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.engine.phase() {
            Phase::Won { seats, reason, .. } => Some(Outcome::win(seats.clone(), reason)),
            Phase::Drawn(DrawReason::Quiet) => Some(Outcome::draw("quiet")),
            Phase::Drawn(DrawReason::Agreed) => Some(Outcome::draw("agreement")),
            _ => None,
        }
    }

    /// Counter-clockwise quarter turns that bring the viewer's home to the bottom.
    fn quarter_turns(&self, viewer: Viewer) -> u8 {
        let Some(seat) = viewer.seat() else {
            return 0;
        };
        let mode = self.engine.mode();
        if mode == Mode::Fanqi {
            return if seat == self.engine.first_player() {
                0
            } else {
                2
            };
        }
        match mode.compass(seat) {
            Some(Compass::E) => 3,
            Some(Compass::N) => 2,
            Some(Compass::W) => 1,
            _ => 0,
        }
    }

    fn seat_colors(&self) -> Vec<String> {
        let mode = self.engine.mode();
        let names: Vec<&str> = match mode {
            Mode::Siguo => vec!["red", "blue", "green", "gold"],
            Mode::Fanqi => (0..2)
                .map(|i| {
                    self.engine
                        .colour_of(Seat(i))
                        .map_or(if i == 0 { "red" } else { "black" }, |c| c.word())
                })
                .collect(),
            _ => vec!["red", "blue"],
        };
        names.into_iter().map(str::to_string).collect()
    }

    fn notes(&self) -> Vec<Message> {
        let engine = &self.engine;
        let mut notes = Vec::new();
        if engine.mode() == Mode::Siguo {
            notes.push(Message::new("junqi-note-teams"));
        }
        if engine.mode() == Mode::Fanqi {
            for colour in [super::Colour::Red, super::Colour::Black] {
                if engine.colours_known() {
                    if let Some(rank) = engine.lowest_rank(colour) {
                        notes.push(
                            Message::new("junqi-note-rank")
                                .with("colour", Self::colour_message(colour))
                                .piece("piece", Kind::Ranked(rank).id()),
                        );
                    }
                }
            }
            for &(at, colour) in engine.carriers() {
                notes.push(
                    Message::new("junqi-note-carrier")
                        .text("at", self.name(at))
                        .with("colour", Self::colour_message(colour)),
                );
            }
            for &(at, colour) in engine.loose_flags() {
                notes.push(
                    Message::new("junqi-note-loose")
                        .text("at", self.name(at))
                        .with("colour", Self::colour_message(colour)),
                );
            }
        }
        notes
    }
}

impl Variant for ArmyChess {
    type Action = Action;

    fn new(info: &'static VariantInfo, setup: &Setup) -> Result<Self, SetupError> {
        let mode = mode_of(info)?;
        if setup.seats != mode.seats() {
            return Err(SetupError(format!(
                "{} needs {} players, not {}",
                info.id,
                mode.seats(),
                setup.seats
            )));
        }
        let rules = rules_from(mode, setup)?;
        Ok(ArmyChess {
            engine: Junqi::new(mode, rules, setup.seed),
        })
    }

    /// The §10.1 `board` format (`S5a=S:38 C9=E:40 …`, `:down` for face-down `fanqi`
    /// pieces), in play with the first seat to move: for tests and analysis.
    fn from_position(info: &'static VariantInfo, text: &str) -> Result<Self, SetupError> {
        let mode = mode_of(info)?;
        let pieces = Position::parse_pieces(mode, text).map_err(|e| SetupError(e.0))?;
        let position = Position {
            pieces,
            ..Position::default()
        };
        Junqi::from_position(mode, Rules::default(), position)
            .map(|engine| ArmyChess { engine })
            .map_err(|e| SetupError(e.0))
    }

    fn position(&self) -> Option<String> {
        None // every position string would carry hidden identities
    }

    fn status(&self) -> Status {
        if let Some(o) = self.outcome() {
            return Status::Finished(o);
        }
        match self.engine.phase() {
            Phase::Deploying => Status::Simultaneous(
                self.engine
                    .alive_seats()
                    .into_iter()
                    .filter(|&s| !self.engine.has_layout(s))
                    .collect(),
            ),
            _ => Status::ToMove(self.engine.turn()),
        }
    }

    fn parse(&self, _seat: Seat, text: &str) -> Result<Action, RuleError> {
        match self.engine.parse(text) {
            Ok(Command::Board) | Err(JunqiError::Syntax) => {
                Err(RuleError::new("E_SYNTAX", Message::new("E_SYNTAX")))
            }
            Ok(command) => Action::from_command(command)
                .ok_or_else(|| RuleError::new("E_SYNTAX", Message::new("E_SYNTAX"))),
            Err(e) => Err(Self::refusal(e)),
        }
    }

    fn format(&self, action: &Action) -> String {
        self.engine.format(action)
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Report, RuleError> {
        let out = self.engine.apply(seat, action).map_err(Self::refusal)?;
        // A layout never appears in public: the log's public text is its outline.
        let public = match action {
            Action::Deploy(_) => "deploy".to_string(),
            other => self.engine.format(other),
        };
        Ok(self.report(seat, public, out))
    }

    fn legal(&self, seat: Seat) -> Vec<Action> {
        self.engine.legal(seat)
    }

    fn suggest(&self, seat: Seat, typed: &str, limit: usize) -> Vec<String> {
        self.engine.suggest(seat, typed, limit)
    }

    fn view(&self, viewer: Viewer) -> View {
        let engine = &self.engine;
        let board = engine.board();
        let seen = engine.seen(viewer);
        let cells = board
            .all()
            .map(|p| {
                let node = &board.nodes[p.index()];
                let kind = match (node.kind, node.home) {
                    (PosKind::Station, None) => "centre",
                    (k, _) => k.id(),
                };
                let piece = seen.iter().find(|s| s.pos == p).map(|s| Glyph {
                    owner: s.owner.and_then(|o| engine.seat_of(o)),
                    kind: s.kind.map(|k| k.id().to_string()),
                    marks: Vec::new(),
                });
                Cell {
                    x: f32::from(node.x) + 0.5,
                    y: f32::from(node.y) + 0.5,
                    name: node.name.clone(),
                    kind: kind.to_string(),
                    piece,
                }
            })
            .collect();
        let (width, height) = match board.shape {
            BoardShape::FourCountry => (17.0, 17.0),
            BoardShape::TwoPlayer => (5.0, 12.0),
        };
        let (last_move, removed) = match engine.last_move() {
            Some((from, to, _)) if from == to => (vec![to.index()], Vec::new()),
            Some((from, to, clash)) => (
                vec![from.index(), to.index()],
                clash.map(|_: Clash| vec![to.index()]).unwrap_or_default(),
            ),
            None => (Vec::new(), Vec::new()),
        };
        View {
            variant: info_of(engine.mode()).id.to_string(),
            viewer,
            board: Board {
                width,
                height,
                grid: None,
                cells,
                edges: board
                    .edges
                    .iter()
                    .map(|&(a, b, rail)| Edge {
                        a: a.index(),
                        b: b.index(),
                        rail,
                    })
                    .collect(),
                lines: Vec::new(),
                file_labels: Vec::new(),
                rank_labels: Vec::new(),
            },
            panels: Vec::new(),
            last_move,
            removed,
            move_number: engine.plies() + 1,
            to_move: (*engine.phase() == Phase::Playing).then(|| engine.turn()),
            notes: self.notes(),
            seat_colors: self.seat_colors(),
            quarter_turns: self.quarter_turns(viewer),
        }
    }

    fn forfeit(&mut self, seat: Seat, reason: &str) -> Report {
        let result = if reason == "resign" {
            self.engine.apply(seat, &Action::Resign)
        } else {
            self.engine.forfeit(seat)
        };
        match result {
            Ok(out) => self.report(seat, reason.to_string(), out),
            Err(_) => Report::new(seat, reason),
        }
    }

    fn on_timeout(&mut self, seat: Seat) -> Report {
        let out = self.engine.on_timeout(seat);
        self.report(seat, "timeout".to_string(), out)
    }

    fn agree_draw(&mut self) -> Report {
        let out = self.engine.agree_draw();
        self.report(self.engine.turn(), "draw".to_string(), out)
    }

    fn active_seats(&self) -> Vec<Seat> {
        self.engine.alive_seats()
    }

    fn seat_count(&self) -> usize {
        self.engine.mode().seats()
    }

    fn hint(&self, seat: Seat, at: &str) -> Result<Vec<usize>, RuleError> {
        let p = super::parse::resolve(self.engine.board(), at.trim()).map_err(Self::refusal)?;
        Ok(self
            .engine
            .destinations(seat, p)
            .into_iter()
            .map(Pos::index)
            .collect())
    }

    fn is_private(&self, action: &Action) -> bool {
        match action {
            Action::Deploy(_) => true,
            Action::Move { .. } | Action::Flip(_) => self.engine.mode().hidden(),
            Action::Resign | Action::Draw => false,
        }
    }
}
