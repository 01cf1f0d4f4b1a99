//! Moves through the fake Discord with the real `referee serve` processes: one process on
//! sled against three processes with shard ranges on one PostgreSQL store, on the 8x8
//! board (sword-magic, typed moves, every move answered with its board PNG).
//!
//! `cargo bench -p referee --bench scaling`. The PostgreSQL half runs when
//! `SCALING_BENCH_POSTGRES=postgres://…` names an empty database it may use.
//! `SCALING_BENCH_TABLES` (games played at once, default 24) and `SCALING_BENCH_MOVES`
//! (moves per game, default 20) set the load. Each round sends one move in every game,
//! then waits for every post: a move's latency is from its gateway event to its post.

use referee_harness::fleet::{percentile, places, Fleet, Stores, Table};
use referee_testkit::fake_discord::{Actor, FakeDiscord};
use std::path::Path;
use std::time::{Duration, Instant};

fn env_or(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

struct Figures {
    moves: usize,
    elapsed: Duration,
    latencies: Vec<Duration>,
}

async fn run(
    stores: Stores,
    ranges: &[(u32, u32)],
    total: u32,
    tables: usize,
    moves: usize,
) -> Figures {
    let fake = FakeDiscord::start().await;
    fake.allow_message_content();
    let dir = tempfile::tempdir().unwrap();
    let places = places(&fake, tables, total);
    let guilds: Vec<u64> = places.iter().map(|(g, _)| *g).collect();
    let fleet = Fleet::start(
        Path::new(env!("CARGO_BIN_EXE_referee")),
        &fake,
        dir.path(),
        stores,
        ranges,
        total,
        &guilds,
    );
    fake.wait_shards(&fleet.shards()).await;
    fake.wait_commands(&guilds).await;
    let mut open = Vec::new();
    for (i, (_, channel)) in places.iter().enumerate() {
        let id = 10_000 + 2 * i as u64;
        let players = [
            Actor::new(id, &format!("w{i}")),
            Actor::new(id + 1, &format!("b{i}")),
        ];
        open.push(Table::open(&fake, *channel, players).await);
    }
    let mut latencies = Vec::new();
    let start = Instant::now();
    for round in 0..moves {
        let mut sent = Vec::new();
        for (i, table) in open.iter_mut().enumerate() {
            if let Some(move_sent) = table.send(&fake, round * 7 + i * 13) {
                sent.push((i, move_sent));
            }
        }
        for (i, (text, at)) in sent {
            let post = open[i].posted(&fake, &text).await;
            latencies.push(post.at.saturating_duration_since(at));
        }
    }
    let elapsed = start.elapsed();
    latencies.sort();
    drop(fleet);
    Figures {
        moves: latencies.len(),
        elapsed,
        latencies,
    }
}

fn report(what: &str, figures: &Figures) {
    let rate = figures.moves as f64 / figures.elapsed.as_secs_f64().max(1e-9);
    println!(
        "{what}: {} moves in {:.1} s = {rate:.0} moves/s; latency p50 {:.1} ms, p99 {:.1} ms",
        figures.moves,
        figures.elapsed.as_secs_f64(),
        ms(percentile(&figures.latencies, 0.5)),
        ms(percentile(&figures.latencies, 0.99)),
    );
}

fn main() {
    let tables = env_or("SCALING_BENCH_TABLES", 24);
    let moves = env_or("SCALING_BENCH_MOVES", 20);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let sled = run(Stores::SledEach, &[(0, 0)], 1, tables, moves).await;
        report("one process, sled", &sled);
        match std::env::var("SCALING_BENCH_POSTGRES") {
            Ok(url) if !url.trim().is_empty() => {
                let ranges = [(0, 1), (2, 3), (4, 5)];
                let pg = run(Stores::Shared(url), &ranges, 6, tables, moves).await;
                report(
                    "three processes (shards 0-1, 2-3, 4-5 of 6), PostgreSQL",
                    &pg,
                );
            }
            _ => println!(
                "three processes on PostgreSQL: skipped (set SCALING_BENCH_POSTGRES to an empty \
                 database's URL)"
            ),
        }
    });
}
