//! One leak harness for every variant that hides information (issue 11, item 4).
//!
//! For each hidden mode of the registry (and its hidden options), random seeded games run
//! through the bot core; after every request each post, private message, reply, image view,
//! image name and title is checked against the secrets derived from the rules' own views
//! (`facts.rs`). A second property compares the refusals of one player in two games that
//! differ only in what that player cannot see.
//!
//! Half the games seat the computer too (`@referee`, `computer:N`); what it plays is
//! checked like everyone's. Half are casual with army chess's `on_timeout=computer`, and
//! people put their seats away (`/away`, `/back`) at random, so the computer's stand-ins
//! are checked as well. Consecutive computer moves come as one post of the round (issue
//! 34): the harness counts those posts, checked like the rest.
//!
//! Size: `LEAK_GAMES` games per mode (default 3, about a minute in a debug build);
//! the long run is `LEAK_GAMES=300 cargo test --release -p referee-core --test core leaks::` (thousands of
//! games). `LEAK_SEED` picks another sequence; `LEAK_VARIANT` plays one variant only.

use crate::harness;

mod check;
mod differential;
mod facts;
mod knowledge;
mod marks;
mod pickers;
mod planted;
mod probes_rebuilt;
mod table;

use rules::{VariantId, Viewer};
use table::{Mode, Table};

/// splitmix64: every choice of a game comes from its seed, so a failure replays exactly.
pub struct Dice(pub u64);

impl Dice {
    pub fn roll(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        (self.roll() % n as u64) as usize
    }
}

fn env_number(key: &str, default: u64) -> u64 {
    std::env::var(key)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

pub fn games_per_mode() -> u64 {
    env_number("LEAK_GAMES", 3)
}

pub fn first_seed() -> u64 {
    env_number("LEAK_SEED", 0)
}

/// A legal action bent into a likely-illegal one: a cell name swapped for another, a
/// character dropped or doubled, or the action cut short.
pub fn bend(action: &str, cells: &[String], dice: &mut Dice) -> String {
    let chars: Vec<char> = action.chars().collect();
    match dice.below(4) {
        0 if !cells.is_empty() => {
            let mut words: Vec<String> =
                action.split([' ', '-', 'x']).map(str::to_string).collect();
            let spots: Vec<usize> = (0..words.len())
                .filter(|&i| cells.iter().any(|c| c.eq_ignore_ascii_case(&words[i])))
                .collect();
            if spots.is_empty() {
                return format!("{action} {}", cells[dice.below(cells.len())]);
            }
            let spot = spots[dice.below(spots.len())];
            let old = words[spot].clone();
            words[spot] = cells[dice.below(cells.len())].clone();
            action.replacen(&old, &words[spot], 1)
        }
        1 if chars.len() > 1 => {
            let at = dice.below(chars.len());
            chars
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != at)
                .map(|(_, c)| c)
                .collect()
        }
        2 => {
            let at = dice.below(chars.len().max(1));
            let mut out: String = chars.iter().take(at).collect();
            out.push(chars.get(at).copied().unwrap_or('9'));
            out.extend(chars.iter().skip(at));
            out
        }
        _ => chars.iter().take(chars.len() / 2).collect(),
    }
}

/// Every registered variant that hides something, with options that change what is
/// hidden. A mode is chosen by the registry's `hidden` flag, never by name; the options
/// that add secrets are read from its option list.
fn hidden_modes() -> Vec<Mode> {
    let mut modes = Vec::new();
    for info in rules::variants().filter(|info| info.hidden) {
        let base = Mode {
            variant: info.id,
            seats: info.max_seats,
            options: Vec::new(),
        };
        if info.min_seats != info.max_seats {
            modes.push(Mode {
                seats: info.min_seats,
                ..base.clone()
            });
        }
        let has = |key: &str| info.options.iter().any(|o| o.key == key);
        // Team views: a teammate sees the ally's pieces or not.
        if has("ally_view") {
            modes.push(Mode {
                options: vec!["ally_view=open"],
                ..base.clone()
            });
        }
        // Supplements that hide units from the opponent (decoys, ambushes), and all
        // together with the others a game may combine them with.
        if has("+decoys") && has("+ambush") {
            modes.push(Mode {
                options: vec!["+decoys", "+ambush"],
                ..base.clone()
            });
            let every: Vec<&'static str> = info
                .options
                .iter()
                .map(|o| o.key)
                .filter(|k| k.starts_with('+') && starts(info, &[k]))
                .collect();
            if starts(info, &every) {
                modes.push(Mode {
                    options: every,
                    ..base.clone()
                });
            }
        }
        if has("fanqi_flag") {
            modes.push(Mode {
                options: vec!["fanqi_flag=carry"],
                ..base.clone()
            });
        }
        modes.push(base);
    }
    modes
}

/// The modes a run plays: every hidden mode, or with `LEAK_VARIANT` set only that
/// variant's (`LEAK_VARIANT=ancient LEAK_GAMES=40`: a long look at one family).
fn played_modes() -> Vec<Mode> {
    let only = std::env::var("LEAK_VARIANT").ok();
    hidden_modes()
        .into_iter()
        .filter(|m| only.as_deref().is_none_or(|v| v == m.variant))
        .collect()
}

/// Whether the rules start a game of `info` with these toggles (some supplements are
/// refused by design).
fn starts(info: &rules::VariantInfo, toggles: &[&str]) -> bool {
    let Some(id) = VariantId::from_id(info.id) else {
        return false;
    };
    let options = toggles
        .iter()
        .map(|k| (k.to_string(), String::new()))
        .collect();
    let setup = rules::Setup {
        seats: info.max_seats,
        options,
        seed: 0,
    };
    rules::Game::new(id, setup).is_ok()
}

#[test]
fn the_modes_are_every_hidden_variant() {
    let modes = hidden_modes();
    for info in rules::variants() {
        let played = modes.iter().any(|m| m.variant == info.id);
        assert_eq!(played, info.hidden, "{}", info.id);
    }
    for id in [
        "secret-duel",
        "junqi-siguo",
        "junqi-liangguo",
        "junqi-anqi",
        "junqi-fanqi",
    ] {
        assert!(modes.iter().any(|m| m.variant == id), "{id} is played");
    }
    assert!(modes
        .iter()
        .any(|m| m.variant == "ancient" && m.options.contains(&"+decoys")));
}

/// A variant the registry calls perfect-information really shows every seat the same
/// pieces as a spectator, so skipping it skips nothing; and the hidden flag of a mode
/// whose pieces are all face up after set-up (`junqi-open`) is honest about its set-up.
#[test]
fn variants_without_the_hidden_flag_hide_nothing() {
    for info in rules::variants() {
        let Some(id) = VariantId::from_id(info.id) else {
            continue;
        };
        for seed in 0..2 {
            let mut game = rules::Game::new(
                id,
                rules::Setup {
                    seats: info.min_seats,
                    options: Default::default(),
                    seed,
                },
            )
            .expect("a default game");
            let mut dice = Dice(seed);
            let mut secrets_ever = 0;
            for _ in 0..40 {
                let acting = match game.status() {
                    rules::Status::ToMove(seat) => vec![seat],
                    rules::Status::Simultaneous(waiting) => waiting,
                    rules::Status::Finished(_) => break,
                };
                for seat in facts::seats(&game).collect::<Vec<_>>() {
                    secrets_ever += facts::secrets_from(&game, Viewer::Seat(seat)).len();
                }
                secrets_ever += facts::secrets_from(&game, Viewer::Spectator).len();
                let seat = acting[dice.below(acting.len())];
                let mut options = game.suggest(seat, "", 40);
                if options.is_empty() {
                    options = game.legal(seat);
                }
                if options.is_empty() {
                    break;
                }
                let pick = options[dice.below(options.len())].clone();
                game.play(seat, &pick, rules::game::Channel::Private)
                    .expect("a suggested action is legal");
            }
            if !info.hidden {
                assert_eq!(secrets_ever, 0, "{} hides something", info.id);
            }
        }
    }
}

fn play_mode(mode: &Mode) -> table::Tally {
    let mut total = table::Tally::default();
    for n in 0..games_per_mode() {
        let seed = first_seed()
            .wrapping_add(n)
            .wrapping_mul(0x2545_f491_4f6c_dd1d)
            ^ 0x11;
        let mut table = Table::new(mode.clone(), seed);
        table.start();
        table.play(80);
        let t = table.tally;
        total.requests += t.requests;
        total.accepted += t.accepted;
        total.refused += t.refused;
        total.images += t.images;
        total.turn_boards += t.turn_boards;
        total.secrets_seen += t.secrets_seen;
        total.finished |= t.finished;
        total.computer_actions += t.computer_actions;
        total.stand_in_actions += t.stand_in_actions;
        total.marked_images += t.marked_images;
        total.picker_steps += t.picker_steps;
        total.probe_results += t.probe_results;
        total.round_posts += t.round_posts;
    }
    total
}

/// Sums a per-mode count over the modes of each variant.
fn per_variant(counts: &[(Mode, usize)]) -> Vec<(&'static str, usize)> {
    let mut out: Vec<(&'static str, usize)> = Vec::new();
    for (mode, n) in counts {
        match out.iter_mut().find(|(v, _)| *v == mode.variant) {
            Some((_, total)) => *total += n,
            None => out.push((mode.variant, *n)),
        }
    }
    out
}

#[test]
fn no_hidden_fact_reaches_anyone_not_allowed_to_know_it() {
    let mut secrets = Vec::new();
    let mut computer_actions = 0;
    let mut stand_in_actions = 0;
    let mut marked_images = 0;
    let mut picker_steps = 0;
    let mut probe_results = 0;
    let mut round_posts = 0;
    for mode in played_modes() {
        let tally = play_mode(&mode);
        computer_actions += tally.computer_actions;
        stand_in_actions += tally.stand_in_actions;
        marked_images += tally.marked_images;
        picker_steps += tally.picker_steps;
        probe_results += tally.probe_results;
        round_posts += tally.round_posts;
        eprintln!("{mode:?}: {tally:?}");
        // The games really played: actions went through, boards were drawn and
        // something was refused.
        assert!(tally.accepted > 0, "{mode:?}: nothing accepted");
        assert!(tally.refused > 0, "{mode:?}: nothing refused");
        assert!(tally.images > 0, "{mode:?}: no image");
        // The turn messages (each player's own board when play begins, the mover's at
        // each turn) were among what the checks saw.
        assert!(tally.turn_boards > 0, "{mode:?}: no turn message");
        secrets.push((mode, tally.secrets_seen));
    }
    // Every variant had secrets on the board to keep, in some mode (ancient's plain
    // mode hides only its camp choice, which is off the board).
    for (variant, seen) in per_variant(&secrets) {
        assert!(seen > 0, "{variant}: no secret to keep");
    }
    // The computer sat in some of the games and its own actions were checked too.
    assert!(computer_actions > 0, "the computer never played");
    // It stood in for absent people too (`/away`, army chess's late players).
    assert!(stand_in_actions > 0, "no stand-in ever played");
    // Players laid private marks, and images with them were checked (`leaks::marks`).
    assert!(marked_images > 0, "no image carried a mark");
    // Pickers were opened and clicked through, each step checked.
    assert!(picker_steps > 0, "no picker step was drawn");
    // Over every mode (not one variant picked by `LEAK_VARIANT`, which may have no
    // probes or no rounds): 古战棋 players held probe results, each checked against the
    // rebuild (`leaks::probes_rebuilt`), and rounds of several computer moves were told
    // in one post, and checked.
    if std::env::var("LEAK_VARIANT").is_err() {
        assert!(probe_results > 0, "no probe result was held");
        assert!(round_posts > 0, "no round of computer moves was posted");
    }
}

#[test]
fn refusals_do_not_depend_on_what_the_sender_cannot_see() {
    let mut compared = Vec::new();
    for mode in played_modes() {
        let n = differential::compare_mode(&mode);
        eprintln!("{mode:?}: {n} refusals compared");
        compared.push((mode, n));
    }
    // The cores draw their own seeds, so how long two games stay in step varies; every
    // variant must still have had refusals compared.
    for (variant, n) in per_variant(&compared) {
        assert!(n > 0, "{variant}: no refusal compared");
    }
}
