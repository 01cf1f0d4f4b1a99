//! A slash-command invocation read back into the core's `Command`, by the core's command
//! table: each declared option's value becomes the same argument a typed line gives, and
//! the declaration's constructor makes the command. Only typing happens here; whether the
//! command makes sense is the core's business.

use referee_core::commands::{self, option_pairs, Args, OptionKind, Value};
use referee_core::request::{Command, GameId, User};
use referee_core::Refusal;
use serenity::all::{CommandData, CommandDataOptionValue, ResolvedValue};

/// Why an invocation could not become a command; the handler words it in the player's
/// language.
#[derive(Debug, PartialEq, Eq)]
pub struct OptionError(pub Refusal);

/// The command for a slash-command invocation.
pub fn command(data: &CommandData) -> Result<Command, OptionError> {
    let decl = commands::find(&data.name)
        .ok_or_else(|| OptionError(Refusal::UnknownCommand(format!("/{}", data.name))))?;
    let mut args = Args::new(decl);
    let resolved = data.options();
    for option in decl.slash_options() {
        let Some(given) = data.options.iter().find(|o| o.name == option.name) else {
            continue;
        };
        let value = match (&given.value, option.kind) {
            (CommandDataOptionValue::Integer(n), OptionKind::Game) => {
                args.game = u64::try_from(*n).ok();
                continue;
            }
            (CommandDataOptionValue::Integer(n), _) => Value::Integer(*n),
            (CommandDataOptionValue::Boolean(b), _) => Value::Flag(*b),
            (CommandDataOptionValue::String(text), OptionKind::Pairs) => {
                Value::Pairs(option_pairs(text))
            }
            (CommandDataOptionValue::String(text), _) => Value::Text(text.clone()),
            (CommandDataOptionValue::Autocomplete { value, .. }, _) => Value::Text(value.clone()),
            (CommandDataOptionValue::User(_), _) => {
                match resolved
                    .iter()
                    .find(|o| o.name == option.name)
                    .map(|o| &o.value)
                {
                    Some(ResolvedValue::User(user, _)) => Value::User(User {
                        id: user.id.get(),
                        name: user
                            .global_name
                            .clone()
                            .unwrap_or_else(|| user.name.clone()),
                    }),
                    _ => continue,
                }
            }
            _ => continue,
        };
        args.set(option.name, value);
    }
    (decl.build)(&args).map_err(OptionError)
}

/// The autocomplete request hidden in an invocation whose focused option is being typed.
pub fn autocomplete(data: &CommandData) -> Option<Command> {
    let focused = data.autocomplete()?;
    Some(Command::Autocomplete {
        partial: focused.value.to_string(),
        game: game(data),
    })
}

/// The `game` option of an invocation.
fn game(data: &CommandData) -> Option<GameId> {
    data.options
        .iter()
        .find(|o| o.name == "game")
        .and_then(|o| match o.value {
            CommandDataOptionValue::Integer(n) => u64::try_from(n).ok(),
            _ => None,
        })
}

/// Whether the answer concerns only the caller, so the deferred reply is ephemeral: the
/// command table says (queries, and `/resign`, which only asks for confirmation).
pub fn is_private(command: &Command) -> bool {
    command.is_private()
}

#[cfg(test)]
mod tests {
    use super::*;
    use referee_core::request::LayoutAction;
    use serde_json::json;

    fn data(value: serde_json::Value) -> CommandData {
        serde_json::from_value(value).unwrap()
    }

    #[test]
    fn play_reads_users_seats_and_deadline() {
        let d = data(json!({
            "id": "1", "name": "play", "type": 1,
            "options": [
                {"name": "variant", "type": 3, "value": "some-game"},
                {"name": "opponent", "type": 6, "value": "22"},
                {"name": "seats", "type": 3, "value": "random"},
                {"name": "deadline", "type": 3, "value": "2d"},
                {"name": "options", "type": 3, "value": "a=1 b"},
            ],
            "resolved": {"users": {"22": {"id": "22", "username": "bob", "global_name": "Bob"}}},
        }));
        assert_eq!(
            command(&d),
            Ok(Command::Play {
                variant: "some-game".into(),
                opponents: vec![User {
                    id: 22,
                    name: "Bob".into()
                }],
                random_seats: true,
                options: vec![("a".into(), "1".into()), ("b".into(), "true".into())],
                deadline_secs: Some(2 * 86_400),
            })
        );
    }

    #[test]
    fn a_bad_deadline_is_refused_before_the_core() {
        let d = data(json!({
            "id": "1", "name": "play", "type": 1,
            "options": [{"name": "deadline", "type": 3, "value": "soon"}],
        }));
        assert!(command(&d).is_err());
    }

    #[test]
    fn layout_reads_its_action_name_and_layout_and_answers_privately() {
        let d = data(json!({
            "id": "1", "name": "layout", "type": 1,
            "options": [
                {"name": "action", "type": 3, "value": "save"},
                {"name": "name", "type": 3, "value": "wall"},
                {"name": "layout", "type": 3, "value": "37 34"},
            ],
        }));
        let saved = command(&d);
        assert_eq!(
            saved,
            Ok(Command::Layout {
                action: LayoutAction::Save {
                    name: "wall".into(),
                    layout: Some("37 34".into())
                }
            })
        );
        assert!(saved.as_ref().is_ok_and(is_private), "a layout is secret");
        let nameless = data(json!({
            "id": "1", "name": "layout", "type": 1,
            "options": [{"name": "action", "type": 3, "value": "delete"}],
        }));
        assert!(command(&nameless).is_err());
    }

    /// The slash reader and the typed parser read the same declarations: an invocation and
    /// its typed line make the same command.
    #[test]
    fn slash_options_and_typed_lines_make_the_same_commands() {
        let name_of = |_| Some("Bob".to_string());
        let cases = [
            (
                json!({"id": "1", "name": "play", "type": 1, "options": [
                    {"name": "variant", "type": 3, "value": "some-game"},
                    {"name": "opponent", "type": 6, "value": "22"},
                    {"name": "deadline", "type": 3, "value": "12h"},
                    {"name": "expiry", "type": 3, "value": "skip"},
                    {"name": "options", "type": 3, "value": "size=9 +fog"},
                ], "resolved": {"users": {"22": {"id": "22", "username": "bob", "global_name": "Bob"}}}}),
                "/play some-game <@22> deadline:12h size=9 +fog expiry=skip",
            ),
            (
                json!({"id": "1", "name": "draw", "type": 1, "options": [
                    {"name": "answer", "type": 3, "value": "decline"},
                    {"name": "game", "type": 4, "value": 5},
                ]}),
                "/draw no #5",
            ),
            (
                json!({"id": "1", "name": "abort", "type": 1, "options": [
                    {"name": "force", "type": 5, "value": true},
                    {"name": "game", "type": 4, "value": 5},
                ]}),
                "/abort force #5",
            ),
            (
                json!({"id": "1", "name": "games", "type": 1, "options": [
                    {"name": "list", "type": 3, "value": "finished"},
                ]}),
                "/games finished",
            ),
            (
                json!({"id": "1", "name": "settings", "type": 1, "options": [
                    {"name": "language", "type": 3, "value": "zh-TW"},
                    {"name": "vacation", "type": 4, "value": 3},
                ]}),
                "/settings zh-TW vacation:3",
            ),
            (
                json!({"id": "1", "name": "rules", "type": 1, "options": [
                    {"name": "piece", "type": 3, "value": "elf queen"},
                ]}),
                "/rules elf queen",
            ),
        ];
        for (slash, line) in cases {
            let typed = referee_core::parse::parse_typed(line, &name_of);
            assert_eq!(command(&data(slash)).map_err(|e| e.0), typed, "{line}");
        }
    }

    #[test]
    fn move_and_autocomplete_carry_the_game() {
        let d = data(json!({
            "id": "1", "name": "move", "type": 1,
            "options": [
                {"name": "text", "type": 3, "value": "e2", "focused": true},
                {"name": "game", "type": 4, "value": 7},
            ],
        }));
        assert_eq!(
            autocomplete(&d),
            Some(Command::Autocomplete {
                partial: "e2".into(),
                game: Some(7)
            })
        );
    }
}
