//! The referee's functional core: `Request` in, `Effect`s out. The shells (console,
//! Discord) translate their input into requests and deliver the effects; the storage
//! engines plug in behind [`store::Store`]. No async runtime, no Discord, no database.
//!
//! ```text
//!  handle(Request) ─► choose the game (read + replay, once) ─► lock that game ─► rules
//!        │                                   │                                 │
//!        │                       store (save + flush) ◄────── accepted ────────┘
//!        └──────────── render PNGs after the lock ──► Vec<Effect>
//! ```
//!
//! Requests on one game are serialised by a per-game lock; other games never wait for it,
//! and boards are drawn after the lock is released. The game read while choosing is
//! handed to the locked step, which reads it again only if this process saved it in
//! between (see `Core::act`).
//!
//! # Layers
//!
//! Each module imports only from the layers below (test `layering`). The crate root is the
//! map: [`Core`], `handle` and `tick`; `envs` wires the command list to its handlers.
//!
//! 1. `ids`, `store`, `ratings`, `tournaments`: records and the pure maths over them.
//! 2. `request` (the command list), `effect`, `error`, `record`, `clock`: values in and out.
//! 3. `words`: every sentence; `commands`, `parse`: the command table, typed text.
//! 4. `present`: effects with the views their images draw.
//! 5. `engine`: the unit of work (`Games`), `Users`, and the `Env` every handler is handed.
//! 6. `announce`: how an accepted action is told (posts, rounds, turn messages, DMs).
//! 7. The domains, a folder or file each, each a type over an `Env`: `actions`, `tables`,
//!    `timers`, `queries`, `ranking`, `events` (tournaments), `computers`, `stand_ins`,
//!    `marks`, `examples`, `picker`.

pub mod clock;
pub mod commands;
mod config;
pub mod daytime;
pub mod duration;
pub mod effect;
pub mod error;
mod examples;
pub mod image_prefs;
pub mod parse;
pub mod picker;
pub mod picker_ids;
pub mod present;
pub mod record;
pub mod request;
pub mod telemetry;
pub mod tournaments;
pub mod urgency;
pub mod words;

// Crates of their own (pure over `rules`), kept at their old paths for the handlers.
pub use referee_ratings as ratings;
pub use referee_storage as store;
pub use referee_storage::ids;

mod actions;
mod announce;
mod computers;
mod engine;
mod envs;
mod events;
#[cfg(test)]
mod hint_tests;
pub mod marks;
mod queries;
pub use queries::replay;
mod ranking;
mod stand_ins;
mod tables;
mod timers;

pub use computers::ComputerTask;
pub use config::CoreConfig;
pub use engine::Core;
pub use error::{BotError, Refusal};
pub use store::Store;

use effect::Effect;
use engine::Ctx;
use present::Out;
use render::Renderer;
use request::{Command, GameId, Request};
use std::sync::Arc;
use {actions::Actions, announce::Announcer, computers::Computers, events::Tournaments};
use {examples::Examples, tables::Tables, timers::Timers};

/// Delivery ids are remembered this long (Discord redelivers within minutes).
const DELIVERY_MEMORY_SECS: u64 = 7 * 86_400;

impl Core {
    pub fn open(
        store: Store,
        renderer: Arc<Renderer>,
        config: CoreConfig,
    ) -> Result<Core, BotError> {
        Ok(Core::assemble(store, renderer, config, envs::HOOKS))
    }

    /// The one entry point for shells.
    pub fn handle(&self, req: Request) -> Vec<Effect> {
        present::finish(self.renderer(), self.handle_undrawn(req))
    }

    /// [`Core::handle`] before any board is drawn: each effect with the exact view its
    /// image would draw (the leak tests inspect those views without rendering).
    /// Nothing in it goes to the computer, which reads no messages.
    pub fn handle_undrawn(&self, req: Request) -> Vec<Out> {
        self.handle_undrawn_as(req, None)
    }

    /// [`Core::handle_undrawn`] acting for `seat` of the sender (the computer's commands).
    fn handle_undrawn_as(&self, req: Request, seat: Option<rules::Seat>) -> Vec<Out> {
        let outs = Computers::of(&self.env()).without_computer_mail(self.handle_as(req, seat));
        image_prefs::images_for_readers(self.store(), outs)
    }

    /// [`Core::handle_undrawn`] with the computer's mail, each image as drawn for anyone.
    fn handle_as(&self, req: Request, seat: Option<rules::Seat>) -> Vec<Out> {
        if let Some(delivery) = &req.delivery_id {
            if !self.claim_delivery(delivery) {
                telemetry::request_handled(&req.command, "duplicate");
                return Vec::new();
            }
        }
        engine::Users::of(self).remember_user(&req);
        let ctx = Ctx {
            req: &req,
            lang: engine::Users::of(self).lang_of(req.user.id),
            seat,
        };
        let env = self.env();
        let (outs, outcome) = match envs::dispatch(&env, &ctx) {
            Ok(outs) => (outs, "answered"),
            Err(Refusal::AlreadyApplied) => (Vec::new(), "duplicate"),
            Err(refusal) => (
                vec![Examples::of(&env).refusal_with_example(&ctx, &refusal)],
                "refused",
            ),
        };
        telemetry::request_handled(&req.command, outcome);
        let outs = Announcer::of(&env).hold_closed_dms(outs, req.now);
        if let Some(delivery) = &req.delivery_id {
            self.release_delivery(delivery, req.now);
        }
        outs
    }

    // ---- the clock ----

    /// Deadlines, reminders and unanswered challenges due at `now`: a pure function of the
    /// store and `now`.
    pub fn tick(&self, now: u64) -> Vec<Effect> {
        present::finish(self.renderer(), self.tick_undrawn(now))
    }

    /// [`Core::tick`] before any board is drawn (see [`Core::handle_undrawn`]).
    pub fn tick_undrawn(&self, now: u64) -> Vec<Out> {
        // Claimed, not just read: with several processes on one store each due game is
        // handled by one of them (a lost race would at worst be a conflict and a rerun).
        let due = self.store().claim_due(now).unwrap_or_default();
        telemetry::timers_fired(due.len());
        let env = self.env();
        let mut outs = Tables::of(&env).lapse_challenges(now, &due);
        outs.extend(Timers::of(&env).run_clocks(now, &due));
        outs.extend(Tournaments::of(&env).tournament_clock(now));
        outs.extend(Timers::of(&env).run_digests(now));
        let outs = Announcer::of(&env).hold_closed_dms(outs, now);
        let outs = image_prefs::images_for_readers(self.store(), outs);
        let _ = self
            .store()
            .prune_deliveries(now.saturating_sub(DELIVERY_MEMORY_SECS));
        Computers::of(&env).without_computer_mail(outs)
    }

    /// When `tick` next has something to do.
    pub fn next_wakeup(&self) -> Option<u64> {
        let games = self.store().next_wakeup().ok().flatten();
        let users = self.store().next_user_wakeup().ok().flatten();
        games
            .into_iter()
            .chain(users)
            .chain(Tournaments::of(&self.env()).next_tournament_wakeup())
            .min()
    }

    pub fn dm_refused(&self, user: u64, game: Option<GameId>, now: u64) -> Vec<Effect> {
        let outs = Announcer::of(&self.env()).dm_refused_outs(user, game, now);
        present::finish(self.renderer(), outs)
    }

    /// Discord refused the DM carrying the refusal of `user`'s typed move in `game`.
    pub fn refusal_undelivered(&self, user: u64, game: GameId) -> Vec<Effect> {
        let outs = Announcer::of(&self.env()).refusal_undelivered_outs(user, game);
        present::finish(self.renderer(), outs)
    }

    pub fn thread_opened(&self, game: GameId, thread_channel_id: u64) -> Vec<Effect> {
        let outs = Tables::of(&self.env()).thread_opened(game, thread_channel_id);
        present::finish(self.renderer(), outs)
    }

    // ---- the computer's seats (see `computers`) ----

    /// On start-up: every open game where a computer owes something goes on its agenda.
    pub fn schedule_computers(&self) {
        Computers::of(&self.env()).schedule_computers();
    }

    /// Takes the agenda: one task per game where a computer owes something now.
    pub fn computer_work(&self) -> Vec<ComputerTask> {
        Computers::of(&self.env()).computer_work()
    }

    /// Plays what the computer chose for `task`. Nothing happens when the game moved on.
    pub fn computer_submit(&self, task: &ComputerTask, command: Command, now: u64) -> Vec<Effect> {
        present::finish(
            self.renderer(),
            self.computer_submit_undrawn(task, command, now),
        )
    }

    /// [`Core::computer_submit`] before any board is drawn (the leak tests read the views).
    pub fn computer_submit_undrawn(
        &self,
        task: &ComputerTask,
        command: Command,
        now: u64,
    ) -> Vec<Out> {
        match Computers::of(&self.env()).submission(task, command, now) {
            computers::Submission::Request(req) => self.handle_undrawn_as(req, Some(task.seat())),
            computers::Submission::Played(outs) => outs,
        }
    }

    /// Whether the answer to `req` (a typed move) goes to the sender alone.
    pub fn answers_privately(&self, req: &Request) -> bool {
        Actions::of(&self.env()).answers_privately(req)
    }
}

/// Shells share one core between threads.
const _: fn() = || {
    fn shared<T: Send + Sync>() {}
    shared::<Core>();
};
