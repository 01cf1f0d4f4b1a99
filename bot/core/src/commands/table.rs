//! The declarations, read from the command list (`request::command_list!`, one entry per
//! command), with the options, choices and longer constructors its entries name. Words for
//! each live in `data/bot/locales/*.ftl` under `cmd-<name>…` (see [`super::CommandDecl`]).

use super::{Args, ButtonDecl, Choice, CommandDecl, OptionDecl, OptionKind};
use crate::error::Refusal;
use crate::request::{Command, DrawAnswer, ServerChanges, SetupAction, TurnChoices, UndoAnswer};
use referee_storage::records::TurnDm;

const fn opt(name: &'static str, kind: OptionKind) -> OptionDecl {
    OptionDecl {
        name,
        kind,
        required: false,
        rest: false,
        aliases: &[],
        typed_only: false,
    }
}

impl OptionDecl {
    const fn required(mut self) -> Self {
        self.required = true;
        self
    }

    const fn rest(mut self) -> Self {
        self.rest = true;
        self
    }

    const fn aliases(mut self, aliases: &'static [&'static str]) -> Self {
        self.aliases = aliases;
        self
    }

    const fn typed_only(mut self) -> Self {
        self.typed_only = true;
        self
    }
}

const fn choice(value: &'static str, aliases: &'static [&'static str]) -> Choice {
    Choice { value, aliases }
}

const fn button(id: &'static str, set: &'static [(&'static str, &'static str)]) -> ButtonDecl {
    ButtonDecl { id, set }
}

const fn command(name: &'static str, build: super::Build) -> CommandDecl {
    CommandDecl {
        name,
        aliases: &[],
        options: &[],
        buttons: &[],
        private: false,
        usage: false,
        build,
    }
}

impl CommandDecl {
    const fn aliases(mut self, aliases: &'static [&'static str]) -> Self {
        self.aliases = aliases;
        self
    }

    const fn options(mut self, options: &'static [OptionDecl]) -> Self {
        self.options = options;
        self
    }

    const fn buttons(mut self, buttons: &'static [ButtonDecl]) -> Self {
        self.buttons = buttons;
        self
    }

    const fn private(mut self) -> Self {
        self.private = true;
        self
    }

    const fn usage(mut self) -> Self {
        self.usage = true;
        self
    }
}

/// `#12`: the game a command is about, when the caller has several.
const GAME: OptionDecl = opt("game", OptionKind::Game);
const ANSWERS: &[Choice] = &[
    choice("offer", &[]),
    choice("accept", &["yes"]),
    choice("decline", &["no"]),
];
/// The computer's levels (`computer::Level`).
const LEVELS: &[Choice] = &[
    choice("easy", &[]),
    choice("normal", &[]),
    choice("hard", &[]),
];
const UNDO_ANSWERS: &[Choice] = &[
    choice("ask", &[]),
    choice("accept", &["yes"]),
    choice("decline", &["no"]),
];

/// The table's declarations, derived from the command list ([`crate::request::command_list!`]):
/// each command's name with its constructor and the rest of its declaration.
macro_rules! declare_table {
    ($(
        $name:literal {
            $(
                $(#[$doc:meta])*
                $variant:ident $({ $($(#[$field_doc:meta])* $field:ident : $type:ty),* $(,)? })?
                $(@ $game:ident)? => $handler:path
            ),* $(,)?
        } $(built $build:expr $(, $method:ident ( $($arg:tt)* ))*)? ;
    )*) => {
        pub(super) static COMMANDS: &[CommandDecl] = &[
            $($(command($name, $build)$(.$method($($arg)*))*,)?)*
        ];
    };
}

crate::request::command_list!(declare_table);

/// `/tournament <action> …`: each action takes the options it needs.
fn tournament(a: &Args) -> Result<Command, Refusal> {
    use crate::tournaments::action::{parse_id, TournamentAction as Do, TournamentSettings};
    let tournament = match a.text("tournament") {
        Some(text) => Some(parse_id(&text).ok_or_else(|| a.usage())?),
        None => None,
    };
    let small = |name: &str| -> Result<Option<u32>, Refusal> {
        a.integer(name)
            .map(|n| u32::try_from(n).map_err(|_| a.usage()))
            .transpose()
    };
    let action = match a.choice("action")? {
        Some("create") => Do::Create(TournamentSettings {
            variant: a.required_text("variant")?,
            format: a.choice("format")?.map(str::to_string),
            rounds: small("rounds")?,
            deadline_secs: a.duration("deadline")?,
            round_days: small("days")?,
            casual: a.has("rated") && !a.flag("rated"),
            server_manager: false,
            max: small("max")?,
            starts: a.text("starts"),
        }),
        Some("join") => Do::Join {
            partner: a.users().into_iter().next(),
            tournament,
        },
        Some("leave") => Do::Leave { tournament },
        Some("start") => Do::Start { tournament },
        Some("standings") | None => Do::Standings { tournament },
        Some("withdraw") => Do::Withdraw { tournament },
        Some("cancel") => Do::Cancel {
            tournament,
            server_manager: false,
        },
        Some(_) => return Err(a.usage()),
    };
    Ok(Command::Tournament { action })
}

fn play(a: &Args) -> Result<Command, Refusal> {
    let mut options = a.pairs("options");
    // The expiry is a game option like any other; Discord offers it apart.
    options.extend(a.text("expiry").map(|e| ("expiry".to_string(), e)));
    // `rated:no` is read by the bot, never by the rules (see `rated::take_rated_option`).
    options.extend(
        a.choice("rated")?
            .map(|r| ("rated".to_string(), r.to_string())),
    );
    // The computer's level and its seats, read by the core (`computers`).
    options.extend(
        a.choice("level")?
            .map(|l| ("level".to_string(), l.to_string())),
    );
    options.extend(
        a.integer("computer")
            .map(|n| ("computer".to_string(), n.to_string())),
    );
    Ok(Command::Play {
        variant: a.required_text("variant")?,
        opponents: a.users(),
        random_seats: a.choice("seats")? == Some("random"),
        options,
        deadline_secs: a.duration("deadline")?,
    })
}

fn draw(a: &Args) -> Result<Command, Refusal> {
    let answer = match a.choice("answer")? {
        Some("accept") => DrawAnswer::Accept,
        Some("decline") => DrawAnswer::Decline,
        _ => DrawAnswer::Offer,
    };
    Ok(Command::Draw {
        answer,
        game: a.game,
    })
}

fn undo(a: &Args) -> Result<Command, Refusal> {
    let answer = match a.choice("answer")? {
        Some("accept") => UndoAnswer::Accept,
        Some("decline") => UndoAnswer::Decline,
        _ => UndoAnswer::Ask,
    };
    Ok(Command::Undo {
        answer,
        game: a.game,
    })
}

fn settings(a: &Args) -> Result<Command, Refusal> {
    let vacation_days = match a.integer("vacation") {
        Some(days) => Some(u32::try_from(days).map_err(|_| a.usage())?),
        None => None,
    };
    let language = a.text("language");
    let turns = turn_choices(a)?;
    let images = image_choices(a)?;
    if language.is_none() && vacation_days.is_none() && !turns.any() && !images.any() {
        return Err(a.usage());
    }
    Ok(Command::Settings {
        language,
        vacation_days,
        turns,
        images,
    })
}

/// `pieces:glyphs|words coordinates:on|off` (`/settings`, `/server`).
fn image_choices(a: &Args) -> Result<referee_storage::images::ImageChoices, Refusal> {
    Ok(referee_storage::images::ImageChoices {
        piece_words: a.choice("pieces")?.map(|value| value == "words"),
        coordinates: a.choice("coordinates")?.map(|value| value == "on"),
    })
}

/// `turn-dm:on|off|digest digest-at:20:00 timezone:Asia/Shanghai`, checked here.
fn turn_choices(a: &Args) -> Result<TurnChoices, Refusal> {
    let turn_dm = match a.choice("turn-dm")? {
        Some("on") => Some(TurnDm::On),
        Some("off") => Some(TurnDm::Off),
        Some("digest") => Some(TurnDm::Digest),
        Some(_) => return Err(a.usage()),
        None => None,
    };
    let digest_at = match a.text("digest-at") {
        Some(text) => Some(crate::daytime::parse_time_of_day(&text).ok_or_else(|| a.usage())?),
        None => None,
    };
    let timezone = match a.text("timezone") {
        Some(text) => Some(crate::daytime::parse_zone(&text).ok_or_else(|| a.usage())?),
        None => None,
    };
    Ok(TurnChoices {
        turn_dm,
        digest_at,
        timezone,
    })
}

/// `save NAME [set-up…]`, `list`, `delete NAME`, `swap NAME A B`; typed without an
/// action, `list`.
fn saved_setups(a: &Args) -> Result<Command, Refusal> {
    let name = a.text("name");
    let action = match (a.choice("action")?, name) {
        (Some("save"), Some(name)) => SetupAction::Save {
            name,
            setup: a.text("layout").filter(|l| !l.is_empty()),
        },
        (Some("delete"), Some(name)) => SetupAction::Delete { name },
        (Some("swap"), Some(name)) => {
            let places = a.text("layout").unwrap_or_default();
            match places.split_whitespace().collect::<Vec<_>>()[..] {
                [first, second] => SetupAction::Swap {
                    name,
                    a: first.to_string(),
                    b: second.to_string(),
                },
                _ => return Err(a.usage()),
            }
        }
        (Some("list"), _) | (None, None) => SetupAction::List,
        _ => return Err(a.usage()),
    };
    Ok(Command::SavedSetups { action })
}

fn server(a: &Args) -> Result<Command, Refusal> {
    let changes = ServerChanges {
        ratings: a.choice("ratings")?.map(|value| value == "on"),
        tournaments_admins_only: a.choice("tournaments")?.map(|value| value == "admins"),
        images: image_choices(a)?,
        language: a.text("language"),
    };
    Ok(Command::Server {
        changes,
        server_manager: false,
    })
}
