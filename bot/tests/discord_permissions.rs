//! Channels where the bot lacks a permission (Discord 403 / 50013): a board that may not
//! be attached is posted as text with a note for the server admin; a thread the bot may
//! not write in falls back to its parent channel. Nothing is lost silently.

#[allow(dead_code)]
mod support;

use bot::core::CoreConfig;
use support::fake_discord::{Actor, FakeDiscord, Permission, CHANNEL};
use support::harness::{hidden_duel, open_core, start_bot, status, TestClock};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_attach_files_the_move_is_posted_as_text_with_a_note() {
    let fake = FakeDiscord::start().await;
    fake.allow_message_content();
    fake.deny(CHANNEL, Permission::AttachFiles);
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::default();
    let config = CoreConfig {
        open_threads: false,
        ..CoreConfig::default()
    };
    let bot = start_bot(
        &fake,
        open_core(&dir.path().join("s"), config),
        clock.clock(),
    )
    .await;
    fake.wait_identified(1).await;
    let (a, b) = (Actor::new(101, "alice"), Actor::new(202, "bob"));
    let game = hidden_duel(&bot.core, &a, &b, clock.now());
    let host = Actor::new(1, "host");
    let before = status(&bot.core, game, &host, clock.now());
    let mover = if before == "to_move:alice" { &a } else { &b };

    fake.say(mover, CHANNEL, "probe b2");
    let post = fake
        .wait_for("the move's post", |log| {
            log.to_channel(CHANNEL).first().map(|s| (*s).clone())
        })
        .await;
    assert!(post.content.contains("b2"), "{}", post.content);
    assert!(post.content.contains("Attach Files"), "{}", post.content);
    assert!(post.files.is_empty());
    let refused = fake
        .log()
        .requests
        .iter()
        .filter(|r| r.refused_with(50013))
        .count();
    assert_eq!(refused, 1, "the image was offered once, then left out");
    assert_ne!(status(&bot.core, game, &host, clock.now()), before);
    bot.stop().await;
}
