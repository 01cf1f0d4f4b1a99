//! The Discord client's language: a user who chose none reads the bot in their client's
//! locale (interaction `locale`); `/settings language:` overrides it.

use crate::shell::{open_core, start_bot, TestClock};
use referee_core::words::Lang;
use referee_core::{CoreConfig, Refusal};
use referee_testkit::fake_discord::{Actor, FakeDiscord, Opt, CHANNEL};

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

/// Replies the Discord shell words itself (a `deadline:` that is not a duration, a button
/// that no longer works) are in the player's language, not two languages side by side.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_shells_own_replies_follow_the_players_language() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::default();
    let core = open_core(&dir.path().join("store"), CoreConfig::default());
    let bot = start_bot(&fake, core, clock.clock()).await;
    fake.wait_identified(1).await;

    let dave = Actor::new(404, "dave").with_locale("zh-CN");
    let bob = Actor::new(202, "bob");
    let token = fake.slash(
        &dave,
        CHANNEL,
        "play",
        &[
            Opt::Str("variant", "secret-duel".into()),
            Opt::User("opponent", Actor::new(202, "bob")),
            Opt::Str("deadline", "soon".into()),
        ],
    );
    let reply = fake.reply(&token).await;
    let wanted = referee_core::words::refusal(Lang::ZhCn, &Refusal::BadDuration("soon".into()));
    assert_eq!(reply.content, wanted);
    assert!(!reply.content.contains("duration"), "{}", reply.content);

    let (challenge, _, _) = fake
        .challenge(
            &bob,
            &[
                Opt::Str("variant", "secret-duel".into()),
                Opt::User("opponent", Actor::new(404, "dave")),
            ],
        )
        .await;
    let carol = Actor::new(303, "carol").with_locale("zh-TW");
    let token = fake.click(&carol, &challenge, "retired-button:1");
    let reply = fake.reply(&token).await;
    assert_eq!(reply.content, referee_core::words::stale_button(Lang::ZhTw));
    assert_eq!(reply.content, "此按鈕已失效。");

    bot.stop().await;
}
