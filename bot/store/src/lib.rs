//! The storage engines behind the core's [`Store`]: sled (embedded, one process, the
//! default) and PostgreSQL (several processes sharing one database), opened from the
//! location a config names, and `referee migrate` between them. What every engine
//! guarantees is written in `referee_storage`; `tests/store/conformance.rs` checks
//! each engine against it.
//!
//! Layers: `sled_backend` and `postgres` each implement the core's `Backend` alone;
//! `migrate` copies between any two stores through that interface; the crate root opens
//! one. No module imports a sibling (the test `layering` in `tests/store` fails on a circle).

pub mod migrate;
pub mod postgres;
mod sled_backend;

pub use referee_storage::{Repairs, Store, StoreError};
pub use sled_backend::{CLEAN_SHUTDOWN_KEY, INDEX_LAYOUT};
use std::path::Path;

/// Open the sled store at `path`. Unless it was closed cleanly, its indexes are first
/// checked against the game records and repaired (see [`Store::repair`]), so a deadline
/// is never lost to an index that a crash, an older release or a hand edit left behind.
pub fn open(path: impl AsRef<Path>) -> Result<Store, StoreError> {
    open_checked(path).map(|(store, _)| store)
}

/// What opening a sled store did about its indexes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IndexCheck {
    /// The store was closed cleanly: its indexes were trusted, no record was read.
    Trusted,
    /// The store was not closed cleanly (or never opened): every game record was read
    /// and the indexes brought in line with them.
    Checked { records_read: u64, repairs: Repairs },
}

/// [`open`], saying whether the index check ran and what it did.
pub fn open_checked(path: impl AsRef<Path>) -> Result<(Store, IndexCheck), StoreError> {
    let backend = sled_backend::SledBackend::open(path.as_ref())?;
    let check = if backend.opened_clean() {
        IndexCheck::Trusted
    } else {
        // Run before the store is shared, so no command sees an index not yet repaired.
        let repairs = referee_storage::backend::Backend::repair(&backend)?;
        IndexCheck::Checked {
            records_read: backend.records_checked(),
            repairs,
        }
    };
    Ok((Store::from_backend(backend), check))
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
