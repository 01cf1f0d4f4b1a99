//! Every legal action of the side to move, as the actor knows the position.
//! Candidates come from a bounded enumeration; [`Position::check`] decides.

use super::action::{Action, Body, Op};
use super::check::Plan;
use super::piece::{ArmyKind, Side, StructKind, Unit, UnitKind};
use super::position::{geometry, Position};
use super::square::{Square, DIRECTIONS};

impl Position {
    /// Candidate actions for `side`, before validation. Bounded: at most a few
    /// hundred (14 units × 4 directions × 5 squares, plus the board-wide verbs).
    fn candidates(&self, side: Side) -> Vec<Action> {
        let mut out = Vec::new();
        let plain = |from, to, op| Action::Play {
            order: None,
            body: Body {
                from,
                to,
                op,
                kind: None,
            },
            claims: Vec::new(),
        };
        let own: Vec<(Square, Unit)> = self
            .units()
            .filter(|(_, u)| self.controller(u) == side && (!u.hidden || u.side == Some(side)))
            .map(|(sq, u)| (sq, *u))
            .collect();
        for &(from, unit) in &own {
            let army = unit.is_army_like();
            let splits = matches!(unit.kind, UnitKind::Army { strength: 2, kind } if kind.merges() || kind == ArmyKind::Xin);
            let sheds =
                self.supps.has(6) && (unit.is_decoy() || unit.army_kind() == Some(ArmyKind::Jun));
            for (dx, dy) in DIRECTIONS {
                for d in 1..=3 {
                    let Some(to) = from.offset(dx * d, dy * d) else {
                        break;
                    };
                    out.push(plain(from, to, Op::Move));
                    if splits {
                        if unit.army_kind() == Some(ArmyKind::Xin) {
                            for kind in [ArmyKind::Jun, ArmyKind::Hou, ArmyKind::Nong] {
                                out.push(Action::Play {
                                    order: None,
                                    body: Body {
                                        from,
                                        to,
                                        op: Op::Split,
                                        kind: Some(kind),
                                    },
                                    claims: Vec::new(),
                                });
                            }
                        } else {
                            out.push(plain(from, to, Op::Split));
                        }
                    }
                    if sheds {
                        out.push(Action::Shed {
                            from,
                            to,
                            keep: true,
                        });
                        out.push(Action::Shed {
                            from,
                            to,
                            keep: false,
                        });
                    }
                    if self.ends_passage(side, from, to) {
                        break;
                    }
                }
                if unit.kind == UnitKind::Cannon && self.supps.has(9) {
                    for d in 2..=3 {
                        if let Some(target) = from.offset(dx * d, dy * d) {
                            out.push(Action::Fire {
                                cannon: from,
                                target,
                            });
                        }
                    }
                }
                if unit.kind == UnitKind::Ox && self.supps.has(16) {
                    for d in 1..=5 {
                        if let Some(target) = from.offset(dx * d, dy * d) {
                            out.push(Action::Charge { ox: from, target });
                        }
                    }
                }
            }
            if army && self.supps.has(7) {
                for &forest in geometry::forests() {
                    out.push(Action::Ambush { from, forest });
                }
            }
        }
        // Board-wide verbs, only where their target can be.
        for sq in Square::all() {
            let unit = self.seen_unit(Some(side), sq);
            let enemy_unit = unit.is_some_and(|u| self.controller(u) != side);
            let structure = self.structure(sq);
            if self.supps.has(6) && (enemy_unit || self.is_forest(sq)) {
                out.push(Action::Probe(sq));
            }
            if self.supps.has(15) && enemy_unit {
                out.push(Action::Defect(sq));
            }
            match structure {
                Some(s) if s.kind == StructKind::Roadblock && self.supps.has(10) => {
                    for n in sq.neighbours() {
                        out.push(Action::Clear { army: n, block: sq });
                    }
                }
                Some(s)
                    if s.side == Some(side.other())
                        && (self.supps.has(11) || self.supps.has(12)) =>
                {
                    out.push(Action::Burn(sq));
                }
                Some(s) if s.side == Some(side) && self.supps.has(2) => {
                    out.push(Action::Reinforce(sq));
                }
                None if self.supps.has(10) && unit.is_none() => out.push(Action::Block(sq)),
                _ => {}
            }
        }
        if self.supps.has(1) {
            out.push(Action::Withdraw);
        }
        if self.supps.has(8) {
            out.push(Action::Recruit);
        }
        out
    }

    /// A validated candidate in its canonical spelling (`x` for a capture, `+` for a merge).
    fn canonical(action: Action, plan: &Plan) -> Action {
        match (action, plan) {
            (Action::Play { body, .. }, Plan::Capture { .. }) => Action::Play {
                order: None,
                body: Body {
                    op: Op::Capture,
                    ..body
                },
                claims: Vec::new(),
            },
            (Action::Play { body, .. }, Plan::Merge { .. }) => Action::Play {
                order: None,
                body: Body {
                    op: Op::Merge,
                    ..body
                },
                claims: Vec::new(),
            },
            (action, _) => action,
        }
    }

    /// The canonical spelling of a valid action of `side` (order words and claims dropped,
    /// `-` onto an enemy written `x`, onto an own army `+`), or its error.
    pub fn canonical_action(&self, side: Side, action: &Action) -> Result<Action, super::Code> {
        if side != self.to_move() {
            return Err(super::Code::Turn);
        }
        let plan = self.check(side, action)?;
        let bare = match action {
            Action::Play { body, .. } => Action::Play {
                order: None,
                body: *body,
                claims: Vec::new(),
            },
            other => other.clone(),
        };
        Ok(Self::canonical(bare, &plan))
    }

    /// Every legal action of `side` (empty when it is not `side`'s ply).
    pub fn legal_actions(&self, side: Side) -> Vec<Action> {
        if side != self.to_move() {
            return Vec::new();
        }
        let mut out: Vec<Action> = self
            .candidates(side)
            .into_iter()
            .filter_map(|a| {
                let plan = self.check(side, &a).ok()?;
                Some(Self::canonical(a, &plan))
            })
            .collect();
        // Candidates are generated once each, in a fixed order: no sort or dedup needed.
        if out.is_empty() {
            out.push(Action::Pass);
        }
        out
    }

    /// Whether no move along this ray can go past `to` (a conservative test: when in
    /// doubt the ray goes on and `check` decides).
    fn ends_passage(&self, side: Side, from: Square, to: Square) -> bool {
        if self.seen_unit(Some(side), to).is_some() || self.is_rain(to) {
            return true;
        }
        if self.is_river(to) && !self.is_river(from) {
            return true;
        }
        self.structure(to).is_some_and(|s| match s.kind {
            StructKind::Roadblock | StructKind::Forest => true,
            StructKind::Camp | StructKind::City | StructKind::Granary => s.side != Some(side),
            StructKind::Burned | StructKind::Village => false,
        })
    }

    /// Whether `side` has any action other than `pass`.
    pub(crate) fn has_any_action(&self, side: Side) -> bool {
        self.candidates(side)
            .iter()
            .any(|a| self.check(side, a).is_ok())
    }
}
