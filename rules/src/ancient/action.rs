//! The actions of Ancient War Chess (spec §7): what a player can send, as typed values.
//! Their text, parsed and written, is [`super::notation`].

use super::piece::ArmyKind;
use super::square::Square;
use serde::{Deserialize, Serialize};

/// How the body joins its two squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Op {
    /// `-`: move; a capture or merge is inferred from what stands on the target.
    Move,
    /// `x`: head-on capture 战.
    Capture,
    /// `+`: merge 合.
    Merge,
    /// `/`: split 分, the second square is where the moving half goes.
    Split,
}

/// A leading order word 令, an assertion checked like a claim.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Order {
    Zou,
    Zhan,
    He,
    Fen,
    Ji,
    Kun,
    FenJi,
    FenKun,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum ClaimKind {
    Pin,
    Enc,
}

/// `pin:e4` or `enc:a0` (§3.2): an automatic capture the actor expects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Claim {
    pub kind: ClaimKind,
    pub square: Square,
}

/// `from op to [kind]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Body {
    pub from: Square,
    pub to: Square,
    pub op: Op,
    /// S14: which kind of a 新2 moves away in a split.
    pub kind: Option<ArmyKind>,
}

/// One action of the movement or placement phase.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    Play {
        order: Option<Order>,
        body: Body,
        claims: Vec<Claim>,
    },
    /// P2: three camp sites and, with S3, a city site.
    Camps {
        camps: [Square; 3],
        city: Option<Square>,
    },
    /// P4: cannon (S9), granary (S11), ox (S16).
    Deploy {
        cannon: Option<Square>,
        granary: Option<Square>,
        ox: Option<Square>,
    },
    Shed {
        from: Square,
        to: Square,
        keep: bool,
    },
    Probe(Square),
    Ambush {
        from: Square,
        forest: Square,
    },
    Fire {
        cannon: Square,
        target: Square,
    },
    Block(Square),
    Clear {
        army: Square,
        block: Square,
    },
    Burn(Square),
    Reinforce(Square),
    Withdraw,
    Recruit,
    Charge {
        ox: Square,
        target: Square,
    },
    Defect(Square),
    /// S17, not built: always refused with `E_SUPP`.
    Duel {
        mine: Square,
        theirs: Square,
    },
    Pass,
}

/// Everything a player can send: an action or a game-level request.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Command {
    Act(Action),
    Resign,
    Draw,
    Board,
    Log,
    Help,
}

impl Command {
    /// §5.2 K1: every command is sent privately; one typed in a shared channel is
    /// refused privately with `E_CONTEXT`. Only the read-only requests may be public.
    pub fn must_be_private(&self) -> bool {
        !matches!(self, Command::Board | Command::Log | Command::Help)
    }
}
