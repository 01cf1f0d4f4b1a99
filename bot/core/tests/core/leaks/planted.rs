//! The harness tells a reader's own knowledge from another seat's secret, and still
//! catches a real leak: each case plays a real game to the point where the two look
//! alike, checks what the core really sent, then plants the same words where they do
//! not belong and sees the checks fail.

use super::facts;
use super::harness::user;
use super::knowledge;
use super::table::{Mode, Table};
use super::Dice;
use referee_core::effect::Effect;
use referee_core::present::Out;
use rules::{Game, Seat, Viewer};
use std::panic::{catch_unwind, AssertUnwindSafe};

const STEPS: usize = 400;

fn caught(table: &Table, sender: Option<u64>, effect: Effect) -> bool {
    let outs = [Out::plain(effect)];
    catch_unwind(AssertUnwindSafe(|| table.check_only(sender, &outs))).is_err()
}

fn post(table: &Table, text: &str) -> Effect {
    let channel = table.game().map_or(0, |(entry, _)| entry.channel);
    Effect::Post {
        channel,
        text: text.to_string(),
        image: None,
        buttons: Vec::new(),
        game: None,
    }
}

fn private(to: &str, text: &str) -> Effect {
    Effect::Private {
        user: user(to).id,
        text: text.to_string(),
        image: None,
        game: None,
        buttons: Vec::new(),
    }
}

/// A random step of the game, avoiding what would end it.
fn step(table: &mut Table, dice: &mut Dice) {
    let Some((_, game)) = table.game() else {
        return;
    };
    let acting = table.acting(&game);
    if acting.is_empty() {
        return;
    }
    let seat = acting[dice.below(acting.len())];
    let options: Vec<String> = Table::choices(&game, seat)
        .into_iter()
        .filter(|a| !["resign", "draw", "abort"].iter().any(|w| a.starts_with(w)))
        .collect();
    if !options.is_empty() {
        let action = options[dice.below(options.len())].clone();
        table.act(seat, &action);
    }
}

/// Seat 1's private action whose very words are also one of seat 0's own options.
fn shared_words(game: &Game) -> Option<String> {
    let own = game.suggest(Seat(0), "", 25);
    game.record()
        .log
        .iter()
        .filter(|e| e.seat == Seat(1) && e.private && e.text != e.public)
        .map(|e| e.text.clone())
        .find(|text| own.contains(text))
}

/// Secret duel: seat 0's `/mine` lists `hide a3` among its options while seat 1 has
/// privately played `hide a3`. The listing is seat 0's own; the same words anywhere
/// else, or a second time, are seat 1's secret.
#[test]
fn own_options_pass_and_another_seats_private_action_is_caught() {
    let mode = Mode {
        variant: "secret-duel",
        seats: 2,
        options: Vec::new(),
    };
    let mut dice = Dice(7);
    let mut found = None;
    'games: for seed in 0..20 {
        let mut table = Table::new(mode.clone(), seed);
        table.start_with(0);
        for _ in 0..STEPS {
            let Some((_, game)) = table.game() else {
                break;
            };
            if game.status().is_finished() {
                break;
            }
            if let Some(words) = shared_words(&game) {
                found = Some((table, words));
                break 'games;
            }
            step(&mut table, &mut dice);
        }
    }
    let Some((mut table, words)) = found else {
        panic!("no secret duel reached a private action that is also seat 0's option");
    };
    let (Some(me), Some(other)) = (table.name_of(Seat(0)), table.name_of(Seat(1))) else {
        panic!("both seats are people");
    };
    // The core's real answer, checked by `send`: seat 0's own options, words and all.
    let outs = table.send(me, "/mine", true);
    let mine = outs
        .iter()
        .map(|o| crate::harness::text(&o.effect))
        .find(|t| t.contains(&words))
        .unwrap_or_else(|| panic!("/mine lists `{words}`"))
        .to_string();
    let sender = Some(user(me).id);
    assert!(!caught(&table, sender, private(me, &mine)));
    // Planted: in the channel; twice to seat 0; to seat 0 outside a list of its options.
    let leaks = [
        post(&table, &format!("{other} played {words}")),
        private(me, &format!("{mine}\n{other} played {words}")),
        private(me, &format!("{other} played {words}")),
    ];
    for leak in leaks {
        assert!(caught(&table, sender, leak.clone()), "not caught: {leak:?}");
    }
    // Seat 1's own words to seat 1 are no leak.
    assert!(!caught(&table, None, private(other, &words)));
}

/// A probe's cell holding a decoy, for `seat` to probe now.
fn decoy_to_probe(game: &Game, seat: Seat) -> Option<(String, String)> {
    let secrets = facts::secrets_from(game, Viewer::Seat(seat));
    game.legal(seat).into_iter().find_map(|action| {
        let cell = action.strip_prefix("probe ")?.to_string();
        let decoy = secrets.iter().any(|s| {
            s.cell == cell && s.truth.kind != s.allowed.as_ref().and_then(|g| g.kind.clone())
        });
        decoy.then_some((action, cell))
    })
}

/// 古战棋 with decoys: the prober is told `Probe d7: decoy …`, its own knowledge (which
/// its view does not hold), rebuilt from the log; the same words in the channel are a
/// leak, and so are they once the prober's knowledge no longer holds.
#[test]
fn a_probe_answer_reaches_its_prober_only() {
    let mode = Mode {
        variant: "ancient",
        seats: 2,
        options: vec!["+decoys", "+ambush"],
    };
    let mut dice = Dice(11);
    let mut found = None;
    'games: for seed in 0..20 {
        let mut table = Table::new(mode.clone(), seed);
        table.start_with(0);
        for _ in 0..STEPS {
            let Some((_, game)) = table.game() else {
                break;
            };
            if game.status().is_finished() {
                break;
            }
            let probe = table
                .acting(&game)
                .into_iter()
                .find_map(|seat| decoy_to_probe(&game, seat).map(|p| (seat, p)));
            if let Some((seat, (action, cell))) = probe {
                // Checked by `act`: the answer reaches the prober without complaint.
                let outs = table.act(seat, &action);
                found = Some((table, seat, cell, outs));
                break 'games;
            }
            step(&mut table, &mut dice);
        }
    }
    let Some((mut table, prober, cell, outs)) = found else {
        panic!("no 古战棋 game reached a probe of a decoy");
    };
    let Some(name) = table.name_of(prober) else {
        panic!("the prober is a person");
    };
    let answer = outs
        .iter()
        .map(|o| crate::harness::text(&o.effect))
        .find(|t| facts::has_word(t, &cell) && t.to_lowercase().contains("decoy"))
        .unwrap_or_else(|| panic!("the prober was told what {cell} holds"))
        .to_string();
    let Some((_, game)) = table.game() else {
        panic!("the game is stored");
    };
    let taught = knowledge::taught(&game, prober);
    assert!(taught.iter().any(|t| t.cell == cell), "{taught:?}");
    assert!(knowledge::taught(&game, Seat(1 - prober.0)).is_empty());
    let sender = Some(user(name).id);
    assert!(!caught(&table, sender, private(name, &answer)));
    assert!(caught(&table, sender, post(&table, &answer)));
    // Once the other seat acts in private or touches the cell, the prober's rebuilt
    // knowledge no longer vouches for it: the answer told again would be caught.
    for _ in 0..STEPS {
        let Some((_, game)) = table.game() else {
            break;
        };
        let still = knowledge::taught(&game, prober)
            .iter()
            .any(|t| t.cell == cell);
        let secret_there = facts::secrets_from(&game, Viewer::Seat(prober))
            .iter()
            .any(|s| s.cell == cell && facts::told_in(&answer, s, "ancient").is_some());
        if !still && secret_there {
            assert!(caught(&table, sender, private(name, &answer)));
            return;
        }
        if game.status().is_finished() {
            break;
        }
        step(&mut table, &mut dice);
    }
    panic!("the decoy on {cell} never stayed there past what the prober knows");
}
