//! Moves and the shared commands (resign, draw): an action read, tried, accepted by the
//! rules and kept; how it is announced is `crate::announce`.

mod setups;
mod undo;

use super::clock::Owed;
use super::effect::{Button, Effect, GameTag};
use super::present::{self, Out};
use super::request::{Command, DrawAnswer, GameId};
use super::words::{self};
use crate::announce::Announcer;
use crate::engine::Change;
use crate::engine::Ctx;
use crate::engine::Handled;
use crate::engine::Loaded;
use crate::engine::Submitted;
use crate::error::Refusal;
use crate::examples::Examples;
use crate::queries::Queries;
use crate::stand_ins::StandIns;
use referee_storage::records::{GameEntry, Phase};
use rules::game::Channel;
use rules::meta::MetaWord;
use rules::{PrivateInPublic, Report, Seat, Status};

crate::engine::domain!(
    /// Moves, resignations, draw offers, takebacks and saved set-ups.
    Actions
);

/// A move found by trying it on a copy of its game; applied as is if the game has not
/// changed since.
struct Trial {
    /// The game as read when the trial was made: the trial applies only to that revision.
    before: Loaded,
    owed_before: Owed,
    game: rules::Game,
    report: Report,
    /// The text as played (a named saved set-up expanded).
    text: String,
}

/// What a typed line did in each of the sender's games here.
#[derive(Default)]
struct Tried {
    accepted: Vec<Trial>,
    /// The first refusal by a game that could read the line, with that game's tag.
    refused: Option<(rules::RuleError, GameTag)>,
    /// The line gave a secret away in a game whose rules delete such a message.
    delete: bool,
}

impl Actions<'_> {
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
        self.move_at(ctx, text, game, None)
    }

    /// A move as `/move` plays it; with `revision`, only if the game is still at that
    /// stored revision when its lock is held (a picker's click: the position it showed).
    pub(crate) fn move_at(
        &self,
        ctx: &Ctx,
        text: &str,
        game: Option<GameId>,
        revision: Option<u64>,
    ) -> Handled {
        let chosen = self
            .games
            .choose(ctx, game, crate::engine::seated_playing(ctx.user()))?;
        let text = self.with_saved_setup(ctx.user(), &chosen.game, text)?;
        // The variant decides, and it never changes: asked of the game as chosen.
        let private = Self::slash_is_private(&chosen.entry);
        let outs = self.games.act(chosen, Some(ctx), |l| {
            if revision.is_some_and(|r| r != l.entry.revision) {
                return Err(Refusal::PickerOutOfDate(l.entry.id));
            }
            let seat = crate::engine::seat_in(l, ctx)?;
            let channel = match private {
                true => Channel::Private,
                false => self.channel_of(ctx),
            };
            self.play_action_in(l, ctx, seat, &text, channel)
        })?;
        Ok(match private && !ctx.req.place.dm {
            true => outs
                .into_iter()
                .map(|o| o.answered_privately(ctx.user()))
                .collect(),
            false => outs,
        })
    }

    /// Whether `/move` in this game is answered only to the mover (see [`Actions::move_typed`]).
    fn slash_is_private(entry: &GameEntry) -> bool {
        entry.record.variant.info().private_in_public == PrivateInPublic::Ignore
    }

    /// Whether a slash command answers privately (Discord defers it as ephemeral): `/move`
    /// in a game whose moves are private information.
    ///
    /// Asked before the command runs, so it reads no game this process already knows: a
    /// game's variant and seats never change once it is being played.
    pub fn answers_privately(&self, req: &super::request::Request) -> bool {
        let Command::Move { game, .. } = &req.command else {
            return false;
        };
        let user = req.user.id;
        let ids = match game {
            Some(id) => Ok(vec![*id]),
            None if req.place.dm => self.store.open_games_of_user(user),
            None => self.store.open_games_in_place(req.place.channel),
        };
        let named = game.is_some();
        // Private when any game it could mean is: an answer must never go public by mistake.
        ids.unwrap_or_default().into_iter().any(|id| {
            let private = |e: &GameEntry| {
                Self::slash_is_private(e) && (named || crate::engine::seated_playing(user)(e))
            };
            let known = self
                .games
                .last_known(id)
                .filter(|e| e.phase == Phase::Playing)
                .map(|e| private(&e));
            known.unwrap_or_else(|| matches!(self.store.game(id), Ok(Some(e)) if private(&e)))
        })
    }

    /// A plain message: acted on only when it reads as a move in one of the sender's games
    /// here. Chat (no game can read it) is ignored; a readable but refused move gets a reason.
    /// A private command typed in a shared channel of a game whose rules say so is ignored
    /// without a word. The move is applied once: the trial that found the game is kept
    /// unless the game changed meanwhile.
    ///
    /// A `#id` anywhere in the line names the game: only that one is tried, with the rest
    /// of the line.
    pub(crate) fn move_chat(&self, ctx: &Ctx, line: &str) -> Handled {
        if line.trim().is_empty() || line.trim_start().starts_with('/') {
            return Ok(Vec::new());
        }
        let (named, rest) = split_game_id(line);
        let text = rest.as_str();
        let (mut games, _) = self
            .games
            .candidates(ctx, crate::engine::seated_playing(ctx.user()))?;
        if let Some(id) = named {
            games.retain(|g| g.id == id);
            // By DM the line is meant for that game: say why it cannot take it (no such
            // game, not one's own, not started, ended), or take it if it began meanwhile.
            if games.is_empty() && ctx.req.place.dm {
                let loaded = self.games.load(id)?;
                crate::engine::seat_in(&loaded, ctx)?;
                games.push(loaded.entry);
            }
        }
        if let Some(word) = MetaWord::parse(text) {
            return self.chat_word(ctx, word, named, &games);
        }
        let mut tried = self.try_in_each(ctx, games, text)?;
        if tried.accepted.len() > 1 {
            return Err(Refusal::Ambiguous(
                tried.accepted.iter().map(|t| t.before.entry.id).collect(),
            ));
        }
        match (tried.accepted.pop(), tried.refused) {
            (Some(trial), _) => self.apply_trial(ctx, trial),
            (None, Some((e, tag))) => Ok(self.refuse_typed(ctx, e, tag, tried.delete)),
            (None, None) => Ok(Vec::new()),
        }
    }

    /// A shared word typed in a channel where the sender plays `games`.
    fn chat_word(
        &self,
        ctx: &Ctx,
        word: MetaWord,
        named: Option<GameId>,
        games: &[GameEntry],
    ) -> Handled {
        // `board` is private where moves are (§8.6): typed in a shared channel of such a
        // game it gets no reply, like a move would.
        let secret_board = word == MetaWord::Board
            && !ctx.req.place.dm
            && games.iter().any(Self::slash_is_private);
        if games.is_empty() || secret_board {
            Ok(Vec::new()) // chat that happens to be a command word
        } else {
            self.shared_word(ctx, word, named, true)
        }
    }

    /// Try typed `text` on a copy of each of the sender's `games`, as each was read. A
    /// saved set-up it names is expanded for the games whose family keeps them; an unknown
    /// name is refused by DM (in a shared channel the action is private, ignored or
    /// refused below).
    fn try_in_each(&self, ctx: &Ctx, games: Vec<GameEntry>, text: &str) -> Result<Tried, Refusal> {
        let channel = self.channel_of(ctx);
        let mut tried = Tried::default();
        for entry in games {
            let Ok(before) = self.games.replayed(entry) else {
                continue;
            };
            let Some(seat) = before.entry.seat_of(ctx.user()) else {
                continue;
            };
            let text = match self.with_saved_setup(ctx.user(), &before.game, text) {
                Ok(expanded) => expanded,
                Err(e) if ctx.req.place.dm => return Err(e),
                Err(_) => text.to_string(),
            };
            if channel == Channel::Public && before.game.needs_privacy(seat, &text) {
                match before.entry.record.variant.info().private_in_public {
                    PrivateInPublic::Ignore => continue,
                    PrivateInPublic::RefuseAndDelete => tried.delete = true,
                    PrivateInPublic::Refuse => {}
                }
            }
            let mut game = before.game.clone();
            match game.play(seat, &text, channel) {
                Ok(report) => tried.accepted.push(Trial {
                    owed_before: Owed::of(&before.game),
                    before,
                    game,
                    report,
                    text,
                }),
                // Unreadable text is chat, not a move; in a DM a family's own syntax
                // refusal still tells the player its grammar.
                Err(e)
                    if e.code == rules::error::codes::SYNTAX
                        || (channel == Channel::Public
                            && e.code == rules::error::codes::FAMILY_SYNTAX) => {}
                Err(e) => {
                    let tag = present::tag(&before.entry, &before.game);
                    tried.refused.get_or_insert((e, tag));
                }
            }
        }
        Ok(tried)
    }

    /// Apply the one accepted trial: as tried, when its game is still the one it was tried
    /// on; played afresh after another save.
    fn apply_trial(&self, ctx: &Ctx, trial: Trial) -> Handled {
        let Trial {
            before,
            owed_before,
            game,
            report,
            text,
        } = trial;
        let revision = before.entry.revision;
        // The trial is used once; a rerun after a conflicting save plays afresh.
        let was = before.game.status();
        let mut tried = Some((game, owed_before, report));
        self.games.act(before, Some(ctx), |l| {
            let seat = crate::engine::seat_in(l, ctx)?;
            match tried.take() {
                Some((game, owed, report)) if l.entry.revision == revision => {
                    l.game = game;
                    Ok(self.finish_action(l, ctx, seat, (&owed, &was), &report))
                }
                _ => self.play_action(l, ctx, seat, &text),
            }
        })
    }

    /// A typed move the rules refused, told to the sender and tagged with its game: if
    /// the refusal cannot be sent by DM, the shell asks for a public nudge in that game's
    /// channel. The message goes too when it gave a secret away (`delete`).
    fn refuse_typed(&self, ctx: &Ctx, e: rules::RuleError, tag: GameTag, delete: bool) -> Vec<Out> {
        let mut refused = Examples::of(self).refusal_with_example(ctx, &Refusal::Rule(e));
        if let Effect::Ephemeral { game, .. } = &mut refused.effect {
            *game = Some(tag);
        }
        let message = ctx.req.delivery_id.as_deref().and_then(|d| d.parse().ok());
        match message {
            // The secret must not stay readable in the channel.
            Some(message) if delete => vec![
                refused,
                Out::plain(Effect::Delete {
                    channel: ctx.req.place.channel,
                    message,
                }),
            ],
            _ => vec![refused],
        }
    }

    /// A shared word, typed in a channel (`chat`) or given to `/move`: the same as its
    /// slash command. `board` is the sender's own view, privately; `resign` asks to
    /// confirm; `draw` offers; `accept`/`decline` answer the pending draw offer. Typed with
    /// no offer pending they are chat; given to `/move`, the game refuses them.
    fn shared_word(&self, ctx: &Ctx, word: MetaWord, game: Option<GameId>, chat: bool) -> Handled {
        match word {
            MetaWord::Board => Queries::of(self).mine(ctx, game),
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
        let (games, _) = self
            .games
            .candidates(ctx, crate::engine::seated_playing(ctx.user()))?;
        Ok(games
            .into_iter()
            .filter_map(|entry| self.games.replayed(entry).ok())
            .filter(|l| {
                let me = l.entry.seat_of(ctx.user());
                l.game.pending_draw_offers().iter().any(|s| Some(*s) != me)
            })
            .map(|l| l.entry.id)
            .collect())
    }

    /// `/resign`: ask first, with a button.
    pub(crate) fn resign_ask(&self, ctx: &Ctx, game: Option<GameId>) -> Handled {
        let loaded = self
            .games
            .choose(ctx, game, crate::engine::seated_playing(ctx.user()))?;
        let id = loaded.entry.id;
        let seat = crate::engine::seat_in(&loaded, ctx)?;
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
        Ok(vec![Out::plain(
            Effect::post(ctx.req.place.channel, words::resign_confirm(ctx.lang, id))
                .with_buttons(buttons)
                .about(Some(present::tag(&loaded.entry, &loaded.game))),
        )
        .into_ephemeral(ctx.user())])
    }

    /// `/resign confirm`: resigns at once.
    pub(crate) fn resign(&self, ctx: &Ctx, game: Option<GameId>) -> Handled {
        self.meta_action(ctx, game, MetaWord::Resign.canonical())
    }

    /// `/draw [accept|decline]`: offer a draw, or answer the offer.
    pub(crate) fn draw(&self, ctx: &Ctx, answer: &DrawAnswer, game: Option<GameId>) -> Handled {
        let word = match answer {
            DrawAnswer::Offer => MetaWord::DrawOffer,
            DrawAnswer::Accept => MetaWord::DrawAccept,
            DrawAnswer::Decline => MetaWord::DrawDecline,
        };
        self.meta_action(ctx, game, word.canonical())
    }

    /// Resign (confirmed) and the draw answers, through the rules' shared commands.
    pub(crate) fn meta_action(&self, ctx: &Ctx, game: Option<GameId>, text: &str) -> Handled {
        let chosen = self
            .games
            .choose(ctx, game, crate::engine::seated_playing(ctx.user()))?;
        self.games.act(chosen, Some(ctx), |l| {
            let seat = crate::engine::seat_in(l, ctx)?;
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

    /// [`Actions::play_action`] through a channel the caller decided.
    fn play_action_in(
        &self,
        l: &mut Loaded,
        ctx: &Ctx,
        seat: Seat,
        text: &str,
        channel: Channel,
    ) -> Result<Change, Refusal> {
        let before = Owed::of(&l.game);
        let was = l.game.status();
        let report = l.game.play(seat, text, channel)?;
        Ok(self.finish_action(l, ctx, seat, (&before, &was), &report))
    }

    /// The bookkeeping and announcement of an action the rules accepted; `before` is what
    /// was owed and the status before it.
    fn finish_action(
        &self,
        l: &mut Loaded,
        ctx: &Ctx,
        seat: Seat,
        (before, was): (&Owed, &Status),
        report: &Report,
    ) -> Change {
        l.entry.abort_votes.clear();
        StandIns::end_stand_in_on_own_action(l, seat);
        let submitted = l.game.submitted_setup(report).map(|setup| Submitted {
            user: ctx.user(),
            family: l.game.variant().info().family,
            setup,
        });
        let alone = self.games.after_report(l, ctx.now(), Some(seat), before);
        let mut outs = Announcer::of(self).announce(l, report, ctx.lang, None);
        outs.extend(Announcer::of(self).turn_messages(l, Some(was)));
        if alone {
            outs.push(
                Announcer::of(self).no_person_left_post(l, self.users.game_channel_lang(&l.entry)),
            );
        }
        // The computer's requests act for a seat (`handle_as`); its moves come as `/move`.
        let by_computer = ctx.seat.is_some() && matches!(ctx.req.command, Command::Move { .. });
        Change {
            submitted,
            by_computer,
            ..Change::saved(outs)
        }
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
                buttons,
            } if to == user => Effect::reply(user, text)
                .with_image(image)
                .with_buttons(buttons)
                .about(game),
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
            } => Effect::reply(user, text)
                .with_image(image)
                .with_buttons(buttons)
                .about(game),
            other => other,
        };
        Out {
            effect,
            picture: self.picture,
        }
    }
}

/// A typed line's game id (`#12`, the first such word wherever it stands) and the line
/// without that word; the rest keeps its spacing and line breaks (a layout's rows).
fn split_game_id(line: &str) -> (Option<GameId>, String) {
    let mut at = 0;
    for word in line.split_whitespace() {
        // The words come in order, and only whitespace lies between `at` and the next.
        let start = at + line[at..].find(word).unwrap_or(0);
        at = start + word.len();
        if let Some(Ok(id)) = word.strip_prefix('#').map(str::parse::<GameId>) {
            let before = &line[..start];
            let after = line[at..].trim_start_matches([' ', '\t']);
            return (Some(id), format!("{before}{after}").trim().to_string());
        }
    }
    (None, line.to_string())
}

#[cfg(test)]
mod game_id_tests {
    use super::split_game_id;

    #[test]
    fn a_game_id_is_taken_from_anywhere_in_the_line() {
        assert_eq!(
            split_game_id("deploy default #4"),
            (Some(4), "deploy default".into())
        );
        assert_eq!(
            split_game_id("camps #5 b1 c4 d6"),
            (Some(5), "camps b1 c4 d6".into())
        );
        assert_eq!(split_game_id("#7 e2-e4"), (Some(7), "e2-e4".into()));
        assert_eq!(split_game_id("e2-e4  x"), (None, "e2-e4  x".into()));
        assert_eq!(
            split_game_id("deploy a b #2\nc d"),
            (Some(2), "deploy a b \nc d".into())
        );
        assert_eq!(split_game_id("#x e2"), (None, "#x e2".into()));
    }
}
