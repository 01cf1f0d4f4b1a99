//! `/profile` and `/leaderboard`: a server's ratings read back, as text and as a picture
//! drawn by the renderer (a rating-history chart, a leaderboard table).

use super::Ranking;
use crate::effect::{Effect, Image};
use crate::engine::Ctx;
use crate::engine::Handled;
use crate::error::Refusal;
use crate::present::Out;
use crate::request::User;
use crate::words;
use referee_ratings::apply::HISTORY_POINTS;
use referee_ratings::params::{provisional, START_RATING};
use referee_storage::ratings::{PlayerRating, RatingPool};
use render::{RatingChart, StandingRow, Standings};
use rules::VariantId;
use words::Lang;

/// A player is listed on a leaderboard after this many rated games in the variant, once
/// their rating is no longer provisional (as lichess lists only settled ratings).
pub const LISTED_AFTER_GAMES: u32 = 5;
/// Rows of a leaderboard.
pub const LEADERBOARD_ROWS: usize = 10;

impl Ranking<'_> {
    /// The server a ratings command is asked in, with ratings on there.
    fn rated_server(&self, ctx: &Ctx) -> Result<u64, Refusal> {
        let guild = ctx
            .req
            .place
            .guild
            .filter(|_| !ctx.req.place.dm)
            .ok_or(Refusal::NotInServer)?;
        match crate::ranking::server::server_of(self.store, Some(guild)) {
            Some(server) if !server.ratings => Err(Refusal::RatingsOff),
            _ => Ok(guild),
        }
    }

    /// Every rating pool of a server, by variant.
    fn pools_of(&self, guild: u64) -> Result<Vec<(VariantId, RatingPool)>, Refusal> {
        let prefix = format!("{guild}:");
        let mut pools = Vec::new();
        for key in self.store.rating_pool_keys()? {
            let Some(name) = key.strip_prefix(&prefix) else {
                continue;
            };
            let (Some(variant), Some(pool)) =
                (VariantId::from_id(name), self.store.rating_pool(&key)?)
            else {
                continue;
            };
            pools.push((variant, pool));
        }
        Ok(pools)
    }

    fn parse_variant(text: Option<&str>) -> Result<Option<VariantId>, Refusal> {
        text.map(|t| VariantId::parse(t).ok_or_else(|| Refusal::UnknownVariant(t.to_string())))
            .transpose()
    }

    fn picture(&self, lang: Lang, name: String, png: Option<Vec<u8>>) -> Option<Image> {
        png.map(|png| Image {
            name,
            png,
            too_large: words::image_too_large(lang),
        })
    }

    fn answer_with(&self, ctx: &Ctx, text: String, image: Option<Image>) -> Out {
        Out::plain(Effect::reply(ctx.user(), text).with_image(image))
    }

    pub(crate) fn profile(
        &self,
        ctx: &Ctx,
        player: Option<&User>,
        variant: Option<&str>,
    ) -> Handled {
        let guild = self.rated_server(ctx)?;
        let asked = Self::parse_variant(variant)?;
        let user = player.map_or(ctx.user(), |p| p.id);
        let rated = ratings_of(self.pools_of(guild)?, user);
        if rated.is_empty() {
            return Ok(vec![self.users.reply(
                ctx,
                words::profile_none(ctx.lang, user),
                None,
            )]);
        }
        let mut lines = vec![words::profile_title(ctx.lang, user)];
        lines.extend(
            rated
                .iter()
                .map(|(variant, p)| words::profile_variant(ctx.lang, *variant, p)),
        );
        let charted = asked
            .and_then(|wanted| rated.iter().find(|(v, _)| *v == wanted))
            .or_else(|| rated.first());
        let image = charted.and_then(|(variant, p)| {
            let name = self
                .users
                .user_name(user)
                .or_else(|| player.map(|p| p.name.clone()))
                .unwrap_or_else(|| user.to_string());
            let chart = rating_chart(ctx.lang, &name, *variant, p);
            let file = format!("profile-{user}-{}.png", variant.info().id);
            self.picture(ctx.lang, file, self.renderer.rating_chart_png(&chart).ok())
        });
        Ok(vec![self.answer_with(ctx, lines.join("\n"), image)])
    }

    pub(crate) fn leaderboard(&self, ctx: &Ctx, variant: Option<&str>) -> Handled {
        let guild = self.rated_server(ctx)?;
        let asked = Self::parse_variant(variant)?;
        let Some((variant, pool)) = chosen_pool(self.pools_of(guild)?, asked) else {
            let mut text: Vec<String> = asked
                .map(|v| words::leaderboard_title(ctx.lang, v, LISTED_AFTER_GAMES))
                .into_iter()
                .collect();
            text.push(words::leaderboard_empty(ctx.lang, LISTED_AFTER_GAMES));
            return Ok(vec![self.users.reply(ctx, text.join("\n"), None)]);
        };
        let ranked = ranked(&pool);
        let top = &ranked[..ranked.len().min(LEADERBOARD_ROWS)];
        let mut lines = vec![words::leaderboard_title(
            ctx.lang,
            variant,
            LISTED_AFTER_GAMES,
        )];
        if ranked.is_empty() {
            lines.push(words::leaderboard_empty(ctx.lang, LISTED_AFTER_GAMES));
        }
        lines.extend(
            top.iter()
                .enumerate()
                .map(|(i, (user, p))| words::leaderboard_row(ctx.lang, i + 1, *user, p)),
        );
        let footer = asker_line(ctx, &pool, &ranked);
        lines.extend(footer.clone());
        let image = self.leaderboard_image(ctx, variant, top, footer);
        Ok(vec![self.answer_with(ctx, lines.join("\n"), image)])
    }

    /// The leaderboard as a picture: the top rows, the asker's highlighted.
    fn leaderboard_image(
        &self,
        ctx: &Ctx,
        variant: VariantId,
        top: &[(u64, &PlayerRating)],
        footer: Option<String>,
    ) -> Option<Image> {
        let rows = top
            .iter()
            .enumerate()
            .map(|(i, (user, p))| StandingRow {
                rank: i + 1,
                name: self
                    .users
                    .user_name(*user)
                    .unwrap_or_else(|| user.to_string()),
                rating: words::shown_rating(p.rating, p.deviation),
                games: words::leaderboard_games(ctx.lang, p.games()),
                highlight: *user == ctx.user(),
            })
            .collect();
        let standings = Standings {
            title: words::board_image_title(ctx.lang, variant),
            rows,
            footer,
        };
        let file = format!("leaderboard-{}.png", variant.info().id);
        self.picture(ctx.lang, file, self.renderer.standings_png(&standings).ok())
    }
}

/// `user`'s rating in each variant of a server, most played first.
fn ratings_of(pools: Vec<(VariantId, RatingPool)>, user: u64) -> Vec<(VariantId, PlayerRating)> {
    let mut rated: Vec<(VariantId, PlayerRating)> = pools
        .into_iter()
        .filter_map(|(variant, mut pool)| pool.players.remove(&user).map(|p| (variant, p)))
        .collect();
    rated.sort_by(|a, b| {
        b.1.games()
            .cmp(&a.1.games())
            .then(a.0.info().id.cmp(b.0.info().id))
    });
    rated
}

/// A player's rating history as a chart.
fn rating_chart(lang: Lang, name: &str, variant: VariantId, p: &PlayerRating) -> RatingChart {
    // From the starting rating, while the whole history is kept.
    let start = (p.history.len() < HISTORY_POINTS).then_some(START_RATING);
    RatingChart {
        title: words::chart_title(lang, name, variant),
        ratings: start
            .into_iter()
            .chain(p.history.iter().map(|h| h.rating.to_f64()))
            .collect(),
        current: words::shown_rating(p.rating, p.deviation),
        first: match start {
            Some(_) => 0,
            None => (p.games() as usize + 1).saturating_sub(p.history.len()),
        },
    }
}

/// The pool a leaderboard shows: the variant asked for, else the one with the most
/// listed players, then the most rated players.
fn chosen_pool(
    pools: Vec<(VariantId, RatingPool)>,
    asked: Option<VariantId>,
) -> Option<(VariantId, RatingPool)> {
    let listed_in = |pool: &RatingPool| pool.players.values().filter(|p| listed(p)).count();
    match asked {
        Some(wanted) => pools.into_iter().find(|(v, _)| *v == wanted),
        None => pools
            .into_iter()
            .max_by_key(|(_, pool)| (listed_in(pool), pool.players.len())),
    }
}

/// The pool's listed players, best rating first.
fn ranked(pool: &RatingPool) -> Vec<(u64, &PlayerRating)> {
    let mut ranked: Vec<(u64, &PlayerRating)> = pool
        .players
        .iter()
        .filter(|(_, p)| listed(p))
        .map(|(user, p)| (*user, p))
        .collect();
    ranked.sort_by(|a, b| b.1.rating.cmp(&a.1.rating).then(a.0.cmp(&b.0)));
    ranked
}

/// The asker's own place, when the top rows do not show it: their rank, or how they
/// stand while not yet listed.
fn asker_line(ctx: &Ctx, pool: &RatingPool, ranked: &[(u64, &PlayerRating)]) -> Option<String> {
    let asker = ctx.user();
    let own_rank = ranked.iter().position(|(user, _)| *user == asker);
    match (own_rank, pool.players.get(&asker)) {
        (Some(rank), Some(p)) if rank >= LEADERBOARD_ROWS => {
            Some(words::leaderboard_you(ctx.lang, rank + 1, p))
        }
        (None, Some(p)) => Some(words::leaderboard_you_unlisted(
            ctx.lang,
            p,
            LISTED_AFTER_GAMES,
        )),
        _ => None,
    }
}

/// Listed on a leaderboard: enough rated games and a settled rating.
fn listed(p: &PlayerRating) -> bool {
    p.games() >= LISTED_AFTER_GAMES && !provisional(p.deviation.to_f64())
}
