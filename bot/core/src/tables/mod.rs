//! Open tables: `/play` naming fewer players than the game seats leaves the other seats
//! free, and anyone takes one with `/join` or the Join button. When every seat is taken
//! and every named player has accepted, the game starts exactly as an accepted challenge
//! does (`Tables::start`).
//!
//! A table is a challenge with a seat list ([`Table`]): it lives in `Phase::Challenge`,
//! lapses as a challenge does (its wakeup is the challenge's deadline: the game's move
//! deadline, at most a week, so it survives restarts), and `players` holds the people
//! seated so far, in seat order. Its creator leaving (`/leave`, `/decline`) closes it;
//! anyone else leaving frees their seat.
//!
//! Seats may go to the computer: `/play … computer:2`, or the Add computer button that
//! anyone seated may press while a seat is free. At the start every seat becomes a
//! player, the computer's seats played by the bot's own user (see `computers`).

pub(crate) mod admin;
pub(crate) mod lifecycle;

use super::effect::{Button, Effect};
use super::present::{self, Out};
use super::request::{Command, GameId};
use super::urgency::Urgency;
use super::words::{self, Lang, TableNews};
use crate::clock::challenge_deadline;
use crate::engine::Change;
use crate::engine::Ctx;
use crate::engine::Handled;
use crate::engine::Loaded;
use crate::engine::{not_ended, waiting_for};
use crate::error::Refusal;
use referee_storage::records::{GameEntry, Phase};
use referee_storage::seats::{Occupant, Table};
use rules::{Seat, VariantId};

crate::engine::domain!(
    /// Challenges and open tables: created, joined, accepted, started, aborted.
    Tables
);

/// A table waiting for players that `user` could sit at.
fn joinable_by(user: u64) -> impl Fn(&GameEntry) -> bool {
    move |e| {
        e.phase == Phase::Challenge
            && e.table
                .as_ref()
                .is_some_and(|t| !t.is_full() && t.seat_of(user).is_none())
    }
}

/// The team `seat` plays in, numbered from 0, when the game has teams.
fn team_of(variant: VariantId, seat: usize) -> Option<usize> {
    let seat = u8::try_from(seat).ok()?;
    variant
        .info()
        .teams
        .iter()
        .position(|team| team.contains(&seat))
}

impl Tables<'_> {
    /// The shell opened a thread for `game`: it is told there, and posts go there.
    pub(crate) fn thread_opened(&self, game: GameId, thread_channel_id: u64) -> Vec<Out> {
        self.games
            .act(game, None, |l| {
                l.entry.thread = Some(thread_channel_id);
                let lang = self.users.game_channel_lang(&l.entry);
                let out = crate::announce::public_board(
                    l,
                    lang,
                    words::thread_opened(lang, l.entry.id),
                    Vec::new(),
                );
                Ok(Change::saved(vec![out]))
            })
            .unwrap_or_default()
    }

    /// The post of a table just opened.
    pub(crate) fn table_opened_post(&self, ctx: &Ctx, l: &Loaded) -> Out {
        let by = l.entry.challenger;
        self.table_post_with(ctx.lang, l, TableNews::Opened { by })
    }

    /// A table's post after the caller accepted the seat they were named for.
    pub(crate) fn table_accepted_post(&self, ctx: &Ctx, l: &Loaded) -> Out {
        let by = ctx.user();
        self.table_post_with(ctx.lang, l, TableNews::Accepted { by })
    }

    /// The table in its channel: what happened, every seat (with its team, when the game
    /// has teams and seats are not drawn), who must still accept, how to join, and the
    /// Join and Add computer buttons while a seat is free.
    fn table_post_with(&self, lang: Lang, l: &Loaded, news: TableNews) -> Out {
        // The channel reads its own language, whoever acted.
        let _ = lang;
        let lang = self.users.game_channel_lang(&l.entry);
        let entry = &l.entry;
        let variant = entry.record.variant;
        let mut lines = vec![words::table_news(lang, news, entry.id, variant)];
        let Some(table) = &entry.table else {
            return self.plain_post(l, lines.join("\n"), Vec::new());
        };
        if entry.random_seats {
            let seated: Vec<String> = table
                .seats
                .iter()
                .filter(|o| !o.is_open())
                .map(|o| self.holder(lang, o))
                .collect();
            lines.push(words::table_random(lang, &seated));
        } else {
            let info = variant.info();
            for (index, occupant) in table.seats.iter().enumerate() {
                let Ok(seat) = u8::try_from(index).map(Seat) else {
                    continue;
                };
                lines.push(words::table_seat(
                    lang,
                    &words::seat_name(lang, info, seat),
                    &self.holder(lang, occupant),
                    team_of(variant, index),
                ));
            }
        }
        let waiting = waiting_for(entry);
        if !waiting.is_empty() {
            lines.push(words::table_waiting(lang, entry.id, &waiting));
        }
        if !table.is_full() {
            lines.push(words::table_footer(
                lang,
                entry.id,
                table.open_seats(),
                challenge_deadline(entry),
            ));
        }
        let buttons = self.table_buttons(lang, entry.id, table.is_full(), !waiting.is_empty());
        self.plain_post(l, lines.join("\n"), buttons)
    }

    /// A table's buttons: Join and Add computer while seats are free, Accept while named
    /// players have not accepted.
    fn table_buttons(&self, lang: Lang, id: GameId, full: bool, waiting: bool) -> Vec<Button> {
        let button = |command: Command, label: String| {
            command.button_id().map(|id| Button {
                id,
                label,
                danger: false,
            })
        };
        let game = Some(id);
        let mut buttons = Vec::new();
        if !full {
            buttons.extend(button(Command::Join { game }, words::button_join(lang)));
            // Offered once the shell knows the computer (Discord: once connected).
            if self.users.computer().is_some() {
                let add = Command::AddComputer { game, level: None };
                buttons.extend(button(add, words::button_add_computer(lang)));
            }
        }
        if waiting {
            buttons.extend(button(Command::Accept { game }, words::button_accept(lang)));
        }
        buttons
    }

    /// Who holds a seat, as its line says: a person's mention, the computer with its
    /// level, or free.
    fn holder(&self, lang: Lang, occupant: &Occupant) -> String {
        match occupant {
            Occupant::Open => words::table_seat_free(lang),
            Occupant::Human { user } => words::mention(user.id),
            Occupant::Computer { level } => {
                let computer = self.users.computer().map(|c| c.id);
                words::table_seat_computer(lang, computer, level)
            }
        }
    }

    fn plain_post(&self, l: &Loaded, text: String, buttons: Vec<Button>) -> Out {
        Out::plain(
            Effect::post(l.entry.post_channel(), text)
                .with_buttons(buttons)
                .about(Some(present::tag(&l.entry, &l.game))),
        )
    }

    /// `/join [#id]`, or the Join button: take the next free seat; the last one starts
    /// the game once every named player has accepted.
    pub(crate) fn join(&self, ctx: &Ctx, game: Option<GameId>) -> Handled {
        let user = ctx.req.user.clone();
        let chosen = self.games.choose(ctx, game, joinable_by(user.id))?;
        let id = chosen.entry.id;
        seen_from_here(ctx, &chosen.entry)?;
        self.games.act(chosen, Some(ctx), |l| {
            Self::check_waiting_table(l)?;
            let entry = &mut l.entry;
            let table = entry.table.as_mut().ok_or(Refusal::NotATable(id))?;
            if table.seat_of(user.id).is_some() {
                return Err(Refusal::AlreadySeated(id));
            }
            table
                .take_first_open(user.clone())
                .ok_or(Refusal::TableFull(id))?;
            entry.players = table.humans();
            if !entry.accepted.contains(&user.id) {
                entry.accepted.push(user.id);
            }
            Ok(self.seat_taken(l, ctx, TableNews::Joined { by: user.id }))
        })
    }

    /// A seat was just taken (joined, or given to the computer): the game starts once
    /// the table is full and every named player has accepted; until then the table's post
    /// says what happened.
    fn seat_taken(&self, l: &mut Loaded, ctx: &Ctx, news: TableNews) -> Change {
        let full = l.entry.table.as_ref().is_some_and(Table::is_full);
        if full && waiting_for(&l.entry).is_empty() {
            return Change::saved(self.start(l, ctx.now(), ctx.lang));
        }
        Change::saved(vec![self.table_post_with(ctx.lang, l, news)])
    }

    /// `/add-computer [#id] [level:…]`, or the Add computer button: someone seated at a
    /// table gives the next free seat to the computer; the last one starts the game once
    /// every named player has accepted. A table with the computer is never rated.
    pub(crate) fn add_computer(
        &self,
        ctx: &Ctx,
        game: Option<GameId>,
        level: Option<&str>,
    ) -> Handled {
        let user = ctx.user();
        self.users.computer_user()?;
        let level = level
            .map(|l| l.parse::<computer::Level>().map_err(Refusal::BadSetup))
            .transpose()?;
        let chosen = self.games.choose(ctx, game, move |e| {
            e.phase == Phase::Challenge
                && e.table.as_ref().is_some_and(|t| t.seat_of(user).is_some())
        })?;
        let id = chosen.entry.id;
        seen_from_here(ctx, &chosen.entry)?;
        self.games.act(chosen, Some(ctx), |l| {
            Self::check_waiting_table(l)?;
            let entry = &mut l.entry;
            let table = entry.table.as_mut().ok_or(Refusal::NotATable(id))?;
            if table.seat_of(user).is_none() {
                return Err(Refusal::NotSeated(id));
            }
            // Without a level, the table's computers so far set it.
            let level = level.map_or_else(
                || {
                    let so_far = table.seats.iter().find_map(Occupant::computer_level);
                    so_far
                        .unwrap_or(computer::Level::default().id())
                        .to_string()
                },
                |l| l.id().to_string(),
            );
            table.seat_computer(&level).ok_or(Refusal::TableFull(id))?;
            entry.rated = false;
            Ok(self.seat_taken(l, ctx, TableNews::ComputerAdded { by: user }))
        })
    }

    /// `/leave [#id]`: give up one's seat before the start (the creator closes the table).
    pub(crate) fn leave(&self, ctx: &Ctx, game: Option<GameId>) -> Handled {
        let user = ctx.user();
        // A started table is found too, so the refusal says it started.
        let chosen = self.games.choose(ctx, game, move |e| {
            e.is_open() && e.table.as_ref().is_some_and(|t| t.seat_of(user).is_some())
        })?;
        self.games
            .act(chosen, Some(ctx), |l| self.leave_table(l, ctx))
    }

    /// The caller leaves the table `l` (also what `/decline` and `/abort` do at a table).
    pub(crate) fn leave_table(&self, l: &mut Loaded, ctx: &Ctx) -> Result<Change, Refusal> {
        let id = l.entry.id;
        let user = ctx.user();
        Self::check_waiting_table(l)?;
        let entry = &mut l.entry;
        let table = entry.table.as_mut().ok_or(Refusal::NotATable(id))?;
        if table.seat_of(user).is_none() {
            return Err(Refusal::NotSeated(id));
        }
        if user == entry.challenger {
            entry.phase = Phase::Declined { by: user };
            let text = words::table_closed(self.users.game_channel_lang(&l.entry), id, user);
            return Ok(Change::saved(vec![self.plain_post(l, text, Vec::new())]));
        }
        table.free(user);
        entry.players = table.humans();
        entry.accepted.retain(|u| *u != user);
        let news = TableNews::Left { by: user };
        Ok(Change::saved(vec![self.table_post_with(ctx.lang, l, news)]))
    }

    /// Joining and leaving happen only while the table waits for players.
    fn check_waiting_table(l: &Loaded) -> Result<(), Refusal> {
        let id = l.entry.id;
        not_ended(&l.entry)?;
        match l.entry.phase {
            Phase::Challenge if l.entry.table.is_some() => Ok(()),
            Phase::Playing => Err(Refusal::TableStarted(id)),
            _ => Err(Refusal::NotATable(id)),
        }
    }

    /// `/games`: the open tables of the caller's server they could join, each with its
    /// line, most urgent first among themselves (by game number).
    pub(crate) fn joinable_tables(&self, ctx: &Ctx) -> Vec<(Urgency, GameId, String)> {
        let Some(guild) = ctx.req.place.guild else {
            return Vec::new();
        };
        let ids = self.store.open_tables_in_guild(guild).unwrap_or_default();
        ids.into_iter()
            .filter_map(|id| self.store.game(id).ok().flatten())
            .filter(joinable_by(ctx.user()))
            .filter_map(|e| {
                let open = e.table.as_ref().map(Table::open_seats)?;
                let line = words::table_line(ctx.lang, e.id, e.record.variant, e.challenger, open);
                Some((Urgency::Joinable, e.id, line))
            })
            .collect()
    }
}

/// A table is joined (or given a computer) where it can be seen: in its own server, or
/// by DM; from another server it does not exist.
fn seen_from_here(ctx: &Ctx, entry: &GameEntry) -> Result<(), Refusal> {
    match (ctx.req.place.guild, entry.guild) {
        (Some(here), Some(there)) if here != there => Err(Refusal::NoSuchGame(entry.id)),
        _ => Ok(()),
    }
}
