//! The command grammar of §8, syntax only; [`super::DemonGame::resolve`] matches a
//! written move against the legal ones.
//!
//! ```text
//! move    = square sep square [ "=" form ]     sep = "-" | "x"   (any case)
//! form    = id | two-letter code | Chinese name | English name
//! other   = swap | keep | resign | draw | accept | decline
//! ```

use super::square::Square;
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
