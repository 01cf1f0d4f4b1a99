//! Piece kinds and their rules, read from `data/demon/pieces.json` (spec §3, §5.7).
//!
//! A [`Kind`] is one of the 47 codes of §3.1 (the star cannon has one per origin, so
//! its two slots are counted apart). Everything a kind does — its patterns, the squares
//! it may end on, its promotion and its families — is one entry of the data file.

use super::square::{Color, Square};
pub use crate::movement::data::RankedPattern;
use crate::movement::data::{offsets, OffsetData, PatternData};
use crate::movement::Offset;
use serde::Deserialize;
use std::fmt;
use std::sync::OnceLock;

/// A piece kind: an index into the data table. Only the table makes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Kind(u8);

/// A piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub color: Color,
    pub kind: Kind,
}

/// Where a kind may end a move (§3.2, §3.3, §5.9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Region {
    Anywhere,
    /// The guards: never into the enemy camp.
    NotEnemyCamp,
    /// The emperor: its own palace, or its whole camp once its side is freed.
    PalaceOrFreedCamp,
    /// The high emperor: its own camp.
    OwnCamp,
}

/// What makes a promotion happen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trigger {
    /// The destination is on this rank of the owner's frame or beyond (§5.7).
    Zone(u8),
    /// The side has exactly one guard-family piece left and it is this one (§5.8).
    LastGuard,
    /// The side has at most two guard-family pieces left (§5.9).
    FewGuards,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Promotion {
    pub trigger: Trigger,
    /// Each form with its cap of own live pieces (`None` = no cap).
    pub forms: Vec<(Kind, Option<u8>)>,
}

/// Everything about one kind.
#[derive(Clone, Debug)]
pub struct KindInfo {
    /// Upper-case two-letter code (`IN`); Black writes it in lower case.
    pub code: String,
    /// The id used in notation and messages (`infantry`); both star cannons say `star_cannon`.
    pub id: String,
    pub zh: String,
    /// Traditional Chinese name.
    pub zh_tw: String,
    pub en: String,
    pub spec: String,
    pub betza: Option<String>,
    pub patterns: Vec<RankedPattern>,
    pub region: Region,
    pub promotion: Option<Promotion>,
    pub guard: bool,
    pub exempt: bool,
    pub missile: bool,
    pub royal: bool,
    /// A move by it resets the 200-ply clock (§6 row 6).
    pub base_infantry: bool,
    pub splash: Vec<Offset>,
    pub immune: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TableData {
    #[allow(dead_code)]
    about: String,
    pieces: Vec<PieceData>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PieceData {
    code: String,
    id: String,
    zh: String,
    zh_tw: String,
    en: String,
    spec: String,
    #[serde(default)]
    betza: Option<String>,
    moves: Vec<PatternData>,
    #[serde(default)]
    region: Option<Region>,
    #[serde(default)]
    promotion: Option<PromotionData>,
    #[serde(default)]
    families: Vec<String>,
    #[serde(default)]
    splash: Vec<OffsetData>,
    #[serde(default)]
    immune: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PromotionData {
    when: String,
    #[serde(default)]
    from_rank: Option<u8>,
    forms: Vec<FormData>,
    #[allow(dead_code)]
    spec: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FormData {
    to: String,
    #[serde(default)]
    cap: Option<u8>,
}

/// The loaded table, one entry per kind in file order.
pub struct Table {
    kinds: Vec<KindInfo>,
}

fn load_table() -> Result<Table, String> {
    let data: TableData = serde_json::from_str(include_str!("../../../data/demon/pieces.json"))
        .map_err(|e| e.to_string())?;
    let code_of = |code: &str| -> Result<Kind, String> {
        data.pieces
            .iter()
            .position(|p| p.code == code)
            .map(|i| Kind(i as u8))
            .ok_or_else(|| format!("unknown code {code}"))
    };
    let mut kinds = Vec::new();
    for p in &data.pieces {
        if p.code.len() != 2
            || !p.code.bytes().all(|b| b.is_ascii_uppercase())
            || code_of(&p.code)? != Kind(kinds.len() as u8)
        {
            return Err(format!(
                "{}: codes are two upper-case letters, each once",
                p.code
            ));
        }
        let mut info = KindInfo {
            code: p.code.clone(),
            id: p.id.clone(),
            zh: p.zh.clone(),
            zh_tw: p.zh_tw.clone(),
            en: p.en.clone(),
            spec: p.spec.clone(),
            betza: p.betza.clone(),
            patterns: p
                .moves
                .iter()
                .map(|m| m.compile(&p.code))
                .collect::<Result<_, _>>()?,
            region: p.region.unwrap_or(Region::Anywhere),
            promotion: None,
            guard: false,
            exempt: false,
            missile: false,
            royal: false,
            base_infantry: false,
            splash: offsets(&p.splash, &p.code)?,
            immune: p.immune,
        };
        for family in &p.families {
            match family.as_str() {
                "guard" => info.guard = true,
                "exempt" => info.exempt = true,
                "missile" => info.missile = true,
                "royal" => info.royal = true,
                other => return Err(format!("{}: unknown family {other}", p.code)),
            }
        }
        if let Some(pr) = &p.promotion {
            let trigger = match (pr.when.as_str(), pr.from_rank) {
                ("zone", Some(r)) => Trigger::Zone(r),
                ("last-guard", None) => Trigger::LastGuard,
                ("few-guards", None) => Trigger::FewGuards,
                _ => return Err(format!("{}: bad promotion trigger", p.code)),
            };
            let forms = pr
                .forms
                .iter()
                .map(|f| Ok((code_of(&f.to)?, f.cap)))
                .collect::<Result<Vec<_>, String>>()?;
            info.promotion = Some(Promotion { trigger, forms });
        }
        kinds.push(info);
    }
    // The clock rule names the base infantry: the kind that promotes in the river zone.
    let infantry = code_of("IN")?;
    if let Some(k) = kinds.get_mut(infantry.0 as usize) {
        k.base_infantry = true;
    }
    Ok(Table { kinds })
}

/// Loaded once; the embedded file is checked by the tests, so a failure here is a build bug.
pub fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(|| match load_table() {
        Ok(t) => t,
        Err(e) => panic!("data/demon/pieces.json: {e}"),
    })
}

impl Table {
    pub fn kinds(&self) -> impl Iterator<Item = Kind> + '_ {
        (0..self.kinds.len() as u8).map(Kind)
    }

    /// By two-letter code, any case (`in`, `IN`).
    pub fn by_code(&self, code: &str) -> Option<Kind> {
        self.kinds
            .iter()
            .position(|k| k.code.eq_ignore_ascii_case(code))
            .map(|i| Kind(i as u8))
    }
}

impl Kind {
    pub fn info(self) -> &'static KindInfo {
        // Kinds are only made from table positions.
        &table().kinds[self.0 as usize]
    }

    pub fn code(self) -> &'static str {
        &self.info().code
    }

    pub fn id(self) -> &'static str {
        &self.info().id
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// Every kind, in table order.
    pub fn all() -> impl Iterator<Item = Kind> {
        table().kinds()
    }

    pub fn from_code(code: &str) -> Option<Kind> {
        table().by_code(code)
    }

    /// Accepts what a player may type for a piece: the id, the two-letter code, the
    /// Chinese name (simplified or traditional) or the English name, any case. The star cannon's id names both
    /// origins; the first is returned and callers that care match on the id.
    pub fn from_name(text: &str) -> Option<Kind> {
        let t = text.trim();
        let folded = t.to_ascii_lowercase().replace([' ', '-'], "_");
        Kind::all().find(|k| {
            let i = k.info();
            i.id == folded
                || i.code.eq_ignore_ascii_case(t)
                || i.zh == t
                || i.zh_tw == t
                || i.en.to_ascii_lowercase().replace(' ', "_") == folded
        })
    }
}

impl Piece {
    /// The code in this piece's case (`IN` for Red, `in` for Black).
    pub fn code(self) -> String {
        match self.color {
            Color::Red => self.kind.code().to_string(),
            Color::Black => self.kind.code().to_ascii_lowercase(),
        }
    }

    pub fn from_code(code: &str) -> Option<Piece> {
        let color = if code.bytes().all(|b| b.is_ascii_uppercase()) {
            Color::Red
        } else if code.bytes().all(|b| b.is_ascii_lowercase()) {
            Color::Black
        } else {
            return None;
        };
        Some(Piece {
            color,
            kind: Kind::from_code(code)?,
        })
    }

    /// `code@square`, as in the referee report (§8).
    pub fn at(self, sq: Square) -> String {
        format!("{}@{sq}", self.code())
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_loads_with_47_codes_for_46_ids() {
        let t = table();
        assert_eq!(t.kinds().count(), 47);
        let mut ids: Vec<&str> = t.kinds().map(Kind::id).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), 46);
    }

    #[test]
    fn names_resolve_in_every_spelling() {
        let halberd = Kind::from_code("HB").unwrap();
        for name in ["halberd", "HB", "hb", "戟战", "戟戰", "Halberd"] {
            assert_eq!(Kind::from_name(name), Some(halberd), "{name}");
        }
        assert_eq!(Kind::from_name("nothing"), None);
        assert_eq!(Piece::from_code("In"), None);
        assert_eq!(Piece::from_code("in").map(|p| p.color), Some(Color::Black));
    }

    #[test]
    fn families_match_section_3_1() {
        let flagged = |f: fn(&KindInfo) -> bool| -> Vec<&str> {
            let mut v: Vec<&str> = Kind::all()
                .filter(|k| f(k.info()))
                .map(Kind::code)
                .collect();
            v.sort_unstable();
            v
        };
        assert_eq!(flagged(|i| i.guard), ["BG", "CG", "IG", "SH"]);
        assert_eq!(flagged(|i| i.missile), ["MI", "NK"]);
        assert_eq!(flagged(|i| i.royal), ["EM", "HE"]);
        assert_eq!(
            flagged(|i| i.exempt),
            ["BA", "HP", "MC", "RC", "RX", "SB", "SM", "SO", "WZ"]
        );
        assert_eq!(flagged(|i| i.immune), ["SH"]);
    }
}
