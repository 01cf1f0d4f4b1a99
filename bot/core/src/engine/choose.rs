//! The game a request is about: named, or the one of its channel (or DM) that fits.

use super::Core;
use super::{Ctx, Loaded};
use crate::error::Refusal;
use crate::request::GameId;
use referee_storage::records::{GameEntry, Phase};

impl Core {
    /// The game a request means, read once and handed along (to [`Core::act`] or a
    /// query): the one named, else the one of the [candidates](Core::candidates) that fits.
    pub(crate) fn choose(
        &self,
        ctx: &Ctx,
        explicit: Option<GameId>,
        fits: impl Fn(&GameEntry) -> bool,
    ) -> Result<Loaded, Refusal> {
        if let Some(id) = explicit {
            return self.load(id);
        }
        let (mut entries, corrupt) = self.candidates(ctx, fits)?;
        match entries.len() {
            1 => match entries.pop() {
                Some(entry) => self.replayed(entry),
                None => Err(Refusal::NoGame),
            },
            0 => Err(corrupt.map_or(Refusal::NoGame, Refusal::Corrupt)),
            _ => Err(Refusal::Ambiguous(entries.iter().map(|e| e.id).collect())),
        }
    }

    /// The games a request could mean: those of its channel (or thread), or in a DM all the
    /// sender's games, each read once. Unreadable records are reported only when nothing
    /// else fits.
    pub(crate) fn candidates(
        &self,
        ctx: &Ctx,
        fits: impl Fn(&GameEntry) -> bool,
    ) -> Result<(Vec<GameEntry>, Option<String>), Refusal> {
        // Every `fits` wants a game in challenge or play, so only those are read (the
        // store indexes them), not every game ever played here.
        let place = &ctx.req.place;
        let ids = if place.dm {
            self.store.open_games_of_user(ctx.user())?
        } else {
            self.store.open_games_in_place(place.channel)?
        };
        let mut found = Vec::new();
        let mut corrupt = None;
        for id in ids {
            match self.store.game(id) {
                Ok(Some(entry)) if fits(&entry) => found.push(entry),
                Ok(_) => {}
                Err(e) => corrupt = Some(e.to_string()),
            }
        }
        Ok((found, corrupt))
    }
}

/// Fits for commands that act on one's own game in play.
pub(crate) fn seated_playing(user: u64) -> impl Fn(&GameEntry) -> bool {
    move |e| e.phase == Phase::Playing && e.seat_of(user).is_some()
}

/// The caller's seat in a loaded game that is being played: the seat a computer's
/// request is for, else the sender's one seat.
pub(crate) fn seat_in(loaded: &Loaded, ctx: &Ctx) -> Result<rules::Seat, Refusal> {
    let id = loaded.entry.id;
    let user = ctx.user();
    let held = |seat: &rules::Seat| loaded.entry.player(*seat).is_some_and(|p| p.id == user);
    let seat = match ctx.seat.filter(held) {
        Some(seat) => seat,
        None => loaded.entry.seat_of(user).ok_or(Refusal::NotAPlayer(id))?,
    };
    super::not_ended(&loaded.entry)?;
    match loaded.entry.phase {
        Phase::Playing => Ok(seat),
        _ => Err(Refusal::NotStarted(id)),
    }
}
