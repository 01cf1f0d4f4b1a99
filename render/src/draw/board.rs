//! The base: background, cells, roads, free lines and coordinates.

use super::{escape, N};
use crate::palette;
use crate::scene::{Base, Bounds, Cells, Marker, Outline, Road, Scene, Square, Stroke};
use std::fmt::Write;

pub(super) fn base(out: &mut String, scene: &Scene) {
    let _ = write!(
        out,
        r#"<rect width="100%" height="100%" fill="{}"/>"#,
        palette::BACKGROUND
    );
    let base = &scene.base;
    match &base.cells {
        Cells::Grid {
            unit,
            squares,
            grid_lines,
        } => grid(out, base, *unit, squares, *grid_lines),
        Cells::Graph {
            road,
            dash,
            roads,
            markers,
        } => graph(out, base, *road, *dash, roads, markers),
    }
    for stroke in &base.lines {
        line(out, stroke);
    }
    for label in &base.labels {
        let _ = write!(
            out,
            r#"<text class="coord" x="{}" y="{}" font-size="{}" fill="{}" text-anchor="middle">"#,
            N(label.x),
            N(label.y),
            N(label.size),
            palette::MUTED_INK
        );
        escape(out, &label.text);
        out.push_str("</text>");
    }
    for name in &base.names {
        let label = &name.caption;
        let ink = if name.strong {
            palette::INK
        } else {
            palette::MUTED_INK
        };
        // The halo keeps a name legible where it crosses a road or a rail.
        let _ = write!(
            out,
            r#"<text class="coord name" x="{}" y="{}" font-size="{}" fill="{ink}" stroke="{}" stroke-width="{}" stroke-linejoin="round" paint-order="stroke" text-anchor="middle">"#,
            N(label.x),
            N(label.y),
            N(label.size),
            palette::LIGHT,
            N(0.3 * label.size),
        );
        escape(out, &label.text);
        out.push_str("</text>");
    }
}

fn grid(out: &mut String, base: &Base, unit: f32, squares: &[Square], lines: Option<f32>) {
    let lines = lines.map_or(String::new(), |w| {
        format!(
            r#" stroke="{}" stroke-opacity="0.45" stroke-width="{}""#,
            palette::FRAME,
            N(w)
        )
    });
    // Crisp edges: anti-aliased neighbours would leave hairline seams between squares.
    out.push_str(r#"<g class="squares" shape-rendering="crispEdges">"#);
    for square in squares {
        let _ = write!(
            out,
            r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{}"{lines}/>"#,
            N(square.x),
            N(square.y),
            N(unit),
            N(unit),
            square.fill
        );
    }
    out.push_str("</g>");
    board_rect(out, &base.board, "none", base.frame);
}

/// The board's rectangle with its frame.
fn board_rect(out: &mut String, board: &Bounds, fill: &str, frame: f32) {
    let _ = write!(
        out,
        r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{fill}" stroke="{}" stroke-width="{}"/>"#,
        N(board.x),
        N(board.y),
        N(board.w),
        N(board.h),
        palette::FRAME,
        N(frame),
    );
}

fn graph(out: &mut String, base: &Base, road: f32, dash: f32, roads: &[Road], markers: &[Marker]) {
    board_rect(out, &base.board, palette::LIGHT, base.frame);
    for r in roads {
        if r.rail {
            out.push_str(r#"<g class="rail">"#);
            segment(out, r, palette::RAIL, 3.0 * road, None);
            segment(out, r, palette::RAIL_DASH, 1.2 * road, Some(dash));
            out.push_str("</g>");
        } else {
            segment(out, r, palette::ROAD, road, None);
        }
    }
    for m in markers {
        match m.outline {
            Outline::Circle { r } => {
                out.push_str(r#"<circle class="cell "#);
                escape(out, &m.kind);
                let _ = write!(
                    out,
                    r#"" cx="{}" cy="{}" r="{}" fill="{}" stroke="{}" stroke-width="{}"/>"#,
                    N(m.cx),
                    N(m.cy),
                    N(r),
                    m.fill,
                    palette::ROAD,
                    N(road)
                );
            }
            Outline::Box { w, h, rx } => {
                out.push_str(r#"<rect class="cell "#);
                escape(out, &m.kind);
                let _ = write!(
                    out,
                    r#"" x="{}" y="{}" width="{}" height="{}" rx="{}" fill="{}" stroke="{}" stroke-width="{}"/>"#,
                    N(m.cx - w / 2.0),
                    N(m.cy - h / 2.0),
                    N(w),
                    N(h),
                    N(rx),
                    m.fill,
                    palette::ROAD,
                    N(road)
                );
            }
        }
    }
}

/// A road or one of a rail's two lines, dashed when `dash` is given.
fn segment(out: &mut String, road: &Road, colour: &str, width: f32, dash: Option<f32>) {
    let _ = write!(
        out,
        r#"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{colour}" stroke-width="{}""#,
        N(road.from.0),
        N(road.from.1),
        N(road.to.0),
        N(road.to.1),
        N(width)
    );
    if let Some(d) = dash {
        let _ = write!(out, r#" stroke-dasharray="{} {}""#, N(d), N(d));
    }
    out.push_str("/>");
}

/// A free line in its style.
fn line(out: &mut String, stroke: &Stroke) {
    out.push_str(r#"<line class="line "#);
    escape(out, &stroke.style);
    let _ = write!(
        out,
        r#"" x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="{}" stroke-linecap="round"/>"#,
        N(stroke.from.0),
        N(stroke.from.1),
        N(stroke.to.0),
        N(stroke.to.1),
        stroke.colour,
        N(stroke.width),
    );
}
