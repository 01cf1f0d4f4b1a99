//! Help that finds what you need: `/help <command>` explains one command with an
//! example derived from its declaration, an unknown command is answered with the nearest
//! one, and `/rules` with no game lists every game.

use super::{all, find_typed, text, CommandDecl, OptionDecl, OptionKind};
use crate::error::Refusal;
use crate::words::{say, Lang};
use rules::VariantId;

/// The declaration a word names: its typed name or an alias, or its name in any of the
/// three languages (`/help 帮助`).
pub fn find(word: &str) -> Option<&'static CommandDecl> {
    let word = word.trim().trim_start_matches(['/', '!']);
    find_typed(word).or_else(|| {
        all().iter().find(|decl| {
            Lang::ALL
                .iter()
                .any(|lang| text(*lang, &decl.name_id()).to_lowercase() == word.to_lowercase())
        })
    })
}

/// The refusal for a command name nobody declared: with the nearest one when it is close.
pub fn unknown(typed: &str) -> Refusal {
    match nearest(typed) {
        Some(nearest) => Refusal::UnknownCommandNear {
            name: typed.to_string(),
            nearest: format!("/{nearest}"),
        },
        None => Refusal::UnknownCommand(typed.to_string()),
    }
}

/// `/help <command>`: what it does, how to write it and one example; an unknown name is
/// refused with the nearest command.
pub fn explain(lang: Lang, word: &str) -> Result<String, Refusal> {
    explain_with(lang, word, None)
}

/// [`explain`] with the example given (one from the reader's own game) instead of the
/// one the declaration makes.
pub fn explain_with(lang: Lang, word: &str, given: Option<String>) -> Result<String, Refusal> {
    let decl = find(word).ok_or_else(|| unknown(word))?;
    Ok(say(
        lang,
        "help-command",
        &[
            ("command", format!("/{}", decl.name)),
            ("description", text(lang, &decl.description_id())),
            ("usage", text(lang, &decl.help_id())),
            ("example", given.unwrap_or_else(|| example(decl))),
        ],
    ))
}

/// A line that the typed parser reads as this command: its required options filled with
/// sample values, or else its first option other than the game (and, after a choice such
/// as `save`, the word that goes with it).
pub fn example(decl: &CommandDecl) -> String {
    let shown: Vec<&OptionDecl> = decl
        .options
        .iter()
        .filter(|o| !o.typed_only && sample(o).is_some())
        .collect();
    let mut picked: Vec<&OptionDecl> = shown.iter().copied().filter(|o| o.required).collect();
    if picked.is_empty() {
        picked.extend(shown.iter().copied().find(|o| o.kind != OptionKind::Game));
    }
    // `/layout save` wants its name: a choice is followed by the word after it.
    let last_choice = picked
        .last()
        .filter(|o| matches!(o.kind, OptionKind::Choice(_)))
        .and_then(|last| shown.iter().position(|o| o.name == last.name));
    if let Some(next) = last_choice.and_then(|at| shown.get(at + 1)) {
        if next.kind == OptionKind::Text && !picked.iter().any(|o| o.name == next.name) {
            picked.push(next);
        }
    }
    let mut line = format!("/{}", decl.name);
    for option in picked {
        if let Some(value) = sample(option) {
            line.push(' ');
            line.push_str(&value);
        }
    }
    line
}

/// A sample value typed for an option, or `None` for options an example leaves out.
fn sample(option: &OptionDecl) -> Option<String> {
    let name = option.name;
    Some(match option.kind {
        OptionKind::Variant => "sword-magic".to_string(),
        OptionKind::User => "@bob".to_string(),
        OptionKind::Game => "#12".to_string(),
        OptionKind::Duration => format!("{name}:3d"),
        OptionKind::Integer => format!("{name}:3"),
        OptionKind::Language => "zh-TW".to_string(),
        OptionKind::Choice(choices) => choices.first()?.value.to_string(),
        OptionKind::Text | OptionKind::Autocomplete => match name {
            "move" | "text" => "e2-e4".to_string(),
            "piece" => "elf".to_string(),
            "command" => "play".to_string(),
            "name" => "wall".to_string(),
            "duration" => "2d".to_string(),
            _ => return None,
        },
        OptionKind::Boolean | OptionKind::Pairs => return None,
    })
}

/// Edit distance (insertions, deletions, substitutions) between two words, by character.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != *cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

/// The command whose name or alias is nearest to `typed`, when it is near enough to be
/// what was meant (at most one change in three letters, rounded up: `/plya` is `/play`).
pub fn nearest(typed: &str) -> Option<&'static str> {
    let word = typed.trim().trim_start_matches(['/', '!']).to_lowercase();
    if word.is_empty() {
        return None;
    }
    let limit = word.chars().count().div_ceil(3);
    let word = word.as_str();
    all()
        .iter()
        .flat_map(|decl| {
            std::iter::once(decl.name)
                .chain(decl.aliases.iter().copied())
                .map(move |spelling| (distance(word, spelling), decl.name))
        })
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, name)| name)
}

/// `/rules` with no game: every listed game, its name in the reader's language, its
/// players and one line, and how to ask for one.
pub fn games(lang: Lang) -> String {
    let lines: Vec<String> = VariantId::all()
        .into_iter()
        .filter(|v| v.info().listed)
        .map(|variant| {
            let info = variant.info();
            let players = if info.min_seats == info.max_seats {
                info.min_seats.to_string()
            } else {
                format!("{}–{}", info.min_seats, info.max_seats)
            };
            say(
                lang,
                "rules-list-game",
                &[
                    ("name", crate::words::variant_name(lang, variant)),
                    ("id", info.id.to_string()),
                    (
                        "players",
                        say(lang, "rules-list-players", &[("count", players)]),
                    ),
                    ("line", variant_line(lang, variant)),
                ],
            )
        })
        .collect();
    say(lang, "rules-list", &[("games", lines.join("\n"))])
}

/// One line about a game: the family's `rules-<id>` line for the variant when it has
/// one, else the first sentence of the family's summary.
fn variant_line(lang: Lang, variant: VariantId) -> String {
    let info = variant.info();
    let own = crate::words::catalogue()
        .and_then(|w| w.text(info.family, lang, &format!("rules-{}", info.id)));
    let text = own.unwrap_or_else(|| crate::words::entry(lang, info.family, "rules-summary"));
    let first_line = text.trim().lines().next().unwrap_or("").trim();
    // "Demon War Chess: 13×13 squares, …": the name is already on the line.
    let name = crate::words::variant_name(lang, variant);
    let named = first_line
        .split_once([':', '：'])
        .filter(|(before, _)| before.trim() == name)
        .map(|(_, after)| after.trim());
    sentence(named.unwrap_or(first_line)).to_string()
}

/// The text up to and including its first full stop.
fn sentence(text: &str) -> &str {
    match text.char_indices().find(|(i, c)| {
        *c == '。'
            || (*c == '.' && text[i + 1..].starts_with(' '))
            || (*c == '.' && i + 1 == text.len())
    }) {
        Some((i, c)) => &text[..i + c.len_utf8()],
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distance_counts_single_changes() {
        assert_eq!(distance("play", "play"), 0);
        assert_eq!(distance("paly", "play"), 2);
        assert_eq!(distance("pla", "play"), 1);
        assert_eq!(distance("", "abc"), 3);
        assert_eq!(distance("résign", "resign"), 1);
    }

    #[test]
    fn a_near_miss_finds_its_command_and_nonsense_finds_none() {
        assert_eq!(nearest("/plya"), Some("play"));
        assert_eq!(nearest("resgin"), Some("resign"));
        assert_eq!(nearest("/frobnicate"), None);
        assert_eq!(nearest(""), None);
    }

    #[test]
    fn every_example_is_read_as_its_own_command() {
        for decl in all() {
            let line = example(decl);
            let parsed = super::super::typed::parse(&line, &|_| None);
            if let Ok(command) = parsed {
                assert_eq!(command.name(), decl.name, "{line}");
            }
            // A refusal must be the command's own usage, never an unknown command.
            if let Err(refusal) = super::super::typed::parse(&line, &|_| None) {
                assert!(
                    !matches!(
                        refusal,
                        Refusal::UnknownCommand(_) | Refusal::UnknownCommandNear { .. }
                    ),
                    "{line}: {refusal:?}"
                );
            }
        }
    }
}
