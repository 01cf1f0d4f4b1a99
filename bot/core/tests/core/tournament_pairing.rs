//! Property tests of tournament pairing: random Swiss tournaments (5–40 entrants, random
//! results with draws and double losses, byes, withdrawals) never repeat a pairing, give
//! nobody two byes, pair score groups together, keep colour differences within two; a
//! round robin has every pair meet exactly once. `PROPTEST_CASES` scales the number of
//! tournaments (default 24).

use proptest::prelude::*;
use referee_core::tournaments::{berger, standings, swiss, History, Outcome, Pairing, Round};
use std::collections::BTreeSet;

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(24)
}

/// A tiny deterministic generator, so a failing case replays from its seed.
struct Dice(u64);

impl Dice {
    fn roll(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % n.max(1)
    }
}

fn random_outcome(dice: &mut Dice) -> Outcome {
    match dice.roll(10) {
        0..=3 => Outcome::WhiteWins,
        4..=6 => Outcome::BlackWins,
        7 | 8 => Outcome::Draw,
        _ => Outcome::DoubleLoss,
    }
}

/// Check one freshly paired round against the history before it.
fn check_round(history: &History, round: &Round) {
    assert!(swiss::is_legal(history, round), "illegal round {round:?}");
    let active = history.active();
    let mut seated: BTreeSet<usize> = round
        .games
        .iter()
        .flat_map(|g| [g.white, g.black])
        .collect();
    seated.extend(round.bye);
    assert_eq!(
        seated,
        active.iter().copied().collect(),
        "every active entrant plays or has the bye, nobody else"
    );
    assert_eq!(round.bye.is_some(), active.len() % 2 == 1);
    let score = |e: usize| history.half_points(e);
    // Score groups: two entrants of one group who both met someone of another group
    // could not have met each other, or their opponents could not have met.
    let mut after = history.clone();
    after.rounds.push(round.clone());
    let may_meet = |a: usize, b: usize| {
        [Pairing::new(a, b), Pairing::new(b, a)]
            .into_iter()
            .any(|game| {
                let one = Round {
                    games: vec![game],
                    bye: None,
                };
                swiss::is_legal(history, &one)
            })
    };
    let floaters: Vec<(usize, usize)> = round
        .games
        .iter()
        .filter(|g| score(g.white) != score(g.black))
        .flat_map(|g| [(g.white, g.black), (g.black, g.white)])
        .collect();
    for (i, (a, x)) in floaters.iter().enumerate() {
        for (b, y) in &floaters[i + 1..] {
            if a != b && a != y && score(*a) == score(*b) {
                assert!(
                    !(may_meet(*a, *b) && may_meet(*x, *y)),
                    "{a} and {b} (same score) both floated although {a}-{b} and {x}-{y} were possible"
                );
            }
        }
    }
    // Round one has everyone on zero: all games inside the one group.
    if history.rounds.is_empty() {
        assert!(round.games.iter().all(|g| score(g.white) == score(g.black)));
    }
    for e in 0..after.entrants {
        assert!(after.colour_difference(e).abs() <= 2, "entrant {e}");
        let byes = after.rounds.iter().filter(|r| r.bye == Some(e)).count();
        assert!(byes <= 1, "entrant {e} had {byes} byes");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn random_swiss_tournaments_pair_by_the_rules(
        entrants in 5usize..=40,
        extra_rounds in 0usize..=3,
        seed in any::<u64>(),
    ) {
        let mut dice = Dice(seed);
        let mut history = History::new(entrants);
        // About as many rounds as a Swiss of this size is played with.
        let rounds = (usize::BITS - entrants.leading_zeros()) as usize + extra_rounds;
        let mut paired_rounds = 0;
        for _ in 0..rounds {
            // Now and then someone withdraws between rounds.
            if dice.roll(5) == 0 && history.active().len() > 3 {
                let active = history.active();
                let leaver = active[dice.roll(active.len() as u64) as usize];
                history.withdraw(leaver);
            }
            let Some(mut round) = swiss::pair(&history) else {
                break;
            };
            check_round(&history, &round);
            let met: BTreeSet<(usize, usize)> = history
                .rounds
                .iter()
                .flat_map(|r| r.games.iter().map(|g| (g.white.min(g.black), g.white.max(g.black))))
                .collect();
            for g in &round.games {
                prop_assert!(!met.contains(&(g.white.min(g.black), g.white.max(g.black))));
            }
            for g in &mut round.games {
                g.outcome = Some(random_outcome(&mut dice));
            }
            history.rounds.push(round);
            paired_rounds += 1;
            // Standings always list everyone once.
            let rows = standings::standings(&history);
            prop_assert_eq!(rows.len(), entrants);
        }
        // A field this large always has its first rounds.
        prop_assert!(paired_rounds >= 3.min(rounds), "only {} rounds paired", paired_rounds);
    }
}

#[test]
fn round_robin_every_pair_meets_exactly_once() {
    for entrants in 2..=berger::MAX_ENTRANTS {
        let mut met = BTreeSet::new();
        for round in berger::schedule(entrants) {
            for g in round.games {
                assert!(
                    met.insert((g.white.min(g.black), g.white.max(g.black))),
                    "{entrants}: {}-{} twice",
                    g.white,
                    g.black
                );
            }
        }
        assert_eq!(
            met.len(),
            entrants * (entrants - 1) / 2,
            "{entrants} entrants"
        );
    }
}

#[test]
fn the_bye_goes_to_the_lowest_ranked_entrant_who_has_not_had_one() {
    let mut history = History::new(5);
    let first = swiss::pair(&history).expect("round one");
    assert_eq!(first.bye, Some(4), "the lowest seed sits out first");
    history.rounds.push(first);
    for g in &mut history.rounds[0].games {
        g.outcome = Some(Outcome::Draw);
    }
    let second = swiss::pair(&history).expect("round two");
    assert_ne!(second.bye, Some(4), "nobody gets a second bye");
    assert!(second.bye.is_some_and(|b| b >= 2), "{second:?}");
}
