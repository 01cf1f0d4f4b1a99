//! What a handler is handed instead of the core: [`Env`], the unit of work ([`Games`]),
//! the users ([`Users`]), and the store, configuration and renderer its own records and
//! answers need. The core's locks, live games, delivery claims, computer agenda and
//! random draws stay behind `Games` and `Users`, in this module.
//!
//! Each domain (a folder or file of handlers) is a type of its own over an `Env`
//! ([`domain!`]): a handler is a method of its domain's type, and a call into another
//! domain names that domain (`Announcer::of(self)`), so the crate's import graph shows
//! which domain uses which, and the layering test sees it.

use super::{Games, Users};
use crate::config::CoreConfig;
use referee_storage::Store;
use render::Renderer;

/// What every handler may reach (see the module's documentation).
#[derive(Clone, Copy)]
pub(crate) struct Env<'a> {
    pub games: Games<'a>,
    pub users: Users<'a>,
    pub store: &'a Store,
    pub config: &'a CoreConfig,
    pub renderer: &'a Renderer,
}

/// Declares a domain's type: a copy of the [`Env`] its handlers read through `self`.
macro_rules! domain {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy)]
        pub(crate) struct $name<'a>(crate::engine::Env<'a>);

        impl<'a> $name<'a> {
            /// This domain over `env` (any domain's `self` derefs to its `Env`).
            #[allow(dead_code)] // a domain no other domain calls is built by `From` only
            pub(crate) fn of(env: &crate::engine::Env<'a>) -> Self {
                $name(*env)
            }
        }

        impl<'a> From<crate::engine::Env<'a>> for $name<'a> {
            fn from(env: crate::engine::Env<'a>) -> Self {
                $name(env)
            }
        }

        impl<'a> std::ops::Deref for $name<'a> {
            type Target = crate::engine::Env<'a>;
            fn deref(&self) -> &Self::Target {
                &self.0
            }
        }
    };
}
pub(crate) use domain;
