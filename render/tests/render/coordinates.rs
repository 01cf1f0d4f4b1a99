//! Every board names every position a player may write, for every kind of viewer: checked
//! on the layout render computes (where each label and each cell went), not on pixels.
//! Each position's name is readable from labels drawn inside the image and never under a
//! piece; on square boards from its column's and its row's edge labels, on army-chess
//! boards from its row number and column letter beside its area (and its area letter),
//! or whole beside it.

use crate::common::every_board_every_viewer;
use render::{PlacedCell, PlacedLabel, Placement, RenderOptions, Renderer};

type Res = Result<(), Box<dyn std::error::Error>>;

/// `S5a` as area `S`, row `5`, column `a`.
fn parts(name: &str) -> Option<(&str, &str, &str)> {
    let area = name.get(..1)?;
    let column = name.get(name.len().checked_sub(1)?..)?;
    let row = name.get(1..name.len() - 1)?;
    let letter = |s: &str| s.chars().all(|c| c.is_ascii_alphabetic());
    (letter(area) && letter(column) && !row.is_empty() && row.chars().all(|c| c.is_ascii_digit()))
        .then_some((area, row, column))
}

/// Distance from `p` to the line through `a` and `b`.
fn off_line(p: (f32, f32), a: (f32, f32), b: (f32, f32)) -> f32 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-3);
    ((p.0 - a.0) * dy - (p.1 - a.1) * dx).abs() / len
}

fn centre(c: &PlacedCell) -> (f32, f32) {
    (c.cx, c.cy)
}

/// The labels with text `text` lying on the line through `cells` (two or more) and
/// beyond its ends, not between its cells.
fn labels_on_line<'a>(
    labels: &'a [PlacedLabel],
    cells: &[&PlacedCell],
    text: &str,
) -> Vec<&'a PlacedLabel> {
    let (Some(first), Some(last)) = (cells.first(), cells.last()) else {
        return Vec::new();
    };
    let (a, b) = (centre(first), centre(last));
    let r = first.r;
    labels
        .iter()
        .filter(|l| l.text == text && off_line(l.centre(), a, b) < 0.3 * r)
        .filter(|l| {
            // Beside the line's end: off its cells, within reach of the nearest.
            let p = l.centre();
            let nearest = cells
                .iter()
                .map(|c| ((c.cx - p.0).powi(2) + (c.cy - p.1).powi(2)).sqrt())
                .fold(f32::INFINITY, f32::min);
            nearest > r && nearest < 2.2 * r
        })
        .collect()
}

/// Why `name` cannot be read off the image, or `None` when it can.
fn unreadable(p: &Placement, grid: bool, cell: &PlacedCell) -> Option<String> {
    let name = &cell.name;
    if grid {
        // A column label straight under or over the square, a row label level with it.
        let in_column: Vec<&PlacedLabel> = p
            .labels
            .iter()
            .filter(|l| (l.centre().0 - cell.cx).abs() < cell.r)
            .collect();
        let in_row: Vec<&PlacedLabel> = p
            .labels
            .iter()
            .filter(|l| (l.centre().1 - cell.cy).abs() < cell.r)
            .collect();
        let readable = in_column.iter().any(|c| {
            in_row.iter().any(|r| {
                *name == format!("{}{}", c.text, r.text) || *name == format!("{}{}", r.text, c.text)
            })
        });
        return (!readable).then(|| {
            format!(
                "{name}: column labels {:?}, row labels {:?}",
                in_column.iter().map(|l| &l.text).collect::<Vec<_>>(),
                in_row.iter().map(|l| &l.text).collect::<Vec<_>>()
            )
        });
    }
    match parts(name) {
        Some((area, row, column)) => {
            let same = |f: &dyn Fn(&str, &str, &str) -> bool| -> Vec<&PlacedCell> {
                p.cells
                    .iter()
                    .filter(|c| parts(&c.name).is_some_and(|(a, r, k)| f(a, r, k)))
                    .collect()
            };
            let row_cells = same(&|a, r, _| a == area && r == row);
            let column_cells = same(&|a, _, k| a == area && k == column);
            if labels_on_line(&p.labels, &row_cells, row).len() != 1 {
                return Some(format!("{name}: no single row number {row} beside its row"));
            }
            if labels_on_line(&p.labels, &column_cells, column).len() != 1 {
                return Some(format!(
                    "{name}: no single column letter {column} beyond its column"
                ));
            }
            if p.labels.iter().filter(|l| l.text == area).count() != 1 {
                return Some(format!("{name}: its area letter {area} is not drawn once"));
            }
            None
        }
        None => {
            // Written whole, nearer this cell than any other.
            let Some(mine) = p.labels.iter().find(|l| l.text == *name) else {
                return Some(format!("{name}: not drawn"));
            };
            let (x, y) = mine.centre();
            let d = |c: &PlacedCell| (c.cx - x).powi(2) + (c.cy - y).powi(2);
            let nearest = p
                .cells
                .iter()
                .min_by(|a, b| d(a).total_cmp(&d(b)))
                .map(|c| c.name.as_str());
            (nearest != Some(name.as_str()))
                .then(|| format!("{name}: its label is nearer {nearest:?}"))
        }
    }
}

#[test]
fn every_position_is_named_inside_the_image_and_never_under_a_piece() -> Res {
    let renderer = Renderer::new()?;
    let boards = every_board_every_viewer();
    let kinds: std::collections::BTreeSet<&str> =
        boards.iter().map(|(_, v)| v.variant.as_str()).collect();
    assert!(
        kinds.len() >= 8,
        "every family's boards, every army-chess mode: {kinds:?}"
    );
    let mut faults = Vec::new();
    for (what, view) in &boards {
        for size_px in [800, 480] {
            let opts = RenderOptions {
                size_px,
                seat_names: vec!["alice".into(), "bob".into()],
                ..RenderOptions::default()
            };
            let p = renderer.placement(view, &opts);
            let grid = view.board.grid.is_some();
            assert_eq!(p.cells.len(), view.board.cells.len());
            for label in &p.labels {
                if label.x < 0.0
                    || label.y < 0.0
                    || label.x + label.w > p.width
                    || label.y + label.h > p.height
                {
                    faults.push(format!("{what} @{size_px}: {label:?} leaves the image"));
                }
                if let Some(cell) = p.cells.iter().find(|c| label.covers(c)) {
                    faults.push(format!(
                        "{what} @{size_px}: label {:?} lies under a piece on {}",
                        label.text, cell.name
                    ));
                }
                if let Some(other) = p.labels.iter().find(|o| *o != label && o.overlaps(label)) {
                    faults.push(format!(
                        "{what} @{size_px}: labels {:?} and {:?} overlap",
                        label.text, other.text
                    ));
                }
            }
            for cell in &p.cells {
                if let Some(fault) = unreadable(&p, grid, cell) {
                    faults.push(format!("{what} @{size_px}: {fault}"));
                }
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
    Ok(())
}

#[test]
fn coordinates_off_draws_none() -> Res {
    let renderer = Renderer::new()?;
    for (what, view) in every_board_every_viewer() {
        let off = RenderOptions {
            coordinates: false,
            ..RenderOptions::default()
        };
        let p = renderer.placement(&view, &off);
        assert!(p.labels.is_empty(), "{what}: {:?}", p.labels);
        assert!(
            !renderer.svg(&view, &off).contains("class=\"coord"),
            "{what}"
        );
    }
    Ok(())
}

#[test]
fn army_chess_names_read_in_the_viewers_orientation() -> Res {
    // South's own image of the four-country board: its row numbers on its left, its
    // column letters under its back row, a to e from left to right.
    let renderer = Renderer::new()?;
    let boards = every_board_every_viewer();
    let (_, view) = boards
        .iter()
        .find(|(what, _)| what == "junqi-siguo 4 seat1")
        .ok_or("no South view of the four-country board")?;
    let p = renderer.placement(view, &RenderOptions::default());
    let cell = |name: &str| p.cells.iter().find(|c| c.name == name);
    let (Some(s1a), Some(s6a), Some(s6e)) = (cell("S1a"), cell("S6a"), cell("S6e")) else {
        return Err("no South arm".into());
    };
    assert!(s6a.cy > s1a.cy, "South's back row is at the bottom");
    assert!(s6a.cx < s6e.cx, "a to e runs left to right");
    let letter = |t: &str| {
        p.labels
            .iter()
            .filter(|l| l.text == t && l.centre().1 > s6a.cy)
            .count()
    };
    assert_eq!(
        (letter("a"), letter("e")),
        (1, 1),
        "letters under the back row"
    );
    let row1 = p
        .labels
        .iter()
        .find(|l| l.text == "1" && (l.centre().1 - s1a.cy).abs() < 1.0)
        .ok_or("no row number level with S1")?;
    assert!(row1.centre().0 < s1a.cx, "row numbers on South's left");
    Ok(())
}

#[test]
fn the_header_names_each_player_beside_their_colour() -> Res {
    let renderer = Renderer::new()?;
    let boards = every_board_every_viewer();
    for (what, view) in boards.iter().filter(|(w, _)| w.ends_with("spectator")) {
        let names: Vec<String> = ["alice", "bob", "carol", "dave"]
            .iter()
            .take(view.seat_colors.len())
            .map(|n| n.to_string())
            .collect();
        let opts = RenderOptions {
            seat_names: names.clone(),
            ..RenderOptions::default()
        };
        let svg = renderer.svg(view, &opts);
        for (seat, name) in names.iter().enumerate() {
            let colours = render::palette::seat_named(
                view.seat_colors.get(seat),
                rules::Seat(u8::try_from(seat)?),
            );
            let badge = r#"<circle class="player""#;
            let at = svg
                .find(&format!(">{name}</text>"))
                .ok_or(format!("{what}: {name} is not in the header"))?;
            let before = &svg[..at];
            let circle = before
                .rfind(badge)
                .ok_or(format!("{what}: no badge before {name}"))?;
            assert!(
                before[circle..].contains(colours.fill),
                "{what}: {name}'s badge is not in seat {seat}'s colour"
            );
        }
        let unnamed = renderer.svg(view, &RenderOptions::default());
        assert!(!unnamed.contains(r#"class="player""#), "{what}");
    }
    Ok(())
}

#[test]
fn coordinates_are_as_large_as_piece_names_at_the_default_width() -> Res {
    // 14 px, the size a piece's name never goes under (legibility.rs): a label's box is
    // 0.8 of its font size high.
    let renderer = Renderer::new()?;
    for (what, view) in every_board_every_viewer() {
        let p = renderer.placement(&view, &RenderOptions::default());
        for label in &p.labels {
            assert!(
                label.h >= 0.8 * 14.0,
                "{what}: {:?} is {:.1} px",
                label.text,
                label.h / 0.8
            );
        }
    }
    Ok(())
}

#[test]
fn the_last_move_is_ringed_on_army_chess_boards_and_framed_on_square_ones() -> Res {
    let renderer = Renderer::new()?;
    let mut seen = 0;
    for (what, view) in every_board_every_viewer() {
        if view.last_move.is_empty() {
            continue;
        }
        seen += 1;
        let svg = renderer.svg(&view, &RenderOptions::default());
        let rings = svg.matches(r#"class="last-ring""#).count();
        if view.board.grid.is_some() {
            assert_eq!(rings, 0, "{what}");
            let framed = svg.matches(r#"<g class="last"><rect"#).count();
            assert_eq!(
                framed,
                view.last_move.len(),
                "{what}: one framed square each"
            );
        } else {
            // From and to only: never the cells of a rail route between them.
            assert_eq!(rings, view.last_move.len(), "{what}: one ring each");
            assert!(view.last_move.len() <= 2, "{what}");
        }
    }
    assert!(seen >= 6, "views with a last move: {seen}");
    Ok(())
}
