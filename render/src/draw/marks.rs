//! A private mark's tag (`/mark`): a pale pill with the guess in ink.

use super::{escape, N};
use crate::palette;
use crate::text::MIDDLE;
use std::fmt::Write;

/// A tag's height in ems of its text (as `layout::marks` sizes it).
const TAG_HEIGHT: f32 = 1.2;

/// The `w` × `h` tag centred on `(cx, cy)`; its text fills the height but for a margin.
pub(super) fn tag(out: &mut String, (cx, cy): (f32, f32), (w, h): (f32, f32), text: &str) {
    let size = h / TAG_HEIGHT;
    let _ = write!(
        out,
        r#"<g class="mark"><rect x="{}" y="{}" width="{}" height="{}" rx="{}" fill="{}" shape-rendering="crispEdges"/><text x="{}" y="{}" font-size="{}" fill="{}" text-anchor="middle">"#,
        N(cx - w / 2.0),
        N(cy - h / 2.0),
        N(w),
        N(h),
        N(h / 2.0),
        palette::MARK_TAG,
        N(cx),
        N(cy + MIDDLE * size),
        N(size),
        palette::INK,
    );
    escape(out, text);
    out.push_str("</text></g>");
}
