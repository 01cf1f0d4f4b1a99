//! The families the referee knows, each registered by one line in [`families!`]'s list
//! below: its state arm and the type that implements [`Variant`] (see
//! `docs/adding-a-family.md`). Everything else here is derived from that list.

use crate::error::{RuleError, SetupError};
use crate::message::Message;
use crate::perft;
use crate::policy::SavedSetups;
use crate::report::Report;
use crate::seat::{Seat, Viewer};
use crate::status::Status;
use crate::variant::{Setup, Variant, VariantInfo};
use crate::view::View;
use serde::{Deserialize, Serialize};

/// What the registry knows of one family without a game of it.
#[derive(Debug)]
pub struct Family {
    /// The family name (`Variant::FAMILY`).
    pub name: &'static str,
    /// Its modes, in listing order.
    pub variants: &'static [VariantInfo],
    /// Whether its games have a position string.
    pub has_position: bool,
    pub saved_setups: Option<&'static SavedSetups>,
}

impl Family {
    const fn of<V: Variant>() -> Family {
        Family {
            name: V::FAMILY,
            variants: V::VARIANTS,
            has_position: V::POLICY.position.is_some(),
            saved_setups: V::POLICY.saved_setups,
        }
    }
}

/// Declares the registered families: the [`State`] enum with one arm each, the
/// [`FAMILIES`] table, and the constructors that pick a family by name.
macro_rules! families {
    ($($arm:ident($state:ty),)*) => {
        /// The state of one game, one arm per family.
        #[derive(Clone, Debug, Serialize, Deserialize)]
        pub enum State {
            $($arm($state),)*
        }

        /// Every family, in listing order.
        pub static FAMILIES: &[Family] = &[$(Family::of::<$state>(),)*];

        impl State {
            /// The game's rules, behind the interface every family shares.
            pub(crate) fn rules(&self) -> &dyn Rules {
                match self {
                    $(State::$arm(v) => v,)*
                }
            }

            pub(crate) fn rules_mut(&mut self) -> &mut dyn Rules {
                match self {
                    $(State::$arm(v) => v,)*
                }
            }

            pub(crate) fn new(
                info: &'static VariantInfo,
                setup: &Setup,
            ) -> Result<State, SetupError> {
                $(if info.family == <$state as Variant>::FAMILY {
                    return Ok(State::$arm(<$state as Variant>::new(info, setup)?));
                })*
                Err(unknown(info.family))
            }

            /// A state from a position string, with its seat count.
            pub(crate) fn from_position(
                info: &'static VariantInfo,
                text: &str,
            ) -> Result<(State, usize), SetupError> {
                $(if info.family == <$state as Variant>::FAMILY {
                    let read = <$state as Variant>::from_position(info, text)?;
                    return Ok((State::$arm(read.state), read.seats));
                })*
                Err(unknown(info.family))
            }
        }
    };
}

families! {
    SwordMagic(crate::sword_magic::Position),
    SecretDuel(crate::secret_duel::SecretDuel),
    Demon(crate::demon::DemonGame),
    Junqi(crate::junqi::ArmyChess),
    Ancient(crate::ancient::AncientMatch),
}

/// Every registered variant, in listing order.
pub fn variants() -> impl Iterator<Item = &'static VariantInfo> {
    FAMILIES.iter().flat_map(|family| family.variants.iter())
}

/// Every registered family's catalogues, each family once: (family, its catalogues), for
/// [`crate::Words::new`].
pub fn catalogues() -> impl Iterator<Item = (&'static str, &'static [(&'static str, &'static str)])>
{
    FAMILIES
        .iter()
        .filter_map(|family| family.variants.first())
        .map(|info| (info.family, info.catalogues))
}

/// The family called `name`, if registered.
pub fn family(name: &str) -> Option<&'static Family> {
    FAMILIES.iter().find(|f| f.name == name)
}

/// What a mode's family declares, read from the registry. (An `impl` here rather than in
/// `variant`, so that the variant tables never depend on the registry that lists them.)
impl VariantInfo {
    /// Whether games of this mode have a position string (`--position`, perft): the
    /// family declares `Policy::position`.
    pub fn has_position(&self) -> bool {
        family(self.family).is_some_and(|f| f.has_position)
    }

    /// The saved set-ups of this mode's family, if it keeps them.
    pub fn saved_setups(&self) -> Option<&'static SavedSetups> {
        family(self.family).and_then(|f| f.saved_setups)
    }
}

fn unknown(family: &str) -> SetupError {
    SetupError(format!("no rules for the family `{family}`"))
}

/// A family's rules with its action type hidden: what [`crate::Game`] calls. Actions
/// stay typed inside each call (parsed, checked and applied by one family).
pub(crate) trait Rules {
    fn status(&self) -> Status;
    fn position(&self) -> Option<String>;
    /// Parse, check and apply `text`: the report, the canonical text and whether the
    /// action was private. `refused` is the family's refusal of the sender, given after
    /// the syntax is known to be right; a private action is refused unless `sent_privately`.
    fn play(
        &mut self,
        seat: Seat,
        text: &str,
        sent_privately: bool,
        refused: Option<RuleError>,
    ) -> Result<(Report, String, bool), RuleError>;
    fn needs_privacy(&self, seat: Seat, text: &str) -> bool;
    /// [`Rules::play`] for a stand-in's action (always sent privately): the report and
    /// the canonical text and whether the action was private.
    fn play_stand_in(
        &mut self,
        seat: Seat,
        text: &str,
    ) -> Result<(Report, String, bool), RuleError>;
    fn stand_in_on_timeout(&self, seat: Seat) -> bool;
    fn refuse_sender(&self, seat: Seat) -> Option<RuleError>;
    fn forfeit(&mut self, seat: Seat, reason: &str) -> Report;
    fn on_timeout(&mut self, seat: Seat) -> Report;
    fn agree_draw(&mut self) -> Report;
    fn active_seats(&self) -> Vec<Seat>;
    fn legal(&self, seat: Seat) -> Vec<String>;
    fn suggest(&self, seat: Seat, typed: &str, limit: usize) -> Vec<String>;
    fn view(&self, viewer: Viewer) -> View;
    fn revealed_view(&self) -> View;
    fn hint(&self, seat: Seat, at: &str) -> Result<Vec<usize>, RuleError>;
    fn match_score(&self) -> Option<Message>;
    fn held_knowledge(&self, seat: Seat) -> Option<Message>;
    fn phase(&self) -> Option<&'static str>;
    fn divide(&self, depth: u32) -> Result<Vec<(String, u64)>, RuleError>;
}

impl<V: Variant> Rules for V {
    fn status(&self) -> Status {
        Variant::status(self)
    }
    fn position(&self) -> Option<String> {
        V::POLICY.position.map(|position| position(self))
    }
    fn play(
        &mut self,
        seat: Seat,
        text: &str,
        sent_privately: bool,
        refused: Option<RuleError>,
    ) -> Result<(Report, String, bool), RuleError> {
        let action = self.parse(seat, text)?;
        if let Some(e) = refused {
            return Err(e);
        }
        let private = self.is_private(&action);
        if private && !sent_privately {
            return Err(match V::POLICY.private_only {
                Some(refusal) => refusal(self),
                None => RuleError::code(crate::error::codes::PRIVATE_ONLY),
            });
        }
        let report = self.apply(seat, &action)?;
        Ok((report, self.format(&action), private))
    }
    fn needs_privacy(&self, seat: Seat, text: &str) -> bool {
        self.parse(seat, text).is_ok_and(|a| self.is_private(&a))
    }
    fn play_stand_in(
        &mut self,
        seat: Seat,
        text: &str,
    ) -> Result<(Report, String, bool), RuleError> {
        let action = self.parse(seat, text)?;
        if let Some(e) = Rules::refuse_sender(self, seat) {
            return Err(e);
        }
        let private = self.is_private(&action);
        let report = self.apply_stand_in(seat, &action)?;
        Ok((report, self.format(&action), private))
    }
    fn stand_in_on_timeout(&self, seat: Seat) -> bool {
        V::POLICY
            .stand_in_on_timeout
            .is_some_and(|asks| asks(self, seat))
    }
    fn refuse_sender(&self, seat: Seat) -> Option<RuleError> {
        V::POLICY
            .refuse_sender
            .and_then(|refuse| refuse(self, seat))
    }
    fn forfeit(&mut self, seat: Seat, reason: &str) -> Report {
        Variant::forfeit(self, seat, reason)
    }
    fn on_timeout(&mut self, seat: Seat) -> Report {
        Variant::on_timeout(self, seat)
    }
    fn agree_draw(&mut self) -> Report {
        Variant::agree_draw(self)
    }
    fn active_seats(&self) -> Vec<Seat> {
        Variant::active_seats(self)
    }
    fn legal(&self, seat: Seat) -> Vec<String> {
        Variant::legal(self, seat)
            .iter()
            .map(|a| self.format(a))
            .collect()
    }
    fn suggest(&self, seat: Seat, typed: &str, limit: usize) -> Vec<String> {
        Variant::suggest(self, seat, typed, limit)
    }
    fn view(&self, viewer: Viewer) -> View {
        Variant::view(self, viewer)
    }
    fn revealed_view(&self) -> View {
        match V::POLICY.revealed_view {
            Some(revealed) => revealed(self),
            None => Variant::view(self, Viewer::Spectator),
        }
    }
    fn hint(&self, seat: Seat, at: &str) -> Result<Vec<usize>, RuleError> {
        Variant::hint(self, seat, at)
    }
    fn match_score(&self) -> Option<Message> {
        V::POLICY.match_score.map(|score| score(self))
    }
    fn held_knowledge(&self, seat: Seat) -> Option<Message> {
        V::POLICY.held_knowledge.and_then(|held| held(self, seat))
    }
    fn phase(&self) -> Option<&'static str> {
        V::POLICY.phase.and_then(|phase| phase(self))
    }
    fn divide(&self, depth: u32) -> Result<Vec<(String, u64)>, RuleError> {
        perft::divide(self, depth)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mode_is_registered_under_its_own_family() {
        for family in FAMILIES {
            assert!(!family.variants.is_empty(), "{} has no mode", family.name);
            for info in family.variants {
                assert_eq!(info.family, family.name, "{}", info.id);
            }
        }
    }

    #[test]
    fn families_and_variant_ids_are_unique() {
        let mut names: Vec<&str> = FAMILIES.iter().map(|f| f.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), FAMILIES.len());
        let mut ids: Vec<&str> = variants().map(|v| v.id).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), variants().count());
    }

    #[test]
    fn at_most_one_family_owns_the_saved_set_ups_stored_without_one() {
        let owners = FAMILIES
            .iter()
            .filter_map(|f| f.saved_setups)
            .filter(|s| s.owns_unkeyed_records)
            .count();
        assert!(owners <= 1);
    }
}
