//! What a family may declare beyond the methods every family implements: one value,
//! [`Policy`], whose fields a family fills in only when its spec needs them.

use crate::error::RuleError;
use crate::message::Message;
use crate::report::Report;
use crate::seat::Seat;
use crate::view::View;

/// The optional behaviours of a family (`Variant::POLICY`). `None` means the shared
/// behaviour; a family names only what it has:
///
/// ```ignore
/// const POLICY: Policy<Self> = Policy {
///     position: Some(Self::fen),
///     ..Policy::NONE
/// };
/// ```
pub struct Policy<V> {
    /// The position string of a perfect-information family (`--position`, perft, analysis).
    pub position: Option<fn(&V) -> String>,
    /// Why `seat` may give no command at all, for a family whose spec orders this check
    /// after the syntax (army chess §9.4: a seat eliminated earlier gets `E_NOT_IN_GAME`,
    /// every command after the end `E_WRONG_PHASE`). Without it the shared checks decide.
    pub refuse_sender: Option<fn(&V, Seat) -> Option<RuleError>>,
    /// The refusal of a private action sent in a shared channel, for a family whose spec
    /// names its own code (古战棋's `E_CONTEXT`). Without it: the shared `PRIVATE_ONLY`.
    pub private_only: Option<fn(&V) -> RuleError>,
    /// The running score when one record holds several games (a match over territories),
    /// worded by the family's catalogue.
    pub match_score: Option<fn(&V) -> Message>,
    /// What `seat` learnt privately and still holds (古战棋's probe results, K7), as one
    /// line worded by the family's catalogue, for that seat's eyes only.
    pub held_knowledge: Option<fn(&V, Seat) -> Option<Message>>,
    /// Leaves below this position at `depth` plies, for a family whose spec counts perft
    /// its own way; `None` from it lets the shared walker count (a finished game is one leaf).
    pub perft: Option<fn(&V, u32) -> Option<u64>>,
    /// The name of the phase the game is in, for the phases a mode may time on their own
    /// (an option of kind `OptionKind::PhaseDeadline` names it); `None` outside them.
    pub phase: Option<fn(&V) -> Option<&'static str>>,
    /// Set-ups players keep by name across games of this family.
    pub saved_setups: Option<&'static SavedSetups>,
    /// This position drawn from the spectator's side with every identity shown, for a
    /// family that hides something: how the replay of a game that ended with a result
    /// draws the positions before its end. Only [`crate::Game::replay_view`] asks for it,
    /// and only then. Without it: the spectator view.
    pub revealed_view: Option<fn(&V) -> View>,
    /// Whether a deadline `seat` missed now asks the bot's computer to act for that seat
    /// (a stand-in: army chess's `on_timeout=computer`, `on_deploy_timeout=computer`)
    /// rather than the family's own timeout rule. The rules hold no computer: the bot
    /// asks its computer from that seat's view and plays the answer with
    /// [`crate::Game::play_stand_in`]. Without it: never.
    pub stand_in_on_timeout: Option<fn(&V, Seat) -> bool>,
}

impl<V> Policy<V> {
    /// Only the shared behaviours.
    pub const NONE: Policy<V> = Policy {
        position: None,
        refuse_sender: None,
        private_only: None,
        match_score: None,
        held_knowledge: None,
        perft: None,
        phase: None,
        saved_setups: None,
        revealed_view: None,
        stand_in_on_timeout: None,
    };
}

/// Set-ups a player keeps by name across games (army chess's layouts, `deploy NAME`).
/// The family says what a set-up is and how its actions name one; the referee stores
/// them per player and per family without knowing what they are.
///
/// The words come from the family's catalogue, under the ids in [`SAVED_SETUP_WORDS`].
#[derive(Debug)]
pub struct SavedSetups {
    /// A set-up checked as the family checks one it is given, in canonical form; or the
    /// refusal, worded by the family's catalogue.
    pub canonical: fn(&str) -> Result<String, RuleError>,
    /// The name a typed action asks for (`deploy fortress` → `fortress`), when it names a
    /// saved set-up instead of giving one. A name is usable when `named(action(name))` is it.
    pub named: fn(&str) -> Option<String>,
    /// A set-up with two of its places exchanged, named as the family names them in a
    /// set-up (`2a`, `3b`), checked as a new set-up is and in canonical form; or the
    /// refusal. Edits a saved set-up without a game (`/layout swap NAME 2a 3b`).
    pub swap: fn(&str, &str, &str) -> Result<String, RuleError>,
    /// The action that submits a set-up (`deploy <layout>`).
    pub action: fn(&str) -> String,
    /// The set-up an accepted action submitted, in canonical form, read from its report
    /// (what "save the last one" keeps). Never public: it comes from the actor's own note.
    pub submitted: fn(&Report) -> Option<String>,
    /// Whether set-ups saved before they were kept per family (the referee's first
    /// records of them named no family) are this family's. At most one family says so.
    pub owns_unkeyed_records: bool,
}

/// The catalogue ids a family with saved set-ups defines, and the variables each takes.
pub const SAVED_SETUP_WORDS: &[(&str, &[&str])] = &[
    ("saved-setup-saved", &["name", "setup"]),
    ("saved-setup-deleted", &["name"]),
    ("saved-setups-empty", &[]),
    ("saved-setups-header", &[]),
    ("saved-setups-line", &["name", "setup"]),
    ("saved-setup-bad-name", &["name", "max"]),
    ("saved-setup-unknown", &["name", "saved"]),
    ("saved-setup-unknown-none", &["name"]),
    ("saved-setup-none-submitted", &[]),
    ("saved-setups-full", &["n"]),
];

impl SavedSetups {
    /// Whether `name` can name a saved set-up: an action can carry it back.
    pub fn usable_name(&self, name: &str) -> bool {
        (self.named)(&(self.action)(name)).as_deref() == Some(name)
    }
}
