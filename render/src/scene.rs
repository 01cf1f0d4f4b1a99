//! An image as a static base plus the items drawn over it.
//!
//! The same scene gives the one-document SVG ([`Scene::document`]) and the pieces the
//! compositing path rasterises separately ([`Scene::base_document`], [`Scene::sprite`]):
//! an item is written around an origin, so a disc drawn at the board's a1 and one drawn
//! at h8 are the same small document when they show the same piece at the same size.

use crate::font::FAMILY;
use crate::svg::{self, Ctx, N};
use rules::Glyph;
use std::fmt::Write;

/// A rectangle in output pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Bounds {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Bounds {
    pub fn new(x: f32, y: f32, w: f32, h: f32) -> Bounds {
        Bounds { x, y, w, h }
    }

    fn around(cx: f32, cy: f32, half: f32) -> Bounds {
        Bounds::new(cx - half, cy - half, 2.0 * half, 2.0 * half)
    }

    /// The whole pixels covering this rectangle: left, top, width, height.
    fn pixels(&self) -> (i32, i32, u32, u32) {
        let finite = |v: f32| if v.is_finite() { v } else { 0.0 };
        let (x0, y0) = (finite(self.x).floor(), finite(self.y).floor());
        let x1 = finite(self.x + self.w).ceil().max(x0 + 1.0);
        let y1 = finite(self.y + self.h).ceil().max(y0 + 1.0);
        // Clamped far beyond any image: a hostile view cannot ask for a huge sprite.
        let clamp = |v: f32| v.clamp(-8192.0, 8192.0) as i32;
        let (l, t, r, b) = (clamp(x0), clamp(y0), clamp(x1), clamp(y1));
        (l, t, (r - l).max(1) as u32, (b - t).max(1) as u32)
    }
}

/// One thing drawn over the base, in drawing order.
pub(crate) enum Item {
    /// A piece disc (on the board or in a panel).
    Disc {
        cx: f32,
        cy: f32,
        r: f32,
        glyph: Glyph,
    },
    /// The last move's square overlay on a grid board.
    LastSquare { x: f32, y: f32, size: f32 },
    /// The last move's disc overlay on a graph board.
    LastCircle { cx: f32, cy: f32, r: f32 },
    /// The badge of a piece the last action removed.
    Removed { cx: f32, cy: f32, r: f32 },
    /// A hint dot, or a ring when `ring` (the cell is occupied); `r` is the disc radius.
    Hint {
        cx: f32,
        cy: f32,
        r: f32,
        ring: bool,
    },
    /// Text and badges written in image coordinates inside `bounds` (title, panel
    /// headings): they change with every image, so nothing is gained by moving them.
    Fixed { bounds: Bounds, body: String },
}

impl Item {
    /// Everything the item paints lies inside these bounds (with a pixel to spare for
    /// anti-aliasing).
    fn bounds(&self) -> Bounds {
        match self {
            // Link rings reach 1.14 r; sealed and secret badges stay inside 1.1 r.
            Item::Disc { cx, cy, r, .. } => Bounds::around(*cx, *cy, 1.2 * r + 1.5),
            Item::LastSquare { x, y, size } => {
                Bounds::new(x - 1.0, y - 1.0, size + 2.0, size + 2.0)
            }
            Item::LastCircle { cx, cy, r } => Bounds::around(*cx, *cy, r + 1.5),
            Item::Removed { cx, cy, r } => Bounds::around(*cx, *cy, 1.1 * r + 1.5),
            Item::Hint { cx, cy, r, .. } => Bounds::around(*cx, *cy, 1.2 * r + 1.5),
            Item::Fixed { bounds, .. } => *bounds,
        }
    }

    /// Writes the item shifted by `(-ox, -oy)`.
    fn write(&self, out: &mut String, ox: f32, oy: f32, ctx: &Ctx) {
        match self {
            Item::Disc { cx, cy, r, glyph } => svg::disc(out, cx - ox, cy - oy, *r, glyph, ctx),
            Item::LastSquare { x, y, size } => svg::last_square(out, x - ox, y - oy, *size),
            Item::LastCircle { cx, cy, r } => svg::last_circle(out, cx - ox, cy - oy, *r),
            Item::Removed { cx, cy, r } => svg::removed_badge(out, cx - ox, cy - oy, *r),
            Item::Hint { cx, cy, r, ring } => svg::hint_mark(out, cx - ox, cy - oy, *r, *ring),
            Item::Fixed { body, .. } => {
                if ox == 0.0 && oy == 0.0 {
                    out.push_str(body);
                } else {
                    let _ = write!(
                        out,
                        r#"<g transform="translate({} {})">{body}</g>"#,
                        N(-ox),
                        N(-oy)
                    );
                }
            }
        }
    }
}

/// The static base and the items over it.
pub(crate) struct Scene {
    pub width: f32,
    pub height: f32,
    /// Background, squares or stations, lines, coordinates.
    pub base: String,
    pub items: Vec<Item>,
}

fn open(out: &mut String, w: f32, h: f32) {
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="{FAMILY}" font-weight="bold">"#,
        w = N(w),
        h = N(h),
    );
}

impl Scene {
    /// Everything in one SVG document.
    pub fn document(&self, ctx: &Ctx) -> String {
        let mut out = String::with_capacity(self.base.len() + 600 * self.items.len() + 256);
        open(&mut out, self.width, self.height);
        out.push_str(&self.base);
        for item in &self.items {
            item.write(&mut out, 0.0, 0.0, ctx);
        }
        out.push_str("</svg>");
        out
    }

    /// The base alone, image-sized.
    pub fn base_document(&self) -> String {
        let mut out = String::with_capacity(self.base.len() + 256);
        open(&mut out, self.width, self.height);
        out.push_str(&self.base);
        out.push_str("</svg>");
        out
    }

    /// One item as a small document of its own, and where its top-left pixel goes.
    /// The origin is a whole pixel, so the sprite's pixels are the ones the item would
    /// have painted in place.
    pub fn sprite(item: &Item, ctx: &Ctx) -> Sprite {
        let (x, y, w, h) = item.bounds().pixels();
        let mut document = String::with_capacity(768);
        open(&mut document, w as f32, h as f32);
        item.write(&mut document, x as f32, y as f32, ctx);
        document.push_str("</svg>");
        Sprite { x, y, document }
    }
}

/// A rasterisable piece of the image.
pub(crate) struct Sprite {
    pub x: i32,
    pub y: i32,
    pub document: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pixel_bounds_cover_the_rectangle() {
        let b = Bounds::new(10.4, 20.6, 5.2, 3.0).pixels();
        assert_eq!(b, (10, 20, 6, 4));
    }

    #[test]
    fn absurd_bounds_stay_small_and_positive() {
        let (_, _, w, h) = Bounds::new(f32::NAN, -1e30, f32::INFINITY, 1e30).pixels();
        assert!(w >= 1 && h >= 1 && w <= 16384 && h <= 16384);
    }
}
