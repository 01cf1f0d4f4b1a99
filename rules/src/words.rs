//! Wording messages: Fluent catalogues per family and language, built once.
//!
//! Catalogues are embedded text given by the caller (every registered family's, from
//! [`crate::registry::catalogues`], and any more, such as the bot's own sentences) plus
//! the shared `data/common/locales`, so this stays pure and knows no family. A message id is looked up in its family's catalogue first, then in
//! the shared ones. An id missing everywhere is worded as its compact form (`id(args)`)
//! instead of failing the player; the catalogue tests make sure none is missing.

pub use crate::locale::Locale;
use crate::message::{Arg, Message};
use crate::seat::Seat;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::collections::HashMap;
use std::fmt;

/// The shared catalogues: what every family may say (turns, draws, resignations…).
pub const COMMON: &[(&str, &str)] = &[
    ("en", include_str!("../../data/common/locales/en.ftl")),
    ("zh-CN", include_str!("../../data/common/locales/zh-CN.ftl")),
    ("zh-TW", include_str!("../../data/common/locales/zh-TW.ftl")),
];

/// The group name of [`COMMON`].
pub const COMMON_GROUP: &str = "common";

/// A catalogue could not be read (a syntax error in an `.ftl` file, a duplicate id).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WordsError(pub String);

impl fmt::Display for WordsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for WordsError {}

type Bundle = FluentBundle<FluentResource>;

/// Every catalogue, parsed. Build once and share (it is `Send + Sync`).
pub struct Words {
    /// (group, locale) → bundle. Groups are family names, `common`, and any added.
    bundles: HashMap<(String, Locale), Bundle>,
    /// Groups searched after a family's own, in order.
    fallbacks: Vec<String>,
}

impl fmt::Debug for Words {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Words")
            .field("bundles", &self.bundles.len())
            .finish()
    }
}

impl Words {
    /// The shared catalogues and the given families' (family name, its catalogues);
    /// `rules::catalogues()` lists every registered family's.
    pub fn new<'a>(
        families: impl IntoIterator<Item = (&'a str, &'a [(&'a str, &'a str)])>,
    ) -> Result<Words, WordsError> {
        let mut words = Words {
            bundles: HashMap::new(),
            fallbacks: vec![COMMON_GROUP.to_string()],
        };
        words.add(COMMON_GROUP, COMMON)?;
        for (family, catalogues) in families {
            words.add(family, catalogues)?;
        }
        Ok(words)
    }

    /// Adds a group of catalogues (e.g. the bot's own), searched after the family's and
    /// before the shared ones.
    pub fn with_group(
        mut self,
        group: &str,
        catalogues: &[(&str, &str)],
    ) -> Result<Words, WordsError> {
        self.add(group, catalogues)?;
        self.fallbacks.insert(0, group.to_string());
        Ok(self)
    }

    fn add(&mut self, group: &str, catalogues: &[(&str, &str)]) -> Result<(), WordsError> {
        for (tag, text) in catalogues {
            let locale = Locale::parse(tag)
                .ok_or_else(|| WordsError(format!("{group}: unknown locale `{tag}`")))?;
            let resource = FluentResource::try_new(text.to_string())
                .map_err(|(_, errors)| WordsError(format!("{group}/{tag}.ftl: {errors:?}")))?;
            let lang = tag
                .parse()
                .map_err(|_| WordsError(format!("{group}: bad language tag `{tag}`")))?;
            let mut bundle = Bundle::new_concurrent(vec![lang]);
            // Discord and the console show plain text: no bidi isolation marks.
            bundle.set_use_isolating(false);
            bundle
                .add_resource(resource)
                .map_err(|errors| WordsError(format!("{group}/{tag}.ftl: {errors:?}")))?;
            self.bundles.insert((group.to_string(), locale), bundle);
        }
        Ok(())
    }

    /// Whether `id` exists in `group` for `locale` (no fallback).
    pub fn has(&self, group: &str, locale: Locale, id: &str) -> bool {
        self.bundles
            .get(&(group.to_string(), locale))
            .is_some_and(|b| b.has_message(id))
    }

    /// Whether the entry `id` (found as [`Words::format`] would find it) carries the
    /// attribute `attribute` (e.g. `.whole`, a refusal that needs no heading).
    pub fn has_attribute(&self, family: &str, locale: Locale, id: &str, attribute: &str) -> bool {
        self.groups(family)
            .find_map(|g| {
                let bundle = self.bundles.get(&(g.to_string(), locale))?;
                bundle.get_message(id)
            })
            .is_some_and(|m| m.get_attribute(attribute).is_some())
    }

    /// Whether `id` can be worded for `family` in `locale` (with fallbacks).
    pub fn knows(&self, family: &str, locale: Locale, id: &str) -> bool {
        self.groups(family).any(|g| self.has(g, locale, id))
    }

    fn groups<'a>(&'a self, family: &'a str) -> impl Iterator<Item = &'a str> {
        std::iter::once(family).chain(self.fallbacks.iter().map(String::as_str))
    }

    /// Words `message` for a reader of `family`'s game in `locale`; `seat` names players.
    pub fn format(
        &self,
        family: &str,
        locale: Locale,
        message: &Message,
        seat: &dyn Fn(Seat) -> String,
    ) -> String {
        let mut args = FluentArgs::new();
        for (name, arg) in &message.args {
            match arg {
                Arg::Number(n) => args.set(name.as_str(), FluentValue::from(*n)),
                other => args.set(
                    name.as_str(),
                    FluentValue::from(self.arg(family, locale, other, seat)),
                ),
            }
        }
        self.lookup(family, locale, &message.id, Some(&args))
            .unwrap_or_else(|| message.to_string())
    }

    /// Words a catalogue entry with no arguments; `None` when no group has it.
    pub fn text(&self, family: &str, locale: Locale, id: &str) -> Option<String> {
        self.lookup(family, locale, id, None)
    }

    /// Words a catalogue entry with plain string arguments.
    pub fn text_with(
        &self,
        family: &str,
        locale: Locale,
        id: &str,
        args: &[(&str, String)],
    ) -> Option<String> {
        let mut fluent = FluentArgs::new();
        for (name, value) in args {
            fluent.set(*name, FluentValue::from(value.clone()));
        }
        self.lookup(family, locale, id, Some(&fluent))
    }

    /// The name of a piece kind in `locale`.
    pub fn piece(&self, family: &str, locale: Locale, kind: &str) -> String {
        self.text(family, locale, &format!("piece-{kind}"))
            .unwrap_or_else(|| kind.to_string())
    }

    fn arg(
        &self,
        family: &str,
        locale: Locale,
        arg: &Arg,
        seat: &dyn Fn(Seat) -> String,
    ) -> String {
        match arg {
            Arg::Text(t) => t.clone(),
            Arg::Number(n) => n.to_string(),
            Arg::Seat(s) => seat(*s),
            Arg::Piece(kind) => self.piece(family, locale, kind),
            Arg::List(items) => items
                .iter()
                .map(|a| self.arg(family, locale, a, seat))
                .collect::<Vec<_>>()
                .join(locale.list_separator()),
            Arg::Message(m) => self.format(family, locale, m, seat),
        }
    }

    fn lookup(
        &self,
        family: &str,
        locale: Locale,
        id: &str,
        args: Option<&FluentArgs>,
    ) -> Option<String> {
        self.groups(family).find_map(|group| {
            let bundle = self.bundles.get(&(group.to_string(), locale))?;
            let pattern = bundle.get_message(id)?.value()?;
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, args, &mut errors);
            Some(text.into_owned())
        })
    }

    /// The variables each message of `group`/`locale` uses (for catalogue tests).
    pub fn variables(catalogue: &str) -> Result<HashMap<String, Vec<String>>, WordsError> {
        crate::words_check::variables(catalogue).map_err(WordsError)
    }
}
