//! View -> SVG text, in output pixels.
//!
//! One path for every board: cells are drawn where their `(x, y)` says. A board with a
//! `grid` gets chequered squares; a board without one gets small station markers joined
//! by its `edges`. The view's y axis points up (y = 0.5 is the bottom row); SVG's points
//! down, so [`Layout::py`] flips it. Elements carry a `class` so tests can find them.
//!
//! ```text
//!  ┌──────────────────────────────────────────┐
//!  │ ● title                                  │  title band
//!  │   subtitle · notes                       │
//!  │ 8 ┌────────────────────────┐  ● 死棋區    │
//!  │ … │ board                  │   ○ ○ ○     │  panels, stacked
//!  │ 1 └────────────────────────┘  ● 死棋區    │
//!  │     a  b  c  …                           │  file labels
//!  └──────────────────────────────────────────┘
//! ```

use crate::palette::{self, CellShape, SeatColours};
use crate::rotate::rotated;
use crate::scene::{Bounds, Item, Scene};
use crate::RenderOptions;
use rules::{Board, Glyph, Mark, Panel, Seat, View, Words};
use std::fmt::{self, Write};

/// Output widths outside this range are clamped.
pub(crate) const MIN_WIDTH: u32 = 240;
pub(crate) const MAX_WIDTH: u32 = 4096;

/// A number as SVG wants it: one decimal, never NaN or infinite.
pub(crate) struct N(pub(crate) f32);

impl fmt::Display for N {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v = if self.0.is_finite() { self.0 } else { 0.0 };
        let r = (v * 10.0).round() / 10.0;
        if r == r.trunc() {
            write!(f, "{}", r as i64)
        } else {
            write!(f, "{r:.1}")
        }
    }
}

/// Where everything goes, in pixels.
struct Layout {
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

impl Layout {
    fn new(board: &Board, panels: usize, size_px: u32) -> Layout {
        let width = size_px.clamp(MIN_WIDTH, MAX_WIDTH) as f32;
        let (board_w, board_h) = board_extent(board);
        let margin = 0.022 * width;
        let title_h = 0.085 * width;
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
        Layout {
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

    /// Board x (units, rightward) to SVG x.
    fn px(&self, x: f32) -> f32 {
        self.board_left + x * self.unit
    }

    /// Board y (units, upward) to SVG y (downward).
    fn py(&self, y: f32) -> f32 {
        self.board_top + (self.board_h - y) * self.unit
    }
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

/// XML-escapes `text` and drops characters XML cannot carry.
fn escape(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(' '),
            c if c.is_control() || c == '\u{FFFE}' || c == '\u{FFFF}' => {}
            c => out.push(c),
        }
    }
}

/// Advance of `c` in ems: CJK and full-width forms are square, the rest about half.
fn advance(c: char) -> f32 {
    if c.is_ascii() {
        0.6
    } else {
        1.0
    }
}

fn text_width(s: &str) -> f32 {
    s.chars().map(advance).sum()
}

/// Splits a piece name into one line (1–2 characters) or two (3 or more).
fn label_lines(name: &str) -> Vec<String> {
    let chars: Vec<char> = name.chars().filter(|c| !c.is_control()).collect();
    if chars.len() <= 2 {
        return vec![chars.into_iter().collect()];
    }
    let first = chars.len().div_ceil(2);
    vec![
        chars[..first].iter().collect(),
        chars[first..].iter().collect(),
    ]
}

/// Font size that fits `lines` into a disc of radius `r`: the text block's diagonal
/// stays inside 86 % of the diameter, and one character never exceeds half of it.
fn fit_size(lines: &[String], r: f32) -> f32 {
    let widest = lines.iter().map(|l| text_width(l)).fold(0.0f32, f32::max);
    let tall = 1.1 * lines.len() as f32;
    let d = 2.0 * r;
    (0.86 * d / (widest * widest + tall * tall).sqrt()).min(0.5 * d)
}

/// Writes centred text lines around `(cx, cy)`.
fn centred_text(out: &mut String, cx: f32, cy: f32, lines: &[String], size: f32, fill: &str) {
    let leading = 1.08 * size;
    let top = cy - leading * (lines.len() as f32 - 1.0) / 2.0;
    for (i, line) in lines.iter().enumerate() {
        // Noto CJK's ideographic box is centred about 0.36 em above the baseline.
        let baseline = top + leading * i as f32 + 0.36 * size;
        let _ = write!(
            out,
            r#"<text x="{}" y="{}" font-size="{}" fill="{fill}" text-anchor="middle">"#,
            N(cx),
            N(baseline),
            N(size)
        );
        escape(out, line);
        out.push_str("</text>");
    }
}

/// What a drawing needs besides the view: words for labels, and seat colours.
pub(crate) struct Ctx<'a> {
    pub words: &'a Words,
    pub family: &'a str,
    pub opts: &'a RenderOptions,
    pub seat_colors: &'a [String],
}

impl Ctx<'_> {
    fn colours(&self, owner: Option<Seat>) -> SeatColours {
        match owner {
            Some(seat) => palette::seat_named(self.seat_colors.get(seat.index()), seat),
            None => palette::FACE_DOWN,
        }
    }
    fn label(&self, kind: &str) -> String {
        self.words.piece(self.family, self.opts.locale.disc(), kind)
    }
}

/// One disc with its label and marks. A hidden glyph never shows its name; a face-down
/// glyph has no owner colour.
pub(crate) fn disc(out: &mut String, cx: f32, cy: f32, r: f32, glyph: &Glyph, ctx: &Ctx) {
    let colours = ctx.colours(glyph.owner);
    let class = match (glyph.owner, &glyph.kind) {
        (None, _) => "piece face-down",
        (_, None) => "piece hidden",
        _ => "piece",
    };
    let _ = write!(
        out,
        r#"<g class="{class}"><circle cx="{}" cy="{}" r="{}" fill="{}" stroke="{}" stroke-width="{}"/>"#,
        N(cx),
        N(cy),
        N(r),
        colours.fill,
        colours.stroke,
        N(0.07 * r),
    );
    if glyph.kind.is_none() {
        let _ = write!(
            out,
            r#"<circle cx="{}" cy="{}" r="{}" fill="none" stroke="{}" stroke-opacity="0.5" stroke-width="{}" stroke-dasharray="{} {}"/>"#,
            N(cx),
            N(cy),
            N(0.72 * r),
            colours.text,
            N(0.06 * r),
            N(0.18 * r),
            N(0.12 * r),
        );
        centred_text(out, cx, cy, &["?".to_string()], 0.9 * r, colours.text);
    } else if let Some(kind) = &glyph.kind {
        let name = ctx.label(kind);
        if !name.is_empty() {
            let lines = label_lines(&name);
            let size = fit_size(&lines, r);
            centred_text(out, cx, cy, &lines, size, colours.text);
        }
    }
    for mark in &glyph.marks {
        match mark {
            Mark::Link(n) => {
                let _ = write!(
                    out,
                    r#"<circle class="link" cx="{}" cy="{}" r="{}" fill="none" stroke="{}" stroke-width="{}"/>"#,
                    N(cx),
                    N(cy),
                    N(1.07 * r),
                    palette::link(*n),
                    N(0.14 * r),
                );
            }
            Mark::Sealed => sealed(out, cx + 0.7 * r, cy - 0.7 * r, 0.3 * r),
            Mark::Promoted => {
                let _ = write!(
                    out,
                    r#"<circle class="promoted" cx="{}" cy="{}" r="{}" fill="none" stroke="{}" stroke-width="{}"/>"#,
                    N(cx),
                    N(cy),
                    N(0.86 * r),
                    palette::PROMOTED,
                    N(0.1 * r),
                );
            }
            Mark::Secret => {
                let _ = write!(
                    out,
                    r#"<circle class="secret" cx="{}" cy="{}" r="{}" fill="{}" stroke="{}" stroke-width="{}"/>"#,
                    N(cx - 0.7 * r),
                    N(cy - 0.7 * r),
                    N(0.26 * r),
                    palette::SECRET,
                    colours.stroke,
                    N(0.06 * r),
                );
            }
        }
    }
    out.push_str("</g>");
}

/// ⊘ drawn with shapes: a red ring and a slash, on white.
fn sealed(out: &mut String, cx: f32, cy: f32, r: f32) {
    let d = 0.68 * r;
    let _ = write!(
        out,
        r##"<g class="sealed"><circle cx="{}" cy="{}" r="{}" fill="#ffffff" stroke="{red}" stroke-width="{}"/><line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{red}" stroke-width="{}" stroke-linecap="round"/></g>"##,
        N(cx),
        N(cy),
        N(r),
        N(0.28 * r),
        N(cx - d),
        N(cy + d),
        N(cx + d),
        N(cy - d),
        N(0.28 * r),
        red = palette::SEALED,
    );
}

/// The title band (above the board) as one item.
fn title_item(items: &mut Vec<Item>, view: &View, ctx: &Ctx, l: &Layout) {
    let mut body = String::with_capacity(512);
    title(&mut body, view, ctx, l);
    items.push(Item::Fixed {
        bounds: Bounds::new(0.0, 0.0, l.width, l.board_top),
        body,
    });
}

fn title(out: &mut String, view: &View, ctx: &Ctx, l: &Layout) {
    let opts = ctx.opts;
    let size = 0.04 * l.width;
    let mut x = l.margin;
    let baseline = l.margin + 0.045 * l.width;
    if let Some(seat) = view.to_move {
        let c = ctx.colours(Some(seat));
        let r = 0.36 * size;
        let _ = write!(
            out,
            r#"<circle class="to-move" cx="{}" cy="{}" r="{}" fill="{}" stroke="{}" stroke-width="{}"/>"#,
            N(x + r),
            N(baseline - 0.36 * size),
            N(r),
            c.fill,
            c.stroke,
            N(0.15 * r),
        );
        x += 2.0 * r + 0.3 * size;
    }
    let heading = if opts.title.is_empty() {
        &view.variant
    } else {
        &opts.title
    };
    let _ = write!(
        out,
        r#"<text class="title" x="{}" y="{}" font-size="{}" fill="{}">"#,
        N(x),
        N(baseline),
        N(size),
        palette::INK
    );
    escape(out, heading);
    out.push_str("</text>");

    let mut sub: Vec<String> = Vec::new();
    if !opts.subtitle.is_empty() {
        sub.push(opts.subtitle.clone());
    }
    let seat_name = |s: Seat| {
        opts.seat_names
            .get(s.index())
            .cloned()
            .unwrap_or_else(|| format!("{}", s.0 + 1))
    };
    sub.extend(
        view.notes
            .iter()
            .map(|n| ctx.words.format(ctx.family, opts.locale, n, &seat_name))
            .filter(|n| !n.is_empty()),
    );
    if !sub.is_empty() {
        let line = sub.join(" · ");
        // Long notes (a question to a player) shrink to the width, down to a readable
        // floor; what still does not fit is cut with an ellipsis rather than run off.
        let room = (l.width - x - l.margin).max(1.0);
        let floor = 0.017 * l.width;
        let size = (0.024 * l.width)
            .min(room / estimated_ems(&line))
            .max(floor);
        let line = fit_chars(&line, room / size);
        let _ = write!(
            out,
            r#"<text class="subtitle" x="{}" y="{}" font-size="{}" fill="{}">"#,
            N(x),
            N(l.margin + 0.075 * l.width),
            N(size),
            palette::MUTED_INK
        );
        escape(out, &line);
        out.push_str("</text>");
    }
}

/// True when some orthogonal neighbours share a shade, so squares need grid lines.
fn needs_grid_lines(board: &Board) -> bool {
    board.cells.iter().enumerate().any(|(i, a)| {
        board.cells[i + 1..].iter().any(|b| {
            let d = (a.x - b.x).abs() + (a.y - b.y).abs();
            a.kind == b.kind && (d - 1.0).abs() < 1e-3
        })
    })
}

fn grid_cells(out: &mut String, board: &Board, l: &Layout) {
    let frame = (0.03 * l.unit).max(1.0);
    let lines = if needs_grid_lines(board) {
        format!(
            r#" stroke="{}" stroke-opacity="0.45" stroke-width="{}""#,
            palette::FRAME,
            N((0.015 * l.unit).max(1.0))
        )
    } else {
        String::new()
    };
    // Crisp edges: anti-aliased neighbours would leave hairline seams between squares.
    out.push_str(r#"<g class="squares" shape-rendering="crispEdges">"#);
    for cell in &board.cells {
        let _ = write!(
            out,
            r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{}"{lines}/>"#,
            N(l.px(cell.x - 0.5)),
            N(l.py(cell.y + 0.5)),
            N(l.unit),
            N(l.unit),
            palette::cell_style(&cell.kind).fill
        );
    }
    out.push_str("</g>");
    let _ = write!(
        out,
        r#"<rect x="{}" y="{}" width="{}" height="{}" fill="none" stroke="{}" stroke-width="{}"/>"#,
        N(l.board_left),
        N(l.board_top),
        N(l.board_w * l.unit),
        N(l.board_h * l.unit),
        palette::FRAME,
        N(frame),
    );
}

fn graph_cells(out: &mut String, board: &Board, l: &Layout) {
    let _ = write!(
        out,
        r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{}" stroke="{}" stroke-width="{}"/>"#,
        N(l.board_left),
        N(l.board_top),
        N(l.board_w * l.unit),
        N(l.board_h * l.unit),
        palette::LIGHT,
        palette::FRAME,
        N((0.03 * l.unit).max(1.0)),
    );
    let at = |i: usize| board.cells.get(i).map(|c| (l.px(c.x), l.py(c.y)));
    let road = (0.035 * l.unit).max(1.0);
    for edge in &board.edges {
        let (Some((x1, y1)), Some((x2, y2))) = (at(edge.a), at(edge.b)) else {
            continue;
        };
        let line = |out: &mut String, colour: &str, w: f32, dash: Option<f32>| {
            let _ = write!(
                out,
                r#"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{colour}" stroke-width="{}""#,
                N(x1),
                N(y1),
                N(x2),
                N(y2),
                N(w)
            );
            if let Some(d) = dash {
                let _ = write!(out, r#" stroke-dasharray="{} {}""#, N(d), N(d));
            }
            out.push_str("/>");
        };
        if edge.rail {
            out.push_str(r#"<g class="rail">"#);
            line(out, palette::RAIL, 3.0 * road, None);
            line(out, palette::RAIL_DASH, 1.2 * road, Some(0.6 * l.disc_r));
            out.push_str("</g>");
        } else {
            line(out, palette::ROAD, road, None);
        }
    }
    let r = l.disc_r;
    for cell in &board.cells {
        let (cx, cy) = (l.px(cell.x), l.py(cell.y));
        let style = palette::cell_style(&cell.kind);
        match style.shape {
            CellShape::Circle => {
                let _ = write!(
                    out,
                    r#"<circle class="cell {}" cx="{}" cy="{}" r="{}" fill="{}" stroke="{}" stroke-width="{}"/>"#,
                    cell.kind,
                    N(cx),
                    N(cy),
                    N(0.8 * r),
                    style.fill,
                    palette::ROAD,
                    N(road)
                );
            }
            CellShape::Square | CellShape::Station => {
                let (w, h) = if style.shape == CellShape::Square {
                    (1.5 * r, 1.5 * r)
                } else {
                    (1.4 * r, 0.9 * r)
                };
                let _ = write!(
                    out,
                    r#"<rect class="cell {}" x="{}" y="{}" width="{}" height="{}" rx="{}" fill="{}" stroke="{}" stroke-width="{}"/>"#,
                    cell.kind,
                    N(cx - w / 2.0),
                    N(cy - h / 2.0),
                    N(w),
                    N(h),
                    N(0.12 * r),
                    style.fill,
                    palette::ROAD,
                    N(road)
                );
            }
        }
    }
}

/// Free lines (palace diagonals, river banks), each in its style.
fn free_lines(out: &mut String, board: &Board, l: &Layout) {
    for line in &board.lines {
        let (colour, width) = palette::line_style(&line.style);
        let _ = write!(
            out,
            r#"<line class="line {}" x1="{}" y1="{}" x2="{}" y2="{}" stroke="{colour}" stroke-width="{}" stroke-linecap="round"/>"#,
            line.style,
            N(l.px(line.from.0)),
            N(l.py(line.from.1)),
            N(l.px(line.to.0)),
            N(l.py(line.to.1)),
            N((width * l.unit).max(1.0)),
        );
    }
}

/// A red cross badge at the corner of each cell where the last action removed something,
/// beside (not over) whatever stands there now.
fn removed(items: &mut Vec<Item>, view: &View, board: &Board, l: &Layout) {
    for &i in &view.removed {
        let Some(cell) = board.cells.get(i) else {
            continue;
        };
        items.push(Item::Removed {
            cx: l.px(cell.x) - 0.75 * l.disc_r,
            cy: l.py(cell.y) - 0.75 * l.disc_r,
            r: 0.3 * l.disc_r,
        });
    }
}

pub(crate) fn removed_badge(out: &mut String, cx: f32, cy: f32, r: f32) {
    let d = 0.5 * r;
    let _ = write!(
        out,
        r##"<g class="removed"><circle cx="{}" cy="{}" r="{}" fill="#ffffff" stroke="{red}" stroke-width="{}"/><g stroke="{red}" stroke-width="{}" stroke-linecap="round"><line x1="{}" y1="{}" x2="{}" y2="{}"/><line x1="{}" y1="{}" x2="{}" y2="{}"/></g></g>"##,
        N(cx),
        N(cy),
        N(r),
        N(0.18 * r),
        N(0.3 * r),
        N(cx - d),
        N(cy - d),
        N(cx + d),
        N(cy + d),
        N(cx - d),
        N(cy + d),
        N(cx + d),
        N(cy - d),
        red = palette::REMOVED,
    );
}

fn last_move(items: &mut Vec<Item>, view: &View, board: &Board, l: &Layout) {
    for &i in &view.last_move {
        let Some(cell) = board.cells.get(i) else {
            continue;
        };
        items.push(if board.grid.is_some() {
            Item::LastSquare {
                x: l.px(cell.x - 0.5),
                y: l.py(cell.y + 0.5),
                size: l.unit,
            }
        } else {
            Item::LastCircle {
                cx: l.px(cell.x),
                cy: l.py(cell.y),
                r: 1.15 * l.disc_r,
            }
        });
    }
}

pub(crate) fn last_square(out: &mut String, x: f32, y: f32, size: f32) {
    let _ = write!(
        out,
        r#"<rect class="last" x="{}" y="{}" width="{}" height="{}" fill="{}" fill-opacity="{}"/>"#,
        N(x),
        N(y),
        N(size),
        N(size),
        palette::LAST_MOVE,
        palette::LAST_MOVE_OPACITY
    );
}

pub(crate) fn last_circle(out: &mut String, cx: f32, cy: f32, r: f32) {
    let _ = write!(
        out,
        r#"<circle class="last" cx="{}" cy="{}" r="{}" fill="{}" fill-opacity="{}"/>"#,
        N(cx),
        N(cy),
        N(r),
        palette::LAST_MOVE,
        palette::LAST_MOVE_OPACITY
    );
}

fn coordinates(out: &mut String, board: &Board, l: &Layout) {
    let size = (0.26 * l.unit).min(0.03 * l.width);
    let files = board.file_labels.len() as f32;
    let step_x = l.board_w / files.max(1.0);
    let y = l.board_top + l.board_h * l.unit + 0.25 * l.unit + 0.36 * size;
    for (i, label) in board.file_labels.iter().enumerate() {
        let x = l.px((i as f32 + 0.5) * step_x);
        let _ = write!(
            out,
            r#"<text class="coord" x="{}" y="{}" font-size="{}" fill="{}" text-anchor="middle">"#,
            N(x),
            N(y),
            N(size),
            palette::MUTED_INK
        );
        escape(out, label);
        out.push_str("</text>");
    }
    let ranks = board.rank_labels.len() as f32;
    let step_y = l.board_h / ranks.max(1.0);
    let x = l.board_left - 0.25 * l.unit;
    for (i, label) in board.rank_labels.iter().enumerate() {
        let y = l.py((i as f32 + 0.5) * step_y) + 0.36 * size;
        let _ = write!(
            out,
            r#"<text class="coord" x="{}" y="{}" font-size="{}" fill="{}" text-anchor="middle">"#,
            N(x),
            N(y),
            N(size),
            palette::MUTED_INK
        );
        escape(out, label);
        out.push_str("</text>");
    }
}

fn pieces(items: &mut Vec<Item>, board: &Board, l: &Layout) {
    for cell in &board.cells {
        if let Some(glyph) = &cell.piece {
            items.push(Item::Disc {
                cx: l.px(cell.x),
                cy: l.py(cell.y),
                r: l.disc_r,
                glyph: glyph.clone(),
            });
        }
    }
}

fn hints(items: &mut Vec<Item>, board: &Board, hints: &[usize], l: &Layout) {
    for &i in hints {
        let Some(cell) = board.cells.get(i) else {
            continue;
        };
        items.push(Item::Hint {
            cx: l.px(cell.x),
            cy: l.py(cell.y),
            r: l.disc_r,
            ring: cell.piece.is_some(),
        });
    }
}

/// A hint dot on an empty cell, a ring around an occupied one; `r` is the disc radius.
pub(crate) fn hint_mark(out: &mut String, cx: f32, cy: f32, r: f32, ring: bool) {
    if ring {
        let _ = write!(
            out,
            r#"<circle class="hint" cx="{}" cy="{}" r="{}" fill="none" stroke="{}" stroke-opacity="{}" stroke-width="{}"/>"#,
            N(cx),
            N(cy),
            N(1.1 * r),
            palette::HINT,
            palette::HINT_OPACITY,
            N(0.16 * r),
        );
    } else {
        let _ = write!(
            out,
            r#"<circle class="hint" cx="{}" cy="{}" r="{}" fill="{}" fill-opacity="{}"/>"#,
            N(cx),
            N(cy),
            N(0.35 * r),
            palette::HINT,
            palette::HINT_OPACITY,
        );
    }
}

/// `text` cut to about `ems` ems, ending with `…` when cut.
fn fit_chars(text: &str, ems: f32) -> String {
    if estimated_ems(text) <= ems {
        return text.to_string();
    }
    let mut out = String::new();
    let mut used = 1.0; // the ellipsis
    for c in text.chars() {
        used += if c.is_ascii() { 0.6 } else { 1.0 };
        if used > ems {
            break;
        }
        out.push(c);
    }
    out.push('…');
    out
}

/// Rough advance width of bold text in ems: CJK is square, Latin about half as wide.
fn estimated_ems(text: &str) -> f32 {
    text.chars()
        .map(|c| if c.is_ascii() { 0.6 } else { 1.0 })
        .sum::<f32>()
        .max(1.0)
}

fn panels(items: &mut Vec<Item>, panels: &[Panel], ctx: &Ctx, l: &Layout) {
    if panels.is_empty() {
        return;
    }
    let slot_h = l.board_h * l.unit / panels.len() as f32;
    let heading = (0.026 * l.width).min(0.3 * slot_h);
    const COLUMNS: usize = 3;
    for (k, panel) in panels.iter().enumerate() {
        let top = l.board_top + k as f32 * slot_h;
        let colours = ctx.colours(panel.owner);
        let badge = 0.36 * heading;
        let baseline = top + heading;
        let title = &ctx
            .words
            .format(ctx.family, ctx.opts.locale, &panel.title, &|s| {
                format!("{}", s.0 + 1)
            });
        let text_left = l.panel_left + 2.0 * badge + 0.3 * heading;
        // Shrink long titles ("Black graveyard") to the panel's width instead of clipping them.
        let room = (l.panel_left + l.panel_w - text_left).max(1.0);
        let title_size = heading.min(room / estimated_ems(title));
        let mut out = String::with_capacity(256);
        let _ = write!(
            out,
            r#"<g class="panel"><circle cx="{}" cy="{}" r="{}" fill="{}" stroke="{}" stroke-width="{}"/><text x="{}" y="{}" font-size="{}" fill="{}">"#,
            N(l.panel_left + badge),
            N(baseline - 0.36 * heading),
            N(badge),
            colours.fill,
            colours.stroke,
            N(0.15 * badge),
            N(text_left),
            N(baseline),
            N(title_size),
            palette::INK
        );
        escape(&mut out, title);
        out.push_str("</text></g>");
        items.push(Item::Fixed {
            bounds: Bounds::new(
                l.panel_left - 2.0,
                top - 2.0,
                l.panel_w + 4.0,
                baseline + 0.35 * heading + 2.0 - top,
            ),
            body: out,
        });

        let rows = panel.pieces.len().div_ceil(COLUMNS).max(1) as f32;
        let area_top = top + 1.45 * heading;
        let area_h = (slot_h - 1.6 * heading).max(0.0);
        let step = (l.panel_w / COLUMNS as f32).min(area_h / rows);
        let r = 0.44 * step;
        for (i, glyph) in panel.pieces.iter().enumerate() {
            let col = (i % COLUMNS) as f32;
            let row = (i / COLUMNS) as f32;
            items.push(Item::Disc {
                cx: l.panel_left + (col + 0.5) * step,
                cy: area_top + (row + 0.5) * step,
                r,
                glyph: glyph.clone(),
            });
        }
    }
}

/// The image as a static base (background, squares, lines, coordinates: the same for
/// every position of a variant at one orientation and size) and the items drawn over it
/// in order. The items never overlap the base's text, so drawing the base first and the
/// items after it paints what one document in the original order would.
pub(crate) fn scene(view: &View, ctx: &Ctx) -> Scene {
    let turned = rotated(&view.board, view.quarter_turns);
    let board = &turned;
    let opts = ctx.opts;
    let l = Layout::new(board, view.panels.len(), opts.size_px);
    let mut base = String::with_capacity(8 * 1024 + 200 * board.cells.len());
    let _ = write!(
        base,
        r#"<rect width="100%" height="100%" fill="{}"/>"#,
        palette::BACKGROUND
    );
    if board.grid.is_some() {
        grid_cells(&mut base, board, &l);
    } else {
        graph_cells(&mut base, board, &l);
    }
    free_lines(&mut base, board, &l);
    coordinates(&mut base, board, &l);
    let mut items = Vec::with_capacity(board.cells.len() + 16);
    title_item(&mut items, view, ctx, &l);
    last_move(&mut items, view, board, &l);
    pieces(&mut items, board, &l);
    removed(&mut items, view, board, &l);
    hints(&mut items, board, &opts.hints, &l);
    panels(&mut items, &view.panels, ctx, &l);
    Scene {
        width: l.width,
        height: l.height,
        base,
        items,
    }
}

/// The whole image as one SVG document, turned so the viewer's home is at the bottom.
pub(crate) fn render(view: &View, ctx: &Ctx) -> String {
    scene(view, ctx).document(ctx)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_short_and_finite() {
        assert_eq!(N(3.0).to_string(), "3");
        assert_eq!(N(3.04).to_string(), "3");
        assert_eq!(N(3.25).to_string(), "3.3");
        assert_eq!(N(f32::NAN).to_string(), "0");
        assert_eq!(N(f32::INFINITY).to_string(), "0");
    }

    #[test]
    fn long_names_go_on_two_lines() {
        assert_eq!(label_lines("劍士"), vec!["劍士"]);
        assert_eq!(label_lines("召喚師"), vec!["召喚", "師"]);
        assert_eq!(label_lines("精靈女王"), vec!["精靈", "女王"]);
    }

    #[test]
    fn fitted_names_stay_inside_the_disc() {
        for name in ["兵", "劍士", "召喚師", "精靈女王", "死靈術士長老"] {
            let lines = label_lines(name);
            let size = fit_size(&lines, 30.0);
            let widest = lines.iter().map(|l| text_width(l)).fold(0.0, f32::max);
            assert!(widest * size <= 0.92 * 60.0, "{name} is too wide");
            assert!(
                1.1 * lines.len() as f32 * size <= 0.92 * 60.0,
                "{name} is too tall"
            );
        }
    }

    #[test]
    fn chequered_boards_need_no_grid_lines() {
        let cell = |x: f32, y: f32, kind: &str| rules::Cell {
            x,
            y,
            name: String::new(),
            kind: kind.to_string(),
            piece: None,
        };
        let mut board = Board {
            width: 2.0,
            height: 2.0,
            grid: Some((2, 2)),
            cells: vec![
                cell(0.5, 0.5, "light"),
                cell(1.5, 0.5, "dark"),
                cell(0.5, 1.5, "dark"),
                cell(1.5, 1.5, "light"),
            ],
            edges: Vec::new(),
            lines: Vec::new(),
            file_labels: Vec::new(),
            rank_labels: Vec::new(),
        };
        assert!(!needs_grid_lines(&board));
        board.cells[1].kind = "light".to_string();
        assert!(needs_grid_lines(&board));
    }

    #[test]
    fn escape_handles_markup_and_controls() {
        let mut s = String::new();
        escape(&mut s, "a<b>&\"'\u{1}\u{FFFF}");
        assert_eq!(s, "a&lt;b&gt;&amp;&quot;&apos;");
    }
}
