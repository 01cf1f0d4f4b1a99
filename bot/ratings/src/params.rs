//! The parameters lichess publishes for its Glicko-2 ratings, and how a deviation grows
//! while a player does not play.

/// A new player's rating, deviation and volatility.
pub const START_RATING: f64 = 1500.0;
pub const START_DEVIATION: f64 = 500.0;
pub const START_VOLATILITY: f64 = 0.09;
/// Glicko-2's system constant τ.
pub const TAU: f64 = 0.75;
/// A deviation never drops below this (lichess: 45), and never grows past the start.
pub const MIN_DEVIATION: f64 = 45.0;
pub const MAX_DEVIATION: f64 = START_DEVIATION;
/// A rating with a deviation at least this is provisional, shown with `?` (lichess: 110).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;
/// Rating periods per day of inactivity (lichess's `ratingPeriodsPerDay`).
pub const RATING_PERIODS_PER_DAY: f64 = 0.21436;
/// Glicko-2's scale factor between displayed ratings and its internal scale.
const GLICKO2_SCALE: f64 = 173.7178;
const DAY: f64 = 86_400.0;

/// The deviation of a player whose last rated game ended `idle_secs` ago: Glicko-2's
/// pre-period step φ* = √(φ² + t·σ²) for the t rating periods that passed (fractional, as
/// lichess counts them), capped at the starting deviation. Written out here because the
/// crate's `decay_deviation` applies one whole period and caps at 350, below our start.
pub fn grown_deviation(deviation: f64, volatility: f64, idle_secs: u64) -> f64 {
    if idle_secs == 0 {
        return deviation.clamp(MIN_DEVIATION, MAX_DEVIATION);
    }
    let periods = idle_secs as f64 / DAY * RATING_PERIODS_PER_DAY;
    let phi = deviation / GLICKO2_SCALE;
    let grown = (phi * phi + periods * volatility * volatility).sqrt() * GLICKO2_SCALE;
    grown.clamp(MIN_DEVIATION, MAX_DEVIATION)
}

/// Whether a rating is still provisional (shown as `1523?`).
pub fn provisional(deviation: f64) -> bool {
    deviation >= PROVISIONAL_DEVIATION
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deviation_grows_with_idle_time_up_to_the_start() {
        let settled = 60.0;
        assert_eq!(grown_deviation(settled, 0.09, 0), settled);
        let month = grown_deviation(settled, 0.09, 30 * 86_400);
        let year = grown_deviation(settled, 0.09, 365 * 86_400);
        assert!(settled < month && month < year, "{month} {year}");
        assert_eq!(grown_deviation(400.0, 0.09, 100 * 365 * 86_400), 500.0);
    }
}
