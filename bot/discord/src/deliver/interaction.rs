//! Answering an interaction: the deferred response is edited with the one effect that
//! answers it, other private replies to the caller are ephemeral follow-ups, and a
//! deferral nothing answered is closed (pointing to where the answer went).

use super::super::retry::retrying;
use super::outgoing::{attach, content, Outgoing};
use super::{warn, Reply, SendError, Shell};
use referee_core::effect::Effect;
use serenity::all::{CreateInteractionResponseFollowup, EditInteractionResponse};
use serenity::builder::Builder;

impl Shell {
    /// Edit the deferred response with the effect.
    pub(super) async fn answer(&self, reply: &Reply, effect: &Effect) -> Result<(), SendError> {
        let Some(shown) = content(effect) else {
            return Err(SendError::Other("nothing to answer with".into()));
        };
        let outgoing = Outgoing {
            upload_limit: reply.upload_limit,
            ..shown
        };
        let (parts, files, rows) = outgoing.parts();
        let last = parts.len().saturating_sub(1);
        let first = parts.first().cloned().unwrap_or_default();
        let mut edit = EditInteractionResponse::new().content(first);
        if last == 0 {
            edit = attach(edit, files.clone(), rows.clone());
        }
        if let Effect::Picker { image: None, .. } = effect {
            // A picker step without an image replaces the one the previous step showed.
            edit = edit.clear_attachments();
        }
        async {
            let http = self.http()?;
            retrying("edit_response", || edit.clone().execute(http, &reply.token)).await?;
            for (i, part) in parts.iter().enumerate().skip(1) {
                let mut followup = CreateInteractionResponseFollowup::new()
                    .content(part)
                    .ephemeral(reply.ephemeral);
                if i == last {
                    followup = followup.add_files(files.clone()).components(rows.clone());
                }
                retrying("create_followup", || {
                    followup.clone().execute(http, (None, &reply.token))
                })
                .await?;
            }
            Ok(())
        }
        .await
    }

    /// The deferred "thinking…" must not stay forever: point to where the answer went,
    /// or remove it when the answer is private. False if the deferral is still pending.
    pub(super) async fn close_unanswered(&self, reply: &Reply, effects: &[Effect]) -> bool {
        let elsewhere = effects.iter().find_map(|e| match e {
            Effect::Post { channel, .. } if *channel != reply.channel => Some(*channel),
            _ => None,
        });
        let result: Result<(), SendError> = async {
            let http = self.http()?;
            match elsewhere {
                Some(channel) => {
                    let edit = EditInteractionResponse::new().content(format!("→ <#{channel}>"));
                    retrying("edit_response", || edit.clone().execute(http, &reply.token)).await?;
                }
                None if reply.ephemeral => {
                    let edit = EditInteractionResponse::new().content("✓");
                    retrying("edit_response", || edit.clone().execute(http, &reply.token)).await?;
                }
                None => {
                    retrying("delete_response", || {
                        http.delete_original_interaction_response(&reply.token)
                    })
                    .await?
                }
            }
            Ok(())
        }
        .await;
        match result {
            Ok(()) => true,
            Err(e) => {
                warn("closing a deferred response", &e);
                false
            }
        }
    }

    /// Send a message as follow-ups of the interaction (split parts, files and buttons
    /// with the last).
    pub(super) async fn followup(
        &self,
        reply: &Reply,
        outgoing: &Outgoing<'_>,
        ephemeral: bool,
    ) -> Result<(), SendError> {
        let (parts, files, rows) = outgoing.parts();
        let last = parts.len().saturating_sub(1);
        for (i, part) in parts.iter().enumerate() {
            let mut followup = CreateInteractionResponseFollowup::new()
                .content(part)
                .ephemeral(ephemeral);
            if i == last {
                followup = followup.add_files(files.clone()).components(rows.clone());
            }
            let http = self.http()?;
            retrying("create_followup", || {
                followup.clone().execute(http, (None, &reply.token))
            })
            .await?;
        }
        Ok(())
    }
}

/// Which effect becomes the edit of the deferred response: a public post in the
/// interaction's channel for a public reply, a private answer for an ephemeral one.
pub(super) fn answer_index(effects: &[Effect], reply: &Reply) -> Option<usize> {
    effects.iter().position(|effect| match effect {
        Effect::Post { channel, .. } => !reply.ephemeral && *channel == reply.channel,
        Effect::Ephemeral { user, .. } => reply.ephemeral && *user == reply.user,
        Effect::Private { user, .. } => reply.dm && *user == reply.user,
        Effect::Picker { user, .. } => *user == reply.user && (reply.ephemeral || reply.dm),
        Effect::Choices { .. } | Effect::OpenThread { .. } | Effect::Delete { .. } => false,
    })
}

#[cfg(test)]
mod tests {
    use super::super::super::limits::DEFAULT_UPLOAD_BYTES;
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
            more_files: Vec::new(),
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
}
