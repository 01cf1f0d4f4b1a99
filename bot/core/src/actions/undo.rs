//! Takebacks by consent (`/undo`): a player asks to take back their own last action
//! before anyone has answered it; every other player accepts (button or `/undo accept`)
//! and the game is replayed from its log without that action. Refused in games that hide
//! information, where what was revealed cannot be unrevealed. A request lapses on the
//! next action. It lives on the game's entry, apart from the rules' draw offers.

use super::Actions;
use crate::announce::Announcer;
use crate::clock::{self, Owed};
use crate::effect::{Button, Effect};
use crate::engine::Change;
use crate::engine::Ctx;
use crate::engine::Handled;
use crate::engine::Loaded;
use crate::error::Refusal;
use crate::present::{self, Out};
use crate::ranking::Ranking;
use crate::request::{Command, GameId, UndoAnswer};
use crate::words::{self, Lang};
use referee_storage::records::UndoRequest;
use rules::{Game, Seat};

impl Actions<'_> {
    pub(crate) fn undo(&self, ctx: &Ctx, answer: UndoAnswer, game: Option<GameId>) -> Handled {
        let chosen = self
            .games
            .choose(ctx, game, crate::engine::seated_playing(ctx.user()))?;
        let id = chosen.entry.id;
        self.games.act(chosen, Some(ctx), |l| {
            let seat = crate::engine::seat_in(l, ctx)?;
            if l.entry.record.variant.info().hidden {
                return Err(Refusal::UndoHidden(id));
            }
            Ranking::of(self).refuse_undo_if_rated(l)?;
            match answer {
                UndoAnswer::Ask => self.undo_ask(l, ctx, seat),
                UndoAnswer::Accept => self.undo_accept(l, ctx),
                UndoAnswer::Decline => self.undo_decline(l, ctx),
            }
        })
    }

    /// The request, posted in the game's channel with Accept / Decline buttons.
    fn undo_ask(&self, l: &mut Loaded, ctx: &Ctx, seat: Seat) -> Result<Change, Refusal> {
        let id = l.entry.id;
        let log = &l.game.record().log;
        let last = log
            .last()
            .filter(|e| e.seat == seat && e.is_family_action())
            .ok_or(Refusal::NothingToUndo(id))?;
        let action = last.public.clone();
        let plies = log.len();
        let user = ctx.user();
        let others: Vec<u64> = l
            .entry
            .players
            .iter()
            .map(|p| p.id)
            .filter(|p| *p != user)
            .collect();
        l.entry.undo = Some(UndoRequest {
            by: user,
            plies,
            accepted: Vec::new(),
        });
        let post = Effect::post(
            l.entry.post_channel(),
            words::undo_asked(
                self.users.game_channel_lang(&l.entry),
                id,
                user,
                &action,
                &others,
            ),
        )
        .with_buttons(undo_buttons(id, self.users.game_channel_lang(&l.entry)))
        .about(Some(present::tag(&l.entry, &l.game)));
        Ok(Change::saved(vec![Out::plain(post)]))
    }

    /// The request of another player that is still current (nothing was played since).
    fn pending_undo(l: &Loaded, user: u64) -> Result<UndoRequest, Refusal> {
        l.entry
            .undo
            .clone()
            .filter(|u| u.by != user && u.plies == l.game.record().log.len())
            .ok_or(Refusal::NoUndoRequest(l.entry.id))
    }

    /// An acceptance: the action is taken back once every other player has accepted;
    /// until then the channel hears who is still to answer.
    fn undo_accept(&self, l: &mut Loaded, ctx: &Ctx) -> Result<Change, Refusal> {
        let id = l.entry.id;
        let user = ctx.user();
        let mut request = Self::pending_undo(l, user)?;
        if !request.accepted.contains(&user) {
            request.accepted.push(user);
        }
        let missing: Vec<u64> = l
            .entry
            .players
            .iter()
            .map(|p| p.id)
            .filter(|p| *p != request.by && !request.accepted.contains(p))
            .collect();
        if !missing.is_empty() {
            let text =
                words::undo_waiting(self.users.game_channel_lang(&l.entry), id, user, &missing);
            l.entry.undo = Some(request);
            let post = Effect::post(l.entry.post_channel(), text)
                .with_buttons(undo_buttons(id, self.users.game_channel_lang(&l.entry)))
                .about(Some(present::tag(&l.entry, &l.game)));
            return Ok(Change::saved(vec![Out::plain(post)]));
        }
        self.take_back(l, ctx, request.by)
    }

    /// The last action taken back: the game replayed without it, and the requester
    /// (`by`) owing it again with a fresh clock.
    fn take_back(&self, l: &mut Loaded, ctx: &Ctx, by: u64) -> Result<Change, Refusal> {
        let id = l.entry.id;
        let mut record = l.game.record().clone();
        let taken = record.log.pop().ok_or(Refusal::NothingToUndo(id))?.public;
        let before = Owed::of(&l.game);
        let was = l.game.status();
        l.game = Game::replay(&record).map_err(|e| {
            Refusal::Corrupt(format!(
                "game #{id} does not replay without its last action: {e}"
            ))
        })?;
        l.entry.undo = None;
        let allowed = clock::allowed(&l.entry, &l.game);
        clock::after_action(
            &mut l.entry,
            &before,
            &Owed::of(&l.game),
            None,
            ctx.now(),
            allowed,
            &self.config.reminder_secs,
        );
        let lang = self.users.game_channel_lang(&l.entry);
        let announcer = Announcer::of(self);
        let mut lines = vec![words::undo_done(lang, id, by, &taken)];
        lines.extend(announcer.status_line(l, lang));
        let mut outs = vec![crate::announce::public_board(
            l,
            lang,
            lines.join("\n"),
            announcer.move_buttons(l, lang),
        )];
        // The turn is someone's again: they hear of it as after any move, with their own
        // board as it now is (in a hidden game, only they can see it).
        outs.extend(announcer.turn_messages(l, Some(&was)));
        Ok(Change::saved(outs))
    }

    fn undo_decline(&self, l: &mut Loaded, ctx: &Ctx) -> Result<Change, Refusal> {
        let user = ctx.user();
        // The requester may withdraw their own request too.
        let current = l
            .entry
            .undo
            .as_ref()
            .is_some_and(|u| u.plies == l.game.record().log.len());
        if !current {
            return Err(Refusal::NoUndoRequest(l.entry.id));
        }
        l.entry.undo = None;
        let post = Effect::post(
            l.entry.post_channel(),
            words::undo_declined(self.users.game_channel_lang(&l.entry), l.entry.id, user),
        )
        .about(Some(present::tag(&l.entry, &l.game)));
        Ok(Change::saved(vec![Out::plain(post)]))
    }
}

fn undo_buttons(id: GameId, lang: Lang) -> Vec<Button> {
    [
        (UndoAnswer::Accept, words::button_undo_accept(lang)),
        (UndoAnswer::Decline, words::button_undo_decline(lang)),
    ]
    .into_iter()
    .filter_map(|(answer, label)| {
        let command = Command::Undo {
            answer,
            game: Some(id),
        };
        command.button_id().map(|id| Button {
            id,
            label,
            danger: false,
        })
    })
    .collect()
}
