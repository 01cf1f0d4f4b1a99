//! Turns: sender/mode/phase/turn checks, moves and clashes, the commander rule, flag
//! capture, eliminations, team wins, draws, the timeout hooks and `fanqi` flips (§2–§7).
//! Every check runs before anything changes, so a refused command changes nothing.

use super::board::{Pos, PosKind};
use super::error::JunqiError;
use super::event::{DrawReason, JunqiEvent, Outcome, PrivateNote, Reason};
use super::layout::Layout;
use super::movegen::MovePlan;
use super::parse::{Command, DeployChoice};
use super::piece::{clash, Clash, Kind, Owner, Piece};
use super::{DeployTimeout, Junqi, Mode, MoveTimeout, Phase};
use crate::seat::Seat;

/// An action a seat takes. `board` is not one: it changes nothing (see `view`).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Action {
    Move { from: Pos, to: Pos },
    Flip(Pos),
    Deploy(DeployChoice),
    Resign,
    Draw,
}

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

impl Action {
    /// The command a parsed text stands for, when it is an action.
    pub fn from_command(command: Command) -> Option<Action> {
        Some(match command {
            Command::Move { from, to } => Action::Move { from, to },
            Command::Flip(p) => Action::Flip(p),
            Command::Deploy(d) => Action::Deploy(d),
            Command::Resign => Action::Resign,
            Command::Draw => Action::Draw,
            Command::Board => return None,
        })
    }
}

impl Junqi {
    /// The canonical text of an action (`S5a-C7`, `flip S3b`, `deploy …`).
    pub fn format(&self, action: &Action) -> String {
        let board = self.board();
        match action {
            Action::Move { from, to } => format!("{}-{}", board.name(*from), board.name(*to)),
            Action::Flip(p) => format!("flip {}", board.name(*p)),
            Action::Deploy(DeployChoice::Default) => "deploy default".into(),
            Action::Deploy(DeployChoice::Random) => "deploy random".into(),
            Action::Deploy(DeployChoice::Text(t)) => match Layout::parse(t) {
                Ok(l) => format!("deploy {l}"),
                Err(_) => format!("deploy {t}"),
            },
            Action::Resign => "resign".into(),
            Action::Draw => "draw".into(),
        }
    }

    /// Parse a command for this game's board (§9.1).
    pub fn parse(&self, text: &str) -> Result<Command, JunqiError> {
        super::parse::parse(self.board(), text)
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
    fn check_play(&self, seat: Seat, flip: bool) -> Result<(), JunqiError> {
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

    fn deploy(&mut self, seat: Seat, choice: &DeployChoice) -> Result<Outcome, JunqiError> {
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

    fn accept_layout(&mut self, seat: Seat, layout: Layout) -> Outcome {
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
    fn start_if_ready(&mut self, out: &mut Outcome) {
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
    fn begin_turn(&mut self, out: &mut Outcome) {
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
    fn advance(&mut self, out: &mut Outcome) {
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
    fn eliminate(&mut self, seat: Seat, reason: Reason, out: &mut Outcome) {
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
    fn team_check(&mut self, reason: &'static str, out: &mut Outcome) {
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

    fn finish_win(
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
    fn leave(&mut self, seat: Seat, reason: Reason) -> Outcome {
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

    fn offer_draw(&mut self, seat: Seat) -> Result<Outcome, JunqiError> {
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
    fn end_ply(&mut self, reset_quiet: bool, out: &mut Outcome) {
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

    fn play_move(&mut self, seat: Seat, plan: MovePlan) -> Outcome {
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
    fn take_carried(&mut self, at: Pos) -> Option<super::Colour> {
        let i = self.carrying.iter().position(|&(p, _)| p == at)?;
        Some(self.carrying.remove(i).1)
    }

    #[allow(clippy::too_many_arguments)]
    fn tell_own_pieces(
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
    fn announce_flag(&mut self, owner: Owner, out: &mut Outcome) {
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
    fn take_flag(&mut self, seat: Seat, at: Pos, owner: Owner, out: &mut Outcome) {
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
    fn pick_up_loose(&mut self, seat: Seat, at: Pos, mover: &Piece, out: &mut Outcome) -> bool {
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
    fn check_goal(&mut self, seat: Seat, at: Pos, out: &mut Outcome) {
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

    fn play_flip(&mut self, seat: Seat, at: Pos, piece: Piece) -> Outcome {
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

    /// The §5.7 `skip` hook: the seat to move loses its turn, which counts as a ply.
    pub fn skip(&mut self, seat: Seat) -> Result<Outcome, JunqiError> {
        if !self.is_alive(seat) {
            return Err(JunqiError::NotInGame);
        }
        self.check_play(seat, false)?;
        let mut out = Outcome::default();
        out.events.push(JunqiEvent::Skip(self.who(seat)));
        if let Some(s) = self.skips.get_mut(seat.index()) {
            *s += 1;
        }
        self.last = None;
        self.end_ply(false, &mut out);
        Ok(out)
    }

    /// The §5.7 `forfeit` hook: like resigning, with reason `forfeit`.
    pub fn forfeit(&mut self, seat: Seat) -> Result<Outcome, JunqiError> {
        if !self.is_alive(seat) {
            return Err(JunqiError::NotInGame);
        }
        if self.is_over() {
            return Err(JunqiError::WrongPhase);
        }
        Ok(self.leave(seat, Reason::Forfeit))
    }

    /// A deadline passed for `seat`: during deployment the `on_deploy_timeout` rule
    /// (§4.6), during play `skip` or `forfeit` with the `max_skips` limit (§5.7).
    /// Nothing happens for a seat that owes nothing.
    pub fn on_timeout(&mut self, seat: Seat) -> Outcome {
        if !self.is_alive(seat) {
            return Outcome::default();
        }
        match self.phase {
            Phase::Deploying if !self.has_layout(seat) => {
                // `default` would publish a hidden army (§4.6): only `open` allows it.
                match self.rules.on_deploy_timeout {
                    DeployTimeout::Forfeit => self.leave(seat, Reason::Forfeit),
                    DeployTimeout::Default if self.mode == Mode::Open => {
                        self.accept_layout(seat, Layout::default_layout())
                    }
                    _ => {
                        let layout = Layout::random(&mut self.fresh_rng());
                        self.accept_layout(seat, layout)
                    }
                }
            }
            Phase::Playing if self.turn == seat => {
                let forfeit = self.rules.on_timeout == MoveTimeout::Forfeit
                    || self.consecutive_skips(seat) >= self.rules.max_skips;
                if forfeit {
                    self.leave(seat, Reason::Forfeit)
                } else {
                    self.skip(seat).unwrap_or_default()
                }
            }
            _ => Outcome::default(),
        }
    }

    /// Every action `seat` may take now: moves and flips on its turn, layouts while
    /// deploying (`default` and `random` stand for the rest). Resign and draw are left out.
    pub fn legal(&self, seat: Seat) -> Vec<Action> {
        if !self.is_alive(seat) {
            return Vec::new();
        }
        match self.phase {
            Phase::Deploying if self.mode != Mode::Fanqi => vec![
                Action::Deploy(DeployChoice::Default),
                Action::Deploy(DeployChoice::Random),
            ],
            Phase::Playing if self.turn == seat => {
                let mut out: Vec<Action> = self
                    .moves_of(seat)
                    .into_iter()
                    .map(|(from, to)| Action::Move { from, to })
                    .collect();
                out.extend(self.flippable().into_iter().map(Action::Flip));
                out
            }
            _ => Vec::new(),
        }
    }
}

impl Junqi {
    /// Up to `limit` legal commands of `seat` starting with what it typed so far (case,
    /// spaces and dash forms ignored), for autocomplete. Drawn from `legal`, so bounded.
    pub fn suggest(&self, seat: Seat, typed: &str, limit: usize) -> Vec<String> {
        let fold = |s: &str| -> String {
            crate::notation::normalize(s)
                .chars()
                .filter(|c| *c != '-')
                .collect()
        };
        let want = fold(typed);
        self.legal(seat)
            .iter()
            .map(|a| self.format(a))
            .filter(|text| fold(text).starts_with(&want))
            .take(limit)
            .collect()
    }
}

impl Junqi {
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
