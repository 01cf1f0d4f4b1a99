//! Your turn, privately (issue 18, item 2; army chess §8.3): in a hidden game each player
//! gets their own board by DM when play begins and the player to move gets their own
//! board and a prompt at each turn, and nothing more; `/settings turn-dm:` chooses; the
//! daily digest; and a player whose DMs are closed is not written to again until they
//! write to the bot.

use crate::harness::*;
use referee_core::effect::Effect;
use referee_core::store::Store;
use referee_core::CoreConfig;
use rules::Status;

/// The private messages of `effects` to `who`.
fn dms_to<'a>(effects: &'a [Effect], who: &str) -> Vec<&'a Effect> {
    effects
        .iter()
        .filter(|e| matches!(e, Effect::Private { user: u, .. } if *u == user(who).id))
        .collect()
}

fn image_name(effect: &Effect) -> Option<&str> {
    match effect {
        Effect::Private { image, .. } => image.as_ref().map(|i| i.name.as_str()),
        _ => None,
    }
}

/// A two-player hidden army-chess game, both layouts sent: returns the last deployment's
/// effects (play begins with them).
fn army_chess_deployed(core: &referee_core::Core) -> Vec<Effect> {
    say(core, "alice", "/play junqi-liangguo @bob", T0);
    say(core, "bob", "/accept", T0);
    let first = dm(core, "alice", "deploy default", T0);
    assert!(
        first.iter().all(|e| !text(e).contains("play begins")),
        "play has not begun with one layout: {first:#?}"
    );
    dm(core, "bob", "deploy random", T0)
}

/// The player to move plays their first legal move by DM; returns (mover, effects).
fn move_by_dm(core: &referee_core::Core, now: u64) -> (String, Vec<Effect>) {
    let g = game(core.store(), 1);
    let Status::ToMove(seat) = g.status() else {
        panic!("nobody to move")
    };
    let mover = to_move(core.store(), 1).expect("a mover");
    let action = g.legal(seat).into_iter().next().expect("a legal move");
    let effects = dm(core, &mover, &action, now);
    (mover, effects)
}

/// The same with `/move` in the channel (answered only to the mover, army chess §8.6):
/// the mover does not write to the bot privately.
fn move_by_slash(core: &referee_core::Core, now: u64) -> (String, Vec<Effect>) {
    let g = game(core.store(), 1);
    let Status::ToMove(seat) = g.status() else {
        panic!("nobody to move")
    };
    let mover = to_move(core.store(), 1).expect("a mover");
    let action = g.legal(seat).into_iter().next().expect("a legal move");
    let effects = say(core, &mover, &format!("/move {action}"), now);
    (mover, effects)
}

fn other(name: &str) -> &'static str {
    if name == "alice" {
        "bob"
    } else {
        "alice"
    }
}

#[test]
fn each_player_gets_their_own_home_when_play_begins_and_the_mover_their_board_each_turn() {
    let core = core();
    let begun = army_chess_deployed(&core);
    let mover = to_move(core.store(), 1).expect("play has begun");
    for (who, seat) in [("alice", 0), ("bob", 1)] {
        let dms = dms_to(&begun, who);
        let start: Vec<&&Effect> = dms
            .iter()
            .filter(|e| text(e).contains("play begins"))
            .collect();
        assert_eq!(start.len(), 1, "{who}: {begun:#?}");
        // Their own view, never the other seat's.
        let name = image_name(start[0]).expect("the start carries a board");
        assert!(name.ends_with(&format!("-seat{seat}.png")), "{who}: {name}");
        assert_eq!(
            text(start[0]).contains("your turn"),
            who == mover,
            "only the player to move is prompted: {}",
            text(start[0])
        );
    }
    for ply in 1..=4u64 {
        let (mover, effects) = move_by_dm(&core, T0 + ply * HOUR);
        let next = other(&mover);
        let prompts: Vec<&Effect> = dms_to(&effects, next)
            .into_iter()
            .filter(|e| text(e).contains("your turn"))
            .collect();
        assert_eq!(prompts.len(), 1, "ply {ply}: {effects:#?}");
        let seat = if next == "alice" { 0 } else { 1 };
        let name = image_name(prompts[0]).expect("the prompt carries a board");
        assert!(name.ends_with(&format!("-seat{seat}.png")), "{name}");
        assert!(
            text(prompts[0]).contains("<t:"),
            "the prompt gives the deadline: {}",
            text(prompts[0])
        );
        // The mover is not prompted; nobody else hears of the turn.
        assert!(dms_to(&effects, &mover)
            .iter()
            .all(|e| !text(e).contains("your turn")));
        assert!(effects.iter().all(|e| match e {
            Effect::Private { user: u, .. } => *u == user("alice").id || *u == user("bob").id,
            _ => true,
        }));
    }
}

#[test]
fn turn_dm_off_keeps_the_start_but_drops_the_prompts_and_on_adds_them_where_moves_are_public() {
    let core = core();
    let answer = dm(&core, "bob", "/settings turn-dm:off", T0);
    assert!(text(&answer[0]).contains("none by DM"), "{answer:#?}");
    let begun = army_chess_deployed(&core);
    let bob: Vec<&Effect> = dms_to(&begun, "bob")
        .into_iter()
        .filter(|e| text(e).contains("play begins"))
        .collect();
    assert_eq!(bob.len(), 1, "the start still comes: {begun:#?}");
    assert!(!text(bob[0]).contains("your turn"));
    for ply in 1..=4u64 {
        let (_, effects) = move_by_dm(&core, T0 + ply * HOUR);
        assert!(
            dms_to(&effects, "bob")
                .iter()
                .all(|e| !text(e).contains("your turn")),
            "{effects:#?}"
        );
    }

    // A game without secrets: the channel mention by default; `on` adds the DM.
    let core = crate::harness::core();
    say(&core, "alice", "/play sword-magic @bob", T0);
    let started = say(&core, "bob", "/accept", T0);
    assert!(dms_to(&started, "alice").is_empty() && dms_to(&started, "bob").is_empty());
    dm(&core, "bob", "/settings turn-dm:on", T0);
    let (mover, effects) = move_by_dm(&core, T0 + HOUR);
    let next = other(&mover);
    let prompts = dms_to(&effects, next);
    assert_eq!(
        prompts.len(),
        usize::from(next == "bob"),
        "{next}: {effects:#?}"
    );
}

#[test]
fn settings_refuse_a_bad_time_or_zone_and_say_what_was_chosen() {
    let core = core();
    for bad in [
        "/settings digest-at:25:00",
        "/settings timezone:Mars/Olympus",
        "/settings turn-dm:sometimes",
    ] {
        assert_refused(&dm(&core, "alice", bad, T0), "alice");
    }
    let answer = dm(
        &core,
        "alice",
        "/settings turn-dm:digest digest-at:7:30 timezone:asia/shanghai",
        T0,
    );
    let said = text(&answer[0]);
    assert!(
        said.contains("07:30") && said.contains("Asia/Shanghai"),
        "{said}"
    );
    // 07:30 in Shanghai is 23:30 UTC the day before: the next one is armed.
    let next = core.next_wakeup().expect("the digest is on the clock");
    assert_eq!((next + 8 * HOUR) % DAY, 7 * HOUR + 30 * 60, "{next}");
    assert!(next > T0 && next <= T0 + DAY);
    dm(&core, "alice", "/settings turn-dm:on", T0);
    assert_eq!(core.next_wakeup(), None, "off the clock");
}

/// alice plays two sword-magic games where she moves first, the second one's deadline
/// nearer; returns the core.
fn two_games_waiting_for_alice(store: Store) -> referee_core::Core {
    let core = core_on(store, CoreConfig::default());
    say(&core, "alice", "/play sword-magic @bob deadline:3d", T0);
    say(&core, "bob", "/accept #1", T0);
    say(&core, "alice", "/play sword-magic @carol deadline:2d", T0);
    say(&core, "carol", "/accept #2", T0);
    for id in [1, 2] {
        assert_eq!(
            to_move(core.store(), id).as_deref(),
            Some("alice"),
            "game {id}"
        );
    }
    core
}

#[test]
fn the_digest_comes_once_a_day_most_urgent_first_and_survives_a_restart() {
    let store = Store::in_memory();
    let core = two_games_waiting_for_alice(store.clone());
    // The digest replaces the per-turn DMs; 20:00 UTC by default.
    dm(&core, "alice", "/settings turn-dm:digest", T0);
    let eight_pm = T0 - T0 % DAY + 20 * HOUR;
    assert!(eight_pm > T0, "T0 is before 20:00");
    assert_eq!(core.next_wakeup(), Some(eight_pm));

    // A restart: the schedule is in the store.
    drop(core);
    let core = core_on(store.clone(), CoreConfig::default());
    assert!(core.tick(eight_pm - 1).is_empty());
    let digest = core.tick(eight_pm);
    let to_alice = dms_to(&digest, "alice");
    assert_eq!(to_alice.len(), 1, "{digest:#?}");
    let said = text(to_alice[0]);
    assert!(said.contains("2 games"), "{said}");
    let (second, first) = (said.find("#2").expect("#2"), said.find("#1").expect("#1"));
    assert!(second < first, "the nearer deadline first: {said}");
    assert!(dms_to(&digest, "bob").is_empty() && dms_to(&digest, "carol").is_empty());

    // At most one a day, even with the time moved later the same evening.
    dm(&core, "alice", "/settings digest-at:22:00", eight_pm + 60);
    assert!(core.tick(eight_pm + 2 * HOUR).is_empty());
    let next = core
        .store()
        .user_wakeup(user("alice").id)
        .expect("readable")
        .expect("armed");
    assert_eq!(next, eight_pm + DAY + 2 * HOUR);

    // Game 1 ends; the next digest lists the one game left.
    say(&core, "bob", "/resign confirm #1", next - HOUR);
    let digest = core.tick(next);
    let to_alice: Vec<&Effect> = dms_to(&digest, "alice")
        .into_iter()
        .filter(|e| text(e).contains("Your turn in"))
        .collect();
    assert_eq!(to_alice.len(), 1, "{digest:#?}");
    let said = text(to_alice[0]);
    assert!(said.contains("1 game") && said.contains("#2"), "{said}");
    assert!(!said.contains("#1"), "{said}");
}

#[test]
fn closed_dms_are_not_tried_again_until_the_player_writes_to_the_bot() {
    let core = core();
    let begun = army_chess_deployed(&core);
    assert!(dms_to(&begun, "bob")
        .iter()
        .any(|e| text(e).contains("play begins")));
    // Discord refused a DM to bob: the channel hears it once. bob plays on with /move
    // in the channel, whose answers are not DMs.
    assert_eq!(core.dm_refused(user("bob").id, Some(1), T0).len(), 1);
    let mut now = T0;
    for _ in 0..4 {
        now += HOUR;
        let (_, effects) = move_by_slash(&core, now);
        assert!(dms_to(&effects, "bob").is_empty(), "{effects:#?}");
        assert!(
            effects
                .iter()
                .all(|e| !matches!(e, Effect::Post { text, .. } if text.contains("open your DMs"))),
            "told once per game: {effects:#?}"
        );
    }
    if to_move(core.store(), 1).as_deref() != Some("bob") {
        now += HOUR;
        let (_, effects) = move_by_slash(&core, now);
        assert!(dms_to(&effects, "bob").is_empty(), "{effects:#?}");
    }
    // Reminders of bob's deadline neither.
    let deadline = now + 3 * DAY;
    let mut reminded = Vec::new();
    let mut ticks = 0;
    while let Some(at) = core.next_wakeup().filter(|at| *at < deadline) {
        reminded.extend(core.tick(at));
        now = at;
        ticks += 1;
    }
    assert_eq!(ticks, 2, "two reminders were due");
    assert!(dms_to(&reminded, "bob").is_empty(), "{reminded:#?}");
    // bob writes to the bot: his DMs are open again, and his turns reach him.
    dm(&core, "bob", "/games", now);
    let (_, by_bob) = move_by_dm(&core, now + 1);
    let (_, by_alice) = move_by_dm(&core, now + 2);
    let prompted = dms_to(&by_alice, "bob");
    assert!(
        prompted.iter().any(|e| text(e).contains("your turn")),
        "{by_bob:#?}\n{by_alice:#?}"
    );
}

#[test]
fn after_a_takeback_the_player_to_move_again_gets_the_prompt_with_their_board() {
    // Takebacks exist only where nothing is hidden, so turn messages are asked for there.
    let core = core();
    dm(&core, "bob", "/settings turn-dm:on", T0);
    say(&core, "alice", "/play sword-magic @bob rated:no", T0);
    say(&core, "bob", "/accept", T0);
    say(&core, "alice", "d2-d4", T0 + HOUR);
    let (mover, _) = move_by_slash(&core, T0 + 2 * HOUR);
    assert_eq!(mover, "bob");
    say(&core, "bob", "/undo", T0 + 3 * HOUR);
    let effects = say(&core, "alice", "/undo answer:accept", T0 + 3 * HOUR);
    assert_eq!(
        to_move(core.store(), 1).as_deref(),
        Some("bob"),
        "the move was taken back: {effects:#?}"
    );
    let prompts: Vec<&Effect> = dms_to(&effects, "bob")
        .into_iter()
        .filter(|e| text(e).contains("your turn"))
        .collect();
    assert_eq!(prompts.len(), 1, "{effects:#?}");
    let name = image_name(prompts[0]).expect("the prompt carries a board");
    assert!(name.ends_with("-seat1.png"), "{name}");
    assert!(
        dms_to(&effects, "alice").is_empty(),
        "alice did not ask for turn messages and is not to move: {effects:#?}"
    );
}

/// The private messages of `effects` to `who`, with their Move buttons.
fn setup_prompts<'a>(effects: &'a [Effect], who: &str) -> Vec<(&'a str, usize)> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Private {
                user: u,
                text,
                buttons,
                ..
            } if *u == user(who).id => Some((text.as_str(), buttons.len())),
            _ => None,
        })
        .collect()
}

#[test]
fn a_set_up_phase_tells_each_player_privately_what_to_send_with_a_legal_example() {
    for (variant, first_word) in [("junqi-liangguo", "deploy"), ("ancient", "camps")] {
        let core = core();
        say(&core, "alice", &format!("/play {variant} @bob"), T0);
        let started = say(&core, "bob", "/accept", T0);
        for who in ["alice", "bob"] {
            let prompts = setup_prompts(&started, who);
            assert_eq!(prompts.len(), 1, "{variant}, {who}: {started:#?}");
            let (said, buttons) = prompts[0];
            assert_eq!(buttons, 1, "the Move button");
            let example = said
                .split('`')
                .nth(1)
                .unwrap_or_else(|| panic!("an example in {said}"));
            assert!(example.starts_with(first_word), "{variant}: {said}");
            // The example is accepted as sent, and the prompt is not sent again.
            let answer = dm(&core, who, example, T0);
            assert!(
                !answer
                    .iter()
                    .any(|e| matches!(e, Effect::Ephemeral { error: true, .. })),
                "{variant}, {who}: `{example}` refused: {answer:#?}"
            );
            assert!(
                answer.iter().all(|e| !text(e).contains("for example")),
                "{answer:#?}"
            );
        }
    }
}
