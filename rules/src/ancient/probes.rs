//! Spec §5.2 K7: the probe results a side still holds.
//!
//! Derived from the game's own log each time they are asked for, so a restarted or
//! replayed game holds exactly the same and no stored state is added. The fold reads only
//! the public events of each action and the prober's own `Probed` answers — never the
//! other side's private notes — so a result follows a unit only as far as the public log
//! lets the prober follow it:
//!
//! - a unit found `real` or `decoy` keeps its result as it moves (a bump included: the
//!   public `amb:` says where the mover stopped), until it leaves the board (captured,
//!   pinned, encircled, lost, revealed, defected) or sheds, merges, splits or lays an
//!   ambush;
//! - a forest found `hidden <id>` keeps it until that ambusher is triggered or moves out;
//! - a forest found `empty` keeps it until the opponent next lays an ambush.
//!
//! Each game of a match has its own log, so each starts with none.

use super::event::{Event, Found};
use super::piece::Side;
use super::square::Square;
use serde::{Deserialize, Serialize};

/// One probe result a side still holds.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HeldProbe {
    /// Where the unit found stands now, or the forest probed.
    pub at: Square,
    /// What the probe found (`Real("A2")`, `Decoy("D2")`, `Hidden("A2")`, `Empty`), as it
    /// was told to the prober.
    pub found: Found,
    /// The square the probe named.
    pub probed_at: Square,
    /// The ply of the probe.
    pub ply: u32,
}

impl HeldProbe {
    /// A result about a visible unit (`real`/`decoy`), which follows it; the others are
    /// about a forest and stay on it.
    pub fn on_unit(&self) -> bool {
        matches!(self.found, Found::Real(_) | Found::Decoy(_))
    }

    /// The K7 vector form of the unit found, without its square: `D2`, `A2!` (a real
    /// army's found token; its current token may be smaller after a hit), `?A2`, or
    /// `empty`.
    pub fn token(&self) -> String {
        match &self.found {
            Found::Real(t) => format!("{t}!"),
            Found::Decoy(t) => t.clone(),
            Found::Hidden(t) => format!("?{t}"),
            Found::Empty => "empty".into(),
        }
    }
}

/// The two squares and the joining sign of a public body (`c4-c6`, `c4xc5`, `c5+c6`,
/// `c4/c7`).
fn body(word: &str) -> Option<(Square, char, Square)> {
    let at = word.find(['-', 'x', '+', '/'])?;
    let op = word[at..].chars().next()?;
    let from = Square::parse(word.get(..at)?).ok()?;
    let to = Square::parse(word.get(at + op.len_utf8()..)?).ok()?;
    Some((from, op, to))
}

/// The results `prober` holds after every action of `log` (one game's log).
pub fn held(log: &[Vec<Event>], prober: Side) -> Vec<HeldProbe> {
    let mut held = Held {
        prober,
        items: Vec::new(),
    };
    for events in log {
        held.follow(events);
    }
    held.items
}

struct Held {
    prober: Side,
    items: Vec<HeldProbe>,
}

impl Held {
    fn drop_unit_at(&mut self, sq: Square) {
        self.items.retain(|h| !(h.on_unit() && h.at == sq));
    }

    fn drop_hidden_at(&mut self, sq: Square) {
        self.items
            .retain(|h| !(matches!(h.found, Found::Hidden(_)) && h.at == sq));
    }

    /// One accepted action: its public events, in order, and the prober's own answer.
    fn follow(&mut self, events: &[Event]) {
        let Some((ply, actor, text)) = events.iter().find_map(|e| match e {
            Event::Acted { ply, side, text } => Some((*ply, *side, text.as_str())),
            _ => None,
        }) else {
            return;
        };
        let ambushed_at = |forest: Option<Square>| {
            events.iter().find_map(|e| match e {
                Event::Ambushed { forest: f, at } if forest.is_none_or(|w| w == *f) => Some(*at),
                _ => None,
            })
        };
        // A head-on capture's victim (and its `decoy` reveal) left before the mover came.
        let mut before_move = vec![false; events.len()];
        for (i, e) in events.iter().enumerate() {
            if let Event::Captured(sq) = e {
                before_move[i] = true;
                if let Some(Event::DecoyRevealed(d)) = events.get(i + 1) {
                    before_move[i + 1] = *d == *sq;
                }
            }
        }
        for (i, e) in events.iter().enumerate() {
            if let (true, Event::Captured(sq) | Event::DecoyRevealed(sq)) = (before_move[i], e) {
                self.drop_unit_at(*sq);
            }
        }
        let words: Vec<&str> = text.split_whitespace().collect();
        match words.as_slice() {
            ["probe", ..] if actor == self.prober => {
                let answer = events.iter().find_map(|e| match e {
                    Event::Probed { side, at, found } if *side == self.prober => {
                        Some((*at, found.clone()))
                    }
                    _ => None,
                });
                if let Some((at, found)) = answer {
                    let new = HeldProbe {
                        at,
                        found,
                        probed_at: at,
                        ply,
                    };
                    let same_kind = new.on_unit();
                    self.items
                        .retain(|h| !(h.at == at && h.on_unit() == same_kind));
                    self.items.push(new);
                }
            }
            ["shed", b, ..] => {
                if let Some((from, _, _)) = body(b) {
                    // A shed stopped on its own square by an ambush did not happen.
                    if ambushed_at(None) != Some(from) {
                        self.drop_unit_at(from);
                    }
                }
            }
            ["ambush", "from", from, ..] => {
                if let Ok(from) = Square::parse(from) {
                    self.drop_unit_at(from);
                }
                if actor != self.prober {
                    self.items.retain(|h| h.found != Found::Empty);
                }
            }
            ["probe", ..] | [] => {}
            [b, ..] => {
                if let Some((from, op, to)) = body(b) {
                    // An ambusher moving out of its forest (by a move, capture or merge).
                    self.drop_hidden_at(from);
                    match op {
                        '+' => {
                            self.drop_unit_at(from);
                            self.drop_unit_at(to);
                        }
                        '/' => {
                            if ambushed_at(None) != Some(from) {
                                self.drop_unit_at(from);
                            }
                        }
                        _ => {
                            // A bump stops the mover short of the forest: `amb:<to>><sq>`.
                            let dest = if op == '-' {
                                ambushed_at(Some(to)).unwrap_or(to)
                            } else {
                                to
                            };
                            for h in self.items.iter_mut() {
                                if h.on_unit() && h.at == from {
                                    h.at = dest;
                                }
                            }
                        }
                    }
                }
            }
        }
        self.after_move(events, &before_move);
    }

    /// The results of the action that concern units where they stand after moving.
    fn after_move(&mut self, events: &[Event], before_move: &[bool]) {
        for (i, e) in events.iter().enumerate() {
            if before_move.get(i).copied().unwrap_or(false) {
                continue;
            }
            match e {
                Event::Captured(sq)
                | Event::Pinned(sq)
                | Event::Encircled(sq)
                | Event::Lost(sq)
                | Event::DecoyRevealed(sq)
                | Event::Defected(sq) => self.drop_unit_at(*sq),
                Event::Ambushed { forest, .. } => self.drop_hidden_at(*forest),
                _ => {}
            }
        }
    }
}
