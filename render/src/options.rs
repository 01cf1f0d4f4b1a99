//! What the caller chooses about one image.

use rules::Locale;

/// What the caller chooses about one image.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenderOptions {
    /// Title line (variant, move number, whose turn); the view's variant id when empty.
    pub title: String,
    /// Second line; the view's `notes` are appended to it.
    pub subtitle: String,
    /// Cell indices to mark with a hint dot (a ring when the cell holds a piece).
    pub hints: Vec<usize>,
    /// Output width in pixels (clamped to 240..=4096); the height follows the board.
    pub size_px: u32,
    /// The reader's language for notes and panel titles. Piece discs use Chinese
    /// characters in the reader's script (simplified for English readers).
    pub locale: Locale,
    /// Players' names by seat, for notes that name a seat and for the header, which
    /// shows each seat's colour beside its player's name.
    pub seat_names: Vec<String>,
    /// Coordinates on the board: edge labels on square boards, position names on graph
    /// boards (`/settings coordinates:off` turns them off).
    pub coordinates: bool,
    /// Piece discs show short names in the reader's language (`short-<kind>` in the
    /// family's catalogue) instead of Chinese glyphs (`/settings pieces:words`).
    pub piece_words: bool,
    /// The reader's own marks (`/mark`): a short guess drawn as a tag on the piece of
    /// each cell index. Only ever set on the marker's own images.
    pub labels: Vec<(usize, String)>,
    /// The cell of the piece a move picker has chosen, framed so that it stands apart
    /// from the last move's marks and the hints on its targets.
    pub selected: Option<usize>,
    /// Several moves shown at once (a round of the computer's moves, posted together):
    /// a numbered badge on each cell of each move, the numbers in the order of the post's
    /// lines (`"1"`, or `"1,3"` on a cell two moves used). Empty on every other image.
    pub move_numbers: Vec<(usize, String)>,
}

impl Default for RenderOptions {
    fn default() -> Self {
        RenderOptions {
            title: String::new(),
            subtitle: String::new(),
            hints: Vec::new(),
            size_px: 800,
            locale: Locale::En,
            seat_names: Vec::new(),
            coordinates: true,
            piece_words: false,
            labels: Vec::new(),
            selected: None,
            move_numbers: Vec::new(),
        }
    }
}
