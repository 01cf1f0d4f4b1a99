//! The command grammar of §9.1: syntax first, then each shape looked up on the board;
//! and the canonical text of an action.

use super::action::{Action, Command, DeployChoice};
use super::board::{Board, Pos};
use super::error::JunqiError;
use super::layout::Layout;
use crate::meta::MetaWord;
use unicode_normalization::UnicodeNormalization;

fn is_dash(c: char) -> bool {
    matches!(c, '-' | '–' | '—' | '－')
}

/// Whitespace as the grammar means it, including the ideographic space.
fn is_ws(c: char) -> bool {
    c.is_whitespace()
}

/// Length in bytes of a `letter digit+ [letter]` shape at the start of `s`, if any.
fn shape_len(s: &str) -> Option<usize> {
    let mut it = s.char_indices().peekable();
    let (_, first) = it.next()?;
    if !first.is_ascii_alphabetic() {
        return None;
    }
    let mut end = first.len_utf8();
    let mut digits = 0;
    while let Some(&(i, c)) = it.peek() {
        if c.is_ascii_digit() {
            digits += 1;
            end = i + 1;
            it.next();
        } else {
            break;
        }
    }
    if digits == 0 {
        return None;
    }
    if let Some(&(i, c)) = it.peek() {
        if c.is_ascii_alphabetic() {
            end = i + 1;
        }
    }
    Some(end)
}

/// Canonicalise a shape (first character upper, final letter lower) and look it up.
pub fn resolve(board: &Board, shape: &str) -> Result<Pos, JunqiError> {
    let mut name = String::with_capacity(shape.len());
    let last = shape.len().saturating_sub(1);
    for (i, c) in shape.char_indices() {
        if i == 0 {
            name.push(c.to_ascii_uppercase());
        } else if i == last && c.is_ascii_alphabetic() {
            name.push(c.to_ascii_lowercase());
        } else {
            name.push(c);
        }
    }
    board.lookup(&name).ok_or(JunqiError::BadPosition)
}

/// Parse one command. Never panics; errors are `E_SYNTAX` or `E_BAD_POSITION`.
pub fn parse(board: &Board, text: &str) -> Result<Command, JunqiError> {
    let folded: String = text.nfkc().collect();
    let trimmed = folded.trim_matches(is_ws);
    let (word, rest) = match trimmed.find(is_ws) {
        Some(i) => (&trimmed[..i], trimmed[i..].trim_start_matches(is_ws)),
        None => (trimmed, ""),
    };
    match MetaWord::parse(trimmed) {
        Some(MetaWord::Resign) => return Ok(Command::Resign),
        // §5.5: `draw` offers, or accepts once everyone has sent it.
        Some(MetaWord::DrawOffer | MetaWord::DrawAccept) => return Ok(Command::Draw),
        Some(MetaWord::Board) => return Ok(Command::Board),
        Some(MetaWord::DrawDecline) | None => {}
    }
    let keyword = word.to_ascii_lowercase();
    match (keyword.as_str(), rest.is_empty()) {
        ("deploy", false) => {
            return Ok(Command::Deploy(match rest.to_ascii_lowercase().as_str() {
                "default" => DeployChoice::Default,
                "random" => DeployChoice::Random,
                _ => DeployChoice::Text(rest.to_string()),
            }))
        }
        ("swap", false) => {
            let mut names = rest.split(is_ws).filter(|w| !w.is_empty());
            return match (names.next(), names.next(), names.next()) {
                (Some(a), Some(b), None) => Ok(Command::Swap(a.to_string(), b.to_string())),
                _ => Err(JunqiError::Syntax),
            };
        }
        ("flip" | "f", false) => {
            let n = shape_len(rest).ok_or(JunqiError::Syntax)?;
            if !rest[n..].trim_matches(is_ws).is_empty() {
                return Err(JunqiError::Syntax);
            }
            return Ok(Command::Flip(resolve(board, &rest[..n])?));
        }
        _ => {}
    }
    // A move: shape ws* dash ws* shape, or shape ws+ shape.
    let n = shape_len(trimmed).ok_or(JunqiError::Syntax)?;
    let (first, after) = trimmed.split_at(n);
    let after_ws = after.trim_start_matches(is_ws);
    let had_ws = after_ws.len() < after.len();
    let second = match after_ws.chars().next() {
        Some(d) if is_dash(d) => after_ws[d.len_utf8()..].trim_start_matches(is_ws),
        Some(_) if had_ws => after_ws,
        _ => return Err(JunqiError::Syntax),
    };
    let m = shape_len(second).ok_or(JunqiError::Syntax)?;
    if !second[m..].trim_matches(is_ws).is_empty() {
        return Err(JunqiError::Syntax);
    }
    let from = resolve(board, first)?;
    let to = resolve(board, &second[..m])?;
    Ok(Command::Move { from, to })
}

/// The canonical text of an action on `board` (`S5a-C7`, `flip S3b`, `deploy …`).
pub fn format(board: &Board, action: &Action) -> String {
    match action {
        Action::Move { from, to } => format!("{}-{}", board.name(*from), board.name(*to)),
        Action::Flip(p) => format!("flip {}", board.name(*p)),
        Action::Deploy(DeployChoice::Default) => "deploy default".into(),
        Action::Deploy(DeployChoice::Random) => "deploy random".into(),
        Action::Deploy(DeployChoice::Text(t)) => match Layout::parse(t) {
            Ok(l) => format!("deploy {l}"),
            Err(_) => format!("deploy {t}"),
        },
        Action::Swap { a, b } => format!("swap {a} {b}"),
        Action::Resign => "resign".into(),
        Action::Draw => "draw".into(),
    }
}
