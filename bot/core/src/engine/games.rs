//! A game read once, changed under its lock, saved (again after a conflict).

use super::Core;
use super::{lock, Change, Ctx, Handled, Loaded, SaveError, Target, CONFLICT_RETRIES};
use crate::clock::{self, Vacation};
use crate::error::Refusal;
use crate::request::GameId;
use crate::telemetry;
use referee_storage::records::{GameEntry, Phase};
use referee_storage::{self as store, StoreError};
use rules::Game;
use std::sync::{Arc, Mutex};

impl Core {
    pub(crate) fn game_lock(&self, id: GameId) -> Arc<Mutex<()>> {
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
            // A computer's move may wait for the rest of its round; a post releases what
            // waits (saved in this same write either way).
            (self.hooks.gather_round)(&self.env(), &mut loaded, &mut change);
            let lang = ctx.map_or(self.config.language, |c| c.lang);
            let mut pool = (self.hooks.rate_if_ended)(
                &self.env(),
                &mut loaded,
                &before.1,
                lang,
                &mut change.outs,
            )?;
            match self.save_rated(&mut loaded, ctx, pool.as_mut()) {
                Ok(()) => {
                    let ended =
                        before.1 != Phase::Finished && loaded.entry.phase == Phase::Finished;
                    telemetry::game_saved(Some(before), &loaded.entry);
                    if let Some(submitted) = &change.submitted {
                        (self.hooks.remember_submitted)(&self.env(), submitted);
                    }
                    let mut outs = change.outs;
                    if ended {
                        // A tournament game's result goes to its tournament.
                        outs.extend((self.hooks.game_ended)(&self.env(), &loaded));
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
    pub(crate) fn save_rated(
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
        self.env().games.note_computer_turn(loaded);
        Ok(())
    }

    pub(crate) fn wakeup_of(&self, loaded: &Loaded) -> Option<u64> {
        if loaded.entry.phase == Phase::Challenge {
            return Some(clock::challenge_deadline(&loaded.entry));
        }
        if loaded.entry.phase != Phase::Playing {
            return None;
        }
        let clocks = clock::next_wakeup(
            &loaded.entry,
            &loaded.game.status(),
            &self.vacations(&loaded.entry),
            &self.config.reminder_secs,
        );
        // A time away ends by itself: the clock ends it (`StandIns::end_lapsed_aways`).
        let away_ends = loaded
            .entry
            .stand_ins
            .iter()
            .filter(|s| s.why == referee_storage::records::StandInWhy::Away)
            .map(|s| s.until)
            .min();
        match (clocks, away_ends) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// Each seat's pause: its stand-in's while the computer stands in for it
    /// ([`clock::stand_in_pause`]), else its player's vacation.
    pub(crate) fn vacations(&self, entry: &GameEntry) -> Vec<Vacation> {
        (0..entry.players.len())
            .filter_map(|i| u8::try_from(i).ok())
            .map(|i| self.seat_vacation(entry, rules::Seat(i)))
            .collect()
    }

    /// [`Core::vacations`] of one seat.
    pub(crate) fn seat_vacation(&self, entry: &GameEntry, seat: rules::Seat) -> Vacation {
        match entry.stand_in(seat) {
            Some(stand_in) => clock::stand_in_pause(stand_in),
            None => entry
                .player(seat)
                .map(|p| self.vacation(p.id))
                .unwrap_or_default(),
        }
    }

    pub(crate) fn vacation(&self, user: u64) -> Vacation {
        if super::Users::of(self).is_computer(user) {
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
}
