//! Standings: win 1, draw ½, loss 0 (a bye counts as a win, a double loss as a loss for
//! both), ordered by score, then Buchholz cut-1, then Sonneborn–Berger, then initial rank.
//!
//! - **Buchholz cut-1**: the sum of the final scores of everyone the entrant was paired
//!   with, less the lowest of them. A bye brings no opponent.
//! - **Sonneborn–Berger**: the sum of the final scores of the opponents the entrant beat,
//!   plus half the scores of those they drew with.

use super::history::History;

/// One line of the standings. Scores are in half points, Sonneborn–Berger in quarter
/// points, so everything stays exact; [`Row::points`] and friends give the display values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// 1 for the leader; entrants level on every tie-break share a place.
    pub place: usize,
    pub entrant: usize,
    pub half_points: u32,
    pub buchholz_half_points: u32,
    pub sonneborn_berger_quarters: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub byes: u32,
    pub withdrawn: bool,
}

impl Row {
    pub fn points(&self) -> f64 {
        f64::from(self.half_points) / 2.0
    }
    pub fn buchholz(&self) -> f64 {
        f64::from(self.buchholz_half_points) / 2.0
    }
    pub fn sonneborn_berger(&self) -> f64 {
        f64::from(self.sonneborn_berger_quarters) / 4.0
    }
}

/// Points as people write them: `3`, `2½`, `½`.
pub fn halves(half_points: u32) -> String {
    match (half_points / 2, half_points % 2) {
        (0, 1) => "½".to_string(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

/// Quarter points as people write them: `4`, `3½`, `2¼`, `1¾`.
pub fn quarters(quarters: u32) -> String {
    let whole = quarters / 4;
    let part = match quarters % 4 {
        1 => "¼",
        2 => "½",
        3 => "¾",
        _ => "",
    };
    if whole == 0 && !part.is_empty() {
        part.to_string()
    } else {
        format!("{whole}{part}")
    }
}

pub fn standings(history: &History) -> Vec<Row> {
    let n = history.entrants;
    let score: Vec<u32> = (0..n).map(|e| history.half_points(e)).collect();
    let mut rows: Vec<Row> = (0..n)
        .map(|e| {
            let mut opponents = Vec::new();
            let (mut wins, mut draws, mut losses, mut byes, mut sb) = (0, 0, 0, 0, 0);
            for round in &history.rounds {
                if round.bye == Some(e) {
                    byes += 1;
                }
                let Some(game) = round.game_of(e) else {
                    continue;
                };
                let Some(opponent) = game.opponent(e) else {
                    continue;
                };
                opponents.push(score[opponent]);
                match game.half_points(e) {
                    Some(2) => wins += 1,
                    Some(1) => draws += 1,
                    Some(_) => losses += 1,
                    None => continue,
                }
                sb += game.half_points(e).unwrap_or(0) * score[opponent];
            }
            opponents.sort_unstable();
            let buchholz = opponents.iter().skip(1).sum();
            Row {
                place: 0,
                entrant: e,
                half_points: score[e],
                buchholz_half_points: buchholz,
                sonneborn_berger_quarters: sb,
                wins,
                draws,
                losses,
                byes,
                withdrawn: history.withdrawn.contains(&e),
            }
        })
        .collect();
    let key = |r: &Row| {
        (
            std::cmp::Reverse(r.half_points),
            std::cmp::Reverse(r.buchholz_half_points),
            std::cmp::Reverse(r.sonneborn_berger_quarters),
        )
    };
    rows.sort_by_key(|r| (key(r), r.entrant));
    for i in 0..rows.len() {
        rows[i].place = if i > 0 && key(&rows[i]) == key(&rows[i - 1]) {
            rows[i - 1].place
        } else {
            i + 1
        };
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::history::{Outcome, Pairing, Round};

    fn game(white: usize, black: usize, outcome: Outcome) -> Pairing {
        Pairing {
            white,
            black,
            outcome: Some(outcome),
        }
    }

    #[test]
    fn scores_and_tie_breaks_by_hand() {
        // Four entrants, two rounds. Round 1: 0 beats 1, 2 draws 3.
        // Round 2: 0 draws 2, 3 beats 1.
        // Scores: 0 = 1½, 1 = 0, 2 = 1, 3 = 1½.
        let mut h = History::new(4);
        h.rounds.push(Round {
            games: vec![game(0, 1, Outcome::WhiteWins), game(2, 3, Outcome::Draw)],
            bye: None,
        });
        h.rounds.push(Round {
            games: vec![game(0, 2, Outcome::Draw), game(3, 1, Outcome::WhiteWins)],
            bye: None,
        });
        let rows = standings(&h);
        let by = |e: usize| rows.iter().find(|r| r.entrant == e).cloned().unwrap();
        assert_eq!(by(0).half_points, 3);
        assert_eq!(by(3).half_points, 3);
        // Buchholz cut-1 of 0: opponents 1 (0) and 2 (1): drop 0 → 1 point.
        assert_eq!(by(0).buchholz_half_points, 2);
        // Of 3: opponents 2 (1) and 1 (0): the same.
        assert_eq!(by(3).buchholz_half_points, 2);
        // SB of 0: beat 1 (0) + half of 2's 1 = ½. SB of 3: half of 2's 1 + beat 1 (0) = ½.
        assert_eq!(by(0).sonneborn_berger_quarters, 2);
        assert_eq!(by(3).sonneborn_berger_quarters, 2);
        assert_eq!(
            (rows[0].place, rows[1].place),
            (1, 1),
            "level on everything"
        );
        assert_eq!(
            (rows[0].entrant, rows[1].entrant),
            (0, 3),
            "initial rank lists first"
        );
        assert_eq!((rows[2].entrant, rows[2].place), (2, 3));
        assert_eq!(halves(3), "1½");
        assert_eq!(halves(1), "½");
        assert_eq!(quarters(9), "2¼");
    }

    #[test]
    fn a_bye_is_a_win_and_a_double_loss_scores_nothing() {
        let mut h = History::new(3);
        h.rounds.push(Round {
            games: vec![game(0, 1, Outcome::DoubleLoss)],
            bye: Some(2),
        });
        let rows = standings(&h);
        assert_eq!(rows[0].entrant, 2);
        assert_eq!(rows[0].half_points, 2);
        assert_eq!((rows[1].half_points, rows[1].losses), (0, 1));
    }
}
