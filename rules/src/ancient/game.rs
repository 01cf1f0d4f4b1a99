//! One game: the placement phase (§2.4), the movement phase, draws (§4.2),
//! resignation, and the full reveal at the end.

use super::action::{Action, Command};
use super::error::Code;
use super::event::{DrawReason, Event, Found, Method};
use super::piece::{ArmyKind, BySide, Side, StructKind, Structure, Unit, UnitKind};
use super::position::{geometry, Position, Rain, Viewer};
use super::probes::HeldProbe;
use super::square::Square;
use super::supp::Supps;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// P2: both players secretly choose camp (and city) sites.
    Camps,
    /// P4: both players secretly deploy cannon, granary, ox.
    Deploy,
    Play,
    Over,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameResult {
    Won { winner: Side, method: Method },
    Drawn(DrawReason),
}

/// A secret placement choice, kept until both have sent theirs.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
struct Choice(Action);

/// The no-progress draw (§4.2).
pub const NO_PROGRESS_PLIES: u32 = 80;
/// The ply limit (§4.2).
pub const PLY_LIMIT: u32 = 200;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AncientGame {
    pub supps: Supps,
    pub phase: Phase,
    pub position: Position,
    choices: BySide<Option<Choice>>,
    pub result: Option<GameResult>,
    draw_offer: Option<Side>,
    seen: BTreeMap<u64, u8>,
    no_progress: u32,
    last_was_pass: bool,
    /// Accepted actions with everything they did, secrets included.
    pub log: Vec<Vec<Event>>,
}

impl AncientGame {
    /// A new game at P2, after the bot's steps P0 and P1. `patron` controls the 友1 (S5).
    pub fn new(supps: Supps, patron: Side) -> AncientGame {
        let mut pos = Position::empty(supps);
        pos.patron = patron;
        let neutral = |kind| Some(Structure { kind, side: None });
        if supps.has(7) {
            for &f in geometry::forests() {
                pos.set_structure(f, neutral(StructKind::Forest));
            }
        }
        if supps.has(4) {
            pos.rain.extend(
                geometry::rain_starts().map(|(square, drifting)| Rain { square, drifting }),
            );
        }
        if supps.has(5) {
            if let Some(e8) = geometry::third_party_start() {
                pos.set_unit(
                    e8,
                    Some(Unit {
                        side: None,
                        kind: UnitKind::Army {
                            kind: ArmyKind::You,
                            strength: 1,
                        },
                        hidden: false,
                        mixed: None,
                    }),
                );
            }
        }
        for side in Side::BOTH {
            if supps.has(8) {
                pos.set_structure(
                    geometry::village(side),
                    Some(Structure {
                        kind: StructKind::Village,
                        side: Some(side),
                    }),
                );
            }
            pos.set_unit(
                geometry::platform(side),
                Some(Unit::new(side, UnitKind::Commander)),
            );
            if supps.has(1) {
                if let Some(b4) = geometry::king_start(side) {
                    pos.set_unit(b4, Some(Unit::army(side, ArmyKind::Wang, 1)));
                }
            }
        }
        AncientGame::with_phase(pos, Phase::Camps)
    }

    /// A game already in the movement phase (test vectors, puzzles).
    pub fn from_position(position: Position) -> AncientGame {
        let mut game = AncientGame::with_phase(position, Phase::Play);
        game.remember_position();
        game
    }

    /// A game in the movement phase that remembers its past: how often each public
    /// position has stood (the current one counted) and whether the last action was a
    /// pass, so a third repetition or a second pass ends it as in the real game.
    pub fn from_position_after(
        position: Position,
        seen: BTreeMap<u64, u8>,
        last_was_pass: bool,
    ) -> AncientGame {
        let mut game = AncientGame::with_phase(position, Phase::Play);
        if seen.is_empty() {
            game.remember_position();
        } else {
            game.seen = seen;
        }
        game.last_was_pass = last_was_pass;
        game
    }

    fn with_phase(position: Position, phase: Phase) -> AncientGame {
        AncientGame {
            supps: position.supps,
            phase,
            position,
            choices: BySide::default(),
            result: None,
            draw_offer: None,
            seen: BTreeMap::new(),
            no_progress: 0,
            last_was_pass: false,
            log: Vec::new(),
        }
    }

    /// Who must act now: both during placement (those who have not sent), one in play.
    pub fn waiting_for(&self) -> Vec<Side> {
        match self.phase {
            Phase::Camps | Phase::Deploy => Side::BOTH
                .into_iter()
                .filter(|s| self.choices.get(*s).is_none())
                .collect(),
            Phase::Play => vec![self.position.to_move()],
            Phase::Over => Vec::new(),
        }
    }

    fn finish(&mut self, result: GameResult, events: &mut Vec<Event>) {
        self.result = Some(result);
        self.phase = Phase::Over;
        match result {
            GameResult::Won { winner, method } => {
                if !events.iter().any(|e| matches!(e, Event::Won { .. })) {
                    events.push(Event::Won { winner, method });
                }
            }
            GameResult::Drawn(reason) => events.push(Event::Drawn(reason)),
        }
    }

    /// Apply one command of `side`. Nothing changes on error.
    pub fn apply(&mut self, side: Side, command: &Command) -> Result<Vec<Event>, Code> {
        let mut events = Vec::new();
        match command {
            Command::Board | Command::Log | Command::Help => return Ok(events),
            Command::Resign => {
                if self.phase == Phase::Over {
                    return Err(Code::Phase);
                }
                let result = GameResult::Won {
                    winner: side.other(),
                    method: Method::Resign,
                };
                self.finish(result, &mut events);
            }
            Command::Draw => {
                if self.phase != Phase::Play {
                    return Err(Code::Phase);
                }
                if self.draw_offer == Some(side.other()) {
                    self.finish(GameResult::Drawn(DrawReason::Agreement), &mut events);
                } else {
                    self.draw_offer = Some(side);
                    events.push(Event::DrawOffered(side));
                }
            }
            Command::Act(action) => {
                events = match self.phase {
                    Phase::Over => return Err(Code::Phase),
                    Phase::Camps => self.choose_camps(side, action)?,
                    Phase::Deploy => self.choose_deploy(side, action)?,
                    Phase::Play => self.play(side, action)?,
                };
            }
        }
        self.log.push(events.clone());
        Ok(events)
    }

    fn play(&mut self, side: Side, action: &Action) -> Result<Vec<Event>, Code> {
        if matches!(action, Action::Camps { .. } | Action::Deploy { .. }) {
            return Err(Code::Phase);
        }
        let mut events = self.position.play(side, action)?;
        if self.draw_offer == Some(side) {
            self.draw_offer = None;
        }
        if let Some(Event::Won { winner, method }) =
            events.iter().find(|e| matches!(e, Event::Won { .. }))
        {
            let result = GameResult::Won {
                winner: *winner,
                method: *method,
            };
            self.finish(result, &mut events);
            return Ok(events);
        }
        let passed = *action == Action::Pass;
        let double_pass = passed && self.last_was_pass;
        self.last_was_pass = passed;
        // A 脱壳 brings a decoy in from reserve: progress too (§4.2).
        let entered = events.iter().any(|e| matches!(e, Event::ShedReal { .. }));
        if entered || events.iter().any(Event::is_progress) {
            self.no_progress = 0;
        } else {
            self.no_progress += 1;
        }
        let repeated = self.remember_position() >= 3;
        let reason = if double_pass {
            Some(DrawReason::DoublePass)
        } else if repeated {
            Some(DrawReason::Repetition)
        } else if self.no_progress >= NO_PROGRESS_PLIES {
            Some(DrawReason::NoProgress)
        } else if self.position.ply > PLY_LIMIT {
            Some(DrawReason::PlyLimit)
        } else {
            None
        };
        if let Some(reason) = reason {
            self.finish(GameResult::Drawn(reason), &mut events);
        }
        Ok(events)
    }

    fn remember_position(&mut self) -> u8 {
        let count = self.seen.entry(self.position.public_key()).or_insert(0);
        *count += 1;
        *count
    }

    fn choose_camps(&mut self, side: Side, action: &Action) -> Result<Vec<Event>, Code> {
        let Action::Camps { camps, city } = action else {
            return Err(Code::Phase);
        };
        if self.choices.get(side).is_some() {
            return Err(Code::Phase);
        }
        match (self.supps.has(3), city) {
            (false, Some(_)) => return Err(Code::Supp),
            (true, None) => return Err(Code::Condition),
            _ => {}
        }
        let chosen: Vec<Square> = camps.iter().copied().chain(*city).collect();
        let (mut events, both) =
            self.record_choice(side, action, &chosen, geometry::camp_sites(side))?;
        if both {
            for s in Side::BOTH {
                if let Some(Choice(Action::Camps { camps, city })) = self.choices.get(s).clone() {
                    for sq in camps {
                        let camp = Structure {
                            kind: StructKind::Camp,
                            side: Some(s),
                        };
                        self.position.set_structure(sq, Some(camp));
                        self.position
                            .set_unit(sq, Some(Unit::army(s, ArmyKind::Jun, 2)));
                    }
                    if let Some(sq) = city {
                        let city = Structure {
                            kind: StructKind::City,
                            side: Some(s),
                        };
                        self.position.set_structure(sq, Some(city));
                    }
                    events.push(Event::Revealed {
                        side: s,
                        text: format!("{} {}", s.name(), Action::Camps { camps, city }),
                    });
                }
            }
            self.choices = BySide::default();
            self.phase = if self.needs_deploy() {
                Phase::Deploy
            } else {
                self.remember_position();
                Phase::Play
            };
        }
        Ok(events)
    }

    /// Check a secret placement choice (distinct squares, all allowed) and keep it.
    /// Returns the events (public: that `side` chose; private: the confirmation) and
    /// whether both sides have now chosen.
    fn record_choice(
        &mut self,
        side: Side,
        action: &Action,
        chosen: &[Square],
        allowed: &[Square],
    ) -> Result<(Vec<Event>, bool), Code> {
        let mut distinct = chosen.to_vec();
        distinct.sort();
        distinct.dedup();
        if distinct.len() != chosen.len() || !chosen.iter().all(|s| allowed.contains(s)) {
            return Err(Code::Dest);
        }
        *self.choices.get_mut(side) = Some(Choice(action.clone()));
        let events = vec![
            Event::Chose(side),
            Event::Confirmed {
                side,
                text: action.to_string(),
            },
        ];
        let both = self.choices.red.is_some() && self.choices.black.is_some();
        Ok((events, both))
    }

    fn needs_deploy(&self) -> bool {
        self.supps.has(9) || self.supps.has(11) || self.supps.has(16)
    }

    /// The squares P4 allows a side (§2.4).
    pub fn deploy_squares(&self, side: Side) -> Vec<Square> {
        let sites: Vec<Square> = Side::BOTH
            .iter()
            .flat_map(|s| geometry::camp_sites(*s).iter().copied())
            .collect();
        Square::all()
            .filter(|sq| sq.x() * side.sign() >= 3)
            .filter(|sq| {
                self.position.unit(*sq).is_none() && self.position.structure(*sq).is_none()
            })
            .filter(|sq| !geometry::in_hq_zone(side, *sq) && !sites.contains(sq))
            // Villages exist only with S8 (§6: a supplement adds only its own terrain).
            .filter(|sq| {
                !self.supps.has(8)
                    || (*sq != geometry::village(side) && *sq != geometry::village(side.other()))
            })
            .collect()
    }

    fn choose_deploy(&mut self, side: Side, action: &Action) -> Result<Vec<Event>, Code> {
        let Action::Deploy {
            cannon,
            granary,
            ox,
        } = action
        else {
            return Err(Code::Phase);
        };
        if self.choices.get(side).is_some() {
            return Err(Code::Phase);
        }
        for (n, slot) in [(9, cannon), (11, granary), (16, ox)] {
            match (self.supps.has(n), slot) {
                (false, Some(_)) => return Err(Code::Supp),
                (true, None) => return Err(Code::Condition),
                _ => {}
            }
        }
        let allowed = self.deploy_squares(side);
        let chosen: Vec<Square> = [cannon, granary, ox]
            .into_iter()
            .flatten()
            .copied()
            .collect();
        let (mut events, both) = self.record_choice(side, action, &chosen, &allowed)?;
        if both {
            for s in Side::BOTH {
                if let Some(Choice(
                    choice @ Action::Deploy {
                        cannon,
                        granary,
                        ox,
                    },
                )) = self.choices.get(s).clone()
                {
                    if let Some(sq) = cannon {
                        self.position
                            .set_unit(sq, Some(Unit::new(s, UnitKind::Cannon)));
                    }
                    if let Some(sq) = ox {
                        self.position.set_unit(sq, Some(Unit::new(s, UnitKind::Ox)));
                    }
                    if let Some(sq) = granary {
                        let g = Structure {
                            kind: StructKind::Granary,
                            side: Some(s),
                        };
                        self.position.set_structure(sq, Some(g));
                    }
                    events.push(Event::Revealed {
                        side: s,
                        text: format!("{} {choice}", s.name()),
                    });
                }
            }
            self.choices = BySide::default();
            self.phase = Phase::Play;
            self.remember_position();
        }
        Ok(events)
    }

    /// Every legal action of `side` now (placement: none are enumerated beyond a
    /// default choice; the caller offers the allowed squares instead).
    pub fn legal(&self, side: Side) -> Vec<Action> {
        match self.phase {
            Phase::Play => self.position.legal_actions(side),
            Phase::Camps if self.choices.get(side).is_none() => {
                let sites = geometry::camp_sites(side);
                let mut out = Vec::new();
                let n = sites.len();
                for i in 0..n {
                    for j in i + 1..n {
                        for k in j + 1..n {
                            let camps = [sites[i], sites[j], sites[k]];
                            if self.supps.has(3) {
                                for c in sites.iter().filter(|c| !camps.contains(c)) {
                                    out.push(Action::Camps {
                                        camps,
                                        city: Some(*c),
                                    });
                                }
                            } else {
                                out.push(Action::Camps { camps, city: None });
                            }
                        }
                    }
                }
                out
            }
            Phase::Deploy if self.choices.get(side).is_none() => {
                // At most 11 × 10 × 9 choices with all three items on.
                let squares = self.deploy_squares(side);
                let slot = |n: u8| -> Vec<Option<Square>> {
                    if self.supps.has(n) {
                        squares.iter().copied().map(Some).collect()
                    } else {
                        vec![None]
                    }
                };
                let mut out = Vec::new();
                for cannon in slot(9) {
                    for granary in slot(11) {
                        for ox in slot(16) {
                            let picked: Vec<Square> =
                                [cannon, granary, ox].into_iter().flatten().collect();
                            let distinct = picked
                                .iter()
                                .enumerate()
                                .all(|(i, a)| !picked[..i].contains(a));
                            if distinct {
                                out.push(Action::Deploy {
                                    cannon,
                                    granary,
                                    ox,
                                });
                            }
                        }
                    }
                }
                out
            }
            _ => Vec::new(),
        }
    }

    /// The pieces of `owner` as `viewer` may see them; everything after the game ends.
    /// A side's view carries the probe results it holds (§5.2 K7, §8.1): an enemy decoy
    /// found is `D2`, an army found real `A2!`, a hidden ambusher found `?A2` on its
    /// forest, and its own units the enemy holds a result on carry `*`.
    pub fn listing(&self, owner: Option<Side>, viewer: Viewer) -> Vec<(String, Square)> {
        let viewer = if self.phase == Phase::Over {
            Viewer::Truth
        } else {
            viewer
        };
        let mut out = self.position.listing(owner, viewer);
        let (Viewer::Side(me), Some(owner)) = (viewer, owner) else {
            return out;
        };
        let is_unit =
            |token: &str| StructKind::from_token(token).is_none() && token != "RF" && token != "RD";
        if owner == me {
            let theirs = self.probe_results(me.other());
            for (token, sq) in out.iter_mut().filter(|(t, _)| is_unit(t)) {
                if theirs
                    .iter()
                    .any(|h| h.at == *sq && h.found != Found::Empty)
                {
                    token.push('*');
                }
            }
        } else {
            let mine = self.probe_results(me);
            for (token, sq) in out.iter_mut().filter(|(t, _)| is_unit(t)) {
                match mine.iter().find(|h| h.on_unit() && h.at == *sq) {
                    Some(HeldProbe {
                        found: Found::Decoy(t),
                        ..
                    }) => *token = t.clone(),
                    Some(_) => token.push('!'),
                    None => {}
                }
            }
            for h in &mine {
                if let Found::Hidden(t) = &h.found {
                    out.push((format!("?{t}"), h.at));
                }
            }
        }
        out.sort();
        out
    }

    /// The probe results `prober` still holds (§5.2 K7), where each stands now and what
    /// was found, in the order they were learnt; none once the game is over (then
    /// everything is shown).
    pub fn probe_results(&self, prober: Side) -> Vec<HeldProbe> {
        if self.phase == Phase::Over {
            return Vec::new();
        }
        super::probes::held(&self.log, prober)
    }

    /// Whether `side` has sent its secret placement choice (public knowledge).
    pub fn has_chosen(&self, side: Side) -> bool {
        self.choices.get(side).is_some()
    }

    /// Up to `limit` legal commands of `side` starting with `typed` (after normalising).
    /// Bounded by the legal list, which is itself bounded.
    pub fn suggest(&self, side: Side, typed: &str, limit: usize) -> Vec<String> {
        let typed = super::notation::normalize(typed);
        self.legal(side)
            .iter()
            .map(|a| a.to_string())
            .filter(|t| t.starts_with(&typed))
            .take(limit)
            .collect()
    }

    /// The timeout rule (§2.4, §3.1): a player who runs out of time loses by resignation.
    pub fn on_timeout(&mut self, side: Side) -> Result<Vec<Event>, Code> {
        self.apply(side, &Command::Resign)
    }

    /// The full log with every secret, for the reveal at the end (§5.1); `None` while
    /// the game is still running.
    pub fn full_log(&self) -> Option<Vec<String>> {
        (self.phase == Phase::Over).then(|| {
            self.log
                .iter()
                .map(|events| {
                    events
                        .iter()
                        .map(|e| match e.private_to() {
                            Some(side) => format!("[{}: {e}]", side.name()),
                            None => e.to_string(),
                        })
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .collect()
        })
    }

    /// Both players agreed to a draw (the shared draw-offer handling decided it).
    pub fn agree_draw(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        if self.phase != Phase::Over {
            self.finish(GameResult::Drawn(DrawReason::Agreement), &mut events);
            self.log.push(events.clone());
        }
        events
    }
}
