//! Rate limits as Discord answers them: a 429 with `Retry-After`, the `X-RateLimit-*`
//! headers and a JSON body of `message`, `retry_after` (seconds) and `global`. A limited
//! bucket stays limited until its reset, so a client that retries too early is limited
//! again (and the fake counts it).

use std::collections::HashMap;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// When the fake answers 429.
#[derive(Default)]
pub struct Limiter {
    /// Limit one request in every `n` (a steady share of all traffic).
    every: Option<u64>,
    seen: u64,
    /// Limit the next `count` requests whose `METHOD /path` starts with the prefix.
    targeted: Vec<(String, u32)>,
    /// Limit the next request globally (every route waits).
    global_next: bool,
    retry_after: Duration,
    /// Bucket → when its limit resets.
    blocked: HashMap<String, Instant>,
    global_until: Option<Instant>,
    pub limited: u64,
    /// Requests that came back to a limited bucket before its reset.
    pub too_early: u64,
}

/// A 429 to send: how long to wait and whether it is the global limit.
pub struct Limited {
    pub retry_after: Duration,
    pub global: bool,
    pub bucket: String,
}

/// GET /gateway is never limited: serenity falls back to the real Discord when it fails.
fn exempt(route: &str) -> bool {
    route.starts_with("GET /gateway")
}

impl Limiter {
    pub fn every(&mut self, n: u64, retry_after: Duration) {
        self.every = (n > 0).then_some(n);
        self.retry_after = retry_after;
    }

    pub fn next(&mut self, prefix: &str, count: u32, retry_after: Duration) {
        self.targeted.push((prefix.to_string(), count));
        self.retry_after = retry_after;
    }

    pub fn global_once(&mut self, retry_after: Duration) {
        self.global_next = true;
        self.retry_after = retry_after;
    }

    /// Decide for one request (`METHOD /path`, without `/api/v10`).
    pub fn check(&mut self, route: &str, now: Instant) -> Option<Limited> {
        if exempt(route) {
            return None;
        }
        let bucket = route.to_string();
        if let Some(until) = self.global_until.filter(|until| *until > now) {
            self.too_early += 1;
            return Some(self.limited(until - now, true, bucket));
        }
        if let Some(until) = self.blocked.get(&bucket).copied().filter(|u| *u > now) {
            self.too_early += 1;
            return Some(self.limited(until - now, false, bucket));
        }
        if self.global_next {
            self.global_next = false;
            self.global_until = Some(now + self.retry_after);
            return Some(self.limited(self.retry_after, true, bucket));
        }
        let targeted = self
            .targeted
            .iter_mut()
            .find(|(prefix, count)| *count > 0 && route.starts_with(prefix.as_str()));
        let hit = match targeted {
            Some((_, count)) => {
                *count -= 1;
                true
            }
            None => {
                self.seen += 1;
                self.every.is_some_and(|n| self.seen.is_multiple_of(n))
            }
        };
        if !hit {
            return None;
        }
        self.blocked.insert(bucket.clone(), now + self.retry_after);
        Some(self.limited(self.retry_after, false, bucket))
    }

    fn limited(&mut self, retry_after: Duration, global: bool, bucket: String) -> Limited {
        self.limited += 1;
        Limited {
            retry_after,
            global,
            bucket,
        }
    }
}

impl Limited {
    /// Headers as Discord documents them for a 429.
    pub fn headers(&self) -> Vec<(&'static str, String)> {
        let secs = self.retry_after.as_secs_f64();
        let epoch = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0.0, |d| d.as_secs_f64());
        let mut headers = vec![
            // Whole seconds, rounded up, as Discord sends it; the body has the fraction.
            ("retry-after", format!("{}", secs.ceil() as u64)),
            ("x-ratelimit-limit", "5".to_string()),
            ("x-ratelimit-remaining", "0".to_string()),
            ("x-ratelimit-reset", format!("{:.3}", epoch + secs)),
            ("x-ratelimit-reset-after", format!("{secs:.3}")),
            ("x-ratelimit-bucket", format!("{:x}", fnv(&self.bucket))),
        ];
        if self.global {
            headers.push(("x-ratelimit-global", "true".to_string()));
            headers.push(("x-ratelimit-scope", "global".to_string()));
        } else {
            headers.push(("x-ratelimit-scope", "user".to_string()));
        }
        headers
    }

    pub fn body(&self) -> serde_json::Value {
        serde_json::json!({
            "message": "You are being rate limited.",
            "retry_after": self.retry_after.as_secs_f64(),
            "global": self.global,
        })
    }
}

/// A stable bucket hash (Discord's are opaque strings).
fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}
