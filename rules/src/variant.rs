//! The interface every variant family implements, and the registry of variant ids.

use crate::error::{RuleError, SetupError};
use crate::report::Report;
use crate::seat::{Seat, Viewer};
use crate::status::Status;
use crate::view::View;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt::Debug;

/// Options a challenge may carry (`key=value`), passed through to the variant.
pub type Options = BTreeMap<String, String>;

/// Everything needed to create a game. `seed` drives any randomness; the bot draws it
/// from the OS and never shows it, so opponents cannot predict shuffles.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub seats: usize,
    pub options: Options,
    pub seed: u64,
}

/// One game family's rules. The state is the whole position; it must be a pure
/// function of (setup, start position, action log).
pub trait Variant: Clone + Debug + Serialize + DeserializeOwned + Send + Sync + 'static {
    type Action: Clone + Debug + PartialEq + Send + Sync;

    fn info() -> &'static VariantInfo;
    fn new(setup: &Setup) -> Result<Self, SetupError>;
    /// Start from a position string (the variant's FEN-like format).
    fn from_position(text: &str) -> Result<Self, SetupError>;
    /// The position string, when the variant has one (perfect-information variants).
    fn position(&self) -> Option<String>;

    fn status(&self) -> Status;
    /// Syntax only; never panics on any string.
    fn parse(&self, seat: Seat, text: &str) -> Result<Self::Action, RuleError>;
    /// Canonical notation; `parse(format(a)) == a`.
    fn format(&self, action: &Self::Action) -> String;
    /// Validate and apply. On error nothing changes.
    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<Report, RuleError>;
    /// Every legal action of `seat` now (empty when it may not act).
    fn legal(&self, seat: Seat) -> Vec<Self::Action>;
    fn view(&self, viewer: Viewer) -> View;
    /// `seat` leaves the game (`reason`: `resign`, `timeout`). In a two-seat game the
    /// other seat wins; team games may only eliminate the seat.
    fn forfeit(&mut self, seat: Seat, reason: &str) -> Report;
    /// Every active seat agreed to a draw.
    fn agree_draw(&mut self) -> Report;
    /// Seats still playing (draw offers need all of them).
    fn active_seats(&self) -> Vec<Seat>;
    /// How many seats this game has (a position string may say, for variants with a range).
    fn seat_count(&self) -> usize {
        Self::info().min_seats
    }
    /// Cells `seat` may reach from the cell named `at` (for hint images), as view cell indices.
    fn hint(&self, seat: Seat, at: &str) -> Result<Vec<usize>, RuleError>;
    /// Whether this action may only be sent by private message (deployment, hidden troops).
    fn is_private(&self, _action: &Self::Action) -> bool {
        false
    }
    /// Whether any seat's view hides something from others (controls perft/moves tools).
    fn has_hidden_information() -> bool {
        false
    }
}

/// Registry entry for a variant id.
#[derive(Debug)]
pub struct VariantInfo {
    pub id: VariantId,
    pub name_zh: &'static str,
    pub name_en: &'static str,
    pub min_seats: usize,
    pub max_seats: usize,
    /// Seat names in order, English and Chinese (`White`/`白方`, …).
    pub seat_names_en: &'static [&'static str],
    pub seat_names_zh: &'static [&'static str],
    /// Not offered in `/play` listings (kept for tests), still playable by id.
    pub listed: bool,
}

/// Every variant id the referee knows. Later families add ids here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum VariantId {
    #[serde(rename = "sword-magic")]
    SwordMagic,
    #[serde(rename = "secret-duel")]
    SecretDuel,
}

impl VariantId {
    pub const ALL: &'static [VariantId] = &[VariantId::SwordMagic, VariantId::SecretDuel];

    pub fn as_str(self) -> &'static str {
        match self {
            VariantId::SwordMagic => "sword-magic",
            VariantId::SecretDuel => "secret-duel",
        }
    }

    /// Accepts the id and a few common spellings (`sword_magic`, `swordmagic`, `劍與魔法象棋`).
    pub fn parse(text: &str) -> Option<VariantId> {
        let t = crate::notation::normalize(text).replace('_', "-");
        VariantId::ALL.iter().copied().find(|id| {
            let info = id.info();
            t == id.as_str()
                || t == id.as_str().replace('-', "")
                || t == info.name_zh
                || t == crate::notation::normalize(info.name_en)
        })
    }

    pub fn info(self) -> &'static VariantInfo {
        match self {
            VariantId::SwordMagic => crate::sword_magic::Position::info(),
            VariantId::SecretDuel => crate::secret_duel::SecretDuel::info(),
        }
    }
}

impl std::fmt::Display for VariantId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
