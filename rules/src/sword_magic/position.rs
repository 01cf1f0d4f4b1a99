//! The position: board, side to move, graveyards, counters, and the SMFEN string (§3.3).

use super::piece::{Color, Piece, Role};
use super::square::Square;
use crate::error::SetupError;
use crate::status::Outcome;
use std::fmt::Write as _;

pub const START_SMFEN: &str = "aempcmea/fffssfff/8/8/8/8/FFFSSFFF/AEMPCMEA w - - - 0 1";

/// `quiet` at which the game is drawn (§5.1 E4).
pub const QUIET_LIMIT: u8 = 101;

pub type Board = [Option<Piece>; Square::COUNT];

/// Dead pieces of one colour, as a multiset of base forms (§1.1).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Graveyard {
    /// Per role of [`Graveyard::ORDER`].
    counts: [u16; 8],
}

impl Graveyard {
    /// Letters in position-string order (ASCII of the uppercase code).
    const ORDER: [Role; 8] = [
        Role::Archer,
        Role::Summoner,
        Role::Sage,
        Role::Familiar,
        Role::Hero,
        Role::Mage,
        Role::Princess,
        Role::Swordsman,
    ];

    fn slot(role: Role) -> Option<usize> {
        Self::ORDER.iter().position(|&r| r == role)
    }

    /// How many dead pieces of `role` (always 0 for a promoted form).
    pub fn count(&self, role: Role) -> u16 {
        Self::slot(role).map_or(0, |i| self.counts[i])
    }

    /// Stores the piece's base form.
    pub fn add(&mut self, role: Role) {
        if let Some(i) = Self::slot(role.base()) {
            self.counts[i] = self.counts[i].saturating_add(1);
        }
    }

    /// Takes one piece of `role` out; false if there is none.
    pub fn take(&mut self, role: Role) -> bool {
        match Self::slot(role) {
            Some(i) if self.counts[i] > 0 => {
                self.counts[i] -= 1;
                true
            }
            _ => false,
        }
    }

    /// Every dead piece, one entry per piece, in position-string order.
    pub fn pieces(&self) -> impl Iterator<Item = Role> + '_ {
        Self::ORDER
            .into_iter()
            .zip(self.counts)
            .flat_map(|(role, n)| std::iter::repeat_n(role, usize::from(n)))
    }

    pub fn is_empty(&self) -> bool {
        self.counts.iter().all(|&c| c == 0)
    }
}

/// The from/to cells of the last turn, for the view (one cell for a vanish).
pub type LastMove = [Option<Square>; 2];

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub(super) board: Board,
    pub(super) side: Color,
    /// Indexed by [`Color::index`].
    pub(super) graves: [Graveyard; 2],
    pub(super) quiet: u8,
    pub(super) fullmove: u32,
    /// Boxed: set once per game, and it keeps the state small for `game::State`.
    pub(super) outcome: Option<Box<Outcome>>,
    pub(super) last_move: LastMove,
    /// Check (§4.9) was announced after the last turn.
    pub(super) check: bool,
}

impl Position {
    /// The standard start (§3.1).
    pub fn start() -> Position {
        const BACK: [Role; 8] = [
            Role::Archer,
            Role::Sage,
            Role::Mage,
            Role::Princess,
            Role::Summoner,
            Role::Mage,
            Role::Sage,
            Role::Archer,
        ];
        const FRONT: [Role; 8] = [
            Role::Familiar,
            Role::Familiar,
            Role::Familiar,
            Role::Swordsman,
            Role::Swordsman,
            Role::Familiar,
            Role::Familiar,
            Role::Familiar,
        ];
        let mut board: Board = [None; Square::COUNT];
        for file in 0..8u8 {
            let f = usize::from(file);
            for (rank, role, color) in [
                (0, BACK[f], Color::White),
                (1, FRONT[f], Color::White),
                (6, FRONT[f], Color::Black),
                (7, BACK[f], Color::Black),
            ] {
                if let Some(sq) = Square::from_coords(file, rank) {
                    board[sq.index()] = Some(Piece::new(color, role));
                }
            }
        }
        Position {
            board,
            side: Color::White,
            graves: Default::default(),
            quiet: 0,
            fullmove: 1,
            outcome: None,
            last_move: [None, None],
            check: false,
        }
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    pub fn side_to_move(&self) -> Color {
        self.side
    }

    pub fn graveyard(&self, color: Color) -> &Graveyard {
        &self.graves[color.index()]
    }

    pub fn quiet(&self) -> u8 {
        self.quiet
    }

    pub fn fullmove(&self) -> u32 {
        self.fullmove
    }

    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_deref()
    }

    /// Whether check was announced after the last turn.
    pub fn is_check_announced(&self) -> bool {
        self.check
    }

    /// Squares holding a piece of `color`.
    pub(super) fn squares_of(&self, color: Color) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Square::all().filter_map(move |sq| match self.board[sq.index()] {
            Some(p) if p.color == color => Some((sq, p)),
            _ => None,
        })
    }

    /// The square of `color`'s princess, if she is on the board.
    pub(super) fn princess_square(&self, color: Color) -> Option<Square> {
        self.squares_of(color)
            .find(|(_, p)| p.role == Role::Princess)
            .map(|(sq, _)| sq)
    }

    // ---- SMFEN ----

    /// Parse and validate a position string. Terminal positions (a princess in a graveyard,
    /// a goddess on the board) are accepted and come back finished; so do positions where
    /// the 101-turn draw or "no legal action" already holds.
    pub fn from_smfen(text: &str) -> Result<Position, SetupError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [board, side, wgrave, bgrave, links, quiet, fullmove] = fields[..] else {
            return Err(err(format!(
                "expected 7 fields (board side wgrave bgrave links quiet fullmove), found {}",
                fields.len()
            )));
        };
        let mut pos = Position {
            board: parse_board(board)?,
            side: match side {
                "w" => Color::White,
                "b" => Color::Black,
                _ => {
                    return Err(err(format!(
                        "side to move must be `w` or `b`, not {side:?}"
                    )))
                }
            },
            graves: [
                parse_grave(wgrave, Color::White)?,
                parse_grave(bgrave, Color::Black)?,
            ],
            quiet: parse_number(quiet)
                .and_then(|n| u8::try_from(n).ok().filter(|&q| q <= QUIET_LIMIT))
                .ok_or_else(|| err(format!("quiet counter must be 0 to 101, not {quiet:?}")))?,
            fullmove: parse_number(fullmove)
                .filter(|&n| n >= 1)
                .ok_or_else(|| err(format!("move number must be 1 or more, not {fullmove:?}")))?,
            outcome: None,
            last_move: [None, None],
            check: false,
        };
        pos.parse_links(links)?;
        pos.outcome = pos.terminal_outcome()?.map(Box::new);
        pos.settle_loaded_status();
        Ok(pos)
    }

    fn parse_links(&mut self, text: &str) -> Result<(), SetupError> {
        if text == "-" {
            return Ok(());
        }
        for pair in text.split(',') {
            let (sage, revived) = pair
                .split_once('>')
                .and_then(|(a, b)| Some((a.parse::<Square>().ok()?, b.parse::<Square>().ok()?)))
                .ok_or_else(|| err(format!("link {pair:?} is not `sageSquare>revivedSquare`")))?;
            let sage_piece = self.board[sage.index()];
            let Some(sage_piece) = sage_piece.filter(|p| p.role == Role::Sage && p.sealed) else {
                return Err(err(format!("link {pair}: {sage} must hold a sealed sage")));
            };
            let Some(revived_piece) = &mut self.board[revived.index()] else {
                return Err(err(format!("link {pair}: {revived} is empty")));
            };
            if revived_piece.color != sage_piece.color {
                return Err(err(format!(
                    "link {pair}: the two pieces must be the same colour"
                )));
            }
            if revived_piece.link.is_some() {
                return Err(err(format!("link {pair}: {revived} is linked twice")));
            }
            revived_piece.link = Some(sage);
        }
        // Each piece has at most one sage, so following links from a square must leave the chain.
        for start in Square::all() {
            let mut at = start;
            for _ in 0..Square::COUNT {
                match self.board[at.index()].and_then(|p| p.link) {
                    Some(next) if next == start => {
                        return Err(err(format!("links form a cycle through {start}")))
                    }
                    Some(next) => at = next,
                    None => break,
                }
            }
        }
        Ok(())
    }

    /// E1/E2 positions: exactly one way to have ended, and the loser to move.
    fn terminal_outcome(&self) -> Result<Option<Outcome>, SetupError> {
        let mut captured = None;
        for color in [Color::White, Color::Black] {
            let on_board = self
                .squares_of(color)
                .filter(|(_, p)| p.role == Role::Princess)
                .count();
            let dead = usize::from(self.graves[color.index()].count(Role::Princess));
            if on_board + dead != 1 {
                return Err(err(format!(
                    "{} needs exactly one princess, on the board or (after her capture) in the graveyard",
                    color_name(color)
                )));
            }
            if dead == 1 {
                if captured.is_some() {
                    return Err(err("both princesses are in graveyards"));
                }
                captured = Some(color);
            }
        }
        let goddess = |color| self.squares_of(color).any(|(_, p)| p.role == Role::Goddess);
        let goddesses: Vec<Color> = [Color::White, Color::Black]
            .into_iter()
            .filter(|&c| goddess(c))
            .collect();
        let (winner, reason) = match (captured, goddesses.as_slice()) {
            (None, []) => return Ok(None),
            (Some(loser), []) => (loser.opposite(), "princess"),
            (None, &[owner]) => (owner, "goddess"),
            (Some(_), _) => {
                return Err(err(
                    "a game ends by princess capture or by a goddess, never both",
                ))
            }
            (None, _) => return Err(err("both sides have a goddess")),
        };
        if self.side == winner {
            return Err(err(format!(
                "{} has already won ({reason}), so {} must be to move",
                color_name(winner),
                color_name(winner.opposite())
            )));
        }
        Ok(Some(Outcome::win(vec![winner.seat()], reason)))
    }

    /// E4 and E5 hold for a loaded position as they would after a turn.
    fn settle_loaded_status(&mut self) {
        if self.outcome.is_some() {
            return;
        }
        if self.quiet >= QUIET_LIMIT {
            self.outcome = Some(Box::new(Outcome::draw("fifty")));
        } else if !self.has_any_action(self.side) {
            let winner = self.side.opposite().seat();
            self.outcome = Some(Box::new(Outcome::win(vec![winner], "no-action")));
        }
    }

    /// The canonical position string.
    pub fn smfen(&self) -> String {
        let mut out = String::with_capacity(80);
        for rank in (0..8u8).rev() {
            let mut empty = 0;
            for file in 0..8u8 {
                match Square::from_coords(file, rank).and_then(|sq| self.board[sq.index()]) {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            let _ = write!(out, "{empty}");
                            empty = 0;
                        }
                        out.push(piece.letter());
                        if piece.sealed {
                            out.push('*');
                        }
                    }
                }
            }
            if empty > 0 {
                let _ = write!(out, "{empty}");
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out.push(' ');
        out.push(match self.side {
            Color::White => 'w',
            Color::Black => 'b',
        });
        for color in [Color::White, Color::Black] {
            out.push(' ');
            let grave = &self.graves[color.index()];
            if grave.is_empty() {
                out.push('-');
            }
            for role in grave.pieces() {
                out.push(Piece::new(color, role).letter());
            }
        }
        out.push(' ');
        let mut any_link = false;
        for sq in Square::all() {
            if let Some(sage) = self.board[sq.index()].and_then(|p| p.link) {
                if any_link {
                    out.push(',');
                }
                any_link = true;
                let _ = write!(out, "{sage}>{sq}");
            }
        }
        if !any_link {
            out.push('-');
        }
        let _ = write!(out, " {} {}", self.quiet, self.fullmove);
        out
    }
}

fn err(text: impl Into<String>) -> SetupError {
    SetupError(text.into())
}

fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

fn parse_number(text: &str) -> Option<u32> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

fn parse_board(text: &str) -> Result<Board, SetupError> {
    let mut board: Board = [None; Square::COUNT];
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(err(format!(
            "the board needs 8 ranks separated by `/`, found {}",
            ranks.len()
        )));
    }
    for (row, rank_text) in ranks.iter().enumerate() {
        let rank = 7 - row as u8;
        let rank_name = rank + 1;
        let mut file: u8 = 0;
        let mut chars = rank_text.chars().peekable();
        while let Some(c) = chars.next() {
            if let Some(run) = c.to_digit(10) {
                if !(1..=8).contains(&run) {
                    return Err(err(format!("rank {rank_name}: empty runs are 1 to 8")));
                }
                file += run as u8;
                if file > 8 {
                    return Err(err(format!("rank {rank_name} has more than 8 squares")));
                }
                continue;
            }
            let role = Role::from_code(c)
                .filter(|_| c.is_ascii_alphabetic())
                .ok_or_else(|| err(format!("rank {rank_name}: unknown piece letter {c:?}")))?;
            let color = if c.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            let sealed = chars.next_if_eq(&'*').is_some();
            if sealed && !role.can_be_sealed() {
                return Err(err(format!(
                    "rank {rank_name}: only sages and mages can be sealed (`*` after {c})"
                )));
            }
            let sq = Square::from_coords(file, rank)
                .ok_or_else(|| err(format!("rank {rank_name} has more than 8 squares")))?;
            board[sq.index()] = Some(Piece {
                color,
                role,
                sealed,
                link: None,
            });
            file += 1;
        }
        if file != 8 {
            return Err(err(format!(
                "rank {rank_name} covers {file} squares, not 8"
            )));
        }
    }
    Ok(board)
}

fn parse_grave(text: &str, color: Color) -> Result<Graveyard, SetupError> {
    let mut grave = Graveyard::default();
    if text == "-" {
        return Ok(grave);
    }
    for c in text.chars() {
        let role = Role::from_code(c).filter(|_| c.is_ascii_alphabetic());
        let right_case = match color {
            Color::White => c.is_ascii_uppercase(),
            Color::Black => c.is_ascii_lowercase(),
        };
        match role {
            Some(role) if right_case && role.base() == role && role != Role::Goddess => {
                grave.add(role)
            }
            _ => {
                return Err(err(format!(
                    "{} graveyard: {c:?} is not allowed (base forms {} only, or `-`)",
                    color_name(color),
                    match color {
                        Color::White => "A C E F H M P S",
                        Color::Black => "a c e f h m p s",
                    }
                )))
            }
        }
    }
    Ok(grave)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load(text: &str) -> Result<Position, String> {
        Position::from_smfen(text).map_err(|e| e.0)
    }

    #[test]
    fn the_state_stays_small() {
        // game::State holds every variant inline; keep this one near the others in size.
        assert!(std::mem::size_of::<Position>() <= 320);
        assert_eq!(std::mem::size_of::<Option<Piece>>(), 4);
    }

    #[test]
    fn start_matches_the_start_string() {
        assert_eq!(Position::start().smfen(), START_SMFEN);
        assert_eq!(load(START_SMFEN), Ok(Position::start()));
    }

    #[test]
    fn strings_round_trip() {
        for text in [
            "3p4/8/2e*3k1/4e*3/8/4S3/8/4P3 w - - e5>c6,c6>g6 0 1",
            "3p4/8/8/4E*3/3S4/8/8/4P3 b F f e5>d4 0 1",
            "3p4/8/8/8/8/8/a7/8 w P - - 0 2",
            "3p4/8/8/4P3/8/8/8/V7 b - f - 0 1",
        ] {
            assert_eq!(load(text).map(|p| p.smfen()), Ok(text.to_string()));
        }
    }

    #[test]
    fn terminal_strings_come_back_finished() {
        let p = load("3p4/8/8/8/8/8/a7/8 w P - - 0 2").ok();
        assert_eq!(
            p.and_then(|p| p.outcome).map(|o| *o),
            Some(Outcome::win(vec![Color::Black.seat()], "princess"))
        );
        let p = load("3p4/8/8/8/8/8/8/3P4 w - - - 101 80").ok();
        assert_eq!(
            p.and_then(|p| p.outcome).map(|o| *o),
            Some(Outcome::draw("fifty"))
        );
    }

    #[test]
    fn bad_strings_say_why() {
        for (text, words) in [
            (
                "8/8/8/8/8/8/8/3P4 w - - - 0 1",
                "Black needs exactly one princess",
            ),
            ("3p4/8/8/8/8/8/8/3P3 w - - - 0 1", "covers 7 squares"),
            ("3p4/8/8/8/8/8/8/3P5 w - - - 0 1", "more than 8"),
            ("3p4/8/8/8/8/8/8/3PF*3 w - - - 0 1", "only sages and mages"),
            ("3p4/8/8/8/8/8/8/3P4 x - - - 0 1", "side to move"),
            ("3p4/8/8/8/8/8/8/3P4 w K - - 0 1", "graveyard"),
            ("3p4/8/8/8/8/8/8/3P4 w - F - 0 1", "graveyard"),
            ("3p4/8/8/8/8/8/8/3P4 w - - - 102 1", "quiet"),
            ("3p4/8/8/8/8/8/8/3P4 w - - - 0 0", "move number"),
            ("3p4/8/8/8/8/8/8/3P4 w - - a1>d1 0 1", "sealed sage"),
            ("3p4/8/8/8/8/8/8/E*2P4 w - - a1>b1 0 1", "empty"),
            ("3p4/8/8/8/8/8/8/E*e*1P4 w - - a1>b1 0 1", "same colour"),
            ("3p4/8/8/8/8/8/8/E*E*1P4 w - - a1>b1,b1>a1 0 1", "cycle"),
            ("3p4/8/8/8/8/8/8/E*E*1P4 w - - a1>a1 0 1", "cycle"),
            ("3p4/8/8/8/8/8/8/3P3V w - - - 0 1", "must be to move"),
            ("3p4/8/8/8/8/8/8/3P4 w -", "7 fields"),
        ] {
            match load(text) {
                Ok(_) => panic!("{text} accepted"),
                Err(e) => assert!(e.contains(words), "{text}: {e}"),
            }
        }
    }
}
