//! Private marks (`/mark`) drawn as tags: only where the caller asks, on pieces only,
//! and the rest of the image unchanged. `MARKS_SAMPLE=/tmp/dir` saves the boards.

use crate::common;
use render::{RenderOptions, Renderer};

fn renderer() -> Renderer {
    Renderer::new().expect("font")
}

fn first_pieces(view: &rules::View, n: usize) -> Vec<usize> {
    view.board
        .cells
        .iter()
        .enumerate()
        .filter(|(_, c)| c.piece.is_some())
        .map(|(i, _)| i)
        .take(n)
        .collect()
}

#[test]
fn tags_are_drawn_only_when_asked_and_only_on_pieces() {
    let r = renderer();
    for (name, view) in common::real_boards() {
        let plain = RenderOptions::default();
        let cells = first_pieces(&view, 3);
        let empty = (0..view.board.cells.len()).find(|&i| view.board.cells[i].piece.is_none());
        let mut labels: Vec<(usize, String)> =
            cells.iter().map(|&i| (i, "炸弹?".to_string())).collect();
        labels.extend(empty.map(|i| (i, "38".to_string())));
        let marked = RenderOptions {
            labels,
            ..RenderOptions::default()
        };
        let without = r.svg(&view, &plain);
        let with = r.svg(&view, &marked);
        assert!(!without.contains(r#"class="mark""#), "{name}");
        assert_eq!(
            with.matches(r#"class="mark""#).count(),
            cells.len(),
            "{name}"
        );
        if let Some(dir) = std::env::var_os("MARKS_SAMPLE") {
            let png = r.png(&view, &marked).expect("png");
            let file = format!("{}.png", name.replace(' ', "-"));
            std::fs::write(std::path::Path::new(&dir).join(file), png).expect("write");
        }
    }
}
