//! `referee local`: the core driven by typed lines.
//!
//! ```text
//! alice: /play ancient @bob          # typed in the game channel
//! bob: /accept
//! alice dm: camps b1 c4 d6          # sent to the bot privately
//! !wait 2d                           # move the console's clock forward (scripts, tests)
//! ```
//! Console users get stable ids from their names (`User::from_name`); `<@ID>` prints as `@name`.
//!
//! Layers: `print` turns effects into text and imports nothing of the crate; the crate
//! root reads lines and drives the core (the test `layering` fails on a circle).

mod offered;
mod print;

pub use print::{plain_text, utc};

use print::JsonLine;
use referee_core::effect::{Effect, Image, Row, Select};
use referee_core::parse::parse_duration;
use referee_core::request::{Command, Place, Request, User};
use referee_core::{BotError, Core};
use std::collections::HashMap;
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::time::{SystemTime, UNIX_EPOCH};

/// The one channel console players share.
pub const TABLE_CHANNEL: u64 = 1;
const TABLE_GUILD: u64 = 1;
/// Rounds of computer answers after one typed line, at most (a guard: two computers
/// never play each other alone).
const COMPUTER_ROUNDS: usize = 8;

pub struct Console {
    core: Core,
    out_dir: PathBuf,
    json: bool,
    /// Names seen in this run (the store remembers the rest).
    names: HashMap<u64, String>,
    images_written: usize,
    /// Added to the wall clock by `!wait`.
    clock_offset: u64,
    /// What a script's `click:` may press.
    offered: offered::Offered,
}

/// One parsed console line.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    Say {
        user: User,
        dm: bool,
        text: String,
    },
    /// `name click: ID [VALUE]`: a click on a button, or an option chosen in a select.
    Click {
        user: User,
        dm: bool,
        id: String,
        value: Option<String>,
    },
    Wait(u64),
    Nothing,
}

/// `name: text`, `name dm: text`, `!wait 3d`; blank lines and `#` comments are nothing.
pub fn parse_line(line: &str) -> Result<Line, String> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(Line::Nothing);
    }
    if let Some(rest) = line.strip_prefix("!wait") {
        return parse_duration(rest)
            .map(Line::Wait)
            .ok_or_else(|| format!("`!wait` needs a duration like 2d, not {:?}", rest.trim()));
    }
    let Some((who, text)) = line.split_once(':') else {
        return Err(format!(
            "expected `name: text` or `name dm: text`, got {line:?}"
        ));
    };
    let mut who_words = who.split_whitespace().peekable();
    let name = who_words.next().unwrap_or("");
    let dm = who_words
        .next_if(|w| w.eq_ignore_ascii_case("dm"))
        .is_some();
    let click = who_words
        .next_if(|w| w.eq_ignore_ascii_case("click"))
        .is_some();
    if who_words.next().is_some() {
        return Err(format!(
            "expected `name:`, `name dm:` or `name click:`, got {who:?}"
        ));
    }
    if name.is_empty() {
        return Err(format!("no name before ':' in {line:?}"));
    }
    let user = User::from_name(name);
    if click {
        let mut words = text.split_whitespace();
        let Some(id) = words.next() else {
            return Err(format!("`click:` needs a component id, in {line:?}"));
        };
        return Ok(Line::Click {
            user,
            dm,
            id: id.to_string(),
            value: words.next().map(str::to_string),
        });
    }
    Ok(Line::Say {
        user,
        dm,
        text: text.trim().to_string(),
    })
}

fn wall_clock() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

impl Console {
    pub fn new(core: Core, out_dir: PathBuf, json: bool) -> Result<Console, BotError> {
        std::fs::create_dir_all(&out_dir)?;
        // Number images after those already there, so a second run never overwrites.
        let images_written = std::fs::read_dir(&out_dir)?.count();
        Ok(Console {
            core,
            out_dir,
            json,
            names: HashMap::new(),
            images_written,
            clock_offset: 0,
            offered: offered::Offered::default(),
        })
    }

    pub fn now(&self) -> u64 {
        wall_clock().saturating_add(self.clock_offset)
    }

    /// Handle one line; returns the lines to print.
    pub fn line(&mut self, line: &str) -> Result<Vec<String>, BotError> {
        let effects = match parse_line(line).map_err(BotError::Usage)? {
            Line::Nothing => return Ok(Vec::new()),
            Line::Wait(secs) => {
                self.clock_offset = self.clock_offset.saturating_add(secs);
                // A deadline that passed may leave the computer to act (a stand-in).
                let now = self.now();
                let mut effects = self.core.tick(now);
                effects.extend(self.computers_play(now));
                effects
            }
            Line::Click {
                user,
                dm,
                id,
                value,
            } => {
                self.names.insert(user.id, user.name.clone());
                if !self.offered.allows(user.id, &id, value.as_deref()) {
                    return Err(BotError::Usage(format!(
                        "{} was never shown `{id}`{} to click",
                        user.name,
                        value
                            .map(|v| format!(" with the option `{v}`"))
                            .unwrap_or_default()
                    )));
                }
                match Command::from_component(&id, value.as_deref()) {
                    Some(command) => self.request(user, dm, command),
                    None => vec![Effect::Ephemeral {
                        user: user.id,
                        text: referee_core::words::stale_button(
                            self.core.reader_lang(user.id, None),
                        ),
                        image: None,
                        more_files: Vec::new(),
                        error: true,
                        game: None,
                        buttons: Vec::new(),
                    }],
                }
            }
            Line::Say { user, dm, text } => {
                self.names.insert(user.id, user.name.clone());
                let command = if text.starts_with('/') {
                    Command::Typed { text }
                } else {
                    Command::Text { text }
                };
                self.request(user, dm, command)
            }
        };
        effects
            .iter()
            .filter_map(|e| self.show(e).transpose())
            .collect()
    }

    /// One request from `user`, in the table's channel or by DM, and what follows it at
    /// once (due deadlines, the computer's answers).
    fn request(&mut self, user: User, dm: bool, command: Command) -> Vec<Effect> {
        let place = if dm {
            Place {
                channel: user.id,
                guild: None,
                dm: true,
            }
        } else {
            Place {
                channel: TABLE_CHANNEL,
                guild: Some(TABLE_GUILD),
                dm: false,
            }
        };
        let now = self.now();
        let mut effects = self.core.handle(Request {
            user,
            place,
            command,
            delivery_id: None,
            now,
            locale: None,
        });
        effects.extend(self.core.tick(now));
        effects.extend(self.computers_play(now));
        effects
    }

    /// The computer answers at once in the console (on this thread: a script replays
    /// identically), until it owes nothing more.
    fn computers_play(&self, now: u64) -> Vec<Effect> {
        let mut effects = Vec::new();
        // Each round answers every game once; a game owing a further answer (a draw
        // offer after its own move…) comes back in the next round.
        for _ in 0..COMPUTER_ROUNDS {
            let tasks = self.core.computer_work();
            if tasks.is_empty() {
                break;
            }
            for task in tasks {
                if let Some(command) = task.think() {
                    effects.extend(self.core.computer_submit(&task, command, now));
                }
            }
        }
        effects
    }

    /// After opening a store: games where the computer was to move are played on.
    pub fn resume(&mut self) -> Result<Vec<String>, BotError> {
        self.core.schedule_computers();
        let effects = self.computers_play(self.now());
        effects
            .iter()
            .filter_map(|e| self.show(e).transpose())
            .collect()
    }

    fn name_of(&self, id: u64) -> Option<String> {
        self.names
            .get(&id)
            .cloned()
            .or_else(|| self.core.user_name(id))
    }

    /// One line for one effect; images are written into the output directory.
    fn show(&mut self, effect: &Effect) -> Result<Option<String>, BotError> {
        self.offered.note(effect);
        let Some((to, user)) = print::audience(effect) else {
            return Ok(None);
        };
        let no_more: &[Image] = &[];
        let (text, image, more_files, error, buttons) = match effect {
            Effect::Post {
                text,
                image,
                buttons,
                ..
            } => (
                text.clone(),
                image.as_ref(),
                no_more,
                false,
                buttons.clone(),
            ),
            Effect::Private {
                text,
                image,
                buttons,
                ..
            } => (
                text.clone(),
                image.as_ref(),
                no_more,
                false,
                buttons.clone(),
            ),
            Effect::Ephemeral {
                text,
                image,
                more_files,
                error,
                buttons,
                ..
            } => (
                text.clone(),
                image.as_ref(),
                more_files.as_slice(),
                *error,
                buttons.clone(),
            ),
            Effect::Picker {
                text,
                image,
                rows,
                error,
                ..
            } => {
                let buttons = rows
                    .iter()
                    .flat_map(|row| match row {
                        Row::Buttons(buttons) => buttons.clone(),
                        Row::Select(_) => Vec::new(),
                    })
                    .collect();
                (text.clone(), image.as_ref(), no_more, *error, buttons)
            }
            Effect::Choices { choices, .. } => {
                (choices.join(", "), None, no_more, false, Vec::new())
            }
            Effect::OpenThread { .. } | Effect::Delete { .. } => return Ok(None),
        };
        let image_path = image.map(|image| self.write_file(image)).transpose()?;
        let more_paths = more_files
            .iter()
            .map(|file| self.write_file(file))
            .collect::<Result<Vec<_>, _>>()?;
        let names = |id: u64| self.name_of(id);
        let text = plain_text(&text, &names);
        let user_name = user.map(|u| self.name_of(u).unwrap_or_else(|| u.to_string()));
        if self.json {
            let line = JsonLine {
                to,
                user: user_name,
                text,
                image: image_path,
                files: more_paths,
                error,
                game: effect.game(),
                buttons: buttons.iter().map(|b| b.id.clone()).collect(),
                selects: Self::selects(effect),
            };
            return serde_json::to_string(&line)
                .map(Some)
                .map_err(|e| BotError::Usage(e.to_string()));
        }
        let head = match (to, user_name) {
            ("channel", _) => "[channel]".to_string(),
            ("dm", Some(name)) => format!("[dm {name}]"),
            ("picker", Some(name)) if error => format!("[picker {name}] ERROR"),
            ("picker", Some(name)) => format!("[picker {name}]"),
            (_, Some(name)) if error => format!("[only {name}] ERROR"),
            (_, Some(name)) => format!("[only {name}]"),
            _ => format!("[{to}]"),
        };
        let mut line = format!("{head} {}", text.replace('\n', " | "));
        for select in Self::selects(effect) {
            let options: Vec<String> = select
                .options
                .iter()
                .map(|o| format!("{} ({})", o.label, o.value))
                .collect();
            line.push_str(&format!(
                " [select {}: {}: {}]",
                select.id,
                select.placeholder,
                options.join(", ")
            ));
        }
        if !buttons.is_empty() {
            let ids: Vec<String> = buttons
                .iter()
                .map(|b| format!("{} ({})", b.label, b.id))
                .collect();
            line.push_str(&format!(" [buttons: {}]", ids.join(", ")));
        }
        if let Some(path) = image_path {
            line.push_str(&format!(" [image: {path}]"));
        }
        for path in more_paths {
            line.push_str(&format!(" [file: {path}]"));
        }
        Ok(Some(line))
    }

    /// The selects of a picker step, in their rows' order.
    fn selects(effect: &Effect) -> Vec<&Select> {
        match effect {
            Effect::Picker { rows, .. } => rows
                .iter()
                .filter_map(|row| match row {
                    Row::Select(select) => Some(select),
                    Row::Buttons(_) => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Write an attached file into the output directory, numbered in order; its path.
    fn write_file(&mut self, file: &Image) -> Result<String, BotError> {
        self.images_written += 1;
        let path = self
            .out_dir
            .join(format!("{:04}-{}", self.images_written, file.name));
        std::fs::write(&path, &file.png)?;
        Ok(path.display().to_string())
    }
}

/// Run a script file. A line that cannot be read stops the run with its line number.
pub fn run_script(
    console: &mut Console,
    script: &std::path::Path,
    out: &mut dyn Write,
) -> Result<(), BotError> {
    let text = std::fs::read_to_string(script)
        .map_err(|e| BotError::Usage(format!("cannot read script {}: {e}", script.display())))?;
    for (number, line) in text.lines().enumerate() {
        let printed = console
            .line(line)
            .map_err(|e| BotError::Usage(format!("{}:{}: {e}", script.display(), number + 1)))?;
        for p in printed {
            writeln!(out, "{p}")?;
        }
    }
    out.flush()?;
    Ok(())
}

/// Read lines from `input` until it ends; a bad line is reported and skipped.
pub fn run_interactive(
    console: &mut Console,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), BotError> {
    let mut line = String::new();
    loop {
        line.clear();
        if input.read_line(&mut line)? == 0 {
            return Ok(());
        }
        match console.line(&line) {
            Ok(printed) => {
                for p in printed {
                    writeln!(out, "{p}")?;
                }
            }
            Err(e) => writeln!(err, "{e}")?,
        }
        out.flush()?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_read() {
        assert_eq!(parse_line("  # note"), Ok(Line::Nothing));
        assert_eq!(parse_line(""), Ok(Line::Nothing));
        assert_eq!(parse_line("!wait 2d"), Ok(Line::Wait(172_800)));
        assert_eq!(
            parse_line("Bob dm: hide b2"),
            Ok(Line::Say {
                user: User::from_name("Bob"),
                dm: true,
                text: "hide b2".into()
            })
        );
        assert!(parse_line("alice e2-e4").is_err());
        assert!(parse_line("alice bob: hi").is_err());
    }
}
