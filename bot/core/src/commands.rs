//! The command table: every command the bot takes, declared once, in the command list
//! (`request::command_list!`), and read into a table here (in [`table`]).
//!
//! A declaration names the command, its options, its typed aliases, its buttons, whether
//! it is answered privately, and the constructor that turns read arguments into a
//! [`Command`]. Everything else is derived from it: the typed-text parser ([`typed`]), the
//! Discord registration and slash-option reader (in the Discord shell), button ids and
//! `/help`. Names, descriptions and labels in every language come from the bot's Fluent
//! catalogues by ids derived here ([`CommandDecl::name_id`] and friends); the catalogue
//! tests fail when one is missing. How to add a command: `docs/adding-a-command.md`.

use crate::error::Refusal;
use crate::request::{Command, GameId, User};
use crate::words::{self, say, Lang};

mod args;
pub mod help;
mod table;
pub mod typed;

pub use args::{option_pairs, Args, Value};

/// What an option holds, and so how Discord shows it and how a typed line fills it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// A variant id; Discord offers the listed variants. Typed: a word (an optional one
    /// only when it names a variant).
    Variant,
    /// A player: `<@ID>` or `@name` typed, a user picker on Discord.
    User,
    /// Free text. Typed: one word, or with [`OptionDecl::rest`] the rest of the line.
    Text,
    /// Free text whose suggestions come from the core (`/move`).
    Autocomplete,
    /// A game number, typed `#12`; every command's `game` option shares its words.
    Game,
    /// A duration such as `3d` or `12h`, typed `name:3d`.
    Duration,
    /// A whole number from 0 to 60, typed `name:3`.
    Integer,
    /// A yes/no switch; typed as its bare name (`/abort force`) or `name:true`.
    Boolean,
    /// One of fixed values, each with a label in the catalogues; typed as the value or
    /// one of its aliases.
    Choice(&'static [Choice]),
    /// A language the bot speaks; labelled by the catalogues' language names.
    Language,
    /// `key=value` pairs and `+toggles` handed to the game; typed, every such token no
    /// other option takes.
    Pairs,
}

/// One value of a [`OptionKind::Choice`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    pub value: &'static str,
    /// Other words typed for it (`yes` for `accept`).
    pub aliases: &'static [&'static str],
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionDecl {
    /// Lowercase ASCII: the key typed (`deadline:3d`) and Discord's English name.
    pub name: &'static str,
    pub kind: OptionKind,
    /// Discord insists on it; typed lines are checked by the constructor instead.
    pub required: bool,
    /// Typed: takes the rest of the line (a move, a piece name, a layout).
    pub rest: bool,
    /// Other keys typed for it (`lang:` for `language:`).
    pub aliases: &'static [&'static str],
    /// Typed only (`/resign confirm`): not registered on Discord.
    pub typed_only: bool,
}

/// A button the core shows, sending this command with fixed option values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ButtonDecl {
    /// The id's prefix: a button reads `<id>:<game>`.
    pub id: &'static str,
    /// Option values the button sets, as typed (`("answer", "accept")`).
    pub set: &'static [(&'static str, &'static str)],
}

/// The constructor of a command's request from its read arguments.
pub type Build = fn(&Args) -> Result<Command, Refusal>;

#[derive(Clone, Copy, Debug)]
pub struct CommandDecl {
    /// Lowercase ASCII: `/name`, the registration name, the stable id for metrics and the
    /// stem of its catalogue ids.
    pub name: &'static str,
    /// Other names typed (`/m` for `/move`).
    pub aliases: &'static [&'static str],
    pub options: &'static [OptionDecl],
    pub buttons: &'static [ButtonDecl],
    /// The answer concerns only the caller (Discord defers it ephemerally).
    pub private: bool,
    /// A refusal of its arguments shows its usage line (`usage-<name>` in the catalogues);
    /// without one, it points to `/help`.
    pub usage: bool,
    pub build: Build,
}

impl CommandDecl {
    /// Catalogue id of the command's localised name (`cmd-play`).
    pub fn name_id(&self) -> String {
        format!("cmd-{}", self.name)
    }

    pub fn description_id(&self) -> String {
        format!("cmd-{}-desc", self.name)
    }

    /// Its line in `/help`.
    pub fn help_id(&self) -> String {
        format!("cmd-{}-help", self.name)
    }

    /// Catalogue id of an option's localised name; `game` options share `opt-game`.
    pub fn option_id(&self, option: &OptionDecl) -> String {
        match option.kind {
            OptionKind::Game => format!("opt-{}", option.name),
            _ => format!("cmd-{}-opt-{}", self.name, option.name),
        }
    }

    pub fn option_description_id(&self, option: &OptionDecl) -> String {
        format!("{}-desc", self.option_id(option))
    }

    /// Catalogue id of a choice's label (`cmd-draw-opt-answer-accept`).
    pub fn choice_id(&self, option: &OptionDecl, value: &str) -> String {
        format!("{}-{value}", self.option_id(option))
    }

    /// The options Discord registers.
    pub fn slash_options(&self) -> impl Iterator<Item = &'static OptionDecl> {
        self.options.iter().filter(|o| !o.typed_only)
    }

    pub fn option(&self, name: &str) -> Option<&'static OptionDecl> {
        self.options.iter().find(|o| o.name == name)
    }

    /// Every catalogue id this declaration needs, in each of the three languages.
    pub fn catalogue_ids(&self) -> Vec<String> {
        let mut ids = vec![self.name_id(), self.description_id(), self.help_id()];
        if self.usage {
            ids.push(words::usage_id(self.name));
        }
        for option in self.slash_options() {
            ids.push(self.option_id(option));
            ids.push(self.option_description_id(option));
            if let OptionKind::Choice(choices) = option.kind {
                ids.extend(choices.iter().map(|c| self.choice_id(option, c.value)));
            }
        }
        ids
    }
}

/// Every command, in the order Discord lists them and `/help` names them.
pub fn all() -> &'static [CommandDecl] {
    table::COMMANDS
}

/// The command registered as `name` (a slash invocation).
pub fn find(name: &str) -> Option<&'static CommandDecl> {
    all().iter().find(|c| c.name == name)
}

/// The command a typed word names: its name or an alias, any case.
pub fn find_typed(word: &str) -> Option<&'static CommandDecl> {
    let word = word.to_lowercase();
    all()
        .iter()
        .find(|c| c.name == word || c.aliases.contains(&word.as_str()))
}

/// Every catalogue id the table needs (each in en, zh-CN and zh-TW).
pub fn catalogue_ids() -> Vec<String> {
    let mut ids: Vec<String> = all().iter().flat_map(CommandDecl::catalogue_ids).collect();
    ids.sort();
    ids.dedup();
    ids
}

/// One of the table's catalogue entries in `lang`.
pub fn text(lang: Lang, id: &str) -> String {
    say(lang, id, &[])
}

/// `/help`: every command's help line, in table order.
pub fn help(lang: Lang) -> String {
    let lines: Vec<String> = all().iter().map(|c| text(lang, &c.help_id())).collect();
    say(lang, "help", &[("commands", lines.join(" · "))])
}

/// The command behind a button id the core emitted (`accept:12`, `resign-confirm:12`…).
pub fn from_button(custom_id: &str) -> Option<Command> {
    from_component(custom_id, None)
}

/// The command a component sends: a button (`value` is `None`) or a select with the
/// chosen option's value. Picker steps carry their own state ([`crate::picker_ids::Clicked`]).
pub fn from_component(custom_id: &str, value: Option<&str>) -> Option<Command> {
    if custom_id.starts_with(crate::picker_ids::PICK_PREFIX) {
        let click = crate::picker_ids::Clicked::parse(custom_id, value)?;
        return Some(Command::PickStep { click });
    }
    if value.is_some() {
        return None;
    }
    let (verb, id) = custom_id.split_once(':')?;
    let game: GameId = id.parse().ok()?;
    all().iter().find_map(|decl| {
        let button = decl.buttons.iter().find(|b| b.id == verb)?;
        pressed(decl, button, game).ok()
    })
}

/// The id of the button that sends `command` back (inverse of [`from_button`]).
pub fn button_id(command: &Command) -> Option<String> {
    let game = command.game()?;
    all().iter().find_map(|decl| {
        decl.buttons
            .iter()
            .find(|b| pressed(decl, b, game).as_ref() == Ok(command))
            .map(|b| format!("{}:{game}", b.id))
    })
}

fn pressed(
    decl: &'static CommandDecl,
    button: &ButtonDecl,
    game: GameId,
) -> Result<Command, Refusal> {
    let mut args = Args::new(decl);
    args.game = Some(game);
    for (name, value) in button.set {
        args.set_typed(name, value, &|_| None)?;
    }
    (decl.build)(&args)
}

/// `<@123>` / `<@!123>` (Discord) or `@name` (console).
pub(crate) fn mention(token: &str, name_of: &dyn Fn(u64) -> Option<String>) -> Option<User> {
    if let Some(inner) = token.strip_prefix("<@").and_then(|t| t.strip_suffix('>')) {
        let id: u64 = inner.trim_start_matches('!').parse().ok()?;
        let name = name_of(id).unwrap_or_else(|| id.to_string());
        return Some(User { id, name });
    }
    let name = token.strip_prefix('@')?;
    (!name.is_empty()).then(|| User::from_name(name))
}

/// What the table says of a request: its buttons and whether it is answered privately.
impl Command {
    /// The command behind a button id the core emitted (`accept:12`, `resign-confirm:12`…),
    /// as the command table declares its buttons.
    pub fn from_button(custom_id: &str) -> Option<Command> {
        from_button(custom_id)
    }

    /// The command a button or a select sends back (see [`from_component`]).
    pub fn from_component(custom_id: &str, value: Option<&str>) -> Option<Command> {
        from_component(custom_id, value)
    }

    /// The id of the button that sends this command back (inverse of [`Command::from_button`]).
    pub fn button_id(&self) -> Option<String> {
        button_id(self)
    }

    /// Whether the answer concerns only the caller (the declaration says): the core
    /// answers queries privately, and `/resign` only asks for confirmation.
    pub fn is_private(&self) -> bool {
        !matches!(self, Command::ResignConfirm { .. })
            && find(self.name()).is_some_and(|c| c.private)
    }
}
