//! Sword and Magic Chess through the fake Discord: moves picked from `/move` autocomplete
//! and played by slash command (White) and plain text (Black), a draw offer declined with
//! its button, and the game ended by a resignation confirmed with its button.

use crate::shell::{accepted_game, bot_in_channel, status, TestClock};
use referee_testkit::fake_discord::{Actor, FakeDiscord, Opt, Sent, Target, CHANNEL};

fn board_png(sent: &Sent) {
    assert_eq!(sent.files.len(), 1, "one board image expected: {sent:?}");
    assert!(sent.files[0].is_png(), "not a PNG");
}

/// The first legal move autocomplete offers `who`.
async fn a_legal_move(fake: &FakeDiscord, who: &Actor) -> String {
    let token = fake.autocomplete(who, CHANNEL, "move", &[], ("text", ""));
    let choices = fake
        .wait_for("autocomplete", |log| {
            log.sent
                .iter()
                .find(|s| s.target == Target::Autocomplete(token.clone()))
                .cloned()
        })
        .await
        .choices;
    assert!(!choices.is_empty() && choices.len() <= 25, "{choices:?}");
    choices[0].clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sword_and_magic_game_is_played_through_discord() {
    let fake = FakeDiscord::start().await;
    // Moves are typed in a server channel: the portal has Message Content on.
    fake.allow_message_content();
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::default();
    let bot = bot_in_channel(&fake, dir.path(), &clock).await;
    let (white, black) = (Actor::new(11, "white"), Actor::new(22, "black"));

    let (game, board) = accepted_game(&fake, &white, &black, "sword-magic").await;
    board_png(&board);
    assert_eq!(
        status(&bot.core, game, &white, clock.now()),
        "to_move:white"
    );

    for _ in 0..3 {
        let text = a_legal_move(&fake, &white).await;
        let token = fake.slash(&white, CHANNEL, "move", &[Opt::Str("text", text.clone())]);
        let answer = fake.reply(&token).await;
        assert!(!answer.ephemeral, "{answer:?}");
        board_png(&answer);

        let text = a_legal_move(&fake, &black).await;
        let before = fake.log().to_channel(CHANNEL).len();
        fake.say(&black, CHANNEL, &text);
        let posted = fake
            .wait_for("black's text move", |log| {
                log.to_channel(CHANNEL).get(before).cloned().cloned()
            })
            .await;
        board_png(&posted);
    }
    assert_eq!(
        status(&bot.core, game, &white, clock.now()),
        "to_move:white"
    );

    // A draw offer shows Accept / Decline buttons; Black declines with one.
    let token = fake.slash(&white, CHANNEL, "draw", &[]);
    let offer = fake.reply(&token).await;
    let decline = offer
        .buttons
        .iter()
        .find(|b| b.starts_with("draw-decline:"))
        .unwrap()
        .clone();
    let token = fake.click(&black, &offer, &decline);
    let _ = fake.answers(&token).await;
    assert_eq!(
        status(&bot.core, game, &white, clock.now()),
        "to_move:white"
    );

    // /resign asks privately first; the button resigns for good, publicly.
    let token = fake.slash(&black, CHANNEL, "resign", &[]);
    let ask = fake.reply(&token).await;
    assert!(ask.ephemeral);
    let confirm = ask
        .buttons
        .iter()
        .find(|b| b.starts_with("resign-confirm:"))
        .unwrap()
        .clone();
    assert_eq!(
        status(&bot.core, game, &white, clock.now()),
        "to_move:white"
    );
    let token = fake.click(&black, &ask, &confirm);
    let result = fake.reply(&token).await;
    assert!(!result.ephemeral);
    board_png(&result);
    assert_eq!(
        status(&bot.core, game, &white, clock.now()),
        "finished:white"
    );
    bot.stop().await;
}
