//! SVG -> pixels -> PNG.
//!
//! `usvg::Options` with the embedded font is built once per [`crate::Renderer`]. A board
//! is a few flat colours plus anti-aliased edges, so the pixels are quantised to a
//! 256-colour palette and written as an indexed PNG: about a quarter of the RGBA size
//! and faster to deflate. The rows are deflated here (unfiltered, zlib level 1) and the
//! `png` crate writes the chunks around them.

use crate::error::RenderError;
use crate::font;
use flate2::write::ZlibEncoder;
use resvg::tiny_skia::{Color, Pixmap, Transform};
use resvg::usvg;
use std::io::Write;
use std::sync::Arc;

/// Options for usvg holding the embedded font and nothing from the host.
pub(crate) fn options() -> Result<usvg::Options<'static>, RenderError> {
    let mut opt = usvg::Options {
        font_family: font::FAMILY.to_string(),
        ..usvg::Options::default()
    };
    let db = opt.fontdb_mut();
    let source = usvg::fontdb::Source::Binary(Arc::new(font::SUBSET_OTF));
    if db.load_font_source(source).is_empty() {
        return Err(RenderError::new("the embedded font could not be loaded"));
    }
    let found = db
        .faces()
        .any(|f| f.families.iter().any(|(name, _)| name == font::FAMILY));
    if !found {
        return Err(RenderError::new(
            "the embedded font has no Noto Sans CJK SC face",
        ));
    }
    Ok(opt)
}

/// Largest image drawn, in pixels (4096 x 4096): a bigger one is refused, not allocated.
const MAX_PIXELS: u64 = 1 << 24;

/// What a document is drawn on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Page {
    /// White: a whole image.
    Opaque,
    /// Transparent: a sprite composited later.
    Clear,
}

/// Parses and draws `svg` on `page`.
pub(crate) fn rasterise(
    opt: &usvg::Options<'_>,
    svg: &str,
    page: Page,
) -> Result<Pixmap, RenderError> {
    let tree = usvg::Tree::from_str(svg, opt)
        .map_err(|e| RenderError::new(format!("svg rejected: {e}")))?;
    let size = tree.size().to_int_size();
    if u64::from(size.width()) * u64::from(size.height()) > MAX_PIXELS {
        return Err(RenderError::new(format!(
            "image too large: {}x{} pixels",
            size.width(),
            size.height()
        )));
    }
    let mut pixmap = Pixmap::new(size.width(), size.height())
        .ok_or_else(|| RenderError::new("image size out of range"))?;
    if page == Page::Opaque {
        pixmap.fill(Color::WHITE);
    }
    resvg::render(&tree, Transform::default(), &mut pixmap.as_mut());
    Ok(pixmap)
}

/// Bits kept per channel when colours are binned for the palette.
const BITS: u32 = 5;
const BINS: usize = 1 << (3 * BITS);

/// One RGBA pixel as a word, for cheap equality tests.
pub(crate) fn word(p: &[u8]) -> u32 {
    <[u8; 4]>::try_from(p).map_or(0, u32::from_le_bytes)
}

/// The pixels as runs of equal words: a board is mostly flat, so there are far fewer
/// runs than pixels, and each later step works per run.
fn runs(rgba: &[u8]) -> Vec<(u32, u32)> {
    let mut runs = Vec::with_capacity(rgba.len() / 64);
    runs_into(rgba, &mut runs);
    runs
}

/// [`runs`] into `runs`, which is cleared first (so its allocation is reused).
fn runs_into(rgba: &[u8], runs: &mut Vec<(u32, u32)>) {
    runs.clear();
    let (pixels, _) = rgba.as_chunks::<4>();
    let mut start = 0;
    while let Some(&first) = pixels.get(start) {
        // A flat area eight pixels at a time (one 32-byte comparison), then pixel by
        // pixel up to the run's end.
        let block = [first; 8];
        let mut end = start + 1;
        while pixels.get(end..end + 8).is_some_and(|b| b == block) {
            end += 8;
        }
        while pixels.get(end) == Some(&first) {
            end += 1;
        }
        runs.push((
            u32::from_le_bytes(first),
            u32::try_from(end - start).unwrap_or(u32::MAX),
        ));
        start = end;
    }
}

fn bin(w: u32) -> usize {
    let [r, g, b, _] = w.to_le_bytes();
    let s = 8 - BITS;
    (usize::from(r >> s) << (2 * BITS)) | (usize::from(g >> s) << BITS) | usize::from(b >> s)
}

/// The colour in the middle of bin `b`.
fn bin_centre(b: usize) -> [u8; 3] {
    let mask = (1 << BITS) - 1;
    let level =
        |v: usize| u8::try_from(((v & mask) << (8 - BITS)) | (1 << (7 - BITS))).unwrap_or(0);
    [level(b >> (2 * BITS)), level(b >> BITS), level(b)]
}

/// How many pixels fell into each colour bin, and their sum per channel.
pub(crate) struct Histogram {
    count: Vec<u32>,
    sum: Vec<[u64; 3]>,
    /// The bins with a pixel, each once: what [`Histogram::clear`] resets and the palette
    /// looks at, instead of all 32,768 bins.
    used: Vec<usize>,
    /// [`COLOUR_SLOTS`] of (colour, pixels), empty between calls: see `add_runs`.
    colours: Vec<(u32, u32)>,
}

/// Slots of the per-colour table: a power of two, 32 KB.
const COLOUR_SLOTS: usize = 4096;
/// How many slots a colour may probe before it is binned directly instead.
const PROBES: usize = 8;

/// Adds `n` pixels of `w` to the table; `false` if its probe found no room.
fn table_add(table: &mut [(u32, u32)], w: u32, n: u32) -> bool {
    let mask = table.len().wrapping_sub(1);
    let start = (w.wrapping_mul(0x9E37_79B1) >> 16) as usize;
    for probe in 0..PROBES {
        let Some(slot) = table.get_mut((start + probe) & mask) else {
            return false;
        };
        if slot.1 == 0 {
            *slot = (w, n);
            return true;
        }
        if slot.0 == w {
            // A full count is binned directly rather than wrapped.
            return match slot.1.checked_add(n) {
                Some(sum) => {
                    slot.1 = sum;
                    true
                }
                None => false,
            };
        }
    }
    false
}

impl Histogram {
    pub fn new() -> Histogram {
        Histogram {
            count: vec![0; BINS],
            sum: vec![[0; 3]; BINS],
            used: Vec::new(),
            colours: Vec::new(),
        }
    }

    /// Empties the histogram, keeping its storage for the next image.
    pub fn clear(&mut self) {
        for &b in &self.used {
            self.count[b] = 0;
            self.sum[b] = [0; 3];
        }
        self.used.clear();
    }

    /// Counts the pixels of an opaque image.
    pub fn add(&mut self, rgba: &[u8]) {
        self.add_runs(&runs(rgba));
    }

    /// Counts runs. A board's runs repeat few colours, so they are first summed per
    /// colour in a table small enough to stay in cache, and each colour is binned once:
    /// binning run by run touched the 800 KB of bins at random.
    fn add_runs(&mut self, runs: &[(u32, u32)]) {
        let mut table = std::mem::take(&mut self.colours);
        table.resize(COLOUR_SLOTS, (0, 0));
        for &(w, n) in runs {
            if !table_add(&mut table, w, n) {
                self.add_word(w, n);
            }
        }
        for slot in &mut table {
            if slot.1 > 0 {
                self.add_word(slot.0, slot.1);
                *slot = (0, 0);
            }
        }
        self.colours = table;
    }

    /// Counts `weight` pixels of one colour.
    pub fn add_colour(&mut self, [r, g, b]: [u8; 3], weight: u32) {
        self.add_word(u32::from_le_bytes([r, g, b, u8::MAX]), weight);
    }

    fn add_word(&mut self, w: u32, n: u32) {
        let b = bin(w);
        if self.count[b] == 0 && n > 0 {
            self.used.push(b);
        }
        self.count[b] = self.count[b].saturating_add(n);
        for (c, v) in w.to_le_bytes().into_iter().take(3).enumerate() {
            self.sum[b][c] += u64::from(v) * u64::from(n);
        }
    }

    /// At most `size` colours: the `fullest` fullest bins, then one at a time the bin
    /// whose pixels are worst served so far (pixels times distance to their nearest
    /// entry), so that rare colours far from every flat one (a seat colour's anti-aliased
    /// edge) still get an entry near them.
    pub fn palette_spread(&self, size: usize, fullest: usize) -> Palette {
        self.palette_reusing(size, fullest, Vec::new())
    }

    /// [`Histogram::palette_spread`] whose bin table reuses `lut`'s allocation.
    pub fn palette_reusing(&self, size: usize, fullest: usize, mut lut: Vec<u16>) -> Palette {
        let mean = |b: usize| -> [u8; 3] {
            let n = u64::from(self.count[b].max(1));
            let ch = |c: usize| u8::try_from((self.sum[b][c] + n / 2) / n).unwrap_or(u8::MAX);
            [ch(0), ch(1), ch(2)]
        };
        let size = size.min(256);
        let mut used = self.used.clone();
        used.sort_by(|&a, &b| self.count[b].cmp(&self.count[a]).then(a.cmp(&b)));
        let mut chosen: Vec<usize> = used.iter().copied().take(fullest.min(size)).collect();
        let spread = chosen.len() < size;
        let colours: Vec<[u8; 3]> = chosen.iter().map(|&b| mean(b)).collect();
        let mut rest: Vec<(usize, [u8; 3], u64)> = used[chosen.len()..]
            .iter()
            .map(|&b| {
                let c = mean(b);
                let near = if spread {
                    colours
                        .iter()
                        .map(|k| distance(k, &c))
                        .min()
                        .unwrap_or(u32::MAX)
                } else {
                    0
                };
                (b, c, u64::from(near))
            })
            .collect();
        while chosen.len() < size && !rest.is_empty() {
            let worst = rest
                .iter()
                .enumerate()
                .max_by_key(|(i, (b, _, near))| (near * u64::from(self.count[*b]), usize::MAX - i))
                .map_or(0, |(i, _)| i);
            let (b, c, _) = rest.swap_remove(worst);
            chosen.push(b);
            for (_, other, near) in &mut rest {
                *near = (*near).min(u64::from(distance(other, &c)));
            }
        }
        lut.clear();
        lut.resize(BINS, UNMAPPED);
        let mut palette = Palette {
            colours: chosen.iter().map(|&b| mean(b)).collect(),
            lut,
        };
        for (i, &b) in chosen.iter().enumerate() {
            palette.lut[b] = u16::try_from(i).unwrap_or(0);
        }
        for (b, c, _) in rest {
            palette.lut[b] = u16::from(palette.nearest(c));
        }
        palette
    }
}

/// How far apart two colours look: squared channel differences, green weighing most.
fn distance(p: &[u8; 3], c: &[u8; 3]) -> u32 {
    let d = |k: usize| u32::from(p[k].abs_diff(c[k]));
    3 * d(0) * d(0) + 4 * d(1) * d(1) + 2 * d(2) * d(2)
}

const UNMAPPED: u16 = u16::MAX;

/// Up to 256 colours and the entry each colour bin maps to. A bin no counted pixel fell
/// into is mapped to its nearest entry when first met.
pub(crate) struct Palette {
    pub colours: Vec<[u8; 3]>,
    lut: Vec<u16>,
}

impl Palette {
    /// The entry for an opaque RGBA pixel given as a [`word`].
    pub fn index(&mut self, w: u32) -> u8 {
        let b = bin(w);
        match self.lut.get(b).copied() {
            Some(i) if i != UNMAPPED => u8::try_from(i).unwrap_or(0),
            _ => {
                let i = self.nearest(bin_centre(b));
                if let Some(slot) = self.lut.get_mut(b) {
                    *slot = u16::from(i);
                }
                i
            }
        }
    }

    /// The colours, and the bin table's storage for reuse.
    pub fn into_parts(self) -> (Vec<[u8; 3]>, Vec<u16>) {
        (self.colours, self.lut)
    }

    fn nearest(&self, c: [u8; 3]) -> u8 {
        let mut best = (u32::MAX, 0usize);
        for (i, p) in self.colours.iter().enumerate() {
            let d = distance(p, &c);
            if d < best.0 {
                best = (d, i);
            }
        }
        u8::try_from(best.1).unwrap_or(u8::MAX)
    }
}

/// A palette of at most 256 colours and one index per pixel.
///
/// Colours are binned at 5 bits per channel; the 256 fullest bins become the palette
/// and every other bin maps to its nearest entry ([`Histogram::palette_spread`]). The
/// encoder does the same in its reused buffers; this is the plain form its tests hold.
#[cfg(test)]
pub(crate) fn quantise(rgba: &[u8]) -> (Vec<[u8; 3]>, Vec<u8>) {
    let runs = runs(rgba);
    let mut histogram = Histogram::new();
    histogram.add_runs(&runs);
    let mut palette = histogram.palette_spread(256, 256);
    let mut indices = Vec::with_capacity(rgba.len() / 4);
    for (w, n) in runs {
        let at = indices.len() + n as usize;
        indices.resize(at, palette.index(w));
    }
    (palette.colours, indices)
}

/// zlib level for the image data. Measured on the real boards at 800 px (indices
/// unfiltered): level 1 deflates the two-player army-chess board (800x1940) in about
/// 2.7 ms to 147 KB and the 8x8 board in 0.8 ms to 34 KB; level 2 saves another fifth
/// but takes twice as long. The settings before (fdeflate with the Paeth filter) gave
/// 231 KB and 57 KB.
const ZLIB_LEVEL: u32 = 1;

/// An indexed PNG of an opaque pixmap: IHDR, PLTE, one IDAT, IEND, nothing else.
pub(crate) fn encode(pixmap: &Pixmap) -> Result<Vec<u8>, RenderError> {
    encode_reusing(pixmap, &mut Scratch::default())
}

/// The working buffers of one image, kept between images: a board image needs several
/// megabytes of them, and allocating and zeroing them anew per move cost more than the
/// palette and deflate steps themselves (docs/performance.md).
#[derive(Default)]
pub(crate) struct Scratch {
    /// The composited RGBA pixels.
    pub canvas: Vec<u8>,
    runs: Vec<(u32, u32)>,
    histogram: Option<Histogram>,
    lut: Vec<u16>,
    /// Palette indices, each row after its filter byte.
    rows: Vec<u8>,
    deflated: Vec<u8>,
}

/// Runs up to this long are written with one fixed-size store.
const SHORT: usize = 16;

/// [`encode`] with `scratch`'s buffers.
pub(crate) fn encode_reusing(
    pixmap: &Pixmap,
    scratch: &mut Scratch,
) -> Result<Vec<u8>, RenderError> {
    runs_into(pixmap.data(), &mut scratch.runs);
    let histogram = scratch.histogram.get_or_insert_with(Histogram::new);
    histogram.clear();
    histogram.add_runs(&scratch.runs);
    let mut palette = histogram.palette_reusing(256, 256, std::mem::take(&mut scratch.lut));

    // Every row unfiltered: palette indices are labels, not intensities, so the
    // differencing filters only scramble the long runs that deflate finds on a board.
    let width = usize::try_from(pixmap.width()).unwrap_or(usize::MAX).max(1);
    // Rows written in place: each is its filter byte then `width` indices.
    let rows = &mut scratch.rows;
    let height = pixmap.height() as usize;
    rows.clear();
    rows.resize(height * (width + 1), 0);
    let (mut at, mut column) = (1usize, 0usize);
    let mut last = (u32::MAX, 0u8);
    for &(w, n) in &scratch.runs {
        // Runs alternate between few colours: remember the last one's entry.
        let index = if w == last.0 {
            last.1
        } else {
            let index = palette.index(w);
            last = (w, index);
            index
        };
        let mut left = n as usize;
        while left > 0 {
            let take = left.min(width - column);
            // Most runs are a few pixels at an anti-aliased edge: one 16-byte store
            // (what lies past the run is written again after it) beats a memset call.
            match rows.get_mut(at..at + SHORT) {
                Some(span) if take <= SHORT => span.copy_from_slice(&[index; SHORT]),
                _ => {
                    if let Some(span) = rows.get_mut(at..at + take) {
                        span.fill(index);
                    }
                }
            }
            at += take;
            column += take;
            left -= take;
            if column == width {
                // The next row's filter byte: none. (A short store may have run over it.)
                if let Some(filter) = rows.get_mut(at) {
                    *filter = 0;
                }
                column = 0;
                at += 1;
            }
        }
    }
    let (colours, lut) = palette.into_parts();
    scratch.lut = lut;

    let mut deflated = std::mem::take(&mut scratch.deflated);
    deflated.clear();
    let mut zlib = ZlibEncoder::new(deflated, flate2::Compression::new(ZLIB_LEVEL));
    let deflated = zlib
        .write_all(rows)
        .and_then(|()| zlib.finish())
        .map_err(|e| RenderError::new(format!("png compression failed: {e}")))?;

    let mut out = Vec::with_capacity(deflated.len() + 1024);
    let written = write_png(&mut out, pixmap, &colours, &deflated);
    scratch.deflated = deflated;
    written?;
    Ok(out)
}

/// The chunks around already deflated rows.
fn write_png(
    out: &mut Vec<u8>,
    pixmap: &Pixmap,
    colours: &[[u8; 3]],
    deflated: &[u8],
) -> Result<(), RenderError> {
    let mut enc = png::Encoder::new(out, pixmap.width(), pixmap.height());
    enc.set_color(png::ColorType::Indexed);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_palette(colours.concat());
    let err = |e: png::EncodingError| RenderError::new(format!("png encoding failed: {e}"));
    let mut writer = enc.write_header().map_err(err)?;
    writer
        .write_chunk(png::chunk::IDAT, deflated)
        .map_err(err)?;
    writer.finish().map_err(err)
}

/// At most this many sets of buffers are kept: about one per core rendering at once.
const KEPT_SCRATCH: usize = 4;

/// Spare [`Scratch`]es shared by a renderer's threads, at most [`KEPT_SCRATCH`] of them,
/// so that memory stays bounded however many threads render.
#[derive(Default)]
pub(crate) struct ScratchPool {
    spare: std::sync::Mutex<Vec<Scratch>>,
}

impl ScratchPool {
    pub fn take(&self) -> Scratch {
        self.spare
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .pop()
            .unwrap_or_default()
    }

    pub fn give(&self, scratch: Scratch) {
        let mut spare = self
            .spare
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if spare.len() < KEPT_SCRATCH {
            spare.push(scratch);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A `w` x `h` opaque pixmap whose pixel `(x, y)` is `colour(x, y)`.
    fn pixmap(w: u32, h: u32, colour: impl Fn(u32, u32) -> [u8; 3]) -> Option<Pixmap> {
        let mut p = Pixmap::new(w, h)?;
        for (i, px) in p.data_mut().chunks_exact_mut(4).enumerate() {
            let i = u32::try_from(i).ok()?;
            let [r, g, b] = colour(i % w, i / w);
            px.copy_from_slice(&[r, g, b, 255]);
        }
        Some(p)
    }

    #[test]
    fn reused_buffers_encode_what_fresh_ones_do() -> Result<(), RenderError> {
        // Many colours (more than a palette holds), then few, then many again: nothing
        // of one image may leak into the next one's palette or rows.
        let (Some(busy), Some(flat)) = (
            pixmap(300, 200, |x, y| {
                [(x % 256) as u8, (y % 256) as u8, ((x * y) % 251) as u8]
            }),
            pixmap(
                97,
                31,
                |x, _| if x < 40 { [10, 20, 30] } else { [200, 100, 50] },
            ),
        ) else {
            return Err(RenderError::new("test pixmaps"));
        };
        let mut scratch = Scratch::default();
        for image in [&busy, &flat, &busy, &flat] {
            assert_eq!(encode_reusing(image, &mut scratch)?, encode(image)?);
        }
        Ok(())
    }

    #[test]
    fn runs_cover_every_pixel_in_order() {
        let mut rgba = Vec::new();
        for (colour, n) in [(1u8, 3usize), (2, 17), (1, 1), (3, 40), (2, 9)] {
            for _ in 0..n {
                rgba.extend_from_slice(&[colour, 0, 0, 255]);
            }
        }
        let runs = runs(&rgba);
        let lengths: Vec<u32> = runs.iter().map(|r| r.1).collect();
        assert_eq!(lengths, vec![3, 17, 1, 40, 9]);
        assert_eq!(runs[3].0, word(&[3, 0, 0, 255]));
    }

    #[test]
    fn few_flat_colours_are_kept_exactly() {
        let px = [[10u8, 20, 30, 255], [200, 100, 50, 255], [10, 20, 30, 255]];
        let (palette, idx) = quantise(&px.concat());
        assert_eq!(palette, vec![[10, 20, 30], [200, 100, 50]]);
        assert_eq!(idx, vec![0, 1, 0]);
    }

    #[test]
    fn anti_aliased_edges_map_to_near_entries() {
        // Six flat colours in large areas, and 31-step blends between every pair, as
        // anti-aliasing makes them: 465 blend colours, more than a palette holds.
        let flat: [[u8; 3]; 6] = [
            [240, 217, 181],
            [181, 136, 99],
            [251, 250, 245],
            [43, 43, 43],
            [184, 50, 42],
            [250, 247, 240],
        ];
        let mut px = Vec::new();
        for c in &flat {
            for _ in 0..1000 {
                px.extend_from_slice(&[c[0], c[1], c[2], 255]);
            }
        }
        for (i, a) in flat.iter().enumerate() {
            for b in &flat[i + 1..] {
                for t in 1..32u16 {
                    let mix = |k: usize| {
                        let v = (u16::from(a[k]) * (32 - t) + u16::from(b[k]) * t) / 32;
                        u8::try_from(v).unwrap_or(u8::MAX)
                    };
                    px.extend_from_slice(&[mix(0), mix(1), mix(2), 255]);
                }
            }
        }
        let (palette, idx) = quantise(&px);
        assert!(palette.len() <= 256);
        for (p, &i) in px.chunks_exact(4).zip(&idx) {
            let q = palette[usize::from(i)];
            let err = (0..3).map(|k| p[k].abs_diff(q[k])).max().unwrap_or(0);
            assert!(err <= 24, "{p:?} -> {q:?}");
        }
        for (p, &i) in px.chunks_exact(4).zip(&idx).take(6000) {
            assert_eq!(
                &palette[usize::from(i)][..],
                &p[..3],
                "flat colours stay exact"
            );
        }
    }
}
