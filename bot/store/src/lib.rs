//! The storage engines behind the core's [`Store`]: sled (embedded, one process, the
//! default) and PostgreSQL (several processes sharing one database), opened from the
//! location a config names, and `referee migrate` between them. What every engine
//! guarantees is written in `referee_core::store`; `tests/store/conformance.rs` checks
//! each engine against it.

pub mod migrate;
pub mod postgres;
mod sled_backend;

pub use referee_core::store::{Store, StoreError};
use std::path::Path;

/// Open the sled store at `path` and check its indexes against the game records (see
/// [`Store::repair`]), so a deadline is never lost to an index that a crash, an older
/// release or a hand edit left behind.
pub fn open(path: impl AsRef<Path>) -> Result<Store, StoreError> {
    let store = Store::from_backend(sled_backend::SledBackend::open(path.as_ref())?);
    store.repair()?;
    Ok(store)
}

/// Open the store a config's `store` names: `postgres://…` or `postgresql://…` is a
/// PostgreSQL database (its schema is brought up to date first); `sled:PATH` or a plain
/// path is a sled directory.
pub fn connect(location: impl AsRef<Path>) -> Result<Store, StoreError> {
    let location = location.as_ref();
    let text = location.to_string_lossy();
    if text.starts_with("postgres://") || text.starts_with("postgresql://") {
        let backend = postgres::PostgresBackend::connect(&text)?;
        let store = Store::from_backend(backend);
        store.repair()?;
        return Ok(store);
    }
    match text.strip_prefix("sled:") {
        Some(path) => open(path),
        None => open(location),
    }
}

/// A sled store that disappears when dropped (`referee local` without `--store`).
pub fn temporary() -> Result<Store, StoreError> {
    Ok(Store::from_backend(sled_backend::SledBackend::temporary()?))
}
