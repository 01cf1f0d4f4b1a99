//! Ratings (issue 20): rated and casual games, the result post's rating changes, what is
//! never rated, takebacks refused in rated games, `/profile` and `/leaderboard`, a rebuild
//! from the game records equal to the live pools, and two rated games ending at the same
//! instant on two cores sharing one store, each counted once.

use crate::harness::*;
use referee_core::effect::Effect;
use referee_core::ratings::rebuild;
use referee_core::request::Request;
use referee_core::store::ratings::RatingPool;
use referee_core::store::MemoryBackend;
use referee_core::{Core, CoreConfig, Store};
use std::sync::Barrier;

/// A started sword-magic game (white to move); its id.
fn sword_magic(core: &Core, white: &str, black: &str, extra: &str, now: u64) -> u64 {
    let posts = say(
        core,
        white,
        &format!("/play sword-magic @{black} {extra}"),
        now,
    );
    let id = posts
        .iter()
        .find_map(|e| e.game().map(|g| g.id))
        .expect("a challenge");
    say(core, black, &format!("/accept #{id}"), now);
    id
}

/// Both players move once, then `loser` resigns; the effects of the resignation.
fn played_and_resigned(
    core: &Core,
    id: u64,
    white: &str,
    black: &str,
    loser: &str,
    now: u64,
) -> Vec<Effect> {
    say(core, white, &format!("/move d2-d4 #{id}"), now);
    say(core, black, &format!("/move d7-d5 #{id}"), now);
    say(core, loser, &format!("/resign confirm #{id}"), now)
}

fn pool(core: &Core, variant: &str) -> Option<RatingPool> {
    core.store()
        .rating_pool(&RatingPool::key_of(1, variant))
        .expect("readable")
}

fn post_text(effects: &[Effect]) -> String {
    effects
        .iter()
        .filter(|e| matches!(e, Effect::Post { .. }))
        .map(|e| text(e).to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn a_rated_game_posts_each_players_new_rating_and_change() {
    let core = core();
    let challenge = say(&core, "alice", "/play sword-magic @bob", T0);
    assert!(
        post_text(&challenge).contains("Rated game."),
        "{challenge:#?}"
    );
    say(&core, "bob", "/accept", T0);
    let end = played_and_resigned(&core, 1, "alice", "bob", "bob", T0 + HOUR);
    let post = post_text(&end);
    let (alice, bob) = (user("alice").id, user("bob").id);
    // A first game moves a 1500 / 500 player far, and both stay provisional.
    assert!(post.contains(&format!("<@{alice}> 1")), "{post}");
    assert!(post.contains("? (+"), "{post}");
    assert!(post.contains("? (-"), "{post}");
    let stored = pool(&core, "sword-magic").expect("rated");
    assert_eq!(stored.games, 1);
    assert!(stored.players[&alice].rating > stored.players[&bob].rating);
    let entry = core.store().game(1).expect("read").expect("kept");
    assert_eq!(entry.rating.expect("outcome kept").seq, 1);
    // In Chinese the same change reads in Chinese.
    say(&core, "carol", "/settings language:zh-CN", T0);
    say(&core, "dave", "/settings language:zh-CN", T0);
    sword_magic(&core, "carol", "dave", "", T0);
    let end = played_and_resigned(&core, 2, "carol", "dave", "dave", T0 + HOUR);
    assert!(post_text(&end).contains("等级分："), "{end:#?}");
}

#[test]
fn casual_aborted_and_unplayed_games_are_never_rated() {
    let core = core();
    // rated:no
    let challenge = say(&core, "alice", "/play sword-magic @bob rated:no", T0);
    assert!(
        post_text(&challenge).contains("Casual game"),
        "{challenge:#?}"
    );
    say(&core, "bob", "/accept", T0);
    let end = played_and_resigned(&core, 1, "alice", "bob", "bob", T0);
    assert!(!post_text(&end).contains("Ratings"), "{end:#?}");
    // Resigned before the opponent moved.
    sword_magic(&core, "alice", "bob", "", T0);
    say(&core, "alice", "/move d2-d4 #2", T0);
    let end = say(&core, "bob", "/resign confirm #2", T0);
    assert!(!post_text(&end).contains("Ratings"), "{end:#?}");
    // Aborted at once.
    sword_magic(&core, "alice", "bob", "", T0);
    say(&core, "alice", "/abort #3", T0);
    assert_eq!(pool(&core, "sword-magic"), None);
}

#[test]
fn takebacks_are_refused_in_rated_games_only() {
    let core = core();
    sword_magic(&core, "alice", "bob", "", T0);
    say(&core, "alice", "/move d2-d4 #1", T0);
    let refused = assert_refused(&say(&core, "alice", "/undo #1", T0), "alice");
    assert!(refused.contains("rated"), "{refused}");
    sword_magic(&core, "carol", "dave", "rated:no", T0);
    say(&core, "carol", "/move d2-d4 #2", T0);
    let asked = say(&core, "carol", "/undo #2", T0);
    assert!(
        !asked
            .iter()
            .any(|e| matches!(e, Effect::Ephemeral { error: true, .. })),
        "{asked:#?}"
    );
}

#[test]
fn with_ratings_off_games_are_casual_and_the_commands_say_so() {
    let core = core_on(
        Store::in_memory(),
        CoreConfig {
            admins: vec![user("root").id],
            ..CoreConfig::default()
        },
    );
    say(&core, "root", "/server ratings:off", T0);
    let challenge = say(&core, "alice", "/play sword-magic @bob rated:yes", T0);
    assert!(
        post_text(&challenge).contains("ratings are off"),
        "{challenge:#?}"
    );
    say(&core, "bob", "/accept", T0);
    played_and_resigned(&core, 1, "alice", "bob", "bob", T0);
    assert_eq!(pool(&core, "sword-magic"), None);
    let refused = assert_refused(&say(&core, "alice", "/profile", T0), "alice");
    assert!(refused.contains("/server ratings:on"), "{refused}");
    assert_refused(&say(&core, "alice", "/leaderboard", T0), "alice");
}

#[test]
fn profile_and_leaderboard_list_results_and_settled_ratings_with_pictures() {
    let core = core();
    // alice beats bob again and again until both are settled; carol plays once.
    let mut now = T0;
    for n in 0..24u64 {
        let id = sword_magic(&core, "alice", "bob", "", now);
        let loser = if n % 4 == 3 { "alice" } else { "bob" };
        played_and_resigned(&core, id, "alice", "bob", loser, now);
        now += HOUR;
    }
    let id = sword_magic(&core, "carol", "bob", "", now);
    played_and_resigned(&core, id, "carol", "bob", "carol", now);
    let profile = say(&core, "bob", "/profile @alice", now);
    let shown = text(&profile[0]);
    // 24 games between two new players: both settle (deviation under 110) in the last ones.
    assert!(shown.contains("18 won, 0 drawn, 6 lost"), "{shown}");
    assert!(shown.contains("Last games: #24 "), "{shown}");
    let Effect::Ephemeral {
        image: Some(chart), ..
    } = &profile[0]
    else {
        panic!("a chart: {profile:#?}");
    };
    assert!(chart.png.starts_with(b"\x89PNG"));
    let board = say(&core, "carol", "/leaderboard sword-magic", now);
    let shown = text(&board[0]);
    let alice = user("alice").id;
    assert!(shown.contains(&format!("1. <@{alice}>")), "{shown}");
    // carol has one game: not listed, told how many she needs.
    assert!(shown.contains("after 1 rated games"), "{shown}");
    let Effect::Ephemeral {
        image: Some(picture),
        ..
    } = &board[0]
    else {
        panic!("a picture: {board:#?}");
    };
    assert!(picture.png.starts_with(b"\x89PNG"));
    let none = say(&core, "erin", "/profile", now);
    assert!(text(&none[0]).contains("no rated games"), "{none:#?}");
}

#[test]
fn a_four_player_game_rates_each_player_from_the_team_result() {
    let core = core();
    say(&core, "alice", "/layout save wall 40 34 38 33 36 / 32 B 35 / 37 34 39 38 / 36 B 37 / 32 M 33 35 32 / M F M 34 33", T0);
    say(&core, "alice", "/play junqi-siguo @bob @carol @dave", T0);
    for p in ["bob", "carol", "dave"] {
        say(&core, p, "/accept", T0);
    }
    dm(&core, "alice", "deploy wall", T0);
    dm(&core, "bob", "deploy default", T0);
    dm(&core, "carol", "deploy default", T0);
    dm(&core, "dave", "deploy 军 连 师 排 团 / 工 炸 营 / 司 连 旅 师 / 团 炸 旅 / 工 雷 排 营 工 / 雷 旗 雷 连 排", T0);
    dm(&core, "alice", "S1e-C9", T0);
    say(&core, "bob", "/move E1a-C9", T0);
    dm(&core, "carol", "N1c-C2", T0);
    dm(&core, "dave", "W1c-C4", T0);
    // North (alice's partner) and West (bob's) leave; then alice: East and West win.
    say(&core, "carol", "/resign confirm", T0);
    say(&core, "dave", "/resign confirm", T0);
    let end = say(&core, "alice", "/resign confirm", T0);
    let entry = core.store().game(1).expect("read").expect("kept");
    let log: Vec<String> = entry
        .record
        .log
        .iter()
        .map(|e| format!("{} {} {}", e.seat.0, e.text, e.private))
        .collect();
    assert!(post_text(&end).contains("Ratings"), "{log:#?}");
    let stored = pool(&core, "junqi-siguo").expect("rated");
    let up = |name: &str| stored.players[&user(name).id].rating.to_f64() > 1500.0;
    assert_eq!(
        [up("alice"), up("bob"), up("carol"), up("dave")],
        [false, true, false, true],
        "South and North lost, East and West won: {stored:#?}"
    );
}

#[test]
fn a_rebuild_from_the_game_records_equals_the_live_pools() {
    let core = core();
    let mut now = T0;
    for (white, black, loser) in [
        ("alice", "bob", "bob"),
        ("bob", "carol", "bob"),
        ("carol", "alice", "alice"),
        ("alice", "bob", "alice"),
    ] {
        let id = sword_magic(&core, white, black, "", now);
        played_and_resigned(&core, id, white, black, loser, now);
        // Days apart: the deviation's growth with idle time is part of what must match.
        now += 3 * DAY;
    }
    let rebuilt = rebuild::rebuild(core.store()).expect("rebuild");
    assert_eq!(rebuilt.games, 4);
    assert!(rebuilt.differing.is_empty(), "{rebuilt:#?}");
    assert!(rebuilt.unreadable.is_empty(), "{rebuilt:#?}");
    // A pool changed by hand no longer matches.
    let mut tampered = pool(&core, "sword-magic").expect("rated");
    if let Some(p) = tampered.players.values_mut().next() {
        p.rating.0 += 1;
    }
    core.store().put_rating_pool(&tampered).expect("put");
    let rebuilt = rebuild::rebuild(core.store()).expect("rebuild");
    assert_eq!(
        rebuilt.differing,
        vec![RatingPool::key_of(1, "sword-magic")]
    );
    rebuild::write(core.store(), &rebuilt).expect("write");
    assert!(rebuild::rebuild(core.store())
        .expect("rebuild")
        .differing
        .is_empty());
}

#[test]
fn two_rated_games_ending_at_the_same_instant_on_two_processes_both_count_once() {
    for round in 0..8 {
        // Two cores over one store stand in for two processes sharing PostgreSQL.
        let memory = MemoryBackend::new();
        let first = core_on(Store::from_backend(memory.clone()), CoreConfig::default());
        let second = core_on(Store::from_backend(memory), CoreConfig::default());
        let one = sword_magic(&first, "alice", "bob", "", T0);
        let two = sword_magic(&first, "alice", "carol", "", T0);
        for (id, black) in [(one, "bob"), (two, "carol")] {
            say(&first, "alice", &format!("/move d2-d4 #{id}"), T0);
            say(&first, black, &format!("/move d7-d5 #{id}"), T0);
        }
        let requests: Vec<(&Core, Request)> = vec![
            (
                &first,
                request("bob", &format!("/resign confirm #{one}"), false, T0 + HOUR),
            ),
            (
                &second,
                request(
                    "carol",
                    &format!("/resign confirm #{two}"),
                    false,
                    T0 + HOUR,
                ),
            ),
        ];
        let start = Barrier::new(2);
        let posts: Vec<String> = std::thread::scope(|scope| {
            let handles: Vec<_> = requests
                .into_iter()
                .map(|(core, req)| {
                    let start = &start;
                    scope.spawn(move || {
                        start.wait();
                        post_text(&core.handle(req))
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("no panic"))
                .collect()
        });
        assert!(
            posts.iter().all(|p| p.contains("Ratings")),
            "round {round}: {posts:#?}"
        );
        let stored = pool(&first, "sword-magic").expect("rated");
        assert_eq!(stored.games, 2, "round {round}");
        let alice = &stored.players[&user("alice").id];
        assert_eq!((alice.wins, alice.games()), (2, 2), "round {round}");
        let mut seqs: Vec<u64> = [one, two]
            .iter()
            .map(|id| {
                let entry = first.store().game(*id).expect("read").expect("kept");
                entry.rating.expect("rated").seq
            })
            .collect();
        seqs.sort_unstable();
        assert_eq!(seqs, vec![1, 2], "round {round}");
        // alice's second game started from her first game's rating, whichever ended first.
        let rebuilt = rebuild::rebuild(first.store()).expect("rebuild");
        assert!(rebuilt.differing.is_empty(), "round {round}: {rebuilt:#?}");
    }
}
