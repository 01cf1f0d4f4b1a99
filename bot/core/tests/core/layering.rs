//! No import circles among this crate's modules (see `referee_testkit::layering`); the
//! layers are described at the top of `src/lib.rs`. The checker itself is tested here too
//! (the testkit runs no tests of its own).

use referee_testkit::layering::{assert_no_circles, circle, edges};
use std::path::Path;

#[test]
fn no_module_of_this_crate_imports_itself_round_a_circle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let found = edges(&src);
    assert!(
        found.get("words").is_some_and(|to| to.contains("error")),
        "the reader sees `crate::` paths: {found:?}"
    );
    assert!(
        found.get("actions").is_some_and(|to| to.contains("clock")),
        "the reader sees `super::` paths: {found:?}"
    );
    assert_no_circles(&src);
}

#[test]
fn the_testkit_has_no_import_circle() {
    assert_no_circles(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../testkit/src"));
}

#[test]
fn the_checker_finds_a_circle_through_super_and_crate_paths() {
    let dir = std::env::temp_dir().join(format!("layering-{}", std::process::id()));
    let files = [
        ("lib.rs", "mod a; mod b; mod c;"),
        ("a.rs", "use super::b::X;"),
        (
            "b/mod.rs",
            "mod inner;\nuse crate::c::Y; // crate::a in a comment\n",
        ),
        ("b/inner.rs", "use super::Z; use super::super::c;"),
        (
            "c.rs",
            "fn f() { let _ = super::{a::W, b}; }\n#[cfg(test)]\nmod t { use crate::b; }",
        ),
    ];
    for (rel, text) in files {
        let path = dir.join(rel);
        std::fs::create_dir_all(path.parent().unwrap_or(&dir)).unwrap();
        std::fs::write(path, text).unwrap();
    }
    let found = edges(&dir);
    std::fs::remove_dir_all(&dir).unwrap();
    let to = |m: &str| found.get(m).cloned().unwrap_or_default();
    assert_eq!(to("a").into_iter().collect::<Vec<_>>(), ["b"]);
    assert_eq!(to("b").into_iter().collect::<Vec<_>>(), ["c"], "{found:?}");
    assert_eq!(to("c").into_iter().collect::<Vec<_>>(), ["a", "b"]);
    assert_eq!(
        circle(&found).map(|round| round.len()),
        Some(4),
        "{found:?}"
    );
}
