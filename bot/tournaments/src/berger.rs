//! Round robin by Berger tables: every entrant meets every other once, with colours as
//! even as the count allows. An odd count adds a phantom entrant; whoever meets it has
//! the bye that round.

use super::history::{Pairing, Round};

/// Round robins are capped so the last game still ends in reasonable time.
pub const MAX_ENTRANTS: usize = 10;

/// Every round of a round robin over `entrants` entrants (numbered 0..), in order.
///
/// The circle method: the last table position stays put, the others turn one step each
/// round. The fixed entrant alternates colours; on the other boards the entrant coming
/// from the upper half of the circle has White on odd boards, which gives every entrant
/// a colour difference of at most one over the whole event.
pub fn schedule(entrants: usize) -> Vec<Round> {
    if entrants < 2 {
        return Vec::new();
    }
    let slots = entrants + entrants % 2;
    let phantom = |e: usize| e >= entrants;
    let turning = slots - 1;
    let fixed = slots - 1;
    (0..turning)
        .map(|r| {
            let mut round = Round::default();
            let mut add = |a: usize, b: usize, a_white: bool| {
                if phantom(a) {
                    round.bye = Some(b);
                } else if phantom(b) {
                    round.bye = Some(a);
                } else if a_white {
                    round.games.push(Pairing::new(a, b));
                } else {
                    round.games.push(Pairing::new(b, a));
                }
            };
            add(r, fixed, r.is_multiple_of(2));
            for k in 1..slots / 2 {
                let up = (r + k) % turning;
                let down = (r + turning - k) % turning;
                add(up, down, k % 2 == 1);
            }
            round
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn every_pair_meets_once_and_colours_stay_even() {
        for n in 2..=MAX_ENTRANTS {
            let rounds = schedule(n);
            assert_eq!(rounds.len(), n + n % 2 - 1, "{n} entrants");
            let mut met = BTreeSet::new();
            let mut diff = vec![0i32; n];
            for round in &rounds {
                let mut seen = BTreeSet::new();
                for g in &round.games {
                    assert!(met.insert((g.white.min(g.black), g.white.max(g.black))));
                    assert!(seen.insert(g.white) && seen.insert(g.black));
                    diff[g.white] += 1;
                    diff[g.black] -= 1;
                }
                if let Some(bye) = round.bye {
                    assert!(seen.insert(bye));
                }
                assert_eq!(seen.len(), n, "everyone plays or sits out");
            }
            assert_eq!(met.len(), n * (n - 1) / 2);
            for (e, d) in diff.iter().enumerate() {
                assert!(d.abs() <= 1, "{n} entrants: entrant {e} has difference {d}");
            }
        }
    }
}
