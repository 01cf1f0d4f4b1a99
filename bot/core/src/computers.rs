//! Computer seats: the bot itself as an opponent (`/play demon @Referee level:hard`), or
//! seats of a table given to it (`/play junqi-siguo @bob computer:2`, the Add computer
//! button). The computer is one user that may hold several seats of a game; each of its
//! seats is a [`ComputerSeat`] with its own level, and its commands act for that seat.
//!
//! The core never thinks. When a saved game leaves a computer seat owing something (a
//! move, an answer to a draw offer or a takeback), the game goes on an agenda; a shell
//! takes it with [`Core::computer_work`], which builds a [`ComputerTask`] holding only
//! what that seat knows, runs [`ComputerTask::think`] on a thread of its own pool, and
//! hands the answer back with [`Core::computer_submit`], which plays it as the computer
//! user for that seat. Computers never play on alone: a game no person plays any longer
//! ends at once without a result (`Games::end_without_people`). Rules of conduct (`docs/computer.md`): it accepts challenges at once, never asks
//! for nor grants a takeback, answers draw offers by its family's rule (it offers none),
//! resigns only at `hard` on a loss it can prove and never while a person plays on its
//! team, and is never sent private messages. The same thinking stands in for an absent
//! person (`stand_ins`), and then only moves.

use crate::announce::Announcer;
use crate::effect::Effect;
use crate::engine::Loaded;
use crate::error::Refusal;
use crate::image_prefs::images_for_readers;
use crate::present::Out;
use crate::request::{Command, DrawAnswer, Place, Request, UndoAnswer};
use crate::stand_ins::StandIns;
use computer::{Budget, Choice, Kind, Knowledge, Level};
use referee_storage::ids::{GameId, User};
use referee_storage::records::{ComputerSeat, GameEntry, Phase};
use referee_storage::seats::Occupant;
use rules::{Game, PrivateInPublic, Seat};

crate::engine::domain!(
    /// The computer's seats: what it owes, its tasks and its moves.
    Computers
);

/// What playing a computer's choice takes (see [`Computers::submission`]).
pub(crate) enum Submission {
    /// A request the core handles as any other, for the task's seat.
    Request(Request),
    /// Played already (a stand-in's move), or nothing to play: what it sends.
    Played(Vec<Out>),
}

/// A challenge's `key=value` options.
type Options = Vec<(String, String)>;

/// The computers a `/play` asks for, all at its `level:` (default `normal`).
pub(crate) struct ComputersAsked {
    pub level: Level,
    /// Mentioned as opponents (`@Referee`).
    pub mentioned: Vec<ComputerSeat>,
    /// More seats for it (`computer:2`).
    pub more: usize,
}

impl ComputersAsked {
    pub fn any(&self) -> bool {
        !self.mentioned.is_empty() || self.more > 0
    }

    /// The table's occupant for one computer seat.
    pub fn occupant(&self) -> Occupant {
        Occupant::Computer {
            level: self.level.id().to_string(),
        }
    }
}

/// One thing a computer seat must do, with everything it may know and nothing more.
pub struct ComputerTask {
    game: GameId,
    /// The revision of the game it was built from: an answer to an older one is dropped.
    revision: u64,
    user: User,
    place: Place,
    knowledge: Knowledge,
    level: Level,
    budget: Budget,
    seed: u64,
    /// The seat it acts for (the computer may hold several seats of the game).
    seat: Seat,
    duty: Duty,
    /// It stands in for the seat's absent person (`stand_ins`): it only moves.
    stand_in: bool,
    /// A person still plays on the seat's team (四国): it never resigns on them.
    partner_plays: bool,
}

/// What the seat owes, the most urgent first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Duty {
    AnswerUndo,
    AnswerDraw,
    Act,
}

impl ComputerTask {
    pub fn game(&self) -> GameId {
        self.game
    }

    /// The seat it acts for.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The command the computer sends: pure and deterministic for the task (its budget
    /// has a wall-time cap only as a guard). Slow: run it off the shell's main threads.
    pub fn think(&self) -> Option<Command> {
        let game = Some(self.game);
        match self.duty {
            Duty::AnswerUndo => Some(Command::Undo {
                answer: UndoAnswer::Decline,
                game,
            }),
            Duty::AnswerDraw => {
                let answer = if computer::accepts_draw(&self.knowledge) {
                    DrawAnswer::Accept
                } else {
                    DrawAnswer::Decline
                };
                Some(Command::Draw { answer, game })
            }
            Duty::Act => {
                let mut rng = computer::rng(self.seed);
                match computer::choose(
                    &self.knowledge,
                    Kind::Level(self.level),
                    self.budget,
                    &mut rng,
                ) {
                    Choice::Act(text) => Some(Command::Move { text, game }),
                    // Resigning is the person's to do, never a stand-in's.
                    Choice::Resign if self.stand_in => None,
                    // Never leave a partner who plays on alone (docs/computer.md).
                    Choice::Resign if self.partner_plays => self.play_on(),
                    Choice::Resign => Some(Command::ResignConfirm { game }),
                    Choice::Nothing => None,
                }
            }
        }
    }
}

impl ComputerTask {
    /// A move instead of a resignation: what `normal`, which never resigns, would play.
    fn play_on(&self) -> Option<Command> {
        let mut rng = computer::rng(self.seed);
        let kind = Kind::Level(Level::Normal);
        match computer::choose(&self.knowledge, kind, self.budget, &mut rng) {
            Choice::Act(text) => Some(Command::Move {
                text,
                game: Some(self.game),
            }),
            Choice::Resign | Choice::Nothing => None,
        }
    }
}

impl Computers<'_> {
    /// The challenge's computers (mentioned, and `computer:N` more) with their level, and
    /// the options without `level` and `computer` (which only the bot reads).
    pub(crate) fn computer_seats(
        &self,
        opponents: &[User],
        options: &[(String, String)],
    ) -> Result<(Options, ComputersAsked), Refusal> {
        let mut level = Level::default();
        let mut more = 0;
        let mut rest = Vec::new();
        for (key, value) in options {
            match key.as_str() {
                "level" => level = value.parse().map_err(Refusal::BadSetup)?,
                "computer" => more = value.trim().parse().map_err(|_| Refusal::Usage("play"))?,
                _ => rest.push((key.clone(), value.clone())),
            }
        }
        if more > 0 {
            self.users.computer_user()?;
        }
        let mentioned = opponents
            .iter()
            .filter(|o| self.users.is_computer(o.id))
            .map(|o| ComputerSeat {
                user: o.id,
                level: level.id().to_string(),
                seat: None,
            })
            .collect();
        Ok((
            rest,
            ComputersAsked {
                level,
                mentioned,
                more,
            },
        ))
    }

    /// What the computer owes in `loaded` now, if anything: a computer seat's duty with
    /// its level, else a stand-in's move (at `normal`). The flag: a stand-in's.
    fn computer_duty(&self, loaded: &Loaded) -> Option<(Seat, Duty, Level, bool)> {
        match self.computer_seat_duty(loaded) {
            Some((seat, duty, level)) => Some((seat, duty, level, false)),
            None => StandIns::of(self)
                .stand_in_duty(loaded)
                .map(|seat| (seat, Duty::Act, Level::Normal, true)),
        }
    }

    /// What a computer seat of `loaded` owes now, if anything, with that seat's level.
    fn computer_seat_duty(&self, loaded: &Loaded) -> Option<(Seat, Duty, Level)> {
        let entry = &loaded.entry;
        if entry.phase != Phase::Playing || entry.computers.is_empty() {
            return None;
        }
        let status = loaded.game.status();
        let active = loaded.game.active_seats();
        entry.computers.iter().find_map(|c| {
            let seat = match c.seat {
                Some(index) => Seat(index),
                None => entry.seat_of(c.user)?,
            };
            if entry.player(seat)?.id != c.user {
                return None;
            }
            let level: Level = c.level.parse().unwrap_or_default();
            if let Some(undo) = &entry.undo {
                if undo.by != c.user && !undo.accepted.contains(&c.user) {
                    return Some((seat, Duty::AnswerUndo, level));
                }
            }
            // A seat out of the game has no say in a draw (and would be refused).
            let offers = loaded.game.pending_draw_offers();
            if !offers.is_empty() && !offers.contains(&seat) && active.contains(&seat) {
                return Some((seat, Duty::AnswerDraw, level));
            }
            status.may_act(seat).then_some((seat, Duty::Act, level))
        })
    }

    /// Whether the computer (a seat of its own, or a stand-in) owes the next action of
    /// `loaded`: it acts at once, without waiting on a person.
    pub(crate) fn computer_owes(&self, loaded: &Loaded) -> bool {
        self.computer_duty(loaded).is_some()
    }

    /// On start-up: every open game of the computer where it owes something goes on the
    /// agenda again, so a restart never loses its turn.
    pub(crate) fn schedule_computers(&self) {
        StandIns::of(self).schedule_stand_ins();
        let Some(user) = self.users.computer() else {
            return;
        };
        for id in self.store.open_games_of_user(user.id).unwrap_or_default() {
            if let Ok(loaded) = self.games.load(id) {
                self.games.note_computer_turn(&loaded);
            }
        }
    }

    /// Takes the agenda: one task per game where a computer owes something now.
    pub(crate) fn computer_work(&self) -> Vec<ComputerTask> {
        let ids = self.games.take_computer_work();
        ids.into_iter()
            .filter_map(|id| self.computer_task(id))
            .collect()
    }

    fn computer_task(&self, id: GameId) -> Option<ComputerTask> {
        let loaded = self.games.load(id).ok()?;
        let (seat, duty, level, stand_in) = self.computer_duty(&loaded)?;
        let entry = &loaded.entry;
        let user = entry.players.get(seat.index())?.clone();
        // Only this seat's views and notes go in (see the `computer` crate).
        let knowledge = computer::witness::from_record(&entry.record, seat).ok()?;
        Some(ComputerTask {
            game: id,
            revision: entry.revision,
            place: Place {
                channel: entry.post_channel(),
                guild: entry.guild,
                dm: false,
            },
            user,
            knowledge,
            level,
            budget: budget(level, self.config.computer_move_ms, self.config.seed),
            seed: move_seed(entry),
            seat,
            duty,
            stand_in,
            partner_plays: self.partner_plays(&loaded, seat),
        })
    }

    /// Whether a person still in the game sits on `seat`'s team (四国's partner).
    fn partner_plays(&self, loaded: &Loaded, seat: Seat) -> bool {
        let active = loaded.game.active_seats();
        loaded
            .entry
            .record
            .variant
            .info()
            .teams
            .iter()
            .filter(|team| team.contains(&seat.0))
            .flat_map(|team| team.iter().map(|s| Seat(*s)))
            .filter(|s| *s != seat && active.contains(s))
            .any(|s| {
                loaded
                    .entry
                    .player(s)
                    .is_some_and(|p| !self.users.is_computer(p.id))
            })
    }

    /// What playing the computer's choice for `task` takes: a request for the core to
    /// handle as the computer user for the task's seat, or a stand-in's move already
    /// played. Nothing happens when the game moved on meanwhile.
    pub(crate) fn submission(&self, task: &ComputerTask, command: Command, now: u64) -> Submission {
        if task.stand_in {
            return match command {
                // Sent as any request's effects are: none to the computer, none by a
                // DM Discord refused, each image drawn as its reader chose (a round's post
                // may end with a stand-in's move).
                Command::Move { text, .. } => {
                    let outs = StandIns::of(self).stand_in_submit(
                        task.game,
                        task.revision,
                        task.seat,
                        &text,
                        now,
                    );
                    let outs =
                        Announcer::of(self).hold_closed_dms(self.without_computer_mail(outs), now);
                    Submission::Played(images_for_readers(self.store, outs))
                }
                _ => Submission::Played(Vec::new()),
            };
        }
        let current = self.store.game(task.game).ok().flatten();
        let Some(entry) = current.filter(|entry| entry.revision == task.revision) else {
            return Submission::Played(Vec::new());
        };
        // A command its rules take only in private (every 古战棋 command) is sent as a
        // person would send it, by DM; `/move` in army chess is private already.
        let in_private = match &command {
            Command::Move { text, .. } => {
                entry.record.variant.info().private_in_public != PrivateInPublic::Ignore
                    && Game::replay(&entry.record).is_ok_and(|g| g.needs_privacy(task.seat, text))
            }
            _ => false,
        };
        let request = Request {
            user: task.user.clone(),
            place: Place {
                dm: in_private || task.place.dm,
                ..task.place.clone()
            },
            command,
            delivery_id: None,
            now,
            locale: None,
        };
        Submission::Request(request)
    }

    /// Drops what would be sent to the computer itself: it reads no messages.
    pub(crate) fn without_computer_mail(&self, outs: Vec<Out>) -> Vec<Out> {
        let Some(computer) = self.users.computer().map(|c| c.id) else {
            return outs;
        };
        outs.into_iter()
            .filter(|out| match &out.effect {
                Effect::Private { user, .. }
                | Effect::Ephemeral { user, .. }
                | Effect::Choices { user, .. } => *user != computer,
                _ => true,
            })
            .collect()
    }
}

/// A level's budget; with a fixed seed (`--seed`) without the wall-time guard, so a run
/// replays the same moves on a busy machine too.
fn budget(level: Level, move_ms: u64, seed: Option<u64>) -> Budget {
    let budget = Budget::for_level(level, move_ms);
    match seed {
        Some(_) => budget.deterministic(),
        None => budget,
    }
}

/// The seed of the computer's next choice in a game: its seat seed (never shown, and no
/// part of the rules' hidden state) and how far the game has gone.
fn move_seed(entry: &GameEntry) -> u64 {
    entry
        .seat_seed
        .rotate_left(17)
        .wrapping_add(entry.record.log.len() as u64)
}
