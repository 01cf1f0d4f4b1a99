//! A replay's frames as indexed pixels: the first whole, each later one only the rectangle
//! that changed since the frame before, with the pixels in it that did not change left
//! transparent.
//!
//! What changed is found on the scene, not on the pixels: an item is its sprite document
//! at a whole-pixel origin, so an item of the new scene that the old one did not have at
//! the same place (or the other way round) marks its rectangle dirty. Only dirty
//! rectangles are composited (the base copied, then every item over it, each sprite
//! rasterised once and cached) and mapped to the palette through its lookup table.

use crate::compose::{draw_over, Raster};
use crate::draw::{self, Sprite};
use crate::error::RenderError;
use crate::png::{word, Page, Palette};
use crate::scene::{Base, Item, Scene};
use crate::Renderer;
use resvg::tiny_skia::Pixmap;
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::Arc;

/// The palette entry no colour uses: a pixel a frame leaves as it was.
pub(super) const TRANSPARENT: u8 = 255;

/// A rectangle of whole pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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

/// A rectangle's pixels on the screen.
fn item_rect(item: &Item) -> Rect {
    let (x, y, w, h) = item.bounds().pixels();
    Rect { x, y, w, h }
}

/// The rectangles of the sprites one list has and the other has not, at the same place.
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

/// The rectangles of the items (title bands aside) one list has and the other has not,
/// at the same place. Equal items at the same place draw equal pixels, so an item that
/// stayed is neither written out as SVG nor composited again.
fn changed_items(before: &[Item], after: &[Item]) -> Vec<Rect> {
    let whole = |item: &&Item| !matches!(item, Item::Title { .. });
    let mut unmatched: HashMap<Rect, Vec<&Item>> = HashMap::with_capacity(before.len());
    for item in before.iter().filter(whole) {
        unmatched.entry(item_rect(item)).or_default().push(item);
    }
    let mut dirty = Vec::new();
    for item in after.iter().filter(whole) {
        let rect = item_rect(item);
        let stayed = unmatched.get_mut(&rect).and_then(|same_place| {
            let at = same_place.iter().position(|old| *old == item)?;
            Some(same_place.swap_remove(at))
        });
        if stayed.is_none() {
            dirty.push(rect);
        }
    }
    dirty.extend(
        unmatched
            .into_iter()
            .filter(|(_, gone)| !gone.is_empty())
            .map(|(rect, _)| rect),
    );
    // An item changed in place is dirty once.
    dirty.sort_unstable_by_key(|r| (r.x, r.y, r.w, r.h));
    dirty.dedup();
    dirty
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

/// What a frame composites, in the scene's order.
#[derive(Clone, Copy)]
enum Part {
    /// A badge or glyph of the title band: `title[n]`.
    Title(usize),
    /// Any other item, whole: `items[n]`.
    Item(usize),
}

/// A frame being made: indices over `bounds`, and the smallest rectangle holding every
/// pixel set so far (left, top, right, bottom; right and bottom excluded).
struct Frame {
    bounds: Rect,
    pixels: Vec<u8>,
    set: Option<(usize, usize, usize, usize)>,
}

impl Frame {
    /// Marks pixels `first..=last` of screen row `y` as set.
    fn mark(&mut self, y: usize, first: usize, last: usize) {
        self.set = Some(match self.set {
            None => (first, y, last + 1, y + 1),
            Some((l, t, r, b)) => (l.min(first), t.min(y), r.max(last + 1), b.max(y + 1)),
        });
    }

    /// Only the part that holds set pixels: one transparent pixel if none is set.
    fn finish(self) -> IndexedFrame {
        let Some((left, top, right, bottom)) = self.set else {
            return unchanged();
        };
        let (bx, by) = (self.bounds.x as usize, self.bounds.y as usize);
        let inner = Rect {
            x: left as i32,
            y: top as i32,
            w: (right - left) as u32,
            h: (bottom - top) as u32,
        };
        if inner == self.bounds {
            return IndexedFrame {
                rect: inner,
                pixels: self.pixels,
            };
        }
        let width = self.bounds.w as usize;
        let mut pixels = Vec::with_capacity(inner.area());
        for row in self
            .pixels
            .chunks_exact(width)
            .take(bottom - by)
            .skip(top - by)
        {
            if let Some(part) = row.get(left - bx..right - bx) {
                pixels.extend_from_slice(part);
            }
        }
        IndexedFrame {
            rect: inner,
            pixels,
        }
    }
}

/// Makes the frames of one replay, one scene at a time.
pub(super) struct Painter<'a> {
    renderer: &'a Renderer,
    screen: Rect,
    palette: Palette,
    /// The palette index of every screen pixel as the last frame left it.
    shown: Vec<u8>,
    /// What the last frame drew: its base (`None` before the first), the base's pixels,
    /// its items and its title band's sprites.
    base: Option<(f32, f32, Base<'a>)>,
    base_pixels: Arc<Raster>,
    items: Vec<Item>,
    title: Vec<Placed>,
}

impl<'a> Painter<'a> {
    /// A painter whose screen is the size of `first`'s image.
    pub fn new(
        renderer: &'a Renderer,
        palette: Palette,
        first: &Scene<'a>,
    ) -> Result<Self, RenderError> {
        let base_pixels = renderer.caches.bases.get(
            &renderer.options,
            &draw::base_document(first),
            Page::Opaque,
        )?;
        let screen = Rect {
            x: 0,
            y: 0,
            w: base_pixels.width(),
            h: base_pixels.height(),
        };
        Ok(Painter {
            renderer,
            screen,
            palette,
            // No palette entry is TRANSPARENT, so the first frame sets every pixel.
            shown: vec![TRANSPARENT; screen.area()],
            base: None,
            base_pixels,
            items: Vec::new(),
            title: Vec::new(),
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
    pub fn frame(&mut self, scene: Scene<'a>) -> Result<IndexedFrame, RenderError> {
        let advances = &self.renderer.advances;
        let advance = |c: char| advances.advance(c);
        let mut title = Vec::new();
        let mut order = Vec::with_capacity(scene.items.len() + 64);
        for (n, item) in scene.items.iter().enumerate() {
            match draw::title_sprites(item, &advance) {
                Some(sprites) => {
                    for sprite in sprites {
                        order.push(Part::Title(title.len()));
                        title.push(Placed::from(sprite));
                    }
                }
                None => order.push(Part::Item(n)),
            }
        }
        let same_base = self.base.as_ref().is_some_and(|(w, h, base)| {
            (*w, *h) == (scene.width, scene.height) && *base == scene.base
        });
        let dirty = if same_base {
            let mut dirty = changed(&self.title, &title);
            dirty.extend(changed_items(&self.items, &scene.items));
            dirty
        } else {
            let r = self.renderer;
            self.base_pixels =
                r.caches
                    .bases
                    .get(&r.options, &draw::base_document(&scene), Page::Opaque)?;
            vec![self.screen]
        };
        let dirty = merge(
            dirty
                .iter()
                .filter_map(|r| r.intersect(&self.screen))
                .collect(),
        );
        let made = match dirty.iter().copied().reduce(|a, b| a.union(&b)) {
            None => unchanged(),
            Some(bounds) => {
                let mut frame = Frame {
                    bounds,
                    pixels: vec![TRANSPARENT; bounds.area()],
                    set: None,
                };
                let mut sprites: Vec<Option<Arc<Raster>>> = vec![None; order.len()];
                for rect in &dirty {
                    self.paint(rect, &scene.items, &title, &order, &mut sprites, &mut frame)?;
                }
                frame.finish()
            }
        };
        let Scene {
            width,
            height,
            base,
            items,
        } = scene;
        self.base = Some((width, height, base));
        self.items = items;
        self.title = title;
        Ok(made)
    }

    /// Composites `rect` of the scene and writes each pixel whose index differs from the
    /// one shown into `frame`.
    fn paint(
        &mut self,
        rect: &Rect,
        items: &[Item],
        title: &[Placed],
        order: &[Part],
        sprites: &mut [Option<Arc<Raster>>],
        frame: &mut Frame,
    ) -> Result<(), RenderError> {
        let mut canvas = Pixmap::new(rect.w, rect.h)
            .ok_or_else(|| RenderError::new("replay frame size out of range"))?;
        copy_from(&mut canvas, &self.base_pixels, rect);
        for (part, sprite) in order.iter().zip(sprites.iter_mut()) {
            let at = match *part {
                Part::Title(n) => title.get(n).map(|p| p.rect),
                Part::Item(n) => items.get(n).map(item_rect),
            };
            let Some(at) = at.filter(|at| at.intersect(rect).is_some()) else {
                continue;
            };
            let pixmap = match sprite {
                Some(p) => Arc::clone(p),
                None => {
                    let p = self.fetch(*part, items, title)?;
                    *sprite = Some(Arc::clone(&p));
                    p
                }
            };
            draw_over(&mut canvas, &pixmap, at.x - rect.x, at.y - rect.y);
        }
        let screen_w = self.screen.w as usize;
        let (bounds_x, bounds_y, bounds_w) = (
            frame.bounds.x as usize,
            frame.bounds.y as usize,
            frame.bounds.w as usize,
        );
        let (mut last_word, mut last_index) = (None, 0u8);
        for (row, line) in canvas.data().chunks_exact(rect.w as usize * 4).enumerate() {
            let y = rect.y as usize + row;
            let x0 = rect.x as usize;
            let shown_row = y * screen_w + x0;
            let out_row = (y - bounds_y) * bounds_w + (x0 - bounds_x);
            let mut span: Option<(usize, usize)> = None;
            for (col, px) in line.chunks_exact(4).enumerate() {
                let w = word(px);
                if last_word != Some(w) {
                    last_index = self.palette.index(w);
                    last_word = Some(w);
                }
                let Some(shown) = self.shown.get_mut(shown_row + col) else {
                    continue;
                };
                if *shown == last_index {
                    continue;
                }
                *shown = last_index;
                if let Some(out) = frame.pixels.get_mut(out_row + col) {
                    *out = last_index;
                }
                span = Some(span.map_or((col, col), |(first, _)| (first, col)));
            }
            if let Some((first, last)) = span {
                frame.mark(y, x0 + first, x0 + last);
            }
        }
        Ok(())
    }

    /// A part's pixels, rasterised once and cached.
    fn fetch(
        &self,
        part: Part,
        items: &[Item],
        title: &[Placed],
    ) -> Result<Arc<Raster>, RenderError> {
        let r = self.renderer;
        let document = match part {
            Part::Title(n) => title.get(n).map(|p| Cow::Borrowed(p.document.as_str())),
            Part::Item(n) => items
                .get(n)
                .map(|item| Cow::Owned(draw::sprite(item).document)),
        };
        let document = document.ok_or_else(|| RenderError::new("replay part out of range"))?;
        r.caches.sprites.get(&r.options, &document, Page::Clear)
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
    fn a_frame_is_cut_to_what_was_set() {
        let t = TRANSPARENT;
        #[rustfmt::skip]
        let pixels = vec![
            t, t, t, t,
            t, 1, t, t,
            t, t, 2, t,
        ];
        let mut frame = Frame {
            bounds: rect(10, 20, 4, 3),
            pixels,
            set: None,
        };
        frame.mark(21, 11, 11);
        frame.mark(22, 12, 12);
        let frame = frame.finish();
        assert_eq!(frame.rect, rect(11, 21, 2, 2));
        assert_eq!(frame.pixels, vec![1, t, t, 2]);
        let nothing = Frame {
            bounds: rect(0, 0, 2, 1),
            pixels: vec![t, t],
            set: None,
        };
        assert_eq!(nothing.finish().rect.area(), 1);
    }

    #[test]
    fn an_item_that_stayed_is_not_dirty_and_one_that_moved_is_dirty_twice() {
        let hint = |cx: f32, ring: bool| Item::Hint {
            cx,
            cy: 50.0,
            r: 10.0,
            ring,
        };
        let before = [hint(20.0, false), hint(60.0, false), hint(100.0, false)];
        let after = [hint(20.0, false), hint(60.0, true), hint(140.0, false)];
        let dirty = changed_items(&before, &after);
        let xs: Vec<i32> = dirty.iter().map(|r| r.x).collect();
        // The ring at 60 changed in place (one rectangle); 100 went and 140 came.
        assert_eq!(xs, vec![46, 86, 126]);
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
