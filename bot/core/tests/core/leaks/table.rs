//! One random game through the core: players (and a spectator) send legal actions, typos,
//! private actions in the channel, questions, draws, resignations and aborts, and the
//! clock runs out now and then. Every request's effects are checked before the next.
//!
//! Half the games seat the computer too (`@referee` in a challenge, `computer:N` seats at
//! a table): after every request it plays what it owes, and its effects are checked the
//! same way.

use super::check::{self, Batch, Now};
use super::harness::{self, request, user, T0};
use super::Dice;
use referee_core::effect::Effect;
use referee_core::present::Out;
use referee_core::store::records::Phase;
use referee_core::{Core, CoreConfig};
use rules::{Game, Seat, Status, Viewer};

/// A mode to play: the variant, its seats and `/play` options.
#[derive(Clone, Debug)]
pub struct Mode {
    pub variant: &'static str,
    pub seats: usize,
    pub options: Vec<&'static str>,
}

const PLAYERS: [&str; 4] = ["ann", "ben", "cat", "dan"];
/// Sits in the channel and plays in no game.
pub const WATCHER: &str = "wes";
/// The computer user (as in the console).
const COMPUTER: &str = "referee";
/// Rounds of computer answers after one request, at most.
const COMPUTER_ROUNDS: usize = 8;
const GAME: u64 = 1;

/// What happened over a game, for the caller to see the harness really played.
#[derive(Debug, Default)]
pub struct Tally {
    pub requests: usize,
    pub accepted: usize,
    pub refused: usize,
    pub images: usize,
    /// Turn messages: a player's own board when play begins, or the mover's with the prompt.
    pub turn_boards: usize,
    pub secrets_seen: usize,
    pub finished: bool,
    /// Actions the computer played.
    pub computer_actions: usize,
    /// Of those, actions it played for an absent person (a stand-in).
    pub stand_in_actions: usize,
    /// Images drawn with a player's own marks on them (`/mark`).
    pub marked_images: usize,
    /// Picker steps drawn (a picker with its image), by clicks of `pickers.rs`.
    pub picker_steps: usize,
    /// 古战棋 probe results held, summed over the checks of `probes_rebuilt.rs`.
    pub probe_results: usize,
    /// Posts telling a round of several computer moves at once (issue 34), each checked
    /// like any post.
    pub round_posts: usize,
}

pub struct Table {
    core: Core,
    mode: Mode,
    dice: Dice,
    now: u64,
    label: String,
    /// The people seated, once the game is on (every seat before).
    people: Vec<&'static str>,
    /// The people who laid a private mark (`/mark`) in this game.
    markers: Vec<&'static str>,
    /// The log length at the last probe-result check (`probes_rebuilt.rs`).
    probes_checked_at: usize,
    pub tally: Tally,
}

impl Table {
    pub fn new(mode: Mode, seed: u64) -> Table {
        let label = format!("{} {:?} seed {seed}", mode.variant, mode.options);
        let config = CoreConfig {
            computer: Some(user(COMPUTER)),
            computer_move_ms: 20,
            seed: Some(seed),
            ..CoreConfig::default()
        };
        let people = PLAYERS[..mode.seats].to_vec();
        Table {
            core: harness::core_on(referee_core::Store::in_memory(), config),
            mode,
            dice: Dice(seed),
            now: T0,
            label,
            people,
            markers: Vec::new(),
            probes_checked_at: 0,
            tally: Tally::default(),
        }
    }

    fn players(&self) -> &[&'static str] {
        &self.people
    }

    /// One of the people seated, at random.
    fn any_person(&mut self) -> &'static str {
        let at = self.dice.below(self.people.len());
        self.people[at]
    }

    pub fn game(&self) -> Option<(referee_core::store::records::GameEntry, Game)> {
        let entry = self.core.store().game(GAME).ok()??;
        let game = Game::replay(&entry.record).ok()?;
        Some((entry, game))
    }

    /// `seat` plays `action`, by DM when it must be private, in the channel otherwise;
    /// what came back is checked and returned.
    pub fn act(&mut self, seat: Seat, action: &str) -> Vec<Out> {
        let (Some(who), Some((_, game))) = (self.name_of(seat), self.game()) else {
            return Vec::new();
        };
        let dm = game.needs_privacy(seat, action);
        self.send(who, action, dm)
    }

    /// The checks of every request, on effects made up by a test (a planted leak):
    /// panics where they would.
    pub fn check_only(&self, sender: Option<u64>, outs: &[Out]) {
        let Some((entry, game)) = self.game() else {
            return;
        };
        let now = Now {
            entry: &entry,
            game: &game,
        };
        check::check(&now, &Batch { sender, outs }, &self.label);
    }

    /// Send one line and check what came back.
    pub fn send(&mut self, who: &str, text: &str, dm: bool) -> Vec<Out> {
        let req = request(who, text, dm, self.now);
        self.send_request(who, text, req)
    }

    /// `who` sends `command` (a click, an autocomplete: what no line types), described as
    /// `what`, in a DM or the channel; what came back is checked and returned.
    pub fn send_command(
        &mut self,
        who: &str,
        what: &str,
        command: referee_core::request::Command,
        dm: bool,
    ) -> Vec<Out> {
        let mut req = request(who, "/pick", dm, self.now);
        req.command = command;
        self.send_request(who, what, req)
    }

    /// The game as stored, to compare before and after a request.
    pub fn stored(&self) -> Option<Vec<u8>> {
        self.core.store().raw_game(GAME).ok().flatten()
    }

    /// A random number below `n`, from the game's dice.
    pub fn below(&mut self, n: usize) -> usize {
        self.dice.below(n)
    }

    /// The people seated (the computer's seats are not among them).
    pub fn people(&self) -> Vec<&'static str> {
        self.people.clone()
    }

    pub fn label(&self) -> &str {
        &self.label
    }

    fn send_request(
        &mut self,
        who: &str,
        text: &str,
        req: referee_core::request::Request,
    ) -> Vec<Out> {
        let before = self.core.store().raw_game(GAME).ok().flatten();
        let outs = self.core.handle_undrawn(req);
        let refused = outs
            .iter()
            .any(|o| matches!(o.effect, Effect::Ephemeral { error: true, .. }));
        self.tally.requests += 1;
        if refused {
            self.tally.refused += 1;
            // A refusal changes nothing and comes alone, to its sender only.
            assert_eq!(outs.len(), 1, "{}: `{text}` refused with more", self.label);
            assert_eq!(
                self.core.store().raw_game(GAME).ok().flatten(),
                before,
                "{}: `{text}` by {who} was refused but changed the game",
                self.label
            );
        } else if !outs.is_empty() {
            self.tally.accepted += 1;
        }
        self.verify(Some(user(who).id), &outs, &format!("{who}: {text}"));
        self.computers_play();
        outs
    }

    /// The computer plays what it owes, as a shell would, each answer checked.
    fn computers_play(&mut self) {
        for _ in 0..COMPUTER_ROUNDS {
            let tasks = self.core.computer_work();
            if tasks.is_empty() {
                return;
            }
            for task in tasks {
                let Some(command) = task.think() else {
                    continue;
                };
                let what = format!("{COMPUTER}: {command:?}");
                let outs = self.core.computer_submit_undrawn(&task, command, self.now);
                if !outs.is_empty() {
                    self.tally.computer_actions += 1;
                    let by_stand_in = self
                        .game()
                        .and_then(|(_, g)| g.record().log.last().map(|e| e.stand_in));
                    if by_stand_in == Some(true) {
                        self.tally.stand_in_actions += 1;
                    }
                }
                self.verify(Some(user(COMPUTER).id), &outs, &what);
            }
        }
    }

    fn verify(&mut self, sender: Option<u64>, outs: &[Out], what: &str) {
        let Some((entry, game)) = self.game() else {
            return;
        };
        self.tally.images += outs.iter().filter(|o| o.picture.is_some()).count();
        self.tally.marked_images += outs
            .iter()
            .filter(|o| {
                o.picture
                    .as_ref()
                    .is_some_and(|p| !p.opts.labels.is_empty())
            })
            .count();
        self.tally.round_posts += outs.iter().filter(|o| is_round_post(o)).count();
        self.tally.turn_boards += outs
            .iter()
            .filter(|o| match (&o.effect, &o.picture) {
                (Effect::Private { user, text, .. }, Some(p)) => {
                    let turn = text.contains("play begins") || text.contains("your turn");
                    turn && entry.seat_of(*user).map(Viewer::Seat) == Some(p.view.viewer)
                }
                _ => false,
            })
            .count();
        self.tally.secrets_seen += super::facts::secrets_from(&game, Viewer::Spectator).len();
        let now = Now {
            entry: &entry,
            game: &game,
        };
        let label = format!("{} after `{what}`", self.label);
        let others = super::marks::without_own_marks(outs, &self.markers);
        check::check(
            &now,
            &Batch {
                sender,
                outs: &others,
            },
            &label,
        );
        let seat_of = |u: u64| entry.seat_of(u);
        super::marks::check(outs, &self.markers, seat_of, &label);
        // Probe results follow from the log alone: checked whenever it grew.
        if game.record().log.len() != self.probes_checked_at {
            self.probes_checked_at = game.record().log.len();
            self.tally.probe_results += super::probes_rebuilt::check(&game, &label);
        }
    }

    /// Challenge and accept, or open a table the others join: the game is on. In half
    /// the games the computer takes some seats: named (`@referee`) or as `computer:N`.
    pub fn start(&mut self) {
        let seats = self.mode.seats;
        let computers = match self.dice.below(2) {
            0 => 0,
            _ => 1 + self.dice.below(seats - 1),
        };
        self.start_with(computers);
    }

    /// Starts the game with `computers` of its seats played by the computer.
    pub fn start_with(&mut self, computers: usize) {
        let seats = self.mode.seats;
        let people = PLAYERS[..seats - computers].to_vec();
        // A table seats the game's fewest players: only then can joiners fill it.
        let fewest = rules::VariantId::parse(self.mode.variant).map(|v| v.info().min_seats);
        let as_table = self.dice.below(2) == 0 && fewest == Some(seats);
        let mut line = format!("/play {}", self.mode.variant);
        for name in people[1..].iter().filter(|_| !as_table) {
            line.push_str(&format!(" @{name}"));
        }
        if computers > 0 {
            // One named, the rest as seats; or every one as a seat.
            let named = usize::from(self.dice.below(2) == 0);
            if named == 1 {
                line.push_str(&format!(" @{COMPUTER}"));
            }
            if computers > named {
                line.push_str(&format!(" computer:{}", computers - named));
            }
            line.push_str(" level:easy");
        }
        for option in &self.mode.options {
            line.push(' ');
            line.push_str(option);
        }
        // Half the games let the computer stand in for people (casual, so `/away` is
        // allowed; army chess's late players too): what it plays is checked like the rest.
        if self.dice.below(2) == 0 {
            line.push_str(&stand_in_options(self.mode.variant));
        }
        self.send(people[0], &line, false);
        let answer = if as_table { "/join" } else { "/accept" };
        for name in &people[1..] {
            self.send(name, answer, false);
        }
        let (entry, _) = self.game().expect("the challenge is stored");
        assert_eq!(entry.phase, Phase::Playing, "{}: not started", self.label);
        assert_eq!(
            entry.players.iter().filter(|p| p.name == COMPUTER).count(),
            computers,
            "{}: the computer's seats",
            self.label
        );
        self.people = people;
        self.label
            .push_str(&format!(" with {computers} computer seats"));
    }

    pub fn acting(&self, game: &Game) -> Vec<Seat> {
        match game.status() {
            Status::ToMove(seat) => vec![seat],
            Status::Simultaneous(waiting) => waiting,
            Status::Finished(_) => Vec::new(),
        }
    }

    fn pick<T: Clone>(&mut self, items: &[T]) -> Option<T> {
        (!items.is_empty()).then(|| items[self.dice.below(items.len())].clone())
    }

    /// Plays up to `steps` requests (fewer if the game ends and its questions are asked).
    pub fn play(&mut self, steps: usize) {
        let mut after_end = 0;
        for _ in 0..steps {
            let Some((entry, game)) = self.game() else {
                return;
            };
            if entry.phase != Phase::Playing {
                self.tally.finished = true;
                after_end += 1;
                if after_end > 3 {
                    return;
                }
                self.question();
                continue;
            }
            match self.dice.below(100) {
                0..=46 => self.legal_action(&game),
                47..=51 => self.mark(&game),
                52..=59 => self.picker_clicks(&game),
                60..=67 => self.typo(&game),
                68..=71 => self.private_in_channel(&game),
                72..=77 => self.intruder(&game),
                78..=84 => self.question(),
                85..=87 => self.away(),
                88..=91 => self.draw(),
                92..=93 => self.resign(&game),
                94..=97 => self.clock(&entry),
                _ => self.abort(),
            }
        }
    }

    /// The person in `seat`; `None` for a computer seat (it plays by itself).
    pub fn name_of(&self, seat: Seat) -> Option<&'static str> {
        let (entry, _) = self.game()?;
        let name = &entry.player(seat)?.name;
        PLAYERS.iter().copied().find(|p| p == name)
    }

    /// A sample of a seat's legal actions (ancient suggests nothing for its camp choice).
    pub fn choices(game: &Game, seat: Seat) -> Vec<String> {
        let sample = game.suggest(seat, "", 40);
        if sample.is_empty() {
            game.legal(seat)
        } else {
            sample
        }
    }

    fn legal_action(&mut self, game: &Game) {
        let acting = self.acting(game);
        let Some(seat) = self.pick(&acting) else {
            return;
        };
        let Some(who) = self.name_of(seat) else {
            return;
        };
        let Some(action) = self.pick(&Self::choices(game, seat)) else {
            return;
        };
        if game.needs_privacy(seat, &action) {
            self.send(who, &action, true);
            return;
        }
        match self.dice.below(3) {
            0 => self.send(who, &action, false),
            1 => self.send(who, &format!("/move {action}"), false),
            _ => self.send(who, &action, true),
        };
    }

    /// A legal action bent out of shape: a cell swapped for another, a character lost,
    /// sent by its seat or by someone else.
    fn typo(&mut self, game: &Game) {
        let seat = Seat(self.dice.below(self.mode.seats) as u8);
        let Some(action) = self.pick(&Self::choices(game, seat)) else {
            return;
        };
        let cells: Vec<String> = game
            .view(Viewer::Spectator)
            .board
            .cells
            .iter()
            .map(|c| c.name.clone())
            .collect();
        let bent = super::bend(&action, &cells, &mut self.dice);
        let who = self.any_person();
        let dm = game.needs_privacy(seat, &action) || self.dice.below(2) == 0;
        self.send(who, &bent, dm);
    }

    /// A private action typed where everyone reads: refused or ignored, never shown.
    fn private_in_channel(&mut self, game: &Game) {
        for seat in self.acting(game) {
            let private: Vec<String> = Self::choices(game, seat)
                .into_iter()
                .filter(|a| game.needs_privacy(seat, a))
                .collect();
            let Some(who) = self.name_of(seat) else {
                continue;
            };
            if let Some(action) = self.pick(&private) {
                let outs = self.send(who, &action, false);
                assert!(
                    outs.iter()
                        .all(|o| !matches!(o.effect, Effect::Post { .. })),
                    "{}: a private action typed in the channel was posted",
                    self.label
                );
                return;
            }
        }
    }

    /// Someone not seated tries to act for a seat: nothing changes, nothing is told.
    fn intruder(&mut self, game: &Game) {
        let acting = self.acting(game);
        let action = self
            .pick(&acting)
            .and_then(|seat| self.pick(&Self::choices(game, seat)))
            .unwrap_or_else(|| "resign".into());
        let lines = [
            format!("/move {action} #1"),
            action.clone(),
            "/resign confirm #1".into(),
            "/draw offer #1".into(),
            "/abort #1".into(),
            "/undo #1".into(),
            "/accept #1".into(),
            "/join #1".into(),
            "/leave #1".into(),
            "/add-computer #1".into(),
        ];
        let line = self.pick(&lines).unwrap_or_default();
        let dm = self.dice.below(2) == 0;
        let before = self.core.store().raw_game(GAME).ok().flatten();
        let outs = self.send(WATCHER, &line, dm);
        assert_eq!(
            self.core.store().raw_game(GAME).ok().flatten(),
            before,
            "{}: the spectator's `{line}` changed the game",
            self.label
        );
        assert!(
            outs.iter()
                .all(|o| !matches!(o.effect, Effect::Post { .. })),
            "{}: the spectator's `{line}` was posted",
            self.label
        );
    }

    /// A private mark (`/mark`) on a random position by anyone, the spectator included,
    /// with a guess typed in any language (or none: a clear).
    fn mark(&mut self, game: &Game) {
        let mut who: Vec<&'static str> = self.players().to_vec();
        who.push(WATCHER);
        let who = self.pick(&who).unwrap_or(WATCHER);
        let cells = game.view(Viewer::Spectator).board.cells;
        let cell = self
            .pick(&cells)
            .map(|c| c.name)
            .unwrap_or_else(|| "a1".into());
        let guess = self.pick(&super::marks::GUESSES).unwrap_or_default();
        let dm = self.dice.below(2) == 0;
        if !self.markers.contains(&who) {
            self.markers.push(who);
        }
        self.send(who, format!("/mark {cell} {guess}").trim(), dm);
    }

    /// Questions anyone may ask, the spectator included.
    fn question(&mut self) {
        let mut askers: Vec<&str> = self.players().to_vec();
        askers.push(WATCHER);
        let who = self.pick(&askers).unwrap_or(WATCHER);
        let cell = self
            .game()
            .and_then(|(_, g)| {
                let cells = g.view(Viewer::Spectator).board.cells;
                self.pick(&cells).map(|c| c.name)
            })
            .unwrap_or_else(|| "a1".into());
        let lines = [
            "/board #1".to_string(),
            "/board".into(),
            "/mine #1".into(),
            "/mine".into(),
            "/history #1".into(),
            format!("/hint {cell} #1"),
            "/games".into(),
            "/export #1".into(),
        ];
        let line = self.pick(&lines).unwrap_or_default();
        let dm = self.dice.below(3) == 0;
        self.send(who, &line, dm);
    }

    fn draw(&mut self) {
        let who = self.any_person();
        let line = self
            .pick(&["/draw offer", "/draw accept", "/draw decline"])
            .unwrap_or("/draw");
        self.send(who, line, false);
    }

    fn resign(&mut self, game: &Game) {
        // Rarely, so that most games run long enough to show something.
        if self.dice.below(3) != 0 {
            return;
        }
        let seats = super::facts::seats(game).collect::<Vec<_>>();
        if let Some(who) = self.pick(&seats).and_then(|seat| self.name_of(seat)) {
            self.send(who, "/resign confirm", false);
        }
    }

    /// A person hands their seat to the computer, or takes it back.
    fn away(&mut self) {
        let who = self.any_person();
        let line = self
            .pick(&["/away", "/away 1d", "/back"])
            .unwrap_or("/away");
        self.send(who, line, false);
    }

    fn abort(&mut self) {
        let who = self.any_person();
        self.send(who, "/abort", false);
    }

    /// Time passes, sometimes past a deadline: reminders and expiries go out.
    fn clock(&mut self, entry: &referee_core::store::records::GameEntry) {
        let late = self.dice.below(4) == 0;
        let step = if late {
            entry.per_move + 1 + self.dice.below(3_600) as u64
        } else {
            1 + self.dice.below(86_400) as u64
        };
        self.now += step;
        let outs = self.core.tick_undrawn(self.now);
        self.tally.requests += 1;
        self.verify(None, &outs, &format!("clock +{step}s"));
        self.computers_play();
    }
}

/// A post telling several moves at once: more than one move's header line (`Game #1 ·
/// @referee (East): …`), its board numbering the moves.
fn is_round_post(out: &Out) -> bool {
    let Effect::Post { text, .. } = &out.effect else {
        return false;
    };
    let heads = text
        .lines()
        .filter(|l| l.starts_with(&format!("Game #{GAME} · ")))
        .count();
    heads > 1
}

/// `/play` options that let the computer stand in: `rated:no` (`/away` is refused in rated
/// games), and the army-chess timeouts a mode takes.
fn stand_in_options(variant: &str) -> String {
    let mut line = " rated:no".to_string();
    let takes = |key: &str, value: &str| {
        rules::VariantId::parse(variant).is_some_and(|v| {
            v.info()
                .options
                .iter()
                .any(|o| o.key == key && o.values.contains(&value))
        })
    };
    for key in ["on_timeout", "on_deploy_timeout"] {
        if takes(key, "computer") {
            line.push_str(&format!(" {key}=computer"));
        }
    }
    line
}
