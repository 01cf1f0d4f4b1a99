//! Piece names stay readable on a phone: on the biggest boards, drawn at the default size,
//! every disc's text is at least 14 px high in the PNG. Measured from the SVG the renderer
//! produces (font size × the SVG-to-PNG scale), on views the rules make.

use render::{RenderOptions, Renderer};
use resvg::usvg::roxmltree::Document;
use rules::game::Channel;
use rules::{Game, Mark, Seat, Setup, VariantId, View, Viewer};

/// The smallest text a player on a phone can still read on a disc, in PNG pixels.
const MIN_PIECE_TEXT_PX: f32 = 14.0;

type Res = Result<(), Box<dyn std::error::Error>>;

fn game(id: &str, seats: usize, plays: &[(u8, &str)]) -> Result<Game, String> {
    let variant = VariantId::from_id(id).ok_or(format!("no variant {id}"))?;
    let setup = Setup {
        seats,
        options: Default::default(),
        seed: 7,
    };
    let mut game = Game::new(variant, setup).map_err(|e| format!("{e:?}"))?;
    for (seat, text) in plays {
        game.play(Seat(*seat), text, Channel::Private)
            .map_err(|e| format!("{text}: {e:?}"))?;
    }
    Ok(game)
}

/// (font size in PNG pixels, text) of every piece label in the image of `view`.
fn piece_text_sizes(view: &View, opts: &RenderOptions) -> Result<Vec<(f32, String)>, String> {
    let svg = Renderer::new().map_err(|e| e.to_string())?.svg(view, opts);
    let doc = Document::parse(&svg).map_err(|e| e.to_string())?;
    let root = doc.root_element();
    let svg_width: f32 = root
        .attribute("viewBox")
        .and_then(|b| b.split_whitespace().nth(2))
        .and_then(|w| w.parse().ok())
        .ok_or("no viewBox width")?;
    let scale = opts.size_px as f32 / svg_width;
    let mut sizes = Vec::new();
    let pieces = doc.descendants().filter(|n| {
        n.attribute("class")
            .is_some_and(|c| c.split(' ').any(|w| w == "piece"))
    });
    for piece in pieces {
        for text in piece.descendants().filter(|d| d.has_tag_name("text")) {
            let size: f32 = text
                .attribute("font-size")
                .and_then(|s| s.parse().ok())
                .ok_or("text without a font size")?;
            sizes.push((size * scale, text.text().unwrap_or("").to_string()));
        }
    }
    Ok(sizes)
}

fn assert_legible(view: &View, what: &str) -> Res {
    let opts = RenderOptions::default();
    assert_eq!(opts.size_px, 800, "the default size this test is about");
    let sizes = piece_text_sizes(view, &opts)?;
    let pieces = view
        .board
        .cells
        .iter()
        .filter(|c| c.piece.is_some())
        .count();
    assert!(
        sizes.len() >= pieces,
        "{what}: {pieces} pieces, {} labels",
        sizes.len()
    );
    let small: Vec<&(f32, String)> = sizes
        .iter()
        .filter(|(px, _)| *px < MIN_PIECE_TEXT_PX)
        .collect();
    assert!(
        small.is_empty(),
        "{what}: piece text under {MIN_PIECE_TEXT_PX} px: {small:?}"
    );
    Ok(())
}

/// The 13x13 board with every piece kind on it: the start position's 80 discs relabelled
/// with each of the 46 kinds in turn (the four-character promoted names are the hardest),
/// promoted ones ringed as in play.
#[test]
fn every_demon_piece_name_is_at_least_14_px_high() -> Res {
    let mut view = game("demon", 2, &[(1, "keep")])?.view(Viewer::Spectator);
    assert_eq!(view.board.cells.len(), 169);
    let start_kinds: Vec<String> = view
        .board
        .cells
        .iter()
        .filter_map(|c| c.piece.as_ref()?.kind.clone())
        .collect();
    let kinds: Vec<(String, bool)> = rules::demon::Kind::all()
        .map(|k| (k.id().to_string(), !start_kinds.iter().any(|s| s == k.id())))
        .collect();
    let mut next = kinds.iter().cycle();
    for glyph in view.board.cells.iter_mut().filter_map(|c| c.piece.as_mut()) {
        if let Some((kind, promoted)) = next.next() {
            glyph.kind = Some(kind.clone());
            if *promoted {
                glyph.marks.push(Mark::Promoted);
            }
        }
    }
    assert_legible(&view, "demon, every kind")
}

#[test]
fn the_demon_start_is_legible_from_both_sides() -> Res {
    let game = game("demon", 2, &[(1, "keep")])?;
    for viewer in [
        Viewer::Spectator,
        Viewer::Seat(Seat(0)),
        Viewer::Seat(Seat(1)),
    ] {
        assert_legible(&game.view(viewer), &format!("demon start, {viewer:?}"))?;
    }
    Ok(())
}

#[test]
fn the_four_country_army_chess_board_is_legible() -> Res {
    let deploy = [
        (0, "deploy random"),
        (1, "deploy random"),
        (2, "deploy random"),
        (3, "deploy random"),
    ];
    let game = game("junqi-siguo", 4, &deploy)?;
    assert_legible(
        &game.view(Viewer::Seat(Seat(1))),
        "four-country army chess, seat 1",
    )
}
