//! Private messages. A refused DM (Discord 50007) is reported to the core once, which
//! words a public notice without any secret; nothing is retried.

use super::super::limits::DEFAULT_UPLOAD_BYTES;
use super::super::retry::retrying;
use super::outgoing::Outgoing;
use super::{lock, SendError, Shell, CANNOT_DM};
use referee_core::effect::{Button, Effect, Image};
use referee_core::request::GameId;
use serenity::all::{ChannelId, UserId};
use std::collections::HashSet;

/// What to tell the core when Discord refuses a DM.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Report {
    /// Nothing: this DM was itself caused by a refused DM.
    No,
    /// The DMs are closed (the core words the once-per-game notice).
    Notice,
    /// The DM was the refusal of a typed move.
    Refusal,
}

impl Shell {
    /// [`Shell::private`], unless a DM to `user` was already refused in this batch
    /// (`refused`, which learns of a new refusal).
    pub(super) async fn private_once(
        &self,
        user: u64,
        text: &str,
        (files, buttons): (Vec<&Image>, &[Button]),
        game: Option<GameId>,
        report: Report,
        refused: &mut HashSet<u64>,
    ) -> Vec<Effect> {
        if refused.contains(&user) {
            return Vec::new();
        }
        let (more, closed) = self
            .private(user, text, (files, buttons), game, report)
            .await;
        if closed {
            refused.insert(user);
        }
        more
    }

    /// DM a user; also whether Discord refused it. On Discord's "cannot send messages to this user" the core is told once
    /// (it words the public notice) and nothing is retried.
    pub(super) async fn private(
        &self,
        user: u64,
        text: &str,
        (files, buttons): (Vec<&Image>, &[Button]),
        game: Option<GameId>,
        report: Report,
    ) -> (Vec<Effect>, bool) {
        let outgoing = Outgoing {
            text,
            files,
            buttons,
            rows: &[],
            upload_limit: DEFAULT_UPLOAD_BYTES,
        };
        let result = match self.dm_channel(user).await {
            Ok(channel) => self.send_message(channel, &outgoing).await,
            Err(e) => Err(e),
        };
        let closed = matches!(result, Err(SendError::Discord(CANNOT_DM)));
        let more = match result {
            Ok(()) => Vec::new(),
            Err(SendError::Discord(CANNOT_DM)) => {
                metrics::counter!("referee_dms_refused_total").increment(1);
                tracing::info!(user, game, "Discord refused a DM (50007)");
                match (report, game) {
                    (Report::No, _) => Vec::new(),
                    // The player typed a move and never learns why nothing happened: say so
                    // in the game's channel, without the reason.
                    (Report::Refusal, Some(game)) => self
                        .blocking(move |referee| referee.refusal_undelivered(user, game))
                        .await
                        .unwrap_or_default(),
                    (Report::Refusal | Report::Notice, _) => {
                        let now = self.now();
                        self.blocking(move |referee| referee.dm_refused(user, game, now))
                            .await
                            .unwrap_or_default()
                    }
                }
            }
            Err(e) => {
                tracing::warn!(user, game, error = %e, "sending a DM failed");
                Vec::new()
            }
        };
        (more, closed)
    }

    async fn dm_channel(&self, user: u64) -> Result<ChannelId, SendError> {
        if let Some(channel) = lock(&self.dm_channels).get(&user) {
            return Ok(*channel);
        }
        let http = self.http()?;
        let recipient = UserId::new(user.max(1));
        let channel = retrying("create_dm", || recipient.create_dm_channel(http))
            .await?
            .id;
        lock(&self.dm_channels).insert(user, channel);
        Ok(channel)
    }
}
