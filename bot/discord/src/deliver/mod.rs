//! Effects out: each `Effect` becomes a Discord API call. The first answer to an
//! interaction edits its deferred response; everything else is a message, a follow-up
//! or a DM. A refused DM is reported to the core once and never retried.
//!
//! - [`outgoing`]: one message in the making (split text, files, buttons).
//! - [`interaction`]: the deferred response, follow-ups, and which effect answers.
//! - [`channel`]: channel and thread posts (archived threads), opening game threads.
//! - [`dm`]: private messages and refused DMs.

mod channel;
mod dm;
mod interaction;
mod outgoing;

use super::limits::DEFAULT_UPLOAD_BYTES;
use super::{Clock, Referee};
use dm::Report;
use interaction::answer_index;
use outgoing::Outgoing;
use referee_core::effect::Effect;
use referee_core::request::Request;
use referee_core::words::Lang;
use serenity::all::{ChannelId, Http};
use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};
use tokio::sync::{Notify, Semaphore};

/// Discord error codes the shell reacts to.
const CANNOT_DM: isize = 50007;
const THREAD_ARCHIVED: isize = 50083;
/// Missing Permissions: no Send Messages (in Threads) or no Attach Files.
const MISSING_PERMISSIONS: isize = 50013;
/// Missing Access: the channel is hidden from the bot.
const MISSING_ACCESS: isize = 50001;
const INVALID_WEBHOOK_TOKEN: isize = 50027;
const UNKNOWN_WEBHOOK: isize = 10015;
const UNKNOWN_INTERACTION: isize = 10062;

/// The interaction being answered: its token, where and by whom it was invoked.
#[derive(Clone, Debug)]
pub struct Reply {
    pub token: String,
    pub channel: u64,
    pub user: u64,
    /// Deferred as ephemeral (only the caller sees the answer).
    pub ephemeral: bool,
    /// Invoked in a DM with the bot: private effects for the caller may answer it.
    pub dm: bool,
    pub upload_limit: usize,
}

#[derive(Debug)]
enum SendError {
    Discord(isize),
    Other(String),
    NotConnected,
}

impl From<serenity::Error> for SendError {
    fn from(e: serenity::Error) -> Self {
        match &e {
            serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(response)) => {
                SendError::Discord(response.error.code)
            }
            _ => SendError::Other(e.to_string()),
        }
    }
}

impl SendError {
    /// The interaction's token can no longer be used: expired after 15 minutes (50027),
    /// unknown (10015, 10062), or its thread locked (50083).
    fn is_gone_token(&self) -> bool {
        matches!(
            self,
            SendError::Discord(INVALID_WEBHOOK_TOKEN | UNKNOWN_WEBHOOK | UNKNOWN_INTERACTION)
                | SendError::Discord(THREAD_ARCHIVED)
        )
    }

    /// Discord refused for a permission the bot lacks in the channel.
    fn is_not_permitted(&self) -> bool {
        matches!(
            self,
            SendError::Discord(MISSING_PERMISSIONS | MISSING_ACCESS)
        )
    }
}

impl std::fmt::Display for SendError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SendError::Discord(code) => write!(f, "Discord error {code}"),
            SendError::Other(e) => f.write_str(e),
            SendError::NotConnected => f.write_str("not connected yet"),
        }
    }
}

fn warn(what: &str, error: &SendError) {
    tracing::warn!(error = %error, "{what} failed");
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Shared by the event handler and the deadline timer.
pub struct Shell {
    http: OnceLock<Arc<Http>>,
    referee: Arc<dyn Referee>,
    clock: Clock,
    dm_channels: Mutex<HashMap<u64, ChannelId>>,
    thread_parents: Mutex<HashMap<u64, u64>>,
    wake: Notify,
    /// Woken after every request: the computer may owe a move now.
    computer_wake: Notify,
    in_flight: AtomicUsize,
    core_slots: Semaphore,
    /// Autocomplete's own threads: it must never queue behind moves and renders.
    suggestion_slots: Arc<Semaphore>,
    /// Set when Discord refused the Message Content intent.
    slash_only: AtomicBool,
    gateway: crate::health::Gateway,
}

/// Discord refuses an autocomplete answer after 3 s; past this budget an empty list goes
/// instead, leaving time for the answer's own trip.
const SUGGESTION_BUDGET: Duration = Duration::from_millis(1500);

/// Counts a handler as running until dropped (so shutdown can wait for it).
pub struct InFlight<'a>(&'a AtomicUsize);

impl Drop for InFlight<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

impl Shell {
    pub fn new(referee: Arc<dyn Referee>, clock: Clock) -> Shell {
        Shell {
            http: OnceLock::new(),
            referee,
            clock,
            dm_channels: Mutex::new(HashMap::new()),
            thread_parents: Mutex::new(HashMap::new()),
            wake: Notify::new(),
            computer_wake: Notify::new(),
            in_flight: AtomicUsize::new(0),
            core_slots: Semaphore::new(
                std::thread::available_parallelism().map_or(2, |n| n.get()) * 2,
            ),
            suggestion_slots: Arc::new(Semaphore::new(4)),
            slash_only: AtomicBool::new(false),
            gateway: crate::health::Gateway::new(),
        }
    }

    pub fn gateway(&self) -> &crate::health::Gateway {
        &self.gateway
    }

    /// The client's Http (one rate limiter for everything), set before the client starts.
    pub fn attach(&self, http: Arc<Http>) {
        let _ = self.http.set(http);
    }

    pub fn learn_application(&self, id: serenity::all::ApplicationId) {
        if let Some(http) = self.http.get() {
            http.set_application_id(id);
        }
    }

    fn http(&self) -> Result<&Http, SendError> {
        self.http
            .get()
            .map(|h| h.as_ref())
            .ok_or(SendError::NotConnected)
    }

    pub fn set_slash_only(&self) {
        self.slash_only.store(true, Ordering::SeqCst);
    }

    pub fn slash_only(&self) -> bool {
        self.slash_only.load(Ordering::SeqCst)
    }

    pub fn now(&self) -> u64 {
        (self.clock)()
    }

    pub fn referee(&self) -> &Arc<dyn Referee> {
        &self.referee
    }

    pub fn rearm(&self) {
        self.wake.notify_one();
    }

    /// Wake the computer's loop (a request may have left it to move).
    pub fn wake_computer(&self) {
        self.computer_wake.notify_one();
    }

    /// Until woken by [`Shell::wake_computer`] or `timeout` ran out.
    pub async fn wait_for_computer(&self, timeout: Duration) {
        let _ = tokio::time::timeout(timeout, self.computer_wake.notified()).await;
    }

    /// True when woken by a re-arm, false when the time ran out.
    pub async fn wait_for_rearm(&self, timeout: Duration) -> bool {
        tokio::time::timeout(timeout, self.wake.notified())
            .await
            .is_ok()
    }

    pub fn start_handling(&self) -> InFlight<'_> {
        self.in_flight.fetch_add(1, Ordering::SeqCst);
        InFlight(&self.in_flight)
    }

    pub async fn drain(&self, timeout: Duration) {
        let start = Instant::now();
        while self.in_flight.load(Ordering::SeqCst) > 0 && start.elapsed() < timeout {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    /// Run the core off the async threads (it writes to sled and renders PNGs), a few
    /// requests at a time: a burst of a thousand moves should queue here, not become a
    /// thousand threads fighting over two cores.
    /// The language `user` reads the shell's own replies in (see [`Referee::lang_of`]).
    pub fn lang_of(&self, user: u64, client: Option<Lang>) -> Lang {
        self.referee.lang_of(user, client)
    }

    pub async fn handle(&self, request: Request) -> Vec<Effect> {
        let referee = Arc::clone(&self.referee);
        let Ok(_slot) = self.core_slots.acquire().await else {
            return Vec::new();
        };
        let effects = tokio::task::spawn_blocking(move || referee.handle(request)).await;
        self.rearm();
        self.computer_wake.notify_one();
        effects.unwrap_or_else(|e| {
            tracing::error!(error = %e, "the core failed on a request");
            Vec::new()
        })
    }

    /// The core's autocomplete suggestions, or nothing if they cannot come in time.
    pub async fn suggest(&self, request: Request) -> Vec<Effect> {
        let referee = Arc::clone(&self.referee);
        let slots = Arc::clone(&self.suggestion_slots);
        let work = async move {
            let slot = slots.acquire_owned().await.ok()?;
            tokio::task::spawn_blocking(move || {
                let _slot = slot;
                referee.handle(request)
            })
            .await
            .ok()
        };
        tokio::time::timeout(SUGGESTION_BUDGET, work)
            .await
            .ok()
            .flatten()
            .unwrap_or_default()
    }

    pub async fn blocking<T: Send + 'static>(
        &self,
        f: impl FnOnce(&dyn Referee) -> T + Send + 'static,
    ) -> Option<T> {
        let referee = Arc::clone(&self.referee);
        tokio::task::spawn_blocking(move || f(referee.as_ref()))
            .await
            .ok()
    }

    /// Send every effect; `reply` is the deferred interaction to answer, if any.
    pub async fn deliver(&self, effects: Vec<Effect>, reply: Option<&Reply>) {
        let answer = reply.and_then(|r| answer_index(&effects, r));
        let mut answered = false;
        let mut token_gone = false;
        let mut queue: VecDeque<(Effect, bool)> = VecDeque::new();
        for (index, effect) in effects.iter().enumerate() {
            match (reply, Some(index) == answer) {
                (Some(reply), true) => match self.answer(reply, effect).await {
                    Ok(()) => answered = true,
                    Err(e) => {
                        warn("answering an interaction", &e);
                        // The token expired (or the thread is locked): the answer is sent
                        // like any other effect, so an accepted move still gets its post.
                        token_gone = e.is_gone_token();
                        if token_gone {
                            queue.push_front((effect.clone(), true));
                        }
                    }
                },
                _ => queue.push_back((effect.clone(), true)),
            }
        }
        let mut resolved = answered;
        if let (Some(reply), false, false) = (reply, answered, token_gone) {
            resolved = self.close_unanswered(reply, &effects).await;
        }
        // While a public deferral is still pending, Discord turns the next follow-up into
        // its public edit and ignores the ephemeral flag: private answers then go by DM.
        let followups = reply.filter(|r| !token_gone && (r.ephemeral || resolved));
        // Users whose DM Discord refused in this batch: their other DMs of the batch are
        // not tried (the core holds later ones until they write to the bot).
        let mut refused = HashSet::new();
        while let Some((effect, may_report_refusal)) = queue.pop_front() {
            let more = self
                .send(effect, followups, may_report_refusal, &mut refused)
                .await;
            // Effects caused by a refused DM may not cause another refusal report.
            queue.extend(more.into_iter().map(|e| (e, false)));
        }
    }

    /// Send one effect that is not the interaction's answer. `reply` is the interaction
    /// follow-ups may use, if any. Returns effects to send next.
    async fn send(
        &self,
        effect: Effect,
        reply: Option<&Reply>,
        may_report: bool,
        refused: &mut HashSet<u64>,
    ) -> Vec<Effect> {
        match effect {
            Effect::Post {
                channel,
                text,
                image,
                buttons,
                ..
            } => {
                let outgoing = Outgoing {
                    text: &text,
                    files: image.iter().collect(),
                    buttons: &buttons,
                    rows: &[],
                    upload_limit: DEFAULT_UPLOAD_BYTES,
                };
                if !self.post(channel, &outgoing).await {
                    // Neither the channel nor its parent takes the bot's messages, but an
                    // interaction answer needs no channel permission: the command that
                    // caused the post gets it as a follow-up, visible as its answer is.
                    if let Some(reply) = reply {
                        let outgoing = Outgoing {
                            upload_limit: reply.upload_limit,
                            ..outgoing
                        };
                        if let Err(e) = self.followup(reply, &outgoing, reply.ephemeral).await {
                            warn("answering with a post the channel refused", &e);
                        }
                    }
                }
                Vec::new()
            }
            Effect::Ephemeral {
                user,
                text,
                image,
                more_files,
                game,
                buttons,
                error,
            } => match reply {
                Some(reply) if reply.user == user => {
                    let outgoing = Outgoing {
                        text: &text,
                        files: image.iter().chain(&more_files).collect(),
                        buttons: &buttons,
                        rows: &[],
                        upload_limit: reply.upload_limit,
                    };
                    if let Err(e) = self.followup(reply, &outgoing, true).await {
                        warn("sending an ephemeral follow-up", &e);
                    }
                    Vec::new()
                }
                // No interaction to answer (a text move): only a DM is private.
                _ => {
                    let report = match (may_report, error) {
                        (false, _) => Report::No,
                        (true, true) => Report::Refusal,
                        (true, false) => Report::Notice,
                    };
                    let game = game.map(|g| g.id);
                    let files = image.iter().chain(&more_files).collect();
                    self.private_once(user, &text, (files, &[]), game, report, refused)
                        .await
                }
            },
            Effect::Private {
                user,
                text,
                image,
                game,
                buttons,
            } => {
                let report = if may_report {
                    Report::Notice
                } else {
                    Report::No
                };
                let game = game.map(|g| g.id);
                let files = image.iter().collect();
                self.private_once(user, &text, (files, &buttons), game, report, refused)
                    .await
            }
            Effect::OpenThread {
                channel,
                game,
                name,
            } => self.open_thread(channel, game, &name).await,
            Effect::Delete { channel, message } => {
                self.delete(channel, message).await;
                Vec::new()
            }
            // A picker is the answer to its own interaction; one that could not answer it
            // (its token gone) is dropped: the board's Move button opens a fresh one.
            Effect::Picker { user, .. } => {
                tracing::debug!(user, "a picker step outlived its interaction");
                Vec::new()
            }
            // Autocomplete choices are answered by the autocomplete handler itself.
            Effect::Choices { .. } => Vec::new(),
        }
    }
}
