//! Commands typed as text (`/play sword-magic @bob deadline:3d`, console lines and
//! `Command::Typed`), read by the declarations of the command table.
//!
//! Each word after the command's name is, in this order: the game (`#12`, the first one);
//! a player (`<@ID>` or `@name`) for the next player option; `key:value` or `key=value`
//! for the option of that name; a switch's bare name (`force`); a `key=value` or `+toggle`
//! for the game's options; otherwise the next option in declaration order that takes
//! words. An optional variant, choice or language takes only a word it knows, so
//! `/rules elf queen` is a piece and `/rules sword-magic elf` a variant and a piece.

use super::args::{is_language, toggle, typed_choice};
use super::{find_typed, Args, CommandDecl, OptionDecl, OptionKind, Value};
use crate::error::Refusal;
use crate::request::{Command, GameId};

/// Parses a typed command. `name_of` gives the stored name for a `<@ID>` mention.
pub fn parse(text: &str, name_of: &dyn Fn(u64) -> Option<String>) -> Result<Command, Refusal> {
    let mut words = text.split_whitespace();
    let head = words.next().unwrap_or("");
    let name = head.trim_start_matches(['/', '!']);
    let decl = find_typed(name).ok_or_else(|| super::help::unknown(head))?;
    let mut args = Args::new(decl);
    let rest = take_game(words, &mut args);
    // The next option a plain word may fill: options are filled in declaration order.
    let mut next = 0;
    let mut at = 0;
    while let Some(&word) = rest.get(at) {
        at += match fill_named(decl, &mut args, word, name_of)? {
            true => 1,
            false => fill_next(decl, &mut args, &mut next, &rest[at..])?,
        };
    }
    (decl.build)(&args)
}

/// The first `#12` is the game; the other words are returned in order.
fn take_game<'a>(words: impl Iterator<Item = &'a str>, args: &mut Args) -> Vec<&'a str> {
    let mut rest = Vec::new();
    for word in words {
        match word.strip_prefix('#').map(str::parse::<GameId>) {
            Some(Ok(id)) if args.game.is_none() => args.game = Some(id),
            _ => rest.push(word),
        }
    }
    rest
}

/// Fills the option `word` names by its form, wherever it is typed: a player, a
/// `key:value`, a switch, or one of the game's options. False if it names none.
fn fill_named(
    decl: &CommandDecl,
    args: &mut Args,
    word: &str,
    name_of: &dyn Fn(u64) -> Option<String>,
) -> Result<bool, Refusal> {
    if fill_player(decl, args, word, name_of) {
        return Ok(true);
    }
    if let Some((key, value)) = key_value(word) {
        if let Some(option) = option_named(decl.options, key) {
            args.set_typed(option.name, value, name_of)?;
            return Ok(true);
        }
    }
    if let Some(option) = decl
        .options
        .iter()
        .find(|o| o.kind == OptionKind::Boolean && o.name.eq_ignore_ascii_case(word))
    {
        args.set(option.name, Value::Flag(true));
        return Ok(true);
    }
    if let Some(pairs) = decl.options.iter().find(|o| o.kind == OptionKind::Pairs) {
        let pair = match (toggle(word), key_value(word)) {
            (Some(toggle), _) => Some((toggle, String::new())),
            (None, Some((key, value))) => Some((key.to_ascii_lowercase(), value.to_string())),
            (None, None) => None,
        };
        if let Some(pair) = pair {
            args.set(pairs.name, Value::Pairs(vec![pair]));
            return Ok(true);
        }
    }
    Ok(false)
}

/// A mention fills the next free player option; once those are filled, further
/// players join the game's list. False if `word` is no mention or the command takes
/// no player.
fn fill_player(
    decl: &CommandDecl,
    args: &mut Args,
    word: &str,
    name_of: &dyn Fn(u64) -> Option<String>,
) -> bool {
    let Some(user) = super::mention(word, name_of) else {
        return false;
    };
    let free = decl
        .options
        .iter()
        .find(|o| o.kind == OptionKind::User && !args.has(o.name));
    if let Some(option) = free {
        args.set(option.name, Value::User(user));
        return true;
    }
    if decl.options.iter().any(|o| o.kind == OptionKind::User) {
        args.more_players.push(user);
        return true;
    }
    false
}

/// A plain word (the first of `words`) fills the next option in declaration order that
/// takes it; an option that takes the rest of the line takes every word left. Returns
/// how many words were taken.
fn fill_next(
    decl: &CommandDecl,
    args: &mut Args,
    next: &mut usize,
    words: &[&str],
) -> Result<usize, Refusal> {
    let Some(&word) = words.first() else {
        return Ok(1);
    };
    loop {
        let Some(option) = decl.options.get(*next) else {
            return Err(args.usage());
        };
        *next += 1;
        if args.has(option.name) {
            continue;
        }
        if option.rest {
            args.set(option.name, Value::Text(words.join(" ")));
            return Ok(words.len());
        }
        if let Some(value) = plain_word(option, word) {
            args.set(option.name, value);
            return Ok(1);
        }
    }
}

/// The value `word` gives `option` when typed in its place, if the option takes it there.
fn plain_word(option: &OptionDecl, word: &str) -> Option<Value> {
    let text = || Some(Value::Text(word.to_string()));
    match option.kind {
        OptionKind::Variant if option.required || rules::VariantId::parse(word).is_some() => text(),
        OptionKind::Text | OptionKind::Autocomplete => text(),
        OptionKind::Choice(_) => typed_choice(option.kind, word).map(|v| Value::Text(v.into())),
        OptionKind::Language if is_language(word) => text(),
        _ => None,
    }
}

/// Split `key:value` or `key=value`.
fn key_value(token: &str) -> Option<(&str, &str)> {
    token.split_once(':').or_else(|| token.split_once('='))
}

fn option_named(options: &'static [OptionDecl], key: &str) -> Option<&'static OptionDecl> {
    let key = key.to_ascii_lowercase();
    options
        .iter()
        .find(|o| o.name == key || o.aliases.contains(&key.as_str()))
}
