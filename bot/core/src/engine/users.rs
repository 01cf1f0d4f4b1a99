//! Who asked: users' names, languages and settings; the answers to the sender.

use super::{lock, Ctx};
use crate::effect::{self, Effect};
use crate::error::Refusal;
use crate::present::Out;
use crate::request::Request;
use crate::store::records::UserEntry;
use crate::words::{self, Lang};
use crate::Core;

impl Core {
    pub(crate) fn refusal(&self, ctx: &Ctx, refusal: &Refusal) -> Out {
        if let Refusal::Corrupt(detail) = refusal {
            // The detail may quote the record (even a hidden action) after its first
            // colon: the log gets which record failed, never its content.
            let which = detail.split(':').next().unwrap_or_default();
            tracing::error!(user = ctx.user(), "a stored record is corrupt: {which}");
        }
        Out::plain(Effect::reply(ctx.user(), words::refusal(ctx.lang, refusal)).refused())
    }

    /// A plain answer to the sender only.
    pub(crate) fn reply(&self, ctx: &Ctx, text: String, game: Option<effect::GameTag>) -> Out {
        Out::plain(Effect::reply(ctx.user(), text).about(game))
    }

    pub fn user_name(&self, id: u64) -> Option<String> {
        self.store.user(id).ok().flatten().map(|u| u.name)
    }

    /// The language `user` reads a reply in that comes with `client` (an interaction's
    /// locale): their `/settings` choice, else that locale, else the last one seen.
    pub fn reader_lang(&self, user: u64, client: Option<Lang>) -> Lang {
        let entry = self.store.user(user).ok().flatten();
        entry
            .as_ref()
            .and_then(|u| u.language)
            .or(client)
            .or_else(|| entry.and_then(|u| u.client_language))
            .unwrap_or(self.config.language)
    }

    pub(crate) fn lang_of(&self, user: u64) -> Lang {
        self.store
            .user(user)
            .ok()
            .flatten()
            .and_then(|u| u.language.or(u.client_language))
            .unwrap_or(self.config.language)
    }

    /// Read-modify-write of one user's settings. A record that cannot be read is not touched.
    pub(crate) fn update_user<F>(&self, id: u64, name: &str, f: F) -> Result<UserEntry, Refusal>
    where
        F: FnOnce(&mut UserEntry) -> bool,
    {
        let _held = lock(&self.users_lock);
        let mut entry = self
            .store
            .user(id)?
            .unwrap_or_else(|| UserEntry::new(id, name));
        let fresh = self.store.user(id)?.is_none();
        if f(&mut entry) || fresh {
            self.store.save_user(&entry)?;
        }
        Ok(entry)
    }

    /// Keep the sender's name for mentions in the console, and notice reopened DMs.
    pub(crate) fn remember_user(&self, req: &Request) {
        let user = &req.user;
        let dm = req.place.dm;
        let _ = self.update_user(user.id, &user.name, |entry| {
            let mut changed = false;
            if entry.name != user.name {
                entry.name = user.name.clone();
                changed = true;
            }
            if req.locale.is_some() && entry.client_language != req.locale {
                // Their client's language, until they choose one (also for DMs to them later).
                entry.client_language = req.locale;
                changed = true;
            }
            if dm && entry.dms_closed {
                // They wrote to us privately, so DMs work again.
                entry.dms_closed = false;
                entry.dm_notices.clear();
                entry.refusal_notices.clear();
                changed = true;
            }
            changed
        });
    }
}
