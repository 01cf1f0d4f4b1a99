//! `/server`: one server's settings, shown to anyone there and changed by its managers
//! (Manage Server, vouched for by the shell, or a user in the config's `admins`), as
//! `/abort force` decides who is an admin.

use crate::request::ServerChanges;
use crate::store::servers::ServerEntry;
use crate::{words, Core, Ctx, Handled, Refusal};

impl Core {
    /// The settings of `guild` (defaults when none were saved or the record is unreadable:
    /// a damaged record must not stop games, and it is reported when someone opens it).
    pub(crate) fn server_of(&self, guild: Option<u64>) -> Option<ServerEntry> {
        let guild = guild?;
        Some(
            self.store
                .server(guild)
                .ok()
                .flatten()
                .unwrap_or_else(|| ServerEntry::new(guild)),
        )
    }

    pub(crate) fn server_settings(
        &self,
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
        let mut entry = self
            .store
            .server(guild)?
            .unwrap_or_else(|| ServerEntry::new(guild));
        if changes.is_empty() {
            return Ok(vec![self.reply(
                ctx,
                words::server_settings(ctx.lang, &entry, false),
                None,
            )]);
        }
        let admin = server_manager || self.config().admins.contains(&ctx.user());
        if !admin {
            return Err(Refusal::NotServerAdmin);
        }
        if let Some(ratings) = changes.ratings {
            entry.ratings = ratings;
        }
        if let Some(admins_only) = changes.tournaments_admins_only {
            entry.tournaments_admins_only = admins_only;
        }
        self.store.save_server(&entry)?;
        Ok(vec![self.reply(
            ctx,
            words::server_settings(ctx.lang, &entry, true),
            None,
        )])
    }
}
