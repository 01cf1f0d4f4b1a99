//! A match 系列 over territories 领地 (spec §4.3): the winner of a game takes one
//! territory, a draw moves none, colours swap, and the match ends when a player has none.

use super::action::Command;
use super::error::Code;
use super::event::{Event, Method};
use super::game::{AncientGame, GameResult, Phase};
use super::piece::Side;
use super::supp::Supps;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// Players are 0 (the challenger) and 1.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Series {
    pub supps: Supps,
    pub territories: [u32; 2],
    /// The player who is red in the current game.
    pub red_player: u8,
    /// 1-based number of the current game.
    pub game_number: u32,
    pub game: AncientGame,
    pub results: Vec<GameResult>,
    pub winner: Option<u8>,
}

impl Series {
    /// `territories` each (default 3); `challenger_red` decides game 1's colours.
    pub fn new(supps: Supps, territories: u32, challenger_red: bool) -> Series {
        let territories = territories.max(1);
        Series {
            supps,
            territories: [territories; 2],
            red_player: if challenger_red { 0 } else { 1 },
            game_number: 1,
            game: AncientGame::new(supps, Side::Black),
            results: Vec::new(),
            winner: None,
        }
    }

    /// The dice procedure: one 1d6 roll from the seed gives both players that count.
    pub fn with_dice(supps: Supps, seed: u64, challenger_red: bool) -> Series {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let roll = rng.next_u32() % 6 + 1;
        Series::new(supps, roll, challenger_red)
    }

    pub fn side_of(&self, player: u8) -> Side {
        if player == self.red_player.min(1) {
            Side::Red
        } else {
            Side::Black
        }
    }

    pub fn player_of(&self, side: Side) -> u8 {
        match side {
            Side::Red => self.red_player.min(1),
            Side::Black => 1 - self.red_player.min(1),
        }
    }

    /// Apply a player's command to the current game; settle the match when it ends.
    pub fn apply(&mut self, player: u8, command: &Command) -> Result<Vec<Event>, Code> {
        if player > 1 {
            return Err(Code::Context);
        }
        if self.winner.is_some() {
            return Err(Code::Phase);
        }
        let side = self.side_of(player);
        let mut events = self.game.apply(side, command)?;
        if self.game.phase == Phase::Over {
            self.settle(&mut events);
        }
        Ok(events)
    }

    /// Both players agreed to draw the current game (a draw moves no territory).
    pub fn agree_draw(&mut self) -> Vec<Event> {
        if self.winner.is_some() {
            return Vec::new();
        }
        let mut events = self.game.agree_draw();
        if self.game.phase == Phase::Over {
            self.settle(&mut events);
        }
        events
    }

    fn settle(&mut self, events: &mut Vec<Event>) {
        let Some(result) = self.game.result else {
            return;
        };
        self.results.push(result);
        if let GameResult::Won { winner, method } = result {
            let (w, l) = (
                usize::from(self.player_of(winner)),
                usize::from(self.player_of(winner.other())),
            );
            // S1: a fallen king, or a lost game with the king still on the board, loses
            // the match; a withdrawal loses only this game.
            let king_lost = self.supps.has(1)
                && (method == Method::Kingfall
                    || (method != Method::Withdraw
                        && self.game.position.king(winner.other()).is_some()));
            let taken = if king_lost {
                self.territories[l]
            } else {
                self.territories[l].min(1)
            };
            self.territories[l] -= taken;
            self.territories[w] = self.territories[w].saturating_add(taken);
        }
        events.push(Event::Territories {
            challenger: self.territories[0],
            challenged: self.territories[1],
        });
        if let Some(loser) = (0..2u8).find(|&p| self.territories[usize::from(p)] == 0) {
            self.winner = Some(1 - loser);
            events.push(Event::MatchWon(1 - loser));
            return;
        }
        self.red_player = 1 - self.red_player.min(1);
        self.game_number += 1;
        let (red, black) = (
            self.territories[usize::from(self.player_of(Side::Red))],
            self.territories[usize::from(self.player_of(Side::Black))],
        );
        let patron = if red < black { Side::Red } else { Side::Black };
        self.game = AncientGame::new(self.supps, patron);
        events.push(Event::NextGame(self.game_number));
    }

    /// The score line for `/games` and the board title: `game 2 · territories 4–2`
    /// (challenger first).
    pub fn score(&self) -> String {
        format!(
            "game {} · territories {}–{}",
            self.game_number, self.territories[0], self.territories[1]
        )
    }

    /// `setup`, `play:<side>` or `finished:<player>` for listings.
    pub fn status(&self) -> String {
        match (self.winner, self.game.phase) {
            (Some(p), _) => format!("finished:{p}"),
            (None, Phase::Camps | Phase::Deploy) => "setup".into(),
            (None, _) => format!("play:{}", self.game.position.to_move().name()),
        }
    }
}

/// How a match is asked for at `/play ancient …` (issue 9): supplement toggles
/// (`+decoys`, `+s6`, `+金蝉脱壳`), `territories=N` or `territories=dice`, `random`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchOptions {
    pub supps: Supps,
    /// `None` = roll the dice.
    pub territories: Option<u32>,
    /// Seats by the seed's coin instead of challenger-is-red.
    pub random_seats: bool,
}

impl Default for MatchOptions {
    fn default() -> Self {
        MatchOptions {
            supps: Supps::NONE,
            territories: Some(3),
            random_seats: false,
        }
    }
}

/// The largest territory count a challenge may ask for.
pub const MAX_TERRITORIES: u32 = 20;

impl MatchOptions {
    /// Parse the option words; the error names the first word that is not understood.
    pub fn parse<'a>(words: impl IntoIterator<Item = &'a str>) -> Result<MatchOptions, String> {
        let mut out = MatchOptions::default();
        for word in words {
            let word = word.trim();
            if word.is_empty() {
                continue;
            }
            if let Some(name) = word.strip_prefix('+') {
                let n = Supps::lookup(name).map_err(|e| e.to_string())?;
                out.supps = out.supps.with(n);
            } else if let Some(count) = word.strip_prefix("territories=") {
                out.territories = match count {
                    "dice" => None,
                    n => match n.parse::<u32>() {
                        Ok(n) if (1..=MAX_TERRITORIES).contains(&n) => Some(n),
                        _ => {
                            return Err(format!(
                                "territories must be 1–{MAX_TERRITORIES} or dice: {word}"
                            ))
                        }
                    },
                };
            } else if word == "random" {
                out.random_seats = true;
            } else {
                return Err(format!("unknown option {word}"));
            }
        }
        Ok(out)
    }

    /// Start the match from a seed (dice and the random seat coin use it).
    pub fn start(&self, seed: u64) -> Series {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let challenger_red = !self.random_seats || rng.next_u32().is_multiple_of(2);
        match self.territories {
            Some(n) => Series::new(self.supps, n, challenger_red),
            None => Series::with_dice(self.supps, rng.next_u64(), challenger_red),
        }
    }
}
