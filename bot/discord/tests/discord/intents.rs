//! A bot whose Developer Portal lacks the Message Content intent: Discord closes the
//! gateway with 4014. The referee carries on with slash commands instead of exiting.

use crate::shell::{game_bot, hidden_duel, status, GameBot};
use referee_testkit::fake_discord::{Actor, Opt, CHANNEL};
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_message_content_the_bot_runs_on_slash_commands() {
    let GameBot {
        fake,
        bot,
        clock,
        _dir,
    } = game_bot(false, |_| {}).await;
    assert_eq!(fake.intent_refusals(), 1, "the first IDENTIFY asked for it");
    assert!(!bot.running.reads_server_messages());

    let (a, b) = (Actor::new(101, "alice"), Actor::new(202, "bob"));
    let game = hidden_duel(&bot.core, &a, &b, clock.now());
    let host = Actor::new(1, "host");
    let before = status(&bot.core, game, &host, clock.now());
    let (mover, _) = if before == format!("to_move:{}", a.name) {
        (&a, &b)
    } else {
        (&b, &a)
    };

    // A typed move in the server channel arrives without its text: nothing happens.
    fake.say(mover, CHANNEL, "probe b2");
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(status(&bot.core, game, &host, clock.now()), before);
    assert!(fake.log().to_channel(CHANNEL).is_empty());

    // The same move as a slash command is played and posted with its board.
    let options = [
        Opt::Str("text", "probe b2".into()),
        Opt::Int("game", game as i64),
    ];
    let token = fake.slash(mover, CHANNEL, "move", &options);
    let answer = fake.reply(&token).await;
    assert!(answer.content.contains("b2"), "{}", answer.content);
    assert!(answer.files.first().is_some_and(|f| f.is_png()));
    assert_ne!(status(&bot.core, game, &host, clock.now()), before);
    bot.stop().await;
}
