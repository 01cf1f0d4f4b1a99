//! Rounds of computer moves (issue 34, item 7): consecutive computer moves are told in one
//! channel post, their lines in order, with one board marking and numbering each move;
//! private notes are never held; a held round survives a restart; any other post of the
//! game releases it first; a stand-in's move is part of the round.

use crate::harness::*;
use referee_core::effect::Effect;
use referee_core::present::Out;
use referee_core::{Core, CoreConfig, Store};
use rules::{Game, Viewer};

fn config() -> CoreConfig {
    CoreConfig {
        computer: Some(user("referee")),
        computer_move_ms: 30,
        seed: Some(3),
        ..CoreConfig::default()
    }
}

/// How posts name `who` (a mention).
fn at(who: &str) -> String {
    format!("<@{}>", user(who).id)
}

/// The header line of a move by `who` in `seat` of game #1.
fn header(who: &str, seat: &str) -> String {
    format!("Game #1 · {} ({seat}): `", at(who))
}

/// Exactly one computer action, as a shell stopped right after it would have made.
fn one_computer_action(core: &Core, now: u64) -> Vec<Out> {
    let task = core
        .computer_work()
        .into_iter()
        .next()
        .expect("the computer owes an action");
    let command = task.think().expect("it finds one");
    core.computer_submit_undrawn(&task, command, now)
}

fn posts(outs: &[Out]) -> Vec<&Out> {
    outs.iter()
        .filter(|o| matches!(o.effect, Effect::Post { .. }))
        .collect()
}

/// What `outs` say, for a failure's message.
fn effects(outs: &[Out]) -> Vec<&Effect> {
    outs.iter().map(|o| &o.effect).collect()
}

fn out_text(out: &Out) -> &str {
    text(&out.effect)
}

/// alice against three computers in 四国军棋, every army deployed: alice is to move.
fn siguo_against_three(core: &Core) {
    say(core, "alice", "/play junqi-siguo computer:3 level:easy", T0);
    computers_play_undrawn(core, T0);
    dm(core, "alice", "deploy default", T0);
    computers_play_undrawn(core, T0);
    assert_eq!(to_move(core.store(), 1).as_deref(), Some("alice"));
}

/// alice plays her first legal move.
fn alice_moves(core: &Core) -> Vec<Effect> {
    let game = game(core.store(), 1);
    let entry = core.store().game(1).expect("read").expect("stored");
    let seat = entry.seat_of(user("alice").id).expect("seated");
    let action = game.legal(seat).into_iter().next().expect("a legal move");
    dm(core, "alice", &action, T0)
}

fn user_id(name: &str) -> u64 {
    user(name).id
}

fn held(core: &Core) -> usize {
    let entry = core.store().game(1).expect("read").expect("stored");
    entry.held_posts.len()
}

/// The spectator's marks of the action that made the log `plies` long.
fn marks_at(game: &Game, plies: usize) -> Vec<usize> {
    let mut record = game.record().clone();
    record.log.truncate(plies);
    Game::replay(&record)
        .expect("replays")
        .view(Viewer::Spectator)
        .last_move
}

#[test]
fn three_computer_moves_are_one_post_with_one_board_marking_each() {
    let core = core_on(Store::in_memory(), config());
    siguo_against_three(&core);
    let own = alice_moves(&core);
    let own_posts: Vec<&Effect> = own
        .iter()
        .filter(|e| matches!(e, Effect::Post { .. }))
        .collect();
    assert_eq!(
        own_posts.len(),
        1,
        "alice's move is posted as ever: {own:#?}"
    );

    let outs = computers_play_undrawn(&core, T0);
    let round = posts(&outs);
    assert_eq!(
        round.len(),
        1,
        "one post for the round: {:#?}",
        effects(&outs)
    );
    let post = round[0];
    let text = out_text(post);
    // Each move's lines, in the order played, then who is to move: alice, with her
    // deadline.
    let heads: Vec<usize> = ["East", "North", "West"]
        .iter()
        .map(|seat| {
            let head = header("referee", seat);
            assert_eq!(text.matches(&head).count(), 1, "{text}");
            text.find(&head).expect("there")
        })
        .collect();
    assert!(heads.windows(2).all(|w| w[0] < w[1]), "{text}");
    let last = text.lines().last().unwrap_or_default();
    assert!(
        last.starts_with(&at("alice")) && last.contains("to move, due"),
        "{text}"
    );
    assert_eq!(text.matches("to move").count(), 1, "{text}");
    assert_eq!(held(&core), 0);

    // One board, after the last move, marking the three moves as each post showed it,
    // each move's cells numbered in the order of the lines.
    let picture = post.picture.as_ref().expect("a board");
    let game = game(core.store(), 1);
    assert_eq!(picture.view.viewer, Viewer::Spectator);
    let plies = game.record().log.len();
    let mut marked: Vec<usize> = Vec::new();
    for (n, ply) in (plies - 2..=plies).enumerate() {
        let cells = marks_at(&game, ply);
        assert!(!cells.is_empty(), "move {} marked nothing", n + 1);
        for cell in cells {
            assert!(picture.view.last_move.contains(&cell));
            let number = picture
                .opts
                .move_numbers
                .iter()
                .find(|(c, _)| *c == cell)
                .map(|(_, t)| t.as_str())
                .unwrap_or_default();
            assert!(
                number.split(',').any(|k| k == (n + 1).to_string()),
                "cell {cell} of move {} is numbered {number:?}",
                n + 1
            );
            marked.push(cell);
        }
    }
    marked.sort_unstable();
    marked.dedup();
    let mut drawn = picture.view.last_move.clone();
    drawn.sort_unstable();
    assert_eq!(drawn, marked, "nothing but the round's moves is marked");
    let mut now_view = game.view(Viewer::Spectator);
    now_view.last_move = picture.view.last_move.clone();
    now_view.removed = picture.view.removed.clone();
    assert_eq!(picture.view, now_view, "the position after the round");
}

#[test]
fn a_held_round_survives_a_restart_and_is_posted_once() {
    let store = Store::in_memory();
    let first = core_on(store.clone(), config());
    siguo_against_three(&first);
    alice_moves(&first);
    // East moves; the process stops before North thinks.
    let east = one_computer_action(&first, T0);
    assert!(
        posts(&east).is_empty(),
        "held, not posted: {:#?}",
        effects(&east)
    );
    assert_eq!(held(&first), 1, "kept with the move");
    assert!(raw_has_held(&first), "stored in the game's record");
    drop(first);

    let second = core_on(store, config());
    second.schedule_computers();
    let outs = computers_play_undrawn(&second, T0);
    let round = posts(&outs);
    assert_eq!(round.len(), 1, "{:#?}", effects(&outs));
    let text = out_text(round[0]);
    for seat in ["East", "North", "West"] {
        assert_eq!(text.matches(&header("referee", seat)).count(), 1, "{text}");
    }
    assert!(text.find(&header("referee", "East")) < text.find(&header("referee", "North")));
    assert_eq!(held(&second), 0);
    // Nothing held, nothing written: the record has the shape older records have.
    assert!(!raw_has_held(&second));
    assert_eq!(to_move(second.store(), 1).as_deref(), Some("alice"));
}

/// Whether game #1's stored JSON has the held posts' field.
fn raw_has_held(core: &Core) -> bool {
    let bytes = core.store().raw_game(1).expect("read").expect("stored");
    let json: serde_json::Value = serde_json::from_slice(&bytes).expect("json");
    json.get("held_posts").is_some()
}

#[test]
fn another_post_of_the_game_releases_the_held_round_first() {
    let core = core_on(Store::in_memory(), config());
    siguo_against_three(&core);
    alice_moves(&core);
    one_computer_action(&core, T0);
    assert_eq!(held(&core), 1);
    let east_marks = marks_at(
        &game(core.store(), 1),
        game(core.store(), 1).record().log.len(),
    );

    // alice resigns while the round goes on (Discord runs the computer on its own
    // threads): no person is left, so the game ends inside the round.
    let outs = core.handle_undrawn(request("alice", "/resign confirm", false, T0));
    let told = posts(&outs);
    assert!(told.len() >= 3, "{:#?}", effects(&outs));
    let round = out_text(told[0]);
    assert!(round.starts_with(&header("referee", "East")), "{round}");
    assert!(!round.contains("to move"), "{round}");
    assert!(
        out_text(told[1]).contains("resign"),
        "{}",
        out_text(told[1])
    );
    assert!(out_text(told[2]).contains("no person is left"));
    // Its board is the position after East's move, marked as its post would have been.
    let picture = told[0].picture.as_ref().expect("a board");
    assert_eq!(picture.view.last_move, east_marks);
    assert_eq!(held(&core), 0);
    assert!(
        computers_play_undrawn(&core, T0).is_empty(),
        "the computers play no more"
    );
}

#[test]
fn private_notes_are_never_held() {
    // alice against three computers in 四国, each move of the round given one by one: a
    // note to alice goes out with the move that made it, while the post waits.
    let core = core_on(Store::in_memory(), config());
    siguo_against_three(&core);
    let mut private_during_round = 0;
    for _ in 0..6 {
        alice_moves(&core);
        for step in 0..3 {
            let outs = one_computer_action(&core, T0);
            let public = posts(&outs).len();
            assert_eq!(public, usize::from(step == 2), "{:#?}", effects(&outs));
            private_during_round += outs
                .iter()
                .filter(|o| step < 2 && matches!(o.effect, Effect::Private { .. }))
                .count();
        }
        if !matches!(game(core.store(), 1).status(), rules::Status::ToMove(_)) {
            break;
        }
    }
    assert!(
        private_during_round > 0,
        "no clash reached alice mid-round; pick another seed"
    );
}

#[test]
fn a_stand_ins_move_is_part_of_the_round() {
    let core = core_on(Store::in_memory(), config());
    say(
        &core,
        "alice",
        "/play junqi-siguo @bob computer:2 level:easy",
        T0,
    );
    say(&core, "bob", "/accept", T0);
    dm(&core, "alice", "deploy default", T0);
    dm(&core, "bob", "deploy default", T0);
    computers_play_undrawn(&core, T0);
    say(&core, "bob", "/away", T0);
    alice_moves(&core);
    let outs = computers_play_undrawn(&core, T0);
    let round = posts(&outs);
    assert_eq!(round.len(), 1, "{:#?}", effects(&outs));
    let text = out_text(round[0]);
    let stood_in = format!("the computer played for {}", at("bob"));
    let order = [
        text.find(&stood_in),
        text.find(&format!("Game #1 · {}: `", at("bob"))),
        text.find(&header("referee", "North")),
        text.find(&header("referee", "West")),
    ];
    assert!(order.iter().all(Option::is_some), "{text}");
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{text}");
    // bob heard at once what the computer sent for him, before the round's post.
    let note = outs
        .iter()
        .position(|o| {
            matches!(o.effect, Effect::Private { user, .. } if user == user_id("bob"))
                && out_text(o).contains("while you are away")
        })
        .expect("bob is told");
    let post = outs
        .iter()
        .position(|o| matches!(o.effect, Effect::Post { .. }))
        .expect("posted");
    assert!(note < post);
}

#[test]
fn a_round_that_ends_the_game_is_posted_with_the_end() {
    // Secret Duel with alice and three computers (seed 4): in its last round the three
    // computers probe in turn, the third finds alice's treasure, and with no person left
    // the game ends inside the round.
    let core = core_on(
        Store::in_memory(),
        CoreConfig {
            seed: Some(4),
            ..config()
        },
    );
    say(
        &core,
        "alice",
        "/play secret-duel computer:3 level:easy",
        T0,
    );
    computers_play_undrawn(&core, T0);
    dm(&core, "alice", "hide a1", T0);
    let mut outs = computers_play_undrawn(&core, T0);
    for cell in ["c1", "c2", "c3", "b3", "a3", "b2", "b1", "a2"] {
        if game(core.store(), 1).status().is_finished() {
            break;
        }
        // Probes of a cell already probed are refused and change nothing.
        dm(&core, "alice", &format!("probe {cell}"), T0);
        outs = computers_play_undrawn(&core, T0);
    }
    assert!(game(core.store(), 1).status().is_finished());
    let told = posts(&outs);
    assert_eq!(
        told.len(),
        2,
        "the round, then the end: {:#?}",
        effects(&outs)
    );
    let round = out_text(told[0]);
    let heads: Vec<Option<usize>> = ["Second", "Third", "Fourth"]
        .iter()
        .map(|seat| round.find(&header("referee", seat)))
        .collect();
    assert!(heads.iter().all(Option::is_some), "{round}");
    assert!(heads.windows(2).all(|w| w[0] < w[1]), "{round}");
    assert!(round.contains(&format!("{}'s Treasure is revealed", at("alice"))));
    assert!(!round.contains("to move"), "{round}");
    assert!(out_text(told[1]).contains("no person is left"));
    let picture = told[0].picture.as_ref().expect("a board");
    assert!(picture.opts.move_numbers.len() >= 3, "{:?}", picture.opts);
    assert_eq!(held(&core), 0);
}

#[test]
fn the_word_that_dms_are_closed_releases_the_held_round_first() {
    let core = core_on(Store::in_memory(), config());
    siguo_against_three(&core);
    alice_moves(&core);
    one_computer_action(&core, T0);
    assert_eq!(held(&core), 1);
    // Discord refused a DM to alice: the channel is told, after the round so far.
    let told = core.dm_refused(user_id("alice"), Some(1), T0);
    let posts: Vec<&str> = told
        .iter()
        .filter(|e| matches!(e, Effect::Post { .. }))
        .map(text)
        .collect();
    assert_eq!(posts.len(), 2, "{told:#?}");
    assert!(
        posts[0].starts_with(&header("referee", "East")),
        "{}",
        posts[0]
    );
    assert!(posts[1].contains(&at("alice")), "{}", posts[1]);
    assert_eq!(held(&core), 0);
    // The round goes on, and its next posts hold no line twice.
    let rest = computers_play_undrawn(&core, T0);
    let round = posts_of(&rest);
    assert_eq!(round.len(), 1);
    assert!(
        !round[0].contains(&header("referee", "East")),
        "{}",
        round[0]
    );
    assert!(
        round[0].contains(&header("referee", "North")),
        "{}",
        round[0]
    );
}

fn posts_of(outs: &[Out]) -> Vec<&str> {
    posts(outs).into_iter().map(out_text).collect()
}
