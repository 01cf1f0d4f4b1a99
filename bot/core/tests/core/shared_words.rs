//! The shared commands typed as plain text, in the words the specs give: `board` is the
//! sender's own view, privately; `resign` asks to confirm; `draw` offers; `accept` and
//! `decline` answer a pending offer and are ordinary chat otherwise. Given to `/move` they
//! do the same, in every spelling. And moves typed with spaces or in full width read the
//! same in every family, typed or given to `/move`.

use crate::harness::*;
use referee_core::effect::Effect;

use rules::Seat;

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

/// What a line does in a fresh Sword and Magic game: the texts everyone is shown and the
/// game's log after it.
fn answer(line: &str, who: &str) -> (Vec<String>, Vec<String>) {
    let core = core();
    sword_magic(&core);
    let effects = say(&core, who, line, T0);
    let texts = effects.iter().map(|e| text(e).to_string()).collect();
    let log = game(core.store(), 1)
        .record()
        .log
        .iter()
        .map(|e| e.text.clone())
        .collect();
    (texts, log)
}

#[test]
fn move_draw_and_move_提和_get_the_same_answer() {
    let (texts, log) = answer("/move draw", "alice");
    assert_eq!(log, ["draw-offer"], "{texts:#?}");
    for line in [
        "/move 提和",
        "/move 和棋",
        "/move ＤＲＡＷ",
        "draw",
        "提和",
        "求和",
    ] {
        assert_eq!(
            answer(line, "alice"),
            (texts.clone(), log.clone()),
            "{line}"
        );
    }
}

#[test]
fn move_accept_without_an_offer_is_refused_and_with_one_agrees() {
    for line in ["/move accept", "/move 同意", "/move decline", "/move 拒絕"] {
        let core = core();
        sword_magic(&core);
        let text = assert_refused(&say(&core, "bob", line, T0), "bob");
        assert!(text.to_lowercase().contains("draw"), "{line}: {text}");
        say(&core, "alice", "/move 提和", T0);
        let answered = say(&core, "bob", line, T0);
        let wanted = if line.contains("accept") || line.contains("同意") {
            "finished:draw"
        } else {
            "to_move:alice"
        };
        assert_eq!(status(&answered).as_deref(), Some(wanted), "{line}");
    }
}

#[test]
fn move_resign_asks_first_and_move_board_shows_your_own_view() {
    for line in ["/move resign", "/move 认输", "resign"] {
        let (texts, log) = answer(line, "alice");
        assert!(log.is_empty(), "{line}: not resigned yet");
        assert_eq!(texts.len(), 1, "{line}: {texts:#?}");
    }
    let core = core();
    sword_magic(&core);
    let shown = say(&core, "bob", "/move 棋盤", T0);
    let mine = only_to(&shown, "bob");
    assert_eq!((shown.len(), mine.len()), (1, 1), "{shown:#?}");
}

#[test]
fn demon_reads_moves_with_spaces_or_in_full_width_typed_and_in_move() {
    for typed in ["e4 - e5", "e4 e5", "ｅ４－ｅ５", "E4\u{3000}E5"] {
        for line in [typed.to_string(), format!("/move {typed}")] {
            let core = core();
            say(&core, "alice", "/play demon @bob", T0);
            say(&core, "bob", "/accept", T0);
            // Black answers the swap question before Red's first move.
            say(&core, "bob", "keep", T0);
            let effects = say(&core, "alice", &line, T0);
            assert!(
                effects.iter().any(|e| matches!(e, Effect::Post { .. })),
                "{line:?}: {effects:#?}"
            );
            let played = game(core.store(), 1);
            let log: Vec<(Seat, &str)> = played
                .record()
                .log
                .iter()
                .map(|e| (e.seat, e.text.as_str()))
                .collect();
            assert_eq!(log, [(Seat(1), "keep"), (Seat(0), "e4-e5")], "{line:?}");
        }
    }
}
