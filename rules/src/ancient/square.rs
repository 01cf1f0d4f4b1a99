//! Squares of the 9x9 board (spec §1): files a–i are x = −4…4, ranks 0–8 are y.
//!
//! ```text
//!   8  . . . . . . . . .
//!   4  @ . . . . . . . @     red 点将台 a4, black i4
//!   0  . . . . . . . . .
//!      a b c d e f g h i
//! ```

use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the 81 squares; index = (x + 4) + 9·y.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Square(u8);

/// Text that is not a square of this board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseSquareError {
    /// Looks like a square (letter then digits) but lies off the board, e.g. `j3`, `a9`.
    OffBoard,
    /// Not shaped like a square at all.
    Malformed,
}

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::OffBoard => "square off the board",
            Self::Malformed => "not a square",
        })
    }
}

impl std::error::Error for ParseSquareError {}

/// The four orthogonal steps; diagonals never count (spec glossary: adjacent).
pub const DIRECTIONS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

impl Square {
    pub const COUNT: usize = 81;
    pub const A0: Square = Square(0);

    pub fn at(x: i8, y: i8) -> Option<Square> {
        if (-4..=4).contains(&x) && (0..=8).contains(&y) {
            Some(Square(((x + 4) + 9 * y) as u8))
        } else {
            None
        }
    }

    pub fn from_index(index: usize) -> Option<Square> {
        (index < Self::COUNT).then_some(Square(index as u8))
    }

    pub fn all() -> impl Iterator<Item = Square> {
        (0..Self::COUNT as u8).map(Square)
    }

    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    pub fn x(self) -> i8 {
        (self.0 % 9) as i8 - 4
    }

    pub fn y(self) -> i8 {
        (self.0 / 9) as i8
    }

    pub fn offset(self, dx: i8, dy: i8) -> Option<Square> {
        Square::at(self.x() + dx, self.y() + dy)
    }

    pub fn distance(self, other: Square) -> u8 {
        (self.x() - other.x()).unsigned_abs() + (self.y() - other.y()).unsigned_abs()
    }

    pub fn neighbours(self) -> impl Iterator<Item = Square> {
        DIRECTIONS
            .into_iter()
            .filter_map(move |(dx, dy)| self.offset(dx, dy))
    }

    /// The unit step from `self` towards `to` when both lie on one file or rank.
    pub fn step_towards(self, to: Square) -> Option<(i8, i8)> {
        let (dx, dy) = (to.x() - self.x(), to.y() - self.y());
        match (dx, dy) {
            (0, 0) => None,
            (0, dy) => Some((0, dy.signum())),
            (dx, 0) => Some((dx.signum(), 0)),
            _ => None,
        }
    }

    /// Squares strictly between two squares on one line (empty when not on a line).
    pub fn between(self, to: Square) -> Vec<Square> {
        let Some((dx, dy)) = self.step_towards(to) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let mut cur = self;
        while let Some(next) = cur.offset(dx, dy) {
            if next == to {
                break;
            }
            out.push(next);
            cur = next;
        }
        out
    }

    pub fn file_char(self) -> char {
        char::from(b'a' + (self.x() + 4) as u8)
    }

    /// Parse `e4`. Lowercase ASCII only; callers normalise first.
    pub fn parse(text: &str) -> Result<Square, ParseSquareError> {
        let bytes = text.as_bytes();
        let (&file, digits) = bytes.split_first().ok_or(ParseSquareError::Malformed)?;
        if !file.is_ascii_lowercase()
            || digits.is_empty()
            || digits.len() > 3
            || !digits.iter().all(u8::is_ascii_digit)
        {
            return Err(ParseSquareError::Malformed);
        }
        let rank: i16 = std::str::from_utf8(digits)
            .ok()
            .and_then(|d| d.parse().ok())
            .ok_or(ParseSquareError::Malformed)?;
        let x = i16::from(file) - i16::from(b'a') - 4;
        if !(-4..=4).contains(&x) || !(0..=8).contains(&rank) {
            return Err(ParseSquareError::OffBoard);
        }
        Square::at(x as i8, rank as i8).ok_or(ParseSquareError::OffBoard)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.y())
    }
}

impl TryFrom<String> for Square {
    type Error = ParseSquareError;
    fn try_from(value: String) -> Result<Self, Self::Error> {
        Square::parse(&value)
    }
}

impl From<Square> for String {
    fn from(value: Square) -> Self {
        value.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_follow_the_centred_convention() {
        let e1 = Square::parse("e1").unwrap();
        assert_eq!((e1.x(), e1.y()), (0, 1));
        let a0 = Square::parse("a0").unwrap();
        assert_eq!((a0.x(), a0.y()), (-4, 0));
        assert_eq!(Square::parse("j3"), Err(ParseSquareError::OffBoard));
        assert_eq!(Square::parse("a9"), Err(ParseSquareError::OffBoard));
        assert_eq!(Square::parse("4a"), Err(ParseSquareError::Malformed));
        for sq in Square::all() {
            assert_eq!(Square::parse(&sq.to_string()), Ok(sq));
        }
    }

    #[test]
    fn between_lists_the_inner_squares() {
        let b3 = Square::parse("b3").unwrap();
        let e3 = Square::parse("e3").unwrap();
        let inner: Vec<String> = b3.between(e3).iter().map(|s| s.to_string()).collect();
        assert_eq!(inner, ["c3", "d3"]);
    }
}
