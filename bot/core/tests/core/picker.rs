//! The move picker through the core: a game played by clicks is stored exactly as one
//! typed, every step stays within Discord's component rules, and out-of-date, repeated,
//! misdirected and forged clicks change nothing.

use crate::harness::*;
use referee_core::effect::{Effect, PickerAt, Row};
use referee_core::request::Command;
use std::collections::HashSet;

/// `who` clicks a component (`value`: the option chosen in a select).
fn click(
    core: &referee_core::Core,
    who: &str,
    id: &str,
    value: Option<&str>,
    dm: bool,
) -> Vec<Effect> {
    let mut req = request(who, "/pick", dm, T0);
    req.command = Command::from_component(id, value).expect("a component the core made");
    core.handle(req)
}

/// The one picker effect in `effects`, for `who`.
fn picker<'a>(effects: &'a [Effect], who: &str) -> (&'a str, &'a [Row], PickerAt, bool) {
    let found: Vec<_> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::Picker {
                user: to,
                text,
                rows,
                at,
                error,
                ..
            } => Some((*to, text.as_str(), rows.as_slice(), *at, *error)),
            _ => None,
        })
        .collect();
    assert_eq!(found.len(), 1, "one picker in {effects:#?}");
    let (to, text, rows, at, error) = found[0];
    assert_eq!(to, user(who).id, "a picker goes to its player only");
    (text, rows, at, error)
}

/// Discord's rules for components (serenity 0.12): at most 5 rows; a select alone in its
/// row with 1–25 options; at most 5 buttons a row; unique ids of at most 100 characters;
/// labels of at most 80 (buttons) and 100 (options) characters, values at most 100.
fn assert_within_discord_rules(rows: &[Row]) {
    assert!(rows.len() <= 5, "{} rows", rows.len());
    let mut ids = HashSet::new();
    for row in rows {
        match row {
            Row::Buttons(buttons) => {
                assert!(
                    (1..=5).contains(&buttons.len()),
                    "{} buttons",
                    buttons.len()
                );
                for b in buttons {
                    assert!(b.id.len() <= 100 && ids.insert(b.id.clone()), "{}", b.id);
                    assert!(
                        !b.label.is_empty() && b.label.chars().count() <= 80,
                        "{}",
                        b.label
                    );
                }
            }
            Row::Select(select) => {
                assert!(
                    (1..=25).contains(&select.options.len()),
                    "{}",
                    select.options.len()
                );
                assert!(
                    select.id.len() <= 100 && ids.insert(select.id.clone()),
                    "{}",
                    select.id
                );
                let mut values = HashSet::new();
                for o in &select.options {
                    assert!(
                        o.value.len() <= 100 && values.insert(o.value.clone()),
                        "{}",
                        o.value
                    );
                    assert!(
                        !o.label.is_empty() && o.label.chars().count() <= 100,
                        "{}",
                        o.label
                    );
                }
            }
        }
    }
}

/// Where a picker step leads when `choose` picks among its options: the component id and
/// the value to send. The choices are the first row; the last row is Back and Cancel.
fn next_click(
    rows: &[Row],
    choose: &mut dyn FnMut(usize) -> usize,
) -> Option<(String, Option<String>)> {
    if rows.len() < 2 {
        return None;
    }
    match rows.first()? {
        Row::Select(select) => {
            let option = select.options.get(choose(select.options.len()))?;
            Some((select.id.clone(), Some(option.value.clone())))
        }
        Row::Buttons(buttons) => {
            let button = buttons.get(choose(buttons.len()))?;
            Some((button.id.clone(), None))
        }
    }
}

#[test]
fn a_game_played_by_clicks_is_stored_as_the_same_game_typed() {
    let typed = core();
    let clicked = core();
    for core in [&typed, &clicked] {
        say(core, "alice", "/play sword-magic @bob", T0);
        say(core, "bob", "/accept", T0);
    }
    for (who, from, to) in [
        ("alice", "d2", "d4"),
        ("bob", "d7", "d5"),
        ("alice", "d4", "d5"),
    ] {
        let line = if from == "d4" {
            "d4xd5".to_string()
        } else {
            format!("{from}-{to}")
        };
        say(&typed, who, &line, T0);

        let opened = say(&clicked, who, "/pick", T0);
        let (_, rows, at, _) = picker(&opened, who);
        assert_eq!(at, PickerAt::New);
        assert_within_discord_rules(rows);
        let Some(Row::Select(pieces)) = rows.first() else {
            panic!("a select of pieces")
        };
        let step = click(&clicked, who, &pieces.id, Some(from), false);
        let (_, rows, at, _) = picker(&step, who);
        assert_eq!(at, PickerAt::Update, "each step edits the picker in place");
        assert_within_discord_rules(rows);
        let Some(Row::Select(targets)) = rows.first() else {
            panic!("a select of targets")
        };
        let played = click(&clicked, who, &targets.id, Some(to), false);
        let (text, rows, _, error) = picker(&played, who);
        assert!(
            !error && rows.is_empty(),
            "the picker is replaced by what was played: {text}"
        );
        assert!(
            played.iter().any(|e| matches!(e, Effect::Post { .. })),
            "the move is announced"
        );
    }
    // The same actions, in the same words, in the same places (each core draws its own seed).
    let log = |core: &referee_core::Core| {
        let entry = core.store().game(1).expect("read").expect("game");
        entry.record.log
    };
    assert_eq!(log(&typed), log(&clicked));
}

#[test]
fn stale_misdirected_repeated_and_forged_clicks_change_nothing() {
    let core = core();
    say(&core, "alice", "/play sword-magic @bob", T0);
    say(&core, "bob", "/accept", T0);
    let revision = || core.store().game(1).expect("read").expect("game").revision;
    let opened = say(&core, "alice", "/pick", T0);
    let (_, rows, _, _) = picker(&opened, "alice");
    let Some(Row::Select(pieces)) = rows.first() else {
        panic!("pieces")
    };
    let step = click(&core, "alice", &pieces.id, Some("d2"), false);
    let (_, rows, _, _) = picker(&step, "alice");
    let Some(Row::Select(targets)) = rows.first() else {
        panic!("targets")
    };
    let targets_id = targets.id.clone();

    // Bob may not play Alice's move, even with her picker's id.
    let before = revision();
    let refused = click(&core, "bob", &targets_id, Some("d4"), false);
    assert_refused(&refused, "bob");
    assert_eq!(revision(), before);

    // A click Discord delivers twice is applied once.
    let mut first = request("alice", "/pick", false, T0);
    first.command = Command::from_component(&targets_id, Some("d4")).expect("command");
    first.delivery_id = Some("interaction-1".into());
    let played = core.handle(first.clone());
    assert!(played.iter().any(|e| matches!(e, Effect::Post { .. })));
    let after = revision();
    let again = core.handle(first);
    assert!(
        !again.iter().any(|e| matches!(e, Effect::Post { .. })),
        "{again:#?}"
    );
    assert_eq!(revision(), after);

    // The same picker after the game moved on: out of date, with a fresh Move button.
    let stale = click(&core, "alice", &targets_id, Some("d3"), false);
    let (text, rows, _, error) = picker(&stale, "alice");
    assert!(error && text.contains("out of date"), "{text}");
    let Some(Row::Buttons(fresh)) = rows.first() else {
        panic!("a Move button")
    };
    assert_eq!(fresh[0].id, "move:1");
    assert_eq!(revision(), after);

    // Forged paths for the current position (Alice's piece, no such square, no such group,
    // no such game): refused, nothing played.
    let now = revision();
    for (id, value) in [
        (format!("pick:1:{now}:d4"), Some("d5")),
        (format!("pick:1:{now}:zz"), Some("e4")),
        (format!("pick:1:{now}:"), Some("~7")),
        (format!("pick:9:{now}:"), Some("d7")),
    ] {
        let effects = click(&core, "bob", &id, value, false);
        assert!(
            !effects.iter().any(|e| matches!(e, Effect::Post { .. })),
            "{id} {value:?}: {effects:#?}"
        );
    }
    assert_eq!(revision(), now);
    assert_eq!(Command::from_component("pick:1:1:e2 e4", None), None);
}

/// Random walks through pickers of every family, set-ups included: every step fits
/// Discord's rules and every walk ends in an accepted action.
#[test]
fn pickers_of_every_family_fit_discord_and_play() {
    let mut seed = 7u64;
    let mut choose = move |n: usize| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((seed >> 33) as usize) % n.max(1)
    };
    for (variant, private) in [
        ("sword-magic", false),
        ("demon", false),
        ("junqi-liangguo", true),
        ("junqi-fanqi", true),
        ("ancient", true),
    ] {
        let core = core();
        say(&core, "alice", &format!("/play {variant} @bob"), T0);
        say(&core, "bob", "/accept", T0);
        let mut played = 0;
        for _ in 0..12 {
            for who in ["alice", "bob"] {
                let opened = if private {
                    dm(&core, who, "/pick", T0)
                } else {
                    say(&core, who, "/pick", T0)
                };
                if !opened.iter().any(|e| matches!(e, Effect::Picker { .. })) {
                    continue;
                }
                let (_, first, _, _) = picker(&opened, who);
                let mut rows = first.to_vec();
                for _ in 0..8 {
                    assert_within_discord_rules(&rows);
                    let Some((id, value)) = next_click(&rows, &mut choose) else {
                        break;
                    };
                    let effects = click(&core, who, &id, value.as_deref(), private);
                    let (text, next, _, error) = picker(&effects, who);
                    assert!(!error, "{variant}: {text}");
                    if next.is_empty() {
                        played += 1;
                        break;
                    }
                    rows = next.to_vec();
                }
            }
        }
        assert!(
            played >= 4,
            "{variant}: only {played} actions played by clicks"
        );
    }
}

/// `/move` autocomplete shows each action in the picker's words (`Swordsman d2 → d4`)
/// and sends back the typed form (`d2-d4`); in the reader's language, too.
#[test]
fn move_autocomplete_offers_the_pickers_labels() {
    let core = core();
    say(&core, "alice", "/play sword-magic @bob", T0);
    say(&core, "bob", "/accept", T0);
    let ask = |partial: &str, locale: Option<rules::Locale>| {
        let mut req = request("alice", "", false, T0);
        req.command = Command::Autocomplete {
            partial: partial.into(),
            game: None,
        };
        req.locale = locale;
        core.handle(req)
    };
    let effects = ask("d2", None);
    let [Effect::Choices {
        choices, labels, ..
    }] = effects.as_slice()
    else {
        panic!("{effects:#?}")
    };
    assert_eq!(choices.len(), labels.len());
    let at = choices
        .iter()
        .position(|c| c == "d2-d4")
        .expect("d2-d4 offered");
    assert_eq!(labels[at], "Swordsman d2 → d4");
    let effects = ask("d2", Some(rules::Locale::ZhCn));
    let [Effect::Choices {
        choices, labels, ..
    }] = effects.as_slice()
    else {
        panic!("{effects:#?}")
    };
    let at = choices
        .iter()
        .position(|c| c == "d2-d4")
        .expect("d2-d4 offered");
    assert!(
        labels[at].ends_with("d2 → d4") && !labels[at].contains("Swordsman"),
        "{}",
        labels[at]
    );
}

/// A picker step draws the player's own marks, as their other private images do: the
/// guess laid on an enemy piece stays on the board they pick from.
#[test]
fn a_picker_step_image_carries_the_players_own_marks() {
    let core = core();
    say(&core, "alice", "/play junqi-liangguo @bob", T0);
    say(&core, "bob", "/accept", T0);
    dm(&core, "alice", "deploy default", T0);
    dm(&core, "bob", "deploy default", T0);
    dm(&core, "alice", "/mark N1a bomb", T0);
    let outs = core.handle_undrawn(request("alice", "/pick", true, T0));
    let picture = outs
        .iter()
        .find_map(|o| o.picture.as_ref())
        .expect("the step draws the board");
    let n1a = picture
        .view
        .board
        .cells
        .iter()
        .position(|c| c.name == "N1a")
        .expect("N1a is on the board");
    assert!(
        picture.opts.labels.iter().any(|(cell, _)| *cell == n1a),
        "{:?}",
        picture.opts.labels
    );
    // Bob's picker, once it is his turn, carries none of Alice's marks.
    say(&core, "alice", "/move S1a-S2b", T0);
    let outs = core.handle_undrawn(request("bob", "/pick", true, T0));
    let picture = outs
        .iter()
        .find_map(|o| o.picture.as_ref())
        .expect("bob's step draws the board");
    assert!(picture.opts.labels.is_empty(), "{:?}", picture.opts.labels);
}

/// Choosing 古战棋 camps from the picker, the image marks the squares the choices name
/// (the seat's own camp sites) and no other.
#[test]
fn the_camp_choice_image_marks_the_camp_sites() {
    let core = core();
    say(&core, "alice", "/play ancient @bob", T0);
    say(&core, "bob", "/accept", T0);
    for (who, sites) in [
        ("alice", ["b1", "b7", "c4", "d2", "d6"]),
        ("bob", ["f2", "f6", "g4", "h1", "h7"]),
    ] {
        let outs = core.handle_undrawn(request(who, "/pick", true, T0));
        let picture = outs
            .iter()
            .find_map(|o| o.picture.as_ref())
            .expect("the step draws the board");
        let mut hinted: Vec<&str> = picture
            .opts
            .hints
            .iter()
            .filter_map(|&i| picture.view.board.cells.get(i))
            .map(|c| c.name.as_str())
            .collect();
        hinted.sort_unstable();
        assert_eq!(hinted, sites, "{who}");
    }
}
