//! Layouts as the family's saved set-ups: what the referee needs to keep players' layouts
//! by name across games (`deploy NAME`): the §4.3 check with its refusal, telling a name
//! from a layout, and the layout a deployment submitted. Nothing here remembers anything.

use super::error::JunqiError;
use super::layout::Layout;
use crate::error::RuleError;
use crate::message::Arg;
use crate::policy::SavedSetups;
use crate::report::{Event, Report};
use unicode_normalization::UnicodeNormalization;

/// The private note that tells a seat the layout it deployed (its canonical form).
pub(super) const LAYOUT_NOTE: &str = "junqi-layout";
pub(super) const LAYOUT_ARG: &str = "layout";

/// Army chess's saved set-ups: layouts, named in `deploy NAME`.
pub static LAYOUTS: SavedSetups = SavedSetups {
    canonical,
    swap: swapped,
    named: deployed_name,
    action: deploy_command,
    submitted: deployed_layout,
    // The referee kept army-chess layouts before it kept set-ups per family.
    owns_unkeyed_records: true,
};

/// A layout checked as a `deploy` would check it (§4.3), in canonical form; or the
/// first failure, worded like a refused `deploy` (no game refuses it, so it names its
/// family itself).
pub fn canonical(text: &str) -> Result<String, RuleError> {
    Layout::parse(text)
        .map(|layout| layout.canonical())
        .map_err(|e| JunqiError::Layout(e).family_refusal())
}

/// `layout` with the posts named `a` and `b` (layout-local names such as `2a`; a saved
/// layout stands on no board) exchanged, checked as a `deploy` would check it.
pub fn swapped(layout: &str, a: &str, b: &str) -> Result<String, RuleError> {
    let refuse = JunqiError::family_refusal;
    let layout = Layout::parse(layout).map_err(|e| refuse(JunqiError::Layout(e)))?;
    let post = |name: &str| Layout::post_index(name).ok_or(JunqiError::BadPosition);
    let (i, j) = (post(a).map_err(refuse)?, post(b).map_err(refuse)?);
    if i == j {
        return Err(refuse(JunqiError::SamePosition));
    }
    layout
        .swapped(i, j)
        .map(|swapped| swapped.canonical())
        .map_err(|e| refuse(JunqiError::Layout(e)))
}

/// The name in `deploy NAME`: one word after `deploy` that is neither `default` nor
/// `random`. A layout is 25 tokens, so one word is never a layout.
pub fn deployed_name(command: &str) -> Option<String> {
    let folded: String = command.nfkc().collect();
    let mut words = folded.split_whitespace();
    let verb = words.next()?;
    let name = words.next()?;
    if !verb.eq_ignore_ascii_case("deploy") || words.next().is_some() {
        return None;
    }
    let separators = [',', '，', '、', '/', '／'];
    let reserved = ["default", "random"];
    let plain = !name.contains(separators) && !reserved.contains(&name.to_lowercase().as_str());
    plain.then(|| name.to_string())
}

/// The command that submits a saved layout.
pub fn deploy_command(layout: &str) -> String {
    format!("deploy {layout}")
}

/// The layout the actor deployed (given, `default` or `random`), from the private note
/// that tells them which.
pub fn deployed_layout(report: &Report) -> Option<String> {
    report
        .private
        .iter()
        .filter(|note| note.to == report.seat)
        .flat_map(|note| &note.events)
        .find_map(|event| match event {
            Event::Said(m) if m.id == LAYOUT_NOTE => match m.arg(LAYOUT_ARG) {
                Some(Arg::Text(layout)) => Some(layout.clone()),
                _ => None,
            },
            _ => None,
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_single_words_other_than_the_choices() {
        assert_eq!(
            deployed_name("deploy fortress").as_deref(),
            Some("fortress")
        );
        assert_eq!(deployed_name("DEPLOY 铁桶").as_deref(), Some("铁桶"));
        assert_eq!(deployed_name("deploy default"), None);
        assert_eq!(deployed_name("deploy Random"), None);
        assert_eq!(deployed_name("deploy 37 34 38"), None);
        assert_eq!(deployed_name("S1e-C9"), None);
        assert_eq!(deployed_name("deploy"), None);
        assert!(LAYOUTS.usable_name("fortress"));
        assert!(!LAYOUTS.usable_name("random"));
        assert!(!LAYOUTS.usable_name("two words"));
    }

    #[test]
    fn layouts_are_checked_and_made_canonical() {
        let default =
            "37 34 38 33 36 / 32 B 35 / 40 34 39 38 / 36 B 37 / 32 M 33 35 32 / M F M 34 33";
        let lower = default.to_lowercase().replace(" / ", ",");
        assert_eq!(canonical(&lower).as_deref(), Ok(default));
        let refused = canonical("37 34").map_err(|e| e.code);
        assert_eq!(refused, Err("L_TOKEN_COUNT".to_string()));
    }

    #[test]
    fn a_saved_layout_is_edited_by_a_swap_checked_like_a_deploy() {
        let default =
            "37 34 38 33 36 / 32 B 35 / 40 34 39 38 / 36 B 37 / 32 M 33 35 32 / M F M 34 33";
        // The marshal (40, post 3a) to the front row's first post.
        let front =
            "40 34 38 33 36 / 32 B 35 / 37 34 39 38 / 36 B 37 / 32 M 33 35 32 / M F M 34 33";
        assert_eq!(swapped(default, "1a", "3a").as_deref(), Ok(front));
        let code = |r: Result<String, RuleError>| r.map_err(|e| e.code);
        // A bomb (post 2c: row 2 has posts a, c, e) may not stand in the front row.
        assert_eq!(
            code(swapped(default, "1a", "2c")),
            Err("L_BOMB_FRONT".to_string())
        );
        assert_eq!(
            code(swapped(default, "1a", "1a")),
            Err("E_SAME_POSITION".to_string())
        );
        assert_eq!(
            code(swapped(default, "1a", "9z")),
            Err("E_BAD_POSITION".to_string())
        );
    }
}
