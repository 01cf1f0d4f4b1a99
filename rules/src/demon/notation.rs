//! The text of §8: the command grammar, syntax only ([`super::DemonGame::resolve`]
//! matches a written move against the legal ones), and the canonical move text and report
//! line.
//!
//! ```text
//! move    = square sep square [ "=" form ]     sep = "-" | "x"   (any case)
//! form    = id | two-letter code | Chinese name | English name
//! other   = swap | keep | resign | draw | accept | decline
//! ```

use super::movegen::Move;
use super::piece::{Kind, Piece};
use super::play::End;
use super::record::MoveRecord;
use super::square::{Color, Square};
use std::fmt;

/// A move as typed: squares parsed, the form still a name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrittenMove {
    pub from: Square,
    pub to: Square,
    pub form: Option<String>,
}

/// A command as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Move(WrittenMove),
    Swap,
    Keep,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseCommandError {
    /// Not `<from>-<to>[=form]`, `swap` or `keep`.
    Shape,
    BadSquare,
    EmptyForm,
}

impl fmt::Display for ParseCommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ParseCommandError::Shape => {
                "write a move as from-to, e.g. e4-e5, c3xc9 or c5-c6=archer"
            }
            ParseCommandError::BadSquare => "squares run from a1 to m13",
            ParseCommandError::EmptyForm => "name the form after =, e.g. =archer",
        })
    }
}

impl std::error::Error for ParseCommandError {}

/// Splits `e4` off the front of `text`: a letter and one or two digits.
fn take_square(text: &str) -> Result<(Square, &str), ParseCommandError> {
    let bytes = text.as_bytes();
    let digits = bytes
        .iter()
        .skip(1)
        .take_while(|b| b.is_ascii_digit())
        .count();
    if bytes.is_empty() || digits == 0 {
        return Err(ParseCommandError::Shape);
    }
    let (head, rest) = text.split_at(1 + digits);
    let sq = Square::from_ascii(head.as_bytes()).map_err(|_| ParseCommandError::BadSquare)?;
    Ok((sq, rest))
}

pub fn parse_command(text: &str) -> Result<Command, ParseCommandError> {
    let t = text.trim();
    match t.to_ascii_lowercase().as_str() {
        "swap" | "交换" => return Ok(Command::Swap),
        "keep" | "保持" | "不换" => return Ok(Command::Keep),
        _ => {}
    }
    let (squares, form) = match t.split_once('=') {
        Some((s, f)) => {
            let f = f.trim();
            if f.is_empty() {
                return Err(ParseCommandError::EmptyForm);
            }
            (s.trim(), Some(f.to_string()))
        }
        None => (t, None),
    };
    if !squares.is_ascii() {
        return Err(ParseCommandError::Shape);
    }
    let (from, rest) = take_square(squares)?;
    let rest = rest
        .strip_prefix(['-', 'x', 'X'])
        .ok_or(ParseCommandError::Shape)?;
    let (to, rest) = take_square(rest)?;
    if !rest.is_empty() {
        return Err(ParseCommandError::Shape);
    }
    Ok(Command::Move(WrittenMove { from, to, form }))
}

/// The canonical text (§8).
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.capture { 'x' } else { '-' };
        write!(f, "{}{sep}{}", self.from, self.to)?;
        if let Some(k) = self.promotion {
            write!(f, "={}", k.id())?;
        }
        Ok(())
    }
}

impl fmt::Display for End {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            End::Win(Color::Red, r) => write!(f, "red-wins {}", r.as_str()),
            End::Win(Color::Black, r) => write!(f, "black-wins {}", r.as_str()),
            End::Draw(r) => write!(f, "draw {}", r.as_str()),
        }
    }
}

fn list(items: &[(Square, Piece)]) -> String {
    if items.is_empty() {
        "-".into()
    } else {
        items
            .iter()
            .map(|(sq, p)| p.at(*sq))
            .collect::<Vec<_>>()
            .join(",")
    }
}

impl fmt::Display for MoveRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let e = &self.effects;
        let one = |x: &Option<(Square, Piece)>| x.map_or("-".to_string(), |(sq, p)| p.at(sq));
        let promoted = e
            .promoted
            .map_or("-".to_string(), |(sq, k)| format!("{}@{sq}", k.id()));
        let result = self
            .end
            .map_or("ongoing".to_string(), |end| end.to_string());
        write!(
            f,
            "{}. {} {} ; captured {} ; splash {} ; destroyed {} ; promoted {} ; result {}",
            self.fullmove,
            self.color.name(),
            self.notation,
            one(&e.captured),
            list(&e.splash),
            one(&e.destroyed),
            promoted,
            result
        )
    }
}

/// Whether the typed `name` names `form`: its id, code, Chinese or English name. The
/// star cannon's two codes both name either slot, since the origin decides which.
pub(super) fn names_form(name: &str, form: Kind) -> bool {
    let info = form.info();
    let t = name.trim();
    let folded = t.to_ascii_lowercase().replace([' ', '-'], "_");
    folded == info.id
        || t == info.zh
        || t == info.zh_tw
        || info.en.to_ascii_lowercase().replace(' ', "_") == folded
        || Kind::from_code(t).is_some_and(|k| k.id() == info.id)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::from_ascii(s.as_bytes()).unwrap()
    }

    #[test]
    fn moves_parse_in_any_case_with_either_separator() {
        let want = Command::Move(WrittenMove {
            from: sq("c5"),
            to: sq("c6"),
            form: Some("archer".into()),
        });
        assert_eq!(parse_command("c5-c6=archer"), Ok(want.clone()));
        assert_eq!(parse_command(" C5Xc6=archer "), Ok(want));
        assert_eq!(
            parse_command("m13-a1"),
            Ok(Command::Move(WrittenMove {
                from: sq("m13"),
                to: sq("a1"),
                form: None
            }))
        );
        assert_eq!(parse_command("SWAP"), Ok(Command::Swap));
    }

    #[test]
    fn malformed_commands_are_refused() {
        for bad in [
            "", "e4", "e4e5", "e4-e14", "n1-a1", "e4-e5-e6", "e4-e5=", "e4—e5", "é4-e5",
        ] {
            assert!(parse_command(bad).is_err(), "{bad}");
        }
    }
}
