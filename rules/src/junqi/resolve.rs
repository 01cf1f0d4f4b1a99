//! What one move or flip does: clashes, the commander rule, flag capture, and the
//! `fanqi` carry rules (§2.2–§2.4, §3.3, §7.3–§7.6).

use super::board::{Pos, PosKind};
use super::event::{JunqiEvent, Outcome, PrivateNote, Reason};
use super::movegen::MovePlan;
use super::piece::{clash, Clash, Kind, Owner, Piece};
use super::{Junqi, Mode};
use crate::seat::Seat;

impl Junqi {
    pub(super) fn play_move(&mut self, seat: Seat, plan: MovePlan) -> Outcome {
        let MovePlan {
            from,
            to,
            mover,
            target,
        } = plan;
        let board = self.board();
        let mut out = Outcome::default();
        let who = self.who(seat);
        let (from_name, to_name) = (board.name(from).to_string(), board.name(to).to_string());
        if let Some(s) = self.skips.get_mut(seat.index()) {
            *s = 0;
        }
        let mut reset_quiet = false;
        let carried = self.take_carried(from);
        let mut survivor_at_to = true;
        match target {
            None => {
                out.events.push(JunqiEvent::Move {
                    who,
                    from: from_name,
                    to: to_name.clone(),
                });
                self.cells[from.index()] = None;
                self.cells[to.index()] = Some(mover);
                self.last = Some((from, to, None));
            }
            Some(defender) => {
                reset_quiet = true;
                let (result, flag_taken) =
                    clash(mover.kind, defender.kind, self.digger_for(&mover));
                out.events.push(JunqiEvent::Clash {
                    who,
                    from: from_name.clone(),
                    to: to_name.clone(),
                    result,
                });
                self.last = Some((from, to, Some(result)));
                let attacker_dies = matches!(result, Clash::Defender | Clash::Both);
                let defender_dies = matches!(result, Clash::Attacker | Clash::Both);
                // Flags dropped by removed carriers (§7.6 item 4).
                let defender_flag = if defender_dies {
                    self.take_carried(to)
                } else {
                    None
                };
                if let Some(c) = defender_flag {
                    out.events.push(JunqiEvent::Drop(to_name.clone()));
                    self.loose.push((to, c));
                }
                if let (true, Some(c)) = (attacker_dies, carried) {
                    out.events.push(JunqiEvent::Drop(from_name.clone()));
                    self.loose.push((from, c));
                }
                self.tell_own_pieces(
                    &mover,
                    from,
                    attacker_dies,
                    &defender,
                    to,
                    defender_dies,
                    &mut out,
                );
                self.cells[from.index()] = None;
                if defender_dies {
                    self.cells[to.index()] = None;
                }
                if !attacker_dies {
                    self.cells[to.index()] = Some(mover);
                }
                survivor_at_to = !attacker_dies;
                // The commander rule (§2.4), attacker's owner first.
                if self.mode.hidden() {
                    for (piece, dies) in [(mover, attacker_dies), (defender, defender_dies)] {
                        if dies && piece.kind == Kind::COMMANDER {
                            self.announce_flag(piece.owner, &mut out);
                        }
                    }
                }
                if flag_taken {
                    self.take_flag(seat, to, defender.owner, &mut out);
                    reset_quiet = true;
                }
            }
        }
        // A surviving carrier keeps its flag; a carrier-rank piece picks up a loose one.
        if survivor_at_to && !self.is_over() {
            if let Some(c) = carried {
                self.carrying.push((to, c));
            }
            if self.pick_up_loose(seat, to, &mover, &mut out) {
                reset_quiet = true;
            }
            self.check_goal(seat, to, &mut out);
        }
        self.end_ply(reset_quiet, &mut out);
        out
    }

    /// The carried flag of the piece at `at`, removed from the carriers.
    pub(super) fn take_carried(&mut self, at: Pos) -> Option<super::Colour> {
        let i = self.carrying.iter().position(|&(p, _)| p == at)?;
        Some(self.carrying.remove(i).1)
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn tell_own_pieces(
        &self,
        mover: &Piece,
        from: Pos,
        mover_dies: bool,
        defender: &Piece,
        to: Pos,
        defender_dies: bool,
        out: &mut Outcome,
    ) {
        if !self.mode.hidden() {
            return;
        }
        let board = self.board();
        for (piece, at, removed) in [(mover, from, mover_dies), (defender, to, defender_dies)] {
            let Some(owner) = self.seat_of(piece.owner) else {
                continue;
            };
            let note = PrivateNote::OwnPiece {
                at: board.name(at).to_string(),
                kind: piece.kind,
                removed,
            };
            out.private.push((owner, note.clone()));
            if self.rules.ally_view_open && self.mode == Mode::Siguo {
                let partner = Seat((owner.0 + 2) % 4);
                if self.is_alive(partner) {
                    out.private.push((partner, note));
                }
            }
        }
    }

    /// `commander <owner> <flag>`: the flag's post becomes public (§2.4).
    pub(super) fn announce_flag(&mut self, owner: Owner, out: &mut Outcome) {
        let Some(seat) = self.seat_of(owner) else {
            return;
        };
        let board = self.board();
        let flag = board.all().find(|&p| {
            self.piece_at(p)
                .is_some_and(|pc| pc.owner == owner && pc.kind == Kind::Flag)
        });
        if let Some(p) = flag {
            if let Some(Some(piece)) = self.cells.get_mut(p.index()) {
                piece.shown = true;
            }
            out.events.push(JunqiEvent::Commander {
                owner: self.who(seat),
                flag: board.name(p).to_string(),
            });
        }
    }

    /// A captured flag (§2.3, §7.5, §7.6): elimination, a win, or a pickup in `carry`.
    pub(super) fn take_flag(&mut self, seat: Seat, at: Pos, owner: Owner, out: &mut Outcome) {
        let who = self.who(seat);
        if self.mode == Mode::Fanqi {
            if self.rules.fanqi_carry {
                if let Owner::Colour(c) = owner {
                    if self.piece_at(at).is_some() {
                        out.events.push(JunqiEvent::Pickup {
                            who,
                            at: self.board().name(at).to_string(),
                        });
                        self.carrying.push((at, c));
                    }
                }
                return;
            }
            out.events.push(JunqiEvent::Flag { owner, captor: who });
            self.finish_win(who.name, vec![seat], "flag", out);
            return;
        }
        out.events.push(JunqiEvent::Flag { owner, captor: who });
        if let Some(loser) = self.seat_of(owner) {
            if self.is_alive(loser) {
                self.eliminate(loser, Reason::Flag, out);
            }
        }
    }

    /// §7.6 item 6: a carrier-rank piece of the other colour ending on a loose flag.
    pub(super) fn pick_up_loose(
        &mut self,
        seat: Seat,
        at: Pos,
        mover: &Piece,
        out: &mut Outcome,
    ) -> bool {
        let Owner::Colour(mine) = mover.owner else {
            return false;
        };
        let Some(i) = self.loose.iter().position(|&(p, c)| p == at && c != mine) else {
            return false;
        };
        if mover.kind.strength().is_none() || mover.kind.strength() != self.lowest_rank(mine) {
            return false;
        }
        if self.carrying.iter().any(|&(p, _)| p == at) {
            return false;
        }
        let (_, colour) = self.loose.remove(i);
        self.carrying.push((at, colour));
        out.events.push(JunqiEvent::Pickup {
            who: self.who(seat),
            at: self.board().name(at).to_string(),
        });
        true
    }

    /// §7.6 item 3: a carrier ending on an HQ of the half its flag did not start in wins.
    pub(super) fn check_goal(&mut self, seat: Seat, at: Pos, out: &mut Outcome) {
        if self.is_over() || self.board().kind(at) != PosKind::Hq {
            return;
        }
        let Some(&(_, colour)) = self.carrying.iter().find(|&&(p, _)| p == at) else {
            return;
        };
        let home = self.flag_home[colour as usize];
        let half = self.board().home(at).map(|(c, _, _)| c);
        if home.is_some() && half != home {
            let who = self.who(seat);
            self.finish_win(who.name, vec![seat], "carry", out);
        }
    }

    pub(super) fn play_flip(&mut self, seat: Seat, at: Pos, piece: Piece) -> Outcome {
        let mut out = Outcome::default();
        let who = self.who(seat);
        if let Some(Some(p)) = self.cells.get_mut(at.index()) {
            p.shown = true;
        }
        if let Some(s) = self.skips.get_mut(seat.index()) {
            *s = 0;
        }
        let Owner::Colour(colour) = piece.owner else {
            self.end_ply(true, &mut out);
            return out;
        };
        out.events.push(JunqiEvent::Flip {
            who,
            at: self.board().name(at).to_string(),
            colour,
            kind: piece.kind,
        });
        self.last = Some((at, at, None));
        if self.colours.is_none() {
            let mut colours = [colour, colour.other()];
            if seat.index() == 1 {
                colours.reverse();
            }
            self.colours = Some(colours);
            out.events.push(JunqiEvent::Colour { who, colour });
        }
        self.end_ply(true, &mut out);
        out
    }
}
