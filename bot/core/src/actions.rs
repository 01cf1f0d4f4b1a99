//! Moves and the shared commands (resign, draw), and how an accepted action is announced:
//! one public post made from the spectator view, plus a private message per seat that
//! the report tells something only it may know, made from that seat's view.

use super::clock::{self, Owed};
use super::effect::{Button, Effect, GameTag};
use super::present::{self, Out, Picture};
use super::request::{Command, GameId};
use super::setups::Submitted;
use super::words::{self, Lang, Seats};
use super::{Change, Core, Ctx, Handled, Loaded, Refusal};
use rules::game::Channel;
use rules::meta::MetaWord;
use rules::{PrivateInPublic, Report, Seat, Status, Viewer};

/// A move found by trying it on a copy of its game; applied as is if the game has not
/// changed since.
struct Trial {
    /// The game's record when the trial was made: applied only to that same game.
    record_before: rules::GameRecord,
    owed_before: Owed,
    game: rules::Game,
    report: Report,
    /// The text as played (a named saved set-up expanded).
    text: String,
}

impl Core {
    /// `/move <text>`: refused with a reason when it does not apply. A shared word
    /// (`resign`, `提和`, `board`…) does what it does typed in the channel.
    ///
    /// In a game whose private commands typed in a shared channel are ignored (army chess
    /// §8.6), the slash command is itself a private channel: its answer is ephemeral, so
    /// it may carry a move or a layout, and the mover's private note becomes that answer.
    pub(crate) fn move_typed(&self, ctx: &Ctx, text: &str, game: Option<GameId>) -> Handled {
        if let Some(word) = MetaWord::parse(text) {
            return self.shared_word(ctx, word, game, false);
        }
        let id = self.choose(ctx, game, Self::seated_playing(ctx.user()))?;
        let outs = self.act(id, Some(ctx), |l| {
            let seat = Self::seat_in(l, ctx.user())?;
            let text = self.with_saved_setup(ctx.user(), &l.game, text)?;
            let channel = match Self::slash_is_private(l) {
                true => Channel::Private,
                false => self.channel_of(ctx),
            };
            self.play_action_in(l, ctx, seat, &text, channel)
        })?;
        let private = self
            .load(id)
            .is_ok_and(|l| Self::slash_is_private(&l) && !ctx.req.place.dm);
        Ok(match private {
            true => outs
                .into_iter()
                .map(|o| o.answered_privately(ctx.user()))
                .collect(),
            false => outs,
        })
    }

    /// Whether `/move` in this game is answered only to the mover (see [`Core::move_typed`]).
    fn slash_is_private(l: &Loaded) -> bool {
        l.entry.record.variant.info().private_in_public == PrivateInPublic::Ignore
    }

    /// Whether a slash command answers privately (Discord defers it as ephemeral): `/move`
    /// in a game whose moves are private information.
    pub fn answers_privately(&self, req: &super::request::Request) -> bool {
        let Command::Move { game, .. } = &req.command else {
            return false;
        };
        let ctx = Ctx {
            req,
            lang: self.config.language,
        };
        let ids = match game {
            Some(id) => vec![*id],
            None => self
                .candidates(&ctx, Self::seated_playing(req.user.id))
                .map(|(ids, _)| ids)
                .unwrap_or_default(),
        };
        // Private when any game it could mean is: an answer must never go public by mistake.
        ids.into_iter()
            .any(|id| self.load(id).is_ok_and(|l| Self::slash_is_private(&l)))
    }

    /// A plain message: acted on only when it reads as a move in one of the sender's games
    /// here. Chat (no game can read it) is ignored; a readable but refused move gets a reason.
    /// A private command typed in a shared channel of a game whose rules say so is ignored
    /// without a word. The move is applied once: the trial that found the game is kept
    /// unless the game changed meanwhile.
    pub(crate) fn move_chat(&self, ctx: &Ctx, text: &str) -> Handled {
        if text.trim().is_empty() || text.trim_start().starts_with('/') {
            return Ok(Vec::new());
        }
        let (ids, _) = self.candidates(ctx, Self::seated_playing(ctx.user()))?;
        if let Some(word) = MetaWord::parse(text) {
            // `board` is private where moves are (§8.6): typed in a shared channel of such a
            // game it gets no reply, like a move would.
            let secret_board = word == MetaWord::Board
                && !ctx.req.place.dm
                && ids
                    .iter()
                    .any(|&id| self.load(id).is_ok_and(|l| Self::slash_is_private(&l)));
            return if ids.is_empty() || secret_board {
                Ok(Vec::new()) // chat that happens to be a command word
            } else {
                self.shared_word(ctx, word, None, true)
            };
        }
        let channel = self.channel_of(ctx);
        let mut accepted: Vec<(GameId, Trial)> = Vec::new();
        let mut refused: Option<(rules::RuleError, GameTag)> = None;
        let mut delete = false;
        for id in ids {
            let Ok(loaded) = self.load(id) else { continue };
            let Some(seat) = loaded.entry.seat_of(ctx.user()) else {
                continue;
            };
            // A saved set-up named where its family keeps them (`deploy NAME`).
            let text = match self.with_saved_setup(ctx.user(), &loaded.game, text) {
                Ok(expanded) => expanded,
                Err(e) if ctx.req.place.dm => return Err(e),
                // In a shared channel the action is private: ignored or refused below.
                Err(_) => text.to_string(),
            };
            if channel == Channel::Public && loaded.game.needs_privacy(seat, &text) {
                match loaded.entry.record.variant.info().private_in_public {
                    PrivateInPublic::Ignore => continue,
                    PrivateInPublic::RefuseAndDelete => delete = true,
                    PrivateInPublic::Refuse => {}
                }
            }
            let mut game = loaded.game.clone();
            match game.play(seat, &text, channel) {
                Ok(report) => accepted.push((
                    id,
                    Trial {
                        record_before: loaded.game.record().clone(),
                        owed_before: Owed::of(&loaded.game),
                        game,
                        report,
                        text,
                    },
                )),
                Err(e) if e.code == rules::error::codes::SYNTAX => {}
                Err(e) => {
                    let tag = present::tag(&loaded.entry, &loaded.game);
                    refused.get_or_insert((e, tag));
                }
            }
        }
        if accepted.len() > 1 {
            return Err(Refusal::Ambiguous(
                accepted.iter().map(|(id, _)| *id).collect(),
            ));
        }
        match accepted.pop() {
            Some((id, trial)) => {
                // The trial is used once; a rerun after a conflicting save plays afresh.
                let played = trial.text.clone();
                let mut trial = Some(trial);
                self.act(id, Some(ctx), |l| {
                    let seat = Self::seat_in(l, ctx.user())?;
                    match trial.take() {
                        // Compared whole: a takeback and another move meanwhile leave the
                        // log as long as before but not the same game.
                        Some(t) if *l.game.record() == t.record_before => {
                            l.game = t.game;
                            Ok(self.finish_action(l, ctx, seat, &t.owed_before, &t.report))
                        }
                        _ => self.play_action(l, ctx, seat, &played),
                    }
                })
            }
            None => match refused {
                Some((e, tag)) => {
                    let refusal = Refusal::Rule(e);
                    // Tagged with its game: if the refusal cannot be sent by DM, the shell
                    // asks for a public nudge in that game's channel.
                    let mut refused = self.refusal(ctx, &refusal);
                    if let Effect::Ephemeral { game, .. } = &mut refused.effect {
                        *game = Some(tag);
                    }
                    let message = ctx.req.delivery_id.as_deref().and_then(|d| d.parse().ok());
                    match message {
                        // The secret must not stay readable in the channel.
                        Some(message) if delete => Ok(vec![
                            refused,
                            Out::plain(Effect::Delete {
                                channel: ctx.req.place.channel,
                                message,
                            }),
                        ]),
                        _ => Ok(vec![refused]),
                    }
                }
                None => Ok(Vec::new()),
            },
        }
    }

    /// A shared word, typed in a channel (`chat`) or given to `/move`: the same as its
    /// slash command. `board` is the sender's own view, privately; `resign` asks to
    /// confirm; `draw` offers; `accept`/`decline` answer the pending draw offer. Typed with
    /// no offer pending they are chat; given to `/move`, the game refuses them.
    fn shared_word(&self, ctx: &Ctx, word: MetaWord, game: Option<GameId>, chat: bool) -> Handled {
        match word {
            MetaWord::Board => self.mine(ctx, game),
            MetaWord::Resign => self.resign_ask(ctx, game),
            MetaWord::DrawOffer => self.meta_action(ctx, game, word.canonical()),
            MetaWord::DrawAccept | MetaWord::DrawDecline => {
                let game = match game {
                    Some(id) => Some(id),
                    None => match self.games_offering_draw(ctx)?.as_slice() {
                        [] if chat => return Ok(Vec::new()),
                        [] => None,
                        [id] => Some(*id),
                        many => return Err(Refusal::Ambiguous(many.to_vec())),
                    },
                };
                self.meta_action(ctx, game, word.canonical())
            }
        }
    }

    /// The caller's games here in which someone else offers a draw.
    fn games_offering_draw(&self, ctx: &Ctx) -> Result<Vec<GameId>, Refusal> {
        let (ids, _) = self.candidates(ctx, Self::seated_playing(ctx.user()))?;
        Ok(ids
            .into_iter()
            .filter(|&id| {
                self.load(id).is_ok_and(|l| {
                    let me = l.entry.seat_of(ctx.user());
                    l.game.pending_draw_offers().iter().any(|s| Some(*s) != me)
                })
            })
            .collect())
    }

    /// `/resign`: ask first, with a button.
    pub(crate) fn resign_ask(&self, ctx: &Ctx, game: Option<GameId>) -> Handled {
        let id = self.choose(ctx, game, Self::seated_playing(ctx.user()))?;
        let loaded = self.load(id)?;
        let seat = Self::seat_in(&loaded, ctx.user())?;
        // Ask only when the resignation would be accepted (not, say, from a seat already out).
        loaded
            .game
            .clone()
            .play(seat, MetaWord::Resign.canonical(), Channel::Private)?;
        let confirm = Command::ResignConfirm { game: Some(id) };
        let buttons = confirm
            .button_id()
            .map(|bid| Button {
                id: bid,
                label: words::button_resign(ctx.lang),
                danger: true,
            })
            .into_iter()
            .collect();
        Ok(vec![Out::plain(Effect::Post {
            channel: ctx.req.place.channel,
            text: words::resign_confirm(ctx.lang, id),
            image: None,
            buttons,
            game: Some(present::tag(&loaded.entry, &loaded.game)),
        })
        .into_ephemeral(ctx.user())])
    }

    /// Resign (confirmed) and the draw answers, through the rules' shared commands.
    pub(crate) fn meta_action(&self, ctx: &Ctx, game: Option<GameId>, text: &str) -> Handled {
        let id = self.choose(ctx, game, Self::seated_playing(ctx.user()))?;
        self.act(id, Some(ctx), |l| {
            let seat = Self::seat_in(l, ctx.user())?;
            self.play_action(l, ctx, seat, text)
        })
    }

    pub(crate) fn channel_of(&self, ctx: &Ctx) -> Channel {
        if ctx.req.place.dm {
            Channel::Private
        } else {
            Channel::Public
        }
    }

    /// Apply one command of `seat` and announce it. Refusals change nothing.
    pub(crate) fn play_action(
        &self,
        l: &mut Loaded,
        ctx: &Ctx,
        seat: Seat,
        text: &str,
    ) -> Result<Change, Refusal> {
        self.play_action_in(l, ctx, seat, text, self.channel_of(ctx))
    }

    /// [`Core::play_action`] through a channel the caller decided.
    fn play_action_in(
        &self,
        l: &mut Loaded,
        ctx: &Ctx,
        seat: Seat,
        text: &str,
        channel: Channel,
    ) -> Result<Change, Refusal> {
        let before = Owed::of(&l.game);
        let report = l.game.play(seat, text, channel)?;
        Ok(self.finish_action(l, ctx, seat, &before, &report))
    }

    /// The bookkeeping and announcement of an action the rules accepted.
    fn finish_action(
        &self,
        l: &mut Loaded,
        ctx: &Ctx,
        seat: Seat,
        before: &Owed,
        report: &Report,
    ) -> Change {
        l.entry.abort_votes.clear();
        let submitted = l.game.submitted_setup(report).map(|setup| Submitted {
            user: ctx.user(),
            family: l.game.variant().info().family,
            setup,
        });
        self.after_report(l, ctx.now(), Some(seat), before);
        Change {
            submitted,
            ..Change::saved(self.announce(l, report, ctx.lang, None))
        }
    }

    /// Bookkeeping after the rules changed the game: phase and clocks.
    pub(crate) fn after_report(
        &self,
        l: &mut Loaded,
        now: u64,
        actor: Option<Seat>,
        before: &Owed,
    ) {
        // A takeback asked before this action no longer means the same move.
        l.entry.undo = None;
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
            &self.config.reminder_secs,
        );
    }

    /// Who owes what next, with the deadline; `None` once the game is over.
    pub(crate) fn status_line(&self, l: &Loaded, lang: Lang) -> Option<String> {
        let seats = Seats {
            lang,
            players: &l.entry.players,
            info: l.entry.record.variant.info(),
        };
        let vacations = self.vacations(&l.entry);
        let deadline_of = |s: Seat| {
            let vacation = vacations.get(s.index()).copied().unwrap_or_default();
            clock::deadline(&l.entry, s, vacation)
        };
        match l.game.status() {
            Status::ToMove(seat) => Some(words::to_move(
                lang,
                &seats.who(seat),
                Some(deadline_of(seat)),
            )),
            Status::Simultaneous(waiting) => {
                let first = waiting.iter().map(|s| deadline_of(*s)).min();
                Some(words::waiting_private(lang, &seats.list(&waiting), first))
            }
            Status::Finished(_) => None,
        }
    }

    /// A post to the game's channel with the spectator board.
    pub(crate) fn public_board(
        &self,
        l: &Loaded,
        lang: Lang,
        text: String,
        buttons: Vec<Button>,
    ) -> Out {
        let view = l.game.view(Viewer::Spectator);
        let picture = Picture {
            name: present::image_name(&l.entry, &view, "public"),
            view,
            opts: present::board_options(&l.entry, &l.game, lang, Vec::new()),
        };
        Out::with(
            Effect::Post {
                channel: l.entry.post_channel(),
                text,
                image: None,
                buttons,
                game: Some(present::tag(&l.entry, &l.game)),
            },
            picture,
        )
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
            Vec::new()
        };
        let mut outs = vec![self.public_board(l, lang, lines.join("\n"), buttons)];
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
        let lang = self.lang_of(user);
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
        };
        let own = l.game.view(Viewer::Seat(seat));
        let mut public = l.game.view(Viewer::Spectator);
        public.viewer = own.viewer;
        if own == public {
            return Out::plain(effect);
        }
        Out::with(
            effect,
            Picture {
                name: present::image_name(&l.entry, &own, &format!("seat{}", seat.0)),
                view: own,
                opts: present::board_options(&l.entry, &l.game, lang, Vec::new()),
            },
        )
    }
}

impl Out {
    /// A private message to `user` becomes the reply to `user`'s own command (seen only
    /// by them); everything else stays as it is.
    fn answered_privately(self, user: u64) -> Out {
        let effect = match self.effect {
            Effect::Private {
                user: to,
                text,
                image,
                game,
            } if to == user => Effect::Ephemeral {
                user,
                text,
                image,
                error: false,
                game,
                buttons: Vec::new(),
            },
            other => other,
        };
        Out {
            effect,
            picture: self.picture,
        }
    }

    /// Turn a would-be post into a reply seen only by `user`, keeping its buttons.
    fn into_ephemeral(self, user: u64) -> Out {
        let effect = match self.effect {
            Effect::Post {
                text,
                image,
                game,
                buttons,
                ..
            } => Effect::Ephemeral {
                user,
                text,
                image,
                error: false,
                game,
                buttons,
            },
            other => other,
        };
        Out {
            effect,
            picture: self.picture,
        }
    }
}
