//! Wording messages: Fluent catalogues per family and language, built once.
//!
//! Catalogues are embedded text (each family's `VariantInfo::catalogues`, the shared
//! `data/common/locales`, and any the caller adds, such as the bot's own sentences), so
//! this stays pure. A message id is looked up in its family's catalogue first, then in
//! the shared ones. An id missing everywhere is worded as its compact form (`id(args)`)
//! instead of failing the player; the catalogue tests make sure none is missing.

use crate::message::{Arg, Message};
use crate::seat::Seat;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
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

/// A reader's language.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum Locale {
    #[default]
    #[serde(rename = "en")]
    En,
    /// Simplified Chinese (`zh` is read as this).
    #[serde(rename = "zh-CN", alias = "zh")]
    ZhCn,
    /// Traditional Chinese.
    #[serde(rename = "zh-TW")]
    ZhTw,
}

impl Locale {
    pub const ALL: [Locale; 3] = [Locale::En, Locale::ZhCn, Locale::ZhTw];

    pub fn tag(self) -> &'static str {
        match self {
            Locale::En => "en",
            Locale::ZhCn => "zh-CN",
            Locale::ZhTw => "zh-TW",
        }
    }

    /// Accepts the tags, Discord's locale codes and a few names (`zh`, `chinese`, `中文`,
    /// `zh-HK`, `繁體`…).
    pub fn parse(text: &str) -> Option<Locale> {
        let t = text.trim().to_ascii_lowercase().replace('_', "-");
        match t.as_str() {
            "en" | "english" | "en-us" | "en-gb" => Some(Locale::En),
            "zh" | "zh-cn" | "zh-hans" | "zh-sg" | "chinese" | "中文" | "简体" | "简体中文"
            | "汉语" => Some(Locale::ZhCn),
            "zh-tw" | "zh-hant" | "zh-hk" | "zh-mo" | "繁體" | "繁體中文" | "繁体" | "漢語" => {
                Some(Locale::ZhTw)
            }
            _ => None,
        }
    }

    /// A Discord client locale (`en-US`, `zh-CN`, `zh-TW`, `de`…); other languages read English.
    pub fn from_discord(locale: &str) -> Locale {
        Locale::parse(locale).unwrap_or(Locale::En)
    }

    pub fn is_chinese(self) -> bool {
        self != Locale::En
    }

    /// The script piece labels on board images use: English readers get simplified
    /// characters (discs are too small for English names).
    pub fn disc(self) -> Locale {
        match self {
            Locale::En => Locale::ZhCn,
            other => other,
        }
    }

    fn list_separator(self) -> &'static str {
        match self {
            Locale::En => ", ",
            _ => "、",
        }
    }
}

impl fmt::Display for Locale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

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
    /// The shared catalogues and every registered family's.
    pub fn new() -> Result<Words, WordsError> {
        let mut words = Words {
            bundles: HashMap::new(),
            fallbacks: vec![COMMON_GROUP.to_string()],
        };
        words.add(COMMON_GROUP, COMMON)?;
        let mut seen = Vec::new();
        for info in crate::registry::variants() {
            if !seen.contains(&info.family) {
                seen.push(info.family);
                words.add(info.family, info.catalogues)?;
            }
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

    /// The first registered family whose catalogue has `id` (for wording a refusal whose
    /// game is not at hand; family ids are distinct enough for this).
    pub fn family_of(&self, id: &str) -> Option<&'static str> {
        crate::registry::variants()
            .map(|info| info.family)
            .find(|family| self.has(family, Locale::En, id))
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
        crate::words_check::variables(catalogue)
    }
}
