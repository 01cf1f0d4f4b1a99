//! What a shell hands the core: who asked, where, and what.

use serde::{Deserialize, Serialize};

pub use referee_storage::ids::{GameId, User};

/// Where a request came from. `channel` is the game channel or thread; `dm` marks private messages.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Place {
    pub channel: u64,
    pub guild: Option<u64>,
    pub dm: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DrawAnswer {
    Offer,
    Accept,
    Decline,
}

/// What `/layout` does with a player's saved set-ups (of the family that keeps them).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetupAction {
    /// Save `setup`, or without one the set-up the player last submitted, as `name`.
    Save {
        name: String,
        setup: Option<String>,
    },
    List,
    Delete {
        name: String,
    },
    /// Exchange two places of the set-up saved as `name` (`/layout swap NAME 2a 3b`).
    Swap {
        name: String,
        a: String,
        b: String,
    },
}

/// `/settings turn-dm:on|off|digest digest-at:HH:MM timezone:Area/City`: each one given
/// changes, checked when the command is read (a time as minutes after midnight, a zone
/// as the zone database spells it).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnChoices {
    pub turn_dm: Option<referee_storage::records::TurnDm>,
    pub digest_at: Option<u16>,
    pub timezone: Option<String>,
}

impl TurnChoices {
    pub fn any(&self) -> bool {
        self.turn_dm.is_some() || self.digest_at.is_some() || self.timezone.is_some()
    }
}

/// `/undo`: ask to take back one's last move, or answer another player's request.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum UndoAnswer {
    Ask,
    Accept,
    Decline,
}

/// What `/server` changes in the server's settings (`None`: left as it is).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServerChanges {
    /// `ratings:on|off`.
    pub ratings: Option<bool>,
    /// `tournaments:admins|anyone`: who may create tournaments (`true`: admins only).
    #[serde(default)]
    pub tournaments_admins_only: Option<bool>,
    /// `pieces:` and `coordinates:` for the images posted in the server's channels.
    #[serde(default)]
    pub images: referee_storage::images::ImageChoices,
    /// `language:`: the language of the server's channel posts.
    #[serde(default)]
    pub language: Option<String>,
}

impl ServerChanges {
    /// Nothing to change: `/server` alone shows the settings.
    pub fn is_empty(&self) -> bool {
        *self == ServerChanges::default()
    }
}

/// Every command, one entry each, in the order Discord lists them and `/help` names them:
/// its name, the request(s) it makes (the [`Command`] variants, `@game` when a field
/// names the game it is about) with the handler of each, and after `built` its
/// declaration for the command table: the constructor of its request from the read
/// arguments, then its options, aliases, buttons and privacy (see `commands::CommandDecl`).
/// Entries without `built` are requests the shells make themselves, not commands one types.
///
/// The list is handed to a macro: [`declare_commands!`] below derives the [`Command`]
/// type, its name and its game; `commands::table` derives the table; the crate root
/// derives the dispatch. The handlers' and constructors' paths are resolved where the
/// list is expanded (the crate root, the table), so this module imports neither.
/// Adding a command: `docs/adding-a-command.md`.
macro_rules! command_list {
    ($then:ident) => {
        $then! {
            "play" {
                /// `/play <variant> @opponents… [random] [key=value…]`; naming fewer players
                /// than the game seats opens a table whose free seats anyone may join.
                Play {
                    variant: String,
                    opponents: Vec<User>,
                    random_seats: bool,
                    options: Vec<(String, String)>,
                    /// Seconds a player has for each move; `None` uses the configured default.
                    deadline_secs: Option<u64>,
                } => tables::Tables::play,
            } built play, aliases(&["challenge"]), options(&[
                opt("variant", OptionKind::Variant).required(),
                // None, or fewer than the game seats: the free seats make an open table.
                opt("opponent", OptionKind::User),
                opt("opponent2", OptionKind::User),
                opt("opponent3", OptionKind::User),
                opt("seats", OptionKind::Choice(&[choice("ordered", &[]), choice("random", &[])])),
                opt("deadline", OptionKind::Duration),
                opt("expiry", OptionKind::Choice(&[
                    choice("claim-win", &[]),
                    choice("skip", &[]),
                    choice("abort", &[]),
                ])),
                opt("options", OptionKind::Pairs),
                opt("rated", OptionKind::Choice(&[choice("yes", &["on"]), choice("no", &["off", "casual"])])),
                opt("level", OptionKind::Choice(LEVELS)),
                // More seats for the computer: `computer:2`.
                opt("computer", OptionKind::Integer),
            ]), usage();
            "accept" {
                Accept { game: Option<GameId> } @game => tables::Tables::accept,
            } built |a| Ok(Command::Accept { game: a.game }),
                options(&[GAME]), buttons(&[button("accept", &[])]);
            "decline" {
                Decline { game: Option<GameId> } @game => tables::Tables::decline,
            } built |a| Ok(Command::Decline { game: a.game }),
                options(&[GAME]), buttons(&[button("decline", &[])]);
            "join" {
                /// `/join [#id]` (or the Join button): take the next free seat of an open table.
                Join { game: Option<GameId> } @game => tables::Tables::join,
            } built |a| Ok(Command::Join { game: a.game }),
                aliases(&["sit"]), options(&[GAME]), buttons(&[button("join", &[])]);
            "leave" {
                /// `/leave [#id]`: give up one's seat at a table before it starts (its creator
                /// closes it).
                Leave { game: Option<GameId> } @game => tables::Tables::leave,
            } built |a| Ok(Command::Leave { game: a.game }), options(&[GAME]);
            "add-computer" {
                /// `/add-computer [#id] [level:hard]` (or the Add computer button): the
                /// computer takes the next free seat of a table one sits at; without a level,
                /// the level of the table's computers so far, else `normal`.
                AddComputer { game: Option<GameId>, level: Option<String> } @game => tables::Tables::add_computer,
            } built |a| Ok(Command::AddComputer {
                    game: a.game,
                    level: a.choice("level")?.map(str::to_string),
                }),
                aliases(&["computer"]),
                options(&[opt("level", OptionKind::Choice(LEVELS)), GAME]),
                buttons(&[button("add-computer", &[])]);
            "move" {
                /// `/move <text>`: refused with a reason when it does not apply.
                Move { text: String, game: Option<GameId> } @game => actions::Actions::move_typed,
            } built |a| Ok(Command::Move { text: a.required_text("text")?, game: a.game }),
                aliases(&["m"]),
                options(&[opt("text", OptionKind::Autocomplete).required().rest(), GAME]), usage();
            "text" {
                /// A plain message in a channel or DM: acted on only if it parses as a move of
                /// one of the sender's games there; otherwise ignored silently (people chat).
                Text { text: String } => actions::Actions::move_chat,
            };
            "board" {
                Board { game: Option<GameId> } @game => queries::Queries::board,
            } built |a| Ok(Command::Board { game: a.game }), options(&[GAME]), private();
            "mine" {
                /// The caller's own view (private information), always answered privately.
                Mine { game: Option<GameId> } @game => queries::Queries::mine,
            } built |a| Ok(Command::Mine { game: a.game }), options(&[GAME]), private();
            "hint" {
                Hint { square: String, game: Option<GameId> } @game => queries::Queries::hint,
            } built |a| Ok(Command::Hint { square: a.required_text("square")?, game: a.game }),
                options(&[opt("square", OptionKind::Text).required(), GAME]), private(), usage();
            "mark" {
                /// `/mark <position> [guess]`: a private guess on a piece the caller cannot
                /// see (army chess, 古战棋 with decoys); without a guess, clears it.
                Mark { position: String, guess: Option<String>, game: Option<GameId> } @game => marks::Marks::mark,
            } built |a| Ok(Command::Mark {
                    position: a.required_text("position")?,
                    guess: a.text("guess").filter(|g| !g.trim().is_empty()),
                    game: a.game,
                }),
                options(&[
                    opt("position", OptionKind::Text).required(),
                    opt("guess", OptionKind::Text).rest(),
                    GAME,
                ]), private(), usage();
            // The move picker, seen only by the caller; the Move button under a board too.
            "pick" {
                /// `/pick [#id]` or a board's Move button: the picker's first step.
                Pick { game: Option<GameId> } @game => picker::pick_open,
                /// A click on a picker step (its id carries the game, revision and path).
                PickStep { click: crate::picker_ids::Clicked } => picker::pick_step,
            } built |a| Ok(Command::Pick { game: a.game }), aliases(&["picker", "moves"]),
                options(&[GAME]), buttons(&[button("move", &[])]), private();
            // Asks for confirmation; the button or `/resign confirm` resigns.
            "resign" {
                /// Asks for confirmation (a button `resign-confirm:<id>`, or `/resign confirm`).
                Resign { game: Option<GameId> } @game => actions::Actions::resign_ask,
                /// Resigns at once.
                ResignConfirm { game: Option<GameId> } @game => actions::Actions::resign,
            } built |a| Ok(match a.flag("confirm") {
                    true => Command::ResignConfirm { game: a.game },
                    false => Command::Resign { game: a.game },
                }),
                options(&[GAME, opt("confirm", OptionKind::Boolean).typed_only()]),
                buttons(&[button("resign-confirm", &[("confirm", "true")])]),
                private(), usage();
            "draw" {
                Draw { answer: DrawAnswer, game: Option<GameId> } @game => actions::Actions::draw,
            } built draw, options(&[opt("answer", OptionKind::Choice(ANSWERS)), GAME]),
                buttons(&[
                    button("draw-accept", &[("answer", "accept")]),
                    button("draw-decline", &[("answer", "decline")]),
                ]), usage();
            "undo" {
                /// `/undo [accept|decline]`: takebacks by consent, perfect-information games only.
                Undo { answer: UndoAnswer, game: Option<GameId> } @game => actions::Actions::undo,
            } built undo, aliases(&["takeback"]),
                options(&[opt("answer", OptionKind::Choice(UNDO_ANSWERS)), GAME]),
                buttons(&[
                    button("undo-accept", &[("answer", "accept")]),
                    button("undo-decline", &[("answer", "decline")]),
                ]), usage();
            // `force`: a server admin ends a stuck game; whether the sender may is the shell's
            // to vouch for (`server_manager`), never a typed word's.
            "abort" {
                Abort { game: Option<GameId> } @game => tables::Tables::abort,
                /// `/abort force #id`: a server admin ends a stuck game at once, without a result.
                AbortForce {
                    game: Option<GameId>,
                    /// The shell vouches that the sender may manage the server the request came
                    /// from (Discord: the member's Manage Server permission). Typed text never
                    /// sets it.
                    server_manager: bool,
                } @game => tables::admin::abort_force,
            } built |a| Ok(match a.flag("force") {
                    true => Command::AbortForce { game: a.game, server_manager: false },
                    false => Command::Abort { game: a.game },
                }),
                options(&[opt("force", OptionKind::Boolean), GAME]),
                buttons(&[button("abort", &[])]);
            // Stand-ins (issue 35): the computer plays one's seat while one is away.
            "away" {
                /// `/away [duration] [#id]`: the computer plays the caller's seat until
                /// `/back`, their own next move, or the duration's end (at most a week).
                Away { duration_secs: Option<u64>, game: Option<GameId> } @game => stand_ins::StandIns::away,
            } built |a| Ok(Command::Away { duration_secs: a.duration("duration")?, game: a.game }),
                // Text, so that `/away 2d` reads its duration typed in its place.
                options(&[opt("duration", OptionKind::Text), GAME]), usage();
            "back" {
                /// `/back [#id]`: the caller takes their seat back from the computer.
                Back { game: Option<GameId> } @game => stand_ins::StandIns::back,
            } built |a| Ok(Command::Back { game: a.game }), options(&[GAME]);
            "games" {
                Games => queries::Queries::games,
                /// `/games finished`: the caller's recent results, newest first.
                FinishedGames => queries::Queries::finished_games,
            } built |a| Ok(match a.choice("list")? {
                    Some("finished") => Command::FinishedGames,
                    _ => Command::Games,
                }),
                options(&[opt("list", OptionKind::Choice(&[
                    choice("open", &[]),
                    choice("finished", &["done", "ended"]),
                ]))]),
                private(), usage();
            "export" {
                /// `/export`: the game record as a text file (hidden games only once they ended).
                Export { game: Option<GameId> } @game => queries::Queries::export,
            } built |a| Ok(Command::Export { game: a.game }), options(&[GAME]), private();
            "replay" {
                /// `/replay [#id]`: the game as an animated GIF in its channel.
                Replay { game: Option<GameId> } @game => queries::Queries::replay,
            } built |a| Ok(Command::Replay { game: a.game }), options(&[GAME]);
            "history" {
                History { game: Option<GameId> } @game => queries::Queries::history,
            } built |a| Ok(Command::History { game: a.game }), options(&[GAME]), private();
            "rules" {
                Rules { variant: Option<String>, piece: Option<String> } => queries::Queries::rules,
            } built |a| Ok(Command::Rules {
                    variant: a.text("variant"),
                    piece: a.text("piece").filter(|p| !p.is_empty()),
                }),
                options(&[opt("variant", OptionKind::Variant), opt("piece", OptionKind::Text).rest()]),
                private(), usage();
            "settings" {
                /// `/settings language:zh`, `/settings vacation:3` …
                Settings {
                    language: Option<String>,
                    vacation_days: Option<u32>,
                    #[serde(default)]
                    turns: TurnChoices,
                    /// `pieces:glyphs|words coordinates:on|off` for the images one receives.
                    #[serde(default)]
                    images: referee_storage::images::ImageChoices,
                } => queries::Queries::settings,
            } built settings,
                options(&[
                    opt("language", OptionKind::Language).aliases(&["lang"]),
                    opt("vacation", OptionKind::Integer),
                    opt("turn-dm", OptionKind::Choice(&[
                        choice("on", &[]),
                        choice("off", &[]),
                        choice("digest", &[]),
                    ])),
                    opt("digest-at", OptionKind::Text),
                    opt("timezone", OptionKind::Text).aliases(&["tz"]),
                    opt("pieces", OptionKind::Choice(&[choice("glyphs", &["chinese"]), choice("words", &["names"])])),
                    opt("coordinates", OptionKind::Choice(&[choice("on", &["yes"]), choice("off", &["no"])])),
                ]),
                private(), usage();
            "autocomplete" {
                /// Legal actions of the caller (autocomplete), filtered by `partial`.
                Autocomplete { partial: String, game: Option<GameId> } @game => queries::Queries::autocomplete,
            };
            // The saved set-ups of the family that keeps them (army chess's layouts).
            "layout" {
                /// `/layout save|list|delete`: the caller's saved set-ups, answered privately.
                SavedSetups { action: SetupAction } => actions::Actions::saved_setups,
            } built saved_setups, aliases(&["layouts"]),
                options(&[
                    opt("action", OptionKind::Choice(&[
                        choice("save", &[]),
                        choice("list", &[]),
                        choice("delete", &["remove"]),
                        choice("swap", &[]),
                    ])).required(),
                    opt("name", OptionKind::Text),
                    opt("layout", OptionKind::Text).rest(),
                ]),
                private(), usage();
            "tournament" {
                /// `/tournament create|join|leave|start|standings|withdraw|cancel`.
                Tournament { action: TournamentAction } => events::Tournaments::tournament,
            } built tournament, aliases(&["tournaments"]),
                options(&[
                    opt("action", OptionKind::Choice(&[
                        choice("create", &["new"]),
                        choice("join", &[]),
                        choice("leave", &[]),
                        choice("start", &[]),
                        choice("standings", &["table"]),
                        choice("withdraw", &[]),
                        choice("cancel", &[]),
                    ])).required(),
                    opt("variant", OptionKind::Variant),
                    opt("tournament", OptionKind::Text).aliases(&["t"]),
                    opt("format", OptionKind::Choice(&[choice("swiss", &[]), choice("round-robin", &["rr"])])),
                    opt("rounds", OptionKind::Integer),
                    opt("deadline", OptionKind::Duration),
                    opt("days", OptionKind::Integer).aliases(&["round-days"]),
                    opt("rated", OptionKind::Boolean),
                    opt("max", OptionKind::Integer),
                    opt("starts", OptionKind::Text),
                    opt("partner", OptionKind::User),
                ]), usage();
            "profile" {
                /// `/profile [@player] [variant]`: ratings, results and a rating chart, in this
                /// server.
                Profile { player: Option<User>, variant: Option<String> } => ranking::Ranking::profile,
            } built |a| Ok(Command::Profile {
                    player: a.users().into_iter().next(),
                    variant: a.text("variant"),
                }),
                options(&[opt("player", OptionKind::User), opt("variant", OptionKind::Variant)]),
                private();
            "leaderboard" {
                /// `/leaderboard [variant]`: the server's best settled ratings.
                Leaderboard { variant: Option<String> } => ranking::Ranking::leaderboard,
            } built |a| Ok(Command::Leaderboard { variant: a.text("variant") }),
                aliases(&["top"]), options(&[opt("variant", OptionKind::Variant)]), private();
            // Per-server settings; whether the sender may change them is the shell's to vouch
            // for (`server_manager`), as for `/abort force`.
            "server" {
                /// `/server [ratings:on|off]`: the server's settings, shown to anyone, changed
                /// by its managers (as for `/abort force`).
                Server {
                    changes: ServerChanges,
                    /// The shell vouches that the sender may manage this server. Typed text
                    /// never sets it.
                    server_manager: bool,
                } => ranking::server::server_settings,
            } built server,
                options(&[
                    opt("ratings", OptionKind::Choice(&[choice("on", &["yes"]), choice("off", &["no"])])),
                    opt("tournaments", OptionKind::Choice(&[
                        choice("admins", &[]),
                        choice("anyone", &["everyone"]),
                    ])),
                    opt("pieces", OptionKind::Choice(&[choice("glyphs", &["chinese"]), choice("words", &["names"])])),
                    opt("coordinates", OptionKind::Choice(&[choice("on", &["yes"]), choice("off", &["no"])])),
                    opt("language", OptionKind::Language).aliases(&["lang"]),
                ]),
                private();
            "help" {
                /// `/help [command]`: every command, or one explained with an example.
                Help { command: Option<String> } => queries::Queries::help,
            } built |a| Ok(Command::Help { command: a.text("command").filter(|c| !c.is_empty()) }),
                options(&[opt("command", OptionKind::Text)]), private();
            "typed" {
                /// A command typed as text (`/play demon @bob deadline:1d`), parsed by the core.
                /// Mentions are `<@ID>` (Discord) or `@name` (console, see [`User::from_name`]).
                Typed { text: String } => typed,
            };
        }
    };
}
pub(crate) use command_list;

/// The shape of one entry of [`command_list!`], for the macros that read it.
macro_rules! declare_commands {
    ($(
        $name:literal {
            $(
                $(#[$doc:meta])*
                $variant:ident $({ $($(#[$field_doc:meta])* $field:ident : $type:ty),* $(,)? })?
                $(@ $game:ident)? => $handler:path
            ),* $(,)?
        } $(built $build:expr $(, $method:ident ( $($arg:tt)* ))*)? ;
    )*) => {
        /// What a request asks for: one variant per request of [`command_list!`].
        #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
        pub enum Command {
            $($(
                $(#[$doc])*
                $variant $({ $($(#[$field_doc])* $field: $type),* })?,
            )*)*
        }

        impl Command {
            /// A stable name for logs and metrics: the command's name in the list (`play`,
            /// `move`…; `/resign confirm` is `resign`), or what the shell read (`text`,
            /// `typed`, `autocomplete`).
            pub fn name(&self) -> &'static str {
                match self {
                    $($(Command::$variant { .. } => $name,)*)*
                }
            }

            /// The game the command names (`#12`, a button's game), if any.
            pub fn game(&self) -> Option<GameId> {
                match self {
                    $($(Command::$variant { $($game,)? .. } => named_game!($($game)?),)*)*
                }
            }
        }
    };
}

/// `Some` game when an entry of [`command_list!`] marks its field with `@game`.
macro_rules! named_game {
    () => {
        None
    };
    ($game:ident) => {
        *$game
    };
}

use crate::tournaments::action::TournamentAction;
command_list!(declare_commands);

/// A field of a request as its handler takes it (`Option<&str>` for an `Option<String>`,
/// a copy of a number, a borrow of the rest), so that the dispatch derived from
/// [`command_list!`] hands each handler its fields without a match arm of its own.
pub trait Field<'a, F: ?Sized> {
    fn field(value: &'a F) -> Self;
}

impl<'a, F> Field<'a, F> for &'a F {
    fn field(value: &'a F) -> Self {
        value
    }
}

impl<F: Copy> Field<'_, F> for F {
    fn field(value: &F) -> Self {
        *value
    }
}

impl<'a> Field<'a, String> for &'a str {
    fn field(value: &'a String) -> Self {
        value
    }
}

impl<'a> Field<'a, Option<String>> for Option<&'a str> {
    fn field(value: &'a Option<String>) -> Self {
        value.as_deref()
    }
}

impl<'a, T> Field<'a, Option<T>> for Option<&'a T> {
    fn field(value: &'a Option<T>) -> Self {
        value.as_ref()
    }
}

impl<'a, T> Field<'a, Vec<T>> for &'a [T] {
    fn field(value: &'a Vec<T>) -> Self {
        value
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    pub user: User,
    pub place: Place,
    pub command: Command,
    /// Discord interaction or message id: a redelivered request with the same id is applied once.
    pub delivery_id: Option<String>,
    /// Seconds since the Unix epoch, supplied by the shell so the core stays deterministic.
    pub now: u64,
    /// The sender's client language (Discord's interaction `locale`) when the shell knows it
    /// and the bot speaks it: their language until they choose one with `/settings language:`.
    #[serde(default)]
    pub locale: Option<rules::Locale>,
}
