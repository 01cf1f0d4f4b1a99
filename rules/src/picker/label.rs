//! A plain English wording of labels, for tests and the console. The bot words labels
//! from their data in the reader's language instead.

use super::{Group, Label, Step, What};
use crate::locale::Locale;
use crate::words::Words;

impl Label {
    /// The label in plain English: `Sage g1`, `d5 × Goblin`, `C7 camp`, `a6 = Halberd`.
    /// Piece kinds are named from `family`'s catalogues in `words` when given, else by
    /// their ids; a hidden piece is `unknown`.
    pub fn english(&self, family: &str, words: Option<&Words>) -> String {
        let name = |kind: &str| match words {
            Some(words) => words.piece(family, Locale::En, kind),
            None => kind.to_string(),
        };
        let seen = || {
            self.piece
                .as_ref()
                .map(|p| p.kind.as_deref().map_or("unknown".to_string(), &name))
        };
        let square = self.square.clone().unwrap_or_default();
        let mut text = match &self.what {
            What::Piece => match seen() {
                Some(piece) => format!("{piece} {square}"),
                None => square,
            },
            What::Target | What::Square => match seen() {
                Some(piece) => format!("{square} × {piece}"),
                None => square,
            },
            What::Way(way) => way_word(way).to_string(),
            What::Form(form) => format!("= {}", name(form)),
            What::Skill(skill) => skill.replace('-', " "),
            What::Kind(kind) => name(kind),
            What::Verb(verb) => verb.clone(),
            What::Args(args) => args.clone(),
            What::Word(word) => match &self.square {
                Some(square) => format!("{word} {square}"),
                None => word.clone(),
            },
            What::Plain => "as it is".to_string(),
        };
        if let Some(cell) = &self.cell {
            if matches!(self.what, What::Target | What::Square) {
                text = format!("{text} {cell}");
            }
        }
        for part in &self.then {
            // A plain move or capture says nothing the target does not already show.
            if matches!(&part.what, What::Way(w) if w == "-" || w == "x") {
                continue;
            }
            text = format!("{text} {}", part.english(family, words));
        }
        if self.loses_at_once {
            text.push_str(" (loses at once)");
        }
        text
    }
}

fn way_word(way: &str) -> &'static str {
    match way {
        "-" => "move",
        "x" => "capture",
        "/" => "split",
        "+" => "merge",
        _ => "go",
    }
}

impl Step {
    /// A group of [`Step::grouping`] in plain English: its kind (`Archer`, `flip`) or the
    /// span of its squares (`a1–h2`), with its part when a kind was split (`flip 2/3`).
    pub fn group_english(&self, group: &Group, family: &str, words: Option<&Words>) -> String {
        let member = |i: Option<&usize>| i.and_then(|&i| self.options.get(i));
        let (first, last) = (member(group.members.first()), member(group.members.last()));
        let key = group.key.as_deref().unwrap_or_default();
        let mut text = if let Some(kind) = key.strip_prefix("piece:") {
            match (kind, words) {
                ("?", _) => "unknown".to_string(),
                (kind, Some(words)) => words.piece(family, Locale::En, kind),
                (kind, None) => kind.to_string(),
            }
        } else if let Some(word) = key.strip_prefix("verb:").or(key.strip_prefix("skill:")) {
            word.to_string()
        } else if key == "choice" {
            "choices".to_string()
        } else {
            let square = |c: Option<&super::Choice>| {
                c.map(|c| match &c.label.square {
                    Some(square) => square.clone(),
                    None => c.label.english(family, words),
                })
                .unwrap_or_default()
            };
            return format!("{}–{}", square(first), square(last));
        };
        if let Some((part, parts)) = group.part {
            text = format!("{text} {part}/{parts}");
        }
        text
    }
}
