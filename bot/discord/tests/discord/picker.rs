//! A move played by clicks alone through the real serenity client and the fake Discord,
//! which holds every component to Discord's rules: the Move button under the board opens
//! an ephemeral picker, each choice edits it in place (acknowledged as an update, never a
//! new message), the last one plays, and the move is posted in the channel as if typed.

use crate::shell::{accepted_game, bot_in_channel, status, TestClock};
use referee_testkit::fake_discord::{component_problem, Actor, FakeDiscord, Sent, Target, CHANNEL};
use serde_json::Value;

/// The select of a picker message: its custom id and its options' values.
fn select(sent: &Sent) -> (String, Vec<String>) {
    assert_eq!(
        component_problem(&sent.components),
        None,
        "{:#}",
        sent.components
    );
    let select = sent.components[0]["components"][0].clone();
    assert_eq!(select["type"], 3, "a select first: {:#}", sent.components);
    let values = select["options"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|o| o["value"].as_str().map(str::to_string))
        .collect();
    (
        select["custom_id"].as_str().unwrap_or_default().to_string(),
        values,
    )
}

/// The picker as the click's update left it: the edit that followed the acknowledgement.
async fn edited(fake: &FakeDiscord, token: &str) -> Sent {
    let target = Target::Reply(token.to_string());
    fake.wait_for("the picker's edit", |log| {
        log.sent
            .iter()
            .rev()
            .find(|s| s.target == target && s.callback == 0)
            .cloned()
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_is_played_by_clicks_through_discord() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::default();
    let bot = bot_in_channel(&fake, dir.path(), &clock).await;
    let (white, black) = (Actor::new(11, "white"), Actor::new(22, "black"));
    let (game, board) = accepted_game(&fake, &white, &black, "sword-magic").await;
    let move_button = format!("move:{game}");
    assert!(board.buttons.contains(&move_button), "{:?}", board.buttons);

    // Black may not open White's picker: a private refusal, nothing played.
    let token = fake.click(&black, &board, &move_button);
    let refusal = fake.reply(&token).await;
    assert!(
        refusal.ephemeral && refusal.content.contains("not your turn"),
        "{refusal:?}"
    );

    // White's Move: an ephemeral picker with a select of pieces and the board image.
    let token = fake.click(&white, &board, &move_button);
    let picker = fake.reply(&token).await;
    assert!(picker.ephemeral, "only White sees the picker");
    assert!(picker.files.iter().any(|f| f.is_png()), "the step's image");
    let (pieces, values) = select(&picker);
    assert!(values.contains(&"d2".to_string()), "{values:?}");

    // The piece: acknowledged as an update (type 6), then the picker edited in place.
    let token = fake.choose(&white, &picker, &pieces, "d2");
    let targets = edited(&fake, &token).await;
    assert_eq!(
        fake.log().sent.iter().filter(|s| s.callback == 6).count(),
        1,
        "a picker step answers with an update, not a new message"
    );
    let (targets_id, values) = select(&targets);
    assert_eq!(values, ["d3", "d4"]);

    // The target plays at once, and the channel sees the move as if typed.
    let before = fake.log().to_channel(CHANNEL).len();
    let token = fake.choose(&white, &targets, &targets_id, "d4");
    let played = edited(&fake, &token).await;
    assert!(played.content.contains("d2-d4"), "{played:?}");
    assert_eq!(
        played.components,
        Value::Array(Vec::new()),
        "no components once played"
    );
    let post = fake
        .wait_for("the move's post", |log| {
            log.to_channel(CHANNEL).get(before).cloned().cloned()
        })
        .await;
    assert!(post.content.contains("`d2-d4`"), "{}", post.content);
    assert_eq!(
        status(&bot.core, game, &white, clock.now()),
        "to_move:black"
    );

    // The same select clicked again: out of date, nothing more played.
    let token = fake.choose(&white, &targets, &targets_id, "d3");
    let stale = edited(&fake, &token).await;
    assert!(stale.content.contains("out of date"), "{stale:?}");
    assert_eq!(
        status(&bot.core, game, &white, clock.now()),
        "to_move:black"
    );
}

#[test]
fn the_fake_refuses_components_discord_refuses() {
    let button =
        |id: &str| serde_json::json!({"type": 2, "custom_id": id, "label": "x", "style": 1});
    let row = |items: Vec<Value>| serde_json::json!({"type": 1, "components": items});
    assert_eq!(
        component_problem(&Value::Array(vec![row(vec![button("a")])])),
        None
    );
    let six_rows = Value::Array((0..6).map(|i| row(vec![button(&i.to_string())])).collect());
    assert!(component_problem(&six_rows).is_some());
    let six_buttons = Value::Array(vec![row((0..6).map(|i| button(&i.to_string())).collect())]);
    assert!(component_problem(&six_buttons).is_some());
    let twice = Value::Array(vec![row(vec![button("a"), button("a")])]);
    assert!(component_problem(&twice).is_some());
    let options: Vec<Value> = (0..26)
        .map(|i| serde_json::json!({"label": format!("o{i}"), "value": format!("v{i}")}))
        .collect();
    let big = serde_json::json!({"type": 3, "custom_id": "s", "options": options});
    assert!(component_problem(&Value::Array(vec![row(vec![big])])).is_some());
}

/// `/move` autocomplete in Discord: each choice is named in the picker's words and sends
/// back the typed form.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn move_autocomplete_names_each_choice_as_the_picker_does() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::default();
    let _bot = bot_in_channel(&fake, dir.path(), &clock).await;
    let (white, black) = (Actor::new(11, "white"), Actor::new(22, "black"));
    let (_game, _board) = accepted_game(&fake, &white, &black, "sword-magic").await;
    let token = fake.autocomplete(&white, CHANNEL, "move", &[], ("text", "d2"));
    let body = fake
        .wait_for("the autocomplete answer", |log| {
            log.requests
                .iter()
                .find(|r| r.path.contains(&token) && r.path.ends_with("callback"))
                .map(|r| r.body.clone())
        })
        .await;
    let choices = body["data"]["choices"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let named = |value: &str| {
        choices
            .iter()
            .find(|c| c["value"] == value)
            .and_then(|c| c["name"].as_str().map(str::to_string))
    };
    assert_eq!(
        named("d2-d4").as_deref(),
        Some("Swordsman d2 → d4"),
        "{body:#}"
    );
}
