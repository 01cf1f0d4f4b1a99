//! The flow of turns: the start-of-turn check, the advance past eliminated seats,
//! eliminations and the team check, resignation, draws and the quiet counter (§5.2–§5.6).

use super::error::JunqiError;
use super::event::{DrawReason, JunqiEvent, Outcome, Reason};
use super::{Junqi, Mode, Phase};
use crate::seat::Seat;

impl Junqi {
    /// The start-of-turn check for the seat to move, then the advance if it fails
    /// (the vectors' `begin`). Empty when the seat can act.
    pub fn begin(&mut self) -> Outcome {
        let mut out = Outcome::default();
        if self.phase == Phase::Playing && !self.can_act(self.turn) {
            let seat = self.turn;
            self.eliminate(seat, Reason::NoMove, &mut out);
            if !self.is_over() {
                self.advance(&mut out);
            }
        }
        out
    }

    /// `next X` for the seat to move if it can act, or its elimination and the advance.
    pub(super) fn begin_turn(&mut self, out: &mut Outcome) {
        if self.can_act(self.turn) {
            out.events.push(JunqiEvent::Next(self.who(self.turn)));
        } else {
            let seat = self.turn;
            self.eliminate(seat, Reason::NoMove, out);
            if !self.is_over() {
                self.advance(out);
            }
        }
    }

    /// Step 6 of §5.2: the next seat in the game that can act gets the turn.
    pub(super) fn advance(&mut self, out: &mut Outcome) {
        let seats = self.mode.seats();
        let mut current = self.turn;
        for _ in 0..seats {
            let Some(next) = crate::seat::next_active(current, &self.alive) else {
                return;
            };
            self.turn = next;
            if self.can_act(next) {
                out.events.push(JunqiEvent::Next(self.who(next)));
                return;
            }
            self.eliminate(next, Reason::NoMove, out);
            if self.is_over() {
                return;
            }
            current = next;
        }
    }

    /// Remove a seat and all its pieces (§5.3), then the team check (§5.2 step 4).
    pub(super) fn eliminate(&mut self, seat: Seat, reason: Reason, out: &mut Outcome) {
        if let Some(a) = self.alive.get_mut(seat.index()) {
            *a = false;
        }
        out.events.push(JunqiEvent::Eliminated {
            who: self.who(seat),
            reason,
        });
        if self.mode != Mode::Fanqi {
            if let Some(owner) = self.owner_of(seat) {
                for cell in &mut self.cells {
                    if cell.is_some_and(|p| p.owner == owner) {
                        *cell = None;
                    }
                }
            }
        }
        self.team_check(reason.word(), out);
    }

    /// A team (or a lone player) with no member left loses; the other side wins.
    /// `reason` is why the last seat left: the winners' outcome reason.
    pub(super) fn team_check(&mut self, reason: &'static str, out: &mut Outcome) {
        if self.is_over() {
            return;
        }
        let seats = self.mode.seats();
        let team_alive = |game: &Junqi, seat: Seat| {
            (0..seats)
                .map(|i| Seat(i as u8))
                .any(|s| game.same_team(seat, s) && game.is_alive(s))
        };
        let winner = match self.mode {
            Mode::Siguo => {
                let sn = team_alive(self, Seat(0));
                let ew = team_alive(self, Seat(1));
                match (sn, ew) {
                    (true, false) => Some(("SN", vec![Seat(0), Seat(2)])),
                    (false, true) => Some(("EW", vec![Seat(1), Seat(3)])),
                    _ => None,
                }
            }
            _ => match (self.is_alive(Seat(0)), self.is_alive(Seat(1))) {
                (true, false) => Some((self.who(Seat(0)).name, vec![Seat(0)])),
                (false, true) => Some((self.who(Seat(1)).name, vec![Seat(1)])),
                _ => None,
            },
        };
        if let Some((label, seats)) = winner {
            self.finish_win(label, seats, reason, out);
        }
    }

    pub(super) fn finish_win(
        &mut self,
        label: &'static str,
        seats: Vec<Seat>,
        reason: &'static str,
        out: &mut Outcome,
    ) {
        out.events.push(JunqiEvent::Win {
            label,
            seats: seats.clone(),
        });
        self.phase = Phase::Won {
            label: label.to_string(),
            seats,
            reason: reason.to_string(),
        };
    }

    /// Resignation or forfeit (§5.6, §5.7): only the sender leaves; on its turn, the turn
    /// passes. During deployment the seat leaves before play (§4.6 `forfeit`).
    pub(super) fn leave(&mut self, seat: Seat, reason: Reason) -> Outcome {
        let mut out = Outcome::default();
        let had_turn = self.phase == Phase::Playing && self.turn == seat;
        self.eliminate(seat, reason, &mut out);
        if self.is_over() {
            return out;
        }
        if self.phase == Phase::Deploying {
            self.start_if_ready(&mut out);
        } else if had_turn {
            self.advance(&mut out);
        }
        out
    }

    pub(super) fn offer_draw(&mut self, seat: Seat) -> Result<Outcome, JunqiError> {
        if self.phase != Phase::Playing {
            return Err(JunqiError::WrongPhase);
        }
        let mut out = Outcome::default();
        if let Some(o) = self.draw_offers.get_mut(seat.index()) {
            *o = true;
        }
        let all = self
            .alive_seats()
            .into_iter()
            .all(|s| self.draw_offers.get(s.index()).copied().unwrap_or(false));
        if all {
            out.events.push(JunqiEvent::Draw(DrawReason::Agreed));
            self.phase = Phase::Drawn(DrawReason::Agreed);
        } else {
            out.events.push(JunqiEvent::DrawOffer(self.who(seat)));
        }
        Ok(out)
    }

    /// A completed ply: offers lapse, the quiet counter moves, and a full counter draws.
    pub(super) fn end_ply(&mut self, reset_quiet: bool, out: &mut Outcome) {
        self.draw_offers.iter_mut().for_each(|o| *o = false);
        self.plies += 1;
        self.quiet = if reset_quiet { 0 } else { self.quiet + 1 };
        if self.is_over() {
            return;
        }
        if self.quiet >= self.mode.quiet_limit() {
            out.events.push(JunqiEvent::Draw(DrawReason::Quiet));
            self.phase = Phase::Drawn(DrawReason::Quiet);
            return;
        }
        self.advance(out);
    }

    /// Every remaining player agreed to a draw (§5.5); the caller collected the offers.
    pub fn agree_draw(&mut self) -> Outcome {
        let mut out = Outcome::default();
        if self.phase == Phase::Playing {
            out.events.push(JunqiEvent::Draw(DrawReason::Agreed));
            self.phase = Phase::Drawn(DrawReason::Agreed);
        }
        out
    }
}
