//! Effects in the making: the text is decided under the game's lock, the PNG is drawn
//! afterwards (outside every lock) from the view chosen here.

use super::effect::{Effect, GameTag, Image};
use super::words::{self, Lang};
use referee_storage::records::{GameEntry, Phase};
use render::{RenderOptions, Renderer};
use rules::{Game, Status, View};

/// A board to draw: exactly the view its reader may see.
pub struct Picture {
    pub view: View,
    pub opts: RenderOptions,
    pub name: String,
}

/// An effect whose image (if any) is still to be drawn.
pub struct Out {
    pub effect: Effect,
    pub picture: Option<Picture>,
}

impl Out {
    pub fn plain(effect: Effect) -> Out {
        Out {
            effect,
            picture: None,
        }
    }
    pub fn with(effect: Effect, picture: Picture) -> Out {
        Out {
            effect,
            picture: Some(picture),
        }
    }
}

/// Draw the pictures and attach them. A board that cannot be drawn is left out; the
/// text still goes (the move is already stored). A board asked for twice in one batch
/// (the same view with the same options, e.g. several notes showing one seat's board) is
/// drawn once: drawing is most of the CPU an action costs.
pub fn finish(renderer: &Renderer, outs: Vec<Out>) -> Vec<Effect> {
    let mut drawn: Vec<(View, RenderOptions, Option<Vec<u8>>)> = Vec::new();
    outs.into_iter()
        .map(|out| {
            let Out {
                mut effect,
                picture,
            } = out;
            if let Some(picture) = picture {
                let too_large = super::words::image_too_large(picture.opts.locale);
                let png = match drawn
                    .iter()
                    .find(|(view, opts, _)| *view == picture.view && *opts == picture.opts)
                {
                    Some((_, _, png)) => png.clone(),
                    None => {
                        let started = std::time::Instant::now();
                        let png = renderer.png(&picture.view, &picture.opts).ok();
                        crate::telemetry::board_rendered(started);
                        drawn.push((picture.view, picture.opts, png.clone()));
                        png
                    }
                };
                let image = png.map(|png| Image {
                    name: picture.name,
                    png,
                    too_large,
                });
                match &mut effect {
                    Effect::Post { image: slot, .. }
                    | Effect::Private { image: slot, .. }
                    | Effect::Ephemeral { image: slot, .. }
                    | Effect::Picker { image: slot, .. } => *slot = image,
                    Effect::Choices { .. } | Effect::OpenThread { .. } | Effect::Delete { .. } => {}
                }
            }
            effect
        })
        .collect()
}

/// A seat's name on a board, marked while the computer plays it for its absent person.
fn named_with_away(entry: &GameEntry, seat: rules::Seat, lang: Lang) -> String {
    let mut name = name_of(entry, seat);
    // One user on several seats (the computer at a table) is told apart by seat, as the
    // posts' words do.
    let holder = entry.player(seat).map(|p| p.id);
    if entry
        .players
        .iter()
        .filter(|p| Some(p.id) == holder)
        .count()
        > 1
    {
        let seat_name = words::seat_name(lang, entry.record.variant.info(), seat);
        name = format!("{name} ({seat_name})");
    }
    match entry.is_away(seat) {
        true => format!("{name} ({})", words::away_mark(lang)),
        false => name,
    }
}

fn name_of(entry: &GameEntry, seat: rules::Seat) -> String {
    entry
        .player(seat)
        .map(|p| p.name.clone())
        .unwrap_or_else(|| seat.to_string())
}

/// The stable status string of the console's JSON (`to_move:<name>`, `finished:<names>`,
/// `finished:draw`, `setup`, `challenge`, `aborted`, `declined`).
pub fn status_tag(entry: &GameEntry, game: &Game) -> String {
    match entry.phase {
        Phase::Challenge => return "challenge".into(),
        Phase::Declined { .. } => return "declined".into(),
        Phase::Playing | Phase::Finished => {}
    }
    match game.status() {
        Status::ToMove(seat) => format!("to_move:{}", name_of(entry, seat)),
        Status::Simultaneous(_) => "setup".into(),
        Status::Finished(outcome) if outcome.reason == "abort" => "aborted".into(),
        Status::Finished(outcome) if outcome.is_draw() => "finished:draw".into(),
        Status::Finished(outcome) => format!(
            "finished:{}",
            outcome
                .winners
                .iter()
                .map(|s| name_of(entry, *s))
                .collect::<Vec<_>>()
                .join(",")
        ),
    }
}

pub fn tag(entry: &GameEntry, game: &Game) -> GameTag {
    GameTag {
        id: entry.id,
        variant: entry.record.variant.as_str().to_string(),
        status: status_tag(entry, game),
        guild: entry.guild,
    }
}

/// Options for a board image of this game; the same for every reader of a given view.
pub fn board_options(
    entry: &GameEntry,
    game: &Game,
    lang: Lang,
    hints: Vec<usize>,
) -> RenderOptions {
    let names: Vec<String> = (0..entry.players.len())
        .filter_map(|i| u8::try_from(i).ok())
        .map(|i| named_with_away(entry, rules::Seat(i), lang))
        .collect();
    board_options_named(entry.id, &names, game, lang, hints)
}

/// [`board_options`] from the seat names alone (a replayed record has no store entry).
pub fn board_options_named(
    id: referee_storage::ids::GameId,
    names: &[String],
    game: &Game,
    lang: Lang,
    hints: Vec<usize>,
) -> RenderOptions {
    let view_number = game.view(rules::Viewer::Spectator).move_number;
    let name = |seat: rules::Seat| {
        names
            .get(seat.index())
            .cloned()
            .unwrap_or_else(|| seat.to_string())
    };
    let status = match game.status() {
        Status::ToMove(seat) => words::image_to_move(lang, &name(seat)),
        Status::Simultaneous(_) => words::image_setting_up(lang),
        Status::Finished(_) => words::image_game_over(lang),
    };
    RenderOptions {
        title: words::board_title(lang, id, game.variant()),
        subtitle: words::board_subtitle(lang, view_number, &status),
        hints,
        locale: lang,
        seat_names: names.to_vec(),
        ..RenderOptions::default()
    }
}

/// File name for a board image: `game-12-7-public.png`. The number is the move number of
/// the view the image draws, which counts public plies only, so the name depends on
/// nothing but what the image shows and never reveals a private action (a redeployment).
pub fn image_name(entry: &GameEntry, view: &rules::View, who: &str) -> String {
    format!("game-{}-{}-{}.png", entry.id, view.move_number, who)
}
