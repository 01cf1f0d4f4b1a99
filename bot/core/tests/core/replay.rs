//! `/replay`: the game as one animated GIF in its channel, a frame per ply and the start.

use referee_core::effect::Effect;
use referee_testkit::harness::*;
use rules::Status;

/// The GIF attachments of `effects` posted to a channel.
fn posted_gifs(effects: &[Effect]) -> Vec<Vec<u8>> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Post {
                image: Some(image), ..
            } if image.name.ends_with(".gif") => Some(image.png.clone()),
            _ => None,
        })
        .collect()
}

fn frame_count(gif: &[u8]) -> usize {
    let mut decoder = gif::DecodeOptions::new()
        .read_info(gif)
        .expect("a GIF the decoder reads");
    let mut frames = 0;
    while decoder.read_next_frame().expect("frames decode").is_some() {
        frames += 1;
    }
    frames
}

/// The player to move plays the first action the rules suggest, `plies` times.
fn play_plies(core: &referee_core::Core, id: u64, plies: usize) {
    for _ in 0..plies {
        let g = game(core.store(), id);
        let Status::ToMove(seat) = g.status() else {
            panic!("a seat is to move");
        };
        let action = g.suggest(seat, "", 1).into_iter().next().expect("a move");
        let who = if seat.0 == 0 { "alice" } else { "bob" };
        say(core, who, &format!("/move {action}"), T0);
    }
}

#[test]
fn a_finished_game_replays_as_one_gif_with_a_frame_per_ply_and_the_start() {
    let core = core();
    say(&core, "alice", "/play sword-magic @bob", T0);
    say(&core, "bob", "/accept", T0);
    play_plies(&core, 1, 4);
    say(&core, "alice", "/resign confirm", T0);
    let finished = game(core.store(), 1);
    assert!(finished.status().is_finished());
    let plies = finished.record().log.len();
    assert!(plies >= 4, "the moves and the resignation are logged");

    let effects = say(&core, "bob", "/replay #1", T0);
    let gifs = posted_gifs(&effects);
    assert_eq!(gifs.len(), 1, "one GIF posted: {effects:#?}");
    assert!(gifs[0].len() <= render::UPLOAD_BUDGET);
    assert_eq!(frame_count(&gifs[0]), plies + 1);
}

#[test]
fn a_hidden_game_in_play_replays_only_its_public_positions() {
    let core = core();
    let id = hidden_duel(&core, ""); // alice hid on a1, bob on c3
    let Status::ToMove(seat) = game(core.store(), id).status() else {
        panic!("a seat is to move after the hiding");
    };
    let who = if seat.0 == 0 { "alice" } else { "bob" };
    say(&core, who, "/move probe b2", T0); // an empty cell: the game goes on
    let g = game(core.store(), id);
    assert!(!g.is_revealed() && !g.status().is_finished());
    let effects = say(&core, "carol", &format!("/replay #{id}"), T0);
    let gifs = posted_gifs(&effects);
    assert_eq!(gifs.len(), 1, "{effects:#?}");
    // The hiding is a private setup, not a ply: the start and the one move.
    let plies = 1;
    assert_eq!(frame_count(&gifs[0]), plies + 1);
    for cell in ["a1", "c3"] {
        for e in &effects {
            assert!(!text(e).contains(cell), "{cell} leaked in {e:#?}");
        }
    }
}
