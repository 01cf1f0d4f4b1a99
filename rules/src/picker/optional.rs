//! Optional parts of an action that a family's legal list leaves out, because its spec
//! does not count them as actions of their own, yet a player may type them.
//!
//! Sword and Magic §4.1: "Skill-suffix variants of a capture do not count as separate
//! actions", so `legal` lists `d4xe5` and not `d4xe5 +revive:swordsman@d4`. The picker
//! offers them as a third step. Which suffixes a capture takes is found by asking the
//! rules on a copy of the game (the spec's refusal codes say whether the skill is
//! available at all, §6.5), so no rule is repeated here; only the grammar of the
//! suffixes (§6.2) and the revivable types (§6.3) are.

use super::shape::{self, Segment};
use crate::game::{Channel, Game};
use crate::seat::Seat;
use crate::view::View;
use std::collections::HashSet;

/// The spec's code for a capture whose piece lacks the skill (Sword and Magic §6.5).
const SKILL_NOT_AVAILABLE: &str = "SKILL_NOT_AVAILABLE";

/// The revivable types by their canonical tokens (Sword and Magic §6.3).
const REVIVABLE: &[&str] = &[
    "familiar",
    "swordsman",
    "archer",
    "mage",
    "sage",
    "summoner",
    "hero",
];

/// Every optional variant of `seat`'s legal `actions` that the game accepts, as `view`
/// (the seat's) names the board.
pub(super) fn variants(game: &Game, seat: Seat, view: &View, actions: &[String]) -> Vec<String> {
    if game.family() != "sword-magic" {
        return Vec::new();
    }
    let cells: Vec<&str> = view.board.cells.iter().map(|c| c.name.as_str()).collect();
    let names: HashSet<&str> = cells.iter().copied().collect();
    let captures: Vec<(String, &str)> = actions
        .iter()
        .filter_map(|text| match shape::segments(text, &names).as_slice() {
            [Segment::Piece(from), Segment::Target(_), Segment::Way('x')] => {
                Some((from.clone(), text.as_str()))
            }
            _ => None,
        })
        .collect();
    if captures.is_empty() {
        return Vec::new();
    }
    let base = super::scratch(game);
    let mut out = Vec::new();
    for (from, capture) in &captures {
        let mut skills: Vec<String> = vec!["summon@".to_string(), "hero-call:".to_string()];
        skills.extend(REVIVABLE.iter().map(|kind| format!("revive:{kind}@")));
        for skill in skills {
            // The square the capturer left is empty after the capture: a fair probe.
            match attempt(&base, seat, &format!("{capture} +{skill}{from}")) {
                Attempt::Unavailable => continue,
                Attempt::Accepted | Attempt::Refused => {}
            }
            for square in &cells {
                let text = format!("{capture} +{skill}{square}");
                if attempt(&base, seat, &text) == Attempt::Accepted {
                    out.push(text);
                }
            }
        }
    }
    out
}

#[derive(PartialEq)]
enum Attempt {
    /// Played, and recorded as written.
    Accepted,
    /// The piece has no such skill now (or the suffix would be dropped): nothing to offer.
    Unavailable,
    /// Refused for this target only.
    Refused,
}

fn attempt(base: &Game, seat: Seat, text: &str) -> Attempt {
    let mut copy = base.clone();
    match copy.play(seat, text, Channel::Private) {
        // A suffix the capture makes moot (it ended the game) is dropped from the record.
        Ok(_) => match copy.record().log.last() {
            Some(entry) if entry.text == text => Attempt::Accepted,
            _ => Attempt::Unavailable,
        },
        Err(e) if e.code == SKILL_NOT_AVAILABLE => Attempt::Unavailable,
        Err(_) => Attempt::Refused,
    }
}
