//! Refusals tell nothing hidden: the same game twice, where the other seats chose their
//! secret set-up differently (and the cores drew their own seeds), while seat 0 sees
//! exactly the same. Both cores are seeded from the test's seed, so a run repeats. Every action seat 0 might try must then be accepted in both games
//! or refused in both with the very same words; the games go on in step for as long as
//! seat 0's view stays the same in both.

use super::facts;
use super::harness::{self, request, T0};
use super::table::Mode;
use super::Dice;
use referee_core::effect::Effect;
use referee_core::{Core, CoreConfig, Store};
use rules::game::Channel;
use rules::{Game, Seat, Status, Viewer};

const PLAYERS: [&str; 4] = ["ann", "ben", "cat", "dan"];
const OBSERVER: Seat = Seat(0);

struct Twins {
    cores: [Core; 2],
    /// One die per game for the other seats' secret choices, one shared for the rest.
    secret_dice: [Dice; 2],
    dice: Dice,
    label: String,
}

fn game_of(core: &Core) -> Game {
    harness::game(core.store(), 1)
}

/// The effects' texts, which must be the same in both games.
fn texts(effects: &[Effect]) -> Vec<String> {
    effects
        .iter()
        .map(|e| harness::text(e).to_string())
        .collect()
}

fn choices(game: &Game, seat: Seat) -> Vec<String> {
    let sample = game.suggest(seat, "", 40);
    if sample.is_empty() {
        game.legal(seat)
    } else {
        sample
    }
}

fn accepts(game: &Game, seat: Seat, text: &str) -> bool {
    game.clone().play(seat, text, Channel::Private).is_ok()
}

impl Twins {
    fn send_both(&self, who: &str, text: &str, dm: bool) -> [Vec<Effect>; 2] {
        [0, 1].map(|i| self.cores[i].handle(request(who, text, dm, T0)))
    }

    /// The same seat-0 view in both games (the thing that makes the comparison fair).
    fn in_step(&self) -> bool {
        let [a, b] = [0, 1].map(|i| game_of(&self.cores[i]));
        a.view(Viewer::Seat(OBSERVER)) == b.view(Viewer::Seat(OBSERVER)) && a.status() == b.status()
    }

    /// Seat 0 tries `tries` likely-wrong actions; returns how many refusals were compared.
    fn probe(&mut self, tries: usize) -> usize {
        let [a, b] = [0, 1].map(|i| game_of(&self.cores[i]));
        let cells: Vec<String> = a
            .view(Viewer::Seat(OBSERVER))
            .board
            .cells
            .iter()
            .map(|c| c.name.clone())
            .collect();
        let mut pool = choices(&a, OBSERVER);
        pool.extend(choices(&b, OBSERVER));
        // Seat 0 also tries what the others may do: their pieces, its wrong turn.
        for seat in facts::seats(&a).filter(|s| *s != OBSERVER) {
            pool.extend(choices(&a, seat).into_iter().take(5));
        }
        if pool.is_empty() {
            pool.push("a1-a2".into());
        }
        let mut compared = 0;
        for _ in 0..tries {
            let base = pool[self.dice.below(pool.len())].clone();
            let text = super::bend(&base, &cells, &mut self.dice);
            let accepted = [accepts(&a, OBSERVER, &text), accepts(&b, OBSERVER, &text)];
            assert_eq!(
                accepted[0], accepted[1],
                "{}: `{text}` from seat 0 is accepted in one game and refused in the other, \
                 though seat 0 sees the same",
                self.label
            );
            if accepted[0] {
                continue;
            }
            let dm = a.needs_privacy(OBSERVER, &text) || self.dice.below(2) == 0;
            let [ea, eb] = self.send_both(PLAYERS[0], &text, dm);
            assert_eq!(
                texts(&ea),
                texts(&eb),
                "{}: the refusal of `{text}` depends on what seat 0 cannot see",
                self.label
            );
            compared += 1;
        }
        compared + self.probe_marks(&cells, tries)
    }

    /// Seat 0 lays and clears private marks (`/mark`) on any position: what it is told
    /// must be the same in both games (army chess §8.5, ancient K2).
    fn probe_marks(&mut self, cells: &[String], tries: usize) -> usize {
        const GUESSES: [&str; 9] = [
            "bomb", "炸弹", "38", "?", "real", "疑兵", "red mine", "dragon", "",
        ];
        if cells.is_empty() {
            return 0;
        }
        for _ in 0..tries {
            let cell = &cells[self.dice.below(cells.len())];
            let guess = GUESSES[self.dice.below(GUESSES.len())];
            let text = format!("/mark {cell} {guess}");
            let [ea, eb] = self.send_both(PLAYERS[0], text.trim(), true);
            assert_eq!(
                texts(&ea),
                texts(&eb),
                "{}: the answer to `{text}` depends on what seat 0 cannot see",
                self.label
            );
        }
        tries
    }

    /// One step of play in both games; false when they can no longer be kept in step.
    fn advance(&mut self) -> bool {
        let [a, b] = [0, 1].map(|i| game_of(&self.cores[i]));
        let acting = match a.status() {
            Status::ToMove(seat) => vec![seat],
            Status::Simultaneous(waiting) => waiting,
            Status::Finished(_) => return false,
        };
        let seat = acting[self.dice.below(acting.len())];
        let who = PLAYERS[seat.index()];
        let options = choices(&a, seat);
        let secret = options.iter().any(|o| a.needs_privacy(seat, o));
        if seat != OBSERVER && secret {
            // The other seats' secrets differ between the two games.
            for (i, game) in [a, b].iter().enumerate() {
                let mine = choices(game, seat);
                if mine.is_empty() {
                    return false;
                }
                let pick = mine[self.secret_dice[i].below(mine.len())].clone();
                let dm = game.needs_privacy(seat, &pick);
                self.cores[i].handle(request(who, &pick, dm, T0));
            }
            return true;
        }
        let common: Vec<&String> = options.iter().filter(|o| accepts(&b, seat, o)).collect();
        if common.is_empty() {
            return false;
        }
        let pick = common[self.dice.below(common.len())].clone();
        let dm = a.needs_privacy(seat, &pick);
        self.send_both(who, &pick, dm);
        true
    }
}

/// How many core seed pairs a game may draw before one opens in step: 翻棋 draws who
/// flips first, so half the pairs differ before anyone acts.
const OPENING_DRAWS: u64 = 16;

/// Two games of `mode` started alike, from cores seeded by `seed` (so a run repeats),
/// or `None` when no seed pair opened with the same seat-0 view.
fn open_twins(mode: &Mode, seed: u64) -> Option<Twins> {
    let players = &PLAYERS[..mode.seats];
    let mut line = format!("/play {}", mode.variant);
    for name in &players[1..] {
        line.push_str(&format!(" @{name}"));
    }
    for option in &mode.options {
        line.push(' ');
        line.push_str(option);
    }
    (0..OPENING_DRAWS).find_map(|draw| {
        let core_seed = |side: u64| {
            let config = CoreConfig {
                seed: Some(seed ^ (draw << 8) ^ side),
                ..CoreConfig::default()
            };
            harness::core_on(Store::in_memory(), config)
        };
        let twins = Twins {
            cores: [core_seed(3), core_seed(4)],
            secret_dice: [Dice(seed ^ 1), Dice(seed ^ 2)],
            dice: Dice(seed),
            label: format!("{} {:?} seed {seed}", mode.variant, mode.options),
        };
        twins.send_both(players[0], &line, false);
        for name in &players[1..] {
            twins.send_both(name, "/accept", false);
        }
        twins.in_step().then_some(twins)
    })
}

/// Plays `LEAK_GAMES` twin games of `mode`; returns how many refusals were compared.
pub fn compare_mode(mode: &Mode) -> usize {
    let mut compared = 0;
    for n in 0..super::games_per_mode() {
        let seed = super::first_seed().wrapping_add(n) ^ 0x5eed;
        let Some(mut twins) = open_twins(mode, seed) else {
            continue;
        };
        for _ in 0..40 {
            if !twins.in_step() {
                break;
            }
            compared += twins.probe(6);
            if !twins.advance() {
                break;
            }
        }
    }
    compared
}
