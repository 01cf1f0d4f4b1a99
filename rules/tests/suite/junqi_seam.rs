//! Army chess through the common seam (`rules::Game`): the five ids, their options, a
//! scripted four-player game, the words every report needs in all three languages, and
//! the information rules on what the bot actually sends (reports and views).

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use rules::game::Channel;
use rules::junqi::{ArmyChess, Kind, Mode, FAMILY, VARIANTS};
use rules::registry::State;
use rules::variant::{PrivateInPublic, Setup};
use rules::{Arg, Event, Game, Locale, Message, Report, Seat, Status, VariantId, Viewer, Words};
use std::collections::{BTreeMap, BTreeSet};

fn setup(seats: usize, seed: u64, options: &[(&str, &str)]) -> Setup {
    Setup {
        seats,
        options: options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect::<BTreeMap<_, _>>(),
        seed,
    }
}

fn id(name: &str) -> VariantId {
    VariantId::from_id(name).unwrap_or_else(|| panic!("{name} registered"))
}

fn army(game: &Game) -> &ArmyChess {
    match game.state() {
        State::Junqi(a) => a,
        _ => panic!("not an army-chess game"),
    }
}

#[test]
fn five_ids_with_their_seats_and_options() {
    let ids: Vec<&str> = VARIANTS.iter().map(|v| v.id).collect();
    assert_eq!(
        ids,
        [
            "junqi-siguo",
            "junqi-liangguo",
            "junqi-anqi",
            "junqi-open",
            "junqi-fanqi"
        ]
    );
    assert!(VARIANTS
        .iter()
        .all(|v| v.private_in_public == PrivateInPublic::Ignore));
    assert_eq!(
        VariantId::parse("四国军棋").map(|v| v.as_str()),
        Some("junqi-siguo")
    );
    assert!(Game::new(id("junqi-siguo"), setup(4, 1, &[("ally_view", "open")])).is_ok());
    assert!(Game::new(id("junqi-anqi"), setup(2, 1, &[("ally_view", "open")])).is_err());
    assert!(Game::new(
        id("junqi-anqi"),
        setup(2, 1, &[("on_deploy_timeout", "default")])
    )
    .is_err());
    assert!(Game::new(
        id("junqi-open"),
        setup(2, 1, &[("on_deploy_timeout", "default")])
    )
    .is_ok());
    assert!(Game::new(id("junqi-fanqi"), setup(2, 1, &[("fanqi_flag", "carry")])).is_ok());
    assert!(Game::new(id("junqi-siguo"), setup(2, 1, &[])).is_err());
}

/// §4.6: `on_deploy_timeout=default` is a value only `junqi-open` takes; a hidden mode
/// refuses it at `/play` with a worded refusal that lists the values it does take.
#[test]
fn deploy_default_is_refused_in_the_players_words_outside_open() {
    let words = Words::new(rules::catalogues()).expect("catalogues load");
    let options: BTreeMap<String, String> =
        [("on_deploy_timeout".to_string(), "default".to_string())].into();
    for mode in ["junqi-siguo", "junqi-liangguo", "junqi-anqi"] {
        let refusal = id(mode)
            .info()
            .check_options(&options)
            .expect_err("default refused in a hidden mode");
        assert_eq!(refusal.message.id, "setup-bad-option-value", "{mode}");
        let seat = |s: Seat| s.0.to_string();
        let english = words.format(refusal.family, Locale::En, &refusal.message, &seat);
        assert!(
            english.contains("random") && english.contains("forfeit"),
            "{english}"
        );
        assert!(english.contains("not `default`"), "{english}");
        let chinese = words.format(refusal.family, Locale::ZhCn, &refusal.message, &seat);
        assert!(!chinese.contains("takes"), "{chinese}");
    }
    assert!(id("junqi-open").info().check_options(&options).is_ok());
}

fn play(game: &mut Game, seat: u8, text: &str) -> Report {
    game.play(Seat(seat), text, Channel::Private)
        .unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

fn said_ids(report: &Report) -> Vec<String> {
    report.events.iter().flat_map(Event::message_ids).collect()
}

/// Four players deploy by DM, S moves onto the railway, E attacks it, then South and
/// North resign: East and West win together.
#[test]
fn scripted_four_player_game() {
    let mut game = Game::new(id("junqi-siguo"), setup(4, 42, &[])).expect("game");
    let r = play(
        &mut game,
        0,
        "deploy 37 34 38 33 36 / 32 B 35 / 40 34 39 38 / 36 B 37 / 32 M 33 35 32 / M F M 34 33",
    );
    assert_eq!(
        r.public_notation, "deploy",
        "a layout never appears in public"
    );
    assert!(matches!(game.status(), Status::Simultaneous(ref w) if w.len() == 3));
    play(&mut game, 1, "deploy default");
    play(&mut game, 2, "deploy random");
    play(&mut game, 3, "deploy 旅 连 师 排 团 / 工 炸 营 / 司 连 军 师 / 团 炸 旅 / 工 雷 排 营 工 / 雷 旗 雷 连 排");
    assert_eq!(game.status(), Status::ToMove(Seat(0)));
    // A move typed in the channel is refused (the shell ignores it silently, §8.6).
    assert!(game.play(Seat(0), "S1e-C9", Channel::Public).is_err());
    let r = play(&mut game, 0, "S1e-C9");
    assert!(
        matches!(&r.events[..], [Event::Moved { piece: None, .. }]),
        "{:?}",
        r.events
    );
    let r = play(&mut game, 1, "e1a c9");
    assert!(
        said_ids(&r).contains(&"junqi-clash-attacker".to_string()),
        "{r:?}"
    );
    // Each owner learns only its own piece: S its 36, E its 37.
    let told: Vec<(Seat, Vec<String>)> = r
        .private
        .iter()
        .map(|n| (n.to, n.events.iter().flat_map(Event::message_ids).collect()))
        .collect();
    assert_eq!(told.len(), 2);
    assert!(told
        .iter()
        .any(|(s, ids)| *s == Seat(0) && ids.contains(&"piece-colonel".to_string())));
    assert!(told
        .iter()
        .any(|(s, ids)| *s == Seat(1) && ids.contains(&"piece-brigadier".to_string())));
    // The public view shows E's piece on C9, identity hidden; E's own view knows it.
    let c9 = |v: &rules::View| {
        v.board
            .cells
            .iter()
            .find(|c| c.name == "C9")
            .and_then(|c| c.piece.clone())
    };
    let public = c9(&game.view(Viewer::Spectator)).expect("a piece on C9");
    assert_eq!((public.owner, public.kind), (Some(Seat(1)), None));
    assert_eq!(
        c9(&game.view(Viewer::Seat(Seat(1))))
            .and_then(|g| g.kind)
            .as_deref(),
        Some("brigadier")
    );
    assert_eq!(game.view(Viewer::Seat(Seat(1))).quarter_turns, 3);
    assert_eq!(game.view(Viewer::Seat(Seat(3))).quarter_turns, 1);
    play(&mut game, 2, "resign");
    let r = play(&mut game, 0, "resign");
    assert_eq!(
        r.outcome().map(|o| (o.winners.clone(), o.reason.clone())),
        Some((vec![Seat(1), Seat(3)], "resign".to_string()))
    );
    // Everything is public after the end, and the log replays to the same state.
    assert!(game
        .view(Viewer::Spectator)
        .board
        .cells
        .iter()
        .filter_map(|c| c.piece.as_ref())
        .all(|g| g.kind.is_some()));
    let again = Game::replay(game.record()).expect("replays");
    assert_eq!(army(&again), army(&game));
}

/// Every id a catalogue entry answers, with its variables, per locale.
fn catalogue(tag: &str) -> BTreeMap<String, Vec<String>> {
    let text = VARIANTS[0]
        .catalogues
        .iter()
        .find(|(t, _)| *t == tag)
        .map(|(_, text)| *text)
        .unwrap_or_else(|| panic!("{tag} catalogue"));
    Words::variables(text)
        .unwrap_or_else(|e| panic!("{tag}: {e}"))
        .into_iter()
        .collect()
}

#[test]
fn catalogues_have_the_same_ids_and_variables() {
    let en = catalogue("en");
    assert_eq!(catalogue("zh-CN"), en);
    assert_eq!(catalogue("zh-TW"), en);
    // A code's entry is a refusal's heading, worded without arguments.
    for (id, vars) in &en {
        if id.starts_with("E_") || id.starts_with("L_") {
            assert!(vars.is_empty(), "{id} is a heading and takes no variables");
        }
    }
}

fn collect_message(m: &Message, out: &mut BTreeSet<String>) {
    out.extend(m.ids());
}

/// Every message a report carries (public and private), to be worded in every locale.
fn messages(report: &Report) -> Vec<Message> {
    let all = report
        .events
        .iter()
        .chain(report.private.iter().flat_map(|n| n.events.iter()));
    all.filter_map(|e| match e {
        Event::Said(m) => Some(m.clone()),
        Event::Eliminated { reason, .. } => Some(reason.clone()),
        _ => None,
    })
    .collect()
}

fn collect_report(report: &Report, out: &mut BTreeSet<String>) {
    for e in &report.events {
        out.extend(e.message_ids());
    }
    for n in &report.private {
        for e in &n.events {
            out.extend(e.message_ids());
        }
    }
}

/// Random games through the seam: every id a report, refusal or view note uses is worded
/// in every locale; public events never name a hidden identity; private notes reach only
/// the piece's owner (or its partner with `ally_view=open`).
#[test]
fn random_games_are_fully_worded_and_leak_nothing() {
    let words = Words::new(rules::catalogues()).expect("catalogues load");
    let mut ids = BTreeSet::new();
    for v in VARIANTS {
        ids.insert(format!("variant-{}", v.id));
        ids.extend(v.seat_names.iter().map(|s| format!("seat-{s}")));
        ids.insert(format!("rules-{}", v.id));
    }
    for k in Kind::ALL {
        ids.insert(format!("piece-{}", k.id()));
        ids.insert((VARIANTS[0].piece_page)(k.id()).expect("a page"));
    }
    ids.insert("rules-summary".into());
    ids.insert("rules-clash-table".into());
    let texts = [
        "S5a-C7",
        "S1a S2a",
        "C5-C10",
        "flip S1a",
        "deploy 40",
        "deploy 37 34",
        "xyz",
        "S9a-S1a",
    ];
    let mut said: Vec<Message> = Vec::new();
    for (n, v) in VARIANTS.iter().enumerate() {
        let options: &[(&str, &str)] = match v.id {
            "junqi-siguo" => &[("ally_view", "open")],
            "junqi-fanqi" => &[("fanqi_flag", "carry")],
            _ => &[],
        };
        for seed in 0..3u64 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed * 31 + n as u64);
            let seats = v.min_seats;
            let mut game = Game::new(id(v.id), setup(seats, seed, options)).expect("game");
            for _ in 0..150 {
                if game.status().is_finished() {
                    break;
                }
                let seat = match game.status() {
                    Status::ToMove(s) => s,
                    Status::Simultaneous(w) => w.first().copied().unwrap_or(Seat(0)),
                    Status::Finished(_) => break,
                };
                let text = if rng.next_u32() % 10 == 0 {
                    texts[rng.next_u32() as usize % texts.len()].to_string()
                } else if rng.next_u32() % 60 == 0 {
                    "timeout".to_string()
                } else {
                    let legal = game.legal(seat);
                    match legal.get(rng.next_u32() as usize % legal.len().max(1)) {
                        Some(t) => t.clone(),
                        None => "timeout".to_string(),
                    }
                };
                let before = army(&game).clone();
                let result = if text == "timeout" {
                    game.timeout(seat)
                } else {
                    game.play(seat, &text, Channel::Private)
                };
                match result {
                    Ok(report) => {
                        collect_report(&report, &mut ids);
                        said.extend(messages(&report));
                        check_report(&before, &report);
                    }
                    Err(e) => {
                        collect_message(&e.message, &mut ids);
                        said.push(e.message.clone());
                        assert_eq!(army(&game), &before, "a refusal changed the game");
                    }
                }
                for viewer in [Viewer::Spectator, Viewer::Seat(seat)] {
                    for note in game.view(viewer).notes {
                        collect_message(&note, &mut ids);
                    }
                }
            }
        }
    }
    for locale in Locale::ALL {
        for m in &said {
            let text = words.format(FAMILY, locale, m, &|s| format!("seat {}", s.0));
            assert!(
                !text.contains('{') && !text.starts_with(m.id.as_str()),
                "{locale}: {m} worded as {text:?}"
            );
        }
        let missing: Vec<&String> = ids
            .iter()
            .filter(|i| !words.knows(FAMILY, locale, i))
            .collect();
        assert!(missing.is_empty(), "{locale}: no words for {missing:?}");
    }
}

/// No public event names a piece unless everyone may see it; private notes go to owners.
fn check_report(before: &ArmyChess, report: &Report) {
    let engine = before.engine();
    let public_pieces = matches!(engine.mode(), Mode::Open | Mode::Fanqi);
    for e in &report.events {
        let names_piece = match e {
            Event::Moved { piece, .. } => piece.is_some(),
            Event::Said(m) => m.args.iter().any(|(_, a)| matches!(a, Arg::Piece(_))),
            _ => false,
        };
        assert!(
            !names_piece || public_pieces,
            "public event names a piece: {e:?}"
        );
    }
    for note in &report.private {
        for e in &note.events {
            let Event::Said(m) = e else { continue };
            let Some(Arg::Text(at)) = m.arg("at") else {
                continue;
            };
            let Some(p) = engine.board().lookup(at) else {
                continue;
            };
            if let Some(owner) = engine.piece_at(p).and_then(|pc| engine.seat_of(pc.owner)) {
                assert!(
                    owner == note.to
                        || (engine.rules().ally_view_open && engine.same_team(owner, note.to)),
                    "{:?} told about {at} of {owner:?}",
                    note.to
                );
            }
        }
    }
}

/// §8.5: an image is drawn from a view, so it is enough that a view does not change when
/// two pieces the viewer cannot tell apart change places.
#[test]
fn views_do_not_depend_on_hidden_identities() {
    for v in VARIANTS {
        let mut game = Game::new(id(v.id), setup(v.min_seats, 9, &[])).expect("game");
        for s in 0..v.min_seats {
            let _ = game.play(Seat(s as u8), "deploy random", Channel::Private);
        }
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        for _ in 0..40 {
            let Status::ToMove(seat) = game.status() else {
                break;
            };
            let legal = game.legal(seat);
            let Some(text) = legal.get(rng.next_u32() as usize % legal.len().max(1)) else {
                break;
            };
            let text = text.clone();
            let _ = game.play(seat, &text, Channel::Private);
        }
        let state = army(&game).clone();
        let viewers: Vec<Viewer> = std::iter::once(Viewer::Spectator)
            .chain((0..v.min_seats).map(|s| Viewer::Seat(Seat(s as u8))))
            .collect();
        for viewer in viewers {
            let seen = state.engine().seen(viewer);
            let hidden: Vec<_> = seen.iter().filter(|s| s.kind.is_none()).collect();
            let original = serde_json::to_string(&rules::variant::Variant::view(&state, viewer))
                .expect("json");
            for pair in hidden.windows(2) {
                if pair[0].owner != pair[1].owner {
                    continue;
                }
                let swapped = ArmyChess::from_engine(
                    state.engine().with_pieces_swapped(pair[0].pos, pair[1].pos),
                );
                let other = serde_json::to_string(&rules::variant::Variant::view(&swapped, viewer))
                    .expect("json");
                assert_eq!(
                    original, other,
                    "{} {viewer:?}: view depends on a hidden identity",
                    v.id
                );
            }
        }
    }
}

fn refused_code(game: &mut Game, seat: u8, text: &str) -> String {
    let before = game.record().clone();
    let code = match game.play(Seat(seat), text, Channel::Private) {
        Ok(r) => panic!("{text} from seat {seat} was accepted: {r:?}"),
        Err(e) => e.code,
    };
    assert_eq!(game.record(), &before, "{text}: a refusal changes nothing");
    code
}

/// §9.4 through the seam: syntax first, then "not in the game", then the phase; `resign`
/// and `draw` of a seat eliminated earlier are refused (not a second elimination), and
/// its draw offers never count.
#[test]
fn shared_commands_follow_the_spec_order() {
    let mut game = Game::new(id("junqi-siguo"), setup(4, 7, &[])).expect("game");
    for seat in 0..4 {
        play(&mut game, seat, "deploy default");
    }
    play(&mut game, 2, "resign"); // North leaves
    for text in ["resign", "draw", "draw-accept", "S1e-C9", "deploy default"] {
        assert_eq!(refused_code(&mut game, 2, text), "E_NOT_IN_GAME", "{text}");
    }
    assert_eq!(refused_code(&mut game, 2, "S5aC7"), "E_SYNTAX");
    assert_eq!(refused_code(&mut game, 2, "S7a-C7"), "E_BAD_POSITION");
    // The three left agree a draw without North.
    play(&mut game, 0, "draw");
    play(&mut game, 1, "draw");
    assert!(!game.status().is_finished());
    let r = play(&mut game, 3, "draw");
    assert_eq!(
        r.outcome().map(|o| o.reason.clone()),
        Some("agreement".into())
    );
    // After the end: syntax, then the eliminated seat, then the phase.
    assert_eq!(refused_code(&mut game, 0, "S5aC7"), "E_SYNTAX");
    assert_eq!(refused_code(&mut game, 2, "resign"), "E_NOT_IN_GAME");
    assert_eq!(refused_code(&mut game, 0, "resign"), "E_WRONG_PHASE");
    assert_eq!(refused_code(&mut game, 0, "S1e-C9"), "E_WRONG_PHASE");
}

/// A ply cancels every pending offer (§5.5): agreement needs a fresh `draw` from all.
#[test]
fn a_ply_cancels_pending_draw_offers() {
    let mut game = Game::new(id("junqi-siguo"), setup(4, 9, &[])).expect("game");
    for seat in 0..4 {
        play(&mut game, seat, "deploy default");
    }
    play(&mut game, 1, "draw");
    play(&mut game, 2, "draw");
    play(&mut game, 3, "draw");
    play(&mut game, 0, "S1e-C9"); // South moves instead of agreeing
    assert!(game.pending_draw_offers().is_empty());
    assert_eq!(refused_code(&mut game, 0, "draw-accept"), "NO_DRAW_OFFER");
    for seat in [1, 2, 3] {
        play(&mut game, seat, "draw");
    }
    assert!(!game.status().is_finished(), "South has not agreed since");
    let r = play(&mut game, 0, "draw");
    assert_eq!(
        r.outcome().map(|o| o.reason.clone()),
        Some("agreement".into())
    );
}

/// Layouts are the family's saved set-ups: a deployment's report gives its deployer the
/// layout it submitted (given, `default` or `random`), in the form `deploy NAME` expands.
#[test]
fn a_deployment_submits_the_layout_its_deployer_can_save() {
    let saved = id("junqi-liangguo")
        .info()
        .saved_setups()
        .expect("army chess keeps saved layouts");
    let mut game = Game::new(id("junqi-liangguo"), setup(2, 7, &[])).expect("game");
    let given = "37 34 38 33 36 / 32 B 35 / 40 34 39 38 / 36 B 37 / 32 M 33 35 32 / M F M 34 33";
    let report = play(&mut game, 0, &format!("deploy {}", given.to_lowercase()));
    assert_eq!(game.submitted_setup(&report).as_deref(), Some(given));
    assert_eq!(
        (saved.canonical)(&given.to_lowercase()).as_deref(),
        Ok(given)
    );
    assert_eq!((saved.action)(given), format!("deploy {given}"));
    assert_eq!(
        (saved.named)("deploy fortress").as_deref(),
        Some("fortress")
    );
    let report = play(&mut game, 1, "deploy random");
    let random = game.submitted_setup(&report).expect("the random layout");
    assert_eq!((saved.canonical)(&random).as_deref(), Ok(random.as_str()));
    let Status::ToMove(mover) = game.status() else {
        panic!("both deployed: someone moves")
    };
    let first = game.legal(mover).into_iter().next().expect("a legal move");
    let report = play(&mut game, mover.0, &first);
    assert_eq!(
        game.submitted_setup(&report),
        None,
        "a move submits no layout"
    );
}

/// `deploy_deadline` times the deployment phase, and only while it lasts.
#[test]
fn the_deploy_deadline_times_the_deployment_phase_only() {
    let mut game =
        Game::new(id("junqi-anqi"), setup(2, 3, &[("deploy_deadline", "2h")])).expect("game");
    assert_eq!(game.phase(), Some("deploy"));
    assert_eq!(
        game.phase_deadline().map(|o| o.key),
        Some("deploy_deadline")
    );
    play(&mut game, 0, "deploy default");
    assert_eq!(
        game.phase_deadline().map(|o| o.key),
        Some("deploy_deadline")
    );
    play(&mut game, 1, "deploy random");
    assert_eq!(game.phase(), None);
    assert!(game.phase_deadline().is_none());
    let fanqi = Game::new(id("junqi-fanqi"), setup(2, 3, &[])).expect("game");
    assert!(fanqi.phase_deadline().is_none(), "fanqi has no deployment");
}
