//! Words for players as data: a stable message id plus typed arguments.
//!
//! The rules never write prose. A refusal, an event or a note is a [`Message`] whose id
//! names an entry in a Fluent catalogue (`data/<family>/locales/*.ftl`, or the shared
//! `data/common/locales/*.ftl`); [`crate::words`] turns it into a sentence in the reader's
//! language. Arguments keep their type so each one is worded properly: a piece becomes its
//! name in the reader's script, a seat the player's name.

use crate::seat::Seat;
use serde::{Deserialize, Serialize};

/// One sentence to be worded: a catalogue id and its named arguments, in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Message {
    pub id: String,
    pub args: Vec<(String, Arg)>,
}

/// A typed argument of a [`Message`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Arg {
    /// Shown as written: cells, notation, option names.
    Text(String),
    Number(i64),
    /// A player: worded as the player's name or mention.
    Seat(Seat),
    /// A piece kind: worded through the catalogue entry `piece-<kind>`.
    Piece(String),
    /// Each element worded, joined as the language joins lists.
    List(Vec<Arg>),
    /// A nested message, worded in the same language.
    Message(Box<Message>),
}

impl Message {
    pub fn new(id: impl Into<String>) -> Self {
        Message {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// Adds an argument (builder style).
    pub fn with(mut self, name: &str, arg: impl Into<Arg>) -> Self {
        self.args.push((name.to_string(), arg.into()));
        self
    }

    pub fn text(self, name: &str, text: impl Into<String>) -> Self {
        self.with(name, Arg::Text(text.into()))
    }

    pub fn piece(self, name: &str, kind: impl Into<String>) -> Self {
        self.with(name, Arg::Piece(kind.into()))
    }

    pub fn seat(self, name: &str, seat: Seat) -> Self {
        self.with(name, Arg::Seat(seat))
    }

    pub fn number(self, name: &str, n: i64) -> Self {
        self.with(name, Arg::Number(n))
    }

    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| n == name).map(|(_, a)| a)
    }

    /// Every message id this message and its nested messages use, and every piece kind.
    pub fn ids(&self) -> Vec<String> {
        let mut out = vec![self.id.clone()];
        for (_, arg) in &self.args {
            arg.collect_ids(&mut out);
        }
        out
    }
}

impl Arg {
    fn collect_ids(&self, out: &mut Vec<String>) {
        match self {
            Arg::Piece(kind) => out.push(format!("piece-{kind}")),
            Arg::List(items) => items.iter().for_each(|a| a.collect_ids(out)),
            Arg::Message(m) => out.extend(m.ids()),
            Arg::Text(_) | Arg::Number(_) | Arg::Seat(_) => {}
        }
    }
}

impl From<Seat> for Arg {
    fn from(seat: Seat) -> Self {
        Arg::Seat(seat)
    }
}

impl From<Message> for Arg {
    fn from(m: Message) -> Self {
        Arg::Message(Box::new(m))
    }
}

impl From<i64> for Arg {
    fn from(n: i64) -> Self {
        Arg::Number(n)
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Self {
        Arg::Number(i64::from(n))
    }
}

impl From<&str> for Arg {
    fn from(t: &str) -> Self {
        Arg::Text(t.to_string())
    }
}

impl From<String> for Arg {
    fn from(t: String) -> Self {
        Arg::Text(t)
    }
}

/// `id(name=value, …)`: a compact, language-free form for logs, tests and debugging.
impl std::fmt::Display for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.id)?;
        if self.args.is_empty() {
            return Ok(());
        }
        f.write_str("(")?;
        for (i, (name, arg)) in self.args.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{name}={arg}")?;
        }
        f.write_str(")")
    }
}

impl std::fmt::Display for Arg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Arg::Text(t) => f.write_str(t),
            Arg::Number(n) => write!(f, "{n}"),
            Arg::Seat(s) => write!(f, "{s}"),
            Arg::Piece(k) => write!(f, "piece:{k}"),
            Arg::List(items) => {
                f.write_str("[")?;
                for (i, a) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{a}")?;
                }
                f.write_str("]")
            }
            Arg::Message(m) => write!(f, "{m}"),
        }
    }
}
