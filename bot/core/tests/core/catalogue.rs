//! The bot's own catalogue (`data/bot/locales`): every id the bot says exists in all three
//! locales with the same variables, no id is shadowed by a family's, each locale is in its
//! own script, and every refusal reads as a sentence (never a fallback id) in every language.

use referee_core::words::{self, Lang, BOT};
use referee_core::Refusal;
use rules::words::COMMON;
use rules::words_check::{other_script, same_ids_everywhere};
use rules::{Locale, Words};
use std::collections::{BTreeMap, BTreeSet};

/// The source of the words module, where every id the bot says is written.
const SOURCES: &[(&str, &str)] = &[
    ("commands.rs", include_str!("../../src/commands.rs")),
    ("help.rs", include_str!("../../src/commands/help.rs")),
    ("words.rs", include_str!("../../src/words.rs")),
    ("posts.rs", include_str!("../../src/words/posts.rs")),
    ("refusals.rs", include_str!("../../src/words/refusals.rs")),
    ("turns.rs", include_str!("../../src/words/turns.rs")),
    (
        "rules_text.rs",
        include_str!("../../src/words/rules_text.rs"),
    ),
    (
        "tournament_words.rs",
        include_str!("../../src/words/tournament_words.rs"),
    ),
    ("tables.rs", include_str!("../../src/words/tables.rs")),
    ("server.rs", include_str!("../../src/words/server.rs")),
    ("ratings.rs", include_str!("../../src/words/ratings.rs")),
    ("picker.rs", include_str!("../../src/words/picker.rs")),
    ("stand_ins.rs", include_str!("../../src/words/stand_ins.rs")),
    ("pieces.rs", include_str!("../../src/words/pieces.rs")),
    ("examples.rs", include_str!("../../src/examples.rs")),
    ("marks.rs", include_str!("../../src/words/marks.rs")),
];

/// Ids the words module builds from data rather than writes out: a picker's action words
/// and cell kinds (`picker-word-<word>`, `picker-word-<family>-<word>`, `picker-cell-<kind>`).
const BUILT_PREFIXES: &[&str] = &["picker-word-", "picker-cell-"];

fn variables(tag: &str) -> BTreeMap<String, Vec<String>> {
    let text = BOT
        .iter()
        .find(|(t, _)| *t == tag)
        .unwrap_or_else(|| panic!("no bot catalogue for {tag}"))
        .1;
    Words::variables(text)
        .unwrap_or_else(|e| panic!("data/bot/locales/{tag}.ftl: {e}"))
        .into_iter()
        .collect()
}

/// Every id passed to `say(lang, "id", …)` / `say_n(lang, "id", …)` in the words module,
/// and every id the command table derives from its declarations.
fn ids_said() -> BTreeSet<String> {
    let mut ids: BTreeSet<String> = referee_core::commands::catalogue_ids()
        .into_iter()
        .collect();
    for (file, source) in SOURCES {
        for (start, _) in source.match_indices("say") {
            let rest = &source[start + 3..];
            let Some(rest) = rest.strip_prefix("_n(").or_else(|| rest.strip_prefix('(')) else {
                continue;
            };
            // Skip the language argument, then read the id literal.
            let Some((_, after)) = rest.split_once(',') else {
                continue;
            };
            let Some(after) = after.trim_start().strip_prefix('"') else {
                continue; // the definition `fn say(lang: Lang, id: &str …`
            };
            let id: String = after.chars().take_while(|c| *c != '"').collect();
            assert!(
                id.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'),
                "{file}: odd id {id:?}"
            );
            ids.insert(id);
        }
    }
    ids
}

#[test]
fn every_locale_has_the_same_ids_with_the_same_variables() {
    assert_eq!(BOT.len(), 3, "en, zh-CN and zh-TW");
    if let Err(problems) = same_ids_everywhere("bot", BOT) {
        panic!("{problems}");
    }
}

#[test]
fn every_id_the_bot_says_is_in_its_catalogue_and_every_entry_is_said() {
    let ids = ids_said();
    assert!(ids.len() > 60, "found only {} ids: {ids:?}", ids.len());
    let en = variables("en");
    let unknown: Vec<&String> = ids.iter().filter(|id| !en.contains_key(*id)).collect();
    assert!(
        unknown.is_empty(),
        "said but not in data/bot/locales: {unknown:?}"
    );
    let built = |id: &str| BUILT_PREFIXES.iter().any(|p| id.starts_with(p));
    let unused: Vec<&String> = en
        .keys()
        .filter(|id| !ids.contains(*id) && !built(id))
        .collect();
    assert!(
        unused.is_empty(),
        "in data/bot/locales but never said: {unused:?}"
    );
}

/// Discord shows these names: a declared command, option or choice without its words in
/// one language would register a fallback id.
#[test]
fn every_declared_command_has_its_words_in_every_language() {
    let ids = referee_core::commands::catalogue_ids();
    assert!(ids.contains(&"cmd-play-opt-expiry-claim-win".to_string()));
    for tag in ["en", "zh-CN", "zh-TW"] {
        let entries = variables(tag);
        let missing: Vec<&String> = ids.iter().filter(|id| !entries.contains_key(*id)).collect();
        assert!(
            missing.is_empty(),
            "data/bot/locales/{tag}.ftl lacks {missing:?}"
        );
    }
}

#[test]
fn no_family_or_shared_entry_shadows_the_bot_s() {
    // A family's catalogue is searched before the bot's: the same id there would win.
    let bot = variables("en");
    let mut others: Vec<(&str, &str)> = vec![("common", COMMON[0].1)];
    for info in rules::variants() {
        others.push((info.family, info.catalogues[0].1));
    }
    for (group, text) in others {
        let theirs = Words::variables(text).expect("parses");
        let clash: Vec<&String> = bot.keys().filter(|id| theirs.contains_key(*id)).collect();
        assert!(clash.is_empty(), "{group} also defines {clash:?}");
    }
}

#[test]
fn each_chinese_locale_is_in_its_own_script() {
    for (tag, text) in BOT {
        let locale = Locale::parse(tag).unwrap_or_else(|| panic!("bot: {tag}"));
        let bad = other_script(locale, text);
        assert!(
            bad.is_empty(),
            "{tag}.ftl uses the other script (line, characters, text): {bad:?}"
        );
    }
}

fn every_refusal() -> Vec<Refusal> {
    vec![
        Refusal::UnknownCommand("/fly".into()),
        Refusal::UnknownCommandNear {
            name: "/plya".into(),
            nearest: "/play".into(),
        },
        Refusal::Usage("/play"),
        Refusal::Usage("/nothing"),
        Refusal::UnknownVariant("chess".into()),
        Refusal::NoOpponents,
        Refusal::AlreadySeated(3),
        Refusal::TableFull(3),
        Refusal::NotATable(3),
        Refusal::TableStarted(3),
        Refusal::NotSeated(3),
        Refusal::NoComputer,
        Refusal::PlayInChannel,
        Refusal::SelfChallenge,
        Refusal::DuplicatePlayer("<@2>".into()),
        Refusal::BadSetup("too many players".into()),
        Refusal::Setup(rules::VariantId::all()[0].info().expiry_refusal()),
        Refusal::BadDuration("soon".into()),
        Refusal::BadExpiry("never".into()),
        Refusal::BadLanguage("fr".into()),
        Refusal::NoGame,
        Refusal::NoSuchGame(9),
        Refusal::Ambiguous(vec![3, 4]),
        Refusal::NotInvited(3),
        Refusal::AlreadyAccepted(3),
        Refusal::NotStarted(3),
        Refusal::GameEnded(3),
        Refusal::NotAPlayer(3),
        Refusal::AbortNeedsPlayer(3),
        Refusal::UnknownPiece("dragon".into()),
        Refusal::Corrupt("game #3: bad json".into()),
        Refusal::Corrupt("somewhere".into()),
        Refusal::Internal("disk full".into()),
    ]
}

#[test]
fn every_refusal_is_a_sentence_in_every_language() {
    for lang in Locale::ALL {
        for refusal in every_refusal() {
            let text = words::refusal(lang, &refusal);
            assert!(
                !text.contains("refuse-") && !text.contains("usage-"),
                "{lang}: {refusal:?} fell back to its id: {text}"
            );
            if lang.is_chinese() {
                assert!(
                    text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                    "{lang}: {refusal:?} is not in Chinese: {text}"
                );
            }
        }
    }
}

#[test]
fn durations_count_in_each_language() {
    assert_eq!(words::duration(Lang::En, 86_400), "1 day");
    assert_eq!(words::duration(Lang::En, 3 * 86_400), "3 days");
    assert_eq!(words::duration(Lang::En, 7_200), "2 hours");
    assert_eq!(words::duration(Lang::En, 60), "1 minute");
    assert_eq!(words::duration(Lang::En, 90), "90 seconds");
    assert_eq!(words::duration(Lang::ZhCn, 7_200), "2小时");
    assert_eq!(words::duration(Lang::ZhTw, 7_200), "2小時");
    assert_eq!(words::duration(Lang::ZhTw, 3 * 86_400), "3天");
}

#[test]
fn settings_name_the_chosen_language_in_it() {
    assert_eq!(
        words::settings_saved(Lang::En, None),
        "Settings saved: English."
    );
    assert_eq!(
        words::settings_saved(Lang::ZhCn, None),
        "设置已保存：简体中文。"
    );
    assert_eq!(
        words::settings_saved(Lang::ZhTw, None),
        "設定已儲存：繁體中文。"
    );
}
