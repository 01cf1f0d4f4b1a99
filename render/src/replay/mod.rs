//! A whole game as one animated GIF, made fast the way lichess's GIF service makes its
//! own: nothing is rasterised whole per frame and no colours are chosen per frame.
//!
//! ```text
//!  first, last and an overlay sheet ──composite──► histogram ──► one palette (255 + clear)
//!  each frame: View ──layout──► Scene ──diff with the last──► dirty rectangles
//!              ──composite (cached sprites) + lookup table──► indices ──LZW (runs whole)──► GIF frame
//! ```
//!
//! The first frame is whole; each later one holds only the rectangle that changed, the
//! pixels in it that did not change transparent, disposal "keep". The renderer words
//! nothing: each frame's title and caption come from the caller, in the reader's
//! language, and so does the note said when plies are left out to fit the size budget.
//!
//! Draws what the views hold and nothing else: every frame equals the image of its view
//! ([`crate::Renderer::pixmap`]) up to the palette (a test holds them together), so
//! spectator views of a hidden game replay without an identity.

mod frames;
mod lzw;

use crate::error::RenderError;
use crate::options::RenderOptions;
use crate::palette::{self, rgb};
use crate::png::{Histogram, Palette};
use crate::Renderer;
use frames::{Painter, TRANSPARENT};
use rules::{Locale, View};
use std::borrow::Cow;

/// Discord takes 10 MiB per upload on a server without boosts; a replay stays under 8.
pub const UPLOAD_BUDGET: usize = 8 << 20;

/// One position of a replay and the words over it.
#[derive(Clone, Debug, PartialEq)]
pub struct ReplayFrame {
    /// The position after the ply (the start for the first frame), as the public will see
    /// it: the caller chooses the viewer and so what is revealed.
    pub view: View,
    /// The title line (the game).
    pub title: String,
    /// The caption: the ply, in the reader's language.
    pub caption: String,
}

/// What the caller chooses about a replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayOptions {
    /// Width in pixels when the replay fits the budget at it.
    pub size_px: u32,
    /// The reader's language for notes and panel titles.
    pub locale: Locale,
    /// Players' names by seat, for notes that name a seat.
    pub seat_names: Vec<String>,
    /// How long each frame stays, in hundredths of a second.
    pub frame_delay_cs: u16,
    /// How long the last frame (the result) stays before the replay starts again.
    pub last_delay_cs: u16,
    /// Most bytes the GIF may take.
    pub budget_bytes: usize,
    /// Added to every caption when only every second ply is shown, in the reader's
    /// language ("every second move shown").
    pub every_second_note: String,
}

impl Default for ReplayOptions {
    fn default() -> Self {
        ReplayOptions {
            size_px: 800,
            locale: Locale::En,
            seat_names: Vec::new(),
            frame_delay_cs: 80,
            last_delay_cs: 500,
            budget_bytes: UPLOAD_BUDGET,
            every_second_note: String::new(),
        }
    }
}

/// What was given up, if anything, to keep a replay within its budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fit {
    /// Every frame at the width asked for.
    AsAsked,
    /// Every frame, narrower than asked.
    SmallerScale,
    /// Narrower, and only every second ply (the first and last positions always).
    EverySecondPly,
}

/// An animated replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    pub gif: Vec<u8>,
    /// Frames in the GIF.
    pub frames: usize,
    pub width: u32,
    pub height: u32,
    pub fit: Fit,
}

/// The narrower width tried when a replay is over budget: about half the pixels.
fn smaller_width(size_px: u32) -> u32 {
    (size_px.saturating_mul(7) / 10).max(crate::layout::MIN_WIDTH)
}

/// Weight of a colour every palette keeps: more than any image has pixels.
const KEPT: u32 = 1 << 25;

/// Palette entries chosen by how many pixels they serve, before the rest are spread.
const FULLEST: usize = 160;

impl Renderer {
    /// The frames as an animated GIF within `opts.budget_bytes`: at `opts.size_px` if it
    /// fits, else narrower, else narrower with every second ply; an error if none fits.
    pub fn replay(
        &self,
        frames: &[ReplayFrame],
        opts: &ReplayOptions,
    ) -> Result<Replay, RenderError> {
        if frames.is_empty() {
            return Err(RenderError::new("a replay needs at least one position"));
        }
        let smaller = smaller_width(opts.size_px);
        let mut tries = vec![(opts.size_px, Fit::AsAsked)];
        if smaller
            < opts
                .size_px
                .clamp(crate::layout::MIN_WIDTH, crate::layout::MAX_WIDTH)
        {
            tries.push((smaller, Fit::SmallerScale));
        }
        if frames.len() > 2 {
            tries.push((smaller, Fit::EverySecondPly));
        }
        for (size_px, fit) in tries {
            let chosen: Vec<(&View, RenderOptions)> = frames
                .iter()
                .enumerate()
                .filter(|(i, _)| fit != Fit::EverySecondPly || i % 2 == 0 || i + 1 == frames.len())
                .map(|(_, f)| (&f.view, frame_options(f, size_px, opts, fit)))
                .collect();
            if let Some(encoded) = self.gif(&chosen, opts)? {
                return Ok(Replay { fit, ..encoded });
            }
        }
        Err(RenderError::new(format!(
            "a replay of {} positions does not fit in {} bytes, even narrower with every second ply",
            frames.len(),
            opts.budget_bytes
        )))
    }

    /// The GIF of `frames` as given, or `None` once it outgrows the budget.
    fn gif(
        &self,
        frames: &[(&View, RenderOptions)],
        opts: &ReplayOptions,
    ) -> Result<Option<Replay>, RenderError> {
        let (Some(first), Some(last)) = (frames.first(), frames.last()) else {
            return Err(RenderError::new("a replay needs at least one position"));
        };
        let palette = self.replay_palette(first, last)?;
        // One height for every frame: the title band of the frame with most header lines.
        let band = frames
            .iter()
            .map(|(view, opts)| self.subtitle_line_count(view, opts))
            .max()
            .unwrap_or(1);
        let mut painter = Painter::new(
            self,
            palette,
            &self.scene_with_band(first.0, &first.1, band),
        )?;
        let size = |v: u32| {
            u16::try_from(v).map_err(|_| RenderError::new("replay image too large for a GIF"))
        };
        let (width, height) = (size(painter.width())?, size(painter.height())?);
        let mut colours: Vec<u8> = painter.palette().colours.concat();
        // Entry TRANSPARENT exists and shows the page colour if a viewer ignores clearness.
        colours.resize(3 * 256, 0);
        let page = rgb(palette::BACKGROUND);
        colours[3 * usize::from(TRANSPARENT)..].copy_from_slice(&page);
        let err = |e: gif::EncodingError| RenderError::new(format!("gif encoding failed: {e}"));
        let mut encoder =
            gif::Encoder::new(Vec::with_capacity(1 << 20), width, height, &colours).map_err(err)?;
        encoder.set_repeat(gif::Repeat::Infinite).map_err(err)?;
        // Painting a frame depends on the frame before; encoding it does not. So frames are
        // painted here and LZW-encoded and written on a second thread at the same time,
        // which about halves a replay's wall time on two cores.
        let (to_encoder, painted) = std::sync::mpsc::sync_channel::<gif::Frame<'static>>(8);
        let budget = opts.budget_bytes;
        let over_budget = std::sync::atomic::AtomicBool::new(false);
        let written = std::thread::scope(|scope| {
            let writer = scope.spawn(|| -> Result<_, RenderError> {
                for mut frame in painted {
                    frame.buffer = Cow::Owned(lzw::encode(&frame.buffer));
                    encoder.write_lzw_pre_encoded_frame(&frame).map_err(err)?;
                    if encoder.get_ref().len() > budget {
                        over_budget.store(true, std::sync::atomic::Ordering::Relaxed);
                        return Ok(None);
                    }
                }
                Ok(Some(encoder))
            });
            let painting = (|| -> Result<(), RenderError> {
                for (k, (view, frame_opts)) in frames.iter().enumerate() {
                    if over_budget.load(std::sync::atomic::Ordering::Relaxed) {
                        break;
                    }
                    let frame = painter.frame(self.scene_with_band(view, frame_opts, band))?;
                    let delay = if k + 1 == frames.len() {
                        opts.last_delay_cs
                    } else {
                        opts.frame_delay_cs
                    };
                    let gif_frame = gif::Frame {
                        delay,
                        dispose: gif::DisposalMethod::Keep,
                        transparent: (k > 0).then_some(TRANSPARENT),
                        left: size(frame.rect.x.max(0).unsigned_abs())?,
                        top: size(frame.rect.y.max(0).unsigned_abs())?,
                        width: size(frame.rect.w)?,
                        height: size(frame.rect.h)?,
                        // Indices for now; the writer replaces them by their LZW codes.
                        buffer: Cow::Owned(frame.pixels),
                        ..gif::Frame::default()
                    };
                    if to_encoder.send(gif_frame).is_err() {
                        break; // the writer stopped: over budget or failed, said below
                    }
                }
                Ok(())
            })();
            drop(to_encoder);
            let written = writer
                .join()
                .map_err(|_| RenderError::new("the replay's GIF writer failed"))?;
            painting?;
            written
        })?;
        let Some(encoder) = written else {
            return Ok(None);
        };
        let gif = encoder.into_inner().map_err(err)?;
        if gif.len() > opts.budget_bytes {
            return Ok(None);
        }
        Ok(Some(Replay {
            gif,
            frames: frames.len(),
            width: u32::from(width),
            height: u32::from(height),
            fit: Fit::AsAsked,
        }))
    }

    /// One palette for the whole replay, from the first and last images, the board under
    /// a last-move overlay everywhere, and every colour a piece or mark may show.
    fn replay_palette(
        &self,
        (first, first_opts): &(&View, RenderOptions),
        (last, last_opts): &(&View, RenderOptions),
    ) -> Result<Palette, RenderError> {
        let mut histogram = Histogram::new();
        for colour in palette::flat_colours() {
            histogram.add_colour(rgb(colour), KEPT);
        }
        let sheet = overlay_sheet(first);
        for (view, opts) in [
            (*first, first_opts),
            (*last, last_opts),
            (&sheet, first_opts),
        ] {
            histogram.add(self.pixmap(view, opts)?.data());
        }
        // One entry stays free for the transparent index. The fullest bins are the flat
        // colours and the kept ones; the rest go where pixels are worst served.
        Ok(histogram.palette_spread(usize::from(TRANSPARENT), FULLEST))
    }
}

/// The board with no pieces and every cell under the last-move overlay: the shades a
/// last move makes on each kind of cell. Seen by the palette only, never drawn in a frame.
fn overlay_sheet(view: &View) -> View {
    let mut sheet = view.clone();
    for cell in &mut sheet.board.cells {
        cell.piece = None;
    }
    for panel in &mut sheet.panels {
        panel.pieces.clear();
    }
    sheet.last_move = (0..sheet.board.cells.len()).collect();
    sheet.removed.clear();
    sheet
}

fn frame_options(
    frame: &ReplayFrame,
    size_px: u32,
    opts: &ReplayOptions,
    fit: Fit,
) -> RenderOptions {
    let caption = if fit == Fit::EverySecondPly && !opts.every_second_note.is_empty() {
        if frame.caption.is_empty() {
            opts.every_second_note.clone()
        } else {
            format!("{} · {}", frame.caption, opts.every_second_note)
        }
    } else {
        frame.caption.clone()
    };
    RenderOptions {
        title: frame.title.clone(),
        subtitle: caption,
        hints: Vec::new(),
        size_px,
        locale: opts.locale,
        seat_names: opts.seat_names.clone(),
        coordinates: true,
        // A replay is public: no one's marks, no picker's choice.
        ..RenderOptions::default()
    }
}
