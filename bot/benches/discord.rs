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

use bot::core::CoreConfig;
use render::{RenderOptions, Renderer};
use rules::game::Channel;
use rules::variant::Setup;
use rules::{Game, Seat, VariantId, Viewer};
use std::collections::HashMap;
use std::time::{Duration, Instant};
use support::fake_discord::{Actor, FakeDiscord, Opt, Target, CHANNEL};
use support::harness::{hidden_duel, open_core, start_bot, status, TestClock};

/// Cells nobody hides on (treasures are a1 and c3), probed in this order.
const MISSES: [&str; 7] = ["b2", "b1", "a2", "c2", "b3", "a3", "c1"];

fn env_or(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
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

/// Every game moves at once; meanwhile 100 players waiting for their turn ask for
/// autocomplete. Returns how long each suggestion took to reach Discord.
async fn autocomplete_under_load(
    fake: &FakeDiscord,
    duels: &mut [Duel],
    cell: &str,
) -> Vec<Duration> {
    let waiting: Vec<(u64, Actor)> = duels
        .iter()
        .map(|d| (d.id, d.players[d.to_move ^ 1].clone()))
        .collect();
    let mut asked = Vec::new();
    let every = (duels.len() / 100).max(1);
    let moving = async {
        round(fake, duels, cell).await;
    };
    let asking = async {
        for (game, player) in waiting.iter().step_by(every) {
            tokio::time::sleep(Duration::from_millis(10)).await;
            let options = [Opt::Int("game", *game as i64)];
            let token = fake.autocomplete(player, CHANNEL, "move", &options, ("text", "pro"));
            asked.push((token, Instant::now()));
        }
    };
    tokio::join!(moving, asking);
    fake.wait_for("every autocomplete answer", |log| {
        asked
            .iter()
            .map(|(token, at)| {
                log.sent
                    .iter()
                    .find(|s| s.target == Target::Autocomplete(token.clone()))
                    .map(|s| s.at - *at)
            })
            .collect::<Option<Vec<Duration>>>()
    })
    .await
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let games = env_or("DISCORD_BENCH_GAMES", 1_000);
    // One cell is kept for the autocomplete round.
    let rounds = env_or("DISCORD_BENCH_ROUNDS", 3).clamp(1, MISSES.len() - 1);
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
            let id = hidden_duel(core, &a, &b, clock.now());
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

    // The same, while Discord answers one request in 20 (5 %) with a 429.
    fake.rate_limit_every(20, Duration::from_millis(250));
    let mut limited = Vec::new();
    for duel in &mut solo {
        limited.extend(round(&fake, std::slice::from_mut(duel), MISSES[1]).await);
    }
    fake.rate_limit_every(0, Duration::ZERO);
    limited.sort();
    let (refused, too_early) = fake.rate_limited();
    println!(
        "move -> posted image with 5 % of requests answered 429 ({} moves, {refused} 429s, \
         {too_early} retried too early): median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        limited.len(),
        ms(percentile(&limited, 0.5)),
        ms(percentile(&limited, 0.99)),
        ms(limited[limited.len() - 1]),
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
    let mut suggestions = autocomplete_under_load(&fake, &mut duels, MISSES[rounds]).await;
    suggestions.sort();
    println!(
        "autocomplete while all {games} games move at once ({} asked): median {:.0} ms, \
         p99 {:.0} ms, max {:.0} ms",
        suggestions.len(),
        ms(percentile(&suggestions, 0.5)),
        ms(percentile(&suggestions, 0.99)),
        ms(suggestions[suggestions.len() - 1]),
    );
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
