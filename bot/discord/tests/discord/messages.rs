//! Messages and threads as Discord handles them: uploads matched to their attachment
//! descriptions and held to the size limits (40005), no empty message (50006), a locked
//! thread that refuses posts and interaction answers (50083), no thread in a thread.

use crate::shell::{
    board_post, game_bot, game_thread, legal_move, status, sword_magic_game, GameBot,
};
use referee_testkit::fake_discord::{Actor, FakeDiscord, Opt, CHANNEL};
use serde_json::json;
use serenity::all::{ChannelId, CreateAttachment, HttpBuilder};

fn refusal_code(result: serenity::Result<serenity::all::Message>) -> isize {
    match result {
        Err(serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(e))) => {
            e.error.code
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
}

/// Uploads as serenity's client sends them, against Discord's rules.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn uploads_and_empty_messages_are_refused_as_discord_does() {
    let fake = FakeDiscord::start().await;
    let http = HttpBuilder::new("fake-token")
        .proxy(fake.url.clone())
        .ratelimiter_disabled(true)
        .build();
    let channel = ChannelId::new(CHANNEL);
    let described =
        json!({ "content": "board", "attachments": [{ "id": 0, "filename": "a.png" }] });
    let file = |bytes: usize| CreateAttachment::bytes(vec![7u8; bytes], "a.png");

    http.send_message(channel, vec![file(1000)], &described)
        .await
        .expect("a described upload is accepted");
    // `files[0]` that `payload_json.attachments` does not describe.
    let undescribed = json!({ "content": "board" });
    let sent = http
        .send_message(channel, vec![file(1000)], &undescribed)
        .await;
    assert_eq!(refusal_code(sent), 50035);
    // Over 10 MiB in one file, or over 25 MiB in one request.
    let sent = http
        .send_message(channel, vec![file(10 * 1024 * 1024 + 1)], &described)
        .await;
    assert_eq!(refusal_code(sent), 40005);
    let three = (0..3).map(|_| file(9 * 1024 * 1024)).collect();
    let sent = http.send_message(channel, three, &described).await;
    assert_eq!(refusal_code(sent), 40005);
    // Nothing to show.
    let sent = http
        .send_message(channel, Vec::new(), &json!({ "content": "" }))
        .await;
    assert_eq!(refusal_code(sent), 50006);
    assert_eq!(fake.log().to_channel(CHANNEL).len(), 1);
}

/// A moderator locked the game's thread: Discord refuses even the answer to a `/move`
/// typed there (50083). The move still counts and its board goes to the parent channel.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_in_a_locked_thread_is_answered_in_its_channel() {
    let GameBot {
        fake,
        bot,
        clock,
        _dir,
    } = game_bot(true, |_| {}).await;
    let (white, black) = (Actor::new(11, "white"), Actor::new(22, "black"));
    let game = sword_magic_game(&fake, &white, &black).await;
    let thread = game_thread(&fake).await;
    let text = legal_move(&fake, &white, thread).await;

    fake.lock_thread(thread);
    let in_channel = fake.log().to_channel(CHANNEL).len();
    fake.slash(&white, thread, "move", &[Opt::Str("text", text.clone())]);
    board_post(&fake, CHANNEL, in_channel, game).await;
    assert_eq!(
        status(&bot.core, game, &white, clock.now()),
        "to_move:black"
    );
    assert!(fake.log().requests.iter().any(|r| r.refused_with(50083)));
    assert_eq!(fake.is_thread_archived(thread), Some(true));
    bot.stop().await;
}

/// A game challenged from inside another game's thread gets its own thread beside it:
/// Discord has no thread inside a thread.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_started_in_a_thread_gets_a_thread_in_the_channel() {
    let GameBot {
        fake,
        bot,
        clock: _,
        _dir,
    } = game_bot(true, |_| {}).await;
    let (white, black) = (Actor::new(11, "white"), Actor::new(22, "black"));
    sword_magic_game(&fake, &white, &black).await;
    let thread = game_thread(&fake).await;

    let options = [
        Opt::Str("variant", "sword-magic".into()),
        Opt::User("opponent", black.clone()),
    ];
    let token = fake.slash(&white, thread, "play", &options);
    let challenge = fake.reply(&token).await;
    let accept = challenge
        .buttons
        .iter()
        .find(|b| b.starts_with("accept:"))
        .cloned()
        .unwrap_or_else(|| panic!("no Accept button: {challenge:?}"));
    let token = fake.click(&black, &challenge, &accept);
    let _ = fake.answers(&token).await;
    let threads = fake
        .wait_for("a second game thread", |_| {
            let threads = fake.threads();
            (threads.len() == 2).then_some(threads)
        })
        .await;
    assert!(threads.iter().all(|t| t.1 == CHANNEL), "{threads:?}");
    assert!(!fake.log().requests.iter().any(|r| r.refused_with(50024)));
    bot.stop().await;
}
