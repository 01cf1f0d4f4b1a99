//! [`Scene`] -> SVG text. Decides nothing about where things go: it writes each part of
//! the scene with the palette's colours and strokes. Elements carry a `class` so tests can
//! find them.
//!
//! The same scene gives the one-document SVG ([`document`]) and the pieces the compositing
//! path rasterises separately ([`base_document`], [`sprite`]): an item is written around
//! an origin, so a disc drawn at the board's a1 and one drawn at h8 are the same small
//! document when they show the same piece at the same size.

mod board;
mod items;
mod marks;
mod numbers;

use crate::font::FAMILY;
use crate::scene::{Item, Scene};
use std::fmt::{self, Write};

/// A number as SVG wants it: one decimal, never NaN or infinite.
pub(crate) struct N(pub(crate) f32);

impl fmt::Display for N {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v = if self.0.is_finite() { self.0 } else { 0.0 };
        let r = (v * 10.0).round() / 10.0;
        if r == r.trunc() {
            write!(f, "{}", r as i64)
        } else {
            write!(f, "{r:.1}")
        }
    }
}

/// XML-escapes `text` and drops characters XML cannot carry.
pub(crate) fn escape(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(' '),
            c if c.is_control() || c == '\u{FFFE}' || c == '\u{FFFF}' => {}
            c => out.push(c),
        }
    }
}

fn open(out: &mut String, w: f32, h: f32) {
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="{FAMILY}" font-weight="bold">"#,
        w = N(w),
        h = N(h),
    );
}

/// Everything in one SVG document.
pub(crate) fn document(scene: &Scene) -> String {
    let mut out = String::with_capacity(8 * 1024 + 800 * scene.items.len());
    open(&mut out, scene.width, scene.height);
    board::base(&mut out, scene);
    for item in &scene.items {
        items::item(&mut out, item, 0.0, 0.0);
    }
    out.push_str("</svg>");
    out
}

/// The base alone, image-sized.
pub(crate) fn base_document(scene: &Scene) -> String {
    let mut out = String::with_capacity(8 * 1024 + 200 * scene.base.labels.len());
    open(&mut out, scene.width, scene.height);
    board::base(&mut out, scene);
    out.push_str("</svg>");
    out
}

/// A rasterisable piece of the image: a small document, where its top-left pixel goes and
/// its size in pixels.
pub(crate) struct Sprite {
    pub x: i32,
    pub y: i32,
    pub w: u32,
    pub h: u32,
    pub document: String,
}

/// One item as a small document of its own. The origin is a whole pixel, so the sprite's
/// pixels are the ones the item would have painted in place.
pub(crate) fn sprite(item: &Item) -> Sprite {
    let (x, y, w, h) = item.bounds().pixels();
    let mut document = String::with_capacity(768);
    open(&mut document, w as f32, h as f32);
    items::item(&mut document, item, x as f32, y as f32);
    document.push_str("</svg>");
    Sprite {
        x,
        y,
        w,
        h,
        document,
    }
}

/// The title band as many small sprites instead of one: its badge and every glyph of its
/// lines, each at a whole pixel. A caption that changes from image to image then costs
/// only the glyphs it moves, each rasterised once. `advance` gives a glyph's advance in
/// ems, `None` for a character the font cannot draw. `None` for any other item.
pub(crate) fn title_sprites(
    item: &Item,
    advance: &dyn Fn(char) -> Option<f32>,
) -> Option<Vec<Sprite>> {
    let Item::Title {
        to_move,
        title,
        subtitle,
        players,
        ..
    } = item
    else {
        return None;
    };
    let mut out = Vec::new();
    if let Some(badge) = to_move {
        out.push(items::badge_sprite(badge));
    }
    items::glyph_sprites(&mut out, title, crate::palette::INK, advance);
    for line in subtitle {
        items::glyph_sprites(&mut out, line, crate::palette::MUTED_INK, advance);
    }
    for (badge, name) in players {
        out.push(items::badge_sprite(badge));
        items::glyph_sprites(&mut out, name, crate::palette::INK, advance);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_short_and_finite() {
        assert_eq!(N(3.0).to_string(), "3");
        assert_eq!(N(3.04).to_string(), "3");
        assert_eq!(N(3.25).to_string(), "3.3");
        assert_eq!(N(f32::NAN).to_string(), "0");
        assert_eq!(N(f32::INFINITY).to_string(), "0");
    }

    #[test]
    fn escape_handles_markup_and_controls() {
        let mut s = String::new();
        escape(&mut s, "a<b>&\"'\u{1}\u{FFFF}");
        assert_eq!(s, "a&lt;b&gt;&amp;&quot;&apos;");
    }
}
