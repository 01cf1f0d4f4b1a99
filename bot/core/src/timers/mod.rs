//! The clock (reminders and expired deadlines) and refused DMs.

mod digest;

use super::clock::{self, owing, Due, Owed};
use super::effect::Effect;
use super::present::{self, Out};
use super::request::GameId;
use super::words::{self, Seats};
use crate::announce::Announcer;
use crate::engine::Change;
use crate::engine::Loaded;
use crate::error::Refusal;
use crate::stand_ins::StandIns;
use referee_storage::records::{Expiry, Phase};
use rules::Seat;
use rules::TimeoutRule;

crate::engine::domain!(
    /// Deadlines, reminders and digests, when the clock wakes.
    Timers
);

impl Timers<'_> {
    /// Reminders and expired deadlines of the claimed `due` games.
    pub(crate) fn run_clocks(&self, now: u64, due: &[GameId]) -> Vec<Out> {
        let mut outs = Vec::new();
        for &id in due {
            match self.games.act(id, None, |l| self.clock_game(l, now)) {
                Ok(more) => outs.extend(more),
                // An unreadable record stays as it is; only its clock entry goes, so the
                // clock does not spin on it. Commands on it still report the problem.
                Err(Refusal::Corrupt(_) | Refusal::NoSuchGame(_)) => {
                    let _ = self.store.forget_wakeup(id);
                }
                Err(_) => {}
            }
        }
        outs
    }

    fn clock_game(&self, l: &mut Loaded, now: u64) -> Result<Change, Refusal> {
        if l.entry.phase != Phase::Playing {
            return Ok(Change::saved(Vec::new()));
        }
        let mut outs = StandIns::of(self).end_lapsed_aways(l, now);
        let vacations = self.games.vacations(&l.entry);
        let reminders = self.config.reminder_secs.clone();
        let mut expired = Vec::new();
        for seat in owing(&l.game.status()) {
            let vacation = vacations.get(seat.index()).copied().unwrap_or_default();
            match clock::due(&l.entry, seat, vacation, &reminders, now) {
                Due::Nothing => {}
                Due::Expired => expired.push(seat),
                Due::Remind { deadline, spent } => {
                    if let Some(c) = l.entry.clocks.get_mut(seat.index()) {
                        c.reminders_sent = spent;
                    }
                    if let Some(user) = l.entry.player(seat) {
                        let lang = self.users.lang_of(user.id);
                        outs.push(Out::plain(Effect::Private {
                            user: user.id,
                            text: words::reminder(lang, l.entry.id, deadline),
                            image: None,
                            game: Some(present::tag(&l.entry, &l.game)),
                            buttons: Vec::new(),
                        }));
                    }
                }
            }
        }
        if !expired.is_empty() {
            outs.extend(self.expire(l, &expired, now)?);
        }
        Ok(Change::saved(outs))
    }

    /// The seats in `late` missed their deadline: the game's expiry rule decides what
    /// happens, and the channel is told.
    fn expire(&self, l: &mut Loaded, late: &[Seat], now: u64) -> Result<Vec<Out>, Refusal> {
        let lang = self.users.game_channel_lang(&l.entry);
        let players = l.entry.players.clone();
        let seats = Seats {
            lang,
            players: &players,
            info: l.entry.record.variant.info(),
        };
        let missed = words::missed(lang, l.entry.id, &seats.list(late));
        // A family whose spec defines timeouts (a skipped ply, a random deployment) decides.
        let expiry = if l.entry.record.variant.info().timeout == TimeoutRule::Rules {
            Expiry::ClaimWin
        } else {
            l.entry.expiry
        };
        match expiry {
            Expiry::ClaimWin => self.time_out_all(l, late, now, &seats, missed),
            Expiry::Abort => {
                l.game.abort();
                l.entry.finish(now);
                let text = format!("{missed}\n{}", words::aborted(lang, l.entry.id));
                Ok(vec![crate::announce::public_board(
                    l,
                    lang,
                    text,
                    Vec::new(),
                )])
            }
            Expiry::Skip => Ok(vec![self.restart_clocks(l, late, now, &seats, missed)]),
        }
    }

    /// Each late seat still late is timed out in turn, or the computer stands in for it
    /// where the rules ask; the stand-ins are announced together.
    fn time_out_all(
        &self,
        l: &mut Loaded,
        late: &[Seat],
        now: u64,
        seats: &Seats,
        missed: String,
    ) -> Result<Vec<Out>, Refusal> {
        let mut outs = Vec::new();
        let mut stood_in = Vec::new();
        for seat in late {
            if l.game.status().is_finished() {
                break;
            }
            // A timeout before this one may have ended a game of a match: the
            // next game's clocks are fresh, and nobody is late in it yet.
            if !self.still_late(l, *seat, now) {
                continue;
            }
            // The rules ask the computer to act for the late seat (`stand_ins`).
            if StandIns::of(self).stand_in_for_missed(l, *seat, now) {
                stood_in.push(*seat);
                continue;
            }
            outs.extend(self.time_out(l, *seat, now, seats.lang, &missed)?);
        }
        if !stood_in.is_empty() {
            let coming = words::stand_in_coming(seats.lang, &seats.list(&stood_in));
            outs.push(Out::plain(
                Effect::post(l.entry.post_channel(), format!("{missed}\n{coming}"))
                    .about(Some(present::tag(&l.entry, &l.game))),
            ));
        }
        Ok(outs)
    }

    /// `seat` timed out as its rules say (a loss, a skipped ply, a random deployment),
    /// announced with who missed the deadline.
    fn time_out(
        &self,
        l: &mut Loaded,
        seat: Seat,
        now: u64,
        lang: words::Lang,
        missed: &str,
    ) -> Result<Vec<Out>, Refusal> {
        let before = Owed::of(&l.game);
        let was = l.game.status();
        let report = l.game.timeout(seat)?;
        let alone = self.games.after_report(l, now, None, &before);
        let announcer = Announcer::of(self);
        let mut outs = announcer.announce(l, &report, lang, Some(missed.to_string()));
        outs.extend(announcer.turn_messages(l, Some(&was)));
        if alone {
            outs.push(announcer.no_person_left_post(l, lang));
        }
        Ok(outs)
    }

    /// The late seats' clocks start again (`Expiry::Skip`), each new deadline posted.
    fn restart_clocks(
        &self,
        l: &mut Loaded,
        late: &[Seat],
        now: u64,
        seats: &Seats,
        missed: String,
    ) -> Out {
        let allowed = clock::allowed(&l.entry, &l.game);
        clock::restart(&mut l.entry, late, now, allowed, &self.config.reminder_secs);
        let vacations = self.games.vacations(&l.entry);
        let mut lines = vec![missed];
        for seat in late {
            let vacation = vacations.get(seat.index()).copied().unwrap_or_default();
            let deadline = clock::deadline(&l.entry, *seat, vacation);
            lines.push(words::clock_restarted(
                seats.lang,
                &seats.who(*seat),
                deadline,
            ));
        }
        Out::plain(
            Effect::post(l.entry.post_channel(), lines.join("\n"))
                .about(Some(present::tag(&l.entry, &l.game))),
        )
    }

    /// Whether `seat` still owes an action whose deadline passed at `now`.
    fn still_late(&self, l: &Loaded, seat: Seat, now: u64) -> bool {
        let vacation = self.games.seat_vacation(&l.entry, seat);
        owing(&l.game.status()).contains(&seat)
            && clock::due(&l.entry, seat, vacation, &self.config.reminder_secs, now) == Due::Expired
    }
}
