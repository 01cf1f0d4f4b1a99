//! Finished games stay readable: once a hidden-information game has a result, a
//! spectator sees every piece as its owner saw it (identities, owners, decoys, ambushes),
//! while an aborted game keeps its secrets. Random playouts of every hidden mode, ended
//! by resignations at a random moment.

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rules::game::Channel;
use rules::variant::{Options, Setup};
use rules::{Game, GameRecord, Seat, Status, VariantId, View, Viewer};

fn new_game(variant: &str, seats: usize, options: &[(&str, &str)], seed: u64) -> Game {
    let options: Options = options
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let id = VariantId::parse(variant).expect("registered");
    Game::new(
        id,
        Setup {
            seats,
            options,
            seed,
        },
    )
    .expect("a valid setup")
}

/// A bounded sample of `seat`'s legal commands (ancient suggests no camp choice, so the
/// full list stands in when the sample is empty).
fn choices(game: &Game, seat: Seat) -> Vec<String> {
    let sample = game.suggest(seat, "", 40);
    if sample.is_empty() {
        game.legal(seat)
    } else {
        sample
    }
}

/// Random legal actions for `plies` actions, then resignations until the game has a result.
fn play_out(game: &mut Game, plies: usize, rng: &mut ChaCha8Rng, label: &str) {
    play_random(game, plies, rng);
    finish_by_resigning(game, rng, label);
}

/// Up to `plies` random legal actions, stopping early if the game ends.
fn play_random(game: &mut Game, plies: usize, rng: &mut ChaCha8Rng) {
    for _ in 0..plies {
        let acting: Vec<Seat> = match game.status() {
            Status::ToMove(seat) => vec![seat],
            Status::Simultaneous(waiting) => waiting,
            Status::Finished(_) => return,
        };
        let seat = acting[(rng.next_u64() % acting.len() as u64) as usize];
        let options = choices(game, seat);
        if options.is_empty() {
            break;
        }
        let pick = &options[(rng.next_u64() % options.len() as u64) as usize];
        game.play(seat, pick, Channel::Private)
            .unwrap_or_else(|e| panic!("suggested {pick:?} refused: {e}"));
    }
}

fn finish_by_resigning(game: &mut Game, rng: &mut ChaCha8Rng, label: &str) {
    // Resign on one's turn (ancient ignores a resignation during its secret camp choice,
    // so a simultaneous phase is played through first); a match over several territories
    // needs one resignation per game, by the same player.
    for _ in 0..2_000 {
        match game.status() {
            Status::ToMove(seat) if seat == Seat(0) || game.seats() > 2 => {
                game.play(seat, "resign", Channel::Private)
                    .expect("a player may resign on their turn");
            }
            // In a two-player match the same player keeps losing, so the match ends.
            Status::ToMove(seat) => {
                let options = choices(game, seat);
                let pick = &options[(rng.next_u64() % options.len() as u64) as usize];
                game.play(seat, pick, Channel::Private)
                    .unwrap_or_else(|e| panic!("{label}: suggested {pick:?} refused: {e}"));
            }
            Status::Simultaneous(waiting) => {
                let options = choices(game, waiting[0]);
                if options.is_empty() {
                    panic!(
                        "{label}: {:?} owes an action but has none: {:?}",
                        waiting[0],
                        game.record().log.iter().rev().take(3).collect::<Vec<_>>()
                    );
                };
                let pick = &options[(rng.next_u64() % options.len() as u64) as usize];
                game.play(waiting[0], pick, Channel::Private)
                    .unwrap_or_else(|e| panic!("{label}: suggested {pick:?} refused: {e}"));
            }
            Status::Finished(_) => break,
        }
    }
    assert!(
        game.status().is_finished(),
        "{label}: resignations end the game: {:?} {:?}",
        game.status(),
        game.record()
            .log
            .iter()
            .rev()
            .take(6)
            .map(|e| e.text.clone())
            .collect::<Vec<_>>()
    );
}

/// Each cell's piece as (owner, kind), by cell name.
fn pieces(view: &View) -> Vec<(String, Option<Seat>, Option<String>)> {
    let mut cells: Vec<_> = view
        .board
        .cells
        .iter()
        .filter_map(|c| {
            let glyph = c.piece.as_ref()?;
            Some((c.name.clone(), glyph.owner, glyph.kind.clone()))
        })
        .collect();
    cells.sort();
    cells
}

/// The spectator knows at least what every seat knows, and nothing is face down.
fn assert_revealed(game: &Game, label: &str) {
    assert!(game.is_revealed(), "{label}: ended with a result");
    let public = pieces(&game.view(Viewer::Spectator));
    for (cell, owner, kind) in &public {
        assert!(
            owner.is_some() && kind.is_some(),
            "{label}: {cell} still hidden from spectators after the end"
        );
    }
    for seat in 0..game.seats() {
        let seat = Seat(u8::try_from(seat).expect("few seats"));
        let own = pieces(&game.view(Viewer::Seat(seat)));
        for piece in &own {
            assert!(
                public.contains(piece),
                "{label}: {piece:?} seen by {seat} is not in the public view after the end"
            );
        }
    }
}

/// A mode to play: variant id, seats, `/play` options.
type Mode = (&'static str, usize, &'static [(&'static str, &'static str)]);

const HIDDEN_MODES: &[Mode] = &[
    ("secret-duel", 2, &[]),
    ("secret-duel", 3, &[]),
    ("junqi-anqi", 2, &[]),
    ("junqi-siguo", 4, &[]),
    ("junqi-liangguo", 2, &[]),
    ("junqi-fanqi", 2, &[]),
    ("junqi-fanqi", 2, &[("fanqi_flag", "carry")]),
    ("ancient", 2, &[]),
    ("ancient", 2, &[("+decoys", ""), ("+ambush", "")]),
];

/// `REVEAL_CASES` scales the playouts per mode for long runs (default 6).
fn cases() -> u64 {
    std::env::var("REVEAL_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(6)
}

#[test]
fn every_hidden_mode_reveals_everything_after_a_result() {
    for (variant, seats, options) in HIDDEN_MODES {
        assert!(VariantId::parse(variant).is_some_and(|v| v.info().hidden));
        for seed in 0..cases() {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut game = new_game(variant, *seats, options, seed);
            let plies = (rng.next_u64() % 60) as usize;
            let label = format!("{variant} {options:?} seed {seed}");
            play_out(&mut game, plies, &mut rng, &label);
            assert_revealed(&game, &label);
        }
    }
}

#[test]
fn an_aborted_game_keeps_its_secrets() {
    let mut game = new_game("secret-duel", 2, &[], 1);
    game.play(Seat(0), "hide a1", Channel::Private)
        .expect("hide");
    game.play(Seat(1), "hide c3", Channel::Private)
        .expect("hide");
    game.abort();
    assert!(game.status().is_finished() && !game.is_revealed());
    assert!(
        pieces(&game.view(Viewer::Spectator)).is_empty(),
        "no treasure is shown after an abort"
    );
}

#[test]
fn a_finished_duel_shows_the_winners_treasure() {
    let mut game = new_game("secret-duel", 2, &[], 1);
    game.play(Seat(0), "hide a1", Channel::Private)
        .expect("hide");
    game.play(Seat(1), "hide c3", Channel::Private)
        .expect("hide");
    let Status::ToMove(first) = game.status() else {
        panic!("play begins");
    };
    game.play(first, "resign", Channel::Private)
        .expect("resign");
    let shown: Vec<String> = pieces(&game.view(Viewer::Spectator))
        .into_iter()
        .map(|(cell, ..)| cell)
        .collect();
    assert_eq!(shown, vec!["a1".to_string(), "c3".to_string()]);
}

/// Every position `game` went through, from its start, with the log entry that led there.
fn positions(game: &Game) -> Vec<Game> {
    let record = game.record();
    let mut position = Game::replay(&GameRecord {
        log: Vec::new(),
        ..record.clone()
    })
    .expect("the start replays");
    let mut out = vec![position.clone()];
    for entry in &record.log {
        position
            .replay_one(entry.seat, &entry.text)
            .expect("the log replays");
        out.push(position.clone());
    }
    out
}

/// Positions a replay draws: a seat to move, or the end.
fn drawn_by_a_replay(position: &Game) -> bool {
    matches!(position.status(), Status::ToMove(_) | Status::Finished(_))
}

fn seat(index: usize) -> Seat {
    Seat(u8::try_from(index).expect("few seats"))
}

#[test]
fn the_replay_of_a_finished_game_shows_every_identity_before_the_end() {
    for (variant, seats, options) in HIDDEN_MODES {
        let mut showed_a_secret = false;
        for seed in 0..cases() {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut game = new_game(variant, *seats, options, seed);
            let plies = (rng.next_u64() % 60) as usize;
            let label = format!("{variant} {options:?} seed {seed}");
            play_out(&mut game, plies, &mut rng, &label);
            for (k, position) in positions(&game).iter().enumerate() {
                if !drawn_by_a_replay(position) {
                    continue;
                }
                let drawn = position.replay_view(&game);
                let public = position.view(Viewer::Spectator);
                assert_eq!(drawn.viewer, Viewer::Spectator, "{label}");
                assert_eq!(
                    drawn.quarter_turns, public.quarter_turns,
                    "{label}: drawn from the spectator's side"
                );
                let shown = pieces(&drawn);
                let seat_views: Vec<_> = (0..game.seats())
                    .map(|s| pieces(&position.view(Viewer::Seat(seat(s)))))
                    .collect();
                // Before 翻棋's first flip no piece belongs to a seat yet, for anyone.
                let owners_known = seat_views.iter().flatten().any(|(_, o, _)| o.is_some());
                for (cell, owner, kind) in &shown {
                    assert!(
                        kind.is_some() && (owner.is_some() || !owners_known),
                        "{label}: position {k}: {cell} hidden in the replay of a finished game"
                    );
                }
                // Each seat's own pieces as it knows them (what it sees of others may be a
                // disguise, such as a decoy shown as an army).
                for (s, view) in seat_views.iter().enumerate() {
                    let own = view
                        .iter()
                        .filter(|(_, owner, kind)| *owner == Some(seat(s)) && kind.is_some());
                    for piece in own {
                        // A duel's cell may hold several treasures; its view draws one.
                        let shared = *variant == "secret-duel"
                            && shown.iter().any(|(c, _, k)| c == &piece.0 && k == &piece.2);
                        assert!(
                            shown.contains(piece) || shared,
                            "{label}: position {k}: seat {s}'s {piece:?} not in the replay"
                        );
                    }
                }
                if !position.status().is_finished() && shown != pieces(&public) {
                    showed_a_secret = true;
                }
            }
        }
        // The plain ancient game hides nothing on the board once both armies stand.
        if *variant != "ancient" || !options.is_empty() {
            assert!(
                showed_a_secret,
                "{variant} {options:?}: no replay showed more than the spectator saw"
            );
        }
    }
}

/// Every position of `game` replays as the spectator saw it then.
fn assert_replayed_publicly(game: &Game, label: &str) {
    for (k, position) in positions(game).iter().enumerate() {
        assert_eq!(
            position.replay_view(game),
            position.view(Viewer::Spectator),
            "{label}: position {k} shows more than the spectator saw"
        );
    }
}

#[test]
fn a_game_in_play_or_aborted_replays_only_what_the_spectator_saw() {
    for (variant, seats, options) in HIDDEN_MODES {
        for seed in 0..cases() {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut game = new_game(variant, *seats, options, seed);
            let plies = 10 + (rng.next_u64() % 60) as usize;
            let label = format!("{variant} {options:?} seed {seed}");
            play_random(&mut game, plies, &mut rng);
            if game.status().is_finished() {
                continue;
            }
            assert_replayed_publicly(&game, &format!("{label}, in play"));
            game.abort();
            assert!(game.status().is_finished() && !game.is_revealed());
            assert_replayed_publicly(&game, &format!("{label}, aborted"));
        }
    }
}

#[test]
fn only_the_finished_game_itself_reveals_its_positions() {
    let duel = |seed: u64, hides: [&str; 2]| {
        let mut game = new_game("secret-duel", 2, &[], seed);
        for (s, cell) in hides.iter().enumerate() {
            game.play(seat(s), &format!("hide {cell}"), Channel::Private)
                .expect("hide");
        }
        game
    };
    let treasures = |view: &View| pieces(view).len();
    let hidden = duel(1, ["a1", "c3"]);
    let mut finished = hidden.clone();
    let Status::ToMove(first) = finished.status() else {
        panic!("play begins");
    };
    finished
        .play(first, "resign", Channel::Private)
        .expect("resign");
    assert!(finished.is_revealed());
    assert_eq!(treasures(&hidden.view(Viewer::Spectator)), 0);
    assert_eq!(
        treasures(&hidden.replay_view(&finished)),
        2,
        "a position the finished game went through shows both treasures"
    );
    for other in [duel(2, ["a1", "c3"]), duel(1, ["a1", "b2"])] {
        assert_eq!(
            treasures(&other.replay_view(&finished)),
            0,
            "another game's position is not revealed by this one's end"
        );
    }
    assert_eq!(
        treasures(&hidden.replay_view(&hidden)),
        0,
        "a game in play reveals nothing"
    );
}
