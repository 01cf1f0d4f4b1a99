//! The referee under Discord's faults, end to end through the fake Discord: a `/move` on
//! the real 8x8 Sword and Magic board to its posted image (median and p99) while the fake
//! answers 5 % of all requests with a 429, and `/move` autocomplete (median and p99)
//! while 1,000 games exist and a share of them move at once.
//!
//! `cargo bench -p referee-discord --bench discord_faults` (`FAULTS_BENCH_GAMES`, default 1000;
//! `FAULTS_BENCH_MOVES`, default 200 measured moves).

// The real shell against the fake Discord, shared with this crate's tests.
#[allow(dead_code)]
#[path = "../tests/discord/shell.rs"]
mod shell;

use referee_core::CoreConfig;
use referee_testkit::fake_discord::{Actor, FakeDiscord, Opt, Sent, Target, CHANNEL};
use shell::{core_game, open_core, start_bot, status, TestClock};
use std::time::{Duration, Instant};

fn env_or(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index.min(sorted.len() - 1)]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

struct Match {
    id: u64,
    players: [Actor; 2],
    to_move: usize,
}

/// The autocomplete answer to `token`, once it arrived.
fn suggestion(log: &referee_testkit::fake_discord::Log, token: &str) -> Option<Sent> {
    log.sent
        .iter()
        .find(|s| s.target == Target::Autocomplete(token.to_string()))
        .cloned()
}

/// A legal move for the player to move, from `/move` autocomplete (not timed).
async fn legal_move(fake: &FakeDiscord, game: &Match) -> Option<String> {
    let options = [Opt::Int("game", game.id as i64)];
    let who = &game.players[game.to_move];
    let token = fake.autocomplete(who, CHANNEL, "move", &options, ("text", ""));
    let answer = fake
        .wait_for("autocomplete", |log| suggestion(log, &token))
        .await;
    answer.choices.first().cloned()
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let games = env_or("FAULTS_BENCH_GAMES", 1_000).max(1);
    let moves = env_or("FAULTS_BENCH_MOVES", 200).max(1);
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
    fake.wait_identified(1).await;

    let setup = Instant::now();
    let host = Actor::new(1, "host");
    let mut matches: Vec<Match> = (0..games as u64)
        .map(|i| {
            let a = Actor::new(10_000 + i, &format!("w{i}"));
            let b = Actor::new(20_000 + i, &format!("b{i}"));
            let id = core_game(&bot.core, "sword-magic", &a, &b, clock.now());
            let first = status(&bot.core, id, &host, clock.now());
            let to_move = usize::from(first == format!("to_move:{}", b.name));
            Match {
                id,
                players: [a, b],
                to_move,
            }
        })
        .collect();
    println!(
        "setup: {games} sword-magic games created through the core in {:.1} s",
        setup.elapsed().as_secs_f64()
    );

    // Move -> posted image, one at a time, while 1 request in 20 is answered 429.
    fake.rate_limit_every(20, Duration::from_millis(250));
    let mut latencies = Vec::new();
    for i in 0..moves {
        let game = &mut matches[i % games];
        let Some(text) = legal_move(&fake, game).await else {
            continue;
        };
        let options = [Opt::Str("text", text), Opt::Int("game", game.id as i64)];
        let start = Instant::now();
        let token = fake.slash(&game.players[game.to_move], CHANNEL, "move", &options);
        let answer = fake.reply(&token).await;
        latencies.push(answer.at - start);
        assert!(answer.files.iter().any(|f| f.is_png()), "{answer:?}");
        game.to_move ^= 1;
    }
    fake.rate_limit_every(0, Duration::ZERO);
    latencies.sort();
    let (refused, too_early) = fake.rate_limited();
    println!(
        "move -> posted 8x8 board with 5 % of requests answered 429 ({} moves, {refused} \
         429s, {too_early} retried too early): median {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        latencies.len(),
        ms(percentile(&latencies, 0.5)),
        ms(percentile(&latencies, 0.99)),
        ms(latencies[latencies.len() - 1]),
    );

    // Autocomplete while 100 of the games move at once (each renders a board).
    let mut moving = Vec::new();
    for game in matches.iter().take(100) {
        if let Some(text) = legal_move(&fake, game).await {
            moving.push((game, text));
        }
    }
    for (game, text) in &moving {
        let options = [
            Opt::Str("text", text.clone()),
            Opt::Int("game", game.id as i64),
        ];
        fake.slash(&game.players[game.to_move], CHANNEL, "move", &options);
    }
    let mut asked = Vec::new();
    for game in matches.iter().rev().take(200) {
        let options = [Opt::Int("game", game.id as i64)];
        let who = &game.players[game.to_move];
        let token = fake.autocomplete(who, CHANNEL, "move", &options, ("text", ""));
        asked.push((token, Instant::now()));
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let mut waits = Vec::new();
    let mut empty = 0;
    for (token, at) in &asked {
        let answer = fake
            .wait_for("autocomplete", |log| suggestion(log, token))
            .await;
        empty += usize::from(answer.choices.is_empty());
        waits.push(answer.at - *at);
    }
    waits.sort();
    let late = fake
        .log()
        .requests
        .iter()
        .filter(|r| r.refused_with(10062))
        .count();
    println!(
        "autocomplete with {games} games, {} moving at once ({} asked, {empty} empty, {late} \
         refused as late): median {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        moving.len(),
        waits.len(),
        ms(percentile(&waits, 0.5)),
        ms(percentile(&waits, 0.99)),
        ms(waits[waits.len() - 1]),
    );
    bot.stop().await;
}
