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

/// What `pieces:` and `coordinates:` change (`None`: left as it is).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImageChoices {
    pub piece_words: Option<bool>,
    pub coordinates: Option<bool>,
}

impl ImageChoices {
    pub fn any(&self) -> bool {
        self.piece_words.is_some() || self.coordinates.is_some()
    }

    /// `prefs` with these choices made.
    pub fn apply(&self, prefs: &mut ImagePrefs) {
        if let Some(words) = self.piece_words {
            prefs.piece_words = words;
        }
        if let Some(on) = self.coordinates {
            prefs.no_coordinates = !on;
        }
    }
}
