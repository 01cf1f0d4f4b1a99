//! Messages in channels and game threads: posting (with the archived-thread fallback)
//! and opening a game's thread.

use super::super::retry::retrying;
use super::outgoing::Outgoing;
use super::{lock, warn, SendError, Shell, MISSING_PERMISSIONS, THREAD_ARCHIVED};
use referee_core::effect::Effect;
use referee_core::request::GameId;
use serenity::all::{
    AutoArchiveDuration, Channel, ChannelId, ChannelType, CreateMessage, CreateThread, EditThread,
    MessageId,
};

impl Shell {
    /// Post in a channel or thread. An archived thread is reopened once; if that fails, or
    /// the bot may not write in the thread, the message goes to the thread's parent channel.
    /// False if it reached neither (the caller may still answer through the interaction).
    pub(super) async fn post(&self, channel: u64, outgoing: &Outgoing<'_>) -> bool {
        let error = match self.post_what_is_allowed(channel, outgoing).await {
            Ok(()) => return true,
            Err(e) => e,
        };
        match error {
            SendError::Discord(THREAD_ARCHIVED) => {
                if self.unarchive(channel).await.is_ok()
                    && self.post_what_is_allowed(channel, outgoing).await.is_ok()
                {
                    return true;
                }
            }
            ref e if e.is_not_permitted() => {}
            _ => {
                warn("posting in a channel", &error);
                return false;
            }
        }
        match self.parent_of(channel).await {
            Some(parent) => match self.post_what_is_allowed(parent, outgoing).await {
                Ok(()) => true,
                Err(e) => {
                    warn("posting in the parent of a thread", &e);
                    false
                }
            },
            None => {
                warn("posting in a channel", &error);
                false
            }
        }
    }

    /// Send the message; if Discord refuses it for a missing permission and it carries the
    /// board image (no Attach Files), send the text alone with a note for the server admin.
    async fn post_what_is_allowed(
        &self,
        channel: u64,
        outgoing: &Outgoing<'_>,
    ) -> Result<(), SendError> {
        let target = ChannelId::new(channel.max(1));
        let error = match self.send_message(target, outgoing).await {
            Ok(()) => return Ok(()),
            Err(e) => e,
        };
        if !matches!(error, SendError::Discord(MISSING_PERMISSIONS)) || outgoing.files.is_empty() {
            return Err(error);
        }
        let note = self
            .blocking(move |referee| referee.image_not_permitted_note())
            .await
            .unwrap_or_default();
        let text = format!("{}\n{note}", outgoing.text);
        let text_only = Outgoing {
            text: &text,
            files: Vec::new(),
            ..*outgoing
        };
        self.send_message(target, &text_only).await
    }

    async fn unarchive(&self, thread: u64) -> Result<(), SendError> {
        let http = self.http()?;
        let thread = ChannelId::new(thread.max(1));
        retrying("edit_thread", || {
            thread.edit_thread(http, EditThread::new().archived(false))
        })
        .await?;
        Ok(())
    }

    async fn parent_of(&self, thread: u64) -> Option<u64> {
        if let Some(parent) = lock(&self.thread_parents).get(&thread) {
            return Some(*parent);
        }
        let http = self.http().ok()?;
        match retrying("get_channel", || {
            http.get_channel(ChannelId::new(thread.max(1)))
        })
        .await
        {
            Ok(Channel::Guild(channel)) => channel.parent_id.map(|p| p.get()),
            _ => None,
        }
    }

    /// Send a message in parts (files and buttons with the last part).
    pub(super) async fn send_message(
        &self,
        channel: ChannelId,
        outgoing: &Outgoing<'_>,
    ) -> Result<(), SendError> {
        let (parts, files, rows) = outgoing.parts();
        let last = parts.len().saturating_sub(1);
        for (i, part) in parts.iter().enumerate() {
            let mut message = CreateMessage::new().content(part);
            if i == last {
                message = message.add_files(files.clone()).components(rows.clone());
            }
            let http = self.http()?;
            retrying("create_message", || {
                channel.send_message(http, message.clone())
            })
            .await?;
        }
        Ok(())
    }

    /// Delete a player's message. Without Manage Messages Discord refuses; the refusal the
    /// player got privately still tells them to use a DM, so that is only logged.
    pub(super) async fn delete(&self, channel: u64, message: u64) {
        let deleted: Result<(), SendError> = async {
            let http = self.http()?;
            let (channel, message) = (
                ChannelId::new(channel.max(1)),
                MessageId::new(message.max(1)),
            );
            Ok(retrying("delete_message", || channel.delete_message(http, message)).await?)
        }
        .await;
        if let Err(e) = deleted {
            warn("deleting a secret typed in a channel", &e);
        }
    }

    /// Open the game's thread under `channel` and tell the core. Without a thread the game
    /// simply stays in its channel.
    pub(super) async fn open_thread(&self, channel: u64, game: GameId, name: &str) -> Vec<Effect> {
        let builder = CreateThread::new(name.chars().take(100).collect::<String>())
            .kind(ChannelType::PublicThread)
            .auto_archive_duration(AutoArchiveDuration::OneWeek);
        // Discord has no thread inside a thread: a game started in one gets its own
        // thread beside it, under the same channel.
        let known_parent = lock(&self.thread_parents).get(&channel).copied();
        let channel = known_parent.unwrap_or(channel);
        let created: Result<_, SendError> = async {
            let http = self.http()?;
            let parent = ChannelId::new(channel.max(1));
            Ok(retrying("create_thread", || {
                parent.create_thread(http, builder.clone())
            })
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
            Err(e) => {
                warn("opening a game thread", &e);
                Vec::new()
            }
        }
    }
}
