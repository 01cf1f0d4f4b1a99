//! What the bot shows: engine events as report events and catalogue messages, refusals
//! as headings plus details, and the view of one viewer for the image (§8.3, §8.5).

use super::board::{BoardShape, Compass, Pos, PosKind};
use super::event::{JunqiEvent, Outcome as EngineOutcome, PrivateNote as EngineNote};
use super::piece::{Clash, Kind, Owner};
use super::variant::{info_of, ArmyChess};
use super::view::Seen;
use super::{DrawReason, Mode, Phase};
use crate::message::Message;
use crate::report::{Event, Piece, Report};
use crate::seat::{Seat, Viewer};
use crate::status::Outcome;
use crate::view::{Board, Cell, Edge, Glyph, View};

impl ArmyChess {
    pub(super) fn name(&self, p: Pos) -> String {
        self.engine.board().name(p).to_string()
    }

    pub(super) fn seat_of_owner(&self, owner: Owner) -> Option<Seat> {
        self.engine.seat_of(owner)
    }

    pub(super) fn colour_message(colour: super::Colour) -> Message {
        Message::new(format!("junqi-{}", colour.word()))
    }

    /// The seat's own report of one engine outcome. Identities appear only where every
    /// reader may know them (open and flipped pieces); private notes go to their seat.
    pub(super) fn report(&self, seat: Seat, public_notation: String, out: EngineOutcome) -> Report {
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
                EngineNote::Layout(layout) => layout_note(layout),
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

    pub(super) fn outcome(&self) -> Option<Outcome> {
        match self.engine.phase() {
            Phase::Won { seats, reason, .. } => Some(Outcome::win(seats.clone(), reason)),
            Phase::Drawn(DrawReason::Quiet) => Some(Outcome::draw("quiet")),
            Phase::Drawn(DrawReason::Agreed) => Some(Outcome::draw("agreement")),
            _ => None,
        }
    }

    /// Counter-clockwise quarter turns that bring the viewer's home to the bottom.
    pub(super) fn quarter_turns(&self, viewer: Viewer) -> u8 {
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

    pub(super) fn seat_colors(&self) -> Vec<String> {
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

    pub(super) fn notes(&self) -> Vec<Message> {
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

    /// The board as `viewer` may see it, for the image (§8.5).
    pub(super) fn picture(&self, viewer: Viewer) -> View {
        self.draw(viewer, &self.engine.seen(viewer))
    }

    /// The spectator's picture with every identity shown (the replay of a game that
    /// ended with a result).
    pub(super) fn revealed_picture(&self) -> View {
        self.draw(Viewer::Spectator, &self.engine.seen_revealed())
    }

    fn draw(&self, viewer: Viewer, seen: &[Seen]) -> View {
        let engine = &self.engine;
        let board = engine.board();
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
}

/// The canonical echo of a deployed layout (§8.3) and, beside it, the names of its pieces
/// row by row (`row1`…`row6`), so a reader need not know the ranks' numbers.
fn layout_note(layout: String) -> Message {
    let rows: Vec<crate::message::Arg> = layout
        .split(" / ")
        .map(|row| {
            crate::message::Arg::List(
                row.split(' ')
                    .filter_map(Kind::from_name)
                    .map(|k| crate::message::Arg::Piece(k.id().to_string()))
                    .collect(),
            )
        })
        .collect();
    let mut message =
        Message::new(super::saved::LAYOUT_NOTE).text(super::saved::LAYOUT_ARG, layout);
    for i in 0..6 {
        let row = rows
            .get(i)
            .cloned()
            .unwrap_or(crate::message::Arg::List(Vec::new()));
        message = message.with(&format!("row{}", i + 1), row);
    }
    message
}
