//! Property tests over random seeded games of Ancient War Chess: legal ⇔ accepted,
//! replay = state, parse∘format = id, parse never panics, and no secret leaks.
//! `ANCIENT_GAMES` scales the number of games (default small for CI).

use proptest::prelude::*;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rules::ancient::{
    parse, Action, AncientGame, Body, Command, Op, Phase, Position, Series, Side, Square, Supps,
    Viewer,
};

fn games() -> u64 {
    std::env::var("ANCIENT_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(4)
}

fn pick<T: Clone>(rng: &mut ChaCha8Rng, items: &[T]) -> Option<T> {
    if items.is_empty() {
        None
    } else {
        items.get(rng.next_u32() as usize % items.len()).cloned()
    }
}

/// A random subset of the built supplements, always with the given ones.
fn random_supps(rng: &mut ChaCha8Rng, always: &[u8]) -> Supps {
    let mut supps = Supps::NONE;
    for n in Supps::all_built().numbers() {
        if rng.next_u32().is_multiple_of(2) || always.contains(&n) {
            supps = supps.with(n);
        }
    }
    supps
}

fn random_square(rng: &mut ChaCha8Rng) -> Square {
    Square::from_index(rng.next_u32() as usize % Square::COUNT).unwrap_or(Square::A0)
}

/// A random action from the whole action space (most of them illegal).
fn random_action(rng: &mut ChaCha8Rng) -> Action {
    let (a, b) = (random_square(rng), random_square(rng));
    match rng.next_u32() % 16 {
        0..=5 => Action::Play {
            order: None,
            body: Body {
                from: a,
                to: b,
                op: [Op::Move, Op::Capture, Op::Merge, Op::Split][rng.next_u32() as usize % 4],
                kind: None,
            },
            claims: Vec::new(),
        },
        6 => Action::Shed {
            from: a,
            to: b,
            keep: rng.next_u32().is_multiple_of(2),
        },
        7 => Action::Probe(a),
        8 => Action::Ambush { from: a, forest: b },
        9 => Action::Fire {
            cannon: a,
            target: b,
        },
        10 => Action::Block(a),
        11 => Action::Burn(a),
        12 => Action::Reinforce(a),
        13 => Action::Clear { army: a, block: b },
        14 => Action::Charge { ox: a, target: b },
        _ => Action::Defect(a),
    }
}

/// Play one random game to its end (or `max_plies`), checking `each` before every action.
fn playout(
    seed: u64,
    always: &[u8],
    max_plies: usize,
    mut each: impl FnMut(&AncientGame, &mut ChaCha8Rng),
) -> (AncientGame, Vec<(Side, Command)>) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let supps = random_supps(&mut rng, always);
    let mut game = AncientGame::new(supps, Side::Black);
    let mut log = Vec::new();
    for _ in 0..max_plies {
        let Some(side) = game.waiting_for().first().copied() else {
            break;
        };
        each(&game, &mut rng);
        let legal = game.legal(side);
        let action = pick(&mut rng, &legal).expect("a side to move always has an action");
        let command = Command::Act(action);
        game.apply(side, &command)
            .unwrap_or_else(|e| panic!("seed {seed}: legal {command} refused with {e}"));
        log.push((side, command));
    }
    (game, log)
}

#[test]
fn legal_actions_are_exactly_the_accepted_ones() {
    for seed in 0..games() {
        playout(seed, &[], 120, |game, rng| {
            if game.phase != Phase::Play {
                return;
            }
            let pos = &game.position;
            let side = pos.to_move();
            let legal = pos.legal_actions(side);
            for action in &legal {
                let mut trial = pos.clone();
                assert!(
                    trial.play(side, action).is_ok(),
                    "seed {seed}: legal {action} refused"
                );
            }
            for _ in 0..60 {
                let action = random_action(rng);
                let accepted = pos.clone().play(side, &action).is_ok();
                let canonical = pos.canonical_action(side, &action);
                assert_eq!(accepted, canonical.is_ok(), "seed {seed}: {action}");
                if let Ok(c) = canonical {
                    assert!(
                        legal.contains(&c),
                        "seed {seed}: accepted {action} ({c}) missing from legal"
                    );
                }
            }
            // The side not to move can do nothing but wait.
            assert!(pos.legal_actions(side.other()).is_empty());
        });
    }
}

#[test]
fn nothing_changes_on_error() {
    for seed in 0..games() {
        playout(seed, &[], 80, |game, rng| {
            for side in Side::BOTH {
                for _ in 0..20 {
                    let action = random_action(rng);
                    let mut trial = game.position.clone();
                    if trial.play(side, &action).is_err() {
                        assert_eq!(trial, game.position, "seed {seed}");
                    }
                }
                let mut trial = game.clone();
                if trial
                    .apply(side, &Command::Act(random_action(rng)))
                    .is_err()
                {
                    assert_eq!(&trial, game, "seed {seed}");
                }
            }
        });
    }
}

#[test]
fn replaying_the_log_gives_the_same_state() {
    for seed in 0..games() {
        let (game, log) = playout(seed, &[], 300, |_, _| {});
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let supps = random_supps(&mut rng, &[]);
        let mut replay = AncientGame::new(supps, Side::Black);
        for (side, command) in &log {
            let text = command.to_string();
            let parsed = parse(&text).expect("logged commands parse");
            replay
                .apply(*side, &parsed)
                .expect("replay accepts the log");
        }
        assert_eq!(replay, game, "seed {seed}");
        let json = serde_json::to_string(&game).expect("serialise");
        let back: AncientGame = serde_json::from_str(&json).expect("deserialise");
        assert_eq!(back, game);
    }
}

#[test]
fn random_games_end_by_a_rule() {
    let mut finished = 0;
    for seed in 0..games() {
        let (game, _) = playout(seed, &[], 500, |_, _| {});
        assert_eq!(
            game.phase,
            Phase::Over,
            "seed {seed}: 500 actions exceed the ply limit"
        );
        assert!(game.result.is_some());
        finished += 1;
    }
    assert_eq!(finished, games());
}

#[test]
fn notation_round_trips_for_every_legal_action() {
    for seed in 0..games() {
        playout(seed, &[6, 7, 9, 10, 14], 60, |game, _| {
            for side in game.waiting_for() {
                for action in game.legal(side) {
                    let text = action.to_string();
                    assert_eq!(parse(&text), Ok(Command::Act(action.clone())), "{text}");
                }
            }
        });
    }
}

/// The same position as `side`'s opponent knows it, with every secret of `side`
/// changed: its decoys become real 军 armies and its real 军 armies decoys of the same
/// shown strength, and its hidden ambushers move to another forest of its half.
fn secret_twin(pos: &Position, side: Side) -> Position {
    let mut twin = pos.clone();
    let forests: Vec<Square> = Square::all()
        .filter(|&sq| pos.is_forest(sq) && sq.x() * side.sign() >= 1)
        .collect();
    let mut hidden = Vec::new();
    for sq in Square::all() {
        let Some(u) = pos.unit(sq).copied() else {
            continue;
        };
        if u.side != Some(side) {
            continue;
        }
        let mut changed = u;
        changed.kind = match u.kind {
            rules::ancient::UnitKind::Decoy { shown } => rules::ancient::UnitKind::Army {
                kind: rules::ancient::ArmyKind::Jun,
                strength: shown,
            },
            rules::ancient::UnitKind::Army {
                kind: rules::ancient::ArmyKind::Jun,
                strength,
            } => rules::ancient::UnitKind::Decoy { shown: strength },
            k => k,
        };
        twin.set_unit(sq, Some(changed));
        if u.hidden {
            twin.set_unit(sq, None);
            hidden.push(changed);
        }
    }
    let free: Vec<Square> = forests
        .iter()
        .copied()
        .filter(|&f| pos.unit(f).is_none())
        .collect();
    for (unit, forest) in hidden.into_iter().zip(free.into_iter().rev()) {
        twin.set_unit(forest, Some(unit));
    }
    twin
}

#[test]
fn no_view_or_refusal_depends_on_an_enemy_secret() {
    let mut checked = 0;
    let mut with_secrets = 0;
    for seed in 0..games() * 4 {
        playout(seed, &[6, 7], 150, |game, rng| {
            if game.phase != Phase::Play {
                return;
            }
            let pos = &game.position;
            let actor = pos.to_move();
            let keeper = actor.other();
            let twin = secret_twin(pos, keeper);
            if &twin != pos {
                with_secrets += 1;
            }
            for owner in [Some(Side::Red), Some(Side::Black), None] {
                assert_eq!(
                    pos.listing(owner, Viewer::Side(actor)),
                    twin.listing(owner, Viewer::Side(actor))
                );
                assert_eq!(
                    pos.listing(owner, Viewer::Public),
                    twin.listing(owner, Viewer::Public)
                );
            }
            assert_eq!(pos.public_key(), twin.public_key());
            let (a, b) = (
                AncientGame::from_position(pos.clone()),
                AncientGame::from_position(twin.clone()),
            );
            for viewer in [Some(actor), None] {
                assert_eq!(
                    a.picture(viewer).cells,
                    b.picture(viewer).cells,
                    "seed {seed}"
                );
                assert_eq!(a.picture(viewer).notes, b.picture(viewer).notes);
            }
            assert_eq!(
                pos.legal_actions(actor),
                twin.legal_actions(actor),
                "seed {seed}"
            );
            for _ in 0..40 {
                let action = random_action(rng);
                assert_eq!(
                    pos.canonical_action(actor, &action),
                    twin.canonical_action(actor, &action),
                    "seed {seed}: {action}"
                );
            }
            checked += 1;
        });
    }
    assert!(checked > 0);
    // The property is about secrets: most checked positions must hold some.
    assert!(with_secrets * 2 > checked, "{with_secrets} of {checked}");
}

#[test]
fn public_events_and_views_carry_no_secret() {
    let mut probe_marks = 0;
    for seed in 0..games() * 4 {
        let (game, _) = playout(seed, &[3, 6, 7, 9, 11, 16], 400, |game, _| {
            for viewer in [None, Some(Side::Red), Some(Side::Black)] {
                for cell in game.picture(viewer).cells {
                    let Some(unit) = cell.unit else { continue };
                    if unit.owner == viewer {
                        continue;
                    }
                    // K7: what the viewer's own probes still know of an enemy unit is
                    // drawn, and it is true; a spectator sees none of it.
                    let truth = game.position.unit(cell.square);
                    for mark in unit.marks.iter().filter(|m| *m != "last") {
                        let true_now = match mark.as_str() {
                            "probe-decoy" => truth.is_some_and(|u| u.is_decoy() && !u.hidden),
                            "probe-real" => truth.is_some_and(|u| !u.is_decoy() && !u.hidden),
                            "probe-hidden" => truth.is_some_and(|u| {
                                u.hidden && u.is_decoy() == unit.kind.starts_with("decoy")
                            }),
                            _ => false,
                        };
                        assert!(viewer.is_some() && true_now, "{viewer:?}: {unit:?}");
                    }
                    probe_marks += usize::from(unit.marks.iter().any(|m| m.starts_with("probe-")));
                    let found_decoy = unit.marks.iter().any(|m| m == "probe-decoy");
                    assert!(
                        !unit.kind.starts_with("decoy")
                            || found_decoy
                            || unit.marks.iter().any(|m| m == "probe-hidden"),
                        "{viewer:?}: {unit:?}"
                    );
                }
            }
            for owner in Side::BOTH {
                for (token, sq) in game.listing(Some(owner), Viewer::Public) {
                    assert!(
                        !token.starts_with(['D', '?']) && !token.ends_with(['!', '*']),
                        "{token} {sq}"
                    );
                }
                for (token, sq) in game.listing(Some(owner), Viewer::Side(owner.other())) {
                    let truth = game.position.unit(sq);
                    let true_now = if let Some(found) = token.strip_prefix('?') {
                        truth.is_some_and(|u| u.hidden && u.token() == found)
                    } else if token.starts_with('D') {
                        truth.is_some_and(|u| u.is_decoy() && !u.hidden)
                    } else if token.ends_with('!') {
                        truth.is_some_and(|u| !u.is_decoy() && !u.hidden)
                    } else {
                        !token.ends_with('*')
                    };
                    assert!(true_now, "{token} {sq}");
                }
            }
        });
        // Every public line is made only of public events; each secret went privately.
        let mut laid = Vec::new();
        for events in &game.log {
            for e in events {
                let text = e.to_string();
                match e.private_to() {
                    Some(_) => {
                        if let rules::ancient::Event::AmbushLaid { forest, .. } = e {
                            laid.push(*forest);
                        }
                    }
                    None => {
                        assert!(!text.contains("real") && !text.contains("hidden"), "{text}");
                        assert!(!text.contains("keep") && !text.contains(" go"), "{text}");
                        if let rules::ancient::Event::Acted { text, .. } = e {
                            if text.starts_with("ambush") {
                                let forest =
                                    laid.last().map(|f| format!(" {f}")).unwrap_or_default();
                                assert!(!text.ends_with(&forest) || forest.is_empty(), "{text}");
                            }
                        }
                    }
                }
            }
        }
        // During placement no public event names a chosen square.
        for events in game.log.iter().take(2) {
            for e in events {
                if let rules::ancient::Event::Chose(_) = e {
                    assert!(!e.to_string().chars().any(|c| c.is_ascii_digit()));
                }
            }
        }
    }
    // The random games probe often enough for the K7 marks to be checked at all.
    assert!(probe_marks > 0);
}

#[test]
fn a_match_runs_until_one_player_has_no_territory() {
    for seed in 0..games().min(4) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut series = Series::new(Supps::parse_list("6,7").unwrap(), 2, true);
        let mut games_played = 1;
        for _ in 0..20_000 {
            if series.winner.is_some() {
                break;
            }
            let side = series.game.waiting_for()[0];
            let player = series.player_of(side);
            let action = pick(&mut rng, &series.game.legal(side)).unwrap();
            let events = series.apply(player, &Command::Act(action)).unwrap();
            if events
                .iter()
                .any(|e| matches!(e, rules::ancient::Event::NextGame(_)))
            {
                games_played += 1;
                assert_eq!(series.status(), "setup");
                // Colours swap every game; reserves refill.
                assert_eq!(series.red_player as u32, (games_played as u32 + 1) % 2);
                assert_eq!(series.game.position.counters.red.decoys, 4);
            }
        }
        let json = serde_json::to_string(&series).expect("a match is one record");
        assert_eq!(
            serde_json::from_str::<Series>(&json).expect("it reloads"),
            series
        );
        let winner = series.winner.expect("the match ends");
        assert_eq!(series.territories[usize::from(1 - winner)], 0);
        assert_eq!(series.territories[usize::from(winner)], 4);
        assert_eq!(series.status(), format!("finished:{winner}"));
    }
}

proptest! {
    #[test]
    fn parse_never_panics(text in "\\PC{0,40}") {
        let _ = parse(&text);
    }

    #[test]
    fn parse_never_panics_on_near_commands(text in "(shed|probe|fire|camps|deploy|击|分/击|[a-k][0-9]{1,3})[ a-k0-9x+/:\\-]{0,20}") {
        if let Ok(command) = parse(&text) {
            prop_assert_eq!(parse(&command.to_string()), Ok(command));
        }
    }
}
