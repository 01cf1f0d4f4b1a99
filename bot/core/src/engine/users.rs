//! Who asked: users' names, languages and settings; the answers to the sender.

use super::Core;
use super::{lock, Ctx, Users};
use crate::effect::{self, Effect};
use crate::error::Refusal;
use crate::present::Out;
use crate::request::{Request, User};
use crate::words::{self, Lang};
use referee_storage::records::{GameEntry, UserEntry};
use referee_storage::servers::ServerEntry;

/// What the shells ask of the users directly.
impl Core {
    pub fn user_name(&self, id: u64) -> Option<String> {
        Users::of(self).user_name(id)
    }

    /// The language `user` reads a reply in (see `Users::reader_lang`).
    pub fn reader_lang(&self, user: u64, client: Option<Lang>) -> Lang {
        Users::of(self).reader_lang(user, client)
    }

    /// Names the computer user once the shell knows it (the Discord bot's own account).
    /// The first name given stays.
    pub fn set_computer(&self, user: User) {
        let _ = self.computer.set(user);
    }

    /// Discord's guild locale, seen in an interaction from `guild`: kept for the posts
    /// made without one (deadlines, the computer). Only a change is written.
    pub fn note_guild_locale(&self, guild: u64, locale: Lang) {
        let store = &self.store;
        let mut entry = store
            .server(guild)
            .ok()
            .flatten()
            .unwrap_or_else(|| ServerEntry::new(guild));
        if entry.guild_locale != Some(locale) {
            entry.guild_locale = Some(locale);
            if let Err(e) = store.save_server(&entry) {
                tracing::warn!(guild, error = %e, "keeping the guild locale failed");
            }
        }
    }
}

impl Users<'_> {
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

    pub(crate) fn user_name(&self, id: u64) -> Option<String> {
        self.core.store.user(id).ok().flatten().map(|u| u.name)
    }

    /// The language `user` reads a reply in that comes with `client` (an interaction's
    /// locale): their `/settings` choice, else that locale, else the last one seen.
    pub(crate) fn reader_lang(&self, user: u64, client: Option<Lang>) -> Lang {
        let entry = self.core.store.user(user).ok().flatten();
        entry
            .as_ref()
            .and_then(|u| u.language)
            .or(client)
            .or_else(|| entry.and_then(|u| u.client_language))
            .unwrap_or(self.core.config.language)
    }

    pub(crate) fn lang_of(&self, user: u64) -> Lang {
        self.core
            .store
            .user(user)
            .ok()
            .flatten()
            .and_then(|u| u.language.or(u.client_language))
            .unwrap_or(self.core.config.language)
    }

    /// Read-modify-write of one user's settings. A record that cannot be read is not touched.
    pub(crate) fn update_user<F>(&self, id: u64, name: &str, f: F) -> Result<UserEntry, Refusal>
    where
        F: FnOnce(&mut UserEntry) -> bool,
    {
        let _held = lock(&self.core.users_lock);
        let mut entry = self
            .core
            .store
            .user(id)?
            .unwrap_or_else(|| UserEntry::new(id, name));
        let fresh = self.core.store.user(id)?.is_none();
        if f(&mut entry) || fresh {
            self.core.store.save_user(&entry)?;
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

    /// Runs `f` alone among the writers of users' records (a read-modify-write).
    pub(crate) fn serialised<T>(&self, f: impl FnOnce() -> T) -> T {
        let _held = lock(&self.core.users_lock);
        f()
    }

    pub(crate) fn is_computer(&self, user: u64) -> bool {
        self.core.computer.get().is_some_and(|c| c.id == user)
    }

    /// The computer user, when the shell named it; `/play … computer:N` and the Add
    /// computer button need it.
    pub(crate) fn computer_user(&self) -> Result<User, Refusal> {
        self.core.computer.get().cloned().ok_or(Refusal::NoComputer)
    }

    /// The computer user, if the shell named one.
    pub(crate) fn computer(&self) -> Option<&User> {
        self.core.computer.get()
    }

    /// The language of posts in the channels of `guild` (see
    /// [`image_prefs::server_lang`](crate::image_prefs::server_lang)); outside a server,
    /// the configured default.
    pub(crate) fn channel_lang(&self, guild: Option<u64>) -> Lang {
        crate::image_prefs::channel_lang_in(&self.core.store, guild, self.core.config.language)
    }

    /// The language of `game`'s channel posts.
    pub(crate) fn game_channel_lang(&self, entry: &GameEntry) -> Lang {
        self.channel_lang(entry.guild)
    }
}
