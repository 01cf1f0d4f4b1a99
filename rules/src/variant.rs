//! The interface every variant family implements, and what each variant id declares.

use crate::error::{RuleError, SetupError, SetupRefusal};
use crate::message::{Arg, Message};
pub use crate::policy::{Policy, SavedSetups};
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
/// function of (variant id, setup, start position, action log).
///
/// Every family implements the methods below; what only some families need (a position
/// string, a match score, a spec's own perft…) it declares in [`Variant::POLICY`].
pub trait Variant: Clone + Debug + Serialize + DeserializeOwned + Send + Sync + 'static {
    type Action: Clone + Debug + PartialEq + Send + Sync;

    /// The family name: its folder under `data/` and its catalogue group.
    const FAMILY: &'static str;
    /// One entry per mode (several ids may share this type).
    const VARIANTS: &'static [VariantInfo];
    /// The behaviours this family has beyond the shared ones; none by default.
    const POLICY: Policy<Self> = Policy::NONE;

    /// A new game of the mode `info` describes.
    fn new(info: &'static VariantInfo, setup: &Setup) -> Result<Self, SetupError>;
    /// Start from a position string (the variant's FEN-like format, or a test format),
    /// with the number of seats the position has.
    fn from_position(
        info: &'static VariantInfo,
        text: &str,
    ) -> Result<Positioned<Self>, SetupError>;

    fn status(&self) -> Status;
    /// Syntax only; never panics on any string.
    fn parse(&self, seat: Seat, text: &str) -> Result<Self::Action, RuleError>;
    /// Canonical notation; `parse(format(a)) == a`.
    fn format(&self, action: &Self::Action) -> String;
    /// Validate and apply. On error nothing changes.
    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<Report, RuleError>;
    /// Apply an action the computer chose for `seat` while its person was absent (a
    /// stand-in): an ordinary move of that seat unless the family's spec says otherwise
    /// (army chess §5.7: it leaves `consecutive_skips` as it was).
    fn apply_stand_in(&mut self, seat: Seat, action: &Self::Action) -> Result<Report, RuleError> {
        self.apply(seat, action)
    }
    /// Every legal action of `seat` now (empty when it may not act). For tests, perft and
    /// hints; commands use [`Variant::suggest`].
    fn legal(&self, seat: Seat) -> Vec<Self::Action>;
    /// At most `limit` canonical actions of `seat` matching `typed` (normalised): those
    /// that start with it first, then those that contain it. For autocomplete and `/mine`.
    /// Families with large action sets (deployments) must override this so it never
    /// builds an unbounded list.
    fn suggest(&self, seat: Seat, typed: &str, limit: usize) -> Vec<String> {
        let typed = crate::notation::normalize(typed);
        let all: Vec<(String, String)> = self
            .legal(seat)
            .iter()
            .map(|a| {
                let text = self.format(a);
                (crate::notation::normalize(&text), text)
            })
            .collect();
        let starts = all.iter().filter(|(n, _)| n.starts_with(&typed));
        let contains = all
            .iter()
            .filter(|(n, _)| !n.starts_with(&typed) && n.contains(&typed));
        starts
            .chain(contains)
            .take(limit)
            .map(|(_, text)| text.clone())
            .collect()
    }
    fn view(&self, viewer: Viewer) -> View;
    /// `seat` leaves the game (`reason`: `resign`, `timeout`). In a two-seat game the
    /// other seat wins; team games may only eliminate the seat.
    fn forfeit(&mut self, seat: Seat, reason: &str) -> Report;
    /// `seat`'s deadline expired. Families whose spec defines timeouts (a skipped ply, a
    /// random deployment) override this; by default the seat forfeits.
    fn on_timeout(&mut self, seat: Seat) -> Report {
        self.forfeit(seat, "timeout")
    }
    /// Every active seat agreed to a draw.
    fn agree_draw(&mut self) -> Report;
    /// Seats still playing (draw offers need all of them).
    fn active_seats(&self) -> Vec<Seat>;
    /// Cells `seat` may reach from the cell named `at` (for hint images), as view cell indices.
    fn hint(&self, seat: Seat, at: &str) -> Result<Vec<usize>, RuleError>;
    /// Whether this action may only be sent by private message (deployment, hidden troops).
    fn is_private(&self, _action: &Self::Action) -> bool {
        false
    }
}

/// A state read from a position string, and how many seats that position has.
#[derive(Clone, Debug)]
pub struct Positioned<V> {
    pub state: V,
    pub seats: usize,
}

/// What one variant id declares: everything the bot needs to know about a mode without
/// knowing its family. Words (names, seats, outcomes) live in the family's catalogues.
#[derive(Debug)]
pub struct VariantInfo {
    /// The id players type (`sword-magic`, `junqi-siguo`); its name is `variant-<id>`.
    pub id: &'static str,
    /// The family folder under `data/` and the catalogue group.
    pub family: &'static str,
    /// Further spellings `/play` accepts (Chinese names, ids without dashes).
    pub aliases: &'static [&'static str],
    pub min_seats: usize,
    pub max_seats: usize,
    /// Seat names in seat order, as catalogue ids `seat-<name>` (`white`, `south`…).
    pub seat_names: &'static [&'static str],
    /// Seats of each team; empty when every seat plays for itself.
    pub teams: &'static [&'static [u8]],
    /// Whether some seat's view hides something from others.
    pub hidden: bool,
    /// The `key=value` options `/play` accepts for this mode.
    pub options: &'static [OptionSpec],
    pub timeout: TimeoutRule,
    pub private_in_public: PrivateInPublic,
    pub draw_lapse: DrawLapse,
    /// Offered in `/play` listings; unlisted ids stay playable by id (tests).
    pub listed: bool,
    /// The family's Fluent catalogues: (locale tag, text), embedded from `data/<family>/locales/`.
    pub catalogues: &'static [(&'static str, &'static str)],
    /// The catalogue id of the `/rules` page of the piece called `name` (any of its names
    /// or ids), if the family has such a piece.
    pub piece_page: fn(&str) -> Option<String>,
    /// How render draws the cell kinds and line styles the family's views name, besides
    /// its own `light`, `dark` and `marked` cells: JSON embedded from
    /// `data/<family>/board-style.json`, or [`PLAIN_BOARD`].
    pub board_style: &'static str,
}

/// For families without piece pages.
pub fn no_piece_pages(_name: &str) -> Option<String> {
    None
}

/// For families whose views name only the renderer's own cell kinds and no line styles.
pub const PLAIN_BOARD: &str = "{}";

impl VariantInfo {
    /// The option that gives the phase named `phase` its own deadline, if this mode has one.
    pub fn phase_deadline(&self, phase: &str) -> Option<&'static OptionSpec> {
        self.options
            .iter()
            .find(|o| matches!(o.kind, OptionKind::PhaseDeadline { phase: p } if p == phase))
    }

    /// The team `seat` plays in, as the list of its members (itself alone without teams).
    pub fn team_of(&self, seat: Seat) -> Vec<Seat> {
        self.teams
            .iter()
            .find(|t| t.contains(&seat.0))
            .map(|t| t.iter().map(|&s| Seat(s)).collect())
            .unwrap_or_else(|| vec![seat])
    }
    /// The catalogue id of `seat`'s name, if the mode names it.
    pub fn seat_name_id(&self, seat: Seat) -> Option<String> {
        self.seat_names
            .get(seat.index())
            .map(|name| format!("seat-{name}"))
    }
    /// The message naming this mode (`variant-<id>` in its family's catalogue).
    pub fn name(&self) -> Message {
        Message::new(format!("variant-{}", self.id))
    }

    /// Whether this mode can be played by `players` people.
    pub fn check_seats(&self, players: usize) -> Result<(), SetupRefusal> {
        if (self.min_seats..=self.max_seats).contains(&players) {
            return Ok(());
        }
        let range = if self.min_seats == self.max_seats {
            self.min_seats.to_string()
        } else {
            format!("{}–{}", self.min_seats, self.max_seats)
        };
        Err(self.refusal(
            Message::new("setup-seat-count")
                .with("variant", self.name())
                .text("range", range)
                .number("players", i64::try_from(players).unwrap_or(i64::MAX)),
        ))
    }

    /// Checks `options` against the ones this mode accepts.
    pub fn check_options(&self, options: &Options) -> Result<(), SetupRefusal> {
        for (key, value) in options {
            let Some(spec) = self.options.iter().find(|o| o.key == key) else {
                let known: Vec<Arg> = self.options.iter().map(|o| Arg::from(o.key)).collect();
                let message = if known.is_empty() {
                    Message::new("setup-no-options").with("variant", self.name())
                } else {
                    Message::new("setup-unknown-option")
                        .with("variant", self.name())
                        .with("known", Arg::List(known))
                };
                return Err(self.refusal(message.text("key", key.as_str())));
            };
            if !spec.values.is_empty() && !spec.values.contains(&value.as_str()) {
                let allowed = spec.values.iter().map(|v| Arg::from(*v)).collect();
                return Err(self.refusal(
                    Message::new("setup-bad-option-value")
                        .text("key", key.as_str())
                        .text("value", value.as_str())
                        .with("allowed", Arg::List(allowed)),
                ));
            }
        }
        Ok(())
    }

    /// The refusal of a challenge's `expiry:` for a mode whose rules define timeouts.
    pub fn expiry_refusal(&self) -> SetupRefusal {
        self.refusal(Message::new("setup-expiry-by-rules").with("variant", self.name()))
    }

    fn refusal(&self, message: Message) -> SetupRefusal {
        SetupRefusal {
            family: self.family,
            message,
        }
    }
}

/// One `key=value` option of a mode.
#[derive(Debug)]
pub struct OptionSpec {
    pub key: &'static str,
    /// Accepted values; empty when any value is accepted (the family or the referee checks it).
    pub values: &'static [&'static str],
    pub default: &'static str,
    /// Who reads the value.
    pub kind: OptionKind,
}

impl OptionSpec {
    /// An option the family's rules read: one of `values`, or any value when it is empty.
    pub const fn rules(
        key: &'static str,
        values: &'static [&'static str],
        default: &'static str,
    ) -> OptionSpec {
        OptionSpec {
            key,
            values,
            default,
            kind: OptionKind::Rules,
        }
    }

    /// A duration the referee's clock gives the family's phase `phase`.
    pub const fn phase_deadline(key: &'static str, phase: &'static str) -> OptionSpec {
        OptionSpec {
            key,
            values: &[],
            default: "",
            kind: OptionKind::PhaseDeadline { phase },
        }
    }
}

/// Who reads an option's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// The family's rules.
    Rules,
    /// The referee's clock: a duration (`12h`, `2d`) that the phase the family names
    /// `phase` (its [`Policy::phase`]) is given instead of the game's move deadline.
    /// The rules keep it in the set-up and ignore it.
    PhaseDeadline { phase: &'static str },
}

/// What happens when a seat's deadline expires.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeoutRule {
    /// The challenge's `expiry:` option decides (forfeit unless it says otherwise).
    Challenge,
    /// The spec defines it: the family's [`Variant::on_timeout`] applies and `expiry:` is refused.
    Rules,
}

/// How a command that must be private is treated when typed in a shared channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrivateInPublic {
    /// Refused privately (the sender is told to use a DM).
    Refuse,
    /// Refused privately, and the message is deleted where the bot may.
    RefuseAndDelete,
    /// Ignored with no reply at all: a refusal would itself say something.
    Ignore,
}

/// When a pending draw offer lapses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawLapse {
    /// When a seat it was made to completes an action.
    OpponentActs,
    /// At the offerer's next action.
    OffererActs,
    /// At any ply by anyone.
    AnyPly,
}
