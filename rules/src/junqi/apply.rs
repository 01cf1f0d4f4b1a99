//! Turns: sender/mode/phase/turn checks, moves and clashes, the commander rule, flag
//! capture, eliminations, team wins, draws, the timeout hooks and `fanqi` flips (§2–§7).
//! Every check runs before anything changes, so a refused command changes nothing.

use super::action::{Action, Command, DeployChoice};
use super::board::Pos;
use super::error::JunqiError;
use super::event::{JunqiEvent, Outcome, PrivateNote, Reason};
use super::layout::Layout;
use super::{Junqi, Mode, Phase};
use crate::seat::Seat;

impl serde::Serialize for Pos {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.0)
    }
}

impl<'de> serde::Deserialize<'de> for Pos {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        u8::deserialize(d).map(Pos)
    }
}

impl serde::Serialize for super::Compass {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_char(self.letter())
    }
}

impl<'de> serde::Deserialize<'de> for super::Compass {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let c = char::deserialize(d)?;
        super::Compass::from_letter(c).ok_or_else(|| serde::de::Error::custom("unknown home"))
    }
}

impl serde::Serialize for Layout {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.canonical())
    }
}

impl<'de> serde::Deserialize<'de> for Layout {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Layout::parse(&text).map_err(serde::de::Error::custom)
    }
}

impl Junqi {
    /// The canonical text of an action (`S5a-C7`, `flip S3b`, `deploy …`).
    pub fn format(&self, action: &Action) -> String {
        super::notation::format(self.board(), action)
    }

    /// Parse a command for this game's board (§9.1).
    pub fn parse(&self, text: &str) -> Result<Command, JunqiError> {
        super::notation::parse(self.board(), text)
    }

    /// Validate and apply one action of `seat`. On error nothing changes.
    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Outcome, JunqiError> {
        // Check 3: the sender is a player still in the game.
        if !self.is_alive(seat) {
            return Err(JunqiError::NotInGame);
        }
        match action {
            Action::Resign => {
                if self.is_over() {
                    return Err(JunqiError::WrongPhase);
                }
                Ok(self.leave(seat, Reason::Resign))
            }
            Action::Draw => self.offer_draw(seat),
            Action::Deploy(choice) => self.deploy(seat, choice),
            Action::Swap { a, b } => self.swap(seat, a, b),
            Action::Move { from, to } => {
                self.check_play(seat, false)?;
                let plan = self.check_move(seat, *from, *to)?;
                Ok(self.play_move(seat, plan))
            }
            Action::Flip(p) => {
                self.check_play(seat, true)?;
                match self.piece_at(*p) {
                    Some(piece) if !piece.shown => Ok(self.play_flip(seat, *p, piece)),
                    _ => Err(JunqiError::FlipInvalid),
                }
            }
        }
    }

    /// Checks 4–6 for a move or a flip.
    pub(super) fn check_play(&self, seat: Seat, flip: bool) -> Result<(), JunqiError> {
        if flip && self.mode != Mode::Fanqi {
            return Err(JunqiError::WrongMode);
        }
        if self.phase != Phase::Playing {
            return Err(JunqiError::WrongPhase);
        }
        if self.turn != seat {
            return Err(JunqiError::NotYourTurn);
        }
        Ok(())
    }

    pub(super) fn deploy(
        &mut self,
        seat: Seat,
        choice: &DeployChoice,
    ) -> Result<Outcome, JunqiError> {
        if self.mode == Mode::Fanqi {
            return Err(JunqiError::WrongMode);
        }
        if self.phase != Phase::Deploying {
            return Err(JunqiError::WrongPhase);
        }
        let layout = match choice {
            DeployChoice::Default => Layout::default_layout(),
            DeployChoice::Random => Layout::random(&mut self.fresh_rng()),
            DeployChoice::Text(t) => Layout::parse(t).map_err(JunqiError::Layout)?,
        };
        Ok(self.accept_layout(seat, layout))
    }

    /// `swap A B` (deployment only): the seat's submitted layout with two posts
    /// exchanged, checked as a `deploy` is (§4.3) and submitted in its place.
    pub(super) fn swap(&mut self, seat: Seat, a: &str, b: &str) -> Result<Outcome, JunqiError> {
        if self.mode == Mode::Fanqi {
            return Err(JunqiError::WrongMode);
        }
        if self.phase != Phase::Deploying {
            return Err(JunqiError::WrongPhase);
        }
        let compass = self.mode.compass(seat).ok_or(JunqiError::WrongMode)?;
        let (i, j) = (self.post_of(compass, a)?, self.post_of(compass, b)?);
        if i == j {
            return Err(JunqiError::SamePosition);
        }
        let Some(Some(current)) = self.layouts.get(seat.index()) else {
            return Err(JunqiError::NoLayout);
        };
        let swapped = current.swapped(i, j).map_err(JunqiError::Layout)?;
        Ok(self.accept_layout(seat, swapped))
    }

    /// The layout index of a post of `home` named locally (`2a`) or as on the board
    /// (`S2a`, any case).
    fn post_of(&self, home: super::Compass, name: &str) -> Result<usize, JunqiError> {
        if let Some(i) = Layout::post_index(name) {
            return Ok(i);
        }
        let pos = super::notation::resolve(self.board(), name)?;
        match self.board().home(pos) {
            Some((owner, row, col)) if owner == home => {
                Layout::post_at(row, col).ok_or(JunqiError::BadPosition)
            }
            _ => Err(JunqiError::NotYourPiece),
        }
    }

    pub(super) fn accept_layout(&mut self, seat: Seat, layout: Layout) -> Outcome {
        let mut out = Outcome::default();
        out.private
            .push((seat, PrivateNote::Layout(layout.canonical())));
        out.events.push(JunqiEvent::Deployed(self.who(seat)));
        if let Some(slot) = self.layouts.get_mut(seat.index()) {
            *slot = Some(layout);
        }
        self.start_if_ready(&mut out);
        out
    }

    /// Play begins once every seat still in has a layout (§4.6).
    pub(super) fn start_if_ready(&mut self, out: &mut Outcome) {
        if self.phase != Phase::Deploying {
            return;
        }
        let ready = self.alive_seats().into_iter().all(|s| self.has_layout(s));
        if !ready {
            return;
        }
        for seat in self.alive_seats() {
            if let Some(Some(layout)) = self.layouts.get(seat.index()).cloned() {
                self.place_layout(seat, &layout);
            }
        }
        self.phase = Phase::Playing;
        // The first seat in turn order still in the game starts, after the §5.2 check.
        let first = self.alive_seats().first().copied().unwrap_or(Seat(0));
        self.turn = first;
        self.begin_turn(out);
    }
}
