//! The position and its DWC-FEN string (§7).
//!
//! ```text
//!  placement (rank 13 first)                       side sortie halfmove fullmove
//!  ch,mc,sw,ba,dg,cg,bk,cg,pr,ba,sw,mc,ch/…/CH,…,CH  r    -      0        1
//! ```
//! [`Setup`] is any well-formed string; [`Position`] adds the §7 validity checks.

use super::piece::{Kind, Piece};
use super::square::{board, Color, Square, FILES, RANKS, SQUARES};
use crate::movement::{Grid, Occupant};
use std::fmt;

/// A board with side to move, sortie flags and clocks: not necessarily a valid position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    pub board: [Option<Piece>; SQUARES],
    pub side: Color,
    /// `freed[c]`: side `c`'s emperor may leave its palace (§5.9).
    pub freed: [bool; 2],
    pub halfmove: u32,
    pub fullmove: u32,
}

/// Why a position string is not DWC-FEN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseFenError {
    Fields,
    RankCount,
    Token(String),
    RankWidth(u8),
    Side,
    Sortie,
    Clock,
}

impl fmt::Display for ParseFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseFenError::Fields => {
                f.write_str("expected 5 fields: placement side sortie halfmove fullmove")
            }
            ParseFenError::RankCount => f.write_str("the placement needs 13 ranks separated by /"),
            ParseFenError::Token(t) => write!(f, "{t:?} is neither a piece code nor a count 1-13"),
            ParseFenError::RankWidth(r) => write!(f, "rank {r} does not cover 13 files"),
            ParseFenError::Side => f.write_str("the side to move is r or b"),
            ParseFenError::Sortie => f.write_str("the sortie field is -, R, B or RB"),
            ParseFenError::Clock => f.write_str("bad halfmove or fullmove number"),
        }
    }
}

impl std::error::Error for ParseFenError {}

/// Why a well-formed position is not valid (§7).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    EmperorCount(Color),
    Facing,
    SortieFlagMissing(Color),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::EmperorCount(c) => write!(f, "{} needs exactly one emperor", c.name()),
            PositionError::Facing => f.write_str("the emperors face each other"),
            PositionError::SortieFlagMissing(c) => write!(
                f,
                "{}'s high emperor is outside its palace, so the other side must be freed",
                c.name()
            ),
        }
    }
}

impl std::error::Error for PositionError {}

/// Either failure of [`Position::from_fen`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    Parse(ParseFenError),
    Invalid(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Parse(e) => e.fmt(f),
            FenError::Invalid(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for FenError {}

impl Setup {
    pub fn parse(text: &str) -> Result<Setup, ParseFenError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [placement, side, sortie, half, full] = fields[..] else {
            return Err(ParseFenError::Fields);
        };
        let ranks: Vec<&str> = placement.split('/').collect();
        if ranks.len() != RANKS as usize {
            return Err(ParseFenError::RankCount);
        }
        let mut board = [None; SQUARES];
        for (row, rank_text) in ranks.iter().enumerate() {
            let rank = RANKS as i8 - 1 - row as i8;
            let mut file: i8 = 0;
            for token in rank_text.split(',') {
                let bad = || ParseFenError::Token(token.chars().take(8).collect());
                if token.bytes().all(|b| b.is_ascii_digit()) && !token.is_empty() {
                    let n: i8 = token.parse().map_err(|_| bad())?;
                    if !(1..=FILES as i8).contains(&n) {
                        return Err(bad());
                    }
                    file += n;
                } else {
                    let piece = Piece::from_code(token).ok_or_else(bad)?;
                    let sq =
                        Square::new(file, rank).ok_or(ParseFenError::RankWidth(rank as u8 + 1))?;
                    board[sq.index()] = Some(piece);
                    file += 1;
                }
                if file > FILES as i8 {
                    return Err(ParseFenError::RankWidth(rank as u8 + 1));
                }
            }
            if file != FILES as i8 {
                return Err(ParseFenError::RankWidth(rank as u8 + 1));
            }
        }
        let side = match side {
            "r" => Color::Red,
            "b" => Color::Black,
            _ => return Err(ParseFenError::Side),
        };
        let freed = match sortie {
            "-" => [false, false],
            "R" => [true, false],
            "B" => [false, true],
            "RB" => [true, true],
            _ => return Err(ParseFenError::Sortie),
        };
        let number = |t: &str| -> Result<u32, ParseFenError> {
            if t.bytes().all(|b| b.is_ascii_digit()) && !t.is_empty() && t.len() <= 9 {
                t.parse().map_err(|_| ParseFenError::Clock)
            } else {
                Err(ParseFenError::Clock)
            }
        };
        let halfmove = number(half)?;
        let fullmove = number(full)?;
        if fullmove == 0 {
            return Err(ParseFenError::Clock);
        }
        Ok(Setup {
            board,
            side,
            freed,
            halfmove,
            fullmove,
        })
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board.get(sq.index()).copied().flatten()
    }

    /// The square of `color`'s emperor or high emperor (the first, if a broken setup has two).
    pub fn emperor(&self, color: Color) -> Option<Square> {
        Square::all().find(|&sq| {
            self.piece_at(sq)
                .is_some_and(|p| p.color == color && p.kind.info().royal)
        })
    }

    /// Both emperors on one line with nothing between them (§5.10).
    pub fn emperors_face(&self) -> bool {
        let (Some(a), Some(b)) = (self.emperor(Color::Red), self.emperor(Color::Black)) else {
            return false;
        };
        let (dx, dy) = (b.file() - a.file(), b.rank() - a.rank());
        if !(dx == 0 || dy == 0 || dx.abs() == dy.abs()) {
            return false;
        }
        let (sx, sy) = (dx.signum(), dy.signum());
        let (mut x, mut y) = (a.file() + sx, a.rank() + sy);
        while (x, y) != (b.file(), b.rank()) {
            if Square::new(x, y).and_then(|s| self.piece_at(s)).is_some() {
                return false;
            }
            x += sx;
            y += sy;
        }
        true
    }

    /// The placement field alone, canonical.
    pub fn placement(&self) -> String {
        let mut out = String::with_capacity(200);
        for rank in (0..RANKS as i8).rev() {
            let mut tokens: Vec<String> = Vec::with_capacity(13);
            let mut empty = 0;
            for file in 0..FILES as i8 {
                match Square::new(file, rank).and_then(|s| self.piece_at(s)) {
                    Some(p) => {
                        if empty > 0 {
                            tokens.push(empty.to_string());
                            empty = 0;
                        }
                        tokens.push(p.code());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                tokens.push(empty.to_string());
            }
            out.push_str(&tokens.join(","));
            if rank > 0 {
                out.push('/');
            }
        }
        out
    }

    pub fn sortie_field(&self) -> &'static str {
        match self.freed {
            [false, false] => "-",
            [true, false] => "R",
            [false, true] => "B",
            [true, true] => "RB",
        }
    }

    pub fn fen(&self) -> String {
        format!(
            "{} {} {} {} {}",
            self.placement(),
            match self.side {
                Color::Red => "r",
                Color::Black => "b",
            },
            self.sortie_field(),
            self.halfmove,
            self.fullmove
        )
    }

    /// Own live pieces of `kind`.
    pub fn count(&self, color: Color, kind: Kind) -> usize {
        self.board
            .iter()
            .flatten()
            .filter(|p| p.color == color && p.kind == kind)
            .count()
    }

    /// Own live pieces of the guard family (§3.1).
    pub fn guards(&self, color: Color) -> usize {
        self.board
            .iter()
            .flatten()
            .filter(|p| p.color == color && p.kind.info().guard)
            .count()
    }

    fn validate(&self) -> Result<(), PositionError> {
        let b = board();
        for color in Color::BOTH {
            let royals: Vec<Square> = Square::all()
                .filter(|&sq| {
                    self.piece_at(sq)
                        .is_some_and(|p| p.color == color && p.kind.info().royal)
                })
                .collect();
            let [at] = royals[..] else {
                return Err(PositionError::EmperorCount(color));
            };
            let outside = self
                .piece_at(at)
                .is_some_and(|p| p.kind.info().region == super::piece::Region::OwnCamp)
                && !b.in_palace(color, at);
            if outside && !self.freed[color.opposite().index()] {
                return Err(PositionError::SortieFlagMissing(color));
            }
        }
        if self.emperors_face() {
            return Err(PositionError::Facing);
        }
        Ok(())
    }
}

/// A valid position (§7): one emperor per side, not facing, sortie flags consistent.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position(pub(super) Setup);

impl Position {
    pub fn from_setup(setup: Setup) -> Result<Position, PositionError> {
        setup.validate()?;
        Ok(Position(setup))
    }

    pub fn from_fen(text: &str) -> Result<Position, FenError> {
        let setup = Setup::parse(text).map_err(FenError::Parse)?;
        Position::from_setup(setup).map_err(FenError::Invalid)
    }

    /// The §4.2 start position.
    pub fn start() -> Position {
        match Position::from_fen(&board().start) {
            Ok(p) => p,
            Err(e) => panic!("data/demon/board.json start: {e}"),
        }
    }

    pub fn setup(&self) -> &Setup {
        &self.0
    }

    pub fn side(&self) -> Color {
        self.0.side
    }

    pub fn fen(&self) -> String {
        self.0.fen()
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.0.piece_at(sq)
    }

    /// Black's pre-game swap (§4.3): its pieces on the two swap squares change places.
    pub(super) fn swap_black_pair(&mut self) {
        let [a, b] = board().swap;
        self.0.board.swap(a.index(), b.index());
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen())
    }
}

/// The board as `color`'s pieces see it, for the movement primitives.
pub struct SideView<'a> {
    pub setup: &'a Setup,
    pub color: Color,
}

impl Grid for SideView<'_> {
    #[inline]
    fn occupant(&self, x: i8, y: i8) -> Option<Occupant> {
        let sq = Square::new(x, y)?;
        Some(match self.setup.piece_at(sq) {
            None => Occupant::Empty,
            Some(p) if p.color == self.color => Occupant::Own,
            Some(p) if p.kind.info().immune => Occupant::Immune,
            Some(_) => Occupant::Enemy,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_fen_round_trips() {
        let start = Position::start();
        assert_eq!(start.fen(), board().start);
    }

    #[test]
    fn bad_strings_are_refused_with_the_reason() {
        let start = board().start.clone();
        let cases = [
            ("", FenError::Parse(ParseFenError::Fields)),
            ("13/13 r - 0 1", FenError::Parse(ParseFenError::RankCount)),
            (
                &start.replacen("ch,", "cx,", 1),
                FenError::Parse(ParseFenError::Token("cx".into())),
            ),
            (
                &start.replacen("6,mi,6", "6,mi,7", 1),
                FenError::Parse(ParseFenError::RankWidth(11)),
            ),
            (
                &start.replace(" r - ", " x - "),
                FenError::Parse(ParseFenError::Side),
            ),
            (
                &start.replace(" r - ", " r Q "),
                FenError::Parse(ParseFenError::Sortie),
            ),
            (
                &start.replace(" 0 1", " 0 0"),
                FenError::Parse(ParseFenError::Clock),
            ),
            (
                &start.replacen("em", "ig", 1),
                FenError::Invalid(PositionError::EmperorCount(Color::Black)),
            ),
        ];
        for (text, want) in cases {
            assert_eq!(Position::from_fen(text), Err(want), "{text}");
        }
        let facing = "13/6,em,6/13/13/13/13/13/13/13/13/13/6,EM,6/13 r - 0 1";
        assert_eq!(
            Position::from_fen(facing),
            Err(FenError::Invalid(PositionError::Facing))
        );
        let sortie = "7,em,5/13/13/13/13/13/13/13/13/6,HE,6/13/13/13 r - 0 1";
        assert_eq!(
            Position::from_fen(sortie),
            Err(FenError::Invalid(PositionError::SortieFlagMissing(
                Color::Red
            )))
        );
    }
}
