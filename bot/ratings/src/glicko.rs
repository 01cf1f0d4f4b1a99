//! Two-player games: Glicko-2, one game a rating period (as lichess rates each game).

use super::params::{MIN_DEVIATION, TAU};
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

/// A Glicko-2 rating on the displayed scale.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Glicko {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

fn config() -> Glicko2Config {
    Glicko2Config {
        tau: TAU,
        ..Glicko2Config::new()
    }
}

impl From<Glicko> for Glicko2Rating {
    fn from(g: Glicko) -> Self {
        Glicko2Rating {
            rating: g.rating,
            deviation: g.deviation,
            volatility: g.volatility,
        }
    }
}

impl From<Glicko2Rating> for Glicko {
    fn from(g: Glicko2Rating) -> Self {
        Glicko {
            rating: g.rating,
            // lichess's floor: a deviation never shrinks below 45.
            deviation: g.deviation.max(MIN_DEVIATION),
            volatility: g.volatility,
        }
    }
}

/// Both players' ratings after one game; `score` is the first player's (1, ½ or 0).
pub fn after_game(first: Glicko, second: Glicko, score: f64) -> (Glicko, Glicko) {
    let outcome = if score > 0.75 {
        Outcomes::WIN
    } else if score < 0.25 {
        Outcomes::LOSS
    } else {
        Outcomes::DRAW
    };
    let (a, b) = glicko2(&first.into(), &second.into(), &outcome, &config());
    (a.into(), b.into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillratings::glicko2::glicko2_rating_period;

    /// Glickman's worked example ("Example of the Glicko-2 system", 2013): a 1500 / 200 /
    /// 0.06 player beats a 1400 / 30 and loses to a 1550 / 100 and a 1700 / 300 in one
    /// period, with τ = 0.5: 1464.06 / 151.52 / 0.05999. The crate's period function is
    /// the one our per-game update is built on (one opponent a period).
    #[test]
    fn glickmans_worked_example() {
        let player = Glicko2Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let opponent = |rating, deviation| Glicko2Rating {
            rating,
            deviation,
            volatility: 0.06,
        };
        let results = [
            (opponent(1400.0, 30.0), Outcomes::WIN),
            (opponent(1550.0, 100.0), Outcomes::LOSS),
            (opponent(1700.0, 300.0), Outcomes::LOSS),
        ];
        let config = Glicko2Config {
            tau: 0.5,
            ..Glicko2Config::new()
        };
        let after = glicko2_rating_period(&player, &results, &config);
        assert!((after.rating - 1464.06).abs() < 0.01, "{}", after.rating);
        assert!(
            (after.deviation - 151.52).abs() < 0.01,
            "{}",
            after.deviation
        );
        assert!(
            (after.volatility - 0.05999).abs() < 0.00001,
            "{}",
            after.volatility
        );
    }

    #[test]
    fn a_win_moves_new_players_far_and_a_draw_between_equals_not_at_all() {
        let new = Glicko {
            rating: 1500.0,
            deviation: 500.0,
            volatility: 0.09,
        };
        let (winner, loser) = after_game(new, new, 1.0);
        assert!(winner.rating > 1700.0, "{winner:?}");
        assert!((winner.rating - 1500.0 + loser.rating - 1500.0).abs() < 1e-6);
        assert!(winner.deviation < 500.0);
        let (a, b) = after_game(new, new, 0.5);
        assert!((a.rating - 1500.0).abs() < 1e-9 && (b.rating - 1500.0).abs() < 1e-9);
    }

    #[test]
    fn the_deviation_never_drops_below_the_floor() {
        // A steady volatility keeps deviations well above 45 (about 74 at 0.09); a tiny
        // one would take them below, and the floor holds them there.
        let mut a = Glicko {
            rating: 1500.0,
            deviation: 50.0,
            volatility: 0.001,
        };
        let mut b = a;
        for n in 0..200 {
            (a, b) = after_game(a, b, if n % 2 == 0 { 1.0 } else { 0.0 });
            assert!(a.deviation >= MIN_DEVIATION && b.deviation >= MIN_DEVIATION);
        }
        assert_eq!(a.deviation, MIN_DEVIATION);
        assert_eq!(b.deviation, MIN_DEVIATION);
    }
}
