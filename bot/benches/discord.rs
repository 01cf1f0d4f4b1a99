//! End to end through the fake Discord: a `/move` slash command to the board image posted
//! in its answer (median and p99), then sustained moves/s over 1,000 concurrent games.
//! Games are created through the core directly; every measured move goes through the
//! gateway, the real serenity client, the core, the renderer and back over REST.
//!
//! `cargo bench -p bot --bench discord` (set `DISCORD_BENCH_GAMES` / `DISCORD_BENCH_ROUNDS`
//! to change the load).

#[allow(dead_code)]
#[path = "../tests/support/mod.rs"]
mod support;

use bot::core::request::{Command, Place, Request, User};
use bot::core::{Core, CoreConfig};
use render::{RenderOptions, Renderer};
use rules::game::Channel;
use rules::variant::Setup;
use rules::{Game, Seat, VariantId, Viewer};
use std::collections::HashMap;
use std::time::{Duration, Instant};
use support::fake_discord::{Actor, FakeDiscord, Opt, Target, CHANNEL, GUILD};
use support::harness::{open_core, start_bot, status, TestClock};

/// Cells nobody hides on (treasures are a1 and c3), probed in this order.
const MISSES: [&str; 7] = ["b2", "b1", "a2", "c2", "b3", "a3", "c1"];

fn env_or(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn request(user: &Actor, dm: bool, command: Command, now: u64) -> Request {
    Request {
        user: User {
            id: user.id,
            name: user.name.clone(),
        },
        place: Place {
            channel: if dm { 900_000 + user.id } else { CHANNEL },
            guild: (!dm).then_some(GUILD),
            dm,
        },
        command,
        delivery_id: None,
        now,
        locale: None,
    }
}

/// A secret duel between `a` and `b`, past its hiding phase. Returns the game id.
fn create_game(core: &Core, a: &Actor, b: &Actor, now: u64) -> u64 {
    let play = Command::Play {
        variant: "secret-duel".into(),
        opponents: vec![User {
            id: b.id,
            name: b.name.clone(),
        }],
        random_seats: false,
        options: Vec::new(),
        deadline_secs: None,
    };
    let effects = core.handle(request(a, false, play, now));
    let game = effects
        .iter()
        .find_map(|e| e.game().map(|g| g.id))
        .expect("challenge made");
    core.handle(request(b, false, Command::Accept { game: Some(game) }, now));
    for (who, cell) in [(a, "a1"), (b, "c3")] {
        let hide = Command::Move {
            text: format!("hide {cell}"),
            game: Some(game),
        };
        core.handle(request(who, true, hide, now));
    }
    game
}

struct Duel {
    id: u64,
    players: [Actor; 2],
    /// Index into `players` of the seat to move.
    to_move: usize,
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index.min(sorted.len() - 1)]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// CPU time (user + system) used so far by this process (`which` = "self") or by the
/// calling thread (`which` = "thread-self"), from /proc; `None` where there is no /proc.
fn cpu_time(which: &str) -> Option<Duration> {
    let stat = std::fs::read_to_string(format!("/proc/{which}/stat")).ok()?;
    // Fields after the command name (which may hold spaces) start at field 3.
    let rest = stat.get(stat.rfind(')')? + 2..)?;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    // USER_HZ is 100 on every Linux this runs on.
    Some(Duration::from_millis(ticks * 10))
}

/// CPU per board PNG like the ones every measured move posts (a secret duel after the
/// hiding phase, spectator view), drawn on this thread alone.
fn render_cost() -> Option<(Duration, usize)> {
    let renderer = Renderer::new().ok()?;
    let variant = VariantId::parse("secret-duel")?;
    let setup = Setup {
        seats: 2,
        options: Default::default(),
        seed: 1,
    };
    let mut game = Game::new(variant, setup).ok()?;
    game.play(Seat(0), "hide a1", Channel::Private).ok()?;
    game.play(Seat(1), "hide c3", Channel::Private).ok()?;
    let view = game.view(Viewer::Spectator);
    let opts = RenderOptions {
        title: "Secret Duel · game #1".into(),
        subtitle: "move 2 · b0 to move".into(),
        ..RenderOptions::default()
    };
    let size = renderer.png(&view, &opts).ok()?.len();
    let renders = 100;
    let start = cpu_time("thread-self")?;
    for _ in 0..renders {
        renderer.png(&view, &opts).ok()?;
    }
    Some((
        cpu_time("thread-self")?.saturating_sub(start) / renders,
        size,
    ))
}

/// Send one `/move` per game at once and wait until every answer carries its PNG.
async fn round(fake: &FakeDiscord, duels: &mut [Duel], cell: &str) -> Vec<Duration> {
    let mut pending: HashMap<String, (Instant, usize)> = HashMap::new();
    for (i, duel) in duels.iter().enumerate() {
        let who = &duel.players[duel.to_move];
        let options = [
            Opt::Str("text", format!("probe {cell}")),
            Opt::Int("game", duel.id as i64),
        ];
        let start = Instant::now();
        let token = fake.slash(who, CHANNEL, "move", &options);
        pending.insert(token, (start, i));
    }
    let mut latencies = Vec::with_capacity(pending.len());
    let deadline = Instant::now() + Duration::from_secs(600);
    let mut seen = 0;
    while !pending.is_empty() {
        assert!(
            Instant::now() < deadline,
            "{} moves never answered",
            pending.len()
        );
        {
            let log = fake.log();
            for sent in &log.sent[seen..] {
                if let Target::Reply(token) = &sent.target {
                    if sent.callback == 0 {
                        if let Some((start, i)) = pending.remove(token) {
                            assert!(sent.files.first().is_some_and(|f| f.is_png()), "{sent:?}");
                            latencies.push(sent.at - start);
                            duels[i].to_move ^= 1;
                        }
                    }
                }
            }
            seen = log.sent.len();
        }
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    latencies
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let games = env_or("DISCORD_BENCH_GAMES", 1_000);
    let rounds = env_or("DISCORD_BENCH_ROUNDS", 3).clamp(1, MISSES.len());
    let fake = FakeDiscord::start().await;
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
    let core = &bot.core;
    fake.wait_identified(1).await;

    let setup = Instant::now();
    let sample = games.min(200);
    let host = Actor::new(1, "host");
    let mut duels: Vec<Duel> = (0..(games + sample) as u64)
        .map(|i| {
            let a = Actor::new(10_000 + i, &format!("a{i}"));
            let b = Actor::new(20_000 + i, &format!("b{i}"));
            let id = create_game(core, &a, &b, clock.now());
            let first = status(core, id, &host, clock.now());
            let to_move = usize::from(first == format!("to_move:{}", b.name));
            Duel {
                id,
                players: [a, b],
                to_move,
            }
        })
        .collect();
    let mut solo = duels.split_off(games);
    println!(
        "setup: {} secret-duel games created through the core in {:.1} s",
        games + sample,
        setup.elapsed().as_secs_f64()
    );

    // Latency: one move at a time, each to its image (games kept apart for this).
    let mut latencies = Vec::new();
    for duel in &mut solo {
        latencies.extend(round(&fake, std::slice::from_mut(duel), MISSES[0]).await);
    }
    latencies.sort();
    println!(
        "move -> posted image, one at a time ({} moves): median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        latencies.len(),
        ms(percentile(&latencies, 0.5)),
        ms(percentile(&latencies, 0.99)),
        ms(latencies[latencies.len() - 1]),
    );

    // Throughput: every game moves at once, round after round.
    let mut all = Vec::new();
    let cpu_start = cpu_time("self");
    let start = Instant::now();
    for cell in &MISSES[..rounds] {
        all.extend(round(&fake, &mut duels, cell).await);
    }
    let elapsed = start.elapsed();
    let cpu = cpu_time("self")
        .zip(cpu_start)
        .map(|(end, start)| end.saturating_sub(start));
    all.sort();
    println!(
        "sustained over {games} concurrent games: {} moves in {:.1} s = {:.0} moves/s \
         (latency under load: median {:.0} ms, p99 {:.0} ms)",
        all.len(),
        elapsed.as_secs_f64(),
        all.len() as f64 / elapsed.as_secs_f64(),
        ms(percentile(&all, 0.5)),
        ms(percentile(&all, 0.99)),
    );
    if let Some(cpu) = cpu {
        println!(
            "CPU under load: {:.1} ms per move (whole process: bot, serenity and the fake \
             Discord), {:.2} of 2 cores busy",
            ms(cpu) / all.len() as f64,
            cpu.as_secs_f64() / elapsed.as_secs_f64(),
        );
    }
    if let Ok(Some((per_render, bytes))) = tokio::task::spawn_blocking(render_cost).await {
        println!(
            "one board PNG ({} KB): {:.1} ms CPU, so renders alone cap 2 cores at {:.0} moves/s",
            bytes / 1024,
            ms(per_render),
            2.0 / per_render.as_secs_f64(),
        );
    }
    bot.stop().await;
}
