//! A four-player army-chess game through the core, as four people would play it: the
//! challenge in the channel, layouts and moves by DM, a clash the referee settles, two
//! resignations and a team win. The channel never learns an identity; a move typed in
//! the channel is ignored without a word (spec §8.6); each owner hears only its own piece.

use crate::harness::*;
use referee_core::effect::Effect;

const SOUTH: &str =
    "deploy 37 34 38 33 36 / 32 B 35 / 40 34 39 38 / 36 B 37 / 32 M 33 35 32 / M F M 34 33";
const WEST: &str =
    "deploy 旅 连 师 排 团 / 工 炸 营 / 司 连 军 师 / 团 炸 旅 / 工 雷 排 营 工 / 雷 旗 雷 连 排";

/// Every piece name of army chess, in both scripts and English: none may reach the channel
/// while the game is on.
const IDENTITIES: &[&str] = &[
    "司令",
    "军长",
    "軍長",
    "师长",
    "師長",
    "旅长",
    "旅長",
    "团长",
    "團長",
    "营长",
    "營長",
    "连长",
    "連長",
    "排长",
    "排長",
    "工兵",
    "地雷",
    "炸弹",
    "炸彈",
    "军旗",
    "軍旗",
    "Marshal",
    "General",
    "Colonel",
    "Brigadier",
    "Major",
    "Captain",
    "Lieutenant",
    "Engineer",
    "Bomb",
    "Landmine",
    "Flag",
];

fn public_text(effects: &[Effect]) -> String {
    effects
        .iter()
        .filter(|e| matches!(e, Effect::Post { .. }))
        .map(text)
        .collect::<Vec<_>>()
        .join("\n")
}

fn assert_no_identity(effects: &[Effect]) {
    let public = public_text(effects);
    for name in IDENTITIES {
        assert!(!public.contains(name), "{name} in public: {public}");
    }
}

fn dm_to<'a>(effects: &'a [Effect], who: &str) -> Vec<&'a str> {
    effects
        .iter()
        .filter(|e| matches!(e, Effect::Private { user: u, .. } if *u == user(who).id))
        .map(text)
        .collect()
}

#[test]
fn four_players_deploy_clash_and_a_team_wins() {
    let core = core();
    let posts = say(&core, "alice", "/play junqi-siguo @bob @carol @dave", T0);
    assert_eq!(status(&posts).as_deref(), Some("challenge"), "{posts:#?}");
    for who in ["bob", "carol", "dave"] {
        assert_no_identity(&say(&core, who, "/accept", T0));
    }
    // A layout typed in the channel is ignored without a word: it would be public.
    assert!(say(&core, "alice", SOUTH, T0).is_empty());
    for (who, layout) in [
        ("alice", SOUTH),
        ("bob", "deploy default"),
        ("carol", "deploy random"),
        ("dave", WEST),
    ] {
        let effects = dm(&core, who, layout, T0);
        assert_no_identity(&effects);
        assert!(
            public_text(&effects).contains("deployed") || public_text(&effects).contains("deploy")
        );
    }
    assert_eq!(to_move(core.store(), 1).as_deref(), Some("alice"));

    // South moves; typed in the channel it is ignored, by DM it is played.
    assert!(say(&core, "alice", "S1e-C9", T0).is_empty());
    assert_eq!(to_move(core.store(), 1).as_deref(), Some("alice"));
    let moved = dm(&core, "alice", "S1e-C9", T0);
    assert_no_identity(&moved);
    assert_eq!(to_move(core.store(), 1).as_deref(), Some("bob"));

    // East attacks it: the referee settles the clash; each owner learns only its own piece.
    let clash = dm(&core, "bob", "E1a-C9", T0);
    assert_no_identity(&clash);
    let to_alice = dm_to(&clash, "alice").join("\n");
    let to_bob = dm_to(&clash, "bob").join("\n");
    assert!(!to_alice.is_empty() && !to_bob.is_empty(), "{clash:#?}");
    assert!(
        !to_alice.contains("Brigadier") && !to_bob.contains("Colonel"),
        "{to_alice}\n{to_bob}"
    );
    // North, to move next, hears only that it is their turn; West nothing.
    let to_carol = dm_to(&clash, "carol");
    assert_eq!(to_carol.len(), 1, "{clash:#?}");
    assert!(to_carol[0].contains("your turn"), "{}", to_carol[0]);
    assert!(!to_carol[0].contains("Brigadier") && !to_carol[0].contains("Colonel"));
    assert!(dm_to(&clash, "dave").is_empty());

    // North and South resign: East and West win together.
    let after = dm(&core, "carol", "/resign confirm", T0);
    assert_no_identity(&after);
    let end = dm(&core, "alice", "/resign confirm", T0);
    let finished = status(&end).unwrap_or_default();
    assert!(
        finished.starts_with("finished:") && finished.contains("bob") && finished.contains("dave"),
        "{finished}: {end:#?}"
    );
}

/// alice (S), bob (E), carol (N), dave (W) have accepted and deployed: South to move.
fn deployed_siguo(core: &referee_core::Core) {
    say(core, "alice", "/play junqi-siguo @bob @carol @dave", T0);
    for who in ["bob", "carol", "dave"] {
        say(core, who, "/accept", T0);
    }
    for who in ["alice", "bob", "carol", "dave"] {
        dm(core, who, "deploy default", T0);
    }
    assert_eq!(to_move(core.store(), 1).as_deref(), Some("alice"));
}

fn buttons(effects: &[Effect]) -> Vec<String> {
    effects
        .iter()
        .flat_map(|e| match e {
            Effect::Post { buttons, .. } => buttons.iter().map(|b| b.id.clone()).collect(),
            _ => Vec::new(),
        })
        .collect()
}

#[test]
fn a_four_player_draw_needs_everyone_still_playing_and_a_ply_cancels_it() {
    let core = core();
    deployed_siguo(&core);
    let offer = say(&core, "bob", "/draw offer", T0);
    assert!(
        buttons(&offer).contains(&"draw-accept:1".to_string()),
        "{offer:#?}"
    );
    let posted = public_text(&offer);
    for waiting in ["alice", "carol", "dave"] {
        assert!(
            posted.contains(&format!("<@{}>", user(waiting).id)),
            "{posted}"
        );
    }
    // The button (a Discord component) counts for each player who presses it.
    let accept = referee_core::request::Command::from_button("draw-accept:1").expect("a button");
    core.handle(referee_core::request::Request {
        command: accept,
        ..request("carol", "", false, T0)
    });
    say(&core, "dave", "/draw accept", T0);
    assert_eq!(
        to_move(core.store(), 1).as_deref(),
        Some("alice"),
        "alice has not agreed"
    );
    // A ply cancels every pending offer.
    dm(&core, "alice", "S1e-C9", T0);
    let late = say(&core, "bob", "/draw accept", T0);
    assert!(assert_refused(&late, "bob").to_lowercase().contains("draw"));
    for who in ["carol", "dave", "alice"] {
        let effects = say(&core, who, "/draw", T0);
        assert!(
            status(&effects).is_some_and(|s| s.starts_with("to_move")),
            "{effects:#?}"
        );
    }
    let drawn = say(&core, "bob", "/draw accept", T0);
    assert_eq!(
        status(&drawn).as_deref(),
        Some("finished:draw"),
        "{drawn:#?}"
    );
}

#[test]
fn an_eliminated_player_can_neither_resign_nor_offer_a_draw() {
    let core = core();
    deployed_siguo(&core);
    say(&core, "carol", "/resign confirm", T0);
    let before = core.store().raw_game(1).expect("ok");
    for line in ["/resign", "/resign confirm", "/draw offer", "/draw accept"] {
        let refused = assert_refused(&say(&core, "carol", line, T0), "carol");
        assert!(
            refused.contains("not a player still in this game"),
            "{line}: {refused}"
        );
    }
    assert_eq!(
        core.store().raw_game(1).expect("ok"),
        before,
        "nothing changed"
    );
    // The three still playing agree without her.
    say(&core, "alice", "/draw", T0);
    say(&core, "bob", "/draw", T0);
    let drawn = say(&core, "dave", "/draw", T0);
    assert_eq!(
        status(&drawn).as_deref(),
        Some("finished:draw"),
        "{drawn:#?}"
    );
}

#[test]
fn slash_move_is_answered_privately_and_typed_secrets_get_no_reply() {
    let core = core();
    deployed_siguo(&core);
    let probe = request("alice", "/move S1e-C9", false, T0);
    let probe = referee_core::request::Request {
        command: referee_core::request::Command::Move {
            text: "S1e-C9".into(),
            game: None,
        },
        ..probe
    };
    assert!(
        core.answers_privately(&probe),
        "Discord must defer /move as ephemeral"
    );
    // Typed in the channel: a move, a layout and `board` get no reply at all (§8.6).
    for line in ["S1e-C9", "deploy default", "board", "S1e C9", "swap 1a 3a"] {
        assert!(say(&core, "alice", line, T0).is_empty(), "{line}");
    }
    // Chat is chat: no private "cannot be read" for ordinary talk in the game's channel.
    for line in ["good luck everyone", "gg", "哈哈"] {
        assert!(say(&core, "alice", line, T0).is_empty(), "{line}");
    }
    // A refused /move is told to the mover only.
    let refused = assert_refused(&say(&core, "alice", "/move S6b-S5b", T0), "alice");
    assert!(!refused.is_empty());
    // An accepted /move: the public items in the channel, the rest only to the mover.
    let moved = say(&core, "alice", "/move S1e-C9", T0);
    assert_no_identity(&moved);
    assert!(
        moved.iter().any(|e| matches!(e, Effect::Post { .. })),
        "{moved:#?}"
    );
    assert!(
        moved.iter().all(|e| match e {
            Effect::Post { .. } => true,
            Effect::Ephemeral { user: u, .. } => *u == user("alice").id,
            // The next player's own board and prompt.
            Effect::Private { user: u, text, .. } => {
                *u == user("bob").id && text.contains("your turn")
            }
            _ => false,
        }),
        "only public items and the mover's own answer: {moved:#?}"
    );
    assert_eq!(to_move(core.store(), 1).as_deref(), Some("bob"));
}

#[test]
fn slash_move_stays_public_where_moves_are_public() {
    let core = core();
    say(&core, "alice", "/play sword-magic @bob", T0);
    say(&core, "bob", "/accept", T0);
    let mut probe = request("alice", "", false, T0);
    probe.command = referee_core::request::Command::Move {
        text: "d2-d4".into(),
        game: None,
    };
    assert!(!core.answers_privately(&probe));
}

#[test]
fn the_deployment_has_its_own_deadline_and_a_missed_one_gets_a_random_layout() {
    let core = core(); // reminders 24h and 1h before
    say(
        &core,
        "alice",
        "/play junqi-liangguo @bob deadline:3d deploy_deadline:2h",
        T0,
    );
    say(&core, "bob", "/accept", T0);
    dm(&core, "alice", "deploy default", T0);
    // Only the 1h reminder fits in 2h.
    assert_eq!(core.next_wakeup(), Some(T0 + HOUR));
    let reminded = core.tick(T0 + HOUR);
    assert_eq!(dm_to(&reminded, "bob").len(), 1, "{reminded:#?}");
    assert!(core.tick(T0 + 2 * HOUR - 1).is_empty());
    let late = core.tick(T0 + 2 * HOUR);
    assert_no_identity(&late);
    assert!(public_text(&late).contains("deployed"), "{late:#?}");
    assert!(
        dm_to(&late, "bob").iter().any(|t| t.contains(" / ")),
        "bob is told the layout drawn for him: {late:#?}"
    );
    // Play starts with the move deadline (3d, reminders 24h before).
    assert_eq!(to_move(core.store(), 1).as_deref(), Some("alice"));
    assert_eq!(core.next_wakeup(), Some(T0 + 2 * HOUR + 3 * DAY - DAY));
}

#[test]
fn without_deploy_deadline_the_game_deadline_applies_and_forfeit_is_an_option() {
    let core = core();
    say(
        &core,
        "alice",
        "/play junqi-anqi @bob deadline:1d on_deploy_timeout=forfeit",
        T0,
    );
    say(&core, "bob", "/accept", T0);
    dm(&core, "bob", "deploy random", T0);
    assert_eq!(core.next_wakeup(), Some(T0 + DAY - HOUR));
    let end = core.tick(T0 + DAY);
    assert_eq!(status(&end).as_deref(), Some("finished:bob"), "{end:#?}");
    // A deadline that is no duration is refused when the challenge is made.
    let refused = assert_refused(
        &say(
            &core,
            "carol",
            "/play junqi-anqi @dave deploy_deadline:soon",
            T0,
        ),
        "carol",
    );
    assert!(refused.contains("soon"), "{refused}");
}
