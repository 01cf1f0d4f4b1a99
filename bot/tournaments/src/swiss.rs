//! Swiss pairing after the Dutch system's rules, for correspondence play:
//!
//! - entrants are ranked by score, then initial rank; a round pairs each score group
//!   within itself as far as it can (top half against bottom half), the rest float down;
//! - no two entrants meet twice;
//! - colours: nobody's whites and blacks differ by more than two, nobody gets one colour
//!   three times running; within that, the entrant due a colour gets it;
//! - with an odd number of entrants the lowest-ranked one who has not had a bye sits out,
//!   scored as a win; nobody gets a second bye;
//! - withdrawn entrants are not paired.
//!
//! When no pairing satisfies all of that (a small field late in a long event), there is
//! no next round and the tournament ends.

use super::history::{Colour, History, Pairing, Round};
use std::collections::BTreeSet;

/// How many steps the search may take before it gives up on a round (it never needs
/// anything near this for fields that still have a legal pairing).
const SEARCH_BUDGET: usize = 200_000;

/// What the pairing needs to know of each entrant.
struct Field {
    score: Vec<u32>,
    colours: Vec<Vec<Colour>>,
    met: BTreeSet<(usize, usize)>,
}

impl Field {
    fn of(history: &History) -> Field {
        let mut met = BTreeSet::new();
        for round in &history.rounds {
            for g in &round.games {
                met.insert((g.white.min(g.black), g.white.max(g.black)));
            }
        }
        Field {
            score: (0..history.entrants)
                .map(|e| history.half_points(e))
                .collect(),
            colours: (0..history.entrants).map(|e| history.colours(e)).collect(),
            met,
        }
    }

    fn difference(&self, e: usize) -> i32 {
        self.colours[e]
            .iter()
            .map(|c| if *c == Colour::White { 1 } else { -1 })
            .sum()
    }

    /// May `e` have `colour` next round?
    fn may_have(&self, e: usize, colour: Colour) -> bool {
        let step = if colour == Colour::White { 1 } else { -1 };
        let history = &self.colours[e];
        let thrice =
            history.len() >= 2 && history[history.len() - 2..].iter().all(|c| *c == colour);
        (self.difference(e) + step).abs() <= 2 && !thrice
    }

    fn may_meet(&self, a: usize, b: usize) -> bool {
        a != b
            && !self.met.contains(&(a.min(b), a.max(b)))
            && ((self.may_have(a, Colour::White) && self.may_have(b, Colour::Black))
                || (self.may_have(b, Colour::White) && self.may_have(a, Colour::Black)))
    }

    /// How much `e` wants White: positive wants White, negative Black.
    fn white_wish(&self, e: usize) -> i32 {
        let last = match self.colours[e].last() {
            Some(Colour::Black) => 1,
            Some(Colour::White) => -1,
            None => 0,
        };
        -self.difference(e) * 2 + last
    }

    /// `a` and `b` want different colours (or one of them does not mind).
    fn wishes_fit(&self, a: usize, b: usize) -> bool {
        let (wa, wb) = (self.white_wish(a), self.white_wish(b));
        wa == 0 || wb == 0 || (wa > 0) != (wb > 0)
    }

    /// Entrants in pairing order: score, then initial rank.
    fn ranked(&self, entrants: &[usize]) -> Vec<usize> {
        let mut order = entrants.to_vec();
        order.sort_by_key(|e| (std::cmp::Reverse(self.score[*e]), *e));
        order
    }
}

/// The next round of a Swiss over `history`, or `None` when no legal pairing exists.
pub fn pair(history: &History) -> Option<Round> {
    let field = Field::of(history);
    let order = field.ranked(&history.active());
    if order.len() < 2 {
        return None;
    }
    if order.len().is_multiple_of(2) {
        let pairs = pair_all(&field, &order)?;
        return Some(Round {
            games: colour(&field, pairs),
            bye: None,
        });
    }
    // The bye: the lowest-ranked entrant without one for whom the rest still pair.
    for bye in order.iter().rev().copied() {
        if history.had_bye(bye) {
            continue;
        }
        let rest: Vec<usize> = order.iter().copied().filter(|e| *e != bye).collect();
        if let Some(pairs) = pair_all(&field, &rest) {
            return Some(Round {
                games: colour(&field, pairs),
                bye: Some(bye),
            });
        }
    }
    None
}

/// Pairs covering every entrant of `order` (ranked), or `None`.
fn pair_all(field: &Field, order: &[usize]) -> Option<Vec<(usize, usize)>> {
    let mut search = Search {
        field,
        order,
        paired: vec![false; order.len()],
        pairs: Vec::new(),
        steps: 0,
    };
    if !search.run() {
        return None;
    }
    let mut pairs = search.pairs;
    keep_score_groups_together(field, &mut pairs);
    Some(pairs)
}

struct Search<'a> {
    field: &'a Field,
    order: &'a [usize],
    paired: Vec<bool>,
    pairs: Vec<(usize, usize)>,
    steps: usize,
}

impl Search<'_> {
    /// Depth first: the highest unpaired entrant takes the best opponent for whom the
    /// rest can still be paired.
    fn run(&mut self) -> bool {
        let Some(top) = self.paired.iter().position(|p| !p) else {
            return true;
        };
        self.steps += 1;
        if self.steps > SEARCH_BUDGET {
            return false;
        }
        self.paired[top] = true;
        for slot in self.candidates(top) {
            self.paired[slot] = true;
            self.pairs.push((self.order[top], self.order[slot]));
            if self.run() {
                return true;
            }
            self.pairs.pop();
            self.paired[slot] = false;
            if self.steps > SEARCH_BUDGET {
                break;
            }
        }
        self.paired[top] = false;
        false
    }

    /// The slots `top` may meet, best first: nearest score; then colour wishes that fit;
    /// then, inside its own score group, the Dutch order (the middle of the group first,
    /// going down, then the upper half going up); in lower groups, rank order.
    fn candidates(&self, top: usize) -> Vec<usize> {
        let field = self.field;
        let me = self.order[top];
        let group: Vec<usize> = (top + 1..self.order.len())
            .filter(|s| !self.paired[*s] && field.score[self.order[*s]] == field.score[me])
            .collect();
        let half = group.len().div_ceil(2);
        let mut slots: Vec<(u32, bool, usize, usize)> = (top + 1..self.order.len())
            .filter(|s| !self.paired[*s] && field.may_meet(me, self.order[*s]))
            .map(|s| {
                let other = self.order[s];
                let gap = field.score[me].abs_diff(field.score[other]);
                let place = match group.iter().position(|g| *g == s) {
                    Some(p) if p + 1 >= half => p + 1 - half,
                    Some(p) => group.len() + half - p,
                    None => s,
                };
                (gap, !field.wishes_fit(me, other), place, s)
            })
            .collect();
        slots.sort_unstable();
        slots.into_iter().map(|(_, _, _, s)| s).collect()
    }
}

/// When two entrants of one score group both met someone from another group, and they
/// may meet each other while their opponents may too, pair them together instead. Each
/// swap leaves fewer games across groups, so this ends.
fn keep_score_groups_together(field: &Field, pairs: &mut [(usize, usize)]) {
    let score = &field.score;
    loop {
        let mut swapped = false;
        'search: for i in 0..pairs.len() {
            for j in i + 1..pairs.len() {
                for (a, x) in [pairs[i], (pairs[i].1, pairs[i].0)] {
                    for (b, y) in [pairs[j], (pairs[j].1, pairs[j].0)] {
                        let floaters =
                            score[a] == score[b] && score[x] != score[a] && score[y] != score[b];
                        if floaters && field.may_meet(a, b) && field.may_meet(x, y) {
                            pairs[i] = (a, b);
                            pairs[j] = (x, y);
                            swapped = true;
                            break 'search;
                        }
                    }
                }
            }
        }
        if !swapped {
            return;
        }
    }
}

/// Colours for each pair, boards in order (highest score first).
fn colour(field: &Field, pairs: Vec<(usize, usize)>) -> Vec<Pairing> {
    let mut pairs: Vec<(usize, usize)> = pairs
        .into_iter()
        .map(|(a, b)| (a.min(b), a.max(b)))
        .collect();
    pairs.sort_by_key(|(a, b)| {
        (
            std::cmp::Reverse(field.score[*a].max(field.score[*b])),
            (*a).min(*b),
        )
    });
    pairs
        .into_iter()
        .enumerate()
        .map(|(board, (a, b))| {
            // `a` has the better initial rank; on equal scores it also ranks higher.
            let (high, low) = if field.score[b] > field.score[a] {
                (b, a)
            } else {
                (a, b)
            };
            let high_white_ok =
                field.may_have(high, Colour::White) && field.may_have(low, Colour::Black);
            let low_white_ok =
                field.may_have(low, Colour::White) && field.may_have(high, Colour::Black);
            let high_white = match (high_white_ok, low_white_ok) {
                (true, false) => true,
                (false, true) => false,
                _ => {
                    let (wh, wl) = (field.white_wish(high), field.white_wish(low));
                    if wh != wl {
                        wh > wl
                    } else {
                        match field.colours[high].last() {
                            Some(last) => last.other() == Colour::White,
                            None => board.is_multiple_of(2),
                        }
                    }
                }
            };
            if high_white {
                Pairing::new(high, low)
            } else {
                Pairing::new(low, high)
            }
        })
        .collect()
}

/// Every pair in `round` may meet under the rules above, given `history` before it (the
/// property tests and the stored-tournament checks use this).
pub fn is_legal(history: &History, round: &Round) -> bool {
    let field = Field::of(history);
    let mut seen = BTreeSet::new();
    let bye_ok = round
        .bye
        .is_none_or(|b| !history.had_bye(b) && !history.withdrawn.contains(&b) && seen.insert(b));
    bye_ok
        && round.games.iter().all(|g| {
            seen.insert(g.white)
                && seen.insert(g.black)
                && !history.withdrawn.contains(&g.white)
                && !history.withdrawn.contains(&g.black)
                && !field
                    .met
                    .contains(&(g.white.min(g.black), g.white.max(g.black)))
                && field.may_have(g.white, Colour::White)
                && field.may_have(g.black, Colour::Black)
        })
}
