//! What one viewer may see, as plain data for the renderer.
//!
//! A view never carries a hidden fact the viewer may not know: a piece whose identity is
//! hidden has `kind: None`, and a face-down piece whose owner nobody knows has
//! `owner: None` too. Render draws views and decides nothing.

use crate::message::Message;
use crate::seat::{Seat, Viewer};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    /// The variant id (`sword-magic`, `junqi-siguo`, …).
    pub variant: String,
    pub viewer: Viewer,
    pub board: Board,
    /// Side areas (graveyards, reserves), drawn beside the board.
    pub panels: Vec<Panel>,
    /// Cell indices of the last action (from, to, …), never a hidden route.
    pub last_move: Vec<usize>,
    /// Cells where the last action removed something (a splash, a clash): drawn crossed.
    pub removed: Vec<usize>,
    /// 1-based move number counting public plies only (full moves where the variant
    /// counts them), so it never reveals a private action.
    pub move_number: u32,
    pub to_move: Option<Seat>,
    /// Short public notes for the title area (e.g. check), worded in the viewer's language.
    pub notes: Vec<Message>,
    /// Palette key of each seat's pieces (`white`, `black`, `red`, `blue`, `green`, `gold`…).
    pub seat_colors: Vec<String>,
    /// Counter-clockwise quarter turns that put the viewer's home at the bottom.
    pub quarter_turns: u8,
}

/// Any board as positioned cells plus optional lines between them.
/// Square boards set `grid`; graph boards (army chess) list `edges`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Board {
    /// Extent in cell units; cells sit at integer or half-integer coordinates within it.
    pub width: f32,
    pub height: f32,
    /// `Some((files, ranks))` for a square board drawn as squares.
    pub grid: Option<(u8, u8)>,
    pub cells: Vec<Cell>,
    /// Connections between cells (roads and rails of a graph board).
    pub edges: Vec<Edge>,
    /// Free lines in board units (palace diagonals, a river's banks), drawn over the cells.
    pub lines: Vec<Line>,
    /// Labels along the bottom edge (files) and left edge (ranks, bottom to top), as seen
    /// with no rotation.
    pub file_labels: Vec<String>,
    pub rank_labels: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Cell {
    /// Centre of the cell in board units, x to the right, y upward, from (0.5, 0.5) for the bottom-left cell.
    pub x: f32,
    pub y: f32,
    pub name: String,
    /// What the cell is, for its style: `light`, `dark` or `marked` (render's own), or a
    /// kind the family styles in its `VariantInfo::board_style` (terrain, posts, palaces…).
    pub kind: String,
    pub piece: Option<Glyph>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Edge {
    pub a: usize,
    pub b: usize,
    pub rail: bool,
}

/// A straight line in board units with a style the family names in its `board_style`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Line {
    pub from: (f32, f32),
    pub to: (f32, f32),
    pub style: String,
}

/// One piece as the viewer may see it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Glyph {
    /// `None` for a face-down piece whose owner nobody may know.
    pub owner: Option<Seat>,
    /// The piece kind (catalogue id `piece-<kind>`); `None` when hidden from the viewer.
    pub kind: Option<String>,
    pub marks: Vec<Mark>,
}

impl Glyph {
    pub fn known(owner: Seat, kind: impl Into<String>) -> Self {
        Glyph {
            owner: Some(owner),
            kind: Some(kind.into()),
            marks: Vec::new(),
        }
    }
    /// A piece whose owner is known and whose identity is not.
    pub fn hidden(owner: Seat) -> Self {
        Glyph {
            owner: Some(owner),
            kind: None,
            marks: Vec::new(),
        }
    }
    /// A face-down piece: neither owner nor identity known.
    pub fn face_down() -> Self {
        Glyph {
            owner: None,
            kind: None,
            marks: Vec::new(),
        }
    }
    pub fn is_hidden(&self) -> bool {
        self.kind.is_none()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mark {
    /// 封禁: the piece has spent its skill.
    Sealed,
    /// Shares a colour marker with the other pieces of the same link group.
    Link(u8),
    /// A promoted form: drawn with a ring so it stands out from the base piece.
    Promoted,
    /// Known only to its owner (a decoy, an ambush): drawn marked in the owner's image.
    Secret,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Panel {
    pub owner: Option<Seat>,
    pub title: Message,
    pub pieces: Vec<Glyph>,
}
