//! `/server`: one server's settings, shown to anyone there and changed by its managers
//! (Manage Server, vouched for by the shell, or a user in the config's `admins`), as
//! `/abort force` decides who is an admin.

use crate::effect::Effect;
use crate::engine::Ctx;
use crate::engine::Handled;
use crate::error::Refusal;
use crate::present::Out;
use crate::request::ServerChanges;
use crate::words;
use referee_storage::servers::ServerEntry;
use referee_storage::Store;

/// What `/server` is handed: the store of the servers' records, and the users the config
/// names admins.
pub(crate) struct Env<'a> {
    pub store: &'a Store,
    pub admins: &'a [u64],
    /// The configured default language (a channel's when its server chose none).
    pub language: words::Lang,
}

/// The settings of `guild` (defaults when none were saved or the record is unreadable:
/// a damaged record must not stop games, and it is reported when someone opens it).
pub(crate) fn server_of(store: &Store, guild: Option<u64>) -> Option<ServerEntry> {
    let guild = guild?;
    Some(
        store
            .server(guild)
            .ok()
            .flatten()
            .unwrap_or_else(|| ServerEntry::new(guild)),
    )
}

pub(crate) fn server_settings(
    env: &Env,
    ctx: &Ctx,
    changes: &ServerChanges,
    server_manager: bool,
) -> Handled {
    let guild = ctx
        .req
        .place
        .guild
        .filter(|_| !ctx.req.place.dm)
        .ok_or(Refusal::NotInServer)?;
    let mut entry = env
        .store
        .server(guild)?
        .unwrap_or_else(|| ServerEntry::new(guild));
    if changes.is_empty() {
        let text = words::server_settings(ctx.lang, &entry, false, env.language);
        return Ok(vec![Out::plain(Effect::reply(ctx.user(), text))]);
    }
    let admin = server_manager || env.admins.contains(&ctx.user());
    if !admin {
        return Err(Refusal::NotServerAdmin);
    }
    if let Some(ratings) = changes.ratings {
        entry.ratings = ratings;
    }
    if let Some(admins_only) = changes.tournaments_admins_only {
        entry.tournaments_admins_only = admins_only;
    }
    changes.images.apply(&mut entry.images);
    if let Some(text) = &changes.language {
        let lang = words::Lang::parse(text).ok_or_else(|| Refusal::BadLanguage(text.clone()))?;
        entry.language = Some(lang);
    }
    env.store.save_server(&entry)?;
    let text = words::server_settings(ctx.lang, &entry, true, env.language);
    Ok(vec![Out::plain(Effect::reply(ctx.user(), text))])
}
