//! Refusals from the rules, worded from the catalogues: the heading of the error code,
//! then the rules' more precise message when there is one. A message whose entry carries
//! `.whole = yes` is a sentence of its own and is said without the heading.

use super::{catalogue, say, Lang};
use rules::RuleError;

/// `Heading: detail.` for a rules refusal, in the reader's language, worded by the
/// family the refusal names (the shared catalogues alone when it names none).
pub fn rule_error(lang: Lang, error: &RuleError) -> String {
    let Some(words) = catalogue() else {
        return error.to_string();
    };
    let family = error.family.unwrap_or("");
    let seat = |s: rules::Seat| format!("{}", s.0 + 1);
    let heading = words
        .text(family, lang, &error.code)
        .unwrap_or_else(|| error.code.clone());
    let whole = words.has_attribute(family, lang, &error.message.id, "whole");
    let text = if error.message.id == error.code {
        heading
    } else if whole {
        words.format(family, lang, &error.message, &seat)
    } else {
        let detail = words.format(family, lang, &error.message, &seat);
        say(
            lang,
            "rule-refusal",
            &[("heading", heading), ("detail", detail)],
        )
    };
    end_sentence(lang, text)
}

/// Ends `text` with a full stop in the reader's script unless it already ends a sentence.
fn end_sentence(lang: Lang, mut text: String) -> String {
    if !text.ends_with(['.', '!', '?', '。', '！', '？']) {
        text.push_str(&say(lang, "full-stop", &[]));
    }
    text
}
