//! Piece kinds, owners and the clash table (§2), with names from `data/junqi/pieces.json`.

use super::board::Compass;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::OnceLock;

/// What a piece is. Ranked pieces carry their strength 32..=40 (§2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Kind {
    /// 司令 (40) down to 工兵 (32).
    Ranked(u8),
    /// 地雷: never moves.
    Mine,
    /// 炸弹: removes whatever it meets.
    Bomb,
    /// 军旗: never moves; losing it ends your game.
    Flag,
}

impl Kind {
    /// Every kind in the order §4.3 counts them: 40, 39, …, 32, M, B, F.
    pub const ALL: [Kind; 12] = [
        Kind::Ranked(40),
        Kind::Ranked(39),
        Kind::Ranked(38),
        Kind::Ranked(37),
        Kind::Ranked(36),
        Kind::Ranked(35),
        Kind::Ranked(34),
        Kind::Ranked(33),
        Kind::Ranked(32),
        Kind::Mine,
        Kind::Bomb,
        Kind::Flag,
    ];

    pub const COMMANDER: Kind = Kind::Ranked(40);
    pub const ENGINEER: Kind = Kind::Ranked(32);

    /// The code the spec writes (`40`, `M`, `B`, `F`).
    pub fn code(self) -> String {
        match self {
            Kind::Ranked(s) => s.to_string(),
            Kind::Mine => "M".into(),
            Kind::Bomb => "B".into(),
            Kind::Flag => "F".into(),
        }
    }

    /// Parse a code or a Chinese name (§4.2): ASCII case-insensitive, Chinese exact.
    pub fn from_token(token: &str) -> Option<Kind> {
        let upper = token.to_ascii_uppercase();
        Kind::ALL.into_iter().find(|k| {
            k.code() == upper
                || table()
                    .iter()
                    .any(|e| e.kind == *k && (e.zh == token || e.alias == token))
        })
    }

    pub fn strength(self) -> Option<u8> {
        match self {
            Kind::Ranked(s) => Some(s),
            _ => None,
        }
    }

    /// Ranked pieces and bombs move (§2.1).
    pub fn movable(self) -> bool {
        matches!(self, Kind::Ranked(_) | Kind::Bomb)
    }

    /// How many of this kind one army has (§2.1).
    pub fn count(self) -> usize {
        table()
            .iter()
            .find(|e| e.kind == self)
            .map_or(0, |e| e.count)
    }

    /// The catalogue id `piece-<id>` of this kind.
    pub fn id(self) -> &'static str {
        match self {
            Kind::Ranked(40) => "marshal",
            Kind::Ranked(39) => "general",
            Kind::Ranked(38) => "major-general",
            Kind::Ranked(37) => "brigadier",
            Kind::Ranked(36) => "colonel",
            Kind::Ranked(35) => "major",
            Kind::Ranked(34) => "captain",
            Kind::Ranked(33) => "lieutenant",
            Kind::Ranked(_) => "engineer",
            Kind::Mine => "mine",
            Kind::Bomb => "bomb",
            Kind::Flag => "flag",
        }
    }

    /// The kind a `/rules` page name stands for: a code, a Chinese name or alias, an id.
    pub fn from_name(name: &str) -> Option<Kind> {
        let lower = name.trim().to_ascii_lowercase().replace([' ', '_'], "-");
        Kind::from_token(name.trim()).or_else(|| Kind::ALL.into_iter().find(|k| k.id() == lower))
    }

    pub fn name_zh(self) -> &'static str {
        table()
            .iter()
            .find(|e| e.kind == self)
            .map_or("?", |e| e.zh.as_str())
    }

    pub fn name_en(self) -> &'static str {
        table()
            .iter()
            .find(|e| e.kind == self)
            .map_or("?", |e| e.en.as_str())
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

/// The two sides of the flip game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Colour {
    Red,
    Black,
}

impl Colour {
    pub fn word(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Black => "black",
        }
    }
    pub fn other(self) -> Colour {
        match self {
            Colour::Red => Colour::Black,
            Colour::Black => Colour::Red,
        }
    }
    pub fn parse(word: &str) -> Option<Colour> {
        match word {
            "red" => Some(Colour::Red),
            "black" => Some(Colour::Black),
            _ => None,
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// Who a piece belongs to: a home's army, or a colour in the flip game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Owner {
    Army(Compass),
    Colour(Colour),
}

impl fmt::Display for Owner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Owner::Army(c) => write!(f, "{c}"),
            Owner::Colour(c) => write!(f, "{c}"),
        }
    }
}

impl Owner {
    pub fn parse(word: &str) -> Option<Owner> {
        if let Some(c) = Colour::parse(word) {
            return Some(Owner::Colour(c));
        }
        let mut chars = word.chars();
        let c = Compass::from_letter(chars.next()?)?;
        chars.next().is_none().then_some(Owner::Army(c))
    }
}

/// A piece on the board. `shown` means its identity is public: a flag revealed by the
/// commander rule (§2.4), or a face-up piece in `fanqi` (face-down hides the owner too).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Piece {
    pub owner: Owner,
    pub kind: Kind,
    pub shown: bool,
}

/// How a clash ends (§2.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Clash {
    /// The attacker wins and moves in.
    Attacker,
    /// The attacker is removed.
    Defender,
    /// Both are removed.
    Both,
}

impl Clash {
    pub fn word(self) -> &'static str {
        match self {
            Clash::Attacker => "attacker",
            Clash::Defender => "defender",
            Clash::Both => "both",
        }
    }
}

/// The §2.2 table, rules applied in the spec's order. `digger` is the strength that digs
/// mines: 32 in the deployed games, the colour's lowest surviving rank in `fanqi` (§7.4).
/// The flag row never reaches here with a non-movable attacker. Returns the result and
/// whether a flag was captured.
pub fn clash(attacker: Kind, defender: Kind, digger: Option<u8>) -> (Clash, bool) {
    let flag = defender == Kind::Flag;
    if attacker == Kind::Bomb || defender == Kind::Bomb {
        return (Clash::Both, flag);
    }
    if flag {
        return (Clash::Attacker, true);
    }
    match (attacker, defender) {
        (Kind::Ranked(a), Kind::Mine) => {
            if Some(a) == digger {
                (Clash::Attacker, false)
            } else {
                (Clash::Defender, false)
            }
        }
        (Kind::Ranked(a), Kind::Ranked(d)) => match a.cmp(&d) {
            std::cmp::Ordering::Greater => (Clash::Attacker, false),
            std::cmp::Ordering::Less => (Clash::Defender, false),
            std::cmp::Ordering::Equal => (Clash::Both, false),
        },
        // Mines and flags never attack; keep the defender if one somehow does.
        _ => (Clash::Defender, false),
    }
}

// ---- the data table ----

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TableFile {
    #[allow(dead_code)]
    about: String,
    pieces: Vec<EntryFile>,
    default_layout: DefaultLayout,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DefaultLayout {
    layout: String,
    #[allow(dead_code)]
    spec: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EntryFile {
    code: String,
    count: usize,
    class: String,
    #[serde(default)]
    strength: Option<u8>,
    zh: String,
    alias: String,
    en: String,
    #[allow(dead_code)]
    spec: String,
}

/// One row of the piece table.
#[derive(Clone, Debug)]
pub struct PieceEntry {
    pub kind: Kind,
    pub count: usize,
    pub zh: String,
    pub alias: String,
    pub en: String,
}

pub const PIECES_SOURCE: &str = include_str!("../../../data/junqi/pieces.json");

/// Parse and check the piece table: every kind once, in §4.3 order, 25 pieces.
pub fn parse_table(json: &str) -> Result<(Vec<PieceEntry>, String), String> {
    let file: TableFile = serde_json::from_str(json).map_err(|e| format!("pieces: {e}"))?;
    let mut out = Vec::new();
    for (entry, expected) in file.pieces.into_iter().zip(Kind::ALL) {
        let kind = match (entry.class.as_str(), entry.strength) {
            ("officer" | "engineer", Some(s)) => Kind::Ranked(s),
            ("mine", None) => Kind::Mine,
            ("bomb", None) => Kind::Bomb,
            ("flag", None) => Kind::Flag,
            _ => return Err(format!("pieces: bad class of {}", entry.code)),
        };
        if kind != expected || kind.code() != entry.code {
            return Err(format!("pieces: {} out of order", entry.code));
        }
        out.push(PieceEntry {
            kind,
            count: entry.count,
            zh: entry.zh,
            alias: entry.alias,
            en: entry.en,
        });
    }
    if out.len() != Kind::ALL.len() || out.iter().map(|e| e.count).sum::<usize>() != 25 {
        return Err("pieces: the table must list 12 kinds, 25 pieces".into());
    }
    Ok((out, file.default_layout.layout))
}

fn loaded() -> &'static (Vec<PieceEntry>, String) {
    static TABLE: OnceLock<(Vec<PieceEntry>, String)> = OnceLock::new();
    // The embedded table is checked by a test; an edited broken file gives no names.
    TABLE.get_or_init(|| parse_table(PIECES_SOURCE).unwrap_or_default())
}

pub fn table() -> &'static [PieceEntry] {
    &loaded().0
}

/// The default layout string of §4.4.
pub fn default_layout_text() -> &'static str {
    &loaded().1
}
