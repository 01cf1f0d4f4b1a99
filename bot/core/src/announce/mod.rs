//! How an accepted action is announced: one public post made from the spectator view,
//! plus a private message per seat that the report tells something only it may know,
//! made from that seat's view; and the turn messages (`turns`). Handlers call it after
//! the rules accepted something; it calls no handler.

mod closed_dms;
mod quiet;
mod rounds;
mod turns;

use crate::clock;
use crate::effect::{Button, Effect};
use crate::engine::Loaded;
use crate::marks::Marks;
use crate::present::{self, Out, Picture};
use crate::request::{Command, GameId};
use crate::words::{self, Lang, Seats};
use rules::{Report, Seat, Status, Viewer};

crate::engine::domain!(
    /// How an accepted action is told: posts, private notes, turn messages.
    Announcer
);

impl Announcer<'_> {
    /// The channel hears that a game ended because only computers were left in it.
    pub(crate) fn no_person_left_post(&self, l: &Loaded, lang: Lang) -> Out {
        Out::plain(
            Effect::post(
                l.entry.post_channel(),
                words::no_person_left(lang, l.entry.id),
            )
            .about(Some(present::tag(&l.entry, &l.game))),
        )
    }

    /// The Move button for a board post: in a game in play that hides nothing, with a
    /// person to move (games that hide information offer it in private only).
    pub(crate) fn move_buttons(&self, l: &Loaded, lang: Lang) -> Vec<Button> {
        let hidden = l.game.variant().info().hidden;
        let person_to_move = match l.game.status() {
            Status::ToMove(seat) => l
                .entry
                .player(seat)
                .is_some_and(|p| !self.users.is_computer(p.id)),
            Status::Simultaneous(_) | Status::Finished(_) => false,
        };
        let playing = l.entry.phase == referee_storage::records::Phase::Playing;
        if playing && !hidden && person_to_move {
            vec![crate::picker::move_button(lang, l.entry.id)]
        } else {
            Vec::new()
        }
    }

    /// Who owes what next, with the deadline; `None` once the game is over.
    pub(crate) fn status_line(&self, l: &Loaded, lang: Lang) -> Option<String> {
        let seats = Seats {
            lang,
            players: &l.entry.players,
            info: l.entry.record.variant.info(),
        };
        let vacations = self.games.vacations(&l.entry);
        // The computer has no deadline (see `computers`).
        let deadline_of = |s: Seat| {
            let player = l.entry.players.get(s.index())?;
            if self.users.is_computer(player.id) {
                return None;
            }
            let vacation = vacations.get(s.index()).copied().unwrap_or_default();
            Some(clock::deadline(&l.entry, s, vacation))
        };
        match l.game.status() {
            Status::ToMove(seat) => Some(words::to_move(lang, &seats.who(seat), deadline_of(seat))),
            Status::Simultaneous(waiting) => {
                let first = waiting.iter().filter_map(|s| deadline_of(*s)).min();
                Some(words::waiting_private(lang, &seats.list(&waiting), first))
            }
            Status::Finished(_) => None,
        }
    }

    /// The public post and the private notes of one report. `lead` goes first (e.g. a
    /// missed deadline).
    pub(crate) fn announce(
        &self,
        l: &Loaded,
        report: &Report,
        lang: Lang,
        lead: Option<String>,
    ) -> Vec<Out> {
        // The channel reads its own language, whoever acted (the private notes below are
        // each in their reader's).
        let _ = lang;
        let lang = self.users.game_channel_lang(&l.entry);
        let seats = Seats {
            lang,
            players: &l.entry.players,
            info: l.entry.record.variant.info(),
        };
        let mut lines: Vec<String> = lead.into_iter().collect();
        lines.push(words::action_header(
            lang,
            l.entry.id,
            &seats.who(report.seat),
            &report.public_notation,
        ));
        lines.extend(report.events.iter().map(|e| seats.event(e, None)));
        let offered = report
            .events
            .iter()
            .any(|e| matches!(e, rules::Event::DrawOffered { .. }));
        if offered {
            // With more than two players, say who still has to agree.
            let pending = l.game.pending_draw_offers();
            let waiting: Vec<Seat> = l
                .game
                .active_seats()
                .into_iter()
                .filter(|s| !pending.contains(s))
                .collect();
            if l.game.active_seats().len() > 2 && !waiting.is_empty() {
                lines.push(words::draw_waiting(lang, &seats.list(&waiting)));
            }
        }
        lines.extend(self.status_line(l, lang));
        let buttons = if offered {
            self.draw_buttons(l.entry.id, lang)
        } else {
            self.move_buttons(l, lang)
        };
        let mut post = public_board(l, lang, lines.join("\n"), buttons);
        if quiet::public_board_unchanged(l) {
            post.picture = None;
        }
        let mut outs = vec![post];
        for note in &report.private {
            let Some(user) = l.entry.player(note.to) else {
                continue;
            };
            outs.push(self.private_note(l, user.id, note.to, &note.events));
        }
        outs
    }

    fn draw_buttons(&self, id: GameId, lang: Lang) -> Vec<Button> {
        let accept = Command::Draw {
            answer: super::request::DrawAnswer::Accept,
            game: Some(id),
        };
        let decline = Command::Draw {
            answer: super::request::DrawAnswer::Decline,
            game: Some(id),
        };
        [
            (accept, words::button_draw_accept(lang), false),
            (decline, words::button_draw_decline(lang), false),
        ]
        .into_iter()
        .filter_map(|(cmd, label, danger)| cmd.button_id().map(|id| Button { id, label, danger }))
        .collect()
    }

    /// A private message to one seat, worded from that seat's events in its owner's language.
    /// It carries that seat's own board when that board shows more than the public one.
    fn private_note(&self, l: &Loaded, user: u64, seat: Seat, events: &[rules::Event]) -> Out {
        let lang = self.users.lang_of(user);
        let seats = Seats {
            lang,
            players: &l.entry.players,
            info: l.entry.record.variant.info(),
        };
        let mut lines = vec![words::private_header(lang, l.entry.id)];
        lines.extend(events.iter().map(|e| seats.event(e, Some(seat))));
        let effect = Effect::Private {
            user,
            text: lines.join("\n"),
            image: None,
            game: Some(present::tag(&l.entry, &l.game)),
            buttons: Vec::new(),
        };
        let own = l.game.view(Viewer::Seat(seat));
        let mut public = l.game.view(Viewer::Spectator);
        public.viewer = own.viewer;
        if own == public {
            return Out::plain(effect);
        }
        let mut opts = present::board_options(&l.entry, &l.game, lang, Vec::new());
        opts.labels = Marks::of(self).mark_labels(l, seat, lang);
        Out::with(
            effect,
            Picture {
                name: present::image_name(&l.entry, &own, &format!("seat{}", seat.0)),
                view: own,
                opts,
            },
        )
    }
}

/// A post to the game's channel with the spectator board.
pub(crate) fn public_board(l: &Loaded, lang: Lang, text: String, buttons: Vec<Button>) -> Out {
    let view = l.game.view(Viewer::Spectator);
    let picture = Picture {
        name: present::image_name(&l.entry, &view, "public"),
        view,
        opts: present::board_options(&l.entry, &l.game, lang, Vec::new()),
    };
    Out::with(
        Effect::post(l.entry.post_channel(), text)
            .with_buttons(buttons)
            .about(Some(present::tag(&l.entry, &l.game))),
        picture,
    )
}
