//! The position: board, side to move, graveyards and counters, and what makes a loaded
//! one valid. Its string form (SMFEN, §3.3) is read and written in `smfen`.

use super::piece::{Color, Piece, Role};
use super::square::Square;
use crate::error::SetupError;
use crate::status::Outcome;

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

    /// E1/E2 positions: exactly one way to have ended, and the loser to move.
    pub(super) fn terminal_outcome(&self) -> Result<Option<Outcome>, SetupError> {
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
    pub(super) fn settle_loaded_status(&mut self) {
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
}

pub(super) fn err(text: impl Into<String>) -> SetupError {
    SetupError(text.into())
}

pub(super) fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
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
}
