//! Board images: [`rules::View`] -> SVG -> PNG, with an embedded CJK font.
//!
//! Render draws what the view says and decides nothing: it computes no moves and no
//! visibility (a hidden glyph is drawn as a plain disc, whatever its fields hold).
//!
//! ```text
//!  View ──svg()──► SVG text ──usvg──► tree ──resvg──► pixels ──quantise──► indexed PNG
//!                                 ▲
//!             Renderer: usvg::Options + embedded Noto Sans CJK SC, built once
//! ```
//!
//! ```no_run
//! # fn demo(view: &rules::View) -> Result<(), render::RenderError> {
//! let renderer = render::Renderer::new()?; // once; share it through an Arc
//! let opts = render::RenderOptions { title: "劍與魔法象棋".into(), ..Default::default() };
//! let png: Vec<u8> = renderer.png(view, &opts)?;
//! # Ok(()) }
//! ```

mod compose;
pub mod font;
pub mod palette;
mod png;
mod rotate;
mod scene;
mod svg;

pub use rules::Locale;

use std::fmt;

/// What the caller chooses about one image.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenderOptions {
    /// Title line (variant, move number, whose turn); the view's variant id when empty.
    pub title: String,
    /// Second line; the view's `notes` are appended to it.
    pub subtitle: String,
    /// Cell indices to mark with a hint dot (a ring when the cell holds a piece).
    pub hints: Vec<usize>,
    /// Output width in pixels (clamped to 240..=4096); the height follows the board.
    pub size_px: u32,
    /// The reader's language for notes and panel titles. Piece discs use Chinese
    /// characters in the reader's script (simplified for English readers).
    pub locale: Locale,
    /// Players' names by seat, for notes that name a seat.
    pub seat_names: Vec<String>,
}

impl Default for RenderOptions {
    fn default() -> Self {
        RenderOptions {
            title: String::new(),
            subtitle: String::new(),
            hints: Vec::new(),
            size_px: 800,
            locale: Locale::En,
            seat_names: Vec::new(),
        }
    }
}

/// Why an image could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenderError(String);

impl RenderError {
    fn new(msg: impl Into<String>) -> Self {
        RenderError(msg.into())
    }
}

impl fmt::Display for RenderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for RenderError {}

/// Draws views. Holds the parsed font database and usvg options; build it once and
/// share it (it is `Send + Sync`).
pub struct Renderer {
    options: resvg::usvg::Options<'static>,
    words: rules::Words,
    caches: compose::Caches,
}

impl fmt::Debug for Renderer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Renderer")
            .field("fonts", &self.options.fontdb.len())
            .finish()
    }
}

impl Renderer {
    /// Loads the embedded font and every family's catalogues.
    pub fn new() -> Result<Renderer, RenderError> {
        Ok(Renderer {
            options: png::options()?,
            words: rules::Words::new(rules::catalogues())
                .map_err(|e| RenderError::new(e.to_string()))?,
            caches: compose::Caches::new(),
        })
    }

    fn ctx<'a>(&'a self, view: &'a rules::View, opts: &'a RenderOptions) -> svg::Ctx<'a> {
        let family = rules::VariantId::from_id(&view.variant).map_or("", |id| id.info().family);
        svg::Ctx {
            words: &self.words,
            family,
            opts,
            seat_colors: &view.seat_colors,
        }
    }

    /// The view as an SVG document whose text uses the "Noto Sans CJK SC" family.
    pub fn svg(&self, view: &rules::View, opts: &RenderOptions) -> String {
        svg::render(view, &self.ctx(view, opts))
    }

    /// The view as an indexed-colour PNG, `opts.size_px` wide.
    pub fn png(&self, view: &rules::View, opts: &RenderOptions) -> Result<Vec<u8>, RenderError> {
        png::encode(&self.pixmap(view, opts)?)
    }

    /// The image's pixels through the compositing path (what [`Renderer::png`] encodes).
    pub fn pixmap(
        &self,
        view: &rules::View,
        opts: &RenderOptions,
    ) -> Result<resvg::tiny_skia::Pixmap, RenderError> {
        let ctx = self.ctx(view, opts);
        compose::composite(&self.caches, &self.options, &svg::scene(view, &ctx), &ctx)
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
