//! Discord's limits enforced by the fake: 429s (per route and global) and the 3-second
//! rule for autocomplete under load. Every accepted move still gets its posted board.
//!
//! `DISCORD_LOAD_GAMES` sizes the load test (CI default 12 games, each with a move and six
//! `/board`s in flight, so 84 renders; the documented long run is 1,000 games).

use crate::shell::{
    board_post, game_bot, hidden_duel, legal_move, status, sword_magic_game, GameBot, TestBot,
    TestClock,
};
use referee_testkit::fake_discord::{Actor, FakeDiscord, Opt, Sent, Target, CHANNEL};
use std::time::{Duration, Instant};

/// Cells nobody hides on (treasures are a1 and c3).
const MISSES: [&str; 4] = ["b2", "b1", "a2", "c2"];

struct Duel {
    id: u64,
    players: [Actor; 2],
    to_move: usize,
}

fn duels(bot: &TestBot, clock: &TestClock, count: u64) -> Vec<Duel> {
    let host = Actor::new(1, "host");
    (0..count)
        .map(|i| {
            let a = Actor::new(10_000 + i, &format!("a{i}"));
            let b = Actor::new(20_000 + i, &format!("b{i}"));
            // These duels measure the moves' own requests: the per-turn DMs are off.
            // (Concurrent first DMs share Discord's `POST /users/@me/channels` bucket,
            // which the shell does not coordinate between deliveries.)
            for player in [&a, &b] {
                turn_dm_off(bot, player, clock.now());
            }
            let id = hidden_duel(&bot.core, &a, &b, clock.now());
            let first = status(&bot.core, id, &host, clock.now());
            let to_move = usize::from(first == format!("to_move:{}", b.name));
            Duel {
                id,
                players: [a, b],
                to_move,
            }
        })
        .collect()
}

fn turn_dm_off(bot: &TestBot, player: &Actor, now: u64) {
    use referee_core::request::{Command, Place, Request, User};
    bot.core.handle(Request {
        user: User {
            id: player.id,
            name: player.name.clone(),
        },
        place: Place {
            channel: CHANNEL,
            guild: None,
            dm: false,
        },
        command: Command::Typed {
            text: "/settings turn-dm:off".into(),
        },
        delivery_id: None,
        now,
        locale: None,
    });
}

fn probe(fake: &FakeDiscord, duel: &Duel, cell: &str) -> String {
    let options = [
        Opt::Str("text", format!("probe {cell}")),
        Opt::Int("game", duel.id as i64),
    ];
    fake.slash(&duel.players[duel.to_move], CHANNEL, "move", &options)
}

fn assert_board(answer: &Sent, cell: &str) {
    assert!(!answer.ephemeral, "a refusal instead of a move: {answer:?}");
    assert!(answer.content.contains(cell), "{}", answer.content);
    assert_eq!(answer.files.len(), 1, "no board with the move: {answer:?}");
    assert!(answer.files[0].is_png());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_accepted_move_is_posted_while_discord_answers_429() {
    // One request in three is refused, registration included; retrying before the
    // reset is refused again.
    let GameBot {
        fake,
        bot,
        clock,
        _dir,
    } = game_bot(false, |fake| {
        fake.rate_limit_every(3, Duration::from_millis(250))
    })
    .await;
    fake.wait_for("commands despite 429s", |log| {
        log.commands.values().next().cloned()
    })
    .await;
    let mut games = duels(&bot, &clock, 2);
    for cell in MISSES {
        for duel in &mut games {
            let token = probe(&fake, duel, cell);
            let answer = fake.reply(&token).await;
            assert_board(&answer, cell);
            duel.to_move ^= 1;
        }
    }
    let (limited, too_early) = fake.rate_limited();
    assert!(limited >= 5, "the fake limited only {limited} requests");
    assert_eq!(too_early, 0, "the bot retried before Retry-After");
    assert!(fake.log().deleted_replies.is_empty());
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_answer_is_sent_again_not_deleted() {
    let GameBot {
        fake,
        bot,
        clock,
        _dir,
    } = game_bot(false, |_| {}).await;
    let mut games = duels(&bot, &clock, 1);
    let duel = &mut games[0];

    // The edit carrying the board is refused once.
    fake.rate_limit_next("PATCH /webhooks", 1, Duration::from_millis(300));
    let token = probe(&fake, duel, MISSES[0]);
    assert_board(&fake.reply(&token).await, MISSES[0]);
    duel.to_move ^= 1;

    // The deferral itself is refused once: it is retried within Discord's 3 seconds.
    fake.rate_limit_next("POST /interactions", 1, Duration::from_millis(300));
    let token = probe(&fake, duel, MISSES[1]);
    assert_board(&fake.reply(&token).await, MISSES[1]);
    duel.to_move ^= 1;

    // A global limit holds every route for its duration.
    fake.rate_limit_global_once(Duration::from_millis(400));
    let token = probe(&fake, duel, MISSES[2]);
    assert_board(&fake.reply(&token).await, MISSES[2]);

    assert_eq!(fake.rate_limited(), (3, 0));
    {
        let log = fake.log();
        assert!(log.deleted_replies.is_empty());
        assert!(
            !log.requests.iter().any(|r| r.refused_with(10062)),
            "an initial response came too late"
        );
    }
    bot.stop().await;
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index.min(sorted.len().saturating_sub(1))]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_is_answered_in_time_while_every_game_moves_at_once() {
    let games: u64 = std::env::var("DISCORD_LOAD_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(12);
    let GameBot {
        fake,
        bot,
        clock,
        _dir,
    } = game_bot(false, |_| {}).await;
    let started = Instant::now();
    let games = duels(&bot, &clock, games);

    // Every game moves at once (each move renders a board), and while those queue the
    // players whose moves wait ask for suggestions.
    let setup = started.elapsed();
    let moves: Vec<String> = games.iter().map(|d| probe(&fake, d, MISSES[0])).collect();
    // Six `/board`s per game render too (setting up games in a debug build is slow, so
    // most of the load comes from these).
    let boards: Vec<String> = games
        .iter()
        .flat_map(|d| {
            let options = [Opt::Int("game", d.id as i64)];
            [0, 1, 0, 1, 0, 1].map(|seat| fake.slash(&d.players[seat], CHANNEL, "board", &options))
        })
        .collect();
    let mut asked = Vec::new();
    for duel in games
        .iter()
        .rev()
        .cycle()
        .step_by((games.len() / 40).max(1))
        .take(40)
    {
        let mover = &duel.players[duel.to_move];
        let options = [Opt::Int("game", duel.id as i64)];
        let token = fake.autocomplete(mover, CHANNEL, "move", &options, ("text", "pro"));
        asked.push((token, Instant::now()));
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    for token in &moves {
        assert_board(&fake.reply(token).await, MISSES[0]);
    }
    for token in &boards {
        assert!(!fake.reply(token).await.files.is_empty());
    }

    let (waits, empty) = {
        let log = fake.log();
        let late = log
            .requests
            .iter()
            .filter(|r| r.refused_with(10062))
            .count();
        assert_eq!(late, 0, "Discord would have refused {late} answers as late");
        let mut waits = Vec::new();
        let mut empty = 0;
        for (token, asked_at) in &asked {
            let answer = log
                .sent
                .iter()
                .find(|s| s.target == Target::Autocomplete(token.clone()))
                .unwrap_or_else(|| panic!("autocomplete {token} never answered"));
            waits.push(answer.at - *asked_at);
            empty += usize::from(answer.choices.is_empty());
        }
        waits.sort();
        (waits, empty)
    };
    println!(
        "autocomplete under {} moving games (set up in {setup:?}): {} asked, {empty} empty, \
         median {:?}, p99 {:?}",
        games.len(),
        asked.len(),
        percentile(&waits, 0.5),
        percentile(&waits, 0.99),
    );
    bot.stop().await;
}

/// Discord's JSON error code of a refused request.
fn discord_code<T: std::fmt::Debug>(result: serenity::Result<T>) -> Option<isize> {
    match result {
        Err(serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(response))) => {
            Some(response.error.code)
        }
        other => panic!("expected Discord to refuse, got {other:?}"),
    }
}

/// The fake keeps Discord's interaction rules, checked with serenity's own client: one
/// initial callback (40060 for a second), at most 25 autocomplete choices of 1–100
/// characters (50035), and no edit once the token has expired (50027).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_fake_refuses_what_discord_refuses_in_an_answer() {
    use serenity::all::{
        AutocompleteChoice, CreateAutocompleteResponse, CreateInteractionResponse,
        CreateInteractionResponseMessage, EditInteractionResponse, HttpBuilder, InteractionId,
    };
    let fake = FakeDiscord::start().await;
    let http = HttpBuilder::new("fake-token")
        .proxy(fake.url.clone())
        .ratelimiter_disabled(true)
        .application_id(referee_testkit::fake_discord::APP_ID.into())
        .build();
    let who = Actor::new(5, "player");

    let (id, token) = fake.undelivered_interaction(&who, 2);
    let defer = CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new());
    let id = InteractionId::new(id);
    http.create_interaction_response(id, &token, &defer, Vec::new())
        .await
        .expect("the first callback is accepted");
    let again = http
        .create_interaction_response(id, &token, &defer, Vec::new())
        .await;
    assert_eq!(discord_code(again), Some(40060));
    let edit = EditInteractionResponse::new().content("in time");
    http.edit_original_interaction_response(&token, &edit, Vec::new())
        .await
        .expect("an edit within the token's lifetime is accepted");

    let choices = |count: usize, name: &str| {
        let list = (0..count)
            .map(|i| AutocompleteChoice::new(format!("{name}{i}"), format!("v{i}")))
            .collect();
        CreateInteractionResponse::Autocomplete(CreateAutocompleteResponse::new().set_choices(list))
    };
    let long_name = "x".repeat(100);
    for (count, name, accepted) in [
        (26, "n", false),
        (1, long_name.as_str(), false),
        (25, "n", true),
    ] {
        let (id, token) = fake.undelivered_interaction(&who, 4);
        let answer = http
            .create_interaction_response(
                InteractionId::new(id),
                &token,
                &choices(count, name),
                Vec::new(),
            )
            .await;
        match accepted {
            true => answer.expect("25 short choices are accepted"),
            false => assert_eq!(discord_code(answer), Some(50035), "{count} × {name:?}"),
        }
    }

    fake.set_token_lifetime(Duration::from_millis(50));
    let (id, token) = fake.undelivered_interaction(&who, 2);
    http.create_interaction_response(InteractionId::new(id), &token, &defer, Vec::new())
        .await
        .expect("the callback is in time");
    tokio::time::sleep(Duration::from_millis(100)).await;
    let late = http
        .edit_original_interaction_response(&token, &edit, Vec::new())
        .await;
    assert_eq!(discord_code(late), Some(50027));
}

/// A token that expired before the answer was ready (Discord: 15 minutes; here at
/// once): the move is still accepted and its board posted in the channel.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_answered_after_its_token_expired_is_posted_in_the_channel() {
    let GameBot {
        fake,
        bot,
        clock,
        _dir,
    } = game_bot(false, |_| {}).await;
    let (white, black) = (Actor::new(11, "white"), Actor::new(22, "black"));
    let game = sword_magic_game(&fake, &white, &black).await;
    let text = legal_move(&fake, &white, CHANNEL).await;

    fake.set_token_lifetime(Duration::ZERO);
    let before = fake.log().to_channel(CHANNEL).len();
    fake.slash(&white, CHANNEL, "move", &[Opt::Str("text", text.clone())]);
    board_post(&fake, CHANNEL, before, game).await;
    assert_eq!(
        status(&bot.core, game, &white, clock.now()),
        "to_move:black"
    );
    {
        let log = fake.log();
        assert!(log.requests.iter().any(|r| r.refused_with(50027)));
        assert!(!log.requests.iter().any(|r| r.refused_with(40060)));
    }
    bot.stop().await;
}
