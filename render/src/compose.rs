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
    map: HashMap<String, (Arc<Pixmap>, u64)>,
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
    ) -> Result<Arc<Pixmap>, RenderError> {
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
        let pixmap = Arc::new(rasterise(opt, document, page)?);
        let size = pixmap.data().len() + document.len();
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
                self.bytes = self.bytes.saturating_sub(pixmap.data().len() + key.len());
            }
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
    scene: &Scene,
) -> Result<Pixmap, RenderError> {
    let base = caches
        .bases
        .get(opt, &draw::base_document(scene), Page::Opaque)?;
    let mut canvas = Pixmap::clone(&base);
    for item in &scene.items {
        let Sprite { x, y, document, .. } = draw::sprite(item);
        let sprite = caches.sprites.get(opt, &document, Page::Clear)?;
        draw_over(&mut canvas, &sprite, x, y);
    }
    Ok(canvas)
}

/// `v / 255`, rounded, for `v` up to 255 * 255.
fn div255(v: u32) -> u32 {
    (v + 128 + ((v + 128) >> 8)) >> 8
}

/// Premultiplied source-over of `sprite` with its top-left pixel at `(x, y)`, clipped to
/// the canvas. tiny-skia's `draw_pixmap` runs its general pipeline (a shader sampling
/// through a transform) for this; a whole-pixel copy needs only the blend.
pub(crate) fn draw_over(canvas: &mut Pixmap, sprite: &Pixmap, x: i32, y: i32) {
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
    let span = ((right - left) * 4) as usize;
    for row in top..bottom {
        let s0 = ((row * sw + left) * 4) as usize;
        let d0 = (((y + row) * cw + x + left) * 4) as usize;
        let (Some(s), Some(d)) = (src.get(s0..s0 + span), dst.get_mut(d0..d0 + span)) else {
            continue;
        };
        for (sp, dp) in s.chunks_exact(4).zip(d.chunks_exact_mut(4)) {
            let alpha = sp[3];
            if alpha == 0 {
                continue;
            }
            if alpha == 255 {
                dp.copy_from_slice(sp);
                continue;
            }
            let keep = 255 - u32::from(alpha);
            for (dc, sc) in dp.iter_mut().zip(sp) {
                let v = u32::from(*sc) + div255(u32::from(*dc) * keep);
                *dc = u8::try_from(v).unwrap_or(u8::MAX);
            }
        }
    }
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
    fn a_held_document_is_not_drawn_again() -> Result<(), RenderError> {
        let opt = usvg::Options::default();
        let cache = PixmapCache::new(1 << 20);
        let a = cache.get(&opt, &doc(16, 1), Page::Clear)?;
        let b = cache.get(&opt, &doc(16, 1), Page::Clear)?;
        assert!(Arc::ptr_eq(&a, &b));
        Ok(())
    }
}
