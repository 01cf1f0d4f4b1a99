//! The referee's functional core: `Request` in, `Effect`s out. The shells (console,
//! Discord) translate their input into requests and deliver the effects; the storage
//! engines plug in behind [`store::Store`]. No async runtime, no Discord, no database.
//!
//! ```text
//!  console ─┐
//!  discord ─┼─► core (lifecycle, words, clock) ─► Store ─► engine (referee-store)
//!  tests   ─┘                │
//!                      rules + render
//! ```
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
//! Each module imports only from the layers below it (the test `layering` in
//! `tests/core` fails on any circle); the crate root holds [`Core`] and the handlers'
//! shared types, and the handler modules add `impl Core` blocks to it.
//!
//! 1. `ids` (game ids, users) and the rules' `Locale`, re-exported as `words::Lang`.
//! 2. `store` (records, the backend interface, the memory engine).
//! 3. `request`, `effect`, `error`, `record`, `live`, `clock`: values a request carries in and out.
//! 4. `words`: every sentence, from the catalogues; `parse`: typed text into a `Command`.
//! 5. `present`: effects with the views their images draw.
//! 6. The handlers: `lifecycle`, `actions`, `undo`, `queries`, `finished`, `timers`,
//!    `admin`, `layouts`, `tournament_commands`, `tournament_rounds`.

pub mod clock;
pub mod commands;
pub mod daytime;
pub mod duration;
pub mod effect;
pub mod error;
pub mod parse;
pub mod present;
pub mod record;
pub mod replay;
pub mod request;
pub mod telemetry;
pub mod tournaments;
pub mod urgency;
pub mod words;

// The storage port, ids, ratings and tournaments' pairing are crates of their own (pure
// over `rules`); they keep their paths here so the handlers name them as before.
pub use referee_ratings as ratings;
pub use referee_storage as store;
pub use referee_storage::ids;

mod actions;
mod admin;
mod computers;
mod digest;
mod finished;
#[cfg(test)]
mod hint_tests;
mod lifecycle;
mod live;
mod queries;
mod rated;
mod server;
mod setups;
mod standings;
mod tables;
mod timers;
mod tournament_commands;
mod tournament_rounds;
mod turns;
mod undo;

pub use computers::ComputerTask;
pub use error::{BotError, Refusal};
pub use store::Store;

use crate::store::records::{Expiry, GameEntry, Phase, UserEntry};
use crate::store::StoreError;
use clock::Vacation;
use effect::Effect;
use present::Out;
use render::Renderer;
use request::{Command, GameId, Request};
use rules::meta::MetaWord;
use rules::Game;
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, MutexGuard};
use words::Lang;

/// The core's settings, derived from the config file (see the `referee` crate's `config`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoreConfig {
    /// Seconds per move when a challenge names no deadline.
    pub default_deadline_secs: u64,
    /// Reminders, in seconds before a deadline (kept sorted, largest first).
    pub reminder_secs: Vec<u64>,
    pub expiry: Expiry,
    /// Ask the shell to open a thread for each new game.
    pub open_threads: bool,
    /// Language of users who chose none.
    pub language: Lang,
    /// Users who may end any game with `/abort force` (config `admins`), besides a
    /// server's managers in their own server.
    pub admins: Vec<u64>,
    /// The user that is the computer opponent (the console's `referee`); the Discord
    /// shell names the bot itself once connected ([`Core::set_computer`]).
    pub computer: Option<ids::User>,
    /// Think time of one `hard` computer move, in milliseconds of one core.
    pub computer_move_ms: u64,
    /// Fixes every random draw of the run (seats, set-ups, the computer's choices):
    /// `referee local --seed N`. `None` draws from the OS.
    pub seed: Option<u64>,
}

impl Default for CoreConfig {
    fn default() -> Self {
        CoreConfig {
            default_deadline_secs: 3 * 86_400,
            reminder_secs: vec![86_400, 3_600],
            expiry: Expiry::ClaimWin,
            open_threads: false,
            language: Lang::En,
            admins: Vec::new(),
            computer: None,
            computer_move_ms: computer::DEFAULT_MOVE_MS,
            seed: None,
        }
    }
}

/// How often a request runs again after another writer saved its game first.
const CONFLICT_RETRIES: usize = 16;

/// Why [`Core::save`] did not store a game.
pub(crate) enum SaveError {
    /// Another writer saved the game since it was loaded.
    Conflict,
    Refused(Refusal),
}

impl From<SaveError> for Refusal {
    fn from(e: SaveError) -> Self {
        match e {
            SaveError::Conflict => Refusal::Internal("the game changed meanwhile".to_string()),
            SaveError::Refused(refusal) => refusal,
        }
    }
}

/// Delivery ids are remembered this long (Discord redelivers within minutes).
const DELIVERY_MEMORY_SECS: u64 = 7 * 86_400;

pub struct Core {
    store: Store,
    renderer: Arc<Renderer>,
    config: CoreConfig,
    game_locks: Mutex<HashMap<GameId, Arc<Mutex<()>>>>,
    users_lock: Mutex<()>,
    in_flight: Mutex<HashSet<String>>,
    live: Mutex<live::LiveGames>,
    /// Who the computer is, once known (see [`CoreConfig::computer`]).
    computer: std::sync::OnceLock<ids::User>,
    /// Games where a computer seat owes something, for the shells to think about.
    computer_agenda: Mutex<std::collections::BTreeSet<GameId>>,
    /// Draws taken from [`CoreConfig::seed`] so far.
    draws: std::sync::atomic::AtomicU64,
}

/// The request being handled, with the sender's language.
pub(crate) struct Ctx<'a> {
    pub req: &'a Request,
    pub lang: Lang,
    /// The seat a computer's request acts for: the computer may hold several seats of a
    /// game, a person only one (`None`: the sender's seat).
    pub seat: Option<rules::Seat>,
}

impl Ctx<'_> {
    pub fn user(&self) -> u64 {
        self.req.user.id
    }
    pub fn now(&self) -> u64 {
        self.req.now
    }
}

/// A stored game with its replayed rules state.
pub(crate) struct Loaded {
    pub entry: GameEntry,
    pub game: Game,
}

/// The game [`Core::act`] works on: by id (read under the game's lock), or as the request
/// already read it while choosing it (not read again).
pub(crate) enum Target {
    Id(GameId),
    Read(Box<Loaded>),
}

impl From<GameId> for Target {
    fn from(id: GameId) -> Target {
        Target::Id(id)
    }
}

impl From<Loaded> for Target {
    fn from(loaded: Loaded) -> Target {
        Target::Read(Box::new(loaded))
    }
}

/// What a handler did to a loaded game.
pub(crate) struct Change {
    pub outs: Vec<Out>,
    pub save: bool,
    /// A set-up the action submitted, kept as its player's last once the game is saved
    /// (never inside the retried step: a rerun must not write twice, or before the game).
    pub submitted: Option<setups::Submitted>,
}

impl Change {
    pub fn saved(outs: Vec<Out>) -> Change {
        Change {
            outs,
            save: true,
            submitted: None,
        }
    }

    /// Nothing to store.
    pub fn unchanged() -> Change {
        Change {
            outs: Vec::new(),
            save: false,
            submitted: None,
        }
    }
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic elsewhere must not wedge the bot: the data behind these locks is `()` or a cache.
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

type Handled = Result<Vec<Out>, Refusal>;

impl Core {
    pub fn open(
        store: Store,
        renderer: Arc<Renderer>,
        config: CoreConfig,
    ) -> Result<Core, BotError> {
        let mut config = config;
        config.reminder_secs.sort_unstable_by(|a, b| b.cmp(a));
        config.reminder_secs.dedup();
        let computer = std::sync::OnceLock::new();
        if let Some(user) = &config.computer {
            let _ = computer.set(user.clone());
        }
        Ok(Core {
            computer,
            computer_agenda: Mutex::new(Default::default()),
            draws: std::sync::atomic::AtomicU64::new(0),
            store,
            renderer,
            config,
            game_locks: Mutex::new(HashMap::new()),
            users_lock: Mutex::new(()),
            in_flight: Mutex::new(HashSet::new()),
            live: Mutex::new(live::LiveGames::default()),
        })
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn config(&self) -> &CoreConfig {
        &self.config
    }

    /// The one entry point for shells.
    pub fn handle(&self, req: Request) -> Vec<Effect> {
        present::finish(&self.renderer, self.handle_undrawn(req))
    }

    /// [`Core::handle`] before any board is drawn: each effect with the exact view its
    /// image would draw (the leak tests inspect those views without rendering).
    /// Nothing in it goes to the computer, which reads no messages.
    pub fn handle_undrawn(&self, req: Request) -> Vec<Out> {
        self.without_computer_mail(self.handle_as(req, None))
    }

    /// [`Core::handle_undrawn`] acting for `seat` of the sender (the computer's commands).
    pub(crate) fn handle_as(&self, req: Request, seat: Option<rules::Seat>) -> Vec<Out> {
        if let Some(delivery) = &req.delivery_id {
            // Claim the id first, then ask the store: a copy that finished between the two
            // steps has stored its id before giving up its claim, so it is seen either way.
            // (Asking the store first let a copy that finished in between run twice.)
            if !lock(&self.in_flight).insert(delivery.clone()) {
                telemetry::request_handled(&req.command, "duplicate");
                return Vec::new();
            }
            if self.store.delivered(delivery).unwrap_or(false) {
                lock(&self.in_flight).remove(delivery);
                telemetry::request_handled(&req.command, "duplicate");
                return Vec::new();
            }
        }
        self.remember_user(&req);
        let ctx = Ctx {
            req: &req,
            lang: self.lang_of(req.user.id),
            seat,
        };
        let (outs, outcome) = match self.dispatch(&ctx) {
            Ok(outs) => (outs, "answered"),
            Err(Refusal::AlreadyApplied) => (Vec::new(), "duplicate"),
            Err(refusal) => (vec![self.refusal(&ctx, &refusal)], "refused"),
        };
        telemetry::request_handled(&req.command, outcome);
        let outs = self.hold_closed_dms(outs, req.now);
        if let Some(delivery) = &req.delivery_id {
            // Accepted actions already stored their id with the game; this covers the rest.
            let _ = self.store.mark_delivered(delivery, req.now);
            lock(&self.in_flight).remove(delivery);
        }
        outs
    }

    pub(crate) fn refusal(&self, ctx: &Ctx, refusal: &Refusal) -> Out {
        if let Refusal::Corrupt(detail) = refusal {
            // The detail may quote the record (even a hidden action) after its first
            // colon: the log gets which record failed, never its content.
            let which = detail.split(':').next().unwrap_or_default();
            tracing::error!(user = ctx.user(), "a stored record is corrupt: {which}");
        }
        Out::plain(Effect::Ephemeral {
            user: ctx.user(),
            text: words::refusal(ctx.lang, refusal),
            image: None,
            more_files: Vec::new(),
            error: true,
            game: None,
            buttons: Vec::new(),
        })
    }

    fn dispatch(&self, ctx: &Ctx) -> Handled {
        match &ctx.req.command {
            Command::Typed { text } => {
                let command = parse::parse_typed(text, &|id| self.user_name(id))?;
                let req = Request {
                    command,
                    ..ctx.req.clone()
                };
                self.dispatch(&Ctx {
                    req: &req,
                    lang: ctx.lang,
                    seat: ctx.seat,
                })
            }
            Command::Play {
                variant,
                opponents,
                random_seats,
                options,
                deadline_secs,
            } => self.play(
                ctx,
                variant,
                opponents,
                *random_seats,
                options,
                *deadline_secs,
            ),
            Command::Accept { game } => self.accept(ctx, *game),
            Command::Decline { game } => self.decline(ctx, *game),
            Command::Join { game } => self.join(ctx, *game),
            Command::AddComputer { game, level } => self.add_computer(ctx, *game, level.as_deref()),
            Command::Leave { game } => self.leave(ctx, *game),
            Command::Abort { game } => self.abort(ctx, *game),
            Command::AbortForce {
                game,
                server_manager,
            } => self.abort_force(ctx, *game, *server_manager),
            Command::Move { text, game } => self.move_typed(ctx, text, *game),
            Command::Text { text } => self.move_chat(ctx, text),
            Command::Resign { game } => self.resign_ask(ctx, *game),
            Command::ResignConfirm { game } => {
                self.meta_action(ctx, *game, MetaWord::Resign.canonical())
            }
            Command::Draw { answer, game } => {
                let word = match answer {
                    request::DrawAnswer::Offer => MetaWord::DrawOffer,
                    request::DrawAnswer::Accept => MetaWord::DrawAccept,
                    request::DrawAnswer::Decline => MetaWord::DrawDecline,
                };
                self.meta_action(ctx, *game, word.canonical())
            }
            Command::Board { game } => self.board(ctx, *game),
            Command::Mine { game } => self.mine(ctx, *game),
            Command::Hint { square, game } => self.hint(ctx, square, *game),
            Command::Games => self.games(ctx),
            Command::FinishedGames => self.finished_games(ctx),
            Command::Export { game } => self.export(ctx, *game),
            Command::Replay { game } => self.replay(ctx, *game),
            Command::Undo { answer, game } => self.undo(ctx, *answer, *game),
            Command::History { game } => self.history(ctx, *game),
            Command::Rules { variant, piece } => {
                self.rules(ctx, variant.as_deref(), piece.as_deref())
            }
            Command::Settings {
                language,
                vacation_days,
                turns,
            } => self.settings(ctx, language.as_deref(), *vacation_days, turns),
            Command::Autocomplete { partial, game } => self.autocomplete(ctx, partial, *game),
            Command::Help { command } => {
                let text = match command {
                    Some(word) => commands::help::explain(ctx.lang, word)?,
                    None => commands::help(ctx.lang),
                };
                Ok(vec![self.reply(ctx, text, None)])
            }
            Command::SavedSetups { action } => self.saved_setups(ctx, action),
            Command::Tournament { action } => self.tournament(ctx, action),
            Command::Server {
                changes,
                server_manager,
            } => self.server_settings(ctx, changes, *server_manager),
            Command::Profile { player, variant } => {
                self.profile(ctx, player.as_ref(), variant.as_deref())
            }
            Command::Leaderboard { variant } => self.leaderboard(ctx, variant.as_deref()),
        }
    }

    /// A plain answer to the sender only.
    pub(crate) fn reply(&self, ctx: &Ctx, text: String, game: Option<effect::GameTag>) -> Out {
        Out::plain(Effect::Ephemeral {
            user: ctx.user(),
            text,
            image: None,
            more_files: Vec::new(),
            error: false,
            game,
            buttons: Vec::new(),
        })
    }

    // ---- games: loading, locking, saving ----

    fn game_lock(&self, id: GameId) -> Arc<Mutex<()>> {
        lock(&self.game_locks).entry(id).or_default().clone()
    }

    /// Read game `id` from the store: the one read of a game a request makes.
    pub(crate) fn load(&self, id: GameId) -> Result<Loaded, Refusal> {
        let entry = telemetry::store_timed(self.store.kind(), "load_game", || self.store.game(id))?
            .ok_or(Refusal::NoSuchGame(id))?;
        self.replayed(entry)
    }

    /// A stored entry with its rules state: the live game when it is this very record,
    /// else the record replayed.
    pub(crate) fn replayed(&self, entry: GameEntry) -> Result<Loaded, Refusal> {
        let id = entry.id;
        if let Some(game) = lock(&self.live).get(id, &entry.record) {
            return Ok(Loaded { entry, game });
        }
        let game = Game::replay(&entry.record)
            .map_err(|e| Refusal::Corrupt(format!("game #{id} does not replay: {e}")))?;
        let loaded = Loaded { entry, game };
        lock(&self.live).put(&loaded);
        Ok(loaded)
    }

    /// Run `f` on a game under its lock; store the result (and flush) before returning
    /// when `f` says so. `ctx` supplies the delivery id stored with the change.
    ///
    /// A game the request already read is used as read, unless this process saved it
    /// since (then it is read again, as it is on the first attempt of a bare id). `f` only
    /// changes the loaded game: it must write nothing to the store itself, because it may
    /// run more than once.
    ///
    /// The lock serialises this process's requests; another process may still save the
    /// game first, and then the save reports a conflict: the game is loaded again and
    /// `f` runs again on it (its first outputs are dropped, nothing was announced).
    pub(crate) fn act<F>(&self, game: impl Into<Target>, ctx: Option<&Ctx>, mut f: F) -> Handled
    where
        F: FnMut(&mut Loaded) -> Result<Change, Refusal>,
    {
        let (id, mut read) = match game.into() {
            Target::Id(id) => (id, None),
            Target::Read(loaded) => (loaded.entry.id, Some(*loaded)),
        };
        let game_lock = self.game_lock(id);
        let _held = lock(&game_lock);
        let mut attempts = 0;
        loop {
            let mut loaded = match read.take() {
                Some(read) if !lock(&self.live).saved_since(&read.entry) => read,
                _ => self.load(id)?,
            };
            let before = (loaded.entry.record.log.len(), loaded.entry.phase.clone());
            let mut change = f(&mut loaded)?;
            if !change.save {
                return Ok(change.outs);
            }
            let lang = ctx.map_or(self.config.language, |c| c.lang);
            let mut pool = self.rate_if_ended(&mut loaded, &before.1, lang, &mut change.outs)?;
            match self.save_rated(&mut loaded, ctx, pool.as_mut()) {
                Ok(()) => {
                    let ended =
                        before.1 != Phase::Finished && loaded.entry.phase == Phase::Finished;
                    telemetry::game_saved(Some(before), &loaded.entry);
                    if let Some(submitted) = &change.submitted {
                        self.remember_submitted(submitted);
                    }
                    let mut outs = change.outs;
                    if ended {
                        // A tournament game's result goes to its tournament.
                        outs.extend(self.tournament_game_over(&loaded));
                    }
                    return Ok(outs);
                }
                Err(SaveError::Conflict) if attempts < CONFLICT_RETRIES => attempts += 1,
                Err(SaveError::Conflict) => {
                    return Err(Refusal::Internal(format!(
                        "game #{id} kept changing under this request"
                    )))
                }
                Err(SaveError::Refused(refusal)) => return Err(refusal),
            }
        }
    }

    /// Store a loaded game (see [`Store::save_game`]); a new game is revision 0.
    pub(crate) fn save(&self, loaded: &mut Loaded, ctx: Option<&Ctx>) -> Result<(), SaveError> {
        self.save_rated(loaded, ctx, None)
    }

    /// [`Core::save`], with the rating pool a rated game's end changed (one transaction).
    fn save_rated(
        &self,
        loaded: &mut Loaded,
        ctx: Option<&Ctx>,
        pool: Option<&mut store::ratings::RatingPool>,
    ) -> Result<(), SaveError> {
        loaded.entry.record = loaded.game.record().clone();
        let wakeup = self.wakeup_of(loaded);
        let delivery = ctx.and_then(|c| c.req.delivery_id.as_deref().map(|d| (d, c.now())));
        let saved = telemetry::store_timed(self.store.kind(), "save_game", || {
            self.store
                .save_game_rated(&mut loaded.entry, wakeup, delivery, pool)
        });
        match saved {
            Ok(()) => {}
            Err(StoreError::Conflict { .. }) => return Err(SaveError::Conflict),
            Err(e) => return Err(SaveError::Refused(e.into())),
        }
        lock(&self.live).put(loaded);
        self.note_computer_turn(loaded);
        Ok(())
    }

    fn wakeup_of(&self, loaded: &Loaded) -> Option<u64> {
        if loaded.entry.phase == Phase::Challenge {
            return Some(lifecycle::challenge_deadline(&loaded.entry));
        }
        if loaded.entry.phase != Phase::Playing {
            return None;
        }
        clock::next_wakeup(
            &loaded.entry,
            &loaded.game.status(),
            &self.vacations(&loaded.entry),
            &self.config.reminder_secs,
        )
    }

    pub(crate) fn vacations(&self, entry: &GameEntry) -> Vec<Vacation> {
        entry.players.iter().map(|p| self.vacation(p.id)).collect()
    }

    pub(crate) fn vacation(&self, user: u64) -> Vacation {
        if self.is_computer(user) {
            // Deadlines do not apply to the computer: its clock never runs.
            return Vacation {
                from: 0,
                until: u64::MAX,
            };
        }
        match self.store.user(user) {
            Ok(Some(u)) => Vacation {
                from: u.vacation_from,
                until: u.vacation_until,
            },
            _ => Vacation::default(),
        }
    }

    // ---- users ----

    pub fn user_name(&self, id: u64) -> Option<String> {
        self.store.user(id).ok().flatten().map(|u| u.name)
    }

    /// The language `user` reads a reply in that comes with `client` (an interaction's
    /// locale): their `/settings` choice, else that locale, else the last one seen.
    pub fn reader_lang(&self, user: u64, client: Option<Lang>) -> Lang {
        let entry = self.store.user(user).ok().flatten();
        entry
            .as_ref()
            .and_then(|u| u.language)
            .or(client)
            .or_else(|| entry.and_then(|u| u.client_language))
            .unwrap_or(self.config.language)
    }

    pub(crate) fn lang_of(&self, user: u64) -> Lang {
        self.store
            .user(user)
            .ok()
            .flatten()
            .and_then(|u| u.language.or(u.client_language))
            .unwrap_or(self.config.language)
    }

    /// Read-modify-write of one user's settings. A record that cannot be read is not touched.
    pub(crate) fn update_user<F>(&self, id: u64, name: &str, f: F) -> Result<UserEntry, Refusal>
    where
        F: FnOnce(&mut UserEntry) -> bool,
    {
        let _held = lock(&self.users_lock);
        let mut entry = self
            .store
            .user(id)?
            .unwrap_or_else(|| UserEntry::new(id, name));
        let fresh = self.store.user(id)?.is_none();
        if f(&mut entry) || fresh {
            self.store.save_user(&entry)?;
        }
        Ok(entry)
    }

    /// Keep the sender's name for mentions in the console, and notice reopened DMs.
    fn remember_user(&self, req: &Request) {
        let user = &req.user;
        let dm = req.place.dm;
        let _ = self.update_user(user.id, &user.name, |entry| {
            let mut changed = false;
            if entry.name != user.name {
                entry.name = user.name.clone();
                changed = true;
            }
            if req.locale.is_some() && entry.client_language != req.locale {
                // Their client's language, until they choose one (also for DMs to them later).
                entry.client_language = req.locale;
                changed = true;
            }
            if dm && entry.dms_closed {
                // They wrote to us privately, so DMs work again.
                entry.dms_closed = false;
                entry.dm_notices.clear();
                entry.refusal_notices.clear();
                changed = true;
            }
            changed
        });
    }

    // ---- choosing the game a request is about ----

    /// The game a request means, read once and handed along (to [`Core::act`] or a
    /// query): the one named, else the one of the [candidates](Core::candidates) that fits.
    pub(crate) fn choose(
        &self,
        ctx: &Ctx,
        explicit: Option<GameId>,
        fits: impl Fn(&GameEntry) -> bool,
    ) -> Result<Loaded, Refusal> {
        if let Some(id) = explicit {
            return self.load(id);
        }
        let (mut entries, corrupt) = self.candidates(ctx, fits)?;
        match entries.len() {
            1 => match entries.pop() {
                Some(entry) => self.replayed(entry),
                None => Err(Refusal::NoGame),
            },
            0 => Err(corrupt.map_or(Refusal::NoGame, Refusal::Corrupt)),
            _ => Err(Refusal::Ambiguous(entries.iter().map(|e| e.id).collect())),
        }
    }

    /// The games a request could mean: those of its channel (or thread), or in a DM all the
    /// sender's games, each read once. Unreadable records are reported only when nothing
    /// else fits.
    pub(crate) fn candidates(
        &self,
        ctx: &Ctx,
        fits: impl Fn(&GameEntry) -> bool,
    ) -> Result<(Vec<GameEntry>, Option<String>), Refusal> {
        // Every `fits` wants a game in challenge or play, so only those are read (the
        // store indexes them), not every game ever played here.
        let place = &ctx.req.place;
        let ids = if place.dm {
            self.store.open_games_of_user(ctx.user())?
        } else {
            self.store.open_games_in_place(place.channel)?
        };
        let mut found = Vec::new();
        let mut corrupt = None;
        for id in ids {
            match self.store.game(id) {
                Ok(Some(entry)) if fits(&entry) => found.push(entry),
                Ok(_) => {}
                Err(e) => corrupt = Some(e.to_string()),
            }
        }
        Ok((found, corrupt))
    }

    /// Fits for commands that act on one's own game in play.
    pub(crate) fn seated_playing(user: u64) -> impl Fn(&GameEntry) -> bool {
        move |e| e.phase == Phase::Playing && e.seat_of(user).is_some()
    }

    /// The caller's seat in a loaded game that is being played: the seat a computer's
    /// request is for, else the sender's one seat.
    pub(crate) fn seat_in(loaded: &Loaded, ctx: &Ctx) -> Result<rules::Seat, Refusal> {
        let id = loaded.entry.id;
        let user = ctx.user();
        let held = |seat: &rules::Seat| loaded.entry.player(*seat).is_some_and(|p| p.id == user);
        let seat = match ctx.seat.filter(held) {
            Some(seat) => seat,
            None => loaded.entry.seat_of(user).ok_or(Refusal::NotAPlayer(id))?,
        };
        match loaded.entry.phase {
            Phase::Playing => Ok(seat),
            Phase::Challenge => Err(Refusal::NotStarted(id)),
            Phase::Finished | Phase::Declined { .. } => Err(Refusal::GameEnded(id)),
        }
    }

    // ---- the clock ----

    /// Deadlines, reminders and unanswered challenges due at `now`: a pure function of the
    /// store and `now`.
    pub fn tick(&self, now: u64) -> Vec<Effect> {
        present::finish(&self.renderer, self.tick_undrawn(now))
    }

    /// [`Core::tick`] before any board is drawn (see [`Core::handle_undrawn`]).
    pub fn tick_undrawn(&self, now: u64) -> Vec<Out> {
        // Claimed, not just read: with several processes on one store each due game is
        // handled by one of them (a lost race would at worst be a conflict and a rerun).
        let due = self.store.claim_due(now).unwrap_or_default();
        telemetry::timers_fired(due.len());
        let mut outs = self.lapse_challenges(now, &due);
        outs.extend(self.run_clocks(now, &due));
        outs.extend(self.tournament_clock(now));
        outs.extend(self.run_digests(now));
        let outs = self.hold_closed_dms(outs, now);
        let _ = self
            .store
            .prune_deliveries(now.saturating_sub(DELIVERY_MEMORY_SECS));
        self.without_computer_mail(outs)
    }

    /// When `tick` next has something to do.
    pub fn next_wakeup(&self) -> Option<u64> {
        let games = self.store.next_wakeup().ok().flatten();
        let users = self.store.next_user_wakeup().ok().flatten();
        games
            .into_iter()
            .chain(users)
            .chain(self.next_tournament_wakeup())
            .min()
    }

    pub fn dm_refused(&self, user: u64, game: Option<GameId>, now: u64) -> Vec<Effect> {
        let outs = self.dm_refused_outs(user, game, now);
        present::finish(&self.renderer, outs)
    }

    /// Discord refused the DM carrying the refusal of `user`'s typed move in `game`.
    pub fn refusal_undelivered(&self, user: u64, game: GameId) -> Vec<Effect> {
        let outs = self.refusal_undelivered_outs(user, game);
        present::finish(&self.renderer, outs)
    }

    pub fn thread_opened(&self, game: GameId, thread_channel_id: u64) -> Vec<Effect> {
        let outs = self
            .act(game, None, |l| {
                l.entry.thread = Some(thread_channel_id);
                let lang = self.config.language;
                let out =
                    self.public_board(l, lang, words::thread_opened(lang, l.entry.id), Vec::new());
                Ok(Change::saved(vec![out]))
            })
            .unwrap_or_default();
        present::finish(&self.renderer, outs)
    }
}

/// Shells share one core between threads.
const _: fn() = || {
    fn shared<T: Send + Sync>() {}
    shared::<Core>();
};

impl Core {
    /// A random number: the next of the configured seed's sequence (`--seed`), else
    /// the OS's.
    pub(crate) fn random(&self) -> Result<u64, Refusal> {
        match self.config.seed {
            Some(seed) => {
                let n = self
                    .draws
                    .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                Ok(splitmix(
                    seed.wrapping_add(n.wrapping_mul(0x9E37_79B9_7F4A_7C15)),
                ))
            }
            None => os_random(),
        }
    }
}

fn splitmix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn os_random() -> Result<u64, Refusal> {
    let mut bytes = [0u8; 8];
    getrandom::getrandom(&mut bytes)
        .map_err(|e| Refusal::Internal(format!("no randomness from the OS: {e}")))?;
    Ok(u64::from_le_bytes(bytes))
}
