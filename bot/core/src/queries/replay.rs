//! `/replay`: a whole game as one animated GIF posted to the channel.
//!
//! One frame per public ply (any action taken while a seat is to move, whether or not
//! its notation is private) plus the start. A game that ended with a result is drawn
//! with every identity shown from its first frame on, its secrets being public then;
//! a game in play or aborted only as spectators saw it. The rules decide which
//! ([`Game::replay_view`]): nothing here can ask for a secret of a game in play.

use super::Queries;
use crate::effect::{Effect, Image};
use crate::engine::Ctx;
use crate::engine::Handled;
use crate::error::Refusal;
use crate::present::{self, Out};
use crate::request::GameId;
use crate::words::{self, Seats};
use referee_storage::ids::User;
use referee_storage::records::GameEntry;
use render::{Fit, Renderer, Replay, ReplayFrame, ReplayOptions};
use rules::{Game, Status};

impl Queries<'_> {
    /// `/replay [#id]`: the game so far (or finished) as a GIF in the game's channel.
    pub(crate) fn replay(&self, ctx: &Ctx, game: Option<GameId>) -> Handled {
        let l = self.watched_started(ctx, game)?;
        let id = l.entry.id;
        let lang = ctx.lang;
        let (gif, ply) = replay_gif(self.renderer, id, &l.entry.players, &l.game, lang)
            .map_err(Refusal::Internal)?;
        let mut text = words::replay_ready(lang, id, ply);
        if let Some(note) = fit_note(lang, gif.fit) {
            text = format!("{text}\n{note}");
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

/// What was given up to fit a replay in its budget, said in `lang`; nothing if nothing.
fn fit_note(lang: words::Lang, fit: Fit) -> Option<String> {
    match fit {
        Fit::AsAsked => None,
        Fit::SmallerScale => Some(words::replay_smaller(lang)),
        Fit::EverySecondPly => Some(words::replay_every_second(lang)),
    }
}

/// The replay `/export` attaches beside a record of `record_bytes`, within what the
/// record leaves of one upload ([`render::UPLOAD_BUDGET`]), and the sentence the reply
/// adds about it; no GIF, and a sentence saying so, when it does not fit.
pub(crate) fn replay_beside_record(
    renderer: &Renderer,
    entry: &GameEntry,
    game: &Game,
    lang: words::Lang,
    record_bytes: usize,
) -> (Option<Image>, String) {
    let plan = replay_plan(entry.id, &entry.players, game, lang);
    let room = render::UPLOAD_BUDGET.saturating_sub(record_bytes);
    replay_within(renderer, plan, entry.id, lang, room)
}

/// The GIF of `plan` in at most `room` bytes as an attachment, and what to say of it.
fn replay_within(
    renderer: &Renderer,
    plan: Result<ReplayPlan, String>,
    id: GameId,
    lang: words::Lang,
    room: usize,
) -> (Option<Image>, String) {
    let made = plan.and_then(|mut plan| {
        plan.options.budget_bytes = room;
        let gif = renderer
            .replay(&plan.frames, &plan.options)
            .map_err(|e| e.to_string())?;
        Ok((gif, plan.plies))
    });
    match made {
        Ok((gif, plies)) => {
            let mut note = words::export_replay_attached(lang, plies);
            if let Some(fit) = fit_note(lang, gif.fit) {
                note = format!("{note} {fit}");
            }
            let image = Image {
                name: format!("game-{id}-replay.gif"),
                png: gif.gif,
                too_large: words::image_too_large(lang),
            };
            (Some(image), note)
        }
        Err(problem) => {
            tracing::info!(game = id, %problem, "export without its replay");
            (None, words::export_replay_left_out(lang))
        }
    }
}

/// A replay ready to draw: its frames, how to draw them, and how many plies it holds.
pub struct ReplayPlan {
    pub frames: Vec<ReplayFrame>,
    pub options: ReplayOptions,
    pub plies: u32,
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
    let plan = replay_plan(id, players, game, lang)?;
    let gif = renderer
        .replay(&plan.frames, &plan.options)
        .map_err(|e| e.to_string())?;
    Ok((gif, plan.plies))
}

/// The frames of `game`'s replay, each position drawn as [`Game::replay_view`] says,
/// with its title and caption in `lang`; `players` by seat.
pub fn replay_plan(
    id: GameId,
    players: &[User],
    game: &Game,
    lang: words::Lang,
) -> Result<ReplayPlan, String> {
    let variant = game.record().variant;
    let seats = Seats {
        lang,
        players,
        info: variant.info(),
    };
    let title = words::replay_title(lang, id, variant);
    let (frames, plies) = replay_frames(game, &seats, &title)?;
    let options = ReplayOptions {
        locale: lang,
        seat_names: players.iter().map(|p| p.name.clone()).collect(),
        every_second_note: words::replay_every_second(lang),
        ..ReplayOptions::default()
    };
    Ok(ReplayPlan {
        frames,
        options,
        plies,
    })
}

/// The start, then one frame a ply (an entry made on a turn; entries made outside turns,
/// such as a deployment, show in the next frame), the last captioned with the result.
/// Returns the frames and the number of plies.
fn replay_frames(
    game: &Game,
    seats: &Seats,
    title: &str,
) -> Result<(Vec<ReplayFrame>, u32), String> {
    let lang = seats.lang;
    let record = game.record();
    let mut position = Game::replay(&rules::GameRecord {
        log: Vec::new(),
        ..record.clone()
    })
    .map_err(|e| e.to_string())?;
    let mut frames = vec![ReplayFrame {
        view: position.replay_view(game),
        title: title.to_string(),
        caption: words::replay_start(lang),
    }];
    let mut ply = 0u32;
    for entry in &record.log {
        let turn = matches!(position.status(), Status::ToMove(_));
        position.replay_entry(entry).map_err(|e| e.to_string())?;
        if !turn {
            continue;
        }
        ply += 1;
        let who = names_only(seats.players, seats.who(entry.seat));
        frames.push(ReplayFrame {
            view: position.replay_view(game),
            title: title.to_string(),
            caption: words::replay_caption(lang, ply, &who, &shown_notation(game, entry, lang)),
        });
    }
    if let (Status::Finished(outcome), Some(last)) = (position.status(), frames.last_mut()) {
        let result = names_only(seats.players, seats.outcome(&outcome));
        last.caption = format!("{} · {}", last.caption, result);
    }
    Ok((frames, ply))
}

/// Captions are drawn into the picture: names, not Discord mentions.
fn names_only(players: &[User], text: String) -> String {
    players
        .iter()
        .fold(text, |t, p| t.replace(&words::mention(p.id), &p.name))
}

/// An action as the replay shows it: in full once the game has shown its secrets, else
/// as the public saw it; a stand-in's action says so (the computer chose it for the
/// absent player).
fn shown_notation(game: &Game, entry: &rules::LogEntry, lang: words::Lang) -> String {
    let notation = if game.is_revealed() {
        &entry.text
    } else {
        &entry.public
    };
    match entry.stand_in {
        true => format!("{notation} ({})", words::stand_in_mark(lang)),
        false => notation.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game of the first listed perfect-information mode, at its start.
    fn a_started_game() -> Game {
        let info = rules::variants()
            .find(|v| v.listed && !v.hidden)
            .expect("a perfect-information mode");
        let variant = rules::VariantId::parse(info.id).expect("its id parses");
        let setup = rules::Setup {
            seats: info.min_seats,
            options: Default::default(),
            seed: 1,
        };
        Game::new(variant, setup).expect("a game starts")
    }

    #[test]
    fn a_replay_that_does_not_fit_beside_the_record_is_left_out_and_said_so() {
        let renderer = Renderer::new().expect("the embedded font loads");
        let players = [User::from_name("alice"), User::from_name("bob")];
        let game = a_started_game();
        let lang = words::Lang::En;
        let plan = || replay_plan(7, &players, &game, lang);

        let (gif, note) = replay_within(&renderer, plan(), 7, lang, render::UPLOAD_BUDGET);
        let gif = gif.expect("a GIF within the whole budget");
        assert_eq!(gif.name, "game-7-replay.gif");
        assert!(gif.png.starts_with(b"GIF89a"));
        assert_eq!(note, words::export_replay_attached(lang, 0));

        let (gif, note) = replay_within(&renderer, plan(), 7, lang, 300);
        assert!(gif.is_none(), "no board fits in 300 bytes");
        assert_eq!(note, words::export_replay_left_out(lang));
    }
}
