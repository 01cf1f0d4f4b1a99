//! The id of a registered mode: what records store and players type (`sword-magic`,
//! `junqi-siguo`), looked up in the registry.

use crate::registry;
use crate::variant::VariantInfo;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt::Debug;

/// A variant id from the registry; serialised as its id string.
#[derive(Clone, Copy)]
pub struct VariantId(&'static VariantInfo);

impl PartialEq for VariantId {
    fn eq(&self, other: &Self) -> bool {
        self.0.id == other.0.id
    }
}
impl Eq for VariantId {}
impl std::hash::Hash for VariantId {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.id.hash(state);
    }
}
impl PartialOrd for VariantId {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for VariantId {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.0.id.cmp(other.0.id)
    }
}

impl VariantId {
    /// The id of exactly `id`, if registered.
    pub fn from_id(id: &str) -> Option<VariantId> {
        registry::variants()
            .find(|info| info.id == id)
            .map(VariantId)
    }

    pub fn as_str(self) -> &'static str {
        self.0.id
    }

    /// Accepts the id and its aliases, forgiving case, width, `_` for `-` and missing dashes.
    pub fn parse(text: &str) -> Option<VariantId> {
        let t = crate::notation::normalize(text).replace('_', "-");
        registry::variants()
            .find(|info| {
                t == info.id
                    || t == info.id.replace('-', "")
                    || info
                        .aliases
                        .iter()
                        .any(|a| crate::notation::normalize(a) == t)
            })
            .map(VariantId)
    }

    pub fn info(self) -> &'static VariantInfo {
        self.0
    }

    /// Every registered id, listed or not, in registry order.
    pub fn all() -> Vec<VariantId> {
        registry::variants().map(VariantId).collect()
    }
}

impl std::fmt::Display for VariantId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0.id)
    }
}

impl Debug for VariantId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "VariantId({})", self.0.id)
    }
}

impl Serialize for VariantId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0.id)
    }
}

impl<'de> Deserialize<'de> for VariantId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        VariantId::from_id(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown variant id `{text}`")))
    }
}
