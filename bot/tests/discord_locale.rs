//! The Discord client's language: a user who chose none reads the bot in their client's
//! locale (interaction `locale`); `/settings language:` overrides it.

#[allow(dead_code)]
mod support;

use bot::core::CoreConfig;
use support::fake_discord::{Actor, FakeDiscord, Opt, CHANNEL};
use support::harness::{open_core, start_bot, TestClock};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_client_locale_words_replies_until_a_language_is_chosen() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::default();
    let core = open_core(&dir.path().join("store"), CoreConfig::default());
    let bot = start_bot(&fake, core, clock.clock()).await;
    fake.wait_identified(1).await;

    let help = |who: &Actor| fake.slash(who, CHANNEL, "help", &[]);
    let carol = Actor::new(303, "carol").with_locale("zh-TW");
    let token = help(&carol);
    let reply = fake.reply(&token).await;
    assert!(reply.content.starts_with("指令："), "{}", reply.content);

    let dave = Actor::new(404, "dave").with_locale("zh-CN");
    let token = help(&dave);
    let reply = fake.reply(&token).await;
    assert!(reply.content.starts_with("命令："), "{}", reply.content);

    let erin = Actor::new(505, "erin").with_locale("de");
    let token = help(&erin);
    let reply = fake.reply(&token).await;
    assert!(reply.content.starts_with("Commands:"), "{}", reply.content);

    let token = fake.slash(
        &dave,
        CHANNEL,
        "settings",
        &[Opt::Str("language", "en".into())],
    );
    let reply = fake.reply(&token).await;
    assert_eq!(reply.content, "Settings saved: English.");
    let token = help(&dave);
    let reply = fake.reply(&token).await;
    assert!(reply.content.starts_with("Commands:"), "{}", reply.content);

    bot.stop().await;
}
