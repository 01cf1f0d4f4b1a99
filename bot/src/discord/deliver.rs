//! Effects out: each `Effect` becomes a Discord API call. The first answer to an
//! interaction edits its deferred response; everything else is a message, a follow-up
//! or a DM. A refused DM is reported to the core once and never retried.

use super::limits::{self, DEFAULT_UPLOAD_BYTES};
use super::{Clock, Referee};
use crate::core::effect::{Button, Effect, Image};
use crate::core::request::{GameId, Request};
use serenity::all::{
    AutoArchiveDuration, ButtonStyle, Channel, ChannelId, ChannelType, CreateActionRow,
    CreateAttachment, CreateButton, CreateInteractionResponseFollowup, CreateMessage, CreateThread,
    EditInteractionResponse, EditThread, Http, UserId,
};
use serenity::builder::Builder;
use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};
use tokio::sync::{Notify, Semaphore};

/// Discord error codes the shell reacts to.
const CANNOT_DM: isize = 50007;
const THREAD_ARCHIVED: isize = 50083;

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

/// One Discord message to send: text (split later), an image, buttons.
struct Outgoing<'a> {
    text: &'a str,
    image: Option<&'a Image>,
    buttons: &'a [Button],
    upload_limit: usize,
}

impl Outgoing<'_> {
    /// Text parts within the length limit; the image and buttons go with the last one.
    fn parts(&self) -> (Vec<String>, Option<CreateAttachment>, Vec<CreateActionRow>) {
        let mut text = self.text.to_string();
        let file = match self.image {
            Some(image) if image.png.len() <= self.upload_limit => Some(CreateAttachment::bytes(
                image.png.clone(),
                image.name.clone(),
            )),
            Some(_) => {
                text.push_str("\n(board image too large to attach · 棋盘图片过大，无法附上)");
                None
            }
            None => None,
        };
        let rows = self
            .buttons
            .chunks(5)
            .map(|row| {
                CreateActionRow::Buttons(
                    row.iter()
                        .map(|b| {
                            let style = if b.danger {
                                ButtonStyle::Danger
                            } else {
                                ButtonStyle::Primary
                            };
                            CreateButton::new(b.id.clone())
                                .label(b.label.clone())
                                .style(style)
                        })
                        .collect(),
                )
            })
            .collect();
        (limits::split(&text), file, rows)
    }
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
    eprintln!("referee: discord: {what}: {error}");
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
    in_flight: AtomicUsize,
    core_slots: Semaphore,
}

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
            in_flight: AtomicUsize::new(0),
            core_slots: Semaphore::new(
                std::thread::available_parallelism().map_or(2, |n| n.get()) * 2,
            ),
        }
    }

    /// The client's Http (one rate limiter for everything), set before the client starts.
    pub fn attach(&self, http: Arc<Http>) {
        let _ = self.http.set(http);
    }

    fn http(&self) -> Result<&Http, SendError> {
        self.http
            .get()
            .map(|h| h.as_ref())
            .ok_or(SendError::NotConnected)
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
    pub async fn handle(&self, request: Request) -> Vec<Effect> {
        let referee = Arc::clone(&self.referee);
        let Ok(_slot) = self.core_slots.acquire().await else {
            return Vec::new();
        };
        let effects = tokio::task::spawn_blocking(move || referee.handle(request)).await;
        self.rearm();
        effects.unwrap_or_else(|e| {
            eprintln!("referee: the core failed on a request: {e}");
            Vec::new()
        })
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
        let mut queue: VecDeque<(Effect, bool)> = VecDeque::new();
        for (index, effect) in effects.iter().enumerate() {
            match (reply, Some(index) == answer) {
                (Some(reply), true) => {
                    answered = self.answer(reply, effect).await;
                }
                _ => queue.push_back((effect.clone(), true)),
            }
        }
        if let (Some(reply), false) = (reply, answered) {
            self.close_unanswered(reply, &effects).await;
        }
        while let Some((effect, may_report_refusal)) = queue.pop_front() {
            let more = self.send(effect, reply, may_report_refusal).await;
            // Effects caused by a refused DM may not cause another refusal report.
            queue.extend(more.into_iter().map(|e| (e, false)));
        }
    }

    /// Edit the deferred response with the effect. False if that failed.
    async fn answer(&self, reply: &Reply, effect: &Effect) -> bool {
        let Some((text, image, buttons)) = content(effect) else {
            return false;
        };
        let outgoing = Outgoing {
            text,
            image,
            buttons,
            upload_limit: reply.upload_limit,
        };
        let (parts, file, rows) = outgoing.parts();
        let last = parts.len().saturating_sub(1);
        let mut edit = EditInteractionResponse::new().content(parts[0].clone());
        if last == 0 {
            edit = attach(edit, file.clone(), rows.clone());
        }
        let result: Result<(), SendError> = async {
            edit.execute(self.http()?, &reply.token).await?;
            for (i, part) in parts.iter().enumerate().skip(1) {
                let mut followup = CreateInteractionResponseFollowup::new()
                    .content(part)
                    .ephemeral(reply.ephemeral);
                if i == last {
                    if let Some(file) = file.clone() {
                        followup = followup.add_file(file);
                    }
                    followup = followup.components(rows.clone());
                }
                followup.execute(self.http()?, (None, &reply.token)).await?;
            }
            Ok(())
        }
        .await;
        match result {
            Ok(()) => true,
            Err(e) => {
                warn("answering an interaction", &e);
                false
            }
        }
    }

    /// The deferred "thinking…" must not stay forever: point to where the answer went,
    /// or remove it when the answer is private.
    async fn close_unanswered(&self, reply: &Reply, effects: &[Effect]) {
        let elsewhere = effects.iter().find_map(|e| match e {
            Effect::Post { channel, .. } if *channel != reply.channel => Some(*channel),
            _ => None,
        });
        let result: Result<(), SendError> = async {
            let http = self.http()?;
            match elsewhere {
                Some(channel) => {
                    EditInteractionResponse::new()
                        .content(format!("→ <#{channel}>"))
                        .execute(http, &reply.token)
                        .await?;
                }
                None if reply.ephemeral => {
                    EditInteractionResponse::new()
                        .content("✓")
                        .execute(http, &reply.token)
                        .await?;
                }
                None => {
                    http.delete_original_interaction_response(&reply.token)
                        .await?
                }
            }
            Ok(())
        }
        .await;
        if let Err(e) = result {
            warn("closing a deferred response", &e);
        }
    }

    /// Send one effect that is not the interaction's answer. Returns effects to send next.
    async fn send(&self, effect: Effect, reply: Option<&Reply>, may_report: bool) -> Vec<Effect> {
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
                    image: image.as_ref(),
                    buttons: &buttons,
                    upload_limit: DEFAULT_UPLOAD_BYTES,
                };
                self.post(channel, &outgoing).await;
                Vec::new()
            }
            Effect::Ephemeral {
                user,
                text,
                image,
                game,
                buttons,
                ..
            } => match reply {
                Some(reply) if reply.user == user => {
                    let outgoing = Outgoing {
                        text: &text,
                        image: image.as_ref(),
                        buttons: &buttons,
                        upload_limit: reply.upload_limit,
                    };
                    if let Err(e) = self.followup(reply, &outgoing, true).await {
                        warn("sending an ephemeral follow-up", &e);
                    }
                    Vec::new()
                }
                // No interaction to answer (a text move): only a DM is private.
                _ => {
                    self.private(user, &text, image.as_ref(), game.map(|g| g.id), may_report)
                        .await
                }
            },
            Effect::Private {
                user,
                text,
                image,
                game,
            } => {
                self.private(user, &text, image.as_ref(), game.map(|g| g.id), may_report)
                    .await
            }
            Effect::OpenThread {
                channel,
                game,
                name,
            } => self.open_thread(channel, game, &name).await,
            // Autocomplete choices are answered by the autocomplete handler itself.
            Effect::Choices { .. } => Vec::new(),
        }
    }

    async fn followup(
        &self,
        reply: &Reply,
        outgoing: &Outgoing<'_>,
        ephemeral: bool,
    ) -> Result<(), SendError> {
        let (parts, file, rows) = outgoing.parts();
        let last = parts.len().saturating_sub(1);
        for (i, part) in parts.iter().enumerate() {
            let mut followup = CreateInteractionResponseFollowup::new()
                .content(part)
                .ephemeral(ephemeral);
            if i == last {
                if let Some(file) = file.clone() {
                    followup = followup.add_file(file);
                }
                followup = followup.components(rows.clone());
            }
            followup.execute(self.http()?, (None, &reply.token)).await?;
        }
        Ok(())
    }

    /// Post in a channel or thread. An archived thread is reopened once; if that fails the
    /// message goes to the thread's parent channel.
    async fn post(&self, channel: u64, outgoing: &Outgoing<'_>) {
        let error = match self
            .send_message(ChannelId::new(channel.max(1)), outgoing)
            .await
        {
            Ok(()) => return,
            Err(e) => e,
        };
        if !matches!(error, SendError::Discord(THREAD_ARCHIVED)) {
            return warn("posting in a channel", &error);
        }
        if self.unarchive(channel).await.is_ok()
            && self
                .send_message(ChannelId::new(channel), outgoing)
                .await
                .is_ok()
        {
            return;
        }
        match self.parent_of(channel).await {
            Some(parent) => {
                if let Err(e) = self.send_message(ChannelId::new(parent), outgoing).await {
                    warn("posting in the parent of an archived thread", &e);
                }
            }
            None => warn("posting in an archived thread", &error),
        }
    }

    async fn unarchive(&self, thread: u64) -> Result<(), SendError> {
        let edit = EditThread::new().archived(false);
        ChannelId::new(thread)
            .edit_thread(self.http()?, edit)
            .await?;
        Ok(())
    }

    async fn parent_of(&self, thread: u64) -> Option<u64> {
        if let Some(parent) = lock(&self.thread_parents).get(&thread) {
            return Some(*parent);
        }
        match self.http().ok()?.get_channel(ChannelId::new(thread)).await {
            Ok(Channel::Guild(channel)) => channel.parent_id.map(|p| p.get()),
            _ => None,
        }
    }

    async fn send_message(
        &self,
        channel: ChannelId,
        outgoing: &Outgoing<'_>,
    ) -> Result<(), SendError> {
        let (parts, file, rows) = outgoing.parts();
        let last = parts.len().saturating_sub(1);
        for (i, part) in parts.iter().enumerate() {
            let mut message = CreateMessage::new().content(part);
            if i == last {
                if let Some(file) = file.clone() {
                    message = message.add_file(file);
                }
                message = message.components(rows.clone());
            }
            channel.send_message(self.http()?, message).await?;
        }
        Ok(())
    }

    /// DM a user. On Discord's "cannot send messages to this user" the core is told once
    /// (it words the public notice) and nothing is retried.
    async fn private(
        &self,
        user: u64,
        text: &str,
        image: Option<&Image>,
        game: Option<GameId>,
        may_report: bool,
    ) -> Vec<Effect> {
        let outgoing = Outgoing {
            text,
            image,
            buttons: &[],
            upload_limit: DEFAULT_UPLOAD_BYTES,
        };
        let result = match self.dm_channel(user).await {
            Ok(channel) => self.send_message(channel, &outgoing).await,
            Err(e) => Err(e),
        };
        match result {
            Ok(()) => Vec::new(),
            Err(SendError::Discord(CANNOT_DM)) if may_report => {
                let now = self.now();
                self.blocking(move |referee| referee.dm_refused(user, game, now))
                    .await
                    .unwrap_or_default()
            }
            Err(e) => {
                warn("sending a DM", &e);
                Vec::new()
            }
        }
    }

    async fn dm_channel(&self, user: u64) -> Result<ChannelId, SendError> {
        if let Some(channel) = lock(&self.dm_channels).get(&user) {
            return Ok(*channel);
        }
        let channel = UserId::new(user.max(1))
            .create_dm_channel(self.http()?)
            .await?
            .id;
        lock(&self.dm_channels).insert(user, channel);
        Ok(channel)
    }

    async fn open_thread(&self, channel: u64, game: GameId, name: &str) -> Vec<Effect> {
        let builder = CreateThread::new(name.chars().take(100).collect::<String>())
            .kind(ChannelType::PublicThread)
            .auto_archive_duration(AutoArchiveDuration::OneWeek);
        let created: Result<_, SendError> = async {
            Ok(ChannelId::new(channel.max(1))
                .create_thread(self.http()?, builder)
                .await?)
        }
        .await;
        match created {
            Ok(thread) => {
                let thread = thread.id.get();
                lock(&self.thread_parents).insert(thread, channel);
                self.blocking(move |referee| referee.thread_opened(game, thread))
                    .await
                    .unwrap_or_default()
            }
            // Without a thread the game simply stays in its channel.
            Err(e) => {
                warn("opening a game thread", &e);
                Vec::new()
            }
        }
    }
}

fn attach(
    edit: EditInteractionResponse,
    file: Option<CreateAttachment>,
    rows: Vec<CreateActionRow>,
) -> EditInteractionResponse {
    let edit = edit.components(rows);
    match file {
        Some(file) => edit.new_attachment(file),
        None => edit,
    }
}

fn content(effect: &Effect) -> Option<(&str, Option<&Image>, &[Button])> {
    match effect {
        Effect::Post {
            text,
            image,
            buttons,
            ..
        }
        | Effect::Ephemeral {
            text,
            image,
            buttons,
            ..
        } => Some((text, image.as_ref(), buttons)),
        Effect::Private { text, image, .. } => Some((text, image.as_ref(), &[])),
        Effect::Choices { .. } | Effect::OpenThread { .. } => None,
    }
}

/// Which effect becomes the edit of the deferred response: a public post in the
/// interaction's channel for a public reply, a private answer for an ephemeral one.
fn answer_index(effects: &[Effect], reply: &Reply) -> Option<usize> {
    effects.iter().position(|effect| match effect {
        Effect::Post { channel, .. } => !reply.ephemeral && *channel == reply.channel,
        Effect::Ephemeral { user, .. } => reply.ephemeral && *user == reply.user,
        Effect::Private { user, .. } => reply.dm && *user == reply.user,
        Effect::Choices { .. } | Effect::OpenThread { .. } => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply(ephemeral: bool) -> Reply {
        Reply {
            token: "t".into(),
            channel: 5,
            user: 1,
            ephemeral,
            dm: false,
            upload_limit: DEFAULT_UPLOAD_BYTES,
        }
    }

    fn post(channel: u64) -> Effect {
        Effect::Post {
            channel,
            text: "board".into(),
            image: None,
            buttons: vec![],
            game: None,
        }
    }

    fn ephemeral(user: u64) -> Effect {
        Effect::Ephemeral {
            user,
            text: "no".into(),
            image: None,
            error: true,
            game: None,
            buttons: vec![],
        }
    }

    #[test]
    fn a_public_reply_is_the_post_in_its_channel() {
        let effects = vec![ephemeral(1), post(9), post(5)];
        assert_eq!(answer_index(&effects, &reply(false)), Some(2));
    }

    #[test]
    fn an_ephemeral_reply_is_the_callers_private_answer() {
        let effects = vec![post(5), ephemeral(2), ephemeral(1)];
        assert_eq!(answer_index(&effects, &reply(true)), Some(2));
    }

    #[test]
    fn an_oversized_image_is_left_out_with_a_note() {
        let image = Image {
            name: "b.png".into(),
            png: vec![0; 11],
        };
        let outgoing = Outgoing {
            text: "board",
            image: Some(&image),
            buttons: &[],
            upload_limit: 10,
        };
        let (parts, file, _) = outgoing.parts();
        assert!(file.is_none());
        assert!(parts[0].contains("too large"));
    }
}
