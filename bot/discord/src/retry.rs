//! Discord's 429 (rate limited) answered by waiting and trying again, so an accepted move
//! never ends without its post.
//!
//! With serenity's own limiter on (direct to Discord) serenity already waits for
//! `Retry-After` and retries, and no 429 reaches us. Behind a REST proxy its limiter is off
//! and a 429 comes back as an error — without the `Retry-After` header or the body's
//! `retry_after`, which serenity does not keep. So we back off ourselves, doubling from
//! half a second: Discord's per-route waits are usually under a second, and a longer
//! (global) limit costs a few early retries, not a lost message.

use std::future::Future;
use std::time::{Duration, Instant};

const FIRST_WAIT: Duration = Duration::from_millis(500);
const LONGEST_WAIT: Duration = Duration::from_secs(8);
/// Past this a request is given up (logged by the caller): an interaction token lives
/// 15 minutes, and a channel post this late would be noise.
const GIVE_UP_AFTER: Duration = Duration::from_secs(120);

/// True when Discord (or the proxy) answered 429.
pub fn is_rate_limited(error: &serenity::Error) -> bool {
    matches!(
        error,
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(response))
            if response.status_code.as_u16() == 429
    )
}

/// Run `attempt` until it is not rate limited (or the time is up). `route` names the
/// REST call for the `referee_discord_requests_total` metric.
pub async fn retrying<T, F, Fut>(route: &'static str, mut attempt: F) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    let started = Instant::now();
    let mut wait = FIRST_WAIT;
    loop {
        let outcome = attempt().await;
        count(route, &outcome);
        match outcome {
            Err(error) if is_rate_limited(&error) && started.elapsed() + wait < GIVE_UP_AFTER => {
                tokio::time::sleep(wait).await;
                wait = (wait * 2).min(LONGEST_WAIT);
            }
            outcome => return outcome,
        }
    }
}

/// One REST answer counted by route and HTTP status (`2xx` for any success, `error` when
/// no answer came), and Discord's own error code when it sent one (50007, 50013…).
fn count<T>(route: &'static str, outcome: &Result<T, serenity::Error>) {
    let (status, code) = match outcome {
        Ok(_) => ("2xx".to_string(), None),
        Err(serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(response))) => (
            response.status_code.as_u16().to_string(),
            Some(response.error.code).filter(|code| *code != 0),
        ),
        Err(_) => ("error".to_string(), None),
    };
    if status == "429" {
        tracing::debug!(
            route,
            "Discord answered 429 (rate limited); waiting to retry"
        );
    }
    metrics::counter!("referee_discord_requests_total", "route" => route, "status" => status)
        .increment(1);
    if let Some(code) = code {
        metrics::counter!(
            "referee_discord_errors_total",
            "route" => route,
            "code" => code.to_string()
        )
        .increment(1);
    }
}
