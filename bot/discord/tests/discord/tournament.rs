//! `/tournament` through the fake Discord: joining is announced in the channel, a team
//! variant wants a partner picked with the user option, and the standings come back to
//! the asker only, as text with the table's PNG attached.

use crate::shell::{open_core, start_bot, TestClock};
use referee_core::CoreConfig;
use referee_testkit::fake_discord::{Actor, FakeDiscord, Opt, CHANNEL};

fn action(value: &str) -> Opt {
    Opt::Str("action", value.to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_join_by_slash_command_and_read_the_standings_privately() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::default();
    let core = open_core(&dir.path().join("s"), CoreConfig::default());
    let bot = start_bot(&fake, core, clock.clock()).await;
    fake.wait_identified(1).await;
    let alice = Actor::new(101, "alice");
    let bob = Actor::new(202, "bob");
    let carol = Actor::new(303, "carol");

    let create = [
        action("create"),
        Opt::Str("variant", "sword-magic".into()),
        Opt::Str("format", "round-robin".into()),
    ];
    let token = fake.slash(&alice, CHANNEL, "tournament", &create);
    let created = fake.answers(&token).await;
    assert!(
        created
            .iter()
            .any(|s| !s.ephemeral && s.content.contains("Tournament T1")),
        "{created:?}"
    );

    for who in [&alice, &bob, &carol] {
        let token = fake.slash(who, CHANNEL, "tournament", &[action("join")]);
        let joined = fake.answers(&token).await;
        let mention = format!("<@{}> joined tournament T1", who.id);
        assert!(
            joined
                .iter()
                .any(|s| !s.ephemeral && s.content.contains(&mention)),
            "{joined:?}"
        );
    }
    // A partner is for teams only: refused privately in a two-player game.
    let with_partner = [action("join"), Opt::User("partner", carol.clone())];
    let token = fake.slash(&bob, CHANNEL, "tournament", &with_partner);
    let refused = fake.answers(&token).await;
    assert!(refused.iter().all(|s| s.ephemeral), "{refused:?}");

    let standings = [action("standings"), Opt::Str("tournament", "T1".into())];
    let token = fake.slash(&carol, CHANNEL, "tournament", &standings);
    let answers = fake.answers(&token).await;
    let table = answers
        .iter()
        .find(|s| s.content.contains("Tournament T1 ·"))
        .unwrap_or_else(|| panic!("the standings: {answers:?}"));
    assert!(table.ephemeral, "only the asker sees the standings");
    assert!(table.content.contains("<@101>") && table.content.contains("<@303>"));
    let png = table
        .files
        .iter()
        .find(|f| f.name.contains("standings"))
        .unwrap_or_else(|| panic!("the table as an image: {:?}", table.files.len()));
    assert!(png.bytes.starts_with(b"\x89PNG"));
    bot.stop().await;
}
