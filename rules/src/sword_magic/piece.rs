//! Colours, roles and pieces, and the piece table from `data/sword-magic/pieces.json`:
//! codes, names, revive tokens, movement patterns (over [`crate::movement`]), promotions
//! and which forms may be revived or sealed. A [`Role`] is the key into the table; the
//! skills the table cannot express (hero-call, summon, revive, teleport, vanish) are code
//! in `apply` and `movegen`, keyed by role.

use super::square::Square;
use crate::movement::data::{PatternData, RankedPattern};
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
        self.form().code
    }

    /// Inverse of [`Role::code`], either case.
    pub fn from_code(code: char) -> Option<Role> {
        let upper = code.to_ascii_uppercase();
        Role::ALL.into_iter().find(|r| r.code() == upper)
    }

    pub fn index(self) -> usize {
        self as usize
    }

    /// What the piece table says this form does on the board.
    pub fn form(self) -> &'static Form {
        &table().forms[self.index()]
    }

    /// How it moves and captures (§2.3), in the table's order.
    pub fn patterns(self) -> &'static [RankedPattern] {
        &self.form().patterns
    }

    /// The form a capture promotes it to (§4.3), if any; a sealed piece keeps its form.
    pub fn promotion(self) -> Option<Role> {
        self.form().promotes_to
    }

    /// The form a piece takes in the graveyard: promotions undone, the hero line back to hero.
    pub fn base(self) -> Role {
        self.form().base
    }

    /// Types a sage may bring back (§4.4).
    pub fn is_revivable(self) -> bool {
        self.form().revivable
    }

    /// Hero, champion or angel: what blocks hero-call and what a princess capture promotes.
    pub fn is_hero_line(self) -> bool {
        self.next_hero_stage().is_some()
    }

    pub fn next_hero_stage(self) -> Option<Role> {
        self.form().rises_to
    }

    /// Only sages and mages carry the sealed flag.
    pub fn can_be_sealed(self) -> bool {
        self.form().sealable
    }

    /// The piece kind as reports and views name it: the side's English name as an id
    /// (`goblin`, `elf-queen`), worded through the catalogue entry `piece-<kind>`.
    pub fn name(self, color: Color) -> PieceRef {
        PieceRef::new(kind_id(&table().names[self.index()][color.index()].en))
    }

    /// The side's display names from the piece table (English, Chinese).
    pub fn names(self, color: Color) -> Names {
        table().names[self.index()][color.index()].clone()
    }

    /// The role named by a revive token (§6.3), given normalised.
    pub fn from_token(token: &str) -> Option<Role> {
        table()
            .tokens
            .iter()
            .find(|(t, _)| t == token)
            .map(|&(_, role)| role)
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
    movement: Vec<PatternData>,
    #[serde(default)]
    promotes_to: Option<String>,
    #[serde(default)]
    rises_to: Option<String>,
    #[serde(default)]
    revivable: bool,
    #[serde(default)]
    sealable: bool,
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

/// What one form does on the board, from its entry in the data file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Form {
    /// The position-string letter, uppercase.
    pub code: char,
    /// How it moves and captures, in the file's order (the order moves are generated in).
    pub patterns: Vec<RankedPattern>,
    /// The form a capture makes it (§4.3).
    pub promotes_to: Option<Role>,
    /// The next stage of the hero line, when its princess captures (§4.3).
    pub rises_to: Option<Role>,
    /// The form it takes in the graveyard: the form nothing promotes or raises into (§1.1).
    pub base: Role,
    pub revivable: bool,
    pub sealable: bool,
}

/// Names per role and colour, every revive token, and what each form does, loaded from
/// the data file.
#[derive(Debug)]
pub struct PieceTable {
    /// `names[role][colour]`.
    pub names: Vec<[Names; 2]>,
    /// Normalised token → role.
    pub tokens: Vec<(String, Role)>,
    /// `texts[role]`: how it moves, and its skill if it has one.
    pub texts: Vec<(Text, Option<Text>)>,
    /// `forms[role]`.
    pub forms: Vec<Form>,
}

const EMBEDDED: &str = include_str!("../../../data/sword-magic/pieces.json");

fn role_of(id: &str) -> Result<Role, String> {
    Role::ALL
        .into_iter()
        .find(|r| r.id() == id)
        .ok_or_else(|| format!("piece table: unknown id {id:?}"))
}

impl PieceTable {
    /// Parse and check a table: every role exactly once with its own code letter, no token
    /// twice, every pattern and every form it names known.
    pub fn parse(json: &str) -> Result<PieceTable, String> {
        let file: TableFile =
            serde_json::from_str(json).map_err(|e| format!("piece table: {e}"))?;
        let mut entries: Vec<Option<Entry>> = (0..Role::COUNT).map(|_| None).collect();
        let mut tokens: Vec<(String, Role)> = Vec::new();
        for mut entry in file.pieces {
            let role = role_of(&entry.id)?;
            let code = entry.code;
            let taken = entries.iter().flatten().any(|e| e.code == code);
            if !code.is_ascii_uppercase() || taken {
                return Err(format!(
                    "piece table: {}: codes are upper-case letters, each once",
                    entry.id
                ));
            }
            if entry.moves.en.is_empty() || entry.moves.zh.is_empty() {
                return Err(format!("piece table: {} has no movement text", entry.id));
            }
            for token in std::mem::take(&mut entry.tokens) {
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
            let slot = &mut entries[role.index()];
            if slot.is_some() {
                return Err(format!("piece table: {} listed twice", entry.id));
            }
            *slot = Some(entry);
        }
        let entries = entries
            .into_iter()
            .zip(Role::ALL)
            .map(|(e, role)| e.ok_or_else(|| format!("piece table: {} missing", role.id())))
            .collect::<Result<Vec<_>, String>>()?;
        let forms = Self::forms(&entries)?;
        let mut names = Vec::new();
        let mut texts = Vec::new();
        for entry in entries {
            names.push([entry.white, entry.black]);
            texts.push((entry.moves, entry.skill));
        }
        Ok(PieceTable {
            names,
            tokens,
            texts,
            forms,
        })
    }

    /// Each entry's form, `entries` in [`Role::ALL`] order.
    fn forms(entries: &[Entry]) -> Result<Vec<Form>, String> {
        let next = |id: &Option<String>| id.as_deref().map(role_of).transpose();
        let mut forms = Vec::new();
        for (entry, role) in entries.iter().zip(Role::ALL) {
            forms.push(Form {
                code: entry.code,
                patterns: entry
                    .movement
                    .iter()
                    .map(|p| p.compile(&entry.id))
                    .collect::<Result<_, _>>()?,
                promotes_to: next(&entry.promotes_to)?,
                rises_to: next(&entry.rises_to)?,
                base: role,
                revivable: entry.revivable,
                sealable: entry.sealable,
            });
        }
        // The base form: step back along promotions and the hero line while some form
        // becomes this one. Each step goes one form back, so a chain ends within COUNT.
        let earlier = |forms: &[Form], role: Role| {
            Role::ALL.into_iter().find(|&r| {
                let form = &forms[r.index()];
                form.promotes_to == Some(role) || form.rises_to == Some(role)
            })
        };
        for role in Role::ALL {
            let mut base = role;
            for _ in 0..Role::COUNT {
                match earlier(&forms, base) {
                    Some(before) => base = before,
                    None => break,
                }
            }
            if earlier(&forms, base).is_some() {
                return Err(format!(
                    "piece table: {} promotes round a circle",
                    role.id()
                ));
            }
            forms[role.index()].base = base;
        }
        Ok(forms)
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
    let table = table();
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

/// The embedded table. It is compiled in and checked by the tests, as 魔神战棋's is, so a
/// failure here is a build bug: without its table no piece could move.
fn table() -> &'static PieceTable {
    match piece_table() {
        Ok(table) => table,
        Err(e) => panic!("data/sword-magic/pieces.json: {e}"),
    }
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

    /// §1.1, §4.3, §6.3 and §2.5, as the table gives them.
    #[test]
    fn promotions_revivals_and_seals_follow_the_spec() {
        let promoted: Vec<(Role, Role)> = Role::ALL
            .into_iter()
            .filter_map(|r| Some((r, r.promotion()?)))
            .collect();
        assert_eq!(
            promoted,
            [
                (Role::Swordsman, Role::SwordSaint),
                (Role::Archer, Role::Paladin),
                (Role::Mage, Role::Archmage),
                (Role::Familiar, Role::HighFamiliar),
            ]
        );
        let hero_line: Vec<Role> = Role::ALL.into_iter().filter(|r| r.is_hero_line()).collect();
        assert_eq!(hero_line, [Role::Hero, Role::Champion, Role::Angel]);
        assert_eq!(Role::Angel.next_hero_stage(), Some(Role::Goddess));
        assert_eq!(Role::Goddess.base(), Role::Hero);
        let revivable: String = Role::ALL
            .into_iter()
            .filter(|r| r.is_revivable())
            .map(Role::code)
            .collect();
        assert_eq!(revivable, "CSAMEFH");
        let sealable: Vec<Role> = Role::ALL
            .into_iter()
            .filter(|r| r.can_be_sealed())
            .collect();
        assert_eq!(sealable, [Role::Mage, Role::Sage]);
    }

    #[test]
    fn a_table_whose_forms_promote_round_a_circle_is_refused() {
        let looped = EMBEDDED.replacen(r#""rises_to": "goddess","#, r#""rises_to": "hero","#, 1);
        assert_ne!(looped, EMBEDDED);
        let refused = PieceTable::parse(&looped).map(|_| ());
        assert!(refused.is_err_and(|e| e.contains("circle")));
        let unknown = EMBEDDED.replacen(r#""kind": "vault""#, r#""kind": "warp""#, 1);
        let refused = PieceTable::parse(&unknown).map(|_| ());
        assert!(refused.is_err_and(|e| e.contains("summoner: unknown primitive warp")));
    }
}
