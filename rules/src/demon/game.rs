//! A whole game: Black's pre-game swap (§4.3), moves, repetition and the 200-ply clock
//! (§6), resignation and agreed draws, and the referee report line of §8.

use super::movegen::Move;
use super::notation::{names_form, parse_command, Command, ParseCommandError, WrittenMove};
use super::play::{End, Reason};
use super::position::{FenError, Position, Setup};
pub use super::record::{MoveRecord, Record};
use super::square::{Color, Square};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Error codes of this family, next to the shared ones in [`crate::error::codes`].
pub mod codes {
    /// Two or more forms are available and the move names none; the refusal lists them.
    pub const PROMOTION_CHOICE: &str = "PROMOTION_CHOICE";
    /// A form was named but this move does not promote.
    pub const NO_PROMOTION: &str = "NO_PROMOTION";
    /// The named form is not one this move can take; the refusal lists the ones it can.
    pub const BAD_PROMOTION: &str = "BAD_PROMOTION";
    /// Black must answer `swap` or `keep` first.
    pub const SWAP_PENDING: &str = "SWAP_PENDING";
    /// `swap`/`keep` outside the pre-game question.
    pub const NOT_SWAP_TIME: &str = "NOT_SWAP_TIME";
    /// `/hint` names an empty square.
    pub const NO_PIECE: &str = "NO_PIECE";
    /// `/hint` names an enemy piece.
    pub const NOT_YOUR_PIECE: &str = "NOT_YOUR_PIECE";
}

/// A refused command. Nothing changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DemonError {
    Syntax(ParseCommandError),
    NotYourTurn,
    GameOver,
    /// No legal move goes from `from` to `to`.
    Illegal {
        from: Square,
        to: Square,
    },
    /// The ids of the forms to choose from, sorted.
    ChoiceMissing(Vec<String>),
    NotAPromotion,
    UnavailableForm(Vec<String>),
    SwapPending,
    NotSwapTime,
    /// `/hint` on an empty square.
    NoPiece(Square),
    /// `/hint` on an enemy piece.
    NotYourPiece(Square),
}

impl DemonError {
    pub fn code(&self) -> &'static str {
        use crate::error::codes as shared;
        match self {
            DemonError::Syntax(_) => shared::SYNTAX,
            DemonError::NotYourTurn => shared::NOT_YOUR_TURN,
            DemonError::GameOver => shared::GAME_OVER,
            DemonError::Illegal { .. } => shared::ILLEGAL_MOVE,
            DemonError::ChoiceMissing(_) => codes::PROMOTION_CHOICE,
            DemonError::NotAPromotion => codes::NO_PROMOTION,
            DemonError::UnavailableForm(_) => codes::BAD_PROMOTION,
            DemonError::SwapPending => codes::SWAP_PENDING,
            DemonError::NotSwapTime => codes::NOT_SWAP_TIME,
            DemonError::NoPiece(_) => codes::NO_PIECE,
            DemonError::NotYourPiece(_) => codes::NOT_YOUR_PIECE,
        }
    }
}

impl fmt::Display for DemonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DemonError::Syntax(e) => e.fmt(f),
            DemonError::NotYourTurn => f.write_str("it is not your turn"),
            DemonError::GameOver => f.write_str("the game has ended"),
            DemonError::Illegal { from, to } => write!(f, "no legal move from {from} to {to}"),
            DemonError::ChoiceMissing(o) => write!(f, "choose a form: ={}", o.join(" or =")),
            DemonError::NotAPromotion => f.write_str("this move does not promote"),
            DemonError::UnavailableForm(o) => {
                write!(f, "this move can only become ={}", o.join(" or ="))
            }
            DemonError::SwapPending => f.write_str("Black first answers swap or keep"),
            DemonError::NotSwapTime => {
                f.write_str("swap and keep are only asked before the first move")
            }
            DemonError::NoPiece(sq) => write!(f, "there is no piece on {sq}"),
            DemonError::NotYourPiece(sq) => write!(f, "the piece on {sq} is not yours"),
        }
    }
}

impl std::error::Error for DemonError {}

/// What a player may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Move(Move),
    /// Black exchanges its demon god and priest before the first move (§4.3).
    Swap,
    Keep,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Black answers `swap` or `keep`.
    SwapChoice,
    Play,
}

/// A game in progress or finished. Stored as its FEN plus what the FEN cannot say.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "Stored", try_from = "Stored")]
pub struct DemonGame {
    position: Position,
    phase: Phase,
    /// Repetition keys of every position since the start of play, the current one last.
    history: Vec<u64>,
    end: Option<End>,
    /// The last move's squares and splash victims, for the picture.
    last: Option<LastMove>,
}

/// What the board picture marks about the last move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastMove {
    pub from: Square,
    pub to: Square,
    pub splashed: Vec<Square>,
}

/// The serde form of a game.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Stored {
    fen: String,
    phase: Phase,
    history: Vec<u64>,
    end: Option<End>,
    last: Option<LastMove>,
}

impl From<DemonGame> for Stored {
    fn from(g: DemonGame) -> Stored {
        Stored {
            fen: g.position.fen(),
            phase: g.phase,
            history: g.history,
            end: g.end,
            last: g.last,
        }
    }
}

impl TryFrom<Stored> for DemonGame {
    type Error = String;
    fn try_from(s: Stored) -> Result<DemonGame, String> {
        // A finished game's board may lack an emperor, so only unfinished ones are validated.
        let setup = Setup::parse(&s.fen).map_err(|e| e.to_string())?;
        let position = if s.end.is_some() {
            Position(setup)
        } else {
            Position::from_setup(setup).map_err(|e| e.to_string())?
        };
        Ok(DemonGame {
            position,
            phase: s.phase,
            history: s.history,
            end: s.end,
            last: s.last,
        })
    }
}

/// FNV-1a over placement, side and sortie flags: the §6 row 5 identity of a position.
fn repetition_key(setup: &Setup) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |b: u8| {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    };
    for cell in &setup.board {
        match cell {
            None => eat(0),
            Some(p) => {
                eat(1 + p.color.index() as u8);
                eat(p.kind.index() as u8);
            }
        }
    }
    eat(setup.side.index() as u8);
    eat(u8::from(setup.freed[0]));
    eat(u8::from(setup.freed[1]));
    h
}

impl Default for DemonGame {
    fn default() -> Self {
        DemonGame::new()
    }
}

impl DemonGame {
    /// The §4.2 start, with Black's swap question pending.
    pub fn new() -> DemonGame {
        let position = Position::start();
        DemonGame {
            history: vec![repetition_key(position.setup())],
            position,
            phase: Phase::SwapChoice,
            end: None,
            last: None,
        }
    }

    /// A game from a position string; play starts at once (no swap question). A side to
    /// move without a legal move has already lost (§6 row 4).
    pub fn from_fen(text: &str) -> Result<DemonGame, FenError> {
        let position = Position::from_fen(text)?;
        let end = (!position.setup().has_legal_move())
            .then(|| End::Win(position.side().opposite(), Reason::NoMoves));
        Ok(DemonGame {
            history: vec![repetition_key(position.setup())],
            position,
            phase: Phase::Play,
            end,
            last: None,
        })
    }

    pub fn pos(&self) -> &Position {
        &self.position
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn end(&self) -> Option<End> {
        self.end
    }

    pub fn last_move(&self) -> Option<&LastMove> {
        self.last.as_ref()
    }

    /// Who acts now: Black while the swap question is open (§4.3), else the side to move.
    pub fn to_move(&self) -> Option<Color> {
        match (self.end, self.phase) {
            (Some(_), _) => None,
            (None, Phase::SwapChoice) => Some(Color::Black),
            (None, Phase::Play) => Some(self.position.side()),
        }
    }

    /// Every legal action of the side that acts now.
    pub fn legal_actions(&self) -> Vec<Action> {
        match (self.end, self.phase) {
            (Some(_), _) => Vec::new(),
            (None, Phase::SwapChoice) => vec![Action::Swap, Action::Keep],
            (None, Phase::Play) => self
                .position
                .legal_moves()
                .into_iter()
                .map(Action::Move)
                .collect(),
        }
    }

    /// Canonical text of an action in the current position (`swap`, `keep`, `c5-c6=archer`).
    pub fn notation_of(&self, action: &Action) -> String {
        match action {
            Action::Swap => "swap".into(),
            Action::Keep => "keep".into(),
            Action::Move(mv) => mv.notation(),
        }
    }

    /// Text to action: syntax, then the move matched against the legal ones (§8 leniency).
    pub fn read_command(&self, text: &str) -> Result<Action, DemonError> {
        match parse_command(text).map_err(DemonError::Syntax)? {
            Command::Swap => Ok(Action::Swap),
            Command::Keep => Ok(Action::Keep),
            Command::Move(_) if self.end.is_some() => Err(DemonError::GameOver),
            Command::Move(_) if self.phase == Phase::SwapChoice => Err(DemonError::SwapPending),
            Command::Move(written) => self.resolve(&written).map(Action::Move),
        }
    }

    /// The legal move a written move means.
    pub fn resolve(&self, written: &WrittenMove) -> Result<Move, DemonError> {
        let candidates: Vec<Move> = self
            .position
            .setup()
            .legal_moves_from(written.from)
            .into_iter()
            .filter(|m| m.to == written.to)
            .collect();
        let illegal = DemonError::Illegal {
            from: written.from,
            to: written.to,
        };
        let options = || {
            let mut v: Vec<String> = candidates
                .iter()
                .filter_map(|m| m.promotion.map(|k| k.id().to_string()))
                .collect();
            v.sort();
            v
        };
        match (&written.form, candidates.as_slice()) {
            (_, []) => Err(illegal),
            (None, [only]) => Ok(*only),
            (None, _) => Err(DemonError::ChoiceMissing(options())),
            (
                Some(_),
                [Move {
                    promotion: None, ..
                }],
            ) => Err(DemonError::NotAPromotion),
            (Some(name), _) => candidates
                .iter()
                .find(|m| m.promotion.is_some_and(|k| names_form(name, k)))
                .copied()
                .ok_or_else(|| DemonError::UnavailableForm(options())),
        }
    }

    /// Canonical legal moves in the spec's listing order (§9), all or those from one
    /// square: what `referee moves demon [--from SQUARE]` prints.
    pub fn listed_moves(&self, from: Option<Square>) -> Vec<String> {
        let mut moves: Vec<Move> = self
            .legal_actions()
            .into_iter()
            .filter_map(|a| match a {
                Action::Move(m) if from.is_none_or(|f| f == m.from) => Some(m),
                _ => None,
            })
            .collect();
        moves.sort_by_key(Move::sort_key);
        moves.iter().map(Move::notation).collect()
    }

    /// Canonical actions whose text starts with `prefix` (any case), in listing order, at
    /// most `limit`. Bounded by the legal list, so it never enumerates more than that.
    pub fn complete(&self, prefix: &str, limit: usize) -> Vec<String> {
        let wanted = prefix.trim().to_ascii_lowercase();
        let mut actions = self.legal_actions();
        // Swap and keep are never listed together with moves.
        actions.sort_by_key(|a| match a {
            Action::Move(m) => Some(m.sort_key()),
            Action::Swap | Action::Keep => None,
        });
        actions
            .iter()
            .map(|a| self.notation_of(a))
            .filter(|t| {
                t.to_ascii_lowercase().starts_with(&wanted)
                    || t.replace('x', "-").starts_with(&wanted)
            })
            .take(limit)
            .collect()
    }

    /// Destinations of the piece on `square` for the side to move (for hint pictures).
    pub fn destinations_of(&self, color: Color, square: &str) -> Result<Vec<Square>, DemonError> {
        let at = Square::from_ascii(square.trim().as_bytes())
            .map_err(|_| DemonError::Syntax(ParseCommandError::BadSquare))?;
        match self.position.piece_at(at) {
            None => Err(DemonError::NoPiece(at)),
            Some(p) if p.color != color => Err(DemonError::NotYourPiece(at)),
            Some(_) if self.to_move() != Some(color) || self.phase != Phase::Play => Ok(Vec::new()),
            Some(_) => {
                let mut v: Vec<Square> = self
                    .position
                    .setup()
                    .legal_moves_from(at)
                    .iter()
                    .map(|m| m.to)
                    .collect();
                v.sort();
                v.dedup();
                Ok(v)
            }
        }
    }

    /// Validates and applies; on error nothing changes.
    pub fn play(&mut self, color: Color, action: &Action) -> Result<Record, DemonError> {
        if self.end.is_some() {
            return Err(DemonError::GameOver);
        }
        if self.to_move() != Some(color) {
            return Err(DemonError::NotYourTurn);
        }
        match (self.phase, action) {
            (Phase::SwapChoice, Action::Swap | Action::Keep) => {
                let swapped = *action == Action::Swap;
                if swapped {
                    self.position.swap_black_pair();
                }
                self.phase = Phase::Play;
                self.history = vec![repetition_key(self.position.setup())];
                Ok(Record::Swap { swapped })
            }
            (Phase::SwapChoice, Action::Move(_)) => Err(DemonError::SwapPending),
            (Phase::Play, Action::Swap | Action::Keep) => Err(DemonError::NotSwapTime),
            (Phase::Play, Action::Move(mv)) => {
                let notation = mv.notation();
                let fullmove = self.position.setup().fullmove;
                let effects = self.position.play(*mv).map_err(|_| DemonError::Illegal {
                    from: mv.from,
                    to: mv.to,
                })?;
                let key = repetition_key(self.position.setup());
                self.history.push(key);
                let end = effects.end.or_else(|| self.later_end(color, key));
                self.end = end;
                self.last = Some(LastMove {
                    from: mv.from,
                    to: mv.to,
                    splashed: effects.splash.iter().map(|(sq, _)| *sq).collect(),
                });
                Ok(Record::Move(MoveRecord {
                    fullmove,
                    from: mv.from,
                    to: mv.to,
                    color,
                    notation,
                    effects,
                    end,
                }))
            }
        }
    }

    /// §6 rows 4-6, checked after rows 1-3 found nothing.
    fn later_end(&self, mover: Color, key: u64) -> Option<End> {
        if !self.position.setup().has_legal_move() {
            Some(End::Win(mover, Reason::NoMoves))
        } else if self.history.iter().filter(|&&k| k == key).count() >= 3 {
            Some(End::Draw(Reason::Repetition))
        } else if self.position.setup().halfmove >= 200 {
            Some(End::Draw(Reason::TwoHundredPly))
        } else {
            None
        }
    }

    /// §6 row 4 for the side to move now, as the `status` vectors ask it.
    pub fn stalemated(&self) -> bool {
        self.phase == Phase::Play && !self.position.setup().has_legal_move()
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// `color` resigns (§6 row 7). `false` if the game had already ended.
    pub fn resign(&mut self, color: Color) -> bool {
        self.finish(End::Win(color.opposite(), Reason::Resign))
    }

    /// `color` ran out of time and loses. `false` if the game had already ended.
    pub fn time_out(&mut self, color: Color) -> bool {
        self.finish(End::Win(color.opposite(), Reason::Timeout))
    }

    /// Both sides agreed to a draw (§6 row 8).
    pub fn draw_agreed(&mut self) -> bool {
        self.finish(End::Draw(Reason::Agreement))
    }

    /// Ends the game with `end` unless it has already ended.
    pub fn finish(&mut self, end: End) -> bool {
        if self.end.is_some() {
            return false;
        }
        self.end = Some(end);
        true
    }
}
