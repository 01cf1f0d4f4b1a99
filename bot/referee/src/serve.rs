//! `referee serve`: open the configured store and the renderer, then hand the core to the
//! Discord shell until the process is asked to stop.

use crate::config::Config;
use referee_core::store::StoreError;
use referee_core::Core;
use referee_core::Store;
use referee_discord::{Connection, DiscordError, MetricsEndpoint};
use render::Renderer;
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

pub fn serve(config: &Config) -> Result<(), DiscordError> {
    let token = config.token.clone().ok_or(DiscordError::NoToken)?;
    let store = referee_store::connect(&config.store)
        .map_err(|e| DiscordError::Core(explain_store_error(&config.store, &e)))?;
    let sled = store.kind() == "sled";
    if let Some(shards) = config.shards.filter(|s| sled && !s.is_whole()) {
        tracing::warn!(
            shards = %shards,
            "serving part of the shards on a sled store: games, DMs (shard 0) and deadlines \
             of the other processes are not shared with this one; several processes need one \
             PostgreSQL store (docs/scaling.md)"
        );
    }
    let metrics = match config.metrics_addr {
        Some(addr) => {
            let handle = crate::observe::install_metrics().map_err(DiscordError::Core)?;
            Some(MetricsEndpoint {
                addr,
                render: Arc::new(move || {
                    handle.run_upkeep();
                    handle.render()
                }),
            })
        }
        None => None,
    };
    let open = open_games(&store);
    referee_core::telemetry::open_games_at_start(
        &open.iter().map(|(v, n)| (*v, *n)).collect::<Vec<_>>(),
    );
    tracing::info!(
        version = env!("CARGO_PKG_VERSION"),
        shards = %config.shards.map_or("all (unsharded)".to_string(), |s| s.to_string()),
        store = store.kind(),
        open_games = open.values().sum::<u64>(),
        metrics_addr = config.metrics_addr.map(|a| a.to_string()),
        "referee serve starting"
    );
    let renderer = Renderer::new().map_err(|e| DiscordError::Core(e.to_string()))?;
    let core = Core::open(store, Arc::new(renderer), config.core())
        .map_err(|e| DiscordError::Core(e.to_string()))?;
    let connection = Connection {
        token,
        http_proxy: config.http_proxy.clone().filter(|p| !p.trim().is_empty()),
        guild_ids: config.guild_ids.clone(),
        shards: config.shards,
        unlisted_variants: config.unlisted_variants.clone(),
        metrics,
        computer_threads: config.computer_threads,
    };
    referee_discord::serve_blocking(connection, Arc::new(core))
}

/// Open games (challenges and games in play) by variant, read once at start-up.
fn open_games(store: &Store) -> BTreeMap<&'static str, u64> {
    let mut open = BTreeMap::new();
    let ids = store.game_ids().unwrap_or_default();
    for id in ids {
        if let Ok(Some(entry)) = store.game(id) {
            if entry.is_open() {
                *open.entry(entry.record.variant.as_str()).or_insert(0) += 1;
            }
        }
    }
    open
}

/// The store error in words an operator can act on. sled lets one process at a time
/// open a store, so a second `referee serve` on the same directory is told why.
fn explain_store_error(path: &Path, error: &StoreError) -> String {
    // sled says so only in the words of its I/O error.
    if error.to_string().contains("could not acquire lock") {
        format!(
            "the store at {} is in use by another referee process. A sled store belongs to \
             one process; to run several processes (shard ranges), give them one PostgreSQL \
             store (docs/scaling.md)",
            path.display()
        )
    } else {
        error.to_string()
    }
}
