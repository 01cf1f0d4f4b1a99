//! Move numbers (several moves on one image: a round of the computer's moves): a badge on
//! each numbered cell, empty or not, only when asked, inside the image, and never over a
//! position name. `MOVE_NUMBERS_SAMPLE=/tmp/dir` saves the boards.

use crate::common;
use render::{RenderOptions, Renderer};

fn renderer() -> Renderer {
    Renderer::new().expect("font")
}

/// Each badge's box (left, top, width, height), read from the SVG.
fn badges(svg: &str) -> Vec<(f32, f32, f32, f32)> {
    svg.split(r#"<g class="move-number"><rect "#)
        .skip(1)
        .map(|rest| {
            let number = |key: &str| -> f32 {
                let start = rest.find(&format!("{key}=\"")).expect(key) + key.len() + 2;
                let end = start + rest[start..].find('"').expect("closed");
                rest[start..end].parse().expect("a number")
            };
            (number("x"), number("y"), number("width"), number("height"))
        })
        .collect()
}

#[test]
fn numbers_are_drawn_only_when_asked_on_empty_cells_and_pieces_inside_the_image() {
    let r = renderer();
    for (name, view) in common::real_boards() {
        let cells = &view.board.cells;
        let pieces = (0..cells.len()).filter(|&i| cells[i].piece.is_some());
        let empty = (0..cells.len()).filter(|&i| cells[i].piece.is_none());
        let chosen: Vec<usize> = pieces.take(2).chain(empty.take(2)).collect();
        let numbers: Vec<(usize, String)> = chosen
            .iter()
            .enumerate()
            .map(|(n, &i)| {
                (
                    i,
                    if n == 3 {
                        "1,3".into()
                    } else {
                        (n + 1).to_string()
                    },
                )
            })
            .collect();
        let numbered = RenderOptions {
            move_numbers: numbers,
            ..RenderOptions::default()
        };
        assert!(badges(&r.svg(&view, &RenderOptions::default())).is_empty());
        let svg = r.svg(&view, &numbered);
        let drawn = badges(&svg);
        assert_eq!(drawn.len(), chosen.len(), "{name}");
        let placement = r.placement(&view, &numbered);
        for (x, y, w, h) in drawn {
            assert!(x >= 0.0 && y >= 0.0, "{name}");
            assert!(
                x + w <= placement.width && y + h <= placement.height,
                "{name}"
            );
        }
        if let Some(dir) = std::env::var_os("MOVE_NUMBERS_SAMPLE") {
            let png = r.png(&view, &numbered).expect("png");
            let file = format!("{}.png", name.replace(' ', "-"));
            std::fs::write(std::path::Path::new(&dir).join(file), png).expect("write");
        }
    }
}

/// On every graph board, a number on any one position covers no position name: a
/// corner of its disc is always free.
#[test]
fn a_number_covers_no_position_name() {
    let r = renderer();
    for (name, view) in common::real_boards() {
        if view.board.grid.is_some() {
            continue;
        }
        let names = r.placement(&view, &RenderOptions::default()).labels;
        for i in 0..view.board.cells.len() {
            let numbered = RenderOptions {
                move_numbers: vec![(i, "2".into())],
                ..RenderOptions::default()
            };
            for (x, y, w, h) in badges(&r.svg(&view, &numbered)) {
                let over = names
                    .iter()
                    .find(|l| x < l.x + l.w && l.x < x + w && y < l.y + l.h && l.y < y + h);
                assert!(
                    over.is_none(),
                    "{name}: the number on {} covers {over:?}",
                    view.board.cells[i].name
                );
            }
        }
    }
}
