//! The players of perfect-information families: the seat's public record replays to the
//! very position on the board, so they search it.

use crate::family::{Choice, FamilyPlayer};
use crate::knowledge::Knowledge;
use crate::level::{Budget, Kind};
use crate::search::{Search, MATE};
use crate::searchable::Searchable;
use crate::Rng;
use rand_core::RngCore;
use rules::game::Channel;
use rules::registry::State;
use rules::{Game, Seat, Setup};

/// Plies after which a level position is worth a draw to the computer.
const LONG_GAME: usize = 200;
/// How far behind (in hundredths of the family's smallest piece) the computer accepts a
/// draw offer.
const BEHIND: i32 = 150;
/// How close to level a long game must be for the computer to accept a draw.
const LEVEL: i32 = 50;

/// Sword and Magic and 魔神战棋.
pub struct Perfect;

/// The position the seat's public record leads to. A perfect-information variant's
/// public notation is its canonical notation, and its rules draw nothing from the seed,
/// so replaying it with any seed rebuilds the game exactly.
pub fn rebuild(knowledge: &Knowledge) -> Option<Game> {
    let setup = knowledge.setup();
    if setup.variant().info().hidden {
        return None;
    }
    let mut game = match setup.start() {
        Some(position) => Game::from_position(setup.variant(), position).ok()?,
        None => Game::new(
            setup.variant(),
            Setup {
                seats: setup.seats(),
                options: setup.options().clone(),
                seed: 0,
            },
        )
        .ok()?,
    };
    for seen in knowledge.history() {
        match seen.public_notation() {
            "abort" | "timeout" => game.replay_one(seen.actor(), seen.public_notation()).ok()?,
            text => drop(game.play(seen.actor(), text, Channel::Private).ok()?),
        }
    }
    Some(game)
}

impl FamilyPlayer for Perfect {
    fn choose(&self, knowledge: &Knowledge, kind: Kind, budget: Budget, rng: &mut Rng) -> Choice {
        let Some(game) = rebuild(knowledge) else {
            return Choice::Nothing;
        };
        match game.state() {
            State::SwordMagic(pos) => choose_in(pos, knowledge, kind, budget, rng),
            State::Demon(pos) => choose_in(pos, knowledge, kind, budget, rng),
            _ => Choice::Nothing,
        }
    }

    fn accepts_draw(&self, knowledge: &Knowledge) -> bool {
        let Some(game) = rebuild(knowledge) else {
            return false;
        };
        let seat = knowledge.seat();
        let score = match game.state() {
            State::SwordMagic(pos) => static_score(pos, knowledge, seat),
            State::Demon(pos) => static_score(pos, knowledge, seat),
            _ => return false,
        };
        score <= -BEHIND || (knowledge.history().len() >= LONG_GAME && score.abs() <= LEVEL)
    }
}

fn static_score<S: Searchable>(pos: &S, knowledge: &Knowledge, seat: Seat) -> i32 {
    Search::<S>::new(knowledge.view(), Budget::for_level(crate::Level::Easy, 0)).evaluate(pos, seat)
}

fn choose_in<S: Searchable>(
    pos: &S,
    knowledge: &Knowledge,
    kind: Kind,
    budget: Budget,
    rng: &mut Rng,
) -> Choice {
    let me = knowledge.seat();
    if pos.side() != Some(me) {
        return Choice::Nothing;
    }
    let legal = pos.legal(me);
    if legal.is_empty() {
        return Choice::Nothing;
    }
    let text = |action: &S::Action| {
        // `format` after applying (the family may shorten a game-ending capture).
        let mut after = pos.clone();
        let _ = after.apply(me, action);
        Choice::Act(after.format(action))
    };
    match kind {
        Kind::Random => {
            let i = (rng.next_u64() % legal.len() as u64) as usize;
            text(&legal[i])
        }
        Kind::Greedy => {
            let search = Search::<S>::new(knowledge.view(), budget);
            let mut best: Vec<usize> = Vec::new();
            let mut best_score = i32::MIN;
            for (i, action) in legal.iter().enumerate() {
                let mut after = pos.clone();
                if after.apply(me, action).is_err() {
                    continue;
                }
                let score = search.evaluate(&after, me);
                if score > best_score {
                    best_score = score;
                    best.clear();
                }
                if score == best_score {
                    best.push(i);
                }
            }
            match best.len() {
                0 => Choice::Nothing,
                n => text(&legal[best[(rng.next_u64() % n as u64) as usize]]),
            }
        }
        Kind::Level(level) => {
            let mut search = Search::<S>::new(knowledge.view(), budget);
            let Some(found) = search.best(pos, rng) else {
                return Choice::Nothing;
            };
            // A forced loss it can see: `hard` resigns rather than play it out.
            if level == crate::Level::Hard && found.score <= -(MATE - 1_000) {
                return Choice::Resign;
            }
            text(&found.action)
        }
    }
}
