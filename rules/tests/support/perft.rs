//! One perft runner for every family, over data files in the style of shakmaty's
//! `tests/*.perft`:
//!
//! ```text
//! # comment
//! variant sword-magic          the registered id whose rules read the positions below
//! id start                     a name for the records that follow
//! position <position string>   the family's own position format
//! perft 1 11                   depth, expected leaf count
//! ```
//!
//! `variant`, `id` and `position` hold until changed. A record whose count exceeds the
//! node limit is skipped; `PERFT_NODE_LIMIT=<n>` raises the limit for a long run.

use rules::perft::{divide, perft};
use rules::{Variant, VariantId};

/// One `perft depth nodes` line with the names in force where it stands.
#[derive(Clone, Debug)]
pub struct PerftCase {
    pub variant: String,
    pub id: String,
    pub position: String,
    pub depth: u32,
    pub nodes: u64,
}

/// Every record of the file at `path` (relative to the crate). Panics on a malformed
/// line, naming it: the file is part of the test.
pub fn perft_cases(path: &str) -> Vec<PerftCase> {
    let full = format!("{}/{path}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{full}: {e}"));
    let mut out = Vec::new();
    let (mut variant, mut id, mut position) = (String::new(), String::new(), String::new());
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        let value = value.trim();
        match key {
            "variant" => variant = value.to_string(),
            "id" => id = value.to_string(),
            "position" => position = value.to_string(),
            "perft" => {
                let mut parts = value.split_whitespace().map(str::parse::<u64>);
                match (parts.next(), parts.next(), parts.next()) {
                    (Some(Ok(depth)), Some(Ok(nodes)), None) => out.push(PerftCase {
                        variant: variant.clone(),
                        id: id.clone(),
                        position: position.clone(),
                        depth: u32::try_from(depth).unwrap_or(u32::MAX),
                        nodes,
                    }),
                    _ => panic!("{path} line {}: bad perft line {line:?}", n + 1),
                }
            }
            _ => panic!("{path} line {}: unknown key {key:?}", n + 1),
        }
    }
    out
}

/// `default`, or `PERFT_NODE_LIMIT` when that is larger.
pub fn node_limit(default: u64) -> u64 {
    std::env::var("PERFT_NODE_LIMIT")
        .ok()
        .and_then(|v| v.replace('_', "").parse().ok())
        .map_or(default, |raised: u64| raised.max(default))
}

/// The position of `case`, read by `V`'s rules for the case's variant id.
pub fn start<V: Variant>(case: &PerftCase) -> V {
    let Some(variant) = VariantId::from_id(&case.variant) else {
        panic!("{}: unknown variant {:?}", case.id, case.variant)
    };
    V::from_position(variant.info(), &case.position)
        .map(|read| read.state)
        .unwrap_or_else(|e| panic!("{}: bad position: {e}", case.id))
}

/// Checks every record of `path` whose count is at most `node_limit` (raised by
/// `PERFT_NODE_LIMIT`) with `perft` and with the sum of `divide`. Returns how many ran;
/// fails when none did, so a limit can never silence the whole file.
pub fn test_perft_file<V: Variant>(path: &str, node_limit: u64) -> usize {
    let limit = self::node_limit(node_limit);
    let cases = perft_cases(path);
    let mut ran = 0;
    for case in cases.iter().filter(|c| c.nodes <= limit) {
        let pos: V = start(case);
        let name = format!("{path}: {} depth {}", case.id, case.depth);
        assert_eq!(perft(&pos, case.depth), case.nodes, "{name}: perft");
        let split = divide(&pos, case.depth).unwrap_or_else(|e| panic!("{name}: divide: {e}"));
        assert_eq!(
            split.iter().map(|(_, n)| n).sum::<u64>(),
            case.nodes,
            "{name}: divide sum"
        );
        ran += 1;
    }
    assert!(ran > 0, "{path}: no record within {limit} nodes");
    ran
}
