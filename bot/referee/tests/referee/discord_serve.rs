//! The shipped start-up path: the real `referee serve` binary, configured with `http_proxy`
//! pointing at the fake Discord, plays a game, is killed mid-game and comes back with the
//! game and its deadline.

use referee_testkit::fake_discord::{Actor, FakeDiscord, Opt, Sent, Target, CHANNEL, GUILD};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Kills the bot when the test ends, however it ends.
struct Referee(Child);

impl Drop for Referee {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn serve(config: &Path) -> Referee {
    let child = Command::new(env!("CARGO_BIN_EXE_referee"))
        .arg("--config")
        .arg(config)
        .arg("serve")
        .env_remove("DISCORD_TOKEN")
        .stdin(Stdio::null())
        .spawn()
        .unwrap();
    Referee(child)
}

fn board_png(sent: &Sent) {
    assert_eq!(sent.files.len(), 1, "one board image expected: {sent:?}");
    assert!(sent.files[0].is_png());
}

fn newest_post_after(
    log: &referee_testkit::fake_discord::Log,
    count: usize,
    needle: &str,
) -> Option<Sent> {
    let posts = log.to_channel(CHANNEL);
    posts
        .get(count..)?
        .iter()
        .find(|s| s.content.contains(needle))
        .map(|s| (*s).clone())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_referee_binary_plays_through_the_proxy_and_survives_a_restart() {
    let fake = FakeDiscord::start().await;
    // Moves are typed in a server channel: the portal has Message Content on.
    fake.allow_message_content();
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    std::fs::write(
        &config,
        format!(
            "token = \"fake-token\"\nstore = {:?}\nhttp_proxy = {:?}\nguild_ids = [{GUILD}]\n\
             open_threads = false\nreminders = []\nunlisted_variants = [\"secret-duel\"]\n",
            dir.path().join("store"),
            fake.url,
        ),
    )
    .unwrap();
    let (alice, bob) = (Actor::new(101, "alice"), Actor::new(202, "bob"));
    let (carol, dave) = (Actor::new(303, "carol"), Actor::new(404, "dave"));

    let bot = serve(&config);
    fake.wait_identified(1).await;
    fake.wait_for("commands", |log| log.commands.get(&Some(GUILD)).cloned())
        .await;

    // The main game: challenge, accept by button, hide by DM.
    let (challenge, accept, game) = fake
        .challenge(
            &alice,
            &[
                Opt::Str("variant", "secret-duel".into()),
                Opt::User("opponent", bob.clone()),
            ],
        )
        .await;
    let game = game.to_string();
    let token = fake.click(&bob, &challenge, &accept);
    board_png(&fake.reply(&token).await);
    fake.say(&alice, fake.dm_channel_of(&alice), "hide a1");
    fake.say(&bob, fake.dm_channel_of(&bob), "hide c3");
    // The private answer to each hide (not the set-up prompt, also a DM).
    for who in [&alice, &bob] {
        fake.wait_dm_containing(who.id, "for you only").await;
    }

    // Find the first mover by trying: the other one is refused privately.
    let token = fake.slash(
        &alice,
        CHANNEL,
        "move",
        &[Opt::Str("text", "probe b2".into())],
    );
    let answers = fake.answers(&token).await;
    let (mover, other) = if answers[0].ephemeral {
        let token = fake.slash(
            &bob,
            CHANNEL,
            "move",
            &[Opt::Str("text", "probe b2".into())],
        );
        board_png(&fake.reply(&token).await);
        (bob.clone(), alice.clone())
    } else {
        board_png(&answers[0]);
        (alice.clone(), bob.clone())
    };

    // Crash (SIGKILL) mid-game and start again: the game carries on.
    drop(bot);
    let bot = serve(&config);
    fake.wait_identified(2).await;
    let before = fake.log().to_channel(CHANNEL).len();
    fake.say(&other, CHANNEL, "probe b1");
    let posted = fake
        .wait_for("the text move after the restart", |log| {
            newest_post_after(log, before, "b1")
        })
        .await;
    board_png(&posted);

    // A quick game whose deadline will pass while the bot is down: its clock starts when
    // Dave accepts, just before the bot is stopped.
    let quick = fake.slash(
        &carol,
        CHANNEL,
        "play",
        &[
            Opt::Str("variant", "secret-duel".into()),
            Opt::User("opponent", dave.clone()),
            Opt::Str("deadline", "20s".into()),
        ],
    );
    let quick = fake.reply(&quick).await;
    let quick_accept = quick.buttons[0].clone();
    let quick_game = quick_accept.split(':').nth(1).unwrap().to_string();
    let token = fake.click(&dave, &quick, &quick_accept);
    board_png(&fake.reply(&token).await);
    let quick_started = Instant::now();

    // Down again across the quick game's deadline; the next start claims it.
    drop(bot);
    let wait = Duration::from_secs(21).saturating_sub(quick_started.elapsed());
    tokio::time::sleep(wait).await;
    let before = fake.log().to_channel(CHANNEL).len();
    let _bot = serve(&config);
    fake.wait_identified(3).await;
    let missed = fake
        .wait_for("the quick game's missed deadline", |log| {
            newest_post_after(log, before, &format!("#{quick_game}"))
        })
        .await;
    assert!(
        missed.content.contains("missed the deadline"),
        "{}",
        missed.content
    );

    // The main game ends with a probe on the other treasure.
    let target = if mover.id == alice.id {
        "probe c3"
    } else {
        "probe a1"
    };
    let token = fake.slash(&mover, CHANNEL, "move", &[Opt::Str("text", target.into())]);
    let end = fake.reply(&token).await;
    board_png(&end);
    assert!(end.content.contains(&format!("#{game}")), "{}", end.content);
    let log = fake.log();
    assert!(
        log.requests.iter().all(|r| r.status != 404),
        "unknown endpoints were called"
    );
    assert!(log.sent.iter().all(|s| s.target != Target::Channel(0)));
}
