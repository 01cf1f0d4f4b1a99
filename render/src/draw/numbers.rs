//! A move's number on several moves shown at once: a dark pill edged in the last move's
//! ring colour, the number in white, so that it reads over a piece or an empty cell alike.

use super::{escape, N};
use crate::palette;
use crate::text::MIDDLE;
use std::fmt::Write;

/// The `w` × `h` badge centred on `(cx, cy)`; its text fills the height but for a margin.
pub(super) fn badge(out: &mut String, (cx, cy): (f32, f32), (w, h): (f32, f32), text: &str) {
    let size = h / 1.2;
    let _ = write!(
        out,
        r#"<g class="move-number"><rect x="{}" y="{}" width="{}" height="{}" rx="{}" fill="{}" stroke="{}" stroke-width="{}"/><text x="{}" y="{}" font-size="{}" fill="{}" text-anchor="middle">"#,
        N(cx - w / 2.0),
        N(cy - h / 2.0),
        N(w),
        N(h),
        N(h / 2.0),
        palette::MOVE_NUMBER,
        palette::LAST_MOVE_RING,
        N((0.08 * h).max(1.0)),
        N(cx),
        N(cy + MIDDLE * size),
        N(size),
        palette::MOVE_NUMBER_TEXT,
    );
    escape(out, text);
    out.push_str("</text></g>");
}
