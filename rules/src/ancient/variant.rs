//! The seam adapter: a match of Ancient War Chess as a [`crate::Variant`].
//!
//! Seat 0 (the challenger, unless `/play … random` shuffled the seats) is red in the
//! first game; colours swap every game (§4.3). The engine's events become catalogue
//! messages; its private events go to one seat only; the match ends (status
//! `Finished`) only when a player has no territory left.

use super::action::{Action, Body, Command};
use super::data;
use super::event::{Event as AwcEvent, Found, Msg, MsgArg};
use super::game::Phase;
use super::notation::parse;
use super::piece::Side;
use super::probes::HeldProbe;
use super::series::{MatchOptions, Series};
use super::square::Square;
use super::supp::{Supps, SUPPLEMENTS};
use super::view::Picture;
use crate::error::{RuleError, SetupError};
use crate::message::{Arg, Message};
use crate::report::{Event, Report};
use crate::seat::{Seat, Viewer};
use crate::status::{Outcome, Status};
use crate::variant::{
    DrawLapse, OptionSpec, Policy, Positioned, PrivateInPublic, Setup, TimeoutRule, Variant,
    VariantInfo,
};
use crate::view::{Board, Cell, Glyph, Line, Mark, View};
use serde::{Deserialize, Serialize};

/// The family folder `data/ancient/`.
pub const FAMILY: &str = "ancient";

/// `territories`, `supp` and one key per supplement toggle (`+decoys` … as `/play` may
/// pass them, the value ignored).
static OPTIONS: &[OptionSpec] = &[
    OptionSpec::rules("territories", &[], "3"),
    OptionSpec::rules("supp", &[], ""),
    OptionSpec::rules("+king", &[], ""),
    OptionSpec::rules("+reinforcements", &[], ""),
    OptionSpec::rules("+city", &[], ""),
    OptionSpec::rules("+rain", &[], ""),
    OptionSpec::rules("+third-party", &[], ""),
    OptionSpec::rules("+decoys", &[], ""),
    OptionSpec::rules("+ambush", &[], ""),
    OptionSpec::rules("+peasants", &[], ""),
    OptionSpec::rules("+cannon", &[], ""),
    OptionSpec::rules("+roadblock", &[], ""),
    OptionSpec::rules("+granary", &[], ""),
    OptionSpec::rules("+burning-camps", &[], ""),
    OptionSpec::rules("+river", &[], ""),
    OptionSpec::rules("+mixed-merge", &[], ""),
    OptionSpec::rules("+defection", &[], ""),
    OptionSpec::rules("+fire-ox", &[], ""),
];

/// The one mode of this family.
pub static VARIANTS: &[VariantInfo] = &[VariantInfo {
    id: "ancient",
    family: FAMILY,
    aliases: &["古战棋", "古戰棋", "ancient-war-chess", "ancientwarchess"],
    min_seats: 2,
    max_seats: 2,
    seat_names: &["challenger", "challenged"],
    teams: &[],
    hidden: true,
    options: OPTIONS,
    timeout: TimeoutRule::Rules,
    private_in_public: PrivateInPublic::RefuseAndDelete,
    draw_lapse: DrawLapse::OffererActs,
    listed: true,
    catalogues: &[
        ("en", include_str!("../../../data/ancient/locales/en.ftl")),
        (
            "zh-CN",
            include_str!("../../../data/ancient/locales/zh-CN.ftl"),
        ),
        (
            "zh-TW",
            include_str!("../../../data/ancient/locales/zh-TW.ftl"),
        ),
    ],
    piece_page,
    board_style: include_str!("../../../data/ancient/board-style.json"),
}];

/// `/rules ancient <piece>`: any id (`A2`), kind (`army-2`) or name (军2, 軍2, Army 2).
fn piece_page(name: &str) -> Option<String> {
    let wanted = crate::notation::normalize(name);
    data::pieces()
        .pieces
        .iter()
        .find(|p| {
            [&p.id, &p.kind, &p.zh_hans, &p.zh_hant, &p.en]
                .iter()
                .any(|n| crate::notation::normalize(n) == wanted)
        })
        .map(|p| format!("ancient-page-{}", p.kind))
}

/// A match in progress: the state the store keeps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AncientMatch {
    pub series: Series,
}

fn setup_error(text: impl Into<String>) -> SetupError {
    SetupError(text.into())
}

/// The supplements a challenge's options switch on (what a seat knows of the rules in
/// play); unknown words are left out here, `/play` refuses them.
pub fn supps_of(options: &crate::variant::Options) -> Supps {
    option_words(options)
        .iter()
        .filter_map(|w| w.strip_prefix('+'))
        .filter_map(|name| Supps::lookup(name).ok())
        .fold(Supps::NONE, Supps::with)
}

/// The challenge's options as [`MatchOptions`] words.
fn option_words(options: &crate::variant::Options) -> Vec<String> {
    let mut words = Vec::new();
    for (key, value) in options {
        match key.as_str() {
            "territories" => words.push(format!("territories={value}")),
            "supp" => words.extend(
                value
                    .split([',', ' ', '+'])
                    .filter(|s| !s.is_empty())
                    .map(|s| format!("+{s}")),
            ),
            k if k.starts_with('+') => words.push(k.to_string()),
            other => words.push(other.to_string()),
        }
    }
    words
}

fn refuse(code: super::Code) -> RuleError {
    RuleError::code(code.as_str())
}

impl AncientMatch {
    fn seat_of(&self, side: Side) -> Seat {
        Seat(self.series.player_of(side))
    }

    fn side_of(&self, seat: Seat) -> Side {
        self.series.side_of(seat.0)
    }

    fn arg(msg_arg: MsgArg, seat_of: &dyn Fn(Side) -> Seat) -> Arg {
        match msg_arg {
            MsgArg::Text(t) => Arg::Text(t),
            MsgArg::Number(n) => Arg::Number(n),
            MsgArg::Seat(side) => Arg::Seat(seat_of(side)),
            MsgArg::Piece(kind) => Arg::Piece(kind),
            MsgArg::Message(inner) => Arg::Message(Box::new(Self::message(*inner, seat_of))),
        }
    }

    fn message(msg: Msg, seat_of: &dyn Fn(Side) -> Seat) -> Message {
        Message {
            id: msg.id,
            args: msg
                .args
                .into_iter()
                .map(|(name, a)| (name.to_string(), Self::arg(a, seat_of)))
                .collect(),
        }
    }

    /// Turn engine events into a report. `red` is the player who was red when the
    /// action was taken (a finished game swaps colours before this runs).
    fn report(&self, seat: Seat, red: u8, public: String, events: Vec<AwcEvent>) -> Report {
        let seat_of = move |side: Side| match side {
            Side::Red => Seat(red),
            Side::Black => Seat(1 - red.min(1)),
        };
        let mut report = Report::new(seat, public);
        for event in events {
            match &event {
                AwcEvent::MatchWon(p) => {
                    let reason = match self.series.results.last() {
                        Some(super::GameResult::Won { method, .. }) => method.reason(),
                        _ => "territories".to_string(),
                    };
                    report.push(Event::Finished(Outcome::win(vec![Seat(*p)], &reason)));
                }
                _ => {
                    let said = Event::Said(Self::message(event.message(), &seat_of));
                    match event.private_to() {
                        Some(side) => report.tell(seat_of(side), said),
                        None => report.push(said),
                    }
                }
            }
        }
        report
    }

    fn public_notation(command: &Command, events: &[AwcEvent]) -> String {
        let acted = events.iter().find_map(|e| match e {
            AwcEvent::Acted { text, .. } => Some(text.clone()),
            _ => None,
        });
        match (acted, command) {
            (Some(text), _) => text,
            (None, Command::Act(Action::Camps { .. })) => "camps".into(),
            (None, Command::Act(Action::Deploy { .. })) => "deploy".into(),
            (None, c) => c.to_string(),
        }
    }

    /// The probe results `seat` still holds in the current game (§5.2 K7), each with
    /// the square it stands on now and what was found, for `/mine` and the private turn
    /// message; none for a seat outside the game or once it is over.
    pub fn probe_results(&self, seat: Seat) -> Vec<HeldProbe> {
        if seat.0 > 1 {
            return Vec::new();
        }
        self.series.game.probe_results(self.side_of(seat))
    }

    fn run(&mut self, seat: Seat, command: &Command) -> Result<Report, RuleError> {
        let red = self.series.red_player;
        let events = self.series.apply(seat.0, command).map_err(refuse)?;
        let public = Self::public_notation(command, &events);
        Ok(self.report(seat, red, public, events))
    }
}

impl Variant for AncientMatch {
    type Action = Command;
    const FAMILY: &'static str = FAMILY;
    const VARIANTS: &'static [VariantInfo] = VARIANTS;
    const POLICY: Policy<Self> = Policy {
        // §7.4: a secret command in the public channel is `E_CONTEXT`.
        private_only: Some(|_| refuse(super::Code::Context)),
        match_score: Some(|game| score_note(&game.series)),
        held_knowledge: Some(|game, seat| held_note(&game.probe_results(seat))),
        revealed_view: Some(|game| {
            build_view(
                game,
                Viewer::Spectator,
                &game.series.game.revealed_picture(),
            )
        }),
        ..Policy::NONE
    };

    fn new(_info: &'static VariantInfo, setup: &Setup) -> Result<Self, SetupError> {
        if setup.seats != 2 {
            return Err(setup_error("Ancient War Chess is for two players"));
        }
        let words = option_words(&setup.options);
        let options = MatchOptions::parse(words.iter().map(String::as_str)).map_err(setup_error)?;
        // The bot decides seats (challenger first, or shuffled with `random`).
        let options = MatchOptions {
            random_seats: false,
            ..options
        };
        Ok(AncientMatch {
            series: options.start(setup.seed),
        })
    }

    /// `<supp>|<turn>|<red>|<black>|<neutral>` in the spec's vector notation, e.g.
    /// `6,7|red|G a4; M b1 c4 d6; A2 b1 c4 d6|G i4; M h1 g4 f6; A2 h1 g4 f6|F c2 c6 g2 g6`:
    /// a single game (1 territory each) from that position.
    fn from_position(
        _info: &'static VariantInfo,
        text: &str,
    ) -> Result<Positioned<Self>, SetupError> {
        let fields: Vec<&str> = text.split('|').collect();
        let [supp, turn, red, black, neutral] = fields.as_slice() else {
            return Err(setup_error("expected `supp|turn|red|black|neutral`"));
        };
        let supps = Supps::parse_list(supp).map_err(|e| setup_error(e.to_string()))?;
        let mut position =
            super::Position::from_lists(supps, red, black, neutral).map_err(setup_error)?;
        position.ply = match turn.trim() {
            "red" => 1,
            "black" => 2,
            other => {
                return Err(setup_error(format!(
                    "turn must be red or black, not {other}"
                )))
            }
        };
        let mut series = Series::new(supps, 1, true);
        series.game = super::AncientGame::from_position(position);
        Ok(Positioned {
            state: AncientMatch { series },
            seats: 2,
        })
    }

    fn status(&self) -> Status {
        if let Some(p) = self.series.winner {
            let reason = match self.series.results.last() {
                Some(super::GameResult::Won { method, .. }) => method.reason(),
                _ => "territories".to_string(),
            };
            return Status::Finished(Outcome::win(vec![Seat(p)], &reason));
        }
        let game = &self.series.game;
        match game.phase {
            Phase::Camps | Phase::Deploy => Status::Simultaneous(
                game.waiting_for()
                    .into_iter()
                    .map(|s| self.seat_of(s))
                    .collect(),
            ),
            _ => Status::ToMove(self.seat_of(game.position.to_move())),
        }
    }

    fn parse(&self, _seat: Seat, text: &str) -> Result<Command, RuleError> {
        parse(text).map_err(refuse)
    }

    fn format(&self, action: &Command) -> String {
        action.to_string()
    }

    fn apply(&mut self, seat: Seat, action: &Command) -> Result<Report, RuleError> {
        if seat.0 > 1 {
            return Err(RuleError::code(crate::error::codes::NOT_A_PLAYER));
        }
        match action {
            // The shared draw offers go through the bot; `board`/`log`/`help` are replies.
            Command::Draw | Command::Board | Command::Log | Command::Help => {
                Err(RuleError::code(crate::error::codes::UNSUPPORTED))
            }
            _ => self.run(seat, action),
        }
    }

    fn legal(&self, seat: Seat) -> Vec<Command> {
        if seat.0 > 1 || self.series.winner.is_some() {
            return Vec::new();
        }
        let side = self.side_of(seat);
        self.series
            .game
            .legal(side)
            .into_iter()
            .map(Command::Act)
            .collect()
    }

    fn suggest(&self, seat: Seat, typed: &str, limit: usize) -> Vec<String> {
        if seat.0 > 1 || self.series.winner.is_some() {
            return Vec::new();
        }
        self.series.game.suggest(self.side_of(seat), typed, limit)
    }

    fn view(&self, viewer: Viewer) -> View {
        let side = viewer.seat().filter(|s| s.0 <= 1).map(|s| self.side_of(s));
        let picture = self.series.game.picture(side);
        build_view(self, viewer, &picture)
    }

    fn forfeit(&mut self, seat: Seat, reason: &str) -> Report {
        let red = self.series.red_player;
        match self.series.apply(seat.0.min(1), &Command::Resign) {
            Ok(events) => self.report(seat, red, reason.to_string(), events),
            Err(_) => Report::new(seat, reason),
        }
    }

    /// §2.4, §3.1: a player who runs out of time loses the game by resignation.
    fn on_timeout(&mut self, seat: Seat) -> Report {
        self.forfeit(seat, "timeout")
    }

    fn agree_draw(&mut self) -> Report {
        let red = self.series.red_player;
        let seat = self.seat_of(self.series.game.position.to_move());
        let events = self.series.agree_draw();
        self.report(seat, red, "draw".into(), events)
    }

    fn active_seats(&self) -> Vec<Seat> {
        vec![Seat(0), Seat(1)]
    }

    fn hint(&self, seat: Seat, at: &str) -> Result<Vec<usize>, RuleError> {
        let from = Square::parse(&crate::notation::normalize(at))
            .map_err(|_| refuse(super::Code::Square))?;
        let mut cells: Vec<usize> = self
            .legal(seat)
            .into_iter()
            .filter_map(|c| match c {
                Command::Act(Action::Play {
                    body: Body { from: f, to, .. },
                    ..
                }) if f == from => Some(to.index()),
                _ => None,
            })
            .collect();
        cells.sort_unstable();
        cells.dedup();
        Ok(cells)
    }

    /// §5.2 K1: every command is sent privately.
    fn is_private(&self, action: &Command) -> bool {
        action.must_be_private()
    }
}

/// Game number and territories, as the board title and `/games` show them.
fn score_note(series: &Series) -> Message {
    Message::new("ancient-note-score")
        .number("game", i64::from(series.game_number))
        .number("challenger", i64::from(series.territories[0]))
        .number("challenged", i64::from(series.territories[1]))
}

/// The cell kind drawn for a square: a structure first, then terrain, then the zones.
fn cell_kind(cell: &super::view::CellPicture) -> String {
    if let Some((kind, _)) = &cell.structure {
        let drawn = match kind.as_str() {
            "camp" | "burned-camp" => "camp",
            "city" => "city",
            "granary" => "granary",
            _ => "marked",
        };
        return drawn.to_string();
    }
    for kind in ["rain", "river", "forest", "village", "hq", "camp-site"] {
        if cell.terrain.iter().any(|t| t == kind) {
            return if kind == "hq" { "hq-zone" } else { kind }.to_string();
        }
    }
    "light".to_string()
}

/// The picture's marks a seat's image draws as [`Mark::Secret`]: its own decoys and
/// ambushers, and the enemy units its probes still know (§5.2 K7). The `probed` mark on
/// a seat's own unit has no seam mark yet and is not drawn.
const SECRET_MARKS: [&str; 5] = [
    "decoy",
    "hidden",
    "probe-decoy",
    "probe-real",
    "probe-hidden",
];

fn build_view(game: &AncientMatch, viewer: Viewer, picture: &Picture) -> View {
    let seat_of = |side: Option<Side>| side.map(|s| game.seat_of(s));
    let cells = picture
        .cells
        .iter()
        .map(|c| {
            let piece = match (&c.unit, &c.structure) {
                (Some(u), _) => Some(Glyph {
                    owner: seat_of(u.owner),
                    kind: Some(u.kind.clone()),
                    // What only its owner knows, or the viewer's probes (K7) still know.
                    marks: if u.marks.iter().any(|m| SECRET_MARKS.contains(&m.as_str())) {
                        vec![Mark::Secret]
                    } else {
                        Vec::new()
                    },
                }),
                // An empty camp, city, granary or roadblock shows whose it is.
                (None, Some((kind, owner))) => Some(Glyph {
                    owner: seat_of(*owner),
                    kind: Some(kind.clone()),
                    marks: Vec::new(),
                }),
                (None, None) => None,
            };
            Cell {
                x: f32::from(c.square.x() + 4) + 0.5,
                y: f32::from(c.square.y()) + 0.5,
                name: c.square.to_string(),
                kind: cell_kind(c),
                piece,
            }
        })
        .collect();
    let lines = picture
        .lines
        .iter()
        .map(|(_, from, to)| Line {
            from: (f32::from(from.x() + 4) + 0.5, f32::from(from.y())),
            to: (f32::from(to.x() + 4) + 0.5, f32::from(to.y()) + 1.0),
            style: "river".to_string(),
        })
        .collect();
    let last = game.series.game.log.last();
    let removed: Vec<usize> = last
        .map(|events| {
            events
                .iter()
                .filter_map(|e| match e {
                    AwcEvent::Captured(sq)
                    | AwcEvent::Pinned(sq)
                    | AwcEvent::Encircled(sq)
                    | AwcEvent::Lost(sq)
                    | AwcEvent::DecoyRevealed(sq) => Some(sq.index()),
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default();
    let series = &game.series;
    let mut notes = vec![score_note(series)];
    for note in &picture.notes {
        let mut message = Message::new(format!("ancient-note-{}", note.label))
            .seat("seat", game.seat_of(note.side));
        if let Some(count) = note.count {
            message = message.number("count", i64::from(count));
        }
        notes.push(message);
    }
    let mut seat_colors = vec![String::new(), String::new()];
    for side in Side::BOTH {
        if let Some(slot) = seat_colors.get_mut(usize::from(series.player_of(side))) {
            *slot = side.name().to_string();
        }
    }
    View {
        variant: VARIANTS[0].id.to_string(),
        viewer,
        board: Board {
            width: 9.0,
            height: 9.0,
            grid: Some((9, 9)),
            cells,
            edges: Vec::new(),
            lines,
            file_labels: "abcdefghi".chars().map(|c| c.to_string()).collect(),
            rank_labels: (0..9).map(|r| r.to_string()).collect(),
        },
        panels: Vec::new(),
        last_move: picture.last.iter().map(|sq| sq.index()).collect(),
        removed,
        move_number: series.game.position.ply,
        to_move: match series.game.phase {
            Phase::Play => Some(game.seat_of(series.game.position.to_move())),
            _ => None,
        },
        notes,
        seat_colors,
        quarter_turns: picture.quarter_turns,
    }
}

/// Every supplement toggle `/rules ancient` lists, with its build status.
pub fn supplement_lines() -> Vec<(u8, &'static str, &'static str, &'static str)> {
    SUPPLEMENTS
        .iter()
        .map(|(n, kebab, zh, build)| {
            let status = match build {
                super::supp::Build::Full => "full",
                super::supp::Build::Provisional => "provisional",
                super::supp::Build::NotBuilt => "not built",
            };
            (*n, *kebab, *zh, status)
        })
        .collect()
}

/// The probe results a seat holds (K7) as one line: each at the square it stands on now,
/// with what was found, and the probed square when the unit has moved since.
fn held_note(held: &[HeldProbe]) -> Option<Message> {
    if held.is_empty() {
        return None;
    }
    let piece = |token: &str| match data::piece(token) {
        Some(p) => Arg::Piece(p.kind.to_string()),
        None => Arg::Text(token.to_string()),
    };
    let results = held
        .iter()
        .map(|h| {
            let found = match &h.found {
                Found::Real(t) => Message::new("ancient-probe-held-real").with("piece", piece(t)),
                Found::Decoy(t) => Message::new("ancient-probe-held-decoy").with("piece", piece(t)),
                Found::Hidden(t) => {
                    Message::new("ancient-probe-held-hidden").with("piece", piece(t))
                }
                Found::Empty => Message::new("ancient-probe-held-empty"),
            }
            .text("square", h.at.to_string());
            let line = match h.at == h.probed_at {
                true => found,
                false => Message::new("ancient-probe-held-moved")
                    .with("result", Arg::Message(Box::new(found)))
                    .text("probed", h.probed_at.to_string()),
            };
            Arg::Message(Box::new(line))
        })
        .collect();
    Some(Message::new("ancient-probes-held").with("results", Arg::List(results)))
}
