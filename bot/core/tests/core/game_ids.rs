//! `#id` anywhere in a typed line names the game (docs/commands.md, "Several games in one
//! channel"), private lines included: with two games open, a DM with `#id` in the middle
//! or at the end goes to that game, and the rest of the line is read without it.

use crate::harness::*;
use referee_core::effect::Effect;
use referee_core::Core;

/// The actions logged in game `id`.
fn logged(core: &Core, id: u64) -> Vec<String> {
    game(core.store(), id)
        .record()
        .log
        .iter()
        .map(|e| e.text.clone())
        .collect()
}

/// alice challenges `opponent` to `variant` and is accepted: the new game's id.
fn started(core: &Core, variant: &str, opponent: &str) -> u64 {
    say(core, "alice", &format!("/play {variant} @{opponent}"), T0);
    let posts = say(core, opponent, "/accept", T0);
    assert_eq!(status(&posts).as_deref(), Some("setup"), "{posts:#?}");
    posts
        .iter()
        .find_map(|e| e.game().map(|g| g.id))
        .expect("a game id")
}

#[test]
fn a_private_layout_with_the_id_at_the_end_or_in_the_middle_goes_to_that_game() {
    let core = core();
    let first = started(&core, "junqi-liangguo", "bob");
    let second = started(&core, "junqi-liangguo", "carol");

    let answer = dm(&core, "alice", &format!("deploy default #{second}"), T0);
    assert!(!answer.is_empty(), "the layout is answered");
    assert!(
        !answer
            .iter()
            .any(|e| matches!(e, Effect::Ephemeral { error: true, .. })),
        "the id is no 26th layout token: {answer:#?}"
    );
    assert!(
        logged(&core, first).is_empty(),
        "{:?}",
        logged(&core, first)
    );
    assert_eq!(
        logged(&core, second).len(),
        1,
        "{:?}",
        logged(&core, second)
    );

    dm(&core, "alice", &format!("deploy #{first} default"), T0);
    assert_eq!(logged(&core, first).len(), 1, "{:?}", logged(&core, first));
    assert_eq!(
        logged(&core, second).len(),
        1,
        "the other game is untouched"
    );
}

#[test]
fn a_private_camp_choice_goes_to_the_game_it_names_not_the_first_one() {
    let core = core();
    let first = started(&core, "ancient", "bob");
    let second = started(&core, "ancient", "carol");

    dm(&core, "alice", &format!("camps b1 c4 d6 #{second}"), T0);
    assert!(
        logged(&core, first).is_empty(),
        "{:?}",
        logged(&core, first)
    );
    assert_eq!(
        logged(&core, second).len(),
        1,
        "{:?}",
        logged(&core, second)
    );
}

#[test]
fn a_private_line_naming_a_game_of_someone_else_is_refused_with_its_id() {
    let core = core();
    let theirs = started(&core, "junqi-liangguo", "bob");
    started(&core, "junqi-liangguo", "carol");
    let refused = assert_refused(
        &dm(&core, "carol", &format!("deploy default #{theirs}"), T0),
        "carol",
    );
    assert!(refused.contains(&format!("#{theirs}")), "{refused}");
    assert!(logged(&core, theirs).is_empty());
}
