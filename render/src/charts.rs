//! Pictures that are not boards: a player's rating history as a line chart, and a
//! leaderboard as a table. The caller words every label (in the reader's language); this
//! module only places them. SVG, then PNG through the same path as the boards (embedded
//! CJK font, indexed colours).

use crate::draw::escape;
use crate::error::RenderError;
use crate::png::{self, Page};
use crate::text::{fit_chars, text_width};
use crate::Renderer;
use std::fmt::Write;

/// A rating history: one point per rated game, oldest first.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingChart {
    /// `alice · Sword and Magic Chess`.
    pub title: String,
    /// The rating after each game.
    pub ratings: Vec<f64>,
    /// The current rating as shown (`1523` or `1523?`).
    pub current: String,
    /// The number under the first point: 0 for the starting rating, else the game's.
    pub first: usize,
}

/// One row of a leaderboard picture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingRow {
    pub rank: usize,
    pub name: String,
    pub rating: String,
    /// `12 games`, worded by the caller.
    pub games: String,
    /// The asker's own row, drawn highlighted.
    pub highlight: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standings {
    pub title: String,
    pub rows: Vec<StandingRow>,
    /// A last line under the table (the asker's rank when below it), if any.
    pub footer: Option<String>,
}

const WIDTH: f32 = 800.0;
const INK: &str = "#222222";
const FAINT: &str = "#d8d8d8";
const LINE: &str = "#1f6fb2";
const HIGHLIGHT: &str = "#fff1b8";

fn open(out: &mut String, w: f32, h: f32) {
    let _ = write!(
        out,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}"><rect width="{w}" height="{h}" fill="#ffffff"/>"##
    );
}

fn text(out: &mut String, x: f32, y: f32, size: f32, anchor: &str, weight: &str, words: &str) {
    let _ = write!(
        out,
        r#"<text x="{x:.1}" y="{y:.1}" font-size="{size}" text-anchor="{anchor}" font-weight="{weight}" fill="{INK}">"#
    );
    escape(out, words);
    out.push_str("</text>");
}

/// A step for grid lines that gives three to six lines over `span`.
fn grid_step(span: f64) -> f64 {
    [10.0, 25.0, 50.0, 100.0, 200.0, 250.0, 500.0]
        .into_iter()
        .find(|step| span / step <= 6.0)
        .unwrap_or(1000.0)
}

/// The chart as SVG text.
pub fn rating_chart_svg(chart: &RatingChart) -> String {
    let height = 440.0_f32;
    let (left, right, top, bottom) = (80.0_f32, WIDTH - 30.0, 90.0_f32, height - 50.0);
    let mut out = String::new();
    open(&mut out, WIDTH, height);
    text(
        &mut out,
        30.0,
        48.0,
        26.0,
        "start",
        "bold",
        &fit_chars(&chart.title, 26.0),
    );
    text(
        &mut out,
        WIDTH - 30.0,
        48.0,
        34.0,
        "end",
        "bold",
        &chart.current,
    );
    let low = chart.ratings.iter().copied().fold(f64::INFINITY, f64::min);
    let high = chart
        .ratings
        .iter()
        .copied()
        .fold(f64::NEG_INFINITY, f64::max);
    let (low, high) = if low.is_finite() && high.is_finite() {
        (low, high)
    } else {
        (1500.0, 1500.0)
    };
    let step = grid_step((high - low).max(40.0));
    let floor = (low / step).floor() * step;
    let ceil = ((high / step).ceil() * step).max(floor + step);
    let y_of = |r: f64| bottom - ((r - floor) / (ceil - floor)) as f32 * (bottom - top);
    let mut line = floor;
    while line <= ceil + 1e-9 {
        let y = y_of(line);
        let _ = write!(
            out,
            r#"<line x1="{left}" y1="{y:.1}" x2="{right}" y2="{y:.1}" stroke="{FAINT}" stroke-width="1.5"/>"#
        );
        text(
            &mut out,
            left - 10.0,
            y + 7.0,
            20.0,
            "end",
            "normal",
            &format!("{line:.0}"),
        );
        line += step;
    }
    let count = chart.ratings.len();
    let x_of = |i: usize| match count {
        0 | 1 => (left + right) / 2.0,
        n => left + (right - left) * i as f32 / (n - 1) as f32,
    };
    let points: Vec<String> = chart
        .ratings
        .iter()
        .enumerate()
        .map(|(i, r)| format!("{:.1},{:.1}", x_of(i), y_of(*r)))
        .collect();
    if count > 1 {
        let _ = write!(
            out,
            r#"<polyline points="{}" fill="none" stroke="{LINE}" stroke-width="4" stroke-linejoin="round"/>"#,
            points.join(" ")
        );
    }
    // Dots while they stay apart; a long history is a line.
    if count <= 60 {
        for (i, r) in chart.ratings.iter().enumerate() {
            let _ = write!(
                out,
                r#"<circle cx="{:.1}" cy="{:.1}" r="6" fill="{LINE}"/>"#,
                x_of(i),
                y_of(*r)
            );
        }
    }
    // The game count under the axis: first and last.
    if count > 0 {
        text(
            &mut out,
            x_of(0),
            bottom + 34.0,
            20.0,
            "middle",
            "normal",
            &chart.first.to_string(),
        );
    }
    if count > 1 {
        text(
            &mut out,
            x_of(count - 1),
            bottom + 34.0,
            20.0,
            "middle",
            "normal",
            &(chart.first + count - 1).to_string(),
        );
    }
    out.push_str("</svg>");
    out
}

/// `words` in lines of at most `ems` ems: broken at the last space that fits, or anywhere
/// in a run without spaces (Chinese).
fn wrap(words: &str, ems: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for c in words.chars() {
        line.push(c);
        if text_width(&line) <= ems {
            continue;
        }
        let cut = line.rfind(' ').filter(|at| *at > 0);
        let rest = match cut {
            Some(at) => line.split_off(at + 1),
            None => line.pop().map(String::from).unwrap_or_default(),
        };
        lines.push(line.trim_end().to_string());
        line = rest;
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// The leaderboard as SVG text.
pub fn standings_svg(standings: &Standings) -> String {
    let row_height = 46.0_f32;
    let top = 90.0_f32;
    let footer_lines = standings
        .footer
        .as_deref()
        .map(|f| wrap(f, 33.0))
        .unwrap_or_default();
    let footer = match footer_lines.len() {
        0 => 0.0,
        n => 24.0 + 32.0 * n as f32,
    };
    let height = top + row_height * standings.rows.len().max(1) as f32 + footer + 24.0;
    let mut out = String::new();
    open(&mut out, WIDTH, height);
    text(
        &mut out,
        30.0,
        52.0,
        28.0,
        "start",
        "bold",
        &fit_chars(&standings.title, 30.0),
    );
    for (i, row) in standings.rows.iter().enumerate() {
        let y = top + row_height * i as f32;
        let fill = if row.highlight {
            HIGHLIGHT
        } else if i % 2 == 0 {
            "#f3f6fa"
        } else {
            "#ffffff"
        };
        let _ = write!(
            out,
            r#"<rect x="20" y="{y:.1}" width="{}" height="{row_height}" fill="{fill}"/>"#,
            WIDTH - 40.0
        );
        let base = y + row_height * 0.68;
        text(
            &mut out,
            80.0,
            base,
            24.0,
            "end",
            "bold",
            &format!("{}.", row.rank),
        );
        text(
            &mut out,
            100.0,
            base,
            24.0,
            "start",
            "normal",
            &fit_chars(&row.name, 17.0),
        );
        text(&mut out, 600.0, base, 24.0, "end", "bold", &row.rating);
        text(
            &mut out,
            WIDTH - 36.0,
            base,
            20.0,
            "end",
            "normal",
            &row.games,
        );
    }
    for (i, line) in footer_lines.iter().enumerate() {
        let y = top + row_height * standings.rows.len().max(1) as f32 + 40.0 + 32.0 * i as f32;
        text(&mut out, 30.0, y, 22.0, "start", "normal", line);
    }
    out.push_str("</svg>");
    out
}

impl Renderer {
    /// A rating history chart as a PNG, 800 px wide.
    pub fn rating_chart_png(&self, chart: &RatingChart) -> Result<Vec<u8>, RenderError> {
        let pixmap = png::rasterise(self.usvg_options(), &rating_chart_svg(chart), Page::Opaque)?;
        png::encode(&pixmap)
    }

    /// A leaderboard as a PNG, 800 px wide.
    pub fn standings_png(&self, standings: &Standings) -> Result<Vec<u8>, RenderError> {
        let pixmap = png::rasterise(self.usvg_options(), &standings_svg(standings), Page::Opaque)?;
        png::encode(&pixmap)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_footer_wraps_at_spaces_and_within_chinese() {
        let lines = wrap(
            "You: 1752? after 3 rated games; listed from 5 games with a settled rating.",
            20.0,
        );
        assert!(lines.len() >= 2, "{lines:?}");
        assert!(lines.iter().all(|l| text_width(l) <= 20.0), "{lines:?}");
        assert_eq!(
            lines.join(" "),
            "You: 1752? after 3 rated games; listed from 5 games with a settled rating."
        );
        let chinese = wrap(
            "你：3 局等级分对局后为 1752?；下满 5 局且等级分稳定后上榜。",
            10.0,
        );
        assert!(chinese.len() >= 2, "{chinese:?}");
        // Broken at a space when one fits (the space is the break), else between characters.
        let without_spaces = |t: &str| t.replace(' ', "");
        assert_eq!(
            without_spaces(&chinese.concat()),
            without_spaces("你：3 局等级分对局后为 1752?；下满 5 局且等级分稳定后上榜。")
        );
    }

    #[test]
    fn names_are_escaped_and_every_point_is_drawn() {
        let chart = RatingChart {
            title: "<b> & 小明".into(),
            ratings: vec![1500.0, 1620.0, 1580.0],
            current: "1580?".into(),
            first: 0,
        };
        let svg = rating_chart_svg(&chart);
        assert!(svg.contains("&lt;b&gt; &amp; 小明"), "{svg}");
        assert_eq!(svg.matches("<circle").count(), 3);
        let renderer = Renderer::new().expect("renderer");
        let png = renderer.rating_chart_png(&chart).expect("png");
        assert!(png.starts_with(b"\x89PNG"));
    }
}
