//! The computer crate is pure and layered: it depends on the rules and a few pure
//! libraries only (no bot crate, no IO, no async runtime), no source file reaches for
//! files, sockets, processes or the environment, and its modules import each other
//! without a circle, folders included (the `layering` crate's check; the layers are
//! described at the top of `src/lib.rs`).

use std::path::Path;

fn manifest_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn no_module_of_this_crate_imports_itself_round_a_circle() {
    layering::assert_no_circles(&manifest_dir().join("src"));
}

/// The names under `[dependencies]` in this crate's manifest.
fn dependencies() -> Vec<String> {
    let manifest = std::fs::read_to_string(manifest_dir().join("Cargo.toml")).expect("manifest");
    let mut inside = false;
    let mut names = Vec::new();
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            inside = line == "[dependencies]";
            continue;
        }
        if inside && !line.is_empty() && !line.starts_with('#') {
            if let Some(name) = line.split(['=', '.', ' ']).next() {
                names.push(name.trim().to_string());
            }
        }
    }
    names
}

#[test]
fn it_depends_on_the_rules_and_pure_libraries_only() {
    let allowed = ["rules", "serde", "serde_json", "rand_core", "rand_chacha"];
    let deps = dependencies();
    assert!(deps.contains(&"rules".to_string()), "{deps:?}");
    for dep in &deps {
        assert!(allowed.contains(&dep.as_str()), "computer depends on {dep}");
    }
}

fn sources(dir: &Path, out: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).expect("src").flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).expect("source");
            out.push((path.display().to_string(), text));
        }
    }
}

#[test]
fn no_source_file_does_io() {
    let mut files = Vec::new();
    sources(&manifest_dir().join("src"), &mut files);
    assert!(files.len() > 5, "sources found: {}", files.len());
    let forbidden = [
        "std::fs",
        "std::net",
        "std::io",
        "std::process",
        "std::env",
        "tokio",
        "reqwest",
        "referee_",
        "println!",
        "eprintln!",
    ];
    for (path, text) in &files {
        let code: String = text
            .lines()
            .map(|l| l.split("//").next().unwrap_or(""))
            .collect::<Vec<_>>()
            .join("\n");
        for word in forbidden {
            assert!(!code.contains(word), "{path} uses {word}");
        }
    }
}
