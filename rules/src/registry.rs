//! The families the referee knows: one state arm per family, and every variant id.
//!
//! Adding a family means one arm in [`State`], one in `dispatch!`, one in each of
//! [`State::new`] and [`State::from_position`], and its `VARIANTS` in [`FAMILIES`]
//! (see `docs/adding-a-family.md`).

use crate::error::SetupError;
use crate::variant::{Setup, Variant, VariantInfo};
use crate::{ancient, demon, junqi, secret_duel, sword_magic};
use serde::{Deserialize, Serialize};

/// Every family's variant table, in listing order.
static FAMILIES: &[&[VariantInfo]] = &[
    sword_magic::VARIANTS,
    secret_duel::VARIANTS,
    demon::VARIANTS,
    junqi::VARIANTS,
    ancient::VARIANTS,
];

/// Every registered variant, in listing order.
pub fn variants() -> impl Iterator<Item = &'static VariantInfo> {
    FAMILIES.iter().flat_map(|family| family.iter())
}

/// Every registered family's catalogues, each family once: (family, its catalogues), for
/// [`crate::Words::new`].
pub fn catalogues() -> impl Iterator<Item = (&'static str, &'static [(&'static str, &'static str)])>
{
    FAMILIES
        .iter()
        .filter_map(|family| family.first())
        .map(|info| (info.family, info.catalogues))
}

/// The state of one game, one arm per variant family.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum State {
    SwordMagic(sword_magic::Position),
    SecretDuel(secret_duel::SecretDuel),
    Demon(demon::DemonGame),
    Junqi(junqi::ArmyChess),
    Ancient(ancient::AncientMatch),
}

/// Run `$body` with `$v` bound to the concrete variant state (typed actions stay typed).
macro_rules! dispatch {
    ($state:expr, $v:ident => $body:expr) => {
        match $state {
            $crate::registry::State::SwordMagic($v) => $body,
            $crate::registry::State::SecretDuel($v) => $body,
            $crate::registry::State::Demon($v) => $body,
            $crate::registry::State::Junqi($v) => $body,
            $crate::registry::State::Ancient($v) => $body,
        }
    };
}
pub(crate) use dispatch;

impl State {
    pub(crate) fn new(info: &'static VariantInfo, setup: &Setup) -> Result<State, SetupError> {
        match info.family {
            sword_magic::FAMILY => Ok(State::SwordMagic(sword_magic::Position::new(info, setup)?)),
            secret_duel::FAMILY => Ok(State::SecretDuel(secret_duel::SecretDuel::new(
                info, setup,
            )?)),
            demon::FAMILY => Ok(State::Demon(<demon::DemonGame as Variant>::new(
                info, setup,
            )?)),
            junqi::FAMILY => Ok(State::Junqi(junqi::ArmyChess::new(info, setup)?)),
            ancient::FAMILY => Ok(State::Ancient(ancient::AncientMatch::new(info, setup)?)),
            other => Err(unknown(other)),
        }
    }

    pub(crate) fn from_position(
        info: &'static VariantInfo,
        text: &str,
    ) -> Result<State, SetupError> {
        match info.family {
            sword_magic::FAMILY => Ok(State::SwordMagic(sword_magic::Position::from_position(
                info, text,
            )?)),
            secret_duel::FAMILY => Ok(State::SecretDuel(secret_duel::SecretDuel::from_position(
                info, text,
            )?)),
            demon::FAMILY => Ok(State::Demon(<demon::DemonGame as Variant>::from_position(
                info, text,
            )?)),
            junqi::FAMILY => Ok(State::Junqi(junqi::ArmyChess::from_position(info, text)?)),
            ancient::FAMILY => Ok(State::Ancient(ancient::AncientMatch::from_position(
                info, text,
            )?)),
            other => Err(unknown(other)),
        }
    }
}

fn unknown(family: &str) -> SetupError {
    SetupError(format!("no rules for the family `{family}`"))
}
