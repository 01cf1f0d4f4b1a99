//! Army chess through the real serenity client and the fake Discord: `/layout` answers
//! only its caller, and `/move` in a hidden mode is deferred as ephemeral, so neither a
//! refusal nor the mover's private note can become a public reply (spec §8.6).

use crate::shell::{game_bot, status, GameBot};
use referee_testkit::fake_discord::{Actor, Opt, CHANNEL};

const WALL: &str = "37 34 38 33 36 / 32 B 35 / 40 34 39 38 / 36 B 37 / 32 M 33 35 32 / M F M 34 33";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn layouts_and_moves_are_answered_only_to_their_player() {
    let GameBot {
        fake,
        bot,
        clock,
        _dir,
    } = game_bot(false, |_| {}).await;
    let (alice, bob) = (Actor::new(101, "alice"), Actor::new(202, "bob"));

    // A saved layout is secret: the slash command's answer is ephemeral.
    let token = fake.slash(
        &alice,
        CHANNEL,
        "layout",
        &[
            Opt::Str("action", "save".into()),
            Opt::Str("name", "wall".into()),
            Opt::Str("layout", WALL.into()),
        ],
    );
    let saved = fake.reply(&token).await;
    assert!(saved.ephemeral, "{saved:?}");
    assert!(saved.content.contains(WALL), "{}", saved.content);

    let (challenge, accept, game) = fake
        .challenge(
            &alice,
            &[
                Opt::Str("variant", "junqi-liangguo".into()),
                Opt::User("opponent", bob.clone()),
            ],
        )
        .await;
    let token = fake.click(&bob, &challenge, &accept);
    let _ = fake.answers(&token).await;
    // alice deploys her saved layout by name, bob the default, both by DM.
    for (who, line) in [(&alice, "deploy wall"), (&bob, "deploy default")] {
        fake.say(who, fake.dm_channel_of(who), line);
        fake.wait_for("the layout's echo", |log| {
            log.dms_to(who.id)
                .iter()
                .any(|s| s.content.contains(" / "))
                .then_some(())
        })
        .await;
    }
    assert_eq!(
        status(&bot.core, game, &alice, clock.now()),
        "to_move:alice"
    );

    // A refused /move: the answer, ephemeral, tells alice why; nothing public.
    let token = fake.slash(
        &alice,
        CHANNEL,
        "move",
        &[Opt::Str("text", "S6b-S5b".into())],
    );
    let refused = fake.reply(&token).await;
    assert!(refused.ephemeral, "{refused:?}");
    assert!(!refused.content.is_empty());
    assert_eq!(
        status(&bot.core, game, &alice, clock.now()),
        "to_move:alice"
    );

    // An accepted /move: the public items go to the channel, the answer stays private.
    let posted = fake.log().to_channel(CHANNEL).len();
    let token = fake.slash(
        &alice,
        CHANNEL,
        "move",
        &[Opt::Str("text", "S1e-C9".into())],
    );
    let answer = fake.reply(&token).await;
    assert!(answer.ephemeral, "{answer:?}");
    let post = fake
        .wait_for("the public move", |log| {
            log.to_channel(CHANNEL).get(posted).map(|s| (*s).clone())
        })
        .await;
    assert!(
        !post.ephemeral && post.content.contains("S1e"),
        "{}",
        post.content
    );
    assert_eq!(status(&bot.core, game, &bob, clock.now()), "to_move:bob");
    bot.stop().await;
}
