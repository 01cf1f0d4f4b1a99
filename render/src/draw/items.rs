//! The items over the base: discs and their marks, the last move, hints, captions.

use super::{escape, open, Sprite, N};
use crate::palette;
use crate::scene::Bounds;
use crate::scene::{Badge, Caption, Disc, Item, Label, LAST_RING_REACH, SELECTED_RING_REACH};
use crate::text::{LEADING, MIDDLE};
use rules::Mark;
use std::fmt::Write;

/// Writes `item` shifted by `(-ox, -oy)`.
pub(super) fn item(out: &mut String, item: &Item, ox: f32, oy: f32) {
    match item {
        Item::Disc(d) => disc(out, d, d.cx - ox, d.cy - oy),
        Item::LastSquare { x, y, size, edge } => last_square(out, x - ox, y - oy, *size, *edge),
        Item::LastCircle { cx, cy, r } => last_circle(out, cx - ox, cy - oy, *r),
        Item::LastRing { cx, cy, r } => last_ring(out, cx - ox, cy - oy, *r),
        Item::Removed { cx, cy, r } => removed(out, cx - ox, cy - oy, *r),
        Item::Hint { cx, cy, r, ring } => hint(out, cx - ox, cy - oy, *r, *ring),
        Item::Tag { cx, cy, w, h, text } => {
            super::marks::tag(out, (cx - ox, cy - oy), (*w, *h), text)
        }
        Item::Number { cx, cy, w, h, text } => {
            super::numbers::badge(out, (cx - ox, cy - oy), (*w, *h), text)
        }
        Item::Selected { cx, cy, r, square } => selected(out, cx - ox, cy - oy, *r, *square),
        // Captions are written where they stand and moved as a whole: they change with
        // every image, so nothing is gained by placing them around an origin.
        Item::Title {
            to_move,
            title,
            subtitle,
            players,
            ..
        } => shifted(out, ox, oy, |out| {
            if let Some(badge) = to_move {
                badge_circle(out, Some("to-move"), badge);
            }
            caption(out, Some("title"), title, palette::INK);
            for line in subtitle {
                caption(out, Some("subtitle"), line, palette::MUTED_INK);
            }
            for (badge, name) in players {
                badge_circle(out, Some("player"), badge);
                caption(out, Some("player"), name, palette::INK);
            }
        }),
        Item::PanelHeading { badge, title, .. } => shifted(out, ox, oy, |out| {
            out.push_str(r#"<g class="panel">"#);
            badge_circle(out, None, badge);
            caption(out, None, title, palette::INK);
            out.push_str("</g>");
        }),
    }
}

/// What `write` writes, moved by `(-ox, -oy)`.
fn shifted(out: &mut String, ox: f32, oy: f32, write: impl FnOnce(&mut String)) {
    if ox == 0.0 && oy == 0.0 {
        write(out);
    } else {
        let _ = write!(out, r#"<g transform="translate({} {})">"#, N(-ox), N(-oy));
        write(out);
        out.push_str("</g>");
    }
}

fn badge_circle(out: &mut String, class: Option<&str>, b: &Badge) {
    out.push_str("<circle");
    if let Some(class) = class {
        let _ = write!(out, r#" class="{class}""#);
    }
    let _ = write!(
        out,
        r#" cx="{}" cy="{}" r="{}" fill="{}" stroke="{}" stroke-width="{}"/>"#,
        N(b.cx),
        N(b.cy),
        N(b.r),
        b.colours.fill,
        b.colours.stroke,
        N(0.15 * b.r),
    );
}

/// A badge as a sprite of its own.
pub(super) fn badge_sprite(b: &Badge) -> Sprite {
    let (x, y, w, h) = Bounds::around(b.cx, b.cy, 1.1 * b.r + 1.5).pixels();
    let mut document = String::with_capacity(256);
    open(&mut document, w as f32, h as f32);
    let at_origin = Badge {
        cx: b.cx - x as f32,
        cy: b.cy - y as f32,
        r: b.r,
        colours: b.colours,
    };
    badge_circle(&mut document, None, &at_origin);
    document.push_str("</svg>");
    Sprite {
        x,
        y,
        w,
        h,
        document,
    }
}

/// One sprite per visible character of `c`, laid out left to right by the font's
/// advances from `c.x` on the baseline `c.y`, each glyph at the nearest whole pixel.
/// The sprite holds the glyph with room around it for overhangs and descenders.
pub(super) fn glyph_sprites(
    out: &mut Vec<Sprite>,
    c: &Caption,
    fill: &str,
    advance: &dyn Fn(char) -> Option<f32>,
) {
    let size = c.size.clamp(1.0, 512.0);
    let pad = (0.3 * size).ceil() + 1.0;
    let above = (1.05 * size).ceil() + 1.0;
    let below = (0.3 * size).ceil() + 1.0;
    let baseline = c.y.round();
    let mut pen = c.x;
    for ch in c.text.chars() {
        let Some(em) = advance(ch) else {
            continue;
        };
        let width = em * size;
        if !ch.is_whitespace() && !ch.is_control() {
            // The glyph keeps its pen position to a quarter pixel (four cached variants
            // at most): rounded to whole pixels, small Latin text spaced unevenly.
            let left = pen - pad;
            let mut x0 = left.floor();
            let mut quarter = ((left - x0) * 4.0).round() / 4.0;
            if quarter >= 1.0 {
                x0 += 1.0;
                quarter = 0.0;
            }
            let w = (width.ceil() + 2.0 * pad + 1.0).max(1.0);
            let h = above + below;
            let mut document = String::with_capacity(256);
            open(&mut document, w, h);
            let glyph = Caption {
                x: pad + quarter,
                y: above,
                size,
                text: ch.to_string(),
            };
            caption(&mut document, None, &glyph, fill);
            document.push_str("</svg>");
            out.push(Sprite {
                x: x0 as i32,
                y: (baseline - above) as i32,
                w: w as u32,
                h: h as u32,
                document,
            });
        }
        pen += width;
    }
}

fn caption(out: &mut String, class: Option<&str>, c: &Caption, fill: &str) {
    out.push_str("<text");
    if let Some(class) = class {
        let _ = write!(out, r#" class="{class}""#);
    }
    let _ = write!(
        out,
        r#" x="{}" y="{}" font-size="{}" fill="{fill}">"#,
        N(c.x),
        N(c.y),
        N(c.size),
    );
    escape(out, &c.text);
    out.push_str("</text>");
}

/// Writes centred text lines around `(cx, cy)`.
fn centred_text(out: &mut String, cx: f32, cy: f32, lines: &[String], size: f32, fill: &str) {
    let leading = LEADING * size;
    let top = cy - leading * (lines.len() as f32 - 1.0) / 2.0;
    for (i, line) in lines.iter().enumerate() {
        let baseline = top + leading * i as f32 + MIDDLE * size;
        let _ = write!(
            out,
            r#"<text x="{}" y="{}" font-size="{}" fill="{fill}" text-anchor="middle">"#,
            N(cx),
            N(baseline),
            N(size)
        );
        escape(out, line);
        out.push_str("</text>");
    }
}

/// One disc with its label and marks, centred at `(cx, cy)`.
fn disc(out: &mut String, d: &Disc, cx: f32, cy: f32) {
    let (r, colours) = (d.r, d.colours);
    let _ = write!(
        out,
        r#"<g class="{}"><circle cx="{}" cy="{}" r="{}" fill="{}" stroke="{}" stroke-width="{}"/>"#,
        d.class,
        N(cx),
        N(cy),
        N(r),
        colours.fill,
        colours.stroke,
        N(0.07 * r),
    );
    match &d.label {
        Label::Unknown => {
            let _ = write!(
                out,
                r#"<circle cx="{}" cy="{}" r="{}" fill="none" stroke="{}" stroke-opacity="0.5" stroke-width="{}" stroke-dasharray="{} {}"/>"#,
                N(cx),
                N(cy),
                N(0.72 * r),
                colours.text,
                N(0.06 * r),
                N(0.18 * r),
                N(0.12 * r),
            );
            centred_text(out, cx, cy, &["?".to_string()], 0.9 * r, colours.text);
        }
        Label::Name { lines, size } => centred_text(out, cx, cy, lines, *size, colours.text),
        Label::Blank => {}
    }
    for mark in &d.marks {
        match mark {
            Mark::Link(n) => {
                let _ = write!(
                    out,
                    r#"<circle class="link" cx="{}" cy="{}" r="{}" fill="none" stroke="{}" stroke-width="{}"/>"#,
                    N(cx),
                    N(cy),
                    N(1.07 * r),
                    palette::link(*n),
                    N(0.14 * r),
                );
            }
            Mark::Sealed => sealed(out, cx + 0.7 * r, cy - 0.7 * r, 0.3 * r),
            Mark::Promoted => {
                let _ = write!(
                    out,
                    r#"<circle class="promoted" cx="{}" cy="{}" r="{}" fill="none" stroke="{}" stroke-width="{}"/>"#,
                    N(cx),
                    N(cy),
                    N(0.86 * r),
                    palette::PROMOTED,
                    N(0.1 * r),
                );
            }
            Mark::Secret => {
                let _ = write!(
                    out,
                    r#"<circle class="secret" cx="{}" cy="{}" r="{}" fill="{}" stroke="{}" stroke-width="{}"/>"#,
                    N(cx - 0.7 * r),
                    N(cy - 0.7 * r),
                    N(0.26 * r),
                    palette::SECRET,
                    colours.stroke,
                    N(0.06 * r),
                );
            }
        }
    }
    out.push_str("</g>");
}

/// ⊘ drawn with shapes: a red ring and a slash, on white.
fn sealed(out: &mut String, cx: f32, cy: f32, r: f32) {
    let d = 0.68 * r;
    let _ = write!(
        out,
        r##"<g class="sealed"><circle cx="{}" cy="{}" r="{}" fill="#ffffff" stroke="{red}" stroke-width="{}"/><line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{red}" stroke-width="{}" stroke-linecap="round"/></g>"##,
        N(cx),
        N(cy),
        N(r),
        N(0.28 * r),
        N(cx - d),
        N(cy + d),
        N(cx + d),
        N(cy - d),
        N(0.28 * r),
        red = palette::SEALED,
    );
}

/// A red cross on white: something the last action removed.
fn removed(out: &mut String, cx: f32, cy: f32, r: f32) {
    let d = 0.5 * r;
    let _ = write!(
        out,
        r##"<g class="removed"><circle cx="{}" cy="{}" r="{}" fill="#ffffff" stroke="{red}" stroke-width="{}"/><g stroke="{red}" stroke-width="{}" stroke-linecap="round"><line x1="{}" y1="{}" x2="{}" y2="{}"/><line x1="{}" y1="{}" x2="{}" y2="{}"/></g></g>"##,
        N(cx),
        N(cy),
        N(r),
        N(0.18 * r),
        N(0.3 * r),
        N(cx - d),
        N(cy - d),
        N(cx + d),
        N(cy + d),
        N(cx - d),
        N(cy + d),
        N(cx + d),
        N(cy - d),
        red = palette::REMOVED,
    );
}

/// The last move's square: a translucent wash and a solid frame inside its edge, so it
/// shows over any shade (a green camp, a pale river) and around a piece.
fn last_square(out: &mut String, x: f32, y: f32, size: f32, frame: f32) {
    let _ = write!(
        out,
        r#"<g class="last"><rect x="{}" y="{}" width="{}" height="{}" fill="{}" fill-opacity="{}"/><rect x="{}" y="{}" width="{}" height="{}" fill="none" stroke="{}" stroke-width="{}"/></g>"#,
        N(x),
        N(y),
        N(size),
        N(size),
        palette::LAST_MOVE,
        palette::LAST_MOVE_OPACITY,
        N(x + frame / 2.0),
        N(y + frame / 2.0),
        N(size - frame),
        N(size - frame),
        palette::LAST_MOVE_EDGE,
        N(frame),
    );
}

/// The wash under the last move's cell on a graph board, `r` the disc radius.
fn last_circle(out: &mut String, cx: f32, cy: f32, r: f32) {
    let _ = write!(
        out,
        r#"<circle class="last" cx="{}" cy="{}" r="{}" fill="{}" fill-opacity="{}"/>"#,
        N(cx),
        N(cy),
        N(1.15 * r),
        palette::LAST_MOVE,
        palette::LAST_MOVE_OPACITY,
    );
}

/// The ring over the rim of the last move's cell (and of the disc on it) on a graph
/// board, `r` the disc radius: a bright band between dark rims, reaching
/// [`LAST_RING_REACH`] radii, which stands out around a disc of any seat's colour.
fn last_ring(out: &mut String, cx: f32, cy: f32, r: f32) {
    let rims = 0.3 * r;
    let _ = write!(
        out,
        r#"<g class="last-ring" fill="none"><circle cx="{x}" cy="{y}" r="{ring}" stroke="{}" stroke-width="{}"/><circle cx="{x}" cy="{y}" r="{ring}" stroke="{}" stroke-width="{}"/></g>"#,
        palette::INK,
        N(rims),
        palette::LAST_MOVE_RING,
        N(0.6 * rims),
        x = N(cx),
        y = N(cy),
        ring = N(LAST_RING_REACH * r - rims / 2.0),
    );
}

/// A hint dot on an empty cell, a ring around an occupied one; `r` is the disc radius.
fn hint(out: &mut String, cx: f32, cy: f32, r: f32, ring: bool) {
    if ring {
        // A pale halo under the dark ring keeps it visible on the last move's green wash
        // and beside a dark disc.
        let _ = write!(
            out,
            r#"<g class="hint" fill="none"><circle cx="{x}" cy="{y}" r="{ring}" stroke="{}" stroke-opacity="{}" stroke-width="{}"/><circle cx="{x}" cy="{y}" r="{ring}" stroke="{}" stroke-opacity="{}" stroke-width="{}"/></g>"#,
            palette::HINT_HALO,
            palette::HINT_HALO_OPACITY,
            N(0.3 * r),
            palette::HINT,
            palette::HINT_RING_OPACITY,
            N(0.16 * r),
            x = N(cx),
            y = N(cy),
            ring = N(1.1 * r),
        );
    } else {
        let _ = write!(
            out,
            r#"<circle class="hint" cx="{}" cy="{}" r="{}" fill="{}" fill-opacity="{}"/>"#,
            N(cx),
            N(cy),
            N(0.35 * r),
            palette::HINT,
            palette::HINT_OPACITY,
        );
    }
}

/// The chosen piece: on a grid, a thick magenta frame inside its square with a dark rim
/// (it shows on light and dark squares, over the last move's wash); on a graph board, a
/// magenta band between dark rims around its disc, just outside the last move's ring.
fn selected(out: &mut String, cx: f32, cy: f32, r: f32, square: Option<f32>) {
    match square {
        Some(size) => {
            let band = (0.15 * size).max(3.0);
            let rim = (0.2 * band).max(1.0);
            let outer = size - band - rim;
            let _ = write!(
                out,
                r#"<g class="selected" fill="none"><rect x="{x}" y="{y}" width="{w}" height="{w}" stroke="{}" stroke-width="{}"/><rect x="{x}" y="{y}" width="{w}" height="{w}" stroke="{}" stroke-width="{}"/></g>"#,
                palette::INK,
                N(band),
                palette::SELECTED,
                N(band - 2.0 * rim),
                x = N(cx - outer / 2.0),
                y = N(cy - outer / 2.0),
                w = N(outer),
            );
        }
        None => {
            let rims = 0.3 * r;
            let _ = write!(
                out,
                r#"<g class="selected" fill="none"><circle cx="{x}" cy="{y}" r="{ring}" stroke="{}" stroke-width="{}"/><circle cx="{x}" cy="{y}" r="{ring}" stroke="{}" stroke-width="{}"/></g>"#,
                palette::INK,
                N(rims),
                palette::SELECTED,
                N(0.6 * rims),
                x = N(cx),
                y = N(cy),
                ring = N(SELECTED_RING_REACH * r - rims / 2.0),
            );
        }
    }
}
