//! Discord's registration, derived from the core's command table
//! (`referee_core::commands`): names, descriptions, options and choices in English, with
//! their zh-CN and zh-TW names from the bot's catalogues. `options` reads an invocation
//! back by the same table.

use referee_core::commands::{self, CommandDecl, OptionDecl, OptionKind};
use referee_core::words::{self, Lang};
use serenity::all::{
    CommandOptionType, CreateCommand, CreateCommandOption, InstallationContext, InteractionContext,
};

/// Discord's locales for the two Chinese catalogues (English is the default).
const LOCALES: [(&str, Lang); 2] = [("zh-CN", Lang::ZhCn), ("zh-TW", Lang::ZhTw)];

/// An id of the table's words in the three languages: (English, [(Discord locale, text)]).
fn localised(id: &str) -> (String, Vec<(&'static str, String)>) {
    let others = LOCALES
        .iter()
        .map(|(locale, lang)| (*locale, commands::text(*lang, id)))
        .collect();
    (commands::text(Lang::En, id), others)
}

/// The listed variants as (id, English name, simplified and traditional Chinese names).
pub fn listed_variants() -> Vec<(&'static str, String, String, String)> {
    rules::VariantId::all()
        .into_iter()
        .filter(|id| id.info().listed)
        .map(|id| {
            let name = |lang| words::variant_name(lang, id);
            (
                id.as_str(),
                name(words::Lang::En),
                name(words::Lang::ZhCn),
                name(words::Lang::ZhTw),
            )
        })
        .collect()
}

/// The commands to register. `unlisted` variants (by id) join the listed ones in the
/// variant choices: the `unlisted_variants` config key, for tests and development only.
pub fn builders(unlisted: &[String]) -> Vec<CreateCommand> {
    let mut variants = listed_variants();
    for id in unlisted {
        let known = rules::VariantId::all()
            .into_iter()
            .find(|v| v.as_str() == id && !v.info().listed);
        if let Some(v) = known {
            let name = |lang| words::variant_name(lang, v);
            let names = (name(words::Lang::En), name(words::Lang::ZhCn));
            variants.push((v.as_str(), names.0, names.1, name(words::Lang::ZhTw)));
        }
    }
    // Discord allows 25 choices; the listed variants come first.
    variants.truncate(25);
    commands::all()
        .iter()
        .map(|decl| command(decl, &variants))
        .collect()
}

type VariantChoice = (&'static str, String, String, String);

fn command(decl: &CommandDecl, variants: &[VariantChoice]) -> CreateCommand {
    let (_, names) = localised(&decl.name_id());
    let (description, descriptions) = localised(&decl.description_id());
    // The registered name is the table's; the English catalogue says the same word (tested).
    let mut builder = CreateCommand::new(decl.name)
        // In servers and in the bot's DMs, for a bot installed to a server.
        .contexts(vec![InteractionContext::Guild, InteractionContext::BotDm])
        .integration_types(vec![InstallationContext::Guild])
        .description(description);
    for (locale, text) in names {
        builder = builder.name_localized(locale, text);
    }
    for (locale, text) in descriptions {
        builder = builder.description_localized(locale, text);
    }
    for option in decl.slash_options() {
        builder = builder.add_option(option_builder(decl, option, variants));
    }
    builder
}

fn option_builder(
    decl: &CommandDecl,
    option: &OptionDecl,
    variants: &[VariantChoice],
) -> CreateCommandOption {
    let kind = match option.kind {
        OptionKind::User => CommandOptionType::User,
        OptionKind::Game | OptionKind::Integer => CommandOptionType::Integer,
        OptionKind::Boolean => CommandOptionType::Boolean,
        OptionKind::Variant
        | OptionKind::Text
        | OptionKind::Autocomplete
        | OptionKind::Duration
        | OptionKind::Choice(_)
        | OptionKind::Language
        | OptionKind::Pairs => CommandOptionType::String,
    };
    let (_, names) = localised(&decl.option_id(option));
    let (description, descriptions) = localised(&decl.option_description_id(option));
    let mut builder = CreateCommandOption::new(kind, option.name, description);
    for (locale, text) in names {
        builder = builder.name_localized(locale, text);
    }
    for (locale, text) in descriptions {
        builder = builder.description_localized(locale, text);
    }
    builder = builder.required(option.required);
    match option.kind {
        OptionKind::Variant => {
            for (id, en, zh_cn, zh_tw) in variants {
                builder = builder.add_string_choice_localized(
                    format!("{en} · {zh_tw}"),
                    *id,
                    [("zh-CN", zh_cn.clone()), ("zh-TW", zh_tw.clone())],
                );
            }
        }
        OptionKind::Choice(choices) => {
            for choice in choices {
                let (label, labels) = localised(&decl.choice_id(option, choice.value));
                builder = builder.add_string_choice_localized(label, choice.value, labels);
            }
        }
        OptionKind::Language => {
            for lang in Lang::ALL {
                let label = |of| words::language_name(of, lang);
                builder = builder.add_string_choice_localized(
                    label(Lang::En),
                    lang.tag(),
                    LOCALES.map(|(locale, of)| (locale, label(of))),
                );
            }
        }
        OptionKind::Autocomplete => builder = builder.set_autocomplete(true),
        OptionKind::Game => builder = builder.min_int_value(1),
        OptionKind::Integer => builder = builder.min_int_value(0).max_int_value(60),
        OptionKind::Duration => builder = builder.max_length(20),
        OptionKind::User | OptionKind::Text | OptionKind::Boolean | OptionKind::Pairs => {}
    }
    builder
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// Discord refuses the whole registration if a name breaks its rules.
    #[test]
    fn names_and_descriptions_fit_discords_limits() {
        let mut seen = HashSet::new();
        for decl in commands::all() {
            assert!(seen.insert(decl.name), "duplicate {}", decl.name);
            check(&decl.name_id(), &decl.description_id());
            for option in decl.slash_options() {
                // Lowercase, digits and `-` (Discord also allows `_`; `turn-dm` reads
                // as the typed form does).
                assert!(option
                    .name
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'));
                check(&decl.option_id(option), &decl.option_description_id(option));
            }
        }
    }

    /// Invocations arrive under the English name, which the table declares.
    #[test]
    fn english_names_are_the_declared_names() {
        for decl in commands::all() {
            assert_eq!(commands::text(Lang::En, &decl.name_id()), decl.name);
            for option in decl.slash_options() {
                assert_eq!(
                    commands::text(Lang::En, &decl.option_id(option)),
                    option.name
                );
            }
        }
    }

    fn check(name: &str, description: &str) {
        for lang in Lang::ALL {
            let text = commands::text(lang, name);
            assert!((1..=32).contains(&text.chars().count()), "{text}");
            assert!(!text.contains(' '), "{text}");
            let text = commands::text(lang, description);
            assert!((1..=100).contains(&text.chars().count()), "{text}");
        }
    }

    #[test]
    fn variant_choices_are_the_listed_variants() {
        let ids: Vec<_> = listed_variants().into_iter().map(|(id, ..)| id).collect();
        let listed: Vec<_> = rules::VariantId::all()
            .into_iter()
            .filter(|v| v.info().listed)
            .map(|v| v.as_str())
            .collect();
        assert_eq!(ids, listed, "exactly the listed ids, test games left out");
        assert!(
            rules::VariantId::all().len() > ids.len(),
            "some id is unlisted"
        );
        assert!(ids.len() <= 25);
    }
}
