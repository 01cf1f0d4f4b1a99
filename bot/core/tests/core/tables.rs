//! Open tables: `/play` with free seats, `/join` and the Join button, `/leave`, the
//! creator closing it, lapsing, seats drawn at the start; and `/games` most urgent first.

use crate::harness;

use harness::*;
use referee_core::effect::Effect;
use referee_core::request::Command;

fn buttons(effect: &Effect) -> Vec<String> {
    match effect {
        Effect::Post { buttons, .. } => buttons.iter().map(|b| b.id.clone()).collect(),
        _ => Vec::new(),
    }
}

fn mention(name: &str) -> String {
    format!("<@{}>", user(name).id)
}

fn seated(core: &referee_core::Core, id: u64) -> Vec<String> {
    let entry = core.store().game(id).expect("ok").expect("stored");
    entry.players.iter().map(|p| p.name.clone()).collect()
}

/// `who` presses the Join button of game `id`.
fn press_join(core: &referee_core::Core, who: &str, id: u64) -> Vec<Effect> {
    let mut req = request(who, "", false, T0);
    req.command = Command::from_button(&format!("join:{id}")).expect("our button");
    core.handle(req)
}

#[test]
fn a_siguo_table_shows_free_seats_by_team_and_starts_when_joiners_fill_it() {
    let core = core();
    let posts = say(&core, "alice", "/play junqi-siguo @bob", T0);
    assert_eq!(posts.len(), 1, "{posts:#?}");
    let post = text(&posts[0]);
    assert!(post.contains("opened a table"), "{post}");
    // Seats in the order named; the free ones say which team they are on.
    assert!(
        post.contains(&format!("South (team 1): {}", mention("alice"))),
        "{post}"
    );
    assert!(
        post.contains(&format!("East (team 2): {}", mention("bob"))),
        "{post}"
    );
    assert!(post.contains("North (team 1): free"), "{post}");
    assert!(post.contains("West (team 2): free"), "{post}");
    assert!(post.contains("2 seats are free"), "{post}");
    assert!(
        post.contains(&format!("Waiting for {}", mention("bob"))),
        "{post}"
    );
    assert_eq!(buttons(&posts[0]), ["join:1", "accept:1"]);
    assert_eq!(status(&posts).as_deref(), Some("challenge"));

    // The named opponent accepts; seats are still free.
    let posts = say(&core, "bob", "/accept", T0);
    assert!(text(&posts[0]).contains("2 seats are free"), "{posts:#?}");
    assert_eq!(buttons(&posts[0]), ["join:1"]);
    let again = assert_refused(&say(&core, "bob", "/join", T0), "bob");
    assert!(
        again.contains("no game") || again.contains("already"),
        "{again}"
    );

    let posts = press_join(&core, "carol", 1);
    let post = text(&posts[0]);
    assert!(
        post.contains(&format!("{} joined table #1", mention("carol"))),
        "{post}"
    );
    assert!(
        post.contains(&format!("North (team 1): {}", mention("carol"))),
        "{post}"
    );
    assert!(post.contains("One seat is free"), "{post}");
    let twice = assert_refused(&say(&core, "carol", "/join #1", T0), "carol");
    assert!(twice.contains("already have a seat"), "{twice}");

    // The last seat starts the game exactly as an accepted challenge does.
    let posts = say(&core, "dave", "/join", T0);
    assert!(text(&posts[0]).contains("begins"), "{posts:#?}");
    assert_eq!(status(&posts).as_deref(), Some("setup"));
    assert_eq!(seated(&core, 1), ["alice", "bob", "carol", "dave"]);
    let late = assert_refused(&press_join(&core, "erin", 1), "erin");
    assert!(late.contains("already started"), "{late}");
}

#[test]
fn a_game_named_with_nobody_opens_a_table_the_first_joiner_completes() {
    let core = core();
    let posts = say(&core, "alice", "/play secret-duel", T0);
    assert!(text(&posts[0]).contains("One seat is free"), "{posts:#?}");
    assert_eq!(buttons(&posts[0]), ["join:1"]);
    let own = assert_refused(&press_join(&core, "alice", 1), "alice");
    assert!(own.contains("already have a seat"), "{own}");
    let posts = press_join(&core, "bob", 1);
    assert_eq!(status(&posts).as_deref(), Some("setup"), "{posts:#?}");
    assert_eq!(seated(&core, 1), ["alice", "bob"]);
}

#[test]
fn a_joiner_may_leave_and_another_takes_the_seat_but_the_creator_closes_it() {
    let core = core();
    say(&core, "alice", "/play junqi-siguo", T0);
    say(&core, "bob", "/join", T0);
    say(&core, "carol", "/join", T0);
    let posts = say(&core, "bob", "/leave", T0);
    let post = text(&posts[0]);
    assert!(
        post.contains(&format!("{} left table #1", mention("bob"))),
        "{post}"
    );
    assert!(post.contains("East (team 2): free"), "{post}");
    assert_eq!(seated(&core, 1), ["alice", "carol"]);
    let stranger = assert_refused(&say(&core, "erin", "/leave #1", T0), "erin");
    assert!(stranger.contains("no seat"), "{stranger}");

    // The freed seat is the next one taken.
    let posts = say(&core, "dave", "/join", T0);
    assert!(text(&posts[0]).contains(&format!("East (team 2): {}", mention("dave"))));

    let posts = say(&core, "alice", "/leave", T0);
    assert!(text(&posts[0]).contains("closed table #1"), "{posts:#?}");
    assert_eq!(status(&posts).as_deref(), Some("declined"));
    let closed = assert_refused(&say(&core, "erin", "/join #1", T0), "erin");
    assert!(closed.contains("is over"), "{closed}");
}

#[test]
fn a_table_not_filled_in_time_lapses_with_a_note() {
    let core = core();
    say(&core, "alice", "/play junqi-siguo deadline:1d", T0);
    say(&core, "bob", "/join", T0);
    assert_eq!(core.next_wakeup(), Some(T0 + DAY));
    assert!(core.tick(T0 + DAY - 1).is_empty());
    let posts = core.tick(T0 + DAY);
    assert_eq!(posts.len(), 1, "{posts:#?}");
    let note = text(&posts[0]);
    assert!(
        note.contains("Table #1 has lapsed: 2 seats were still free after 1 day"),
        "{note}"
    );
    assert_eq!(status(&posts).as_deref(), Some("declined"));
    assert!(core.tick(T0 + 2 * DAY).is_empty(), "lapses once");
    assert_refused(&say(&core, "carol", "/join #1", T0 + DAY), "carol");
}

#[test]
fn a_table_waits_at_most_a_week() {
    let core = core();
    say(&core, "alice", "/play secret-duel deadline:30d", T0);
    assert_eq!(core.next_wakeup(), Some(T0 + 7 * DAY));
}

#[test]
fn random_seats_are_drawn_when_the_table_is_full() {
    let core = core();
    let posts = say(&core, "alice", "/play junqi-siguo random", T0);
    let post = text(&posts[0]);
    assert!(post.contains("drawn when the table is full"), "{post}");
    assert!(!post.contains("team"), "no teams before the draw: {post}");
    for who in ["bob", "carol", "dave"] {
        say(&core, who, "/join", T0);
    }
    let mut players = seated(&core, 1);
    assert_eq!(players.len(), 4);
    players.sort();
    assert_eq!(players, ["alice", "bob", "carol", "dave"]);
}

#[test]
fn games_lists_your_turn_by_deadline_then_waiting_then_tables_to_join() {
    let core = core();
    // #1 and #2: alice owes her hiding move in both, #2 due sooner.
    say(&core, "alice", "/play secret-duel @bob deadline:2d", T0);
    say(&core, "bob", "/accept #1", T0);
    say(&core, "alice", "/play secret-duel @carol deadline:1d", T0);
    say(&core, "carol", "/accept #2", T0);
    // #3: a challenge waiting for dave.
    say(&core, "alice", "/play secret-duel @dave", T0);
    // #4: erin's table alice could join; #5: alice's own table.
    say(&core, "erin", "/play secret-duel", T0);
    say(&core, "alice", "/play junqi-siguo", T0);

    let answer = say(&core, "alice", "/games", T0);
    let lines: Vec<&str> = text(&answer[0]).lines().skip(1).collect();
    let order: Vec<&str> = lines
        .iter()
        .map(|l| l.split_whitespace().next().unwrap_or_default())
        .collect();
    assert_eq!(order, ["#2", "#1", "#3", "#5", "#4"], "{lines:#?}");
    assert!(lines[0].contains("your turn"), "{lines:#?}");
    assert!(
        lines[3].contains("Army Chess (四国军棋): open table, 3 seats free"),
        "{lines:#?}"
    );
    assert!(lines[4].contains("/join #4"), "{lines:#?}");

    // Someone seated at #4 is not offered it, nor someone in another server.
    let bob = say(&core, "bob", "/games", T0);
    assert!(text(&bob[0]).contains("/join #4"), "{bob:#?}");
    let erin = say(&core, "erin", "/games", T0);
    assert!(!text(&erin[0]).contains("/join #4"), "{erin:#?}");
    let mut elsewhere = request("frank", "/games", false, T0);
    elsewhere.place.guild = Some(99);
    let answer = core.handle(elsewhere);
    assert!(!text(&answer[0]).contains("/join"), "{answer:#?}");
}

#[test]
fn the_servers_list_of_tables_agrees_with_the_records_and_drops_ended_tables() {
    let core = core();
    say(&core, "alice", "/play junqi-siguo", T0);
    say(&core, "bob", "/play secret-duel", T0);
    let repairs = core.store().repair().expect("repair runs");
    assert!(!repairs.any(), "the lists already matched: {repairs:?}");
    assert_eq!(core.store().open_tables_in_guild(1).expect("ok"), [1, 2]);
    say(&core, "carol", "/join #2", T0);
    say(&core, "alice", "/leave", T0);
    // #2 is being played, #1 was closed: only games in challenge or play stay listed.
    assert_eq!(core.store().open_tables_in_guild(1).expect("ok"), [2]);
    assert!(core.store().open_tables_in_guild(2).expect("ok").is_empty());
}
