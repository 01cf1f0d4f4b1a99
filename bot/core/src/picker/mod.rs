//! The move picker: a seat's legal actions offered as clicks, only to that player.
//!
//! The rules answer the choices ([`rules::picker::Picker`]); this module turns the path
//! chosen so far into one step of components ([`rows`]) with the seat's own view as its
//! image, and a complete path into exactly the action text a player would type, played
//! through the same request as `/move` (so a game played by clicks is stored as one
//! typed). Each component id names the game and the stored revision it was made for
//! ([`id`]): a click after the game moved on plays nothing and says the picker is out of
//! date, and a click delivered twice finds the revision already changed.
//!
//! The last step plays at once (no Confirm): each step is a deliberate click in a picker
//! only its player sees, and Back and Cancel are on every step before it.

mod label;
mod rows;

pub use crate::picker_ids::{Clicked, PICK_PREFIX};

use crate::effect::{Button, Effect, PickerAt, Row};
use crate::engine::Ctx;
use crate::engine::Games;
use crate::engine::Handled;
use crate::engine::Loaded;
use crate::error::Refusal;
use crate::marks::MarkTags;
use crate::picker_ids::{self as id, Choice};
use crate::present::{self, Out, Picture};
use crate::words::{self, Lang};
use referee_storage::ids::GameId;
use rules::picker::{Picker, What};
use rules::{Seat, Viewer};

/// What a picker handler is handed: the games (chosen, loaded, and played through the
/// same request as a typed move), nothing else of the core.
pub(crate) struct Env<'a> {
    pub games: Games<'a>,
    /// The seat's own marks and probe results, drawn on each step's image as on its
    /// other private images.
    pub mark_tags: MarkTags<'a>,
}

/// `/pick` or the Move button: a fresh picker at its first step.
pub(crate) fn pick_open(env: &Env, ctx: &Ctx, game: Option<GameId>) -> Handled {
    let l = env
        .games
        .choose(ctx, game, crate::engine::seated_playing(ctx.user()))?;
    let seat = crate::engine::seat_in(&l, ctx)?;
    let picker = Picker::new(&l.game, seat);
    if picker.is_empty() {
        return Err(nothing_to_do(&l));
    }
    Ok(vec![step_out(
        env.mark_tags,
        ctx,
        &l,
        seat,
        &picker,
        ("", None),
        PickerAt::New,
    )])
}

/// A click on a picker step: the next step, the action played, or why not.
pub(crate) fn pick_step(env: &Env, ctx: &Ctx, click: &Clicked) -> Handled {
    let l = env.games.load(click.game)?;
    let id = l.entry.id;
    let seat = crate::engine::seat_in(&l, ctx)?;
    if l.entry.revision != click.revision {
        return Ok(vec![out_of_date(ctx, &l)]);
    }
    let (path, group) = match &click.choice {
        Choice::Cancel => {
            let text = words::picker_closed(ctx.lang, id);
            return Ok(vec![done(ctx, &l, text, false)]);
        }
        Choice::At { path, group } => (path.as_str(), *group),
    };
    let picker = Picker::new(&l.game, seat);
    if picker.is_empty() {
        return Err(nothing_to_do(&l));
    }
    if let Some(action) = picker.resolve(path).map(str::to_string) {
        let played = env.games.play(ctx, &action, Some(id), Some(click.revision));
        return match played {
            Ok(mut outs) => {
                let text = words::picker_played(ctx.lang, id, &action);
                outs.insert(0, done(ctx, &l, text, false));
                Ok(outs)
            }
            Err(Refusal::PickerOutOfDate(_)) => Ok(vec![out_of_date(ctx, &l)]),
            Err(refusal) => Err(refusal),
        };
    }
    if picker.step(path).is_none() {
        return Ok(vec![out_of_date(ctx, &l)]);
    }
    Ok(vec![step_out(
        env.mark_tags,
        ctx,
        &l,
        seat,
        &picker,
        (path, group),
        PickerAt::Update,
    )])
}

/// What the picker shows for each of `actions` of `seat`: its choices along the way
/// joined by arrows (`Sage g1 → f2`, `Infantry e5 → e6 river → = Archer`), in `lang`,
/// from the seat's own view; the action itself where the picker has no path to it.
pub fn action_labels(
    lang: Lang,
    game: &rules::Game,
    seat: Seat,
    actions: &[String],
) -> Vec<String> {
    if actions.is_empty() {
        return Vec::new();
    }
    let picker = Picker::new(game, seat);
    let family = game.family();
    let paths: std::collections::HashMap<String, String> = picker
        .paths()
        .into_iter()
        .map(|(path, action)| (action, path))
        .collect();
    actions
        .iter()
        .map(|action| {
            let steps: Vec<String> = paths
                .get(action)
                .map(|path| picker.chosen(path))
                .unwrap_or_default()
                .iter()
                .map(|choice| label::text(lang, family, &choice.label))
                .filter(|text| !text.is_empty())
                .collect();
            if steps.is_empty() {
                action.clone()
            } else {
                rows::clip(&steps.join(" → "), rows::OPTION_TEXT)
            }
        })
        .collect()
}

/// The Move button of a board post: opens a fresh picker for `game`.
pub fn move_button(lang: Lang, game: GameId) -> Button {
    Button {
        id: format!("{}:{game}", id::MOVE_BUTTON),
        label: words::button_move(lang),
        danger: false,
    }
}

/// One step: its components and the seat's own view (with the seat's own mark tags),
/// its options' squares marked.
fn step_out(
    mark_tags: MarkTags,
    ctx: &Ctx,
    l: &Loaded,
    seat: Seat,
    picker: &Picker,
    (path, group): (&str, Option<usize>),
    at: PickerAt,
) -> Out {
    let step = picker.step(path).unwrap_or(&picker.root);
    let family = l.game.family();
    let place = rows::Place {
        game: l.entry.id,
        revision: l.entry.revision,
        path,
        group,
        family,
    };
    let rows = rows::rows(ctx.lang, &place, step);
    let view = l.game.view(Viewer::Seat(seat));
    let chosen = picker.chosen(path);
    let marked = marked_cells(&view, &rows::shown(step, group), &chosen);
    let mut opts = present::board_options(&l.entry, &l.game, ctx.lang, marked);
    opts.selected = chosen_piece(&view, &chosen);
    opts.labels = mark_tags.of(l, seat, ctx.lang);
    let picture = Picture {
        name: present::image_name(&l.entry, &view, &format!("seat{}-pick", seat.0)),
        opts,
        view,
    };
    Out::with(
        Effect::Picker {
            user: ctx.user(),
            text: words::picker_prompt(ctx.lang, l.entry.id),
            image: None,
            rows,
            at,
            error: false,
            game: Some(present::tag(&l.entry, &l.game)),
        },
        picture,
    )
}

/// The cells a step names (its pieces or its targets), for the image's hint marks; in a
/// step that names none (a promotion form, a way of going), the target already chosen.
fn marked_cells(
    view: &rules::View,
    shown: &[&rules::picker::Choice],
    chosen: &[&rules::picker::Choice],
) -> Vec<usize> {
    let named: Vec<usize> = shown
        .iter()
        .filter_map(|c| cell_of(view, &c.label))
        .collect();
    if !named.is_empty() {
        return named;
    }
    // A set-up line whose words are squares (古战棋's `camps b1 d2 c4`): every square the
    // step's options name, so the board shows where the choice is made.
    let mut in_args: Vec<usize> = shown
        .iter()
        .flat_map(|c| std::iter::once(&c.label).chain(&c.label.then))
        .filter_map(|label| match &label.what {
            What::Args(args) => Some(args.split_whitespace()),
            _ => None,
        })
        .flatten()
        .filter_map(|word| view.board.cells.iter().position(|cell| cell.name == word))
        .collect();
    in_args.sort_unstable();
    in_args.dedup();
    if !in_args.is_empty() {
        return in_args;
    }
    chosen
        .iter()
        .filter(|c| !matches!(c.label.what, What::Piece))
        .filter_map(|c| cell_of(view, &c.label))
        .collect()
}

/// The cell of the piece the path has chosen, for the image's selection frame.
fn chosen_piece(view: &rules::View, chosen: &[&rules::picker::Choice]) -> Option<usize> {
    chosen
        .iter()
        .find(|c| matches!(c.label.what, What::Piece))
        .and_then(|c| cell_of(view, &c.label))
}

fn cell_of(view: &rules::View, label: &rules::picker::Label) -> Option<usize> {
    let square = label.square.as_deref()?;
    view.board.cells.iter().position(|cell| cell.name == square)
}

/// The picker replaced by a sentence, without components.
fn done(ctx: &Ctx, l: &Loaded, text: String, error: bool) -> Out {
    Out::plain(Effect::Picker {
        user: ctx.user(),
        text,
        image: None,
        rows: Vec::new(),
        at: PickerAt::Update,
        error,
        game: Some(present::tag(&l.entry, &l.game)),
    })
}

/// Out of date: nothing played, and a Move button that opens a fresh picker.
fn out_of_date(ctx: &Ctx, l: &Loaded) -> Out {
    let mut out = done(
        ctx,
        l,
        words::picker_out_of_date(ctx.lang, l.entry.id),
        true,
    );
    if let Effect::Picker { rows, .. } = &mut out.effect {
        rows.push(Row::Buttons(vec![move_button(ctx.lang, l.entry.id)]));
    }
    out
}

/// Why a seat's picker is empty: the game is over, else it is not that seat's turn.
fn nothing_to_do(l: &Loaded) -> Refusal {
    match l.game.status() {
        rules::Status::Finished(_) => Refusal::GameEnded(l.entry.id),
        _ => Refusal::Rule(rules::RuleError::not_your_turn()),
    }
}
