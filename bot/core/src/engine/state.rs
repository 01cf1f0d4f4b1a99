//! The core's state: its store, renderer and configuration, and what only the engine
//! touches (the games' locks, the live games, deliveries in flight, the computer's agenda
//! and the random draws). The fields are private to the engine: the handlers reach them
//! through [`Env`](super::Env) alone.

use super::live::LiveGames;
use super::{lock, Hooks};
use crate::config::CoreConfig;
use referee_storage::ids::{self, GameId};
use referee_storage::Store;
use render::Renderer;
use std::collections::{BTreeSet, HashMap, HashSet};
use std::sync::{atomic::AtomicU64, Arc, Mutex, OnceLock};

pub struct Core {
    pub(super) store: Store,
    pub(super) renderer: Arc<Renderer>,
    pub(super) config: CoreConfig,
    pub(super) game_locks: Mutex<HashMap<GameId, Arc<Mutex<()>>>>,
    pub(super) users_lock: Mutex<()>,
    pub(super) in_flight: Mutex<HashSet<String>>,
    pub(super) live: Mutex<LiveGames>,
    /// Who the computer is, once known (see [`CoreConfig::computer`]).
    pub(super) computer: OnceLock<ids::User>,
    /// Games where a computer seat owes something, for the shells to think about.
    pub(super) computer_agenda: Mutex<BTreeSet<GameId>>,
    /// Draws taken from [`CoreConfig::seed`] so far.
    pub(super) draws: AtomicU64,
    /// What the unit of work asks of the domains above it (`envs::HOOKS`).
    pub(super) hooks: Hooks,
}

impl Core {
    /// A core over `store`, with the hooks the crate root wires.
    pub(crate) fn assemble(
        store: Store,
        renderer: Arc<Renderer>,
        mut config: CoreConfig,
        hooks: Hooks,
    ) -> Core {
        config.reminder_secs.sort_unstable_by(|a, b| b.cmp(a));
        config.reminder_secs.dedup();
        let computer = config.computer.clone().map(OnceLock::from);
        Core {
            computer: computer.unwrap_or_default(),
            computer_agenda: Mutex::new(Default::default()),
            draws: AtomicU64::new(0),
            store,
            renderer,
            config,
            game_locks: Mutex::new(HashMap::new()),
            users_lock: Mutex::new(()),
            in_flight: Mutex::new(HashSet::new()),
            live: Mutex::new(LiveGames::default()),
            hooks,
        }
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn config(&self) -> &CoreConfig {
        &self.config
    }

    pub(crate) fn renderer(&self) -> &Renderer {
        &self.renderer
    }

    /// Claims a delivery id before its request runs: false when a copy of it runs now or
    /// ran already. The claim comes first, then the store: a copy that finished between
    /// the two steps stored its id before giving up its claim, so it is seen either way.
    pub(crate) fn claim_delivery(&self, delivery: &str) -> bool {
        if !lock(&self.in_flight).insert(delivery.to_string()) {
            return false;
        }
        if self.store.delivered(delivery).unwrap_or(false) {
            lock(&self.in_flight).remove(delivery);
            return false;
        }
        true
    }

    /// The request of a claimed delivery id is done: the id is stored (accepted actions
    /// stored it with their game already) and the claim given up.
    pub(crate) fn release_delivery(&self, delivery: &str, now: u64) {
        let _ = self.store.mark_delivered(delivery, now);
        lock(&self.in_flight).remove(delivery);
    }
}
