//! Step 1 of §3.10: validate an action against what the actor knows (the public state
//! plus its own secrets) and turn it into a [`Plan`]. Never mutates.

use super::action::{Action, Body, Op};
use super::error::Code;
use super::piece::{ArmyKind, Side, StructKind, Unit, UnitKind};
use super::position::{geometry, Position};
use super::square::{Square, DIRECTIONS};

/// A validated action, ready to resolve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plan {
    Step {
        from: Square,
        to: Square,
    },
    Capture {
        from: Square,
        to: Square,
    },
    Merge {
        from: Square,
        to: Square,
    },
    Split {
        from: Square,
        to: Square,
        moving: ArmyKind,
        staying: ArmyKind,
    },
    Shed {
        from: Square,
        to: Square,
        keep: bool,
    },
    Probe(Square),
    Ambush {
        from: Square,
        forest: Square,
    },
    Fire {
        cannon: Square,
        target: Square,
    },
    Block(Square),
    Clear(Square),
    BurnGranary(Square),
    BurnCamp(Square),
    Reinforce(Square),
    Withdraw(Square),
    Recruit {
        spend: bool,
    },
    Charge {
        ox: Square,
        step: (i8, i8),
        reach: u8,
    },
    Defect(Square),
    Pass,
}

impl Plan {
    pub fn is_split(&self) -> bool {
        matches!(self, Plan::Split { .. })
    }
}

fn need(cond: bool, code: Code) -> Result<(), Code> {
    if cond {
        Ok(())
    } else {
        Err(code)
    }
}

impl Position {
    fn need_supp(&self, n: u8) -> Result<(), Code> {
        need(self.supps.has(n), Code::Supp)
    }

    /// A unit the actor controls and knows of at `sq`.
    pub(crate) fn own_unit(&self, side: Side, sq: Square) -> Result<Unit, Code> {
        match self.seen_unit(Some(side), sq) {
            Some(u) if self.controller(u) == side => Ok(*u),
            _ => Err(Code::Piece),
        }
    }

    /// A unit the actor sees and does not control.
    fn enemy_unit(&self, side: Side, sq: Square) -> Option<Unit> {
        self.seen_unit(Some(side), sq)
            .filter(|u| self.controller(u) != side)
            .copied()
    }

    fn range_of(unit: &Unit) -> u8 {
        match unit.shown_strength() {
            Some(1) => 3,
            Some(_) => 2,
            None => 1,
        }
    }

    /// M1–M4 and the rain/river range limits: geometry, range and path.
    pub(crate) fn check_line(
        &self,
        side: Side,
        unit: &Unit,
        from: Square,
        to: Square,
    ) -> Result<(), Code> {
        let step = from.step_towards(to).ok_or(Code::Geometry)?;
        let mut range = Self::range_of(unit);
        if self.is_rain(from) {
            range = 1;
        }
        let along_river = self.is_river(from) && step.0 == 0;
        if along_river && step.1 < 0 {
            range = 1;
        }
        need(from.distance(to) <= range, Code::Range)?;
        for sq in from.between(to) {
            if self.seen_unit(Some(side), sq).is_some() || self.is_rain(sq) {
                return Err(Code::Path);
            }
            if self.is_river(sq) && !along_river {
                return Err(Code::Path);
            }
            if let Some(s) = self.structure(sq) {
                let enemy = s.side.is_some_and(|o| o != side);
                let blocks = match s.kind {
                    StructKind::Roadblock | StructKind::Forest => true,
                    StructKind::Camp | StructKind::City | StructKind::Granary => enemy,
                    StructKind::Burned | StructKind::Village => false,
                };
                need(!blocks, Code::Path)?;
            }
        }
        Ok(())
    }

    /// M5–M7 for a destination with no unit the actor knows of.
    fn check_empty_dest(&self, side: Side, unit: &Unit, to: Square) -> Result<(), Code> {
        let is_you = unit.army_kind() == Some(ArmyKind::You);
        if let Some(s) = self.structure(to) {
            let enemy = s.side.is_some_and(|o| o != side);
            match s.kind {
                StructKind::Roadblock => return Err(Code::Dest),
                StructKind::Forest => need(unit.is_army_like(), Code::Dest)?,
                StructKind::Camp | StructKind::Granary | StructKind::Burned if enemy => {
                    need(unit.is_army_like() && !is_you, Code::Dest)?;
                    need(!unit.is_decoy(), Code::Decoy)?;
                }
                StructKind::City if enemy => {
                    need(unit.is_army_like() && !is_you, Code::Dest)?;
                    need(!unit.is_decoy(), Code::Decoy)?;
                    need(unit.real_strength() >= 2, Code::Capture)?;
                }
                _ => {}
            }
        }
        if self.is_river(to) {
            need(unit.is_army_like(), Code::Dest)?;
        }
        if unit.kind == UnitKind::Commander {
            need(geometry::in_hq_zone(side, to), Code::Dest)?;
        }
        Ok(())
    }

    fn check_capture(
        &self,
        side: Side,
        unit: &Unit,
        from: Square,
        to: Square,
        target: &Unit,
    ) -> Result<(), Code> {
        need(!unit.is_decoy(), Code::Decoy)?;
        let attacker_ok = unit.is_real_army() && unit.army_kind() != Some(ArmyKind::You);
        need(attacker_ok, Code::Capture)?;
        match target.kind {
            UnitKind::Commander => return Err(Code::Capture),
            UnitKind::Cannon | UnitKind::Ox => {}
            UnitKind::Army { .. } | UnitKind::Decoy { .. } => {
                need(!self.is_forest(to), Code::Capture)?;
                let owner = self.controller(target);
                let sheltered = self.structure_of(to, owner, StructKind::Camp)
                    || self.structure_of(to, owner, StructKind::City);
                need(!sheltered, Code::Capture)?;
                need(
                    target.army_kind() != Some(ArmyKind::Nong) || target.is_decoy(),
                    Code::Capture,
                )?;
                let shown = target.shown_strength().unwrap_or(0);
                let strength = unit.real_strength();
                let in_river = self.is_river(from) && from.x() == to.x();
                if in_river && to.y() < from.y() {
                    return Err(Code::Capture);
                }
                let ok = if in_river && self.is_river(to) {
                    strength >= shown
                } else {
                    strength == 2 && shown == 1
                };
                need(ok, Code::Capture)?;
            }
        }
        need(self.in_supply(side, to), Code::Supply)
    }

    fn merged_kind(&self, side: Side, mover: &Unit, target: &Unit) -> Result<ArmyKind, Code> {
        need(
            mover.shown_strength() == Some(1) && target.shown_strength() == Some(1),
            Code::Kind,
        )?;
        let (a, b) = (mover.army_kind(), target.army_kind());
        match (a, b) {
            (Some(a), Some(b)) if a == b && a.merges() => Ok(a),
            (Some(a), Some(b)) if self.supps.has(14) && a != b && a.merges() && b.merges() => {
                let has_xin = self
                    .units()
                    .any(|(_, u)| u.side == Some(side) && u.army_kind() == Some(ArmyKind::Xin));
                need(!has_xin, Code::Kind)?;
                Ok(ArmyKind::Xin)
            }
            _ => Err(Code::Kind),
        }
    }

    fn check_body(&self, side: Side, body: &Body) -> Result<Plan, Code> {
        let Body { from, to, op, kind } = *body;
        let unit = self.own_unit(side, from)?;
        if op == Op::Split {
            return self.check_split(side, &unit, from, to, kind);
        }
        need(kind.is_none(), Code::Syntax)?;
        let target = self.seen_unit(Some(side), to).copied();
        match target {
            None => {
                need(!matches!(op, Op::Capture | Op::Merge), Code::Piece)?;
                self.check_line(side, &unit, from, to)?;
                self.check_empty_dest(side, &unit, to)?;
                Ok(Plan::Step { from, to })
            }
            Some(t) if self.controller(&t) != side => {
                need(op != Op::Merge, Code::Piece)?;
                self.check_line(side, &unit, from, to)?;
                self.check_capture(side, &unit, from, to, &t)?;
                Ok(Plan::Capture { from, to })
            }
            Some(t) => {
                need(op != Op::Capture, Code::Piece)?;
                self.check_line(side, &unit, from, to)?;
                let armies = unit.is_army_like() && t.is_army_like() && !t.hidden;
                need(armies, Code::Dest)?;
                if op == Op::Move {
                    let ones = unit.shown_strength() == Some(1) && t.shown_strength() == Some(1);
                    need(ones, Code::Dest)?;
                }
                need(!unit.is_decoy() && !t.is_decoy(), Code::Decoy)?;
                self.merged_kind(side, &unit, &t)?;
                need(
                    self.in_supply(side, from) && self.in_supply(side, to),
                    Code::Supply,
                )?;
                Ok(Plan::Merge { from, to })
            }
        }
    }

    fn check_split(
        &self,
        side: Side,
        unit: &Unit,
        from: Square,
        to: Square,
        kind: Option<ArmyKind>,
    ) -> Result<Plan, Code> {
        let half_kind = unit.army_kind().unwrap_or(ArmyKind::Jun);
        let half = Unit::army(side, half_kind, 1);
        self.check_line(side, &half, from, to)?;
        need(self.seen_unit(Some(side), to).is_none(), Code::Dest)?;
        self.check_empty_dest(side, &half, to)?;
        need(!unit.is_decoy(), Code::Decoy)?;
        let (moving, staying) = match unit.kind {
            UnitKind::Army {
                kind: ArmyKind::Xin,
                strength: 2,
            } => {
                let m = unit.mixed.ok_or(Code::Kind)?;
                match kind {
                    None => return Err(Code::Kind),
                    Some(k) if k == m.moved => (m.moved, m.still),
                    Some(k) if k == m.still => (m.still, m.moved),
                    Some(_) => return Err(Code::Kind),
                }
            }
            UnitKind::Army {
                kind: k,
                strength: 2,
            } if k.merges() => {
                need(kind.is_none(), Code::Kind)?;
                (k, k)
            }
            _ => return Err(Code::Kind),
        };
        need(!unit.hidden, Code::Condition)?;
        need(self.in_supply(side, from), Code::Supply)?;
        Ok(Plan::Split {
            from,
            to,
            moving,
            staying,
        })
    }

    fn adjacent_own_real_army(&self, side: Side, sq: Square) -> bool {
        sq.neighbours().any(|n| {
            self.visible_unit(n)
                .is_some_and(|u| u.side == Some(side) && u.is_real_army())
        })
    }

    /// Validate `action` for `side` (not the turn or the phase: the game checks those).
    pub fn check(&self, side: Side, action: &Action) -> Result<Plan, Code> {
        let counters = self.counters.get(side);
        match action {
            Action::Play { body, .. } => self.check_body(side, body),
            Action::Camps { .. } | Action::Deploy { .. } => Err(Code::Phase),
            Action::Shed { from, to, keep } => {
                self.need_supp(6)?;
                let unit = self.own_unit(side, *from)?;
                need(counters.decoys > 0, Code::Spent)?;
                self.check_line(side, &unit, *from, *to)?;
                need(self.seen_unit(Some(side), *to).is_none(), Code::Dest)?;
                let foreign = self.structure(*to).is_some_and(|s| {
                    s.kind == StructKind::Roadblock || s.side.is_some_and(|o| o != side)
                });
                need(!foreign, Code::Dest)?;
                self.check_empty_dest(side, &unit, *to)?;
                let sheddable = unit.is_decoy()
                    || unit.army_kind() == Some(ArmyKind::Jun) && unit.is_real_army();
                need(sheddable, Code::Kind)?;
                need(!unit.hidden, Code::Condition)?;
                Ok(Plan::Shed {
                    from: *from,
                    to: *to,
                    keep: *keep,
                })
            }
            Action::Probe(sq) => {
                self.need_supp(6)?;
                let army = self.enemy_unit(side, *sq).is_some_and(|u| u.is_army_like());
                let forest = self.supps.has(7)
                    && self.is_forest(*sq)
                    && geometry::in_own_half(side.other(), *sq)
                    && self.enemy_unit(side, *sq).is_none();
                need(army || forest, Code::Piece)?;
                Ok(Plan::Probe(*sq))
            }
            Action::Ambush { from, forest } => {
                self.need_supp(7)?;
                let unit = self.own_unit(side, *from)?;
                need(unit.is_army_like() && unit.side == Some(side), Code::Piece)?;
                need(counters.fu > 0, Code::Spent)?;
                let forest_ok = self.is_forest(*forest) && geometry::in_own_half(side, *forest);
                need(forest_ok, Code::Dest)?;
                need(
                    forest == from || self.seen_unit(Some(side), *forest).is_none(),
                    Code::Dest,
                )?;
                let base = (self.structure_of(*from, side, StructKind::Camp)
                    || self.structure_of(*from, side, StructKind::City)
                    || self.is_forest(*from))
                    && geometry::in_own_half(side, *from);
                need(base && !unit.hidden, Code::Condition)?;
                Ok(Plan::Ambush {
                    from: *from,
                    forest: *forest,
                })
            }
            Action::Fire { cannon, target } => {
                self.need_supp(9)?;
                let unit = self.own_unit(side, *cannon)?;
                need(unit.kind == UnitKind::Cannon, Code::Piece)?;
                cannon.step_towards(*target).ok_or(Code::Geometry)?;
                need((2..=3).contains(&cannon.distance(*target)), Code::Range)?;
                for sq in cannon.between(*target) {
                    let blocked = self.seen_unit(Some(side), sq).is_some()
                        || matches!(self.structure(sq), Some(s) if s.kind == StructKind::Roadblock);
                    need(!blocked, Code::Path)?;
                }
                let victim = self.enemy_unit(side, *target).ok_or(Code::Piece)?;
                need(victim.kind != UnitKind::Commander, Code::Capture)?;
                let owner = self.controller(&victim);
                need(
                    !self.structure_of(*target, owner, StructKind::City),
                    Code::Capture,
                )?;
                need(
                    !self.is_rain(*cannon) && !self.is_rain(*target),
                    Code::Condition,
                )?;
                need(self.in_supply(side, *cannon), Code::Supply)?;
                Ok(Plan::Fire {
                    cannon: *cannon,
                    target: *target,
                })
            }
            Action::Block(sq) => {
                self.need_supp(10)?;
                need(counters.block > 0, Code::Spent)?;
                let free = self.seen_unit(Some(side), *sq).is_none()
                    && self.structure(*sq).is_none()
                    && !self.is_river(*sq);
                need(free, Code::Dest)?;
                need(self.adjacent_own_real_army(side, *sq), Code::Condition)?;
                Ok(Plan::Block(*sq))
            }
            Action::Clear { army, block } => {
                self.need_supp(10)?;
                let unit = self.own_unit(side, *army)?;
                need(
                    unit.is_real_army() && unit.side == Some(side) && !unit.hidden,
                    Code::Piece,
                )?;
                let is_block =
                    matches!(self.structure(*block), Some(s) if s.kind == StructKind::Roadblock);
                need(is_block, Code::Piece)?;
                need(army.distance(*block) == 1, Code::Condition)?;
                Ok(Plan::Clear(*block))
            }
            Action::Burn(sq) => {
                need(self.supps.has(11) || self.supps.has(12), Code::Supp)?;
                let s = self.structure(*sq).ok_or(Code::Piece)?;
                need(s.side == Some(side.other()), Code::Piece)?;
                match s.kind {
                    StructKind::Granary => {
                        self.need_supp(11)?;
                        need(self.adjacent_own_real_army(side, *sq), Code::Condition)?;
                        need(!self.is_rain(*sq), Code::Condition)?;
                        Ok(Plan::BurnGranary(*sq))
                    }
                    StructKind::Camp => {
                        self.need_supp(12)?;
                        need(counters.shao > 0, Code::Spent)?;
                        need(self.adjacent_own_real_army(side, *sq), Code::Condition)?;
                        need(!self.is_rain(*sq), Code::Condition)?;
                        Ok(Plan::BurnCamp(*sq))
                    }
                    _ => Err(Code::Piece),
                }
            }
            Action::Reinforce(sq) => {
                self.need_supp(2)?;
                let own = self.structure_of(*sq, side, StructKind::Camp)
                    || self.structure_of(*sq, side, StructKind::City);
                need(own, Code::Piece)?;
                need(counters.hou > 0, Code::Spent)?;
                need(self.ply >= 7, Code::Timing)?;
                need(self.seen_unit(Some(side), *sq).is_none(), Code::Dest)?;
                Ok(Plan::Reinforce(*sq))
            }
            Action::Withdraw => {
                self.need_supp(1)?;
                let king = self.king(side).ok_or(Code::Piece)?;
                need(king.x() == geometry::base_file_x(side), Code::Condition)?;
                let threatened = self.units().any(|(at, u)| {
                    !u.hidden
                        && u.is_army_like()
                        && self.controller(u) != side
                        && at.distance(king) <= 3
                });
                need(!threatened, Code::Condition)?;
                Ok(Plan::Withdraw(king))
            }
            Action::Recruit => {
                self.need_supp(8)?;
                need(counters.nong > 0 || counters.comp > 0, Code::Spent)?;
                need(self.ply >= 5, Code::Timing)?;
                let on_board = self
                    .units()
                    .any(|(_, u)| u.side == Some(side) && u.army_kind() == Some(ArmyKind::Nong));
                need(!on_board, Code::Condition)?;
                let village = geometry::village(side);
                need(
                    self.seen_unit(Some(side), village).is_none(),
                    Code::Condition,
                )?;
                Ok(Plan::Recruit {
                    spend: counters.nong == 0,
                })
            }
            Action::Charge { ox, target } => {
                self.need_supp(16)?;
                let unit = self.own_unit(side, *ox)?;
                need(unit.kind == UnitKind::Ox, Code::Piece)?;
                let step = ox.step_towards(*target).ok_or(Code::Geometry)?;
                let reach = ox.distance(*target);
                need(reach <= 5, Code::Range)?;
                Ok(Plan::Charge {
                    ox: *ox,
                    step,
                    reach,
                })
            }
            Action::Defect(sq) => {
                self.need_supp(15)?;
                need(counters.fan > 0, Code::Spent)?;
                let victim = self.enemy_unit(side, *sq).ok_or(Code::Piece)?;
                let fits = victim.side.is_some()
                    && victim.shown_strength() == Some(1)
                    && victim.army_kind() == Some(ArmyKind::Jun);
                need(fits, Code::Piece)?;
                let arms = DIRECTIONS
                    .iter()
                    .filter_map(|&(dx, dy)| sq.offset(dx, dy))
                    .filter(|&n| self.is_arm(side, n))
                    .count();
                need(arms >= 2, Code::Condition)?;
                need(
                    !self.in_supply(self.controller(&victim), *sq),
                    Code::Condition,
                )?;
                Ok(Plan::Defect(*sq))
            }
            Action::Duel { .. } => Err(Code::Supp),
            Action::Pass => {
                need(!self.has_any_action(side), Code::Timing)?;
                Ok(Plan::Pass)
            }
        }
    }
}
