//! What the SVG shows: names, coordinates, hidden pieces, hints, marks, panels.

use crate::common::{board_8x8, empty_8x8, glyph, piece_count, sq};
use render::{RenderOptions, Renderer};
use resvg::usvg::roxmltree::{Document, Node};
use rules::view::Edge;
use rules::{Board, Cell, Glyph, Locale, Mark, Message, Panel, Seat, View, Words};

type Res = Result<(), Box<dyn std::error::Error>>;

fn svg(view: &View, opts: &RenderOptions) -> Result<String, render::RenderError> {
    Ok(Renderer::new()?.svg(view, opts))
}

fn has_class(n: &Node, class: &str) -> bool {
    n.attribute("class")
        .is_some_and(|c| c.split(' ').any(|w| w == class))
}

/// All text under `n`, `<text>` elements joined without separators.
fn text_of(n: &Node) -> String {
    n.descendants()
        .filter(|d| d.has_tag_name("text"))
        .filter_map(|d| d.text())
        .collect()
}

fn with_class<'a>(doc: &'a Document, class: &str) -> Vec<Node<'a, 'a>> {
    doc.descendants().filter(|n| has_class(n, class)).collect()
}

fn num(n: &Node, attr: &str) -> f32 {
    n.attribute(attr)
        .and_then(|v| v.parse().ok())
        .unwrap_or(f32::NAN)
}

#[test]
fn every_piece_is_drawn_with_its_chinese_name() -> Res {
    let words = Words::new(rules::catalogues())?;
    let view = board_8x8();
    let text = svg(&view, &RenderOptions::default())?;
    let doc = Document::parse(&text)?;
    let drawn: Vec<String> = with_class(&doc, "piece").iter().map(text_of).collect();
    let panel_pieces: usize = view.panels.iter().map(|p| p.pieces.len()).sum();
    assert_eq!(drawn.len(), piece_count(&view) + panel_pieces);
    assert_eq!(piece_count(&view), 32);
    // Board pieces first, in cell order, then panel pieces in panel order.
    let expected: Vec<String> = view
        .board
        .cells
        .iter()
        .filter_map(|c| c.piece.as_ref())
        .chain(view.panels.iter().flat_map(|p| &p.pieces))
        .filter_map(|g| g.kind.as_deref())
        .map(|kind| words.piece("sword-magic", Locale::ZhCn, kind))
        .collect();
    assert_eq!(drawn, expected);
    // An English reader sees simplified characters on the discs.
    for name in ["剑士", "精灵女王", "召唤师", "高阶使魔", "死灵术士"] {
        assert!(drawn.iter().any(|d| d == name), "{name} missing");
    }
    Ok(())
}

#[test]
fn names_of_three_or_four_characters_use_two_lines() -> Res {
    let text = svg(&board_8x8(), &RenderOptions::default())?;
    let doc = Document::parse(&text)?;
    for piece in with_class(&doc, "piece") {
        let lines: Vec<&str> = piece
            .descendants()
            .filter(|d| d.has_tag_name("text"))
            .filter_map(|d| d.text())
            .collect();
        let chars = lines.concat().chars().count();
        assert_eq!(lines.len(), if chars <= 2 { 1 } else { 2 }, "{lines:?}");
    }
    Ok(())
}

#[test]
fn coordinates_run_a_to_h_and_1_to_8_upward() -> Res {
    let text = svg(&board_8x8(), &RenderOptions::default())?;
    let doc = Document::parse(&text)?;
    let coords = with_class(&doc, "coord");
    let labels: Vec<String> = coords.iter().map(text_of).collect();
    for l in [
        "a", "b", "c", "d", "e", "f", "g", "h", "1", "2", "3", "4", "5", "6", "7", "8",
    ] {
        assert!(labels.iter().any(|x| x == l), "label {l} missing");
    }
    let at = |l: &str| {
        coords
            .iter()
            .find(|n| text_of(n) == l)
            .map(|n| (num(n, "x"), num(n, "y")))
    };
    let (a, h, r1, r8) = (at("a"), at("h"), at("1"), at("8"));
    let (Some(a), Some(h), Some(r1), Some(r8)) = (a, h, r1, r8) else {
        return Err("labels not found".into());
    };
    assert!(a.0 < h.0, "files run left to right");
    assert!(r1.1 > r8.1, "rank 1 is at the bottom");
    assert!(a.1 > r1.1, "file labels are below the board");
    Ok(())
}

#[test]
fn the_view_y_axis_points_up() -> Res {
    let view = board_8x8();
    let text = svg(&view, &RenderOptions::default())?;
    let doc = Document::parse(&text)?;
    let pieces = with_class(&doc, "piece");
    let circle_y = |n: &Node| {
        n.children()
            .find(|c| c.has_tag_name("circle"))
            .map(|c| num(&c, "cy"))
            .unwrap_or(f32::NAN)
    };
    let a1 = pieces.iter().find(|p| text_of(p) == "弓箭手").map(circle_y);
    let a8 = pieces.iter().find(|p| text_of(p) == "恶狼").map(circle_y);
    let (Some(a1), Some(a8)) = (a1, a8) else {
        return Err("pieces not found".into());
    };
    assert!(a1 > a8, "white's back rank is drawn at the bottom");
    Ok(())
}

#[test]
fn a_half_turned_view_shows_blacks_side_at_the_bottom() -> Res {
    let mut view = board_8x8();
    view.quarter_turns = 2;
    let text = svg(&view, &RenderOptions::default())?;
    let doc = Document::parse(&text)?;
    let pieces = with_class(&doc, "piece");
    let centre = |name: &str| {
        pieces
            .iter()
            .find(|p| text_of(p) == name)
            .and_then(|p| p.children().find(|c| c.has_tag_name("circle")))
            .map(|c| (num(&c, "cx"), num(&c, "cy")))
    };
    let (Some(white), Some(black)) = (centre("公主"), centre("精灵女王")) else {
        return Err("pieces not found".into());
    };
    assert!(
        black.1 > white.1,
        "Black's back rank is drawn at the bottom"
    );
    let files: Vec<String> = with_class(&doc, "coord").iter().map(text_of).collect();
    assert_eq!(
        files.first().map(String::as_str),
        Some("h"),
        "files run h to a"
    );
    Ok(())
}

#[test]
fn a_hidden_glyph_never_shows_its_name() -> Res {
    let mut view = empty_8x8();
    // Defence in depth: rules sends hidden glyphs without names, but even if a name
    // slipped through, render must not draw it.
    let leaked = Glyph::hidden(Seat(1));
    view.board.cells[sq(4, 8)].piece = Some(leaked.clone());
    view.board.cells[sq(5, 8)].piece = Some(Glyph::hidden(Seat(1)));
    view.panels.push(Panel {
        owner: Some(Seat(1)),
        title: Message::new("sm-graveyard-black"),
        pieces: vec![leaked],
    });
    let text = svg(&view, &RenderOptions::default())?;
    assert!(!text.contains("精靈"), "hidden name drawn");
    assert!(!text.contains("女王"), "hidden name drawn");
    assert!(!text.contains("Elf"), "hidden English name drawn");
    let doc = Document::parse(&text)?;
    let hidden = with_class(&doc, "hidden");
    assert_eq!(hidden.len(), 3);
    for h in hidden {
        assert_eq!(text_of(&h), "?");
    }
    Ok(())
}

#[test]
fn hint_dots_appear_only_where_requested() -> Res {
    let view = board_8x8();
    let none = svg(&view, &RenderOptions::default())?;
    assert_eq!(with_class(&Document::parse(&none)?, "hint").len(), 0);

    // Two empty squares, one occupied (a capture), one index off the board.
    let opts = RenderOptions {
        hints: vec![sq(3, 3), sq(3, 4), sq(4, 7), 999],
        ..RenderOptions::default()
    };
    let text = svg(&view, &opts)?;
    let doc = Document::parse(&text)?;
    let hints = with_class(&doc, "hint");
    assert_eq!(hints.len(), 3);
    let dots = hints
        .iter()
        .filter(|h| h.attribute("fill") != Some("none"))
        .count();
    assert_eq!(dots, 2, "empty squares get dots, the occupied one a ring");
    Ok(())
}

#[test]
fn last_move_marks_and_panels_are_drawn() -> Res {
    let view = board_8x8();
    let opts = RenderOptions {
        title: "劍與魔法象棋 · 第 4 手".to_string(),
        subtitle: "白方走棋".to_string(),
        ..RenderOptions::default()
    };
    let text = svg(&view, &opts)?;
    let doc = Document::parse(&text)?;
    assert_eq!(with_class(&doc, "last").len(), 2);
    assert_eq!(with_class(&doc, "sealed").len(), 1);
    let links = with_class(&doc, "link");
    assert_eq!(links.len(), 2);
    assert_eq!(links[0].attribute("stroke"), links[1].attribute("stroke"));
    let panels: Vec<String> = with_class(&doc, "panel").iter().map(text_of).collect();
    assert_eq!(panels.len(), 2);
    assert!(panels[0].starts_with("Black graveyard"));
    assert!(panels[1].starts_with("White graveyard"));
    let titles: Vec<String> = with_class(&doc, "title").iter().map(text_of).collect();
    assert_eq!(titles, vec!["劍與魔法象棋 · 第 4 手"]);
    assert_eq!(
        with_class(&doc, "subtitle")
            .iter()
            .map(text_of)
            .collect::<Vec<_>>(),
        vec!["白方走棋"]
    );
    assert!(text.contains(r#"font-family="Noto Sans CJK SC""#));

    let tw = RenderOptions {
        locale: Locale::ZhTw,
        ..RenderOptions::default()
    };
    let text = svg(&view, &tw)?;
    assert!(text.contains("黑方死棋區") && !text.contains("Black graveyard"));
    Ok(())
}

#[test]
fn link_groups_get_different_colours() -> Res {
    let mut view = empty_8x8();
    for (i, n) in [0u8, 1, 2].iter().enumerate() {
        let mut g = glyph(0, "使魔", "Familiar");
        g.marks.push(Mark::Link(*n));
        view.board.cells[i].piece = Some(g);
    }
    let text = svg(&view, &RenderOptions::default())?;
    let doc = Document::parse(&text)?;
    let mut colours: Vec<&str> = with_class(&doc, "link")
        .iter()
        .filter_map(|n| n.attribute("stroke"))
        .collect();
    colours.dedup();
    assert_eq!(colours.len(), 3);
    Ok(())
}

#[test]
fn notes_join_the_subtitle_and_the_variant_is_the_default_title() -> Res {
    let mut view = empty_8x8();
    view.notes = vec![Message::new("note-check")];
    let tw = RenderOptions {
        locale: Locale::ZhTw,
        ..RenderOptions::default()
    };
    let text = svg(&view, &tw)?;
    let doc = Document::parse(&text)?;
    assert_eq!(
        with_class(&doc, "title")
            .iter()
            .map(text_of)
            .collect::<Vec<_>>(),
        vec!["sword-magic"]
    );
    assert_eq!(
        with_class(&doc, "subtitle")
            .iter()
            .map(text_of)
            .collect::<Vec<_>>(),
        vec!["將軍"]
    );
    Ok(())
}

#[test]
fn markup_in_strings_is_escaped() -> Res {
    let mut view = board_8x8();
    view.notes = vec![Message::new("</svg><script>")];
    let opts = RenderOptions {
        title: "a & b <c> \"d\"".to_string(),
        ..RenderOptions::default()
    };
    let text = svg(&view, &opts)?;
    let doc = Document::parse(&text)?;
    assert_eq!(
        with_class(&doc, "title")
            .iter()
            .map(text_of)
            .collect::<Vec<_>>(),
        vec!["a & b <c> \"d\""]
    );
    assert!(!text.contains("<script>"));
    Ok(())
}

/// A small graph board: four stations, a camp, roads and a railway.
fn graph_view() -> View {
    let mut view = empty_8x8();
    let at = |x: f32, y: f32, kind: &str, piece: Option<Glyph>| Cell {
        x,
        y,
        name: String::new(),
        kind: kind.to_string(),
        piece,
    };
    view.board = Board {
        width: 5.0,
        height: 3.0,
        grid: None,
        cells: vec![
            at(0.5, 0.5, "light", Some(glyph(0, "司令", "Marshal"))),
            at(2.5, 0.5, "light", None),
            at(4.5, 0.5, "light", Some(Glyph::hidden(Seat(1)))),
            at(1.5, 1.5, "camp", None),
            at(2.5, 2.5, "dark", None),
        ],
        edges: vec![
            Edge {
                a: 0,
                b: 1,
                rail: true,
            },
            Edge {
                a: 1,
                b: 2,
                rail: true,
            },
            Edge {
                a: 0,
                b: 3,
                rail: false,
            },
            Edge {
                a: 3,
                b: 4,
                rail: false,
            },
            Edge {
                a: 4,
                b: 99,
                rail: false,
            },
        ],
        lines: Vec::new(),
        file_labels: Vec::new(),
        rank_labels: Vec::new(),
    };
    view.last_move = vec![1, 3];
    view
}

#[test]
fn graph_boards_draw_positioned_cells_and_edges() -> Res {
    let view = graph_view();
    let opts = RenderOptions {
        hints: vec![1, 4],
        ..RenderOptions::default()
    };
    let text = svg(&view, &opts)?;
    let doc = Document::parse(&text)?;
    assert_eq!(with_class(&doc, "cell").len(), 5);
    assert_eq!(with_class(&doc, "rail").len(), 2);
    let lines = doc.descendants().filter(|n| n.has_tag_name("line")).count();
    assert_eq!(
        lines,
        2 * 2 + 2,
        "two lines per rail, one per road, none for a bad edge"
    );
    assert_eq!(with_class(&doc, "piece").len(), 2);
    assert_eq!(with_class(&doc, "hidden").len(), 1);
    assert_eq!(with_class(&doc, "hint").len(), 2);
    assert_eq!(with_class(&doc, "last").len(), 2);
    assert_eq!(with_class(&doc, "coord").len(), 0);
    let png = Renderer::new()?.png(&view, &opts)?;
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
    Ok(())
}

#[test]
fn degenerate_views_do_not_panic() -> Res {
    let r = Renderer::new()?;
    let mut view = board_8x8();
    view.board.width = f32::NAN;
    view.board.height = -3.0;
    view.board.cells[0].x = f32::INFINITY;
    view.last_move = vec![usize::MAX];
    view.panels[0].pieces = (0..40)
        .map(|_| glyph(1, "惡靈惡靈惡靈惡靈惡靈", ""))
        .collect();
    for size_px in [0, 1, 800, u32::MAX] {
        let opts = RenderOptions {
            size_px,
            hints: vec![usize::MAX, 0],
            ..RenderOptions::default()
        };
        let text = r.svg(&view, &opts);
        Document::parse(&text)?;
        r.png(&view, &opts)?;
    }
    // A board a thousand squares tall would need gigabytes: refused, not drawn.
    let mut tall = empty_8x8();
    tall.board.width = 1.0;
    tall.board.height = 1000.0;
    let big = RenderOptions {
        size_px: 4096,
        ..RenderOptions::default()
    };
    assert!(r.png(&tall, &big).is_err());
    let mut empty = empty_8x8();
    empty.board.cells.clear();
    empty.board.grid = None;
    empty.board.file_labels.clear();
    r.png(&empty, &RenderOptions::default())?;
    Ok(())
}

/// English graveyard titles are long; they must shrink to fit beside the board, not run off the image.
#[test]
fn english_panel_titles_fit_inside_the_image() -> Res {
    let view = board_8x8();
    let opts = RenderOptions {
        locale: Locale::En,
        ..RenderOptions::default()
    };
    let text = svg(&view, &opts)?;
    let doc = Document::parse(&text)?;
    let width: f32 = doc
        .root_element()
        .attribute("width")
        .unwrap_or("0")
        .parse()?;
    let titles: Vec<Node> = with_class(&doc, "panel")
        .into_iter()
        .flat_map(|p| {
            p.children()
                .filter(|c| c.has_tag_name("text"))
                .collect::<Vec<_>>()
        })
        .collect();
    assert_eq!(titles.len(), view.panels.len());
    for t in titles {
        let x: f32 = t.attribute("x").unwrap_or("0").parse()?;
        let size: f32 = t.attribute("font-size").unwrap_or("0").parse()?;
        let label = t.text().unwrap_or_default();
        // Bold Latin is at most ~0.6 em wide per character.
        let right = x + size * 0.6 * label.chars().count() as f32;
        assert!(right <= width, "{label:?} ends at {right} beyond {width}");
    }
    Ok(())
}

/// Every subtitle line's text, size and right end (estimated), top first.
fn subtitle_lines(doc: &Document) -> Vec<(String, f32, f32)> {
    with_class(doc, "subtitle")
        .iter()
        .map(|n| {
            let line = text_of(n);
            let size = num(n, "font-size");
            let ems: f32 = line
                .chars()
                .map(|c| if c.is_ascii() { 0.6 } else { 1.0 })
                .sum();
            let right = num(n, "x") + ems * size;
            (line, size, right)
        })
        .collect()
}

/// A long note (a question to a player) stays inside the image.
#[test]
fn a_long_subtitle_fits_the_width() -> Res {
    let view = board_8x8();
    let question = "bob: before the first move, answer swap (exchange your whole army with the \
                    other side) or keep, and then the game goes on as usual, as in every game \
                    of this kind that anyone has ever played";
    let opts = RenderOptions {
        subtitle: format!("move 1 · bob to move · {question}"),
        ..RenderOptions::default()
    };
    let text = svg(&view, &opts)?;
    let doc = Document::parse(&text)?;
    let width = num(&doc.root_element(), "width");
    let lines = subtitle_lines(&doc);
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert_eq!(lines[0].0, "move 1 · bob to move");
    for (line, size, right) in &lines {
        assert!(*right <= width, "{line} runs off at {size}px");
        assert!(*size >= 0.017 * width - 0.1, "still readable: {size}px");
    }
    // The cut is marked with characters the embedded font can draw.
    let line = &lines[1].0;
    assert!(line.ends_with("..."), "{line}");
    let face = ttf_parser::Face::parse(render::font::SUBSET_OTF, 0)?;
    let undrawable: Vec<char> = line
        .chars()
        .filter(|&c| face.glyph_index(c).is_none())
        .collect();
    assert!(undrawable.is_empty(), "{undrawable:?} in {line}");
    Ok(())
}

/// Counters that do not fit one line go on the next, whole, and the board moves down
/// to make room: no number is ever cut off from its label.
#[test]
fn counters_wrap_whole_onto_more_lines() -> Res {
    let view = board_8x8();
    let counters = [
        "alice: 4 decoys in reserve",
        "alice: 4 ambush orders left",
        "bob: 3 decoys in reserve",
        "bob: 4 ambush orders left",
    ];
    let short = RenderOptions {
        subtitle: "move 7 · alice to move".to_string(),
        ..RenderOptions::default()
    };
    let long = RenderOptions {
        subtitle: format!("{} · {}", short.subtitle, counters.join(" · ")),
        ..RenderOptions::default()
    };
    let one = Document::parse(&svg(&view, &short)?)?
        .root_element()
        .attribute("height")
        .map(str::to_string);
    let text = svg(&view, &long)?;
    let doc = Document::parse(&text)?;
    let width = num(&doc.root_element(), "width");
    let lines = subtitle_lines(&doc);
    assert!((2..=3).contains(&lines.len()), "{lines:?}");
    let parts: Vec<&str> = lines.iter().flat_map(|(l, _, _)| l.split(" · ")).collect();
    assert_eq!(parts[2..], counters, "every counter whole, in order");
    for (line, size, right) in &lines {
        assert!(*right <= width, "{line} runs off");
        assert!(
            *size >= 0.024 * width - 0.1,
            "{line} kept its size: {size}px"
        );
    }
    let taller = num(&doc.root_element(), "height");
    let one: f32 = one.and_then(|h| h.parse().ok()).unwrap_or(f32::MAX);
    assert!(taller > one, "the board moved down: {taller} > {one}");
    Ok(())
}

#[test]
fn the_chosen_piece_is_framed_apart_from_the_hints_on_every_board() -> Res {
    for (name, view) in crate::common::real_boards() {
        let none = svg(&view, &RenderOptions::default())?;
        assert_eq!(
            with_class(&Document::parse(&none)?, "selected").len(),
            0,
            "{name}"
        );
        let Some(occupied) = view.board.cells.iter().position(|c| c.piece.is_some()) else {
            continue;
        };
        let opts = RenderOptions {
            selected: Some(occupied),
            hints: vec![occupied],
            ..RenderOptions::default()
        };
        let text = svg(&view, &opts)?;
        let doc = Document::parse(&text)?;
        let selected = with_class(&doc, "selected");
        assert_eq!(selected.len(), 1, "{name}: one selection mark");
        assert_eq!(
            with_class(&doc, "hint").len(),
            1,
            "{name}: the hint still drawn"
        );
        // A square frame on a grid, a ring around the disc on a graph board.
        let shape = if view.board.grid.is_some() {
            "rect"
        } else {
            "circle"
        };
        assert!(
            selected[0].children().any(|c| c.has_tag_name(shape)),
            "{name}: {shape}"
        );
        // An index off the board draws nothing.
        let off = RenderOptions {
            selected: Some(9999),
            ..RenderOptions::default()
        };
        let text = svg(&view, &off)?;
        assert_eq!(with_class(&Document::parse(&text)?, "selected").len(), 0);
    }
    Ok(())
}
