//! The command table: every declared command is documented, typed lines read by the
//! declarations, buttons round-trip, and each command names itself stably.

use referee_core::commands;
use referee_core::parse::parse_typed;
use referee_core::request::{Command, DrawAnswer, UndoAnswer};
use referee_core::words::Lang;
use referee_core::Refusal;

fn typed(text: &str) -> Result<Command, Refusal> {
    parse_typed(text, &|_| None)
}

#[test]
fn docs_commands_md_lists_every_declared_command() {
    let doc = include_str!("../../../../docs/commands.md");
    let missing: Vec<&str> = commands::all()
        .iter()
        .map(|c| c.name)
        .filter(|name| !doc.contains(&format!("`/{name}")))
        .collect();
    assert!(
        missing.is_empty(),
        "docs/commands.md does not describe {missing:?}"
    );
}

#[test]
fn help_names_every_command_in_every_language() {
    for lang in Lang::ALL {
        let help = commands::help(lang);
        for decl in commands::all() {
            assert!(
                help.contains(&format!("/{}", decl.name)),
                "{lang:?}: {help}"
            );
        }
        assert!(!help.contains("cmd-"), "a fallback id in {help}");
    }
}

#[test]
fn every_command_typed_bare_or_with_its_usage_names_itself() {
    // The least each command needs typed; the built command reports the declaration's name.
    let lines = [
        "/play some-game @bob",
        "/accept",
        "/decline",
        "/join",
        "/leave",
        "/add-computer",
        "/move e2-e4",
        "/board",
        "/mine",
        "/hint e2",
        "/mark N1e",
        "/resign",
        "/draw",
        "/undo",
        "/abort",
        "/away",
        "/back",
        "/games",
        "/export",
        "/replay",
        "/history",
        "/rules",
        "/settings zh",
        "/layout list",
        "/tournament standings",
        "/server",
        "/profile",
        "/leaderboard",
        "/help",
        "/pick",
    ];
    let names: Vec<&str> = lines
        .iter()
        .map(|line| typed(line).map(|c| c.name()))
        .collect::<Result<_, _>>()
        .unwrap_or_else(|e| panic!("{e:?}"));
    let declared: Vec<&str> = commands::all().iter().map(|c| c.name).collect();
    assert_eq!(names.len(), declared.len(), "a line per declared command");
    for name in declared {
        assert!(names.contains(&name), "{name} is not named by its command");
    }
}

#[test]
fn aliases_choices_and_switches_read_as_before() {
    assert_eq!(typed("/m e2 e4 #3"), typed("/move e2 e4 #3"));
    assert_eq!(
        typed("/draw yes #2"),
        Ok(Command::Draw {
            answer: DrawAnswer::Accept,
            game: Some(2)
        })
    );
    assert_eq!(
        typed("/takeback NO"),
        Ok(Command::Undo {
            answer: UndoAnswer::Decline,
            game: None
        })
    );
    assert_eq!(typed("/games done"), Ok(Command::FinishedGames));
    assert_eq!(
        typed("/abort force #4"),
        Ok(Command::AbortForce {
            game: Some(4),
            server_manager: false
        })
    );
    assert_eq!(typed("/draw maybe"), Err(Refusal::Usage("draw")));
    assert_eq!(typed("/hint"), Err(Refusal::Usage("hint")));
    assert_eq!(typed("/hint e2 e4"), Err(Refusal::Usage("hint")));
    assert_eq!(typed("/settings"), Err(Refusal::Usage("settings")));
    assert_eq!(
        typed("/settings lang:fr vacation:3"),
        Ok(Command::Settings {
            language: Some("fr".into()),
            vacation_days: Some(3),
            turns: Default::default(),
            images: Default::default(),
        })
    );
    assert_eq!(typed("/play"), Err(Refusal::Usage("play")));
    assert_eq!(
        typed("/play some-game deadline:soon"),
        Err(Refusal::BadDuration("soon".into()))
    );
}

#[test]
fn rules_take_a_variant_only_when_the_word_names_one() {
    let variant = rules::VariantId::all()[0].as_str();
    assert_eq!(
        typed(&format!("/rules {variant} elf queen")),
        Ok(Command::Rules {
            variant: Some(variant.into()),
            piece: Some("elf queen".into())
        })
    );
    assert_eq!(
        typed("/rules elf queen"),
        Ok(Command::Rules {
            variant: None,
            piece: Some("elf queen".into())
        })
    );
}

#[test]
fn play_sends_toggles_and_unknown_keys_to_the_game() {
    let Ok(Command::Play { options, .. }) = typed("/play some-game @bob +Decoys ＋fog size=9")
    else {
        panic!("not a challenge");
    };
    assert_eq!(
        options,
        vec![
            ("+decoys".to_string(), String::new()),
            ("+fog".to_string(), String::new()),
            ("size".to_string(), "9".to_string())
        ]
    );
}

#[test]
fn every_declared_button_round_trips() {
    let mut seen = 0;
    for decl in commands::all() {
        for button in decl.buttons {
            let id = format!("{}:7", button.id);
            let command = Command::from_button(&id).unwrap_or_else(|| panic!("{id}"));
            assert_eq!(command.name(), decl.name, "{id}");
            assert_eq!(command.button_id().as_deref(), Some(id.as_str()));
            seen += 1;
        }
    }
    assert_eq!(
        seen, 11,
        "accept, decline, join, add-computer, move, resign-confirm, draw ×2, undo ×2, abort"
    );
    assert_eq!(Command::from_button("accept:x"), None);
    assert_eq!(Command::from_button("launch:3"), None);
    assert_eq!(Command::Help { command: None }.button_id(), None);
    assert_eq!(Command::Accept { game: None }.button_id(), None);
}
