//! Running a range of gateway shards, and an operator mistake that comes with several
//! processes: a total Discord finds too small.

use crate::shards::ShardRange;
use serenity::all::{Client, Http};

/// Start the client's gateway connections: one unsharded session, or this range.
pub async fn start(client: &mut Client, shards: Option<ShardRange>) -> serenity::Result<()> {
    match shards {
        None => client.start().await,
        // serenity 0.12 reads the range's end as the last shard *included* (it starts
        // `end - start + 1` shards), unlike a Rust range: pass the last shard itself.
        Some(range) => {
            client
                .start_shard_range(range.first()..range.last(), range.total())
                .await
        }
    }
}

/// Warn when Discord recommends more shards than the bot runs in total: past 2,500
/// servers per shard Discord closes the connection (4011, sharding required).
pub async fn check_recommended(http: &Http, shards: Option<ShardRange>) {
    let total = shards.map_or(1, |s| s.total());
    if let Ok(gateway) = http.get_bot_gateway().await {
        if gateway.shards > total {
            tracing::warn!(
                recommended = gateway.shards,
                total,
                "Discord recommends more shards than the bot runs; raise `total_shards` \
                 (docs/scaling.md)"
            );
        }
    }
}
