//! The core's settings, derived from the config file (see the `referee` crate's `config`).

use crate::words::Lang;
use referee_storage::ids;
use referee_storage::records::Expiry;

/// The core's settings, derived from the config file (see the `referee` crate's `config`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoreConfig {
    /// Seconds per move when a challenge names no deadline.
    pub default_deadline_secs: u64,
    /// Reminders, in seconds before a deadline (kept sorted, largest first).
    pub reminder_secs: Vec<u64>,
    pub expiry: Expiry,
    /// Ask the shell to open a thread for each new game.
    pub open_threads: bool,
    /// Language of users who chose none.
    pub language: Lang,
    /// Users who may end any game with `/abort force` (config `admins`), besides a
    /// server's managers in their own server.
    pub admins: Vec<u64>,
    /// The user that is the computer opponent (the console's `referee`); the Discord
    /// shell names the bot itself once connected ([`crate::Core::set_computer`]).
    pub computer: Option<ids::User>,
    /// Think time of one `hard` computer move, in milliseconds of one core.
    pub computer_move_ms: u64,
    /// Fixes every random draw of the run (seats, set-ups, the computer's choices):
    /// `referee local --seed N`. `None` draws from the OS.
    pub seed: Option<u64>,
}

impl Default for CoreConfig {
    fn default() -> Self {
        CoreConfig {
            default_deadline_secs: 3 * 86_400,
            reminder_secs: vec![86_400, 3_600],
            expiry: Expiry::ClaimWin,
            open_threads: false,
            language: Lang::En,
            admins: Vec::new(),
            computer: None,
            computer_move_ms: computer::DEFAULT_MOVE_MS,
            seed: None,
        }
    }
}
