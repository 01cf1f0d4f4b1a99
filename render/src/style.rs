//! Cell and line styles: the renderer's own plain cells, and what each family declares.
//!
//! A view names each cell's `kind` and each free line's `style`. Three cell kinds belong to
//! the renderer and mean the same on every board: `light` and `dark` (the chequer) and
//! `marked` (a cell the view singles out). Everything else (terrain, posts, palaces, river
//! banks) is declared by the family that names it, as JSON embedded in its
//! `VariantInfo::board_style`:
//!
//! ```json
//! { "about": "…",
//!   "cells": { "river": {"fill": "#a9cce3"}, "camp": {"fill": "#a7bfa4", "shape": "circle"} },
//!   "lines": { "river": {"stroke": "#4a86b8", "width": 0.05} } }
//! ```
//!
//! `shape` matters on graph boards only (`square`, the default, `circle` or `wide`);
//! `width` is in board units. Every registered family's file is read once, when the
//! [`crate::Renderer`] is built, and a malformed one is an error there.

use crate::error::RenderError;
use crate::palette;
use serde::Deserialize;
use std::collections::HashMap;

/// How a cell is drawn on a graph board (squares fill the whole square on grid boards).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CellShape {
    /// A square box.
    #[default]
    Square,
    /// A circle.
    Circle,
    /// A wide rounded box.
    Wide,
}

/// The look of one cell kind.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CellStyle {
    /// `#rrggbb`.
    pub fill: String,
    #[serde(default)]
    pub shape: CellShape,
}

/// The look of one line style.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LineStyle {
    /// `#rrggbb`.
    pub stroke: String,
    /// In board units (one square).
    pub width: f32,
}

/// One family's declarations, as its `board_style` JSON holds them.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct Declared {
    /// For people reading the file.
    #[serde(default, rename = "about")]
    _about: String,
    #[serde(default)]
    cells: HashMap<String, CellStyle>,
    #[serde(default)]
    lines: HashMap<String, LineStyle>,
}

/// Every registered family's styles, with the renderer's own cells behind them.
#[derive(Debug)]
pub struct Styles {
    own: HashMap<String, CellStyle>,
    families: HashMap<&'static str, Declared>,
    /// A kind nobody styles: a plain light cell.
    unknown_cell: CellStyle,
    /// A line style nobody declares: drawn like a road.
    unknown_line: LineStyle,
}

fn own(fill: &str, shape: CellShape) -> CellStyle {
    CellStyle {
        fill: fill.to_string(),
        shape,
    }
}

impl Styles {
    /// Reads the styles of every registered family.
    pub fn new() -> Result<Styles, RenderError> {
        let mut families = HashMap::new();
        for info in rules::variants() {
            if families.contains_key(info.family) {
                continue;
            }
            families.insert(info.family, parse(info.family, info.board_style)?);
        }
        Ok(Styles {
            own: HashMap::from([
                ("light".to_string(), own(palette::LIGHT, CellShape::Wide)),
                ("dark".to_string(), own(palette::DARK, CellShape::Wide)),
                (
                    "marked".to_string(),
                    own(palette::MARKED, CellShape::Circle),
                ),
            ]),
            families,
            unknown_cell: own(palette::LIGHT, CellShape::Wide),
            unknown_line: LineStyle {
                stroke: palette::ROAD.to_string(),
                width: 0.03,
            },
        })
    }

    /// The style of cell `kind` on a board of `family`, if the family or the renderer
    /// declares one.
    pub fn declared_cell(&self, family: &str, kind: &str) -> Option<&CellStyle> {
        self.families
            .get(family)
            .and_then(|d| d.cells.get(kind))
            .or_else(|| self.own.get(kind))
    }

    /// The style of line `style` on a board of `family`, if the family declares one.
    pub fn declared_line(&self, family: &str, style: &str) -> Option<&LineStyle> {
        self.families.get(family).and_then(|d| d.lines.get(style))
    }

    /// The cell kinds `family` declares itself.
    pub fn family_cells(&self, family: &str) -> Vec<&str> {
        self.families
            .get(family)
            .map_or_else(Vec::new, |d| d.cells.keys().map(String::as_str).collect())
    }

    /// The line styles `family` declares.
    pub fn family_lines(&self, family: &str) -> Vec<&str> {
        self.families
            .get(family)
            .map_or_else(Vec::new, |d| d.lines.keys().map(String::as_str).collect())
    }

    /// The style a cell is drawn with: a kind nobody declares looks like a light cell.
    pub(crate) fn cell(&self, family: &str, kind: &str) -> &CellStyle {
        self.declared_cell(family, kind)
            .unwrap_or(&self.unknown_cell)
    }

    /// The style a line is drawn with: an undeclared style looks like a road.
    pub(crate) fn line(&self, family: &str, style: &str) -> &LineStyle {
        self.declared_line(family, style)
            .unwrap_or(&self.unknown_line)
    }
}

/// A family's declarations, checked: colours are `#rrggbb`, widths small and positive.
fn parse(family: &str, text: &str) -> Result<Declared, RenderError> {
    let bad = |what: String| RenderError::new(format!("board style of `{family}`: {what}"));
    let declared: Declared = serde_json::from_str(text).map_err(|e| bad(e.to_string()))?;
    for (kind, style) in &declared.cells {
        if !is_colour(&style.fill) {
            return Err(bad(format!(
                "cell `{kind}` fill {:?} is not #rrggbb",
                style.fill
            )));
        }
    }
    for (name, style) in &declared.lines {
        if !is_colour(&style.stroke) {
            return Err(bad(format!(
                "line `{name}` stroke {:?} is not #rrggbb",
                style.stroke
            )));
        }
        if !(style.width > 0.0 && style.width <= 0.5) {
            return Err(bad(format!(
                "line `{name}` width {} is not in (0, 0.5]",
                style.width
            )));
        }
    }
    Ok(declared)
}

/// `#rrggbb`: the colours go into SVG attributes as they are.
fn is_colour(text: &str) -> bool {
    text.len() == 7 && text.starts_with('#') && text[1..].bytes().all(|b| b.is_ascii_hexdigit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_registered_family_declares_well_formed_styles() -> Result<(), RenderError> {
        let styles = Styles::new()?;
        assert_eq!(
            styles
                .declared_cell("demon", "river")
                .map(|s| s.fill.as_str()),
            Some("#a9cce3")
        );
        Ok(())
    }

    #[test]
    fn malformed_declarations_are_refused() {
        for text in [
            r##"{"cells": {"x": {"fill": "red"}}}"##,
            r##"{"cells": {"x": {"fill": "#12345\"/>"}}}"##,
            r##"{"lines": {"x": {"stroke": "#123456", "width": 9}}}"##,
            r##"{"cells": {"x": {"fill": "#123456", "colour": "#000000"}}}"##,
        ] {
            assert!(parse("test", text).is_err(), "{text}");
        }
        assert!(parse("test", rules::variant::PLAIN_BOARD).is_ok());
    }

    #[test]
    fn undeclared_kinds_fall_back_to_the_renderer_s_own() -> Result<(), RenderError> {
        let styles = Styles::new()?;
        assert_eq!(styles.cell("no-such-family", "dark").fill, palette::DARK);
        assert_eq!(styles.cell("no-such-family", "lava").fill, palette::LIGHT);
        assert_eq!(styles.line("no-such-family", "lava").stroke, palette::ROAD);
        assert!(styles.declared_cell("no-such-family", "lava").is_none());
        Ok(())
    }
}
