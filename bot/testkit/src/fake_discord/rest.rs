//! The REST half: one fallback handler that parses JSON or multipart bodies, records the
//! request and routes on the path.

use super::{lock, objects, File, Permission, Recorded, Sent, State, Target, Thread};
use axum::body::Bytes;
use axum::extract::{FromRequest, Multipart, Request, State as AxumState};
use axum::http::{header, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};

const EPHEMERAL: u64 = 64;

pub async fn handle(AxumState(state): AxumState<Arc<State>>, request: Request) -> Response {
    let method = request.method().clone();
    let path = request
        .uri()
        .path()
        .trim_start_matches("/api/v10")
        .to_string();
    let (body, files) = read_body(request).await;
    let limited = lock(&state.limiter).check(&format!("{method} {path}"), Instant::now());
    if let Some(limited) = limited {
        lock(&state.log).requests.push(Recorded {
            method: method.to_string(),
            path,
            body,
            status: 429,
            error: None,
        });
        let mut response = (StatusCode::TOO_MANY_REQUESTS, Json(limited.body())).into_response();
        for (name, value) in limited.headers() {
            if let Ok(value) = value.parse() {
                response.headers_mut().insert(name, value);
            }
        }
        return response;
    }
    let (status, response) = route(&state, &method, &path, &body, files);
    let error = response
        .as_ref()
        .filter(|_| !status.is_success())
        .and_then(|value| value["code"].as_u64());
    lock(&state.log).requests.push(Recorded {
        method: method.to_string(),
        path,
        body,
        status: status.as_u16(),
        error,
    });
    match response {
        Some(value) => (status, Json(value)).into_response(),
        None => status.into_response(),
    }
}

/// Discord's windows for answering an interaction.
const INITIAL_RESPONSE: Duration = Duration::from_secs(3);

/// The initial callback: once, within 3 s of the dispatch. Marks it acknowledged.
fn refuse_callback(state: &State, token: &str) -> Option<Answer> {
    let mut interactions = lock(&state.interactions);
    let unknown = (
        StatusCode::NOT_FOUND,
        Some(objects::error(10062, "Unknown interaction")),
    );
    let Some(invocation) = interactions.get_mut(token) else {
        return Some(unknown);
    };
    if invocation.acknowledged {
        let error = objects::error(40060, "Interaction has already been acknowledged.");
        return Some((StatusCode::BAD_REQUEST, Some(error)));
    }
    if invocation.dispatched.elapsed() + *lock(&state.aged) > INITIAL_RESPONSE {
        return Some(unknown);
    }
    invocation.acknowledged = true;
    None
}

/// Edits and follow-ups: only after the initial callback, and for 15 minutes.
fn refuse_webhook(state: &State, token: &str) -> Option<Answer> {
    let interactions = lock(&state.interactions);
    let expired = (
        StatusCode::UNAUTHORIZED,
        Some(objects::error(50027, "Invalid Webhook Token")),
    );
    let Some(invocation) = interactions.get(token) else {
        return Some(expired);
    };
    if state.age(invocation) > *lock(&state.token_lifetime) {
        return Some(expired);
    }
    if !invocation.acknowledged {
        let error = objects::error(10015, "Unknown Webhook");
        return Some((StatusCode::NOT_FOUND, Some(error)));
    }
    None
}

/// Autocomplete answers: at most 25 choices, names and values of 1 to 100 characters,
/// and only to an autocomplete interaction.
fn refuse_choices(state: &State, token: &str, data: &Value) -> Option<Answer> {
    let autocomplete = lock(&state.interactions)
        .get(token)
        .is_some_and(|invocation| invocation.kind == 4);
    let choices = data["choices"].as_array();
    let valid = autocomplete
        && choices.is_some_and(|list| {
            list.len() <= 25
                && list.iter().all(|choice| {
                    let length = |field: &str| choice[field].as_str().map(|t| t.chars().count());
                    matches!(length("name"), Some(1..=100))
                        && matches!(length("value"), Some(1..=100))
                })
        });
    (!valid).then(|| {
        let error = objects::error(50035, "Invalid Form Body");
        (StatusCode::BAD_REQUEST, Some(error))
    })
}

async fn read_body(request: Request) -> (Value, Vec<File>) {
    let multipart = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/"));
    if !multipart {
        let bytes = Bytes::from_request(request, &()).await.unwrap_or_default();
        return (
            serde_json::from_slice(&bytes).unwrap_or(Value::Null),
            Vec::new(),
        );
    }
    let mut body = Value::Null;
    let mut files = Vec::new();
    let Ok(mut form) = Multipart::from_request(request, &()).await else {
        return (body, files);
    };
    while let Ok(Some(field)) = form.next_field().await {
        let name = field.name().unwrap_or_default().to_string();
        let file_name = field.file_name().map(str::to_string);
        let bytes = field.bytes().await.unwrap_or_default();
        if name == "payload_json" {
            body = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        } else if let Some(file_name) = file_name {
            let field = name
                .strip_prefix("files[")
                .and_then(|rest| rest.strip_suffix(']'))
                .and_then(|n| n.parse().ok());
            files.push(File {
                name: file_name,
                bytes: bytes.to_vec(),
                field,
            });
        }
    }
    (body, files)
}

type Answer = (StatusCode, Option<Value>);

/// Discord's upload limits without boosts: 10 MiB a file, 25 MiB a request.
const FILE_LIMIT: usize = 10 * 1024 * 1024;
const REQUEST_LIMIT: usize = 25 * 1024 * 1024;

fn refused(status: StatusCode, code: u64, message: &str) -> Option<Answer> {
    Some((status, Some(objects::error(code, message))))
}

/// What Discord checks in a message it is asked to create: every uploaded `files[n]`
/// described in `payload_json.attachments` by `id: n`, the size limits (413 / 40005), and
/// something to show (50006).
fn refuse_message(body: &Value, files: &[File]) -> Option<Answer> {
    let described: Vec<u64> = body["attachments"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|a| match &a["id"] {
            Value::String(id) => id.parse().ok(),
            id => id.as_u64(),
        })
        .collect();
    if files
        .iter()
        .any(|f| !f.field.is_some_and(|n| described.contains(&n)))
    {
        let message = "Invalid Form Body: files[n] without payload_json.attachments[].id = n";
        return refused(StatusCode::BAD_REQUEST, 50035, message);
    }
    let total: usize = files.iter().map(|f| f.bytes.len()).sum();
    if files.iter().any(|f| f.bytes.len() > FILE_LIMIT) || total > REQUEST_LIMIT {
        return refused(
            StatusCode::PAYLOAD_TOO_LARGE,
            40005,
            "Request entity too large",
        );
    }
    let blank = |field: &str| match &body[field] {
        Value::Null => true,
        Value::String(text) => text.is_empty(),
        Value::Array(list) => list.is_empty(),
        _ => false,
    };
    let empty = ["content", "embeds", "components", "sticker_ids", "poll"]
        .iter()
        .all(|field| blank(field));
    if empty && files.is_empty() {
        return refused(
            StatusCode::BAD_REQUEST,
            50006,
            "Cannot send an empty message",
        );
    }
    None
}

/// An interaction invoked in a locked thread cannot be answered there (50083).
fn refuse_in_locked_thread(state: &State, token: &str) -> Option<Answer> {
    let channel = state.interaction_channel(token);
    lock(&state.locked_threads).contains(&channel).then(|| {
        let error = objects::error(50083, "Operation is not allowed on an archived thread");
        (StatusCode::BAD_REQUEST, Some(error))
    })
}

/// Discord's rules for message components (action rows of buttons or one select):
/// refused with 50035 "Invalid Form Body", as Discord does.
fn refuse_components(body: &Value) -> Option<Answer> {
    let rows = body
        .get("components")
        .or_else(|| body.get("data").and_then(|d| d.get("components")))?;
    let problem = component_problem(rows)?;
    let error = objects::error(50035, &format!("Invalid Form Body: {problem}"));
    Some((StatusCode::BAD_REQUEST, Some(error)))
}

/// What breaks Discord's component rules in `rows`, if anything: at most 5 action rows;
/// a row holds 1–5 buttons or exactly one select; a select has 1–25 options; custom ids
/// are unique and of 1–100 characters; a button's label at most 80 characters, an
/// option's label, value and description at most 100, a placeholder at most 150.
pub fn component_problem(rows: &Value) -> Option<String> {
    let rows = rows.as_array()?;
    if rows.len() > 5 {
        return Some(format!("{} action rows", rows.len()));
    }
    let mut ids = std::collections::HashSet::new();
    let chars = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    for row in rows {
        if row["type"] != json!(1) {
            return Some("a top-level component that is not an action row".into());
        }
        let items = row["components"].as_array().cloned().unwrap_or_default();
        let selects = items.iter().filter(|c| c["type"] == json!(3)).count();
        if items.is_empty() || items.len() > 5 || (selects > 0 && items.len() > 1) {
            return Some(format!(
                "a row of {} components ({selects} selects)",
                items.len()
            ));
        }
        for item in &items {
            let id = item["custom_id"].as_str().unwrap_or_default();
            if id.is_empty() || id.chars().count() > 100 || !ids.insert(id.to_string()) {
                return Some(format!("custom id {id:?}"));
            }
            if item["type"] == json!(2) && chars(&item["label"]) > 80 {
                return Some(format!(
                    "button label of {} characters",
                    chars(&item["label"])
                ));
            }
            if item["type"] == json!(3) {
                let options = item["options"].as_array().cloned().unwrap_or_default();
                if options.is_empty() || options.len() > 25 || chars(&item["placeholder"]) > 150 {
                    return Some(format!("a select of {} options", options.len()));
                }
                let mut values = std::collections::HashSet::new();
                for o in &options {
                    let value = o["value"].as_str().unwrap_or_default();
                    let too_long = ["label", "value", "description"]
                        .iter()
                        .any(|f| chars(&o[*f]) > 100);
                    if too_long || chars(&o["label"]) == 0 || !values.insert(value.to_string()) {
                        return Some(format!("select option {o}"));
                    }
                }
            }
        }
    }
    None
}

fn route(state: &State, method: &Method, path: &str, body: &Value, files: Vec<File>) -> Answer {
    if let Some(refused) = refuse_components(body) {
        return refused;
    }
    let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
    let id = |i: usize| {
        parts
            .get(i)
            .and_then(|p| p.parse::<u64>().ok())
            .unwrap_or(0)
    };
    match (method.as_str(), parts.as_slice()) {
        ("GET", ["gateway"]) => ok(json!({ "url": state.gateway_url() })),
        ("GET", ["gateway", "bot"]) => ok(super::shards::bot_gateway(state)),
        ("GET", ["users", "@me"]) => ok(objects::user(state.app_id, "referee", true)),
        ("PUT", ["applications", _, "commands"]) => register(state, None, body),
        ("PUT", ["applications", _, "guilds", _, "commands"]) => register(state, Some(id(3)), body),
        ("POST", ["interactions", _, token, "callback"]) => {
            let data = body.get("data").cloned().unwrap_or(Value::Null);
            // A message callback (type 4) must hold something; with files Discord answers
            // the multipart form as for any message.
            let message = (body["type"] == json!(4))
                .then(|| refuse_message(&data, &files))
                .flatten();
            let refused = (body["type"] == json!(8))
                .then(|| refuse_choices(state, token, &data))
                .flatten()
                .or(message)
                .or_else(|| refuse_in_locked_thread(state, token))
                .or_else(|| refuse_callback(state, token));
            match refused {
                Some(refused) => refused,
                None => callback(state, token, body, files),
            }
        }
        ("PATCH" | "DELETE", ["webhooks", _, token, "messages", "@original"])
        | ("POST", ["webhooks", _, token])
            if refuse_webhook(state, token).is_some() =>
        {
            refuse_webhook(state, token).unwrap_or((StatusCode::NOT_FOUND, None))
        }
        ("PATCH", ["webhooks", _, token, "messages", "@original"])
        | ("POST", ["webhooks", _, token])
            if refuse_in_locked_thread(state, token).is_some() =>
        {
            refuse_in_locked_thread(state, token).unwrap_or((StatusCode::NOT_FOUND, None))
        }
        ("POST", ["webhooks", _, _]) if refuse_message(body, &files).is_some() => {
            refuse_message(body, &files).unwrap_or((StatusCode::NOT_FOUND, None))
        }
        ("PATCH", ["webhooks", _, _, "messages", "@original"])
            if !files.is_empty() && refuse_message(body, &files).is_some() =>
        {
            refuse_message(body, &files).unwrap_or((StatusCode::NOT_FOUND, None))
        }
        ("PATCH", ["webhooks", _, token, "messages", "@original"]) => {
            edit_original(state, token, body, files)
        }
        ("DELETE", ["webhooks", _, _, "messages", "@original"])
            if state.refuse_deletes.load(Ordering::SeqCst) =>
        {
            let error = objects::error(10008, "Unknown Message");
            (StatusCode::NOT_FOUND, Some(error))
        }
        ("DELETE", ["webhooks", _, token, "messages", "@original"]) => {
            lock(&state.log).deleted_replies.insert(token.to_string());
            (StatusCode::NO_CONTENT, None)
        }
        ("POST", ["webhooks", _, token]) => {
            // As Discord does: the first follow-up after a deferral that is still pending
            // edits that deferral instead, keeping its visibility (the flags are ignored).
            let pending = {
                let log = lock(&state.log);
                log.reply(token)
                    .filter(|r| r.callback == 5)
                    .map(|r| r.ephemeral)
            };
            let channel = state.interaction_channel(token);
            if let Some(ephemeral) = pending {
                let target = Target::Reply(token.to_string());
                return ok(record(state, target, 0, body, files, ephemeral, channel));
            }
            let target = Target::Followup(token.to_string());
            let ephemeral = body["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0;
            ok(record(state, target, 0, body, files, ephemeral, channel))
        }
        ("POST", ["users", "@me", "channels"]) => {
            let user = body["recipient_id"]
                .as_str()
                .and_then(|s| s.parse().ok())
                .unwrap_or(0);
            let channel = state.dm_channel_of(user);
            ok(objects::dm_channel(
                channel,
                objects::user(user, "player", false),
            ))
        }
        ("POST", ["channels", _, "messages"]) => post_message(state, id(1), body, files),
        ("DELETE", ["channels", _, "messages", _]) => {
            lock(&state.log).deleted_messages.push((id(1), id(3)));
            (StatusCode::NO_CONTENT, None)
        }
        ("PATCH", ["channels", _, "messages", _]) => {
            let mut stored = lock(&state.messages);
            let message = stored.entry(id(3)).or_insert_with(|| {
                let author = objects::user(state.app_id, "referee", true);
                objects::message(
                    id(3),
                    id(1),
                    Some(state.guild_of_channel(id(1))),
                    author,
                    "",
                    json!([]),
                )
            });
            if let Some(components) = body.get("components") {
                message["components"] = components.clone();
            }
            ok(message.clone())
        }
        // Threads live in server text channels: not inside a thread, not in a DM.
        ("POST", ["channels", _, "threads"] | ["channels", _, "messages", _, "threads"])
            if state.dm_user(id(1)).is_some() || lock(&state.threads).contains_key(&id(1)) =>
        {
            let error = objects::error(50024, "Cannot execute action on this channel type");
            (StatusCode::BAD_REQUEST, Some(error))
        }
        ("POST", ["channels", _, "threads"] | ["channels", _, "messages", _, "threads"]) => {
            let thread = state.next_id();
            let name = body["name"].as_str().unwrap_or("game").to_string();
            lock(&state.threads).insert(
                thread,
                Thread {
                    parent: id(1),
                    name: name.clone(),
                    archived: false,
                },
            );
            // A thread is in its parent's server, and so on that server's shard.
            let guild = state.adopt_thread(thread, id(1));
            ok(objects::thread(thread, guild, id(1), &name, false))
        }
        ("PATCH", ["channels", _])
            if body["archived"] == json!(false) && lock(&state.locked_threads).contains(&id(1)) =>
        {
            let error = objects::error(50083, "Operation is not allowed on an archived thread");
            (StatusCode::FORBIDDEN, Some(error))
        }
        ("PATCH", ["channels", _]) => {
            let mut threads = lock(&state.threads);
            match threads.get_mut(&id(1)) {
                Some(thread) => {
                    if let Some(archived) = body["archived"].as_bool() {
                        thread.archived = archived;
                    }
                    ok(objects::thread(
                        id(1),
                        state.guild_of_channel(id(1)),
                        thread.parent,
                        &thread.name,
                        thread.archived,
                    ))
                }
                None => ok(objects::text_channel(id(1), state.guild_of_channel(id(1)))),
            }
        }
        ("GET", ["channels", _]) => {
            let threads = lock(&state.threads);
            match threads.get(&id(1)) {
                Some(t) => ok(objects::thread(
                    id(1),
                    state.guild_of_channel(id(1)),
                    t.parent,
                    &t.name,
                    t.archived,
                )),
                None => ok(objects::text_channel(id(1), state.guild_of_channel(id(1)))),
            }
        }
        _ => (
            StatusCode::NOT_FOUND,
            Some(objects::error(0, "404: Not Found (fake Discord)")),
        ),
    }
}

fn ok(value: Value) -> Answer {
    (StatusCode::OK, Some(value))
}

fn register(state: &State, guild: Option<u64>, body: &Value) -> Answer {
    let problems = super::commands::registration_problems(body);
    if !problems.is_empty() {
        let message = format!("Invalid Form Body: {}", problems.join("; "));
        return (
            StatusCode::BAD_REQUEST,
            Some(objects::error(50035, &message)),
        );
    }
    let commands: Vec<Value> = body
        .as_array()
        .cloned()
        .unwrap_or_default()
        .into_iter()
        .map(|mut command| {
            command["id"] = json!(state.next_id().to_string());
            command["application_id"] = json!(state.app_id.to_string());
            command["version"] = json!("1");
            command["type"] = command.get("type").cloned().unwrap_or(json!(1));
            if let Some(guild) = guild {
                command["guild_id"] = json!(guild.to_string());
            }
            command
        })
        .collect();
    lock(&state.log)
        .commands
        .insert(guild, Value::Array(commands.clone()));
    ok(Value::Array(commands))
}

fn callback(state: &State, token: &str, body: &Value, files: Vec<File>) -> Answer {
    let kind = body["type"].as_u64().unwrap_or(0);
    let data = body.get("data").cloned().unwrap_or(Value::Null);
    if kind == 8 {
        let target = Target::Autocomplete(token.to_string());
        let choices = data["choices"]
            .as_array()
            .map(|list| {
                list.iter()
                    .filter_map(|c| c["value"].as_str().map(str::to_string))
                    .collect()
            })
            .unwrap_or_default();
        let sent = sent(state, target, 8, &data, Vec::new(), false, 0);
        lock(&state.log).sent.push(Sent { choices, ..sent });
        return (StatusCode::NO_CONTENT, None);
    }
    let ephemeral = data["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0;
    let channel = state.interaction_channel(token);
    record(
        state,
        Target::Reply(token.to_string()),
        kind,
        &data,
        files,
        ephemeral,
        channel,
    );
    (StatusCode::NO_CONTENT, None)
}

fn edit_original(state: &State, token: &str, body: &Value, files: Vec<File>) -> Answer {
    let target = Target::Reply(token.to_string());
    let ephemeral = {
        let log = lock(&state.log);
        log.sent
            .iter()
            .rev()
            .find(|s| s.target == target)
            .is_some_and(|s| s.ephemeral)
    };
    let channel = state.interaction_channel(token);
    ok(record(state, target, 0, body, files, ephemeral, channel))
}

fn post_message(state: &State, channel: u64, body: &Value, files: Vec<File>) -> Answer {
    if let Some(refused) = refuse_message(body, &files) {
        return refused;
    }
    if let Some(user) = state.dm_user(channel) {
        if lock(&state.refused_dms).contains(&user) {
            let error = objects::error(50007, "Cannot send messages to this user");
            return (StatusCode::FORBIDDEN, Some(error));
        }
        return ok(record(
            state,
            Target::Dm(user),
            0,
            body,
            files,
            false,
            channel,
        ));
    }
    if let Some(refused) = refuse_missing_permission(state, channel, !files.is_empty()) {
        return refused;
    }
    // A post reopens an archived thread, unless a moderator locked it.
    if let Some(thread) = lock(&state.threads).get_mut(&channel) {
        if thread.archived && lock(&state.locked_threads).contains(&channel) {
            let error = objects::error(50083, "Operation is not allowed on an archived thread");
            return (StatusCode::BAD_REQUEST, Some(error));
        }
        thread.archived = false;
    }
    ok(record(
        state,
        Target::Channel(channel),
        0,
        body,
        files,
        false,
        channel,
    ))
}

/// Send Messages (in Threads, checked on the parent) and, with files, Attach Files.
fn refuse_missing_permission(state: &State, channel: u64, with_files: bool) -> Option<Answer> {
    let parent = lock(&state.threads).get(&channel).map(|t| t.parent);
    let home = parent.unwrap_or(channel);
    let denied = lock(&state.denied);
    let lacks = |permission| denied.contains(&(home, permission));
    if lacks(Permission::ViewChannel) {
        let error = objects::error(50001, "Missing Access");
        return Some((StatusCode::FORBIDDEN, Some(error)));
    }
    let send = if parent.is_some() {
        Permission::SendMessagesInThreads
    } else {
        Permission::SendMessages
    };
    (lacks(send) || (with_files && lacks(Permission::AttachFiles))).then(|| {
        let error = objects::error(50013, "Missing Permissions");
        (StatusCode::FORBIDDEN, Some(error))
    })
}

fn sent(
    state: &State,
    target: Target,
    callback: u64,
    body: &Value,
    files: Vec<File>,
    ephemeral: bool,
    channel: u64,
) -> Sent {
    let components = body.get("components").cloned().unwrap_or(json!([]));
    let buttons = components
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|button| button["custom_id"].as_str().map(str::to_string))
        .collect();
    Sent {
        target,
        content: body["content"].as_str().unwrap_or_default().to_string(),
        files,
        buttons,
        ephemeral,
        callback,
        choices: Vec::new(),
        message_id: state.next_id(),
        channel_id: channel,
        components,
        at: Instant::now(),
    }
}

/// Log what the bot sent and return the message object Discord would answer with.
fn record(
    state: &State,
    target: Target,
    callback: u64,
    body: &Value,
    files: Vec<File>,
    ephemeral: bool,
    channel: u64,
) -> Value {
    let sent = sent(state, target, callback, body, files, ephemeral, channel);
    let guild = if channel == 0 {
        None
    } else {
        state.guild_of(channel)
    };
    let author = objects::user(state.app_id, "referee", true);
    let message = objects::message(
        sent.message_id,
        channel,
        guild,
        author,
        &sent.content,
        sent.components.clone(),
    );
    lock(&state.messages).insert(sent.message_id, message.clone());
    lock(&state.log).sent.push(sent);
    message
}
