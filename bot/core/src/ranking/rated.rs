//! Rated games in the game's life: whether a challenge is rated (`rated:no`, the server's
//! setting, people in every seat), and, when a rated game ends, its pool updated in the
//! same transaction as the game, with each player's new rating in the result post.
//!
//! The pool is read again on every attempt of the request: if another game of the pool
//! ended meanwhile (here or in another process), the write fails as a conflict and the
//! request runs again over the pool as that game left it. So each rated game counts once,
//! in the order the games' ends were stored, which is the order their records keep
//! (`RatingOutcome::seq`) and `referee ratings rebuild` follows.

use super::Ranking;
use crate::effect::Effect;
use crate::engine::Ctx;
use crate::engine::Loaded;
use crate::error::Refusal;
use crate::present::Out;
use crate::words;
use referee_ratings::{self as ratings, RatedNote};
use referee_storage::ratings::RatingPool;
use referee_storage::records::Phase;
use words::Lang;

/// How a challenge asked to be rated (`rated:yes|no`, or not at all).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Asked {
    Rated,
    Casual,
    Default,
}

/// Split `rated=…` off a challenge's options (the rules never see it).
pub(crate) fn take_rated_option(
    options: &[(String, String)],
) -> Result<(Asked, Vec<(String, String)>), Refusal> {
    let mut asked = Asked::Default;
    let mut rest = Vec::new();
    for (key, value) in options {
        if key.eq_ignore_ascii_case("rated") {
            asked = match value.to_ascii_lowercase().as_str() {
                "yes" | "true" | "on" => Asked::Rated,
                "no" | "false" | "off" | "casual" => Asked::Casual,
                _ => return Err(Refusal::Usage("play")),
            };
        } else {
            rest.push((key.clone(), value.clone()));
        }
    }
    Ok((asked, rest))
}

impl Ranking<'_> {
    /// Whether a new challenge is rated, and what its post says about it.
    pub(crate) fn rated_challenge(&self, ctx: &Ctx, asked: Asked) -> (bool, Option<RatedNote>) {
        let server_on = crate::ranking::server::server_of(self.store, ctx.req.place.guild)
            .is_some_and(|server| server.ratings);
        match (asked, server_on) {
            (Asked::Casual, _) => (false, Some(RatedNote::Casual)),
            (Asked::Rated, false) => (false, Some(RatedNote::ServerOff)),
            (_, true) => (true, Some(RatedNote::Rated)),
            (Asked::Default, false) => (false, None),
        }
    }

    /// Called by `act` before a game is saved: if this change ended a rated game, the
    /// pool as it is now with the game applied (to be saved with it), the outcome kept in
    /// the game record, and each player's new rating added to the result post.
    pub(crate) fn rate_if_ended(
        &self,
        loaded: &mut Loaded,
        was: &Phase,
        lang: Lang,
        outs: &mut [Out],
    ) -> Result<Option<RatingPool>, Refusal> {
        if *was == Phase::Finished
            || loaded.entry.phase != Phase::Finished
            || loaded.entry.rating.is_some()
        {
            return Ok(None);
        }
        let Some(finished) = ratings::rateable(&loaded.entry, &loaded.game) else {
            return Ok(None);
        };
        let guild = loaded.entry.guild.unwrap_or(0);
        let name = loaded.entry.record.variant.info().id;
        let key = RatingPool::key_of(guild, name);
        let mut pool = self
            .store
            .rating_pool(&key)?
            .unwrap_or_else(|| RatingPool::new(guild, name));
        let outcome = ratings::rate(&mut pool, &finished);
        let line = words::rating_changes(lang, &outcome.changes);
        let id = loaded.entry.id;
        // The result post is the last public post of this game.
        let post = outs.iter_mut().rev().find_map(|out| match &mut out.effect {
            Effect::Post { text, game, .. } if game.as_ref().is_some_and(|g| g.id == id) => {
                Some(text)
            }
            _ => None,
        });
        if let Some(text) = post {
            text.push('\n');
            text.push_str(&line);
        }
        loaded.entry.rating = Some(outcome);
        Ok(Some(pool))
    }

    /// Takebacks are refused in rated games: a rating must follow the moves played.
    pub(crate) fn refuse_undo_if_rated(&self, loaded: &Loaded) -> Result<(), Refusal> {
        match loaded.entry.rated {
            true => Err(Refusal::UndoRated(loaded.entry.id)),
            false => Ok(()),
        }
    }
}
