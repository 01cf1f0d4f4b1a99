//! Steps 2–7 of §3.10: move, ambush, pincer and encirclement, win checks, end of ply.

use super::action::{Action, ClaimKind, Order};
use super::check::Plan;
use super::error::Code;
use super::event::{Event, Found, Method};
use super::piece::{ArmyKind, Mixed, Side, StructKind, Structure, Unit, UnitKind};
use super::position::{geometry, Position};
use super::square::Square;

/// Whether the resolution may use enemy secrets (real) or only the actor's
/// knowledge (the prediction that claims are checked against, §5.2 K4).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Real,
    Predict,
}

impl Position {
    /// Validate and play one movement-phase action for `side`. Nothing changes on error.
    /// The events start with [`Event::Acted`] and end with a win if one happened.
    pub fn play(&mut self, side: Side, action: &Action) -> Result<Vec<Event>, Code> {
        if side != self.to_move() {
            return Err(Code::Turn);
        }
        let plan = self.check(side, action)?;
        if let Action::Play { order, claims, .. } = action {
            if order.is_some() || !claims.is_empty() {
                let mut trial = self.clone();
                let predicted = trial.execute(side, plan, Mode::Predict);
                self.check_claims(plan, *order, claims, &predicted)?;
            }
        }
        let kings_before = [
            self.king(Side::Red).is_some(),
            self.king(Side::Black).is_some(),
        ];
        let commanders_before = [
            self.commander(Side::Red).is_some(),
            self.commander(Side::Black).is_some(),
        ];
        let mut events = vec![Event::Acted {
            ply: self.ply,
            side,
            text: self.public_text(side, action, &plan),
        }];
        events.extend(self.execute(side, plan, Mode::Real));
        let win = if let Plan::Withdraw(_) = plan {
            Some((side.other(), Method::Withdraw))
        } else {
            self.win_after(side, kings_before, commanders_before)
        };
        self.end_ply(side, &mut events);
        let win = win.or_else(|| self.start_ply_win());
        if let Some((winner, method)) = win {
            events.push(Event::Won { winner, method });
        }
        Ok(events)
    }

    fn check_claims(
        &self,
        plan: Plan,
        order: Option<Order>,
        claims: &[super::action::Claim],
        predicted: &[Event],
    ) -> Result<(), Code> {
        let got: Vec<(ClaimKind, Square)> = predicted
            .iter()
            .filter_map(|e| match e {
                Event::Pinned(sq) => Some((ClaimKind::Pin, *sq)),
                Event::Encircled(sq) => Some((ClaimKind::Enc, *sq)),
                _ => None,
            })
            .collect();
        let has = |k: ClaimKind| got.iter().any(|(g, _)| *g == k);
        let order_ok = match order {
            None => true,
            Some(Order::Zou) => matches!(plan, Plan::Step { .. }),
            Some(Order::Zhan) => matches!(plan, Plan::Capture { .. }),
            Some(Order::He) => matches!(plan, Plan::Merge { .. }),
            Some(Order::Fen) => plan.is_split(),
            Some(Order::Ji) => has(ClaimKind::Pin),
            Some(Order::Kun) => has(ClaimKind::Enc),
            Some(Order::FenJi) => plan.is_split() && has(ClaimKind::Pin),
            Some(Order::FenKun) => plan.is_split() && has(ClaimKind::Enc),
        };
        if !order_ok {
            return Err(Code::Claim);
        }
        if !claims.is_empty() {
            let mut want: Vec<(ClaimKind, Square)> =
                claims.iter().map(|c| (c.kind, c.square)).collect();
            let mut got = got;
            want.sort();
            want.dedup();
            got.sort();
            if want != got {
                return Err(Code::Claim);
            }
        }
        Ok(())
    }

    /// The public text of an action: secrets left out (§7.3).
    fn public_text(&self, side: Side, action: &Action, plan: &Plan) -> String {
        match (action, plan) {
            (Action::Play { .. }, Plan::Step { from, to }) => format!("{from}-{to}"),
            (Action::Play { .. }, Plan::Capture { from, to }) => format!("{from}x{to}"),
            (Action::Play { .. }, Plan::Merge { from, to }) => format!("{from}+{to}"),
            (Action::Play { body, .. }, Plan::Split { .. }) => body.to_string(),
            (Action::Shed { from, to, .. }, _) => format!("shed {from}-{to}"),
            (Action::Ambush { from, .. }, _) => {
                let shown = self
                    .unit(*from)
                    .map(|u| u.public_token())
                    .unwrap_or_default();
                let left = self.counters.get(side).fu.saturating_sub(1);
                format!("ambush from {from} {shown} fu={left}")
            }
            _ => action.to_string(),
        }
    }

    /// The step a bump stops on: the last square before a forest that hides an enemy.
    fn bump(&self, side: Side, from: Square, to: Square) -> Square {
        let hidden_enemy = self
            .unit(to)
            .is_some_and(|u| u.hidden && u.side != Some(side));
        if !hidden_enemy {
            return to;
        }
        match from.step_towards(to) {
            Some((dx, dy)) => to.offset(-dx, -dy).unwrap_or(from),
            None => from,
        }
    }

    /// Take or destroy an empty enemy structure under a real army that ended on it.
    fn take_structure(&mut self, side: Side, at: Square, events: &mut Vec<Event>) {
        let Some(unit) = self.unit(at) else { return };
        if !unit.is_real_army() || unit.army_kind() == Some(ArmyKind::You) {
            return;
        }
        let Some(s) = self.structure(at) else { return };
        let Some(owner) = s.side.filter(|o| *o != side) else {
            return;
        };
        let new = match s.kind {
            StructKind::Camp | StructKind::Burned => Some(StructKind::Camp),
            StructKind::City => Some(StructKind::City),
            StructKind::Granary => {
                self.counters.get_mut(owner).glost = true;
                None
            }
            _ => return,
        };
        self.set_structure(
            at,
            new.map(|kind| Structure {
                kind,
                side: Some(side),
            }),
        );
        events.push(Event::Took(at));
    }

    /// Remove a unit and say how (a decoy is always revealed).
    pub(super) fn remove(&mut self, at: Square, events: &mut Vec<Event>) {
        if let Some(u) = self.take_unit(at) {
            events.push(if u.is_decoy() {
                Event::DecoyRevealed(at)
            } else {
                Event::Lost(at)
            });
        }
    }

    /// Fire, burning and ambush: a 2 becomes a 1, anything else is removed.
    pub(super) fn reduce(&mut self, at: Square, events: &mut Vec<Event>) {
        match self.unit(at).and_then(Unit::reduced) {
            Some(smaller) => {
                self.set_unit(at, Some(smaller));
                events.push(Event::Hit(at));
            }
            None => self.remove(at, events),
        }
    }

    pub(super) fn move_unit(&mut self, from: Square, to: Square) {
        if from == to {
            if let Some(u) = self.unit_mut(from) {
                u.hidden = false;
            }
            return;
        }
        if let Some(mut u) = self.take_unit(from) {
            u.hidden = false;
            self.set_unit(to, Some(u));
        }
    }

    fn execute(&mut self, side: Side, plan: Plan, mode: Mode) -> Vec<Event> {
        let mut events = Vec::new();
        let mut active: Vec<Square> = Vec::new();
        let mut captures_allowed = true;
        let bump = |pos: &Position, from, to| match mode {
            Mode::Real => pos.bump(side, from, to),
            Mode::Predict => to,
        };
        match plan {
            Plan::Step { from, to } => {
                let dest = bump(self, from, to);
                self.move_unit(from, dest);
                self.take_structure(side, dest, &mut events);
                active.push(dest);
            }
            Plan::Capture { from, to } => {
                if let Some(victim) = self.take_unit(to) {
                    events.push(Event::Captured(to));
                    if victim.is_decoy() {
                        events.push(Event::DecoyRevealed(to));
                    }
                }
                self.move_unit(from, to);
                self.take_structure(side, to, &mut events);
                active.push(to);
            }
            Plan::Merge { from, to } => {
                let mover = self.take_unit(from);
                let still = self.unit(to).copied();
                if let (Some(m), Some(s)) = (mover, still) {
                    let (mk, sk) = (
                        m.army_kind().unwrap_or(ArmyKind::Jun),
                        s.army_kind().unwrap_or(ArmyKind::Jun),
                    );
                    let mut merged = Unit::army(side, if mk == sk { sk } else { ArmyKind::Xin }, 2);
                    if mk != sk {
                        merged.mixed = Some(Mixed {
                            still: sk,
                            moved: mk,
                            formed_ply: self.ply,
                        });
                    }
                    self.set_unit(to, Some(merged));
                }
                active.push(to);
            }
            Plan::Split {
                from,
                to,
                moving,
                staying,
            } => {
                let dest = bump(self, from, to);
                if dest == from {
                    captures_allowed = false;
                    active.push(from);
                } else {
                    self.set_unit(from, Some(Unit::army(side, staying, 1)));
                    self.set_unit(dest, Some(Unit::army(side, moving, 1)));
                    self.take_structure(side, dest, &mut events);
                    active.push(dest);
                }
            }
            Plan::Shed { from, to, keep } => {
                let dest = bump(self, from, to);
                if dest == from {
                    captures_allowed = false;
                    active.push(from);
                } else if let Some(original) = self.unit(from).copied() {
                    self.counters.get_mut(side).decoys -= 1;
                    let shown = original.shown_strength().unwrap_or(1);
                    let decoy = Unit::new(side, UnitKind::Decoy { shown });
                    let real_at = if keep {
                        self.set_unit(dest, Some(decoy));
                        from
                    } else {
                        self.set_unit(dest, Some(original));
                        self.set_unit(from, Some(decoy));
                        dest
                    };
                    events.push(Event::ShedReal { side, at: real_at });
                    active.push(dest);
                }
            }
            Plan::Probe(at) => {
                let found = match self.unit(at) {
                    Some(u) if u.hidden => Found::Hidden(u.token()),
                    Some(u) if u.is_decoy() => Found::Decoy(u.token()),
                    Some(u) => Found::Real(u.token()),
                    None => Found::Empty,
                };
                events.push(Event::Probed { side, at, found });
            }
            Plan::Ambush { from, forest } => {
                self.counters.get_mut(side).fu -= 1;
                if let Some(mut u) = self.take_unit(from) {
                    u.hidden = true;
                    self.set_unit(forest, Some(u));
                }
                events.push(Event::AmbushLaid { side, forest });
            }
            Plan::Fire { target, .. } => self.reduce(target, &mut events),
            Plan::Block(at) => {
                self.counters.get_mut(side).block -= 1;
                self.set_structure(
                    at,
                    Some(Structure {
                        kind: StructKind::Roadblock,
                        side: Some(side),
                    }),
                );
                events.push(Event::Placed(at));
            }
            Plan::Clear(at) => {
                self.set_structure(at, None);
                events.push(Event::Cleared(at));
            }
            Plan::BurnGranary(at) => {
                self.set_structure(at, None);
                self.counters.get_mut(side.other()).glost = true;
                events.push(Event::Burned(vec![at]));
            }
            Plan::BurnCamp(at) => {
                self.counters.get_mut(side).shao -= 1;
                self.burn_camps(side.other(), at, &mut events);
            }
            Plan::Reinforce(at) => {
                self.counters.get_mut(side).hou -= 1;
                self.set_unit(at, Some(Unit::army(side, ArmyKind::Hou, 1)));
                events.push(Event::Entered(at));
                active.push(at);
            }
            Plan::Withdraw(at) => {
                self.take_unit(at);
            }
            Plan::Recruit { spend } => {
                let c = self.counters.get_mut(side);
                if spend {
                    c.comp -= 1;
                } else {
                    c.nong -= 1;
                }
                let village = geometry::village(side);
                self.set_unit(village, Some(Unit::army(side, ArmyKind::Nong, 1)));
                events.push(Event::Entered(village));
            }
            Plan::Charge { ox, step, reach } => self.charge(side, ox, step, reach, &mut events),
            Plan::Defect(at) => {
                self.counters.get_mut(side).fan -= 1;
                let decoy = self.unit(at).is_some_and(Unit::is_decoy);
                if decoy {
                    self.remove(at, &mut events);
                } else {
                    self.set_unit(at, Some(Unit::army(side, ArmyKind::Jun, 1)));
                    events.push(Event::Defected(at));
                }
            }
            Plan::Pass => {}
        }
        if mode == Mode::Real {
            for &at in &active {
                self.spring_ambush(side, at, &mut events);
            }
        }
        if captures_allowed {
            let still_there: Vec<Square> = active
                .into_iter()
                .filter(|&a| self.unit(a).is_some_and(|u| self.controller(u) == side))
                .collect();
            let victims = self.automatic_captures(side, &still_there);
            for (&at, &kind) in &victims {
                events.push(match kind {
                    ClaimKind::Pin => Event::Pinned(at),
                    ClaimKind::Enc => Event::Encircled(at),
                });
            }
            for &at in victims.keys() {
                if let Some(u) = self.take_unit(at) {
                    if u.is_decoy() {
                        events.push(Event::DecoyRevealed(at));
                    }
                }
            }
        }
        events
    }
}
