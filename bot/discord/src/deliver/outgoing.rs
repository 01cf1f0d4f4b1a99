//! One Discord message in the making: text split to the length limit, the board image
//! (left out with a note when it is over the upload limit) and button rows.

use super::super::limits;
use referee_core::effect::{Button, Effect, Image};
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAttachment, CreateButton, EditInteractionResponse,
};

/// One Discord message to send: text (split later), an image, buttons.
pub(super) struct Outgoing<'a> {
    pub text: &'a str,
    pub image: Option<&'a Image>,
    pub buttons: &'a [Button],
    pub upload_limit: usize,
}

impl Outgoing<'_> {
    /// Text parts within the length limit; the image and buttons go with the last one.
    pub fn parts(&self) -> (Vec<String>, Option<CreateAttachment>, Vec<CreateActionRow>) {
        let mut text = self.text.to_string();
        let file = match self.image {
            Some(image) if image.png.len() <= self.upload_limit => Some(CreateAttachment::bytes(
                image.png.clone(),
                image.name.clone(),
            )),
            Some(image) => {
                text.push('\n');
                text.push_str(&image.too_large);
                None
            }
            None => None,
        };
        let rows = self
            .buttons
            .chunks(5)
            .map(|row| {
                CreateActionRow::Buttons(
                    row.iter()
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
            })
            .collect();
        (limits::split(&text), file, rows)
    }
}

/// Put the image and the buttons on an edit of the deferred response.
pub(super) fn attach(
    edit: EditInteractionResponse,
    file: Option<CreateAttachment>,
    rows: Vec<CreateActionRow>,
) -> EditInteractionResponse {
    let edit = edit.components(rows);
    match file {
        Some(file) => edit.new_attachment(file),
        None => edit,
    }
}

/// What an effect shows: text, image and buttons (none for choices and thread requests).
pub(super) fn content(effect: &Effect) -> Option<(&str, Option<&Image>, &[Button])> {
    match effect {
        Effect::Post {
            text,
            image,
            buttons,
            ..
        }
        | Effect::Ephemeral {
            text,
            image,
            buttons,
            ..
        } => Some((text, image.as_ref(), buttons)),
        Effect::Private { text, image, .. } => Some((text, image.as_ref(), &[])),
        Effect::Choices { .. } | Effect::OpenThread { .. } | Effect::Delete { .. } => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_oversized_image_is_left_out_with_a_note() {
        let image = Image {
            name: "b.png".into(),
            png: vec![0; 11],
            too_large: "(too large)".into(),
        };
        let outgoing = Outgoing {
            text: "board",
            image: Some(&image),
            buttons: &[],
            upload_limit: 10,
        };
        let (parts, file, _) = outgoing.parts();
        assert!(file.is_none());
        assert_eq!(parts[0], "board\n(too large)");
    }
}
