//! `config.toml`: every key is documented in `config.example.toml`. Unknown keys are errors.

use referee_core::parse::parse_duration;
use referee_core::store::records::Expiry;
use referee_core::words::Lang;
use referee_core::CoreConfig;
use referee_discord::shards::ShardRange;
use serde::Deserialize;
use std::fmt;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::str::FromStr;

/// How log lines look (`log_format`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LogFormat {
    /// One human-readable line per event.
    #[default]
    Text,
    /// One JSON object per line, for log collectors.
    Json,
}

/// The file as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawConfig {
    token: Option<String>,
    store: Option<PathBuf>,
    default_deadline: Option<String>,
    reminders: Option<Vec<String>>,
    expiry: Option<String>,
    guild_ids: Option<Vec<u64>>,
    log_level: Option<String>,
    log_format: Option<String>,
    metrics_addr: Option<String>,
    http_proxy: Option<String>,
    open_threads: Option<bool>,
    language: Option<String>,
    shards: Option<String>,
    total_shards: Option<u32>,
    unlisted_variants: Option<Vec<String>>,
    admins: Option<Vec<AdminEntry>>,
    computer_threads: Option<usize>,
    computer_move_ms: Option<u64>,
}

/// One entry of `admins`: a Discord user id, or a console user's name.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum AdminEntry {
    Id(u64),
    Name(String),
}

/// The checked configuration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// Discord bot token (`token`, or the `DISCORD_TOKEN` environment variable).
    pub token: Option<String>,
    /// sled directory (a path or `sled:PATH`) or PostgreSQL URL (`postgres://…`).
    pub store: PathBuf,
    pub default_deadline_secs: u64,
    pub reminder_secs: Vec<u64>,
    pub expiry: Expiry,
    /// Register slash commands in these guilds only (development); empty = global.
    pub guild_ids: Vec<u64>,
    pub log_level: String,
    pub log_format: LogFormat,
    /// Serve `/metrics` and `/healthz` here (`metrics_addr`); off when `None`.
    pub metrics_addr: Option<SocketAddr>,
    /// Base URL of a rate-limiting REST proxy (e.g. twilight-http-proxy).
    pub http_proxy: Option<String>,
    pub open_threads: bool,
    pub language: Lang,
    /// The gateway shards this process runs (`shards`, `total_shards`); `None` = one
    /// unsharded connection.
    pub shards: Option<ShardRange>,
    /// Unlisted variants (test games) offered in `/play` anyway: tests and development.
    pub unlisted_variants: Vec<String>,
    /// Users who may `/abort force` any game: Discord user ids (`admins = [1234…]`).
    pub admins: Vec<u64>,
    /// Console users named in `admins` (`admins = ["alice"]`): honoured by the console
    /// only, where a user's id is derived from the name.
    pub admin_names: Vec<String>,
    /// Threads the computer players think on (`computer_threads`; default half the cores,
    /// at least one).
    pub computer_threads: usize,
    /// Think time of one `hard` computer move, in milliseconds (`computer_move_ms`).
    pub computer_move_ms: u64,
}

impl Default for Config {
    fn default() -> Self {
        let core = CoreConfig::default();
        Config {
            token: None,
            store: PathBuf::from("referee-data"),
            default_deadline_secs: core.default_deadline_secs,
            reminder_secs: core.reminder_secs,
            expiry: core.expiry,
            guild_ids: Vec::new(),
            log_level: "info".into(),
            log_format: LogFormat::Text,
            metrics_addr: None,
            http_proxy: None,
            open_threads: core.open_threads,
            language: core.language,
            shards: None,
            unlisted_variants: Vec::new(),
            admins: core.admins,
            admin_names: Vec::new(),
            computer_threads: referee_discord::default_computer_threads(),
            computer_move_ms: computer::DEFAULT_MOVE_MS,
        }
    }
}

#[derive(Debug)]
pub enum ConfigError {
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    Parse {
        path: PathBuf,
        detail: String,
    },
    Invalid {
        key: &'static str,
        detail: String,
    },
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::Read { path, source } => {
                write!(f, "cannot read {}: {}", path.display(), source)
            }
            ConfigError::Parse { path, detail } => {
                write!(
                    f,
                    "{} is not a valid config: {}",
                    path.display(),
                    detail.trim()
                )
            }
            ConfigError::Invalid { key, detail } => write!(f, "config key `{key}`: {detail}"),
        }
    }
}

impl std::error::Error for ConfigError {}

fn duration(key: &'static str, text: &str) -> Result<u64, ConfigError> {
    parse_duration(text).ok_or_else(|| ConfigError::Invalid {
        key,
        detail: format!("{text:?} is not a duration like \"90s\", \"30m\", \"12h\" or \"3d\""),
    })
}

impl Config {
    /// Read `path`; a missing file gives the defaults. `DISCORD_TOKEN` fills a missing token.
    pub fn load(path: &Path) -> Result<Config, ConfigError> {
        let mut config = match std::fs::read_to_string(path) {
            Ok(text) => Config::parse(&text).map_err(|e| match e {
                ConfigError::Parse { detail, .. } => ConfigError::Parse {
                    path: path.to_path_buf(),
                    detail,
                },
                other => other,
            })?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Config::default(),
            Err(source) => {
                return Err(ConfigError::Read {
                    path: path.to_path_buf(),
                    source,
                })
            }
        };
        if config.token.is_none() {
            config.token = std::env::var("DISCORD_TOKEN")
                .ok()
                .filter(|t| !t.trim().is_empty());
        }
        Ok(config)
    }

    /// Parse the text of a config file (no environment).
    pub fn parse(text: &str) -> Result<Config, ConfigError> {
        let raw: RawConfig = toml::from_str(text).map_err(|e| ConfigError::Parse {
            path: PathBuf::from("config"),
            detail: e.to_string(),
        })?;
        let defaults = Config::default();
        let reminder_secs = match raw.reminders {
            Some(list) => list
                .iter()
                .map(|r| duration("reminders", r))
                .collect::<Result<Vec<_>, _>>()?,
            None => defaults.reminder_secs,
        };
        let expiry = match raw.expiry {
            Some(text) => Expiry::parse(&text).ok_or_else(|| ConfigError::Invalid {
                key: "expiry",
                detail: format!("{text:?} is not one of \"claim-win\", \"skip\", \"abort\""),
            })?,
            None => defaults.expiry,
        };
        let language = match raw.language {
            Some(text) => Lang::parse(&text).ok_or_else(|| ConfigError::Invalid {
                key: "language",
                detail: format!("{text:?} is not \"en\", \"zh-CN\" or \"zh-TW\""),
            })?,
            None => defaults.language,
        };
        let shards = ShardRange::from_settings(raw.shards.as_deref(), raw.total_shards).map_err(
            |detail| ConfigError::Invalid {
                key: "shards",
                detail,
            },
        )?;
        let log_level = raw.log_level.unwrap_or(defaults.log_level);
        if tracing_subscriber::filter::LevelFilter::from_str(&log_level).is_err() {
            return Err(ConfigError::Invalid {
                key: "log_level",
                detail: format!(
                    "{log_level:?} is not one of \"error\", \"warn\", \"info\", \"debug\", \"trace\""
                ),
            });
        }
        let log_format = match raw.log_format.as_deref() {
            None | Some("text") => LogFormat::Text,
            Some("json") => LogFormat::Json,
            Some(other) => {
                return Err(ConfigError::Invalid {
                    key: "log_format",
                    detail: format!("{other:?} is not \"text\" or \"json\""),
                })
            }
        };
        let metrics_addr = match raw.metrics_addr.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(text) => Some(
                text.parse::<SocketAddr>()
                    .map_err(|_| ConfigError::Invalid {
                        key: "metrics_addr",
                        detail: format!("{text:?} is not an address like \"127.0.0.1:9187\""),
                    })?,
            ),
        };
        let unlisted_variants = raw.unlisted_variants.unwrap_or_default();
        if let Some(unknown) = unlisted_variants
            .iter()
            .find(|id| rules::VariantId::parse(id).is_none())
        {
            return Err(ConfigError::Invalid {
                key: "unlisted_variants",
                detail: format!("{unknown:?} is not a variant id"),
            });
        }
        let mut admins = Vec::new();
        let mut admin_names = Vec::new();
        for entry in raw.admins.unwrap_or_default() {
            match entry {
                AdminEntry::Id(id) => admins.push(id),
                AdminEntry::Name(name) if !name.trim().is_empty() => admin_names.push(name),
                AdminEntry::Name(_) => {
                    return Err(ConfigError::Invalid {
                        key: "admins",
                        detail: "an empty name".into(),
                    })
                }
            }
        }
        let computer_threads = match raw.computer_threads {
            Some(0) => {
                return Err(ConfigError::Invalid {
                    key: "computer_threads",
                    detail: "at least one thread".into(),
                })
            }
            Some(n) => n,
            None => defaults.computer_threads,
        };
        let computer_move_ms = match raw.computer_move_ms {
            Some(0) => {
                return Err(ConfigError::Invalid {
                    key: "computer_move_ms",
                    detail: "at least one millisecond".into(),
                })
            }
            Some(ms) => ms,
            None => defaults.computer_move_ms,
        };
        Ok(Config {
            computer_threads,
            computer_move_ms,
            token: raw.token.filter(|t| !t.trim().is_empty()),
            store: raw.store.unwrap_or(defaults.store),
            default_deadline_secs: match raw.default_deadline {
                Some(text) => duration("default_deadline", &text)?,
                None => defaults.default_deadline_secs,
            },
            reminder_secs,
            expiry,
            guild_ids: raw.guild_ids.unwrap_or_default(),
            log_level,
            log_format,
            metrics_addr,
            http_proxy: raw.http_proxy.filter(|p| !p.trim().is_empty()),
            open_threads: raw.open_threads.unwrap_or(defaults.open_threads),
            language,
            shards,
            unlisted_variants,
            admins,
            admin_names,
        })
    }

    /// What the core needs, and nothing about Discord.
    pub fn core(&self) -> CoreConfig {
        CoreConfig {
            default_deadline_secs: self.default_deadline_secs,
            reminder_secs: self.reminder_secs.clone(),
            expiry: self.expiry,
            open_threads: self.open_threads,
            language: self.language,
            admins: self.admins.clone(),
            computer: None,
            computer_move_ms: self.computer_move_ms,
            seed: None,
        }
    }

    /// [`Config::core`] for the local console, where users are names: the admins named
    /// in `admins` join the numeric ones (a console id is the hash of the name).
    pub fn console_core(&self) -> CoreConfig {
        let mut core = self.core();
        // In the console the computer opponent is the user `referee`.
        core.computer = Some(referee_core::ids::User::from_name("referee"));
        core.admins.extend(
            self.admin_names
                .iter()
                .map(|name| referee_core::ids::User::from_name(name).id),
        );
        core
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_file_loads() {
        let text = include_str!("../../../config.example.toml");
        let config = Config::parse(text);
        assert!(config.is_ok(), "{config:?}");
    }

    #[test]
    fn unknown_keys_and_bad_values_are_named() {
        let err = Config::parse("tokn = \"x\"")
            .map(|_| ())
            .unwrap_err()
            .to_string();
        assert!(err.contains("tokn"), "{err}");
        let err = Config::parse("default_deadline = \"3 days\"")
            .map(|_| ())
            .unwrap_err()
            .to_string();
        assert!(err.contains("default_deadline"), "{err}");
        let err = Config::parse("expiry = \"later\"")
            .map(|_| ())
            .unwrap_err()
            .to_string();
        assert!(err.contains("expiry"), "{err}");
    }

    #[test]
    fn the_computer_gets_at_least_one_thread_and_its_think_time() {
        let defaults = Config::parse("").expect("empty config");
        assert!(defaults.computer_threads >= 1);
        assert_eq!(defaults.computer_move_ms, 1_000);
        let set = Config::parse("computer_threads = 3\ncomputer_move_ms = 250").expect("valid");
        assert_eq!((set.computer_threads, set.computer_move_ms), (3, 250));
        assert_eq!(set.core().computer_move_ms, 250);
        for bad in ["computer_threads = 0", "computer_move_ms = 0"] {
            let err = Config::parse(bad).map(|_| ()).unwrap_err().to_string();
            assert!(
                err.contains(bad.split(' ').next().unwrap_or_default()),
                "{err}"
            );
        }
        // In the console the computer is the user `referee`.
        let console = defaults.console_core();
        assert_eq!(
            console.computer.map(|u| u.name),
            Some("referee".to_string())
        );
    }

    #[test]
    fn unlisted_variants_must_be_variant_ids() {
        let config = Config::parse("unlisted_variants = [\"secret-duel\"]").unwrap_or_default();
        assert_eq!(config.unlisted_variants, ["secret-duel"]);
        let err = Config::parse("unlisted_variants = [\"chess-960\"]")
            .map(|_| ())
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("unlisted_variants") && err.contains("chess-960"),
            "{err}"
        );
    }

    #[test]
    fn shard_ranges_are_checked_against_the_total() {
        let config = Config::parse("shards = \"2-3\"\ntotal_shards = 6").unwrap_or_default();
        let shards = config.shards.map(|s| (s.first(), s.last(), s.total()));
        assert_eq!(shards, Some((2, 3, 6)));
        let err = Config::parse("shards = \"4-6\"\ntotal_shards = 6")
            .map(|_| ())
            .unwrap_err()
            .to_string();
        assert!(err.contains("shards") && err.contains("0 to 5"), "{err}");
        let err = Config::parse("shards = \"0-1\"")
            .map(|_| ())
            .unwrap_err()
            .to_string();
        assert!(err.contains("total_shards"), "{err}");
    }

    #[test]
    fn logs_and_metrics_keys_are_checked() {
        let config = Config::parse(
            "log_level = \"debug\"\nlog_format = \"json\"\nmetrics_addr = \"127.0.0.1:9187\"",
        )
        .unwrap_or_default();
        assert_eq!(config.log_format, LogFormat::Json);
        assert_eq!(config.metrics_addr.map(|a| a.port()), Some(9187));
        assert_eq!(Config::default().metrics_addr, None);
        for (text, key) in [
            ("log_level = \"loud\"", "log_level"),
            ("log_format = \"xml\"", "log_format"),
            ("metrics_addr = \"localhost\"", "metrics_addr"),
        ] {
            let err = Config::parse(text).map(|_| ()).unwrap_err().to_string();
            assert!(err.contains(key), "{text}: {err}");
        }
    }

    #[test]
    fn values_become_core_settings() {
        let config = Config::parse("default_deadline = \"12h\"\nreminders = [\"1h\"]\nexpiry = \"skip\"\nlanguage = \"zh\"")
            .unwrap_or_default();
        let core = config.core();
        assert_eq!(core.default_deadline_secs, 43_200);
        assert_eq!(core.reminder_secs, vec![3_600]);
        assert_eq!(core.expiry, Expiry::Skip);
        assert_eq!(core.language, Lang::ZhCn);
    }

    #[test]
    fn admins_are_discord_ids_or_console_names() {
        let config = Config::parse("admins = [123456789012345678, \"Alice\"]").unwrap_or_default();
        assert_eq!(config.core().admins, vec![123_456_789_012_345_678]);
        let alice = referee_core::ids::User::from_name("alice").id;
        assert_eq!(
            config.console_core().admins,
            vec![123_456_789_012_345_678, alice]
        );
        let err = Config::parse("admins = [\"\"]")
            .map(|_| ())
            .unwrap_err()
            .to_string();
        assert!(err.contains("admins"), "{err}");
        let err = Config::parse("admins = [1.5]")
            .map(|_| ())
            .unwrap_err()
            .to_string();
        assert!(err.contains("admins"), "{err}");
    }
}
