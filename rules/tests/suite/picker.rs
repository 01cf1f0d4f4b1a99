//! The move picker over random positions of every family and mode: its complete paths
//! give exactly the seat's legal actions, each leaf is the text a player would type,
//! every step fits Discord's selects, paths resolve back, garbled paths resolve to
//! nothing, and in hidden modes no label names more than the seat's view shows.
//! `PICKER_GAMES` scales the number of games per mode (default 2).

use proptest::prelude::*;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rules::game::Channel;
use rules::picker::{Choice, Grouping, Label, Next, Picker, Step, What, KEY_LIMIT, SELECT_LIMIT};
use rules::variant::Setup;
use rules::{Game, Seat, Status, VariantId, View, Viewer};
use std::collections::{BTreeMap, HashSet};

fn games() -> u32 {
    std::env::var("PICKER_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(2)
}

/// Longest path a component id may carry beside the game and position.
const PATH_LIMIT: usize = 64;

/// Ancient's supplement toggles a random game may switch on.
const SUPPLEMENTS: &[&str] = &[
    "+king",
    "+reinforcements",
    "+city",
    "+rain",
    "+third-party",
    "+decoys",
    "+ambush",
    "+peasants",
    "+cannon",
    "+roadblock",
    "+granary",
    "+burning-camps",
    "+river",
    "+mixed-merge",
    "+defection",
    "+fire-ox",
];

fn pick(rng: &mut ChaCha8Rng, n: usize) -> usize {
    (rng.next_u64() % n.max(1) as u64) as usize
}

/// A new game of `variant` with a random seat count and random options its mode accepts.
fn new_game(variant: VariantId, rng: &mut ChaCha8Rng) -> Game {
    let info = variant.info();
    let seats = info.min_seats + pick(rng, info.max_seats - info.min_seats + 1);
    let mut options = BTreeMap::new();
    for spec in info.options {
        if spec.values.len() > 1 && rng.next_u64().is_multiple_of(2) {
            let value = spec.values[pick(rng, spec.values.len())];
            options.insert(spec.key.to_string(), value.to_string());
        }
    }
    if info.family == "ancient" {
        for supp in SUPPLEMENTS {
            if rng.next_u64().is_multiple_of(3) {
                options.insert(supp.to_string(), String::new());
            }
        }
    }
    let seed = rng.next_u64();
    let setup = |options| Setup {
        seats,
        options,
        seed,
    };
    Game::new(variant, setup(options))
        .or_else(|_| Game::new(variant, setup(BTreeMap::new())))
        .unwrap_or_else(|e| panic!("{variant}: {e}"))
}

fn actors(game: &Game) -> Vec<Seat> {
    match game.status() {
        Status::ToMove(seat) => vec![seat],
        Status::Simultaneous(seats) => seats,
        Status::Finished(_) => Vec::new(),
    }
}

/// Checks every property of the picker of `seat` in `game`.
fn check_picker(game: &Game, seat: Seat, context: &str) {
    let picker = Picker::new(game, seat);
    let legal = game.legal(seat);
    let paths = picker.paths();

    // Exactly the legal actions, each once, and besides them only the skill suffixes of
    // legal captures that the spec does not count as actions of their own (Sword and
    // Magic §4.1); those are checked to play as written by `check_leaves_play`.
    let mut leaves: Vec<&str> = paths.iter().map(|(_, a)| a.as_str()).collect();
    leaves.sort_unstable();
    let unique = leaves.len();
    leaves.dedup();
    assert_eq!(leaves.len(), unique, "{context}: an action has two paths");
    let legal_set: HashSet<&str> = legal.iter().map(String::as_str).collect();
    let (plain, optional): (Vec<&str>, Vec<&str>) =
        leaves.into_iter().partition(|a| legal_set.contains(a));
    let mut wanted: Vec<&str> = legal.iter().map(String::as_str).collect();
    wanted.sort_unstable();
    assert_eq!(plain, wanted, "{context}: leaves differ from legal actions");
    for action in optional {
        let base = action.split(" +").next().unwrap_or_default();
        assert!(
            game.family() == "sword-magic" && base.contains('x') && legal_set.contains(base),
            "{context}: {action} is neither legal nor a skill of a legal capture"
        );
    }

    for (path, action) in &paths {
        assert!(path.len() <= PATH_LIMIT, "{context}: path {path} too long");
        assert_eq!(
            picker.resolve(path),
            Some(action.as_str()),
            "{context}: {path}"
        );
        // A path that stops early names a step, not an action.
        if let Some((prefix, _)) = path.rsplit_once('.') {
            assert!(picker.step(prefix).is_some(), "{context}: {prefix}");
            assert_eq!(picker.resolve(prefix), None, "{context}: {prefix}");
        }
    }

    check_steps(&picker.root, context);
    if game.variant().info().hidden {
        let view = game.view(Viewer::Seat(seat));
        check_labels_against_view(&picker.root, &view, context);
    }
}

/// Every leaf text is what a player types: it plays, and the game records it unchanged.
fn check_leaves_play(game: &Game, seat: Seat, context: &str) {
    for (path, action) in Picker::new(game, seat).paths() {
        let mut copy = game.clone();
        copy.play(seat, &action, Channel::Private)
            .unwrap_or_else(|e| panic!("{context}: {path} → {action} refused: {e}"));
        let logged = copy.record().log.last().map(|e| e.text.clone());
        assert_eq!(
            logged.as_deref(),
            Some(action.as_str()),
            "{context}: {path}"
        );
    }
}

fn check_steps(step: &Step, context: &str) {
    let keys: HashSet<&str> = step.options.iter().map(|c| c.key.as_str()).collect();
    assert_eq!(keys.len(), step.options.len(), "{context}: duplicate keys");
    for choice in &step.options {
        assert!(
            !choice.key.is_empty() && choice.key.len() <= KEY_LIMIT && !choice.key.contains('.'),
            "{context}: bad key {:?}",
            choice.key
        );
        if let Next::Step(next) = &choice.next {
            assert!(!next.options.is_empty(), "{context}: empty step");
            check_steps(next, context);
        }
    }
    match step.grouping() {
        Grouping::Flat => assert!(step.options.len() <= SELECT_LIMIT),
        Grouping::Groups(groups) => {
            assert!(
                groups.len() <= SELECT_LIMIT,
                "{context}: {} groups",
                groups.len()
            );
            assert!(groups.iter().all(|g| g.members.len() <= SELECT_LIMIT));
            let count: usize = groups.iter().map(|g| g.members.len()).sum();
            assert_eq!(count, step.options.len());
        }
        Grouping::TooMany => panic!("{context}: {} options", step.options.len()),
    }
}

/// Each label that names a piece on a square shows exactly what the seat's view shows
/// there: never an identity the view hides.
fn check_labels_against_view(step: &Step, view: &View, context: &str) {
    for choice in &step.options {
        check_label(&choice.label, view, context);
        if let Next::Step(next) = &choice.next {
            check_labels_against_view(next, view, context);
        }
    }
}

fn check_label(label: &Label, view: &View, context: &str) {
    if let Some(square) = &label.square {
        let glyph = view
            .board
            .cells
            .iter()
            .find(|c| &c.name == square)
            .and_then(|c| c.piece.as_ref());
        let shown = glyph.map(|g| (g.owner, g.kind.clone()));
        let labelled = label.piece.as_ref().map(|p| (p.owner, p.kind.clone()));
        assert_eq!(labelled, shown, "{context}: label at {square}");
    }
    for part in &label.then {
        check_label(part, view, context);
    }
}

/// Plays a random game of `variant`, checking the picker of every seat at each position.
fn run_game(variant: VariantId, seed: u64, plies: usize) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = new_game(variant, &mut rng);
    for ply in 0..plies {
        let context = format!("{variant} seed {seed} ply {ply}");
        for seat in (0..game.seats()).map(|s| Seat(s as u8)) {
            check_picker(&game, seat, &context);
        }
        let seats = actors(&game);
        if seats.is_empty() {
            break;
        }
        let seat = seats[pick(&mut rng, seats.len())];
        if ply % 8 == 0 {
            check_leaves_play(&game, seat, &context);
        }
        let legal = game.legal(seat);
        if legal.is_empty() {
            break;
        }
        let action = &legal[pick(&mut rng, legal.len())];
        game.play(seat, action, Channel::Private)
            .unwrap_or_else(|e| panic!("{context}: {action} refused: {e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(games()))]

    #[test]
    fn picker_paths_are_exactly_the_legal_actions(seed in any::<u64>(), plies in 10usize..80) {
        for variant in VariantId::all() {
            run_game(variant, seed, plies);
        }
    }

    #[test]
    fn garbled_paths_resolve_to_nothing_or_to_the_action_they_spell(
        seed in any::<u64>(),
        junk in proptest::collection::vec(any::<String>(), 0..4),
    ) {
        for variant in VariantId::all() {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut game = new_game(variant, &mut rng);
            for _ in 0..(seed % 12) {
                let Some(&seat) = actors(&game).first() else { break };
                let legal = game.legal(seat);
                if legal.is_empty() { break; }
                let action = legal[pick(&mut rng, legal.len())].clone();
                game.play(seat, &action, Channel::Private).ok();
            }
            for seat in actors(&game) {
                let picker = Picker::new(&game, seat);
                // Each offered action (legal, or a capture skill beside one) by its path.
                let offered: BTreeMap<String, String> =
                    picker.paths().into_iter().map(|(path, action)| (action, path)).collect();
                let mut tries: Vec<String> = junk.clone();
                for (path, _) in picker.paths().into_iter().take(8) {
                    tries.push(format!("{path}.{}", junk.join(".")));
                    tries.push(path.replace('.', ".."));
                    tries.push(path.chars().rev().collect());
                    tries.push(path[..path.len() / 2].to_string());
                }
                for path in tries {
                    if let Some(action) = picker.resolve(&path) {
                        // Only the action's own path resolves to it (empty keys aside).
                        let keys: Vec<&str> = path.split('.').filter(|k| !k.is_empty()).collect();
                        prop_assert_eq!(Some(&keys.join(".")), offered.get(action), "{} → {}", path, action);
                    }
                    let _ = picker.step(&path);
                }
            }
        }
    }
}

/// A game of `variant` from its start, after `moves` (seat, text).
fn played(variant: &str, moves: &[(u8, &str)]) -> Game {
    let variant = VariantId::from_id(variant).expect("registered");
    let info = variant.info();
    let setup = Setup {
        seats: info.min_seats,
        options: Default::default(),
        seed: 1,
    };
    let mut game = Game::new(variant, setup).expect("new game");
    for (seat, text) in moves {
        game.play(Seat(*seat), text, Channel::Private)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    game
}

fn english(choice: &Choice, family: &str) -> String {
    choice.label.english(family, None)
}

#[test]
fn sword_magic_opening_offers_pieces_then_targets() {
    let game = played("sword-magic", &[]);
    let picker = Picker::new(&game, Seat(0));
    let keys: Vec<&str> = picker.root.options.iter().map(|c| c.key.as_str()).collect();
    assert!(keys.contains(&"e2") && keys.contains(&"e1"), "{keys:?}");
    let pawn = picker.root.choice("e2").expect("e2 can move");
    assert_eq!(pawn.label.what, What::Piece);
    assert!(pawn.label.piece.as_ref().is_some_and(|p| p.kind.is_some()));
    let targets = picker.step("e2").expect("e2 opens its targets");
    let squares: Vec<&str> = targets.options.iter().map(|c| c.key.as_str()).collect();
    assert_eq!(squares, ["e3", "e4"]);
    assert_eq!(picker.resolve("e2.e4"), Some("e2-e4"));
    assert_eq!(picker.resolve("e2"), None);
    assert_eq!(picker.resolve("e2.e5"), None);
    assert_eq!(picker.resolve(""), None);
    // The seat not to move has nothing to pick.
    assert!(Picker::new(&game, Seat(1)).is_empty());
}

#[test]
fn demon_swap_or_keep_are_their_own_choices_and_promotions_a_third_step() {
    let game = played("demon", &[]);
    let black = Picker::new(&game, Seat(1));
    let words: Vec<String> = black
        .root
        .options
        .iter()
        .map(|c| english(c, "demon"))
        .collect();
    assert_eq!(words, ["swap", "keep"]);
    assert_eq!(black.resolve("keep"), Some("keep"));

    let game = played("demon", &[(1, "keep")]);
    let red = Picker::new(&game, Seat(0));
    let forms = red.step("a4.a6").expect("a promotion asks for a form");
    let keys: Vec<&str> = forms.options.iter().map(|c| c.key.as_str()).collect();
    assert_eq!(keys, ["=halberd", "=heavy_infantry", "=archer"]);
    assert_eq!(red.resolve("a4.a6.=archer"), Some("a4-a6=archer"));
    // The demon board's 40-odd movable pieces are grouped by kind.
    match red.root.grouping() {
        Grouping::Groups(groups) => assert!(groups.iter().all(|g| g.key.is_some())),
        other => panic!("{other:?}"),
    }
}

#[test]
fn demon_marks_an_emperor_taking_a_missile_as_losing_at_once() {
    // Red's emperor on f1 next to Black's missile on f2 (§5.4): taking it loses.
    let fen = "7,em,5/13/13/13/13/13/13/13/13/13/13/5,mi,7/5,EM,7 r - 0 1";
    let variant = VariantId::from_id("demon").expect("registered");
    let game = Game::from_position(variant, fen).expect("position");
    let picker = Picker::new(&game, Seat(0));
    let take = picker
        .step("f1")
        .and_then(|s| s.choice("f2"))
        .expect("the emperor may take the missile");
    assert!(take.label.loses_at_once, "{:?}", take.label);
    assert!(english(take, "demon").ends_with("(loses at once)"));
    let others = picker.step("f1").expect("targets");
    assert!(others.options.iter().any(|c| !c.label.loses_at_once));
}

#[test]
fn fanqi_flips_are_a_top_level_choice_grouped_to_fit() {
    let game = played("junqi-fanqi", &[]);
    let seat = actors(&game)[0];
    let picker = Picker::new(&game, seat);
    let flip = picker.root.choice("flip").expect("flips offered");
    assert_eq!(flip.label.what, What::Verb("flip".into()));
    let squares = picker.step("flip").expect("flip opens squares");
    assert!(squares.options.len() > SELECT_LIMIT);
    // Face-down pieces: neither owner nor kind is shown.
    assert!(squares.options.iter().all(|c| c
        .label
        .piece
        .as_ref()
        .is_some_and(|p| p.kind.is_none())));
    assert!(matches!(squares.grouping(), Grouping::Groups(_)));
}

#[test]
fn army_chess_deployment_and_enemy_pieces_as_the_seat_sees_them() {
    let game = played("junqi-liangguo", &[]);
    let picker = Picker::new(&game, Seat(0));
    let words: Vec<String> = picker
        .root
        .options
        .iter()
        .map(|c| english(c, "junqi"))
        .collect();
    assert_eq!(words, ["deploy default", "deploy random"]);
    assert_eq!(picker.resolve("deploy_w:default"), Some("deploy default"));
    let game = played(
        "junqi-liangguo",
        &[(0, "deploy default"), (1, "deploy default")],
    );
    let picker = Picker::new(&game, Seat(0));
    let first = &picker.root.options[0];
    assert!(first.label.piece.as_ref().is_some_and(|p| p.kind.is_some()));
    let view = game.view(Viewer::Seat(Seat(0)));
    check_labels_against_view(&picker.root, &view, "liangguo");
}

#[test]
fn ancient_camps_are_one_select_of_the_legal_sites() {
    let game = played("ancient", &[]);
    let picker = Picker::new(&game, Seat(0));
    assert_eq!(picker.root.options.len(), game.legal(Seat(0)).len());
    let first = &picker.root.options[0];
    assert_eq!(first.label.what, What::Verb("camps".into()));
    assert_eq!(english(first, "ancient"), "camps b1 d2 c4");
    assert_eq!(picker.resolve("camps_b1_d2_c4"), Some("camps b1 d2 c4"));
}

#[test]
fn an_ancient_piece_that_may_move_or_split_to_a_square_asks_which() {
    let game = played("ancient", &[(0, "camps b1 d2 c4"), (1, "camps h1 f2 g4")]);
    let picker = Picker::new(&game, Seat(0));
    let ways = picker.step("b1.c1").expect("move or split");
    let words: Vec<String> = ways.options.iter().map(|c| english(c, "ancient")).collect();
    assert_eq!(words, ["move", "split"]);
    assert_eq!(picker.resolve("b1.c1./"), Some("b1/c1"));
    // Only a split reaches e1: the target is the action, and says so.
    let e1 = picker.step("b1").and_then(|s| s.choice("e1")).expect("e1");
    assert_eq!(english(e1, "ancient"), "e1 split");
    assert_eq!(picker.resolve("b1.e1"), Some("b1/e1"));
}

#[test]
fn sword_magic_capture_skills_are_a_third_step_and_teleport_a_skill_of_its_piece() {
    // Spec vector T21: the sage on d4 takes on e5 and may revive a familiar or a swordsman.
    let variant = VariantId::from_id("sword-magic").expect("registered");
    let game =
        Game::from_position(variant, "3p4/8/8/4f3/3E4/8/8/4P3 w FS - - 9 1").expect("position");
    let picker = Picker::new(&game, Seat(0));
    let take = picker
        .step("d4")
        .and_then(|s| s.choice("e5"))
        .expect("the sage takes on e5");
    assert!(take
        .label
        .piece
        .as_ref()
        .is_some_and(|p| p.owner == Some(Seat(1))));
    let skills = picker.step("d4.e5").expect("a skill step");
    let keys: Vec<&str> = skills.options.iter().map(|c| c.key.as_str()).collect();
    assert_eq!(keys, ["0", "+revive"]);
    assert_eq!(picker.resolve("d4.e5.0"), Some("d4xe5"));
    let kinds = picker
        .step("d4.e5.+revive")
        .expect("revive asks which piece");
    let keys: Vec<&str> = kinds.options.iter().map(|c| c.key.as_str()).collect();
    assert_eq!(keys, ["k:familiar", "k:swordsman"]);
    let squares = picker
        .step("d4.e5.+revive.k:swordsman")
        .expect("then where");
    assert!(squares.options.len() > SELECT_LIMIT);
    assert!(matches!(squares.grouping(), Grouping::Groups(g) if g.len() <= SELECT_LIMIT));
    assert_eq!(
        picker.resolve("d4.e5.+revive.k:swordsman.d4"),
        Some("d4xe5 +revive:swordsman@d4")
    );

    // Spec vector T20's position: the archmage on c1 moves or teleports.
    let game = Game::from_position(variant, "3p4/8/7f/8/8/8/8/2WP4 w - - - 0 1").expect("position");
    let picker = Picker::new(&game, Seat(0));
    let archmage = picker.step("c1").expect("the archmage acts");
    assert!(archmage.choice("+teleport").is_some());
    assert_eq!(picker.resolve("c1.+teleport.h5"), Some("teleport c1-h5"));
}

#[test]
fn english_labels_name_pieces_as_the_catalogues_do() {
    let words = rules::Words::new(rules::catalogues()).expect("catalogues load");
    let game = played("sword-magic", &[]);
    let picker = Picker::new(&game, Seat(0));
    let summoner = picker.root.choice("e1").expect("the summoner hops");
    assert_eq!(
        summoner.label.english("sword-magic", Some(&words)),
        "Summoner e1"
    );

    // A capture names what it takes, as the mover's view shows it.
    let variant = VariantId::from_id("sword-magic").expect("registered");
    let game =
        Game::from_position(variant, "3p4/8/8/4f3/3E4/8/8/4P3 w FS - - 9 1").expect("position");
    let picker = Picker::new(&game, Seat(0));
    let sage = picker.root.choice("d4").expect("the sage");
    assert_eq!(sage.label.english("sword-magic", Some(&words)), "Sage d4");
    let take = picker.step("d4").and_then(|s| s.choice("e5")).expect("e5");
    let text = take.label.english("sword-magic", Some(&words));
    assert!(text.starts_with("e5 × "), "{text}");

    // Groups are named by kind, or by the span of their squares.
    let game = played("demon", &[(1, "keep")]);
    let picker = Picker::new(&game, Seat(0));
    let Grouping::Groups(groups) = picker.root.grouping() else {
        panic!("the demon board's pieces are grouped");
    };
    let names: Vec<String> = groups
        .iter()
        .map(|g| picker.root.group_english(g, "demon", Some(&words)))
        .collect();
    assert!(
        names.iter().all(|n| !n.is_empty() && !n.contains(':')),
        "{names:?}"
    );
}
