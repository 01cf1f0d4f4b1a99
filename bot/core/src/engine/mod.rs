//! The unit of work every handler goes through: a request's context, a game read once
//! (chosen among the candidates, replayed or taken live), changed under that game's lock,
//! saved with its rating pool, and the answers to the sender. Handlers say what changes;
//! this module decides when it is read, locked and written.

mod bookkeeping;
mod choose;
mod env;
mod games;
mod hooks;
pub(crate) mod live;
mod random;
mod state;
mod users;

pub(crate) use choose::{seat_in, seated_playing};
pub(crate) use env::{domain, Env};
pub(crate) use hooks::Hooks;
pub use state::Core;

use crate::error::Refusal;
use crate::present::Out;
use crate::request::{GameId, Request};
use crate::words::Lang;
use referee_storage::records::{GameEntry, Phase};
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
/// told; see `Core::act`).
#[derive(Clone, Copy)]
pub(crate) struct Games<'a> {
    core: &'a Core,
}

/// Users and servers: names, languages, settings, and who the computer is.
#[derive(Clone, Copy)]
pub(crate) struct Users<'a> {
    core: &'a Core,
}

impl<'a> Users<'a> {
    pub(crate) fn of(core: &'a Core) -> Users<'a> {
        Users { core }
    }
}

impl Core {
    /// What the handlers are handed (see [`Env`]).
    pub(crate) fn env(&self) -> Env<'_> {
        Env {
            games: Games { core: self },
            users: Users { core: self },
            store: &self.store,
            config: &self.config,
            renderer: &self.renderer,
        }
    }
}

impl<'a> Games<'a> {
    /// See `Core::choose`.
    pub(crate) fn choose(
        &self,
        ctx: &Ctx,
        explicit: Option<GameId>,
        fits: impl Fn(&GameEntry) -> bool,
    ) -> Result<Loaded, Refusal> {
        self.core.choose(ctx, explicit, fits)
    }

    /// See `Core::candidates`.
    pub(crate) fn candidates(
        &self,
        ctx: &Ctx,
        fits: impl Fn(&GameEntry) -> bool,
    ) -> Result<(Vec<GameEntry>, Option<String>), Refusal> {
        self.core.candidates(ctx, fits)
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

    /// A stored entry with its rules state (see `Core::replayed`).
    pub(crate) fn replayed(&self, entry: GameEntry) -> Result<Loaded, Refusal> {
        self.core.replayed(entry)
    }

    /// Stores a game outside [`Games::act`] (a new game; see `Core::save`).
    pub(crate) fn save(&self, loaded: &mut Loaded, ctx: Option<&Ctx>) -> Result<(), SaveError> {
        self.core.save(loaded, ctx)
    }

    /// The entry game `id` was last loaded or saved with in this process, if any: what
    /// never changes once a game is played, without reading the store.
    pub(crate) fn last_known(&self, id: GameId) -> Option<GameEntry> {
        lock(&self.core.live).last_known(id).cloned()
    }

    /// Game `id`'s lock, for a record kept beside the game (marks, a wake-up) whose
    /// read and rewrite must not interleave with another request's.
    pub(crate) fn lock_of(&self, id: GameId) -> std::sync::Arc<Mutex<()>> {
        self.core.game_lock(id)
    }

    /// When the game next wakes the clock (see `Core::wakeup_of`).
    pub(crate) fn wakeup_of(&self, loaded: &Loaded) -> Option<u64> {
        self.core.wakeup_of(loaded)
    }

    /// Each seat's pause (see `Core::vacations`).
    pub(crate) fn vacations(&self, entry: &GameEntry) -> Vec<crate::clock::Vacation> {
        self.core.vacations(entry)
    }

    /// One seat's pause (see `Core::seat_vacation`).
    pub(crate) fn seat_vacation(
        &self,
        entry: &GameEntry,
        seat: rules::Seat,
    ) -> crate::clock::Vacation {
        self.core.seat_vacation(entry, seat)
    }

    /// A random number (see `Core::random`).
    pub(crate) fn random(&self) -> Result<u64, Refusal> {
        self.core.random()
    }

    /// Whether a computer owes game `loaded` something now (see [`Hooks::computer_owes`]).
    pub(crate) fn computer_owes(&self, loaded: &Loaded) -> bool {
        (self.core.hooks.computer_owes)(&self.core.env(), loaded)
    }

    /// Puts `loaded` on the computer's agenda when a computer owes it something now
    /// (after every save, and at start-up).
    pub(crate) fn note_computer_turn(&self, loaded: &Loaded) {
        if self.computer_owes(loaded) {
            lock(&self.core.computer_agenda).insert(loaded.entry.id);
        }
    }

    /// Takes the computer's agenda: the games where it may owe something.
    pub(crate) fn take_computer_work(&self) -> Vec<GameId> {
        std::mem::take(&mut *lock(&self.core.computer_agenda))
            .into_iter()
            .collect()
    }

    /// Plays `action` as `/move` would, refused as out of date unless the game is still
    /// at `revision` (see [`Hooks::play`]).
    pub(crate) fn play(
        &self,
        ctx: &Ctx,
        action: &str,
        game: Option<GameId>,
        revision: Option<u64>,
    ) -> Handled {
        (self.core.hooks.play)(&self.core.env(), ctx, action, game, revision)
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
