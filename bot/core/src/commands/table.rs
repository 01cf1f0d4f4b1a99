//! The declarations: one per command, with the constructor of its request. Words for
//! each live in `data/bot/locales/*.ftl` under `cmd-<name>…` (see [`super::CommandDecl`]).

use super::{Args, ButtonDecl, Choice, CommandDecl, OptionDecl, OptionKind};
use crate::error::Refusal;
use crate::request::{Command, DrawAnswer, ServerChanges, SetupAction, TurnChoices, UndoAnswer};
use crate::store::records::TurnDm;

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

pub(super) static COMMANDS: &[CommandDecl] = &[
    command("play", play).aliases(&["challenge"]).options(&[
        opt("variant", OptionKind::Variant).required(),
        // None, or fewer than the game seats: the free seats make an open table.
        opt("opponent", OptionKind::User),
        opt("opponent2", OptionKind::User),
        opt("opponent3", OptionKind::User),
        opt(
            "seats",
            OptionKind::Choice(&[choice("ordered", &[]), choice("random", &[])]),
        ),
        opt("deadline", OptionKind::Duration),
        opt(
            "expiry",
            OptionKind::Choice(&[
                choice("claim-win", &[]),
                choice("skip", &[]),
                choice("abort", &[]),
            ]),
        ),
        opt("options", OptionKind::Pairs),
        opt(
            "rated",
            OptionKind::Choice(&[choice("yes", &["on"]), choice("no", &["off", "casual"])]),
        ),
        opt("level", OptionKind::Choice(LEVELS)),
        // More seats for the computer: `computer:2`.
        opt("computer", OptionKind::Integer),
    ]),
    command("accept", |a| Ok(Command::Accept { game: a.game }))
        .options(&[GAME])
        .buttons(&[button("accept", &[])]),
    command("decline", |a| Ok(Command::Decline { game: a.game }))
        .options(&[GAME])
        .buttons(&[button("decline", &[])]),
    command("join", |a| Ok(Command::Join { game: a.game }))
        .aliases(&["sit"])
        .options(&[GAME])
        .buttons(&[button("join", &[])]),
    command("leave", |a| Ok(Command::Leave { game: a.game })).options(&[GAME]),
    command("add-computer", |a| {
        Ok(Command::AddComputer {
            game: a.game,
            level: a.choice("level")?.map(str::to_string),
        })
    })
    .aliases(&["computer"])
    .options(&[opt("level", OptionKind::Choice(LEVELS)), GAME])
    .buttons(&[button("add-computer", &[])]),
    command("move", |a| {
        Ok(Command::Move {
            text: a.required_text("text")?,
            game: a.game,
        })
    })
    .aliases(&["m"])
    .options(&[
        opt("text", OptionKind::Autocomplete).required().rest(),
        GAME,
    ]),
    command("board", |a| Ok(Command::Board { game: a.game }))
        .options(&[GAME])
        .private(),
    command("mine", |a| Ok(Command::Mine { game: a.game }))
        .options(&[GAME])
        .private(),
    command("hint", |a| {
        Ok(Command::Hint {
            square: a.required_text("square")?,
            game: a.game,
        })
    })
    .options(&[opt("square", OptionKind::Text).required(), GAME])
    .private(),
    // The move picker; the Move button under a board opens it too.
    command("pick", |a| Ok(Command::Pick { game: a.game }))
        .aliases(&["picker", "moves"])
        .options(&[GAME])
        .buttons(&[button("move", &[])])
        .private(),
    // Asks for confirmation; the button or `/resign confirm` resigns.
    command("resign", |a| {
        let game = a.game;
        Ok(match a.flag("confirm") {
            true => Command::ResignConfirm { game },
            false => Command::Resign { game },
        })
    })
    .options(&[GAME, opt("confirm", OptionKind::Boolean).typed_only()])
    .buttons(&[button("resign-confirm", &[("confirm", "true")])])
    .private(),
    command("draw", draw)
        .options(&[opt("answer", OptionKind::Choice(ANSWERS)), GAME])
        .buttons(&[
            button("draw-accept", &[("answer", "accept")]),
            button("draw-decline", &[("answer", "decline")]),
        ]),
    command("undo", undo)
        .aliases(&["takeback"])
        .options(&[opt("answer", OptionKind::Choice(UNDO_ANSWERS)), GAME])
        .buttons(&[
            button("undo-accept", &[("answer", "accept")]),
            button("undo-decline", &[("answer", "decline")]),
        ]),
    // `force`: a server admin ends a stuck game; whether the sender may is the shell's
    // to vouch for (`server_manager`), never a typed word's.
    command("abort", |a| {
        let game = a.game;
        Ok(match a.flag("force") {
            true => Command::AbortForce {
                game,
                server_manager: false,
            },
            false => Command::Abort { game },
        })
    })
    .options(&[opt("force", OptionKind::Boolean), GAME])
    .buttons(&[button("abort", &[])]),
    command("games", |a| {
        Ok(match a.choice("list")? {
            Some("finished") => Command::FinishedGames,
            _ => Command::Games,
        })
    })
    .options(&[opt(
        "list",
        OptionKind::Choice(&[choice("open", &[]), choice("finished", &["done", "ended"])]),
    )])
    .private(),
    command("export", |a| Ok(Command::Export { game: a.game }))
        .options(&[GAME])
        .private(),
    command("replay", |a| Ok(Command::Replay { game: a.game })).options(&[GAME]),
    command("history", |a| Ok(Command::History { game: a.game }))
        .options(&[GAME])
        .private(),
    command("rules", |a| {
        Ok(Command::Rules {
            variant: a.text("variant"),
            piece: a.text("piece").filter(|p| !p.is_empty()),
        })
    })
    .options(&[
        opt("variant", OptionKind::Variant),
        opt("piece", OptionKind::Text).rest(),
    ])
    .private(),
    command("settings", settings)
        .options(&[
            opt("language", OptionKind::Language).aliases(&["lang"]),
            opt("vacation", OptionKind::Integer),
            opt(
                "turn-dm",
                OptionKind::Choice(&[choice("on", &[]), choice("off", &[]), choice("digest", &[])]),
            ),
            opt("digest-at", OptionKind::Text),
            opt("timezone", OptionKind::Text).aliases(&["tz"]),
        ])
        .private(),
    // The saved set-ups of the family that keeps them (army chess's layouts).
    command("layout", saved_setups)
        .aliases(&["layouts"])
        .options(&[
            opt(
                "action",
                OptionKind::Choice(&[
                    choice("save", &[]),
                    choice("list", &[]),
                    choice("delete", &["remove"]),
                    choice("swap", &[]),
                ]),
            )
            .required(),
            opt("name", OptionKind::Text),
            opt("layout", OptionKind::Text).rest(),
        ])
        .private(),
    command("tournament", tournament)
        .aliases(&["tournaments"])
        .options(&[
            opt(
                "action",
                OptionKind::Choice(&[
                    choice("create", &["new"]),
                    choice("join", &[]),
                    choice("leave", &[]),
                    choice("start", &[]),
                    choice("standings", &["table"]),
                    choice("withdraw", &[]),
                    choice("cancel", &[]),
                ]),
            )
            .required(),
            opt("variant", OptionKind::Variant),
            opt("tournament", OptionKind::Text).aliases(&["t"]),
            opt(
                "format",
                OptionKind::Choice(&[choice("swiss", &[]), choice("round-robin", &["rr"])]),
            ),
            opt("rounds", OptionKind::Integer),
            opt("deadline", OptionKind::Duration),
            opt("days", OptionKind::Integer).aliases(&["round-days"]),
            opt("rated", OptionKind::Boolean),
            opt("max", OptionKind::Integer),
            opt("starts", OptionKind::Text),
            opt("partner", OptionKind::User),
        ]),
    command("profile", |a| {
        Ok(Command::Profile {
            player: a.users().into_iter().next(),
            variant: a.text("variant"),
        })
    })
    .options(&[
        opt("player", OptionKind::User),
        opt("variant", OptionKind::Variant),
    ])
    .private(),
    command("leaderboard", |a| {
        Ok(Command::Leaderboard {
            variant: a.text("variant"),
        })
    })
    .aliases(&["top"])
    .options(&[opt("variant", OptionKind::Variant)])
    .private(),
    // Per-server settings; whether the sender may change them is the shell's to vouch
    // for (`server_manager`), as for `/abort force`.
    command("server", server)
        .options(&[
            opt(
                "ratings",
                OptionKind::Choice(&[choice("on", &["yes"]), choice("off", &["no"])]),
            ),
            opt(
                "tournaments",
                OptionKind::Choice(&[choice("admins", &[]), choice("anyone", &["everyone"])]),
            ),
        ])
        .private(),
    command("help", |a| {
        Ok(Command::Help {
            command: a.text("command").filter(|c| !c.is_empty()),
        })
    })
    .options(&[opt("command", OptionKind::Text)])
    .private(),
];

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
    if language.is_none() && vacation_days.is_none() && !turns.any() {
        return Err(a.usage());
    }
    Ok(Command::Settings {
        language,
        vacation_days,
        turns,
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
    };
    Ok(Command::Server {
        changes,
        server_manager: false,
    })
}
