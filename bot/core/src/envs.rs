//! The wiring: each request to the handler its command names, with the domain it is a
//! method of built over the core's [`Env`]; and the engine's hooks into the domains above
//! it. The only module that names every domain.

use crate::engine::Ctx;
use crate::engine::Handled;
use crate::engine::{Change, Env, Hooks, Loaded, Submitted};
use crate::error::Refusal;
use crate::present::Out;
use crate::request::Request;
use crate::request::{self, Command, Field, GameId};
use crate::words::Lang;
use crate::{actions, announce, computers, events, marks, parse, picker, queries, ranking};
use crate::{stand_ins, tables};
use referee_storage::ratings::RatingPool;
use referee_storage::records::Phase;

/// The dispatch, derived from the command list ([`request::command_list!`]): each request
/// to the handler its entry names, with its fields as the handler takes them.
macro_rules! dispatch {
    ($(
        $name:literal {
            $(
                $(#[$doc:meta])*
                $variant:ident $({ $($(#[$field_doc:meta])* $field:ident : $type:ty),* $(,)? })?
                $(@ $game:ident)? => $handler:path
            ),* $(,)?
        } $(built $build:expr $(, $method:ident ( $($arg:tt)* ))*)? ;
    )*) => {
        /// Runs the handler `ctx`'s command names.
        pub(crate) fn dispatch(env: &Env, ctx: &Ctx) -> Handled {
            match &ctx.req.command {
                $($(
                    Command::$variant { $($($field),*)? } => {
                        $handler(&From::from(*env), ctx $($(, Field::field($field))*)?)
                    }
                )*)*
            }
        }
    };
}

request::command_list!(dispatch);

/// A command typed as text, read and handled as the command it names.
pub(crate) fn typed(env: &Env, ctx: &Ctx, text: &str) -> Handled {
    let command = parse::parse_typed(text, &|id| env.users.user_name(id))?;
    let req = Request {
        command,
        ..ctx.req.clone()
    };
    dispatch(
        env,
        &Ctx {
            req: &req,
            lang: ctx.lang,
            seat: ctx.seat,
        },
    )
}

/// The engine's hooks (see [`Hooks`]).
pub(crate) const HOOKS: Hooks = Hooks {
    play,
    gather_round,
    rate_if_ended,
    remember_submitted,
    game_ended,
    computer_owes,
};

fn play(env: &Env, ctx: &Ctx, action: &str, game: Option<GameId>, at: Option<u64>) -> Handled {
    actions::Actions::of(env).move_at(ctx, action, game, at)
}

fn gather_round(env: &Env, loaded: &mut Loaded, change: &mut Change) {
    announce::Announcer::of(env).gather_round(loaded, change)
}

fn rate_if_ended(
    env: &Env,
    loaded: &mut Loaded,
    was: &Phase,
    lang: Lang,
    outs: &mut [Out],
) -> Result<Option<RatingPool>, Refusal> {
    ranking::Ranking::of(env).rate_if_ended(loaded, was, lang, outs)
}

fn remember_submitted(env: &Env, submitted: &Submitted) {
    actions::Actions::of(env).remember_submitted(submitted)
}

fn game_ended(env: &Env, loaded: &Loaded) -> Vec<Out> {
    events::Tournaments::of(env).tournament_game_over(loaded)
}

fn computer_owes(env: &Env, loaded: &Loaded) -> bool {
    computers::Computers::of(env).computer_owes(loaded)
}

impl<'a> From<Env<'a>> for tables::admin::Env<'a> {
    fn from(env: Env<'a>) -> Self {
        tables::admin::Env {
            games: env.games,
            admins: &env.config.admins,
            store: env.store,
            language: env.config.language,
        }
    }
}

impl<'a> From<Env<'a>> for ranking::server::Env<'a> {
    fn from(env: Env<'a>) -> Self {
        ranking::server::Env {
            store: env.store,
            admins: &env.config.admins,
            language: env.config.language,
        }
    }
}

impl<'a> From<Env<'a>> for picker::Env<'a> {
    fn from(env: Env<'a>) -> Self {
        picker::Env {
            games: env.games,
            mark_tags: marks::MarkTags(marks::Marks::of(&env)),
        }
    }
}
