//! Where an image puts the board's cells and coordinates, in output pixels: the layout's
//! own numbers, for tests that check what a player would read (every position named,
//! inside the image, never under a piece) without reading pixels.

/// The image's size, its coordinate labels and its board cells.
#[derive(Clone, Debug, PartialEq)]
pub struct Placement {
    pub width: f32,
    pub height: f32,
    /// Every coordinate drawn: edge labels of square boards, position names of graph
    /// boards (a row number, a column letter, an area letter or a whole name).
    pub labels: Vec<PlacedLabel>,
    /// Every cell of the board as drawn (turned for the viewer).
    pub cells: Vec<PlacedCell>,
}

/// A label's text and the box its ink stays in (left, top, width, height).
#[derive(Clone, Debug, PartialEq)]
pub struct PlacedLabel {
    pub text: String,
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

/// A cell's name, its centre and the radius of a piece disc standing on it.
#[derive(Clone, Debug, PartialEq)]
pub struct PlacedCell {
    pub name: String,
    pub cx: f32,
    pub cy: f32,
    pub r: f32,
    pub occupied: bool,
}

impl PlacedLabel {
    /// The box's centre.
    pub fn centre(&self) -> (f32, f32) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// True when the box reaches into the disc of `cell`.
    pub fn covers(&self, cell: &PlacedCell) -> bool {
        let nx = cell.cx.clamp(self.x, self.x + self.w);
        let ny = cell.cy.clamp(self.y, self.y + self.h);
        (nx - cell.cx).powi(2) + (ny - cell.cy).powi(2) < cell.r.powi(2)
    }

    /// True when two boxes overlap.
    pub fn overlaps(&self, other: &PlacedLabel) -> bool {
        self.x < other.x + other.w
            && other.x < self.x + self.w
            && self.y < other.y + other.h
            && other.y < self.y + self.h
    }
}
