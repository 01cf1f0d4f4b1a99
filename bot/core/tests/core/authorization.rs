//! Who may do what (issue 11, item 5): only a seated player acts for their seat, only a
//! game's players receive its private messages, no command shows someone else's private
//! view, and a server admin can end a stuck game with `/abort force`.

use crate::harness;

use harness::*;
use referee_core::effect::Effect;
use referee_core::request::{Command, Place, Request};
use referee_core::{CoreConfig, Store};
use rules::Viewer;

/// Sits in the channel, plays in no game.
const WATCHER: &str = "wes";

fn raw(core: &referee_core::Core) -> Option<Vec<u8>> {
    core.store().raw_game(1).expect("readable")
}

/// A request as the Discord shell builds it for `/abort force`, from the game's server
/// (guild 1, as `harness::request` uses) or another one.
fn force_request(who: &str, server_manager: bool, guild: u64) -> Request {
    Request {
        user: user(who),
        place: Place {
            channel: CHANNEL,
            guild: Some(guild),
            dm: false,
        },
        command: Command::AbortForce {
            game: Some(1),
            server_manager,
        },
        delivery_id: None,
        now: T0 + HOUR,
        locale: None,
    }
}

fn core_with_admins(admins: &[&str]) -> referee_core::Core {
    let config = CoreConfig {
        admins: admins.iter().map(|n| user(n).id).collect(),
        ..CoreConfig::default()
    };
    core_on(Store::in_memory(), config)
}

#[test]
fn only_the_seat_to_move_acts_for_it() {
    let core = core();
    hidden_duel(&core, "");
    let mover = to_move(core.store(), 1).expect("someone to move");
    let other = if mover == "alice" { "bob" } else { "alice" };
    let before = raw(&core);
    // The other player out of turn, and someone with no seat at all, by every route.
    let reason = assert_refused(&say(&core, other, "/move probe b2", T0), other);
    assert!(reason.contains("turn"), "{reason}");
    for line in [
        "/move probe b2 #1",
        "/resign confirm #1",
        "/draw offer #1",
        "/abort #1",
        "/undo #1",
        "/accept #1",
    ] {
        let effects = say(&core, WATCHER, line, T0);
        assert_refused(&effects, WATCHER);
        assert_eq!(raw(&core), before, "{line} by a spectator changed the game");
    }
    // Typed as a plain message or by DM, the spectator's move is nobody's move.
    assert!(say(&core, WATCHER, "probe b2", T0).is_empty());
    assert!(dm(&core, WATCHER, "probe b2", T0)
        .iter()
        .all(|e| !matches!(e, Effect::Post { .. })));
    assert_eq!(raw(&core), before);
    // The mover still can.
    let posts = say(&core, &mover, "probe b2", T0);
    assert!(
        matches!(posts.first(), Some(Effect::Post { .. })),
        "{posts:#?}"
    );
}

#[test]
fn private_views_reach_their_owner_only() {
    let core = core();
    hidden_duel(&core, "");
    // `/mine` and `/hint` are a player's own view: refused to anyone else, with no image.
    for line in ["/mine #1", "/hint a1 #1"] {
        let effects = say(&core, WATCHER, line, T0);
        assert_refused(&effects, WATCHER);
    }
    // `/board` is the spectator view whoever asks: the opponent and a spectator alike.
    for who in ["alice", "bob", WATCHER] {
        let outs = core.handle_undrawn(request(who, "/board #1", false, T0));
        let views: Vec<Viewer> = outs
            .iter()
            .filter_map(|o| o.picture.as_ref().map(|p| p.view.viewer))
            .collect();
        assert_eq!(views, vec![Viewer::Spectator], "{who}'s /board");
    }
    // `/mine` by each player draws that player's seat and nobody else's.
    for (who, seat) in [("alice", 0), ("bob", 1)] {
        let outs = core.handle_undrawn(request(who, "/mine #1", true, T0));
        for out in &outs {
            if let Some(picture) = &out.picture {
                assert_eq!(picture.view.viewer, Viewer::Seat(rules::Seat(seat)));
            }
            // Every cell is a legal probe, so cells are named; the other's treasure is not.
            let other_cell = if seat == 0 { "c3" } else { "a1" };
            let text = harness::text(&out.effect);
            assert!(
                text.lines()
                    .all(|l| !(l.contains(other_cell) && l.contains("reasure"))),
                "{who} reads where the other hid: {text}"
            );
        }
    }
    // The history shows the other's hiding only as an outline.
    let history = say(&core, WATCHER, "/history #1", T0);
    let text = harness::text(&history[0]);
    assert!(!text.contains("a1") && !text.contains("c3"), "{text}");
}

#[test]
fn only_players_receive_a_games_private_messages() {
    let core = core();
    let mut private_to = Vec::new();
    let mut note = |effects: &[Effect]| {
        for effect in effects {
            if let Effect::Private { user, .. } = effect {
                private_to.push(*user);
            }
        }
    };
    note(&say(&core, "alice", "/play secret-duel @bob", T0));
    note(&say(&core, "bob", "/accept", T0));
    note(&dm(&core, WATCHER, "hide a2", T0));
    note(&dm(&core, "alice", "hide a1", T0));
    note(&dm(&core, "bob", "hide c3", T0));
    note(&core.tick(T0 + 3 * DAY - HOUR));
    note(&core.tick(T0 + 4 * DAY));
    let players = [user("alice").id, user("bob").id];
    assert!(!private_to.is_empty(), "the hiding is told privately");
    assert!(
        private_to.iter().all(|u| players.contains(u)),
        "{private_to:?}"
    );
}

#[test]
fn abort_force_is_refused_to_everyone_but_admins() {
    let core = core_with_admins(&["root"]);
    hidden_duel(&core, "");
    let before = raw(&core);
    // A player, a spectator, and a typed `/abort force`, which never carries Discord's
    // Manage Server permission, from anyone not listed.
    for who in ["alice", "bob", WATCHER] {
        let reason = assert_refused(&say(&core, who, "/abort force #1", T0), who);
        assert!(reason.contains("server admin"), "{reason}");
    }
    // Manage Server in another server than the game's is no right here.
    let effects = core.handle(force_request(WATCHER, true, 99));
    assert!(assert_refused(&effects, WATCHER).contains("server admin"));
    assert_eq!(
        raw(&core),
        before,
        "a refused /abort force changed the game"
    );
}

#[test]
fn an_admin_from_the_config_ends_the_game_without_a_result() {
    let core = core_with_admins(&["root"]);
    hidden_duel(&core, "");
    assert!(core.next_wakeup().is_some(), "the game has a deadline");
    let effects = say(&core, "root", "/abort force #1", T0 + HOUR);
    let post = effects
        .iter()
        .find(|e| matches!(e, Effect::Post { .. }))
        .expect("a post in the channel");
    let text = harness::text(post);
    assert!(
        text.contains("#1")
            && text.contains("server admin")
            && text.contains(&format!("<@{}>", user("root").id)),
        "{text}"
    );
    assert_eq!(status(&effects).as_deref(), Some("aborted"));
    // Nothing left to wake up for, and the clock has nothing to say about the game.
    assert_eq!(core.next_wakeup(), None);
    assert!(core.tick(T0 + 30 * DAY).is_empty());
    // No result: the secrets stay secret in the public board, and the game cannot go on.
    let board = say(&core, "bob", "/board #1", T0 + HOUR);
    let board_text = harness::text(&board[0]);
    assert!(
        !board_text.contains("a1") && !board_text.contains("c3"),
        "{board_text}"
    );
    let mover = "alice";
    let refused = assert_refused(&say(&core, mover, "/move probe b2 #1", T0 + HOUR), mover);
    assert!(refused.contains("#1"), "{refused}");
    // Twice is refused: the game already ended.
    assert_refused(&say(&core, "root", "/abort force #1", T0 + HOUR), "root");
}

#[test]
fn a_server_manager_ends_a_game_of_their_server() {
    let core = core();
    hidden_duel(&core, "");
    let effects = core.handle(force_request(WATCHER, true, 1));
    assert_eq!(status(&effects).as_deref(), Some("aborted"), "{effects:#?}");
    let post = effects
        .iter()
        .find(|e| matches!(e, Effect::Post { .. }))
        .expect("posted");
    assert!(harness::text(post).contains(&format!("<@{}>", user(WATCHER).id)));
}

#[test]
fn a_challenge_can_be_ended_too_and_words_follow_the_channels_language() {
    let core = core_with_admins(&["root"]);
    say(&core, "alice", "/play secret-duel @bob", T0);
    say(&core, "root", "/settings language:zh-TW", T0);
    // The channel reads its server's language, not the admin's.
    say(&core, "root", "/server language:zh-TW", T0);
    let effects = say(&core, "root", "/abort force", T0);
    assert_eq!(status(&effects).as_deref(), Some("aborted"), "{effects:#?}");
    assert!(
        harness::text(&effects[0]).contains("伺服器管理員"),
        "{effects:#?}"
    );
    // The challenge can no longer be accepted.
    assert_refused(&say(&core, "bob", "/accept #1", T0), "bob");
}
