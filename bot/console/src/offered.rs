//! The components a script may click: only those the bot has shown, to whom it showed
//! them, as on Discord. A button on a channel post is anyone's to click; one in a reply
//! only its reader sees, or in a private message, is that reader's alone; a select's
//! value must be one of its options. Old messages keep their components, so what was
//! shown once stays clickable (the bot answers an out-of-date click itself).

use referee_core::effect::{Effect, Row};
use std::collections::HashSet;

/// `(reader, component id, select value)`; `reader` is `None` for a channel post.
type Shown = (Option<u64>, String, Option<String>);

#[derive(Default)]
pub struct Offered {
    shown: HashSet<Shown>,
}

impl Offered {
    /// Remembers the components of one effect the console printed.
    pub fn note(&mut self, effect: &Effect) {
        let (reader, buttons, rows) = match effect {
            Effect::Post { buttons, .. } => (None, buttons.as_slice(), &[][..]),
            Effect::Private { user, buttons, .. } | Effect::Ephemeral { user, buttons, .. } => {
                (Some(*user), buttons.as_slice(), &[][..])
            }
            Effect::Picker { user, rows, .. } => (Some(*user), &[][..], rows.as_slice()),
            _ => return,
        };
        for button in buttons {
            self.shown.insert((reader, button.id.clone(), None));
        }
        for row in rows {
            match row {
                Row::Buttons(buttons) => {
                    for button in buttons {
                        self.shown.insert((reader, button.id.clone(), None));
                    }
                }
                Row::Select(select) => {
                    for option in &select.options {
                        let value = Some(option.value.clone());
                        self.shown.insert((reader, select.id.clone(), value));
                    }
                }
            }
        }
    }

    /// Whether `user` could click `id` (choosing `value`) on something shown.
    pub fn allows(&self, user: u64, id: &str, value: Option<&str>) -> bool {
        let value = value.map(str::to_string);
        [None, Some(user)].into_iter().any(|reader| {
            self.shown
                .contains(&(reader, id.to_string(), value.clone()))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use referee_core::effect::{Button, Select, SelectOption};

    fn button(id: &str) -> Button {
        Button {
            id: id.into(),
            label: "Move".into(),
            danger: false,
        }
    }

    #[test]
    fn a_channel_button_is_anyones_and_a_private_select_its_readers_only() {
        let mut offered = Offered::default();
        offered.note(&Effect::post(5, "board".into()).with_buttons(vec![button("move:1")]));
        offered.note(&Effect::Picker {
            user: 7,
            text: String::new(),
            image: None,
            rows: vec![Row::Select(Select {
                id: "pick:1:2::".into(),
                placeholder: String::new(),
                options: vec![SelectOption {
                    value: "e2".into(),
                    label: "Pawn e2".into(),
                    description: None,
                }],
            })],
            at: referee_core::effect::PickerAt::New,
            error: false,
            game: None,
        });
        assert!(offered.allows(8, "move:1", None));
        assert!(offered.allows(7, "pick:1:2::", Some("e2")));
        assert!(
            !offered.allows(7, "pick:1:2::", Some("e3")),
            "never offered"
        );
        assert!(
            !offered.allows(8, "pick:1:2::", Some("e2")),
            "not shown to 8"
        );
        assert!(!offered.allows(8, "move:2", None));
    }
}
