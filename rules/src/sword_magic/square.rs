//! Squares of the 8×8 board, indexed rank-major from a1 = 0 to h8 = 63.

use std::fmt;
use std::num::NonZeroU8;
use std::str::FromStr;

/// One of the 64 squares. The index is always below 64, so indexing the board never fails.
/// Stored as index + 1, so `Option<Square>` (a piece's link) stays one byte.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(NonZeroU8);

/// The text is not a square name (`a1` … `h8`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseSquareError;

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid square (a1 to h8)")
    }
}

impl std::error::Error for ParseSquareError {}

impl Square {
    pub const COUNT: usize = 64;

    pub const fn from_index(index: u8) -> Option<Square> {
        if index < 64 {
            match NonZeroU8::new(index + 1) {
                Some(n) => Some(Square(n)),
                None => None,
            }
        } else {
            None
        }
    }

    /// `file` and `rank` count from 0 (a1 is `(0, 0)`).
    pub const fn from_coords(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Square::from_index(rank * 8 + file)
        } else {
            None
        }
    }

    /// `b"e4"` → e4. Exactly two bytes, lowercase file.
    pub fn from_ascii(text: &[u8]) -> Result<Square, ParseSquareError> {
        match *text {
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => {
                Square::from_coords(f - b'a', r - b'1').ok_or(ParseSquareError)
            }
            _ => Err(ParseSquareError),
        }
    }

    /// 0 for a1 … 63 for h8: the board index and the view's cell index.
    #[inline]
    pub const fn index(self) -> usize {
        (self.0.get() - 1) as usize
    }

    /// 0 for the a-file.
    #[inline]
    pub const fn file(self) -> u8 {
        (self.0.get() - 1) % 8
    }

    /// 0 for rank 1.
    #[inline]
    pub const fn rank(self) -> u8 {
        (self.0.get() - 1) / 8
    }

    /// The square `(dx, dy)` away, if it is on the board.
    #[inline]
    pub fn offset(self, dx: i8, dy: i8) -> Option<Square> {
        let file = self.file() as i8 + dx;
        let rank = self.rank() as i8 + dy;
        if (0..8).contains(&file) && (0..8).contains(&rank) {
            Square::from_index((rank * 8 + file) as u8)
        } else {
            None
        }
    }

    /// Dark iff file number + rank number is odd (1-based), so a1 is light.
    pub const fn is_dark(self) -> bool {
        (self.file() + self.rank()) % 2 == 1
    }

    /// Every square in index order.
    pub fn all() -> impl DoubleEndedIterator<Item = Square> + Clone {
        (0..64u8).filter_map(Square::from_index)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            char::from(b'a' + self.file()),
            char::from(b'1' + self.rank())
        )
    }
}

impl FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        Square::from_ascii(s.as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_indices_agree() {
        for sq in Square::all() {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        }
        assert_eq!(Square::from_ascii(b"a1").map(Square::index), Ok(0));
        assert_eq!(Square::from_ascii(b"h1").map(Square::index), Ok(7));
        assert_eq!(Square::from_ascii(b"h8").map(Square::index), Ok(63));
        assert!(Square::from_ascii(b"i2").is_err());
        assert!(Square::from_ascii(b"a9").is_err());
        assert!(Square::from_ascii(b"a").is_err());
        assert!(Square::from_ascii(b"a10").is_err());
    }

    #[test]
    fn a1_is_light_and_h1_dark() {
        let sq = |s: &str| s.parse::<Square>().ok();
        assert_eq!(sq("a1").map(Square::is_dark), Some(false));
        assert_eq!(sq("h1").map(Square::is_dark), Some(true));
        assert_eq!(sq("a8").map(Square::is_dark), Some(true));
        assert_eq!(sq("h8").map(Square::is_dark), Some(false));
    }

    #[test]
    fn offsets_stay_on_the_board() {
        let a1 = Square::from_index(0);
        assert_eq!(a1.and_then(|s| s.offset(-1, 0)), None);
        assert_eq!(
            a1.and_then(|s| s.offset(1, 2)).map(|s| s.to_string()),
            Some("b3".into())
        );
        let h8 = Square::from_index(63);
        assert_eq!(h8.and_then(|s| s.offset(0, 1)), None);
    }
}
