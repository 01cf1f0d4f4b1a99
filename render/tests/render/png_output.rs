//! The PNG: valid, the right size, small, deterministic, and with the text really drawn.

use crate::common::{board_8x8, empty_8x8, glyph, real_boards, sq, two_player_junqi};
use render::{RenderOptions, Renderer};

type Res = Result<(), Box<dyn std::error::Error>>;

/// Width, height and 8-bit RGB(A)/palette-expanded pixels of a PNG.
fn decode(bytes: &[u8]) -> Result<(u32, u32, Vec<u8>), Box<dyn std::error::Error>> {
    let mut dec = png::Decoder::new(bytes);
    dec.set_transformations(png::Transformations::EXPAND);
    let mut reader = dec.read_info()?;
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf)?;
    buf.truncate(info.buffer_size());
    Ok((info.width, info.height, buf))
}

#[test]
fn png_decodes_at_the_requested_width() -> Res {
    let r = Renderer::new()?;
    let view = board_8x8();
    for width in [800u32, 400] {
        let opts = RenderOptions {
            size_px: width,
            ..RenderOptions::default()
        };
        let bytes = r.png(&view, &opts)?;
        assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"));
        let (w, h, _) = decode(&bytes)?;
        assert_eq!(w, width);
        // The SVG says the same height the PNG has.
        let svg = r.svg(&view, &opts);
        assert!(
            svg.contains(&format!(r#"height="{h}""#)),
            "height {h} not in svg"
        );
        assert!(
            h > width * 3 / 4 && h < width,
            "8x8 plus title and labels: {h}"
        );
        let tiny = tiny_skia_decode(&bytes)?;
        assert_eq!((tiny.0, tiny.1), (w, h));
    }
    Ok(())
}

/// Second decoder, the one resvg itself ships.
fn tiny_skia_decode(bytes: &[u8]) -> Result<(u32, u32), Box<dyn std::error::Error>> {
    let p = resvg::tiny_skia::Pixmap::decode_png(bytes)?;
    Ok((p.width(), p.height()))
}

/// DESIGN.md's size budgets: an 8x8 image at most 60 KB, every other board (the
/// two-player army-chess one, the largest, included) at most 150 KB. Sizes are
/// deterministic, so this holds them exactly.
#[test]
fn every_board_fits_its_size_budget() -> Res {
    let r = Renderer::new()?;
    let mut boards = real_boards();
    boards.push(("bench 8x8, two panels", board_8x8()));
    boards.push((
        "junqi two-player",
        two_player_junqi().ok_or("two-player board")?,
    ));
    for (name, view) in boards {
        let bytes = r.png(&view, &RenderOptions::default())?;
        let budget = if name.contains("8x8") { 60 } else { 150 };
        assert!(
            bytes.len() <= budget * 1024,
            "{name}: {} bytes, budget {budget} KB",
            bytes.len()
        );
    }
    Ok(())
}

#[test]
fn rendering_is_deterministic() -> Res {
    let view = board_8x8();
    let opts = RenderOptions {
        hints: vec![sq(3, 3), sq(3, 4)],
        title: "劍與魔法象棋".to_string(),
        ..RenderOptions::default()
    };
    let a = Renderer::new()?;
    let b = Renderer::new()?;
    let first = a.png(&view, &opts)?;
    assert_eq!(first, a.png(&view, &opts)?);
    assert_eq!(first, b.png(&view, &opts)?);
    assert_eq!(a.svg(&view, &opts), b.svg(&view, &opts));
    Ok(())
}

/// Pixels that differ between two images of the same size.
fn differing(a: &[u8], b: &[u8]) -> usize {
    a.chunks(3).zip(b.chunks(3)).filter(|(x, y)| x != y).count()
}

#[test]
fn names_are_really_drawn_with_the_embedded_font() -> Res {
    // A font that fails to load makes resvg drop text silently: compare pixels.
    let r = Renderer::new()?;
    let mut named = empty_8x8();
    named.board.cells[sq(4, 4)].piece = Some(glyph(0, "精靈女王", "Elf Queen"));
    let mut blank = named.clone();
    blank.board.cells[sq(4, 4)].piece = Some(glyph(0, "", ""));
    let opts = RenderOptions::default();
    let (_, _, a) = decode(&r.png(&named, &opts)?)?;
    let (_, _, b) = decode(&r.png(&blank, &opts)?)?;
    assert_eq!(a.len(), b.len());
    assert!(
        differing(&a, &b) > 300,
        "the name left too little ink: {}",
        differing(&a, &b)
    );

    // And the hint dots make a visible difference too.
    let hinted = RenderOptions {
        hints: vec![sq(1, 3)],
        ..RenderOptions::default()
    };
    let (_, _, c) = decode(&r.png(&blank, &hinted)?)?;
    assert!(differing(&b, &c) > 100);
    Ok(())
}

/// Share of pixels where some channel differs by more than 16/255.
fn share_differing(a: &resvg::tiny_skia::Pixmap, b: &resvg::tiny_skia::Pixmap) -> f64 {
    share_differing_below(a, b, 0)
}

/// [`share_differing`] of the rows from `top` down.
fn share_differing_below(
    a: &resvg::tiny_skia::Pixmap,
    b: &resvg::tiny_skia::Pixmap,
    top: u32,
) -> f64 {
    let skip = 4 * a.width() as usize * top as usize;
    let (Some(a), Some(b)) = (a.data().get(skip..), b.data().get(skip..)) else {
        return 0.0;
    };
    let far = a
        .chunks_exact(4)
        .zip(b.chunks_exact(4))
        .filter(|(p, q)| p.iter().zip(q.iter()).any(|(x, y)| x.abs_diff(*y) > 16))
        .count();
    far as f64 / (a.len() / 4).max(1) as f64
}

#[test]
fn compositing_draws_what_the_whole_document_draws() -> Res {
    let r = Renderer::new()?;
    let mut samples = crate::common::real_boards();
    assert_eq!(samples.len(), 4, "every real board was made");
    let mut marked = board_8x8();
    marked.removed = vec![sq(5, 5)];
    marked.board.cells[sq(6, 6)].piece = Some(rules::Glyph::hidden(rules::Seat(1)));
    samples.push(("8x8 marked", marked));
    let mut turned = board_8x8();
    turned.quarter_turns = 2;
    samples.push(("8x8 turned", turned));
    let opts = RenderOptions {
        title: "劍與魔法象棋 · 第 4 手".to_string(),
        subtitle: "白方走棋".to_string(),
        hints: vec![sq(3, 3), sq(3, 4), sq(1, 1)],
        ..RenderOptions::default()
    };
    for (name, view) in &samples {
        for size_px in [800, 333] {
            let opts = RenderOptions {
                size_px,
                ..opts.clone()
            };
            // Twice: the second time every piece comes from the caches.
            for _ in 0..2 {
                let fast = r.pixmap(view, &opts)?;
                let whole = r.pixmap_one_document(view, &opts)?;
                assert_eq!(
                    (fast.width(), fast.height()),
                    (whole.width(), whole.height())
                );
                // The title band (the top 15 % of the width: title and one subtitle line)
                // is set glyph by glyph at whole pixels on the fast path, without the
                // document's kerning, so its letters may sit a pixel apart; everything
                // below it must match.
                let band = (0.15 * size_px as f32) as u32;
                let below = share_differing_below(&fast, &whole, band);
                assert!(
                    below <= 0.005,
                    "{name} at {size_px}px: {:.3} % differ below the title band",
                    100.0 * below
                );
                let share = share_differing(&fast, &whole);
                assert!(
                    share <= 0.015,
                    "{name} at {size_px}px: {:.3} % differ",
                    100.0 * share
                );
            }
        }
    }
    Ok(())
}

#[test]
fn a_moved_piece_is_drawn_where_it_went_not_where_it_was() -> Res {
    let r = Renderer::new()?;
    let opts = RenderOptions::default();
    let before = board_8x8();
    r.pixmap(&before, &opts)?;
    let mut after = before.clone();
    let piece = after.board.cells[sq(4, 2)].piece.take();
    after.board.cells[sq(4, 4)].piece = piece;
    let fast = r.pixmap(&after, &opts)?;
    let whole = r.pixmap_one_document(&after, &opts)?;
    assert!(share_differing(&fast, &whole) <= 0.005);
    assert!(share_differing(&fast, &r.pixmap(&before, &opts)?) > 0.001);
    Ok(())
}
