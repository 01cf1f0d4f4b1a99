//! A whole Secret Duel through the real serenity client and the fake Discord: challenge by
//! slash command, accept by button, hiding by DM, probes by slash command and by plain text,
//! a refused DM, an archived thread, and a restart mid-game that keeps the deadline.

#[allow(dead_code)]
mod support;

use bot::core::CoreConfig;
use support::fake_discord::{Actor, FakeDiscord, Opt, Sent, Target, CHANNEL, GUILD};
use support::harness::{open_core, start_bot, status, TestClock};

fn alice() -> Actor {
    Actor::new(101, "alice")
}
fn bob() -> Actor {
    Actor::new(202, "bob")
}

fn config() -> CoreConfig {
    CoreConfig {
        default_deadline_secs: 2 * 86_400,
        reminder_secs: vec![3_600],
        open_threads: true,
        ..CoreConfig::default()
    }
}

fn board_png(sent: &Sent) {
    assert_eq!(sent.files.len(), 1, "one board image expected: {sent:?}");
    assert!(sent.files[0].is_png(), "not a PNG: {}", sent.files[0].name);
}

/// The game's messages go to its thread once it has one.
fn game_thread(fake: &FakeDiscord) -> u64 {
    let threads = fake.threads();
    assert_eq!(threads.len(), 1, "one thread per game: {threads:?}");
    assert_eq!(threads[0].1, CHANNEL);
    threads[0].0
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_secret_duel_is_played_through_discord() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("store");
    let clock = TestClock::default();
    let (alice, bob) = (alice(), bob());

    let bot = start_bot(&fake, open_core(&store, config()), clock.clock()).await;
    fake.wait_identified(1).await;

    // Commands are registered in the development guild, in three languages.
    let commands = fake
        .wait_for("commands", |log| log.commands.get(&Some(GUILD)).cloned())
        .await;
    let play = commands
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "play")
        .unwrap()
        .clone();
    assert_eq!(play["name_localizations"]["zh-CN"], "对弈");
    assert_eq!(play["name_localizations"]["zh-TW"], "對弈");
    let mv = commands
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "move")
        .unwrap()
        .clone();
    assert_eq!(mv["options"][0]["autocomplete"], true);

    // Challenge by slash command: a public reply with Accept / Decline.
    let token = fake.slash(
        &alice,
        CHANNEL,
        "play",
        &[
            Opt::Str("variant", "secret-duel".into()),
            Opt::User("opponent", bob.clone()),
            Opt::Str("deadline", "2d".into()),
        ],
    );
    let challenge = fake.reply(&token).await;
    assert!(!challenge.ephemeral);
    assert!(
        challenge.content.contains("<@202>"),
        "{}",
        challenge.content
    );
    let accept = challenge
        .buttons
        .iter()
        .find(|b| b.starts_with("accept:"))
        .unwrap()
        .clone();
    assert!(challenge.buttons.iter().any(|b| b.starts_with("decline:")));
    let game: u64 = accept["accept:".len()..].parse().unwrap();

    // Bob accepts with the button: the game starts with a board and a thread of its own.
    fake.refuse_dms(bob.id);
    let token = fake.click(&bob, &challenge, &accept);
    let started = fake
        .wait_for("the starting board", |log| {
            log.sent
                .iter()
                .find(|s| !s.files.is_empty() && s.content.contains(&format!("#{game}")))
                .cloned()
        })
        .await;
    board_png(&started);
    let _ = fake.answers(&token).await;
    fake.wait_for("the game thread", |_| {
        (fake.threads().len() == 1).then_some(())
    })
    .await;
    let thread = game_thread(&fake);

    // Hiding is private. Alice hides by plain DM and gets her confirmation by DM.
    let alice_dm = fake.dm_channel_of(&alice);
    fake.say(&alice, alice_dm, "hide a1");
    let note = fake
        .wait_for("alice's private note", |log| {
            log.dms_to(alice.id).first().cloned().cloned()
        })
        .await;
    assert!(note.content.contains("a1"), "{}", note.content);
    // The public side says only that a treasure was hidden.
    let public = fake
        .wait_for("the public hide post", |log| {
            log.sent
                .iter()
                .rev()
                .find(|s| s.target == Target::Channel(thread) && !s.files.is_empty())
                .cloned()
        })
        .await;
    assert!(
        !public.content.contains("a1"),
        "secret leaked: {}",
        public.content
    );

    // Bob hides by DM too, but Discord refuses to DM him: the thread is told, without his
    // cell, and the bot does not keep trying.
    let bob_dm = fake.dm_channel_of(&bob);
    fake.say(&bob, bob_dm, "hide c3");
    let notice = fake
        .wait_for("the DM refusal notice", |log| {
            log.sent
                .iter()
                .find(|s| s.content.contains("<@202>") && s.content.contains("/mine"))
                .cloned()
        })
        .await;
    assert!(
        !notice.content.contains("c3"),
        "secret leaked: {}",
        notice.content
    );
    let attempts = fake.log().dm_attempts(bob_dm);
    assert_eq!(attempts, 1, "one DM attempt, no retries");

    // /mine shows bob his own view, ephemeral, with his treasure on the board.
    let token = fake.slash(&bob, thread, "mine", &[]);
    let mine = fake.reply(&token).await;
    assert!(mine.ephemeral);
    board_png(&mine);

    // Whoever moves first probes b2 by slash command; the board goes to the thread.
    let now = clock.now();
    let first = status(&bot.core, game, &alice, now);
    let (mover, other) = if first == "to_move:alice" {
        (&alice, &bob)
    } else {
        (&bob, &alice)
    };
    assert!(first.starts_with("to_move:"), "{first}");

    // Autocomplete offers the mover's probes, at most 25.
    let token = fake.autocomplete(mover, thread, "move", &[], ("text", "probe"));
    let choices = fake
        .wait_for("autocomplete", |log| {
            log.sent
                .iter()
                .find(|s| s.target == Target::Autocomplete(token.clone()))
                .cloned()
        })
        .await
        .choices;
    assert!(choices.iter().any(|c| c == "probe b2"), "{choices:?}");
    assert!(choices.len() <= 25);

    let token = fake.slash(
        mover,
        thread,
        "move",
        &[Opt::Str("text", "probe b2".into())],
    );
    let answer = fake.reply(&token).await;
    board_png(&answer);
    assert!(answer.content.contains("b2"), "{}", answer.content);

    // A move out of turn is refused privately.
    let token = fake.slash(
        mover,
        thread,
        "move",
        &[Opt::Str("text", "probe b1".into())],
    );
    let refused = fake.answers(&token).await;
    assert!(refused.iter().all(|s| s.ephemeral), "{refused:?}");

    // The other player answers with a plain message in the thread; bots are ignored.
    fake.say_as_bot(thread, "probe b1");
    let before = fake.log().to_channel(thread).len();
    fake.say(other, thread, "probe b1");
    let posted = fake
        .wait_for("the text move's board", |log| {
            let list = log.to_channel(thread);
            (list.len() > before)
                .then(|| list.last().cloned().cloned())
                .flatten()
        })
        .await;
    board_png(&posted);
    assert!(posted.content.contains("b1"), "{}", posted.content);

    // Restart the bot mid-game: the game and its deadline come back from the store.
    let next_deadline = bot.core.next_wakeup();
    assert!(next_deadline.is_some());
    bot.stop().await;
    let bot = start_bot(&fake, open_core(&store, config()), clock.clock()).await;
    fake.wait_identified(2).await;
    assert_eq!(bot.core.next_wakeup(), next_deadline);
    assert_eq!(status(&bot.core, game, &alice, clock.now()), first);

    // /board answers privately, with the public board.
    let token = fake.slash(other, CHANNEL, "board", &[Opt::Int("game", game as i64)]);
    let board = fake.reply(&token).await;
    assert!(board.ephemeral);
    board_png(&board);

    // Time passes (in the test's clock) to the reminder before the deadline: the restarted
    // bot's timer DMs the mover (or tries to: bob refuses DMs).
    let mover_dm = fake.dm_channel_of(mover);
    let attempts = fake.log().dm_attempts(mover_dm);
    clock.advance(next_deadline.unwrap().saturating_sub(clock.now()) + 1);
    bot.running.rearm();
    fake.wait_for("a reminder", |log| {
        (log.dm_attempts(mover_dm) > attempts).then_some(())
    })
    .await;

    // The thread was archived meanwhile: the winning move, typed in the parent channel,
    // reopens it to post the final board there.
    fake.archive_thread(thread);
    let before = fake.log().to_channel(thread).len();
    let target = if other.id == bob.id {
        "probe c3"
    } else {
        "probe a1"
    };
    let token = fake.slash(mover, CHANNEL, "move", &[Opt::Str("text", target.into())]);
    let pointer = fake.reply(&token).await;
    assert!(
        pointer.content.contains(&format!("<#{thread}>")),
        "{}",
        pointer.content
    );
    let last = fake
        .wait_for("the final board in the thread", |log| {
            log.to_channel(thread).get(before).cloned().cloned()
        })
        .await;
    board_png(&last);
    assert_eq!(fake.is_thread_archived(thread), Some(false));
    let finished = status(&bot.core, game, &alice, clock.now());
    assert_eq!(finished, format!("finished:{}", mover.name));
    assert!(
        fake.log().requests.iter().all(|r| r.status != 404),
        "unknown endpoints were called"
    );
    bot.stop().await;
}
