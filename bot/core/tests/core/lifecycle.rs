//! The game lifecycle through `Core::handle`: challenge, accept, decline, moves, refusals,
//! resign, draw, abort, several games in one channel, redelivery, corrupt records.

use crate::harness;

use harness::*;
use referee_core::effect::Effect;
use referee_core::request::{Command, Request};

#[test]
fn a_challenge_is_posted_with_buttons_and_starts_when_accepted() {
    let core = core();
    let posts = say(&core, "alice", "/play secret-duel @bob", T0);
    assert_eq!(posts.len(), 1);
    let Effect::Post {
        channel,
        text,
        buttons,
        image,
        ..
    } = &posts[0]
    else {
        panic!("{posts:#?}")
    };
    assert_eq!(*channel, CHANNEL);
    assert!(image.is_none());
    assert!(text.contains(&format!("<@{}>", user("bob").id)), "{text}");
    let ids: Vec<&str> = buttons.iter().map(|b| b.id.as_str()).collect();
    assert_eq!(ids, ["accept:1", "decline:1"]);

    // The Accept button is the /accept command for game 1.
    let accept = Command::from_button("accept:1").expect("our button");
    let mut req = request("bob", "", false, T0);
    req.command = accept;
    let effects = core.handle(req);
    // Each player is also told privately how to hide (the set-up prompt).
    let prompted = effects
        .iter()
        .filter(|e| matches!(e, Effect::Private { .. }))
        .count();
    assert_eq!(prompted, 2, "{effects:#?}");
    let posts: Vec<Effect> = effects
        .into_iter()
        .filter(|e| matches!(e, Effect::Post { .. }))
        .collect();
    assert_eq!(posts.len(), 1, "{posts:#?}");
    let Effect::Post {
        image: Some(image),
        text,
        ..
    } = &posts[0]
    else {
        panic!("{posts:#?}")
    };
    assert!(image.png.starts_with(b"\x89PNG"));
    assert!(text.contains("begins"), "{text}");
    assert_eq!(status(&posts).as_deref(), Some("setup"));
}

#[test]
fn seats_follow_the_order_named_and_everyone_must_accept() {
    let core = core();
    say(&core, "alice", "/play secret-duel @bob @carol", T0);
    let posts = say(&core, "carol", "/accept", T0);
    assert_eq!(status(&posts).as_deref(), Some("challenge"));
    assert!(text(&posts[0]).contains("waiting"), "{posts:#?}");
    let again = say(&core, "carol", "/accept", T0);
    assert!(assert_refused(&again, "carol").contains("already accepted"));
    say(&core, "bob", "/accept", T0);
    let entry = core.store().game(1).expect("ok").expect("game 1");
    let names: Vec<&str> = entry.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["alice", "bob", "carol"]);
}

#[test]
fn decline_cancels_the_challenge() {
    let core = core();
    say(&core, "alice", "/play secret-duel @bob", T0);
    let posts = say(&core, "bob", "/decline", T0);
    assert_eq!(status(&posts).as_deref(), Some("declined"));
    assert!(text(&posts[0]).contains("declined"));
    assert_refused(&say(&core, "bob", "/accept", T0), "bob");
    assert_refused(&say(&core, "alice", "/board", T0), "alice");
}

#[test]
fn bad_challenges_are_refused_with_reasons() {
    let core = core();
    let unknown = assert_refused(&say(&core, "alice", "/play chess @bob", T0), "alice");
    assert!(unknown.contains("chess"), "{unknown}");
    let me = assert_refused(
        &say(&core, "alice", "/play secret-duel @Alice", T0),
        "alice",
    );
    assert!(me.contains("yourself"), "{me}");
    let crowd = "/play secret-duel @b @c @d @e";
    let too_many = assert_refused(&say(&core, "alice", crowd, T0), "alice");
    assert!(too_many.contains("cannot be set up"), "{too_many}");
    let by_dm = assert_refused(&dm(&core, "alice", "/play secret-duel @bob", T0), "alice");
    assert!(by_dm.contains("channel"), "{by_dm}");
    let deadline = assert_refused(
        &say(&core, "alice", "/play secret-duel @bob deadline:soon", T0),
        "alice",
    );
    assert!(deadline.contains("soon"), "{deadline}");
    assert_eq!(
        core.store().game(1).ok().flatten(),
        None,
        "nothing was created"
    );
}

#[test]
fn refused_commands_change_nothing_and_the_next_legal_move_still_works() {
    let core = core();
    let id = hidden_duel(&core, "");
    let mover = to_move(core.store(), id).expect("someone to move");
    let mover = mover.as_str();
    let waiter = if mover == "alice" { "bob" } else { "alice" };
    let before = core.store().raw_game(id).expect("ok");

    let cases: Vec<(&str, &str, &str)> = vec![
        (waiter, "probe b2", "not your turn"),
        ("carol", "/move probe b2", "no game"),
        (mover, "/frobnicate", "Unknown command"),
        (mover, "/move probe z9", "cannot read"),
        (mover, "/move hide b2", "private message"),
        (mover, "/move accept", "no draw offer"),
        (mover, "/hint", "/hint"),
        ("carol", "/move probe b2 #1", "not playing"),
        (mover, "/move probe b2 #7", "no game #7"),
    ];
    for (who, line, reason) in cases {
        let effects = say(&core, who, line, T0);
        let text = assert_refused(&effects, who);
        assert!(
            text.to_lowercase().contains(&reason.to_lowercase()),
            "{who}: {line} → {text:?} should mention {reason:?}"
        );
        assert_eq!(
            core.store().raw_game(id).expect("ok"),
            before,
            "{line} changed the game"
        );
    }
    // Chat is ignored, not refused.
    assert!(say(&core, mover, "good luck!", T0).is_empty());
    assert!(
        say(&core, "carol", "probe b2", T0).is_empty(),
        "spectators' text is chat"
    );

    let posts = say(&core, mover, "probe b2", T0);
    assert!(matches!(posts[0], Effect::Post { .. }), "{posts:#?}");
    assert_eq!(to_move(core.store(), id).as_deref(), Some(waiter));
}

#[test]
fn a_redelivered_request_is_applied_once() {
    let core = core();
    let id = hidden_duel(&core, "");
    let mover = to_move(core.store(), id).expect("to move");
    let mut req: Request = request(&mover, "probe b2", false, T0);
    req.delivery_id = Some("interaction-1".into());
    let first = core.handle(req.clone());
    assert!(!first.is_empty());
    let log = game(core.store(), id).record().log.len();
    assert!(
        core.handle(req.clone()).is_empty(),
        "a redelivery answers nothing"
    );
    assert_eq!(game(core.store(), id).record().log.len(), log);
}

#[test]
fn several_games_in_a_channel_need_an_id() {
    let core = core();
    hidden_duel(&core, "");
    say(&core, "alice", "/play secret-duel @bob", T0);
    say(&core, "bob", "/accept #2", T0);
    let text = assert_refused(&say(&core, "alice", "/board", T0), "alice");
    assert!(text.contains("#1") && text.contains("#2"), "{text}");
    let board = say(&core, "alice", "/board #2", T0);
    assert_eq!(board.len(), 1);
    assert!(
        matches!(
            &board[0],
            Effect::Ephemeral {
                error: false,
                image: Some(_),
                ..
            }
        ),
        "{board:#?}"
    );
    // A move that fits only one game needs no id: game 2 is still hiding, so `probe` fits game 1 only.
    let mover = to_move(core.store(), 1).expect("to move");
    let posts = say(&core, &mover, "probe b2", T0);
    assert_eq!(posts[0].game().map(|g| g.id), Some(1), "{posts:#?}");
}

#[test]
fn resign_asks_first_then_ends_the_game() {
    let core = core();
    hidden_duel(&core, "");
    let ask = say(&core, "alice", "/resign", T0);
    assert_eq!(ask.len(), 1);
    let Effect::Ephemeral {
        buttons,
        user: to,
        error: false,
        ..
    } = &ask[0]
    else {
        panic!("{ask:#?}")
    };
    assert_eq!(*to, user("alice").id);
    assert_eq!(buttons[0].id, "resign-confirm:1");
    assert!(to_move(core.store(), 1).is_some(), "asking changes nothing");
    let posts = say(&core, "alice", "/resign confirm", T0);
    assert_eq!(
        status(&posts).as_deref(),
        Some("finished:bob"),
        "{posts:#?}"
    );
    let over = assert_refused(&say(&core, "bob", "/move probe a2 #1", T0), "bob");
    assert!(over.contains("over"), "{over}");
    assert!(
        say(&core, "bob", "probe a2", T0).is_empty(),
        "text about a finished game is chat"
    );
}

#[test]
fn draw_offers_carry_buttons_and_agreement_draws() {
    let core = core();
    hidden_duel(&core, "");
    let offer = say(&core, "alice", "/draw offer", T0);
    let Effect::Post { buttons, .. } = &offer[0] else {
        panic!("{offer:#?}")
    };
    let ids: Vec<&str> = buttons.iter().map(|b| b.id.as_str()).collect();
    assert_eq!(ids, ["draw-accept:1", "draw-decline:1"]);
    let no_offer = assert_refused(&say(&core, "alice", "/draw accept", T0), "alice");
    assert!(no_offer.contains("draw offer"), "{no_offer}");
    let mut req = request("bob", "", false, T0);
    req.command = Command::from_button("draw-accept:1").expect("our button");
    let posts = core.handle(req);
    assert_eq!(status(&posts).as_deref(), Some("finished:draw"));
}

#[test]
fn abort_is_free_before_the_second_move_and_needs_everyone_after() {
    let core = core();
    started_duel(&core, "");
    dm(&core, "alice", "hide a1", T0);
    let posts = say(&core, "bob", "/abort", T0);
    assert_eq!(status(&posts).as_deref(), Some("aborted"), "{posts:#?}");

    say(&core, "alice", "/play secret-duel @bob", T0);
    say(&core, "bob", "/accept", T0);
    dm(&core, "alice", "hide a1", T0);
    dm(&core, "bob", "hide c3", T0);
    let ask = say(&core, "alice", "/abort", T0);
    let Effect::Post { buttons, .. } = &ask[0] else {
        panic!("{ask:#?}")
    };
    assert_eq!(buttons[0].id, "abort:2");
    assert_eq!(
        status(&ask).as_deref().map(|s| s.starts_with("to_move")),
        Some(true)
    );
    assert!(say(&core, "carol", "/abort #2", T0)
        .iter()
        .all(|e| matches!(e, Effect::Ephemeral { error: true, .. })));
    let mut req = request("bob", "", false, T0);
    req.command = Command::from_button("abort:2").expect("our button");
    let posts = core.handle(req);
    assert_eq!(status(&posts).as_deref(), Some("aborted"));
}

#[test]
fn words_follow_the_users_language() {
    let core = core();
    let saved = say(&core, "bob", "/settings language:zh-TW", T0);
    assert!(text(&saved[0]).contains("中文"), "{saved:#?}");
    let refused = assert_refused(&say(&core, "bob", "/frobnicate", T0), "bob");
    assert!(refused.contains("未知指令"), "{refused}");
    let english = assert_refused(&say(&core, "alice", "/frobnicate", T0), "alice");
    assert!(english.contains("Unknown command"), "{english}");
    assert_refused(&say(&core, "bob", "/settings language:fr", T0), "bob");
}

#[test]
fn history_and_games_list_what_players_may_know() {
    let core = core();
    hidden_duel(&core, "deadline:2d");
    let history = say(&core, "bob", "/history", T0);
    let text = text(&history[0]);
    assert!(
        text.contains("alice: hide") && text.contains("bob: hide"),
        "{text}"
    );
    assert!(
        !text.contains("a1") && !text.contains("c3"),
        "history leaks a hidden cell: {text}"
    );
    let games = say(&core, "alice", "/games", T0);
    let text = harness::text(&games[0]);
    assert!(text.contains("#1"), "{text}");
    assert!(
        text.contains(&format!("<t:{}:R>", T0 + 2 * DAY)),
        "deadline shown: {text}"
    );
}

#[test]
fn a_corrupt_record_is_reported_and_left_untouched() {
    let core = core();
    hidden_duel(&core, "");
    let garbage = b"{\"version\": 99, \"what\": \"from the future\"}".to_vec();
    core.store().put_raw_game(1, &garbage).expect("written");
    for line in [
        "/board",
        "/board #1",
        "probe b2",
        "/move probe b2 #1",
        "/resign confirm #1",
    ] {
        let effects = say(&core, "alice", line, T0);
        if line == "probe b2" {
            // Plain text cannot reach an unreadable game: it is chat.
            assert!(effects.is_empty(), "{effects:#?}");
            continue;
        }
        let text = assert_refused(&effects, "alice");
        assert!(text.contains("cannot be read"), "{line}: {text}");
    }
    assert_eq!(core.store().raw_game(1).expect("ok"), Some(garbage));
}

#[test]
fn mine_and_hint_answer_privately() {
    let core = core();
    hidden_duel(&core, "");
    let mine = say(&core, "alice", "/mine", T0);
    assert_eq!(mine.len(), 1);
    let Effect::Ephemeral {
        user: to,
        image: Some(_),
        error: false,
        ..
    } = &mine[0]
    else {
        panic!("{mine:#?}")
    };
    assert_eq!(*to, user("alice").id);
    let hint = say(&core, "bob", "/hint b2", T0);
    let Effect::Ephemeral {
        user: to,
        image: Some(_),
        text,
        ..
    } = &hint[0]
    else {
        panic!("{hint:#?}")
    };
    assert_eq!(*to, user("bob").id);
    assert!(
        !text.contains("c3"),
        "bob cannot probe his own cell: {text}"
    );
}

#[test]
fn autocomplete_offers_the_callers_legal_actions() {
    let core = core();
    hidden_duel(&core, "");
    let mover = to_move(core.store(), 1).expect("to move");
    let mut req = request(&mover, "", false, T0);
    req.command = Command::Autocomplete {
        partial: "B".into(),
        game: None,
    };
    let effects = core.handle(req);
    let [Effect::Choices { choices, .. }] = effects.as_slice() else {
        panic!("{effects:#?}")
    };
    let own = if mover == "alice" { "a1" } else { "c3" };
    assert!(!choices.is_empty() && choices.len() <= 25);
    assert!(
        choices.iter().all(|c| c.contains('b') && !c.contains(own)),
        "{choices:?}"
    );
    let help = say(&core, "carol", "/help", T0);
    assert!(text(&help[0]).contains("/play"));
}

#[test]
fn an_unanswered_challenge_lapses_after_its_deadline_or_a_week() {
    let core = core();
    say(
        &core,
        "alice",
        "/play secret-duel @bob @carol deadline:2d",
        T0,
    );
    say(&core, "carol", "/accept", T0);
    assert_eq!(core.next_wakeup(), Some(T0 + 2 * DAY));
    assert!(core.tick(T0 + 2 * DAY - 1).is_empty());
    let lapsed = core.tick(T0 + 2 * DAY);
    assert_eq!(lapsed.len(), 1, "{lapsed:#?}");
    let Effect::Post { channel, text, .. } = &lapsed[0] else {
        panic!("{lapsed:#?}")
    };
    assert_eq!(*channel, CHANNEL);
    assert!(text.contains("lapsed") && text.contains("#1"), "{text}");
    assert!(text.contains(&format!("<@{}>", user("bob").id)), "{text}");
    assert!(
        !text.contains(&format!("<@{}>", user("carol").id)),
        "{text}"
    );
    assert_eq!(status(&lapsed).as_deref(), Some("declined"));
    assert_eq!(core.next_wakeup(), None);
    assert!(core.tick(T0 + 3 * DAY).is_empty(), "it lapses once");
    let late = say(&core, "bob", "/accept #1", T0 + 3 * DAY);
    assert!(assert_refused(&late, "bob").contains("over"), "{late:#?}");

    // A long deadline still lets a challenge wait a week at most; one accepted in time
    // never lapses.
    say(&core, "alice", "/play secret-duel @bob deadline:14d", T0);
    say(&core, "alice", "/play secret-duel @carol deadline:14d", T0);
    say(&core, "carol", "/accept #3", T0 + DAY);
    assert!(core.tick(T0 + 7 * DAY - 1).is_empty());
    let lapsed = core.tick(T0 + 7 * DAY);
    let texts: Vec<&str> = lapsed.iter().map(harness::text).collect();
    assert_eq!(texts.len(), 1, "{texts:?}");
    assert!(
        texts[0].contains("#2") && texts[0].contains("7 days"),
        "{texts:?}"
    );
}

#[test]
fn a_lapsed_challenge_is_worded_in_chinese_when_configured() {
    let config = referee_core::CoreConfig {
        language: referee_core::words::Lang::ZhTw,
        ..referee_core::CoreConfig::default()
    };
    let core = core_on(referee_core::Store::in_memory(), config);
    say(&core, "alice", "/play secret-duel @bob deadline:1h", T0);
    let lapsed = core.tick(T0 + HOUR);
    assert_eq!(lapsed.len(), 1, "{lapsed:#?}");
    assert!(text(&lapsed[0]).contains("已失效"), "{lapsed:#?}");
}
