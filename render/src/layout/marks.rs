//! The reader's own marks (`/mark`): a tag with a short guess on a piece's disc. Drawn
//! only when the caller sets [`crate::RenderOptions::labels`], which it does on the
//! marker's own images alone.

use super::Frame;
use crate::scene::Item;
use crate::text::text_width;
use rules::Board;

/// The tag's font size, as a share of the disc radius: legible on a phone at the
/// default width while the piece's own sign shows above it…
const TAG_FONT: f32 = 0.9;
/// …but never larger than this share of the image's width (on a board of few large
/// squares it would hide the piece).
const TAG_FONT_MAX: f32 = 0.024;
/// Padding either side of the text, in ems.
const TAG_PAD: f32 = 0.3;

/// The tag's width and height, in pixels, for a font of `size` pixels.
fn tag_size(text: &str, size: f32) -> (f32, f32) {
    let w = (text_width(text) + 2.0 * TAG_PAD).max(1.2) * size;
    (w, 1.2 * size)
}

/// One tag per labelled cell that holds a piece (a label on an empty cell is dropped),
/// centred on the lower rim of the piece's disc.
pub(super) fn tags(items: &mut Vec<Item>, board: &Board, labels: &[(usize, String)], f: &Frame) {
    let size = (TAG_FONT * f.disc_r).min(TAG_FONT_MAX * f.width);
    for (i, text) in labels {
        let Some(cell) = board.cells.get(*i).filter(|c| c.piece.is_some()) else {
            continue;
        };
        if text.is_empty() {
            continue;
        }
        let (w, h) = tag_size(text, size);
        items.push(Item::Tag {
            cx: f.px(cell.x),
            cy: f.py(cell.y) + f.disc_r - 0.2 * size,
            w,
            h,
            text: text.clone(),
        });
    }
}
