//! Private marks in the leak harness (issue 37 item 3): players lay marks at random
//! during the games, and no mark — its words in any language, or its tag on an image —
//! ever reaches anyone but the player who laid it.

use super::harness::user;
use referee_core::effect::Effect;
use referee_core::present::Out;
use referee_core::words::{self, Lang};
use rules::Viewer;

/// Guesses laid, in every form a player may type them (some are refused: those check
/// the refusals stay private too).
pub const GUESSES: [&str; 12] = [
    "bomb",
    "Landmine",
    "炸弹",
    "軍長",
    "Major General (38)",
    "38",
    "?",
    "real",
    "疑兵",
    "red mine",
    "dragon",
    "",
];

/// Words only a mark's answers carry, in every language: the answer to `/mark`, the
/// list in `/mine`, the end-of-game list.
fn mark_fragments() -> Vec<String> {
    let mut out = Vec::new();
    for lang in [Lang::En, Lang::ZhCn, Lang::ZhTw] {
        // The fixed part before the first variable of each sentence.
        for text in [
            words::mark_laid(lang, 1, "\u{1}", "?"),
            words::mark_cleared(lang, 1, "\u{1}"),
            words::mark_list(lang, &[("\u{1}".into(), "?".into())]).unwrap_or_default(),
            words::mark_end(lang, 1, &[]),
        ] {
            let fixed: String = text
                .split(['\u{1}', '1', '?', '\n'])
                .max_by_key(|part| part.chars().count())
                .unwrap_or_default()
                .trim()
                .to_string();
            if fixed.chars().count() >= 3 {
                out.push(fixed);
            }
        }
    }
    out
}

/// Who may read an effect: its one user, or `None` for what a channel shows.
fn reader(effect: &Effect) -> Option<u64> {
    match effect {
        Effect::Private { user, .. }
        | Effect::Ephemeral { user, .. }
        | Effect::Picker { user, .. }
        | Effect::Choices { user, .. } => Some(*user),
        _ => None,
    }
}

fn text_of(effect: &Effect) -> &str {
    match effect {
        Effect::Private { text, .. } | Effect::Ephemeral { text, .. } => text,
        Effect::Post { text, .. } => text,
        _ => "",
    }
}

/// Every mark-bearing text and every tagged image goes to a marker alone, on that
/// marker's own view; `markers` are the people who laid a mark in this game, `seat_of`
/// their seats.
pub fn check(
    outs: &[Out],
    markers: &[&str],
    seat_of: impl Fn(u64) -> Option<rules::Seat>,
    label: &str,
) {
    let marker_ids: Vec<u64> = markers.iter().map(|m| user(m).id).collect();
    let fragments = mark_fragments();
    for out in outs {
        let to = reader(&out.effect);
        let text = text_of(&out.effect);
        if let Some(fragment) = fragments.iter().find(|f| text.contains(f.as_str())) {
            assert!(
                to.is_some_and(|u| marker_ids.contains(&u)),
                "{label}: a mark's words (`{fragment}`) reached someone who laid none: {:?}",
                out.effect
            );
        }
        let Some(picture) = &out.picture else {
            continue;
        };
        if picture.opts.labels.is_empty() {
            continue;
        }
        // Tags are a seat's own marks and probe results: only on its own view, to it.
        let Some(user) = to else {
            panic!(
                "{label}: an image with tags posted for all: {:?}",
                out.effect
            );
        };
        assert_eq!(
            Some(picture.view.viewer),
            seat_of(user).map(Viewer::Seat),
            "{label}: tags drawn on a view other than the reader's own: {:?}",
            out.effect
        );
    }
}

/// `outs` with each marker's own mark lines taken out of what the marker reads: a
/// marker's guess echoed back to it is its own, and may name by chance what stands there
/// (the other checks would take it for a secret told). An end-of-game list goes whole.
pub fn without_own_marks(outs: &[Out], markers: &[&str]) -> Vec<Out> {
    let marker_ids: Vec<u64> = markers.iter().map(|m| user(m).id).collect();
    let fragments = mark_fragments();
    let ends: Vec<String> = [Lang::En, Lang::ZhCn, Lang::ZhTw]
        .into_iter()
        .map(|lang| words::mark_end(lang, 1, &[]))
        .collect();
    outs.iter()
        .map(|out| {
            let mut effect = out.effect.clone();
            let own = reader(&effect).is_some_and(|u| marker_ids.contains(&u));
            if let (true, Effect::Private { text, .. } | Effect::Ephemeral { text, .. }) =
                (own, &mut effect)
            {
                if ends.iter().any(|e| text.contains(e.as_str())) {
                    text.clear();
                } else {
                    *text = text
                        .lines()
                        .filter(|l| !fragments.iter().any(|f| l.contains(f.as_str())))
                        .collect::<Vec<_>>()
                        .join("\n");
                }
            }
            Out {
                effect,
                picture: out
                    .picture
                    .as_ref()
                    .map(|p| referee_core::present::Picture {
                        view: p.view.clone(),
                        opts: p.opts.clone(),
                        name: p.name.clone(),
                    }),
            }
        })
        .collect()
}
