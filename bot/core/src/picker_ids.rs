//! The move picker's component ids (below the command list, which reads them): each says which game and which position (the stored
//! revision) it was made for and the path of keys chosen so far, so a click is
//! self-contained. They are input like any other: [`Clicked::parse`] reads any string
//! without panicking and refuses what it does not recognise.

use referee_storage::ids::GameId;
use rules::picker::PATH_SEPARATOR;

/// What prefixes a picker step's component id.
pub const PICK_PREFIX: &str = "pick:";
/// The id of the Move button on a board post: opens a fresh picker for its game.
pub const MOVE_BUTTON: &str = "move";
/// Discord's limit on a component's custom id.
pub const ID_LIMIT: usize = 100;
/// Marks a group's index in a state (`e4~2`: the third group of e4's targets).
const GROUP_MARK: char = '~';
/// The state of a Cancel button.
const CANCEL: &str = "!";

/// A picker click: the game and position it was made for, and what it chose.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Clicked {
    pub game: GameId,
    pub revision: u64,
    pub choice: Choice,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Choice {
    /// The keys chosen so far (joined by the path separator; empty for the first step)
    /// and, when the step is shown in groups, the group opened.
    At { path: String, group: Option<usize> },
    /// Close the picker without playing.
    Cancel,
}

impl Clicked {
    pub fn at(game: GameId, revision: u64, path: &str, group: Option<usize>) -> Clicked {
        Clicked {
            game,
            revision,
            choice: Choice::At {
                path: path.to_string(),
                group,
            },
        }
    }

    pub fn cancel(game: GameId, revision: u64) -> Clicked {
        Clicked {
            game,
            revision,
            choice: Choice::Cancel,
        }
    }

    /// The component id: `pick:<game>:<revision>:<state>`. `None` when it would pass
    /// Discord's 100 characters (a picker never offers such a step).
    pub fn id(&self) -> Option<String> {
        let state = match &self.choice {
            Choice::Cancel => CANCEL.to_string(),
            Choice::At { path, group: None } => path.clone(),
            Choice::At {
                path,
                group: Some(g),
            } => format!("{path}{GROUP_MARK}{g}"),
        };
        let id = format!("{PICK_PREFIX}{}:{}:{state}", self.game, self.revision);
        (id.len() <= ID_LIMIT).then_some(id)
    }

    /// Reads a component id, with the value chosen when the component is a select (the
    /// next key, or `~N` for a group). `None` for anything a picker never made.
    pub fn parse(custom_id: &str, value: Option<&str>) -> Option<Clicked> {
        if custom_id.len() > ID_LIMIT {
            return None;
        }
        let rest = custom_id.strip_prefix(PICK_PREFIX)?;
        let mut parts = rest.splitn(3, ':');
        let game = parse_number(parts.next()?)?;
        let revision = parse_number(parts.next()?)?;
        let state = parts.next()?;
        if !state.chars().all(|c| c.is_ascii_graphic()) {
            return None;
        }
        let choice = if state == CANCEL {
            if value.is_some() {
                return None;
            }
            Choice::Cancel
        } else {
            let (path, group) = split_group(state)?;
            match value {
                None => Choice::At {
                    path: path.to_string(),
                    group,
                },
                Some(value) => {
                    if !value.chars().all(|c| c.is_ascii_graphic()) || value.len() > ID_LIMIT {
                        return None;
                    }
                    match value.strip_prefix(GROUP_MARK) {
                        Some(number) => Choice::At {
                            path: path.to_string(),
                            group: Some(parse_small(number)?),
                        },
                        None if value.contains(PATH_SEPARATOR) || value.is_empty() => return None,
                        None if path.is_empty() => Choice::At {
                            path: value.to_string(),
                            group: None,
                        },
                        None => Choice::At {
                            path: format!("{path}{PATH_SEPARATOR}{value}"),
                            group: None,
                        },
                    }
                }
            }
        };
        Some(Clicked {
            game,
            revision,
            choice,
        })
    }
}

/// The value of a group in a select of groups.
pub fn group_value(index: usize) -> String {
    format!("{GROUP_MARK}{index}")
}

/// The path one step back: the group closed first, else the last key dropped.
pub fn back(path: &str, group: Option<usize>) -> String {
    if group.is_some() {
        return path.to_string();
    }
    match path.rsplit_once(PATH_SEPARATOR) {
        Some((parent, _)) => parent.to_string(),
        None => String::new(),
    }
}

fn split_group(state: &str) -> Option<(&str, Option<usize>)> {
    match state.rsplit_once(GROUP_MARK) {
        Some((path, number)) => Some((path, Some(parse_small(number)?))),
        None => Some((state, None)),
    }
}

fn parse_number(text: &str) -> Option<u64> {
    if text.is_empty() || text.len() > 20 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// A group index: at most 25 groups a step.
fn parse_small(text: &str) -> Option<usize> {
    let n = parse_number(text)?;
    (n < 25).then_some(n as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_read_back_to_the_same_click() {
        for click in [
            Clicked::at(12, 7, "", None),
            Clicked::at(12, 7, "e4", Some(2)),
            Clicked::at(1, 0, "e4.d5.+revive.k:swordsman", None),
            Clicked::cancel(3, 9),
        ] {
            let id = click.id().expect("short enough");
            assert_eq!(Clicked::parse(&id, None), Some(click), "{id}");
        }
    }

    #[test]
    fn a_select_value_extends_the_path_or_opens_a_group() {
        let select = Clicked::at(4, 2, "e4", None).id().expect("id");
        assert_eq!(
            Clicked::parse(&select, Some("d5")),
            Some(Clicked::at(4, 2, "e4.d5", None))
        );
        assert_eq!(
            Clicked::parse(&select, Some("~3")),
            Some(Clicked::at(4, 2, "e4", Some(3)))
        );
        let first = Clicked::at(4, 2, "", None).id().expect("id");
        assert_eq!(
            Clicked::parse(&first, Some("e4")),
            Some(Clicked::at(4, 2, "e4", None))
        );
    }

    #[test]
    fn garbled_ids_are_refused() {
        for (id, value) in [
            ("pick:", None),
            ("pick:1", None),
            ("pick:1:2", None),
            ("pick:x:2:e4", None),
            ("pick:1:-2:e4", None),
            ("pick:1:2:e4~99", None),
            ("pick:1:2:e4 e5", None),
            ("pick:1:2:e4", Some("a.b")),
            ("pick:1:2:e4", Some("")),
            ("pick:1:2:!", Some("e4")),
            ("pick:99999999999999999999999:2:e4", None),
            ("accept:1", None),
            ("pick:1:2:司a", None),
        ] {
            assert_eq!(Clicked::parse(id, value), None, "{id} {value:?}");
        }
        let long = format!("pick:1:2:{}", "a".repeat(120));
        assert_eq!(Clicked::parse(&long, None), None);
    }

    #[test]
    fn back_closes_the_group_first_then_drops_a_key() {
        assert_eq!(back("e4.d5", None), "e4");
        assert_eq!(back("e4", Some(1)), "e4");
        assert_eq!(back("e4", None), "");
        assert_eq!(back("", None), "");
    }
}
