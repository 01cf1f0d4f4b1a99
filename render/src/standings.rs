//! A tournament's standings as a picture: a title band, one row per entrant, medals for
//! the first three places, points large, tie-breaks small. Words come from the caller
//! in the reader's language; nothing here knows what a tournament is beyond the table.

use crate::error::RenderError;
use crate::font::FAMILY;
use crate::text::fit_chars;
use std::fmt::Write;

/// The table to draw, every cell already worded.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StandingsTable {
    pub title: String,
    /// Place, entrant, points, wins-draws-losses, Buchholz, Sonneborn–Berger.
    pub columns: [String; 6],
    pub rows: Vec<StandingsRow>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StandingsRow {
    pub place: usize,
    pub name: String,
    pub points: String,
    /// `3-1-0`
    pub record: String,
    pub buchholz: String,
    pub sonneborn_berger: String,
    /// Drawn greyed and struck through.
    pub withdrawn: bool,
}

const WIDTH: f32 = 800.0;
const TITLE_H: f32 = 76.0;
const HEAD_H: f32 = 40.0;
const ROW_H: f32 = 52.0;
const MARGIN: f32 = 20.0;
/// Rows beyond this are left out of the picture (the text lists everyone).
pub const MAX_ROWS: usize = 40;

/// Left edge and alignment of each column: place, name, points, record, Bh, SB.
const COLUMNS: [(f32, &str); 6] = [
    (52.0, "middle"),
    (96.0, "start"),
    (500.0, "middle"),
    (600.0, "middle"),
    (680.0, "middle"),
    (750.0, "middle"),
];

/// Gold, silver, bronze.
const MEDALS: [&str; 3] = ["#d4a017", "#a8b2bd", "#c07a3e"];

fn escape(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

fn text(out: &mut String, x: f32, y: f32, size: f32, anchor: &str, fill: &str, words: &str) {
    let _ = write!(
        out,
        r#"<text x="{x}" y="{y}" font-size="{size}" text-anchor="{anchor}" fill="{fill}" font-weight="bold" font-family="{FAMILY}">{}</text>"#,
        escape(words)
    );
}

/// The table as an SVG document.
pub fn svg(table: &StandingsTable) -> String {
    let rows = &table.rows[..table.rows.len().min(MAX_ROWS)];
    let height = TITLE_H + HEAD_H + ROW_H * rows.len().max(1) as f32 + MARGIN;
    let mut out = String::new();
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}">"#
    );
    let _ = write!(
        out,
        r##"<rect width="{WIDTH}" height="{height}" fill="#f7f1e3"/>"##
    );
    // Title band.
    let _ = write!(
        out,
        r##"<rect width="{WIDTH}" height="{TITLE_H}" fill="#7a1f1f"/>"##
    );
    // As large as fits, down to a size still read on a phone; longer titles are cut.
    let room = WIDTH - 2.0 * MARGIN;
    let title_size = (room / crate::text::estimated_ems(&table.title)).clamp(20.0, 30.0);
    text(
        &mut out,
        WIDTH / 2.0,
        TITLE_H / 2.0 + title_size * 0.36,
        title_size,
        "middle",
        "#fff8e7",
        &fit_chars(&table.title, room / title_size),
    );
    // Column heads.
    let head_y = TITLE_H + HEAD_H / 2.0 + 7.0;
    for ((x, anchor), head) in COLUMNS.iter().zip(&table.columns) {
        text(&mut out, *x, head_y, 18.0, anchor, "#6b5a45", head);
    }
    let top = TITLE_H + HEAD_H;
    let _ = write!(
        out,
        r##"<line x1="{MARGIN}" y1="{top}" x2="{}" y2="{top}" stroke="#7a1f1f" stroke-width="2"/>"##,
        WIDTH - MARGIN
    );
    for (i, row) in rows.iter().enumerate() {
        let y = top + ROW_H * i as f32;
        let mid = y + ROW_H / 2.0;
        let base = mid + 9.0;
        if i % 2 == 1 {
            let _ = write!(
                out,
                r##"<rect x="{MARGIN}" y="{y}" width="{}" height="{ROW_H}" fill="#efe5cf"/>"##,
                WIDTH - 2.0 * MARGIN
            );
        }
        let ink = if row.withdrawn { "#a39a8c" } else { "#2b2118" };
        // The place, on a medal for the first three.
        let (px, _) = COLUMNS[0];
        match MEDALS.get(row.place.wrapping_sub(1)) {
            Some(medal) if !row.withdrawn => {
                let _ = write!(
                    out,
                    r##"<circle cx="{px}" cy="{mid}" r="19" fill="{medal}" stroke="#5c4630" stroke-width="1.5"/>"##
                );
                text(
                    &mut out,
                    px,
                    mid + 8.0,
                    22.0,
                    "middle",
                    "#ffffff",
                    &row.place.to_string(),
                );
            }
            _ => text(
                &mut out,
                px,
                base,
                22.0,
                "middle",
                ink,
                &row.place.to_string(),
            ),
        }
        let (nx, _) = COLUMNS[1];
        let name = fit_chars(&row.name, (COLUMNS[2].0 - 60.0 - nx) / 26.0);
        text(&mut out, nx, base, 26.0, "start", ink, &name);
        if row.withdrawn {
            let width = crate::text::text_width(&name) * 26.0;
            let _ = write!(
                out,
                r##"<line x1="{nx}" y1="{}" x2="{}" y2="{}" stroke="{ink}" stroke-width="2"/>"##,
                mid + 1.0,
                nx + width,
                mid + 1.0
            );
        }
        text(
            &mut out,
            COLUMNS[2].0,
            base + 2.0,
            32.0,
            "middle",
            if row.withdrawn { ink } else { "#7a1f1f" },
            &row.points,
        );
        text(
            &mut out,
            COLUMNS[3].0,
            base,
            20.0,
            "middle",
            ink,
            &row.record,
        );
        text(
            &mut out,
            COLUMNS[4].0,
            base,
            20.0,
            "middle",
            ink,
            &row.buchholz,
        );
        text(
            &mut out,
            COLUMNS[5].0,
            base,
            20.0,
            "middle",
            ink,
            &row.sonneborn_berger,
        );
    }
    out.push_str("</svg>");
    out
}

impl crate::Renderer {
    /// The standings as an indexed-colour PNG, 800 pixels wide.
    pub fn tournament_standings_png(&self, table: &StandingsTable) -> Result<Vec<u8>, RenderError> {
        let pixmap = crate::png::rasterise(&self.options, &svg(table), crate::png::Page::Opaque)?;
        crate::png::encode(&pixmap)
    }
}
