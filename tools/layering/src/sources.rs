//! The source files of a crate as modules: where each is in the module tree and its
//! code without comments and tests.

use std::path::Path;

/// One source file: the module it is (`["junqi", "saved"]`; the crate root is `[]`),
/// its path under `src` and its code.
pub struct File {
    pub module: Vec<String>,
    pub rel: String,
    pub code: String,
}

/// Every `.rs` file under `src`, in path order. A checker that cannot read the tree
/// it was pointed at has nothing to say, so it stops the test there.
pub fn read(src: &Path) -> Vec<File> {
    let mut files = Vec::new();
    walk(src, "", &mut files);
    files
}

fn walk(dir: &Path, under: &str, out: &mut Vec<File>) {
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
            walk(&path, &format!("{rel}/"), out);
        } else if name.ends_with(".rs") {
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{rel}: {e}"));
            out.push(File {
                module: module_path(&rel),
                code: code(&text),
                rel,
            });
        }
    }
}

/// The module a file is: `words.rs` → `[words]`, `words/posts.rs` → `[words, posts]`,
/// `store/mod.rs` → `[store]`, `lib.rs` → `[]`.
pub fn module_path(rel: &str) -> Vec<String> {
    let mut parts: Vec<String> = rel
        .trim_end_matches(".rs")
        .split('/')
        .map(str::to_string)
        .collect();
    let root = |p: &str| p == "lib" || p == "main";
    if parts.last().is_some_and(|p| p == "mod") || parts.len() == 1 && root(&parts[0]) {
        parts.pop();
    }
    parts
}

/// The code of a file without comments and without its test module (tests may use any
/// layer).
pub fn code(text: &str) -> String {
    let before_tests = text.split("#[cfg(test)]").next().unwrap_or(text);
    before_tests
        .lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}
