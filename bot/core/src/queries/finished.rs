//! Finished games stay readable: `/board` and `/history` fall back to the last game that
//! ended here, `/games finished` lists a player's results, `/export` attaches the record.

use super::Queries;
use crate::effect::{Effect, Image};
use crate::engine::Ctx;
use crate::engine::Handled;
use crate::engine::Loaded;
use crate::error::Refusal;
use crate::present::{self, Out};
use crate::request::GameId;
use crate::words::{self, GameResult};
use referee_storage::records::{GameEntry, Phase};
use rules::Status;

/// How many results `/games finished` lists.
const FINISHED_SHOWN: usize = 10;
/// How many of the newest games of a place or player are looked at for a finished one:
/// the answer stays quick however long a channel's history is.
const FINISHED_SCAN: usize = 200;

impl Queries<'_> {
    /// The newest finished game of this channel (or, by DM, of the caller), if any.
    pub(crate) fn last_finished(&self, ctx: &Ctx) -> Result<Option<GameId>, Refusal> {
        let place = &ctx.req.place;
        let mut ids = if place.dm {
            self.store.games_of_user(ctx.user())?
        } else {
            self.store.games_in_place(place.channel)?
        };
        ids.sort_unstable_by(|a, b| b.cmp(a));
        ids.dedup();
        for id in ids.into_iter().take(FINISHED_SCAN) {
            if let Ok(Some(entry)) = self.store.game(id) {
                if entry.phase == Phase::Finished {
                    return Ok(Some(id));
                }
            }
        }
        Ok(None)
    }

    /// `/games finished`: the caller's recent results, newest first.
    pub(crate) fn finished_games(&self, ctx: &Ctx) -> Handled {
        let mut ids = self.store.games_of_user(ctx.user())?;
        ids.sort_unstable_by(|a, b| b.cmp(a));
        ids.dedup();
        let mut lines = Vec::new();
        for id in ids.into_iter().take(FINISHED_SCAN) {
            let Ok(Some(entry)) = self.store.game(id) else {
                continue;
            };
            if entry.phase != Phase::Finished {
                continue;
            }
            let Ok(l) = self.games.load(id) else { continue };
            lines.push(self.finished_line(ctx, &l));
            if lines.len() == FINISHED_SHOWN {
                break;
            }
        }
        let text = if lines.is_empty() {
            words::finished_empty(ctx.lang)
        } else {
            format!("{}\n{}", words::finished_header(ctx.lang), lines.join("\n"))
        };
        Ok(vec![self.users.reply(ctx, text, None)])
    }

    fn finished_line(&self, ctx: &Ctx, l: &Loaded) -> String {
        let others: Vec<String> = l
            .entry
            .players
            .iter()
            .filter(|p| p.id != ctx.user())
            .map(|p| words::mention(p.id))
            .collect();
        let mine = l.entry.seat_of(ctx.user());
        let result = match l.game.status() {
            Status::Finished(o) if o.reason == "abort" => GameResult::Aborted,
            Status::Finished(o) if o.is_draw() => GameResult::Draw,
            Status::Finished(o) if mine.is_some_and(|s| o.winners.contains(&s)) => GameResult::Won,
            _ => GameResult::Lost,
        };
        let ended = l.entry.ended.unwrap_or(l.entry.created);
        words::finished_line(
            ctx.lang,
            l.entry.id,
            l.entry.record.variant,
            &others,
            result,
            ended,
        )
    }

    /// `/export`: the record as a text file and its replay as a GIF beside it, to the
    /// caller only. A hidden-information game only once it has ended with a result
    /// (before that the log holds secrets).
    pub(crate) fn export(&self, ctx: &Ctx, game: Option<GameId>) -> Handled {
        let l = self.watched_started(ctx, game)?;
        let id = l.entry.id;
        if l.entry.record.variant.info().hidden && !l.game.is_revealed() {
            return Err(Refusal::ExportHidden(id));
        }
        let record = record_text(&l.entry, &l.game).into_bytes();
        // The same replay as `/replay` posts, in what the record leaves of one upload.
        let (gif, note) = super::replay::replay_beside_record(
            self.renderer,
            &l.entry,
            &l.game,
            ctx.lang,
            record.len(),
        );
        Ok(vec![Out::plain(Effect::Ephemeral {
            user: ctx.user(),
            text: format!("{}\n{note}", words::export_ready(ctx.lang, id)),
            image: Some(Image {
                name: format!("game-{id}.txt"),
                png: record,
                too_large: crate::words::image_too_large(ctx.lang),
            }),
            more_files: gif.into_iter().collect(),
            error: false,
            game: Some(present::tag(&l.entry, &l.game)),
            buttons: Vec::new(),
        })])
    }
}

/// The exported text of a game (see [`crate::record`]).
pub fn record_text(entry: &GameEntry, game: &rules::Game) -> String {
    let names: Vec<String> = entry.players.iter().map(|p| p.name.clone()).collect();
    crate::record::write(
        entry.id,
        &names,
        &present::status_tag(entry, game),
        game.record(),
    )
}
