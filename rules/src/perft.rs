//! Perft: count leaf nodes of the legal-action tree, the standard check of a move generator.

use crate::error::{codes, RuleError};
use crate::message::Message;
use crate::status::Status;
use crate::variant::Variant;

/// Leaves below `pos` at `depth` plies. Finished positions are leaves, unless the family's
/// spec says otherwise ([`crate::Policy::perft`]).
pub fn perft<V: Variant>(pos: &V, depth: u32) -> u64 {
    if let Some(leaves) = V::POLICY.perft.and_then(|by_spec| by_spec(pos, depth)) {
        return leaves;
    }
    if depth == 0 {
        return 1;
    }
    let Status::ToMove(seat) = pos.status() else {
        return if pos.status().is_finished() { 1 } else { 0 };
    };
    let actions = pos.legal(seat);
    if depth == 1 {
        return actions.len() as u64;
    }
    actions
        .iter()
        .map(|a| {
            let mut next = pos.clone();
            match next.apply(seat, a) {
                Ok(_) => perft(&next, depth - 1),
                Err(_) => 0,
            }
        })
        .sum()
}

/// Per-first-move leaf counts, in `legal` order.
pub fn divide<V: Variant>(pos: &V, depth: u32) -> Result<Vec<(String, u64)>, RuleError> {
    if depth == 0 {
        return Err(RuleError::new(
            codes::UNSUPPORTED,
            Message::new("perft-depth-zero"),
        ));
    }
    let Status::ToMove(seat) = pos.status() else {
        return Ok(Vec::new());
    };
    Ok(pos
        .legal(seat)
        .iter()
        .map(|a| {
            let mut next = pos.clone();
            let count = match next.apply(seat, a) {
                Ok(_) => perft(&next, depth - 1),
                Err(_) => 0,
            };
            (pos.format(a), count)
        })
        .collect())
}
