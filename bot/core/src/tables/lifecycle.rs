//! Challenge → accept → play → result, and the ways out: decline, withdraw, abort, lapse.
//!
//! Abort: before the second move of the game any player may abort at once; later every
//! player must ask for it (`/abort`, or the button), and a move in between cancels the request.
//!
//! Lapse: a challenge not accepted by everyone within the game's move deadline (at most
//! [`CHALLENGE_LIFETIME_SECS`]) ends with a note in its channel. Its time is the game's
//! wakeup while it is a challenge, so the clock (`Core::tick`) finds it, and a restart
//! re-arms it from the store like any deadline.

use super::Tables;
use crate::announce::Announcer;
use crate::clock::{self, challenge_deadline, owing};
use crate::computers::Computers;
use crate::computers::ComputersAsked;
use crate::duration::parse_duration;
use crate::effect::{Button, Effect};
use crate::engine::Change;
use crate::engine::Ctx;
use crate::engine::Handled;
use crate::engine::Loaded;
use crate::engine::{not_ended, waiting_for};
use crate::error::Refusal;
use crate::present::{self, Out};
use crate::ranking::Ranking;
use crate::request::{Command, GameId, User};
use crate::words::{self, ChallengeText, Seats};
use referee_ratings::RatedNote;
use referee_storage::records::ComputerSeat;
use referee_storage::records::{Expiry, GameEntry, Phase, GAME_VERSION};
use referee_storage::seats::{Occupant, Table};
use rules::variant::Setup;
use rules::TimeoutRule;
use rules::{Game, VariantId};

/// A lapsed challenge is stored as declined by no one (user ids are never 0).
const NOBODY: u64 = 0;

/// Log entries that are moves of the game (draw offers and the like do not count).
pub(crate) fn moves_played(game: &Game) -> usize {
    game.record()
        .log
        .iter()
        .filter(|e| e.is_family_action())
        .count()
}

/// Fisher–Yates with splitmix64: the seed comes from the OS and is never shown.
fn shuffle<T>(items: &mut [T], seed: u64) {
    let mut state = seed;
    let mut next = || {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    for i in (1..items.len()).rev() {
        let j = (next() % (i as u64 + 1)) as usize;
        items.swap(i, j);
    }
}

/// A game the referee arranges (a tournament pairing): no challenge, no options.
pub(crate) struct Arranged {
    /// Reserved beforehand (`Store::next_game_id`), so the pairing can name it.
    pub id: GameId,
    pub variant: VariantId,
    /// In seat order.
    pub players: Vec<User>,
    pub channel: u64,
    pub guild: Option<u64>,
    pub per_move: u64,
    /// Counts for ratings (the tournament is rated and the server keeps ratings).
    pub rated: bool,
    pub now: u64,
    pub lang: words::Lang,
}

/// A challenge's options sorted by who reads them: the store (`expiry`) or the rules.
struct RoutedOptions {
    expiry: Expiry,
    /// What the rules get: every option but `expiry`, phase deadlines included (the
    /// clock reads those from the set-up).
    variant: rules::variant::Options,
}

/// Who a challenge seats and on what terms, decided before its record is made.
struct Terms {
    players: Vec<User>,
    computers: Vec<ComputerSeat>,
    /// Those who accepted already (the computer, at once).
    accepted: Vec<u64>,
    table: Option<Table>,
    random_seats: bool,
    per_move: u64,
    expiry: Expiry,
    rated: bool,
}

impl Tables<'_> {
    /// `/play`: a challenge, in steps: who plays, which option goes where, the game the
    /// rules build, its record, saving it, and the post that asks the opponents.
    pub(crate) fn play(
        &self,
        ctx: &Ctx,
        variant: &str,
        opponents: &[User],
        random_seats: bool,
        options: &[(String, String)],
        deadline_secs: Option<u64>,
    ) -> Handled {
        let variant = VariantId::parse(variant)
            .ok_or_else(|| Refusal::UnknownVariant(variant.to_string()))?;
        if ctx.req.place.dm {
            return Err(Refusal::PlayInChannel);
        }
        let players = Self::players_of_challenge(&ctx.req.user, opponents)?;
        let (options, computers) = Computers::of(self).computer_seats(opponents, options)?;
        let (asked, options) = crate::ranking::rated::take_rated_option(&options)?;
        // A game with the computer in it is never rated, so its post says nothing of it.
        let (rated, rated_note) = if computers.any() {
            (false, None)
        } else {
            Ranking::of(self).rated_challenge(ctx, asked)
        };
        let routed = self.route_options(variant, &options)?;
        let table = self.table_of(variant, &players, &computers);
        let seats = table.as_ref().map_or(players.len(), |t| t.seats.len());
        let game = Self::new_game(variant, seats, routed.variant, self.games.random()?)?;
        // The computer accepts at once.
        let accepted = computers.mentioned.iter().map(|c| c.user).collect();
        // At a table the people seated so far are its players until the start, when
        // the computers take their seats; a challenge names the computer it plays.
        let (players, computers) = match &table {
            Some(table) => (table.humans(), Vec::new()),
            None => (players, computers.mentioned),
        };
        let terms = Terms {
            players,
            computers,
            accepted,
            table,
            random_seats,
            per_move: deadline_secs.unwrap_or(self.config.default_deadline_secs),
            expiry: routed.expiry,
            rated,
        };
        let entry = self.challenge_entry(ctx, terms, &game)?;
        self.remember_names(opponents);
        self.open_challenge(ctx, Loaded { entry, game }, opponents, rated_note)
    }

    /// Remember names so mentions can be shown as names (console) later.
    fn remember_names(&self, opponents: &[User]) {
        for opponent in opponents {
            let _ = self
                .users
                .update_user(opponent.id, &opponent.name, |_| false);
        }
    }

    /// The record of a new challenge: its number, its seats and terms, and the game as
    /// the rules built it.
    fn challenge_entry(&self, ctx: &Ctx, terms: Terms, game: &Game) -> Result<GameEntry, Refusal> {
        Ok(GameEntry {
            version: GAME_VERSION,
            id: self.store.next_game_id()?,
            players: terms.players,
            challenger: ctx.user(),
            accepted: terms.accepted,
            random_seats: terms.random_seats,
            seat_seed: self.games.random()?,
            channel: ctx.req.place.channel,
            guild: ctx.req.place.guild,
            thread: None,
            phase: Phase::Challenge,
            created: ctx.now(),
            per_move: terms.per_move,
            expiry: terms.expiry,
            clocks: Vec::new(),
            abort_votes: Vec::new(),
            ended: None,
            undo: None,
            revision: 0,
            rated: terms.rated,
            rating: None,
            computers: terms.computers,
            stand_ins: Vec::new(),
            held_posts: Vec::new(),
            record: game.record().clone(),
            table: terms.table,
        })
    }

    /// A new challenge or table stored, and posted (or, when only the computer was
    /// asked and every seat is taken, started at once).
    fn open_challenge(
        &self,
        ctx: &Ctx,
        mut loaded: Loaded,
        opponents: &[User],
        rated_note: Option<RatedNote>,
    ) -> Handled {
        let only_computers = opponents.iter().all(|o| self.users.is_computer(o.id));
        let seated = loaded
            .entry
            .table
            .as_ref()
            .map_or(!opponents.is_empty(), |t| t.is_full() && t.has_computer());
        if only_computers && seated {
            // Nobody else to wait for: the game starts now.
            let outs = self.start(&mut loaded, ctx.now(), ctx.lang);
            self.games.save(&mut loaded, Some(ctx))?;
            crate::telemetry::game_saved(None, &loaded.entry);
            return Ok(outs);
        }
        self.games.save(&mut loaded, Some(ctx))?;
        crate::telemetry::game_saved(None, &loaded.entry);
        let mut post = if loaded.entry.table.is_some() {
            self.table_opened_post(ctx, &loaded)
        } else {
            self.challenge_post(&loaded, opponents)
        };
        if let (Some(note), Effect::Post { text, .. }) = (rated_note, &mut post.effect) {
            text.push('\n');
            text.push_str(&words::rated_note(
                self.users.game_channel_lang(&loaded.entry),
                note,
            ));
        }
        Ok(vec![post])
    }

    /// The table a `/play` opens, if any. Fewer players than the game seats: the rest are
    /// free seats anyone may join. Computers asked with `computer:N` (and then those
    /// mentioned, in the order named) hold seats of their own; the table is as large as
    /// the game's fewest seats, or as everyone named (the rules refuse too many).
    fn table_of(
        &self,
        variant: VariantId,
        players: &[User],
        computers: &ComputersAsked,
    ) -> Option<Table> {
        let fewest = variant.info().min_seats;
        if computers.more == 0 {
            // As before computer seats: a mentioned computer sits at an open table as a
            // player, and so as a computer seat too.
            if players.len() >= fewest {
                return None;
            }
        }
        let mut named: Vec<Occupant> = players
            .iter()
            .map(|p| {
                if self.users.is_computer(p.id) {
                    computers.occupant()
                } else {
                    Occupant::Human { user: p.clone() }
                }
            })
            .collect();
        named.extend(std::iter::repeat_n(computers.occupant(), computers.more));
        let seats = fewest.max(named.len());
        Table::seating(seats, named)
    }

    /// The challenger first, then each opponent once; nobody challenges themselves.
    /// (None named opens a table with every other seat free.)
    fn players_of_challenge(challenger: &User, opponents: &[User]) -> Result<Vec<User>, Refusal> {
        let mut players = vec![challenger.clone()];
        for opponent in opponents {
            if opponent.id == challenger.id {
                return Err(Refusal::SelfChallenge);
            }
            if players.iter().any(|p| p.id == opponent.id) {
                return Err(Refusal::DuplicatePlayer(opponent.name.clone()));
            }
            players.push(opponent.clone());
        }
        Ok(players)
    }

    /// Sort a challenge's options: the clock's deadlines, the store's expiry rule, and
    /// the rest for the rules.
    fn route_options(
        &self,
        variant: VariantId,
        options: &[(String, String)],
    ) -> Result<RoutedOptions, Refusal> {
        let mut expiry = self.config.expiry;
        let mut variant_options = rules::variant::Options::new();
        for (key, value) in options {
            if clock::is_phase_deadline(variant.info(), key) {
                // The clock's business, not the rules': a phase's own deadline, kept in the
                // set-up, where the clock reads it.
                parse_duration(value).ok_or_else(|| Refusal::BadDuration(value.clone()))?;
                variant_options.insert(key.clone(), value.clone());
            } else if key == "expiry" {
                // Families whose spec defines timeouts apply their own rule.
                if variant.info().timeout == TimeoutRule::Rules {
                    return Err(Refusal::Setup(variant.info().expiry_refusal()));
                }
                expiry = Expiry::parse(value).ok_or_else(|| Refusal::BadExpiry(value.clone()))?;
            } else {
                variant_options.insert(key.clone(), value.clone());
            }
        }
        Ok(RoutedOptions {
            expiry,
            variant: variant_options,
        })
    }

    /// The game the rules build for `seats` players with `options`, checked first so the
    /// player reads why not in their language.
    fn new_game(
        variant: VariantId,
        seats: usize,
        options: rules::variant::Options,
        seed: u64,
    ) -> Result<Game, Refusal> {
        let info = variant.info();
        info.check_seats(seats).map_err(Refusal::Setup)?;
        info.check_options(&options).map_err(Refusal::Setup)?;
        let setup = Setup {
            seats,
            options,
            seed,
        };
        Game::new(variant, setup).map_err(|e| Refusal::BadSetup(e.0))
    }

    /// The challenge in its channel, with the buttons to accept or decline it.
    fn challenge_post(&self, l: &Loaded, opponents: &[User]) -> Out {
        let id = l.entry.id;
        let opponent_ids: Vec<u64> = opponents.iter().map(|o| o.id).collect();
        let lang = self.users.game_channel_lang(&l.entry);
        let text = words::challenge(
            lang,
            &ChallengeText {
                id,
                variant: l.entry.record.variant,
                challenger: l.entry.challenger,
                opponents: &opponent_ids,
                random_seats: l.entry.random_seats,
                per_move: l.entry.per_move,
            },
        );
        let buttons = [
            (
                Command::Accept { game: Some(id) },
                words::button_accept(lang),
                false,
            ),
            (
                Command::Decline { game: Some(id) },
                words::button_decline(lang),
                true,
            ),
        ]
        .into_iter()
        .filter_map(|(cmd, label, danger)| cmd.button_id().map(|id| Button { id, label, danger }))
        .collect();
        Out::plain(
            Effect::post(l.entry.channel, text)
                .with_buttons(buttons)
                .about(Some(present::tag(&l.entry, &l.game))),
        )
    }

    fn invited_to(user: u64) -> impl Fn(&GameEntry) -> bool {
        move |e| e.phase == Phase::Challenge && e.seat_of(user).is_some()
    }

    pub(crate) fn accept(&self, ctx: &Ctx, game: Option<GameId>) -> Handled {
        let user = ctx.user();
        let chosen = self.games.choose(ctx, game, move |e| {
            Self::invited_to(user)(e) && e.challenger != user
        })?;
        let id = chosen.entry.id;
        self.games.act(chosen, Some(ctx), |l| {
            if l.entry.seat_of(user).is_none() || l.entry.challenger == user {
                return Err(Refusal::NotInvited(id));
            }
            not_ended(&l.entry)?;
            if l.entry.phase == Phase::Playing {
                return Err(Refusal::AlreadyAccepted(id));
            }
            if l.entry.accepted.contains(&user) {
                return Err(Refusal::AlreadyAccepted(id));
            }
            l.entry.accepted.push(user);
            let waiting = waiting_for(&l.entry);
            if l.entry.table.as_ref().is_some_and(|t| !t.is_full()) {
                return Ok(Change::saved(vec![self.table_accepted_post(ctx, l)]));
            }
            if !waiting.is_empty() {
                let text = words::accepted_waiting(
                    self.users.game_channel_lang(&l.entry),
                    id,
                    user,
                    &waiting,
                );
                let post = Effect::post(l.entry.post_channel(), text)
                    .about(Some(present::tag(&l.entry, &l.game)));
                return Ok(Change::saved(vec![Out::plain(post)]));
            }
            Ok(Change::saved(self.start(l, ctx.now(), ctx.lang)))
        })
    }

    /// A game arranged by the referee (a tournament's pairing): built like a challenge,
    /// then started as an accepted one is, with the players seated in the order given.
    pub(crate) fn start_arranged(&self, arranged: &Arranged) -> Result<Vec<Out>, Refusal> {
        let game = Self::new_game(
            arranged.variant,
            arranged.players.len(),
            rules::variant::Options::new(),
            self.games.random()?,
        )?;
        let entry = GameEntry {
            version: GAME_VERSION,
            id: arranged.id,
            players: arranged.players.clone(),
            challenger: arranged.players.first().map_or(0, |p| p.id),
            accepted: arranged.players.iter().map(|p| p.id).collect(),
            random_seats: false,
            seat_seed: self.games.random()?,
            channel: arranged.channel,
            guild: arranged.guild,
            thread: None,
            phase: Phase::Challenge,
            created: arranged.now,
            per_move: arranged.per_move,
            expiry: self.config.expiry,
            clocks: Vec::new(),
            abort_votes: Vec::new(),
            ended: None,
            undo: None,
            revision: 0,
            rated: arranged.rated,
            rating: None,
            computers: Vec::new(),
            stand_ins: Vec::new(),
            held_posts: Vec::new(),
            table: None,
            record: game.record().clone(),
        };
        let mut loaded = Loaded { entry, game };
        let outs = self.start(&mut loaded, arranged.now, arranged.lang);
        self.games.save(&mut loaded, None)?;
        crate::telemetry::game_saved(None, &loaded.entry);
        Ok(outs)
    }

    /// Everyone accepted (or every seat of a table is taken): seat the players and start
    /// the clocks.
    pub(crate) fn start(&self, l: &mut Loaded, now: u64, lang: words::Lang) -> Vec<Out> {
        // The channel reads its own language, whoever started the game.
        let _ = lang;
        let lang = self.users.game_channel_lang(&l.entry);
        self.seat_players(l);
        l.entry.phase = Phase::Playing;
        let status = l.game.status();
        let allowed = clock::allowed(&l.entry, &l.game);
        clock::restart(
            &mut l.entry,
            &owing(&status),
            now,
            allowed,
            &self.config.reminder_secs,
        );
        self.started_posts(l, lang)
    }

    /// The players in their seats: drawn at random when asked, and at a table with
    /// computer seats every seat a player, each computer seat remembered with its level.
    fn seat_players(&self, l: &mut Loaded) {
        let computer = self.users.computer();
        let table_seats = l
            .entry
            .table
            .as_ref()
            .filter(|t| t.has_computer())
            .zip(computer)
            .and_then(|(table, computer)| table.seated(computer));
        match table_seats {
            Some(mut seated) => {
                if l.entry.random_seats {
                    shuffle(&mut seated, l.entry.seat_seed);
                }
                l.entry.computers = seated
                    .iter()
                    .enumerate()
                    .filter_map(|(index, (user, level))| {
                        Some(ComputerSeat {
                            user: user.id,
                            level: level.clone()?,
                            seat: Some(u8::try_from(index).ok()?),
                        })
                    })
                    .collect();
                l.entry.players = seated.into_iter().map(|(user, _)| user).collect();
            }
            None if l.entry.random_seats => shuffle(&mut l.entry.players, l.entry.seat_seed),
            None => {}
        }
    }

    /// The game's first board in its channel, whose turn it is, and (where threads are
    /// on) the game's own thread.
    fn started_posts(&self, l: &Loaded, lang: words::Lang) -> Vec<Out> {
        let seats = Seats {
            lang,
            players: &l.entry.players,
            info: l.entry.record.variant.info(),
        };
        let mut lines = vec![words::started(
            lang,
            l.entry.id,
            l.entry.record.variant,
            &seats.roster(),
        )];
        lines.extend(Announcer::of(self).status_line(l, lang));
        let mut outs = vec![crate::announce::public_board(
            l,
            lang,
            lines.join("\n"),
            Announcer::of(self).move_buttons(l, lang),
        )];
        outs.extend(Announcer::of(self).turn_messages(l, None));
        if self.config.open_threads && l.entry.thread.is_none() {
            let names: Vec<&str> = l.entry.players.iter().map(|p| p.name.as_str()).collect();
            outs.push(Out::plain(Effect::OpenThread {
                channel: l.entry.channel,
                game: l.entry.id,
                name: format!("#{} {}", l.entry.id, names.join(" vs ")),
            }));
        }
        outs
    }

    /// `/decline`: an opponent refuses the challenge, or the challenger withdraws it.
    pub(crate) fn decline(&self, ctx: &Ctx, game: Option<GameId>) -> Handled {
        let user = ctx.user();
        let chosen = self.games.choose(ctx, game, Self::invited_to(user))?;
        self.games
            .act(chosen, Some(ctx), |l| self.end_challenge(l, ctx))
    }

    fn end_challenge(&self, l: &mut Loaded, ctx: &Ctx) -> Result<Change, Refusal> {
        if l.entry.table.is_some() && l.entry.phase == Phase::Challenge {
            // At a table only its creator ends it; anyone else frees their seat.
            return self.leave_table(l, ctx);
        }
        let id = l.entry.id;
        let user = ctx.user();
        if l.entry.seat_of(user).is_none() {
            return Err(Refusal::NotInvited(id));
        }
        if l.entry.phase != Phase::Challenge {
            return Err(match l.entry.phase {
                Phase::Playing => Refusal::AlreadyAccepted(id),
                _ => Refusal::GameEnded(id),
            });
        }
        l.entry.phase = Phase::Declined { by: user };
        let text = words::declined(
            self.users.game_channel_lang(&l.entry),
            id,
            user,
            user == l.entry.challenger,
        );
        Ok(Change::saved(vec![Out::plain(
            Effect::post(l.entry.post_channel(), text).about(Some(present::tag(&l.entry, &l.game))),
        )]))
    }

    /// Challenges among the claimed `due` games whose time ran out at `now` lapse, each with a note in its channel.
    /// Other due games are left to the deadline clock.
    pub(crate) fn lapse_challenges(&self, now: u64, due: &[GameId]) -> Vec<Out> {
        let mut outs = Vec::new();
        for &id in due {
            // Cheap look first: most due games are being played, not waiting.
            let waiting = matches!(self.store.game(id), Ok(Some(e)) if e.phase == Phase::Challenge);
            if !waiting {
                continue;
            }
            let lapsed = self.games.act(id, None, |l| {
                if l.entry.phase != Phase::Challenge || challenge_deadline(&l.entry) > now {
                    return Ok(Change::unchanged());
                }
                l.entry.phase = Phase::Declined { by: NOBODY };
                let waiting = waiting_for(&l.entry);
                let lang = self.users.game_channel_lang(&l.entry);
                let lived = challenge_deadline(&l.entry).saturating_sub(l.entry.created);
                let text = match &l.entry.table {
                    Some(table) => words::table_lapsed(lang, l.entry.id, table.open_seats(), lived),
                    None => words::challenge_lapsed(lang, l.entry.id, &waiting, lived),
                };
                Ok(Change::saved(vec![Out::plain(
                    Effect::post(l.entry.post_channel(), text)
                        .about(Some(present::tag(&l.entry, &l.game))),
                )]))
            });
            if let Ok(more) = lapsed {
                outs.extend(more);
            }
        }
        outs
    }

    pub(crate) fn abort(&self, ctx: &Ctx, game: Option<GameId>) -> Handled {
        let user = ctx.user();
        let chosen = self
            .games
            .choose(ctx, game, move |e| e.is_open() && e.seat_of(user).is_some())?;
        let id = chosen.entry.id;
        self.games.act(chosen, Some(ctx), |l| {
            if l.entry.seat_of(user).is_none() {
                return Err(Refusal::AbortNeedsPlayer(id));
            }
            not_ended(&l.entry)?;
            if l.entry.phase == Phase::Challenge {
                return self.end_challenge(l, ctx);
            }
            if !l.entry.abort_votes.contains(&user) {
                l.entry.abort_votes.push(user);
            }
            // Computer seats agree once every person has voted: a computer never votes
            // of its own accord, and without this a person could only resign.
            let missing: Vec<u64> = l
                .entry
                .players
                .iter()
                .map(|p| p.id)
                .filter(|p| !l.entry.abort_votes.contains(p) && !self.users.is_computer(*p))
                .collect();
            if moves_played(&l.game) >= 2 && !missing.is_empty() {
                let button = Command::Abort { game: Some(id) }
                    .button_id()
                    .map(|bid| Button {
                        id: bid,
                        label: words::button_abort(self.users.game_channel_lang(&l.entry)),
                        danger: true,
                    });
                let post = Effect::post(
                    l.entry.post_channel(),
                    words::abort_vote(self.users.game_channel_lang(&l.entry), id, user, &missing),
                )
                .with_buttons(button.into_iter().collect())
                .about(Some(present::tag(&l.entry, &l.game)));
                return Ok(Change::saved(vec![Out::plain(post)]));
            }
            l.game.abort();
            l.entry.finish(ctx.now());
            l.entry.abort_votes.clear();
            let lang = self.users.game_channel_lang(&l.entry);
            let text = words::aborted(lang, id);
            Ok(Change::saved(vec![crate::announce::public_board(
                l,
                lang,
                text,
                Vec::new(),
            )]))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::shuffle;

    #[test]
    fn shuffle_is_a_permutation_and_depends_on_the_seed() {
        let mut seen = std::collections::HashSet::new();
        for seed in 0..64 {
            let mut items = [0, 1, 2, 3];
            shuffle(&mut items, seed);
            let mut sorted = items;
            sorted.sort_unstable();
            assert_eq!(sorted, [0, 1, 2, 3]);
            seen.insert(items);
        }
        assert!(seen.len() > 10, "only {} orders from 64 seeds", seen.len());
    }
}
