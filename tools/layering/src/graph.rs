//! Module graphs: which module imports which, and the circles among the modules of
//! each folder.

use crate::paths;
use crate::sources::File;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// Which modules import which, by name (`junqi::saved`).
pub type Edges = BTreeMap<String, BTreeSet<String>>;

/// One import: module `from` names module `to` (the deepest module of the path it
/// wrote), in the file `rel`, through `written`.
struct Import {
    from: Vec<String>,
    to: Vec<String>,
    rel: String,
    written: String,
}

fn imports(files: &[File]) -> Vec<Import> {
    let modules: BTreeSet<&[String]> = files.iter().map(|f| f.module.as_slice()).collect();
    let mut found = Vec::new();
    for file in files {
        for path in paths::named(&file.module, &file.code) {
            let Some(to) = (0..=path.len())
                .rev()
                .map(|len| &path[..len])
                .find(|prefix| modules.contains(prefix))
            else {
                continue;
            };
            if to != file.module.as_slice() {
                found.push(Import {
                    from: file.module.clone(),
                    to: to.to_vec(),
                    rel: file.rel.clone(),
                    written: format!("crate::{}", path.join("::")),
                });
            }
        }
    }
    found
}

/// `junqi::saved`; the crate root is `crate`.
fn name(module: &[String]) -> String {
    if module.is_empty() {
        "crate".to_string()
    } else {
        module.join("::")
    }
}

/// The graph of every file module but the crate root, which declares them all.
pub fn module_edges(files: &[File]) -> Edges {
    let mut edges = Edges::new();
    for import in imports(files) {
        if !import.from.is_empty() {
            edges
                .entry(name(&import.from))
                .or_default()
                .insert(name(&import.to));
        }
    }
    edges
}

/// A circle among the modules directly inside `folder`, with one import per step.
pub struct Circle {
    folder: Vec<String>,
    round: Vec<String>,
    steps: Vec<String>,
}

impl fmt::Display for Circle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let folder = if self.folder.is_empty() {
            "the crate root".to_string()
        } else {
            format!("{}/", self.folder.join("/"))
        };
        writeln!(f, "  in {folder}: {}", self.round.join(" → "))?;
        for step in &self.steps {
            writeln!(f, "    {step}")?;
        }
        Ok(())
    }
}

/// In every folder, a circle among the modules directly inside it (each standing for
/// everything beneath it), if there is one. The folder's own root file is left out.
pub fn folder_circles(files: &[File]) -> Vec<Circle> {
    let imports = imports(files);
    let folders: BTreeSet<&[String]> = files
        .iter()
        .flat_map(|f| (0..f.module.len()).map(|len| &f.module[..len]))
        .collect();
    let mut found = Vec::new();
    for folder in folders {
        let depth = folder.len();
        let inside = |m: &[String]| m.len() > depth && m.starts_with(folder);
        let mut edges = Edges::new();
        let mut witness: BTreeMap<(String, String), String> = BTreeMap::new();
        for import in imports.iter().filter(|i| inside(&i.from) && inside(&i.to)) {
            let (from, to) = (&import.from[depth], &import.to[depth]);
            if from != to {
                edges.entry(from.clone()).or_default().insert(to.clone());
                witness
                    .entry((from.clone(), to.clone()))
                    .or_insert_with(|| format!("{} uses {}", import.rel, import.written));
            }
        }
        if let Some(round) = circle(&edges) {
            let steps = round
                .windows(2)
                .filter_map(|pair| witness.get(&(pair[0].clone(), pair[1].clone())).cloned())
                .collect();
            found.push(Circle {
                folder: folder.to_vec(),
                round,
                steps,
            });
        }
    }
    found
}

/// A circle in `edges`, as the modules round it (the first again at the end), if there
/// is one.
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
