//! Bookkeeping after the rules changed a game, whoever acted (a person, the computer,
//! the clock): its phase and clocks, and the end of a game no person plays any longer.

use super::{Games, Loaded};
use crate::clock::{self, Owed};
use rules::Seat;

impl Games<'_> {
    /// Bookkeeping after the rules changed the game: phase and clocks, and the end of a
    /// game no person plays any longer. Whether it ended so (the caller then posts
    /// `no_person_left_post` after its announcement).
    pub(crate) fn after_report(
        &self,
        l: &mut Loaded,
        now: u64,
        actor: Option<Seat>,
        before: &Owed,
    ) -> bool {
        // A takeback asked before this action no longer means the same move.
        l.entry.undo = None;
        let alone = self.end_without_people(l, now);
        let status = l.game.status();
        if status.is_finished() {
            l.entry.finish(now);
        }
        let after = Owed::of(&l.game);
        let allowed = clock::allowed(&l.entry, &l.game);
        clock::after_action(
            &mut l.entry,
            before,
            &after,
            actor,
            now,
            allowed,
            &self.core.config.reminder_secs,
        );
        alone
    }

    /// Computers never play on alone: once no person is left playing `l` (the last one
    /// resigned, ran out of time or was eliminated), it ends at once without a result,
    /// keeping its secrets. Whether it ended so; the caller tells the channel
    /// ([`crate::words::no_person_left`]).
    pub(crate) fn end_without_people(&self, l: &mut Loaded, now: u64) -> bool {
        if l.entry.computers.is_empty() || l.game.status().is_finished() {
            return false;
        }
        let person_left = l.game.active_seats().into_iter().any(|seat| {
            l.entry
                .player(seat)
                .is_some_and(|p| !super::Users::of(self.core).is_computer(p.id))
        });
        if person_left {
            return false;
        }
        l.game.abort();
        l.entry.finish(now);
        true
    }
}
