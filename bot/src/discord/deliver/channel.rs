//! Messages in channels and game threads: posting (with the archived-thread fallback)
//! and opening a game's thread.

use super::outgoing::Outgoing;
use super::{lock, warn, SendError, Shell, THREAD_ARCHIVED};
use crate::core::effect::Effect;
use crate::core::request::GameId;
use serenity::all::{
    AutoArchiveDuration, Channel, ChannelId, ChannelType, CreateMessage, CreateThread, EditThread,
    MessageId,
};

impl Shell {
    /// Post in a channel or thread. An archived thread is reopened once; if that fails the
    /// message goes to the thread's parent channel.
    pub(super) async fn post(&self, channel: u64, outgoing: &Outgoing<'_>) {
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
                .send_message(ChannelId::new(channel.max(1)), outgoing)
                .await
                .is_ok()
        {
            return;
        }
        match self.parent_of(channel).await {
            Some(parent) => {
                if let Err(e) = self
                    .send_message(ChannelId::new(parent.max(1)), outgoing)
                    .await
                {
                    warn("posting in the parent of an archived thread", &e);
                }
            }
            None => warn("posting in an archived thread", &error),
        }
    }

    async fn unarchive(&self, thread: u64) -> Result<(), SendError> {
        let edit = EditThread::new().archived(false);
        ChannelId::new(thread.max(1))
            .edit_thread(self.http()?, edit)
            .await?;
        Ok(())
    }

    async fn parent_of(&self, thread: u64) -> Option<u64> {
        if let Some(parent) = lock(&self.thread_parents).get(&thread) {
            return Some(*parent);
        }
        match self
            .http()
            .ok()?
            .get_channel(ChannelId::new(thread.max(1)))
            .await
        {
            Ok(Channel::Guild(channel)) => channel.parent_id.map(|p| p.get()),
            _ => None,
        }
    }

    /// Send a message in parts (image and buttons with the last part).
    pub(super) async fn send_message(
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

    /// Delete a player's message. Without Manage Messages Discord refuses; the refusal the
    /// player got privately still tells them to use a DM, so that is only logged.
    pub(super) async fn delete(&self, channel: u64, message: u64) {
        let deleted: Result<(), SendError> = async {
            Ok(ChannelId::new(channel.max(1))
                .delete_message(self.http()?, MessageId::new(message.max(1)))
                .await?)
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
            Err(e) => {
                warn("opening a game thread", &e);
                Vec::new()
            }
        }
    }
}
