//! Squares, sides and the zones of the 13×13 board (`data/demon/board.json`, spec §1).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::OnceLock;

pub const FILES: u8 = 13;
pub const RANKS: u8 = 13;
pub const SQUARES: usize = (FILES as usize) * (RANKS as usize);

/// A square of the board. The index runs file by file (`a1 a2 … a13 b1 …`), so the
/// derived order is the spec's listing order: by file, then by rank (§9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError;

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a square from a1 to m13")
    }
}

impl std::error::Error for ParseSquareError {}

impl Square {
    /// From 0-based file and rank; `None` off the board.
    pub fn new(file: i8, rank: i8) -> Option<Square> {
        if (0..FILES as i8).contains(&file) && (0..RANKS as i8).contains(&rank) {
            Some(Square(file as u8 * RANKS + rank as u8))
        } else {
            None
        }
    }

    pub fn from_index(i: usize) -> Option<Square> {
        (i < SQUARES).then_some(Square(i as u8))
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// 0-based file (`a` = 0).
    pub fn file(self) -> i8 {
        (self.0 / RANKS) as i8
    }

    /// 0-based rank (rank 1 = 0).
    pub fn rank(self) -> i8 {
        (self.0 % RANKS) as i8
    }

    pub fn all() -> impl Iterator<Item = Square> {
        (0..SQUARES as u8).map(Square)
    }

    /// `a1` … `m13`, lower or upper case, no padding.
    pub fn from_ascii(text: &[u8]) -> Result<Square, ParseSquareError> {
        let (&letter, digits) = text.split_first().ok_or(ParseSquareError)?;
        let file = letter.to_ascii_lowercase().wrapping_sub(b'a');
        if digits.is_empty() || digits.len() > 2 || digits[0] == b'0' {
            return Err(ParseSquareError);
        }
        let mut rank = 0u8;
        for &d in digits {
            if !d.is_ascii_digit() {
                return Err(ParseSquareError);
            }
            rank = rank * 10 + (d - b'0');
        }
        if file >= FILES || rank == 0 || rank > RANKS {
            return Err(ParseSquareError);
        }
        Ok(Square(file * RANKS + rank - 1))
    }

    /// Dark when file index (a = 1) plus rank is even (§1.4); cosmetic only.
    pub fn is_dark(self) -> bool {
        (self.file() + 1 + self.rank() + 1) % 2 == 0
    }
}

impl Serialize for Square {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Square {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Square::from_ascii(text.as_bytes()).map_err(serde::de::Error::custom)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            (b'a' + self.file() as u8) as char,
            self.rank() + 1
        )
    }
}

/// The two sides. Red moves first and starts on ranks 1-5.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Color {
    Red,
    Black,
}

impl Color {
    pub const BOTH: [Color; 2] = [Color::Red, Color::Black];

    pub fn opposite(self) -> Color {
        match self {
            Color::Red => Color::Black,
            Color::Black => Color::Red,
        }
    }

    /// Rank direction of "forward".
    pub fn forward(self) -> i8 {
        match self {
            Color::Red => 1,
            Color::Black => -1,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    /// `Red` / `Black`, as in the referee report (§8).
    pub fn name(self) -> &'static str {
        match self {
            Color::Red => "Red",
            Color::Black => "Black",
        }
    }

    /// The rank of `sq` counted from this side's back rank, 1 to 13.
    pub fn own_rank(self, sq: Square) -> u8 {
        match self {
            Color::Red => sq.rank() as u8 + 1,
            Color::Black => RANKS - sq.rank() as u8,
        }
    }
}

/// Zones and layout read from `data/demon/board.json`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardData {
    #[allow(dead_code)]
    about: String,
    files: u8,
    ranks: u8,
    own_camp: [u8; 2],
    #[allow(dead_code)]
    own_camp_spec: String,
    river: [u8; 2],
    #[allow(dead_code)]
    river_spec: String,
    enemy_camp: [u8; 2],
    #[allow(dead_code)]
    enemy_camp_spec: String,
    palace_files: [String; 2],
    palace_ranks: [u8; 2],
    #[allow(dead_code)]
    palace_spec: String,
    pub start: String,
    #[allow(dead_code)]
    start_spec: String,
    swap: [String; 2],
    #[allow(dead_code)]
    swap_spec: String,
}

/// The board facts the rules use, in the owner's frame.
#[derive(Debug)]
pub struct Board {
    pub own_camp: [u8; 2],
    pub river: [u8; 2],
    pub enemy_camp: [u8; 2],
    pub palace_files: [i8; 2],
    pub palace_ranks: [u8; 2],
    pub start: String,
    pub swap: [Square; 2],
}

fn load_board() -> Result<Board, String> {
    let data: BoardData = serde_json::from_str(include_str!("../../../data/demon/board.json"))
        .map_err(|e| e.to_string())?;
    if data.files != FILES || data.ranks != RANKS {
        return Err("board.json: the engine is built for 13×13".into());
    }
    let file = |s: &str| -> Result<i8, String> {
        Square::from_ascii(format!("{s}1").as_bytes())
            .map(Square::file)
            .map_err(|_| format!("board.json: bad file {s}"))
    };
    let square = |s: &str| {
        Square::from_ascii(s.as_bytes()).map_err(|_| format!("board.json: bad square {s}"))
    };
    Ok(Board {
        own_camp: data.own_camp,
        river: data.river,
        enemy_camp: data.enemy_camp,
        palace_files: [file(&data.palace_files[0])?, file(&data.palace_files[1])?],
        palace_ranks: data.palace_ranks,
        start: data.start,
        swap: [square(&data.swap[0])?, square(&data.swap[1])?],
    })
}

/// Loaded once; the embedded file is checked by the tests, so a failure here is a build bug.
pub fn board() -> &'static Board {
    static BOARD: OnceLock<Board> = OnceLock::new();
    BOARD.get_or_init(|| match load_board() {
        Ok(b) => b,
        Err(e) => panic!("data/demon/board.json: {e}"),
    })
}

fn within(v: u8, [lo, hi]: [u8; 2]) -> bool {
    lo <= v && v <= hi
}

impl Board {
    pub fn in_own_camp(&self, color: Color, sq: Square) -> bool {
        within(color.own_rank(sq), self.own_camp)
    }

    pub fn in_enemy_camp(&self, color: Color, sq: Square) -> bool {
        within(color.own_rank(sq), self.enemy_camp)
    }

    pub fn in_river(&self, sq: Square) -> bool {
        within(Color::Red.own_rank(sq), self.river)
    }

    pub fn in_palace(&self, color: Color, sq: Square) -> bool {
        within(color.own_rank(sq), self.palace_ranks)
            && self.palace_files[0] <= sq.file()
            && sq.file() <= self.palace_files[1]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_round_trip_and_sort_by_file_then_rank() {
        for sq in Square::all() {
            assert_eq!(Square::from_ascii(sq.to_string().as_bytes()), Ok(sq));
        }
        let a13 = Square::from_ascii(b"a13").unwrap();
        let b1 = Square::from_ascii(b"B1").unwrap();
        assert!(a13 < b1);
        for bad in ["", "a", "a0", "a14", "n1", "a01", "1a", "a1x", "é1"] {
            assert!(Square::from_ascii(bad.as_bytes()).is_err(), "{bad}");
        }
    }

    #[test]
    fn zones_follow_section_1() {
        let b = board();
        let sq = |s: &str| Square::from_ascii(s.as_bytes()).unwrap();
        assert!(b.in_palace(Color::Red, sq("f1")) && b.in_palace(Color::Red, sq("h3")));
        assert!(!b.in_palace(Color::Red, sq("i2")) && !b.in_palace(Color::Red, sq("g4")));
        assert!(b.in_palace(Color::Black, sq("g12")) && !b.in_palace(Color::Black, sq("g2")));
        assert!(b.in_enemy_camp(Color::Red, sq("a9")) && !b.in_enemy_camp(Color::Red, sq("a8")));
        assert!(
            b.in_enemy_camp(Color::Black, sq("a5")) && !b.in_enemy_camp(Color::Black, sq("a6"))
        );
        assert!(b.in_river(sq("m6")) && b.in_river(sq("a8")) && !b.in_river(sq("a9")));
        assert!(sq("a1").is_dark() && !sq("b1").is_dark());
    }
}
