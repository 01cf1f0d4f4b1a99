//! The [`crate::Variant`] adapter: seats, catalogue words and the shared `View` around
//! [`DemonGame`]. Red is seat 0 and Black seat 1.

use super::game::{Action, DemonError, DemonGame, Phase, Record};
use super::notation::ParseCommandError;
use super::piece::Kind;
use super::play::End;
use super::square::{Color, Square};
use crate::error::{codes as shared, RuleError, SetupError};
use crate::message::{Arg, Message};
use crate::report::{Event, Piece as ReportPiece, Report};
use crate::seat::{Seat, Viewer};
use crate::status::{Outcome, Status};
use crate::variant::{
    DrawLapse, Policy, Positioned, PrivateInPublic, Setup, TimeoutRule, Variant, VariantInfo,
};
use crate::view::{Board, Cell, Glyph, Line, Mark, View};

/// The family name: `data/demon/`.
pub const FAMILY: &str = "demon";

/// The one mode of this family.
pub static VARIANTS: &[VariantInfo] = &[VariantInfo {
    id: "demon",
    family: FAMILY,
    aliases: &[
        "魔神战棋",
        "魔神戰棋",
        "Demon War Chess",
        "demon-war-chess",
        "demonwarchess",
    ],
    min_seats: 2,
    max_seats: 2,
    seat_names: &["red", "black"],
    teams: &[],
    hidden: false,
    options: &[],
    timeout: TimeoutRule::Challenge,
    private_in_public: PrivateInPublic::Refuse,
    // §6 row 8: an offer stands until the offerer's next move.
    draw_lapse: DrawLapse::OffererActs,
    listed: true,
    catalogues: &[
        ("en", include_str!("../../../data/demon/locales/en.ftl")),
        (
            "zh-CN",
            include_str!("../../../data/demon/locales/zh-CN.ftl"),
        ),
        (
            "zh-TW",
            include_str!("../../../data/demon/locales/zh-TW.ftl"),
        ),
    ],
    piece_page,
    board_style: include_str!("../../../data/demon/board-style.json"),
}];

/// The `/rules demon <piece>` page of a piece named any way (id, code, Chinese, English).
pub fn piece_page(name: &str) -> Option<String> {
    Kind::from_name(name).map(|k| format!("rules-demon-{}", k.id()))
}

pub fn seat_of(color: Color) -> Seat {
    Seat(color.index() as u8)
}

pub fn color_of(seat: Seat) -> Option<Color> {
    match seat.0 {
        0 => Some(Color::Red),
        1 => Some(Color::Black),
        _ => None,
    }
}

fn forms(options: &[String]) -> Arg {
    Arg::List(options.iter().map(|o| Arg::Text(format!("={o}"))).collect())
}

impl DemonGame {
    /// An illegal move's refusal names the piece that cannot go and where to ask for its
    /// moves; the position is perfect information, so naming it tells nobody anything new.
    fn cannot_go(&self, from: Square, to: Square) -> RuleError {
        let illegal = DemonError::Illegal { from, to };
        match self.pos().setup().piece_at(from) {
            Some(piece) => RuleError::new(
                illegal.code(),
                Message::new("demon-cannot-go")
                    .piece("piece", piece.kind.id())
                    .text("from", from.to_string())
                    .text("to", to.to_string()),
            ),
            None => refusal(&illegal),
        }
    }
}

/// The refusal as the shared error: the code, and a message that says more when it can.
pub fn refusal(e: &DemonError) -> RuleError {
    let code = e.code();
    let message = match e {
        DemonError::Syntax(p) => Message::new(match p {
            ParseCommandError::Shape => "demon-syntax-shape",
            ParseCommandError::BadSquare => "demon-syntax-square",
            ParseCommandError::EmptyForm => "demon-syntax-form",
        }),
        DemonError::Illegal { from, to } => Message::new("demon-illegal")
            .text("from", from.to_string())
            .text("to", to.to_string()),
        DemonError::ChoiceMissing(o) => Message::new("demon-choose-form").with("options", forms(o)),
        DemonError::UnavailableForm(o) => {
            Message::new("demon-forms-available").with("options", forms(o))
        }
        DemonError::NoPiece(sq) | DemonError::NotYourPiece(sq) => {
            Message::new(if matches!(e, DemonError::NoPiece(_)) {
                "demon-empty-square"
            } else {
                "demon-enemy-piece"
            })
            .text("square", sq.to_string())
        }
        DemonError::NotYourTurn
        | DemonError::GameOver
        | DemonError::NotAPromotion
        | DemonError::SwapPending
        | DemonError::NotSwapTime => Message::new(code),
    };
    RuleError::new(code, message)
}

fn outcome(end: End) -> Outcome {
    match end {
        End::Win(color, reason) => Outcome::win(vec![seat_of(color)], reason.as_str()),
        End::Draw(reason) => Outcome::draw(reason.as_str()),
    }
}

fn piece(kind: Kind) -> ReportPiece {
    ReportPiece::new(kind.id())
}

/// The shared report of one accepted action, in resolution order (§5.3).
fn report(seat: Seat, record: &Record, freed_now: Option<Color>) -> Report {
    match record {
        Record::Swap { swapped } => {
            let mut r = Report::new(seat, if *swapped { "swap" } else { "keep" });
            let id = if *swapped { "demon-swap" } else { "demon-keep" };
            r.push(Event::Said(Message::new(id).seat("seat", seat)));
            r
        }
        Record::Move(m) => {
            let e = &m.effects;
            let mut r = Report::new(seat, m.notation.clone());
            r.push(Event::Moved {
                seat,
                piece: Some(piece(e.mover.kind)),
                from: m.from.to_string(),
                to: m.to.to_string(),
            });
            if let Some((at, victim)) = e.captured {
                r.push(Event::Captured {
                    by: seat,
                    piece: piece(victim.kind),
                    owner: seat_of(victim.color),
                    at: at.to_string(),
                });
            }
            if let Some((at, mover)) = e.destroyed {
                r.push(Event::Died {
                    piece: piece(mover.kind),
                    owner: seat,
                    at: at.to_string(),
                    cause: Message::new("demon-cause-missile"),
                });
            }
            for (at, victim) in &e.splash {
                r.push(Event::Died {
                    piece: piece(victim.kind),
                    owner: seat_of(victim.color),
                    at: at.to_string(),
                    cause: Message::new("demon-cause-splash"),
                });
            }
            if let Some((at, form)) = e.promoted {
                r.push(Event::Promoted {
                    from: piece(e.mover.kind),
                    to: piece(form),
                    at: at.to_string(),
                });
            }
            if let Some(color) = freed_now {
                r.push(Event::Said(
                    Message::new("demon-freed").seat("seat", seat_of(color)),
                ));
            }
            if let Some(end) = m.end {
                r.push(Event::Finished(outcome(end)));
            }
            r
        }
    }
}

impl DemonGame {
    fn end_report(&mut self, seat: Seat, notation: &str, end: End) -> Report {
        let mut r = Report::new(seat, notation);
        if self.finish(end) {
            r.push(Event::Finished(outcome(end)));
        }
        r
    }

    /// The shared view for `viewer`; the game hides nothing, so every glyph is known.
    pub fn make_view(&self, viewer: Viewer) -> View {
        let viewer_color = viewer.seat().and_then(color_of);
        let picture = self.picture(viewer_color);
        let cells = picture
            .cells
            .iter()
            .map(|c| Cell {
                x: f32::from(c.square.file() as u8) + 0.5,
                y: f32::from(c.square.rank() as u8) + 0.5,
                name: c.square.to_string(),
                kind: c.kind.to_string(),
                piece: c.piece.as_ref().map(|g| Glyph {
                    owner: Some(seat_of(g.color)),
                    kind: Some(g.id.to_string()),
                    marks: if g.promoted {
                        vec![Mark::Promoted]
                    } else {
                        Vec::new()
                    },
                }),
            })
            .collect();
        let lines = picture
            .lines
            .iter()
            .map(|l| Line {
                from: l.from,
                to: l.to,
                style: l.kind.to_string(),
            })
            .collect();
        let (last_move, removed) = match &picture.last {
            Some(last) => (
                vec![last.from.index(), last.to.index()],
                last.splashed.iter().map(|s| s.index()).collect(),
            ),
            None => (Vec::new(), Vec::new()),
        };
        let mut notes = Vec::new();
        if self.phase() == Phase::SwapChoice && self.end().is_none() {
            notes.push(Message::new("demon-swap-question").seat("seat", seat_of(Color::Black)));
        }
        View {
            variant: "demon".into(),
            viewer,
            board: Board {
                width: 13.0,
                height: 13.0,
                grid: Some((13, 13)),
                cells,
                edges: Vec::new(),
                lines,
                file_labels: "abcdefghijklm".chars().map(String::from).collect(),
                rank_labels: (1..=13).map(|r: u8| r.to_string()).collect(),
            },
            panels: Vec::new(),
            last_move,
            removed,
            move_number: picture.fullmove,
            to_move: picture.to_move.map(seat_of),
            notes,
            seat_colors: vec!["red".into(), "black".into()],
            quarter_turns: picture.quarter_turns,
        }
    }
}

impl Variant for DemonGame {
    type Action = Action;
    const FAMILY: &'static str = FAMILY;
    const VARIANTS: &'static [VariantInfo] = VARIANTS;
    const POLICY: Policy<Self> = Policy {
        position: Some(|game| game.pos().fen()),
        perft: Some(perft_by_spec),
        ..Policy::NONE
    };

    fn new(_info: &'static VariantInfo, _setup: &Setup) -> Result<Self, SetupError> {
        Ok(DemonGame::new())
    }

    fn from_position(
        _info: &'static VariantInfo,
        text: &str,
    ) -> Result<Positioned<Self>, SetupError> {
        let state = DemonGame::from_fen(text).map_err(|e| SetupError(e.to_string()))?;
        Ok(Positioned { state, seats: 2 })
    }

    fn status(&self) -> Status {
        match (self.end(), self.to_move()) {
            (Some(end), _) => Status::Finished(outcome(end)),
            (None, Some(color)) => Status::ToMove(seat_of(color)),
            // Unreachable: an unfinished game always has a side to act.
            (None, None) => Status::Finished(Outcome::draw("abort")),
        }
    }

    fn parse(&self, seat: Seat, text: &str) -> Result<Action, RuleError> {
        // A player who is not to move is told so before the move is judged: judging it
        // against the other side's position would call a move illegal that is legal a
        // turn later.
        let waiting = self.end().is_none()
            && color_of(seat).is_some_and(|color| Some(color) != self.to_move());
        match DemonGame::read_command(self, text) {
            Err(DemonError::Syntax(e)) => Err(refusal(&DemonError::Syntax(e))),
            Err(_) if waiting => Err(refusal(&DemonError::NotYourTurn)),
            Err(DemonError::Illegal { from, to }) => Err(self.cannot_go(from, to)),
            result => result.map_err(|e| refusal(&e)),
        }
    }

    fn format(&self, action: &Action) -> String {
        DemonGame::notation_of(self, action)
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Report, RuleError> {
        let color = color_of(seat).ok_or_else(|| RuleError::code(shared::NOT_A_PLAYER))?;
        let freed_before = self.pos().setup().freed;
        let record = DemonGame::play(self, color, action).map_err(|e| refusal(&e))?;
        let freed_after = self.pos().setup().freed;
        let freed_now = Color::BOTH
            .into_iter()
            .find(|c| freed_after[c.index()] && !freed_before[c.index()]);
        Ok(report(seat, &record, freed_now))
    }

    fn legal(&self, seat: Seat) -> Vec<Action> {
        if color_of(seat).is_some() && color_of(seat) == self.to_move() {
            DemonGame::legal_actions(self)
        } else {
            Vec::new()
        }
    }

    fn suggest(&self, seat: Seat, typed: &str, limit: usize) -> Vec<String> {
        if color_of(seat).is_some() && color_of(seat) == self.to_move() {
            DemonGame::complete(self, typed, limit)
        } else {
            Vec::new()
        }
    }

    fn view(&self, viewer: Viewer) -> View {
        self.make_view(viewer)
    }

    fn forfeit(&mut self, seat: Seat, reason: &str) -> Report {
        let Some(color) = color_of(seat) else {
            return Report::new(seat, reason);
        };
        let why = if reason == "timeout" {
            super::play::Reason::Timeout
        } else {
            super::play::Reason::Resign
        };
        self.end_report(seat, reason, End::Win(color.opposite(), why))
    }

    fn agree_draw(&mut self) -> Report {
        let seat = self.to_move().map_or(Seat(0), seat_of);
        self.end_report(
            seat,
            "draw-accept",
            End::Draw(super::play::Reason::Agreement),
        )
    }

    fn active_seats(&self) -> Vec<Seat> {
        vec![Seat(0), Seat(1)]
    }

    fn hint(&self, seat: Seat, at: &str) -> Result<Vec<usize>, RuleError> {
        let color = color_of(seat).ok_or_else(|| RuleError::code(shared::NOT_A_PLAYER))?;
        DemonGame::destinations_of(self, color, at)
            .map(|v| v.into_iter().map(Square::index).collect())
            .map_err(|e| refusal(&e))
    }
}

/// §9: a move that ends the game under §6 rows 1-3 is one leaf; rows 4-6 (no move,
/// repetition, 200 plies) do not end the walk, so a side without a move adds 0 below
/// it. Black's swap question is not a move of §9 and is walked the shared way.
fn perft_by_spec(game: &DemonGame, depth: u32) -> Option<u64> {
    use super::play::Reason;
    if game.phase() == Phase::SwapChoice {
        return None;
    }
    match game.end() {
        None
        | Some(
            End::Win(_, Reason::NoMoves) | End::Draw(Reason::Repetition | Reason::TwoHundredPly),
        ) => Some(game.pos().perft(depth)),
        Some(End::Win(
            _,
            Reason::EmperorCaptured | Reason::EmperorTookMissile | Reason::Facing,
        )) => Some(1),
        // Resignation, agreement and timeouts are not moves; the shared rule counts them.
        Some(_) => None,
    }
}
