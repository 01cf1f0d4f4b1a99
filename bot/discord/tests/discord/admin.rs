//! `/abort force` end to end through the fake Discord: the member's Manage Server bit
//! (0x20 in the interaction's `member.permissions`) decides, and a member without it is
//! refused privately while the game goes on.

use crate::shell::{hidden_duel, open_core, start_bot, status, TestClock};
use referee_core::CoreConfig;
use referee_testkit::fake_discord::{Actor, FakeDiscord, Opt, CHANNEL};

const MANAGE_SERVER: u64 = 0x20;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_manager_ends_a_stuck_game_and_others_are_refused() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::default();
    let core = open_core(&dir.path().join("s"), CoreConfig::default());
    let bot = start_bot(&fake, core, clock.clock()).await;
    fake.wait_identified(1).await;
    let (alice, bob) = (Actor::new(101, "alice"), Actor::new(202, "bob"));
    let game = hidden_duel(&bot.core, &alice, &bob, clock.now());
    let before = status(&bot.core, game, &alice, clock.now());
    assert!(before.starts_with("to_move:"), "{before}");
    assert!(bot.core.next_wakeup().is_some(), "the game has a deadline");

    // A player without Manage Server: a private refusal, the game untouched.
    let force = [Opt::Bool("force", true), Opt::Int("game", game as i64)];
    let token = fake.slash(&alice, CHANNEL, "abort", &force);
    let refused = fake.answers(&token).await;
    assert!(refused.iter().all(|s| s.ephemeral), "{refused:?}");
    assert!(
        refused.iter().any(|s| s.content.contains("server admin")),
        "{refused:?}"
    );
    assert_eq!(status(&bot.core, game, &alice, clock.now()), before);

    // A moderator holding Manage Server (and other bits) ends it for everyone.
    let moderator = Actor::new(303, "mod").with_permissions(MANAGE_SERVER | 0x400 | 0x800);
    let token = fake.slash(&moderator, CHANNEL, "abort", &force);
    let answers = fake.answers(&token).await;
    let post = answers
        .iter()
        .find(|s| !s.ephemeral)
        .unwrap_or_else(|| panic!("a public answer: {answers:?}"));
    assert!(
        post.content.contains("<@303>") && post.content.contains("server admin"),
        "{}",
        post.content
    );
    assert_eq!(status(&bot.core, game, &alice, clock.now()), "aborted");
    assert_eq!(bot.core.next_wakeup(), None, "its deadline is gone");
    bot.stop().await;
}
