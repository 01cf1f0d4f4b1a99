//! Discord's 429 (rate limited) answered by waiting and trying again, so an accepted move
//! never ends without its post.
//!
//! With serenity's own limiter on (direct to Discord) serenity already waits for
//! `Retry-After` and retries, and no 429 reaches us. Behind a REST proxy its limiter is off
//! and a 429 comes back as an error — without the `Retry-After` header or the body's
//! `retry_after`, which serenity does not keep. So we back off ourselves, doubling from
//! half a second: Discord's per-route waits are usually under a second, and a longer
//! (global) limit costs a few early retries, not a lost message.

use std::collections::BTreeMap;
use std::future::Future;
use std::sync::{Mutex, PoisonError};
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
    backing_off(route, FIRST_WAIT, is_rate_limited, || {
        let outcome = attempt();
        async move {
            let outcome = outcome.await;
            count(route, &outcome);
            outcome
        }
    })
    .await
}

/// When each route may be tried again: a 429 to one delivery holds back every delivery
/// of the same route until its wait is over, instead of each finding the limit anew
/// (Discord counts those tries too, and repeated 429s can earn a longer ban).
static HELD_UNTIL: Mutex<BTreeMap<&'static str, Instant>> = Mutex::new(BTreeMap::new());

fn held_until(route: &'static str) -> Option<Instant> {
    HELD_UNTIL
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .get(route)
        .copied()
}

fn hold(route: &'static str, until: Instant) {
    let mut held = HELD_UNTIL.lock().unwrap_or_else(PoisonError::into_inner);
    let now = Instant::now();
    // Forget waits that are over, so the map stays as small as the routes in trouble.
    held.retain(|_, t| *t > now);
    let entry = held.entry(route).or_insert(until);
    *entry = (*entry).max(until);
}

/// The retry loop, for any error `limited` recognises as a rate limit.
async fn backing_off<T, E, F, Fut>(
    route: &'static str,
    first_wait: Duration,
    limited: fn(&E) -> bool,
    mut attempt: F,
) -> Result<T, E>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, E>>,
{
    let started = Instant::now();
    let mut wait = first_wait;
    loop {
        if let Some(until) = held_until(route).filter(|t| *t > Instant::now()) {
            tokio::time::sleep_until(until.into()).await;
        }
        match attempt().await {
            Err(error) if limited(&error) && started.elapsed() + wait < GIVE_UP_AFTER => {
                hold(route, Instant::now() + wait);
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    #[derive(Debug, PartialEq)]
    enum Answer {
        Limited,
        Failed,
    }

    fn limited(answer: &Answer) -> bool {
        *answer == Answer::Limited
    }

    #[tokio::test]
    async fn a_429_holds_back_the_other_deliveries_of_its_route() {
        const WAIT: Duration = Duration::from_millis(800);
        let tried: Arc<Mutex<Vec<(&str, Instant)>>> = Arc::default();
        let log = |who: &'static str| {
            let tried = Arc::clone(&tried);
            move || {
                tried
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .push((who, Instant::now()));
            }
        };
        // The first delivery is limited once; the second starts just after that answer.
        let first = {
            let note = log("first");
            let mut calls = 0;
            backing_off("test_shared", WAIT, limited, move || {
                note();
                calls += 1;
                let answer = if calls == 1 {
                    Err(Answer::Limited)
                } else {
                    Ok(1)
                };
                async move { answer }
            })
        };
        let second = {
            let note = log("second");
            async move {
                tokio::time::sleep(Duration::from_millis(20)).await;
                backing_off("test_shared", WAIT, limited, || {
                    note();
                    async { Ok::<_, Answer>(2) }
                })
                .await
            }
        };
        let other_route = {
            let note = log("other");
            async move {
                tokio::time::sleep(Duration::from_millis(20)).await;
                backing_off("test_other", WAIT, limited, || {
                    note();
                    async { Ok::<_, Answer>(3) }
                })
                .await
            }
        };
        let (a, b, c) = tokio::join!(first, second, other_route);
        assert_eq!((a, b, c), (Ok(1), Ok(2), Ok(3)));
        let tried = tried.lock().unwrap_or_else(PoisonError::into_inner).clone();
        let at = |who: &str| tried.iter().find(|(w, _)| *w == who).map(|(_, t)| *t);
        let (Some(limited_at), Some(second_at), Some(other_at)) =
            (at("first"), at("second"), at("other"))
        else {
            panic!("every delivery was tried: {tried:?}");
        };
        assert!(
            second_at.duration_since(limited_at) >= WAIT,
            "the second delivery waited for the first one's 429: {tried:?}"
        );
        assert!(
            other_at.duration_since(limited_at) < WAIT,
            "another route is not held back: {tried:?}"
        );
    }

    #[tokio::test]
    async fn other_errors_are_not_retried() {
        let mut calls = 0;
        let outcome: Result<(), Answer> =
            backing_off("test_failed", Duration::from_millis(1), limited, || {
                calls += 1;
                async { Err(Answer::Failed) }
            })
            .await;
        assert_eq!(outcome, Err(Answer::Failed));
        assert_eq!(calls, 1);
    }
}
