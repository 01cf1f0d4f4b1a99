//! Commands that only read: boards, the caller's own view, hints, lists, rules text;
//! and `/settings`. All answers go to the caller only.

mod finished;
pub mod replay;

use super::clock;
use super::effect::Effect;
use super::present::{self, Out, Picture};
use super::request::GameId;
use super::urgency::{self, Urgency};
use super::words::{self, Lang, Seats};
use crate::announce::Announcer;
use crate::engine::Ctx;
use crate::engine::Handled;
use crate::engine::Loaded;
use crate::error::Refusal;
use crate::examples::Examples;
use crate::marks::Marks;
use crate::tables::Tables;
use crate::timers::Timers;
use referee_storage::records::Phase;
use rules::{VariantId, Viewer};

crate::engine::domain!(
    /// What players ask to see: boards, games, history, rules, settings.
    Queries
);

const DAY: u64 = 86_400;

/// Discord shows at most 25 autocomplete choices.
const AUTOCOMPLETE_CHOICES: usize = 25;
/// How many actions `/mine` lists.
const MINE_SUGGESTIONS: usize = 20;

impl Queries<'_> {
    /// Games anyone may look at here: those being played (or the caller's, by DM); when
    /// none is, the last one that ended here, as on lichess.
    pub(crate) fn watched(&self, ctx: &Ctx, game: Option<GameId>) -> Result<Loaded, Refusal> {
        match self.games.choose(ctx, game, |e| e.phase == Phase::Playing) {
            Err(Refusal::NoGame) => self
                .games
                .load(self.last_finished(ctx)?.ok_or(Refusal::NoGame)?),
            chosen => chosen,
        }
    }

    /// [`Queries::watched`], refused unless it has started (a challenge has no moves yet,
    /// and a declined one never will).
    pub(crate) fn watched_started(
        &self,
        ctx: &Ctx,
        game: Option<GameId>,
    ) -> Result<Loaded, Refusal> {
        let l = self.watched(ctx, game)?;
        match l.entry.phase {
            Phase::Challenge => Err(Refusal::NotStarted(l.entry.id)),
            Phase::Declined { .. } => Err(Refusal::GameEnded(l.entry.id)),
            Phase::Playing | Phase::Finished => Ok(l),
        }
    }

    fn ephemeral_board(
        &self,
        ctx: &Ctx,
        l: &Loaded,
        text: String,
        viewer: Viewer,
        hints: Vec<usize>,
    ) -> Out {
        let who = match viewer {
            Viewer::Spectator => "public".to_string(),
            Viewer::Seat(s) => format!("seat{}", s.0),
        };
        Out::with(
            Effect::reply(ctx.user(), text).about(Some(present::tag(&l.entry, &l.game))),
            {
                let view = l.game.view(viewer);
                let mut opts = present::board_options(&l.entry, &l.game, ctx.lang, hints);
                // The caller's own marks, on the caller's own view only.
                if let Viewer::Seat(seat) = viewer {
                    opts.labels = Marks::of(self).mark_labels(l, seat, ctx.lang);
                }
                Picture {
                    name: present::image_name(&l.entry, &view, &who),
                    view,
                    opts,
                }
            },
        )
    }

    /// `/board`: the spectator board, whoever asks.
    pub(crate) fn board(&self, ctx: &Ctx, game: Option<GameId>) -> Handled {
        let l = self.watched(ctx, game)?;
        let view = l.game.view(Viewer::Spectator);
        let mut lines = vec![words::board_caption(
            ctx.lang,
            l.entry.id,
            l.entry.record.variant,
            view.move_number,
        )];
        lines.extend(Announcer::of(self).status_line(&l, ctx.lang));
        if let rules::Status::Finished(outcome) = l.game.status() {
            let seats = Seats {
                lang: ctx.lang,
                players: &l.entry.players,
                info: l.entry.record.variant.info(),
            };
            lines.push(seats.outcome(&outcome));
        }
        Ok(vec![self.ephemeral_board(
            ctx,
            &l,
            lines.join("\n"),
            Viewer::Spectator,
            Vec::new(),
        )])
    }

    /// `/mine`: the caller's own view and legal actions, to the caller only.
    pub(crate) fn mine(&self, ctx: &Ctx, game: Option<GameId>) -> Handled {
        let l = self
            .games
            .choose(ctx, game, crate::engine::seated_playing(ctx.user()))?;
        let id = l.entry.id;
        let seat = crate::engine::seat_in(&l, ctx)?;
        // A sample of what may be played, never the whole (possibly huge) action set.
        let legal = l.game.suggest(seat, "", MINE_SUGGESTIONS);
        let mut text = words::mine_caption(ctx.lang, id, &legal);
        if let Some(held) = words::held_knowledge(ctx.lang, &l.game, seat) {
            text = format!("{text}\n{held}");
        }
        if let Some(marks) = Marks::of(self).mark_list(&l, seat, ctx.lang) {
            text = format!("{text}\n{marks}");
        }
        Ok(vec![self.ephemeral_board(
            ctx,
            &l,
            text,
            Viewer::Seat(seat),
            Vec::new(),
        )])
    }

    /// `/hint <square>`: where the piece there may go, dotted on the caller's own view.
    pub(crate) fn hint(&self, ctx: &Ctx, square: &str, game: Option<GameId>) -> Handled {
        let l = self
            .games
            .choose(ctx, game, crate::engine::seated_playing(ctx.user()))?;
        let id = l.entry.id;
        let seat = crate::engine::seat_in(&l, ctx)?;
        let targets = l.game.hint(seat, square)?;
        let view = l.game.view(rules::Viewer::Seat(seat));
        let names: Vec<String> = targets
            .iter()
            .filter_map(|i| view.board.cells.get(*i).map(|c| c.name.clone()))
            .collect();
        let text = words::hint(ctx.lang, id, square.trim(), &names);
        Ok(vec![self.ephemeral_board(
            ctx,
            &l,
            text,
            Viewer::Seat(seat),
            targets,
        )])
    }

    /// `/games`: the caller's open games, whose turn, and the deadline, most urgent first
    /// (see [`urgency`]); then the open tables of this server they could join.
    pub(crate) fn games(&self, ctx: &Ctx) -> Handled {
        let user = ctx.user();
        let mut listed = Vec::new();
        for id in self.store.games_of_user(user)? {
            let Ok(l) = self.games.load(id) else {
                let line = format!(
                    "#{id}: {}",
                    words::refusal(ctx.lang, &Refusal::Corrupt(format!("game #{id}")))
                );
                listed.push((Urgency::Waiting, id, line));
                continue;
            };
            if !l.entry.is_open() {
                continue;
            }
            listed.push((self.urgency_for(user, &l), id, self.game_line(ctx, &l)));
        }
        listed.extend(Tables::of(self).joinable_tables(ctx));
        urgency::sort_by_urgency(&mut listed, |(u, id, _)| (*u, *id));
        let lines: Vec<String> = listed.into_iter().map(|(_, _, line)| line).collect();
        let text = if lines.is_empty() {
            words::games_empty(ctx.lang)
        } else {
            format!("{}\n{}", words::games_header(ctx.lang), lines.join("\n"))
        };
        Ok(vec![self.users.reply(ctx, text, None)])
    }

    /// How much an open game needs `user`: their turn (with its deadline) or waiting.
    fn urgency_for(&self, user: u64, l: &Loaded) -> Urgency {
        if l.entry.phase != Phase::Playing {
            return Urgency::Waiting;
        }
        let owing = clock::owing(&l.game.status());
        match l.entry.seat_of(user).filter(|s| owing.contains(s)) {
            Some(seat) => Urgency::YourTurn {
                due: Some(clock::deadline(
                    &l.entry,
                    seat,
                    self.games.seat_vacation(&l.entry, seat),
                )),
            },
            None => Urgency::Waiting,
        }
    }

    fn game_line(&self, ctx: &Ctx, l: &Loaded) -> String {
        let lang = ctx.lang;
        let seats = Seats {
            lang,
            players: &l.entry.players,
            info: l.entry.record.variant.info(),
        };
        let others: Vec<String> = l
            .entry
            .players
            .iter()
            .enumerate()
            .filter(|(_, p)| p.id != ctx.user())
            .map(|(i, p)| away_marked(lang, l, words::mention(p.id), i))
            .collect();
        let state = match l.entry.phase {
            Phase::Challenge => challenge_state(lang, l),
            _ => self.turn_state(ctx, l, &seats),
        };
        // A match (several games in one record) shows its running score.
        let score = l
            .game
            .match_score()
            .map(|m| words::message(lang, l.entry.record.variant, &m, &|s| seats.who(s)));
        if others.is_empty() {
            // One's own table nobody has joined yet.
            return words::table_alone_line(lang, l.entry.id, l.entry.record.variant, &state);
        }
        words::game_line(
            lang,
            l.entry.id,
            l.entry.record.variant,
            &others,
            &state,
            score.as_deref(),
        )
    }

    /// Whose turn it is in a game under way, and by when: the reader's own turn first.
    fn turn_state(&self, ctx: &Ctx, l: &Loaded, seats: &Seats) -> String {
        let lang = ctx.lang;
        let vacations = self.games.vacations(&l.entry);
        let deadline = |s: rules::Seat| {
            clock::deadline(
                &l.entry,
                s,
                vacations.get(s.index()).copied().unwrap_or_default(),
            )
        };
        let owing = clock::owing(&l.game.status());
        let mine = l.entry.seat_of(ctx.user());
        let state = match mine.filter(|s| owing.contains(s)) {
            Some(seat) => words::your_turn(lang, Some(deadline(seat))),
            None => {
                let first = owing.iter().map(|s| deadline(*s)).min();
                words::their_turn(lang, &seats.list(&owing), first)
            }
        };
        match mine {
            Some(seat) => away_marked(lang, l, state, seat.index()),
            None => state,
        }
    }

    /// `/history`: the public notation of every action, never the canonical text
    /// (which may carry secrets such as a hidden cell) until the game has ended with a
    /// result: then every secret is out and the whole log is shown.
    pub(crate) fn history(&self, ctx: &Ctx, game: Option<GameId>) -> Handled {
        let l = match game {
            Some(id) => self.games.load(id)?,
            None => self.watched(ctx, None)?,
        };
        let revealed = l.game.is_revealed();
        let entries: Vec<String> = l
            .game
            .record()
            .log
            .iter()
            .enumerate()
            .map(|(i, e)| {
                let who = l
                    .entry
                    .player(e.seat)
                    .map(|p| p.name.clone())
                    .unwrap_or_default();
                let shown = if revealed { &e.text } else { &e.public };
                match e.stand_in {
                    true => format!(
                        "{}. {who}: {shown} ({})",
                        i + 1,
                        words::stand_in_mark(ctx.lang)
                    ),
                    false => format!("{}. {who}: {shown}", i + 1),
                }
            })
            .collect();
        let body = if entries.is_empty() {
            words::history_empty(ctx.lang)
        } else {
            entries.join("\n")
        };
        let text = format!("{}\n{body}", words::history_header(ctx.lang, l.entry.id));
        Ok(vec![self.users.reply(
            ctx,
            text,
            Some(present::tag(&l.entry, &l.game)),
        )])
    }

    /// `/rules [variant] [piece]`: the family's summary, or the page of one piece.
    pub(crate) fn rules(&self, ctx: &Ctx, variant: Option<&str>, piece: Option<&str>) -> Handled {
        let variant = match variant {
            Some(name) => {
                VariantId::parse(name).ok_or_else(|| Refusal::UnknownVariant(name.to_string()))?
            }
            None if piece.is_none() => {
                let games = crate::commands::help::games(ctx.lang);
                return Ok(vec![self.users.reply(ctx, games, None)]);
            }
            // `/rules elf queen`: a piece of the first listed game.
            None => VariantId::all()
                .into_iter()
                .find(|v| v.info().listed)
                .ok_or_else(|| Refusal::Internal("no listed variant".to_string()))?,
        };
        let text = match piece {
            None => words::rules_summary(ctx.lang, variant),
            Some(name) if words::asks_for_list(name) => words::piece_list(ctx.lang, variant),
            Some(name) => words::piece_page(ctx.lang, variant, name)
                .map(|page| words::with_heading(ctx.lang, variant, name, page))
                .ok_or_else(|| Refusal::UnknownPiece(name.to_string()))?,
        };
        Ok(vec![self.users.reply(ctx, text, None)])
    }

    /// `/settings language:zh vacation:3`.
    pub(crate) fn settings(
        &self,
        ctx: &Ctx,
        language: Option<&str>,
        vacation_days: Option<u32>,
        turns: &super::request::TurnChoices,
        images: &referee_storage::images::ImageChoices,
    ) -> Handled {
        let language = match language {
            Some(text) => {
                Some(Lang::parse(text).ok_or_else(|| Refusal::BadLanguage(text.to_string()))?)
            }
            None => None,
        };
        let now = ctx.now();
        let saved = self
            .users
            .update_user(ctx.user(), &ctx.req.user.name, |u| {
                if let Some(lang) = language {
                    u.language = Some(lang);
                }
                images.apply(&mut u.images);
                if let Some(days) = vacation_days {
                    // A vacation under way keeps its start, so the days already away still count.
                    let away = u.vacation_from <= now && now < u.vacation_until;
                    if !away {
                        u.vacation_from = now;
                    }
                    u.vacation_until = now.saturating_add(u64::from(days).saturating_mul(DAY));
                }
                true
            })?;
        if vacation_days.is_some() {
            self.rearm_games_of(ctx.user())?;
        }
        let lang = saved.language.unwrap_or(self.config.language);
        let until = Some(saved.vacation_until).filter(|u| *u > now);
        let mut text = words::settings_saved(lang, until);
        if images.any() {
            text.push('\n');
            text.push_str(&words::image_prefs_line(lang, &saved.images));
        }
        if turns.any() {
            text.push('\n');
            text.push_str(&Timers::of(self).choose_turn_messages(ctx, turns, lang)?);
        }
        Ok(vec![self.users.reply(ctx, text, None)])
    }

    /// A player's vacation moved their deadlines: recompute the wakeups of their games.
    fn rearm_games_of(&self, user: u64) -> Result<(), Refusal> {
        for id in self.store.games_of_user(user)? {
            let game_lock = self.games.lock_of(id);
            let _held = crate::engine::lock(&game_lock);
            let Ok(l) = self.games.load(id) else { continue };
            let wakeup = self.games.wakeup_of(&l);
            self.store.set_wakeup(id, wakeup)?;
        }
        Ok(())
    }

    /// Autocomplete: the caller's actions starting with what was typed, at most 25, each
    /// shown with the move picker's words for it.
    pub(crate) fn autocomplete(&self, ctx: &Ctx, partial: &str, game: Option<GameId>) -> Handled {
        let (choices, labels) = (|| {
            let l = self
                .games
                .choose(ctx, game, crate::engine::seated_playing(ctx.user()))
                .ok()?;
            let seat = l.entry.seat_of(ctx.user())?;
            let choices = l.game.suggest(seat, partial, AUTOCOMPLETE_CHOICES);
            let labels = crate::picker::action_labels(ctx.lang, &l.game, seat, &choices);
            Some((choices, labels))
        })()
        .unwrap_or_default();
        Ok(vec![Out::plain(Effect::Choices {
            user: ctx.user(),
            choices,
            labels,
        })])
    }

    /// `/help [command]`: every command, or one explained.
    pub(crate) fn help(&self, ctx: &Ctx, command: Option<&str>) -> Handled {
        let text = match command {
            Some(word) => {
                let game_example = crate::commands::help::find(word)
                    .and_then(|decl| Examples::of(self).game_example(ctx, decl.name));
                crate::commands::help::explain_with(ctx.lang, word, game_example)?
            }
            None => crate::commands::help(ctx.lang),
        };
        Ok(vec![self.users.reply(ctx, text, None)])
    }
}

/// `text` about a seat, marked when the computer plays the seat while its person is
/// away (`/away`).
fn away_marked(lang: Lang, l: &Loaded, text: String, seat: usize) -> String {
    let away = u8::try_from(seat).is_ok_and(|s| l.entry.is_away(rules::Seat(s)));
    match away {
        true => format!("{text} ({})", words::away_mark(lang)),
        false => text,
    }
}

/// What a challenge waits for: the open seats of a table, or who has yet to accept.
fn challenge_state(lang: Lang, l: &Loaded) -> String {
    let waiting: Vec<String> = crate::engine::waiting_for(&l.entry)
        .into_iter()
        .map(words::mention)
        .collect();
    match l.entry.table.as_ref().filter(|t| !t.is_full()) {
        Some(table) => words::table_pending(lang, table.open_seats()),
        None => words::challenge_pending(lang, &words::list(lang, &waiting)),
    }
}
