//! How the console shows effects: one line each, plain or JSON.
//!
//! JSON lines (stable; other tools read them):
//! `{"to":"channel"|"dm"|"ephemeral", "user":name|null, "text":…, "image":path|null,
//!   "files":[paths], "error":bool, "game":{"id","variant","status"}|null, "buttons":[ids]}`
//! where `files` (the files sent with the image, such as an export's replay) is left out
//! when there are none.

use referee_core::effect::{Effect, GameTag, Select};
use serde::Serialize;

#[derive(Serialize)]
pub struct JsonLine<'a> {
    pub to: &'static str,
    pub user: Option<String>,
    pub text: String,
    pub image: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub files: Vec<String>,
    pub error: bool,
    pub game: Option<&'a GameTag>,
    pub buttons: Vec<String>,
    /// A picker's selects: each id with its options' values and labels.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub selects: Vec<&'a Select>,
}

/// Replace `<@ID>` by `@name` and `<t:UNIX:R>` by a UTC date.
pub fn plain_text(text: &str, name_of: &dyn Fn(u64) -> Option<String>) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find('<') {
        out.push_str(&rest[..start]);
        let tail = &rest[start..];
        let Some(end) = tail.find('>') else {
            out.push_str(tail);
            return out;
        };
        let inner = &tail[1..end];
        match replace_token(inner, name_of) {
            Some(replacement) => out.push_str(&replacement),
            None => out.push_str(&tail[..=end]),
        }
        rest = &tail[end + 1..];
    }
    out.push_str(rest);
    out
}

fn replace_token(inner: &str, name_of: &dyn Fn(u64) -> Option<String>) -> Option<String> {
    if let Some(id) = inner.strip_prefix('@') {
        let id: u64 = id.trim_start_matches('!').parse().ok()?;
        return Some(format!(
            "@{}",
            name_of(id).unwrap_or_else(|| id.to_string())
        ));
    }
    let time = inner.strip_prefix("t:")?;
    let secs: u64 = time.split(':').next()?.parse().ok()?;
    Some(utc(secs))
}

/// `2026-11-30 02:15 UTC` (proleptic Gregorian, from days since the epoch).
pub fn utc(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let minute_of_day = (secs % 86_400) / 60;
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02} UTC",
        minute_of_day / 60,
        minute_of_day % 60
    )
}

/// Where an effect goes, for the console: `(to, user)`.
pub fn audience(effect: &Effect) -> Option<(&'static str, Option<u64>)> {
    match effect {
        Effect::Post { .. } => Some(("channel", None)),
        Effect::Private { user, .. } => Some(("dm", Some(*user))),
        Effect::Ephemeral { user, .. } | Effect::Choices { user, .. } => {
            Some(("ephemeral", Some(*user)))
        }
        Effect::Picker { user, .. } => Some(("picker", Some(*user))),
        // The console has no messages to delete.
        Effect::OpenThread { .. } | Effect::Delete { .. } => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mentions_and_times_become_plain() {
        let names = |id: u64| (id == 7).then(|| "bob".to_string());
        assert_eq!(
            plain_text("<@7> to move, due <t:0:R>. <@8> <b>", &names),
            "@bob to move, due 1970-01-01 00:00 UTC. @8 <b>"
        );
        assert_eq!(utc(1_772_323_200), "2026-03-01 00:00 UTC");
        assert_eq!(utc(951_782_400 + 3_660), "2000-02-29 01:01 UTC");
    }
}
