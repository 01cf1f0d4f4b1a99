//! Closed DMs (issue 18, item 7): once Discord refused a DM to a player (50007), the bot
//! does not try again until the player writes to it (docs/commands.md): three reminders,
//! one refused request, one notice in the channel.

use crate::shell::{hidden_duel, open_core, start_bot, status, TestClock};
use referee_core::CoreConfig;
use referee_testkit::fake_discord::{Actor, FakeDiscord, CHANNEL};
use std::time::{Duration, Instant};

const DAY: u64 = 86_400;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_reminders_to_closed_dms_cost_one_refused_request() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::default();
    let config = CoreConfig {
        reminder_secs: vec![2 * DAY, DAY, 3_600],
        ..CoreConfig::default()
    };
    let core = open_core(&dir.path().join("store"), config);
    let bot = start_bot(&fake, core, clock.clock()).await;
    fake.wait_identified(1).await;

    let (alice, bob) = (Actor::new(101, "alice"), Actor::new(202, "bob"));
    let game = hidden_duel(&bot.core, &alice, &bob, clock.now());
    let host = Actor::new(1, "host");
    let mover = if status(&bot.core, game, &host, clock.now()) == format!("to_move:{}", alice.name)
    {
        &alice
    } else {
        &bob
    };
    fake.refuse_dms(mover.id);
    let dm_channel = fake.dm_channel_of(mover);

    for reminder in 1..=3 {
        let due = bot.core.next_wakeup().expect("a reminder is due");
        clock.advance(due.saturating_sub(clock.now()) + 1);
        bot.running.rearm();
        // The tick has run once the game's clock moved on.
        let start = Instant::now();
        while bot.core.next_wakeup() == Some(due) {
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "reminder {reminder} never ran"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        if reminder == 1 {
            fake.wait_for("the notice in the channel", |log| {
                (!log.to_channel(CHANNEL).is_empty()).then_some(())
            })
            .await;
        }
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    {
        let log = fake.log();
        assert_eq!(log.dm_attempts(dm_channel), 1, "one refused DM, not three");
        let notices = log.to_channel(CHANNEL);
        assert_eq!(notices.len(), 1, "{notices:#?}");
        assert!(notices[0].content.contains(&format!("<@{}>", mover.id)));
    }
    bot.stop().await;
}
