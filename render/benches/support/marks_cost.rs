//! The cost of private marks (`/mark`, issue 37 item 4): the four-country board and the
//! 古战棋 board with 25 tags drawn, against the same board without, each image new to
//! a warm renderer. The board must stay within 10 % of the board without marks.
//!
//! `MARKS_SAMPLE=/tmp/dir cargo bench -p render` also saves both boards with their tags.

use super::{line, measure, ms};
use render::{RenderOptions, Renderer};

/// 25 short guesses as players would lay them, in both scripts.
const GUESSES: [&str; 8] = ["38", "B", "M", "?", "炸", "师", "F", "40"];
const ANCIENT_GUESSES: [&str; 5] = ["decoy", "real", "?", "疑", "真"];

/// 25 cells holding a piece, the viewer's enemies' first (a 古战棋 board at its start has
/// fewer units than that: every one is marked).
fn marked_cells(view: &rules::View) -> Vec<usize> {
    let viewer = match view.viewer {
        rules::Viewer::Seat(s) => Some(s),
        rules::Viewer::Spectator => None,
    };
    let theirs: Vec<usize> = view
        .board
        .cells
        .iter()
        .enumerate()
        .filter(|(_, c)| c.piece.as_ref().is_some_and(|p| p.owner != viewer))
        .map(|(i, _)| i)
        .collect();
    let mine = view
        .board
        .cells
        .iter()
        .enumerate()
        .filter(|(i, c)| c.piece.is_some() && !theirs.contains(i))
        .map(|(i, _)| i);
    let mut cells = theirs.clone();
    cells.extend(mine);
    cells.into_iter().take(25).collect()
}

/// Runs per figure: the difference is small, so more than the other rows take.
const RUNS: usize = 100;

pub fn run(renderer: &Renderer) {
    println!("marks: 25 tags against none ({RUNS} runs each, warm renderer)");
    for (name, view) in super::common::real_boards() {
        let guesses: &[&str] = if name.starts_with("junqi") {
            &GUESSES
        } else if name.starts_with("ancient") {
            &ANCIENT_GUESSES
        } else {
            continue;
        };
        let cells = marked_cells(&view);
        let plain = RenderOptions::default();
        let marked = RenderOptions {
            labels: cells
                .iter()
                .enumerate()
                .map(|(n, &i)| (i, guesses[n % guesses.len()].to_string()))
                .collect(),
            ..RenderOptions::default()
        };
        if let Some(dir) = std::env::var_os("MARKS_SAMPLE") {
            let path = std::path::Path::new(&dir).join(format!("{}.png", name.replace(' ', "-")));
            if let Ok(png) = renderer.png(&view, &marked) {
                let _ = std::fs::write(path, png);
            }
        }
        let _ = renderer.png(&view, &plain);
        let _ = renderer.png(&view, &marked);
        let without = measure(
            || renderer.png(&view, &plain).map(|p| p.len()).unwrap_or(0),
            RUNS,
        );
        let with = measure(
            || renderer.png(&view, &marked).map(|p| p.len()).unwrap_or(0),
            RUNS,
        );
        let composite = |o: &RenderOptions| {
            measure(
                || {
                    renderer
                        .pixmap(&view, o)
                        .map(|p| p.data().len())
                        .unwrap_or(0)
                },
                RUNS,
            )
        };
        let (pw, pm) = (composite(&plain), composite(&marked));
        println!(
            "  {:<17} composite only: {:.2} ms without, {:.2} ms with",
            "",
            ms(pw.wall_median),
            ms(pm.wall_median)
        );
        line(name, &without, "(no marks)");
        line(
            &format!("  {} tags", marked.labels.len()),
            &with,
            "(with marks)",
        );
        let wall = ms(with.wall_median) / ms(without.wall_median).max(1e-9) - 1.0;
        let cpu = with
            .cpu_mean
            .zip(without.cpu_mean)
            .map_or("-".to_string(), |(a, b)| {
                format!(
                    "{:+.1} %",
                    100.0 * (a.as_secs_f64() / b.as_secs_f64().max(1e-9) - 1.0)
                )
            });
        println!(
            "  {:<17} marks cost wall {:+.1} %, cpu {cpu} (target: within 10 %)",
            "",
            100.0 * wall
        );
    }
}
