//! The shared commands typed as plain text, in the words the specs give: `board` is the
//! sender's own view, privately; `resign` asks to confirm; `draw` offers; `accept` and
//! `decline` answer a pending offer and are ordinary chat otherwise.

use referee_core::effect::Effect;
use referee_testkit::harness::*;

fn sword_magic(core: &referee_core::Core) {
    say(core, "alice", "/play sword-magic @bob", T0);
    say(core, "bob", "/accept", T0);
}

fn only_to<'a>(effects: &'a [Effect], who: &str) -> Vec<&'a Effect> {
    effects
        .iter()
        .filter(|e| matches!(e, Effect::Ephemeral { user: u, .. } if *u == user(who).id))
        .collect()
}

#[test]
fn typed_board_answers_the_sender_alone_with_their_view() {
    let core = core();
    sword_magic(&core);
    for word in ["board", "盘", "盤"] {
        let effects = say(&core, "bob", word, T0);
        assert_eq!(effects.len(), 1, "{word}: {effects:#?}");
        let mine = only_to(&effects, "bob");
        assert_eq!(mine.len(), 1, "{word}: {effects:#?}");
        let Effect::Ephemeral { image, .. } = mine[0] else {
            unreachable!()
        };
        let name = image.as_ref().map(|i| i.name.clone()).unwrap_or_default();
        assert!(name.ends_with("-seat1.png"), "bob's own view: {name}");
    }
}

#[test]
fn typed_accept_answers_a_draw_offer_and_is_chat_without_one() {
    let core = core();
    sword_magic(&core);
    assert!(say(&core, "bob", "accept", T0).is_empty(), "no offer: chat");
    let offered = say(&core, "alice", "draw", T0);
    assert!(
        offered.iter().any(|e| matches!(e, Effect::Post { .. })),
        "{offered:#?}"
    );
    let agreed = say(&core, "bob", "accept", T0);
    assert_eq!(
        status(&agreed).as_deref(),
        Some("finished:draw"),
        "{agreed:#?}"
    );
}

#[test]
fn typed_decline_ends_the_offer_and_typed_resign_asks_first() {
    let core = core();
    sword_magic(&core);
    say(&core, "alice", "求和", T0);
    let declined = say(&core, "bob", "拒绝", T0);
    assert!(
        declined.iter().any(|e| matches!(e, Effect::Post { .. })),
        "{declined:#?}"
    );
    assert!(
        say(&core, "bob", "accept", T0).is_empty(),
        "the offer is gone"
    );
    let asked = say(&core, "alice", "resign", T0);
    let question = only_to(&asked, "alice");
    assert_eq!(question.len(), 1, "{asked:#?}");
    let Effect::Ephemeral { buttons, .. } = question[0] else {
        unreachable!()
    };
    assert!(
        buttons.iter().any(|b| b.id.starts_with("resign-confirm")),
        "{buttons:#?}"
    );
    assert_eq!(
        to_move(core.store(), 1).as_deref(),
        Some("alice"),
        "not resigned yet"
    );
}

#[test]
fn a_player_without_a_game_here_may_say_these_words() {
    let core = core();
    for word in ["board", "resign", "draw", "accept", "decline"] {
        assert!(say(&core, "carol", word, T0).is_empty(), "{word}");
    }
}
