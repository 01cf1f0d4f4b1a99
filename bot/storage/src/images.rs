//! How a reader wants board images drawn (`/settings pieces:` `coordinates:` for the
//! images one receives privately, `/server pieces:` `coordinates:` for a server's channel
//! images). Absent in older records: glyphs and coordinates, the defaults.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImagePrefs {
    /// Short names in the reader's language on the piece discs instead of Chinese glyphs.
    #[serde(default)]
    pub piece_words: bool,
    /// Coordinates left off the board (`coordinates:off`).
    #[serde(default)]
    pub no_coordinates: bool,
}
