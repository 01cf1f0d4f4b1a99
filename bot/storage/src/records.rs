//! What the store keeps, as versioned JSON. Bump a `VERSION` when a field changes meaning;
//! a record with an unknown version is refused, never rewritten.

use crate::ids::{GameId, User};
use rules::GameRecord;
use rules::Locale as Lang;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub const GAME_VERSION: u32 = 1;
pub const USER_VERSION: u32 = 1;
/// Saved set-ups: 2 keeps one book per family; 1 (still read) held one book, army chess's.
pub const SAVED_SETUPS_VERSION: u32 = 2;
pub const UNKEYED_SETUPS_VERSION: u32 = 1;

/// Where a game stands in the bot's lifecycle. The rules decide everything inside `Playing`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Waiting for every opponent to accept.
    Challenge,
    Playing,
    /// The rules report a result (including abort and timeout).
    Finished,
    /// Declined by an opponent, or withdrawn by the challenger.
    Declined {
        by: u64,
    },
}

/// What happens when a player misses a deadline.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Expiry {
    /// The late seat forfeits (`Game::timeout`): in a two-player game the other wins.
    ClaimWin,
    /// The rules have no pass, so the late seat's clock simply starts again and everyone is told.
    Skip,
    /// The game ends without a result.
    Abort,
}

impl Expiry {
    pub fn parse(text: &str) -> Option<Expiry> {
        match text.trim().to_ascii_lowercase().as_str() {
            "claim-win" | "claim" | "win" | "timeout" => Some(Expiry::ClaimWin),
            "skip" => Some(Expiry::Skip),
            "abort" => Some(Expiry::Abort),
            _ => None,
        }
    }
    pub fn as_str(self) -> &'static str {
        match self {
            Expiry::ClaimWin => "claim-win",
            Expiry::Skip => "skip",
            Expiry::Abort => "abort",
        }
    }
}

/// One seat's clock for the action it currently owes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatClock {
    /// When this seat began to owe its action (seconds since the epoch).
    pub started: u64,
    /// How many of the configured reminders are spent for this action.
    pub reminders_sent: u32,
    /// Seconds allowed for this action when it differs from the game's `per_move` (a
    /// phase the challenge gave its own deadline).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed: Option<u64>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameEntry {
    pub version: u32,
    pub id: GameId,
    /// In seat order once the game has started; in the order named while it is a challenge.
    pub players: Vec<User>,
    pub challenger: u64,
    pub accepted: Vec<u64>,
    pub random_seats: bool,
    /// Drawn from the OS when the challenge is made; shuffles the seats. Never shown.
    pub seat_seed: u64,
    pub channel: u64,
    pub guild: Option<u64>,
    pub thread: Option<u64>,
    pub phase: Phase,
    pub created: u64,
    /// Seconds each seat has for each action it owes.
    pub per_move: u64,
    pub expiry: Expiry,
    /// Indexed by seat.
    pub clocks: Vec<SeatClock>,
    /// Players who agreed to abort (after the opening, abort needs every player).
    pub abort_votes: Vec<u64>,
    pub record: GameRecord,
    /// When the game ended (seconds since the epoch); `None` while it is open, and in
    /// records written before this field existed.
    #[serde(default)]
    pub ended: Option<u64>,
    /// A takeback asked with `/undo` and not yet answered. Kept apart from draw offers
    /// (which the rules track): it lapses on the next action.
    #[serde(default)]
    pub undo: Option<UndoRequest>,
    /// How many times the game was saved: a save succeeds only over the revision it
    /// loaded, so two writers (threads or processes) never overwrite each other. Records
    /// written before this field existed are revision 0.
    #[serde(default)]
    pub revision: u64,
    /// The seats of a game opened with free seats (`/play` naming fewer players than it
    /// seats); kept after the start. `None` for a challenge and in older records.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<super::seats::Table>,
    /// Counts for ratings when it ends with a result (decided when it was made: between
    /// people, ratings on in the server, not `rated:no`). Older records are casual.
    #[serde(default)]
    pub rated: bool,
    /// What its end did to its rating pool, written in the same transaction as the pool.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<super::ratings::RatingOutcome>,
    /// The players who are the computer, with their level (`/play … @Referee level:hard`).
    /// Empty in records written before computers played.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub computers: Vec<ComputerSeat>,
    /// Seats whose person is absent, for which the computer acts meanwhile (`/away`, or
    /// the one action owed after a missed deadline under `on_timeout=computer`). Empty in
    /// records written before stand-ins.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stand_ins: Vec<StandIn>,
    /// The channel posts of consecutive computer moves not posted yet (issue 34): held
    /// while the computer owes the next action, posted as one when a person is next, the
    /// game ends or another post of the game goes out. Saved with the move it holds, so a
    /// restart loses none. Empty in older records.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub held_posts: Vec<HeldPost>,
}

/// One computer move's channel post, held for its round's post (`GameEntry::held_posts`).
/// Only what the channel would have read then: its public lines and the spectator
/// board's marks.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldPost {
    /// The post's lines, without the line saying who is to act next.
    pub lines: Vec<String>,
    /// The cells its board marked as the move's (from and to; never a rail route).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cells: Vec<usize>,
    /// The cells where its board showed something removed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub removed: Vec<usize>,
    /// Whether it carried a board (a secret set-up step that changed nothing seen does
    /// not).
    #[serde(default)]
    pub pictured: bool,
    /// How many actions the game's log held after it: its board is the record replayed
    /// to here.
    pub plies: usize,
}

/// A seat the computer plays for while its person is absent (issue 35).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StandIn {
    pub seat: u8,
    pub why: StandInWhy,
    /// When it began (seconds since the epoch).
    pub since: u64,
    /// When it ends by itself: the end of `/away`'s duration. A missed deadline's stand-in
    /// ends with its one action.
    pub until: u64,
}

/// Why the computer stands in for a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StandInWhy {
    /// The player said `/away`: until `/back`, their own next action, or `until`.
    Away,
    /// A deadline passed under `on_timeout=computer` or `on_deploy_timeout=computer`:
    /// the one action the seat owed.
    Timeout,
}

/// A player that is the computer: its user (the bot's own) and its level.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ComputerSeat {
    pub user: u64,
    /// `easy`, `normal` or `hard`.
    pub level: String,
    /// The one seat it plays, for a table's computer seats (the computer may hold several
    /// seats of one game); `None` (a challenge, older records): the seat of `user`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<u8>,
}

/// A pending `/undo`: who asked, the log length it takes back from, who agreed so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UndoRequest {
    pub by: u64,
    /// The number of logged actions when it was asked; the last of them goes.
    pub plies: usize,
    pub accepted: Vec<u64>,
}

impl GameEntry {
    /// The channel public posts go to: the game's thread once it has one.
    pub fn post_channel(&self) -> u64 {
        self.thread.unwrap_or(self.channel)
    }
    pub fn seat_of(&self, user: u64) -> Option<rules::Seat> {
        let index = self.players.iter().position(|p| p.id == user)?;
        u8::try_from(index).ok().map(rules::Seat)
    }
    pub fn player(&self, seat: rules::Seat) -> Option<&User> {
        self.players.get(seat.index())
    }
    /// Mark the game as over at `now` (once).
    pub fn finish(&mut self, now: u64) {
        self.phase = Phase::Finished;
        self.ended.get_or_insert(now);
        self.undo = None;
    }
    pub fn is_open(&self) -> bool {
        matches!(self.phase, Phase::Challenge | Phase::Playing)
    }
    /// The stand-in of `seat`, if the computer stands in for it.
    pub fn stand_in(&self, seat: rules::Seat) -> Option<&StandIn> {
        self.stand_ins.iter().find(|s| s.seat == seat.0)
    }
    /// Whether `seat`'s person is away (`/away`; the clock ends a time away when it runs
    /// out).
    pub fn is_away(&self, seat: rules::Seat) -> bool {
        self.stand_in(seat)
            .is_some_and(|s| s.why == StandInWhy::Away)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UserEntry {
    pub version: u32,
    pub id: u64,
    pub name: String,
    /// Chosen with `/settings language:`; `None` uses `client_language`.
    pub language: Option<Lang>,
    /// The language of the user's Discord client, as last seen; `None` uses the configured default.
    #[serde(default)]
    pub client_language: Option<Lang>,
    pub vacation_from: u64,
    pub vacation_until: u64,
    /// A DM to this user failed (Discord 50007); cleared when the user writes to the bot by DM.
    pub dms_closed: bool,
    /// Games in whose channel the user was already told to open DMs (told once per game).
    pub dm_notices: Vec<GameId>,
    /// Games in whose channel the user was told a typed move was refused (once per game).
    #[serde(default)]
    pub refusal_notices: Vec<GameId>,
    /// `/settings turn-dm:` (and the digest's time and zone); absent in older records.
    #[serde(default)]
    pub turns: TurnSettings,
    /// `/settings pieces:` and `coordinates:`: how the images sent to this user are drawn.
    #[serde(default)]
    pub images: crate::images::ImagePrefs,
}

/// How a player hears that it is their turn (`/settings turn-dm:on|off|digest`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TurnDm {
    /// A private message with the player's own board at each turn.
    On,
    /// No private message at each turn (the channel mention, and reminders, remain).
    Off,
    /// At most one private message a day listing every game where it is their turn.
    Digest,
}

/// A player's choices about turn messages. `turn_dm: None` is the default: on for games
/// that hide information, off (the channel mention) for the others.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnSettings {
    pub turn_dm: Option<TurnDm>,
    /// Minutes after local midnight the digest goes out (`digest-at:20:00`); `None` is 20:00.
    pub digest_at: Option<u16>,
    /// An IANA zone name (`Asia/Shanghai`) for `digest_at`; `None` is UTC.
    pub timezone: Option<String>,
    /// When the last digest sent was due (0: never): one a local day at most.
    #[serde(default)]
    pub digest_sent: u64,
}

impl UserEntry {
    pub fn new(id: u64, name: &str) -> UserEntry {
        UserEntry {
            version: USER_VERSION,
            id,
            name: name.to_string(),
            language: None,
            client_language: None,
            vacation_from: 0,
            vacation_until: 0,
            dms_closed: false,
            dm_notices: Vec::new(),
            refusal_notices: Vec::new(),
            turns: TurnSettings::default(),
            images: crate::images::ImagePrefs::default(),
        }
    }
}

/// One player's saved set-ups, per family (what a family's `SavedSetups` declares: army
/// chess's layouts, say), kept across games. The bot does not know what a set-up is: the
/// family checks it before it is kept.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedSetupsEntry {
    pub version: u32,
    pub user: u64,
    /// Family name → that family's book.
    pub families: BTreeMap<String, SetupBook>,
}

/// One player's set-ups of one family.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupBook {
    /// Name → canonical set-up, in the order saved (a name saved again keeps its place).
    pub saved: Vec<(String, String)>,
    /// The set-up the player last submitted in any game of the family (canonical), for
    /// saving it by name afterwards.
    pub last: Option<String>,
}

impl SavedSetupsEntry {
    pub fn new(user: u64) -> SavedSetupsEntry {
        SavedSetupsEntry {
            version: SAVED_SETUPS_VERSION,
            user,
            families: BTreeMap::new(),
        }
    }

    /// The book of `family` (empty when the player keeps none there).
    pub fn book(&self, family: &str) -> SetupBook {
        self.families.get(family).cloned().unwrap_or_default()
    }

    pub fn book_mut(&mut self, family: &str) -> &mut SetupBook {
        self.families.entry(family.to_string()).or_default()
    }
}

impl SetupBook {
    /// The set-up saved under `name` (names compare without case).
    pub fn get(&self, name: &str) -> Option<&str> {
        self.saved
            .iter()
            .find(|(n, _)| n.to_lowercase() == name.to_lowercase())
            .map(|(_, setup)| setup.as_str())
    }

    pub fn names(&self) -> Vec<String> {
        self.saved.iter().map(|(n, _)| n.clone()).collect()
    }
}

/// The record of [`UNKEYED_SETUPS_VERSION`]: one book, written before set-ups were kept
/// per family (army chess's layouts were the only ones). Read, never written.
#[derive(Deserialize)]
pub struct UnkeyedSetups {
    pub user: u64,
    pub saved: Vec<(String, String)>,
    pub last: Option<String>,
}

impl UnkeyedSetups {
    /// The record as it reads now: its one book under `family`.
    pub fn under(self, family: &str) -> SavedSetupsEntry {
        let mut entry = SavedSetupsEntry::new(self.user);
        entry.families.insert(
            family.to_string(),
            SetupBook {
                saved: self.saved,
                last: self.last,
            },
        );
        entry
    }
}
