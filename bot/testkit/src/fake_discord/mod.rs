//! A fake Discord on loopback for end-to-end tests and the bench: the REST API (under
//! `/api/v10`) and the gateway WebSocket (`/ws`) in one axum server. It records every
//! request and keeps a log of what the bot sent, so tests assert on text, PNGs and buttons.

mod commands;
mod gateway;
mod limits;
pub mod objects;
mod rest;
pub mod shards;

pub use rest::component_problem;

use serde_json::{json, Value};
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

pub const APP_ID: u64 = 4242;
pub const GUILD: u64 = 7000;
/// The server channel games are played in.
pub const CHANNEL: u64 = 7001;
/// Generous: CI machines are loaded and debug builds are slow.
pub const WAIT: Duration = Duration::from_secs(60);

/// A Discord user the tests act as.
#[derive(Clone, Debug)]
pub struct Actor {
    pub id: u64,
    pub name: String,
    /// The client language sent with each interaction (`en-US` unless set).
    pub locale: String,
    /// The member's permission bits in a server, when a test sets them (otherwise an
    /// ordinary member's, without Manage Server).
    pub permissions: Option<u64>,
}

impl Actor {
    pub fn new(id: u64, name: &str) -> Actor {
        Actor {
            id,
            name: name.to_string(),
            locale: "en-US".to_string(),
            permissions: None,
        }
    }
    /// The same user holding these permission bits in the server (0x20 = Manage Server).
    pub fn with_permissions(mut self, bits: u64) -> Actor {
        self.permissions = Some(bits);
        self
    }
    /// The same user on a Discord client set to `locale` (`zh-CN`, `zh-TW`…).
    pub fn with_locale(mut self, locale: &str) -> Actor {
        self.locale = locale.to_string();
        self
    }
    fn json(&self) -> Value {
        objects::user(self.id, &self.name, false)
    }
}

/// A channel permission a test can take from the bot (Discord answers 403 / 50013).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Permission {
    SendMessages,
    AttachFiles,
    /// Checked on the parent channel for posts in its threads.
    SendMessagesInThreads,
    /// The channel (and its threads) is hidden from the bot: 403 / 50001 Missing Access.
    ViewChannel,
}

/// Where something the bot sent went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    Channel(u64),
    Dm(u64),
    /// The original response of the interaction with this token (callback or edit).
    Reply(String),
    Followup(String),
    Autocomplete(String),
}

#[derive(Clone, Debug)]
pub struct File {
    pub name: String,
    pub bytes: Vec<u8>,
    /// `n` of the multipart field `files[n]`, which names `payload_json.attachments[].id`.
    pub field: Option<u64>,
}

impl File {
    pub fn is_png(&self) -> bool {
        self.bytes.starts_with(b"\x89PNG\r\n\x1a\n")
    }
}

/// One message (or response) the bot sent, in order.
#[derive(Clone, Debug)]
pub struct Sent {
    pub target: Target,
    pub content: String,
    pub files: Vec<File>,
    /// Custom ids of the buttons under the message.
    pub buttons: Vec<String>,
    pub ephemeral: bool,
    /// Interaction callback type for `Reply` (5 = deferred), 0 otherwise.
    pub callback: u64,
    pub choices: Vec<String>,
    pub message_id: u64,
    pub channel_id: u64,
    pub components: Value,
    /// When the fake received it (for latency figures).
    pub at: Instant,
}

/// Every HTTP request the bot made.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub method: String,
    pub path: String,
    pub body: Value,
    pub status: u16,
    /// Discord's JSON error code when the fake refused the request.
    pub error: Option<u64>,
}

impl Recorded {
    pub fn refused_with(&self, code: u64) -> bool {
        self.error == Some(code)
    }
}

#[derive(Default)]
pub struct Log {
    pub sent: Vec<Sent>,
    pub requests: Vec<Recorded>,
    /// Registered commands: `None` for global, `Some(guild)` per guild.
    pub commands: HashMap<Option<u64>, Value>,
    pub deleted_replies: HashSet<String>,
    /// Channel messages the bot deleted, as (channel, message).
    pub deleted_messages: Vec<(u64, u64)>,
}

impl Log {
    /// The current original response of an interaction (after edits), unless deleted.
    pub fn reply(&self, token: &str) -> Option<&Sent> {
        if self.deleted_replies.contains(token) {
            return None;
        }
        self.sent
            .iter()
            .rev()
            .find(|s| s.target == Target::Reply(token.to_string()))
    }

    pub fn followups(&self, token: &str) -> Vec<&Sent> {
        self.sent
            .iter()
            .filter(|s| s.target == Target::Followup(token.to_string()))
            .collect()
    }

    pub fn to_channel(&self, channel: u64) -> Vec<&Sent> {
        self.sent
            .iter()
            .filter(|s| s.target == Target::Channel(channel))
            .collect()
    }

    pub fn dms_to(&self, user: u64) -> Vec<&Sent> {
        self.sent
            .iter()
            .filter(|s| s.target == Target::Dm(user))
            .collect()
    }

    /// Attempts to DM `user` (answered or refused).
    pub fn dm_attempts(&self, dm_channel: u64) -> usize {
        let path = format!("/channels/{dm_channel}/messages");
        self.requests
            .iter()
            .filter(|r| r.method == "POST" && r.path == path)
            .count()
    }
}

/// An interaction the fake dispatched: Discord accepts one initial callback within 3 s,
/// then webhook edits and follow-ups for 15 minutes.
struct Invocation {
    channel: u64,
    /// 2 command, 3 component, 4 autocomplete.
    kind: u64,
    dispatched: Instant,
    acknowledged: bool,
}

struct Thread {
    parent: u64,
    name: String,
    archived: bool,
}

pub struct State {
    app_id: u64,
    port: u16,
    ids: AtomicU64,
    log: Mutex<Log>,
    refused_dms: Mutex<HashSet<u64>>,
    /// DM channel id → user, and back.
    dm_channels: Mutex<HashMap<u64, u64>>,
    threads: Mutex<HashMap<u64, Thread>>,
    /// Threads whose unarchiving is refused (403 / 50083), as for a thread a moderator
    /// locked or one the bot may no longer manage.
    locked_threads: Mutex<HashSet<u64>>,
    /// Answer deletions of original interaction responses with 404 / 10008.
    refuse_deletes: std::sync::atomic::AtomicBool,
    /// Message id → message JSON (for button clicks, which carry the message).
    messages: Mutex<HashMap<u64, Value>>,
    gateway: Mutex<gateway::Sessions>,
    interactions: Mutex<HashMap<String, Invocation>>,
    /// Added to every interaction's age, so a test can step past the 15-minute window.
    aged: Mutex<Duration>,
    /// How long an interaction token accepts edits and follow-ups (15 minutes on
    /// Discord; a test shortens it to see what the bot does with an expired token).
    token_lifetime: Mutex<Duration>,
    limiter: Mutex<limits::Limiter>,
    /// (channel, permission) pairs the bot lacks.
    denied: Mutex<HashSet<(u64, Permission)>>,
    /// Whether the Developer Portal has the Message Content intent on for this bot.
    message_content_allowed: std::sync::atomic::AtomicBool,
    /// Intents of the newest session.
    intents: AtomicU64,
    /// Sessions closed with 4014.
    refused_intents: AtomicU64,
    /// New gateway connections wait while this is set.
    held: std::sync::atomic::AtomicBool,
    routing: Mutex<shards::Routing>,
}

/// Gateway intent bits the fake looks at.
const GUILD_MESSAGES: u64 = 1 << 9;
const DIRECT_MESSAGES: u64 = 1 << 12;
const MESSAGE_CONTENT: u64 = 1 << 15;

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl State {
    /// Accept a session's intents, or refuse them (4014) as Discord does when a privileged
    /// intent is asked for without being enabled.
    fn grant(&self, intents: u64) -> bool {
        if intents & MESSAGE_CONTENT != 0 && !self.message_content_allowed.load(Ordering::SeqCst) {
            self.refused_intents.fetch_add(1, Ordering::SeqCst);
            return false;
        }
        self.intents.store(intents, Ordering::SeqCst);
        true
    }

    fn next_id(&self) -> u64 {
        self.ids.fetch_add(1, Ordering::Relaxed)
    }

    fn gateway_url(&self) -> String {
        format!("ws://127.0.0.1:{}/ws", self.port)
    }

    fn dm_channel_of(&self, user: u64) -> u64 {
        let mut channels = lock(&self.dm_channels);
        if let Some((channel, _)) = channels.iter().find(|(_, u)| **u == user) {
            return *channel;
        }
        let channel = 500_000 + user;
        channels.insert(channel, user);
        channel
    }

    fn interaction_channel(&self, token: &str) -> u64 {
        lock(&self.interactions)
            .get(token)
            .map_or(0, |invocation| invocation.channel)
    }

    fn age(&self, invocation: &Invocation) -> Duration {
        invocation.dispatched.elapsed() + *lock(&self.aged)
    }

    fn dm_user(&self, channel: u64) -> Option<u64> {
        lock(&self.dm_channels).get(&channel).copied()
    }

    fn guild_of(&self, channel: u64) -> Option<u64> {
        if self.dm_user(channel).is_some() {
            None
        } else {
            Some(self.guild_of_channel(channel))
        }
    }
}

/// Discord's window for edits and follow-ups of an interaction.
const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);

/// A running fake Discord. Dropping it stops the server.
pub struct FakeDiscord {
    pub url: String,
    state: Arc<State>,
    server: tokio::task::JoinHandle<()>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        self.server.abort();
    }
}

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let state = Arc::new(State {
            app_id: APP_ID,
            port,
            ids: AtomicU64::new(1_000_000),
            log: Mutex::new(Log::default()),
            refused_dms: Mutex::new(HashSet::new()),
            dm_channels: Mutex::new(HashMap::new()),
            threads: Mutex::new(HashMap::new()),
            locked_threads: Mutex::new(HashSet::new()),
            refuse_deletes: std::sync::atomic::AtomicBool::new(false),
            messages: Mutex::new(HashMap::new()),
            gateway: Mutex::new(gateway::Sessions::default()),
            interactions: Mutex::new(HashMap::new()),
            aged: Mutex::new(Duration::ZERO),
            token_lifetime: Mutex::new(TOKEN_LIFETIME),
            limiter: Mutex::new(limits::Limiter::default()),
            denied: Mutex::new(HashSet::new()),
            message_content_allowed: std::sync::atomic::AtomicBool::new(false),
            intents: AtomicU64::new(0),
            refused_intents: AtomicU64::new(0),
            held: std::sync::atomic::AtomicBool::new(false),
            routing: Mutex::new(shards::Routing::default()),
        });
        let app = axum::Router::new()
            .route("/ws", axum::routing::get(gateway::upgrade))
            .fallback(rest::handle)
            // Bodies over Discord's own limits must reach the fake to be refused as it does.
            .layer(axum::extract::DefaultBodyLimit::max(64 * 1024 * 1024))
            .with_state(Arc::clone(&state));
        let server = tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        FakeDiscord {
            url: format!("http://127.0.0.1:{port}"),
            state,
            server,
        }
    }

    /// Turn the Message Content intent on in the "Developer Portal" (off by default, as for
    /// a new application): without it IDENTIFY asking for it is closed with 4014.
    pub fn allow_message_content(&self) {
        self.state
            .message_content_allowed
            .store(true, Ordering::SeqCst);
    }

    /// Gateway sessions refused with 4014 (disallowed intents).
    pub fn intent_refusals(&self) -> u64 {
        self.state.refused_intents.load(Ordering::SeqCst)
    }

    /// Answer one request in every `n` with 429 (bucket limited for `retry_after`).
    pub fn rate_limit_every(&self, n: u64, retry_after: Duration) {
        lock(&self.state.limiter).every(n, retry_after);
    }

    /// Answer the next `count` requests starting with `route` (`"PATCH /webhooks"`) with 429.
    pub fn rate_limit_next(&self, route: &str, count: u32, retry_after: Duration) {
        lock(&self.state.limiter).next(route, count, retry_after);
    }

    /// Answer the next request with a global 429: every route waits `retry_after`.
    pub fn rate_limit_global_once(&self, retry_after: Duration) {
        lock(&self.state.limiter).global_once(retry_after);
    }

    /// (429s answered, requests that came back to a limited bucket before its reset).
    pub fn rate_limited(&self) -> (u64, u64) {
        let limiter = lock(&self.state.limiter);
        (limiter.limited, limiter.too_early)
    }

    /// Make every interaction dispatched so far `by` older (past Discord's windows).
    pub fn age_interactions(&self, by: Duration) {
        *lock(&self.state.aged) += by;
    }

    /// Let interaction tokens accept edits and follow-ups for `lifetime` after the
    /// dispatch instead of Discord's 15 minutes (the 3 s initial callback is unchanged).
    pub fn set_token_lifetime(&self, lifetime: Duration) {
        *lock(&self.state.token_lifetime) = lifetime;
    }

    /// Take `permission` in `channel` (and its threads) from the bot.
    pub fn deny(&self, channel: u64, permission: Permission) {
        lock(&self.state.denied).insert((channel, permission));
    }

    /// Answer DMs to this user with 403 / 50007 from now on.
    pub fn refuse_dms(&self, user: u64) {
        lock(&self.state.refused_dms).insert(user);
    }

    pub fn archive_thread(&self, thread: u64) {
        if let Some(t) = lock(&self.state.threads).get_mut(&thread) {
            t.archived = true;
        }
    }

    /// Archive and lock a thread, as a moderator does: posts, interaction answers and
    /// edits in it are refused with 50083, and so is unarchiving it (the bot lacks Manage
    /// Threads). An archived thread that is not locked is reopened by a post.
    pub fn lock_thread(&self, thread: u64) {
        self.archive_thread(thread);
        lock(&self.state.locked_threads).insert(thread);
    }

    /// From now on, answer deletions of original responses with 404 / 10008, so a
    /// deferred "thinking…" stays pending.
    pub fn refuse_deleting_replies(&self) {
        self.state.refuse_deletes.store(true, Ordering::SeqCst);
    }

    pub fn is_thread_archived(&self, thread: u64) -> Option<bool> {
        lock(&self.state.threads).get(&thread).map(|t| t.archived)
    }

    pub fn threads(&self) -> Vec<(u64, u64, String)> {
        let threads = lock(&self.state.threads);
        let mut list: Vec<_> = threads
            .iter()
            .map(|(id, t)| (*id, t.parent, t.name.clone()))
            .collect();
        list.sort();
        list
    }

    pub fn dm_channel_of(&self, user: &Actor) -> u64 {
        self.state.dm_channel_of(user.id)
    }

    /// Number of IDENTIFYs answered so far (one per bot start).
    pub fn sessions_started(&self) -> u64 {
        lock(&self.state.gateway).identified
    }

    /// Number of sessions resumed so far.
    pub fn sessions_resumed(&self) -> u64 {
        lock(&self.state.gateway).resumed
    }

    /// Sessions identified or resumed so far: each successful (re)connection counts one.
    pub fn connections(&self) -> u64 {
        let gateway = lock(&self.state.gateway);
        gateway.identified + gateway.resumed
    }

    /// Wait until the bot has made `count` connections and is connected.
    pub async fn wait_connections(&self, count: u64) {
        self.wait_until(&format!("gateway connection #{count}"), || {
            let gateway = lock(&self.state.gateway);
            gateway.identified + gateway.resumed >= count && gateway.connected()
        })
        .await;
    }

    /// Send op 7: Discord asks the client to reconnect (and resume).
    pub fn ask_to_reconnect(&self) {
        assert!(lock(&self.state.gateway).control(gateway::Control::Reconnect));
    }

    /// Send op 9: the session is invalid (`resumable` or not).
    pub fn invalidate_session(&self, resumable: bool) {
        let control = gateway::Control::InvalidSession(resumable);
        assert!(lock(&self.state.gateway).control(control));
    }

    /// Close the gateway connection with `code` (4000–4014).
    pub fn close_gateway(&self, code: u16) {
        assert!(lock(&self.state.gateway).control(gateway::Control::Close(code)));
    }

    /// Drop the connection without a close frame (a network failure).
    pub fn drop_gateway(&self) {
        assert!(lock(&self.state.gateway).control(gateway::Control::Drop));
    }

    /// Keep new gateway connections waiting (`true`) until released (`false`), so a test
    /// can dispatch while the bot is surely away.
    pub fn hold_reconnects(&self, hold: bool) {
        self.state.held.store(hold, Ordering::SeqCst);
    }

    /// Wait until no connection is live (the bot noticed the loss).
    pub async fn wait_disconnected(&self) {
        self.wait_until("the gateway connection to end", || {
            !lock(&self.state.gateway).connected()
        })
        .await;
    }

    /// Wait until a private message to `user` contains `needle`. A game's set-up prompt
    /// is a DM too, so waiting for "any DM" does not wait for the answer to an action.
    pub async fn wait_dm_containing(&self, user: u64, needle: &str) {
        self.wait_for(&format!("a DM to {user} containing {needle:?}"), |log| {
            log.dms_to(user)
                .iter()
                .any(|dm| dm.content.contains(needle))
                .then_some(())
        })
        .await;
    }

    /// Wait until `count` bot sessions have identified, one is connected and the bot's
    /// commands are registered (a client offers nothing before).
    pub async fn wait_identified(&self, count: u64) {
        self.wait_for(&format!("gateway session #{count}"), |log| {
            let gateway = lock(&self.state.gateway);
            let ready = gateway.identified >= count && gateway.connected();
            (ready && !log.commands.is_empty()).then_some(())
        })
        .await;
    }

    pub fn log(&self) -> MutexGuard<'_, Log> {
        lock(&self.state.log)
    }

    /// Poll `f` over the log until it returns something; panics after [`WAIT`].
    pub async fn wait_for<T>(&self, what: &str, mut f: impl FnMut(&Log) -> Option<T>) -> T {
        let start = Instant::now();
        loop {
            if let Some(found) = f(&self.log()) {
                return found;
            }
            if start.elapsed() > WAIT {
                let log = self.log();
                panic!(
                    "timed out waiting for {what}; sent so far:\n{:#?}\nrequests:\n{:#?}",
                    log.sent
                        .iter()
                        .map(|s| (&s.target, &s.content))
                        .collect::<Vec<_>>(),
                    log.requests
                        .iter()
                        .map(|r| (&r.method, &r.path, r.status))
                        .collect::<Vec<_>>()
                );
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    async fn wait_until(&self, what: &str, mut f: impl FnMut() -> bool) {
        self.wait_for(what, |_| f().then_some(())).await
    }

    /// `challenger` runs `/play` with `options` in the game channel. Returns the challenge
    /// message, its Accept button id and the game id that button names.
    pub async fn challenge(&self, challenger: &Actor, options: &[Opt]) -> (Sent, String, u64) {
        self.challenge_in(challenger, CHANNEL, options).await
    }

    /// [`FakeDiscord::challenge`] in any channel.
    pub async fn challenge_in(
        &self,
        challenger: &Actor,
        channel: u64,
        options: &[Opt],
    ) -> (Sent, String, u64) {
        let token = self.slash(challenger, channel, "play", options);
        let challenge = self.reply(&token).await;
        let accept = challenge
            .buttons
            .iter()
            .find(|b| b.starts_with("accept:"))
            .cloned()
            .unwrap_or_else(|| panic!("no Accept button on {:?}", challenge.content));
        let game = accept["accept:".len()..]
            .parse()
            .unwrap_or_else(|e| panic!("bad Accept button {accept:?}: {e}"));
        (challenge, accept, game)
    }

    /// Wait for the final (non-deferred) original response of an interaction.
    pub async fn reply(&self, token: &str) -> Sent {
        self.wait_for(&format!("reply to {token}"), |log| {
            log.reply(token).filter(|s| s.callback != 5).cloned()
        })
        .await
    }

    /// Wait until the interaction's original response is final or deleted, and return every
    /// message it produced: the original (if kept) and follow-ups.
    pub async fn answers(&self, token: &str) -> Vec<Sent> {
        self.wait_for(&format!("answers to {token}"), |log| {
            let deleted = log.deleted_replies.contains(token);
            let original = log.reply(token).filter(|s| s.callback != 5);
            let followups = log.followups(token);
            match (deleted, original) {
                (true, _) if !followups.is_empty() => {
                    Some(followups.into_iter().cloned().collect())
                }
                (false, Some(original)) => {
                    let mut all = vec![original.clone()];
                    all.extend(followups.into_iter().cloned());
                    Some(all)
                }
                _ => None,
            }
        })
        .await
    }

    /// Dispatch on the newest session (buffered for RESUME while it is disconnected).
    fn dispatch(&self, kind: &str, data: Value) {
        assert!(
            lock(&self.state.gateway).dispatch(kind, data),
            "no bot ever identified with the fake gateway"
        );
    }

    fn interaction(&self, kind: u64, who: &Actor, channel: u64, data: Value) -> (String, Value) {
        let id = self.state.next_id();
        let token = format!("tok{id}");
        let invocation = Invocation {
            channel,
            kind,
            dispatched: Instant::now(),
            acknowledged: false,
        };
        lock(&self.state.interactions).insert(token.clone(), invocation);
        let mut payload = json!({
            "id": id.to_string(),
            "application_id": APP_ID.to_string(),
            "type": kind,
            "token": token,
            "version": 1,
            "channel_id": channel.to_string(),
            "user": who.json(),
            "locale": who.locale,
            "entitlements": [],
            "attachment_size_limit": 10 * 1024 * 1024,
            "data": data,
        });
        // As Discord sends them: in a server the invoker is a `member` (holding the user),
        // in a DM a top-level `user`.
        if let Some(guild) = self.state.guild_of(channel) {
            payload["guild_id"] = json!(guild.to_string());
            payload["guild_locale"] = json!("en-US");
            payload["member"] = objects::member(who.json());
            if let Some(bits) = who.permissions {
                payload["member"]["permissions"] = json!(bits.to_string());
            }
            if let Some(fields) = payload.as_object_mut() {
                fields.remove("user");
            }
        }
        (token, payload)
    }

    /// An interaction of `kind` (2 command, 4 autocomplete) the fake counts as dispatched
    /// now but sends to nobody: a test answers it itself to see what Discord accepts.
    /// Returns its id and token.
    pub fn undelivered_interaction(&self, who: &Actor, kind: u64) -> (u64, String) {
        let (token, payload) = self.interaction(kind, who, CHANNEL, json!({}));
        let id = payload["id"].as_str().and_then(|id| id.parse().ok());
        (id.unwrap_or_default(), token)
    }

    /// Why a Discord client could not send `/name` with `options` in `channel` (`None`
    /// if it could): it builds invocations only from the registered commands — guild
    /// commands in their server, global ones also in the bot's DM.
    pub fn invocation_problem(&self, channel: u64, data: &Value, partial: bool) -> Option<String> {
        let log = self.log();
        let guild = self.state.guild_of(channel);
        let name = data["name"].as_str().unwrap_or_default();
        // Only the commands of that name are copied: the whole registered list is large,
        // and this runs for every invocation a test or bench makes.
        let mut registered: Vec<Value> = Vec::new();
        for scope in [None, guild].into_iter().collect::<HashSet<_>>() {
            if let Some(list) = log.commands.get(&scope).and_then(Value::as_array) {
                registered.extend(list.iter().filter(|c| c["name"] == name).cloned());
            }
        }
        let given = data["options"].as_array().cloned().unwrap_or_default();
        let context = if guild.is_some() { 0 } else { 1 };
        let registered = Value::Array(registered);
        commands::invocation_problem(Some(&registered), name, &given, context, partial)
    }

    /// Invoke a slash command. Returns the interaction token. Panics on an invocation no
    /// Discord client could build from the registered commands (a mistake in the test).
    pub fn slash(&self, who: &Actor, channel: u64, name: &str, options: &[Opt]) -> String {
        let data = command_data(name, options, None);
        if let Some(problem) = self.invocation_problem(channel, &data, false) {
            panic!("no Discord client could send this: {problem}");
        }
        let (token, payload) = self.interaction(2, who, channel, data);
        self.dispatch("INTERACTION_CREATE", payload);
        token
    }

    /// Ask for autocomplete of option `focused` typed so far as `partial`.
    pub fn autocomplete(
        &self,
        who: &Actor,
        channel: u64,
        name: &str,
        options: &[Opt],
        focused: (&str, &str),
    ) -> String {
        let data = command_data(name, options, Some(focused));
        if let Some(problem) = self.invocation_problem(channel, &data, true) {
            panic!("no Discord client could send this: {problem}");
        }
        let (token, payload) = self.interaction(4, who, channel, data);
        self.dispatch("INTERACTION_CREATE", payload);
        token
    }

    /// Click a button under a message the bot sent.
    pub fn click(&self, who: &Actor, message: &Sent, custom_id: &str) -> String {
        let data = json!({ "custom_id": custom_id, "component_type": 2 });
        let (token, mut payload) = self.interaction(3, who, message.channel_id, data);
        payload["message"] = self.message_json(message);
        self.dispatch("INTERACTION_CREATE", payload);
        token
    }

    /// The message object a component interaction carries: the one the bot sent.
    fn message_json(&self, message: &Sent) -> Value {
        let stored = lock(&self.state.messages).get(&message.message_id).cloned();
        stored.unwrap_or_else(|| {
            objects::message(
                message.message_id,
                message.channel_id,
                self.state.guild_of(message.channel_id),
                objects::user(APP_ID, "referee", true),
                &message.content,
                message.components.clone(),
            )
        })
    }

    /// Choose `value` in a select menu under a message the bot sent.
    pub fn choose(&self, who: &Actor, message: &Sent, custom_id: &str, value: &str) -> String {
        let data = json!({ "custom_id": custom_id, "component_type": 3, "values": [value] });
        let (token, mut payload) = self.interaction(3, who, message.channel_id, data);
        payload["message"] = self.message_json(message);
        self.dispatch("INTERACTION_CREATE", payload);
        token
    }

    /// Type a plain message in a channel (or a DM channel from `dm_channel_of`).
    /// As Discord does, a session without the message intents gets no event, and one
    /// without Message Content gets server messages with empty content.
    pub fn say(&self, who: &Actor, channel: u64, text: &str) -> u64 {
        let id = self.state.next_id();
        let guild = self.state.guild_of(channel);
        let intents = self.state.intents.load(Ordering::SeqCst);
        let needed = if guild.is_some() {
            GUILD_MESSAGES
        } else {
            DIRECT_MESSAGES
        };
        if intents & needed == 0 {
            return id;
        }
        let readable = guild.is_none() || intents & MESSAGE_CONTENT != 0;
        let text = if readable { text } else { "" };
        let message = objects::message(id, channel, guild, who.json(), text, json!([]));
        self.dispatch("MESSAGE_CREATE", message);
        id
    }

    /// A plain message from a bot account (the referee must ignore it).
    pub fn say_as_bot(&self, channel: u64, text: &str) -> u64 {
        let id = self.state.next_id();
        let author = objects::user(31337, "otherbot", true);
        let message = objects::message(
            id,
            channel,
            self.state.guild_of(channel),
            author,
            text,
            json!([]),
        );
        self.dispatch("MESSAGE_CREATE", message);
        id
    }
}

/// A slash-command option as a user fills it in.
pub enum Opt {
    Str(&'static str, String),
    Int(&'static str, i64),
    Bool(&'static str, bool),
    User(&'static str, Actor),
}

fn command_data(name: &str, options: &[Opt], focused: Option<(&str, &str)>) -> Value {
    let mut users = serde_json::Map::new();
    let mut list: Vec<Value> = options
        .iter()
        .map(|opt| match opt {
            Opt::Str(n, v) => json!({ "name": n, "type": 3, "value": v }),
            Opt::Int(n, v) => json!({ "name": n, "type": 4, "value": v }),
            Opt::Bool(n, v) => json!({ "name": n, "type": 5, "value": v }),
            Opt::User(n, who) => {
                users.insert(who.id.to_string(), who.json());
                json!({ "name": n, "type": 6, "value": who.id.to_string() })
            }
        })
        .collect();
    if let Some((n, partial)) = focused {
        list.push(json!({ "name": n, "type": 3, "value": partial, "focused": true }));
    }
    json!({
        "id": "1",
        "name": name,
        "type": 1,
        "options": list,
        "resolved": { "users": users },
    })
}
