//! Board images: [`rules::View`] -> SVG -> PNG, with an embedded CJK font; and whole
//! games as animated GIFs ([`Renderer::replay`]).
//!
//! Render draws what the view says and decides nothing: it computes no moves and no
//! visibility (a hidden glyph is drawn as a plain disc, whatever its fields hold), and it
//! names no family: a cell's colour comes from the renderer's own plain kinds or from the
//! style data of the view's family ([`style`]).
//!
//! ```text
//!  View ──layout──► Scene ──draw──► SVG text ──usvg/resvg──► pixels ──quantise──► indexed PNG
//!                     └──draw: the base and one sprite per item──► compose: each rasterised
//!                                                                  once, cached, composited
//!  Renderer: usvg::Options + embedded Noto Sans CJK SC, words, styles; built once
//!
//!  [View + caption] per ply ──replay──► one palette, then per frame only the changed
//!                                       rectangle (cached sprites, glyph by glyph
//!                                       captions, run-aware LZW) ──► animated GIF
//! ```
//!
//! Modules, each depending only on modules below it (no circles):
//!
//! ```text
//!  lib         Renderer: builds the options, words and styles once; View -> layout -> draw
//!  replay/     views and captions -> animated GIF within a size budget
//!                                                    → compose, draw, png, scene, font, palette
//!  charts      rating history and leaderboard pictures           → draw, png, text
//!  compose     rasterise the base and each item once (cached), composite     → draw, png, scene
//!  layout/     View -> Scene: positions, sizes, words, colours (board, captions,
//!              position names of graph boards)
//!                                      → scene, style, text, rotate, palette, options, placement
//!  draw/       Scene -> SVG text: one document, or the base and a sprite per item
//!                                                    → scene, text, palette, font
//!  png         SVG -> pixels -> indexed PNG                                  → font, error
//!  scene       the image as data: base, items, bounds                        → palette
//!  style       cell and line styles: the renderer's own and the families'    → palette, error
//!  text        font metrics and label fitting
//!  rotate      turning a board
//!  standings   a tournament's table -> SVG -> PNG                          → png, text, font
//!  placement   where cells and coordinates went, for tests (filled by layout)
//!  palette, font, options, error
//! ```
//!
//! ```no_run
//! # fn demo(view: &rules::View) -> Result<(), render::RenderError> {
//! let renderer = render::Renderer::new()?; // once; share it through an Arc
//! let opts = render::RenderOptions { title: "第 4 手".into(), ..Default::default() };
//! let png: Vec<u8> = renderer.png(view, &opts)?;
//!
//! // A whole game: one frame per ply, captions worded by the caller.
//! let frames = vec![render::ReplayFrame {
//!     view: view.clone(),
//!     title: "Sword and Magic #12".into(),
//!     caption: "start".into(),
//! }];
//! let replay = renderer.replay(&frames, &render::ReplayOptions::default())?;
//! let gif: Vec<u8> = replay.gif; // replay.fit says what the 8 MiB budget gave up
//! # Ok(()) }
//! ```

mod charts;
mod compose;
mod draw;
mod error;
pub mod font;
mod layout;
mod options;
pub mod palette;
mod placement;
mod png;
mod replay;
mod rotate;
mod scene;
mod standings;
pub mod style;
mod text;

pub use charts::{RatingChart, StandingRow, Standings};
pub use error::RenderError;
pub use options::RenderOptions;
pub use placement::{PlacedCell, PlacedLabel, Placement};
pub use replay::{Fit, Replay, ReplayFrame, ReplayOptions, UPLOAD_BUDGET};
pub use rules::Locale;
pub use standings::{StandingsRow, StandingsTable};

use std::fmt;

/// Draws views. Holds the parsed font database and usvg options; build it once and
/// share it (it is `Send + Sync`).
pub struct Renderer {
    options: resvg::usvg::Options<'static>,
    words: rules::Words,
    styles: style::Styles,
    caches: compose::Caches,
    advances: font::Advances,
    scratch: png::ScratchPool,
}

impl fmt::Debug for Renderer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Renderer")
            .field("fonts", &self.options.fontdb.len())
            .finish()
    }
}

impl Renderer {
    /// Loads the embedded font and every family's catalogues and board styles.
    pub fn new() -> Result<Renderer, RenderError> {
        Ok(Renderer {
            options: png::options()?,
            words: rules::Words::new(rules::catalogues())
                .map_err(|e| RenderError::new(e.to_string()))?,
            styles: style::Styles::new()?,
            caches: compose::Caches::new(),
            advances: font::Advances::new()
                .ok_or_else(|| RenderError::new("the embedded font does not parse"))?,
            scratch: png::ScratchPool::default(),
        })
    }

    /// The cell and line styles this renderer draws with.
    pub fn styles(&self) -> &style::Styles {
        &self.styles
    }

    fn scene<'a>(&'a self, view: &'a rules::View, opts: &'a RenderOptions) -> scene::Scene<'a> {
        self.scene_with_band(view, opts, 1)
    }

    fn ctx<'a>(
        &'a self,
        view: &'a rules::View,
        opts: &'a RenderOptions,
        min_subtitle_lines: usize,
    ) -> layout::Ctx<'a> {
        let family = rules::VariantId::from_id(&view.variant).map_or("", |id| id.info().family);
        layout::Ctx {
            words: &self.words,
            styles: &self.styles,
            family,
            opts,
            seat_colors: &view.seat_colors,
            min_subtitle_lines,
        }
    }

    /// The scene with room for at least `min_subtitle_lines` subtitle lines.
    fn scene_with_band<'a>(
        &'a self,
        view: &'a rules::View,
        opts: &'a RenderOptions,
        min_subtitle_lines: usize,
    ) -> scene::Scene<'a> {
        layout::scene(view, &self.ctx(view, opts, min_subtitle_lines))
    }

    /// How many subtitle lines the view's header wraps to.
    fn subtitle_line_count(&self, view: &rules::View, opts: &RenderOptions) -> usize {
        layout::subtitle_line_count(view, &self.ctx(view, opts, 1))
    }

    /// Where the image of `view` puts its board's cells and coordinates: the layout's own
    /// numbers, for checking what a player can read.
    pub fn placement(&self, view: &rules::View, opts: &RenderOptions) -> Placement {
        layout::placement(view, &self.ctx(view, opts, 1))
    }

    /// The view as an SVG document whose text uses the "Noto Sans CJK SC" family.
    pub fn svg(&self, view: &rules::View, opts: &RenderOptions) -> String {
        draw::document(&self.scene(view, opts))
    }

    /// The view as an indexed-colour PNG, `opts.size_px` wide.
    pub fn png(&self, view: &rules::View, opts: &RenderOptions) -> Result<Vec<u8>, RenderError> {
        let mut scratch = self.scratch.take();
        let canvas = std::mem::take(&mut scratch.canvas);
        let scene = self.scene(view, opts);
        let pixmap =
            compose::composite_into(&self.caches, &self.options, &self.advances, &scene, canvas)?;
        let png = png::encode_reusing(&pixmap, &mut scratch);
        scratch.canvas = pixmap.take();
        self.scratch.give(scratch);
        png
    }

    /// The image's pixels through the compositing path (what [`Renderer::png`] encodes).
    pub fn pixmap(
        &self,
        view: &rules::View,
        opts: &RenderOptions,
    ) -> Result<resvg::tiny_skia::Pixmap, RenderError> {
        compose::composite(
            &self.caches,
            &self.options,
            &self.advances,
            &self.scene(view, opts),
        )
    }

    /// The image's pixels from the one-document SVG through resvg: the reference the
    /// compositing path is held to.
    pub fn pixmap_one_document(
        &self,
        view: &rules::View,
        opts: &RenderOptions,
    ) -> Result<resvg::tiny_skia::Pixmap, RenderError> {
        png::rasterise(&self.options, &self.svg(view, opts), png::Page::Opaque)
    }

    /// Bytes held by the caches of rasterised bases and sprites.
    pub fn cached_bytes(&self) -> usize {
        self.caches.bases.bytes() + self.caches.sprites.bytes()
    }

    /// The usvg options this renderer parses with (embedded font only). For benchmarks
    /// and callers that rasterise SVG themselves.
    pub fn usvg_options(&self) -> &resvg::usvg::Options<'static> {
        &self.options
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renderer_is_shareable() {
        fn assert_send_sync<T: Send + Sync>() {}
        assert_send_sync::<Renderer>();
    }

    #[test]
    fn renderer_loads_the_embedded_font() -> Result<(), RenderError> {
        let r = Renderer::new()?;
        assert_eq!(r.usvg_options().fontdb.len(), 1);
        Ok(())
    }
}
