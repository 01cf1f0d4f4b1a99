//! `/replay`: a whole game as one animated GIF posted to the channel.
//!
//! One frame per public ply (any action taken while a seat is to move, whether or not
//! its notation is private) plus the start, each the spectator view of that position.
//! The rules hold no "everything shown" view of a position still in play, so the frames
//! before the end are public views even for a finished hidden game; the last frame of a
//! game that ended with a result is its spectator view, which then shows every secret
//! (`Game::is_revealed`). An aborted or unfinished hidden game stays public throughout.

use super::effect::{Effect, Image};
use super::present::{self, Out};
use super::request::GameId;
use super::words::{self, Seats};
use super::{Core, Ctx, Handled, Refusal};
use crate::ids::User;
use crate::store::records::Phase;
use render::{Fit, Renderer, Replay, ReplayFrame, ReplayOptions};
use rules::{Game, Status, Viewer};

impl Core {
    /// `/replay [#id]`: the game so far (or finished) as a GIF in the game's channel.
    pub(crate) fn replay(&self, ctx: &Ctx, game: Option<GameId>) -> Handled {
        let l = self.watched(ctx, game)?;
        let id = l.entry.id;
        match l.entry.phase {
            Phase::Challenge => return Err(Refusal::NotStarted(id)),
            Phase::Declined { .. } => return Err(Refusal::GameEnded(id)),
            Phase::Playing | Phase::Finished => {}
        }
        let lang = ctx.lang;
        let (gif, ply) = replay_gif(&self.renderer, id, &l.entry.players, &l.game, lang)
            .map_err(Refusal::Internal)?;
        let mut text = words::replay_ready(lang, id, ply);
        match gif.fit {
            Fit::AsAsked => {}
            Fit::SmallerScale => text = format!("{text}\n{}", words::replay_smaller(lang)),
            Fit::EverySecondPly => text = format!("{text}\n{}", words::replay_every_second(lang)),
        }
        Ok(vec![Out::plain(Effect::Post {
            channel: l.entry.post_channel(),
            text,
            image: Some(Image {
                name: format!("game-{id}-replay.gif"),
                png: gif.gif,
                too_large: words::image_too_large(lang),
            }),
            buttons: Vec::new(),
            game: Some(present::tag(&l.entry, &l.game)),
        })])
    }
}

/// The replay of `game` (played so far, or finished) as a GIF, and how many plies it
/// holds: what `/replay` posts and `referee replay --gif` writes. `players` by seat.
pub fn replay_gif(
    renderer: &Renderer,
    id: GameId,
    players: &[User],
    game: &Game,
    lang: words::Lang,
) -> Result<(Replay, u32), String> {
    let variant = game.record().variant;
    let seats = Seats {
        lang,
        players,
        info: variant.info(),
    };
    // Captions are drawn into the picture: names, not Discord mentions.
    let plain = |text: String| {
        players
            .iter()
            .fold(text, |t, p| t.replace(&words::mention(p.id), &p.name))
    };
    let title = words::replay_title(lang, id, variant);
    let record = game.record();
    let mut position = Game::replay(&rules::GameRecord {
        log: Vec::new(),
        ..record.clone()
    })
    .map_err(|e| e.to_string())?;
    let mut frames = vec![ReplayFrame {
        view: position.view(Viewer::Spectator),
        title: title.clone(),
        caption: words::replay_start(lang),
    }];
    let mut ply = 0u32;
    for entry in &record.log {
        let turn = matches!(position.status(), Status::ToMove(_));
        position
            .replay_one(entry.seat, &entry.text)
            .map_err(|e| e.to_string())?;
        if !turn {
            continue;
        }
        ply += 1;
        let who = plain(seats.who(entry.seat));
        let notation = if game.is_revealed() {
            &entry.text
        } else {
            &entry.public
        };
        frames.push(ReplayFrame {
            view: position.view(Viewer::Spectator),
            title: title.clone(),
            caption: words::replay_caption(lang, ply, &who, notation),
        });
    }
    if let (Status::Finished(outcome), Some(last)) = (position.status(), frames.last_mut()) {
        // The last view of a game that ended with a result shows every secret.
        last.view = game.view(Viewer::Spectator);
        last.caption = format!("{} · {}", last.caption, plain(seats.outcome(&outcome)));
    }
    let opts = ReplayOptions {
        locale: lang,
        seat_names: players.iter().map(|p| p.name.clone()).collect(),
        every_second_note: words::replay_every_second(lang),
        ..ReplayOptions::default()
    };
    let gif = renderer.replay(&frames, &opts).map_err(|e| e.to_string())?;
    Ok((gif, ply))
}
