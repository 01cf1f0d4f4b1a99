//! Steps 2–7 of §3.10: move, ambush, pincer and encirclement, win checks, end of ply.

use super::action::{Action, ClaimKind, Order};
use super::check::Plan;
use super::error::Code;
use super::event::{Event, Found, Method};
use super::piece::{ArmyKind, Mixed, Side, StructKind, Structure, Unit, UnitKind};
use super::position::{geometry, Position};
use super::square::{Square, DIRECTIONS};
use std::collections::BTreeMap;

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
    fn remove(&mut self, at: Square, events: &mut Vec<Event>) {
        if let Some(u) = self.take_unit(at) {
            events.push(if u.is_decoy() {
                Event::DecoyRevealed(at)
            } else {
                Event::Lost(at)
            });
        }
    }

    /// Fire, burning and ambush: a 2 becomes a 1, anything else is removed.
    fn reduce(&mut self, at: Square, events: &mut Vec<Event>) {
        match self.unit(at).and_then(Unit::reduced) {
            Some(smaller) => {
                self.set_unit(at, Some(smaller));
                events.push(Event::Hit(at));
            }
            None => self.remove(at, events),
        }
    }

    fn move_unit(&mut self, from: Square, to: Square) {
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

    fn burn_camps(&mut self, owner: Side, first: Square, events: &mut Vec<Event>) {
        let mut burned = vec![first];
        let mut frontier = vec![first];
        while let Some(from) = frontier.pop() {
            let next: Vec<Square> = self
                .structures()
                .filter(|(at, s)| {
                    s.kind == StructKind::Camp
                        && s.side == Some(owner)
                        && !burned.contains(at)
                        && at.distance(from) <= 3
                        && !self.is_rain(*at)
                        && self.unit(*at).is_none()
                })
                .map(|(at, _)| at)
                .collect();
            for at in next {
                burned.push(at);
                frontier.push(at);
            }
        }
        burned.sort();
        for &at in &burned {
            self.set_structure(
                at,
                Some(Structure {
                    kind: StructKind::Burned,
                    side: Some(owner),
                }),
            );
        }
        events.push(Event::Burned(burned.clone()));
        for at in burned {
            if self.unit(at).is_some() {
                self.reduce(at, events);
            }
        }
    }

    fn charge(
        &mut self,
        side: Side,
        ox: Square,
        step: (i8, i8),
        reach: u8,
        events: &mut Vec<Event>,
    ) {
        let mut at = ox;
        for _ in 0..reach {
            let Some(next) = at.offset(step.0, step.1) else {
                break;
            };
            let blocking_structure = self.structure(next).is_some_and(|s| match s.kind {
                StructKind::Roadblock | StructKind::Forest => true,
                StructKind::Village => false,
                _ => s.side != Some(side),
            });
            if blocking_structure || self.is_river(next) {
                break;
            }
            if let Some(u) = self.visible_unit(next).copied() {
                let trample = u.side == Some(side.other())
                    && (u.shown_strength() == Some(1) || u.kind == UnitKind::Cannon);
                if !trample {
                    break;
                }
                self.remove(next, events);
            }
            if self.unit(next).is_some() {
                break;
            }
            self.move_unit(at, next);
            at = next;
            if self.is_rain(next) {
                break;
            }
        }
        self.remove(at, events);
    }

    /// Step 3 (S7): an active piece that ended in a hidden enemy ambusher's zone.
    fn spring_ambush(&mut self, side: Side, at: Square, events: &mut Vec<Event>) {
        let Some(intruder) = self.unit(at).copied() else {
            return;
        };
        if self.controller(&intruder) != side {
            return;
        }
        let forest = std::iter::once(at).chain(at.neighbours()).find(|&f| {
            self.is_forest(f)
                && self
                    .unit(f)
                    .is_some_and(|u| u.hidden && u.side == Some(side.other()))
        });
        let Some(forest) = forest else { return };
        let Some(ambusher) = self.unit_mut(forest) else {
            return;
        };
        ambusher.hidden = false;
        let ambusher = *ambusher;
        events.push(Event::Ambushed { forest, at });
        if ambusher.is_decoy() {
            self.remove(forest, events);
        } else if self.structure_of(at, side, StructKind::City) {
            // An intruder in its own city is unaffected.
        } else if intruder.is_decoy() || ambusher.real_strength() >= intruder.real_strength() {
            self.remove(at, events);
        } else {
            self.reduce(at, events);
        }
    }

    /// §3.6 C1–C7: every victim of the acting side's pincers and encirclements.
    pub(crate) fn automatic_captures(
        &self,
        side: Side,
        active: &[Square],
    ) -> BTreeMap<Square, ClaimKind> {
        let mut victims = BTreeMap::new();
        let enemy_at = |sq: Square| {
            self.visible_unit(sq)
                .filter(|u| self.controller(u) != side)
                .copied()
        };
        let arms: Vec<Square> = active
            .iter()
            .copied()
            .filter(|&a| self.is_arm(side, a))
            .collect();
        for &a in &arms {
            for (dx, dy) in DIRECTIONS {
                let Some(v) = a.offset(dx, dy) else { continue };
                let Some(victim) = enemy_at(v) else { continue };
                let owner = self.controller(&victim);
                let sheltered = self.structure_of(v, owner, StructKind::Camp)
                    || self.structure_of(v, owner, StructKind::City);
                if sheltered {
                    continue;
                }
                if v.offset(dx, dy).is_some_and(|b| self.is_arm(side, b)) {
                    victims.insert(v, ClaimKind::Pin);
                }
            }
        }
        for &a in &arms {
            for v in a.neighbours() {
                let Some(victim) = enemy_at(v) else { continue };
                if victims.contains_key(&v) {
                    continue;
                }
                if v.neighbours().any(|n| self.is_open(n)) {
                    continue;
                }
                let in_city = self.structure_of(v, self.controller(&victim), StructKind::City);
                let needed = if in_city { 3 } else { 2 };
                let count = v.neighbours().filter(|&n| self.is_arm(side, n)).count();
                if count >= needed {
                    victims.insert(v, ClaimKind::Enc);
                }
            }
        }
        victims
    }

    /// Step 5: the first win in §4.1's order, or none.
    fn win_after(
        &self,
        side: Side,
        kings_before: [bool; 2],
        commanders_before: [bool; 2],
    ) -> Option<(Side, Method)> {
        let opp = side.other();
        let king_fell =
            |s: Side| self.supps.has(1) && kings_before[s.index()] && self.king(s).is_none();
        if king_fell(opp) {
            return Some((side, Method::Kingfall));
        }
        if king_fell(side) {
            return Some((opp, Method::Kingfall));
        }
        if commanders_before[opp.index()] && self.commander(opp).is_none() {
            return Some((side, Method::Seize));
        }
        if !self.holds_camp(opp) {
            return Some((side, Method::Uproot));
        }
        if !self.has_real_army(opp) {
            return Some((side, Method::Annihilate));
        }
        if !self.has_real_army(side) {
            return Some((opp, Method::Annihilate));
        }
        None
    }

    /// Step 6: remember 晋级 candidates, drift the rain, S5 caution, next ply.
    fn end_ply(&mut self, side: Side, events: &mut Vec<Event>) {
        let base = geometry::base_file_x(side.other());
        let watch: Vec<Square> = self
            .units()
            .filter(|(sq, u)| {
                sq.x() == base
                    && u.side == Some(side)
                    && !u.hidden
                    && u.is_real_army()
                    && u.real_strength() == 2
            })
            .map(|(sq, _)| sq)
            .collect();
        *self.advance_watch.get_mut(side) = watch;
        if side == Side::Black {
            for rain in &mut self.rain {
                if rain.drifting {
                    let y = (rain.square.y() + 1) % 9;
                    rain.square = Square::at(rain.square.x(), y).unwrap_or(rain.square);
                }
            }
        }
        if self.supps.has(5) {
            self.caution(events);
        }
        self.ply += 1;
        self.expire_mixed();
    }

    /// S5 顾忌: the 友1 goes to whoever has more visible armies next to it.
    fn caution(&mut self, events: &mut Vec<Event>) {
        let you = self
            .units()
            .find(|(_, u)| u.army_kind() == Some(ArmyKind::You))
            .map(|(sq, _)| sq);
        let Some(you) = you else { return };
        let count = |s: Side| {
            you.neighbours()
                .filter(|&n| {
                    self.visible_unit(n)
                        .is_some_and(|u| u.side == Some(s) && u.is_army_like())
                })
                .count()
        };
        let other = self.patron.other();
        if count(other) > count(self.patron) {
            self.patron = other;
            events.push(Event::Patron(other));
        }
    }

    /// S14: a 新2 still standing at the start of its owner's 4th turn after forming
    /// becomes a 1 of the kind that stood still.
    fn expire_mixed(&mut self) {
        let ply = self.ply;
        for sq in Square::all() {
            let Some(u) = self.unit_mut(sq) else { continue };
            if let Some(m) = u.mixed {
                if ply >= m.formed_ply.saturating_add(8) {
                    *u = Unit {
                        kind: UnitKind::Army {
                            kind: m.still,
                            strength: 1,
                        },
                        mixed: None,
                        ..*u
                    };
                }
            }
        }
    }

    /// Step 7: 晋级 for the side about to play.
    fn start_ply_win(&self) -> Option<(Side, Method)> {
        let side = self.to_move();
        let held = self.advance_watch.get(side).iter().any(|&sq| {
            self.visible_unit(sq)
                .is_some_and(|u| u.side == Some(side) && u.is_real_army() && u.real_strength() == 2)
        });
        held.then_some((side, Method::Advance))
    }
}
