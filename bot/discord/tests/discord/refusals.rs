//! A typed move that is refused is answered by DM (the reason may name a secret). When
//! Discord refuses that DM (50007) the player still learns that nothing happened: a short
//! nudge in the game's channel that says nothing about the move, once per game.

use crate::shell::{game_bot, hidden_duel, status, GameBot};
use referee_testkit::fake_discord::{Actor, CHANNEL};
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_typed_move_with_closed_dms_gets_a_channel_nudge_once() {
    let GameBot {
        fake,
        bot,
        clock,
        _dir,
    } = game_bot(false, |fake| {
        fake.allow_message_content();
    })
    .await;
    let (a, b) = (Actor::new(101, "alice"), Actor::new(202, "bob"));
    let game = hidden_duel(&bot.core, &a, &b, clock.now());
    let host = Actor::new(1, "host");
    let before = status(&bot.core, game, &host, clock.now());
    // The player who is not to move types a move: the rules refuse it.
    let waiting = if before == format!("to_move:{}", a.name) {
        &b
    } else {
        &a
    };
    fake.refuse_dms(waiting.id);

    fake.say(waiting, CHANNEL, "probe b2");
    let nudge = fake
        .wait_for("the nudge in the channel", |log| {
            log.to_channel(CHANNEL).first().map(|s| (*s).clone())
        })
        .await;
    assert!(
        nudge.content.contains(&format!("<@{}>", waiting.id)),
        "{}",
        nudge.content
    );
    assert!(nudge.content.contains("not accepted"), "{}", nudge.content);
    assert!(!nudge.content.contains("b2") && !nudge.content.contains("probe"));
    assert!(nudge.files.is_empty());
    assert_eq!(status(&bot.core, game, &host, clock.now()), before);
    assert_eq!(fake.log().dm_attempts(fake.dm_channel_of(waiting)), 1);

    // Refused again in the same game: still refused, no second nudge.
    fake.say(waiting, CHANNEL, "probe b1");
    fake.wait_for("the second DM attempt", |log| {
        (log.dm_attempts(fake.dm_channel_of(waiting)) == 2).then_some(())
    })
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(fake.log().to_channel(CHANNEL).len(), 1);
    bot.stop().await;
}
