//! What a storage engine provides to [`Store`](super::Store): bytes in, bytes out, with
//! the atomicity the core relies on. Records are decoded and version-checked by `Store`,
//! so every backend reports a damaged record the same way and never rewrites it.
//!
//! The port is narrow on purpose: most records are blobs in a [`Keyspace`] (`get`, `put`,
//! `keys`), the clock is one [`Backend::set_wakeup`] family parameterised by what it
//! [`Wakes`], and only the writes that must be atomic with something else have their own
//! method (a game with its indexes, wakeup, delivery id and rating pool; a tournament with
//! its open listing).

use super::records::{Phase, GAME_VERSION};
use super::{listed_places, Repairs, StoreError};
use crate::ids::GameId;
use std::fmt;

/// The kinds of record kept as blobs, one sled tree or PostgreSQL table each (named in
/// `referee-store`'s engines; the names are those of the stores written before the port
/// was narrowed, so those stores open unchanged).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Keyspace {
    /// Game records by id. Written with [`Backend::save_game`]; a [`Backend::put`] here
    /// writes the bytes as they are and leaves the indexes alone (repair tools, tests).
    Games,
    /// A user's settings, by user id.
    Users,
    /// One player's saved set-ups (every family's, one record), by user id.
    SavedSetups,
    /// One server's settings (`/server`), by guild id.
    Servers,
    /// A server's ratings in one variant, by `<guild>:<pool>` (see `ratings::PoolKey`):
    /// written with the game that changed them ([`GameWrite::pool`]), or put as they are
    /// (`referee ratings rebuild --write`, `referee migrate`).
    RatingPools,
    /// Tournament records by id. Written with [`Backend::save_tournament`]; a `put` here
    /// leaves the open listing alone.
    Tournaments,
    /// One seat's private marks in one game (`/mark`), by `<game>:<seat>`: apart from the
    /// game, so that a mark never changes the game's revision.
    Marks,
}

impl Keyspace {
    pub const ALL: [Keyspace; 7] = [
        Keyspace::Games,
        Keyspace::Users,
        Keyspace::SavedSetups,
        Keyspace::Servers,
        Keyspace::RatingPools,
        Keyspace::Tournaments,
        Keyspace::Marks,
    ];

    /// Whether this keyspace's keys are names ([`Key::Name`]) rather than ids.
    pub fn named(self) -> bool {
        matches!(self, Keyspace::RatingPools | Keyspace::Marks)
    }

    /// `Ok` when `key` is of the kind this keyspace uses; engines check before touching
    /// anything, so a wrong key fails the same way on each.
    pub fn check(self, key: &Key) -> Result<(), StoreError> {
        if self.named() == matches!(key, Key::Name(_)) {
            return Ok(());
        }
        Err(StoreError::Db(format!(
            "{self:?} records are not keyed by {key:?}"
        )))
    }

    /// How a record is named in messages (`game #12`, `settings of user 7`).
    pub fn describe(self, key: &Key) -> String {
        match self {
            Keyspace::Games => format!("game #{key}"),
            Keyspace::Users => format!("settings of user {key}"),
            Keyspace::SavedSetups => format!("saved set-ups of user {key}"),
            Keyspace::Servers => format!("settings of server {key}"),
            Keyspace::RatingPools => format!("rating pool {key}"),
            Keyspace::Tournaments => format!("tournament {key}"),
            Keyspace::Marks => format!("marks {key}"),
        }
    }
}

/// A record's key in its [`Keyspace`]: an id (a game, a user, a guild, a tournament) or,
/// for rating pools, a name.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Key {
    Id(u64),
    Name(String),
}

impl Key {
    pub fn id(&self) -> Option<u64> {
        match self {
            Key::Id(id) => Some(*id),
            Key::Name(_) => None,
        }
    }

    pub fn into_name(self) -> Option<String> {
        match self {
            Key::Name(name) => Some(name),
            Key::Id(_) => None,
        }
    }
}

impl fmt::Display for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Key::Id(id) => write!(f, "{id}"),
            Key::Name(name) => f.write_str(name),
        }
    }
}

/// What a clock wakes: each kind has its own wakeups and claims, kept the same way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Wakes {
    /// Games, by id: deadlines, reminders, unanswered challenges. A game's wakeup is
    /// normally written with the game ([`GameWrite::wakeup`]).
    Games,
    /// Users, by id: their own clock (today the daily turn digest of
    /// `/settings turn-dm:digest`).
    Users,
}

impl Wakes {
    pub const ALL: [Wakes; 2] = [Wakes::Games, Wakes::Users];
}

/// The sequences ids are drawn from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Counter {
    Games,
    Tournaments,
}

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
    /// Registering or running: listed by [`Backend::open_tournaments`].
    pub open: bool,
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
/// (the core runs in `spawn_blocking`). Every write returns only once it is durable,
/// except [`Backend::mark_delivered`] and [`Backend::next_id`] (see their notes, and
/// `docs/storage.md` for why).
pub trait Backend: Send + Sync {
    /// `sled`, `postgres` or `memory`, for messages and the bench.
    fn kind(&self) -> &'static str;

    // ---- ids ----

    /// Sequential ids from 1, unique across every process sharing the store. Not
    /// flushed on its own: an id counts once a record carrying it is written, and that
    /// write makes the counter durable with it (a crash before reissues an id nobody saw).
    fn next_id(&self, counter: Counter) -> Result<u64, StoreError>;
    /// The last id handed out (0 when none).
    fn last_id(&self, counter: Counter) -> Result<u64, StoreError>;
    /// Make the next id at least `last + 1` (`referee migrate`).
    fn raise_id(&self, counter: Counter, last: u64) -> Result<(), StoreError>;

    // ---- blobs ----

    /// The bytes stored under `key`, as they were put.
    fn get(&self, space: Keyspace, key: &Key) -> Result<Option<Vec<u8>>, StoreError>;
    /// Store `bytes` under `key` as they are, replacing what was there. Listings kept
    /// beside the records (game indexes, open tournaments) are not touched: the writes
    /// that keep them are [`Backend::save_game`] and [`Backend::save_tournament`].
    fn put(&self, space: Keyspace, key: &Key, bytes: &[u8]) -> Result<(), StoreError>;
    /// Every key stored in `space`, ascending.
    fn keys(&self, space: Keyspace) -> Result<Vec<Key>, StoreError>;

    // ---- the atomic writes ----

    /// Write a game, its index entries, its wakeup, its delivery id and its rating pool
    /// atomically, or nothing: [`StoreError::Conflict`] when the stored revision (of the
    /// game or the pool) is not the one expected, [`StoreError::AlreadyApplied`] when the
    /// delivery id is already stored, [`StoreError::Corrupt`] when a stored revision
    /// cannot be read. The game's claim on the clock ends.
    fn save_game(&self, write: &GameWrite<'_>) -> Result<(), StoreError>;
    /// The second halves of `index` under `first`, ascending.
    fn index(&self, index: Index, first: u64) -> Result<Vec<GameId>, StoreError>;
    /// Write a tournament and its open listing atomically, if the stored revision is
    /// still `expected`.
    fn save_tournament(&self, write: &TournamentWrite<'_>) -> Result<(), StoreError>;
    /// Tournaments registering or running, ascending.
    fn open_tournaments(&self) -> Result<Vec<u64>, StoreError>;

    // ---- the clock ----

    /// The stored wakeup of one game or user.
    fn wakeup(&self, wakes: Wakes, key: u64) -> Result<Option<u64>, StoreError>;
    /// Set (or with `None` drop) a wakeup; a claim on it ends.
    fn set_wakeup(&self, wakes: Wakes, key: u64, wakeup: Option<u64>) -> Result<(), StoreError>;
    /// The earliest time a claim could succeed: the first wakeup not claimed by someone
    /// else, or the end of the claim that hides it.
    fn next_wakeup(&self, wakes: Wakes) -> Result<Option<u64>, StoreError>;
    /// Keys whose wakeup is at or before `now`, earliest first, claimed or not.
    fn due(&self, wakes: Wakes, now: u64) -> Result<Vec<u64>, StoreError>;
    /// Keys due at `now` that nobody holds, earliest first, now held until `until`. Of
    /// several processes claiming at once each due key goes to exactly one; a claim ends
    /// when the wakeup is written again, or at `until` (its holder died).
    fn claim_due(&self, wakes: Wakes, now: u64, until: u64) -> Result<Vec<u64>, StoreError>;

    // ---- delivery ids ----

    fn delivered(&self, delivery: &str) -> Result<bool, StoreError>;
    /// Remember a delivery id whose request changed nothing stored (an accepted action
    /// stores its id with the game). Not flushed on its own: losing it in a crash lets a
    /// redelivered question be answered twice, and every request pays for it.
    fn mark_delivered(&self, delivery: &str, now: u64) -> Result<(), StoreError>;
    /// Forget delivery ids stored before `before`.
    fn prune_deliveries(&self, before: u64) -> Result<(), StoreError>;

    // ---- upkeep ----

    /// Bring the indexes in line with the game records (see `Store::repair`).
    fn repair(&self) -> Result<Repairs, StoreError>;
    fn flush(&self) -> Result<(), StoreError>;
}
