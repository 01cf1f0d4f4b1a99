//! The supplements 补充 (spec §6): independent switches, named three ways
//! (`+decoys`, `+s6`, `+金蝉脱壳`).

use serde::{Deserialize, Serialize};

/// How far a supplement is built (the spec's status column, issue 9).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Build {
    Full,
    Provisional,
    NotBuilt,
}

/// (number, kebab name, Chinese name, build status)
pub const SUPPLEMENTS: [(u8, &str, &str, Build); 18] = [
    (1, "king", "纵横天下", Build::Full),
    (2, "reinforcements", "增援部队", Build::Full),
    (3, "city", "固若金汤", Build::Full),
    (4, "rain", "倾盆大雨", Build::Full),
    (5, "third-party", "隔岸观火", Build::Provisional),
    (6, "decoys", "金蝉脱壳", Build::Full),
    (7, "ambush", "伏兵四起", Build::Full),
    (8, "peasants", "扩充兵力", Build::Provisional),
    (9, "cannon", "先进武器", Build::Full),
    (10, "roadblock", "设置路障", Build::Full),
    (11, "granary", "火烧粮仓", Build::Full),
    (12, "burning-camps", "火烧连营", Build::Full),
    (13, "river", "力争上游", Build::Full),
    (14, "mixed-merge", "权宜之计", Build::Provisional),
    (15, "defection", "战场倒戈", Build::Provisional),
    (16, "fire-ox", "火牛陷阵", Build::Provisional),
    (17, "duel", "一较高下", Build::NotBuilt),
    (18, "comeback", "卧薪尝胆", Build::NotBuilt),
];

/// A set of active supplements, bit n = S n.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Supps(u32);

/// A supplement name that is unknown or names a supplement that is not built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SuppError {
    Unknown(String),
    NotBuilt(u8),
}

impl std::fmt::Display for SuppError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SuppError::Unknown(name) => write!(f, "unknown supplement {name}"),
            SuppError::NotBuilt(n) => write!(f, "supplement S{n} is not built"),
        }
    }
}

impl std::error::Error for SuppError {}

impl Supps {
    pub const NONE: Supps = Supps(0);

    pub fn has(self, n: u8) -> bool {
        n < 32 && self.0 & (1 << n) != 0
    }

    pub fn with(self, n: u8) -> Supps {
        if n < 32 {
            Supps(self.0 | (1 << n))
        } else {
            self
        }
    }

    pub fn numbers(self) -> impl Iterator<Item = u8> {
        (1..=18).filter(move |&n| self.has(n))
    }

    /// Every supplement that is built, fully or provisionally.
    pub fn all_built() -> Supps {
        SUPPLEMENTS
            .iter()
            .filter(|s| s.3 != Build::NotBuilt)
            .fold(Supps::NONE, |acc, s| acc.with(s.0))
    }

    /// One name: `decoys`, `+decoys`, `s6`, `6`, `金蝉脱壳`.
    pub fn lookup(name: &str) -> Result<u8, SuppError> {
        let name = name.trim().trim_start_matches('+').to_ascii_lowercase();
        let number = name
            .strip_prefix('s')
            .unwrap_or(&name)
            .parse::<u8>()
            .ok()
            .filter(|n| (1..=18).contains(n));
        let found = SUPPLEMENTS
            .iter()
            .find(|s| Some(s.0) == number || s.1 == name || s.2 == name);
        match found {
            Some((n, _, _, Build::NotBuilt)) => Err(SuppError::NotBuilt(*n)),
            Some((n, ..)) => Ok(*n),
            None => Err(SuppError::Unknown(name)),
        }
    }

    /// The vector form: `-` or `1,3,6`.
    pub fn parse_list(text: &str) -> Result<Supps, SuppError> {
        let text = text.trim();
        if text == "-" || text.is_empty() {
            return Ok(Supps::NONE);
        }
        text.split([',', ' '])
            .filter(|s| !s.is_empty())
            .try_fold(Supps::NONE, |acc, s| Ok(acc.with(Supps::lookup(s)?)))
    }

    pub fn kebab_names(self) -> Vec<&'static str> {
        SUPPLEMENTS
            .iter()
            .filter(|s| self.has(s.0))
            .map(|s| s.1)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_spellings_name_one_supplement() {
        assert_eq!(Supps::lookup("+decoys"), Ok(6));
        assert_eq!(Supps::lookup("s6"), Ok(6));
        assert_eq!(Supps::lookup("+金蝉脱壳"), Ok(6));
        assert_eq!(Supps::lookup("+duel"), Err(SuppError::NotBuilt(17)));
        assert!(Supps::lookup("+dragons").is_err());
        assert_eq!(
            Supps::parse_list("6,7").unwrap().kebab_names(),
            ["decoys", "ambush"]
        );
    }
}
