//! View -> [`Scene`]: where everything goes, how big, in which words and colours.
//!
//! One path for every board: cells are placed where their `(x, y)` says. A board with a
//! `grid` gets squares side by side; a board without one gets small markers joined by its
//! `edges`. The view's y axis points up (y = 0.5 is the bottom row); the image's points
//! down, so [`Frame::py`] flips it. A graph board's position names ([`names`]) widen it
//! by the margin they need; a square board's coordinates go along its left and bottom
//! edges. The players' row (each seat's colour and name) closes the title band.
//!
//! ```text
//!  ┌──────────────────────────────────────────┐
//!  │ ● title                                  │  title band
//!  │   subtitle · notes (wrapped, up to 3 lines)│
//!  │   ● alice  ● bob                         │  players, when named
//!  │ 8 ┌────────────────────────┐  ● 死棋區    │
//!  │ … │ board                  │   ○ ○ ○     │  panels, stacked
//!  │ 1 └────────────────────────┘  ● 死棋區    │
//!  │     a  b  c  …                           │  file labels
//!  └──────────────────────────────────────────┘
//! ```

mod board;
mod captions;
mod marks;
mod names;
mod numbers;

use crate::options::RenderOptions;
use crate::palette::{self, SeatColours};
use crate::placement::{PlacedCell, PlacedLabel, Placement};
use crate::rotate::rotated;
use crate::scene::{Disc, Label, Scene};
use crate::style::Styles;
use crate::text::{fit_size, label_lines, text_width};
use rules::{Board, Glyph, Seat, View, Words};

/// Output widths outside this range are clamped.
pub(crate) const MIN_WIDTH: u32 = 240;
pub(crate) const MAX_WIDTH: u32 = 4096;

/// What a layout needs besides the view: words for labels, styles, the caller's options.
pub(crate) struct Ctx<'a> {
    pub words: &'a Words,
    pub styles: &'a Styles,
    /// The view's family, for its words and styles.
    pub family: &'a str,
    pub opts: &'a RenderOptions,
    pub seat_colors: &'a [String],
    /// Subtitle lines the title band makes room for even when fewer are needed (a
    /// replay's frames share one height).
    pub min_subtitle_lines: usize,
}

impl Ctx<'_> {
    fn colours(&self, owner: Option<Seat>) -> SeatColours {
        match owner {
            Some(seat) => palette::seat_named(self.seat_colors.get(seat.index()), seat),
            None => palette::FACE_DOWN,
        }
    }
}

/// The image's frame: where the board, the panels and the title go, in pixels.
struct Frame {
    width: f32,
    height: f32,
    margin: f32,
    /// Pixels per board unit (one square).
    unit: f32,
    board_left: f32,
    board_top: f32,
    board_w: f32,
    board_h: f32,
    panel_left: f32,
    panel_w: f32,
    /// Disc radius on the board, in pixels.
    disc_r: f32,
}

impl Frame {
    /// The frame for a title band with `subtitle_lines` lines under the title.
    fn new(board: &Board, panels: usize, width: f32, subtitle_lines: usize) -> Frame {
        let (board_w, board_h) = board_extent(board);
        let margin = margin(width);
        let extra_lines = subtitle_lines.saturating_sub(1) as f32;
        let title_h = (0.085 + captions::SUBTITLE_STEP * extra_lines) * width;
        let (panel_w, gap) = if panels > 0 {
            (0.19 * width, 0.03 * width)
        } else {
            (0.0, 0.0)
        };
        let rank_labels = if board.rank_labels.is_empty() {
            0.0
        } else {
            0.5
        };
        let mut unit = (width - 2.0 * margin - panel_w - gap) / (board_w + rank_labels);
        if board.grid.is_some() && unit >= 8.0 {
            // Whole-pixel squares put every disc at the same sub-pixel offset, so one
            // cached disc image serves every square (see `compose`).
            unit = unit.floor();
        }
        let board_left = (margin + rank_labels * unit).round();
        let board_top = (margin + title_h).round();
        let file_labels = if board.file_labels.is_empty() {
            0.0
        } else {
            0.5 * unit
        };
        let height = (board_top + board_h * unit + file_labels + margin).ceil();
        let spacing = if board.grid.is_some() {
            1.0
        } else {
            min_spacing(board).min(1.0)
        };
        Frame {
            width,
            height,
            margin,
            unit,
            board_left,
            board_top,
            board_w,
            board_h,
            panel_left: board_left + board_w * unit + gap,
            panel_w,
            disc_r: 0.43 * spacing * unit,
        }
    }

    /// Board x (units, rightward) to image x.
    fn px(&self, x: f32) -> f32 {
        self.board_left + x * self.unit
    }

    /// Board y (units, upward) to image y (downward).
    fn py(&self, y: f32) -> f32 {
        self.board_top + (self.board_h - y) * self.unit
    }
}

/// The image width for a requested size.
fn image_width(size_px: u32) -> f32 {
    size_px.clamp(MIN_WIDTH, MAX_WIDTH) as f32
}

/// The blank border around everything.
fn margin(width: f32) -> f32 {
    0.022 * width
}

/// Width and height of the board in units, repaired if the view's are unusable.
fn board_extent(board: &Board) -> (f32, f32) {
    let fit = |given: f32, coord: fn(&rules::Cell) -> f32| {
        if given.is_finite() && given > 0.0 && given <= 1000.0 {
            given
        } else {
            let max = board
                .cells
                .iter()
                .map(coord)
                .filter(|v| v.is_finite())
                .fold(0.0f32, f32::max);
            (max + 0.5).clamp(1.0, 1000.0)
        }
    };
    (fit(board.width, |c| c.x), fit(board.height, |c| c.y))
}

/// Smallest distance between two distinct cells (graph boards), 1.0 if there are none.
fn min_spacing(board: &Board) -> f32 {
    let mut best = f32::INFINITY;
    for (i, a) in board.cells.iter().enumerate() {
        for b in &board.cells[i + 1..] {
            let d = ((a.x - b.x).powi(2) + (a.y - b.y).powi(2)).sqrt();
            if d > 1e-3 && d < best {
                best = d;
            }
        }
    }
    if best.is_finite() {
        best
    } else {
        1.0
    }
}

/// A piece disc of radius `r` at `(cx, cy)`. A hidden glyph never gets a name, whatever
/// its other fields hold; a face-down glyph has no owner colour.
fn disc(cx: f32, cy: f32, r: f32, glyph: &Glyph, ctx: &Ctx) -> Disc {
    let class = match (glyph.owner, &glyph.kind) {
        (None, _) => "piece face-down",
        (_, None) => "piece hidden",
        _ => "piece",
    };
    let label = match &glyph.kind {
        None => Label::Unknown,
        Some(kind) => {
            let (name, lines) = disc_name(kind, ctx);
            if name.is_empty() {
                Label::Blank
            } else {
                // Latin letters run wider than the estimate of their advance (`m`, `W`).
                let latin = if name.is_ascii() { LATIN_FIT } else { 1.0 };
                let size = fit_size(&lines, r) * latin;
                Label::Name { lines, size }
            }
        }
    };
    Disc {
        cx,
        cy,
        r,
        class,
        colours: ctx.colours(glyph.owner),
        label,
        marks: glyph.marks.clone(),
    }
}

/// How much smaller than the estimate fits a Latin short name into its disc.
const LATIN_FIT: f32 = 0.88;

/// What a disc of `kind` reads and its lines: the Chinese glyph in the reader's script,
/// or with [`RenderOptions::piece_words`] the short name in the reader's language, one
/// word a line (a family without short names keeps its glyphs).
fn disc_name(kind: &str, ctx: &Ctx) -> (String, Vec<String>) {
    if ctx.opts.piece_words {
        if let Some(short) = ctx
            .words
            .text(ctx.family, ctx.opts.locale, &format!("short-{kind}"))
        {
            let lines = if short.is_ascii() {
                short.split_whitespace().map(str::to_string).collect()
            } else {
                label_lines(&short)
            };
            return (short, lines);
        }
    }
    let name = ctx.words.piece(ctx.family, ctx.opts.locale.disc(), kind);
    let lines = label_lines(&name);
    (name, lines)
}

/// How many subtitle lines the view's title band needs.
pub(crate) fn subtitle_line_count(view: &View, ctx: &Ctx) -> usize {
    let width = image_width(ctx.opts.size_px);
    captions::subtitle_lines(view, ctx, width, margin(width)).len() + captions::players_lines(ctx)
}

/// The board as drawn (turned, widened for its names), its frame, its names and the
/// subtitle lines.
struct Geometry {
    board: Board,
    frame: Frame,
    names: names::Names,
    lines: Vec<String>,
}

fn geometry(view: &View, ctx: &Ctx) -> Geometry {
    let mut turned = rotated(&view.board, view.quarter_turns);
    if !ctx.opts.coordinates {
        turned.file_labels.clear();
        turned.rank_labels.clear();
    }
    let width = image_width(ctx.opts.size_px);
    let lines = captions::subtitle_lines(view, ctx, width, margin(width));
    // A replay keeps every frame's title band as tall as its tallest.
    let band_lines = (lines.len() + captions::players_lines(ctx)).max(ctx.min_subtitle_lines);
    let panels = view.panels.len();
    let (board, names) = named(turned, ctx, panels, width, band_lines);
    let frame = Frame::new(&board, panels, width, band_lines);
    Geometry {
        board,
        frame,
        names,
        lines,
    }
}

/// The view as a scene, turned so the viewer's home is at the bottom.
pub(crate) fn scene<'a>(view: &View, ctx: &Ctx<'a>) -> Scene<'a> {
    let Geometry {
        board,
        frame,
        names,
        lines,
    } = geometry(view, ctx);
    let board = &board;
    let mut items = Vec::with_capacity(board.cells.len() + 16);
    items.push(captions::title(view, ctx, &frame, &lines));
    board::last_move(&mut items, view, board, &frame);
    board::pieces(&mut items, board, ctx, &frame);
    board::last_move_rings(&mut items, view, board, &frame);
    board::removed(&mut items, view, board, &frame);
    board::hints(&mut items, board, &ctx.opts.hints, &frame);
    marks::tags(&mut items, board, &ctx.opts.labels, &frame);
    let around = numbers::Around {
        board,
        names: &names,
        removed: &view.removed,
    };
    numbers::badges(&mut items, around, &ctx.opts.move_numbers, &frame);
    board::selected(&mut items, board, ctx.opts.selected, &frame);
    captions::panels(&mut items, &view.panels, ctx, &frame);
    Scene {
        width: frame.width,
        height: frame.height,
        base: board::base(board, ctx, &frame, &names),
        items,
    }
}

/// Where the image puts the board's cells and coordinates, in pixels.
pub(crate) fn placement(view: &View, ctx: &Ctx) -> Placement {
    let Geometry {
        board,
        frame,
        names,
        ..
    } = geometry(view, ctx);
    let base = board::base(&board, ctx, &frame, &names);
    let labels = base
        .labels
        .iter()
        .chain(base.names.iter().map(|n| &n.caption))
        .map(|c| {
            let w = text_width(&c.text) * c.size;
            PlacedLabel {
                text: c.text.clone(),
                x: c.x - w / 2.0,
                y: c.y - TEXT_TOP * c.size,
                w,
                h: (TEXT_TOP + TEXT_BOTTOM) * c.size,
            }
        })
        .collect();
    let cells = board
        .cells
        .iter()
        .map(|cell| PlacedCell {
            name: cell.name.clone(),
            cx: frame.px(cell.x),
            cy: frame.py(cell.y),
            r: frame.disc_r,
            occupied: cell.piece.is_some(),
        })
        .collect();
    Placement {
        width: frame.width,
        height: frame.height,
        labels,
        cells,
    }
}

/// How far Latin letters and digits reach above and below the baseline, in ems (Noto
/// Sans CJK's cap height is 0.733; a little room for anti-aliasing).
const TEXT_TOP: f32 = 0.76;
const TEXT_BOTTOM: f32 = 0.04;

/// Height of a graph board's position names, in board units (about 14 px on the
/// four-country board at the default width), and at most this share of the image width.
const NAME_UNITS: f32 = 0.35;
const NAME_MAX_WIDTH_SHARE: f32 = 0.03;

/// A graph board's position names ([`names`]) with the board widened to hold them: the
/// cells move so that every name lies inside the board's rectangle. Grid boards, and any
/// board when coordinates are off, come back as they are.
fn named(
    mut board: Board,
    ctx: &Ctx,
    panels: usize,
    width: f32,
    band_lines: usize,
) -> (Board, names::Names) {
    if board.grid.is_some() || !ctx.opts.coordinates {
        return (board, names::Names::default());
    }
    // The unit before widening bounds the names' size; widening only shrinks it.
    let unit = Frame::new(&board, panels, width, band_lines).unit.max(1.0);
    let size = NAME_UNITS.min(NAME_MAX_WIDTH_SHARE * width / unit);
    let disc = 0.43 * min_spacing(&board).min(1.0);
    let mut labels = names::graph_labels(&board, size, crate::scene::LAST_RING_REACH * disc);
    let (w, h) = board_extent(&board);
    let room = 0.1;
    let (mut left, mut right, mut bottom, mut top) = (0.0f32, 0.0f32, 0.0f32, 0.0f32);
    for label in &labels {
        let (hw, hh) = names::half_box(label, size);
        left = left.max(room - (label.x - hw));
        right = right.max(label.x + hw + room - w);
        bottom = bottom.max(room - (label.y - hh));
        top = top.max(label.y + hh + room - h);
    }
    for cell in &mut board.cells {
        cell.x += left;
        cell.y += bottom;
    }
    for line in &mut board.lines {
        line.from = (line.from.0 + left, line.from.1 + bottom);
        line.to = (line.to.0 + left, line.to.1 + bottom);
    }
    for label in &mut labels {
        label.x += left;
        label.y += bottom;
    }
    board.width = w + left + right;
    board.height = h + bottom + top;
    (board, names::Names { labels, size })
}
