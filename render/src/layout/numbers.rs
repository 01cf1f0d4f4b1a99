//! Several moves on one image (a round of the computer's moves posted together): each
//! move's cells carry its number, so a reader pairs a move's from and to and follows the
//! post's lines in order. Drawn only when the caller sets
//! [`crate::RenderOptions::move_numbers`].

use super::names::Names;
use super::Frame;
use crate::scene::{Bounds, Item};
use crate::text::text_width;
use rules::Board;

/// The badge's height, as a share of the disc radius: a digit about as tall as the
/// piece's own sign, legible on a phone…
const BADGE_HEIGHT: f32 = 1.25;
/// …but never taller than this share of the image's width (a board of few large squares).
const BADGE_HEIGHT_MAX: f32 = 0.036;
/// Padding either side of the text, in ems.
const BADGE_PAD: f32 = 0.3;
/// How far the badge's centre sits from its cell's on a graph board, along each axis, in
/// disc radii.
const BADGE_REACH: f32 = 0.8;
/// On a grid, the gap between the badge and its square's edges, in squares (inside the
/// last move's frame).
const SQUARE_PAD: f32 = 0.08;

/// One badge per numbered cell, at a corner of its disc, whether a piece stands there or
/// not: the upper right unless that covers a position name or another badge, then the
/// lower right, the lower left, the upper left (where a removed piece's badge sits, so
/// only when nothing was removed there).
pub(super) fn badges(items: &mut Vec<Item>, ctx: Around, numbers: &[(usize, String)], f: &Frame) {
    let h = (BADGE_HEIGHT * f.disc_r).min(BADGE_HEIGHT_MAX * f.width);
    let size = h / 1.2;
    let names = name_bounds(ctx.names, f);
    let mut placed: Vec<Bounds> = Vec::new();
    for (i, text) in numbers {
        let Some(cell) = ctx.board.cells.get(*i) else {
            continue;
        };
        if text.is_empty() {
            continue;
        }
        let w = ((text_width(text) + 2.0 * BADGE_PAD) * size).max(h);
        // On a grid the badge stays inside its own square's corner; on a graph it sits
        // on the disc's rim, in the gap between positions.
        let (reach_x, reach_y) = match ctx.board.grid {
            Some(_) => {
                let pad = SQUARE_PAD * f.unit;
                let inside = |extent: f32| (0.5 * f.unit - 0.5 * extent - pad).max(0.0);
                (inside(w), inside(h))
            }
            None => (BADGE_REACH * f.disc_r, BADGE_REACH * f.disc_r),
        };
        let (x, y) = (f.px(cell.x), f.py(cell.y));
        let mut corners = vec![(1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)];
        if !ctx.removed.contains(i) {
            corners.push((-1.0, -1.0));
        }
        let at = |(dx, dy): (f32, f32)| (x + dx * reach_x, y + dy * reach_y);
        let bounds = |(cx, cy): (f32, f32)| Bounds::new(cx - w / 2.0, cy - h / 2.0, w, h);
        let free = |c: &(f32, f32)| {
            let b = bounds(at(*c));
            !names.iter().chain(&placed).any(|n| overlaps(&b, n))
        };
        let corner = corners.iter().copied().find(free).unwrap_or((1.0, -1.0));
        let (cx, cy) = at(corner);
        placed.push(bounds((cx, cy)));
        items.push(Item::Number {
            cx,
            cy,
            w,
            h,
            text: text.clone(),
        });
    }
}

/// What the badges keep clear of: the board's cells and position names, and the cells
/// whose removed-piece badge takes their upper left.
#[derive(Clone, Copy)]
pub(super) struct Around<'a> {
    pub board: &'a Board,
    pub names: &'a Names,
    pub removed: &'a [usize],
}

/// Each position name's box, in pixels.
fn name_bounds(names: &Names, f: &Frame) -> Vec<Bounds> {
    let size = names.size * f.unit;
    names
        .labels
        .iter()
        .map(|label| {
            let w = text_width(&label.text) * size;
            let h = 0.8 * size;
            Bounds::new(f.px(label.x) - w / 2.0, f.py(label.y) - h / 2.0, w, h)
        })
        .collect()
}

fn overlaps(a: &Bounds, b: &Bounds) -> bool {
    a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
}
