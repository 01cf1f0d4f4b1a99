//! Sharding as Discord does it: IDENTIFY names `shard: [id, total]`, a server's events
//! go to the session of shard `(guild_id >> 22) % total`, DMs to shard 0, and
//! `GET /gateway/bot` says how many shards Discord recommends.
//!
//! Discord does not document what it does with a second IDENTIFY for a shard that is
//! already connected. The fake refuses it: it closes the newcomer with 4010 ("invalid
//! shard", the code Discord uses for shard data it will not accept) and leaves the
//! connected session alone, so two processes with overlapping ranges can never both
//! answer one server's events. serenity then retries that shard every few seconds,
//! and is refused each time while the first holder stays connected.

use super::{lock, FakeDiscord, State, GUILD};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// Discord's close code for shard data it refuses.
pub const INVALID_SHARD: u16 = 4010;

/// How long an IDENTIFY for a connected shard waits for the old connection to end
/// before it is refused: a bot restarting quickly identifies just as the fake notices
/// its previous socket closing.
const HANDOVER: Duration = Duration::from_secs(1);

/// `[id, total]` of a session; `[0, 1]` for a bot that does not shard.
pub type Shard = [u32; 2];

#[derive(Default)]
pub struct Routing {
    /// Channels outside the default guild, and their guild.
    channel_guilds: HashMap<u64, u64>,
    /// What `GET /gateway/bot` recommends (1 unless a test sets it).
    recommended: Option<u32>,
    /// IDENTIFYs refused because their shard was connected.
    refused: Vec<Shard>,
}

/// The shard an IDENTIFY asks for; a missing or malformed field means no sharding.
pub fn requested(identify: &Value) -> Shard {
    let field = &identify["d"]["shard"];
    let part = |i: usize| field[i].as_u64().and_then(|n| u32::try_from(n).ok());
    match (part(0), part(1)) {
        (Some(id), Some(total)) if total > 0 && id < total => [id, total],
        _ => [0, 1],
    }
}

/// The shard an event belongs on, given the bot's total: its guild's, or 0 for a DM.
pub fn shard_of(data: &Value, total: u32) -> u32 {
    let guild = data["guild_id"]
        .as_str()
        .and_then(|g| g.parse::<u64>().ok());
    match guild {
        Some(guild) => ((guild >> 22) % u64::from(total.max(1))) as u32,
        None => 0,
    }
}

/// A guild id whose events land on `shard` of `total` (Discord ids carry the shard bits
/// above bit 22). `salt` tells several such guilds apart.
pub fn guild_on(shard: u32, total: u32, salt: u64) -> u64 {
    ((u64::from(total) * (salt + 1) + u64::from(shard)) << 22) | 7
}

impl State {
    pub(super) fn guild_of_channel(&self, channel: u64) -> u64 {
        lock(&self.routing)
            .channel_guilds
            .get(&channel)
            .copied()
            .unwrap_or(GUILD)
    }

    /// Put a new thread in its parent channel's guild; returns that guild.
    pub(super) fn adopt_thread(&self, thread: u64, parent: u64) -> u64 {
        let guild = self.guild_of_channel(parent);
        if guild != GUILD {
            lock(&self.routing).channel_guilds.insert(thread, guild);
        }
        guild
    }

    /// Whether another connection holds `shard`, after giving it [`HANDOVER`] to let go.
    pub(super) async fn shard_taken(&self, shard: Shard, me: u64) -> bool {
        let start = Instant::now();
        loop {
            if !lock(&self.gateway).holds(shard, me) {
                return false;
            }
            if start.elapsed() > HANDOVER {
                lock(&self.routing).refused.push(shard);
                return true;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

/// `GET /gateway/bot`: the URL, the recommended shard count and the session start limit
/// (serenity reads all three).
pub fn bot_gateway(state: &State) -> Value {
    let shards = lock(&state.routing).recommended.unwrap_or(1);
    json!({
        "url": state.gateway_url(),
        "shards": shards,
        "session_start_limit": {
            "total": 1000,
            "remaining": 1000,
            "reset_after": 86_400_000,
            "max_concurrency": 1,
        },
    })
}

impl FakeDiscord {
    /// A text channel of `guild` (channels not added here are in [`GUILD`]).
    pub fn add_channel(&self, channel: u64, guild: u64) {
        lock(&self.state.routing)
            .channel_guilds
            .insert(channel, guild);
    }

    /// Make `GET /gateway/bot` recommend `shards`.
    pub fn recommend_shards(&self, shards: u32) {
        lock(&self.state.routing).recommended = Some(shards);
    }

    /// Shards with a live connection, sorted.
    pub fn connected_shards(&self) -> Vec<Shard> {
        lock(&self.state.gateway).live_shards()
    }

    /// IDENTIFYs refused (4010) because their shard was connected.
    pub fn refused_shards(&self) -> Vec<Shard> {
        lock(&self.state.routing).refused.clone()
    }

    /// Events dispatched to sessions of shard `id` so far.
    pub fn dispatched_to(&self, id: u32) -> u64 {
        lock(&self.state.gateway)
            .dispatched
            .get(&id)
            .copied()
            .unwrap_or(0)
    }

    /// Wait until every shard in `shards` is connected.
    pub async fn wait_shards(&self, shards: &[Shard]) {
        let what = format!("shards {shards:?} to connect");
        self.wait_for(&what, |_| {
            let live = lock(&self.state.gateway).live_shards();
            shards.iter().all(|s| live.contains(s)).then_some(())
        })
        .await;
    }

    /// Wait until the bot has registered its commands in every one of `guilds`.
    pub async fn wait_commands(&self, guilds: &[u64]) {
        self.wait_for(&format!("commands in guilds {guilds:?}"), |log| {
            guilds
                .iter()
                .all(|g| log.commands.contains_key(&Some(*g)))
                .then_some(())
        })
        .await;
    }

    /// Wait until `count` IDENTIFYs were refused for a connected shard.
    pub async fn wait_refused_shards(&self, count: usize) {
        self.wait_for(&format!("{count} refused IDENTIFYs"), |_| {
            (lock(&self.state.routing).refused.len() >= count).then_some(())
        })
        .await;
    }
}
