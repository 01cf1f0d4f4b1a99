//! The fast path: rasterise each distinct piece of an image once, then composite.
//!
//! A board image is mostly the same from move to move: the squares, lines and labels
//! never change within a game, and a disc looks the same on every square. So the base
//! and every sprite are rasterised once and kept, keyed by their SVG text (the text is
//! the picture: equal text, equal pixels), and an image is the base copied plus its
//! sprites drawn over it. Source-over compositing is associative, so the result is the
//! one-document rendering up to rounding; a test holds the two paths together.

use crate::draw::{self, Sprite};
use crate::error::RenderError;
use crate::font::Advances;
use crate::png::{rasterise, Page};
use crate::scene::Scene;
use resvg::tiny_skia::Pixmap;
use resvg::usvg;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

/// Rasterised pieces, least recently used dropped first once `budget` bytes are held.
pub(crate) struct PixmapCache {
    inner: Mutex<Entries>,
    budget: usize,
}

#[derive(Default)]
struct Entries {
    map: HashMap<String, (Arc<Raster>, u64)>,
    bytes: usize,
    clock: u64,
}

impl PixmapCache {
    pub fn new(budget: usize) -> PixmapCache {
        PixmapCache {
            inner: Mutex::new(Entries::default()),
            budget,
        }
    }

    /// The pixels of `document`, drawn on `page`; rasterised unless already held.
    pub fn get(
        &self,
        opt: &usvg::Options<'_>,
        document: &str,
        page: Page,
    ) -> Result<Arc<Raster>, RenderError> {
        {
            let mut e = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
            e.clock += 1;
            let now = e.clock;
            if let Some((pixmap, used)) = e.map.get_mut(document) {
                *used = now;
                return Ok(Arc::clone(pixmap));
            }
        }
        // Drawn outside the lock: two threads may both draw a new piece, never wait.
        let pixmap = Arc::new(Raster::new(rasterise(opt, document, page)?));
        let size = pixmap.bytes() + document.len();
        if size > self.budget {
            return Ok(pixmap);
        }
        let mut e = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        let now = e.clock;
        if e.map
            .insert(document.to_string(), (Arc::clone(&pixmap), now))
            .is_none()
        {
            e.bytes += size;
        }
        if e.bytes > self.budget {
            e.shrink(self.budget / 4 * 3);
        }
        Ok(pixmap)
    }

    /// Bytes held (pixels and keys).
    pub fn bytes(&self) -> usize {
        self.inner
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .bytes
    }
}

impl Entries {
    /// Drops the least recently used entries until at most `target` bytes remain.
    fn shrink(&mut self, target: usize) {
        let mut by_age: Vec<(u64, String)> = self
            .map
            .iter()
            .map(|(k, (_, used))| (*used, k.clone()))
            .collect();
        by_age.sort_unstable();
        for (_, key) in by_age {
            if self.bytes <= target {
                break;
            }
            if let Some((pixmap, _)) = self.map.remove(&key) {
                self.bytes = self.bytes.saturating_sub(pixmap.bytes() + key.len());
            }
        }
    }
}

/// Rasterised pixels and, per row, where they are clear, partly covering and opaque:
/// compositing copies a row's opaque middle at once and blends only its edges (a piece's
/// disc is opaque but for its rim).
pub(crate) struct Raster {
    pixels: Pixmap,
    rows: Vec<RowSpans>,
}

/// One row of a [`Raster`]: every pixel outside `drawn` is clear, and every pixel in
/// `opaque` (inside `drawn`, maybe empty) has full alpha.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct RowSpans {
    drawn: (u32, u32),
    opaque: (u32, u32),
}

impl Raster {
    pub fn new(pixels: Pixmap) -> Raster {
        let width = pixels.width() as usize;
        let rows = pixels
            .data()
            .chunks_exact(4 * width.max(1))
            .map(RowSpans::of)
            .collect();
        Raster { pixels, rows }
    }

    /// Bytes held: pixels and spans.
    pub fn bytes(&self) -> usize {
        self.pixels.data().len() + self.rows.len() * std::mem::size_of::<RowSpans>()
    }
}

impl std::ops::Deref for Raster {
    type Target = Pixmap;

    fn deref(&self) -> &Pixmap {
        &self.pixels
    }
}

impl RowSpans {
    fn of(row: &[u8]) -> RowSpans {
        let alphas: Vec<u8> = row.chunks_exact(4).map(|p| p[3]).collect();
        let Some(first) = alphas.iter().position(|&a| a > 0) else {
            return RowSpans {
                drawn: (0, 0),
                opaque: (0, 0),
            };
        };
        let last = alphas.iter().rposition(|&a| a > 0).unwrap_or(first);
        // The longest run of full alpha.
        let (mut best, mut start) = ((0usize, 0usize), None);
        for (i, &a) in alphas.iter().enumerate().take(last + 1).skip(first) {
            match (a == u8::MAX, start) {
                (true, None) => start = Some(i),
                (false, Some(s)) => {
                    if i - s > best.1 - best.0 {
                        best = (s, i);
                    }
                    start = None;
                }
                _ => {}
            }
        }
        if let Some(s) = start {
            if last + 1 - s > best.1 - best.0 {
                best = (s, last + 1);
            }
        }
        if best.0 == best.1 {
            best = (first, first);
        }
        let to_u32 = |v: usize| u32::try_from(v).unwrap_or(u32::MAX);
        RowSpans {
            drawn: (to_u32(first), to_u32(last + 1)),
            opaque: (to_u32(best.0), to_u32(best.1)),
        }
    }
}

/// The caches a renderer keeps: image-sized bases apart from small sprites, so that a
/// burst of new sprites never pushes out the few bases every image needs.
pub(crate) struct Caches {
    pub bases: PixmapCache,
    pub sprites: PixmapCache,
}

impl Caches {
    pub fn new() -> Caches {
        Caches {
            // About eight 800 px bases (variants x orientations in play at once).
            bases: PixmapCache::new(24 << 20),
            // Thousands of discs: every piece of every family in both colours and scripts.
            sprites: PixmapCache::new(24 << 20),
        }
    }
}

/// The scene's pixels: its base with every item composited over it, in order.
pub(crate) fn composite(
    caches: &Caches,
    opt: &usvg::Options<'_>,
    advances: &Advances,
    scene: &Scene,
) -> Result<Pixmap, RenderError> {
    composite_into(caches, opt, advances, scene, Vec::new())
}

/// [`composite`] on `canvas`'s allocation. The title band goes glyph by glyph
/// ([`draw::title_sprites`]): a title changes with every move, and as one sprite it was
/// laid out and rasterised anew each time, whereas its glyphs come from the cache.
pub(crate) fn composite_into(
    caches: &Caches,
    opt: &usvg::Options<'_>,
    advances: &Advances,
    scene: &Scene,
    mut canvas: Vec<u8>,
) -> Result<Pixmap, RenderError> {
    let base = caches
        .bases
        .get(opt, &draw::base_document(scene), Page::Opaque)?;
    canvas.clear();
    canvas.extend_from_slice(base.data());
    let size = resvg::tiny_skia::IntSize::from_wh(base.width(), base.height());
    let mut canvas = size
        .and_then(|size| Pixmap::from_vec(canvas, size))
        .ok_or_else(|| RenderError::new("image size out of range"))?;
    let advance = |c: char| advances.advance(c);
    for item in &scene.items {
        match draw::title_sprites(item, &advance) {
            Some(glyphs) => {
                for glyph in glyphs {
                    let sprite = caches.sprites.get(opt, &glyph.document, Page::Clear)?;
                    draw_over(&mut canvas, &sprite, glyph.x, glyph.y);
                }
            }
            None => {
                let Sprite { x, y, document, .. } = draw::sprite(item);
                let sprite = caches.sprites.get(opt, &document, Page::Clear)?;
                draw_over(&mut canvas, &sprite, x, y);
            }
        }
    }
    Ok(canvas)
}

/// `v / 255`, rounded, for `v` up to 255 * 255: what [`div255_lanes`] is held to.
#[cfg(test)]
fn div255(v: u32) -> u32 {
    (v + 128 + ((v + 128) >> 8)) >> 8
}

/// Premultiplied source-over of `sprite` with its top-left pixel at `(x, y)`, clipped to
/// the canvas. tiny-skia's `draw_pixmap` runs its general pipeline (a shader sampling
/// through a transform) for this; a whole-pixel copy needs only the blend, and a row's
/// opaque middle not even that.
pub(crate) fn draw_over(canvas: &mut Pixmap, sprite: &Raster, x: i32, y: i32) {
    let (cw, ch) = (canvas.width() as i64, canvas.height() as i64);
    let (sw, sh) = (sprite.width() as i64, sprite.height() as i64);
    let (x, y) = (i64::from(x), i64::from(y));
    let (left, top) = ((-x).max(0), (-y).max(0));
    let (right, bottom) = (sw.min(cw - x), sh.min(ch - y));
    if left >= right || top >= bottom {
        return;
    }
    let src = sprite.data();
    let dst = canvas.data_mut();
    for row in top..bottom {
        let Some(spans) = sprite.rows.get(row as usize) else {
            continue;
        };
        let clip = |v: u32| i64::from(v).clamp(left, right);
        let (drawn_from, drawn_to) = (clip(spans.drawn.0), clip(spans.drawn.1));
        let (opaque_from, opaque_to) = (clip(spans.opaque.0), clip(spans.opaque.1));
        let pixels = |from: i64, to: i64| {
            let s0 = ((row * sw + from) * 4) as usize;
            let d0 = (((y + row) * cw + x + from) * 4) as usize;
            let span = ((to - from).max(0) * 4) as usize;
            (s0..s0 + span, d0..d0 + span)
        };
        for (from, to, opaque) in [
            (drawn_from, opaque_from, false),
            (opaque_from, opaque_to, true),
            (opaque_to, drawn_to, false),
        ] {
            let (s, d) = pixels(from, to);
            let (Some(s), Some(d)) = (src.get(s), dst.get_mut(d)) else {
                continue;
            };
            if opaque {
                d.copy_from_slice(s);
            } else {
                blend(s, d);
            }
        }
    }
}

/// Source-over of premultiplied `source` pixels onto opaque `under` ones.
fn blend(source: &[u8], under: &mut [u8]) {
    for (sp, dp) in source.chunks_exact(4).zip(under.chunks_exact_mut(4)) {
        let source = u32::from_le_bytes([sp[0], sp[1], sp[2], sp[3]]);
        let alpha = source >> 24;
        if alpha == 0 {
            continue;
        }
        if alpha == 255 {
            dp.copy_from_slice(sp);
            continue;
        }
        let below = u32::from_le_bytes([dp[0], dp[1], dp[2], dp[3]]);
        let keep = 255 - alpha;
        let red_blue = div255_lanes((below & 0x00FF_00FF) * keep);
        let green_alpha = div255_lanes(((below >> 8) & 0x00FF_00FF) * keep);
        // No lane carries into the next: a premultiplied channel is at most its alpha,
        // and what shows through is at most 255 minus that alpha.
        let over = source.wrapping_add(red_blue | (green_alpha << 8));
        dp.copy_from_slice(&over.to_le_bytes());
    }
}

/// [`div255`] on the two 16-bit lanes of `v` at once (each lane at most 255 * 255).
fn div255_lanes(v: u32) -> u32 {
    let t = v + 0x0080_0080;
    ((t + ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A `size`-pixel square filled with red level `red`.
    fn doc(size: u32, red: u8) -> String {
        format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}"><rect width="{size}" height="{size}" fill="rgb({red},0,0)"/></svg>"#
        )
    }

    #[test]
    fn the_cache_stays_within_its_budget() -> Result<(), RenderError> {
        let opt = usvg::Options::default();
        // Each 32x32 sprite is 4 KiB of pixels; the budget holds about five.
        let cache = PixmapCache::new(5 * 4096 + 5 * 200);
        let kept = cache.get(&opt, &doc(32, 255), Page::Clear)?;
        for n in 0..20 {
            cache.get(&opt, &doc(32, n), Page::Clear)?;
            // Used between the others, so it is never the oldest.
            let again = cache.get(&opt, &doc(32, 255), Page::Clear)?;
            assert!(
                Arc::ptr_eq(&kept, &again),
                "a recently used sprite was dropped"
            );
        }
        assert!(cache.bytes() <= 5 * 4096 + 5 * 200, "{}", cache.bytes());
        Ok(())
    }

    #[test]
    fn blending_clips_at_the_edges_and_mixes_by_alpha() {
        let (Some(mut canvas), Some(mut sprite)) = (Pixmap::new(4, 4), Pixmap::new(2, 2)) else {
            return;
        };
        canvas.fill(resvg::tiny_skia::Color::WHITE);
        // Premultiplied half-transparent black, and one opaque red pixel.
        sprite
            .data_mut()
            .copy_from_slice(&[0, 0, 0, 128, 255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 0]);
        let sprite = Raster::new(sprite);
        draw_over(&mut canvas, &sprite, -1, 3);
        fn px(canvas: &Pixmap, x: usize, y: usize) -> Vec<u8> {
            canvas.data()[(y * 4 + x) * 4..(y * 4 + x) * 4 + 4].to_vec()
        }
        assert_eq!(
            px(&canvas, 0, 3),
            vec![255, 0, 0, 255],
            "the opaque pixel lands at x = 0"
        );
        draw_over(&mut canvas, &sprite, 2, 2);
        assert_eq!(
            px(&canvas, 2, 2),
            vec![127, 127, 127, 255],
            "half black over white is grey"
        );
        assert_eq!(px(&canvas, 3, 2), vec![255, 0, 0, 255]);
        assert_eq!(
            px(&canvas, 2, 3),
            vec![255, 255, 255, 255],
            "clear pixels change nothing"
        );
    }

    #[test]
    fn both_lanes_divide_like_the_scalar_division() {
        for v in (0..=255 * 255).step_by(7) {
            let lanes = div255_lanes((v << 16) | (255 * 255 - v));
            assert_eq!(lanes >> 16, div255(v), "{v}");
            assert_eq!(lanes & 0xFFFF, div255(255 * 255 - v), "{v}");
        }
    }

    #[test]
    fn a_row_is_split_into_clear_edge_and_opaque_parts() {
        let row: Vec<u8> = [0u8, 0, 80, 255, 255, 255, 40, 255, 0]
            .iter()
            .flat_map(|&a| [0, 0, 0, a])
            .collect();
        let spans = RowSpans::of(&row);
        assert_eq!(spans.drawn, (2, 8));
        assert_eq!(spans.opaque, (3, 6), "the longest opaque run");
        let clear = RowSpans::of(&[0; 16]);
        assert_eq!(clear.drawn.0, clear.drawn.1);
    }

    #[test]
    fn a_held_document_is_not_drawn_again() -> Result<(), RenderError> {
        let opt = usvg::Options::default();
        let cache = PixmapCache::new(1 << 20);
        let a = cache.get(&opt, &doc(16, 1), Page::Clear)?;
        let b = cache.get(&opt, &doc(16, 1), Page::Clear)?;
        assert!(Arc::ptr_eq(&a, &b));
        Ok(())
    }
}
