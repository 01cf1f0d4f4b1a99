//! Move pickers end to end through the fake Discord on the real boards: players click
//! the Move button, then a piece (or a group of pieces), then a target, and so on until a
//! move is played, in many games at once, at a fixed OFFERED rate of clicks (open loop:
//! clicks go out on a schedule whatever the answers do, and each latency counts from the
//! click's scheduled instant, so a slow answer cannot hide the clicks queued behind it).
//!
//! For every click it times two answers of the real shell (gateway, serenity, core with
//! its store, renderer, REST):
//! - click → acknowledgement: the interaction's first callback (an update, type 6, on a
//!   picker step; a deferred ephemeral reply, type 5, on the Move button);
//! - click → image: the picker edited with the step's PNG (the player's view with the
//!   chosen piece framed and its targets marked). The click that completes a move has no
//!   step image: its "you played" edit is timed apart.
//!
//! Games are created through the core directly (as `/play` + `/accept` would). Choices
//! are random among each step's options (never Back or Cancel), so games move on and
//! every click is a real one.
//!
//! `cargo bench -p referee-discord --bench picker`. Environment (defaults in brackets):
//! `PICKER_BENCH_GAMES` [64] games a board, `PICKER_BENCH_RATE` [100] offered clicks/s,
//! `PICKER_BENCH_SECS` [10] seconds a board.

// The real shell against the fake Discord, shared with this crate's tests.
#[allow(dead_code)]
#[path = "../tests/discord/shell.rs"]
mod shell;
#[path = "support.rs"]
mod support;

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use referee_core::request::Command;
use referee_core::{Core, CoreConfig};
use referee_testkit::fake_discord::{Actor, FakeDiscord, Sent, Target, CHANNEL};
use rules::{Game, Status};
use serde_json::json;
use shell::{core_game, open_core, request, start_bot, TestClock};
use std::collections::HashMap;
use std::time::{Duration, Instant};
use support::{env_or, load_average, ms, percentile, process_cpu};

/// What a table's next click goes to.
enum Next {
    /// The Move button under the board.
    Move,
    /// A choice in the picker as its last edit left it.
    Choose(Box<Sent>),
}

/// One game: its players by seat, the click it waits for, and what to click next.
struct Table {
    id: u64,
    seats: Vec<Actor>,
    next: Next,
    waiting: bool,
    /// The player to move, read from the store once after each move (`None`: game over).
    mover: Option<Actor>,
}

impl Table {
    /// The player to move now, from the stored record.
    fn to_move(&self, core: &Core) -> Option<Actor> {
        let entry = core.store().game(self.id).ok()??;
        let game = Game::replay(&entry.record).ok()?;
        let Status::ToMove(seat) = game.status() else {
            return None;
        };
        let player = entry.players.get(seat.index())?;
        self.seats.iter().find(|a| a.id == player.id).cloned()
    }
}

fn open_tables(core: &Core, variant: &str, count: usize, first_user: u64, now: u64) -> Vec<Table> {
    (0..count as u64)
        .map(|i| {
            let a = Actor::new(first_user + 2 * i, &format!("{variant}-a{i}"));
            let b = Actor::new(first_user + 2 * i + 1, &format!("{variant}-b{i}"));
            let id = core_game(core, variant, &a, &b, now);
            if variant == "demon" {
                // Black's swap or keep comes first: keep the start.
                let keep = Command::Text {
                    text: "keep".into(),
                };
                core.handle(request(&b, false, keep, now));
            }
            let mut table = Table {
                id,
                seats: vec![a, b],
                next: Next::Move,
                waiting: false,
                mover: None,
            };
            table.mover = table.to_move(core);
            table
        })
        .collect()
}

/// The board post a Move button is clicked on (the shell reads only the button's id).
fn board_post(game: u64) -> Sent {
    let id = format!("move:{game}");
    Sent {
        target: Target::Channel(CHANNEL),
        content: String::new(),
        files: Vec::new(),
        buttons: vec![id.clone()],
        ephemeral: false,
        callback: 0,
        choices: Vec::new(),
        message_id: 7_000_000 + game,
        channel_id: CHANNEL,
        components: json!([{"type": 1, "components": [
            {"type": 2, "custom_id": id, "label": "Move", "style": 1}
        ]}]),
        at: Instant::now(),
    }
}

/// A random choice among a picker's options (its first row, never Back or Cancel): the
/// component's id and, for a select, the value.
fn random_choice(picker: &Sent, rng: &mut ChaCha8Rng) -> Option<(String, Option<String>)> {
    let rows = picker.components.as_array()?;
    if rows.len() < 2 {
        return None;
    }
    let first = rows.first()?["components"].as_array()?;
    let component = first.first()?;
    if component["type"] == 3 {
        let options = component["options"].as_array()?;
        let option = options.get(rng.next_u32() as usize % options.len().max(1))?;
        Some((
            component["custom_id"].as_str()?.to_string(),
            Some(option["value"].as_str()?.to_string()),
        ))
    } else {
        let button = first.get(rng.next_u32() as usize % first.len().max(1))?;
        Some((button["custom_id"].as_str()?.to_string(), None))
    }
}

/// A click waiting for its answers.
struct Pending {
    table: usize,
    scheduled: Instant,
    acked: bool,
}

#[derive(Default)]
struct Figures {
    clicks: usize,
    acks: Vec<Duration>,
    images: Vec<Duration>,
    played: Vec<Duration>,
    /// Answers that were neither a step nor a played move (an error: out of date…).
    errors: usize,
    unanswered: usize,
    skipped: usize,
}

impl Figures {
    fn report(&mut self, what: &str, rate: f64, wall: Duration, cpu: Duration, load: &str) {
        self.acks.sort();
        self.images.sort();
        self.played.sort();
        println!(
            "{what}: {} clicks offered at {rate:.0}/s in {:.1} s; click → acknowledgement p50 \
             {:.1} ms p99 {:.1} ms; click → step image p50 {:.1} ms p99 {:.1} ms ({} images); \
             click → \"you played\" p50 {:.1} ms p99 {:.1} ms ({} moves); {} errors, {} \
             unanswered, {} skipped (no idle game); CPU {:.2} ms a click, whole process; load \
             {load} at the start",
            self.clicks,
            wall.as_secs_f64(),
            ms(percentile(&self.acks, 0.5)),
            ms(percentile(&self.acks, 0.99)),
            ms(percentile(&self.images, 0.5)),
            ms(percentile(&self.images, 0.99)),
            self.images.len(),
            ms(percentile(&self.played, 0.5)),
            ms(percentile(&self.played, 0.99)),
            self.played.len(),
            self.errors,
            self.unanswered,
            self.skipped,
            ms(cpu) / self.clicks.max(1) as f64,
        );
    }
}

/// Take the answers that arrived since `seen`. PNGs are dropped from the fake's log once
/// seen, so a long run does not hold every image.
fn collect(
    fake: &FakeDiscord,
    core: &Core,
    seen: &mut usize,
    pending: &mut HashMap<String, Pending>,
    tables: &mut [Table],
    figures: &mut Figures,
) {
    let mut log = fake.log();
    let end = log.sent.len();
    let mut moved = Vec::new();
    for sent in &mut log.sent[*seen..end] {
        let Target::Reply(token) = &sent.target else {
            continue;
        };
        let Some(click) = pending.get_mut(token) else {
            continue;
        };
        let since = sent.at.saturating_duration_since(click.scheduled);
        if sent.callback != 0 {
            if !click.acked {
                click.acked = true;
                figures.acks.push(since);
            }
            continue;
        }
        let Some(click) = pending.remove(token) else {
            continue;
        };
        let Some(table) = tables.get_mut(click.table) else {
            continue;
        };
        table.waiting = false;
        let has_choices = sent
            .components
            .as_array()
            .is_some_and(|rows| rows.len() >= 2);
        if has_choices && sent.files.iter().any(|f| f.is_png()) {
            figures.images.push(since);
            sent.files.clear();
            table.next = Next::Choose(Box::new(sent.clone()));
        } else {
            if sent.content.contains("you played") {
                figures.played.push(since);
            } else {
                figures.errors += 1;
                eprintln!("game #{}: {}", table.id, sent.content);
            }
            table.next = Next::Move;
            moved.push(click.table);
        }
    }
    *seen = end;
    // Read the store with the fake's log let go: the bot's answers wait for that lock.
    drop(log);
    for index in moved {
        if let Some(table) = tables.get_mut(index) {
            table.mover = table.to_move(core);
        }
    }
}

/// Offer `rate` clicks/s for `secs` over `tables` (round robin over the idle ones), then
/// wait for the last answers (up to 30 s).
async fn open_loop(
    fake: &FakeDiscord,
    core: &Core,
    tables: &mut [Table],
    rng: &mut ChaCha8Rng,
    rate: f64,
    secs: f64,
) -> (Figures, Duration, Duration) {
    let interval = Duration::from_secs_f64(1.0 / rate);
    let clicks = (rate * secs).round() as usize;
    let mut figures = Figures::default();
    let mut pending: HashMap<String, Pending> = HashMap::new();
    let mut seen = fake.log().sent.len();
    let mut next_table = 0usize;
    let cpu_start = process_cpu().unwrap_or_default();
    let start = Instant::now();
    for k in 0..clicks {
        let scheduled = start + interval * k as u32;
        loop {
            collect(fake, core, &mut seen, &mut pending, tables, &mut figures);
            let now = Instant::now();
            if now >= scheduled {
                break;
            }
            tokio::time::sleep((scheduled - now).min(Duration::from_millis(1))).await;
        }
        let chosen = (0..tables.len())
            .map(|step| (next_table + step) % tables.len())
            .find(|&i| !tables[i].waiting && tables[i].mover.is_some());
        let Some(index) = chosen else {
            figures.skipped += 1;
            continue;
        };
        next_table = index + 1;
        let table = &mut tables[index];
        let Some(who) = table.mover.clone() else {
            figures.skipped += 1;
            continue;
        };
        let token = match &table.next {
            Next::Move => fake.click(&who, &board_post(table.id), &format!("move:{}", table.id)),
            Next::Choose(picker) => match random_choice(picker, rng) {
                Some((id, Some(value))) => fake.choose(&who, picker, &id, &value),
                Some((id, None)) => fake.click(&who, picker, &id),
                None => fake.click(&who, &board_post(table.id), &format!("move:{}", table.id)),
            },
        };
        table.waiting = true;
        pending.insert(
            token,
            Pending {
                table: index,
                scheduled,
                acked: false,
            },
        );
        figures.clicks += 1;
    }
    let give_up = Instant::now() + Duration::from_secs(30);
    while !pending.is_empty() && Instant::now() < give_up {
        collect(fake, core, &mut seen, &mut pending, tables, &mut figures);
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
    figures.unanswered = pending.len();
    (
        figures,
        start.elapsed(),
        process_cpu().unwrap_or_default().saturating_sub(cpu_start),
    )
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let games = env_or("PICKER_BENCH_GAMES", 64).max(1);
    let rate = env_or("PICKER_BENCH_RATE", 100).max(1) as f64;
    let secs = env_or("PICKER_BENCH_SECS", 10).max(1) as f64;
    println!(
        "machine: {} cores, load average {} at the start",
        std::thread::available_parallelism().map_or(0, |n| n.get()),
        load_average()
    );
    let fake_runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .thread_name("fake-discord")
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
    for (variant, board, first_user) in
        [("sword-magic", "8x8", 100_000), ("demon", "13x13", 900_000)]
    {
        let mut tables = open_tables(&core, variant, games, first_user, clock.now());
        // Warm up the renderer's caches and the connection pool, unmeasured.
        open_loop(&fake, &core, &mut tables, &mut rng, 20.0, 1.0).await;
        let load = load_average();
        let (mut figures, wall, cpu) =
            open_loop(&fake, &core, &mut tables, &mut rng, rate, secs).await;
        figures.report(
            &format!("{variant} {board}, {games} games"),
            rate,
            wall,
            cpu,
            &load,
        );
    }
    drop(core);
    bot.stop().await;
    drop(fake);
    fake_runtime.shutdown_background();
}
