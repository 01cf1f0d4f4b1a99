//! Logs and metrics for the process: one `tracing` subscriber (serenity's own events
//! included), and the Prometheus recorder that `metrics_addr` serves.
//!
//! `log_level` sets the referee's own crates; every other crate (serenity, its HTTP and
//! WebSocket stacks) logs at `warn` and above. `RUST_LOG`, when set, replaces both.

use crate::config::{Config, LogFormat};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use std::io::IsTerminal;
use tracing_subscriber::EnvFilter;

/// The crates whose events `log_level` governs.
const OWN_CRATES: [&str; 5] = [
    "referee",
    "referee_core",
    "referee_discord",
    "referee_store",
    "referee_console",
];

/// The filter used when `RUST_LOG` is not set.
pub fn default_filter(log_level: &str) -> String {
    let mut filter = String::from("warn");
    for krate in OWN_CRATES {
        filter.push_str(&format!(",{krate}={log_level}"));
    }
    filter
}

/// Install the subscriber (once per process; a second call changes nothing). Logs go to
/// stderr: human lines, coloured on a terminal, or JSON lines with `log_format = "json"`.
pub fn init_logging(config: &Config) {
    let filter = match std::env::var("RUST_LOG") {
        Ok(spec) if !spec.trim().is_empty() => EnvFilter::try_new(spec),
        _ => EnvFilter::try_new(default_filter(&config.log_level)),
    }
    .unwrap_or_else(|_| EnvFilter::new(default_filter("info")));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    let installed = match config.log_format {
        LogFormat::Json => builder
            .json()
            .flatten_event(true)
            .with_current_span(true)
            .with_span_list(false)
            .try_init(),
        LogFormat::Text => builder
            .with_ansi(std::io::stderr().is_terminal())
            .try_init(),
    };
    // Already installed (a test calling twice): the first subscriber stays.
    drop(installed);
}

/// Every metric the process exports: name, kind and help text. docs/operations.md lists
/// the same names (a test checks both ways, and that nothing else is exported).
pub const METRICS: &[(&str, &str, &str)] = &[
    (
        "referee_requests_total",
        "counter",
        "Requests handled by the core, by command and outcome (answered, refused, duplicate).",
    ),
    (
        "referee_moves_total",
        "counter",
        "Game actions applied (moves, deployments, resignations…), by variant.",
    ),
    (
        "referee_games_started_total",
        "counter",
        "Games that started (every seat accepted), by variant.",
    ),
    (
        "referee_games_finished_total",
        "counter",
        "Games that ended with a result, by variant.",
    ),
    (
        "referee_open_games",
        "gauge",
        "Open games (challenges and games in play) by variant, as this process saw them.",
    ),
    (
        "referee_deadlines_fired_total",
        "counter",
        "Games whose deadline, reminder or challenge expiry came due.",
    ),
    (
        "referee_render_seconds",
        "histogram",
        "Time to draw one board image.",
    ),
    (
        "referee_store_operation_seconds",
        "histogram",
        "Time of a store operation, by backend and operation.",
    ),
    (
        "referee_move_post_seconds",
        "histogram",
        "From a move's arrival to its board delivered to Discord.",
    ),
    (
        "referee_discord_requests_total",
        "counter",
        "Discord REST answers, by route and HTTP status (2xx, 403, 429…).",
    ),
    (
        "referee_discord_errors_total",
        "counter",
        "Discord JSON error codes (50007, 50013…), by route and code.",
    ),
    (
        "referee_dms_refused_total",
        "counter",
        "DMs Discord refused to deliver (50007).",
    ),
    (
        "referee_gateway_sessions_total",
        "counter",
        "Gateway sessions by shard and kind (identified, resumed).",
    ),
    (
        "referee_gateway_disconnects_total",
        "counter",
        "Gateway connections lost, by shard.",
    ),
    (
        "referee_gateway_shards_connected",
        "gauge",
        "Gateway shards of this process with a live session.",
    ),
];

/// Histogram buckets for every `_seconds` metric: from a fast render to a slow upload.
const SECONDS_BUCKETS: [f64; 13] = [
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0,
];

/// Install the Prometheus recorder; its handle renders `/metrics`.
pub fn install_metrics() -> Result<PrometheusHandle, String> {
    let handle = PrometheusBuilder::new()
        .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), &SECONDS_BUCKETS)
        .map_err(|e| format!("metrics buckets: {e}"))?
        .install_recorder()
        .map_err(|e| format!("cannot install the metrics recorder: {e}"))?;
    for (name, kind, help) in METRICS {
        match *kind {
            "counter" => metrics::describe_counter!(*name, *help),
            "gauge" => metrics::describe_gauge!(*name, *help),
            _ => metrics::describe_histogram!(*name, metrics::Unit::Seconds, *help),
        }
    }
    Ok(handle)
}

/// `referee health`: `GET /healthz` on `metrics_addr`. Without `metrics_addr` there is
/// nothing to ask, and the process is taken as healthy (the image's check must not fail
/// for operators who left metrics off).
pub fn check_health(
    addr: Option<std::net::SocketAddr>,
    out: &mut dyn std::io::Write,
) -> Result<(), referee_core::BotError> {
    use std::io::{Read, Write};
    use std::time::Duration;
    let Some(addr) = addr else {
        let _ = writeln!(out, "no metrics_addr configured: nothing to check");
        return Ok(());
    };
    let unhealthy = |why: String| referee_core::BotError::Config(format!("unhealthy: {why}"));
    let mut stream = std::net::TcpStream::connect_timeout(&addr, Duration::from_secs(3))
        .map_err(|e| unhealthy(format!("{addr}: {e}")))?;
    let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
    write!(
        stream,
        "GET /healthz HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .map_err(|e| unhealthy(e.to_string()))?;
    let mut answer = String::new();
    stream
        .read_to_string(&mut answer)
        .map_err(|e| unhealthy(e.to_string()))?;
    let status = answer.split_whitespace().nth(1).unwrap_or_default();
    let body = answer.split_once("\r\n\r\n").map_or("", |(_, b)| b).trim();
    if status == "200" {
        let _ = writeln!(out, "{body}");
        Ok(())
    } else {
        Err(unhealthy(format!("{status} {body}")))
    }
}
