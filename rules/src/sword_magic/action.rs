//! Turn commands as typed values: the [`Action`] a player takes and the [`Command`] as
//! written, before its mark is resolved. Their text is [`super::notation`].

use super::piece::Role;
use super::square::Square;

/// Quiet move (`-`) or capture (`x`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    Quiet,
    Capture,
}

/// The mark as typed, before it is resolved against the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WrittenMark {
    /// `x`: the player claims a capture.
    Capture,
    /// `-` or nothing: either.
    Either,
}

/// A capture skill stated as a suffix (§4.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Skill {
    /// `+revive:<piece>@<square>`. Any known role parses; only base types can be revived.
    Revive { role: Role, at: Square },
    /// `+summon@<square>`.
    Summon { at: Square },
    /// `+hero-call:<square>`.
    HeroCall { at: Square },
}

/// One turn.
///
/// A move's `mark` is [`Mark::Capture`] when the player wrote `x`, or when the destination
/// held an enemy of the moving piece at parse time; otherwise [`Mark::Quiet`]. So an
/// accepted move always carries its true kind and formats canonically.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    Move {
        from: Square,
        to: Square,
        mark: Mark,
        skill: Option<Skill>,
    },
    Vanish {
        at: Square,
    },
    Teleport {
        from: Square,
        to: Square,
    },
}

impl Action {
    /// The same action without its skill suffix (legal lists never carry one).
    pub fn without_skill(self) -> Action {
        match self {
            Action::Move { from, to, mark, .. } => Action::Move {
                from,
                to,
                mark,
                skill: None,
            },
            other => other,
        }
    }
}

/// The result of syntax analysis: a move's mark is still as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    Move {
        from: Square,
        to: Square,
        mark: WrittenMark,
        skill: Option<Skill>,
    },
    Vanish {
        at: Square,
    },
    Teleport {
        from: Square,
        to: Square,
    },
}
