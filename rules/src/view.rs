//! What one viewer may see, as plain data for the renderer.
//!
//! A view never carries a hidden fact the viewer may not know: a hidden piece is a
//! [`Glyph`] with `hidden: true` and no name. Render draws views and decides nothing.

use crate::seat::{Seat, Viewer};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub variant: String,
    pub viewer: Viewer,
    pub board: Board,
    /// Side areas (graveyards, reserves), drawn beside the board.
    pub panels: Vec<Panel>,
    /// Cell indices of the last action (from, to, …).
    pub last_move: Vec<usize>,
    /// 1-based move number (full moves where the variant counts them).
    pub move_number: u32,
    pub to_move: Option<Seat>,
    /// Short public notes for the title area (e.g. "check").
    pub notes: Vec<String>,
}

/// Any board as positioned cells plus optional lines between them.
/// Square boards set `grid`; graph boards (army chess) list `edges`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Board {
    /// Extent in cell units; cells sit at integer or half-integer coordinates within it.
    pub width: f32,
    pub height: f32,
    /// `Some((files, ranks))` for a chequered square board.
    pub grid: Option<(u8, u8)>,
    pub cells: Vec<Cell>,
    pub edges: Vec<Edge>,
    /// Labels along the bottom edge (files) and left edge (ranks, bottom to top).
    pub file_labels: Vec<String>,
    pub rank_labels: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Cell {
    /// Centre of the cell in board units, x to the right, y upward, from (0.5, 0.5) for the bottom-left cell.
    pub x: f32,
    pub y: f32,
    pub name: String,
    pub shade: CellShade,
    pub piece: Option<Glyph>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CellShade {
    Light,
    Dark,
    /// Camps, headquarters, terrain: drawn distinctly.
    Special,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Edge {
    pub a: usize,
    pub b: usize,
    pub rail: bool,
}

/// One piece as the viewer may see it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Glyph {
    pub owner: Seat,
    /// Empty when hidden.
    pub name_zh: String,
    pub name_en: String,
    pub hidden: bool,
    pub marks: Vec<Mark>,
}

impl Glyph {
    pub fn hidden(owner: Seat) -> Self {
        Glyph {
            owner,
            name_zh: String::new(),
            name_en: String::new(),
            hidden: true,
            marks: Vec::new(),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mark {
    /// 封禁: the piece has spent its skill.
    Sealed,
    /// Shares a colour marker with the other pieces of the same link group.
    Link(u8),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Panel {
    pub owner: Seat,
    pub title_zh: String,
    pub title_en: String,
    pub pieces: Vec<Glyph>,
}
