//! Turn messages (issue 18, item 2; army chess §8.3): in a game that hides information
//! each player gets their own board by DM when play begins, and the player to move gets
//! their own board and a one-line prompt at each turn; `/settings turn-dm:` chooses.
//!
//! Also the rule for closed DMs: once Discord refused a DM to a player, nothing more is
//! sent to them privately until they write to the bot (the game's channel is told once
//! per game instead).

use super::Announcer;
use crate::clock;
use crate::effect::{Button, Effect};
use crate::engine::Loaded;
use crate::marks::Marks;
use crate::present::{self, Out, Picture};
use crate::words::{self, Lang};
use referee_storage::records::TurnDm;
use rules::{Seat, Status, Viewer};

/// At most this many legal actions, each a single word naming no square, are listed in a
/// turn prompt.
const WORDED_CHOICES: usize = 4;

impl Announcer<'_> {
    /// Whether `user` wants a private message at each turn; `hidden` is whether the game
    /// hides information (the default is on there, the channel mention elsewhere).
    pub(crate) fn wants_turn_dm(&self, user: u64, hidden: bool) -> bool {
        let chosen = self
            .store
            .user(user)
            .ok()
            .flatten()
            .and_then(|u| u.turns.turn_dm);
        match chosen {
            Some(TurnDm::On) => true,
            Some(TurnDm::Off | TurnDm::Digest) => false,
            None => hidden,
        }
    }

    /// The private messages a change of the game calls for, given its status before the
    /// change (`None`: the game has just started). Play begins when a seat is to move and
    /// nobody was before (after a set-up phase, or at the start): in a hidden game every
    /// player then gets their own board. A new player to move gets their own board and
    /// the prompt when they want turn messages.
    pub(crate) fn turn_messages(&self, l: &Loaded, was: Option<&Status>) -> Vec<Out> {
        let next = match l.game.status() {
            Status::ToMove(next) => next,
            Status::Simultaneous(waiting) => return self.setup_messages(l, &waiting, was),
            Status::Finished(_) => return Marks::of(self).marks_at_end(l, was),
        };
        let hidden = l.entry.record.variant.info().hidden;
        let began = !matches!(was, Some(Status::ToMove(_)));
        let new_turn = was != Some(&Status::ToMove(next));
        let mut outs = Vec::new();
        for (index, player) in l.entry.players.iter().enumerate() {
            let Ok(seat) = u8::try_from(index).map(Seat) else {
                continue;
            };
            let lang = self.users.lang_of(player.id);
            let mut lines = Vec::new();
            if began && hidden {
                lines.push(words::turn_play_begins(lang, l.entry.id));
            }
            // The computer answers at once for a seat whose person is away (`/away`).
            let away = l.entry.stand_in(seat).is_some();
            if seat == next && new_turn && !away && self.wants_turn_dm(player.id, hidden) {
                lines.push(self.turn_prompt(l, seat, lang));
            }
            if !lines.is_empty() {
                lines.extend(words::held_knowledge(lang, &l.game, seat));
            }
            if !lines.is_empty() {
                let buttons = match seat == next && !self.users.is_computer(player.id) {
                    true => vec![crate::picker::move_button(lang, l.entry.id)],
                    false => Vec::new(),
                };
                outs.push(self.own_board_dm(l, player.id, seat, lines.join("\n"), buttons));
            }
        }
        outs
    }

    /// When a simultaneous set-up phase begins (the channel says who must act by private
    /// message), each person who owes it is told privately what to send, with an example
    /// legal for their seat now, and the Move button.
    fn setup_messages(&self, l: &Loaded, waiting: &[Seat], was: Option<&Status>) -> Vec<Out> {
        if matches!(was, Some(Status::Simultaneous(_))) {
            return Vec::new();
        }
        let hidden = l.entry.record.variant.info().hidden;
        let mut outs = Vec::new();
        for &seat in waiting {
            let Some(player) = l.entry.player(seat) else {
                continue;
            };
            let away = l.entry.stand_in(seat).is_some();
            if self.users.is_computer(player.id) || away || !self.wants_turn_dm(player.id, hidden) {
                continue;
            }
            let Some(example) = l.game.legal(seat).into_iter().next() else {
                continue;
            };
            let lang = self.users.lang_of(player.id);
            let text = words::turn_setup_prompt(lang, l.entry.id, &example);
            let buttons = vec![crate::picker::move_button(lang, l.entry.id)];
            outs.push(self.own_board_dm(l, player.id, seat, text, buttons));
        }
        outs
    }

    fn turn_prompt(&self, l: &Loaded, seat: Seat, lang: Lang) -> String {
        let vacation = self.games.seat_vacation(&l.entry, seat);
        let due = clock::deadline(&l.entry, seat, vacation);
        let mut text = words::turn_prompt(lang, l.entry.id, due);
        // A turn that is a choice of words (魔神战棋's swap or keep) says them: no board
        // shows them, and "send your move" alone does not.
        let legal = l.game.legal(seat);
        let worded = legal.len() <= WORDED_CHOICES
            && legal.iter().all(|a| {
                !a.contains(char::is_whitespace) && crate::examples::from_square(a).is_none()
            });
        if !legal.is_empty() && worded {
            let choices: Vec<String> = legal.iter().map(|a| format!("`{a}`")).collect();
            text.push('\n');
            text.push_str(&words::turn_choices(lang, &choices));
        }
        text
    }

    /// A DM to the player of `seat` with that seat's own view, and nothing more.
    fn own_board_dm(
        &self,
        l: &Loaded,
        user: u64,
        seat: Seat,
        text: String,
        buttons: Vec<Button>,
    ) -> Out {
        let lang = self.users.lang_of(user);
        let view = l.game.view(Viewer::Seat(seat));
        let mut opts = present::board_options(&l.entry, &l.game, lang, Vec::new());
        opts.labels = Marks::of(self).mark_labels(l, seat, lang);
        Out::with(
            Effect::Private {
                user,
                text,
                image: None,
                game: Some(present::tag(&l.entry, &l.game)),
                buttons,
            },
            Picture {
                name: present::image_name(&l.entry, &view, &format!("seat{}", seat.0)),
                view,
                opts,
            },
        )
    }
}
