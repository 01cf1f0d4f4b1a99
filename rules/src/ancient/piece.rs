//! Sides, units and structures (spec §2.2), with the vector tokens `G`, `A2`, `?A1`, `M`, ….

use serde::{Deserialize, Serialize};
use std::fmt;

/// Red 红 (left, moves first) or black 黑.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Side {
    Red,
    Black,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::Red, Side::Black];

    pub fn other(self) -> Side {
        match self {
            Side::Red => Side::Black,
            Side::Black => Side::Red,
        }
    }

    pub fn index(self) -> usize {
        match self {
            Side::Red => 0,
            Side::Black => 1,
        }
    }

    /// The x sign of this side's half: red x < 0, black x > 0.
    pub fn sign(self) -> i8 {
        match self {
            Side::Red => -1,
            Side::Black => 1,
        }
    }

    pub fn letter(self) -> char {
        match self {
            Side::Red => 'R',
            Side::Black => 'B',
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::Red => "red",
            Side::Black => "black",
        }
    }

    pub fn parse(text: &str) -> Option<Side> {
        match text {
            "red" => Some(Side::Red),
            "black" => Some(Side::Black),
            _ => None,
        }
    }
}

/// A value per side, indexed by [`Side`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BySide<T> {
    pub red: T,
    pub black: T,
}

impl<T> BySide<T> {
    pub fn get(&self, side: Side) -> &T {
        match side {
            Side::Red => &self.red,
            Side::Black => &self.black,
        }
    }
    pub fn get_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::Red => &mut self.red,
            Side::Black => &mut self.black,
        }
    }
}

/// The label 军种 of an army.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum ArmyKind {
    /// 军, the basic army.
    Jun,
    /// 王, the king (S1).
    Wang,
    /// 后, reinforcements (S2).
    Hou,
    /// 友, the neutral third party (S5).
    You,
    /// 农, peasants (S8).
    Nong,
    /// 新, the mixed merge (S14).
    Xin,
}

impl ArmyKind {
    pub fn letter(self) -> char {
        match self {
            ArmyKind::Jun => 'A',
            ArmyKind::Wang => 'K',
            ArmyKind::Hou => 'R',
            ArmyKind::You => 'Y',
            ArmyKind::Nong => 'P',
            ArmyKind::Xin => 'N',
        }
    }

    pub fn chinese(self) -> &'static str {
        match self {
            ArmyKind::Jun => "军",
            ArmyKind::Wang => "王",
            ArmyKind::Hou => "后",
            ArmyKind::You => "友",
            ArmyKind::Nong => "农",
            ArmyKind::Xin => "新",
        }
    }

    /// The kinds that split and merge (§3.7 S-4).
    pub fn merges(self) -> bool {
        matches!(self, ArmyKind::Jun | ArmyKind::Hou | ArmyKind::Nong)
    }

    /// The kinds a mixed 新2 can be made of (S14).
    pub fn from_word(word: &str) -> Option<ArmyKind> {
        match word {
            "军" | "軍" | "jun" => Some(ArmyKind::Jun),
            "后" | "後" | "hou" => Some(ArmyKind::Hou),
            "农" | "農" | "nong" => Some(ArmyKind::Nong),
            _ => None,
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            ArmyKind::Jun => "jun",
            ArmyKind::Hou => "hou",
            ArmyKind::Nong => "nong",
            ArmyKind::Wang => "wang",
            ArmyKind::You => "you",
            ArmyKind::Xin => "xin",
        }
    }
}

/// The two kinds a 新2 was merged from (S14): `still` stood, `moved` arrived.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Mixed {
    pub still: ArmyKind,
    pub moved: ArmyKind,
    pub formed_ply: u32,
}

/// What a unit is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum UnitKind {
    Commander,
    Army {
        kind: ArmyKind,
        strength: u8,
    },
    /// 疑兵 (S6): shows a strength, has none.
    Decoy {
        shown: u8,
    },
    Cannon,
    Ox,
}

/// A unit on the board. `side` is `None` only for the neutral 友1 (S5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Unit {
    pub side: Option<Side>,
    pub kind: UnitKind,
    /// A hidden ambusher in a forest (S7).
    pub hidden: bool,
    pub mixed: Option<Mixed>,
}

impl Unit {
    pub fn new(side: Side, kind: UnitKind) -> Unit {
        Unit {
            side: Some(side),
            kind,
            hidden: false,
            mixed: None,
        }
    }

    pub fn army(side: Side, kind: ArmyKind, strength: u8) -> Unit {
        Unit::new(side, UnitKind::Army { kind, strength })
    }

    /// Armies and decoys; what may enter forests and rivers.
    pub fn is_army_like(&self) -> bool {
        matches!(self.kind, UnitKind::Army { .. } | UnitKind::Decoy { .. })
    }

    pub fn is_real_army(&self) -> bool {
        matches!(self.kind, UnitKind::Army { .. })
    }

    pub fn is_decoy(&self) -> bool {
        matches!(self.kind, UnitKind::Decoy { .. })
    }

    /// The strength everyone sees; `None` for non-armies.
    pub fn shown_strength(&self) -> Option<u8> {
        match self.kind {
            UnitKind::Army { strength, .. } => Some(strength),
            UnitKind::Decoy { shown } => Some(shown),
            _ => None,
        }
    }

    /// Real strength; decoys, cannons and oxen count 0 (S7 ambush).
    pub fn real_strength(&self) -> u8 {
        match self.kind {
            UnitKind::Army { strength, .. } => strength,
            _ => 0,
        }
    }

    pub fn army_kind(&self) -> Option<ArmyKind> {
        match self.kind {
            UnitKind::Army { kind, .. } => Some(kind),
            UnitKind::Decoy { .. } => Some(ArmyKind::Jun),
            _ => None,
        }
    }

    /// The vector token of the true piece (`A2`, `D1`, `G`, …), without `?`.
    pub fn token(&self) -> String {
        match self.kind {
            UnitKind::Commander => "G".into(),
            UnitKind::Army { kind, strength } => format!("{}{}", kind.letter(), strength),
            UnitKind::Decoy { shown } => format!("D{shown}"),
            UnitKind::Cannon => "C".into(),
            UnitKind::Ox => "X".into(),
        }
    }

    /// The token an opponent sees: decoys look like 军 armies (§5.1).
    pub fn public_token(&self) -> String {
        match self.kind {
            UnitKind::Decoy { shown } => format!("A{shown}"),
            _ => self.token(),
        }
    }

    /// The unit as the vector format writes it (`?A2` for a hidden ambusher).
    pub fn written(&self) -> String {
        if self.hidden {
            format!("?{}", self.token())
        } else {
            self.token()
        }
    }

    /// Strength 2 → 1 of the same kind (fire, ambush, burning); `None` when the unit dies.
    pub fn reduced(&self) -> Option<Unit> {
        match self.kind {
            UnitKind::Army { kind, strength: 2 } => {
                let kind = match (kind, self.mixed) {
                    (ArmyKind::Xin, Some(m)) => m.still,
                    (k, _) => k,
                };
                Some(Unit {
                    kind: UnitKind::Army { kind, strength: 1 },
                    mixed: None,
                    ..*self
                })
            }
            _ => None,
        }
    }

    /// Parse a unit token; `None` when the token is not a unit.
    pub fn from_token(side: Option<Side>, token: &str) -> Option<Unit> {
        let (hidden, body) = match token.strip_prefix('?') {
            Some(rest) => (true, rest),
            None => (false, token),
        };
        let kind = match body {
            "G" => UnitKind::Commander,
            "C" => UnitKind::Cannon,
            "X" => UnitKind::Ox,
            "D1" => UnitKind::Decoy { shown: 1 },
            "D2" => UnitKind::Decoy { shown: 2 },
            "A1" | "A2" | "N2" | "K1" | "R1" | "Y1" | "P1" => {
                let mut chars = body.chars();
                let kind = match chars.next()? {
                    'A' => ArmyKind::Jun,
                    'N' => ArmyKind::Xin,
                    'K' => ArmyKind::Wang,
                    'R' => ArmyKind::Hou,
                    'Y' => ArmyKind::You,
                    _ => ArmyKind::Nong,
                };
                let strength = if body.ends_with('2') { 2 } else { 1 };
                UnitKind::Army { kind, strength }
            }
            _ => return None,
        };
        Some(Unit {
            side,
            kind,
            hidden,
            mixed: None,
        })
    }
}

/// A piece fixed to a square (§2.2 structures).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum StructKind {
    /// 营
    Camp,
    /// 城 (S3)
    City,
    /// 空, a burned camp (S12)
    Burned,
    /// 仓 (S11)
    Granary,
    /// 阻 (S10)
    Roadblock,
    /// 山林 (S7)
    Forest,
    /// 村庄 (S8)
    Village,
}

impl StructKind {
    pub fn token(self) -> &'static str {
        match self {
            StructKind::Camp => "M",
            StructKind::City => "W",
            StructKind::Burned => "V",
            StructKind::Granary => "S",
            StructKind::Roadblock => "B",
            StructKind::Forest => "F",
            StructKind::Village => "H",
        }
    }

    pub fn from_token(token: &str) -> Option<StructKind> {
        Some(match token {
            "M" => StructKind::Camp,
            "W" => StructKind::City,
            "V" => StructKind::Burned,
            "S" => StructKind::Granary,
            "B" => StructKind::Roadblock,
            "F" => StructKind::Forest,
            "H" => StructKind::Village,
            _ => return None,
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Structure {
    pub kind: StructKind,
    /// `None` for forests (neutral).
    pub side: Option<Side>,
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.written())
    }
}
