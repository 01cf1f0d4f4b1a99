//! Every cell kind, line style and mark a registered variant's views use is drawn on
//! purpose: the cell kinds and line styles are declared by the renderer or the family, and
//! each mark on a glyph becomes its element in the image. The views come from games the
//! rules play, for every registered variant, every seat count it takes at its ends, and
//! every viewer.

use crate::common::playout;
use render::{RenderOptions, Renderer};
use resvg::usvg::roxmltree::Document;
use rules::{Mark, Seat, View, Viewer};
use std::collections::BTreeSet;
use std::sync::OnceLock;

type Res = Result<(), Box<dyn std::error::Error>>;

/// Plies played per game; long enough for terrain that only play creates.
const PLIES: usize = 50;

/// The option sets a variant is played with: none, every option at its default (a toggle
/// is on when present), and each listed value of each option alone.
fn option_sets(info: &rules::VariantInfo) -> Vec<rules::variant::Options> {
    let mut sets = vec![rules::variant::Options::new()];
    sets.push(
        info.options
            .iter()
            .map(|o| (o.key.to_string(), o.default.to_string()))
            .collect(),
    );
    for option in info.options {
        for value in option.values {
            sets.push([(option.key.to_string(), value.to_string())].into());
        }
    }
    sets
}

/// Every view of every registered variant along played games, with its family (made
/// once for all the tests here).
fn sampled_views() -> &'static [(&'static str, View)] {
    static VIEWS: OnceLock<Vec<(&'static str, View)>> = OnceLock::new();
    VIEWS.get_or_init(|| {
        let mut out = Vec::new();
        for info in rules::variants() {
            let Some(id) = rules::VariantId::from_id(info.id) else {
                continue;
            };
            let mut seat_counts = vec![info.min_seats, info.max_seats];
            seat_counts.dedup();
            for seats in seat_counts {
                for options in option_sets(info) {
                    for seed in [3, 11] {
                        let setup = rules::Setup {
                            seats,
                            options: options.clone(),
                            seed,
                        };
                        for game in playout(id, setup, PLIES) {
                            out.push((info.family, game.view(Viewer::Spectator)));
                            for seat in 0..seats {
                                let seat = Seat(u8::try_from(seat).unwrap_or(u8::MAX));
                                out.push((info.family, game.view(Viewer::Seat(seat))));
                            }
                        }
                    }
                }
            }
        }
        out
    })
}

#[test]
fn every_cell_kind_and_line_style_a_variant_uses_has_a_style() -> Res {
    let renderer = Renderer::new()?;
    let styles = renderer.styles();
    let mut missing = BTreeSet::new();
    let mut used = BTreeSet::new();
    for (family, view) in sampled_views() {
        for cell in &view.board.cells {
            used.insert(format!("{family}: cell {}", cell.kind));
            if styles.declared_cell(family, &cell.kind).is_none() {
                missing.insert(format!("{family}: cell {}", cell.kind));
            }
        }
        for line in &view.board.lines {
            used.insert(format!("{family}: line {}", line.style));
            if styles.declared_line(family, &line.style).is_none() {
                missing.insert(format!("{family}: line {}", line.style));
            }
        }
    }
    assert!(missing.is_empty(), "drawn without a style: {missing:?}");
    let played: BTreeSet<&str> = sampled_views().iter().map(|(f, _)| *f).collect();
    let registered: BTreeSet<&str> = rules::variants().map(|i| i.family).collect();
    assert_eq!(played, registered, "every family's games were played");
    // And the other way: the games show every kind and style a family declares, so none
    // is stale and this test saw them all.
    let mut unused = BTreeSet::new();
    for family in rules::variants().map(|i| i.family) {
        for kind in styles.family_cells(family) {
            let name = format!("{family}: cell {kind}");
            if !used.contains(&name) {
                unused.insert(name);
            }
        }
        for style in styles.family_lines(family) {
            let name = format!("{family}: line {style}");
            if !used.contains(&name) {
                unused.insert(name);
            }
        }
    }
    assert!(unused.is_empty(), "declared but never drawn: {unused:?}");
    Ok(())
}

/// The image's class for a mark.
fn class_of(mark: &Mark) -> &'static str {
    match mark {
        Mark::Link(_) => "link",
        Mark::Sealed => "sealed",
        Mark::Promoted => "promoted",
        Mark::Secret => "secret",
    }
}

#[test]
fn every_mark_on_a_glyph_is_drawn() -> Res {
    let renderer = Renderer::new()?;
    let mut seen = BTreeSet::new();
    for (family, view) in sampled_views() {
        let marks: Vec<&Mark> = view
            .board
            .cells
            .iter()
            .filter_map(|c| c.piece.as_ref())
            .chain(view.panels.iter().flat_map(|p| &p.pieces))
            .flat_map(|g| &g.marks)
            .collect();
        if marks.is_empty() {
            continue;
        }
        let svg = renderer.svg(view, &RenderOptions::default());
        let doc = Document::parse(&svg)?;
        for class in ["link", "sealed", "promoted", "secret"] {
            let wanted = marks.iter().filter(|m| class_of(m) == class).count();
            let drawn = doc
                .descendants()
                .filter(|n| n.attribute("class") == Some(class))
                .count();
            assert_eq!(drawn, wanted, "{family} {}: {class} marks", view.variant);
            if wanted > 0 {
                seen.insert(class);
            }
        }
    }
    assert!(!seen.is_empty(), "no game showed a mark");
    Ok(())
}
