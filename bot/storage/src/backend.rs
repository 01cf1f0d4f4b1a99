//! What a storage engine provides to [`Store`](super::Store): bytes in, bytes out, with
//! the atomicity the core relies on. Records are decoded and version-checked by `Store`,
//! so every backend reports a damaged record the same way and never rewrites it.

use super::records::{Phase, GAME_VERSION};
use super::{listed_places, Repairs, StoreError};
use crate::ids::GameId;

/// The lists of games kept beside the game records, each keyed by a user or a channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Index {
    /// Every game a user is seated in (or challenged to).
    UserGames,
    /// Every game posted in a channel or its thread.
    PlaceGames,
    /// A user's games in challenge or play.
    OpenUsers,
    /// The games in challenge or play posted in a channel or thread.
    OpenPlaces,
}

/// One game write: the record, what the indexes need of it, and the conditions under
/// which it may happen.
#[derive(Clone, Debug)]
pub struct GameWrite<'a> {
    pub id: GameId,
    /// The encoded record (it carries `revision`).
    pub bytes: &'a [u8],
    /// The revision the writer loaded: the write happens only if the stored record still
    /// has it (an absent record counts as revision 0). `None` writes unconditionally
    /// (`referee migrate`, repair tools).
    pub expected: Option<u64>,
    /// The revision written.
    pub revision: u64,
    pub players: Vec<u64>,
    /// The channel and, once it has one, the thread.
    pub places: Vec<u64>,
    /// In challenge or play (listed in the open indexes).
    pub open: bool,
    /// When the clock next needs the game; `None` takes it off the clock.
    pub wakeup: Option<u64>,
    /// The request that caused the write, and when: stored in the same transaction, and
    /// the write is refused with [`StoreError::AlreadyApplied`] if it was stored before.
    pub delivery: Option<(&'a str, u64)>,
    /// A rating pool written in the same transaction (a rated game's end): only if the
    /// stored pool still has `expected`, else the whole write fails with
    /// [`StoreError::Conflict`] for the game, whose request then runs again.
    pub pool: Option<PoolWrite<'a>>,
}

/// One rating pool's record (a server's ratings in one variant), written with a game.
#[derive(Clone, Debug)]
pub struct PoolWrite<'a> {
    /// `<guild>:<pool>` (see `ratings::PoolKey`).
    pub key: &'a str,
    pub bytes: &'a [u8],
    /// The revision the writer loaded (an absent pool counts as 0).
    pub expected: u64,
    pub revision: u64,
}

/// What an index check needs of a stored game record: where it is listed. The rest of the
/// record (the log) is skipped unread.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listing {
    pub players: Vec<u64>,
    /// The channel and, once it has one, the thread.
    pub places: Vec<u64>,
    /// In challenge or play (listed in the open indexes).
    pub open: bool,
}

#[derive(serde::Deserialize)]
struct Summary {
    version: u32,
    id: GameId,
    players: Vec<PlayerId>,
    channel: u64,
    thread: Option<u64>,
    phase: Phase,
    #[serde(default)]
    guild: Option<u64>,
    /// Present when the game was opened as a table (its content is not needed here).
    #[serde(default)]
    table: Option<serde::de::IgnoredAny>,
}

#[derive(serde::Deserialize)]
struct PlayerId {
    id: u64,
}

impl Listing {
    /// The listing of game `id` stored as `bytes`; `None` when the record cannot be read
    /// (bad JSON, another version, another id), whose index entries a repair leaves alone.
    pub fn read(id: GameId, bytes: &[u8]) -> Option<Listing> {
        let summary = serde_json::from_slice::<Summary>(bytes).ok()?;
        if summary.version != GAME_VERSION || summary.id != id {
            return None;
        }
        Some(Listing {
            players: summary.players.iter().map(|p| p.id).collect(),
            places: listed_places(
                summary.channel,
                summary.thread,
                summary.guild.filter(|_| summary.table.is_some()),
            ),
            open: matches!(summary.phase, Phase::Challenge | Phase::Playing),
        })
    }
}

/// A storage engine. Every method is synchronous and may be called from many threads
/// (the core runs in `spawn_blocking`); each returns only once its write is durable.
pub trait Backend: Send + Sync {
    /// `sled`, `postgres` or `memory`, for messages and the bench.
    fn kind(&self) -> &'static str;

    /// Sequential game ids from 1, unique across every process sharing the store.
    fn next_game_id(&self) -> Result<GameId, StoreError>;
    /// The last id handed out (0 when none).
    fn last_game_id(&self) -> Result<GameId, StoreError>;
    /// Make the next id at least `last + 1` (`referee migrate`).
    fn raise_game_id(&self, last: GameId) -> Result<(), StoreError>;

    fn game(&self, id: GameId) -> Result<Option<Vec<u8>>, StoreError>;
    fn has_game(&self, id: GameId) -> Result<bool, StoreError>;
    /// Every stored game id, ascending.
    fn game_ids(&self) -> Result<Vec<GameId>, StoreError>;
    /// Write a game, its index entries, its wakeup and its delivery id atomically, or
    /// nothing: [`StoreError::Conflict`] when the stored revision is not `expected`,
    /// [`StoreError::AlreadyApplied`] when the delivery id is already stored,
    /// [`StoreError::Corrupt`] when the stored record's revision cannot be read.
    fn save_game(&self, write: &GameWrite<'_>) -> Result<(), StoreError>;
    /// Overwrite a game's bytes as they are, indexes untouched (repair tools and tests).
    fn put_raw_game(&self, id: GameId, bytes: &[u8]) -> Result<(), StoreError>;

    /// The second halves of `index` under `first`, ascending.
    fn index(&self, index: Index, first: u64) -> Result<Vec<GameId>, StoreError>;

    /// The stored wakeup of one game.
    fn wakeup(&self, id: GameId) -> Result<Option<u64>, StoreError>;
    fn set_wakeup(&self, id: GameId, wakeup: Option<u64>) -> Result<(), StoreError>;
    /// The earliest time a claim could succeed: the first wakeup not claimed by someone
    /// else, or the end of the claim that hides it.
    fn next_wakeup(&self) -> Result<Option<u64>, StoreError>;
    /// Games whose wakeup is at or before `now`, earliest first, claimed or not.
    fn due_games(&self, now: u64) -> Result<Vec<GameId>, StoreError>;
    /// Games due at `now` that nobody holds, earliest first, now held until `until`.
    /// Of several processes claiming at once each due game goes to exactly one; a claim
    /// ends when the game's wakeup is written again, or at `until` (its holder died).
    fn claim_due(&self, now: u64, until: u64) -> Result<Vec<GameId>, StoreError>;

    /// Users have their own clock, beside the games' (today: the daily turn digest of
    /// `/settings turn-dm:digest`), with the same claims: a user's wakeup is handed to
    /// one claimer until it is written again or the claim ends at `until`.
    fn user_wakeup(&self, user: u64) -> Result<Option<u64>, StoreError>;
    /// Set (or with `None` drop) a user's wakeup; a claim on it ends.
    fn set_user_wakeup(&self, user: u64, wakeup: Option<u64>) -> Result<(), StoreError>;
    /// The earliest time a user claim could succeed (as [`Backend::next_wakeup`]).
    fn next_user_wakeup(&self) -> Result<Option<u64>, StoreError>;
    /// Users due at `now` that nobody holds, earliest first, now held until `until`.
    fn claim_due_users(&self, now: u64, until: u64) -> Result<Vec<u64>, StoreError>;

    fn user(&self, id: u64) -> Result<Option<Vec<u8>>, StoreError>;
    fn save_user(&self, id: u64, bytes: &[u8]) -> Result<(), StoreError>;
    fn user_ids(&self) -> Result<Vec<u64>, StoreError>;
    /// One player's saved set-ups (every family's, one record).
    fn saved_setups(&self, user: u64) -> Result<Option<Vec<u8>>, StoreError>;
    fn save_saved_setups(&self, user: u64, bytes: &[u8]) -> Result<(), StoreError>;
    /// Every player with a saved set-ups record, ascending.
    fn saved_setup_users(&self) -> Result<Vec<u64>, StoreError>;

    /// One server's settings (`/server`).
    fn server(&self, id: u64) -> Result<Option<Vec<u8>>, StoreError>;
    fn save_server(&self, id: u64, bytes: &[u8]) -> Result<(), StoreError>;
    /// Every server with a settings record, ascending.
    fn server_ids(&self) -> Result<Vec<u64>, StoreError>;

    /// One rating pool (written with the game that changed it, see [`GameWrite::pool`]).
    fn rating_pool(&self, key: &str) -> Result<Option<Vec<u8>>, StoreError>;
    /// Every stored rating pool's key, ascending.
    fn rating_pool_keys(&self) -> Result<Vec<String>, StoreError>;
    /// Overwrite a pool as it is (`referee ratings rebuild --write`, `referee migrate`).
    fn put_rating_pool(&self, key: &str, bytes: &[u8]) -> Result<(), StoreError>;

    fn delivered(&self, delivery: &str) -> Result<bool, StoreError>;
    fn mark_delivered(&self, delivery: &str, now: u64) -> Result<(), StoreError>;
    /// Forget delivery ids stored before `before`.
    fn prune_deliveries(&self, before: u64) -> Result<(), StoreError>;

    /// Bring the indexes in line with the game records (see `Store::repair`).
    fn repair(&self) -> Result<Repairs, StoreError>;
    fn flush(&self) -> Result<(), StoreError>;

    /// Where this engine keeps tournaments; `None` (the default, for test doubles that
    /// wrap an engine) has the store refuse tournament commands.
    fn tournaments(&self) -> Option<&dyn TournamentBackend> {
        None
    }
}

/// One tournament write: the record, whether it is still open (registering or running),
/// and the revision it must replace.
#[derive(Clone, Debug)]
pub struct TournamentWrite<'a> {
    pub id: u64,
    /// The encoded record (it carries `revision`).
    pub bytes: &'a [u8],
    /// The revision the writer loaded (an absent record counts as 0); the write happens
    /// only if the stored record still has it, else [`StoreError::Conflict`].
    pub expected: u64,
    pub revision: u64,
    /// Registering or running: listed by [`TournamentBackend::open_tournaments`].
    pub open: bool,
}

/// Tournament records: a store beside the games', with the same optimistic revisions.
/// Their deadlines live in the records; the open ones are few, so the clock reads them.
pub trait TournamentBackend {
    /// Sequential tournament ids from 1, unique across processes sharing the store.
    fn next_tournament_id(&self) -> Result<u64, StoreError>;
    fn tournament(&self, id: u64) -> Result<Option<Vec<u8>>, StoreError>;
    /// Write a tournament and its open-listing atomically and durably, if the stored
    /// revision is still `expected`.
    fn save_tournament(&self, write: &TournamentWrite<'_>) -> Result<(), StoreError>;
    /// Tournaments registering or running, ascending.
    fn open_tournaments(&self) -> Result<Vec<u64>, StoreError>;
}
