//! Discord objects as JSON, with exactly the fields serenity 0.12.5 requires.

use serde_json::{json, Value};

pub const TIMESTAMP: &str = "2024-01-01T00:00:00.000000+00:00";

pub fn user(id: u64, name: &str, bot: bool) -> Value {
    json!({
        "id": id.to_string(),
        "username": name,
        "global_name": name,
        "discriminator": "0",
        "avatar": null,
        "bot": bot,
    })
}

/// A guild member as interactions carry it (with the invoker's permissions).
pub fn member(user: Value) -> Value {
    json!({
        "user": user,
        "nick": null,
        "avatar": null,
        "roles": [],
        "joined_at": TIMESTAMP,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "permissions": "2248473465835073",
    })
}

pub fn message(
    id: u64,
    channel: u64,
    guild: Option<u64>,
    author: Value,
    content: &str,
    components: Value,
) -> Value {
    let mut message = json!({
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "author": author,
        "content": content,
        "timestamp": TIMESTAMP,
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": false,
        "type": 0,
        "components": components,
    });
    if let Some(guild) = guild {
        message["guild_id"] = json!(guild.to_string());
    }
    message
}

pub fn dm_channel(id: u64, recipient: Value) -> Value {
    json!({ "id": id.to_string(), "type": 1, "recipients": [recipient] })
}

pub fn thread(id: u64, guild: u64, parent: u64, name: &str, archived: bool) -> Value {
    json!({
        "id": id.to_string(),
        "type": 11,
        "guild_id": guild.to_string(),
        "parent_id": parent.to_string(),
        "name": name,
        "thread_metadata": {
            "archived": archived,
            "auto_archive_duration": 10080,
            "archive_timestamp": TIMESTAMP,
            "locked": false,
        },
    })
}

pub fn text_channel(id: u64, guild: u64) -> Value {
    json!({ "id": id.to_string(), "type": 0, "guild_id": guild.to_string(), "name": "games" })
}

pub fn error(code: u64, message: &str) -> Value {
    json!({ "code": code, "message": message })
}
