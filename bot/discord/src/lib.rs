//! The Discord shell: slash commands, buttons, text moves and DMs in; the core's
//! effects out. Handlers only translate — every decision is the core's.
//!
//! ```text
//!  gateway ─► handler ─► Request ─► Referee::handle ─► Vec<Effect> ─► deliver ─► REST
//!                 timer ─► Referee::tick ────────────────────────────┤
//!              computer ─► Referee::computer_work ─► think (own pool) ─► computer_submit
//! ```
//!
//! Layers, each importing only from those below it (the test `layering` in
//! `tests/discord` fails on a circle):
//! 1. `limits`, `retry`, `commands`, `options`, `referee`, `shards`: Discord's limits, its
//!    retry rules, the command table and its reader, the core behind the seam.
//! 2. `deliver` (effects to REST calls) and `sharding` (which shard runs where).
//! 3. `handler` (gateway events to requests), `timer` (the core's clock) and `computer`
//!    (the computer opponent's thinking, on a bounded pool of blocking threads).

pub mod commands;
mod computer;
mod deliver;
mod endpoint;
mod handler;
mod health;
pub mod limits;
pub mod options;
pub mod referee;
mod retry;
mod sharding;
pub mod shards;
mod timer;

use referee_core::effect::Effect;
use referee_core::request::{Command, GameId, Request, User};
use referee_core::words::Lang;
use referee_core::ComputerTask;
use serenity::all::ClientBuilder;
use serenity::all::{GatewayError, GatewayIntents, HttpBuilder, ShardManager};
use shards::ShardRange;
use std::fmt;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::task::JoinHandle;

pub use deliver::Shell;
pub use endpoint::MetricsEndpoint;

/// What the shell needs from the core. `Core` implements it; a test double can too.
pub trait Referee: Send + Sync + 'static {
    fn handle(&self, request: Request) -> Vec<Effect>;
    /// Deadlines and reminders due at `now`.
    fn tick(&self, now: u64) -> Vec<Effect>;
    /// When `tick` has something to do next (seconds since the epoch).
    fn next_wakeup(&self) -> Option<u64>;
    /// Discord refused to DM `user` (error 50007) about `game`.
    fn dm_refused(&self, user: u64, game: Option<GameId>, now: u64) -> Vec<Effect>;
    /// Discord refused the DM carrying the refusal of `user`'s typed move in `game`.
    fn refusal_undelivered(&self, user: u64, game: GameId) -> Vec<Effect>;
    /// The note put under a board's text when the channel does not allow attaching it
    /// (addressed to the server admin, in the referee's language).
    fn image_not_permitted_note(&self) -> String;
    /// The thread asked for by `Effect::OpenThread` exists now.
    fn thread_opened(&self, game: GameId, thread: u64) -> Vec<Effect>;
    /// Whether the answer to this slash command is private (deferred as ephemeral) for a
    /// reason only the game knows: `/move` where moves are secret (army chess §8.6).
    fn answers_privately(&self, _request: &Request) -> bool {
        false
    }
    /// Discord's guild locale, seen in an interaction from `guild`: the language of that
    /// server's channel posts until its admins choose one (`/server language:`).
    fn note_guild_locale(&self, _guild: u64, _locale: Lang) {}
    /// The language `user` reads, `client` being the interaction's locale (for replies the
    /// shell words itself).
    fn lang_of(&self, _user: u64, client: Option<Lang>) -> Lang {
        client.unwrap_or_default()
    }
    /// Whether the store answers a cheap read (`/healthz`).
    fn store_answers(&self) -> bool {
        true
    }
    /// The bot's own account is the computer opponent; games where it is to move are
    /// scheduled again (start-up).
    fn computer_is(&self, _user: User) {}
    /// Games where the computer owes something, each with what its seat knows.
    fn computer_work(&self) -> Vec<ComputerTask> {
        Vec::new()
    }
    /// Plays what the computer chose.
    fn computer_submit(&self, _task: &ComputerTask, _command: Command, _now: u64) -> Vec<Effect> {
        Vec::new()
    }
}

/// Seconds since the Unix epoch. Injected so tests can move time forward.
pub type Clock = Arc<dyn Fn() -> u64 + Send + Sync>;

pub fn system_clock() -> Clock {
    Arc::new(|| {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs())
    })
}

/// How to reach Discord.
#[derive(Clone, Debug, Default)]
pub struct Connection {
    pub token: String,
    /// Base URL of a rate-limiting REST proxy (or the fake Discord in tests).
    pub http_proxy: Option<String>,
    /// Register commands in these guilds only (instant, for development); global when empty.
    pub guild_ids: Vec<u64>,
    /// Run these gateway shards (other processes run the rest); one unsharded
    /// connection when `None`.
    pub shards: Option<ShardRange>,
    /// Unlisted variants offered in the variant choices anyway (tests, development).
    pub unlisted_variants: Vec<String>,
    /// Serve `/metrics` and `/healthz` here (`metrics_addr`); off when `None`.
    pub metrics: Option<MetricsEndpoint>,
    /// Threads the computer opponent thinks on (`computer_threads`; see
    /// [`default_computer_threads`]).
    pub computer_threads: usize,
}

/// Half the machine's cores, at least one: the default size of the computer's pool, so
/// thinking never takes every core from the requests.
pub fn default_computer_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| (n.get() / 2).max(1))
}

#[derive(Debug)]
pub enum DiscordError {
    NoToken,
    /// The proxy did not tell us where the gateway is; serenity would silently fall back
    /// to the real Discord, so we stop instead.
    Gateway(String),
    Client(Box<serenity::Error>),
    /// The store or the renderer could not be opened.
    Core(String),
}

impl fmt::Display for DiscordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiscordError::NoToken => f.write_str(
                "no Discord token: set `token` in config.toml or DISCORD_TOKEN \
                 (see docs/discord.md for how to create a bot and get one)",
            ),
            DiscordError::Gateway(e) => write!(f, "cannot get the gateway URL from the proxy: {e}"),
            DiscordError::Client(e) => match e.as_ref() {
                serenity::Error::Gateway(GatewayError::InvalidAuthentication) => f.write_str(
                    "Discord rejected the bot token (gateway close code 4004): check `token` in \
                     config.toml or DISCORD_TOKEN — a token that was reset in the Developer \
                     Portal stops working at once (docs/discord.md, step 1)",
                ),
                serenity::Error::Gateway(GatewayError::InvalidGatewayIntents) => f.write_str(
                    "Discord refused the gateway intents the bot asked for (close code 4013)",
                ),
                _ => write!(f, "Discord: {e}"),
            },
            DiscordError::Core(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for DiscordError {}

impl From<serenity::Error> for DiscordError {
    fn from(e: serenity::Error) -> Self {
        DiscordError::Client(Box::new(e))
    }
}

/// Intents: slash commands need none; text moves need the message events and content.
pub fn intents() -> GatewayIntents {
    GatewayIntents::GUILDS
        | GatewayIntents::GUILD_MESSAGES
        | GatewayIntents::DIRECT_MESSAGES
        | GatewayIntents::MESSAGE_CONTENT
}

/// What is left when the portal refuses Message Content (close code 4014): slash
/// commands, buttons and DMs, whose text Discord always delivers.
fn intents_without_message_content() -> GatewayIntents {
    intents() - GatewayIntents::MESSAGE_CONTENT
}

const NO_MESSAGE_CONTENT: &str = "Discord refused the Message Content intent (gateway close \
     code 4014): it is not turned on for this bot in the Developer Portal. Carrying on with \
     slash commands, buttons and DMs only; moves typed in server channels are ignored until \
     it is turned on and the referee restarted (docs/discord.md, step 1).";

/// A connected bot. Dropping it without `shutdown` leaves the connection running.
pub struct Running {
    shell: Arc<Shell>,
    /// The current client's shards (replaced when the client reconnects without an intent).
    shards: Arc<std::sync::Mutex<Arc<ShardManager>>>,
    client: JoinHandle<Result<(), serenity::Error>>,
    timer: JoinHandle<()>,
    computer: JoinHandle<()>,
    endpoint: Option<JoinHandle<()>>,
}

impl Running {
    /// Re-read the next deadline now (tests that move the clock call this).
    pub fn rearm(&self) {
        self.shell.rearm();
    }

    /// Until the gateway connection ends for good.
    pub async fn wait(mut self) -> Result<(), DiscordError> {
        let result = (&mut self.client).await;
        self.stop_timer().await;
        match result {
            Ok(outcome) => outcome.map_err(DiscordError::from),
            Err(join) => Err(DiscordError::Gateway(join.to_string())),
        }
    }

    /// False once Discord refused the Message Content intent: typed moves in servers are
    /// not readable and only slash commands, buttons and DMs work.
    pub fn reads_server_messages(&self) -> bool {
        !self.shell.slash_only()
    }

    /// Disconnect, stop the timer and let in-flight handlers finish, so the core (and its
    /// store) can be dropped and reopened.
    pub async fn shutdown(mut self) {
        let shards = Arc::clone(&lock_shards(&self.shards));
        shards.shutdown_all().await;
        // Before the first shard has started, serenity's `start` never hears of the shutdown.
        if tokio::time::timeout(Duration::from_secs(10), &mut self.client)
            .await
            .is_err()
        {
            self.client.abort();
            let _ = (&mut self.client).await;
        }
        self.stop_timer().await;
        self.shell.drain(Duration::from_secs(30)).await;
    }

    /// Serve until the connection ends or the process is asked to stop (Ctrl-C, SIGTERM),
    /// then shut down cleanly so the store is flushed and closed.
    pub async fn until_stopped(mut self) -> Result<(), DiscordError> {
        tokio::select! {
            result = &mut self.client => {
                self.stop_timer().await;
                match result {
                    Ok(outcome) => outcome.map_err(DiscordError::from),
                    Err(join) => Err(DiscordError::Gateway(join.to_string())),
                }
            }
            () = stop_signal() => {
                self.shutdown().await;
                Ok(())
            }
        }
    }

    async fn stop_timer(&mut self) {
        self.timer.abort();
        let _ = (&mut self.timer).await;
        self.computer.abort();
        let _ = (&mut self.computer).await;
        if let Some(endpoint) = self.endpoint.take() {
            endpoint.abort();
            let _ = endpoint.await;
        }
    }
}

fn lock_shards(
    shards: &std::sync::Mutex<Arc<ShardManager>>,
) -> std::sync::MutexGuard<'_, Arc<ShardManager>> {
    shards
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = term.recv() => {}
                    _ = tokio::signal::ctrl_c() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

/// Connect and serve until the connection ends or the process is asked to stop, on a
/// runtime of its own, for a synchronous `main` (`referee serve`).
pub fn serve_blocking(
    connection: Connection,
    referee: Arc<dyn Referee>,
) -> Result<(), DiscordError> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| DiscordError::Core(format!("cannot start the async runtime: {e}")))?
        .block_on(async move {
            connect(connection, referee, system_clock())
                .await?
                .until_stopped()
                .await
        })
}

/// The REST client. Direct to Discord it keeps serenity's rate limiter; behind a proxy
/// the proxy shares one limiter between processes, ours would only get in the way (and
/// serenity ignores the proxy while its own limiter is on) — 429s are retried by the
/// shell instead (`retry`).
fn rest_client(connection: &Connection) -> serenity::all::Http {
    let mut http = HttpBuilder::new(&connection.token);
    if let Some(proxy) = &connection.http_proxy {
        http = http
            .proxy(proxy.trim_end_matches('/'))
            .ratelimiter_disabled(true);
    }
    http.build()
}

/// Connect to Discord (or the proxy) with an open core and start serving.
pub async fn connect(
    connection: Connection,
    referee: Arc<dyn Referee>,
    clock: Clock,
) -> Result<Running, DiscordError> {
    if connection.token.trim().is_empty() {
        return Err(DiscordError::NoToken);
    }
    let http = rest_client(&connection);
    if connection.http_proxy.is_some() {
        // Serenity asks GET /gateway itself but falls back to the real gateway on failure.
        http.get_gateway()
            .await
            .map_err(|e| DiscordError::Gateway(e.to_string()))?;
    }
    if connection.shards.is_some() {
        sharding::check_recommended(&http, connection.shards).await;
    }
    let shell = Arc::new(Shell::new(referee, clock));
    let handler = handler::Handler::new(Arc::clone(&shell), &connection);
    let mut client = ClientBuilder::new_with_http(http, intents())
        .event_handler(handler)
        .await?;
    shell.attach(Arc::clone(&client.http));
    let shards = Arc::new(std::sync::Mutex::new(Arc::clone(&client.shard_manager)));
    let endpoint = match connection.metrics.clone() {
        Some(endpoint) => {
            let addr = endpoint.addr;
            let expected = connection.shards.map_or(1, |range| range.count());
            let spawned =
                endpoint::spawn(endpoint, Arc::clone(&shell), Arc::clone(&shards), expected).await;
            Some(spawned.map_err(|e| {
                DiscordError::Core(format!("cannot serve metrics_addr = \"{addr}\": {e}"))
            })?)
        }
        None => None,
    };
    let timer = timer::spawn(Arc::clone(&shell));
    let computer = computer::spawn(Arc::clone(&shell), connection.computer_threads);
    let (again, current) = (Arc::clone(&shell), Arc::clone(&shards));
    let client = tokio::spawn(async move {
        match sharding::start(&mut client, connection.shards).await {
            Err(serenity::Error::Gateway(GatewayError::DisallowedGatewayIntents)) => {
                tracing::warn!("{NO_MESSAGE_CONTENT}");
                again.set_slash_only();
                // Its queuer task would otherwise keep the old handler (and the core).
                client.shard_manager.shutdown_all().await;
                drop(client);
                let handler = handler::Handler::new(Arc::clone(&again), &connection);
                let mut client = ClientBuilder::new_with_http(
                    rest_client(&connection),
                    intents_without_message_content(),
                )
                .event_handler(handler)
                .await?;
                *lock_shards(&current) = Arc::clone(&client.shard_manager);
                sharding::start(&mut client, connection.shards).await
            }
            outcome => outcome,
        }
    });
    Ok(Running {
        shell,
        shards,
        client,
        timer,
        computer,
        endpoint,
    })
}
