//! Channels where the bot lacks a permission (Discord 403 / 50013): a board that may not
//! be attached is posted as text with a note for the server admin; a thread the bot may
//! not write in falls back to its parent channel. Nothing is lost silently.

use crate::shell::{
    board_post, game_bot, game_thread, hidden_duel, legal_move, status, sword_magic_game, GameBot,
};
use referee_testkit::fake_discord::{Actor, Opt, Permission, CHANNEL};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_attach_files_the_move_is_posted_as_text_with_a_note() {
    let GameBot {
        fake,
        bot,
        clock,
        _dir,
    } = game_bot(false, |fake| {
        fake.allow_message_content();
        fake.deny(CHANNEL, Permission::AttachFiles);
    })
    .await;
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

/// `/move` typed in the game's channel while the game lives in its thread: the board is
/// posted in the thread, else its parent channel, else — no channel takes the bot's
/// messages — it answers the command itself, which needs no channel permission.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_no_channel_accepts_still_answers_the_move() {
    let GameBot {
        fake,
        bot,
        clock,
        _dir,
    } = game_bot(true, |_| {}).await;
    let (white, black) = (Actor::new(11, "white"), Actor::new(22, "black"));
    let game = sword_magic_game(&fake, &white, &black).await;
    let thread = game_thread(&fake).await;

    // No Send Messages in Threads (50013): the board goes to the parent channel.
    fake.deny(CHANNEL, Permission::SendMessagesInThreads);
    let in_channel = fake.log().to_channel(CHANNEL).len();
    let text = legal_move(&fake, &white, CHANNEL).await;
    let token = fake.slash(&white, CHANNEL, "move", &[Opt::Str("text", text.clone())]);
    board_post(&fake, CHANNEL, in_channel, game).await;
    fake.reply(&token).await;

    // No Send Messages either: the board is the command's own (public) follow-up.
    fake.deny(CHANNEL, Permission::SendMessages);
    let text = legal_move(&fake, &black, CHANNEL).await;
    let token = fake.slash(&black, CHANNEL, "move", &[Opt::Str("text", text.clone())]);
    let followup = fake
        .wait_for("the board as a follow-up", |log| {
            log.followups(&token).first().cloned().cloned()
        })
        .await;
    assert!(
        followup.content.contains(&format!("#{game}")),
        "{}",
        followup.content
    );
    assert!(followup.files.iter().any(|f| f.is_png()), "{followup:?}");
    assert!(!followup.ephemeral, "the board is public: {followup:?}");

    // The channel hidden from the bot altogether (50001 Missing Access): the same.
    fake.deny(CHANNEL, Permission::ViewChannel);
    let text = legal_move(&fake, &white, CHANNEL).await;
    let token = fake.slash(&white, CHANNEL, "move", &[Opt::Str("text", text.clone())]);
    let followup = fake
        .wait_for("the board as a follow-up", |log| {
            log.followups(&token).first().cloned().cloned()
        })
        .await;
    assert!(
        followup.content.contains(&format!("#{game}")),
        "{}",
        followup.content
    );
    assert!(followup.files.iter().any(|f| f.is_png()), "{followup:?}");
    {
        let log = fake.log();
        assert!(log.requests.iter().any(|r| r.refused_with(50001)));
        assert_eq!(
            log.to_channel(thread)
                .iter()
                .filter(|s| !s.files.is_empty())
                .count(),
            1,
            "only the opening board reached the thread"
        );
    }
    assert_eq!(
        status(&bot.core, game, &white, clock.now()),
        "to_move:black"
    );
    bot.stop().await;
}
