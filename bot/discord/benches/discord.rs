//! End to end through the fake Discord on the real boards: a `/move` slash command to the
//! board image posted in its answer, at a fixed OFFERED rate (open loop: moves go out on
//! a schedule whatever the answers do, and each latency counts from the move's scheduled
//! instant, so a slow answer cannot hide the moves queued behind it).
//!
//! 1. Sword and Magic Chess (8x8) over 1,000 concurrent games at 200 moves/s: p50 / p99.
//! 2. 魔神战棋 Demon War Chess (13x13) at 200 moves/s: p50 / p99.
//! 3. The sustained maximum over the 1,000 sword-magic games: the offered rate climbs in
//!    steps of 50 moves/s; the highest step whose p99 stays under [`P99_BOUND`] and whose
//!    answers keep up with the offer (at least 95 % answered within the step plus one
//!    bound) is the figure.
//!
//! Games are created through the core directly (as `/play` + `/accept` would); every
//! measured move goes through the gateway, the real serenity client, the core (rules,
//! store with flush, renderer) and back over REST with its PNG. Moves are real legal
//! moves of each game, picked by a seeded generator from a replay of the stored record.
//!
//! `cargo bench -p referee-discord --bench discord`. Environment (defaults in brackets):
//! `DISCORD_BENCH_GAMES` [1000] sword-magic games, `DISCORD_BENCH_DEMON_GAMES` [300],
//! `DISCORD_BENCH_RATE` [200] offered moves/s of the latency runs,
//! `DISCORD_BENCH_SECS` [5] seconds per latency run and per step,
//! `DISCORD_BENCH_MAX_RATE` [600] where the climb stops,
//! `DISCORD_BENCH_COMPUTERS` [0] computer opponents thinking during a second sword-magic
//! latency run (below), `DISCORD_BENCH_COMPUTER_MS` [1000] their think time a move.
//!
//! With `DISCORD_BENCH_COMPUTERS=N`, the sword-magic latency run is repeated with N games of
//! a person against a `hard` computer kept busy: as soon as the computer has answered, its
//! opponent plays a legal move through the fake Discord, so the shell's own computer pool
//! (`bot/discord/src/computer.rs`, the production default of `computer_threads` permits,
//! `computer_move_ms` a hard move) always has turns to think about. The two runs are
//! printed one after the other, with how many moves the computers played during the
//! second and the cores the whole process kept busy.

// The real shell against the fake Discord, shared with this crate's tests.
#[allow(dead_code)]
#[path = "../tests/discord/shell.rs"]
mod shell;
#[path = "support.rs"]
mod support;

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use referee_core::request::{Command, User};
use referee_core::{Core, CoreConfig};
use referee_testkit::fake_discord::{Actor, FakeDiscord, Opt, Target, APP_ID, CHANNEL};
use render::{RenderOptions, Renderer};
use rules::game::Channel;
use rules::{Game, Seat, Status, Viewer};
use shell::{core_game, open_core, request, start_bot, TestClock};
use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};
use support::{env_or, load_average, ms, percentile, process_cpu};

/// The latency bound of the sustained maximum: DESIGN.md's p99 target for one move.
const P99_BOUND: Duration = Duration::from_millis(100);

/// CPU time of this process's threads whose name starts with `prefix`, from
/// /proc/self/task/*/schedstat (nanoseconds on a CPU). Threads that have ended are not
/// counted, so the threads measured this way must live as long as the run.
fn threads_cpu(prefix: &str) -> Option<Duration> {
    let mut total = 0u64;
    for task in std::fs::read_dir("/proc/self/task").ok()?.flatten() {
        let path = task.path();
        let Ok(name) = std::fs::read_to_string(path.join("comm")) else {
            continue;
        };
        if !name.starts_with(prefix) {
            continue;
        }
        let Ok(stat) = std::fs::read_to_string(path.join("schedstat")) else {
            continue;
        };
        total += stat
            .split_whitespace()
            .next()
            .and_then(|ns| ns.parse::<u64>().ok())
            .unwrap_or(0);
    }
    Some(Duration::from_nanos(total))
}

/// CPU time of the calling thread (the bench's driver: it picks the moves and builds
/// the interactions the fake dispatches).
fn this_thread_cpu() -> Option<Duration> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    Some(Duration::from_nanos(
        s.split_whitespace().next()?.parse().ok()?,
    ))
}

/// The threads the fake Discord's server runs on (its own runtime, apart from the bot's).
const FAKE_THREADS: &str = "fake-discord";

/// CPU used over a run: the whole process, the fake Discord's server threads, and the
/// driver thread; the bot's share (gateway, serenity, core, store, renderer) is the rest.
#[derive(Clone, Copy)]
struct Cpu {
    whole: Duration,
    fake: Duration,
    driver: Duration,
}

impl Cpu {
    fn now() -> Option<Cpu> {
        Some(Cpu {
            whole: process_cpu()?,
            fake: threads_cpu(FAKE_THREADS)?,
            driver: this_thread_cpu()?,
        })
    }
    fn since(self, start: Cpu) -> Cpu {
        Cpu {
            whole: self.whole.saturating_sub(start.whole),
            fake: self.fake.saturating_sub(start.fake),
            driver: self.driver.saturating_sub(start.driver),
        }
    }
    fn bot(&self) -> Duration {
        self.whole.saturating_sub(self.fake + self.driver)
    }
}

/// One game on the table: who sits where, a replay of it to pick legal moves from, and
/// whether a move of it is waiting for its answer.
struct Table {
    id: u64,
    /// Seat index → the player's actor.
    seats: Vec<Actor>,
    game: Game,
    waiting: bool,
}

impl Table {
    /// A random legal move that leaves the game going (so tables never run out), played
    /// on the replay; `None` when the game has no such move left.
    fn next_move(&mut self, rng: &mut ChaCha8Rng) -> Option<(Actor, String)> {
        let Status::ToMove(seat) = self.game.status() else {
            return None;
        };
        let mut legal = self.game.legal(seat);
        while !legal.is_empty() {
            let text = legal.swap_remove(rng.next_u32() as usize % legal.len());
            let mut next = self.game.clone();
            if next.play(seat, &text, Channel::Public).is_ok()
                && matches!(next.status(), Status::ToMove(_))
            {
                self.game = next;
                return Some((self.seats.get(seat.index())?.clone(), text));
            }
        }
        None
    }
}

/// `count` games of `variant` challenged and accepted through the core, each with a
/// replay of its stored record.
fn open_tables(core: &Core, variant: &str, count: usize, first_user: u64, now: u64) -> Vec<Table> {
    (0..count as u64)
        .map(|i| {
            let a = Actor::new(first_user + 2 * i, &format!("{variant}-a{i}"));
            let b = Actor::new(first_user + 2 * i + 1, &format!("{variant}-b{i}"));
            let id = core_game(core, variant, &a, &b, now);
            let entry = core
                .store()
                .game(id)
                .expect("store readable")
                .expect("game stored");
            let seats = entry
                .players
                .iter()
                .map(|p| if p.id == a.id { a.clone() } else { b.clone() })
                .collect();
            let game = Game::replay(&entry.record).expect("stored record replays");
            assert!(
                matches!(game.status(), Status::ToMove(_)),
                "{variant} game #{id} did not start"
            );
            Table {
                id,
                seats,
                game,
                waiting: false,
            }
        })
        .collect()
}

/// What one open-loop run measured.
struct Run {
    offered: f64,
    sent: usize,
    latencies: Vec<Duration>,
    /// Sent moves whose answer had not come when the run stopped waiting.
    unanswered: usize,
    /// Scheduled moves not sent because every table was waiting for an answer.
    no_idle_table: usize,
    /// Answers that carried no PNG (a refused move: the replay and the bot disagree).
    refused: usize,
    /// Moves answered within the step's length plus [`P99_BOUND`].
    answered_in_time: usize,
    cpu: Option<Cpu>,
    /// From the first scheduled move to the last answer waited for.
    wall: Duration,
    load: String,
}

impl Run {
    fn sorted(&self) -> Vec<Duration> {
        let mut all = self.latencies.clone();
        all.sort();
        all
    }
    fn report(&self, what: &str) {
        let all = self.sorted();
        let per_move = |d: Duration| ms(d) / self.sent.max(1) as f64;
        let cpu = self.cpu.map_or(String::new(), |cpu| {
            format!(
                "; CPU per move: {:.2} ms whole process = bot {:.2} + fake Discord {:.2} + \
                 driver {:.2}; {:.2} cores busy",
                per_move(cpu.whole),
                per_move(cpu.bot()),
                per_move(cpu.fake),
                per_move(cpu.driver),
                cpu.whole.as_secs_f64() / self.wall.as_secs_f64().max(1e-9),
            )
        });
        println!(
            "{what}: offered {:.0} moves/s, {} sent, {} answered: p50 {:.1} ms, p99 {:.1} ms, \
             max {:.1} ms; {} unanswered, {} refused, {} skipped (no idle game); load {} at the \
             start{cpu}",
            self.offered,
            self.sent,
            all.len(),
            ms(percentile(&all, 0.5)),
            ms(percentile(&all, 0.99)),
            ms(all.last().copied().unwrap_or_default()),
            self.unanswered,
            self.refused,
            self.no_idle_table,
            self.load,
        );
    }
    /// The step held: p99 under the bound, nothing refused, and the answers kept up.
    fn held(&self) -> bool {
        let all = self.sorted();
        self.refused == 0
            && self.no_idle_table == 0
            && percentile(&all, 0.99) <= P99_BOUND
            && self.answered_in_time as f64 >= 0.95 * self.sent as f64
    }
}

/// Take the answers that arrived since `seen`: each final reply of a pending move ends
/// its latency (from its scheduled instant) and frees its table. The PNGs are dropped
/// from the fake's log once checked so a long run does not hold every image.
fn collect(
    fake: &FakeDiscord,
    seen: &mut usize,
    pending: &mut HashMap<String, (Instant, usize)>,
    tables: &mut [Table],
    run: &mut Run,
    in_time_until: Instant,
) {
    let mut log = fake.log();
    let end = log.sent.len();
    for sent in &mut log.sent[*seen..end] {
        let Target::Reply(token) = &sent.target else {
            continue;
        };
        if sent.callback != 0 {
            continue;
        }
        let Some((scheduled, table)) = pending.remove(token) else {
            continue;
        };
        if sent.files.first().is_some_and(|f| f.is_png()) {
            run.latencies
                .push(sent.at.saturating_duration_since(scheduled));
            if sent.at <= in_time_until {
                run.answered_in_time += 1;
            }
        } else {
            run.refused += 1;
            eprintln!("refused: {:?}", sent.content);
        }
        sent.files.clear();
        if let Some(t) = tables.get_mut(table) {
            t.waiting = false;
        }
    }
    *seen = end;
}

/// Offer `rate` moves/s for `secs` over `tables` (round robin over the idle ones), then
/// wait for the last answers (up to 30 s).
async fn open_loop(
    fake: &FakeDiscord,
    tables: &mut [Table],
    rng: &mut ChaCha8Rng,
    rate: f64,
    secs: f64,
    mut computers: Option<&mut ComputerLoad>,
) -> Run {
    let interval = Duration::from_secs_f64(1.0 / rate);
    let moves = (rate * secs).round() as usize;
    let mut run = Run {
        offered: rate,
        sent: 0,
        latencies: Vec::with_capacity(moves),
        unanswered: 0,
        no_idle_table: 0,
        refused: 0,
        answered_in_time: 0,
        cpu: None,
        wall: Duration::ZERO,
        load: load_average(),
    };
    let mut pending: HashMap<String, (Instant, usize)> = HashMap::new();
    let mut seen = fake.log().sent.len();
    let mut next_table = 0usize;
    let cpu_start = Cpu::now();
    let start = Instant::now();
    let in_time_until = start + Duration::from_secs_f64(secs) + P99_BOUND;
    for k in 0..moves {
        let scheduled = start + interval * k as u32;
        loop {
            collect(
                fake,
                &mut seen,
                &mut pending,
                tables,
                &mut run,
                in_time_until,
            );
            if let Some(load) = computers.as_deref_mut() {
                load.keep_busy(fake);
            }
            let now = Instant::now();
            if now >= scheduled {
                break;
            }
            tokio::time::sleep((scheduled - now).min(Duration::from_millis(1))).await;
        }
        // The next idle table that still has a move to play.
        let mut chosen = None;
        for step in 0..tables.len() {
            let index = (next_table + step) % tables.len();
            let table = &mut tables[index];
            if table.waiting {
                continue;
            }
            if let Some(mv) = table.next_move(rng) {
                chosen = Some((index, mv));
                break;
            }
        }
        let Some((index, (who, text))) = chosen else {
            run.no_idle_table += 1;
            continue;
        };
        next_table = index + 1;
        let table = &mut tables[index];
        table.waiting = true;
        let options = [Opt::Str("text", text), Opt::Int("game", table.id as i64)];
        let token = fake.slash(&who, CHANNEL, "move", &options);
        pending.insert(token, (scheduled, index));
        run.sent += 1;
    }
    let give_up = Instant::now() + Duration::from_secs(30);
    while !pending.is_empty() && Instant::now() < give_up {
        collect(
            fake,
            &mut seen,
            &mut pending,
            tables,
            &mut run,
            in_time_until,
        );
        if let Some(load) = computers.as_deref_mut() {
            load.keep_busy(fake);
        }
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
    run.wall = start.elapsed();
    run.cpu = Cpu::now()
        .zip(cpu_start)
        .map(|(end, start)| end.since(start));
    run.unanswered = pending.len();
    // A table whose move was never answered stays `waiting`: it is not offered again.
    run
}

/// How often the computers' games are looked at: often enough that a computer's turn
/// comes back to it within a small part of its think time.
const LOOK_EVERY: Duration = Duration::from_millis(50);

/// Sword-magic games of a person against a `hard` computer, kept busy during a latency
/// run: as soon as the computer has answered, the person plays a random legal move through
/// the fake Discord (the real shell, like any move), so the shell's computer pool always
/// has turns to think about. A game that ends is replaced by a new one.
struct ComputerLoad {
    core: Arc<Core>,
    clock: TestClock,
    games: Vec<ComputerGame>,
    rng: ChaCha8Rng,
    next_user: u64,
    last_look: Option<Instant>,
    /// The computer's moves in games that ended (and were replaced).
    moves_of_ended_games: usize,
    ended: usize,
    /// The persons' moves sent.
    replies: usize,
}

struct ComputerGame {
    /// The person's seat holds their actor; the computer's holds the bot's account.
    table: Table,
    person: Seat,
    /// The length of the stored log when the person last moved: until it changes, the
    /// computer is thinking (or the move is on its way).
    answered_at: Option<usize>,
    computer_moves: usize,
}

impl ComputerLoad {
    fn open(core: Arc<Core>, clock: TestClock, count: usize) -> ComputerLoad {
        let mut load = ComputerLoad {
            core,
            clock,
            games: Vec::new(),
            rng: ChaCha8Rng::seed_from_u64(19),
            next_user: 800_000,
            last_look: None,
            moves_of_ended_games: 0,
            ended: 0,
            replies: 0,
        };
        load.games = (0..count).map(|_| load.new_game()).collect();
        load
    }

    /// A challenge of the computer alone, which it takes at once.
    fn new_game(&mut self) -> ComputerGame {
        let person = Actor::new(self.next_user, &format!("busy-{}", self.next_user));
        self.next_user += 1;
        let play = Command::Play {
            variant: "sword-magic".into(),
            opponents: vec![User {
                id: APP_ID,
                name: "referee".into(),
            }],
            random_seats: false,
            options: vec![("level".into(), "hard".into())],
            deadline_secs: None,
        };
        let id = self
            .core
            .handle(request(&person, false, play, self.clock.now()))
            .iter()
            .find_map(|e| e.game().map(|g| g.id))
            .expect("challenge of the computer made");
        let entry = self
            .core
            .store()
            .game(id)
            .expect("store readable")
            .expect("game stored");
        let game = Game::replay(&entry.record).expect("stored record replays");
        assert!(
            matches!(game.status(), Status::ToMove(_)),
            "the computer did not take game #{id} at once (does the bot know its account?)"
        );
        let index = entry
            .players
            .iter()
            .position(|p| p.id == person.id)
            .expect("the person is seated");
        let seats = entry
            .players
            .iter()
            .map(|p| {
                if p.id == person.id {
                    person.clone()
                } else {
                    Actor::new(p.id, &p.name)
                }
            })
            .collect();
        ComputerGame {
            table: Table {
                id,
                seats,
                game,
                waiting: false,
            },
            person: Seat(index as u8),
            answered_at: None,
            computer_moves: 0,
        }
    }

    /// The computer's moves so far, in every game this load opened.
    fn computer_moves(&self) -> usize {
        self.moves_of_ended_games + self.games.iter().map(|g| g.computer_moves).sum::<usize>()
    }

    /// Reads each game from the store: where the computer has answered, the person
    /// moves; a finished game is replaced. At most once per [`LOOK_EVERY`].
    fn keep_busy(&mut self, fake: &FakeDiscord) {
        if self.last_look.is_some_and(|at| at.elapsed() < LOOK_EVERY) {
            return;
        }
        self.last_look = Some(Instant::now());
        for index in 0..self.games.len() {
            if !self.look_at(index, fake) {
                let fresh = self.new_game();
                let old = std::mem::replace(&mut self.games[index], fresh);
                self.moves_of_ended_games += old.computer_moves;
                self.ended += 1;
            }
        }
    }

    /// One game: false once it can go no further (finished, or the person has no move
    /// that keeps it going).
    fn look_at(&mut self, index: usize, fake: &FakeDiscord) -> bool {
        let this = &mut self.games[index];
        let Ok(Some(entry)) = self.core.store().game(this.table.id) else {
            return true;
        };
        let log = &entry.record.log;
        this.computer_moves = log
            .iter()
            .filter(|e| e.seat != this.person && e.is_family_action())
            .count();
        if this.answered_at == Some(log.len()) {
            return true;
        }
        let Ok(game) = Game::replay(&entry.record) else {
            return true;
        };
        match game.status() {
            Status::ToMove(seat) if seat == this.person => {
                this.table.game = game;
                let Some((who, text)) = this.table.next_move(&mut self.rng) else {
                    return false;
                };
                let options = [
                    Opt::Str("text", text),
                    Opt::Int("game", this.table.id as i64),
                ];
                fake.slash(&who, CHANNEL, "move", &options);
                this.answered_at = Some(log.len());
                self.replies += 1;
                true
            }
            status => !status.is_finished(),
        }
    }

    /// Whether a computer still owes a move (is thinking, or queued for the pool), or a
    /// person's move is on its way (the computer will owe one).
    fn thinking(&self) -> bool {
        self.games.iter().any(|g| {
            let Ok(Some(entry)) = self.core.store().game(g.table.id) else {
                return false;
            };
            if g.answered_at == Some(entry.record.log.len()) {
                return true;
            }
            Game::replay(&entry.record).is_ok_and(|game| match game.status() {
                Status::ToMove(seat) => seat != g.person,
                _ => false,
            })
        })
    }

    /// Keeps the games busy for `span` (before a run: every computer has a turn).
    async fn run_for(&mut self, fake: &FakeDiscord, span: Duration) {
        let until = Instant::now() + span;
        while Instant::now() < until {
            self.keep_busy(fake);
            tokio::time::sleep(LOOK_EVERY).await;
        }
    }

    /// Stops answering and waits (at most `limit`) until no computer is thinking, so the
    /// runs after this one are quiet again.
    async fn settle(&self, limit: Duration) -> bool {
        let until = Instant::now() + limit;
        while Instant::now() < until {
            if !self.thinking() {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        false
    }
}

/// CPU per board PNG like the ones the measured moves post (a sword-magic game some
/// plies in, spectator view), drawn on this thread alone.
fn render_cost(tables: &[Table]) -> Option<(Duration, usize)> {
    let renderer = Renderer::new().ok()?;
    let view = tables.first()?.game.view(Viewer::Spectator);
    let opts = RenderOptions::default();
    let size = renderer.png(&view, &opts).ok()?.len();
    let renders = 100;
    let thread_cpu = || -> Option<Duration> {
        let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
        Some(Duration::from_nanos(
            s.split_whitespace().next()?.parse().ok()?,
        ))
    };
    let start = thread_cpu()?;
    for _ in 0..renders {
        renderer.png(&view, &opts).ok()?;
    }
    Some((thread_cpu()?.saturating_sub(start) / renders, size))
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let games = env_or("DISCORD_BENCH_GAMES", 1_000).max(1);
    let demon_games = env_or("DISCORD_BENCH_DEMON_GAMES", 300).max(1);
    let rate = env_or("DISCORD_BENCH_RATE", 200).max(1) as f64;
    let secs = env_or("DISCORD_BENCH_SECS", 5).max(1) as f64;
    let max_rate = env_or("DISCORD_BENCH_MAX_RATE", 600);
    let computers = env_or("DISCORD_BENCH_COMPUTERS", 0);
    let computer_move_ms = env_or(
        "DISCORD_BENCH_COMPUTER_MS",
        CoreConfig::default().computer_move_ms as usize,
    );
    println!(
        "machine: {} cores, load average {} at the start",
        std::thread::available_parallelism().map_or(0, |n| n.get()),
        load_average()
    );

    // The fake Discord serves on its own runtime, so its CPU is counted apart from the bot's.
    let fake_runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .thread_name(FAKE_THREADS)
        .enable_all()
        .build()
        .expect("the fake Discord's runtime");
    let fake = fake_runtime
        .spawn(FakeDiscord::start())
        .await
        .expect("the fake Discord started");
    let dir = tempfile::tempdir().expect("temp dir");
    let clock = TestClock::default();
    let config = CoreConfig {
        open_threads: false,
        computer_move_ms: computer_move_ms as u64,
        ..CoreConfig::default()
    };
    let bot = start_bot(
        &fake,
        open_core(&dir.path().join("store"), config),
        clock.clock(),
    )
    .await;
    fake.wait_identified(1).await;
    let core = bot.core.clone();
    let mut rng = ChaCha8Rng::seed_from_u64(2026);

    let setup = Instant::now();
    let now = clock.now();
    let mut sword = open_tables(&core, "sword-magic", games, 100_000, now);
    let mut demon = open_tables(&core, "demon", demon_games, 900_000, now);
    println!(
        "setup: {games} sword-magic and {demon_games} demon games created through the core \
         in {:.1} s",
        setup.elapsed().as_secs_f64()
    );
    // Warm up the renderer's caches and the connection pool, unmeasured.
    open_loop(&fake, &mut sword, &mut rng, 50.0, 1.0, None).await;
    open_loop(&fake, &mut demon, &mut rng, 50.0, 1.0, None).await;

    let run = open_loop(&fake, &mut sword, &mut rng, rate, secs, None).await;
    run.report(&format!(
        "sword-magic 8x8, /move -> posted PNG, {games} games"
    ));
    if computers > 0 {
        let mut load = ComputerLoad::open(core.clone(), clock.clone(), computers);
        // Every computer has a turn before the run starts (the first moves are the
        // persons').
        load.run_for(&fake, Duration::from_secs(1)).await;
        let before = load.computer_moves();
        let run = open_loop(&fake, &mut sword, &mut rng, rate, secs, Some(&mut load)).await;
        let played = load.computer_moves() - before;
        run.report(&format!(
            "sword-magic 8x8, /move -> posted PNG, {games} games, {computers} hard computers \
             thinking"
        ));
        println!(
            "  computers: {played} moves played during that run ({:.2}/s) in {computers} games \
             ({} ended and were replaced), {} of their opponents' moves sent; pool of {} \
             threads, {computer_move_ms} ms a hard move",
            played as f64 / run.wall.as_secs_f64().max(1e-9),
            load.ended,
            load.replies,
            referee_discord::default_computer_threads(),
        );
        let limit = Duration::from_millis(3 * computer_move_ms as u64 * computers as u64);
        if !load.settle(limit + Duration::from_secs(5)).await {
            println!("  computers: still thinking after the run; the runs below are not quiet");
        }
    }
    let run = open_loop(&fake, &mut demon, &mut rng, rate, secs, None).await;
    run.report(&format!(
        "demon 13x13, /move -> posted PNG, {demon_games} games"
    ));

    // The climb: the highest offered rate the 1,000 games sustain under the bound.
    let mut best = None;
    let mut step = 100;
    while step <= max_rate {
        let run = open_loop(&fake, &mut sword, &mut rng, step as f64, secs, None).await;
        run.report(&format!("  step, sword-magic, {games} games"));
        if !run.held() {
            break;
        }
        best = Some(step);
        step += 50;
    }
    match best {
        Some(rate) => println!(
            "sustained maximum over {games} sword-magic games: {rate} moves/s with p99 under \
             {} ms",
            P99_BOUND.as_millis()
        ),
        None => println!(
            "sustained maximum over {games} sword-magic games: below 100 moves/s with p99 \
             under {} ms",
            P99_BOUND.as_millis()
        ),
    }
    let load = load_average();
    if let Ok(Some((per_render, bytes))) =
        tokio::task::spawn_blocking(move || render_cost(&sword)).await
    {
        println!(
            "one sword-magic board PNG ({} KB): {:.2} ms CPU, so renders alone cap 2 cores at \
             {:.0} moves/s; load {load} at the start",
            bytes / 1024,
            ms(per_render),
            2.0 / per_render.as_secs_f64(),
        );
    }
    drop(core);
    bot.stop().await;
    drop(fake);
    fake_runtime.shutdown_background();
}
