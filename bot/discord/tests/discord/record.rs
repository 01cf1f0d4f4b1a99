//! Takebacks and finished games through the fake Discord: `/undo` answered with its
//! button, then after the end `/board` without a game number, `/games list:finished`
//! `/export` attaching the record as a text file with its replay GIF beside it, and
//! `/replay` posting the game as a GIF.

use crate::shell::{game_bot, status, GameBot};
use referee_testkit::fake_discord::{Actor, Opt, CHANNEL};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undo_by_button_and_a_finished_game_stays_readable() {
    let GameBot {
        fake,
        bot,
        clock,
        _dir,
    } = game_bot(false, |_| {}).await;
    let (white, black) = (Actor::new(11, "white"), Actor::new(22, "black"));
    let (challenge, accept, game) = fake
        .challenge(
            &white,
            &[
                Opt::Str("variant", "sword-magic".into()),
                Opt::User("opponent", black.clone()),
                // Casual: takebacks are refused in rated games.
                Opt::Str("rated", "no".into()),
            ],
        )
        .await;
    let token = fake.click(&black, &challenge, &accept);
    fake.reply(&token).await;

    // White moves, asks to take it back; Black accepts with the button.
    let token = fake.slash(&white, CHANNEL, "move", &[Opt::Str("text", "d2-d4".into())]);
    fake.reply(&token).await;
    assert_eq!(
        status(&bot.core, game, &white, clock.now()),
        "to_move:black"
    );
    let token = fake.slash(&white, CHANNEL, "undo", &[]);
    let ask = fake.reply(&token).await;
    assert!(!ask.ephemeral, "the question is public: {ask:?}");
    let button = ask
        .buttons
        .iter()
        .find(|b| b.starts_with("undo-accept:"))
        .unwrap_or_else(|| panic!("no accept button: {ask:?}"))
        .clone();
    let token = fake.click(&black, &ask, &button);
    let taken = fake.reply(&token).await;
    assert!(taken.content.contains("taken back"), "{}", taken.content);
    assert!(taken.files.iter().any(|f| f.is_png()), "the board again");
    assert_eq!(
        status(&bot.core, game, &white, clock.now()),
        "to_move:white"
    );

    // Black resigns; the game is over but still readable here.
    let token = fake.slash(&white, CHANNEL, "move", &[Opt::Str("text", "e2-e3".into())]);
    fake.reply(&token).await;
    let token = fake.slash(&black, CHANNEL, "resign", &[]);
    let ask = fake.reply(&token).await;
    let confirm = ask
        .buttons
        .iter()
        .find(|b| b.starts_with("resign-confirm:"))
        .unwrap()
        .clone();
    let token = fake.click(&black, &ask, &confirm);
    fake.reply(&token).await;

    let token = fake.slash(&black, CHANNEL, "board", &[]);
    let board = fake.reply(&token).await;
    assert!(
        board.ephemeral && board.files.iter().any(|f| f.is_png()),
        "{board:?}"
    );

    let token = fake.slash(
        &black,
        CHANNEL,
        "games",
        &[Opt::Str("list", "finished".into())],
    );
    let finished = fake.reply(&token).await;
    assert!(
        finished.content.contains(&format!("#{game}")) && finished.content.contains("lost"),
        "{}",
        finished.content
    );

    let token = fake.slash(&black, CHANNEL, "export", &[Opt::Int("game", game as i64)]);
    let export = fake.reply(&token).await;
    let file = export
        .files
        .iter()
        .find(|f| f.name == format!("game-{game}.txt"))
        .unwrap_or_else(|| panic!("no record attached: {export:?}"));
    let record = referee_core::record::parse(&String::from_utf8_lossy(&file.bytes)).expect("reads");
    let moves: Vec<&str> = record.record.log.iter().map(|e| e.text.as_str()).collect();
    assert_eq!(moves, ["e2-e3", "resign"]);
    // Beside the record, in the same reply: its replay as a GIF, the whole upload within
    // the limit.
    assert!(export.ephemeral, "the export is for the caller: {export:?}");
    let replay_gif = export
        .files
        .iter()
        .find(|f| f.name == format!("game-{game}-replay.gif"))
        .unwrap_or_else(|| panic!("no replay beside the record: {export:?}"));
    assert!(replay_gif.bytes.starts_with(b"GIF89a"));
    let upload: usize = export.files.iter().map(|f| f.bytes.len()).sum();
    assert!(
        upload <= render::UPLOAD_BUDGET,
        "{upload} bytes in one upload"
    );
    assert!(
        export.content.contains("replay of 2 moves"),
        "{}",
        export.content
    );

    // The replay: one GIF in the channel, the start and the two logged plies.
    let token = fake.slash(&white, CHANNEL, "replay", &[Opt::Int("game", game as i64)]);
    let replay = fake.reply(&token).await;
    let gifs: Vec<_> = replay
        .files
        .iter()
        .filter(|f| f.name.ends_with(".gif"))
        .collect();
    assert_eq!(gifs.len(), 1, "one GIF attached: {replay:?}");
    assert!(!replay.ephemeral, "the replay is for the channel");
    assert!(gifs[0].bytes.starts_with(b"GIF89a"));
    assert!(
        gifs[0].bytes.len() <= render::UPLOAD_BUDGET,
        "within the upload limit"
    );
    bot.stop().await;
}
