//! A replay's frames as indexed pixels: the first whole, each later one only the rectangle
//! that changed since the frame before, with the pixels in it that did not change left
//! transparent.
//!
//! What changed is found on the scene, not on the pixels: an item is its sprite document
//! at a whole-pixel origin, so an item of the new scene that the old one did not have at
//! the same place (or the other way round) marks its rectangle dirty. Only dirty
//! rectangles are composited (the base copied, then every item over it, each sprite
//! rasterised once and cached) and mapped to the palette through its lookup table.

use crate::compose::draw_over;
use crate::draw::{self, Sprite};
use crate::error::RenderError;
use crate::font::Advances;
use crate::png::{word, Page, Palette};
use crate::scene::{Item, Scene};
use crate::Renderer;
use resvg::tiny_skia::Pixmap;
use std::collections::HashMap;
use std::sync::Arc;

/// The palette entry no colour uses: a pixel a frame leaves as it was.
pub(super) const TRANSPARENT: u8 = 255;

/// A rectangle of whole pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Rect {
    pub x: i32,
    pub y: i32,
    pub w: u32,
    pub h: u32,
}

impl Rect {
    fn right(&self) -> i64 {
        i64::from(self.x) + i64::from(self.w)
    }

    fn bottom(&self) -> i64 {
        i64::from(self.y) + i64::from(self.h)
    }

    fn from_edges(left: i64, top: i64, right: i64, bottom: i64) -> Option<Rect> {
        if right <= left || bottom <= top {
            return None;
        }
        Some(Rect {
            x: i32::try_from(left).ok()?,
            y: i32::try_from(top).ok()?,
            w: u32::try_from(right - left).ok()?,
            h: u32::try_from(bottom - top).ok()?,
        })
    }

    fn intersect(&self, o: &Rect) -> Option<Rect> {
        Rect::from_edges(
            i64::from(self.x.max(o.x)),
            i64::from(self.y.max(o.y)),
            self.right().min(o.right()),
            self.bottom().min(o.bottom()),
        )
    }

    fn union(&self, o: &Rect) -> Rect {
        Rect::from_edges(
            i64::from(self.x.min(o.x)),
            i64::from(self.y.min(o.y)),
            self.right().max(o.right()),
            self.bottom().max(o.bottom()),
        )
        .unwrap_or(*self)
    }

    fn area(&self) -> usize {
        self.w as usize * self.h as usize
    }
}

/// One frame: where it goes on the screen and its palette indices, row by row.
pub(super) struct IndexedFrame {
    pub rect: Rect,
    pub pixels: Vec<u8>,
}

/// A sprite where the scene puts it.
struct Placed {
    rect: Rect,
    document: String,
}

impl From<Sprite> for Placed {
    fn from(
        Sprite {
            x,
            y,
            w,
            h,
            document,
        }: Sprite,
    ) -> Placed {
        Placed {
            rect: Rect { x, y, w, h },
            document,
        }
    }
}

/// The sprites that draw `item`: the title band glyph by glyph (its caption changes every
/// frame, its glyphs seldom), anything else whole.
fn place(out: &mut Vec<Placed>, item: &Item, advances: &Advances) {
    let advance = |c: char| advances.advance(c);
    match draw::title_sprites(item, &advance) {
        Some(parts) => out.extend(parts.into_iter().map(Placed::from)),
        None => out.push(draw::sprite(item).into()),
    }
}

/// The rectangles of the items one list has and the other has not, at the same place.
fn changed(before: &[Placed], after: &[Placed]) -> Vec<Rect> {
    let mut net: HashMap<(i32, i32, &str), (i32, Rect)> =
        HashMap::with_capacity(before.len() + after.len());
    for (items, step) in [(before, 1), (after, -1)] {
        for p in items {
            net.entry((p.rect.x, p.rect.y, p.document.as_str()))
                .or_insert((0, p.rect))
                .0 += step;
        }
    }
    net.into_values()
        .filter(|(n, _)| *n != 0)
        .map(|(_, rect)| rect)
        .collect()
}

/// The rectangles with every overlapping pair joined: the glyphs of a caption become one
/// strip, composited once instead of glyph by glyph.
fn merge(mut rects: Vec<Rect>) -> Vec<Rect> {
    let mut joined = true;
    while joined {
        joined = false;
        let mut i = 0;
        while i < rects.len() {
            let mut j = i + 1;
            while j < rects.len() {
                if rects[i].intersect(&rects[j]).is_some() {
                    let other = rects.swap_remove(j);
                    rects[i] = rects[i].union(&other);
                    joined = true;
                } else {
                    j += 1;
                }
            }
            i += 1;
        }
    }
    rects
}

/// Makes the frames of one replay, one scene at a time.
pub(super) struct Painter<'r> {
    renderer: &'r Renderer,
    screen: Rect,
    palette: Palette,
    /// The palette index of every screen pixel as the last frame left it.
    shown: Vec<u8>,
    base_document: String,
    base: Arc<Pixmap>,
    items: Vec<Placed>,
    advances: Advances,
}

impl<'r> Painter<'r> {
    /// A painter whose screen is the size of `first`'s image.
    pub fn new(
        renderer: &'r Renderer,
        palette: Palette,
        first: &Scene,
    ) -> Result<Self, RenderError> {
        let base_document = draw::base_document(first);
        let base = renderer
            .caches
            .bases
            .get(&renderer.options, &base_document, Page::Opaque)?;
        let advances =
            Advances::new().ok_or_else(|| RenderError::new("the embedded font does not parse"))?;
        let screen = Rect {
            x: 0,
            y: 0,
            w: base.width(),
            h: base.height(),
        };
        Ok(Painter {
            renderer,
            screen,
            palette,
            // No palette entry is TRANSPARENT, so the first frame sets every pixel.
            shown: vec![TRANSPARENT; screen.area()],
            // Empty: the first frame is drawn whole.
            base_document: String::new(),
            base,
            items: Vec::new(),
            advances,
        })
    }

    pub fn width(&self) -> u32 {
        self.screen.w
    }

    pub fn height(&self) -> u32 {
        self.screen.h
    }

    pub fn palette(&self) -> &Palette {
        &self.palette
    }

    /// The next frame: what differs between the screen as shown and `scene`.
    pub fn frame(&mut self, scene: &Scene) -> Result<IndexedFrame, RenderError> {
        let base_document = draw::base_document(scene);
        let mut items = Vec::with_capacity(scene.items.len() + 64);
        for item in &scene.items {
            place(&mut items, item, &self.advances);
        }
        let dirty = if base_document == self.base_document {
            changed(&self.items, &items)
        } else {
            let r = self.renderer;
            self.base = r
                .caches
                .bases
                .get(&r.options, &base_document, Page::Opaque)?;
            self.base_document = base_document;
            vec![self.screen]
        };
        let dirty = merge(
            dirty
                .iter()
                .filter_map(|r| r.intersect(&self.screen))
                .collect(),
        );
        let Some(bounds) = dirty.iter().copied().reduce(|a, b| a.union(&b)) else {
            self.items = items;
            return Ok(unchanged());
        };
        let mut pixels = vec![TRANSPARENT; bounds.area()];
        let mut sprites: Vec<Option<Arc<Pixmap>>> = vec![None; items.len()];
        for rect in &dirty {
            self.paint(rect, &items, &mut sprites, bounds, &mut pixels)?;
        }
        self.items = items;
        Ok(crop(bounds, pixels))
    }

    /// Composites `rect` of the scene and writes each pixel whose index differs from the
    /// one shown into `pixels` (which covers `bounds`).
    fn paint(
        &mut self,
        rect: &Rect,
        items: &[Placed],
        sprites: &mut [Option<Arc<Pixmap>>],
        bounds: Rect,
        pixels: &mut [u8],
    ) -> Result<(), RenderError> {
        let mut canvas = Pixmap::new(rect.w, rect.h)
            .ok_or_else(|| RenderError::new("replay frame size out of range"))?;
        copy_from(&mut canvas, &self.base, rect);
        for (item, sprite) in items.iter().zip(sprites.iter_mut()) {
            if item.rect.intersect(rect).is_none() {
                continue;
            }
            let pixmap = match sprite {
                Some(p) => Arc::clone(p),
                None => {
                    let p = self.fetch(item)?;
                    *sprite = Some(Arc::clone(&p));
                    p
                }
            };
            draw_over(
                &mut canvas,
                &pixmap,
                item.rect.x - rect.x,
                item.rect.y - rect.y,
            );
        }
        let screen_w = self.screen.w as usize;
        let (mut last_word, mut last_index) = (None, 0u8);
        for (row, line) in canvas.data().chunks_exact(rect.w as usize * 4).enumerate() {
            let y = rect.y as usize + row;
            let shown_row = y * screen_w + rect.x as usize;
            let out_row =
                (y - bounds.y as usize) * bounds.w as usize + (rect.x - bounds.x) as usize;
            for (col, px) in line.chunks_exact(4).enumerate() {
                let w = word(px);
                if last_word != Some(w) {
                    last_index = self.palette.index(w);
                    last_word = Some(w);
                }
                if let Some(shown) = self.shown.get_mut(shown_row + col) {
                    if *shown != last_index {
                        *shown = last_index;
                        if let Some(out) = pixels.get_mut(out_row + col) {
                            *out = last_index;
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// The sprite's pixels, rasterised once and cached.
    fn fetch(&self, item: &Placed) -> Result<Arc<Pixmap>, RenderError> {
        let r = self.renderer;
        r.caches
            .sprites
            .get(&r.options, &item.document, Page::Clear)
    }
}

/// Copies the pixels of `source` under `rect` into `canvas` (which is `rect`-sized).
fn copy_from(canvas: &mut Pixmap, source: &Pixmap, rect: &Rect) {
    let (sw, sh) = (source.width() as usize, source.height() as usize);
    let (x, y) = (rect.x.max(0) as usize, rect.y.max(0) as usize);
    if x >= sw {
        return;
    }
    let span = (rect.w as usize).min(sw - x) * 4;
    let src = source.data();
    let row_bytes = rect.w as usize * 4;
    for (row, dst) in canvas.data_mut().chunks_exact_mut(row_bytes).enumerate() {
        if y + row >= sh {
            break;
        }
        let from = ((y + row) * sw + x) * 4;
        if let (Some(d), Some(s)) = (dst.get_mut(..span), src.get(from..from + span)) {
            d.copy_from_slice(s);
        }
    }
}

/// A frame that changes nothing: one transparent pixel.
fn unchanged() -> IndexedFrame {
    IndexedFrame {
        rect: Rect {
            x: 0,
            y: 0,
            w: 1,
            h: 1,
        },
        pixels: vec![TRANSPARENT],
    }
}

/// The smallest part of `pixels` (covering `bounds`) that holds every changed pixel.
fn crop(bounds: Rect, pixels: Vec<u8>) -> IndexedFrame {
    let w = bounds.w as usize;
    let rows: Vec<usize> = pixels
        .chunks_exact(w)
        .enumerate()
        .filter(|(_, row)| row.iter().any(|&p| p != TRANSPARENT))
        .map(|(i, _)| i)
        .collect();
    let (Some(&top), Some(&bottom)) = (rows.first(), rows.last()) else {
        return unchanged();
    };
    let mut left = w;
    let mut right = 0;
    for row in pixels.chunks_exact(w).take(bottom + 1).skip(top) {
        if let Some(l) = row.iter().position(|&p| p != TRANSPARENT) {
            left = left.min(l);
        }
        if let Some(r) = row.iter().rposition(|&p| p != TRANSPARENT) {
            right = right.max(r);
        }
    }
    if left == 0 && right + 1 == w && top == 0 && bottom + 1 == bounds.h as usize {
        return IndexedFrame {
            rect: bounds,
            pixels,
        };
    }
    let mut out = Vec::with_capacity((right + 1 - left) * (bottom + 1 - top));
    for row in pixels.chunks_exact(w).take(bottom + 1).skip(top) {
        out.extend_from_slice(&row[left..=right]);
    }
    IndexedFrame {
        rect: Rect {
            x: bounds.x + left as i32,
            y: bounds.y + top as i32,
            w: (right + 1 - left) as u32,
            h: (bottom + 1 - top) as u32,
        },
        pixels: out,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rect(x: i32, y: i32, w: u32, h: u32) -> Rect {
        Rect { x, y, w, h }
    }

    #[test]
    fn rectangles_meet_and_join() {
        let a = rect(0, 0, 10, 10);
        let b = rect(5, 8, 10, 10);
        assert_eq!(a.intersect(&b), Some(rect(5, 8, 5, 2)));
        assert_eq!(a.union(&b), rect(0, 0, 15, 18));
        assert_eq!(
            a.intersect(&rect(10, 0, 5, 5)),
            None,
            "touching is not meeting"
        );
    }

    #[test]
    fn overlapping_rectangles_are_joined_and_apart_ones_kept() {
        let mut joined = merge(vec![
            rect(0, 0, 10, 10),
            rect(50, 50, 5, 5),
            rect(8, 0, 10, 10),
            rect(16, 5, 10, 10),
        ]);
        joined.sort_by_key(|r| r.x);
        assert_eq!(joined, vec![rect(0, 0, 26, 15), rect(50, 50, 5, 5)]);
    }

    #[test]
    fn a_frame_is_cropped_to_what_changed() {
        let t = TRANSPARENT;
        #[rustfmt::skip]
        let pixels = vec![
            t, t, t, t,
            t, 1, t, t,
            t, t, 2, t,
        ];
        let frame = crop(rect(10, 20, 4, 3), pixels);
        assert_eq!(frame.rect, rect(11, 21, 2, 2));
        assert_eq!(frame.pixels, vec![1, t, t, 2]);
        let nothing = crop(rect(0, 0, 2, 1), vec![t, t]);
        assert_eq!(nothing.rect.area(), 1);
    }

    #[test]
    fn only_items_that_moved_or_changed_are_dirty() {
        let item = |x: i32, doc: &str| Placed {
            rect: rect(x, 0, 4, 4),
            document: doc.to_string(),
        };
        let before = [item(0, "knight"), item(10, "pawn"), item(20, "pawn")];
        let after = [item(0, "knight"), item(20, "pawn"), item(30, "pawn")];
        let mut dirty = changed(&before, &after);
        dirty.sort_by_key(|r| r.x);
        assert_eq!(dirty, vec![rect(10, 0, 4, 4), rect(30, 0, 4, 4)]);
    }
}
