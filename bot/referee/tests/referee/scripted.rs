//! Console scripts run through the real `referee local --json` binary, one JSON line per
//! thing the console showed, for the tests that check what each player saw.

use serde_json::Value;
use std::path::Path;
use std::process::Command;

/// Runs `scripts/<name>`, writing images under `out`; `extra` goes after `local`
/// (`["--seed", "5"]`). Panics (failing the test) when the binary fails.
pub fn run_script_with(name: &str, out: &Path, extra: &[&str]) -> Vec<Value> {
    try_run_script_with(name, out, extra)
        .unwrap_or_else(|stderr| panic!("referee failed: {stderr}"))
}

/// [`run_script_with`], with the binary's error output when it fails (a store still
/// locked by the process before it, say).
pub fn try_run_script_with(name: &str, out: &Path, extra: &[&str]) -> Result<Vec<Value>, String> {
    let script = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/referee/scripts")
        .join(name);
    let output = Command::new(env!("CARGO_BIN_EXE_referee"))
        .args(["--config", "no-such-config.toml", "local", "--json"])
        .args(extra)
        .arg("--script")
        .arg(&script)
        .arg("--out")
        .arg(out)
        .env_remove("DISCORD_TOKEN")
        .output()
        .expect("referee runs");
    if !output.status.success() {
        return Err(String::from_utf8_lossy(&output.stderr).into_owned());
    }
    Ok(String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}")))
        .collect())
}

pub fn run_script(name: &str, out: &Path) -> Vec<Value> {
    run_script_with(name, out, &[])
}

/// A line's text, or "" for an image-only line.
pub fn text(line: &Value) -> &str {
    line["text"].as_str().unwrap_or("")
}
