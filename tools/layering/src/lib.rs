//! Import circles among a crate's modules, folders included. Every crate's tests call
//! [`assert_no_circles`] on their own `src`.
//!
//! The `crate::` and `super::` paths of every file, outside its test module and
//! comments, say which module imports which. In every folder (the crate's `src` too) the
//! modules directly inside it must not import each other round a circle, each standing
//! for everything beneath it: two files of one folder, two folders, or a file and a
//! folder at any depth. A folder's own root (`lib.rs`, `main.rs`, `mod.rs` or the
//! `name.rs` beside `name/`) declares and re-exports its modules, so it is left out of
//! its folder's circles, as the crate root always was.
//!
//! This is the only rule: there is no declared order of layers to keep; each crate's
//! root describes its layers in prose, and this check keeps them from closing a circle.

mod graph;
mod paths;
mod sources;

pub use graph::{circle, Edges};

use std::path::Path;

/// Panics with every circle found, each as the modules round it and the paths that
/// close it, if the modules of the crate at `src` import each other round one.
pub fn assert_no_circles(src: &Path) {
    if let Err(report) = check(src) {
        panic!("{report}");
    }
}

/// Every circle of the crate whose sources are under `src`, as a report for a person.
pub fn check(src: &Path) -> Result<(), String> {
    let files = sources::read(src);
    let found = graph::folder_circles(&files);
    if found.is_empty() {
        return Ok(());
    }
    let mut report = format!(
        "modules of {} import each other round a circle:\n",
        src.display()
    );
    for circle in found {
        report.push_str(&circle.to_string());
    }
    Err(report)
}

/// Which module imports which in the crate under `src`, file by file: `junqi::saved` →
/// `{junqi::variant, variant}`. A path is credited to the deepest module it names (the
/// crate root is `crate`).
pub fn edges(src: &Path) -> Edges {
    graph::module_edges(&sources::read(src))
}
