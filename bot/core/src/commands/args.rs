//! The arguments of one invocation, read from a typed line, a slash command or a button:
//! the same values whichever way they came, for the declaration's constructor.

use super::{mention, CommandDecl, OptionKind};
use crate::duration::parse_duration;
use crate::error::Refusal;
use crate::request::{GameId, User};
use crate::words::Lang;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// Text, a variant id, a duration as written, or a choice's value.
    Text(String),
    User(User),
    Integer(i64),
    Flag(bool),
    Pairs(Vec<(String, String)>),
}

#[derive(Clone, Debug)]
pub struct Args {
    pub command: &'static CommandDecl,
    /// The `game` option (`#12` typed).
    pub game: Option<GameId>,
    /// Values by option name, in the order they were given.
    values: Vec<(&'static str, Value)>,
    /// Players typed beyond the declared player options: the game, not the parser, says
    /// how many players it seats.
    pub more_players: Vec<User>,
}

impl Args {
    pub fn new(command: &'static CommandDecl) -> Args {
        Args {
            command,
            game: None,
            values: Vec::new(),
            more_players: Vec::new(),
        }
    }

    /// Sets option `name` (which the shell found in the declaration).
    pub fn set(&mut self, name: &'static str, value: Value) {
        match (self.values.iter_mut().find(|(n, _)| *n == name), value) {
            (Some((_, Value::Pairs(old))), Value::Pairs(new)) => old.extend(new),
            (Some((_, old)), value) => *old = value,
            (None, value) => self.values.push((name, value)),
        }
    }

    pub fn has(&self, name: &str) -> bool {
        self.values.iter().any(|(n, _)| *n == name)
    }

    fn value(&self, name: &str) -> Option<&Value> {
        self.values.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    /// The refusal that shows the command's usage line.
    pub fn usage(&self) -> Refusal {
        Refusal::Usage(self.command.name)
    }

    pub fn text(&self, name: &str) -> Option<String> {
        match self.value(name)? {
            Value::Text(text) => Some(text.clone()),
            _ => None,
        }
    }

    /// A text option the command cannot do without.
    pub fn required_text(&self, name: &str) -> Result<String, Refusal> {
        self.text(name)
            .filter(|t| !t.is_empty())
            .ok_or_else(|| self.usage())
    }

    pub fn integer(&self, name: &str) -> Option<i64> {
        match self.value(name)? {
            Value::Integer(n) => Some(*n),
            _ => None,
        }
    }

    pub fn flag(&self, name: &str) -> bool {
        matches!(self.value(name), Some(Value::Flag(true)))
    }

    /// Every user option's player, in the order of the declaration, then any more typed.
    pub fn users(&self) -> Vec<User> {
        let declared = self
            .command
            .options
            .iter()
            .filter_map(|o| match self.value(o.name) {
                Some(Value::User(user)) => Some(user.clone()),
                _ => None,
            });
        declared.chain(self.more_players.iter().cloned()).collect()
    }

    pub fn pairs(&self, name: &str) -> Vec<(String, String)> {
        match self.value(name) {
            Some(Value::Pairs(pairs)) => pairs.clone(),
            _ => Vec::new(),
        }
    }

    /// A duration option in seconds; a duration that does not read is refused.
    pub fn duration(&self, name: &str) -> Result<Option<u64>, Refusal> {
        match self.text(name) {
            None => Ok(None),
            Some(text) => parse_duration(&text)
                .map(Some)
                .ok_or(Refusal::BadDuration(text)),
        }
    }

    /// A choice option's value, if it is one of the declared values.
    pub fn choice(&self, name: &str) -> Result<Option<&'static str>, Refusal> {
        let Some(given) = self.text(name) else {
            return Ok(None);
        };
        let choices = match self.command.option(name).map(|o| o.kind) {
            Some(OptionKind::Choice(choices)) => choices,
            _ => return Err(self.usage()),
        };
        choices
            .iter()
            .find(|c| c.value == given)
            .map(|c| Some(c.value))
            .ok_or_else(|| self.usage())
    }

    /// Sets option `name` from a word as typed (`deadline:3d`, a button's fixed values):
    /// choices and switches read their aliases, numbers and players are checked.
    pub fn set_typed(
        &mut self,
        name: &str,
        word: &str,
        name_of: &dyn Fn(u64) -> Option<String>,
    ) -> Result<(), Refusal> {
        let Some(option) = self.command.option(name) else {
            return Err(self.usage());
        };
        let value = match option.kind {
            OptionKind::Game => {
                let id = word
                    .trim_start_matches('#')
                    .parse()
                    .map_err(|_| self.usage())?;
                self.game = Some(id);
                return Ok(());
            }
            OptionKind::User => Value::User(mention(word, name_of).ok_or_else(|| self.usage())?),
            OptionKind::Integer => Value::Integer(word.parse().map_err(|_| self.usage())?),
            OptionKind::Boolean => Value::Flag(match word.to_ascii_lowercase().as_str() {
                "true" | "yes" | "on" => true,
                "false" | "no" | "off" => false,
                _ => return Err(self.usage()),
            }),
            // A word that is no choice goes to the constructor as given, which refuses it.
            OptionKind::Choice(_) => Value::Text(
                typed_choice(option.kind, word).map_or_else(|| word.to_string(), str::to_string),
            ),
            OptionKind::Pairs => Value::Pairs(option_pairs(word)),
            OptionKind::Variant
            | OptionKind::Text
            | OptionKind::Autocomplete
            | OptionKind::Duration
            | OptionKind::Language => Value::Text(word.to_string()),
        };
        self.set(option.name, value);
        Ok(())
    }
}

/// The choice value a typed word means: the value or an alias, any case.
pub(crate) fn typed_choice(kind: OptionKind, word: &str) -> Option<&'static str> {
    let OptionKind::Choice(choices) = kind else {
        return None;
    };
    let word = word.to_lowercase();
    choices
        .iter()
        .find(|c| c.value.eq_ignore_ascii_case(&word) || c.aliases.contains(&word.as_str()))
        .map(|c| c.value)
}

/// Whether a typed word names a language the bot speaks (`zh`, `繁體`…).
pub(crate) fn is_language(word: &str) -> bool {
    Lang::parse(word).is_some()
}

/// `key=value` pairs separated by spaces or commas, as given to `/play`'s `options`; a
/// bare word means `word=true`, and `+decoys` is a toggle with no value.
pub fn option_pairs(text: &str) -> Vec<(String, String)> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|part| !part.is_empty())
        .map(|part| match part.split_once('=') {
            Some((k, v)) => (k.to_ascii_lowercase(), v.to_string()),
            None => match toggle(part) {
                Some(toggle) => (toggle, String::new()),
                None => (part.to_string(), "true".to_string()),
            },
        })
        .collect()
}

/// `+decoys` (also typed with a full-width `＋`) as the option key `+decoys`.
pub(crate) fn toggle(word: &str) -> Option<String> {
    let name = word.strip_prefix(['+', '＋']).filter(|t| !t.is_empty())?;
    Some(format!("+{}", name.to_lowercase()))
}
