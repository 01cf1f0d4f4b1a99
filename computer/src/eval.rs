//! The static evaluation of perfect-information positions: piece values, advance,
//! centre and terrain bonuses, all read from the family's `data/<family>/computer.json`.

use rules::{Seat, View};
use serde::Deserialize;
use std::collections::BTreeMap;

/// One family's evaluation data, as its JSON file says.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Table {
    #[allow(dead_code)]
    about: String,
    values: BTreeMap<String, i32>,
    #[serde(default)]
    advance: BTreeMap<String, i32>,
    #[serde(default)]
    centre: i32,
    #[serde(default)]
    centre_exempt: Vec<String>,
    /// Cell kind → (piece kind or `*` → bonus).
    #[serde(default)]
    terrain: BTreeMap<String, BTreeMap<String, i32>>,
}

impl Table {
    /// A table that values nothing (what an unreadable data file leaves).
    pub fn empty() -> Table {
        Table {
            about: String::new(),
            values: BTreeMap::new(),
            advance: BTreeMap::new(),
            centre: 0,
            centre_exempt: Vec::new(),
            terrain: BTreeMap::new(),
        }
    }

    pub fn parse(json: &str) -> Result<Table, String> {
        serde_json::from_str(json).map_err(|e| e.to_string())
    }

    /// The worth of a piece kind (unknown kinds count as nothing).
    pub fn value(&self, kind: &str) -> i32 {
        self.values.get(kind).copied().unwrap_or(0)
    }

    /// Every kind the table names, for the data tests.
    pub fn kinds(&self) -> impl Iterator<Item = &str> {
        self.values
            .keys()
            .chain(self.advance.keys())
            .chain(self.centre_exempt.iter())
            .chain(self.terrain.values().flat_map(|m| m.keys()))
            .map(String::as_str)
            .filter(|k| *k != "*")
    }
}

/// The board's geometry for one search: per cell, its rank from each side and its
/// closeness to the middle, and the cell kind, read once from a view.
#[derive(Debug)]
pub struct Board {
    /// Per cell: (rank from seat 0's side, rank from seat 1's side).
    ranks: Vec<(i32, i32)>,
    closeness: Vec<i32>,
    kinds: Vec<String>,
}

impl Board {
    pub fn of(view: &View) -> Board {
        let height = view.board.height;
        let (cx, cy) = (view.board.width / 2.0, height / 2.0);
        let mut ranks = Vec::new();
        let mut closeness = Vec::new();
        let mut kinds = Vec::new();
        for cell in &view.board.cells {
            let from_bottom = (cell.y - 0.5).round() as i32;
            let from_top = (height - 0.5 - cell.y).round() as i32;
            ranks.push((from_bottom, from_top));
            let distance = (cell.x - cx).abs() + (cell.y - cy).abs();
            closeness.push(((cx + cy) - distance).round() as i32);
            kinds.push(cell.kind.clone());
        }
        Board {
            ranks,
            closeness,
            kinds,
        }
    }
}

/// The worth of `kind` of `owner` on `cell`, seen from nobody's side (add it for the
/// owner, subtract it for the others).
pub fn piece_score(table: &Table, board: &Board, owner: Seat, kind: &str, cell: usize) -> i32 {
    let mut score = table.value(kind);
    if let Some(&per_rank) = table.advance.get(kind) {
        let rank = board.ranks.get(cell).map_or(
            0,
            |&(bottom, top)| {
                if owner.0 == 0 {
                    bottom
                } else {
                    top
                }
            },
        );
        score += per_rank * rank;
    }
    if !table.centre_exempt.iter().any(|k| k == kind) {
        score += table.centre * board.closeness.get(cell).copied().unwrap_or(0);
    }
    if let Some(bonus) = board.kinds.get(cell).and_then(|k| table.terrain.get(k)) {
        score += bonus
            .get(kind)
            .or_else(|| bonus.get("*"))
            .copied()
            .unwrap_or(0);
    }
    score
}
