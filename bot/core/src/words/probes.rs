//! The 古战棋 probe results a seat still holds (§5.2 K7), listed in its own `/mine` and
//! private turn message: each at the square it stands on now, with what was found.

use super::{entry, list, say, Lang};
use rules::ancient::{Found, HeldProbe, FAMILY};

/// The name of the piece a probe found (`A2` → "Army 2"), or the token when unknown.
fn piece_name(lang: Lang, token: &str) -> String {
    match rules::ancient::data::piece(token) {
        Some(p) => entry(lang, FAMILY, &format!("piece-{}", p.kind)),
        None => token.to_string(),
    }
}

/// One result: `e5: decoy Decoy 1 (probed at e4)`; the probed square only when the unit
/// has moved since.
fn held_probe(lang: Lang, held: &HeldProbe) -> String {
    let square = held.at.to_string();
    let found = match &held.found {
        Found::Real(t) => say(
            lang,
            "probe-held-real",
            &[("square", square), ("piece", piece_name(lang, t))],
        ),
        Found::Decoy(t) => say(
            lang,
            "probe-held-decoy",
            &[("square", square), ("piece", piece_name(lang, t))],
        ),
        Found::Hidden(t) => say(
            lang,
            "probe-held-hidden",
            &[("square", square), ("piece", piece_name(lang, t))],
        ),
        Found::Empty => say(lang, "probe-held-empty", &[("square", square)]),
    };
    if held.at == held.probed_at {
        return found;
    }
    say(
        lang,
        "probe-held-moved",
        &[("result", found), ("probed", held.probed_at.to_string())],
    )
}

/// The line listing `held`, or `None` when the seat holds none.
pub fn probes_held(lang: Lang, held: &[HeldProbe]) -> Option<String> {
    if held.is_empty() {
        return None;
    }
    let items: Vec<String> = held.iter().map(|h| held_probe(lang, h)).collect();
    Some(say(lang, "probes-held", &[("results", list(lang, &items))]))
}
