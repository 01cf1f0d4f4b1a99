//! `/abort force`: a server admin ends a stuck game without a result.
//!
//! Who counts as an admin: a user listed in the config's `admins` (anywhere), or a member
//! the shell vouches for with the server's Manage Server permission, and then only for
//! games of that same server.

use crate::effect::Effect;
use crate::engine::not_ended;
use crate::engine::Change;
use crate::engine::Ctx;
use crate::engine::Games;
use crate::engine::Handled;
use crate::error::Refusal;
use crate::present::{self, Out};
use crate::request::GameId;
use crate::words;
use referee_storage::records::{GameEntry, Phase};

/// What `/abort force` is handed: the games, and the users the config names admins.
pub(crate) struct Env<'a> {
    pub games: Games<'a>,
    pub admins: &'a [u64],
    /// The servers' records and the configured language: the language of a game's channel.
    pub store: &'a referee_storage::Store,
    pub language: words::Lang,
}

fn may_administer(env: &Env, ctx: &Ctx, entry: &GameEntry, server_manager: bool) -> bool {
    if env.admins.contains(&ctx.user()) {
        return true;
    }
    // A server's managers rule their own server only: the request must come from
    // the guild the game is played in.
    server_manager && entry.guild.is_some() && ctx.req.place.guild == entry.guild
}

pub(crate) fn abort_force(
    env: &Env,
    ctx: &Ctx,
    game: Option<GameId>,
    server_manager: bool,
) -> Handled {
    let chosen = env.games.choose(ctx, game, GameEntry::is_open)?;
    let id = chosen.entry.id;
    env.games.act(chosen, Some(ctx), |l| {
        if !may_administer(env, ctx, &l.entry, server_manager) {
            return Err(Refusal::NotAdmin);
        }
        not_ended(&l.entry)?;
        let was_playing = l.entry.phase == Phase::Playing;
        // Saved as finished, the game has no deadline or reminder left to wake it.
        l.game.abort();
        l.entry.finish(ctx.now());
        l.entry.abort_votes.clear();
        let text = words::aborted_by_admin(
            crate::image_prefs::channel_lang_in(env.store, l.entry.guild, env.language),
            id,
            ctx.user(),
        );
        if was_playing {
            let post = crate::announce::public_board(
                l,
                crate::image_prefs::channel_lang_in(env.store, l.entry.guild, env.language),
                text,
                Vec::new(),
            );
            return Ok(Change::saved(vec![post]));
        }
        // A challenge has no board yet: words only.
        Ok(Change::saved(vec![Out::plain(
            Effect::post(l.entry.post_channel(), text).about(Some(present::tag(&l.entry, &l.game))),
        )]))
    })
}
