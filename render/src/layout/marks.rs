//! The reader's own marks (`/mark`): a tag with a short guess on a piece's disc. Drawn
//! only when the caller sets [`crate::RenderOptions::labels`], which it does on the
//! marker's own images alone.

use super::Frame;
use crate::scene::Item;
use crate::text::text_width;
use rules::Board;

/// The tag's font size, as a share of the disc radius: legible on a phone at the
/// default width while the piece's own sign shows above it.
const TAG_FONT: f32 = 0.9;
/// Padding either side of the text, in ems.
const TAG_PAD: f32 = 0.3;

/// The tag's width and height, in pixels, for a disc of radius `r`.
pub(crate) fn tag_size(text: &str, r: f32) -> (f32, f32) {
    let size = TAG_FONT * r;
    let w = (text_width(text) + 2.0 * TAG_PAD).max(1.2) * size;
    (w, 1.2 * size)
}

/// Where the tag's centre stands for a disc at `(cx, cy)`: on its lower rim.
pub(crate) fn tag_centre(cx: f32, cy: f32, r: f32) -> (f32, f32) {
    (cx, cy + 0.8 * r)
}

/// One tag per labelled cell that holds a piece (a label on an empty cell is dropped).
pub(super) fn tags(items: &mut Vec<Item>, board: &Board, labels: &[(usize, String)], f: &Frame) {
    for (i, text) in labels {
        let Some(cell) = board.cells.get(*i).filter(|c| c.piece.is_some()) else {
            continue;
        };
        if text.is_empty() {
            continue;
        }
        items.push(Item::Tag {
            cx: f.px(cell.x),
            cy: f.py(cell.y),
            r: f.disc_r,
            text: text.clone(),
        });
    }
}
