//! `metrics_addr`: `GET /metrics` (Prometheus text) and `GET /healthz` (200 when this
//! process's gateway shards are connected and the store answers, 503 otherwise).

use crate::deliver::Shell;
use axum::http::StatusCode;
use axum::routing::get;
use axum::Router;
use serenity::all::{ConnectionStage, ShardManager};
use std::fmt;
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::task::JoinHandle;

/// Where to serve and what: the binary owns the metrics recorder and renders it.
#[derive(Clone)]
pub struct MetricsEndpoint {
    pub addr: SocketAddr,
    /// The exposition text of every metric recorded so far.
    pub render: Arc<dyn Fn() -> String + Send + Sync>,
}

impl fmt::Debug for MetricsEndpoint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("MetricsEndpoint")
            .field("addr", &self.addr)
            .finish_non_exhaustive()
    }
}

/// The current client's shard manager (replaced when the client reconnects without an
/// intent).
pub type Shards = Arc<std::sync::Mutex<Arc<ShardManager>>>;

/// What `/healthz` asks.
#[derive(Clone)]
struct Probe {
    shell: Arc<Shell>,
    shards: Shards,
    expected: usize,
}

/// Bind `endpoint.addr` and serve until aborted. `expected`: the shards this process runs.
pub async fn spawn(
    endpoint: MetricsEndpoint,
    shell: Arc<Shell>,
    shards: Shards,
    expected: u32,
) -> Result<JoinHandle<()>, std::io::Error> {
    let listener = tokio::net::TcpListener::bind(endpoint.addr).await?;
    let render = Arc::clone(&endpoint.render);
    let probe = Probe {
        shell,
        shards,
        expected: expected.max(1) as usize,
    };
    let for_metrics = probe.clone();
    let app = Router::new()
        .route(
            "/metrics",
            get(move || async move {
                connected_shards(&for_metrics).await;
                render()
            }),
        )
        .route("/healthz", get(move || healthz(probe.clone())));
    tracing::info!(addr = %endpoint.addr, "serving /metrics and /healthz");
    Ok(tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, app).await {
            tracing::error!(error = %e, "the metrics endpoint stopped");
        }
    }))
}

/// How many of this process's shards have a live session, as serenity's shard manager
/// sees them (the runners report their stage on every change); also the
/// `referee_gateway_shards_connected` gauge.
async fn connected_shards(probe: &Probe) -> usize {
    let manager = Arc::clone(
        &probe
            .shards
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner()),
    );
    let runners = manager.runners.lock().await;
    let connected = runners
        .values()
        .filter(|runner| matches!(runner.stage, ConnectionStage::Connected))
        .count();
    metrics::gauge!("referee_gateway_shards_connected").set(connected as f64);
    connected
}

async fn healthz(probe: Probe) -> (StatusCode, &'static str) {
    if connected_shards(&probe).await < probe.expected {
        return (StatusCode::SERVICE_UNAVAILABLE, "gateway not connected\n");
    }
    let store = probe
        .shell
        .blocking(|referee| referee.store_answers())
        .await;
    if store != Some(true) {
        return (StatusCode::SERVICE_UNAVAILABLE, "store not answering\n");
    }
    (StatusCode::OK, "ok\n")
}
