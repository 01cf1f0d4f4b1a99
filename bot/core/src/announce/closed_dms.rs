//! Private messages Discord refused: the player is told in the game's channel, once per
//! game, with no secret in it, and nothing private is tried again until they write to
//! the bot.

use super::Announcer;
use crate::effect::Effect;
use crate::present::{self, Out};
use crate::request::GameId;
use crate::words::{self, Lang};
use referee_storage::records::UserEntry;

impl Announcer<'_> {
    /// Private messages to a player whose DMs are known to be closed are not sent: the
    /// game's channel hears it once per game (as when Discord refused the DM), and
    /// nothing is tried again until the player writes to the bot.
    pub(crate) fn hold_closed_dms(&self, outs: Vec<Out>, now: u64) -> Vec<Out> {
        let mut kept = Vec::with_capacity(outs.len());
        for out in outs {
            if let Effect::Private { user, game, .. } = &out.effect {
                if self.dms_closed(*user) {
                    let game = game.as_ref().map(|g| g.id);
                    kept.extend(self.dm_refused_outs(*user, game, now));
                    continue;
                }
            }
            kept.push(out);
        }
        kept
    }

    fn dms_closed(&self, user: u64) -> bool {
        matches!(self.store.user(user), Ok(Some(u)) if u.dms_closed)
    }

    /// A DM to `user` failed. Remember it and say so once per game in the game's channel,
    /// with no secret in it. Further failures for the same game say nothing.
    pub(crate) fn dm_refused_outs(&self, user: u64, game: Option<GameId>, _now: u64) -> Vec<Out> {
        let first_notice = self.mark_dms_closed(user, |u| match game {
            Some(id) if !u.dm_notices.contains(&id) => {
                u.dm_notices.push(id);
                true
            }
            _ => false,
        });
        match (first_notice, game) {
            (true, Some(id)) => self.tell_channel(user, id, words::dm_closed),
            _ => Vec::new(),
        }
    }

    /// A refusal of a typed move could not be sent by DM: a short public nudge that says
    /// nothing about the move, once per game.
    pub(crate) fn refusal_undelivered_outs(&self, user: u64, game: GameId) -> Vec<Out> {
        let first_notice = self.mark_dms_closed(user, |u| {
            let first = !u.refusal_notices.contains(&game);
            if first {
                u.refusal_notices.push(game);
            }
            first
        });
        if !first_notice {
            return Vec::new();
        }
        self.tell_channel(user, game, words::move_refusal_undelivered)
    }

    /// Marks `user`'s DMs closed and lets `notice` note a notice on their record: whether
    /// `notice` says this one is the first, and the record was saved.
    fn mark_dms_closed(&self, user: u64, notice: impl FnOnce(&mut UserEntry) -> bool) -> bool {
        let name = self
            .users
            .user_name(user)
            .unwrap_or_else(|| user.to_string());
        let mut first = false;
        let updated = self.users.update_user(user, &name, |u| {
            let was_open = !u.dms_closed;
            u.dms_closed = true;
            first = notice(u);
            was_open || first
        });
        updated.is_ok() && first
    }

    /// Says `text` about `user` in the channel of `game`, when they play in it; a round
    /// of computer moves held so far goes out first (`rounds`).
    fn tell_channel(&self, user: u64, game: GameId, text: fn(Lang, u64) -> String) -> Vec<Out> {
        let Ok(l) = self.games.load(game) else {
            return Vec::new();
        };
        if l.entry.seat_of(user).is_none() {
            return Vec::new();
        }
        let mut outs = self.release_round(game);
        let text = text(self.users.lang_of(user), user);
        outs.push(Out::plain(
            Effect::post(l.entry.post_channel(), text).about(Some(present::tag(&l.entry, &l.game))),
        ));
        outs
    }
}
