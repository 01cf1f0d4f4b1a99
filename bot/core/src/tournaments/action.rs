//! What `/tournament` asks for, and why the referee may say no.

use referee_storage::ids::User;
use serde::{Deserialize, Serialize};

/// `/tournament create …` as given (checked when handled).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentSettings {
    pub variant: String,
    /// `swiss` or `round-robin`; Swiss when not given.
    pub format: Option<String>,
    pub rounds: Option<u32>,
    /// Seconds per move in the tournament's games.
    pub deadline_secs: Option<u64>,
    pub round_days: Option<u32>,
    pub max: Option<u32>,
    /// A date (`2026-12-24`, `2026-12-24T18:00`, UTC) or a time from now (`2d`).
    pub starts: Option<String>,
    /// `rated:false` makes the games casual; otherwise they are rated where the server
    /// keeps ratings.
    pub casual: bool,
    /// The shell vouches the sender manages this server (for `/server tournaments:admins`).
    pub server_manager: bool,
}

/// `/tournament <action>`; `tournament` names one (`T3`) when the channel has several.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TournamentAction {
    Create(TournamentSettings),
    /// In 四国军棋 a team registers together: the caller and `partner`.
    Join {
        partner: Option<User>,
        tournament: Option<u64>,
    },
    Leave {
        tournament: Option<u64>,
    },
    Start {
        tournament: Option<u64>,
    },
    Standings {
        tournament: Option<u64>,
    },
    Withdraw {
        tournament: Option<u64>,
    },
    Cancel {
        tournament: Option<u64>,
        /// The shell vouches the sender manages this server (as for `/abort force`).
        server_manager: bool,
    },
}

/// Why a tournament command was refused (worded in `words`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentRefusal {
    /// Tournaments are made and joined in a server channel.
    InChannel,
    /// The variant cannot be played as a tournament (seats other than two, or teams).
    Variant(String),
    BadFormat(String),
    BadStart(String),
    /// Round robins take at most this many entrants.
    TooManyForRoundRobin(usize),
    NoTournament,
    NoSuchTournament(u64),
    Ambiguous(Vec<u64>),
    NotRegistering(u64),
    NotRunning(u64),
    AlreadyIn(u64),
    NotIn(u64),
    Full(u64),
    /// 四国军棋: join with a partner; other variants: alone.
    NeedsPartner,
    NoPartnerHere,
    /// Only the creator (or an admin) may do this.
    NotCreator(u64),
    /// The server lets only its admins create tournaments.
    AdminsOnly,
    /// Fewer than this many entrants.
    TooFew(usize),
}

/// `T3`, `t3`, `#t3` or `3`.
pub fn parse_id(text: &str) -> Option<u64> {
    let text = text.trim().trim_start_matches('#');
    let digits = text
        .strip_prefix('T')
        .or_else(|| text.strip_prefix('t'))
        .unwrap_or(text);
    digits.parse().ok().filter(|id| *id > 0)
}

/// Seconds since the epoch of a date `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM` (UTC).
pub fn parse_date(text: &str) -> Option<u64> {
    let (date, time) = match text.split_once(['T', ' ']) {
        Some((d, t)) => (d, Some(t)),
        None => (text, None),
    };
    let mut parts = date.split('-');
    let year: i64 = parts.next()?.parse().ok()?;
    let month: i64 = parts.next()?.parse().ok()?;
    let day: i64 = parts.next()?.parse().ok()?;
    if parts.next().is_some() || !(1..=12).contains(&month) || !(1..=31).contains(&day) {
        return None;
    }
    let (hour, minute) = match time {
        Some(t) => {
            let (h, m) = t.split_once(':')?;
            (h.parse::<i64>().ok()?, m.parse::<i64>().ok()?)
        }
        None => (0, 0),
    };
    if !(0..24).contains(&hour) || !(0..60).contains(&minute) {
        return None;
    }
    // Days from the civil date (Howard Hinnant's algorithm).
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (month + 9) % 12;
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    let days = era * 146_097 + doe - 719_468;
    u64::try_from(days * 86_400 + hour * 3_600 + minute * 60).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_dates_read_as_people_write_them() {
        assert_eq!(parse_id("T3"), Some(3));
        assert_eq!(parse_id("#t12"), Some(12));
        assert_eq!(parse_id("4"), Some(4));
        assert_eq!(parse_id("x"), None);
        assert_eq!(parse_date("1970-01-02"), Some(86_400));
        assert_eq!(parse_date("2026-12-24T18:30"), Some(1_798_137_000));
        assert_eq!(parse_date("2026-13-01"), None);
    }
}
