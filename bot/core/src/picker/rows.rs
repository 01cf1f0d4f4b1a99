//! A picker step as components within Discord's rules: at most 5 rows, a select alone in
//! its row with 1–25 options, at most 5 buttons a row, labels of at most 80 (buttons) or
//! 100 (options) characters, and ids of at most 100.

use super::label;
use crate::effect::{Button, Row, Select, SelectOption};
use crate::picker_ids::{self, group_value, Clicked};
use crate::words::{self, Lang};
use referee_storage::ids::GameId;
use rules::picker::{Choice, Group, Grouping, Step, What, SELECT_LIMIT};

/// At most this many characters in a select option's label or description.
pub const OPTION_TEXT: usize = 100;
/// At most this many characters in a button's label.
const BUTTON_TEXT: usize = 80;
/// Steps of at most this many word choices (swap or keep) are shown as buttons.
const AS_BUTTONS: usize = 4;

/// Where in a picker a step is: which game and position, and the path chosen so far.
pub struct Place<'a> {
    pub game: GameId,
    pub revision: u64,
    pub path: &'a str,
    pub group: Option<usize>,
    pub family: &'a str,
}

/// The rows of one step: its choices (a select, a select of groups, or buttons), then
/// Back (when there is a step to go back to) and Cancel.
pub fn rows(lang: Lang, at: &Place, step: &Step) -> Vec<Row> {
    let choices = match shown_as_buttons(step) {
        true => choice_buttons(lang, at, step),
        false => choice_select(lang, at, step),
    };
    let mut rows: Vec<Row> = choices.into_iter().collect();
    rows.push(controls(lang, at));
    rows
}

/// A few word choices (swap or keep) read best as buttons; pieces and squares never are.
fn shown_as_buttons(step: &Step) -> bool {
    step.options.len() <= AS_BUTTONS
        && step
            .options
            .iter()
            .all(|c| !matches!(c.label.what, What::Piece | What::Target | What::Square))
}

/// One button a choice, if any choice's id fits.
fn choice_buttons(lang: Lang, at: &Place, step: &Step) -> Option<Row> {
    let buttons = step
        .options
        .iter()
        .filter_map(|choice| {
            let path = extend(at.path, &choice.key);
            let id = Clicked::at(at.game, at.revision, &path, None).id()?;
            Some(Button {
                id,
                label: clip(&label::text(lang, at.family, &choice.label), BUTTON_TEXT),
                danger: false,
            })
        })
        .collect::<Vec<_>>();
    (!buttons.is_empty()).then_some(Row::Buttons(buttons))
}

/// The choices as one select: the groups to open first when there are too many to
/// list, the chosen group's members, or every choice (up to the select's limit).
fn choice_select(lang: Lang, at: &Place, step: &Step) -> Option<Row> {
    let id = Clicked::at(at.game, at.revision, at.path, at.group).id()?;
    let placeholder = placeholder(lang, step);
    Some(match (step.grouping(), at.group) {
        (Grouping::Groups(groups), None) => Row::Select(Select {
            id,
            placeholder: words::picker_choose_group(lang),
            options: groups
                .iter()
                .enumerate()
                .map(|(i, g)| SelectOption {
                    value: group_value(i),
                    label: clip(&group_label(lang, at.family, step, g), OPTION_TEXT),
                    description: None,
                })
                .collect(),
        }),
        (Grouping::Groups(_), Some(_)) => select(lang, at, id, placeholder, shown(step, at.group)),
        (Grouping::Flat | Grouping::TooMany, _) => {
            let all = step.options.iter().take(SELECT_LIMIT).collect();
            select(lang, at, id, placeholder, all)
        }
    })
}

/// The options a step shows: an opened group's members, else all of them.
pub(super) fn shown(step: &Step, group: Option<usize>) -> Vec<&rules::picker::Choice> {
    match (step.grouping(), group) {
        (Grouping::Groups(groups), Some(g)) => groups
            .get(g)
            .map(|g| {
                g.members
                    .iter()
                    .filter_map(|&i| step.options.get(i))
                    .collect()
            })
            .unwrap_or_default(),
        _ => step.options.iter().collect(),
    }
}

/// Back (when there is a step to go back to) and Cancel.
fn controls(lang: Lang, at: &Place) -> Row {
    let mut controls = Vec::new();
    if !at.path.is_empty() || at.group.is_some() {
        let back = picker_ids::back(at.path, at.group);
        if let Some(id) = Clicked::at(at.game, at.revision, &back, None).id() {
            controls.push(Button {
                id,
                label: words::picker_back(lang),
                danger: false,
            });
        }
    }
    if let Some(id) = Clicked::cancel(at.game, at.revision).id() {
        controls.push(Button {
            id,
            label: words::picker_cancel(lang),
            danger: true,
        });
    }
    Row::Buttons(controls)
}

fn select(lang: Lang, at: &Place, id: String, placeholder: String, members: Vec<&Choice>) -> Row {
    Row::Select(Select {
        id,
        placeholder,
        options: members
            .into_iter()
            .map(|choice| SelectOption {
                value: choice.key.clone(),
                label: clip(&label::text(lang, at.family, &choice.label), OPTION_TEXT),
                description: None,
            })
            .collect(),
    })
}

fn placeholder(lang: Lang, step: &Step) -> String {
    match step.options.first().map(|c| &c.label.what) {
        Some(What::Piece) => words::picker_choose_piece(lang),
        Some(What::Target) => words::picker_choose_target(lang),
        _ => words::picker_choose(lang),
    }
}

/// A group's label: the piece kind its members share, else its first and last option.
fn group_label(lang: Lang, family: &str, step: &Step, group: &Group) -> String {
    let members: Vec<&Choice> = group
        .members
        .iter()
        .filter_map(|&i| step.options.get(i))
        .collect();
    let first = members.first().map(|c| label::text(lang, family, &c.label));
    let last = members.last().map(|c| label::text(lang, family, &c.label));
    let count = members.len();
    match (&group.key, first, last) {
        (Some(key), Some(_), _) if key.starts_with("piece:") => {
            let kind = key.trim_start_matches("piece:");
            format!("{} ({count})", label::piece(lang, family, kind))
        }
        (_, Some(first), Some(last)) if count > 1 => format!("{first} … {last} ({count})"),
        (_, Some(first), _) => first,
        _ => String::from("…"),
    }
}

fn extend(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_string()
    } else {
        format!("{path}{}{key}", rules::picker::PATH_SEPARATOR)
    }
}

/// At most `limit` characters, never cut inside one.
pub fn clip(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        return text.to_string();
    }
    let mut out: String = text.chars().take(limit.saturating_sub(1)).collect();
    out.push('…');
    out
}
