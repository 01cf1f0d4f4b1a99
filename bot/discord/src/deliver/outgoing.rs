//! One Discord message in the making: text split to the length limit, its files (the
//! board image; an export's record and replay), each left out with a note once the
//! message would be over the upload limit, and button rows.

use super::super::limits;
use referee_core::effect::{Button, Effect, Image, Row, Select};
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAttachment, CreateButton, CreateSelectMenu,
    CreateSelectMenuKind, CreateSelectMenuOption, EditInteractionResponse,
};

/// One Discord message to send: text (split later), files, buttons.
pub(super) struct Outgoing<'a> {
    pub text: &'a str,
    pub files: Vec<&'a Image>,
    pub buttons: &'a [Button],
    /// Rows laid out by the core (a picker's selects and buttons), before `buttons`.
    pub rows: &'a [Row],
    pub upload_limit: usize,
}

impl Outgoing<'_> {
    /// Text parts within the length limit; the files and buttons go with the last one.
    /// Files go in order while the whole upload stays within the limit; one that would
    /// not fit is left out and its note said instead.
    pub fn parts(&self) -> (Vec<String>, Vec<CreateAttachment>, Vec<CreateActionRow>) {
        let mut text = self.text.to_string();
        let mut room = self.upload_limit;
        let mut files = Vec::new();
        for file in &self.files {
            if file.png.len() <= room {
                room -= file.png.len();
                files.push(CreateAttachment::bytes(file.png.clone(), file.name.clone()));
            } else {
                text.push('\n');
                text.push_str(&file.too_large);
            }
        }
        let laid_out = self.rows.iter().flat_map(|row| match row {
            Row::Select(select) => vec![select_row(select)],
            Row::Buttons(buttons) => buttons.chunks(5).map(button_row).collect(),
        });
        let rows = laid_out
            .chain(self.buttons.chunks(5).map(button_row))
            .take(5)
            .collect();
        (limits::split(&text), files, rows)
    }
}

/// At most 5 buttons, in one row.
fn button_row(buttons: &[Button]) -> CreateActionRow {
    CreateActionRow::Buttons(
        buttons
            .iter()
            .map(|b| {
                let style = if b.danger {
                    ButtonStyle::Danger
                } else {
                    ButtonStyle::Primary
                };
                CreateButton::new(b.id.clone())
                    .label(b.label.clone())
                    .style(style)
            })
            .collect(),
    )
}

/// A string select, alone in its row.
fn select_row(select: &Select) -> CreateActionRow {
    let options = select
        .options
        .iter()
        .map(|o| {
            let option = CreateSelectMenuOption::new(o.label.clone(), o.value.clone());
            match &o.description {
                Some(d) => option.description(d.clone()),
                None => option,
            }
        })
        .collect();
    CreateActionRow::SelectMenu(
        CreateSelectMenu::new(select.id.clone(), CreateSelectMenuKind::String { options })
            .placeholder(select.placeholder.clone()),
    )
}

/// Put the files and the buttons on an edit of the deferred response.
pub(super) fn attach(
    edit: EditInteractionResponse,
    files: Vec<CreateAttachment>,
    rows: Vec<CreateActionRow>,
) -> EditInteractionResponse {
    files.into_iter().fold(
        edit.components(rows),
        EditInteractionResponse::new_attachment,
    )
}

/// What an effect shows (none for choices and thread requests).
pub(super) fn content(effect: &Effect) -> Option<Outgoing<'_>> {
    let shown = |text, files, buttons, rows| Outgoing {
        text,
        files,
        buttons,
        rows,
        upload_limit: 0,
    };
    match effect {
        Effect::Post {
            text,
            image,
            buttons,
            ..
        } => Some(shown(text, image.iter().collect(), buttons, &[])),
        Effect::Ephemeral {
            text,
            image,
            more_files,
            buttons,
            ..
        } => Some(shown(
            text,
            image.iter().chain(more_files).collect(),
            buttons,
            &[],
        )),
        Effect::Private {
            text,
            image,
            buttons,
            ..
        } => Some(shown(text, image.iter().collect(), buttons, &[])),
        Effect::Picker {
            text, image, rows, ..
        } => Some(shown(text, image.iter().collect(), &[], rows)),
        Effect::Choices { .. } | Effect::OpenThread { .. } | Effect::Delete { .. } => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(name: &str, bytes: usize) -> Image {
        Image {
            name: name.into(),
            png: vec![0; bytes],
            too_large: format!("({name} too large)"),
        }
    }

    #[test]
    fn an_oversized_image_is_left_out_with_a_note() {
        let image = file("b.png", 11);
        let outgoing = Outgoing {
            text: "board",
            files: vec![&image],
            buttons: &[],
            rows: &[],
            upload_limit: 10,
        };
        let (parts, files, _) = outgoing.parts();
        assert!(files.is_empty());
        assert_eq!(parts[0], "board\n(b.png too large)");
    }

    #[test]
    fn files_go_while_the_whole_upload_fits() {
        let (record, replay) = (file("game-1.txt", 4), file("game-1-replay.gif", 7));
        let outgoing = Outgoing {
            text: "export",
            files: vec![&record, &replay],
            buttons: &[],
            rows: &[],
            upload_limit: 11,
        };
        let (parts, files, _) = outgoing.parts();
        let names: Vec<&str> = files.iter().map(|f| f.filename.as_str()).collect();
        assert_eq!(names, ["game-1.txt", "game-1-replay.gif"]);
        assert_eq!(parts[0], "export");

        let tight = Outgoing {
            upload_limit: 10,
            ..outgoing
        };
        let (parts, files, _) = tight.parts();
        let names: Vec<&str> = files.iter().map(|f| f.filename.as_str()).collect();
        assert_eq!(
            names,
            ["game-1.txt"],
            "the record goes, the replay is left out"
        );
        assert_eq!(parts[0], "export\n(game-1-replay.gif too large)");
    }
}
