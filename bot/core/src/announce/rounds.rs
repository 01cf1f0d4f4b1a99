//! Rounds of computer moves (issue 34, item 7): consecutive computer moves are announced
//! in one channel post, with one board that marks and numbers each of them.
//!
//! A computer's move (for a seat of its own, or standing in for a person) whose next
//! action the computer owes too is not posted: its lines and its board's marks are held
//! in the game's record ([`HeldPost`]), saved in the same write as the move. The held
//! lines go out, in order and once, with the first post of the game that follows: the
//! computer's move that ends the round (a person is next, or the game ended) takes them
//! in front of its own lines and marks every move of the round on its board; any other
//! post (an abort, a timeout, a draw offer, a person's set-up step, the word that a
//! player's DMs are closed) goes after a post of the held round alone, whose board is the
//! position after its last move. Private notes
//! (a clash involving a person's piece, a turn message) are never held.
//!
//! The lines are the public lines each move's post had, and the marks are those of the
//! spectator's board after each move: the round's post tells nothing those posts did not.

use super::Announcer;
use crate::announce::public_board;
use crate::effect::Effect;
use crate::engine::Change;
use crate::engine::Loaded;
use crate::present::{self, Out, Picture};
use referee_storage::records::{HeldPost, Phase};
use rules::{Game, Viewer};

impl Announcer<'_> {
    /// Holds or releases the channel posts of `change`, which `act` is about to save.
    pub(crate) fn gather_round(&self, l: &mut Loaded, change: &mut Change) {
        let id = l.entry.id;
        let Some(at) = change.outs.iter().position(|o| is_post_of(o, id)) else {
            return;
        };
        let computer_next = l.entry.phase == Phase::Playing && self.games.computer_owes(l);
        if change.by_computer && computer_next {
            let post = change.outs.remove(at);
            let held = self.held(l, post);
            l.entry.held_posts.push(held);
            return;
        }
        if l.entry.held_posts.is_empty() {
            return;
        }
        let held = std::mem::take(&mut l.entry.held_posts);
        if change.by_computer {
            let last = change.outs.remove(at);
            change.outs.insert(at, self.round_ended_by(l, held, last));
        } else {
            change.outs.insert(at, self.round_alone(l, held));
        }
    }

    /// Posts game `id`'s held round now, if any: ahead of a post of the game made outside
    /// [`Core::act`] (the channel's word that a player's DMs are closed).
    pub(crate) fn release_round(&self, id: referee_storage::ids::GameId) -> Vec<Out> {
        self.games
            .act(id, None, |l| {
                if l.entry.held_posts.is_empty() {
                    return Ok(Change::unchanged());
                }
                let held = std::mem::take(&mut l.entry.held_posts);
                Ok(Change::saved(vec![self.round_alone(l, held)]))
            })
            .unwrap_or_default()
    }

    /// What the channel would have read of `post` now, kept for the round's post: its
    /// lines without the last one saying who acts next (the round's post says it once).
    fn held(&self, l: &Loaded, post: Out) -> HeldPost {
        let text = match &post.effect {
            Effect::Post { text, .. } => text.as_str(),
            _ => "",
        };
        let lang = self.users.game_channel_lang(&l.entry);
        let lines = match self.status_line(l, lang) {
            Some(status) => text.strip_suffix(status.as_str()).unwrap_or(text),
            None => text,
        };
        kept(lines, post.picture.as_ref(), l.game.record().log.len())
    }

    /// The post of the computer's move that ends the round (`last`), with the held moves'
    /// lines in front of its own and every move of the round marked on its board.
    fn round_ended_by(&self, l: &Loaded, held: Vec<HeldPost>, last: Out) -> Out {
        let Out {
            mut effect,
            picture,
        } = last;
        let last_held = match &effect {
            Effect::Post { text, .. } => kept(text, picture.as_ref(), l.game.record().log.len()),
            _ => HeldPost::default(),
        };
        let mut round = held;
        round.push(last_held);
        if let Effect::Post { text, .. } = &mut effect {
            *text = joined(&round);
        }
        let picture = match picture {
            Some(picture) => Some(picture),
            None if round.iter().any(|h| h.pictured) => {
                let lang = self.users.game_channel_lang(&l.entry);
                public_board(l, lang, String::new(), Vec::new()).picture
            }
            None => None,
        };
        Out {
            effect,
            picture: picture.map(|p| marked(p, &round)),
        }
    }

    /// A post of the held round alone, ahead of another post of the game; its board is
    /// the position after the round's last move.
    fn round_alone(&self, l: &Loaded, held: Vec<HeldPost>) -> Out {
        let effect = Effect::post(l.entry.post_channel(), joined(&held))
            .about(Some(present::tag(&l.entry, &l.game)));
        if !held.iter().any(|h| h.pictured) {
            return Out::plain(effect);
        }
        let plies = held.last().map_or(0, |h| h.plies);
        let Some(game) = at_plies(&l.game, plies) else {
            return Out::plain(effect);
        };
        let lang = self.users.game_channel_lang(&l.entry);
        let view = game.view(Viewer::Spectator);
        let picture = Picture {
            name: present::image_name(&l.entry, &view, "public"),
            opts: present::board_options(&l.entry, &game, lang, Vec::new()),
            view,
        };
        Out::with(effect, marked(picture, &held))
    }
}

/// Whether `out` is a post in the channel of game `id`.
fn is_post_of(out: &Out, id: referee_storage::ids::GameId) -> bool {
    matches!(&out.effect, Effect::Post { game: Some(tag), .. } if tag.id == id)
}

/// A post's lines and its board's marks, as a round keeps them; `plies`: the log's length
/// after its action.
fn kept(text: &str, picture: Option<&Picture>, plies: usize) -> HeldPost {
    HeldPost {
        lines: text.trim_end().lines().map(str::to_string).collect(),
        cells: picture
            .map(|p| p.view.last_move.clone())
            .unwrap_or_default(),
        removed: picture.map(|p| p.view.removed.clone()).unwrap_or_default(),
        pictured: picture.is_some(),
        plies,
    }
}

/// Every line of the round, in order.
fn joined(round: &[HeldPost]) -> String {
    round
        .iter()
        .flat_map(|h| h.lines.iter().map(String::as_str))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The game as it was after its first `plies` actions (as it is when nothing came since).
fn at_plies(game: &Game, plies: usize) -> Option<Game> {
    let record = game.record();
    if record.log.len() == plies {
        return Some(game.clone());
    }
    let mut earlier = record.clone();
    earlier.log.truncate(plies);
    Game::replay(&earlier).ok()
}

/// `picture` with every move of `round` marked: each move's cells as the last move's are,
/// what each removed, and (with more than one move marked) each move's number on its
/// cells, in the order of the post's lines.
fn marked(mut picture: Picture, round: &[HeldPost]) -> Picture {
    let moves: Vec<&HeldPost> = round
        .iter()
        .filter(|h| h.pictured && !h.cells.is_empty())
        .collect();
    let mut cells: Vec<usize> = Vec::new();
    let mut removed: Vec<usize> = Vec::new();
    let mut numbers: Vec<(usize, Vec<usize>)> = Vec::new();
    for (n, held) in moves.iter().enumerate() {
        for &cell in &held.cells {
            if !cells.contains(&cell) {
                cells.push(cell);
            }
            match numbers.iter_mut().find(|(c, _)| *c == cell) {
                Some((_, ns)) if ns.last() != Some(&(n + 1)) => ns.push(n + 1),
                Some(_) => {}
                None => numbers.push((cell, vec![n + 1])),
            }
        }
        for &cell in &held.removed {
            if !removed.contains(&cell) {
                removed.push(cell);
            }
        }
    }
    if moves.is_empty() {
        return picture;
    }
    picture.view.last_move = cells;
    picture.view.removed = removed;
    if moves.len() > 1 {
        picture.opts.move_numbers = numbers
            .into_iter()
            .map(|(cell, ns)| {
                let text: Vec<String> = ns.iter().map(usize::to_string).collect();
                (cell, text.join(","))
            })
            .collect();
    }
    picture
}
