//! What has happened in a tournament so far: the rounds, their games and results, and who
//! withdrew. Scores are kept in half points (a draw is 1, a win 2) so they stay exact.

use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    pub fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// How a tournament game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    WhiteWins,
    BlackWins,
    Draw,
    /// Neither player moved before the round deadline: both lose.
    DoubleLoss,
}

/// One game of a round: entrant numbers, the first plays White (moves first).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pairing {
    pub white: usize,
    pub black: usize,
    /// `None` while the game is being played.
    pub outcome: Option<Outcome>,
}

impl Pairing {
    pub fn new(white: usize, black: usize) -> Pairing {
        Pairing {
            white,
            black,
            outcome: None,
        }
    }

    pub fn has(&self, entrant: usize) -> bool {
        self.white == entrant || self.black == entrant
    }

    /// The other side of `entrant`'s game.
    pub fn opponent(&self, entrant: usize) -> Option<usize> {
        if self.white == entrant {
            Some(self.black)
        } else if self.black == entrant {
            Some(self.white)
        } else {
            None
        }
    }

    pub fn colour_of(&self, entrant: usize) -> Option<Colour> {
        if self.white == entrant {
            Some(Colour::White)
        } else if self.black == entrant {
            Some(Colour::Black)
        } else {
            None
        }
    }

    /// Half points `entrant` earned here (`None` while undecided or not theirs).
    pub fn half_points(&self, entrant: usize) -> Option<u32> {
        let colour = self.colour_of(entrant)?;
        Some(match (self.outcome?, colour) {
            (Outcome::Draw, _) => 1,
            (Outcome::DoubleLoss, _) => 0,
            (Outcome::WhiteWins, Colour::White) | (Outcome::BlackWins, Colour::Black) => 2,
            _ => 0,
        })
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    pub games: Vec<Pairing>,
    /// The entrant who sits this round out, scored as a win.
    pub bye: Option<usize>,
}

impl Round {
    pub fn finished(&self) -> bool {
        self.games.iter().all(|g| g.outcome.is_some())
    }

    pub fn game_of(&self, entrant: usize) -> Option<&Pairing> {
        self.games.iter().find(|g| g.has(entrant))
    }
}

/// A tournament's rounds so far over `entrants` entrants.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct History {
    pub entrants: usize,
    pub rounds: Vec<Round>,
    /// Withdrawn entrants: never paired again.
    pub withdrawn: BTreeSet<usize>,
}

impl History {
    pub fn new(entrants: usize) -> History {
        History {
            entrants,
            ..History::default()
        }
    }

    /// Half points of `entrant`: games decided so far, plus a win per bye.
    pub fn half_points(&self, entrant: usize) -> u32 {
        self.rounds
            .iter()
            .map(|r| {
                if r.bye == Some(entrant) {
                    2
                } else {
                    r.game_of(entrant)
                        .and_then(|g| g.half_points(entrant))
                        .unwrap_or(0)
                }
            })
            .sum()
    }

    pub fn have_met(&self, a: usize, b: usize) -> bool {
        self.rounds
            .iter()
            .any(|r| r.games.iter().any(|g| g.has(a) && g.has(b)))
    }

    pub fn had_bye(&self, entrant: usize) -> bool {
        self.rounds.iter().any(|r| r.bye == Some(entrant))
    }

    /// The colours `entrant` played, in order.
    pub fn colours(&self, entrant: usize) -> Vec<Colour> {
        self.rounds
            .iter()
            .filter_map(|r| r.game_of(entrant).and_then(|g| g.colour_of(entrant)))
            .collect()
    }

    /// Whites minus blacks.
    pub fn colour_difference(&self, entrant: usize) -> i32 {
        self.colours(entrant)
            .iter()
            .map(|c| match c {
                Colour::White => 1,
                Colour::Black => -1,
            })
            .sum()
    }

    /// Entrants still playing, in initial rank order.
    pub fn active(&self) -> Vec<usize> {
        (0..self.entrants)
            .filter(|e| !self.withdrawn.contains(e))
            .collect()
    }

    /// Record a withdrawal: the entrant's undecided games are lost (a game already
    /// decided keeps its result).
    pub fn withdraw(&mut self, entrant: usize) {
        self.withdrawn.insert(entrant);
        for round in &mut self.rounds {
            for game in &mut round.games {
                if game.outcome.is_none() && game.has(entrant) {
                    game.outcome = Some(if game.white == entrant {
                        Outcome::BlackWins
                    } else {
                        Outcome::WhiteWins
                    });
                }
            }
        }
    }
}
