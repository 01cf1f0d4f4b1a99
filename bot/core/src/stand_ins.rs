//! Stand-ins (issue 35; army chess §4.6 and §5.7 `computer` [house]): the computer acts
//! for a seat whose person is absent, from that seat's view only, as the computer seats
//! do (`computers`), at level `normal`.
//!
//! - **A missed deadline** under `on_timeout=computer` or `on_deploy_timeout=computer`
//!   (the rules say so: [`rules::Game::stand_in_on_timeout`]): the computer makes the one
//!   action the seat owed; the person plays their next turn themself.
//! - **`/away [duration]`** (at most a week): the computer answers the seat's turns at
//!   once until `/back`, the person's own next action, or the end of the duration. Never
//!   in a rated or tournament game. If every person at the game is away, the stand-ins
//!   wait (and the away seats' clocks are held, as a vacation holds them).
//!
//! A stand-in only moves: it never resigns, offers or answers a draw or a takeback, nor
//! agrees to abort; those stay the person's. Its action is logged with the stand-in mark
//! ([`rules::Game::play_stand_in`]), the channel is told the computer acted for the
//! player, and the player is told privately, with the way back.

use crate::announce::Announcer;
use crate::clock::{self, owing, Owed};
use crate::effect::Effect;
use crate::engine::Change;
use crate::engine::Ctx;
use crate::engine::Handled;
use crate::engine::Loaded;
use crate::error::Refusal;
use crate::present::{self, Out};
use crate::request::GameId;
use crate::words::{self, Lang, Seats};
use referee_storage::records::{Phase, StandIn, StandInWhy};
use referee_storage::tournament_records::TournamentPhase;
use rules::Seat;

crate::engine::domain!(
    /// The computer standing in for an absent player (`/away`, timeouts).
    StandIns
);

/// The longest `/away`, and how long one without a duration lasts: a week.
pub const AWAY_MAX_SECS: u64 = 7 * 86_400;
/// How long a missed deadline's stand-in holds the seat's clock for the computer to
/// answer; past it (the computer found nothing to do) the rules' own timeout applies.
const MISSED_HOLD_SECS: u64 = 86_400;

impl StandIns<'_> {
    /// `/away [duration] [#id]`: the computer plays the caller's seat until they are back.
    pub(crate) fn away(
        &self,
        ctx: &Ctx,
        duration_secs: Option<u64>,
        game: Option<GameId>,
    ) -> Handled {
        let chosen = self
            .games
            .choose(ctx, game, crate::engine::seated_playing(ctx.user()))?;
        let in_tournament = self.in_tournament(chosen.entry.id);
        self.games.act(chosen, Some(ctx), |l| {
            let seat = crate::engine::seat_in(l, ctx)?;
            // A player may not hand a rated game to the computer (docs/ratings.md).
            if l.entry.rated {
                return Err(Refusal::AwayRated(l.entry.id));
            }
            if in_tournament {
                return Err(Refusal::AwayTournament(l.entry.id));
            }
            let now = ctx.now();
            let secs = duration_secs
                .unwrap_or(AWAY_MAX_SECS)
                .clamp(1, AWAY_MAX_SECS);
            let until = now.saturating_add(secs);
            l.entry.stand_ins.retain(|s| s.seat != seat.0);
            l.entry.stand_ins.push(StandIn {
                seat: seat.0,
                why: StandInWhy::Away,
                since: now,
                until,
            });
            let id = l.entry.id;
            let who = seats_of(l, self.config.language).who(seat);
            let tag = Some(present::tag(&l.entry, &l.game));
            let post = words::away_post(self.config.language, id, &who, until);
            Ok(Change::saved(vec![
                Out::plain(Effect::post(l.entry.post_channel(), post).about(tag.clone())),
                Out::plain(
                    Effect::reply(ctx.user(), words::away_private(ctx.lang, id, until)).about(tag),
                ),
            ]))
        })
    }

    /// `/back [#id]`: the caller takes their seat back from the computer.
    pub(crate) fn back(&self, ctx: &Ctx, game: Option<GameId>) -> Handled {
        let chosen = self
            .games
            .choose(ctx, game, crate::engine::seated_playing(ctx.user()))?;
        self.games.act(chosen, Some(ctx), |l| {
            let seat = crate::engine::seat_in(l, ctx)?;
            if !l.entry.is_away(seat) {
                return Err(Refusal::NotAway(l.entry.id));
            }
            self.end_away(l, seat, ctx.now());
            let who = seats_of(l, self.config.language).who(seat);
            let text = words::back_post(self.config.language, l.entry.id, &who);
            let tag = Some(present::tag(&l.entry, &l.game));
            Ok(Change::saved(vec![Out::plain(
                Effect::post(l.entry.post_channel(), text).about(tag),
            )]))
        })
    }

    /// Whether game `id` is a board of a running tournament.
    fn in_tournament(&self, id: GameId) -> bool {
        self.store
            .open_tournaments()
            .unwrap_or_default()
            .into_iter()
            .filter_map(|tid| self.store.tournament(tid).ok().flatten())
            .any(|t| t.phase == TournamentPhase::Running && t.board_of(id).is_some())
    }

    /// `seat`'s time away ends: the computer stops, and the seat's clock starts afresh if
    /// it owes something (its time away held it).
    fn end_away(&self, l: &mut Loaded, seat: Seat, now: u64) {
        l.entry
            .stand_ins
            .retain(|s| !(s.seat == seat.0 && s.why == StandInWhy::Away));
        if owing(&l.game.status()).contains(&seat) {
            let allowed = clock::allowed(&l.entry, &l.game);
            clock::restart(
                &mut l.entry,
                &[seat],
                now,
                allowed,
                &self.config.reminder_secs,
            );
        }
    }

    /// The person of `seat` acted themself: any stand-in for it ends (they are back, and
    /// a missed deadline's stand-in has nothing left to do).
    pub(crate) fn end_stand_in_on_own_action(l: &mut Loaded, seat: Seat) {
        l.entry.stand_ins.retain(|s| s.seat != seat.0);
    }

    /// The clock found times away that ran out: each such seat is its person's again, and
    /// they and the channel are told.
    pub(crate) fn end_lapsed_aways(&self, l: &mut Loaded, now: u64) -> Vec<Out> {
        let lapsed: Vec<Seat> = l
            .entry
            .stand_ins
            .iter()
            .filter(|s| s.why == StandInWhy::Away && now >= s.until)
            .map(|s| Seat(s.seat))
            .collect();
        let mut outs = Vec::new();
        for seat in lapsed {
            self.end_away(l, seat, now);
            let tag = Some(present::tag(&l.entry, &l.game));
            let who = seats_of(l, self.config.language).who(seat);
            let text = words::back_post(self.config.language, l.entry.id, &who);
            outs.push(Out::plain(
                Effect::post(l.entry.post_channel(), text).about(tag.clone()),
            ));
            if let Some(user) = l.entry.player(seat) {
                let lang = self.users.lang_of(user.id);
                outs.push(Out::plain(Effect::Private {
                    user: user.id,
                    text: words::away_ended_private(lang, l.entry.id),
                    image: None,
                    game: tag,
                    buttons: Vec::new(),
                }));
            }
        }
        outs
    }

    /// `seat` missed a deadline: when the rules ask for a stand-in, the computer will make
    /// the action the seat owed (the game goes on its agenda once saved). Whether it will;
    /// `false` lets the rules' own timeout apply, as it does when a stand-in held the seat
    /// for [`MISSED_HOLD_SECS`] and found nothing to do.
    pub(crate) fn stand_in_for_missed(&self, l: &mut Loaded, seat: Seat, now: u64) -> bool {
        if !l.game.stand_in_on_timeout(seat) {
            return false;
        }
        match l.entry.stand_in(seat).cloned() {
            Some(held) if held.why == StandInWhy::Timeout && now >= held.until => {
                l.entry.stand_ins.retain(|s| s.seat != seat.0);
                false
            }
            Some(_) => true,
            None => {
                l.entry.stand_ins.push(StandIn {
                    seat: seat.0,
                    why: StandInWhy::Timeout,
                    since: now,
                    until: now.saturating_add(MISSED_HOLD_SECS),
                });
                true
            }
        }
    }

    /// The seat a stand-in owes an action now, if any: a missed deadline's at once; an
    /// away seat's only while some person still playing the game is not away (otherwise
    /// the stand-ins wait rather than play a game of computers) and no draw offered to
    /// it waits for an answer.
    pub(crate) fn stand_in_duty(&self, loaded: &Loaded) -> Option<Seat> {
        let entry = &loaded.entry;
        if entry.phase != Phase::Playing || entry.stand_ins.is_empty() {
            return None;
        }
        let status = loaded.game.status();
        let someone_here = loaded.game.active_seats().into_iter().any(|seat| {
            entry
                .player(seat)
                .is_some_and(|p| !self.users.is_computer(p.id) && !entry.is_away(seat))
        });
        // A draw offered to the seat waits for its person's own answer: a move would
        // cancel it (army chess §5.5), which is an answer too.
        let offers = loaded.game.pending_draw_offers();
        let offer_waits = |seat: Seat| !offers.is_empty() && !offers.contains(&seat);
        entry
            .stand_ins
            .iter()
            .filter(|s| {
                s.why == StandInWhy::Timeout || (someone_here && !offer_waits(Seat(s.seat)))
            })
            .map(|s| Seat(s.seat))
            .find(|seat| status.may_act(*seat))
    }

    /// Plays `text`, which the computer chose for `seat` of game `id` at `revision`, as
    /// that seat's stand-in; nothing happens when the game moved on meanwhile or the
    /// stand-in ended.
    pub(crate) fn stand_in_submit(
        &self,
        id: GameId,
        revision: u64,
        seat: Seat,
        text: &str,
        now: u64,
    ) -> Vec<Out> {
        let lang = self.config.language;
        let played = self.games.act(id, None, |l| {
            if l.entry.revision != revision {
                return Ok(Change::unchanged());
            }
            let Some(stand_in) = l.entry.stand_in(seat).cloned() else {
                return Ok(Change::unchanged());
            };
            if stand_in.why == StandInWhy::Away && now >= stand_in.until {
                return Ok(Change::saved(self.end_lapsed_aways(l, now)));
            }
            let before = Owed::of(&l.game);
            let was = l.game.status();
            let report = l.game.play_stand_in(seat, text)?;
            if stand_in.why == StandInWhy::Timeout {
                l.entry.stand_ins.retain(|s| s.seat != seat.0);
            }
            // A move between abort requests cancels them, whoever made it.
            l.entry.abort_votes.clear();
            let alone = self.games.after_report(l, now, Some(seat), &before);
            let who = seats_of(l, lang).who(seat);
            let lead = words::stand_in_moved(lang, l.entry.id, &who);
            let mut outs = Announcer::of(self).announce(l, &report, lang, Some(lead));
            outs.extend(Announcer::of(self).turn_messages(l, Some(&was)));
            if alone {
                outs.push(Announcer::of(self).no_person_left_post(l, lang));
            }
            outs.extend(self.stand_in_note(l, seat, stand_in.why, &report.public_notation));
            Ok(Change {
                by_computer: true,
                ..Change::saved(outs)
            })
        });
        played.unwrap_or_default()
    }

    /// The private word to the person the computer stood in for: what it sent, and the
    /// way back.
    fn stand_in_note(&self, l: &Loaded, seat: Seat, why: StandInWhy, action: &str) -> Option<Out> {
        let user = l.entry.player(seat)?;
        let lang = self.users.lang_of(user.id);
        let text = match why {
            StandInWhy::Timeout => words::stand_in_after_timeout(lang, l.entry.id, action),
            StandInWhy::Away => words::stand_in_while_away(lang, l.entry.id, action),
        };
        Some(Out::plain(Effect::Private {
            user: user.id,
            text,
            image: None,
            game: Some(present::tag(&l.entry, &l.game)),
            buttons: Vec::new(),
        }))
    }

    /// On start-up: open games where a stand-in owes something go on the computer's
    /// agenda again, so a restart never loses a stand-in's turn. (Every game in play
    /// with a seat owing has a clock wake-up.)
    pub(crate) fn schedule_stand_ins(&self) {
        for id in self.store.due_games(u64::MAX).unwrap_or_default() {
            if let Ok(loaded) = self.games.load(id) {
                if !loaded.entry.stand_ins.is_empty() {
                    self.games.note_computer_turn(&loaded);
                }
            }
        }
    }
}

fn seats_of(l: &Loaded, lang: Lang) -> Seats<'_> {
    Seats {
        lang,
        players: &l.entry.players,
        info: l.entry.record.variant.info(),
    }
}
