//! Effects that reach beyond the mover (§3.6, S7, S12, S16): burning linked camps,
//! the ox charge, ambushes, and the automatic pincer and encirclement captures.

use super::action::ClaimKind;
use super::event::Event;
use super::piece::{Side, StructKind, Structure, UnitKind};
use super::position::Position;
use super::square::{Square, DIRECTIONS};
use std::collections::BTreeMap;

impl Position {
    pub(super) fn burn_camps(&mut self, owner: Side, first: Square, events: &mut Vec<Event>) {
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

    pub(super) fn charge(
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
    pub(super) fn spring_ambush(&mut self, side: Side, at: Square, events: &mut Vec<Event>) {
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
}
