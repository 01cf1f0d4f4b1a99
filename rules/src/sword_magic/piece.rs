//! Colours, roles and pieces, and the display-name table from `data/sword-magic/pieces.json`.

use super::square::Square;
use crate::notation::normalize;
use crate::report::Piece as PieceRef;
use crate::seat::Seat;
use serde::Deserialize;
use std::sync::OnceLock;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    White,
    Black,
}

impl Color {
    pub fn seat(self) -> Seat {
        match self {
            Color::White => Seat(0),
            Color::Black => Seat(1),
        }
    }

    pub fn from_seat(seat: Seat) -> Option<Color> {
        match seat.0 {
            0 => Some(Color::White),
            1 => Some(Color::Black),
            _ => None,
        }
    }

    pub fn opposite(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// Rank step of "forward".
    pub fn forward(self) -> i8 {
        match self {
            Color::White => 1,
            Color::Black => -1,
        }
    }

    /// The own back rank (0-based): rank 1 for White, rank 8 for Black.
    pub fn back_rank(self) -> u8 {
        match self {
            Color::White => 0,
            Color::Black => 7,
        }
    }

    pub fn enemy_back_rank(self) -> u8 {
        self.opposite().back_rank()
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// Every piece form of §2.1. Both colours share the roles; only the names differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    Princess,
    Summoner,
    Swordsman,
    SwordSaint,
    Archer,
    Paladin,
    Mage,
    Archmage,
    Sage,
    Familiar,
    HighFamiliar,
    Hero,
    Champion,
    Angel,
    Goddess,
}

impl Role {
    pub const COUNT: usize = 15;
    pub const ALL: [Role; Role::COUNT] = [
        Role::Princess,
        Role::Summoner,
        Role::Swordsman,
        Role::SwordSaint,
        Role::Archer,
        Role::Paladin,
        Role::Mage,
        Role::Archmage,
        Role::Sage,
        Role::Familiar,
        Role::HighFamiliar,
        Role::Hero,
        Role::Champion,
        Role::Angel,
        Role::Goddess,
    ];

    /// The ASCII id used in notation (`sword_saint`).
    pub fn id(self) -> &'static str {
        match self {
            Role::Princess => "princess",
            Role::Summoner => "summoner",
            Role::Swordsman => "swordsman",
            Role::SwordSaint => "sword_saint",
            Role::Archer => "archer",
            Role::Paladin => "paladin",
            Role::Mage => "mage",
            Role::Archmage => "archmage",
            Role::Sage => "sage",
            Role::Familiar => "familiar",
            Role::HighFamiliar => "high_familiar",
            Role::Hero => "hero",
            Role::Champion => "champion",
            Role::Angel => "angel",
            Role::Goddess => "goddess",
        }
    }

    /// The position-string letter, uppercase (White's case).
    pub fn code(self) -> char {
        match self {
            Role::Princess => 'P',
            Role::Summoner => 'C',
            Role::Swordsman => 'S',
            Role::SwordSaint => 'K',
            Role::Archer => 'A',
            Role::Paladin => 'N',
            Role::Mage => 'M',
            Role::Archmage => 'W',
            Role::Sage => 'E',
            Role::Familiar => 'F',
            Role::HighFamiliar => 'G',
            Role::Hero => 'H',
            Role::Champion => 'D',
            Role::Angel => 'Q',
            Role::Goddess => 'V',
        }
    }

    /// Inverse of [`Role::code`], either case.
    pub fn from_code(code: char) -> Option<Role> {
        let upper = code.to_ascii_uppercase();
        Role::ALL.into_iter().find(|r| r.code() == upper)
    }

    pub fn index(self) -> usize {
        self as usize
    }

    /// The form a piece takes in the graveyard: promotions undone, the hero line back to hero.
    pub fn base(self) -> Role {
        match self {
            Role::SwordSaint => Role::Swordsman,
            Role::Paladin => Role::Archer,
            Role::Archmage => Role::Mage,
            Role::HighFamiliar => Role::Familiar,
            Role::Champion | Role::Angel | Role::Goddess => Role::Hero,
            r => r,
        }
    }

    /// Types a sage may bring back (§4.4).
    pub fn is_revivable(self) -> bool {
        matches!(
            self,
            Role::Archer
                | Role::Summoner
                | Role::Sage
                | Role::Familiar
                | Role::Hero
                | Role::Mage
                | Role::Swordsman
        )
    }

    /// Hero, champion or angel: what blocks hero-call and what a princess capture promotes.
    pub fn is_hero_line(self) -> bool {
        matches!(self, Role::Hero | Role::Champion | Role::Angel)
    }

    pub fn next_hero_stage(self) -> Option<Role> {
        match self {
            Role::Hero => Some(Role::Champion),
            Role::Champion => Some(Role::Angel),
            Role::Angel => Some(Role::Goddess),
            _ => None,
        }
    }

    /// Only sages and mages carry the sealed flag.
    pub fn can_be_sealed(self) -> bool {
        matches!(self, Role::Sage | Role::Mage)
    }

    /// The piece kind as reports and views name it: the side's English name as an id
    /// (`goblin`, `elf-queen`), worded through the catalogue entry `piece-<kind>`.
    pub fn name(self, color: Color) -> PieceRef {
        match piece_table() {
            Ok(table) => PieceRef::new(kind_id(&table.names[self.index()][color.index()].en)),
            // The embedded table is checked by a test; never fail a game over display names.
            Err(_) => PieceRef::new(self.id()),
        }
    }

    /// The side's display names from the piece table (English, Chinese).
    pub fn names(self, color: Color) -> Names {
        piece_table()
            .map(|table| table.names[self.index()][color.index()].clone())
            .unwrap_or_default()
    }

    /// The role named by a revive token (§6.3), given normalised.
    pub fn from_token(token: &str) -> Option<Role> {
        match piece_table() {
            Ok(table) => table
                .tokens
                .iter()
                .find(|(t, _)| t == token)
                .map(|&(_, role)| role),
            Err(_) => Role::ALL.into_iter().find(|r| r.id() == token),
        }
    }
}

/// A piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub color: Color,
    pub role: Role,
    /// 封禁 (sages and mages only).
    pub sealed: bool,
    /// The square of the sage that revived this piece.
    pub link: Option<Square>,
}

impl Piece {
    /// A fresh piece: unsealed and unlinked.
    pub fn new(color: Color, role: Role) -> Piece {
        Piece {
            color,
            role,
            sealed: false,
            link: None,
        }
    }

    /// Position-string letter: uppercase for White.
    pub fn letter(self) -> char {
        match self.color {
            Color::White => self.role.code(),
            Color::Black => self.role.code().to_ascii_lowercase(),
        }
    }

    pub fn name(self) -> PieceRef {
        self.role.name(self.color)
    }
}

// ---- the data table ----

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TableFile {
    #[allow(dead_code)]
    about: String,
    pieces: Vec<Entry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    id: String,
    code: char,
    white: Names,
    black: Names,
    tokens: Vec<String>,
    moves: Text,
    #[serde(default)]
    skill: Option<Text>,
    #[allow(dead_code)]
    spec: String,
}

/// A short text for players in both languages (movement and skill summaries).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Text {
    pub zh: String,
    pub en: String,
}

/// What a player may want to know about one piece form: its names for both sides, how it
/// moves and its skill (including how it promotes), from the data file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceInfo {
    pub role: Role,
    pub white: PieceRef,
    pub black: PieceRef,
    pub moves: Text,
    pub skill: Option<Text>,
}

#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Names {
    pub zh: String,
    pub en: String,
}

/// Names per role and colour, and every revive token, loaded from the data file.
#[derive(Debug)]
pub struct PieceTable {
    /// `names[role][colour]`.
    pub names: Vec<[Names; 2]>,
    /// Normalised token → role.
    pub tokens: Vec<(String, Role)>,
    /// `texts[role]`: how it moves, and its skill if it has one.
    pub texts: Vec<(Text, Option<Text>)>,
}

const EMBEDDED: &str = include_str!("../../../data/sword-magic/pieces.json");

impl PieceTable {
    /// Parse and check a table: every role exactly once with its code, no token twice.
    pub fn parse(json: &str) -> Result<PieceTable, String> {
        let file: TableFile =
            serde_json::from_str(json).map_err(|e| format!("piece table: {e}"))?;
        let mut names: Vec<Option<[Names; 2]>> = vec![None; Role::COUNT];
        let mut texts: Vec<(Text, Option<Text>)> = vec![Default::default(); Role::COUNT];
        let mut tokens: Vec<(String, Role)> = Vec::new();
        for entry in file.pieces {
            let role = Role::ALL
                .into_iter()
                .find(|r| r.id() == entry.id)
                .ok_or_else(|| format!("piece table: unknown id {:?}", entry.id))?;
            if entry.code != role.code() {
                return Err(format!(
                    "piece table: {} has code {:?}, expected {:?}",
                    entry.id,
                    entry.code,
                    role.code()
                ));
            }
            let slot = &mut names[role.index()];
            if slot.is_some() {
                return Err(format!("piece table: {} listed twice", entry.id));
            }
            *slot = Some([entry.white, entry.black]);
            if entry.moves.en.is_empty() || entry.moves.zh.is_empty() {
                return Err(format!("piece table: {} has no movement text", entry.id));
            }
            if let Some(texts) = texts.get_mut(role.index()) {
                *texts = (entry.moves, entry.skill);
            }
            for token in entry.tokens {
                let token = normalize(&token);
                if let Some((_, other)) = tokens.iter().find(|(t, _)| *t == token) {
                    return Err(format!(
                        "piece table: token {token:?} names both {} and {}",
                        other.id(),
                        role.id()
                    ));
                }
                tokens.push((token, role));
            }
        }
        let names = names
            .into_iter()
            .zip(Role::ALL)
            .map(|(n, role)| n.ok_or_else(|| format!("piece table: {} missing", role.id())))
            .collect::<Result<Vec<_>, String>>()?;
        Ok(PieceTable {
            names,
            tokens,
            texts,
        })
    }
}

/// Letters, spaces, `_` and `-` folded away so `Sword Saint`, `sword_saint` and `swordsaint`
/// are one name.
fn fold(text: &str) -> String {
    normalize(text).replace(['_', '-'], "")
}

/// A piece form by any name a player might use: its id or code, a revive token, or either
/// side's display name in English or Chinese (traditional or simplified, as the table lists
/// them). `goblin`, `劍士`, `剑士` and `s` all find the swordsman.
pub fn piece_info(name: &str) -> Option<PieceInfo> {
    let table = piece_table().ok()?;
    let wanted = fold(name);
    if wanted.is_empty() {
        return None;
    }
    let by_token = table
        .tokens
        .iter()
        .find(|(token, _)| fold(token) == wanted)
        .map(|&(_, role)| role);
    let role = by_token.or_else(|| {
        Role::ALL.into_iter().find(|role| {
            fold(role.id()) == wanted
                || table.names[role.index()]
                    .iter()
                    .any(|n| fold(&n.en) == wanted || fold(&n.zh) == wanted)
        })
    })?;
    let (moves, skill) = table.texts.get(role.index()).cloned()?;
    Some(PieceInfo {
        role,
        white: role.name(Color::White),
        black: role.name(Color::Black),
        moves,
        skill,
    })
}

/// A display name as an id: lowercase, words joined by `-`.
pub fn kind_id(name: &str) -> String {
    name.split_whitespace()
        .map(str::to_ascii_lowercase)
        .collect::<Vec<_>>()
        .join("-")
}

/// The catalogue id of the `/rules` page of the piece any of whose names is `name`.
pub fn page_id(name: &str) -> Option<String> {
    piece_info(name).map(|info| format!("sm-page-{}", info.role.id()))
}

/// The embedded table, parsed once.
pub fn piece_table() -> Result<&'static PieceTable, &'static str> {
    static TABLE: OnceLock<Result<PieceTable, String>> = OnceLock::new();
    TABLE
        .get_or_init(|| PieceTable::parse(EMBEDDED))
        .as_ref()
        .map_err(String::as_str)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_table_parses_and_covers_every_role() {
        let table = match piece_table() {
            Ok(t) => t,
            Err(e) => panic!("{e}"),
        };
        assert_eq!(table.names.len(), Role::COUNT);
        for role in Role::ALL {
            assert_eq!(Role::from_token(role.id()), Some(role), "{}", role.id());
            let code = role.code().to_ascii_lowercase().to_string();
            assert_eq!(Role::from_token(&code), Some(role));
            for color in [Color::White, Color::Black] {
                let name = role.names(color);
                assert!(!name.zh.is_empty() && !name.en.is_empty());
            }
        }
        assert_eq!(Role::Sage.name(Color::Black).kind, "necromancer");
        assert_eq!(Role::from_token("神"), Some(Role::Goddess));
        assert_eq!(Role::from_token("精灵"), Some(Role::HighFamiliar));
        assert_eq!(Role::from_token("精灵女王"), Some(Role::Princess));
        assert_eq!(Role::from_token("死灵术士"), Some(Role::Sage));
        assert_eq!(Role::from_token("劍聖"), Some(Role::SwordSaint));
        assert_eq!(Role::from_token("queen"), None);
    }

    #[test]
    fn every_name_finds_its_piece() {
        for role in Role::ALL {
            for color in [Color::White, Color::Black] {
                let name = role.names(color);
                for text in [name.en.clone(), name.en.to_uppercase(), name.zh.clone()] {
                    let info = piece_info(&text).map(|i| i.role);
                    assert_eq!(info, Some(role), "{text}");
                }
            }
            let info = piece_info(role.id());
            assert!(info.as_ref().is_some_and(|i| !i.moves.en.is_empty()));
            assert_eq!(info.map(|i| i.role), Some(role));
        }
        let goblin = piece_info("goblin");
        assert_eq!(goblin.as_ref().map(|i| i.role), Some(Role::Swordsman));
        assert_eq!(goblin.map(|i| i.white.kind), Some("swordsman".to_string()));
        assert_eq!(piece_info("剑士").map(|i| i.role), Some(Role::Swordsman));
        assert_eq!(
            piece_info("Elf Queen").map(|i| i.role),
            Some(Role::Princess)
        );
        assert_eq!(
            piece_info("sword saint").map(|i| i.role),
            Some(Role::SwordSaint)
        );
        assert_eq!(
            piece_info("high-familiar").map(|i| i.role),
            Some(Role::HighFamiliar)
        );
        assert_eq!(piece_info("queen"), None);
        assert_eq!(piece_info(" "), None);
    }

    #[test]
    fn bad_tables_are_refused() {
        assert!(PieceTable::parse("{}").is_err());
        assert!(PieceTable::parse(r#"{"about":"","pieces":[],"extra":1}"#).is_err());
        assert!(PieceTable::parse(r#"{"about":"","pieces":[]}"#).is_err());
    }

    #[test]
    fn base_forms() {
        assert_eq!(Role::Angel.base(), Role::Hero);
        assert_eq!(Role::Paladin.base(), Role::Archer);
        for role in Role::ALL {
            assert_eq!(role.base().base(), role.base());
            assert_eq!(Role::from_code(role.code()), Some(role));
        }
    }
}
