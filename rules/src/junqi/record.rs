//! A game is `(mode, rules, seed, steps)`: replaying the steps rebuilds the state exactly.

use super::action::Action;
use super::error::JunqiError;
use super::event::Outcome;
use super::{Junqi, Mode, Rules};
use crate::seat::Seat;
use serde::{Deserialize, Serialize};

/// One entry of a game's log: a seat's action or one of the bot's timeout hooks (§5.7).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    Act(Seat, Action),
    Skip(Seat),
    Forfeit(Seat),
    /// A deadline passed for the seat (`on_timeout`, which also covers deployment).
    Timeout(Seat),
    /// An action the bot's computer chose for the seat (`on_timeout=computer`, §5.7).
    StandIn(Seat, Action),
}

impl Junqi {
    /// Apply one log entry. A timeout that finds nothing to do is still recorded as
    /// accepted, so the log replays the same way.
    pub fn step(&mut self, step: &Step) -> Result<Outcome, JunqiError> {
        match step {
            Step::Act(seat, action) => self.apply(*seat, action),
            Step::Skip(seat) => self.skip(*seat),
            Step::Forfeit(seat) => self.forfeit(*seat),
            Step::Timeout(seat) => Ok(self.on_timeout(*seat)),
            Step::StandIn(seat, action) => self.apply_stand_in(*seat, action),
        }
    }

    /// Rebuild a game from its log; the error names the first step that was refused.
    pub fn replay(
        mode: Mode,
        rules: Rules,
        seed: u64,
        steps: &[Step],
    ) -> Result<Junqi, (usize, JunqiError)> {
        let mut game = Junqi::new(mode, rules, seed);
        for (i, step) in steps.iter().enumerate() {
            game.step(step).map_err(|e| (i, e))?;
        }
        Ok(game)
    }
}
