//! A layout edited by swaps through the real `referee local` binary
//! (`tests/referee/scripts/layout-swaps.txt`): two swaps accepted, each answered with the
//! layout and its image; one refused with the layout rule it breaks; a swap typed in the
//! channel ignored; `/layout save` keeping the edited layout.

use crate::scripted::{run_script, text};
use serde_json::Value;
use std::path::Path;

const SCRIPT: &str = "layout-swaps.txt";

const DEFAULT: &str =
    "37 34 38 33 36 / 32 B 35 / 40 34 39 38 / 36 B 37 / 32 M 33 35 32 / M F M 34 33";
/// After `swap 1a 3a`: the marshal in the front row.
const FIRST: &str =
    "40 34 38 33 36 / 32 B 35 / 37 34 39 38 / 36 B 37 / 32 M 33 35 32 / M F M 34 33";
/// After `swap S2a S4a` as well.
const SECOND: &str =
    "40 34 38 33 36 / 36 B 35 / 37 34 39 38 / 32 B 37 / 32 M 33 35 32 / M F M 34 33";

fn run(out: &Path) -> Vec<Value> {
    run_script(SCRIPT, out)
}

#[test]
fn a_layout_edited_by_two_swaps_and_one_refused_swap() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = run(dir.path());
    let to_alice: Vec<&Value> = lines
        .iter()
        .filter(|l| l["to"] == "dm" && l["user"] == "alice")
        .collect();
    // The deploy and each accepted swap answer alice with her layout and its image.
    let layouts: Vec<&str> = to_alice
        .iter()
        .filter_map(|l| text(l).split("Your layout: ").nth(1))
        // The canonical echo is its line; the pieces' names follow on the next.
        .filter_map(|echo| echo.lines().next())
        .collect();
    assert_eq!(layouts, [DEFAULT, FIRST, SECOND], "{to_alice:#?}");
    for line in &to_alice {
        let image = line["image"].as_str().unwrap_or("");
        assert!(image.ends_with("-seat0.png"), "{line}");
        assert!(Path::new(image).is_file(), "{line}");
    }
    // The refused swap: the layout rule it breaks, to alice alone.
    let errors: Vec<&Value> = lines.iter().filter(|l| l["error"] == true).collect();
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert_eq!(errors[0]["user"], "alice");
    assert_ne!(errors[0]["to"], "channel");
    assert!(
        text(errors[0]).contains("No bomb in the front row"),
        "{}",
        errors[0]
    );
    // The channel hears that alice changed her layout, never the layout or the posts,
    // and nothing at all of the swap typed there.
    let public: Vec<&str> = lines
        .iter()
        .filter(|l| l["to"] == "channel")
        .map(text)
        .collect();
    let joined = public.join("\n");
    assert_eq!(joined.matches("@alice has deployed").count(), 3, "{joined}");
    for secret in [DEFAULT, FIRST, SECOND, "swap", "1a", "S2a"] {
        assert!(!joined.contains(secret), "{secret} in public:\n{joined}");
    }
    // `/layout save` keeps the layout as the last swap left it.
    let saved = lines
        .iter()
        .find(|l| text(l).starts_with("Layout `wall` saved"))
        .expect("saved");
    assert!(text(saved).contains(SECOND), "{saved}");
    // Play starts once bob deploys: his deploy is answered with his layout.
    assert!(lines
        .iter()
        .any(|l| l["to"] == "dm" && l["user"] == "bob" && text(l).contains("Your layout")));
    assert!(joined.contains("@alice to move"), "{joined}");
}
