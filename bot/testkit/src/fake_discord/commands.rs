//! Application commands as Discord checks them: registration (names, lengths, locales,
//! option order, choices) and invocations, which a real client can only build from what
//! was registered.

use serde_json::Value;

/// Locales Discord accepts in `*_localizations` (the ones the referee could use, and more).
const LOCALES: &[&str] = &[
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

fn chars(value: &Value) -> usize {
    value.as_str().map_or(0, |text| text.chars().count())
}

/// Discord's rule for command and option names: 1–32 letters, digits, `-` or `_`, no
/// upper case where the script has it.
fn valid_name(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name
            .chars()
            .all(|c| c == '-' || c == '_' || c.is_alphanumeric())
        && name.to_lowercase() == name
}

fn check_words(what: &str, item: &Value, problems: &mut Vec<String>) {
    let name = item["name"].as_str().unwrap_or_default();
    if !valid_name(name) {
        problems.push(format!("{what}: bad name {name:?}"));
    }
    if !(1..=100).contains(&chars(&item["description"])) {
        problems.push(format!("{what}: description must be 1–100 characters"));
    }
    for (field, limit) in [
        ("name_localizations", 32),
        ("description_localizations", 100),
    ] {
        for (locale, text) in item[field].as_object().into_iter().flatten() {
            if !LOCALES.contains(&locale.as_str()) {
                problems.push(format!("{what}: unknown locale {locale}"));
            }
            let fits = (1..=limit).contains(&chars(text));
            let named = field != "name_localizations" || text.as_str().is_some_and(valid_name);
            if !fits || !named {
                problems.push(format!("{what}: {field}.{locale} = {text}"));
            }
        }
    }
}

/// Everything Discord would refuse in a bulk registration (it answers 400 / 50035).
pub fn registration_problems(commands: &Value) -> Vec<String> {
    let mut problems = Vec::new();
    let Some(list) = commands.as_array() else {
        return vec!["not a list".into()];
    };
    if list.len() > 100 {
        problems.push("more than 100 commands".into());
    }
    let mut names = std::collections::HashSet::new();
    for command in list {
        let name = command["name"].as_str().unwrap_or_default();
        if !names.insert(name) {
            problems.push(format!("/{name} twice"));
        }
        check_words(&format!("/{name}"), command, &mut problems);
        let listed = |field: &str, allowed: &[u64]| {
            command[field].as_array().is_none_or(|values| {
                values
                    .iter()
                    .all(|v| v.as_u64().is_some_and(|v| allowed.contains(&v)))
            })
        };
        // Interaction contexts: 0 guild, 1 bot DM, 2 private channel; installs: 0 guild, 1 user.
        if !listed("contexts", &[0, 1, 2]) || !listed("integration_types", &[0, 1]) {
            problems.push(format!("/{name}: bad contexts or integration_types"));
        }
        let options = command["options"].as_array().cloned().unwrap_or_default();
        if options.len() > 25 {
            problems.push(format!("/{name}: more than 25 options"));
        }
        let mut optional_seen = false;
        for option in &options {
            let what = format!("/{name} {}", option["name"].as_str().unwrap_or_default());
            check_words(&what, option, &mut problems);
            let required = option["required"].as_bool().unwrap_or(false);
            if required && optional_seen {
                problems.push(format!("{what}: required after an optional option"));
            }
            optional_seen |= !required;
            let choices = option["choices"].as_array().map_or(0, Vec::len);
            if choices > 25 {
                problems.push(format!("{what}: more than 25 choices"));
            }
            if choices > 0 && option["autocomplete"].as_bool().unwrap_or(false) {
                problems.push(format!("{what}: autocomplete with choices"));
            }
            if !(1..=11).contains(&option["type"].as_u64().unwrap_or(0)) {
                problems.push(format!("{what}: unknown option type {}", option["type"]));
            }
            for choice in option["choices"].as_array().into_iter().flatten() {
                if !(1..=100).contains(&chars(&choice["name"])) {
                    problems.push(format!("{what}: choice name {}", choice["name"]));
                }
                // A string option's choices are strings, a number option's numbers.
                let string_option = option["type"] == 3;
                if choice["value"].is_string() != string_option {
                    problems.push(format!("{what}: choice value {}", choice["value"]));
                }
                for (locale, text) in choice["name_localizations"]
                    .as_object()
                    .into_iter()
                    .flatten()
                {
                    if !LOCALES.contains(&locale.as_str()) || !(1..=100).contains(&chars(text)) {
                        problems.push(format!("{what}: choice name {locale} = {text}"));
                    }
                }
            }
        }
    }
    problems
}

/// Why a real client could not send this invocation (`None` if it could). `context` is
/// where it is typed (0 server, 1 the bot's DM); `partial` is true for autocomplete,
/// where required options may still be missing.
pub fn invocation_problem(
    registered: Option<&Value>,
    name: &str,
    given: &[Value],
    context: u64,
    partial: bool,
) -> Option<String> {
    let Some(command) = registered
        .and_then(Value::as_array)
        .and_then(|list| list.iter().find(|c| c["name"] == name))
    else {
        return Some(format!("/{name} is not registered"));
    };
    if let Some(contexts) = command["contexts"].as_array() {
        if !contexts.iter().any(|c| c.as_u64() == Some(context)) {
            return Some(format!("/{name} is not offered in context {context}"));
        }
    }
    let options = command["options"].as_array().cloned().unwrap_or_default();
    for option in given {
        let option_name = option["name"].as_str().unwrap_or_default();
        let Some(spec) = options.iter().find(|o| o["name"] == option_name) else {
            return Some(format!("/{name} has no option {option_name}"));
        };
        if spec["type"] != option["type"] {
            return Some(format!("/{name} {option_name}: wrong type"));
        }
        let value = &option["value"];
        if option["focused"].as_bool().unwrap_or(false) {
            if !spec["autocomplete"].as_bool().unwrap_or(false) {
                return Some(format!("/{name} {option_name}: no autocomplete"));
            }
            continue;
        }
        // serenity sends `"choices": []` for an option without choices.
        if let Some(choices) = spec["choices"].as_array().filter(|c| !c.is_empty()) {
            if !choices.iter().any(|c| &c["value"] == value) {
                return Some(format!("/{name} {option_name}: {value} is not a choice"));
            }
        }
        if let Some(number) = value.as_i64() {
            let below = spec["min_value"].as_i64().is_some_and(|min| number < min);
            let above = spec["max_value"].as_i64().is_some_and(|max| number > max);
            if below || above {
                return Some(format!("/{name} {option_name}: {number} out of range"));
            }
        }
        if spec["max_length"]
            .as_u64()
            .is_some_and(|max| chars(value) as u64 > max)
        {
            return Some(format!("/{name} {option_name}: too long"));
        }
    }
    if partial {
        return None;
    }
    options
        .iter()
        .filter(|spec| spec["required"].as_bool().unwrap_or(false))
        .find(|spec| !given.iter().any(|o| o["name"] == spec["name"]))
        .map(|spec| format!("/{name}: required option {} missing", spec["name"]))
}
