//! Running a tournament: pairing rounds, starting their games as ordinary games, taking
//! results back when games end, the round deadline, and the standings. Every change to
//! a tournament goes through [`Core::update_tournament`] (reload, change, save over the
//! revision read); games are started and ended only outside it, because ending a game
//! feeds its result back through it.

use crate::clock::{owing, Owed};
use crate::effect::{Effect, Image};
use crate::tables::lifecycle::{moves_played, Arranged};
use crate::present::Out;
use crate::events::commands::{DEFAULT_ROUND_DAYS, MIN_ENTRANTS};
use crate::words::{self, Lang};
use crate::{lock, Change, Core, Ctx, Handled, Loaded, Refusal};
use crate::ids::{GameId, User};
use crate::store::ratings::RatingPool;
use crate::store::records::Phase;
use crate::store::tournament_records::{Entrant, Format, TournamentEntry, TournamentPhase};
use crate::store::StoreError;
use crate::tournaments::action::TournamentRefusal as Why;
use crate::tournaments::{berger, standings, swiss, Colour, History, Outcome, Round};
use rules::{Status, VariantId};
use std::sync::Mutex;

/// Serialises this process's tournament updates (other processes are kept apart by
/// revisions). Never held while a game is started or ended.
static TOURNAMENT_LOCK: Mutex<()> = Mutex::new(());

/// How often an update runs again after another process saved the tournament first.
const RETRIES: usize = 16;

/// What pairing did to a tournament.
#[derive(Default)]
pub(crate) struct Paired {
    /// Rounds paired just now.
    rounds: Vec<usize>,
    /// The last round ended (or no legal pairing was left): the tournament is over.
    finished: bool,
    /// It ended because no legal pairing was left.
    stuck: bool,
}

/// A Swiss plays about log₂ of its field's size rounds unless told.
fn default_swiss_rounds(entrants: usize) -> usize {
    let rounds = (usize::BITS - (entrants.max(2) - 1).leading_zeros()) as usize;
    rounds.clamp(1, entrants.saturating_sub(1).max(1))
}

/// The result a finished game gives its tournament board. The first player's side
/// (White) holds the even seats; an aborted game is a double loss.
pub(crate) fn outcome_of(status: &Status) -> Option<Outcome> {
    let Status::Finished(result) = status else {
        return None;
    };
    Some(if result.reason == "abort" {
        Outcome::DoubleLoss
    } else if result.winners.is_empty() {
        Outcome::Draw
    } else if result.winners.iter().any(|s| s.index() % 2 == 0) {
        Outcome::WhiteWins
    } else {
        Outcome::BlackWins
    })
}

impl Core {
    /// Reload, change and save a tournament, again if another writer saved it first.
    pub(crate) fn update_tournament<T>(
        &self,
        id: u64,
        mut f: impl FnMut(&mut TournamentEntry) -> Result<T, Refusal>,
    ) -> Result<(T, TournamentEntry), Refusal> {
        let _held = lock(&TOURNAMENT_LOCK);
        for _ in 0..RETRIES {
            let mut t = self
                .store
                .tournament(id)?
                .ok_or(Refusal::Tournament(Why::NoSuchTournament(id)))?;
            let value = f(&mut t)?;
            match self.store.save_tournament(&mut t) {
                Ok(()) => return Ok((value, t)),
                Err(StoreError::Conflict { .. }) => continue,
                Err(e) => return Err(e.into()),
            }
        }
        Err(Refusal::Internal(format!("tournament {id} kept changing")))
    }

    /// Registration ends: seed the entrants and pair (for an all-at-once round robin,
    /// every round).
    pub(crate) fn begin_tournament(&self, id: u64, now: u64, lang: Lang) -> Handled {
        let (paired, t) = self.update_tournament(id, |t| {
            if t.phase != TournamentPhase::Registration {
                return Err(Refusal::Tournament(Why::NotRegistering(t.id)));
            }
            if t.entrants.len() < MIN_ENTRANTS {
                return Err(Refusal::Tournament(Why::TooFew(MIN_ENTRANTS)));
            }
            self.seed(t);
            let n = t.entrants.len();
            t.history = History::new(n);
            t.games.clear();
            t.deadlines.clear();
            t.phase = TournamentPhase::Running;
            t.rounds = match t.format {
                Format::RoundRobin => berger::schedule(n).len(),
                Format::Swiss if t.rounds == 0 => default_swiss_rounds(n),
                Format::Swiss => t.rounds,
            };
            self.pair_rounds(t, now)
        })?;
        let started = words::tournament_started(lang, t.id, t.entrants.len(), t.rounds);
        let mut outs = vec![self.tournament_post(&t, started)];
        outs.extend(self.publish(&t, &paired, now, lang));
        Ok(outs)
    }

    /// The initial rank: entrants with a rating in this server and game first, highest
    /// first (a team by its players' mean), then the others in joining order.
    fn seed(&self, t: &mut TournamentEntry) {
        let key = RatingPool::key_of(t.guild.unwrap_or(0), &t.variant);
        let Ok(Some(pool)) = self.store.rating_pool(&key) else {
            return;
        };
        let rating = |e: &Entrant| -> Option<f64> {
            let known: Vec<f64> = e
                .members
                .iter()
                .filter_map(|m| pool.players.get(&m.id).map(|p| p.rating.to_f64()))
                .collect();
            (!known.is_empty()).then(|| known.iter().sum::<f64>() / known.len() as f64)
        };
        // A stable sort: equal ratings and the unrated keep their joining order.
        t.entrants.sort_by(|a, b| match (rating(a), rating(b)) {
            (Some(x), Some(y)) => y.total_cmp(&x),
            (Some(_), None) => std::cmp::Ordering::Less,
            (None, Some(_)) => std::cmp::Ordering::Greater,
            (None, None) => std::cmp::Ordering::Equal,
        });
    }

    /// Pair what can be paired now: nothing while a round is being played; else the
    /// next round, or the end.
    fn pair_rounds(&self, t: &mut TournamentEntry, now: u64) -> Result<Paired, Refusal> {
        let mut paired = Paired::default();
        if t.phase != TournamentPhase::Running {
            return Ok(paired);
        }
        loop {
            if t.history.rounds.iter().any(|r| !r.finished()) {
                return Ok(paired);
            }
            let next = t.history.rounds.len();
            if next >= t.rounds {
                t.phase = TournamentPhase::Finished;
                paired.finished = true;
                return Ok(paired);
            }
            let n = t.entrants.len();
            let new: Vec<Round> = match (t.format, t.round_secs) {
                (Format::RoundRobin, None) => berger::schedule(n),
                (Format::RoundRobin, Some(_)) => {
                    berger::schedule(n).into_iter().skip(next).take(1).collect()
                }
                (Format::Swiss, _) => match swiss::pair(&t.history) {
                    Some(round) => vec![round],
                    None => {
                        t.phase = TournamentPhase::Finished;
                        paired.finished = true;
                        paired.stuck = true;
                        return Ok(paired);
                    }
                },
            };
            let lasts = t
                .round_secs
                .unwrap_or(DEFAULT_ROUND_DAYS * 86_400 * new.len() as u64);
            let deadline = now.saturating_add(lasts);
            for mut round in new {
                let mut ids = Vec::new();
                for game in &mut round.games {
                    let (w, b) = (
                        t.history.withdrawn.contains(&game.white),
                        t.history.withdrawn.contains(&game.black),
                    );
                    // A withdrawn entrant's games are lost without being played.
                    game.outcome = match (w, b) {
                        (true, true) => Some(Outcome::DoubleLoss),
                        (true, false) => Some(Outcome::BlackWins),
                        (false, true) => Some(Outcome::WhiteWins),
                        (false, false) => None,
                    };
                    ids.push(match game.outcome {
                        Some(_) => 0,
                        None => self.store.next_game_id()?,
                    });
                }
                if round.bye.is_some_and(|b| t.history.withdrawn.contains(&b)) {
                    round.bye = None;
                }
                paired.rounds.push(t.history.rounds.len());
                t.history.rounds.push(round);
                t.games.push(ids);
                t.deadlines.push(deadline);
            }
        }
    }

    /// Announce what pairing did and start the new games.
    fn publish(&self, t: &TournamentEntry, paired: &Paired, now: u64, lang: Lang) -> Vec<Out> {
        let mut outs = Vec::new();
        for &r in &paired.rounds {
            let (Some(round), Some(ids), Some(due)) =
                (t.history.rounds.get(r), t.games.get(r), t.deadlines.get(r))
            else {
                continue;
            };
            let mut lines = vec![words::tournament_round(lang, t.id, r + 1, t.rounds, *due)];
            for (game, id) in round.games.iter().zip(ids) {
                let (white, black) = (
                    self.entrant_label(t, game.white),
                    self.entrant_label(t, game.black),
                );
                lines.push(match game.outcome {
                    Some(Outcome::BlackWins) => words::tournament_forfeit(lang, &black, &white),
                    Some(Outcome::WhiteWins) => words::tournament_forfeit(lang, &white, &black),
                    _ => words::tournament_board(lang, &white, &black, *id),
                });
            }
            if let Some(bye) = round.bye {
                lines.push(words::tournament_bye(lang, &self.entrant_label(t, bye)));
            }
            outs.push(self.tournament_post(t, lines.join("\n")));
            outs.extend(self.start_missing_games(t, r, now, lang));
        }
        if paired.finished {
            if paired.stuck {
                outs.push(self.tournament_post(t, words::tournament_no_pairing(lang, t.id)));
            }
            outs.push(self.final_standings(t, lang));
        }
        outs
    }

    /// Start every game of round `r` that the store does not hold yet (after pairing,
    /// or after a restart between pairing and starting).
    fn start_missing_games(&self, t: &TournamentEntry, r: usize, now: u64, lang: Lang) -> Vec<Out> {
        let Some(variant) = VariantId::parse(&t.variant) else {
            return Vec::new();
        };
        let (Some(round), Some(ids)) = (t.history.rounds.get(r), t.games.get(r)) else {
            return Vec::new();
        };
        let mut outs = Vec::new();
        for (game, &id) in round.games.iter().zip(ids) {
            if id == 0 || game.outcome.is_some() || self.store.has_game(id).unwrap_or(true) {
                continue;
            }
            let arranged = Arranged {
                id,
                variant,
                players: self.seat_order(t, game.white, game.black),
                channel: t.channel,
                guild: t.guild,
                per_move: t.per_move,
                rated: t.rated && self.server_of(t.guild).is_some_and(|s| s.ratings),
                now,
                lang,
            };
            match self.start_arranged(&arranged) {
                Ok(more) => outs.extend(more),
                Err(e) => tracing::warn!(tournament = t.id, game = id, "not started: {e:?}"),
            }
        }
        outs
    }

    /// Seats of a game: White's players on the even seats, Black's on the odd ones (in
    /// 四国军棋 partners sit opposite each other).
    fn seat_order(&self, t: &TournamentEntry, white: usize, black: usize) -> Vec<User> {
        let side = |e: usize| {
            t.entrants
                .get(e)
                .map(|x| x.members.clone())
                .unwrap_or_default()
        };
        let (w, b) = (side(white), side(black));
        let mut seats = Vec::new();
        for i in 0..w.len().max(b.len()) {
            seats.extend(w.get(i).cloned());
            seats.extend(b.get(i).cloned());
        }
        seats
    }

    pub(crate) fn entrant_label(&self, t: &TournamentEntry, e: usize) -> String {
        let members: Vec<u64> = t
            .entrants
            .get(e)
            .map(|x| x.members.iter().map(|m| m.id).collect())
            .unwrap_or_default();
        words::entrant_name(&members)
    }

    /// Pair whatever can be paired now, and announce it.
    pub(crate) fn advance_tournament(&self, id: u64, now: u64, lang: Lang) -> Handled {
        let (paired, t) = self.update_tournament(id, |t| self.pair_rounds(t, now))?;
        Ok(self.publish(&t, &paired, now, lang))
    }

    /// Put a game's result on its board (unless the board already has one: a
    /// withdrawal or a deadline decided it first), then pair on.
    fn record_result(
        &self,
        tid: u64,
        game: GameId,
        outcome: Outcome,
        now: u64,
        lang: Lang,
    ) -> Vec<Out> {
        let updated = self.update_tournament(tid, |t| {
            if t.phase != TournamentPhase::Running {
                return Ok(Paired::default());
            }
            if let Some((r, b)) = t.board_of(game) {
                if let Some(board) = t.history.rounds.get_mut(r).and_then(|x| x.games.get_mut(b)) {
                    board.outcome.get_or_insert(outcome);
                }
            }
            self.pair_rounds(t, now)
        });
        match updated {
            Ok((paired, t)) => self.publish(&t, &paired, now, lang),
            Err(e) => {
                tracing::warn!(tournament = tid, game, "result not recorded: {e:?}");
                Vec::new()
            }
        }
    }

    /// A game just ended (called by `Core::act` once it is stored): if it is a
    /// tournament game, its result goes to the tournament.
    pub(crate) fn tournament_game_over(&self, l: &Loaded) -> Vec<Out> {
        let Some(outcome) = outcome_of(&l.game.status()) else {
            return Vec::new();
        };
        let now = l.entry.ended.unwrap_or(l.entry.created);
        let mut outs = Vec::new();
        for tid in self.store.open_tournaments().unwrap_or_default() {
            let Ok(Some(t)) = self.store.tournament(tid) else {
                continue;
            };
            if t.phase == TournamentPhase::Running && t.board_of(l.entry.id).is_some() {
                outs.extend(self.record_result(
                    tid,
                    l.entry.id,
                    outcome,
                    now,
                    self.config.language,
                ));
            }
        }
        outs
    }

    /// End `entrant`'s open games after a withdrawal (the tournament already counts them
    /// lost): they forfeit where the rules allow it, else the game is aborted.
    pub(crate) fn end_games_of(
        &self,
        t: &TournamentEntry,
        entrant: usize,
        now: u64,
        lang: Lang,
    ) -> Vec<Out> {
        let mut outs = Vec::new();
        for (round, ids) in t.history.rounds.iter().zip(&t.games) {
            for (game, &id) in round.games.iter().zip(ids) {
                let Some(colour) = game.colour_of(entrant) else {
                    continue;
                };
                if id == 0 {
                    continue;
                }
                let late = match colour {
                    Colour::White => 0,
                    Colour::Black => 1,
                };
                outs.extend(
                    self.end_tournament_game(id, Some(late), now, lang, None)
                        .unwrap_or_default(),
                );
            }
        }
        outs
    }

    /// End an open tournament game: the side holding seat parity `late` forfeits (each
    /// of its seats times out) where that ends the game; otherwise, or with no side
    /// named, the game is aborted.
    fn end_tournament_game(
        &self,
        id: GameId,
        late: Option<usize>,
        now: u64,
        lang: Lang,
        lead: Option<String>,
    ) -> Handled {
        self.act(id, None, |l| {
            if l.entry.phase != Phase::Playing {
                return Ok(Change::unchanged());
            }
            let mut outs = Vec::new();
            if let Some(parity) = late {
                let seats: Vec<rules::Seat> = (0..l.entry.players.len())
                    .filter(|i| i % 2 == parity)
                    .filter_map(|i| u8::try_from(i).ok().map(rules::Seat))
                    .collect();
                for seat in seats {
                    if l.game.status().is_finished() {
                        break;
                    }
                    let before = Owed::of(&l.game);
                    if let Ok(report) = l.game.timeout(seat) {
                        // Tournament games seat no computer: never left to computers.
                        let _ = self.after_report(l, now, None, &before);
                        outs.extend(self.announce(l, &report, lang, lead.clone()));
                    }
                }
            }
            if !l.game.status().is_finished() {
                l.game.abort();
                l.entry.finish(now);
                let text = match &lead {
                    Some(lead) => format!(
                        "{lead}\n{}",
                        words::tournament_double_loss(lang, l.entry.id)
                    ),
                    None => words::tournament_double_loss(lang, l.entry.id),
                };
                outs.push(self.public_board(l, lang, text, Vec::new()));
            }
            Ok(Change::saved(outs))
        })
    }

    // ---- the clock ----

    /// When a tournament next needs the clock: a start time or a round deadline.
    pub(crate) fn next_tournament_wakeup(&self) -> Option<u64> {
        let ids = self.store.open_tournaments().ok()?;
        ids.into_iter()
            .filter_map(|id| self.store.tournament(id).ok().flatten())
            .filter_map(|t| t.wakeup())
            .min()
    }

    /// Starts due at `now`, round deadlines passed, games missing or ended unnoticed.
    pub(crate) fn tournament_clock(&self, now: u64) -> Vec<Out> {
        let lang = self.config.language;
        let mut outs = Vec::new();
        for id in self.store.open_tournaments().unwrap_or_default() {
            let Ok(Some(t)) = self.store.tournament(id) else {
                continue;
            };
            match t.phase {
                TournamentPhase::Registration if t.starts.is_some_and(|at| at <= now) => {
                    outs.extend(self.start_when_due(&t, now, lang));
                }
                TournamentPhase::Running => outs.extend(self.keep_running(&t, now, lang)),
                _ => {}
            }
        }
        outs
    }

    fn start_when_due(&self, t: &TournamentEntry, now: u64, lang: Lang) -> Vec<Out> {
        if t.entrants.len() >= MIN_ENTRANTS {
            return self.begin_tournament(t.id, now, lang).unwrap_or_default();
        }
        let cancelled = self.update_tournament(t.id, |t| {
            t.phase = TournamentPhase::Cancelled;
            Ok(())
        });
        match cancelled {
            Ok(((), t)) => {
                vec![self.tournament_post(&t, words::tournament_no_entrants(lang, t.id))]
            }
            Err(_) => Vec::new(),
        }
    }

    /// One look at a running tournament: every board still open is started if its game
    /// is missing, takes its result if its game ended, or is decided if its round
    /// deadline passed: the side to move loses; if nobody moved, both lose.
    fn keep_running(&self, t: &TournamentEntry, now: u64, lang: Lang) -> Vec<Out> {
        let mut outs = Vec::new();
        for (r, round) in t.history.rounds.iter().enumerate() {
            if round.finished() {
                continue;
            }
            outs.extend(self.start_missing_games(t, r, now, lang));
            let overdue = t.deadlines.get(r).is_some_and(|at| *at <= now);
            let mut said = false;
            for (b, game) in round.games.iter().enumerate() {
                let Some(&id) = t.games.get(r).and_then(|ids| ids.get(b)) else {
                    continue;
                };
                if game.outcome.is_some() || id == 0 {
                    continue;
                }
                let Ok(l) = self.load(id) else {
                    continue;
                };
                if let Some(outcome) = outcome_of(&l.game.status()) {
                    outs.extend(self.record_result(t.id, id, outcome, now, lang));
                    continue;
                }
                if !overdue {
                    continue;
                }
                let lead = (!said).then(|| words::tournament_deadline_passed(lang, t.id, r + 1));
                said = true;
                let late = self.late_side(&l);
                let outcome = match late {
                    Some(0) => Outcome::BlackWins,
                    Some(_) => Outcome::WhiteWins,
                    None => Outcome::DoubleLoss,
                };
                // The board's result first, so the game's ending cannot read otherwise.
                let _ = self.update_tournament(t.id, |t| {
                    if let Some(board) =
                        t.history.rounds.get_mut(r).and_then(|x| x.games.get_mut(b))
                    {
                        board.outcome.get_or_insert(outcome);
                    }
                    Ok(())
                });
                outs.extend(
                    self.end_tournament_game(id, late, now, lang, lead)
                        .unwrap_or_default(),
                );
            }
        }
        outs.extend(self.advance_tournament(t.id, now, lang).unwrap_or_default());
        outs
    }

    /// The side (seat parity) that owes the next move when a round deadline passes;
    /// `None` when nobody has moved yet or both sides owe one.
    fn late_side(&self, l: &Loaded) -> Option<usize> {
        if moves_played(&l.game) == 0 {
            return None;
        }
        let owed = owing(&l.game.status());
        let first = owed.first()?.index() % 2;
        owed.iter().all(|s| s.index() % 2 == first).then_some(first)
    }

    // ---- standings ----

    /// The history the standings are drawn from: before the start, everyone at zero.
    fn scored(t: &TournamentEntry) -> History {
        if t.history.entrants == t.entrants.len() {
            t.history.clone()
        } else {
            History::new(t.entrants.len())
        }
    }

    fn standings_text(&self, t: &TournamentEntry, lang: Lang) -> String {
        let variant = VariantId::parse(&t.variant);
        let played = t
            .history
            .rounds
            .len()
            .min(t.rounds.max(t.history.rounds.len()));
        let mut lines = Vec::new();
        if let Some(variant) = variant {
            lines.push(words::tournament_standings_title(
                lang,
                t.id,
                variant,
                played,
                t.rounds.max(played),
            ));
        }
        for row in standings::standings(&Self::scored(t)) {
            lines.push(words::tournament_standing_line(
                lang,
                &words::StandingLine {
                    place: row.place,
                    who: self.entrant_label(t, row.entrant),
                    points: standings::halves(row.half_points),
                    buchholz: standings::halves(row.buchholz_half_points),
                    sonneborn_berger: standings::quarters(row.sonneborn_berger_quarters),
                    wins: row.wins + row.byes,
                    draws: row.draws,
                    losses: row.losses,
                    withdrawn: row.withdrawn,
                },
            ));
        }
        lines.join("\n")
    }

    /// The standings as a picture: a table of places, names and points.
    fn standings_image(&self, t: &TournamentEntry, lang: Lang) -> Option<Image> {
        let variant = VariantId::parse(&t.variant)?;
        let played = t.history.rounds.len();
        let table = render::StandingsTable {
            title: words::tournament_standings_title(
                lang,
                t.id,
                variant,
                played,
                t.rounds.max(played),
            ),
            columns: words::tournament_columns(lang),
            rows: standings::standings(&Self::scored(t))
                .into_iter()
                .map(|row| render::StandingsRow {
                    place: row.place,
                    name: t
                        .entrants
                        .get(row.entrant)
                        .map(|e| {
                            e.members
                                .iter()
                                .map(|m| m.name.as_str())
                                .collect::<Vec<_>>()
                                .join(" & ")
                        })
                        .unwrap_or_default(),
                    points: standings::halves(row.half_points),
                    record: format!("{}-{}-{}", row.wins + row.byes, row.draws, row.losses),
                    buchholz: standings::halves(row.buchholz_half_points),
                    sonneborn_berger: standings::quarters(row.sonneborn_berger_quarters),
                    withdrawn: row.withdrawn,
                })
                .collect(),
        };
        let png = self.renderer.tournament_standings_png(&table).ok()?;
        Some(Image {
            name: format!("tournament-{}-standings-{}.png", t.id, played),
            png,
            too_large: words::image_too_large(lang),
        })
    }

    pub(crate) fn standings_reply(&self, ctx: &Ctx, t: &TournamentEntry) -> Out {
        let text = if t.entrants.is_empty() {
            words::tournament_no_entrants(ctx.lang, t.id)
        } else {
            self.standings_text(t, ctx.lang)
        };
        Out::plain(Effect::Ephemeral {
            user: ctx.user(),
            text,
            image: self.standings_image(t, ctx.lang),
            more_files: Vec::new(),
            error: false,
            game: None,
            buttons: Vec::new(),
        })
    }

    fn final_standings(&self, t: &TournamentEntry, lang: Lang) -> Out {
        let rows = standings::standings(&t.history);
        let winners: Vec<String> = rows
            .iter()
            .filter(|r| r.place == 1)
            .map(|r| self.entrant_label(t, r.entrant))
            .collect();
        let text = format!(
            "{}\n{}",
            words::tournament_final(lang, t.id, &words::list(lang, &winners)),
            self.standings_text(t, lang)
        );
        Out::plain(Effect::Post {
            channel: t.channel,
            text,
            image: self.standings_image(t, lang),
            buttons: Vec::new(),
            game: None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::events::commands::team_size;

    #[test]
    fn swiss_rounds_follow_the_field() {
        assert_eq!(default_swiss_rounds(3), 2);
        assert_eq!(default_swiss_rounds(6), 3);
        assert_eq!(default_swiss_rounds(8), 3);
        assert_eq!(default_swiss_rounds(9), 4);
        assert_eq!(default_swiss_rounds(40), 6);
    }

    #[test]
    fn team_variants_need_two_players_an_entrant() {
        // The registry decides, never a family named here: a game two can play takes
        // single entrants; one only four in two teams can play takes teams of two.
        let sizes: Vec<Option<usize>> = rules::variants()
            .filter_map(|info| VariantId::parse(info.id))
            .map(team_size)
            .collect();
        // Both kinds exist, so the loop below checks each.
        assert!(
            sizes.contains(&Some(1)) && sizes.contains(&Some(2)),
            "{sizes:?}"
        );
        for info in rules::variants() {
            let expected = if info.min_seats <= 2 && info.max_seats >= 2 {
                Some(1)
            } else if info.min_seats <= 4 && info.max_seats >= 4 {
                Some(2)
            } else {
                None
            };
            let size = VariantId::parse(info.id).map(team_size);
            assert_eq!(size, Some(expected), "{}", info.id);
        }
    }
}
