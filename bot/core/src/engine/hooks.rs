//! What the unit of work asks of the domains above it, wired once by the crate root
//! (`envs::HOOKS`): the engine cannot name those domains without an import running back
//! up, so it is handed these functions instead.

use super::{Change, Ctx, Env, Handled, Loaded, Submitted};
use crate::error::Refusal;
use crate::present::Out;
use crate::request::GameId;
use crate::words::Lang;
use referee_storage::ratings::RatingPool;
use referee_storage::records::Phase;

/// A rated game's end: the pool it changed, saved with the game.
pub(crate) type Rated = Result<Option<RatingPool>, Refusal>;

#[derive(Clone, Copy)]
pub(crate) struct Hooks {
    /// Plays `action` as `/move` would, refused as out of date unless the game is still
    /// at the revision given (the picker's last click).
    pub play: fn(&Env, &Ctx, &str, Option<GameId>, Option<u64>) -> Handled,
    /// Before a save: a computer's move waits for the rest of its round, a post releases
    /// what waits (`rounds`).
    pub gather_round: fn(&Env, &mut Loaded, &mut Change),
    /// Before a save: the rating pool a rated game's end changes, saved with the game.
    pub rate_if_ended: fn(&Env, &mut Loaded, &Phase, Lang, &mut [Out]) -> Rated,
    /// After a save: a set-up an action submitted becomes its player's last.
    pub remember_submitted: fn(&Env, &Submitted),
    /// After a save that ended a game: its tournament counts the result.
    pub game_ended: fn(&Env, &Loaded) -> Vec<Out>,
    /// After every save: whether a computer owes the game something (its agenda).
    pub computer_owes: fn(&Env, &Loaded) -> bool,
}
