//! What an operator sees of `referee serve`: `/metrics` counts a played move, fills the
//! move latency histogram and counts an injected 429; `/healthz` turns 503 while the
//! gateway is gone and 200 after the resume; the JSON log at `trace` carries the start-up
//! line and never a hidden placement; docs/operations.md lists exactly the exported metrics.

use referee::observe::METRICS;
use referee_testkit::fake_discord::{Actor, FakeDiscord, Opt, CHANNEL, GUILD};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Kills the bot when the test ends, however it ends.
struct Referee(Child);

impl Drop for Referee {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn serve(config: &Path, log: &Path) -> Referee {
    let log = std::fs::File::create(log).unwrap();
    let child = Command::new(env!("CARGO_BIN_EXE_referee"))
        .arg("--config")
        .arg(config)
        .arg("serve")
        .env_remove("DISCORD_TOKEN")
        .env_remove("RUST_LOG")
        .stdin(Stdio::null())
        .stderr(log)
        .spawn()
        .unwrap();
    Referee(child)
}

/// A port nobody listens on right now.
fn free_addr() -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap()
}

/// `GET path` on the metrics address: (status, body); `None` while nothing answers.
fn get(addr: SocketAddr, path: &str) -> Option<(u16, String)> {
    let mut stream = TcpStream::connect_timeout(&addr, Duration::from_secs(2)).ok()?;
    stream.set_read_timeout(Some(Duration::from_secs(5))).ok()?;
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .ok()?;
    let mut text = String::new();
    stream.read_to_string(&mut text).ok()?;
    let status = text.split_whitespace().nth(1)?.parse().ok()?;
    let body = text.split_once("\r\n\r\n").map(|(_, b)| b.to_string())?;
    Some((status, body))
}

async fn wait_health(addr: SocketAddr, want: u16) {
    let start = Instant::now();
    loop {
        let status = tokio::task::spawn_blocking(move || get(addr, "/healthz"))
            .await
            .ok()
            .flatten()
            .map(|(status, _)| status);
        if status == Some(want) {
            return;
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "/healthz never answered {want} (last: {status:?})"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The value of the first sample of `name` whose labels contain every one of `labels`.
fn sample(metrics: &str, name: &str, labels: &[&str]) -> Option<f64> {
    metrics
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter(|line| {
            let series = line.split_whitespace().next().unwrap_or_default();
            let family = series.split('{').next().unwrap_or_default();
            family == name && labels.iter().all(|l| series.contains(l))
        })
        .find_map(|line| line.split_whitespace().nth(1)?.parse().ok())
}

/// The metric families the text exposes (histograms by their base name).
fn families(metrics: &str) -> Vec<String> {
    let mut names: Vec<String> = metrics
        .lines()
        .filter_map(|line| line.strip_prefix("# TYPE "))
        .filter_map(|line| line.split_whitespace().next())
        .map(str::to_string)
        .collect();
    names.sort();
    names.dedup();
    names
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_count_a_game_and_health_follows_the_gateway() {
    let fake = FakeDiscord::start().await;
    fake.allow_message_content();
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    let addr = free_addr();
    std::fs::write(
        &config,
        format!(
            "token = \"fake-token\"\nstore = {:?}\nhttp_proxy = {:?}\nguild_ids = [{GUILD}]\n\
             open_threads = false\nreminders = []\nunlisted_variants = [\"secret-duel\"]\n\
             metrics_addr = \"{addr}\"\nlog_level = \"trace\"\nlog_format = \"json\"\n",
            dir.path().join("store"),
            fake.url,
        ),
    )
    .unwrap();
    let log_path = dir.path().join("referee.log");
    let bot = serve(&config, &log_path);
    fake.wait_identified(1).await;
    wait_health(addr, 200).await;

    // A hidden-information game: each player hides a treasure by DM.
    let (alice, bob) = (Actor::new(101, "alice"), Actor::new(202, "bob"));
    let (challenge, accept, _game) = fake
        .challenge(
            &alice,
            &[
                Opt::Str("variant", "secret-duel".into()),
                Opt::User("opponent", bob.clone()),
            ],
        )
        .await;
    let token = fake.click(&bob, &challenge, &accept);
    fake.reply(&token).await;
    fake.say(&alice, fake.dm_channel_of(&alice), "hide a1");
    fake.say(&bob, fake.dm_channel_of(&bob), "hide c3");
    // The private answer to each hide (not the set-up prompt, also a DM).
    for who in [&alice, &bob] {
        fake.wait_dm_containing(who.id, "for you only").await;
    }

    // The move's answer is rate limited once; the shell waits and the move still lands.
    fake.rate_limit_next("PATCH /webhooks", 1, Duration::from_millis(200));
    let mut answered = false;
    for mover in [&alice, &bob] {
        let token = fake.slash(
            mover,
            CHANNEL,
            "move",
            &[Opt::Str("text", "probe b2".into())],
        );
        let answers = fake.answers(&token).await;
        if answers
            .iter()
            .any(|a| a.files.first().is_some_and(|f| f.is_png()))
        {
            answered = true;
            break;
        }
    }
    assert!(answered, "no move was played");

    let (status, metrics) = get(addr, "/metrics").unwrap();
    assert_eq!(status, 200);
    let moves = sample(
        &metrics,
        "referee_moves_total",
        &["variant=\"secret-duel\""],
    );
    assert!(
        moves.unwrap_or(0.0) >= 3.0,
        "two hides and a probe:\n{metrics}"
    );
    let latency = sample(&metrics, "referee_move_post_seconds_count", &[]);
    assert!(
        latency.unwrap_or(0.0) >= 1.0,
        "latency histogram empty:\n{metrics}"
    );
    let limited = sample(
        &metrics,
        "referee_discord_requests_total",
        &["route=\"edit_response\"", "status=\"429\""],
    );
    assert_eq!(limited, Some(1.0), "the 429 was not counted:\n{metrics}");
    let known: Vec<&str> = METRICS.iter().map(|(name, _, _)| *name).collect();
    for family in families(&metrics) {
        assert!(
            known.contains(&family.as_str()),
            "{family} is exported but not listed in observe::METRICS (nor the docs)"
        );
    }

    // The gateway goes away and stays away: unhealthy; back and resumed: healthy.
    fake.hold_reconnects(true);
    let connections = fake.connections();
    fake.drop_gateway();
    fake.wait_disconnected().await;
    wait_health(addr, 503).await;
    fake.hold_reconnects(false);
    fake.wait_connections(connections + 1).await;
    wait_health(addr, 200).await;
    drop(bot);

    // The log: JSON lines, the start-up line with its fields, no hidden placement.
    let log = std::fs::read_to_string(&log_path).unwrap();
    let lines: Vec<serde_json::Value> = log
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect();
    let start = lines
        .iter()
        .find(|l| l["message"] == "referee serve starting")
        .unwrap_or_else(|| panic!("no start-up line in\n{log}"));
    assert_eq!(start["store"], "sled");
    assert_eq!(start["open_games"], 0);
    assert!(start["version"].is_string());
    for secret in ["a1", "c3"] {
        assert!(
            !log.contains(secret),
            "the log shows the hidden {secret}:\n{log}"
        );
    }
}

#[test]
fn the_operations_doc_lists_every_metric_the_process_exports() {
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/operations.md"
    ))
    .unwrap();
    let mut documented: Vec<&str> = doc
        .lines()
        .filter_map(|line| line.strip_prefix("| `referee_"))
        .filter_map(|rest| rest.split('`').next())
        .collect();
    documented.sort_unstable();
    let mut exported: Vec<&str> = METRICS
        .iter()
        .map(|(name, _, _)| name.trim_start_matches("referee_"))
        .collect();
    exported.sort_unstable();
    assert_eq!(documented, exported, "docs/operations.md's metric table");
}
