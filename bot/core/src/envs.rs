//! What each handler is handed, built from the core: its domain's `Env`, the `Games`
//! unit of work and the stores of its own records (see `engine::Games`). A handler that
//! takes the whole core (a `Core` method) is handed it as it is. The dispatch converts
//! with `From`, so a handler moves to its `Env` without touching the command list's
//! other entries.

use crate::engine::Games;
use crate::{picker, ranking, tables, Core};

impl<'a> From<&'a Core> for tables::admin::Env<'a> {
    fn from(core: &'a Core) -> Self {
        tables::admin::Env {
            games: Games::of(core),
            admins: &core.config.admins,
            store: &core.store,
            language: core.config.language,
        }
    }
}

impl<'a> From<&'a Core> for ranking::server::Env<'a> {
    fn from(core: &'a Core) -> Self {
        ranking::server::Env {
            store: &core.store,
            admins: &core.config.admins,
            language: core.config.language,
        }
    }
}

impl<'a> From<&'a Core> for picker::Env<'a> {
    fn from(core: &'a Core) -> Self {
        picker::Env {
            games: Games::of(core),
            mark_tags: crate::marks::MarkTags(core),
        }
    }
}
