//! The structure of one canonical action text, read back from the text itself.
//!
//! Every family's canonical notation is one of two shapes: a move that starts with a
//! square, a separator and a square (`e4xd5`, `S1a-C7`, `b1/c1`), perhaps followed by a
//! tail (`=archer`, ` +revive:swordsman@c3`, ` 军`); or a word and its arguments
//! (`flip S1a`, `camps b1 d2 c4`, `teleport c1-h6`, `swap`). Squares are recognised by
//! the names of the view's cells, so `e4x` is never taken for a square.
//!
//! Canonical texts are what games are stored as, so this reading stays valid however
//! each family's parser is arranged inside.

use std::collections::HashSet;

/// One choice in the path to an action.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) enum Segment {
    /// The acting piece's square.
    Piece(String),
    /// Where the piece goes.
    Target(String),
    /// How it goes there: `-`, `x`, `/` (split) or `+` (merge).
    Way(char),
    /// A promotion form id.
    Form(String),
    /// A skill (`revive`, `summon`, `hero-call`, `teleport`).
    Skill(String),
    /// A piece kind the skill names (revive's type).
    Kind(String),
    /// A square a skill or an action word names.
    Square(String),
    /// An action word standing first (`flip`, `camps`, `swap`).
    Verb(String),
    /// The whole rest of a word's arguments as one option (`b1 d2 c4`).
    Args(String),
    /// A word among the arguments, or followed by the square it names (`go`, `cannon a2`).
    Word(String),
}

/// Action words whose first argument is the acting piece, so they belong under that
/// piece as a skill (`teleport c1-h6`: the archmage on c1 teleports to h6).
const PIECE_SKILLS: &[&str] = &["teleport"];

/// Reads `text` into its segments. `cells` are the board's cell names.
pub(super) fn segments(text: &str, cells: &HashSet<&str>) -> Vec<Segment> {
    if let Some((from, sep, to, tail)) = read_move(text, cells) {
        let mut out = vec![
            Segment::Piece(from.to_string()),
            Segment::Target(to.to_string()),
            Segment::Way(sep),
        ];
        out.extend(read_tail(tail, cells));
        return out;
    }
    let (verb, args) = text.split_once(' ').unwrap_or((text, ""));
    if PIECE_SKILLS.contains(&verb) {
        if let Some((from, '-', to, "")) = read_move(args, cells) {
            return vec![
                Segment::Piece(from.to_string()),
                Segment::Skill(verb.to_string()),
                Segment::Square(to.to_string()),
            ];
        }
    }
    let mut out = vec![Segment::Verb(verb.to_string())];
    out.extend(read_args(args, cells));
    out
}

/// `A<sep>B<tail>` where A and B are cells and sep is one of `-x/+`.
fn read_move<'t>(
    text: &'t str,
    cells: &HashSet<&str>,
) -> Option<(&'t str, char, &'t str, &'t str)> {
    let (from, rest) = leading_cell(text, cells)?;
    let sep = rest.chars().next().filter(|c| "-x/+".contains(*c))?;
    let (to, tail) = leading_cell(&rest[sep.len_utf8()..], cells)?;
    Some((from, sep, to, tail))
}

/// The longest cell name `text` starts with, and what follows it.
fn leading_cell<'t>(text: &'t str, cells: &HashSet<&str>) -> Option<(&'t str, &'t str)> {
    let end = text
        .char_indices()
        .map(|(i, c)| i + c.len_utf8())
        .rfind(|&end| cells.contains(&text[..end]))?;
    Some(text.split_at(end))
}

/// What follows a move: `=form`, ` +skill[:arg][@square]`, or words.
fn read_tail(tail: &str, cells: &HashSet<&str>) -> Vec<Segment> {
    let tail = tail.trim_start();
    if tail.is_empty() {
        return Vec::new();
    }
    if let Some(form) = tail.strip_prefix('=') {
        return vec![Segment::Form(form.to_string())];
    }
    if let Some(skill) = tail.strip_prefix('+') {
        let (head, at) = match skill.split_once('@') {
            Some((head, at)) => (head, Some(at)),
            None => (skill, None),
        };
        let (name, arg) = match head.split_once(':') {
            Some((name, arg)) => (name, Some(arg)),
            None => (head, None),
        };
        let mut out = vec![Segment::Skill(name.to_string())];
        for part in [arg, at].into_iter().flatten() {
            out.push(if cells.contains(part) {
                Segment::Square(part.to_string())
            } else {
                Segment::Kind(part.to_string())
            });
        }
        return out;
    }
    tail.split(' ')
        .map(|w| Segment::Word(w.to_string()))
        .collect()
}

/// A word's arguments, one segment per square or per word (a word followed by a square
/// goes with it: `cannon a2`); `c4-c6` is two squares.
fn read_args(args: &str, cells: &HashSet<&str>) -> Vec<Segment> {
    let mut out = Vec::new();
    let mut pending: Option<&str> = None;
    for token in args.split(' ').filter(|t| !t.is_empty()) {
        let squares: Vec<&str> = match read_move(token, cells) {
            Some((a, '-', b, "")) => vec![a, b],
            _ if cells.contains(token) => vec![token],
            _ => Vec::new(),
        };
        if squares.is_empty() {
            if let Some(word) = pending.replace(token) {
                out.push(Segment::Word(word.to_string()));
            }
            continue;
        }
        for (i, square) in squares.into_iter().enumerate() {
            match pending.take() {
                Some(word) if i == 0 => out.push(Segment::Word(format!("{word} {square}"))),
                _ => out.push(Segment::Square(square.to_string())),
            }
        }
    }
    if let Some(word) = pending {
        out.push(Segment::Word(word.to_string()));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells() -> HashSet<&'static str> {
        [
            "e4", "d5", "c3", "c1", "h6", "c8", "a10", "a1", "S1a", "C7", "b1", "c4", "c6", "d2",
            "a2", "b0",
        ]
        .into_iter()
        .collect()
    }

    fn read(text: &str) -> Vec<Segment> {
        segments(text, &cells())
    }

    use Segment::*;

    #[test]
    fn moves_read_as_piece_target_and_way() {
        assert_eq!(
            read("e4xd5"),
            [Piece("e4".into()), Target("d5".into()), Way('x')]
        );
        assert_eq!(
            read("S1a-C7"),
            [Piece("S1a".into()), Target("C7".into()), Way('-')]
        );
        assert_eq!(read("a10-a1=archer")[3], Form("archer".into()));
        assert_eq!(read("b1/c4 军")[3], Word("军".into()));
    }

    #[test]
    fn skills_read_with_their_kind_and_square() {
        assert_eq!(
            read("e4xd5 +revive:swordsman@c3")[3..],
            [
                Skill("revive".into()),
                Kind("swordsman".into()),
                Square("c3".into())
            ]
        );
        assert_eq!(
            read("e4xd5 +summon@c3")[3..],
            [Skill("summon".into()), Square("c3".into())]
        );
        assert_eq!(
            read("e4xd5 +hero-call:c8")[3..],
            [Skill("hero-call".into()), Square("c8".into())]
        );
        assert_eq!(
            read("teleport c1-h6"),
            [
                Piece("c1".into()),
                Skill("teleport".into()),
                Square("h6".into())
            ]
        );
    }

    #[test]
    fn words_read_with_their_arguments() {
        assert_eq!(read("swap"), [Verb("swap".into())]);
        assert_eq!(
            read("vanish c8"),
            [Verb("vanish".into()), Square("c8".into())]
        );
        assert_eq!(
            read("shed c4-c6 go"),
            [
                Verb("shed".into()),
                Square("c4".into()),
                Square("c6".into()),
                Word("go".into())
            ]
        );
        assert_eq!(
            read("deploy cannon a2 granary b0"),
            [
                Verb("deploy".into()),
                Word("cannon a2".into()),
                Word("granary b0".into())
            ]
        );
        assert_eq!(
            read("deploy default"),
            [Verb("deploy".into()), Word("default".into())]
        );
        assert_eq!(read("camps b1 d2 c4 city a2")[4], Word("city a2".into()));
    }
}
