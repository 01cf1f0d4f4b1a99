//! Commands typed as text (console lines, `Command::Typed`) and durations.

use super::error::Refusal;
use super::request::{Command, DrawAnswer, GameId, SetupAction, UndoAnswer, User};

/// `90s`, `30m`, `12h`, `3d`, and sums such as `1d12h`. Zero is refused.
pub fn parse_duration(text: &str) -> Option<u64> {
    let text = text.trim().to_ascii_lowercase();
    let mut total: u64 = 0;
    let mut number = String::new();
    let mut saw_unit = false;
    for c in text.chars() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let unit = match c {
            's' => 1,
            'm' => 60,
            'h' => 3_600,
            'd' => 86_400,
            'w' => 7 * 86_400,
            _ => return None,
        };
        let n: u64 = number.parse().ok()?;
        total = total.checked_add(n.checked_mul(unit)?)?;
        number.clear();
        saw_unit = true;
    }
    (saw_unit && number.is_empty() && total > 0).then_some(total)
}

/// Split `key:value` or `key=value`.
fn key_value(token: &str) -> Option<(&str, &str)> {
    token.split_once(':').or_else(|| token.split_once('='))
}

/// `<@123>` / `<@!123>` (Discord) or `@name` (console).
fn mention(token: &str, name_of: &dyn Fn(u64) -> Option<String>) -> Option<User> {
    if let Some(inner) = token.strip_prefix("<@").and_then(|t| t.strip_suffix('>')) {
        let id: u64 = inner.trim_start_matches('!').parse().ok()?;
        let name = name_of(id).unwrap_or_else(|| id.to_string());
        return Some(User { id, name });
    }
    let name = token.strip_prefix('@')?;
    (!name.is_empty()).then(|| User::from_name(name))
}

/// Parse a typed command such as `/play junqi-siguo @bob @carol @dave random deadline:1d` or `/move e2-e4 #3`.
/// `name_of` gives the stored name for a `<@ID>` mention.
pub fn parse_typed(
    text: &str,
    name_of: &dyn Fn(u64) -> Option<String>,
) -> Result<Command, Refusal> {
    let text = text.trim();
    let mut words = text.split_whitespace();
    let head = words.next().unwrap_or("");
    let name = head.trim_start_matches(['/', '!']).to_lowercase();
    let mut game: Option<GameId> = None;
    let mut args: Vec<&str> = Vec::new();
    for word in words {
        match word.strip_prefix('#').map(str::parse::<GameId>) {
            Some(Ok(id)) if game.is_none() => game = Some(id),
            _ => args.push(word),
        }
    }
    let rest = args.join(" ");
    Ok(match name.as_str() {
        "play" | "challenge" => parse_play(&args, name_of)?,
        "accept" => Command::Accept { game },
        "decline" => Command::Decline { game },
        "move" | "m" => {
            if rest.is_empty() {
                return Err(Refusal::Usage("/move"));
            }
            Command::Move { text: rest, game }
        }
        "board" => Command::Board { game },
        "mine" => Command::Mine { game },
        "hint" => match args.as_slice() {
            [square] => Command::Hint {
                square: square.to_string(),
                game,
            },
            _ => return Err(Refusal::Usage("/hint")),
        },
        "resign" => match args.as_slice() {
            [] => Command::Resign { game },
            [word] if word.eq_ignore_ascii_case("confirm") => Command::ResignConfirm { game },
            _ => return Err(Refusal::Usage("/resign")),
        },
        "draw" => {
            let answer = match args.first().map(|a| a.to_ascii_lowercase()).as_deref() {
                None | Some("offer") => DrawAnswer::Offer,
                Some("accept" | "yes") => DrawAnswer::Accept,
                Some("decline" | "no") => DrawAnswer::Decline,
                Some(_) => return Err(Refusal::Usage("/draw")),
            };
            Command::Draw { answer, game }
        }
        "abort" => match args.first() {
            Some(word) if word.eq_ignore_ascii_case("force") => Command::AbortForce {
                game,
                // Typed text carries no Discord permission: only the config's admins.
                server_manager: false,
            },
            _ => Command::Abort { game },
        },
        "games" => match args.first().map(|a| a.to_lowercase()).as_deref() {
            None | Some("open") => Command::Games,
            Some("finished" | "done" | "ended") => Command::FinishedGames,
            Some(_) => return Err(Refusal::Usage("/games")),
        },
        "export" => Command::Export { game },
        "undo" | "takeback" => {
            let answer = match args.first().map(|a| a.to_ascii_lowercase()).as_deref() {
                None | Some("ask") => UndoAnswer::Ask,
                Some("accept" | "yes") => UndoAnswer::Accept,
                Some("decline" | "no") => UndoAnswer::Decline,
                Some(_) => return Err(Refusal::Usage("/undo")),
            };
            Command::Undo { answer, game }
        }
        "history" => Command::History { game },
        "rules" => {
            let variant = args
                .first()
                .filter(|a| rules::VariantId::parse(a).is_some())
                .map(|a| a.to_string());
            let skip = usize::from(variant.is_some());
            let piece = args
                .get(skip..)
                .map(|p| p.join(" "))
                .filter(|p| !p.is_empty());
            Command::Rules { variant, piece }
        }
        "settings" => parse_settings(&args)?,
        "layout" | "layouts" => Command::SavedSetups {
            action: parse_saved_setups(&args)?,
        },
        "help" => Command::Help,
        _ => return Err(Refusal::UnknownCommand(head.to_string())),
    })
}

fn parse_play(args: &[&str], name_of: &dyn Fn(u64) -> Option<String>) -> Result<Command, Refusal> {
    let Some((variant, rest)) = args.split_first() else {
        return Err(Refusal::Usage("/play"));
    };
    let mut opponents = Vec::new();
    let mut random_seats = false;
    let mut options = Vec::new();
    let mut deadline_secs = None;
    for token in rest {
        if let Some(user) = mention(token, name_of) {
            opponents.push(user);
        } else if token.eq_ignore_ascii_case("random") {
            random_seats = true;
        } else if let Some(toggle) = token.strip_prefix(['+', '＋']).filter(|t| !t.is_empty()) {
            // A toggle such as `+decoys` (古战棋 supplements): an option with no value.
            options.push((format!("+{}", toggle.to_lowercase()), String::new()));
        } else if let Some((key, value)) = key_value(token) {
            if key.eq_ignore_ascii_case("deadline") {
                deadline_secs =
                    Some(parse_duration(value).ok_or_else(|| Refusal::BadDuration(value.into()))?);
            } else {
                options.push((key.to_ascii_lowercase(), value.to_string()));
            }
        } else {
            return Err(Refusal::Usage("/play"));
        }
    }
    Ok(Command::Play {
        variant: variant.to_string(),
        opponents,
        random_seats,
        options,
        deadline_secs,
    })
}

/// `save NAME [set-up…]`, `list`, `delete NAME`.
fn parse_saved_setups(args: &[&str]) -> Result<SetupAction, Refusal> {
    let verb = args.first().map(|a| a.to_lowercase());
    Ok(match (verb.as_deref(), args.get(1)) {
        (Some("save"), Some(name)) => {
            let setup = args.get(2..).map(|rest| rest.join(" "));
            SetupAction::Save {
                name: name.to_string(),
                setup: setup.filter(|l| !l.is_empty()),
            }
        }
        (Some("list") | None, None) => SetupAction::List,
        (Some("delete" | "remove"), Some(name)) if args.len() == 2 => SetupAction::Delete {
            name: name.to_string(),
        },
        _ => return Err(Refusal::Usage("/layout")),
    })
}

fn parse_settings(args: &[&str]) -> Result<Command, Refusal> {
    let mut language = None;
    let mut vacation_days = None;
    for token in args {
        match key_value(token) {
            Some(("language" | "lang", value)) => language = Some(value.to_string()),
            Some(("vacation", value)) => {
                vacation_days = Some(value.parse().map_err(|_| Refusal::Usage("/settings"))?)
            }
            None if super::words::Lang::parse(token).is_some() => {
                language = Some(token.to_string())
            }
            _ => return Err(Refusal::Usage("/settings")),
        }
    }
    if language.is_none() && vacation_days.is_none() {
        return Err(Refusal::Usage("/settings"));
    }
    Ok(Command::Settings {
        language,
        vacation_days,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn no_names(_: u64) -> Option<String> {
        None
    }

    #[test]
    fn durations() {
        assert_eq!(parse_duration("90s"), Some(90));
        assert_eq!(parse_duration("30m"), Some(1_800));
        assert_eq!(parse_duration("12h"), Some(43_200));
        assert_eq!(parse_duration("3d"), Some(259_200));
        assert_eq!(parse_duration("1d12h"), Some(129_600));
        assert_eq!(parse_duration("3"), None);
        assert_eq!(parse_duration("0d"), None);
        assert_eq!(parse_duration("3x"), None);
        assert_eq!(parse_duration("99999999999999999999d"), None);
    }

    #[test]
    fn play_takes_mentions_in_order_and_options() {
        let cmd = parse_typed(
            "/play some-game @Bob <@42> random deadline:2d expiry=skip",
            &no_names,
        );
        let Ok(Command::Play {
            variant,
            opponents,
            random_seats,
            options,
            deadline_secs,
        }) = cmd
        else {
            panic!("not a play: {cmd:?}");
        };
        assert_eq!(variant, "some-game");
        assert_eq!(opponents[0].id, User::from_name("bob").id);
        assert_eq!(opponents[1].id, 42);
        assert!(random_seats);
        assert_eq!(options, vec![("expiry".to_string(), "skip".to_string())]);
        assert_eq!(deadline_secs, Some(172_800));
    }

    #[test]
    fn game_ids_and_confirmations() {
        assert_eq!(
            parse_typed("/move e2 - e4 #12", &no_names),
            Ok(Command::Move {
                text: "e2 - e4".into(),
                game: Some(12)
            })
        );
        assert_eq!(
            parse_typed("/resign confirm", &no_names),
            Ok(Command::ResignConfirm { game: None })
        );
        assert_eq!(
            parse_typed("/frobnicate", &no_names),
            Err(Refusal::UnknownCommand("/frobnicate".into()))
        );
    }

    #[test]
    fn saved_setup_commands() {
        let layout = |text: &str| match parse_typed(text, &no_names) {
            Ok(Command::SavedSetups { action }) => Ok(action),
            Ok(other) => panic!("not a saved set-up command: {other:?}"),
            Err(e) => Err(e),
        };
        assert_eq!(
            layout("/layout save wall 37 34 / 38"),
            Ok(SetupAction::Save {
                name: "wall".into(),
                setup: Some("37 34 / 38".into())
            })
        );
        assert_eq!(
            layout("/layout save wall"),
            Ok(SetupAction::Save {
                name: "wall".into(),
                setup: None
            })
        );
        assert_eq!(layout("/layout list"), Ok(SetupAction::List));
        assert_eq!(
            layout("/layout delete wall"),
            Ok(SetupAction::Delete {
                name: "wall".into()
            })
        );
        assert_eq!(layout("/layout save"), Err(Refusal::Usage("/layout")));
        assert_eq!(layout("/layout delete"), Err(Refusal::Usage("/layout")));
    }

    #[test]
    fn buttons_round_trip() {
        for id in [
            "accept:3",
            "decline:3",
            "resign-confirm:3",
            "draw-accept:3",
            "draw-decline:3",
            "abort:3",
        ] {
            let cmd = Command::from_button(id);
            assert_eq!(cmd.and_then(|c| c.button_id()).as_deref(), Some(id));
        }
        assert_eq!(Command::from_button("accept:x"), None);
        assert_eq!(Command::from_button("launch:3"), None);
    }
}
