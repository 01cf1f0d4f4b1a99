//! Fewer images: a post about a set-up step that changed nothing anyone can see (a
//! player's secret deployment while others still choose) carries no board, since the
//! channel's last image still shows the board as it is. The header's notes are left out
//! of the comparison: a note such as "alice has chosen" is what the post itself says.

use crate::engine::Loaded;
use rules::{Game, Status, Viewer};

/// Whether the channel's board is the same as before the last action: only asked while
/// players still set up at the same time, where actions are few and secret.
pub(crate) fn public_board_unchanged(l: &Loaded) -> bool {
    if !matches!(l.game.status(), Status::Simultaneous(_)) {
        return false;
    }
    let mut before = l.game.record().clone();
    if before.log.pop().is_none() {
        return false;
    }
    let board_of = |game: &Game| {
        let mut view = game.view(Viewer::Spectator);
        view.notes.clear();
        view
    };
    match Game::replay(&before) {
        Ok(game) => board_of(&game) == board_of(&l.game),
        Err(_) => false,
    }
}
