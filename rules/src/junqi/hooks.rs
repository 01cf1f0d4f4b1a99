//! The bot's hooks and queries: timeouts (§4.6, §5.7), `legal` and `suggest`.

use super::action::Action;
use super::action::DeployChoice;
use super::error::JunqiError;
use super::event::{JunqiEvent, Outcome, Reason};
use super::layout::Layout;
use super::{DeployTimeout, Junqi, Mode, MoveTimeout, Phase};
use crate::seat::Seat;

impl Junqi {
    /// The §5.7 `skip` hook: the seat to move loses its turn, which counts as a ply.
    pub fn skip(&mut self, seat: Seat) -> Result<Outcome, JunqiError> {
        if !self.is_alive(seat) {
            return Err(JunqiError::NotInGame);
        }
        self.check_play(seat, false)?;
        let mut out = Outcome::default();
        out.events.push(JunqiEvent::Skip(self.who(seat)));
        if let Some(s) = self.skips.get_mut(seat.index()) {
            *s += 1;
        }
        self.last = None;
        self.end_ply(false, &mut out);
        Ok(out)
    }

    /// The §5.7 `forfeit` hook: like resigning, with reason `forfeit`.
    pub fn forfeit(&mut self, seat: Seat) -> Result<Outcome, JunqiError> {
        if !self.is_alive(seat) {
            return Err(JunqiError::NotInGame);
        }
        if self.is_over() {
            return Err(JunqiError::WrongPhase);
        }
        Ok(self.leave(seat, Reason::Forfeit))
    }

    /// Whether a deadline `seat` misses now asks the bot's computer to act for it: a
    /// layout under `on_deploy_timeout=computer` (§4.6), a move under `on_timeout=computer`
    /// (§5.7). The engine holds no computer; [`Junqi::on_timeout`] stays its fallback.
    pub fn stand_in_on_timeout(&self, seat: Seat) -> bool {
        if !self.is_alive(seat) {
            return false;
        }
        match self.phase {
            Phase::Deploying => {
                !self.has_layout(seat) && self.rules.on_deploy_timeout == DeployTimeout::Computer
            }
            Phase::Playing => self.turn == seat && self.rules.on_timeout == MoveTimeout::Computer,
            _ => false,
        }
    }

    /// A stand-in's action (§5.7 `computer`): applied as an ordinary action of `seat`,
    /// except that it is no move of the person's own, so `consecutive_skips` stays as it was.
    pub fn apply_stand_in(&mut self, seat: Seat, action: &Action) -> Result<Outcome, JunqiError> {
        let kept = self.consecutive_skips(seat);
        let out = self.apply(seat, action)?;
        if let Some(s) = self.skips.get_mut(seat.index()) {
            *s = kept;
        }
        Ok(out)
    }

    /// A deadline passed for `seat`: during deployment the `on_deploy_timeout` rule
    /// (§4.6), during play `skip` or `forfeit` with the `max_skips` limit (§5.7).
    /// Nothing happens for a seat that owes nothing.
    pub fn on_timeout(&mut self, seat: Seat) -> Outcome {
        if !self.is_alive(seat) {
            return Outcome::default();
        }
        match self.phase {
            Phase::Deploying if !self.has_layout(seat) => {
                // `default` would publish a hidden army (§4.6): only `open` allows it.
                match self.rules.on_deploy_timeout {
                    DeployTimeout::Forfeit => self.leave(seat, Reason::Forfeit),
                    DeployTimeout::Default if self.mode == Mode::Open => {
                        self.accept_layout(seat, Layout::default_layout())
                    }
                    _ => {
                        let layout = Layout::random(&mut self.fresh_rng());
                        self.accept_layout(seat, layout)
                    }
                }
            }
            Phase::Playing if self.turn == seat => {
                let forfeit = self.rules.on_timeout == MoveTimeout::Forfeit
                    || self.consecutive_skips(seat) >= self.rules.max_skips;
                if forfeit {
                    self.leave(seat, Reason::Forfeit)
                } else {
                    self.skip(seat).unwrap_or_default()
                }
            }
            _ => Outcome::default(),
        }
    }

    /// Every action `seat` may take now: moves and flips on its turn, layouts while
    /// deploying (`default` and `random` stand for the rest). Resign and draw are left out.
    pub fn legal(&self, seat: Seat) -> Vec<Action> {
        if !self.is_alive(seat) {
            return Vec::new();
        }
        match self.phase {
            Phase::Deploying if self.mode != Mode::Fanqi => vec![
                Action::Deploy(DeployChoice::Default),
                Action::Deploy(DeployChoice::Random),
            ],
            Phase::Playing if self.turn == seat => {
                let mut out: Vec<Action> = self
                    .moves_of(seat)
                    .into_iter()
                    .map(|(from, to)| Action::Move { from, to })
                    .collect();
                out.extend(self.flippable().into_iter().map(Action::Flip));
                out
            }
            _ => Vec::new(),
        }
    }

    /// Up to `limit` legal commands of `seat` starting with what it typed so far (case,
    /// spaces and dash forms ignored), for autocomplete. Drawn from `legal`, so bounded.
    pub fn suggest(&self, seat: Seat, typed: &str, limit: usize) -> Vec<String> {
        let fold = |s: &str| -> String {
            crate::notation::normalize(s)
                .chars()
                .filter(|c| *c != '-')
                .collect()
        };
        let want = fold(typed);
        self.legal(seat)
            .iter()
            .map(|a| self.format(a))
            .filter(|text| fold(text).starts_with(&want))
            .take(limit)
            .collect()
    }
}
