//! The board: its cells, lines and coordinates (the base), and what stands on it.

use super::names::Names;
use super::{disc, Ctx, Frame};
use crate::scene::{
    Base, BoardName, Bounds, Caption, Cells, Item, Marker, Outline, Road, Square, Stroke,
};
use crate::style::CellShape;
use crate::text::MIDDLE;
use rules::{Board, View};

/// Cells, free lines and coordinates: the same for every position at one orientation.
pub(super) fn base<'a>(board: &Board, ctx: &Ctx<'a>, f: &Frame, names: &Names) -> Base<'a> {
    let cells = if board.grid.is_some() {
        grid(board, ctx, f)
    } else {
        graph(board, ctx, f)
    };
    Base {
        board: Bounds::new(
            f.board_left,
            f.board_top,
            f.board_w * f.unit,
            f.board_h * f.unit,
        ),
        frame: (0.03 * f.unit).max(1.0),
        cells,
        lines: lines(board, ctx, f),
        labels: coordinates(board, f),
        names: placed_names(names, f),
    }
}

/// The graph board's names in pixels.
fn placed_names(names: &Names, f: &Frame) -> Vec<BoardName> {
    let size = names.size * f.unit;
    names
        .labels
        .iter()
        .map(|label| BoardName {
            caption: Caption {
                x: f.px(label.x),
                y: f.py(label.y) + MIDDLE * size,
                size,
                text: label.text.clone(),
            },
            strong: label.strong,
        })
        .collect()
}

/// True when some orthogonal neighbours share a shade, so squares need grid lines.
fn needs_grid_lines(board: &Board) -> bool {
    board.cells.iter().enumerate().any(|(i, a)| {
        board.cells[i + 1..].iter().any(|b| {
            let d = (a.x - b.x).abs() + (a.y - b.y).abs();
            a.kind == b.kind && (d - 1.0).abs() < 1e-3
        })
    })
}

fn grid<'a>(board: &Board, ctx: &Ctx<'a>, f: &Frame) -> Cells<'a> {
    let squares = board
        .cells
        .iter()
        .map(|cell| Square {
            x: f.px(cell.x - 0.5),
            y: f.py(cell.y + 0.5),
            fill: &ctx.styles.cell(ctx.family, &cell.kind).fill,
        })
        .collect();
    Cells::Grid {
        unit: f.unit,
        squares,
        grid_lines: needs_grid_lines(board).then(|| (0.015 * f.unit).max(1.0)),
    }
}

fn graph<'a>(board: &Board, ctx: &Ctx<'a>, f: &Frame) -> Cells<'a> {
    let at = |i: usize| board.cells.get(i).map(|c| (f.px(c.x), f.py(c.y)));
    let roads = board
        .edges
        .iter()
        .filter_map(|edge| {
            Some(Road {
                from: at(edge.a)?,
                to: at(edge.b)?,
                rail: edge.rail,
            })
        })
        .collect();
    let r = f.disc_r;
    let markers = board
        .cells
        .iter()
        .map(|cell| {
            let style = ctx.styles.cell(ctx.family, &cell.kind);
            let outline = match style.shape {
                CellShape::Circle => Outline::Circle { r: 0.8 * r },
                CellShape::Square => Outline::Box {
                    w: 1.5 * r,
                    h: 1.5 * r,
                    rx: 0.12 * r,
                },
                CellShape::Wide => Outline::Box {
                    w: 1.4 * r,
                    h: 0.9 * r,
                    rx: 0.12 * r,
                },
            };
            Marker {
                kind: cell.kind.clone(),
                cx: f.px(cell.x),
                cy: f.py(cell.y),
                outline,
                fill: &style.fill,
            }
        })
        .collect();
    Cells::Graph {
        road: (0.035 * f.unit).max(1.0),
        dash: 0.6 * r,
        roads,
        markers,
    }
}

/// Free lines (palace diagonals, river banks), each in its style.
fn lines<'a>(board: &Board, ctx: &Ctx<'a>, f: &Frame) -> Vec<Stroke<'a>> {
    board
        .lines
        .iter()
        .map(|line| {
            let style = ctx.styles.line(ctx.family, &line.style);
            Stroke {
                style: line.style.clone(),
                from: (f.px(line.from.0), f.py(line.from.1)),
                to: (f.px(line.to.0), f.py(line.to.1)),
                colour: &style.stroke,
                width: (style.width * f.unit).max(1.0),
            }
        })
        .collect()
}

/// File labels under the board, rank labels left of it, each centred on its column or row.
fn coordinates(board: &Board, f: &Frame) -> Vec<Caption> {
    let size = (0.26 * f.unit).min(0.03 * f.width);
    let mut out = Vec::with_capacity(board.file_labels.len() + board.rank_labels.len());
    let files = board.file_labels.len() as f32;
    let step_x = f.board_w / files.max(1.0);
    let y = f.board_top + f.board_h * f.unit + 0.25 * f.unit + MIDDLE * size;
    for (i, label) in board.file_labels.iter().enumerate() {
        out.push(Caption {
            x: f.px((i as f32 + 0.5) * step_x),
            y,
            size,
            text: label.clone(),
        });
    }
    let ranks = board.rank_labels.len() as f32;
    let step_y = f.board_h / ranks.max(1.0);
    let x = f.board_left - 0.25 * f.unit;
    for (i, label) in board.rank_labels.iter().enumerate() {
        out.push(Caption {
            x,
            y: f.py((i as f32 + 0.5) * step_y) + MIDDLE * size,
            size,
            text: label.clone(),
        });
    }
    out
}

/// The cells of the last action: a framed square overlay on a grid, a wash on a graph
/// (with a ring over it, [`last_move_rings`]).
pub(super) fn last_move(items: &mut Vec<Item>, view: &View, board: &Board, f: &Frame) {
    for &i in &view.last_move {
        let Some(cell) = board.cells.get(i) else {
            continue;
        };
        items.push(if board.grid.is_some() {
            Item::LastSquare {
                x: f.px(cell.x - 0.5),
                y: f.py(cell.y + 0.5),
                size: f.unit,
                // About 4 to 6 px at the default width, whatever the squares' size.
                edge: (0.07 * f.unit).min(0.008 * f.width).max(1.0),
            }
        } else {
            Item::LastCircle {
                cx: f.px(cell.x),
                cy: f.py(cell.y),
                r: f.disc_r,
            }
        });
    }
}

/// The rings over the last action's cells on a graph board, drawn after the discs so
/// that they stand out around them (never the route between the two).
pub(super) fn last_move_rings(items: &mut Vec<Item>, view: &View, board: &Board, f: &Frame) {
    if board.grid.is_some() {
        return;
    }
    for &i in &view.last_move {
        if let Some(cell) = board.cells.get(i) {
            items.push(Item::LastRing {
                cx: f.px(cell.x),
                cy: f.py(cell.y),
                r: f.disc_r,
            });
        }
    }
}

pub(super) fn pieces(items: &mut Vec<Item>, board: &Board, ctx: &Ctx, f: &Frame) {
    for cell in &board.cells {
        if let Some(glyph) = &cell.piece {
            let (cx, cy) = (f.px(cell.x), f.py(cell.y));
            items.push(Item::Disc(disc(cx, cy, f.disc_r, glyph, ctx)));
        }
    }
}

/// A badge at the corner of each cell where the last action removed something, beside
/// (not over) whatever stands there now.
pub(super) fn removed(items: &mut Vec<Item>, view: &View, board: &Board, f: &Frame) {
    for &i in &view.removed {
        let Some(cell) = board.cells.get(i) else {
            continue;
        };
        items.push(Item::Removed {
            cx: f.px(cell.x) - 0.75 * f.disc_r,
            cy: f.py(cell.y) - 0.75 * f.disc_r,
            r: 0.3 * f.disc_r,
        });
    }
}

pub(super) fn hints(items: &mut Vec<Item>, board: &Board, hints: &[usize], f: &Frame) {
    for &i in hints {
        let Some(cell) = board.cells.get(i) else {
            continue;
        };
        items.push(Item::Hint {
            cx: f.px(cell.x),
            cy: f.py(cell.y),
            r: f.disc_r,
            ring: cell.piece.is_some(),
        });
    }
}

/// The frame or ring of the piece a move picker has chosen.
pub(super) fn selected(items: &mut Vec<Item>, board: &Board, selected: Option<usize>, f: &Frame) {
    let Some(cell) = selected.and_then(|i| board.cells.get(i)) else {
        return;
    };
    items.push(Item::Selected {
        cx: f.px(cell.x),
        cy: f.py(cell.y),
        r: f.disc_r,
        square: board.grid.is_some().then_some(f.unit),
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chequered_boards_need_no_grid_lines() {
        let cell = |x: f32, y: f32, kind: &str| rules::Cell {
            x,
            y,
            name: String::new(),
            kind: kind.to_string(),
            piece: None,
        };
        let mut board = Board {
            width: 2.0,
            height: 2.0,
            grid: Some((2, 2)),
            cells: vec![
                cell(0.5, 0.5, "light"),
                cell(1.5, 0.5, "dark"),
                cell(0.5, 1.5, "dark"),
                cell(1.5, 1.5, "light"),
            ],
            edges: Vec::new(),
            lines: Vec::new(),
            file_labels: Vec::new(),
            rank_labels: Vec::new(),
        };
        assert!(!needs_grid_lines(&board));
        board.cells[1].kind = "light".to_string();
        assert!(needs_grid_lines(&board));
    }
}
