//! A reader's language: the three the catalogues are written in, and the names and
//! Discord codes that select them.

use serde::{Deserialize, Serialize};
use std::fmt;

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

    pub(crate) fn list_separator(self) -> &'static str {
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
