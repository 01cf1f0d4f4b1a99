//! Saved set-ups written before they were kept per family: army chess's layouts in the
//! sled tree `layouts` and the PostgreSQL table `layouts`, in the first record version.
//! Opening such a store moves them to their new place, and they read as army chess's.

use super::conformance::{reads_first_version_setups, FIRST_VERSION_SETUPS};
use referee_core::store::backend::{Key, Keyspace};
use referee_testkit::postgres;
use std::time::{Duration, Instant};

#[test]
fn a_sled_store_with_a_layouts_tree_keeps_them() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("store");
    {
        // As the first release wrote them: the tree `layouts`, keyed by big-endian user id.
        let db = sled::open(&path).expect("sled");
        let layouts = db.open_tree("layouts").expect("tree");
        layouts
            .insert(7u64.to_be_bytes(), FIRST_VERSION_SETUPS.as_bytes())
            .expect("insert");
        db.flush().expect("flush");
    }
    let open = || {
        let start = Instant::now();
        loop {
            match referee_store::connect(format!("sled:{}", path.display())) {
                Ok(store) => return store,
                Err(e) if start.elapsed() > Duration::from_secs(30) => panic!("{e}"),
                Err(_) => std::thread::sleep(Duration::from_millis(20)),
            }
        }
    };
    let store = open();
    reads_first_version_setups(&store);
    drop(store);
    // Moved, not copied: a second open finds them in their new place only.
    let store = open();
    assert_eq!(
        store.backend().keys(Keyspace::SavedSetups).expect("users"),
        vec![Key::Id(7)]
    );
    assert!(store.saved_setups(7).expect("read").is_some());
}

#[test]
fn a_postgres_store_with_a_layouts_table_keeps_them() {
    let Some(cluster) = postgres::shared() else {
        return;
    };
    let url = cluster.create_database();
    // The tables the first schema step made that matter here, with that step recorded.
    cluster.psql(
        &url,
        &format!(
            "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY,
                 applied_at TIMESTAMPTZ NOT NULL DEFAULT now());
             INSERT INTO schema_migrations (version) VALUES (1);
             CREATE TABLE layouts (user_id BIGINT PRIMARY KEY, body BYTEA NOT NULL);
             INSERT INTO layouts VALUES (7, convert_to('{}', 'UTF8'));",
            FIRST_VERSION_SETUPS.replace('\'', "''")
        ),
    );
    let store = match referee_store::connect(&url) {
        Ok(store) => store,
        Err(e) => panic!("{e}"),
    };
    reads_first_version_setups(&store);
    let tables = cluster.psql(
        &url,
        "SELECT string_agg(tablename, ',' ORDER BY tablename) FROM pg_tables
         WHERE tablename IN ('layouts', 'saved_setups')",
    );
    assert_eq!(tables.trim(), "saved_setups");
}
