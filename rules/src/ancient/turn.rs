//! Steps 5–7 of §3.10: the win checks after an action, the end of the ply (晋级
//! bookkeeping, drifting rain, S5 caution, S14 expiry) and 晋级 at the start of a ply.

use super::event::{Event, Method};
use super::piece::{ArmyKind, Side, Unit, UnitKind};
use super::position::{geometry, Position};
use super::square::Square;

impl Position {
    /// Step 5: the first win in §4.1's order, or none.
    pub(super) fn win_after(
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
    pub(super) fn end_ply(&mut self, side: Side, events: &mut Vec<Event>) {
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
    pub(super) fn caution(&mut self, events: &mut Vec<Event>) {
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
    pub(super) fn expire_mixed(&mut self) {
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
    pub(super) fn start_ply_win(&self) -> Option<(Side, Method)> {
        let side = self.to_move();
        let held = self.advance_watch.get(side).iter().any(|&sq| {
            self.visible_unit(sq)
                .is_some_and(|u| u.side == Some(side) && u.is_real_army() && u.real_strength() == 2)
        });
        held.then_some((side, Method::Advance))
    }
}
