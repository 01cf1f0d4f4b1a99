//! Team games and games of more than two players: Weng-Lin (OpenSkill's Bayesian model),
//! each player rated from their team's place. Shown on the same scale as Glicko-2: μ 25 is
//! 1500 and σ 25/3 is 500 (one Weng-Lin unit is 60 points), so new players start at
//! 1500 / 500 in both systems and the provisional mark means the same.

use super::params::{MAX_DEVIATION, MIN_DEVIATION};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

const POINTS_PER_UNIT: f64 = 60.0;

/// A rating and deviation on the displayed scale.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Shown {
    pub rating: f64,
    pub deviation: f64,
}

fn to_weng_lin(s: Shown) -> WengLinRating {
    WengLinRating {
        rating: s.rating / POINTS_PER_UNIT,
        uncertainty: s.deviation / POINTS_PER_UNIT,
    }
}

fn shown(w: &WengLinRating) -> Shown {
    Shown {
        rating: w.rating * POINTS_PER_UNIT,
        deviation: (w.uncertainty * POINTS_PER_UNIT).clamp(MIN_DEVIATION, MAX_DEVIATION),
    }
}

/// Every team's players after one game; `places[t]` is team `t`'s place (1 best; equal
/// places are a draw between those teams).
pub fn after_game(teams: &[Vec<Shown>], places: &[usize]) -> Vec<Vec<Shown>> {
    let converted: Vec<Vec<WengLinRating>> = teams
        .iter()
        .map(|team| team.iter().copied().map(to_weng_lin).collect())
        .collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = converted
        .iter()
        .zip(places)
        .map(|(team, place)| (team.as_slice(), MultiTeamOutcome::new(*place)))
        .collect();
    weng_lin_multi_team(&ranked, &WengLinConfig::new())
        .iter()
        .map(|team| team.iter().map(shown).collect())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_winning_team_gains_and_the_losing_team_loses() {
        let new = Shown {
            rating: 1500.0,
            deviation: 500.0,
        };
        let after = after_game(&[vec![new, new], vec![new, new]], &[1, 2]);
        assert!(after[0].iter().all(|p| p.rating > 1500.0), "{after:?}");
        assert!(after[1].iter().all(|p| p.rating < 1500.0), "{after:?}");
        assert!(after[0][0].deviation < 500.0);
        let drawn = after_game(&[vec![new, new], vec![new, new]], &[1, 1]);
        assert!((drawn[0][0].rating - 1500.0).abs() < 1e-6, "{drawn:?}");
    }
}
