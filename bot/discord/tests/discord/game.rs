//! A whole Secret Duel through the real serenity client and the fake Discord: challenge by
//! slash command, accept by button, hiding by DM, probes by slash command and by plain text,
//! a refused DM, an archived thread, and a restart mid-game that keeps the deadline.

use crate::shell::{open_core, start_bot, status, TestClock};
use referee_core::CoreConfig;
use referee_testkit::fake_discord::{Actor, FakeDiscord, Opt, Sent, Target, CHANNEL, GUILD};

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
    // Moves are typed in a server channel: the portal has Message Content on.
    fake.allow_message_content();
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
    let (challenge, accept, game) = fake
        .challenge(
            &alice,
            &[
                Opt::Str("variant", "secret-duel".into()),
                Opt::User("opponent", bob.clone()),
                Opt::Str("deadline", "2d".into()),
            ],
        )
        .await;
    assert!(!challenge.ephemeral);
    assert!(
        challenge.content.contains("<@202>"),
        "{}",
        challenge.content
    );
    assert!(challenge.buttons.iter().any(|b| b.starts_with("decline:")));

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
    // bot's timer DMs the mover, unless that is bob, whose DMs Discord refused: he is not
    // tried again until he writes to the bot.
    let mover_dm = fake.dm_channel_of(mover);
    let attempts = fake.log().dm_attempts(mover_dm);
    clock.advance(next_deadline.unwrap().saturating_sub(clock.now()) + 1);
    bot.running.rearm();
    let start = std::time::Instant::now();
    while bot.core.next_wakeup() == next_deadline {
        assert!(start.elapsed().as_secs() < 20, "the reminder never ran");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    if mover.id == bob.id {
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        assert_eq!(fake.log().dm_attempts(mover_dm), attempts, "no DM to bob");
    } else {
        fake.wait_for("a reminder", |log| {
            (log.dm_attempts(mover_dm) > attempts).then_some(())
        })
        .await;
    }

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

/// A game thread that was archived and cannot be reopened (Discord answers the unarchive
/// with 403 / 50083): the board goes to the thread's parent channel instead, once, and the
/// thread is left as it is.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_that_cannot_be_reopened_falls_back_to_its_channel() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::default();
    let (white, black) = (Actor::new(11, "white"), Actor::new(22, "black"));
    let bot = start_bot(
        &fake,
        open_core(&dir.path().join("store"), config()),
        clock.clock(),
    )
    .await;
    fake.wait_identified(1).await;

    let (challenge, accept, game) = fake
        .challenge(
            &white,
            &[
                Opt::Str("variant", "sword-magic".into()),
                Opt::User("opponent", black.clone()),
            ],
        )
        .await;
    let token = fake.click(&black, &challenge, &accept);
    let _ = fake.answers(&token).await;
    fake.wait_for("the game thread", |_| {
        (fake.threads().len() == 1).then_some(())
    })
    .await;
    let thread = game_thread(&fake);
    // The thread gets its opening board before anything else is tried.
    fake.wait_for("the board in the new thread", |log| {
        log.to_channel(thread)
            .iter()
            .any(|s| !s.files.is_empty())
            .then_some(())
    })
    .await;

    // The thread is archived and locked: the bot may not reopen it.
    fake.lock_thread(thread);
    let in_thread = fake.log().to_channel(thread).len();
    let in_channel = fake.log().to_channel(CHANNEL).len();

    let token = fake.slash(&white, CHANNEL, "move", &[Opt::Str("text", "a2-a3".into())]);
    let pointer = fake.reply(&token).await;
    assert!(
        pointer.content.contains(&format!("<#{thread}>")),
        "{}",
        pointer.content
    );
    let fallback = fake
        .wait_for("the board in the parent channel", |log| {
            log.to_channel(CHANNEL).get(in_channel).cloned().cloned()
        })
        .await;
    board_png(&fallback);
    assert!(
        fallback.content.contains("a2") && fallback.content.contains(&format!("#{game}")),
        "{}",
        fallback.content
    );
    assert_eq!(
        status(&bot.core, game, &white, clock.now()),
        "to_move:black"
    );

    {
        let log = fake.log();
        let unarchive = format!("/channels/{thread}");
        let refused: Vec<u16> = log
            .requests
            .iter()
            .filter(|r| r.method == "PATCH" && r.path == unarchive)
            .map(|r| r.status)
            .collect();
        assert_eq!(refused, [403], "one attempt to reopen the thread, refused");
        assert_eq!(
            log.to_channel(thread).len(),
            in_thread,
            "nothing reached the thread"
        );
        assert_eq!(
            log.to_channel(CHANNEL).len(),
            in_channel + 1,
            "the board went to the channel once"
        );
    }
    assert_eq!(fake.is_thread_archived(thread), Some(true));
    bot.stop().await;
}

/// A refusal can carry a hidden fact (here: the mover's own treasure is on the probed
/// cell). When the public "thinking…" of a `/move` cannot be removed, Discord would turn
/// the next follow-up into that public message whatever its flags say, so the refusal
/// must go by DM instead.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_answer_never_becomes_a_pending_public_reply() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::default();
    let (alice, bob) = (alice(), bob());
    let config = CoreConfig {
        open_threads: false,
        ..config()
    };
    let bot = start_bot(
        &fake,
        open_core(&dir.path().join("store"), config),
        clock.clock(),
    )
    .await;
    fake.wait_identified(1).await;

    let (challenge, accept, game) = fake
        .challenge(
            &alice,
            &[
                Opt::Str("variant", "secret-duel".into()),
                Opt::User("opponent", bob.clone()),
            ],
        )
        .await;
    let token = fake.click(&bob, &challenge, &accept);
    let _ = fake.answers(&token).await;
    for (who, cell) in [(&alice, "a1"), (&bob, "c3")] {
        fake.say(who, fake.dm_channel_of(who), &format!("hide {cell}"));
        // Not the set-up prompt, whose example (`hide a1`) may name the same cell.
        fake.wait_for("the hiding confirmation", |log| {
            log.dms_to(who.id)
                .iter()
                .any(|s| s.content.contains(cell) && !s.content.contains("for example"))
                .then_some(())
        })
        .await;
    }
    let first = status(&bot.core, game, &alice, clock.now());
    let (mover, own) = if first == "to_move:alice" {
        (&alice, "a1")
    } else {
        (&bob, "c3")
    };

    fake.refuse_deleting_replies();
    let dms = fake.log().dms_to(mover.id).len();
    let token = fake.slash(
        mover,
        CHANNEL,
        "move",
        &[Opt::Str("text", format!("probe {own}"))],
    );
    // The refusal arrives somewhere: by DM, or (wrongly) as the public reply.
    fake.wait_for("the refusal", |log| {
        let by_dm = log.dms_to(mover.id).len() > dms;
        let as_reply = log.reply(&token).is_some_and(|r| r.callback != 5);
        (by_dm || as_reply).then_some(())
    })
    .await;
    {
        let log = fake.log();
        let public: Vec<&str> = log
            .sent
            .iter()
            .filter(|s| !s.ephemeral && !matches!(s.target, Target::Dm(_)))
            .map(|s| s.content.as_str())
            .filter(|text| text.contains("own treasure"))
            .collect();
        assert!(
            public.is_empty(),
            "a private answer went public: {public:?}"
        );
        let refusal = log.dms_to(mover.id).get(dms).map(|s| s.content.clone());
        assert!(
            refusal.as_ref().is_some_and(|r| r.contains("own treasure")),
            "{refusal:?}"
        );
        assert!(
            log.reply(&token).is_some_and(|r| r.callback == 5),
            "the deferral stays pending"
        );
    }
    bot.stop().await;
}
