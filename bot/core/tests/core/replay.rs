//! `/replay`: the game as one animated GIF in its channel, a frame per ply and the start;
//! `/export` attaches the same GIF beside the record. A hidden game shows every identity
//! on every frame once it has ended with a result, and only what spectators saw while in
//! play or after an abort.

use crate::harness::*;
use referee_core::effect::Effect;
use referee_core::replay::{replay_plan, ReplayPlan};
use referee_core::request::Command;
use referee_core::words::Lang;
use rules::{Game, Seat, Status, View, Viewer};

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

// ---- what the frames show ----

/// Width, height and the screen (RGB) after each frame, as a viewer composites them.
fn screens(gif: &[u8]) -> (usize, usize, Vec<Vec<u8>>) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(gif).expect("a GIF the decoder reads");
    let (width, height) = (usize::from(decoder.width()), usize::from(decoder.height()));
    let global = decoder
        .global_palette()
        .map(<[u8]>::to_vec)
        .unwrap_or_default();
    let mut screen = vec![0u8; width * height * 3];
    let mut out = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("frames decode") {
        let palette = frame.palette.as_ref().unwrap_or(&global);
        let (left, top, fw) = (
            usize::from(frame.left),
            usize::from(frame.top),
            usize::from(frame.width),
        );
        for (i, &index) in frame.buffer.iter().enumerate() {
            if Some(index) == frame.transparent {
                continue;
            }
            let at = 3 * ((top + i / fw) * width + left + i % fw);
            let from = 3 * usize::from(index);
            screen[at..at + 3].copy_from_slice(&palette[from..from + 3]);
        }
        out.push(screen.clone());
    }
    (width, height, out)
}

/// Centre and radius of every piece disc an SVG draws.
fn discs(svg: &str) -> Vec<(f32, f32, f32)> {
    let attr = |s: &str, name: &str| -> Option<f32> {
        let at = s.find(&format!(" {name}=\""))? + name.len() + 3;
        s[at..].split('"').next()?.parse().ok()
    };
    svg.split(r#"<g class="piece"#)
        .skip(1)
        .filter_map(|s| {
            let circle = &s[s.find("<circle")?..];
            Some((attr(circle, "cx")?, attr(circle, "cy")?, attr(circle, "r")?))
        })
        .collect()
}

fn channel_diff(a: &[u8], b: &[u8], at: usize) -> u8 {
    (0..3)
        .map(|c| a[at + c].abs_diff(b[at + c]))
        .max()
        .unwrap_or(0)
}

/// The replay plan of stored game `id` in English, as `/replay` makes it.
fn plan(core: &referee_core::Core, id: u64) -> ReplayPlan {
    let entry = core.store().game(id).expect("readable").expect("stored");
    replay_plan(id, &entry.players, &game(core.store(), id), Lang::En).expect("a plan")
}

/// Each glyph on the board as (cell, owner, kind).
fn glyphs(view: &View) -> Vec<(String, Option<Seat>, Option<String>)> {
    view.board
        .cells
        .iter()
        .filter_map(|c| {
            let g = c.piece.as_ref()?;
            Some((c.name.clone(), g.owner, g.kind.clone()))
        })
        .collect()
}

/// The spectator's view after each action taken in turn, and the start: what a replay of
/// a game in play may show, worked out apart from the core.
fn spectator_views(whole: &Game) -> Vec<View> {
    let record = whole.record();
    let mut position = Game::replay(&rules::GameRecord {
        log: Vec::new(),
        ..record.clone()
    })
    .expect("the start");
    let mut views = vec![position.view(Viewer::Spectator)];
    for entry in &record.log {
        let in_turn = matches!(position.status(), Status::ToMove(_));
        position
            .replay_one(entry.seat, &entry.text)
            .expect("the log replays");
        if in_turn {
            views.push(position.view(Viewer::Spectator));
        }
    }
    views
}

#[test]
fn the_last_frame_shows_the_final_pieces_where_the_final_image_does() {
    let core = core();
    say(&core, "alice", "/play sword-magic @bob", T0);
    say(&core, "bob", "/accept", T0);
    play_plies(&core, 1, 10);
    say(&core, "alice", "/resign confirm", T0);
    let finished = game(core.store(), 1);
    let plies = finished.record().log.len();

    let effects = say(&core, "carol", "/replay #1", T0);
    let gifs = posted_gifs(&effects);
    assert_eq!(gifs.len(), 1, "{effects:#?}");
    let (width, height, frames) = screens(&gifs[0]);
    assert_eq!(frames.len(), plies + 1, "the start and one frame per ply");

    // The final spectator image, drawn at the GIF's scale with the last frame's words.
    let plan = plan(&core, 1);
    let last = plan.frames.last().expect("frames");
    assert_eq!(last.view, finished.view(Viewer::Spectator));
    let opts = render::RenderOptions {
        title: last.title.clone(),
        subtitle: last.caption.clone(),
        size_px: plan.options.size_px,
        locale: Lang::En,
        seat_names: plan.options.seat_names.clone(),
        ..render::RenderOptions::default()
    };
    let renderer = renderer();
    let image = renderer.pixmap(&last.view, &opts).expect("the final image");
    assert_eq!(
        (image.width() as usize, image.height() as usize),
        (width, height),
        "the GIF is drawn at the image's scale"
    );
    let image: Vec<u8> = image
        .data()
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    let screen = frames.last().expect("frames");
    let pieces = discs(&renderer.svg(&last.view, &opts));
    assert!(pieces.len() >= 10, "the final position has pieces");
    for (cx, cy, r) in pieces {
        for (i, j) in [(0.0, 0.0), (-0.5, 0.0), (0.5, 0.0), (0.0, -0.5), (0.0, 0.5)] {
            let (x, y) = ((cx + i * r) as usize, (cy + j * r) as usize);
            let d = channel_diff(screen, &image, 3 * (y * width + x));
            assert!(
                d <= 48,
                "the disc at ({cx}, {cy}) differs by {d} at ({x}, {y})"
            );
        }
    }
    // Not just the discs: the frames animate, the first one is not the end.
    let far = (0..width * height)
        .filter(|&p| channel_diff(&frames[0], &image, 3 * p) > 48)
        .count();
    assert!(far > 100, "the start looks like the end");
}

/// The seat to move plays the first action the rules suggest, by DM, `plies` times.
fn play_plies_by_dm(core: &referee_core::Core, id: u64, plies: usize) {
    for _ in 0..plies {
        let g = game(core.store(), id);
        let Status::ToMove(seat) = g.status() else {
            panic!("a seat is to move");
        };
        let action = g.suggest(seat, "", 1).into_iter().next().expect("a move");
        let who = to_move(core.store(), id).expect("a player to move");
        assert!(!dm(core, &who, &action, T0).is_empty(), "{who}: {action}");
        assert_ne!(
            game(core.store(), id).record(),
            g.record(),
            "{action} played"
        );
    }
}

/// alice and bob deploy a two-player army-chess game by DM and play `plies` moves.
fn army_chess_in_play(core: &referee_core::Core, plies: usize) -> u64 {
    say(core, "alice", "/play junqi-liangguo @bob", T0);
    say(core, "bob", "/accept", T0);
    for who in ["alice", "bob"] {
        dm(core, who, "deploy default", T0);
    }
    play_plies_by_dm(core, 1, plies);
    1
}

#[test]
fn a_finished_army_chess_game_replays_every_identity_from_its_first_move() {
    let core = core();
    let id = army_chess_in_play(&core, 4);
    let who = to_move(core.store(), id).expect("to move");
    dm(&core, &who, "/resign confirm", T0);
    let finished = game(core.store(), id);
    assert!(finished.is_revealed(), "a resignation is a result");

    let plan = plan(&core, id);
    let public = spectator_views(&finished);
    assert_eq!(
        plan.frames.len(),
        4 + 1 + 1,
        "the start, four moves, the resignation"
    );
    assert_eq!(plan.frames.len(), public.len());
    // Every frame between the start and the end (where spectators see all anyway).
    let before_the_end = plan.frames.len() - 2;
    let during = plan.frames.iter().zip(&public).enumerate().skip(1);
    for (k, (frame, seen)) in during.take(before_the_end) {
        let shown = glyphs(&frame.view);
        assert!(shown.len() >= 40, "frame {k}: both armies stand");
        assert!(
            shown
                .iter()
                .all(|(_, owner, kind)| owner.is_some() && kind.is_some()),
            "frame {k}: every identity shown after the end: {shown:?}"
        );
        assert!(
            glyphs(seen).iter().any(|(_, _, kind)| kind.is_none()),
            "frame {k}: the spectator saw hidden pieces then"
        );
        // Drawn from the spectator's side, as the channel images were.
        assert_eq!(frame.view.quarter_turns, seen.quarter_turns, "frame {k}");
    }
    // The moves are named in full once nothing is secret.
    let first_move = &finished.record().log[2].text;
    assert!(
        plan.frames[1].caption.contains(first_move.as_str()),
        "{} / {first_move}",
        plan.frames[1].caption
    );

    let effects = say(&core, "carol", &format!("/replay #{id}"), T0);
    let gifs = posted_gifs(&effects);
    assert_eq!(gifs.len(), 1, "{effects:#?}");
    assert_eq!(frame_count(&gifs[0]), plan.frames.len());
}

#[test]
fn an_army_chess_game_in_play_or_aborted_replays_only_what_spectators_saw() {
    let core = core();
    let id = army_chess_in_play(&core, 4);
    let in_play = game(core.store(), id);
    assert!(!in_play.status().is_finished());
    let plan_in_play = plan(&core, id);
    let frames: Vec<&View> = plan_in_play.frames.iter().map(|f| &f.view).collect();
    let public = spectator_views(&in_play);
    assert_eq!(frames, public.iter().collect::<Vec<_>>(), "in play");
    assert!(
        glyphs(frames[1])
            .iter()
            .filter(|(_, _, kind)| kind.is_none())
            .count()
            >= 40,
        "the army is hidden on the first move's frame"
    );
    let effects = say(&core, "carol", &format!("/replay #{id}"), T0);
    assert_eq!(frame_count(&posted_gifs(&effects)[0]), frames.len());

    // Aborted by consent: it reached no result and keeps its secrets.
    say(&core, "alice", &format!("/abort #{id}"), T0);
    let mut req = request("bob", "", false, T0);
    req.command = Command::from_button(&format!("abort:{id}")).expect("our button");
    let aborted = core.handle(req);
    assert_eq!(status(&aborted).as_deref(), Some("aborted"), "{aborted:#?}");
    let g = game(core.store(), id);
    assert!(g.status().is_finished() && !g.is_revealed());
    let plan_aborted = plan(&core, id);
    let frames: Vec<&View> = plan_aborted.frames.iter().map(|f| &f.view).collect();
    let public = spectator_views(&g);
    assert_eq!(frames, public.iter().collect::<Vec<_>>(), "aborted");
}

#[test]
fn a_finished_duel_replays_both_treasures_from_the_first_probe() {
    let core = core();
    let id = hidden_duel(&core, ""); // alice hid on a1, bob on c3
    let who = to_move(core.store(), id).expect("to move");
    say(&core, &who, "/move probe b2", T0);
    let plan_in_play = plan(&core, id);
    assert!(
        plan_in_play
            .frames
            .iter()
            .all(|f| glyphs(&f.view).is_empty()),
        "no treasure while the duel is on"
    );
    let next = to_move(core.store(), id).expect("to move");
    say(&core, &next, "/resign confirm", T0);
    let finished = plan(&core, id);
    assert_eq!(
        finished.frames.len(),
        3,
        "the start, the probe, the resignation"
    );
    let cells: Vec<String> = glyphs(&finished.frames[1].view)
        .into_iter()
        .map(|(cell, ..)| cell)
        .collect();
    assert_eq!(
        cells,
        ["a1", "c3"],
        "both treasures from the first probe on"
    );
}

// ---- /export: the record, and the replay beside it ----

/// The files of the one reply `who` got, by name, and its text.
fn export_reply(effects: &[Effect], who: &str) -> (String, Vec<(String, Vec<u8>)>) {
    let mine: Vec<_> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::Ephemeral {
                user: to,
                text,
                image,
                more_files,
                error: false,
                ..
            } if *to == user(who).id => Some((
                text.clone(),
                image
                    .iter()
                    .chain(more_files)
                    .map(|f| (f.name.clone(), f.png.clone()))
                    .collect(),
            )),
            _ => None,
        })
        .collect();
    assert_eq!(mine.len(), 1, "one reply to {who}: {effects:#?}");
    mine.into_iter().next().expect("one reply")
}

#[test]
fn an_export_attaches_the_replay_beside_the_record_within_one_upload() {
    let core = core();
    say(&core, "alice", "/play sword-magic @bob", T0);
    say(&core, "bob", "/accept", T0);
    play_plies(&core, 1, 4);
    say(&core, "alice", "/resign confirm", T0);
    let plies = game(core.store(), 1).record().log.len();

    let (text, files) = export_reply(&say(&core, "carol", "/export #1", T0), "carol");
    let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["game-1.txt", "game-1-replay.gif"], "record first");
    let upload: usize = files.iter().map(|(_, b)| b.len()).sum();
    assert!(upload <= render::UPLOAD_BUDGET, "{upload} bytes");
    assert_eq!(frame_count(&files[1].1), plies + 1);
    assert!(text.contains(&format!("replay of {plies} moves")), "{text}");
    // The same GIF as `/replay` posts.
    let posted = posted_gifs(&say(&core, "carol", "/replay #1", T0));
    assert_eq!(posted, [files[1].1.clone()]);
}

#[test]
fn a_hidden_game_s_export_shows_its_secrets_only_after_a_result() {
    let core = core();
    let id = hidden_duel(&core, "");
    let who = to_move(core.store(), id).expect("to move");
    say(&core, &who, "/move probe b2", T0);
    // In play: refused, no file at all.
    let refused = say(&core, "carol", &format!("/export #{id}"), T0);
    assert_refused(&refused, "carol");

    let next = to_move(core.store(), id).expect("to move");
    say(&core, &next, "/resign confirm", T0);
    let (_, files) = export_reply(&say(&core, "carol", &format!("/export #{id}"), T0), "carol");
    let posted = posted_gifs(&say(&core, "carol", &format!("/replay #{id}"), T0));
    assert_eq!(files.len(), 2);
    assert_eq!(
        posted,
        [files[1].1.clone()],
        "the export's replay is the one `/replay` posts, secrets shown from the probe on"
    );
}
