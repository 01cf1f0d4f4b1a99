//! Open tables: the table's post, its seats, joining and leaving, its lapse, and its
//! line in `/games`.

use super::{list, mention, say, say_msg, variant_name, when, Lang};
use referee_storage::ids::GameId;
use rules::{Arg, Message, VariantId};

/// One of the bot's sentences with a count `n` (Fluent picks the plural) and text arguments.
fn say_n(lang: Lang, id: &str, n: usize, args: &[(&str, String)]) -> String {
    let n = i64::try_from(n).unwrap_or(i64::MAX);
    let msg = args.iter().fold(
        Message::new(id).with("n", Arg::Number(n)),
        |m, (name, value)| m.text(name, value.clone()),
    );
    say_msg(lang, &msg)
}

/// What happened at a table, heading its post.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableNews {
    Opened { by: u64 },
    Joined { by: u64 },
    Accepted { by: u64 },
    Left { by: u64 },
    ComputerAdded { by: u64 },
}

pub fn table_news(lang: Lang, news: TableNews, id: GameId, variant: VariantId) -> String {
    let args = |by: u64| {
        [
            ("who", mention(by)),
            ("id", id.to_string()),
            ("variant", variant_name(lang, variant)),
        ]
    };
    match news {
        TableNews::Opened { by } => say(lang, "table-opened", &args(by)),
        TableNews::Joined { by } => say(lang, "table-joined", &args(by)),
        TableNews::Accepted { by } => say(lang, "table-accepted", &args(by)),
        TableNews::Left { by } => say(lang, "table-left", &args(by)),
        TableNews::ComputerAdded { by } => say(lang, "table-computer-added", &args(by)),
    }
}

/// One seat of the table: `East (team 2): free`; `who` holds it ([`table_seat_free`],
/// a mention, [`table_seat_computer`]).
pub fn table_seat(lang: Lang, seat: &str, who: &str, team: Option<usize>) -> String {
    let mut args = vec![("seat", seat.to_string()), ("who", who.to_string())];
    match team {
        Some(team) => {
            args.push(("team", (team + 1).to_string()));
            say(lang, "table-seat-team", &args)
        }
        None => say(lang, "table-seat", &args),
    }
}

pub fn table_seat_free(lang: Lang) -> String {
    say(lang, "table-seat-free", &[])
}

/// A computer seat: `@Referee (computer, hard)`, or without the bot's user when the
/// shell has not named it.
pub fn table_seat_computer(lang: Lang, computer: Option<u64>, level: &str) -> String {
    // A level the store cannot read plays as `normal` (see `computers`), so it is shown so.
    let level = match level {
        "easy" => say(lang, "computer-level-easy", &[]),
        "hard" => say(lang, "computer-level-hard", &[]),
        _ => say(lang, "computer-level-normal", &[]),
    };
    match computer {
        Some(user) => say(
            lang,
            "table-seat-computer",
            &[("who", mention(user)), ("level", level)],
        ),
        None => say(lang, "table-seat-computer-unnamed", &[("level", level)]),
    }
}

/// Seats drawn at the start: who sits so far (as [`table_seat`] names them), not where.
pub fn table_random(lang: Lang, seated: &[String]) -> String {
    say(lang, "table-random", &[("seated", list(lang, seated))])
}

/// How to join, and when the table lapses.
pub fn table_footer(lang: Lang, id: GameId, open: usize, lapses: u64) -> String {
    let args = [("id", id.to_string()), ("due", when(lapses))];
    say_n(lang, "table-footer", open, &args)
}

/// Named players who have not accepted yet.
pub fn table_waiting(lang: Lang, id: GameId, waiting: &[u64]) -> String {
    let names: Vec<String> = waiting.iter().map(|u| mention(*u)).collect();
    say(
        lang,
        "table-waiting",
        &[("id", id.to_string()), ("waiting", list(lang, &names))],
    )
}

pub fn table_closed(lang: Lang, id: GameId, by: u64) -> String {
    say(
        lang,
        "table-closed",
        &[("by", mention(by)), ("id", id.to_string())],
    )
}

pub fn table_lapsed(lang: Lang, id: GameId, open: usize, after_secs: u64) -> String {
    let args = [
        ("id", id.to_string()),
        ("time", super::duration(lang, after_secs)),
    ];
    say_n(lang, "table-lapsed", open, &args)
}

/// The state of one's own table in `/games`: `open table, 2 seats free`.
pub fn table_pending(lang: Lang, open: usize) -> String {
    say_n(lang, "table-pending", open, &[])
}

/// A table in `/games` the reader could join.
pub fn table_line(lang: Lang, id: GameId, variant: VariantId, creator: u64, open: usize) -> String {
    let args = [
        ("id", id.to_string()),
        ("variant", variant_name(lang, variant)),
        ("creator", mention(creator)),
    ];
    say_n(lang, "table-line", open, &args)
}

/// One's own table in `/games` while nobody else sits at it.
pub fn table_alone_line(lang: Lang, id: GameId, variant: VariantId, state: &str) -> String {
    say(
        lang,
        "table-alone-line",
        &[
            ("id", id.to_string()),
            ("variant", variant_name(lang, variant)),
            ("state", state.to_string()),
        ],
    )
}

pub fn button_join(lang: Lang) -> String {
    say(lang, "button-join", &[])
}

pub fn button_add_computer(lang: Lang) -> String {
    say(lang, "button-add-computer", &[])
}
