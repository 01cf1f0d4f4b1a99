//! Every sentence the bot says, worded from Fluent catalogues in the reader's language.
//!
//! The bot's own sentences live in `data/bot/locales/{en,zh-CN,zh-TW}.ftl`; game words
//! (variants, seats, pieces, events, rules refusals) in each family's catalogue and
//! `data/common`. Code here only picks an id and its arguments ([`say`]); the test
//! `bot/core/tests/core/catalogue.rs` checks that every id said here exists in all three
//! locales with the same variables.
//!
//! Users are written as Discord mentions (`<@ID>`) and times as Discord timestamps
//! (`<t:UNIX:R>`); the console turns both into plain text.

use referee_storage::ids::User;
use rules::{Arg, Event, Message, Outcome, Seat, VariantId, VariantInfo, Words};
use std::sync::OnceLock;

mod marks;
mod picker;
mod pieces;
mod posts;
mod ratings;
mod refusals;
mod rules_text;
mod server;
mod stand_ins;
mod tables;
mod tournament_words;
mod turns;
pub use marks::*;
pub use picker::*;
pub use pieces::{asks_for_list, piece_list, with_heading};
pub use posts::*;
pub use ratings::*;
pub use refusals::{refusal, usage, usage_id};
pub use rules_text::rule_error;
pub use server::{image_prefs_line, server_settings};
pub use stand_ins::*;
pub use tables::*;
pub use tournament_words::*;
pub use turns::*;

/// A reader's language: English, simplified or traditional Chinese.
pub use rules::Locale as Lang;

/// The catalogue group of the bot's own sentences.
pub const BOT_GROUP: &str = "bot";

/// The bot's own catalogues, embedded: (locale tag, Fluent text).
pub const BOT: &[(&str, &str)] = &[
    ("en", include_str!("../../../data/bot/locales/en.ftl")),
    ("zh-CN", include_str!("../../../data/bot/locales/zh-CN.ftl")),
    ("zh-TW", include_str!("../../../data/bot/locales/zh-TW.ftl")),
];

/// Every catalogue (families, shared, the bot's), parsed once. `None` only if an embedded
/// catalogue fails to parse, which the catalogue tests rule out; messages then fall back
/// to their compact form.
pub fn catalogue() -> Option<&'static Words> {
    static WORDS: OnceLock<Option<Words>> = OnceLock::new();
    WORDS
        .get_or_init(|| {
            Words::new(rules::catalogues())
                .and_then(|w| w.with_group(BOT_GROUP, BOT))
                .ok()
        })
        .as_ref()
}

/// One of the bot's own sentences, `id` with text arguments, in `lang`.
pub(crate) fn say(lang: Lang, id: &str, args: &[(&str, String)]) -> String {
    let msg = args.iter().fold(Message::new(id), |m, (name, value)| {
        m.text(name, value.clone())
    });
    say_msg(lang, &msg)
}

/// Whether the bot's catalogue has `id` in `lang`.
pub(crate) fn knows(lang: Lang, id: &str) -> bool {
    catalogue().is_some_and(|words| words.has(BOT_GROUP, lang, id))
}

/// A sentence of `family`'s own catalogue (a family's words for its saved set-ups, from
/// the ids in `rules::policy::SAVED_SETUP_WORDS`), with text arguments, in `lang`.
pub(crate) fn say_in(family: &str, lang: Lang, id: &str, args: &[(&str, String)]) -> String {
    let msg = args.iter().fold(Message::new(id), |m, (name, value)| {
        m.text(name, value.clone())
    });
    match catalogue() {
        Some(words) => words.format(family, lang, &msg, &|s| format!("{}", s.0 + 1)),
        None => msg.to_string(),
    }
}

/// One of the bot's own sentences with a number argument `n` (Fluent picks the plural).
fn say_n(lang: Lang, id: &str, n: u64) -> String {
    let n = i64::try_from(n).unwrap_or(i64::MAX);
    say_msg(lang, &Message::new(id).with("n", Arg::Number(n)))
}

fn say_msg(lang: Lang, msg: &Message) -> String {
    match catalogue() {
        Some(words) => words.format(BOT_GROUP, lang, msg, &|s| format!("{}", s.0 + 1)),
        None => msg.to_string(),
    }
}

/// Items joined as `lang` joins a list (`a, b` or `a、b`).
pub fn list(lang: Lang, items: &[String]) -> String {
    items.join(&say(lang, "list-separator", &[]))
}

/// The name of a language, in `lang`.
pub fn language_name(lang: Lang, of: Lang) -> String {
    match of {
        Lang::En => say(lang, "language-en", &[]),
        Lang::ZhCn => say(lang, "language-zh-CN", &[]),
        Lang::ZhTw => say(lang, "language-zh-TW", &[]),
    }
}

/// Words a rules message of `variant`'s family for a `lang` reader.
/// What `seat` learnt privately and still holds, as its family words it (古战棋's probe
/// results); `None` when it holds nothing. For that seat's own messages only.
pub fn held_knowledge(lang: Lang, game: &rules::Game, seat: Seat) -> Option<String> {
    let held = game.held_knowledge(seat)?;
    Some(message(lang, game.variant(), &held, &|s| s.to_string()))
}

pub fn message(
    lang: Lang,
    variant: VariantId,
    msg: &Message,
    seat: &dyn Fn(Seat) -> String,
) -> String {
    match catalogue() {
        Some(words) => words.format(variant.info().family, lang, msg, seat),
        None => msg.to_string(),
    }
}

/// The reply to a button whose command no longer exists.
pub fn stale_button(lang: Lang) -> String {
    say(lang, "button-stale", &[])
}

/// Said in place of a board image the chat will not take (over its upload limit).
pub fn image_too_large(lang: Lang) -> String {
    say(lang, "image-too-large", &[])
}

/// A `/play` setup the mode refused, worded by the mode's family.
pub fn setup_refusal(lang: Lang, refusal: &rules::SetupRefusal) -> String {
    let seat = |s: Seat| format!("{}", s.0 + 1);
    let text = match catalogue() {
        Some(words) => words.format(refusal.family, lang, &refusal.message, &seat),
        None => refusal.message.to_string(),
    };
    say(lang, "refuse-bad-setup", &[("detail", text)])
}

/// A catalogue entry with no arguments, or its id when missing.
pub fn entry(lang: Lang, family: &str, id: &str) -> String {
    catalogue()
        .and_then(|w| w.text(family, lang, id))
        .unwrap_or_else(|| id.to_string())
}

pub fn mention(user: u64) -> String {
    format!("<@{user}>")
}

/// A Discord timestamp: relative ("in 3 days") in Discord, a UTC date in the console.
pub fn when(time: u64) -> String {
    format!("<t:{time}:R>")
}

pub fn duration(lang: Lang, secs: u64) -> String {
    match [86_400, 3_600, 60]
        .into_iter()
        .find(|unit| secs >= *unit && secs.is_multiple_of(*unit))
    {
        Some(86_400) => say_n(lang, "duration-days", secs / 86_400),
        Some(3_600) => say_n(lang, "duration-hours", secs / 3_600),
        Some(60) => say_n(lang, "duration-minutes", secs / 60),
        _ => say_n(lang, "duration-seconds", secs),
    }
}

pub fn variant_name(lang: Lang, variant: VariantId) -> String {
    let info = variant.info();
    entry(lang, info.family, &format!("variant-{}", info.id))
}

pub fn seat_name(lang: Lang, info: &VariantInfo, seat: Seat) -> String {
    match info.seat_name_id(seat) {
        Some(id) => entry(lang, info.family, &id),
        None => format!("{}", seat.0 + 1),
    }
}

/// Names players in a game's sentences.
pub struct Seats<'a> {
    pub lang: Lang,
    pub players: &'a [User],
    pub info: &'static VariantInfo,
}

impl Seats<'_> {
    /// The player of `seat`; with the seat's name when they hold several seats (the
    /// computer at a table), so each of them is told apart.
    pub fn who(&self, seat: Seat) -> String {
        let Some(user) = self.players.get(seat.index()) else {
            return seat_name(self.lang, self.info, seat);
        };
        if self.players.iter().filter(|p| p.id == user.id).count() < 2 {
            return mention(user.id);
        }
        self.with_seat(mention(user.id), seat)
    }

    fn with_seat(&self, who: String, seat: Seat) -> String {
        let seat = seat_name(self.lang, self.info, seat);
        say(self.lang, "roster-entry", &[("who", who), ("seat", seat)])
    }

    pub fn list(&self, seats: &[Seat]) -> String {
        let names: Vec<String> = seats.iter().map(|s| self.who(*s)).collect();
        list(self.lang, &names)
    }
    /// `<@1> (White), <@2> (Black)`
    pub fn roster(&self) -> String {
        let entries: Vec<String> = self
            .players
            .iter()
            .enumerate()
            .filter_map(|(i, user)| Some((u8::try_from(i).ok().map(Seat)?, user)))
            .map(|(s, user)| self.with_seat(mention(user.id), s))
            .collect();
        list(self.lang, &entries)
    }

    /// One event as a sentence. `you` words the reader's own seat in the second person.
    pub fn event(&self, event: &Event, you: Option<Seat>) -> String {
        let lang = self.lang;
        let who = |s: Seat| {
            if Some(s) == you {
                entry(lang, self.info.family, "you")
            } else {
                self.who(s)
            }
        };
        let msg = match event_message(event) {
            Ok(msg) => msg.text("you", reader_role(event, you)),
            Err(outcome) => return self.outcome(outcome),
        };
        match catalogue() {
            Some(words) => words.format(self.info.family, lang, &msg, &who),
            None => msg.to_string(),
        }
    }

    pub fn outcome(&self, outcome: &Outcome) -> String {
        let family = self.info.family;
        let reason = entry(self.lang, family, &format!("outcome-{}", outcome.reason));
        if outcome.reason == "abort" {
            return entry(self.lang, family, "event-aborted");
        }
        let (id, winners) = match outcome.winners.len() {
            0 => ("event-draw", String::new()),
            1 => ("event-win", self.list(&outcome.winners)),
            _ => ("event-win-team", self.list(&outcome.winners)),
        };
        catalogue()
            .and_then(|w| {
                w.text_with(
                    family,
                    self.lang,
                    id,
                    &[("winners", winners), ("reason", reason)],
                )
            })
            .unwrap_or_else(|| format!("{id} {}", outcome.reason))
    }
}

/// The message an event is worded from, or the outcome of the event that ends the game
/// (worded by [`Seats::outcome`]).
fn event_message(event: &Event) -> Result<Message, &Outcome> {
    Ok(match event {
        Event::Moved {
            seat,
            piece,
            from,
            to,
        } => moved(*seat, piece.as_ref(), from, to),
        Event::Captured {
            by,
            piece,
            owner,
            at,
        } => Message::new("event-captured")
            .seat("by", *by)
            .seat("owner", *owner)
            .with("piece", piece_arg(piece))
            .text("at", at),
        Event::Died {
            piece,
            owner,
            at,
            cause,
        } => Message::new("event-died")
            .seat("owner", *owner)
            .with("piece", piece_arg(piece))
            .text("at", at)
            .with("cause", cause.clone()),
        Event::Promoted { from, to, at } => changed("event-promoted", from, to, at),
        Event::Demoted { from, to, at } => changed("event-demoted", from, to, at),
        Event::Skill {
            seat,
            skill,
            piece,
            at,
        } => skill_used(*seat, skill, piece.as_ref(), at),
        Event::Revealed { owner, piece, at } => Message::new("event-revealed")
            .seat("owner", *owner)
            .with("piece", piece_arg(piece))
            .text("at", at),
        Event::Said(m) => m.clone(),
        Event::Check { against } => Message::new("event-check").seat("seat", *against),
        Event::Eliminated { seat, reason } => Message::new("event-eliminated")
            .seat("seat", *seat)
            .with("reason", reason.clone()),
        Event::DrawOffered { by } => Message::new("event-draw-offered").seat("seat", *by),
        Event::DrawDeclined { by } => Message::new("event-draw-declined").seat("seat", *by),
        Event::Finished(outcome) => return Err(outcome),
    })
}

fn piece_arg(p: &rules::Piece) -> Arg {
    Arg::Piece(p.kind.clone())
}

/// A move, naming the piece only when the event's readers may know it.
fn moved(seat: Seat, piece: Option<&rules::Piece>, from: &str, to: &str) -> Message {
    let m = match piece {
        Some(p) => Message::new("event-moved").with("piece", piece_arg(p)),
        None => Message::new("event-moved-unknown"),
    };
    m.seat("seat", seat).text("from", from).text("to", to)
}

/// A piece that became another (`event-promoted`, `event-demoted`).
fn changed(id: &str, from: &rules::Piece, to: &rules::Piece, at: &str) -> Message {
    Message::new(id)
        .with("from", piece_arg(from))
        .with("to", piece_arg(to))
        .text("at", at)
}

/// A skill used, naming the piece only when the event's readers may know it.
fn skill_used(seat: Seat, skill: &Message, piece: Option<&rules::Piece>, at: &str) -> Message {
    match piece {
        Some(p) => Message::new("event-skill-with").with("piece", piece_arg(p)),
        None => Message::new("event-skill"),
    }
    .seat("seat", seat)
    .with("skill", skill.clone())
    .text("at", at)
}

/// Which argument of an event names the reader (`seat`, `by`, `owner`), so English can
/// say "You move" and "your Knight" instead of "you moves" and "you's Knight".
fn reader_role(event: &Event, you: Option<Seat>) -> &'static str {
    let Some(you) = you else { return "other" };
    let is = |s: &Seat| *s == you;
    match event {
        Event::Moved { seat, .. } | Event::Skill { seat, .. } if is(seat) => "seat",
        Event::Check { against } if is(against) => "seat",
        Event::Eliminated { seat, .. } if is(seat) => "seat",
        Event::DrawOffered { by } | Event::DrawDeclined { by } if is(by) => "seat",
        Event::Captured { by, .. } if is(by) => "by",
        Event::Captured { owner, .. }
        | Event::Died { owner, .. }
        | Event::Revealed { owner, .. }
            if is(owner) =>
        {
            "owner"
        }
        _ => "other",
    }
}
