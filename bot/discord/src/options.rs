//! A slash-command invocation read back into the core's `Command`. Only typing happens
//! here; whether the command makes sense is the core's business.

use referee_core::parse::parse_duration;
use referee_core::request::{Command, DrawAnswer, GameId, SetupAction, UndoAnswer, User};
use referee_core::Refusal;
use serenity::all::{CommandData, CommandDataOptionValue, ResolvedValue};

/// Why an invocation could not become a command; the handler words it in the player's
/// language.
#[derive(Debug, PartialEq, Eq)]
pub struct OptionError(pub Refusal);

/// The option values of one invocation, by English option name.
struct Args<'a> {
    data: &'a CommandData,
}

impl Args<'_> {
    fn value(&self, name: &str) -> Option<&CommandDataOptionValue> {
        self.data
            .options
            .iter()
            .find(|o| o.name == name)
            .map(|o| &o.value)
    }

    fn text(&self, name: &str) -> Option<String> {
        match self.value(name)? {
            CommandDataOptionValue::String(s) => Some(s.clone()),
            CommandDataOptionValue::Autocomplete { value, .. } => Some(value.clone()),
            _ => None,
        }
    }

    fn integer(&self, name: &str) -> Option<i64> {
        match self.value(name)? {
            CommandDataOptionValue::Integer(i) => Some(*i),
            _ => None,
        }
    }

    fn boolean(&self, name: &str) -> Option<bool> {
        match self.value(name)? {
            CommandDataOptionValue::Boolean(b) => Some(*b),
            _ => None,
        }
    }

    fn game(&self) -> Option<GameId> {
        self.integer("game").and_then(|g| u64::try_from(g).ok())
    }

    fn users(&self, names: &[&str]) -> Vec<User> {
        let resolved = self.data.options();
        names
            .iter()
            .filter_map(|name| {
                resolved
                    .iter()
                    .find(|o| o.name == *name)
                    .and_then(|o| match &o.value {
                        ResolvedValue::User(user, _) => Some(User {
                            id: user.id.get(),
                            name: user
                                .global_name
                                .clone()
                                .unwrap_or_else(|| user.name.clone()),
                        }),
                        _ => None,
                    })
            })
            .collect()
    }
}

/// The command for a slash-command invocation.
pub fn command(data: &CommandData) -> Result<Command, OptionError> {
    let args = Args { data };
    let game = args.game();
    let command = match data.name.as_str() {
        "play" => Command::Play {
            variant: args.text("variant").unwrap_or_default(),
            opponents: args.users(&["opponent", "opponent2", "opponent3"]),
            random_seats: args.text("seats").as_deref() == Some("random"),
            options: {
                let mut options = key_values(&args.text("options").unwrap_or_default());
                options.extend(args.text("expiry").map(|e| ("expiry".to_string(), e)));
                options
            },
            deadline_secs: match args.text("deadline") {
                None => None,
                Some(text) => Some(
                    parse_duration(&text)
                        .ok_or_else(|| OptionError(Refusal::BadDuration(text.clone())))?,
                ),
            },
        },
        "accept" => Command::Accept { game },
        "decline" => Command::Decline { game },
        "move" => Command::Move {
            text: args.text("text").unwrap_or_default(),
            game,
        },
        "board" => Command::Board { game },
        "mine" => Command::Mine { game },
        "hint" => Command::Hint {
            square: args.text("square").unwrap_or_default(),
            game,
        },
        "resign" => Command::Resign { game },
        "draw" => Command::Draw {
            answer: match args.text("answer").as_deref() {
                Some("accept") => DrawAnswer::Accept,
                Some("decline") => DrawAnswer::Decline,
                _ => DrawAnswer::Offer,
            },
            game,
        },
        // Whether the member may manage the server is the handler's to say: the
        // interaction's data does not carry it.
        "abort" if args.boolean("force") == Some(true) => Command::AbortForce {
            game,
            server_manager: false,
        },
        "abort" => Command::Abort { game },
        "games" => match args.text("list").as_deref() {
            Some("finished") => Command::FinishedGames,
            _ => Command::Games,
        },
        "export" => Command::Export { game },
        "undo" => Command::Undo {
            answer: match args.text("answer").as_deref() {
                Some("accept") => UndoAnswer::Accept,
                Some("decline") => UndoAnswer::Decline,
                _ => UndoAnswer::Ask,
            },
            game,
        },
        "history" => Command::History { game },
        "rules" => Command::Rules {
            variant: args.text("variant"),
            piece: args.text("piece"),
        },
        "settings" => Command::Settings {
            language: args.text("language"),
            vacation_days: args.integer("vacation").and_then(|d| u32::try_from(d).ok()),
        },
        "help" => Command::Help,
        "layout" => Command::SavedSetups {
            action: match (args.text("action").as_deref(), args.text("name")) {
                (Some("save"), Some(name)) => SetupAction::Save {
                    name,
                    setup: args.text("layout"),
                },
                (Some("delete"), Some(name)) => SetupAction::Delete { name },
                (Some("list") | None, _) => SetupAction::List,
                _ => return Err(OptionError(Refusal::Usage("/layout"))),
            },
        },
        other => return Err(OptionError(Refusal::UnknownCommand(format!("/{other}")))),
    };
    Ok(command)
}

/// The autocomplete request hidden in an invocation whose focused option is being typed.
pub fn autocomplete(data: &CommandData) -> Option<Command> {
    let focused = data.autocomplete()?;
    Some(Command::Autocomplete {
        partial: focused.value.to_string(),
        game: Args { data }.game(),
    })
}

/// Whether the answer concerns only the caller, so the deferred reply is ephemeral: the
/// core answers queries privately, and `/resign` only asks for confirmation (the confirmed
/// resignation, a button press, is public).
pub fn is_private(command: &Command) -> bool {
    matches!(
        command,
        Command::Board { .. }
            | Command::Mine { .. }
            | Command::Hint { .. }
            | Command::Games
            | Command::FinishedGames
            | Command::Export { .. }
            | Command::History { .. }
            | Command::Rules { .. }
            | Command::Settings { .. }
            | Command::Help
            | Command::Resign { .. }
            | Command::SavedSetups { .. }
    )
}

/// `key=value` pairs separated by spaces or commas; a bare word means `word=true`.
fn key_values(text: &str) -> Vec<(String, String)> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|part| !part.is_empty())
        .map(|part| match part.split_once('=') {
            Some((k, v)) => (k.to_string(), v.to_string()),
            // A toggle such as `+decoys`: an option with no value, as typed in the channel.
            None if part.starts_with('+') => (part.to_lowercase(), String::new()),
            None => (part.to_string(), "true".to_string()),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
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
            Ok(Command::SavedSetups {
                action: SetupAction::Save {
                    name: "wall".into(),
                    setup: Some("37 34".into())
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
