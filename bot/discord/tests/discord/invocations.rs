//! Application commands as Discord holds them: the fake validates a registration as
//! Discord does (50035 otherwise) and lets a test send only what a real client could
//! build from the registered commands. Secret Duel, a test game, is a `/play` choice only
//! where the `unlisted_variants` setting lists it.

use crate::shell::{open_core, start_bot, TestClock};
use referee_core::CoreConfig;
use referee_testkit::fake_discord::{Actor, FakeDiscord, CHANNEL, GUILD};
use serde_json::{json, Value};
use serenity::all::{GuildId, HttpBuilder};

fn invocation(name: &str, options: Value) -> Value {
    json!({ "id": "1", "name": name, "type": 1, "options": options })
}

fn user_option(name: &str) -> Value {
    json!({ "name": name, "type": 6, "value": "22" })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_invocations_a_client_could_build_reach_the_bot() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::default();
    let bot = start_bot(
        &fake,
        open_core(&dir.path().join("s"), CoreConfig::default()),
        clock.clock(),
    )
    .await;
    fake.wait_identified(1).await;
    let commands = fake.log().commands.get(&Some(GUILD)).cloned().unwrap();
    for command in commands.as_array().unwrap() {
        assert_eq!(command["contexts"], json!([0, 1]), "{}", command["name"]);
        assert_eq!(
            command["integration_types"],
            json!([0]),
            "{}",
            command["name"]
        );
    }

    let secret_duel = json!({ "name": "variant", "type": 3, "value": "secret-duel" });
    let sendable = [
        invocation("play", json!([secret_duel, user_option("opponent")])),
        invocation(
            "settings",
            json!([{ "name": "vacation", "type": 4, "value": 60 }]),
        ),
        invocation("help", json!([])),
    ];
    for data in &sendable {
        assert_eq!(
            fake.invocation_problem(CHANNEL, data, false),
            None,
            "{data}"
        );
    }
    let impossible = [
        // Not registered, or no such option.
        invocation("teleport", json!([])),
        invocation(
            "help",
            json!([{ "name": "topic", "type": 3, "value": "x" }]),
        ),
        // A required option missing (`/play` needs its variant; without an opponent it
        // opens a table).
        invocation("play", json!([])),
        // A value outside the choices.
        invocation(
            "play",
            json!([{ "name": "variant", "type": 3, "value": "checkers" }, user_option("opponent")]),
        ),
        // The wrong type, and a number out of range.
        invocation(
            "board",
            json!([{ "name": "game", "type": 3, "value": "12" }]),
        ),
        invocation(
            "settings",
            json!([{ "name": "vacation", "type": 4, "value": 61 }]),
        ),
    ];
    for data in &impossible {
        assert!(
            fake.invocation_problem(CHANNEL, data, false).is_some(),
            "the fake let through {data}"
        );
    }
    // The commands are guild commands (development guild): none exists in a DM.
    let dm = fake.dm_channel_of(&Actor::new(22, "bob"));
    assert!(fake.invocation_problem(dm, &sendable[2], false).is_some());
    bot.stop().await;
}

#[test]
fn secret_duel_is_a_choice_only_where_the_setting_lists_it() {
    let variant_values = |unlisted: &[String]| -> Vec<String> {
        let play = referee_discord::commands::builders(unlisted)
            .into_iter()
            .map(|c| serde_json::to_value(c).unwrap())
            .find(|c| c["name"] == "play")
            .unwrap();
        play["options"][0]["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["value"].as_str().unwrap().to_string())
            .collect()
    };
    let public = variant_values(&[]);
    assert!(public.contains(&"sword-magic".to_string()), "{public:?}");
    assert!(!public.contains(&"secret-duel".to_string()), "{public:?}");
    let testing = variant_values(&["secret-duel".to_string()]);
    assert!(testing.contains(&"secret-duel".to_string()), "{testing:?}");
    assert_eq!(testing.len(), public.len() + 1);
}

/// Registrations Discord refuses with 400 / 50035, sent by serenity's own client.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_fake_refuses_registrations_discord_refuses() {
    let fake = FakeDiscord::start().await;
    let http = HttpBuilder::new("fake-token")
        .proxy(fake.url.clone())
        .ratelimiter_disabled(true)
        .application_id(referee_testkit::fake_discord::APP_ID.into())
        .build();
    let command = |patch: Value| {
        let mut command = json!({
            "name": "play",
            "description": "Challenge players",
            "options": [
                { "type": 3, "name": "variant", "description": "Which", "required": true,
                  "choices": [{ "name": "Chess", "value": "chess" }] },
                { "type": 6, "name": "opponent", "description": "Who", "required": false }
            ],
        });
        for (key, value) in patch.as_object().unwrap() {
            command[key] = value.clone();
        }
        json!([command])
    };
    let guild = GuildId::new(GUILD);
    http.create_guild_commands(guild, &command(json!({})))
        .await
        .expect("a valid registration is accepted");
    let required_after_optional = json!([
        { "type": 6, "name": "opponent", "description": "Who" },
        { "type": 3, "name": "variant", "description": "Which", "required": true }
    ]);
    let autocomplete_with_choices = json!([
        { "type": 3, "name": "variant", "description": "Which", "autocomplete": true,
          "choices": [{ "name": "Chess", "value": "chess" }] }
    ]);
    let refused = [
        json!({ "name": "Play" }),
        json!({ "name": "a".repeat(33) }),
        json!({ "name": "two words" }),
        json!({ "description": "d".repeat(101) }),
        json!({ "name_localizations": { "xx-XX": "play" } }),
        json!({ "options": required_after_optional }),
        json!({ "options": autocomplete_with_choices }),
        json!({ "contexts": [7] }),
    ];
    for patch in refused {
        let answer = http
            .create_guild_commands(guild, &command(patch.clone()))
            .await;
        match answer {
            Err(serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(e))) => {
                assert_eq!(e.error.code, 50035, "{patch}")
            }
            other => panic!("{patch} was accepted: {other:?}"),
        }
    }
}
