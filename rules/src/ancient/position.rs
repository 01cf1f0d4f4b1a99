//! The state of one game in the movement phase: units, structures, terrain,
//! counters, and the piece lists the spec's vectors write (`G a4; M b1 c4 d6; A2 b1`).

use super::piece::{ArmyKind, BySide, Side, StructKind, Structure, Unit, UnitKind};
use super::square::Square;
use super::supp::Supps;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Per-side tokens and reserves (the vectors' `state`/`tokens` keys).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Counters {
    /// 伏 tokens left (S7).
    pub fu: u8,
    /// 烧 tokens left (S12).
    pub shao: u8,
    /// 阻 roadblocks left (S10).
    pub block: u8,
    /// Decoys in reserve (S6).
    pub decoys: u8,
    /// 后1 in reserve (S2).
    pub hou: u8,
    /// The granary is lost (S11): supply radius 2.
    pub glost: bool,
    /// 农1 in reserve (S8).
    pub nong: u8,
    /// Component tokens (S8).
    pub comp: u8,
    /// 反 left (S15).
    pub fan: u8,
}

impl Default for Counters {
    fn default() -> Self {
        Counters {
            fu: 4,
            shao: 1,
            block: 1,
            decoys: 4,
            hou: 1,
            glost: false,
            nong: 1,
            comp: 2,
            fan: 1,
        }
    }
}

impl Counters {
    /// Set one counter by its vector name.
    pub fn set(&mut self, name: &str, value: u8) -> bool {
        match name {
            "fu" => self.fu = value,
            "shao" => self.shao = value,
            "block" => self.block = value,
            "decoys" => self.decoys = value,
            "hou" => self.hou = value,
            "glost" => self.glost = value != 0,
            "nong" => self.nong = value,
            "comp" => self.comp = value,
            "fan" => self.fan = value,
            _ => return false,
        }
        true
    }

    pub fn get(&self, name: &str) -> Option<u8> {
        Some(match name {
            "fu" => self.fu,
            "shao" => self.shao,
            "block" => self.block,
            "decoys" => self.decoys,
            "hou" => self.hou,
            "glost" => u8::from(self.glost),
            "nong" => self.nong,
            "comp" => self.comp,
            "fan" => self.fan,
            _ => return None,
        })
    }
}

/// A rain piece (S4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rain {
    pub square: Square,
    pub drifting: bool,
}

/// Board geometry that does not depend on the state (spec §1, `data/ancient/board.json`).
pub mod geometry {
    use super::super::data::board;
    use super::{Side, Square};

    /// 点将台: red a4, black i4.
    pub fn platform(side: Side) -> Square {
        board().side(side).platform.unwrap_or(Square::A0)
    }

    /// The HQ zone 中军: the platform and its neighbours.
    pub fn in_hq_zone(side: Side, square: Square) -> bool {
        board().side(side).hq_zone.contains(&square)
    }

    /// The five 区位 of a side.
    pub fn camp_sites(side: Side) -> &'static [Square] {
        &board().side(side).camp_sites
    }

    pub fn base_file_x(side: Side) -> i8 {
        4 * side.sign()
    }

    pub fn in_own_half(side: Side, square: Square) -> bool {
        square.x() * side.sign() >= 1
    }

    /// The four forests (S7).
    pub fn forests() -> &'static [Square] {
        &board().terrain.forests.squares
    }

    /// The start square of a side's 王1 (S1).
    pub fn king_start(side: Side) -> Option<Square> {
        board().side(side).king_start
    }

    /// Villages (S8): red a0, black i0.
    pub fn village(side: Side) -> Square {
        board().side(side).village.unwrap_or(Square::A0)
    }

    /// The river squares e1–e6 (S13).
    pub fn is_river_square(square: Square) -> bool {
        board().terrain.river.squares.contains(&square)
    }

    /// Rain at the start (S4): (square, drifting).
    pub fn rain_starts() -> impl Iterator<Item = (Square, bool)> {
        let t = &board().terrain;
        t.rain_fixed
            .squares
            .iter()
            .map(|&s| (s, false))
            .chain(t.rain_drifting.squares.iter().map(|&s| (s, true)))
    }

    /// Where the 友1 starts (S5).
    pub fn third_party_start() -> Option<Square> {
        board().terrain.third_party_start.squares.first().copied()
    }
}

/// The movement-phase state.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Position {
    pub supps: Supps,
    units: Vec<Option<Unit>>,
    structures: Vec<Option<Structure>>,
    pub rain: Vec<Rain>,
    /// The ply about to be played (red odd, black even).
    pub ply: u32,
    pub counters: BySide<Counters>,
    /// Squares on the enemy base file holding this side's real 2s at the end of its
    /// last ply (晋级 is won if one is still there at the start of its next ply).
    pub advance_watch: BySide<Vec<Square>>,
    /// Who controls the 友1 (S5).
    pub patron: Side,
}

impl Position {
    pub fn empty(supps: Supps) -> Position {
        Position {
            supps,
            units: vec![None; Square::COUNT],
            structures: vec![None; Square::COUNT],
            rain: Vec::new(),
            ply: 1,
            counters: BySide::default(),
            advance_watch: BySide::default(),
            patron: Side::Black,
        }
    }

    pub fn to_move(&self) -> Side {
        if !self.ply.is_multiple_of(2) {
            Side::Red
        } else {
            Side::Black
        }
    }

    pub fn unit(&self, sq: Square) -> Option<&Unit> {
        self.units.get(sq.index()).and_then(Option::as_ref)
    }

    pub fn unit_mut(&mut self, sq: Square) -> Option<&mut Unit> {
        self.units.get_mut(sq.index()).and_then(Option::as_mut)
    }

    pub fn set_unit(&mut self, sq: Square, unit: Option<Unit>) {
        if let Some(slot) = self.units.get_mut(sq.index()) {
            *slot = unit;
        }
    }

    pub fn take_unit(&mut self, sq: Square) -> Option<Unit> {
        self.units.get_mut(sq.index()).and_then(Option::take)
    }

    pub fn structure(&self, sq: Square) -> Option<Structure> {
        self.structures.get(sq.index()).copied().flatten()
    }

    pub fn set_structure(&mut self, sq: Square, structure: Option<Structure>) {
        if let Some(slot) = self.structures.get_mut(sq.index()) {
            *slot = structure;
        }
    }

    pub fn units(&self) -> impl Iterator<Item = (Square, &Unit)> {
        Square::all().filter_map(|sq| self.unit(sq).map(|u| (sq, u)))
    }

    pub fn structures(&self) -> impl Iterator<Item = (Square, Structure)> + '_ {
        Square::all().filter_map(|sq| self.structure(sq).map(|s| (sq, s)))
    }

    pub fn is_rain(&self, sq: Square) -> bool {
        self.rain.iter().any(|r| r.square == sq)
    }

    pub fn is_river(&self, sq: Square) -> bool {
        self.supps.has(13) && geometry::is_river_square(sq)
    }

    pub fn is_forest(&self, sq: Square) -> bool {
        matches!(self.structure(sq), Some(s) if s.kind == StructKind::Forest)
    }

    /// The side that controls a unit: its owner, or the patron for the 友1.
    pub fn controller(&self, unit: &Unit) -> Side {
        unit.side.unwrap_or(self.patron)
    }

    /// A unit as `viewer` knows it: hidden enemy ambushers are absent (§5.2 K3).
    pub fn seen_unit(&self, viewer: Option<Side>, sq: Square) -> Option<&Unit> {
        self.unit(sq)
            .filter(|u| !u.hidden || (viewer.is_some() && u.side == viewer))
    }

    /// A unit everyone sees.
    pub fn visible_unit(&self, sq: Square) -> Option<&Unit> {
        self.unit(sq).filter(|u| !u.hidden)
    }

    pub fn structure_of(&self, sq: Square, side: Side, kind: StructKind) -> bool {
        self.structure(sq)
            == Some(Structure {
                kind,
                side: Some(side),
            })
    }

    /// Camps and cities a side holds (supply sources, 釜底抽薪).
    pub fn holds_camp(&self, side: Side) -> bool {
        self.structures().any(|(_, s)| {
            s.side == Some(side) && matches!(s.kind, StructKind::Camp | StructKind::City)
        })
    }

    /// §3.9: within 4 (2 after the granary is lost) of an own 营/城, or 2 of the visible king.
    pub fn in_supply(&self, side: Side, sq: Square) -> bool {
        let radius = if self.counters.get(side).glost { 2 } else { 4 };
        let from_camp = self.structures().any(|(at, s)| {
            s.side == Some(side)
                && matches!(s.kind, StructKind::Camp | StructKind::City)
                && at.distance(sq) <= radius
        });
        from_camp
            || self.supps.has(1)
                && self.units().any(|(at, u)| {
                    !u.hidden
                        && u.side == Some(side)
                        && u.army_kind() == Some(ArmyKind::Wang)
                        && u.is_real_army()
                        && at.distance(sq) <= 2
                })
    }

    /// An arm of `side` at `sq`: a real, visible army it controls, in supply there.
    /// The 友1 never needs supply (S5).
    pub fn is_arm(&self, side: Side, sq: Square) -> bool {
        match self.visible_unit(sq) {
            Some(u) if u.is_real_army() && self.controller(u) == side => {
                u.army_kind() == Some(ArmyKind::You) || self.in_supply(side, sq)
            }
            _ => false,
        }
    }

    /// Open square (§3.6 C4): on the board, no visible unit, no 阻.
    pub fn is_open(&self, sq: Square) -> bool {
        self.visible_unit(sq).is_none()
            && !matches!(self.structure(sq), Some(s) if s.kind == StructKind::Roadblock)
    }

    /// Real armies of a side alive anywhere, hidden ones included (全歼).
    pub fn has_real_army(&self, side: Side) -> bool {
        self.units().any(|(_, u)| {
            u.side == Some(side) && u.is_real_army() && u.army_kind() != Some(ArmyKind::You)
        }) || (self.supps.has(2) && self.counters.get(side).hou > 0)
    }

    /// Piece lists in the vector format, per side (`None` = neutral), as a sorted
    /// multiset of (token, square). `viewer` hides what it may not see.
    pub fn listing(&self, owner: Option<Side>, viewer: Viewer) -> Vec<(String, Square)> {
        let mut out = Vec::new();
        for (sq, s) in self.structures() {
            if s.side == owner {
                out.push((s.kind.token().to_string(), sq));
            }
        }
        for (sq, u) in self.units() {
            if u.side != owner {
                continue;
            }
            let token = match viewer {
                Viewer::Truth => u.written(),
                Viewer::Side(v) if Some(v) == u.side => u.written(),
                _ if u.hidden => continue,
                _ => u.public_token(),
            };
            out.push((token, sq));
        }
        if owner.is_none() {
            for r in &self.rain {
                out.push((if r.drifting { "RD" } else { "RF" }.to_string(), r.square));
            }
        }
        out.sort();
        out
    }

    /// Build a position from vector lists (`G a4; M b1 c4; A2 b1`).
    pub fn from_lists(
        supps: Supps,
        red: &str,
        black: &str,
        neutral: &str,
    ) -> Result<Position, String> {
        let mut pos = Position::empty(supps);
        for (owner, text) in [
            (Some(Side::Red), red),
            (Some(Side::Black), black),
            (None, neutral),
        ] {
            for (token, sq) in parse_listing(text)? {
                pos.place_token(owner, &token, sq)?;
            }
        }
        Ok(pos)
    }

    fn place_token(&mut self, owner: Option<Side>, token: &str, sq: Square) -> Result<(), String> {
        if token == "RF" || token == "RD" {
            self.rain.push(Rain {
                square: sq,
                drifting: token == "RD",
            });
            return Ok(());
        }
        if let Some(kind) = StructKind::from_token(token) {
            if self.structure(sq).is_some() {
                return Err(format!("two structures on {sq}"));
            }
            let side = if kind == StructKind::Forest {
                None
            } else {
                owner
            };
            self.set_structure(sq, Some(Structure { kind, side }));
            return Ok(());
        }
        let unit =
            Unit::from_token(owner, token).ok_or_else(|| format!("unknown token {token}"))?;
        if owner.is_none() && unit.army_kind() != Some(ArmyKind::You) {
            return Err(format!("{token} cannot be neutral"));
        }
        if self.unit(sq).is_some() {
            return Err(format!("two units on {sq}"));
        }
        self.set_unit(sq, Some(unit));
        Ok(())
    }

    /// The commander of a side, if it is still on the board.
    pub fn commander(&self, side: Side) -> Option<Square> {
        self.units()
            .find(|(_, u)| u.side == Some(side) && u.kind == UnitKind::Commander)
            .map(|(sq, _)| sq)
    }

    pub fn king(&self, side: Side) -> Option<Square> {
        self.units()
            .find(|(_, u)| {
                u.side == Some(side) && u.army_kind() == Some(ArmyKind::Wang) && u.is_real_army()
            })
            .map(|(sq, _)| sq)
    }

    /// The public position (§4.2 repetition) as a stable 64-bit FNV-1a hash of every
    /// visible piece (decoys as the armies they show), the rain, the public counters
    /// and the side to move. Stable across builds, so stored games stay comparable.
    pub fn public_key(&self) -> u64 {
        let mut h = Fnv::default();
        for sq in Square::all() {
            match self.visible_unit(sq) {
                Some(u) => {
                    let side = u.side.map_or(2, |s| s.index() as u8);
                    let (kind, strength) = match u.kind {
                        UnitKind::Commander => (1, 0),
                        UnitKind::Army { kind, strength } => (10 + kind as u8, strength),
                        UnitKind::Decoy { shown } => (10 + ArmyKind::Jun as u8, shown),
                        UnitKind::Cannon => (2, 0),
                        UnitKind::Ox => (3, 0),
                    };
                    h.write(&[1, side, kind, strength]);
                }
                None => h.write(&[0]),
            }
            match self.structure(sq) {
                Some(s) => h.write(&[1, s.kind as u8, s.side.map_or(2, |x| x.index() as u8)]),
                None => h.write(&[0]),
            }
            h.write(&[u8::from(self.is_rain(sq))]);
        }
        for side in Side::BOTH {
            let c = self.counters.get(side);
            h.write(&[
                c.fu,
                c.shao,
                c.block,
                c.decoys,
                c.hou,
                u8::from(c.glost),
                c.nong,
                c.comp,
                c.fan,
            ]);
        }
        h.write(&[self.to_move().index() as u8, self.patron.index() as u8]);
        h.0
    }
}

/// FNV-1a, 64 bit.
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// Who a listing is drawn for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    /// Everything, including secrets (the vectors' `red'` lists, the end-of-game reveal).
    Truth,
    /// One side's own view.
    Side(Side),
    /// Spectators.
    Public,
}

/// `G a4; M b1 c4 d6` → [(G,a4), (M,b1), …]. Tokens without squares are an error.
pub fn parse_listing(text: &str) -> Result<Vec<(String, Square)>, String> {
    let mut out = Vec::new();
    for group in text.split(';') {
        let mut words = group.split_whitespace();
        let Some(token) = words.next() else { continue };
        if token == "-" {
            continue;
        }
        let mut any = false;
        for w in words {
            let sq = Square::parse(w).map_err(|e| format!("{w}: {e}"))?;
            out.push((token.to_string(), sq));
            any = true;
        }
        if !any {
            return Err(format!("{token} has no squares"));
        }
    }
    out.sort();
    Ok(out)
}

/// Group a sorted listing back into the vector text form.
pub fn format_listing(items: &[(String, Square)]) -> String {
    let mut groups: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for (token, sq) in items {
        groups
            .entry(token.as_str())
            .or_default()
            .push(sq.to_string());
    }
    groups
        .iter()
        .map(|(t, sqs)| format!("{t} {}", sqs.join(" ")))
        .collect::<Vec<_>>()
        .join("; ")
}
