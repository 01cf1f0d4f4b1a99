//! The image as data: a static base and the items drawn over it, every position, size,
//! text and colour decided. `layout` makes a scene from a view; `draw` writes it as SVG.
//!
//! The base is what stays the same for every position of a variant at one orientation and
//! size (background, cells, lines, coordinates); the items change from image to image
//! (discs, the last move, hints, the title). Drawing the base first and the items after it
//! in order paints what one document would: no item overlaps the base's text.

use crate::palette::SeatColours;
use rules::Mark;

/// How far the last move's ring on a graph board reaches from a cell's centre, in disc
/// radii (position names keep clear of it).
pub(crate) const LAST_RING_REACH: f32 = 1.2;
/// How far the chosen piece's ring reaches on a graph board, in disc radii: just beyond
/// the last move's ring, so that both show when they meet.
pub(crate) const SELECTED_RING_REACH: f32 = 1.32;

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

    pub fn around(cx: f32, cy: f32, half: f32) -> Bounds {
        Bounds::new(cx - half, cy - half, 2.0 * half, 2.0 * half)
    }

    /// The whole pixels covering this rectangle: left, top, width, height.
    pub fn pixels(&self) -> (i32, i32, u32, u32) {
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

/// The whole image: its size in pixels, the base and the items over it.
pub(crate) struct Scene<'a> {
    pub width: f32,
    pub height: f32,
    pub base: Base<'a>,
    pub items: Vec<Item>,
}

/// The static part of the image.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Base<'a> {
    /// The board's rectangle in pixels and its frame's width.
    pub board: Bounds,
    pub frame: f32,
    pub cells: Cells<'a>,
    /// Free lines (palace diagonals, river banks), over the cells.
    pub lines: Vec<Stroke<'a>>,
    /// Coordinates along the edges.
    pub labels: Vec<Caption>,
    /// Position names on a graph board, centred, each with a halo of the board's shade.
    pub names: Vec<BoardName>,
}

/// A position name (or part of one) on a graph board.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct BoardName {
    /// Centred on `x`; `y` is the baseline.
    pub caption: Caption,
    /// An area's letter: drawn in full ink, the row and column marks muted.
    pub strong: bool,
}

/// The board's cells: squares side by side, or markers joined by roads.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Cells<'a> {
    Grid {
        /// One square's side in pixels.
        unit: f32,
        squares: Vec<Square<'a>>,
        /// The width of lines between squares, when neighbours share a shade.
        grid_lines: Option<f32>,
    },
    Graph {
        /// Road width in pixels; rails are three times as wide.
        road: f32,
        /// Dash length of a rail's inner line.
        dash: f32,
        roads: Vec<Road>,
        markers: Vec<Marker<'a>>,
    },
}

/// One square of a grid board, its top-left corner in pixels.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Square<'a> {
    pub x: f32,
    pub y: f32,
    pub fill: &'a str,
}

/// A connection between two cells of a graph board.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Road {
    pub from: (f32, f32),
    pub to: (f32, f32),
    pub rail: bool,
}

/// A cell of a graph board, centred on its point.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Marker<'a> {
    /// The cell's kind, for the element's class.
    pub kind: String,
    pub cx: f32,
    pub cy: f32,
    pub outline: Outline,
    pub fill: &'a str,
}

/// The outline of a graph board's cell marker, in pixels.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Outline {
    Circle {
        r: f32,
    },
    /// A rounded box `w` by `h` with corners of radius `rx`.
    Box {
        w: f32,
        h: f32,
        rx: f32,
    },
}

/// A straight line in pixels with its style's name, colour and width.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Stroke<'a> {
    pub style: String,
    pub from: (f32, f32),
    pub to: (f32, f32),
    pub colour: &'a str,
    pub width: f32,
}

/// A line of text: `x` its start (or its middle when centred), `y` its baseline.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Caption {
    pub x: f32,
    pub y: f32,
    pub size: f32,
    pub text: String,
}

/// A small seat-coloured disc before a caption (whose turn, whose panel).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Badge {
    pub cx: f32,
    pub cy: f32,
    pub r: f32,
    pub colours: SeatColours,
}

/// What a piece disc shows.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Label {
    /// Its name, on one or two lines, at this font size.
    Name { lines: Vec<String>, size: f32 },
    /// Nothing: the view names a kind the catalogue words as nothing.
    Blank,
    /// A question mark: an identity the viewer may not know.
    Unknown,
}

/// One piece, on the board or in a panel.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Disc {
    pub cx: f32,
    pub cy: f32,
    pub r: f32,
    /// `piece`, `piece hidden` or `piece face-down`.
    pub class: &'static str,
    pub colours: SeatColours,
    pub label: Label,
    pub marks: Vec<Mark>,
}

/// One thing drawn over the base, in drawing order.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Item {
    Disc(Disc),
    /// The last move's square overlay on a grid board.
    LastSquare {
        x: f32,
        y: f32,
        size: f32,
        /// The width of its solid frame.
        edge: f32,
    },
    /// The wash under the last move's cell on a graph board; `r` is the disc radius.
    LastCircle {
        cx: f32,
        cy: f32,
        r: f32,
    },
    /// The ring over the last move's cell on a graph board, drawn over its disc's rim;
    /// `r` is the disc radius.
    LastRing {
        cx: f32,
        cy: f32,
        r: f32,
    },
    /// The badge of a piece the last action removed.
    Removed {
        cx: f32,
        cy: f32,
        r: f32,
    },
    /// A hint dot, or a ring when `ring` (the cell is occupied); `r` is the disc radius.
    Hint {
        cx: f32,
        cy: f32,
        r: f32,
        ring: bool,
    },
    /// A private mark's guess on a piece (`/mark`): a `w` × `h` tag centred at
    /// `(cx, cy)` on the lower rim of its disc, so the piece stays readable above it.
    Tag {
        cx: f32,
        cy: f32,
        w: f32,
        h: f32,
        text: String,
    },
    /// A move's number when several moves show at once: a `w` × `h` badge centred at
    /// `(cx, cy)`, at the upper right of its cell.
    Number {
        cx: f32,
        cy: f32,
        w: f32,
        h: f32,
        text: String,
    },
    /// The chosen piece's cell: a frame inside its square on a grid (`square` its size),
    /// else a ring around its disc; `r` is the disc radius.
    Selected {
        cx: f32,
        cy: f32,
        r: f32,
        square: Option<f32>,
    },
    /// The title band: whose turn, the title, the subtitle.
    Title {
        bounds: Bounds,
        to_move: Option<Badge>,
        title: Caption,
        /// One caption per subtitle line, top first.
        subtitle: Vec<Caption>,
        /// Each seat's colour and its player's name, on the line under the subtitle.
        players: Vec<(Badge, Caption)>,
    },
    /// A panel's heading: its owner's badge and its title.
    PanelHeading {
        bounds: Bounds,
        badge: Badge,
        title: Caption,
    },
}

impl Item {
    /// Everything the item paints lies inside these bounds (with a pixel to spare for
    /// anti-aliasing).
    pub fn bounds(&self) -> Bounds {
        match self {
            // Link rings reach 1.14 r; sealed and secret badges stay inside 1.1 r.
            Item::Disc(d) => Bounds::around(d.cx, d.cy, 1.2 * d.r + 1.5),
            Item::LastSquare { x, y, size, .. } => {
                Bounds::new(x - 1.0, y - 1.0, size + 2.0, size + 2.0)
            }
            Item::LastCircle { cx, cy, r } => Bounds::around(*cx, *cy, 1.15 * r + 1.5),
            Item::LastRing { cx, cy, r } => Bounds::around(*cx, *cy, LAST_RING_REACH * r + 1.5),
            Item::Removed { cx, cy, r } => Bounds::around(*cx, *cy, 1.1 * r + 1.5),
            Item::Hint { cx, cy, r, .. } => Bounds::around(*cx, *cy, 1.2 * r + 1.5),
            Item::Tag { cx, cy, w, h, .. } | Item::Number { cx, cy, w, h, .. } => {
                Bounds::new(cx - w / 2.0 - 1.5, cy - h / 2.0 - 1.5, w + 3.0, h + 3.0)
            }
            Item::Selected {
                cx,
                cy,
                square: Some(size),
                ..
            } => Bounds::around(*cx, *cy, size / 2.0 + 1.5),
            Item::Selected { cx, cy, r, .. } => {
                Bounds::around(*cx, *cy, SELECTED_RING_REACH * r + 1.5)
            }
            Item::Title { bounds, .. } | Item::PanelHeading { bounds, .. } => *bounds,
        }
    }
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
