//! The unit of work every handler goes through: a request's context, a game read once
//! (chosen among the candidates, replayed or taken live), changed under that game's lock,
//! saved with its rating pool, and the answers to the sender. Handlers say what changes;
//! this module decides when it is read, locked and written.

mod choose;
mod games;
pub(crate) mod live;
mod random;
mod users;

use crate::error::Refusal;
use crate::present::Out;
use crate::request::{GameId, Request};
use crate::store::records::{GameEntry, Phase};
use crate::words::Lang;
use crate::Core;
use rules::Game;
use std::sync::{Mutex, MutexGuard};

/// How often a request runs again after another writer saved its game first.
const CONFLICT_RETRIES: usize = 16;

/// Why [`Core::save`] did not store a game.
pub(crate) enum SaveError {
    /// Another writer saved the game since it was loaded.
    Conflict,
    Refused(Refusal),
}

impl From<SaveError> for Refusal {
    fn from(e: SaveError) -> Self {
        match e {
            SaveError::Conflict => Refusal::Internal("the game changed meanwhile".to_string()),
            SaveError::Refused(refusal) => refusal,
        }
    }
}

/// The request being handled, with the sender's language.
pub(crate) struct Ctx<'a> {
    pub req: &'a Request,
    pub lang: Lang,
    /// The seat a computer's request acts for: the computer may hold several seats of a
    /// game, a person only one (`None`: the sender's seat).
    pub seat: Option<rules::Seat>,
}

impl Ctx<'_> {
    pub fn user(&self) -> u64 {
        self.req.user.id
    }
    pub fn now(&self) -> u64 {
        self.req.now
    }
}

/// A stored game with its replayed rules state.
pub(crate) struct Loaded {
    pub entry: GameEntry,
    pub game: Game,
}

/// The game [`Core::act`] works on: by id (read under the game's lock), or as the request
/// already read it while choosing it (not read again).
pub(crate) enum Target {
    Id(GameId),
    Read(Box<Loaded>),
}

impl From<GameId> for Target {
    fn from(id: GameId) -> Target {
        Target::Id(id)
    }
}

impl From<Loaded> for Target {
    fn from(loaded: Loaded) -> Target {
        Target::Read(Box::new(loaded))
    }
}

/// What a handler did to a loaded game.
pub(crate) struct Change {
    pub outs: Vec<Out>,
    pub save: bool,
    /// A set-up the action submitted, kept as its player's last once the game is saved
    /// (never inside the retried step: a rerun must not write twice, or before the game).
    pub submitted: Option<Submitted>,
    /// A move the computer made (for a seat of its own, or standing in for a person): its
    /// channel post waits for the rest of the round while the computer acts next
    /// (`rounds`).
    pub by_computer: bool,
}

impl Change {
    pub fn saved(outs: Vec<Out>) -> Change {
        Change {
            outs,
            save: true,
            submitted: None,
            by_computer: false,
        }
    }

    /// Nothing to store.
    pub fn unchanged() -> Change {
        Change {
            outs: Vec::new(),
            save: false,
            submitted: None,
            by_computer: false,
        }
    }
}

pub(crate) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic elsewhere must not wedge the bot: the data behind these locks is `()` or a cache.
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

pub(crate) type Handled = Result<Vec<Out>, Refusal>;

/// The unit of work a handler is handed instead of the whole core: the game a request
/// means, chosen and read once, and changed under its lock (saved, rated, its tournament
/// told; see `Core::act`). A handler given `Games` and its own records reaches nothing
/// else of the core.
#[derive(Clone, Copy)]
pub(crate) struct Games<'a> {
    core: &'a Core,
}

impl<'a> Games<'a> {
    pub(crate) fn of(core: &'a Core) -> Games<'a> {
        Games { core }
    }

    /// See `Core::choose`.
    pub(crate) fn choose(
        &self,
        ctx: &Ctx,
        explicit: Option<GameId>,
        fits: impl Fn(&GameEntry) -> bool,
    ) -> Result<Loaded, Refusal> {
        self.core.choose(ctx, explicit, fits)
    }

    /// See `Core::act`.
    pub(crate) fn act<F>(&self, game: impl Into<Target>, ctx: Option<&Ctx>, f: F) -> Handled
    where
        F: FnMut(&mut Loaded) -> Result<Change, Refusal>,
    {
        self.core.act(game, ctx, f)
    }

    /// One game read as it is stored (see `Core::load`).
    pub(crate) fn load(&self, id: GameId) -> Result<Loaded, Refusal> {
        self.core.load(id)
    }

    /// Plays `action` as `/move` would, refused as out of date unless the game is still
    /// at `revision` (see `Core::move_at`).
    pub(crate) fn play(
        &self,
        ctx: &Ctx,
        action: &str,
        game: Option<GameId>,
        revision: Option<u64>,
    ) -> Handled {
        self.core.move_at(ctx, action, game, revision)
    }
}

/// Refuses a game that is over (finished, or a challenge declined or lapsed).
pub(crate) fn not_ended(entry: &GameEntry) -> Result<(), Refusal> {
    match entry.phase {
        Phase::Finished | Phase::Declined { .. } => Err(Refusal::GameEnded(entry.id)),
        Phase::Challenge | Phase::Playing => Ok(()),
    }
}

/// Named players of a challenge who have not accepted yet (people who joined a table
/// accepted by joining).
pub(crate) fn waiting_for(entry: &GameEntry) -> Vec<u64> {
    entry
        .players
        .iter()
        .map(|p| p.id)
        .filter(|p| *p != entry.challenger && !entry.accepted.contains(p))
        .collect()
}

/// A set-up an accepted action submitted, kept as its player's last once the game is saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Submitted {
    pub user: u64,
    pub family: &'static str,
    pub setup: String,
}
