//! The checker on small crates written to a temporary folder: what it reads as an
//! import, and which circles fail.

use std::path::{Path, PathBuf};

/// A crate's `src` in a fresh temporary folder, removed when dropped.
struct Tree(PathBuf);

impl Tree {
    fn new(name: &str, files: &[(&str, &str)]) -> Tree {
        let dir = std::env::temp_dir().join(format!("layering-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        for (rel, text) in files {
            let path = dir.join(rel);
            std::fs::create_dir_all(path.parent().unwrap_or(&dir)).unwrap();
            std::fs::write(path, text).unwrap();
        }
        Tree(dir)
    }
}

impl Drop for Tree {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn to(edges: &layering::Edges, module: &str) -> Vec<String> {
    edges
        .get(module)
        .cloned()
        .unwrap_or_default()
        .into_iter()
        .collect()
}

#[test]
fn it_reads_super_and_crate_paths_groups_and_expressions_but_not_comments_or_tests() {
    let tree = Tree::new(
        "reads",
        &[
            ("lib.rs", "mod a; mod b; mod c;"),
            ("a.rs", "use super::b::X; use crate::Root;"),
            (
                "b/mod.rs",
                "mod inner;\nuse crate::c::Y; // crate::a in a comment\n",
            ),
            ("b/inner.rs", "use super::Z; use super::super::c;"),
            (
                "c.rs",
                "fn f() { let _ = super::{a::W, b}; }\n#[cfg(test)]\nmod t { use crate::b; }",
            ),
        ],
    );
    let edges = layering::edges(&tree.0);
    assert_eq!(to(&edges, "a"), ["b", "crate"], "the root is `crate`");
    assert_eq!(to(&edges, "b"), ["c"], "{edges:?}");
    assert_eq!(
        to(&edges, "b::inner"),
        ["b", "c"],
        "`super::Z` is its folder's root"
    );
    assert_eq!(to(&edges, "c"), ["a", "b"]);
    assert_eq!(
        edges.get("crate"),
        None,
        "the crate root declares every module"
    );
    let report = layering::check(&tree.0).unwrap_err();
    assert!(
        report.contains("in the crate root: a → b → c → a"),
        "{report}"
    );
    assert!(report.contains("b/inner.rs uses crate::c"), "{report}");
}

#[test]
fn two_files_of_one_folder_importing_each_other_fail() {
    let tree = Tree::new(
        "siblings",
        &[
            ("lib.rs", "pub mod junqi;"),
            (
                "junqi/mod.rs",
                "mod saved; mod variant; pub use variant::A;",
            ),
            ("junqi/saved.rs", "use super::variant::{A, FAMILY};"),
            ("junqi/variant.rs", "const L: &str = super::saved::LAYOUTS;"),
        ],
    );
    let report = layering::check(&tree.0).unwrap_err();
    assert!(
        report.contains("in junqi/: saved → variant → saved"),
        "{report}"
    );
    assert!(
        report.contains("junqi/saved.rs uses crate::junqi::variant::A"),
        "{report}"
    );
}

#[test]
fn folders_deep_inside_importing_each_other_fail_and_a_folder_root_does_not_count() {
    let tree = Tree::new(
        "deep",
        &[
            ("lib.rs", "mod play;"),
            (
                "play.rs",
                "mod turns; mod clock; use turns::x; use clock::y;",
            ),
            ("play/turns/mod.rs", "mod undo;"),
            (
                "play/turns/undo.rs",
                "use crate::play::clock::deadline::Due;",
            ),
            ("play/clock/deadline.rs", "use super::super::turns::Turn;"),
            ("play/clock.rs", "mod deadline;"),
        ],
    );
    let report = layering::check(&tree.0).unwrap_err();
    assert!(
        report.contains("in play/: clock → turns → clock"),
        "{report}"
    );
    let fine = Tree::new(
        "roots",
        &[
            ("lib.rs", "mod play;"),
            (
                "play/mod.rs",
                "mod turns; pub use turns::Turn; use crate::play::turns::x;",
            ),
            ("play/turns.rs", "use super::Thing; use crate::play::Other;"),
        ],
    );
    assert_eq!(layering::check(&fine.0), Ok(()));
}

#[test]
fn inline_modules_and_literals_do_not_mislead_it() {
    let tree = Tree::new(
        "inline",
        &[
            ("lib.rs", "mod a; mod b;"),
            (
                "a.rs",
                "pub mod codes { use super::Thing; }\nconst C: char = '{';\nconst S: &str = \"crate::b\";\nconst R: &str = r#\"}\"#;\nfn f<'x>() { use crate::b::B; }",
            ),
            ("b.rs", "pub mod codes { pub mod deep { use super::super::Y; } }"),
        ],
    );
    let edges = layering::edges(&tree.0);
    assert_eq!(to(&edges, "a"), ["b"], "{edges:?}");
    assert_eq!(to(&edges, "b"), Vec::<String>::new(), "{edges:?}");
    assert_eq!(layering::check(&tree.0), Ok(()));
}

#[test]
fn the_circle_finder_names_the_modules_round_a_circle() {
    let edge = |a: &str, b: &str| (a.to_string(), [b.to_string()].into());
    let edges = layering::Edges::from([
        edge("error", "words"),
        edge("words", "registry"),
        edge("registry", "error"),
    ]);
    assert_eq!(
        layering::circle(&edges),
        Some(
            ["error", "words", "registry", "error"]
                .map(String::from)
                .to_vec()
        )
    );
}

#[test]
fn the_checker_itself_has_no_circle() {
    layering::assert_no_circles(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
}
