//! Import circles among a crate's modules. Every bot crate's tests call
//! [`assert_no_circles`] on their own `src`: the `crate::` and `super::` paths of every
//! file, outside its test module and comments, make a graph of the crate's top-level
//! modules (a folder is one module) that must have no circle. The crate root (`lib.rs`,
//! `main.rs`) declares every module and is left out, as in `rules/tests/suite/layering.rs`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Which top-level modules import which, read from the files under `src`.
pub type Edges = BTreeMap<String, BTreeSet<String>>;

/// Fails with the circle, if the modules of the crate at `src` import each other round one.
pub fn assert_no_circles(src: &Path) {
    let edges = edges(src);
    assert_eq!(
        circle(&edges),
        None,
        "modules importing each other: {edges:?}"
    );
}

/// The module graph of the crate whose sources are under `src`.
pub fn edges(src: &Path) -> Edges {
    let mut files = Vec::new();
    sources(src, "", &mut files);
    let modules: BTreeSet<String> = files
        .iter()
        .filter_map(|(rel, _)| module_path(rel).first().cloned())
        .collect();
    let mut edges = Edges::new();
    for (rel, text) in &files {
        let path = module_path(rel);
        let Some(from) = path.first() else {
            continue; // the crate root declares every module
        };
        for to in imported(&path, &code(text)) {
            if &to != from && modules.contains(&to) {
                edges.entry(from.clone()).or_default().insert(to);
            }
        }
    }
    edges
}

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

/// The module a file is: `words.rs` → `[words]`, `words/posts.rs` → `[words, posts]`,
/// `store/mod.rs` → `[store]`, `lib.rs` → `[]`.
fn module_path(rel: &str) -> Vec<String> {
    let mut parts: Vec<String> = rel
        .trim_end_matches(".rs")
        .split('/')
        .map(str::to_string)
        .collect();
    if parts.last().is_some_and(|p| p == "mod") || parts.len() == 1 && is_root(&parts[0]) {
        parts.pop();
    }
    parts
}

fn is_root(name: &str) -> bool {
    name == "lib" || name == "main"
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

/// The top-level modules named by the `crate::` and `super::` paths of a file that is
/// module `at`.
fn imported(at: &[String], code: &str) -> Vec<String> {
    let mut found = Vec::new();
    let bytes = code.as_bytes();
    let mut i = 0;
    while i < code.len() {
        let rest = &code[i..];
        let starts_word = i == 0 || !is_ident(bytes[i - 1] as char);
        let base = if !starts_word {
            None
        } else if let Some(after) = rest.strip_prefix("crate::") {
            Some((Vec::new(), after))
        } else if rest.starts_with("super::") {
            let mut after = rest;
            let mut up = 0;
            while let Some(next) = after.strip_prefix("super::") {
                after = next;
                up += 1;
            }
            Some((at[..at.len().saturating_sub(up)].to_vec(), after))
        } else {
            None
        };
        match base {
            Some((base, after)) => {
                for first in first_segments(after) {
                    let top = base.first().cloned().unwrap_or(first);
                    found.push(top);
                }
                i = code.len() - after.len();
            }
            None => i += rest.chars().next().map_or(1, char::len_utf8),
        }
    }
    found
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The first segments of a path's remainder: `words::Lang` → `[words]`,
/// `{clock, words::{A, B}}` → `[clock, words]`.
fn first_segments(after: &str) -> Vec<String> {
    let mut items = Vec::new();
    if let Some(group) = after.strip_prefix('{') {
        let mut depth = 0;
        let mut item = String::new();
        for c in group.chars() {
            match c {
                '{' => depth += 1,
                '}' if depth == 0 => break,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    items.push(std::mem::take(&mut item));
                    continue;
                }
                _ => {}
            }
            item.push(c);
        }
        items.push(item);
    } else {
        items.push(after.to_string());
    }
    items
        .iter()
        .map(|path| path.trim().chars().take_while(|c| is_ident(*c)).collect())
        .filter(|first: &String| !first.is_empty() && first != "self")
        .collect()
}

/// A circle in `edges`, as the modules round it, if there is one.
pub fn circle(edges: &Edges) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        edges: &Edges,
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
