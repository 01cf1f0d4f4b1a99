//! Animated replays, decoded as a viewer decodes them: one frame per ply, each showing
//! what its view holds and nothing more, within the size budget.

use crate::common::random_game;
use render::{Fit, RenderOptions, Renderer, ReplayFrame, ReplayOptions};

type Res = Result<(), Box<dyn std::error::Error>>;

/// Width, height and the screen (RGB) after each frame.
type Screens = (usize, usize, Vec<Vec<u8>>);

/// The screen after each frame of a GIF, as a viewer composites them.
fn screens(gif: &[u8]) -> Result<Screens, Box<dyn std::error::Error>> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(gif)?;
    let (width, height) = (usize::from(decoder.width()), usize::from(decoder.height()));
    let global = decoder
        .global_palette()
        .map(<[u8]>::to_vec)
        .unwrap_or_default();
    let mut screen = vec![0u8; width * height * 3];
    let mut out = Vec::new();
    while let Some(frame) = decoder.read_next_frame()? {
        assert_eq!(frame.dispose, gif::DisposalMethod::Keep);
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
            let (x, y) = (left + i % fw, top + i / fw);
            assert!(x < width && y < height, "a frame reaches off the screen");
            let from = 3 * usize::from(index);
            screen[3 * (y * width + x)..3 * (y * width + x) + 3]
                .copy_from_slice(&palette[from..from + 3]);
        }
        out.push(screen.clone());
    }
    Ok((width, height, out))
}

/// RGB pixels of a PNG.
fn png_rgb(bytes: &[u8]) -> Result<(usize, usize, Vec<u8>), Box<dyn std::error::Error>> {
    let mut dec = png::Decoder::new(bytes);
    dec.set_transformations(png::Transformations::EXPAND);
    let mut reader = dec.read_info()?;
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf)?;
    buf.truncate(info.buffer_size());
    let channels = buf.len() / (info.width as usize * info.height as usize);
    let rgb = buf
        .chunks_exact(channels)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    Ok((info.width as usize, info.height as usize, rgb))
}

/// Centre and radius of every piece disc the SVG draws.
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

/// The options a replay's frame is drawn with, for drawing the same image as a PNG.
fn image_options(frame: &ReplayFrame, opts: &ReplayOptions) -> RenderOptions {
    RenderOptions {
        title: frame.title.clone(),
        subtitle: frame.caption.clone(),
        size_px: opts.size_px,
        locale: opts.locale,
        seat_names: opts.seat_names.clone(),
        ..RenderOptions::default()
    }
}

fn channel_diff(a: &[u8], b: &[u8], at: usize) -> u8 {
    (0..3)
        .map(|c| a[at + c].abs_diff(b[at + c]))
        .max()
        .unwrap_or(0)
}

/// Rows above this show the title band, whose captions a replay sets glyph by glyph.
fn below_title(width: usize) -> usize {
    width * 11 / 100 + 2
}

/// Pixels below the title band farther than `tolerance` apart in some channel, out of
/// those compared.
fn differing(a: &[u8], b: &[u8], width: usize, height: usize, tolerance: u8) -> (usize, usize) {
    let mut far = 0;
    let mut compared = 0;
    for y in below_title(width)..height {
        for x in 0..width {
            compared += 1;
            if channel_diff(a, b, 3 * (y * width + x)) > tolerance {
                far += 1;
            }
        }
    }
    (far, compared)
}

#[test]
fn the_last_frame_shows_the_final_position_where_its_png_shows_it() -> Res {
    let renderer = Renderer::new()?;
    let Some(game) = random_game("sword-magic", 2, 3, 24) else {
        return Err("no game".into());
    };
    let plies = game.frames.len() - 1;
    assert_eq!(plies, 24, "the game lasts the plies asked for");
    let opts = ReplayOptions {
        size_px: 480,
        ..ReplayOptions::default()
    };
    let replay = renderer.replay(&game.frames, &opts)?;
    assert_eq!(replay.fit, Fit::AsAsked);
    assert_eq!(replay.frames, plies + 1);
    let (width, height, frames) = screens(&replay.gif)?;
    assert_eq!(
        frames.len(),
        plies + 1,
        "one frame per ply and one for the start"
    );

    let last = game.frames.last().ok_or("no frames")?;
    let last_opts = image_options(last, &opts);
    let (pw, ph, png) = png_rgb(&renderer.png(&last.view, &last_opts)?)?;
    assert_eq!((pw, ph), (width, height), "the GIF is as big as the image");
    let screen = frames.last().ok_or("no frames")?;

    // Each disc of the final position, sampled on a 5x5 grid inside it, shows the same
    // colours in the GIF as in the PNG (up to the two palettes).
    let pieces = discs(&renderer.svg(&last.view, &last_opts));
    assert!(pieces.len() >= 10, "the final position has pieces");
    for (cx, cy, r) in pieces {
        for i in -2..=2 {
            for j in -2..=2 {
                let x = (cx + 0.3 * r * i as f32) as usize;
                let y = (cy + 0.3 * r * j as f32) as usize;
                let d = channel_diff(screen, &png, 3 * (y * width + x));
                assert!(d <= 48, "disc at ({cx}, {cy}) differs by {d} at ({x}, {y})");
            }
        }
    }
    let (far, compared) = differing(screen, &png, width, height, 48);
    assert!(far * 5000 < compared, "{far} of {compared} pixels differ");

    // The middle frame is not the last position: frames really animate.
    let (far, _) = differing(&frames[plies / 2], &png, width, height, 48);
    assert!(far > 100, "the middle of the game looks like its end");
    Ok(())
}

#[test]
fn replaying_a_hidden_game_s_public_views_shows_no_identity() -> Res {
    let renderer = Renderer::new()?;
    let Some(game) = random_game("junqi-siguo", 4, 5, 12) else {
        return Err("no game".into());
    };
    let plies = game.frames.len() - 1;
    assert_eq!(plies, 12);
    for frame in &game.frames {
        let hidden = frame
            .view
            .board
            .cells
            .iter()
            .filter_map(|c| c.piece.as_ref());
        assert!(
            hidden.clone().all(|g| g.kind.is_none()),
            "the spectator sees no identity"
        );
    }
    let opts = ReplayOptions {
        size_px: 400,
        ..ReplayOptions::default()
    };
    let replay = renderer.replay(&game.frames, &opts)?;
    let (width, height, screens) = screens(&replay.gif)?;
    assert_eq!(screens.len(), plies + 1);

    // Every frame is the image of its own view and of nothing else.
    for (k, (screen, frame)) in screens.iter().zip(&game.frames).enumerate() {
        let png = renderer.png(&frame.view, &image_options(frame, &opts))?;
        let (_, _, image) = png_rgb(&png)?;
        let (far, compared) = differing(screen, &image, width, height, 48);
        assert!(
            far * 5000 < compared,
            "frame {k}: {far} of {compared} pixels differ from its view's image"
        );
    }

    // The players' own views of the last position name their pieces; the replay's last
    // frame matches the spectator's image there, not theirs.
    let last = game.frames.last().ok_or("no frames")?;
    let seat_view = game.game.view(rules::Viewer::Seat(rules::Seat(0)));
    assert!(
        seat_view
            .board
            .cells
            .iter()
            .filter_map(|c| c.piece.as_ref())
            .any(|g| g.kind.is_some()),
        "a seat sees its own pieces"
    );
    let opts_last = image_options(last, &opts);
    let (_, _, theirs) = png_rgb(&renderer.png(&seat_view, &opts_last)?)?;
    let screen = screens.last().ok_or("no frames")?;
    let (far, _) = differing(screen, &theirs, width, height, 48);
    assert!(far > 500, "the replay looks like a player's own view");
    Ok(())
}

#[test]
fn an_oversized_replay_gets_narrower_then_keeps_every_second_ply() -> Res {
    let renderer = Renderer::new()?;
    let Some(game) = random_game("sword-magic", 2, 4, 9) else {
        return Err("no game".into());
    };
    let frames = &game.frames;
    let plies = frames.len() - 1;
    let opts = ReplayOptions {
        size_px: 480,
        every_second_note: "every second ply".to_string(),
        ..ReplayOptions::default()
    };
    let full = renderer.replay(frames, &opts)?;
    assert_eq!(full.fit, Fit::AsAsked);

    let tighter = ReplayOptions {
        budget_bytes: full.gif.len() - 1,
        ..opts.clone()
    };
    let smaller = renderer.replay(frames, &tighter)?;
    assert_eq!(smaller.fit, Fit::SmallerScale);
    assert!(smaller.width < full.width);
    assert_eq!(smaller.frames, plies + 1);
    assert!(smaller.gif.len() < full.gif.len());

    let tightest = ReplayOptions {
        budget_bytes: smaller.gif.len() - 1,
        ..opts.clone()
    };
    let halved = renderer.replay(frames, &tightest)?;
    assert_eq!(halved.fit, Fit::EverySecondPly);
    assert!(halved.gif.len() <= tightest.budget_bytes);
    // The start, every second ply and always the last: 0, 2, 4, 6, 8, 9.
    assert_eq!(halved.frames, plies / 2 + 1 + plies % 2);
    let (_, _, decoded) = screens(&halved.gif)?;
    assert_eq!(decoded.len(), halved.frames);

    let hopeless = ReplayOptions {
        budget_bytes: 1000,
        ..opts
    };
    let refused = renderer.replay(frames, &hopeless);
    assert!(
        refused.is_err(),
        "a replay over any budget is refused, not cut"
    );
    Ok(())
}

#[test]
fn the_last_frame_stays_longer_and_the_replay_loops() -> Res {
    let renderer = Renderer::new()?;
    let Some(game) = random_game("sword-magic", 2, 6, 3) else {
        return Err("no game".into());
    };
    let opts = ReplayOptions {
        size_px: 320,
        frame_delay_cs: 70,
        last_delay_cs: 400,
        ..ReplayOptions::default()
    };
    let replay = renderer.replay(&game.frames, &opts)?;
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(replay.gif.as_slice())?;
    let mut delays = Vec::new();
    while let Some(frame) = decoder.read_next_frame()? {
        delays.push(frame.delay);
    }
    assert_eq!(delays, vec![70, 70, 70, 400]);
    assert_eq!(decoder.repeat(), gif::Repeat::Infinite);
    Ok(())
}

#[test]
fn a_ply_that_changes_nothing_is_still_a_frame() -> Res {
    let renderer = Renderer::new()?;
    let Some(game) = random_game("sword-magic", 2, 7, 2) else {
        return Err("no game".into());
    };
    let mut frames = game.frames.clone();
    frames.insert(1, frames[0].clone());
    let replay = renderer.replay(
        &frames,
        &ReplayOptions {
            size_px: 320,
            ..ReplayOptions::default()
        },
    )?;
    let (_, _, screens) = screens(&replay.gif)?;
    assert_eq!(screens.len(), frames.len());
    assert_eq!(screens[0], screens[1]);
    assert_ne!(screens[1], screens[2]);
    Ok(())
}

#[test]
fn an_empty_replay_is_refused() -> Res {
    let renderer = Renderer::new()?;
    assert!(renderer.replay(&[], &ReplayOptions::default()).is_err());
    Ok(())
}
