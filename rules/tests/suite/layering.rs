//! No import circles in `rules/src`, folders included (the `layering` crate's check):
//! neither among the top-level modules (a family's folder standing for all of it) nor
//! among the files of any folder. `rules/src/lib.rs` describes the layers this keeps.

use std::path::Path;

#[test]
fn no_module_of_the_rules_crate_imports_itself_round_a_circle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let edges = layering::edges(&src);
    assert!(
        edges.get("registry").is_some_and(|e| e.contains("junqi")),
        "the reader finds the registry's families: {edges:?}"
    );
    assert!(
        edges.keys().any(|module| module.starts_with("junqi::")),
        "the reader sees inside the families' folders: {edges:?}"
    );
    layering::assert_no_circles(&src);
}
