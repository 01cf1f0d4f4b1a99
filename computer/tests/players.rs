//! Computer players as a person meets them: they see only their seat, play legal moves,
//! take what is offered, and repeat themselves under a seed.

use computer::knowledge::Observation;
use computer::perfect::rebuild;
use computer::{choose, rng, witness, Budget, Choice, Kind, Knowledge, Level, Refused};
use rules::game::Channel;
use rules::{Game, Seat, Setup, VariantId, Viewer};

fn new_game(id: &str) -> Game {
    let variant = VariantId::from_id(id).expect("registered");
    Game::new(
        variant,
        Setup {
            seats: 2,
            options: Default::default(),
            seed: 7,
        },
    )
    .expect("a game")
}

/// Plays `plies` random legal actions, keeping both seats' knowledge as it goes.
fn play_random(game: &mut Game, plies: usize, seed: u64) -> [Knowledge; 2] {
    let mut knowing = [0, 1].map(|s| witness::first(game, Seat(s)).expect("own view"));
    let mut rng = rng(seed);
    for _ in 0..plies {
        let Some(seat) = game.status().is_finished().then_some(()).map_or_else(
            || (0..2).map(Seat).find(|&s| !game.legal(s).is_empty()),
            |_| None,
        ) else {
            break;
        };
        let legal = game.legal(seat);
        let pick = (rand_core::RngCore::next_u64(&mut rng) % legal.len() as u64) as usize;
        let report = game
            .play(seat, &legal[pick], Channel::Public)
            .expect("legal");
        for (s, k) in knowing.iter_mut().enumerate() {
            let seen = witness::observe(game, Seat(s as u8), &report).expect("own view");
            k.observe(seen).expect("own view");
        }
    }
    knowing
}

#[test]
fn a_seat_is_never_given_another_viewers_view() {
    let game = new_game("sword-magic");
    let spectator = game.view(Viewer::Spectator);
    let other = game.view(Viewer::Seat(Seat(1)));
    let setup = witness::first(&game, Seat(0)).expect("own").setup().clone();
    assert_eq!(
        Knowledge::new(setup.clone(), Seat(0), spectator, Vec::new()),
        Err(Refused::ForeignView)
    );
    assert_eq!(
        Observation::new(
            Seat(0),
            Seat(1),
            "e7-e6".into(),
            Vec::new(),
            &[],
            other,
            Vec::new()
        ),
        Err(Refused::ForeignView)
    );
}

#[test]
fn the_public_record_rebuilds_a_perfect_information_game_exactly() {
    for id in ["sword-magic", "demon"] {
        let mut game = new_game(id);
        let [white, black] = play_random(&mut game, 60, 3);
        for knowledge in [white, black] {
            let rebuilt = rebuild(&knowledge).expect("perfect information");
            assert_eq!(rebuilt.position(), game.position(), "{id}");
            assert_eq!(rebuilt.status(), game.status(), "{id}");
        }
    }
}

#[test]
fn knowledge_from_a_stored_record_equals_knowledge_kept_move_by_move() {
    let mut game = new_game("demon");
    let [_, black] = play_random(&mut game, 30, 5);
    let replayed = witness::from_record(game.record(), Seat(1)).expect("replays");
    assert_eq!(replayed, black);
}

#[test]
fn every_level_plays_a_legal_move_and_repeats_itself_under_a_seed() {
    for id in ["sword-magic", "demon"] {
        let mut game = new_game(id);
        let knowing = play_random(&mut game, 12, 11);
        let Some(seat) = (0..2).map(Seat).find(|&s| !game.legal(s).is_empty()) else {
            continue;
        };
        let knowledge = &knowing[seat.index()];
        for kind in [
            Kind::Random,
            Kind::Greedy,
            Kind::Level(Level::Easy),
            Kind::Level(Level::Normal),
            Kind::Level(Level::Hard),
        ] {
            let budget = Budget::for_level(Level::Hard, 20).deterministic();
            let first = choose(knowledge, kind, budget, &mut rng(1));
            let again = choose(knowledge, kind, budget, &mut rng(1));
            assert_eq!(first, again, "{id} {kind}");
            let Choice::Act(text) = first else {
                panic!("{id} {kind}: no move in a live game");
            };
            let mut copy = game.clone();
            copy.play(seat, &text, Channel::Public)
                .unwrap_or_else(|e| panic!("{id} {kind} chose {text}: {e:?}"));
        }
    }
}

#[test]
fn it_takes_the_princess_when_it_can() {
    // White's swordsman on e2 may take Black's princess on e4.
    let variant = VariantId::from_id("sword-magic").expect("registered");
    let game =
        Game::from_position(variant, "7P/8/8/8/4p3/8/4S3/8 w - - - 0 1").expect("a position");
    let knowledge = witness::first(&game, Seat(0)).expect("own view");
    for kind in [
        Kind::Greedy,
        Kind::Level(Level::Easy),
        Kind::Level(Level::Hard),
    ] {
        let budget = Budget::for_level(Level::Hard, 50).deterministic();
        let choice = choose(&knowledge, kind, budget, &mut rng(2));
        assert_eq!(choice, Choice::Act("e2xe4".into()), "{kind}");
    }
}

#[test]
fn the_evaluation_data_names_only_pieces_the_family_has() {
    let sword: Vec<&str> = rules::sword_magic::Role::ALL
        .iter()
        .map(|r| r.id())
        .collect();
    let demon: Vec<&str> = rules::demon::Kind::all().map(|k| k.id()).collect();
    use computer::searchable::Searchable;
    for (table, known) in [
        (
            <rules::sword_magic::Position as Searchable>::table(),
            &sword,
        ),
        (<rules::demon::DemonGame as Searchable>::table(), &demon),
    ] {
        for kind in table.kinds() {
            assert!(known.contains(&kind), "unknown kind {kind}");
        }
        for kind in known.iter() {
            assert!(
                table.kinds().any(|k| k == *kind),
                "{kind} has no value in the computer's data"
            );
        }
    }
}
