//! The shared backend: PostgreSQL, for several `referee serve` processes on one store.
//!
//! Client: `tokio-postgres` with a `deadpool-postgres` pool, driven on a small runtime the
//! backend owns. The core is synchronous and runs in `spawn_blocking` (Discord) or on
//! plain threads (console, tests), so each call hands its query to that runtime and waits
//! on a channel: that works from any thread, inside another runtime or not, where the
//! blocking `postgres` crate panics when called, or dropped, on an async thread.
//!
//! ```text
//!  games       id -> rev, body (the versioned JSON record, as bytes: a damaged record
//!              round-trips exactly, which jsonb would refuse or reorder)
//!  users       id -> body          saved_setups  user_id -> body
//!  servers     id -> body          rating_pools  key -> rev, body (written with a game)
//!  marks       key -> body         (one seat's private marks, `<game>:<seat>`)
//!  deliveries  id -> seen          counters  name -> value
//!  game_index  (kind, key, game)   kind 0 user's games, 1 place's games,
//!                                  2 user's open games, 3 place's open games
//!  wakeups     game -> at, claimed_until (0 when nobody holds it)
//!  user_wakeups user_id -> at, claimed_until (a user's own clock: the turn digest)
//! ```
//!
//! A save is one transaction: the delivery id (`ON CONFLICT DO NOTHING`: none inserted
//! means applied before), the record (`… DO UPDATE … WHERE games.rev = $expected`: no
//! row means another writer won), its index rows and its wakeup; it commits before the
//! call returns. Ids and times are `u64` kept bit for bit in `BIGINT`.

use deadpool_postgres::{GenericClient, Manager, ManagerConfig, Pool, RecyclingMethod};
use referee_storage::backend::{
    Backend, Counter, GameWrite, Index, Key, Keyspace, TournamentWrite, Wakes,
};
use referee_storage::ids::GameId;
use referee_storage::{stored_revision, Repairs, StoreError};
use std::future::Future;
use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};
use tokio_postgres::types::ToSql;
use tokio_postgres::NoTls;

/// The schema, one step a migration, applied in order at start-up and recorded in
/// `schema_migrations`. Never edit a released step: add the next one.
const MIGRATIONS: &[(i32, &str)] = &[
    (
        1,
        "CREATE TABLE games (id BIGINT PRIMARY KEY, rev BIGINT NOT NULL, body BYTEA NOT NULL);
     CREATE TABLE users (id BIGINT PRIMARY KEY, body BYTEA NOT NULL);
     CREATE TABLE layouts (user_id BIGINT PRIMARY KEY, body BYTEA NOT NULL);
     CREATE TABLE deliveries (id TEXT PRIMARY KEY, seen BIGINT NOT NULL);
     CREATE INDEX deliveries_seen ON deliveries (seen);
     CREATE TABLE counters (name TEXT PRIMARY KEY, value BIGINT NOT NULL);
     CREATE TABLE game_index (kind SMALLINT NOT NULL, key BIGINT NOT NULL, game BIGINT NOT NULL,
                              PRIMARY KEY (kind, key, game));
     CREATE TABLE wakeups (game BIGINT PRIMARY KEY, at BIGINT NOT NULL,
                           claimed_until BIGINT NOT NULL DEFAULT 0);
     CREATE INDEX wakeups_at ON wakeups (at, game);
     CREATE INDEX wakeups_claimed ON wakeups (game) WHERE claimed_until <> 0;",
    ),
    // Saved set-ups are kept per family now; the first ones were army chess's layouts
    // (their bodies are read in either record version).
    (2, "ALTER TABLE layouts RENAME TO saved_setups;"),
    // Per-server settings (`/server`) and rating pools (a server's ratings in one
    // variant), the pools written in the transaction of the game that changed them.
    (
        3,
        "CREATE TABLE servers (id BIGINT PRIMARY KEY, body BYTEA NOT NULL);
     CREATE TABLE rating_pools (key TEXT PRIMARY KEY, rev BIGINT NOT NULL, body BYTEA NOT NULL);",
    ),
    // Tournaments, beside the games.
    (
        4,
        "CREATE TABLE tournaments (id BIGINT PRIMARY KEY, rev BIGINT NOT NULL,
                                   open BOOLEAN NOT NULL, body BYTEA NOT NULL);
         CREATE INDEX tournaments_open ON tournaments (id) WHERE open;",
    ),
    // The users' own clock (the daily turn digest), claimed like the games' wakeups.
    (
        5,
        "CREATE TABLE user_wakeups (user_id BIGINT PRIMARY KEY, at BIGINT NOT NULL,
                                    claimed_until BIGINT NOT NULL DEFAULT 0);
         CREATE INDEX user_wakeups_at ON user_wakeups (at, user_id);",
    ),
    // Private marks (`/mark`), one row per game and seat, apart from the game's row.
    (
        6,
        "CREATE TABLE marks (key TEXT PRIMARY KEY, body BYTEA NOT NULL);",
    ),
];

/// Any number that identifies the schema lock among the database's advisory locks.
const MIGRATION_LOCK: i64 = 0x7265_6665_7265_6531;

/// Connections per process: the core's blocking threads share them.
const POOL_SIZE: usize = 16;

/// A claim hands out at most this many games a tick; the rest wait for the next one.
const CLAIM_BATCH: i64 = 1_000;

/// Deliveries are pruned at most this often.
const PRUNE_EVERY_SECS: u64 = 3_600;

pub struct PostgresBackend {
    pool: Pool,
    runtime: Option<tokio::runtime::Runtime>,
    pruned: AtomicU64,
}

/// `u64` ids kept bit for bit in a `BIGINT`.
fn key(x: u64) -> i64 {
    i64::from_ne_bytes(x.to_ne_bytes())
}

fn unkey(x: i64) -> u64 {
    u64::from_ne_bytes(x.to_ne_bytes())
}

/// Times compare in SQL, so they are clamped into `BIGINT`'s positive range instead.
fn time(x: u64) -> i64 {
    i64::try_from(x).unwrap_or(i64::MAX)
}

fn untime(x: i64) -> u64 {
    u64::try_from(x).unwrap_or(0)
}

fn db(e: impl std::fmt::Display) -> StoreError {
    StoreError::Db(e.to_string())
}

fn index_kind(index: Index) -> i16 {
    match index {
        Index::UserGames => 0,
        Index::PlaceGames => 1,
        Index::OpenUsers => 2,
        Index::OpenPlaces => 3,
    }
}

impl PostgresBackend {
    /// Connect to `url` (`postgres://user@host:port/db`) and bring the schema up to date.
    pub fn connect(url: &str) -> Result<PostgresBackend, StoreError> {
        let open_error = |detail: String| StoreError::Open {
            // The URL may carry a password: name only the database.
            location: "the configured PostgreSQL database".to_string(),
            detail,
        };
        let config =
            tokio_postgres::Config::from_str(url).map_err(|e| open_error(e.to_string()))?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("referee-postgres")
            .enable_all()
            .build()
            .map_err(|e| open_error(e.to_string()))?;
        let manager = Manager::from_config(
            config,
            NoTls,
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager)
            .max_size(POOL_SIZE)
            .build()
            .map_err(|e| open_error(e.to_string()))?;
        let backend = PostgresBackend {
            pool,
            runtime: Some(runtime),
            pruned: AtomicU64::new(0),
        };
        backend
            .migrate_schema()
            .map_err(|e| open_error(e.to_string()))?;
        Ok(backend)
    }

    /// Run `job` with a pooled connection on the backend's runtime and wait for it.
    fn run<T, F, Fut>(&self, job: F) -> Result<T, StoreError>
    where
        T: Send + 'static,
        F: FnOnce(deadpool_postgres::Object) -> Fut + Send + 'static,
        Fut: Future<Output = Result<T, StoreError>> + Send,
    {
        let runtime = self
            .runtime
            .as_ref()
            .ok_or_else(|| db("the store is closed"))?;
        let pool = self.pool.clone();
        let (tx, rx) = std::sync::mpsc::sync_channel(1);
        runtime.spawn(async move {
            let result = match pool.get().await {
                Ok(client) => job(client).await,
                Err(e) => Err(db(e)),
            };
            let _ = tx.send(result);
        });
        rx.recv().map_err(|_| db("the database task stopped"))?
    }

    fn migrate_schema(&self) -> Result<(), StoreError> {
        self.run(|mut client| async move {
            let tx = client.transaction().await.map_err(db)?;
            // Processes starting together wait here for the first one's migration.
            tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
                .await
                .map_err(db)?;
            tx.batch_execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations (
                     version INTEGER PRIMARY KEY,
                     applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
            )
            .await
            .map_err(db)?;
            let applied: Vec<i32> = tx
                .query("SELECT version FROM schema_migrations", &[])
                .await
                .map_err(db)?
                .iter()
                .map(|row| row.get(0))
                .collect();
            for (version, sql) in MIGRATIONS {
                if applied.contains(version) {
                    continue;
                }
                tx.batch_execute(sql).await.map_err(db)?;
                tx.execute(
                    "INSERT INTO schema_migrations (version) VALUES ($1)",
                    &[version],
                )
                .await
                .map_err(db)?;
            }
            tx.commit().await.map_err(db)
        })
    }

    /// The schema versions applied to the database (tests, operators).
    pub fn schema_versions(&self) -> Result<Vec<i32>, StoreError> {
        self.run(|client| async move {
            let rows = client
                .query(
                    "SELECT version FROM schema_migrations ORDER BY version",
                    &[],
                )
                .await
                .map_err(db)?;
            Ok(rows.iter().map(|row| row.get(0)).collect())
        })
    }

    fn ids(&self, sql: &'static str) -> Result<Vec<u64>, StoreError> {
        self.run(move |client| async move {
            let rows = client.query(sql, &[]).await.map_err(db)?;
            Ok(rows.iter().map(|row| unkey(row.get(0))).collect())
        })
    }
}

impl Drop for PostgresBackend {
    fn drop(&mut self) {
        // Dropping a runtime blocks, which panics on an async thread: let it go instead.
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

/// The SQL of one clock: the games' `wakeups (game, …)`, the users'
/// `user_wakeups (user_id, …)`, both `at, claimed_until` (0 when nobody holds it).
struct ClockSql {
    get: &'static str,
    upsert: &'static str,
    delete: &'static str,
    next: &'static str,
    due: &'static str,
    claim: &'static str,
}

const GAMES_CLOCK: ClockSql = ClockSql {
    get: "SELECT at FROM wakeups WHERE game = $1",
    upsert: "INSERT INTO wakeups (game, at, claimed_until) VALUES ($1, $2, 0)
     ON CONFLICT (game) DO UPDATE SET at = EXCLUDED.at, claimed_until = 0",
    delete: "DELETE FROM wakeups WHERE game = $1",
    next: "SELECT LEAST(
        (SELECT min(at) FROM wakeups WHERE claimed_until = 0),
        (SELECT min(GREATEST(at, claimed_until)) FROM wakeups WHERE claimed_until <> 0))",
    due: "SELECT game FROM wakeups WHERE at <= $1 ORDER BY at, game",
    // SKIP LOCKED: claimers running at once each take different rows, none waits.
    claim: "WITH due AS (
        SELECT game FROM wakeups WHERE at <= $1 AND claimed_until <= $1
        ORDER BY at, game LIMIT $3 FOR UPDATE SKIP LOCKED)
     UPDATE wakeups SET claimed_until = $2 FROM due
     WHERE wakeups.game = due.game RETURNING wakeups.game, wakeups.at",
};

const USERS_CLOCK: ClockSql = ClockSql {
    get: "SELECT at FROM user_wakeups WHERE user_id = $1",
    upsert: "INSERT INTO user_wakeups (user_id, at, claimed_until) VALUES ($1, $2, 0)
     ON CONFLICT (user_id) DO UPDATE SET at = EXCLUDED.at, claimed_until = 0",
    delete: "DELETE FROM user_wakeups WHERE user_id = $1",
    next: "SELECT LEAST(
        (SELECT min(at) FROM user_wakeups WHERE claimed_until = 0),
        (SELECT min(GREATEST(at, claimed_until)) FROM user_wakeups WHERE claimed_until <> 0))",
    due: "SELECT user_id FROM user_wakeups WHERE at <= $1 ORDER BY at, user_id",
    claim: "WITH due AS (
        SELECT user_id FROM user_wakeups WHERE at <= $1 AND claimed_until <= $1
        ORDER BY at, user_id LIMIT $3 FOR UPDATE SKIP LOCKED)
     UPDATE user_wakeups SET claimed_until = $2 FROM due
     WHERE user_wakeups.user_id = due.user_id
     RETURNING user_wakeups.user_id, user_wakeups.at",
};

fn clock_sql(wakes: Wakes) -> &'static ClockSql {
    match wakes {
        Wakes::Games => &GAMES_CLOCK,
        Wakes::Users => &USERS_CLOCK,
    }
}

/// The SQL of one keyspace's table. `put` binds `$1` the key, `$2` the bytes and, where
/// the table keeps the record's revision beside it, `$3` that revision.
struct BlobSql {
    get: &'static str,
    put: &'static str,
    keys: &'static str,
    /// Whether `put` binds the record's revision (`$3`).
    revision: bool,
}

fn blob_sql(space: Keyspace) -> BlobSql {
    let (get, put, keys, revision) = match space {
        // A raw write: a writer that loaded the old record must conflict, so `rev` moves on.
        Keyspace::Games => (
            "SELECT body FROM games WHERE id = $1",
            "INSERT INTO games (id, rev, body) VALUES ($1, 0, $2)
             ON CONFLICT (id) DO UPDATE SET rev = games.rev + 1, body = EXCLUDED.body",
            "SELECT id FROM games ORDER BY id",
            false,
        ),
        Keyspace::Users => (
            "SELECT body FROM users WHERE id = $1",
            "INSERT INTO users (id, body) VALUES ($1, $2)
             ON CONFLICT (id) DO UPDATE SET body = EXCLUDED.body",
            "SELECT id FROM users ORDER BY id",
            false,
        ),
        Keyspace::SavedSetups => (
            "SELECT body FROM saved_setups WHERE user_id = $1",
            "INSERT INTO saved_setups (user_id, body) VALUES ($1, $2)
             ON CONFLICT (user_id) DO UPDATE SET body = EXCLUDED.body",
            "SELECT user_id FROM saved_setups ORDER BY user_id",
            false,
        ),
        Keyspace::Servers => (
            "SELECT body FROM servers WHERE id = $1",
            "INSERT INTO servers (id, body) VALUES ($1, $2)
             ON CONFLICT (id) DO UPDATE SET body = EXCLUDED.body",
            "SELECT id FROM servers ORDER BY id",
            false,
        ),
        Keyspace::RatingPools => (
            "SELECT body FROM rating_pools WHERE key = $1",
            "INSERT INTO rating_pools (key, rev, body) VALUES ($1, $3, $2)
             ON CONFLICT (key) DO UPDATE SET rev = EXCLUDED.rev, body = EXCLUDED.body",
            "SELECT key FROM rating_pools ORDER BY key",
            true,
        ),
        Keyspace::Marks => (
            "SELECT body FROM marks WHERE key = $1",
            "INSERT INTO marks (key, body) VALUES ($1, $2)
             ON CONFLICT (key) DO UPDATE SET body = EXCLUDED.body",
            "SELECT key FROM marks ORDER BY key",
            false,
        ),
        // The open listing is left as it is (a new row is not listed).
        Keyspace::Tournaments => (
            "SELECT body FROM tournaments WHERE id = $1",
            "INSERT INTO tournaments (id, rev, open, body) VALUES ($1, $3, FALSE, $2)
             ON CONFLICT (id) DO UPDATE SET rev = EXCLUDED.rev, body = EXCLUDED.body",
            "SELECT id FROM tournaments ORDER BY id",
            true,
        ),
    };
    BlobSql {
        get,
        put,
        keys,
        revision,
    }
}

fn counter_name(counter: Counter) -> &'static str {
    match counter {
        Counter::Games => "game",
        Counter::Tournaments => "tournament",
    }
}

/// A key as its table binds it: ids as `BIGINT`, names as `TEXT`.
fn key_param(k: &Key) -> Box<dyn ToSql + Send + Sync> {
    match k {
        Key::Id(id) => Box::new(key(*id)),
        Key::Name(name) => Box::new(name.clone()),
    }
}

async fn write_wakeup(
    client: &impl GenericClient,
    sql: &ClockSql,
    id: u64,
    wakeup: Option<u64>,
) -> Result<(), StoreError> {
    match wakeup {
        Some(at) => {
            let statement = client.prepare_cached(sql.upsert).await.map_err(db)?;
            client
                .execute(&statement, &[&key(id), &time(at)])
                .await
                .map_err(db)?;
        }
        None => {
            let statement = client.prepare_cached(sql.delete).await.map_err(db)?;
            client.execute(&statement, &[&key(id)]).await.map_err(db)?;
        }
    }
    Ok(())
}

impl Backend for PostgresBackend {
    fn kind(&self) -> &'static str {
        "postgres"
    }

    fn next_id(&self, counter: Counter) -> Result<u64, StoreError> {
        let name = counter_name(counter);
        self.run(move |client| async move {
            let statement = client
                .prepare_cached(
                    "INSERT INTO counters (name, value) VALUES ($1, 1)
                     ON CONFLICT (name) DO UPDATE SET value = counters.value + 1
                     RETURNING value",
                )
                .await
                .map_err(db)?;
            let row = client.query_one(&statement, &[&name]).await.map_err(db)?;
            Ok(unkey(row.get(0)))
        })
    }

    fn last_id(&self, counter: Counter) -> Result<u64, StoreError> {
        let name = counter_name(counter);
        self.run(move |client| async move {
            let row = client
                .query_opt("SELECT value FROM counters WHERE name = $1", &[&name])
                .await
                .map_err(db)?;
            Ok(row.map_or(0, |row| unkey(row.get(0))))
        })
    }

    fn raise_id(&self, counter: Counter, last: u64) -> Result<(), StoreError> {
        let name = counter_name(counter);
        self.run(move |client| async move {
            client
                .execute(
                    "INSERT INTO counters (name, value) VALUES ($1, $2)
                     ON CONFLICT (name) DO UPDATE SET value = GREATEST(counters.value, $2)",
                    &[&name, &key(last)],
                )
                .await
                .map_err(db)?;
            Ok(())
        })
    }

    fn get(&self, space: Keyspace, k: &Key) -> Result<Option<Vec<u8>>, StoreError> {
        space.check(k)?;
        let sql = blob_sql(space).get;
        let param = key_param(k);
        self.run(move |client| async move {
            let statement = client.prepare_cached(sql).await.map_err(db)?;
            let row = client
                .query_opt(&statement, &[param.as_ref() as &(dyn ToSql + Sync)])
                .await
                .map_err(db)?;
            Ok(row.map(|row| row.get::<_, Vec<u8>>(0)))
        })
    }

    fn put(&self, space: Keyspace, k: &Key, bytes: &[u8]) -> Result<(), StoreError> {
        space.check(k)?;
        let sql = blob_sql(space);
        let revision = match sql.revision {
            true => Some(key(stored_revision(space, k, bytes)?)),
            false => None,
        };
        let param = key_param(k);
        let bytes = bytes.to_vec();
        let put = sql.put;
        self.run(move |client| async move {
            let statement = client.prepare_cached(put).await.map_err(db)?;
            let mut params: Vec<&(dyn ToSql + Sync)> = vec![param.as_ref(), &bytes];
            if let Some(revision) = &revision {
                params.push(revision);
            }
            client.execute(&statement, &params).await.map_err(db)?;
            Ok(())
        })
    }

    fn keys(&self, space: Keyspace) -> Result<Vec<Key>, StoreError> {
        let sql = blob_sql(space).keys;
        self.run(move |client| async move {
            let rows = client.query(sql, &[]).await.map_err(db)?;
            Ok(rows
                .iter()
                .map(|row| match space.named() {
                    true => Key::Name(row.get::<_, String>(0)),
                    false => Key::Id(unkey(row.get(0))),
                })
                .collect())
        })
    }

    fn save_game(&self, write: &GameWrite<'_>) -> Result<(), StoreError> {
        let id = write.id;
        let bytes = write.bytes.to_vec();
        let expected = write.expected;
        let revision = write.revision;
        let players: Vec<i64> = write.players.iter().map(|p| key(*p)).collect();
        let places: Vec<i64> = write.places.iter().map(|p| key(*p)).collect();
        let open = write.open;
        let wakeup = write.wakeup;
        let delivery = write.delivery.map(|(d, at)| (d.to_string(), at));
        let pool = write
            .pool
            .as_ref()
            .map(|p| (p.key.to_string(), p.bytes.to_vec(), p.expected, p.revision));
        self.run(move |mut client| async move {
            let tx = client.transaction().await.map_err(db)?;
            if let Some((delivery, at)) = &delivery {
                let statement = tx
                    .prepare_cached(
                        "INSERT INTO deliveries (id, seen) VALUES ($1, $2)
                         ON CONFLICT (id) DO NOTHING",
                    )
                    .await
                    .map_err(db)?;
                let inserted = tx
                    .execute(&statement, &[delivery, &time(*at)])
                    .await
                    .map_err(db)?;
                if inserted == 0 {
                    return Err(StoreError::AlreadyApplied);
                }
            }
            let written = match expected {
                Some(expected) => {
                    let statement = tx
                        .prepare_cached(
                            "INSERT INTO games (id, rev, body) VALUES ($1, $2, $3)
                             ON CONFLICT (id) DO UPDATE SET rev = EXCLUDED.rev, body = EXCLUDED.body
                             WHERE games.rev = $4",
                        )
                        .await
                        .map_err(db)?;
                    tx.execute(
                        &statement,
                        &[&key(id), &key(revision), &bytes, &key(expected)],
                    )
                    .await
                    .map_err(db)?
                }
                None => {
                    let statement = tx
                        .prepare_cached(
                            "INSERT INTO games (id, rev, body) VALUES ($1, $2, $3)
                             ON CONFLICT (id) DO UPDATE SET rev = EXCLUDED.rev, body = EXCLUDED.body",
                        )
                        .await
                        .map_err(db)?;
                    tx.execute(&statement, &[&key(id), &key(revision), &bytes])
                        .await
                        .map_err(db)?
                }
            };
            if written == 0 {
                return Err(StoreError::Conflict { id });
            }
            if let Some((pool_key, pool_bytes, pool_expected, pool_revision)) = &pool {
                // A new pool must still be absent; a known one still at the revision read.
                let sql = if *pool_expected == 0 {
                    "INSERT INTO rating_pools (key, rev, body) VALUES ($1, $2, $3)
                     ON CONFLICT (key) DO NOTHING"
                } else {
                    "UPDATE rating_pools SET rev = $2, body = $3 WHERE key = $1 AND rev = $4"
                };
                let statement = tx.prepare_cached(sql).await.map_err(db)?;
                let revision = key(*pool_revision);
                let written = if *pool_expected == 0 {
                    tx.execute(&statement, &[pool_key, &revision, pool_bytes])
                        .await
                        .map_err(db)?
                } else {
                    let expected = key(*pool_expected);
                    tx.execute(&statement, &[pool_key, &revision, pool_bytes, &expected])
                        .await
                        .map_err(db)?
                };
                if written == 0 {
                    return Err(StoreError::Conflict { id });
                }
            }
            let insert = tx
                .prepare_cached(
                    "INSERT INTO game_index (kind, key, game) SELECT $1, k, $3 FROM unnest($2::BIGINT[]) AS k
                     ON CONFLICT DO NOTHING",
                )
                .await
                .map_err(db)?;
            let delete = tx
                .prepare_cached("DELETE FROM game_index WHERE kind = $1 AND key = ANY($2) AND game = $3")
                .await
                .map_err(db)?;
            let game = key(id);
            let (open_users, open_places) = (index_kind(Index::OpenUsers), index_kind(Index::OpenPlaces));
            let open_statement = if open { &insert } else { &delete };
            tx.execute(&insert, &[&index_kind(Index::UserGames), &players, &game])
                .await
                .map_err(db)?;
            tx.execute(&insert, &[&index_kind(Index::PlaceGames), &places, &game])
                .await
                .map_err(db)?;
            tx.execute(open_statement, &[&open_users, &players, &game])
                .await
                .map_err(db)?;
            tx.execute(open_statement, &[&open_places, &places, &game])
                .await
                .map_err(db)?;
            write_wakeup(&tx, &GAMES_CLOCK, id, wakeup).await?;
            tx.commit().await.map_err(db)
        })
    }

    fn index(&self, index: Index, first: u64) -> Result<Vec<GameId>, StoreError> {
        let kind = index_kind(index);
        self.run(move |client| async move {
            let statement = client
                .prepare_cached(
                    "SELECT game FROM game_index WHERE kind = $1 AND key = $2 ORDER BY game",
                )
                .await
                .map_err(db)?;
            let rows = client
                .query(&statement, &[&kind, &key(first)])
                .await
                .map_err(db)?;
            Ok(rows.iter().map(|row| unkey(row.get(0))).collect())
        })
    }

    fn save_tournament(&self, write: &TournamentWrite<'_>) -> Result<(), StoreError> {
        let id = write.id;
        let bytes = write.bytes.to_vec();
        let (expected, revision, open) = (write.expected, write.revision, write.open);
        self.run(move |client| async move {
            // One statement: it inserts the first revision, or replaces the one expected.
            let statement = client
                .prepare_cached(
                    "INSERT INTO tournaments (id, rev, open, body) SELECT $1, $2, $3, $4
                     WHERE $5::BIGINT = 0 OR EXISTS (SELECT 1 FROM tournaments WHERE id = $1)
                     ON CONFLICT (id) DO UPDATE
                     SET rev = EXCLUDED.rev, open = EXCLUDED.open, body = EXCLUDED.body
                     WHERE tournaments.rev = $5",
                )
                .await
                .map_err(db)?;
            let written = client
                .execute(
                    &statement,
                    &[&key(id), &key(revision), &open, &bytes, &key(expected)],
                )
                .await
                .map_err(db)?;
            if written == 0 {
                return Err(StoreError::Conflict { id });
            }
            Ok(())
        })
    }

    fn open_tournaments(&self) -> Result<Vec<u64>, StoreError> {
        self.ids("SELECT id FROM tournaments WHERE open ORDER BY id")
    }

    fn wakeup(&self, wakes: Wakes, id: u64) -> Result<Option<u64>, StoreError> {
        let sql = clock_sql(wakes).get;
        self.run(move |client| async move {
            let row = client.query_opt(sql, &[&key(id)]).await.map_err(db)?;
            Ok(row.map(|row| untime(row.get(0))))
        })
    }

    fn set_wakeup(&self, wakes: Wakes, id: u64, wakeup: Option<u64>) -> Result<(), StoreError> {
        let sql = clock_sql(wakes);
        self.run(move |client| async move { write_wakeup(&client, sql, id, wakeup).await })
    }

    fn next_wakeup(&self, wakes: Wakes) -> Result<Option<u64>, StoreError> {
        let sql = clock_sql(wakes).next;
        self.run(move |client| async move {
            let statement = client.prepare_cached(sql).await.map_err(db)?;
            let row = client.query_one(&statement, &[]).await.map_err(db)?;
            Ok(row.get::<_, Option<i64>>(0).map(untime))
        })
    }

    fn due(&self, wakes: Wakes, now: u64) -> Result<Vec<u64>, StoreError> {
        let sql = clock_sql(wakes).due;
        self.run(move |client| async move {
            let rows = client.query(sql, &[&time(now)]).await.map_err(db)?;
            Ok(rows.iter().map(|row| unkey(row.get(0))).collect())
        })
    }

    fn claim_due(&self, wakes: Wakes, now: u64, until: u64) -> Result<Vec<u64>, StoreError> {
        let sql = clock_sql(wakes).claim;
        self.run(move |client| async move {
            let statement = client.prepare_cached(sql).await.map_err(db)?;
            let rows = client
                .query(&statement, &[&time(now), &time(until), &CLAIM_BATCH])
                .await
                .map_err(db)?;
            let mut claimed: Vec<(i64, u64)> = rows
                .iter()
                .map(|row| (row.get(1), unkey(row.get(0))))
                .collect();
            claimed.sort_unstable();
            Ok(claimed.into_iter().map(|(_, id)| id).collect())
        })
    }

    fn delivered(&self, delivery: &str) -> Result<bool, StoreError> {
        let delivery = delivery.to_string();
        self.run(move |client| async move {
            let statement = client
                .prepare_cached("SELECT 1 FROM deliveries WHERE id = $1")
                .await
                .map_err(db)?;
            let row = client
                .query_opt(&statement, &[&delivery])
                .await
                .map_err(db)?;
            Ok(row.is_some())
        })
    }

    fn mark_delivered(&self, delivery: &str, now: u64) -> Result<(), StoreError> {
        let delivery = delivery.to_string();
        self.run(move |client| async move {
            let statement = client
                .prepare_cached(
                    "INSERT INTO deliveries (id, seen) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING",
                )
                .await
                .map_err(db)?;
            client
                .execute(&statement, &[&delivery, &time(now)])
                .await
                .map_err(db)?;
            Ok(())
        })
    }

    fn prune_deliveries(&self, before: u64) -> Result<(), StoreError> {
        let last = self.pruned.load(Ordering::Relaxed);
        if last != 0 && before < last.saturating_add(PRUNE_EVERY_SECS) && before >= last {
            return Ok(());
        }
        self.pruned.store(before.max(1), Ordering::Relaxed);
        self.run(move |client| async move {
            client
                .execute("DELETE FROM deliveries WHERE seen < $1", &[&time(before)])
                .await
                .map_err(db)?;
            Ok(())
        })
    }

    /// Index rows are written in each game's own transaction, so they cannot drift from
    /// the records; nothing to repair.
    fn repair(&self) -> Result<Repairs, StoreError> {
        Ok(Repairs::default())
    }

    /// Every write commits before it returns.
    fn flush(&self) -> Result<(), StoreError> {
        Ok(())
    }
}
