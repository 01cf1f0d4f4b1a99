//! Refusals (§9.4, §4.3), and their wording for players. Each carries only what the
//! sender may know.

use super::layout::LayoutError;
use crate::error::RuleError;
use crate::message::Message;
use std::fmt;

/// The family name: `data/junqi/`. Every refusal is worded in this family's catalogue.
pub const FAMILY: &str = "junqi";

/// Why a command was refused. Nothing changed. Variants follow the §9.4 table order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JunqiError {
    Syntax,
    BadPosition,
    NotInGame,
    WrongMode,
    WrongPhase,
    NotYourTurn,
    SamePosition,
    NoPiece,
    FaceDown,
    NotYourPiece,
    Immobile,
    TargetFaceDown,
    OccupiedFriendly,
    CampOccupied,
    NotConnected,
    PathBlocked,
    BombFlag,
    MinesRemain,
    NotCarrier,
    FlipInvalid,
    /// `swap` before any layout was submitted.
    NoLayout,
    Layout(LayoutError),
}

impl JunqiError {
    /// The spec's code, e.g. `E_PATH_BLOCKED` or `L_MINE_ROW`.
    pub fn code(&self) -> &'static str {
        match self {
            JunqiError::Syntax => "E_SYNTAX",
            JunqiError::BadPosition => "E_BAD_POSITION",
            JunqiError::NotInGame => "E_NOT_IN_GAME",
            JunqiError::WrongMode => "E_WRONG_MODE",
            JunqiError::WrongPhase => "E_WRONG_PHASE",
            JunqiError::NotYourTurn => "E_NOT_YOUR_TURN",
            JunqiError::SamePosition => "E_SAME_POSITION",
            JunqiError::NoPiece => "E_NO_PIECE",
            JunqiError::FaceDown => "E_FACE_DOWN",
            JunqiError::NotYourPiece => "E_NOT_YOUR_PIECE",
            JunqiError::Immobile => "E_IMMOBILE",
            JunqiError::TargetFaceDown => "E_TARGET_FACE_DOWN",
            JunqiError::OccupiedFriendly => "E_OCCUPIED_FRIENDLY",
            JunqiError::CampOccupied => "E_CAMP_OCCUPIED",
            JunqiError::NotConnected => "E_NOT_CONNECTED",
            JunqiError::PathBlocked => "E_PATH_BLOCKED",
            JunqiError::BombFlag => "E_BOMB_FLAG",
            JunqiError::MinesRemain => "E_MINES_REMAIN",
            JunqiError::NotCarrier => "E_NOT_CARRIER",
            JunqiError::FlipInvalid => "E_FLIP_INVALID",
            JunqiError::NoLayout => "E_NO_LAYOUT",
            JunqiError::Layout(e) => e.code(),
        }
    }

    /// The refusal as the player reads it: the code's entry as the heading, and for layout
    /// errors a sentence of their own with the details (`.whole` in the catalogues).
    pub fn refusal(self) -> RuleError {
        let code = self.code();
        let message = match &self {
            JunqiError::Layout(LayoutError::TokenCount { found }) => {
                Message::new("junqi-token-count").number("found", *found as i64)
            }
            JunqiError::Layout(LayoutError::BadToken { index }) => {
                Message::new("junqi-bad-token").number("index", *index as i64)
            }
            JunqiError::Layout(LayoutError::PieceCount {
                kind,
                expected,
                found,
            }) => Message::new("junqi-piece-count")
                .piece("piece", kind.id())
                .number("expected", *expected as i64)
                .number("found", *found as i64),
            JunqiError::Layout(LayoutError::MineRow { post }) => {
                Message::new("junqi-mine-row").text("post", post.clone())
            }
            JunqiError::Layout(LayoutError::BombFront { post }) => {
                Message::new("junqi-bomb-front").text("post", post.clone())
            }
            _ => Message::new(code),
        };
        RuleError::new(code, message)
    }

    /// The refusal naming its family itself, for checks no game makes (a saved layout
    /// checked as a `deploy` would check it).
    pub fn family_refusal(self) -> RuleError {
        self.refusal().in_family(FAMILY)
    }
}

impl fmt::Display for JunqiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            JunqiError::Syntax => "not a command: write a move as S5a-C7",
            JunqiError::BadPosition => "no such position on this board",
            JunqiError::NotInGame => "you are not a player still in this game",
            JunqiError::WrongMode => "this command does not exist in this mode",
            JunqiError::WrongPhase => "not possible in this phase of the game",
            JunqiError::NotYourTurn => "it is not your turn",
            JunqiError::SamePosition => "from and to are the same position",
            JunqiError::NoPiece => "there is no piece there",
            JunqiError::FaceDown => "that piece is face-down",
            JunqiError::NotYourPiece => "that piece is not yours",
            JunqiError::Immobile => "that piece cannot move",
            JunqiError::TargetFaceDown => "a face-down piece cannot be attacked",
            JunqiError::OccupiedFriendly => "your own side's piece stands there",
            JunqiError::CampOccupied => "a piece in a camp cannot be attacked",
            JunqiError::NotConnected => "that piece has no route there",
            JunqiError::PathBlocked => "the way there is blocked",
            JunqiError::BombFlag => "a bomb may not attack the flag",
            JunqiError::MinesRemain => "that flag's mines are still on the board",
            JunqiError::NotCarrier => "only the lowest surviving rank may take the flag",
            JunqiError::FlipInvalid => "there is no face-down piece there",
            JunqiError::NoLayout => "send a layout first; then swap two of its pieces",
            JunqiError::Layout(e) => return write!(f, "{e}"),
        };
        f.write_str(text)
    }
}

impl std::error::Error for JunqiError {}
