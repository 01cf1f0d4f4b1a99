//! Position names on a graph board (army chess), placed from the cells' own names so the
//! renderer needs no family's scheme, in the viewer's orientation and never under a piece.
//!
//! A name shaped area–row–column (`S5a`: area `S`, row `5`, column `a`) is not written on
//! each position: the cells of one area and row form a line, and its row number goes once
//! beyond the end of that line on the area owner's left (a pinwheel: each corner of the
//! four-country board holds one arm's row numbers); the column letters go beyond the
//! area's outer end, and the area's letter at the corner where the two meet. Any other
//! name (`C1`–`C9`) is written whole beside its position, in the gaps between positions:
//! towards the board's middle, a straight direction turned an eighth so that the names
//! form a pinwheel and every name sits nearer its own position than any other.
//!
//! ```text
//!       1  ●  ●  ●  ●  ●        the South arm as South sees it: row 1 (the front)
//!       …                       at the top, the letters under the back row, the
//!       6  ●  ●  ●  ●  ●        arm's letter at their corner; the two-player
//!       S  a  b  c  d  e        board's North arm, seen by South: rows on the right
//! ```
//!
//! Every area is labelled, the empty East and West arms of 两国军棋 included: pieces may
//! pass and stop there (army chess §6), and a move there is written with those names.

use crate::text::text_width;
use rules::Board;
use std::collections::BTreeMap;

/// A graph board's position names and their height, in board units.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Names {
    pub labels: Vec<UnitLabel>,
    pub size: f32,
}

/// A name's label in board units (x rightward, y upward), centred on `(x, y)`.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct UnitLabel {
    pub x: f32,
    pub y: f32,
    pub text: String,
    /// An area's letter, drawn stronger than the row and column marks.
    pub strong: bool,
}

/// A name split as area–row–column, or `None` for a name of another shape.
fn parts(name: &str) -> Option<(char, &str, char)> {
    let area = name.chars().next().filter(char::is_ascii_alphabetic)?;
    let column = name.chars().last().filter(char::is_ascii_alphabetic)?;
    let row = name.get(1..name.len() - 1)?;
    (!row.is_empty() && row.chars().all(|c| c.is_ascii_digit())).then_some((area, row, column))
}

/// Half the label's extent along `(dx, dy)` (a unit axis or diagonal), in board units.
fn half_extent(text: &str, size: f32, (dx, dy): (f32, f32)) -> f32 {
    let half_w = 0.5 * text_width(text) * size;
    let half_h = 0.4 * size;
    half_w * dx.abs() + half_h * dy.abs()
}

/// How far along each axis a name written diagonally sits from its position.
const DIAGONAL_REACH: f32 = 0.55;

/// True when `cell` stands on the board's middle.
fn at_middle(cell: &rules::Cell, middle: (f32, f32)) -> bool {
    (cell.x - middle.0).abs() < 1e-3 && (cell.y - middle.1).abs() < 1e-3
}

/// Nearest of the eight compass directions to `(dx, dy)`; `(0, -1)` (down) for none.
fn compass(dx: f32, dy: f32) -> (f32, f32) {
    if dx.abs() < 1e-3 && dy.abs() < 1e-3 {
        return (0.0, -1.0);
    }
    let snap = |v: f32, other: f32| {
        if v.abs() * 2.4 < other.abs() {
            0.0
        } else {
            v.signum()
        }
    };
    (snap(dx, dy), snap(dy, dx))
}

/// The labels of `board`'s graph cells, each `size` board units high, kept `ring` units
/// (how far a disc and the last move's ring reach) and a little more from every centre.
pub(super) fn graph_labels(board: &Board, size: f32, ring: f32) -> Vec<UnitLabel> {
    let cells = &board.cells;
    if cells.is_empty() {
        return Vec::new();
    }
    let n = cells.len() as f32;
    let middle = (
        cells.iter().map(|c| c.x).sum::<f32>() / n,
        cells.iter().map(|c| c.y).sum::<f32>() / n,
    );
    // Area -> row -> cells, area -> column -> cells, in name order.
    let mut rows: BTreeMap<char, BTreeMap<String, Vec<(f32, f32)>>> = BTreeMap::new();
    let mut columns: BTreeMap<char, BTreeMap<char, Vec<(f32, f32)>>> = BTreeMap::new();
    let mut loose = Vec::new();
    for cell in cells {
        match parts(&cell.name) {
            Some((area, row, column)) => {
                let at = (cell.x, cell.y);
                rows.entry(area)
                    .or_default()
                    .entry(row.to_string())
                    .or_default()
                    .push(at);
                columns
                    .entry(area)
                    .or_default()
                    .entry(column)
                    .or_default()
                    .push(at);
            }
            None if !cell.name.is_empty() => loose.push(cell),
            None => {}
        }
    }
    let gap = 0.06;
    let mut out = Vec::new();
    for (area, area_rows) in &rows {
        let all: Vec<(f32, f32)> = area_rows.values().flatten().copied().collect();
        let k = all.len() as f32;
        let centre = (
            all.iter().map(|p| p.0).sum::<f32>() / k,
            all.iter().map(|p| p.1).sum::<f32>() / k,
        );
        // Outward from the board's middle, on the nearer axis.
        let (ox, oy) = (centre.0 - middle.0, centre.1 - middle.1);
        let outward = if ox.abs() >= oy.abs() {
            (ox.signum(), 0.0)
        } else {
            (0.0, oy.signum())
        };
        // The owner faces inward; their left is inward turned a quarter counter-clockwise.
        let left = (outward.1, -outward.0);
        let along = |p: &(f32, f32), d: (f32, f32)| p.0 * d.0 + p.1 * d.1;
        let extreme = |points: &[(f32, f32)], d: (f32, f32)| {
            points
                .iter()
                .map(|p| along(p, d))
                .fold(f32::NEG_INFINITY, f32::max)
        };
        let left_edge = extreme(&all, left);
        let outer_edge = extreme(&all, outward);
        for (row, points) in area_rows {
            let Some(first) = points.first() else {
                continue;
            };
            // The row runs across `left`; its position along `outward` is shared.
            let depth = along(first, outward);
            let reach = left_edge + ring + gap + half_extent(row, size, left);
            out.push(UnitLabel {
                x: left.0 * reach + outward.0 * depth,
                y: left.1 * reach + outward.1 * depth,
                text: row.clone(),
                strong: false,
            });
        }
        let column_reach = outer_edge + ring + gap + half_extent("m", size, outward);
        if let Some(area_columns) = columns.get(area) {
            for (column, points) in area_columns {
                let Some(first) = points.first() else {
                    continue;
                };
                let across = along(first, left);
                out.push(UnitLabel {
                    x: outward.0 * column_reach + left.0 * across,
                    y: outward.1 * column_reach + left.1 * across,
                    text: column.to_string(),
                    strong: false,
                });
            }
        }
        // The area's letter where the row numbers' line meets the column letters' line.
        let corner = left_edge + ring + gap + half_extent("9", size, left);
        out.push(UnitLabel {
            x: left.0 * corner + outward.0 * column_reach,
            y: left.1 * corner + outward.1 * column_reach,
            text: area.to_string(),
            strong: true,
        });
    }
    for cell in loose {
        // Towards the middle, turned an eighth counter-clockwise when that is straight: a
        // pinwheel, so no two names share a gap on the same side, and the middle
        // position's own name, straight down, has its line to itself.
        let (dx, dy) = match compass(middle.0 - cell.x, middle.1 - cell.y) {
            (dx, dy) if dx != 0.0 && dy != 0.0 => (dx, dy),
            (dx, dy) if dx.abs() + dy.abs() > 0.0 && !at_middle(cell, middle) => (dx - dy, dy + dx),
            _ => (0.0, -1.0),
        };
        let reach = if dx != 0.0 && dy != 0.0 {
            DIAGONAL_REACH
        } else {
            ring + gap + half_extent(&cell.name, size, (dx, dy))
        };
        out.push(UnitLabel {
            x: cell.x + dx * reach,
            y: cell.y + dy * reach,
            text: cell.name.clone(),
            strong: false,
        });
    }
    out
}

/// Half the width and half the height of `label`'s box at `size`, in the same units.
pub(super) fn half_box(label: &UnitLabel, size: f32) -> (f32, f32) {
    (0.5 * text_width(&label.text) * size, 0.4 * size)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_split_as_area_row_column() {
        assert_eq!(parts("S5a"), Some(('S', "5", 'a')));
        assert_eq!(parts("N12e"), Some(('N', "12", 'e')));
        assert_eq!(parts("C7"), None);
        assert_eq!(parts("e4"), None);
        assert_eq!(parts("a"), None);
        assert_eq!(parts(""), None);
        assert_eq!(parts("S五a"), None);
    }

    #[test]
    fn directions_snap_to_the_nearest_of_eight() {
        assert_eq!(compass(2.0, 0.1), (1.0, 0.0));
        assert_eq!(compass(-1.0, -1.2), (-1.0, -1.0));
        assert_eq!(compass(0.0, 0.0), (0.0, -1.0));
        assert_eq!(compass(0.0, 3.0), (0.0, 1.0));
    }
}
