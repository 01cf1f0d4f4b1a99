//! Open tables through the real serenity client and the fake Discord: `/play` with no
//! opponent posts a table with a Join button, a click on it takes the seat and starts the
//! game, a late click is refused to the clicker alone; and a table nobody fills lapses
//! with a note in its channel when the clock reaches its deadline.

use crate::shell::{open_core, start_bot, status, TestClock};
use referee_core::CoreConfig;
use referee_testkit::fake_discord::{Actor, FakeDiscord, Opt, CHANNEL};

fn alice() -> Actor {
    Actor::new(101, "alice")
}
fn bob() -> Actor {
    Actor::new(202, "bob")
}
fn carol() -> Actor {
    Actor::new(303, "carol")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_join_button_takes_the_free_seat_and_starts_the_game() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::default();
    let core = open_core(&dir.path().join("store"), CoreConfig::default());
    let bot = start_bot(&fake, core, clock.clock()).await;
    fake.wait_identified(1).await;
    let (alice, bob, carol) = (alice(), bob(), carol());

    let token = fake.slash(
        &alice,
        CHANNEL,
        "play",
        &[Opt::Str("variant", "secret-duel".into())],
    );
    let table = fake.reply(&token).await;
    assert!(!table.ephemeral, "a table is public");
    assert!(
        table.content.contains("opened a table"),
        "{}",
        table.content
    );
    let join = table
        .buttons
        .iter()
        .find(|b| b.starts_with("join:"))
        .cloned()
        .unwrap_or_else(|| panic!("no Join button: {:?}", table.buttons));
    let game: u64 = join["join:".len()..].parse().unwrap();
    assert_eq!(status(&bot.core, game, &alice, clock.now()), "challenge");

    let token = fake.click(&bob, &table, &join);
    let answers = fake.answers(&token).await;
    assert!(
        answers
            .iter()
            .any(|s| !s.files.is_empty() && s.content.contains("begins")),
        "the starting board: {answers:?}"
    );
    assert_eq!(status(&bot.core, game, &alice, clock.now()), "setup");

    // The button is still under the old post: a late click is refused to the clicker only.
    let token = fake.click(&carol, &table, &join);
    let late = fake.answers(&token).await;
    assert!(late.iter().all(|s| s.ephemeral), "{late:?}");
    assert!(
        late.iter().any(|s| s.content.contains("already started")),
        "{late:?}"
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_nobody_fills_lapses_with_a_note() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::default();
    let core = open_core(&dir.path().join("store"), CoreConfig::default());
    let bot = start_bot(&fake, core, clock.clock()).await;
    fake.wait_identified(1).await;
    let alice = alice();

    let token = fake.slash(
        &alice,
        CHANNEL,
        "play",
        &[
            Opt::Str("variant", "junqi-siguo".into()),
            Opt::Str("deadline", "1d".into()),
        ],
    );
    let table = fake.reply(&token).await;
    assert!(
        table.content.contains("3 seats are free"),
        "{}",
        table.content
    );
    let game: u64 = table
        .buttons
        .iter()
        .find_map(|b| b.strip_prefix("join:"))
        .and_then(|id| id.parse().ok())
        .unwrap_or_else(|| panic!("no Join button: {:?}", table.buttons));

    clock.advance(86_400 + 1);
    bot.running.rearm();
    let note = fake
        .wait_for("the lapse note", |log| {
            log.to_channel(CHANNEL)
                .into_iter()
                .find(|s| s.content.contains("has lapsed"))
                .cloned()
        })
        .await;
    assert!(
        note.content.contains(&format!("Table #{game} has lapsed")),
        "{}",
        note.content
    );
    assert_eq!(status(&bot.core, game, &alice, clock.now()), "declined");
    bot.stop().await;
}
