//! Patterns as the piece tables under `data/` spell them (the specs' primitives with their
//! `m:` / `c:` restriction), shared by every family whose pieces are data.
//!
//! ```json
//! {"kind": "ride", "offsets": [[0, 1]], "dist": "1..2", "only": "move", "off_rank": 4}
//! ```
//!
//! - `kind`: `leap` | `ride` | `cannon` | `rider` | `bent` | `vault`.
//! - `offsets`: named sets (`O`, `X`, `N`, `ring2`, … of [`named_offsets`]) or `[dx, dy]`
//!   pairs in the owner's frame, `dy > 0` forward; the order is kept, repeats dropped.
//! - `dist` (ride): `"1..4"`, `"2"` (exactly) or `"even"`; absent = any distance.
//! - `hop` (ride): occupied squares the ride may pass (default 0, a blocked slide).
//! - `only`: `"move"` (m:) or `"capture"` (c:); absent = both.
//! - `on_rank` / `off_rank`: the pattern holds only when the piece stands / does not stand
//!   on that rank of its own frame (1 = its own back rank).

use super::{named_offsets, Distances, Offset, Only, Pattern, Primitive};
use serde::Deserialize;

/// A pattern that may hold only on (or off) one rank of the owner's frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RankedPattern {
    pub pattern: Pattern,
    pub on_rank: Option<u8>,
    pub off_rank: Option<u8>,
}

impl RankedPattern {
    /// Whether the pattern holds for a piece on `own_rank` (1-based, in its own frame).
    pub fn applies(&self, own_rank: u8) -> bool {
        self.on_rank.is_none_or(|r| r == own_rank) && self.off_rank.is_none_or(|r| r != own_rank)
    }
}

/// One pattern of a piece table, as written.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PatternData {
    kind: String,
    offsets: Vec<OffsetData>,
    #[serde(default)]
    dist: Option<String>,
    #[serde(default)]
    hop: u8,
    #[serde(default)]
    only: Option<String>,
    #[serde(default)]
    on_rank: Option<u8>,
    #[serde(default)]
    off_rank: Option<u8>,
}

/// A named offset set or one `[dx, dy]` pair.
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub enum OffsetData {
    Named(String),
    Pair([i8; 2]),
}

/// The offsets of `list` in order, without repeats; `owner` names the piece in errors.
pub fn offsets(list: &[OffsetData], owner: &str) -> Result<Vec<Offset>, String> {
    let mut out: Vec<Offset> = Vec::new();
    for item in list {
        let more = match item {
            OffsetData::Named(name) => {
                named_offsets(name).ok_or_else(|| format!("{owner}: unknown offset set {name}"))?
            }
            OffsetData::Pair([dx, dy]) => vec![(*dx, *dy)],
        };
        for o in more {
            if !out.contains(&o) {
                out.push(o);
            }
        }
    }
    Ok(out)
}

fn distances(text: Option<&str>, owner: &str) -> Result<Distances, String> {
    let bad = || format!("{owner}: bad dist {text:?}");
    Ok(match text {
        None => Distances::ANY,
        Some("even") => Distances::even(),
        Some(t) => match t.split_once("..") {
            Some((a, b)) => {
                Distances::range(a.parse().map_err(|_| bad())?, b.parse().map_err(|_| bad())?)
            }
            None => Distances::exactly(t.parse().map_err(|_| bad())?),
        },
    })
}

impl PatternData {
    /// The pattern this entry spells, or what is wrong with it; `owner` names the piece.
    pub fn compile(&self, owner: &str) -> Result<RankedPattern, String> {
        let list = offsets(&self.offsets, owner)?;
        let primitive = match self.kind.as_str() {
            "leap" => Primitive::Leap(list),
            "ride" => Primitive::Ride {
                dirs: list,
                dist: distances(self.dist.as_deref(), owner)?,
                hop: self.hop,
            },
            "cannon" => Primitive::Cannon(list),
            "rider" => Primitive::Rider(list),
            "bent" => Primitive::Bent(list),
            "vault" => Primitive::Vault(list),
            other => return Err(format!("{owner}: unknown primitive {other}")),
        };
        let only = match self.only.as_deref() {
            None => Only::Both,
            Some("move") => Only::Moves,
            Some("capture") => Only::Captures,
            Some(other) => return Err(format!("{owner}: unknown only {other}")),
        };
        Ok(RankedPattern {
            pattern: Pattern { primitive, only },
            on_rank: self.on_rank,
            off_rank: self.off_rank,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn compile(json: &str) -> Result<RankedPattern, String> {
        let data: PatternData = serde_json::from_str(json).map_err(|e| e.to_string())?;
        data.compile("XX")
    }

    #[test]
    fn a_written_pattern_becomes_its_primitive() {
        let got = compile(r#"{"kind": "ride", "offsets": [[0, 1], "O"], "dist": "1..2"}"#);
        let want = Pattern {
            primitive: Primitive::Ride {
                dirs: vec![(0, 1), (0, -1), (1, 0), (-1, 0)],
                dist: Distances::range(1, 2),
                hop: 0,
            },
            only: Only::Both,
        };
        assert_eq!(got.map(|p| p.pattern), Ok(want));
        let archer_side = compile(r#"{"kind": "ride", "offsets": [[1, 0]], "on_rank": 1}"#);
        assert!(archer_side
            .as_ref()
            .is_ok_and(|p| p.applies(1) && !p.applies(2)));
    }

    #[test]
    fn unknown_words_are_refused_with_the_piece_named() {
        let bad = [
            r#"{"kind": "fly", "offsets": ["O"]}"#,
            r#"{"kind": "leap", "offsets": ["nowhere"]}"#,
            r#"{"kind": "leap", "offsets": ["O"], "only": "never"}"#,
            r#"{"kind": "ride", "offsets": ["O"], "dist": "far"}"#,
        ];
        for json in bad {
            assert!(
                compile(json).is_err_and(|e| e.starts_with("XX: ")),
                "{json}"
            );
        }
        assert!(compile(r#"{"kind": "leap", "offsets": ["O"], "colour": 1}"#).is_err());
    }
}
