//! A private mark's tag (`/mark`): a pale pill with a dark rim and the guess in ink.

use super::{escape, N};
use crate::layout::marks::{tag_centre, tag_size};
use crate::palette;
use crate::text::MIDDLE;
use std::fmt::Write;

pub(super) fn tag(out: &mut String, cx: f32, cy: f32, r: f32, text: &str) {
    let (w, h) = tag_size(text, r);
    let (tx, ty) = tag_centre(cx, cy, r);
    let size = h / 1.2;
    let _ = write!(
        out,
        r#"<g class="mark"><rect x="{}" y="{}" width="{}" height="{}" rx="{}" fill="{}" stroke="{}" stroke-width="{}"/><text x="{}" y="{}" font-size="{}" fill="{}" text-anchor="middle">"#,
        N(tx - w / 2.0),
        N(ty - h / 2.0),
        N(w),
        N(h),
        N(h / 2.0),
        palette::MARK_TAG,
        palette::MARK_TAG_EDGE,
        N((0.08 * r).max(1.0)),
        N(tx),
        N(ty + MIDDLE * size),
        N(size),
        palette::INK,
    );
    escape(out, text);
    out.push_str("</text></g>");
}
