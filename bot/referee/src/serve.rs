//! `referee serve`: open the configured store and the renderer, then hand the core to the
//! Discord shell until the process is asked to stop.

use crate::config::Config;
use referee_core::store::StoreError;
use referee_core::Core;
use referee_discord::{Connection, DiscordError};
use render::Renderer;
use std::path::Path;
use std::sync::Arc;

pub fn serve(config: &Config) -> Result<(), DiscordError> {
    let token = config.token.clone().ok_or(DiscordError::NoToken)?;
    let store = referee_store::connect(&config.store)
        .map_err(|e| DiscordError::Core(explain_store_error(&config.store, &e)))?;
    let sled = store.kind() == "sled";
    if let Some(shards) = config.shards.filter(|s| sled && !s.is_whole()) {
        eprintln!(
            "referee: serving {shards} on the sled store {}: games, DMs (shard 0) and \
             deadlines of the other processes are not shared with this one; several processes \
             need one PostgreSQL store (docs/scaling.md)",
            config.store.display()
        );
    }
    let renderer = Renderer::new().map_err(|e| DiscordError::Core(e.to_string()))?;
    let core = Core::open(store, Arc::new(renderer), config.core())
        .map_err(|e| DiscordError::Core(e.to_string()))?;
    let connection = Connection {
        token,
        http_proxy: config.http_proxy.clone().filter(|p| !p.trim().is_empty()),
        guild_ids: config.guild_ids.clone(),
        shards: config.shards,
        unlisted_variants: config.unlisted_variants.clone(),
    };
    referee_discord::serve_blocking(connection, Arc::new(core))
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
