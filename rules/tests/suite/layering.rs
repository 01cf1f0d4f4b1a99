//! No import circles in `rules/src`: the `crate::` paths of every file, outside its test
//! module, make a graph of the crate's top-level modules (a family's folder is one module)
//! with no circle. `rules/src/lib.rs` describes the layers this keeps.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// (path under `src`, text) of every source file.
fn sources(dir: &Path, under: &str, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(Result::ok)
        .collect();
    entries.sort_by_key(|e| e.file_name());
    for entry in entries {
        let name = entry.file_name().to_string_lossy().to_string();
        let path = entry.path();
        let rel = format!("{under}{name}");
        if path.is_dir() {
            sources(&path, &format!("{rel}/"), out);
        } else if name.ends_with(".rs") {
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{rel}: {e}"));
            out.push((rel, text));
        }
    }
}

/// The top-level module a file belongs to: `game.rs` → `game`, `junqi/parse.rs` → `junqi`.
fn module_of(rel: &str) -> String {
    let first = rel.split('/').next().unwrap_or(rel);
    first.trim_end_matches(".rs").to_string()
}

/// The code of a file without comments and without its test module (tests may use any
/// layer).
fn code(text: &str) -> String {
    let before_tests = text.split("#[cfg(test)]").next().unwrap_or(text);
    before_tests
        .lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The first segments of the paths a `crate::` or `crate::{…}` use names.
fn crate_paths(code: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 0;
            let mut item = String::new();
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        found.push(std::mem::take(&mut item));
                        continue;
                    }
                    _ => {}
                }
                item.push(c);
            }
            found.push(item);
        } else {
            found.push(rest.to_string());
        }
    }
    found
        .iter()
        .map(|path| {
            path.trim()
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect()
        })
        .collect()
}

/// A circle in `edges`, as the modules round it, if there is one.
fn circle(edges: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            let mut round = path[at..].to_vec();
            round.push(node.to_string());
            return Some(round);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in edges.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, edges, path, done) {
                return Some(found);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    edges
        .keys()
        .find_map(|node| visit(node, edges, &mut Vec::new(), &mut done))
}

#[test]
fn no_module_of_the_rules_crate_imports_itself_round_a_circle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, "", &mut files);
    let modules: BTreeSet<String> = files.iter().map(|(rel, _)| module_of(rel)).collect();
    assert!(
        modules.contains("game") && modules.contains("junqi"),
        "{modules:?}"
    );
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (rel, text) in &files {
        let from = module_of(rel);
        if from == "lib" {
            continue; // declares every module
        }
        for to in crate_paths(&code(text)) {
            if to != from && modules.contains(&to) {
                edges.entry(from.clone()).or_default().insert(to);
            }
        }
    }
    assert!(
        edges.get("registry").is_some_and(|e| e.contains("junqi")),
        "the reader finds the registry's families: {edges:?}"
    );
    assert_eq!(circle(&edges), None, "modules importing each other");
}

#[test]
fn the_circle_finder_finds_a_circle() {
    let edge = |a: &str, b: &str| (a.to_string(), BTreeSet::from([b.to_string()]));
    let edges = BTreeMap::from([
        edge("error", "words"),
        edge("words", "registry"),
        edge("registry", "error"),
    ]);
    assert_eq!(
        circle(&edges).map(|c| c.len()),
        Some(4),
        "error → words → registry → error"
    );
    assert_eq!(
        crate_paths("use crate::{ancient, demon::x::{A, B}};\nuse crate::error::RuleError;"),
        ["ancient", "demon", "error"]
    );
}
