//! Commands typed as text (console lines, `Command::Typed`; read by the command table).

use super::error::Refusal;
use super::request::Command;

pub use crate::duration::parse_duration;

/// Parse a typed command such as `/play junqi-siguo @bob @carol @dave random deadline:1d` or
/// `/move e2-e4 #3`, as the command table declares it. `name_of` gives the stored name for a
/// `<@ID>` mention.
pub fn parse_typed(
    text: &str,
    name_of: &dyn Fn(u64) -> Option<String>,
) -> Result<Command, Refusal> {
    crate::commands::typed::parse(text, name_of)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::request::{SetupAction, User};

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
    fn layout_commands() {
        let layout = |text: &str| match parse_typed(text, &no_names) {
            Ok(Command::SavedSetups { action }) => Ok(action),
            Ok(other) => panic!("not a layout command: {other:?}"),
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
        assert_eq!(layout("/layout save"), Err(Refusal::Usage("layout")));
        assert_eq!(layout("/layout delete"), Err(Refusal::Usage("layout")));
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
