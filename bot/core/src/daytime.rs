//! Times of day in a player's own zone, for the daily turn digest
//! (`/settings digest-at:20:00 timezone:Asia/Shanghai`).

use chrono::{DateTime, Days, NaiveTime, TimeZone, Utc};
use chrono_tz::Tz;

/// When the digest goes out if the player names no time: 20:00.
pub const DEFAULT_DIGEST_AT: u16 = 20 * 60;

/// `20:00`, `8:30`, `20` or `2000` (full-width digits and colon too) as minutes after
/// midnight; `None` for anything else.
pub fn parse_time_of_day(text: &str) -> Option<u16> {
    let text: String = text
        .trim()
        .chars()
        .map(|c| match c {
            '０'..='９' => {
                char::from_u32(u32::from(c) - u32::from('０') + u32::from('0')).unwrap_or(c)
            }
            '：' => ':',
            other => other,
        })
        .collect();
    let (hours, minutes) = match text.split_once(':') {
        Some((h, m)) if m.len() == 2 => (h, m),
        Some(_) => return None,
        // `split_at_checked`: four bytes may be one CJK character and a digit (`司a`).
        None if text.len() == 4 => text.split_at_checked(2)?,
        None => (text.as_str(), "0"),
    };
    let hours: u16 = hours.parse().ok().filter(|h| *h < 24)?;
    let minutes: u16 = minutes.parse().ok().filter(|m| *m < 60)?;
    Some(hours * 60 + minutes)
}

/// An IANA zone name as the zone database spells it (`asia/shanghai` gives
/// `Asia/Shanghai`); `None` when there is no such zone.
pub fn parse_zone(text: &str) -> Option<String> {
    let text = text.trim();
    text.parse::<Tz>()
        .ok()
        .or_else(|| {
            chrono_tz::TZ_VARIANTS
                .iter()
                .copied()
                .find(|tz| tz.name().eq_ignore_ascii_case(text))
        })
        .map(|tz| tz.name().to_string())
}

/// `HH:MM` of minutes after midnight.
pub fn show_time_of_day(minutes: u16) -> String {
    format!("{:02}:{:02}", minutes / 60, minutes % 60)
}

/// The first moment after `now` when it is `minutes` past midnight in `zone` (UTC when
/// `None` or unknown), on a later local day than `last_sent` (the last digest): at most
/// one digest a local day, even after the time was changed. On a day when a clock change
/// skips that time, the first moment after it.
pub fn next_digest(now: u64, minutes: u16, zone: Option<&str>, last_sent: Option<u64>) -> u64 {
    let zone: Tz = zone.and_then(|z| z.parse().ok()).unwrap_or(Tz::UTC);
    let at = NaiveTime::from_hms_opt(u32::from(minutes / 60), u32::from(minutes % 60), 0)
        .unwrap_or(NaiveTime::MIN);
    let local = |t: u64| {
        let t = i64::try_from(t).unwrap_or(i64::MAX);
        DateTime::<Utc>::from_timestamp(t, 0)
            .unwrap_or(DateTime::<Utc>::UNIX_EPOCH)
            .with_timezone(&zone)
    };
    let sent_day = last_sent.map(|t| local(t).date_naive());
    let mut day = local(now).date_naive();
    // Today, tomorrow or the day after always holds the answer; a few more days are
    // only a guard against an odd zone.
    for _ in 0..5 {
        let naive = day.and_time(at);
        let moment = zone
            .from_local_datetime(&naive)
            .earliest()
            .or_else(|| {
                // Skipped by a clock change: an hour later exists.
                zone.from_local_datetime(&(naive + chrono::Duration::hours(1)))
                    .earliest()
            })
            .map(|m| u64::try_from(m.timestamp()).unwrap_or(0));
        if let Some(moment) = moment {
            if moment > now && sent_day.is_none_or(|sent| day > sent) {
                return moment;
            }
        }
        match day.checked_add_days(Days::new(1)) {
            Some(next) => day = next,
            None => break,
        }
    }
    now.saturating_add(86_400)
}

#[cfg(test)]
mod tests {
    use super::*;

    // 2026-12-02 07:00:00 UTC.
    const T: u64 = 1_796_194_800;

    #[test]
    fn times_of_day_parse_in_the_usual_spellings() {
        assert_eq!(parse_time_of_day("20:00"), Some(1200));
        assert_eq!(parse_time_of_day("8:30"), Some(510));
        assert_eq!(parse_time_of_day("２０：１５"), Some(1215));
        assert_eq!(parse_time_of_day("7"), Some(420));
        assert_eq!(parse_time_of_day("0730"), Some(450));
        // Four bytes that are not four characters: typed text, never a panic.
        for bad in [
            "24:00", "7:5", "noon", "", "12:60", "司a", "a司", "é12", "1é:", "12:é",
        ] {
            assert_eq!(parse_time_of_day(bad), None, "{bad}");
        }
    }

    #[test]
    fn zones_are_checked_and_spelled_as_the_database_does() {
        assert_eq!(
            parse_zone("Asia/Shanghai").as_deref(),
            Some("Asia/Shanghai")
        );
        assert_eq!(parse_zone("asia/taipei").as_deref(), Some("Asia/Taipei"));
        assert_eq!(parse_zone("UTC").as_deref(), Some("UTC"));
        assert_eq!(parse_zone("Mars/Olympus"), None);
    }

    #[test]
    fn the_next_digest_is_the_next_local_time_on_a_new_day() {
        // 20:00 UTC today, then tomorrow once today's went out.
        assert_eq!(next_digest(T, 1200, None, None), T + 13 * 3600);
        assert_eq!(
            next_digest(T + 13 * 3600, 1200, None, Some(T + 13 * 3600)),
            T + 37 * 3600
        );
        // Moved to 21:00 after today's went out at 20:00: not twice today.
        assert_eq!(
            next_digest(T + 13 * 3600 + 60, 1260, None, Some(T + 13 * 3600)),
            T + 38 * 3600
        );
        // 20:00 in Shanghai (UTC+8) is 12:00 UTC: today at 12:00.
        assert_eq!(
            next_digest(T, 1200, Some("Asia/Shanghai"), None),
            T + 5 * 3600
        );
    }
}
