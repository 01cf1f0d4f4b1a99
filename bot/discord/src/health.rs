//! The gateway sessions as the shard events tell them: counted for the metrics and
//! logged. (`/healthz` asks serenity's shard manager, which also knows of a session
//! lost while a resume is still pending.)

use std::collections::HashMap;
use std::sync::Mutex;

/// The gateway sessions of this process's shards.
pub struct Gateway {
    connected: Mutex<HashMap<u32, bool>>,
}

impl Gateway {
    pub fn new() -> Gateway {
        Gateway {
            connected: Mutex::new(HashMap::new()),
        }
    }

    /// A session started (READY) or resumed (RESUMED) on `shard`.
    pub fn session(&self, shard: u32, resumed: bool) {
        let kind = if resumed { "resumed" } else { "identified" };
        metrics::counter!(
            "referee_gateway_sessions_total",
            "shard" => shard.to_string(),
            "kind" => kind
        )
        .increment(1);
        tracing::info!(shard, "gateway session {kind}");
        self.set(shard, true);
    }

    /// `shard`'s connection changed stage; anything but connected counts as lost.
    pub fn stage(&self, shard: u32, connected: bool) {
        let was = self.set(shard, connected);
        if was && !connected {
            metrics::counter!("referee_gateway_disconnects_total", "shard" => shard.to_string())
                .increment(1);
            tracing::warn!(shard, "gateway connection lost; reconnecting");
        }
    }

    fn set(&self, shard: u32, connected: bool) -> bool {
        let mut shards = self
            .connected
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        shards.insert(shard, connected).unwrap_or(false)
    }
}
