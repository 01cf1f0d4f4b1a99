//! Private marks (`/mark <position> [guess]`, army chess §8.5 "Marks"): a player's own
//! guesses on pieces its view does not show, kept in a record of their own per game and
//! seat (never the game's: laying one changes no revision, so no picker goes out of date
//! and no computer's answer is discarded). Where a mark stands now is worked out by the
//! rules from the marker's own views ([`rules::marks::follow`]); every refusal is decided
//! from the marker's own view only. Marks are drawn only on the marker's own images and
//! listed only to the marker.

use crate::effect::Effect;
use crate::engine::lock;
use crate::engine::Ctx;
use crate::engine::Handled;
use crate::engine::Loaded;
use crate::error::MarkRefusal;
use crate::error::Refusal;
use crate::present::{self, Out, Picture};
use crate::words::{self, Lang};
use referee_storage::ids::GameId;
use referee_storage::marks::{LaidMark, MarksEntry};
use rules::marks::{self, Followed, Laid, Marking};
use rules::{Seat, Status, View, Viewer};
use std::sync::Mutex;

crate::engine::domain!(
    /// A player's own guesses on the enemy's pieces (`/mark`).
    Marks
);

/// Marks followed so far, by game and seat (most recent first): each new action is then
/// stepped through once, rather than the whole game replayed for every image.
static FOLLOWED: Mutex<Vec<((GameId, u8), Followed)>> = Mutex::new(Vec::new());
/// How many games' seats are kept followed.
const FOLLOWED_KEPT: usize = 64;

/// Where each of `laid` stands now in game `id` (see [`rules::marks::follow`]), going on
/// from where it was followed last when the game's log and the marks are the same.
fn follow(id: GameId, record: &rules::GameRecord, seat: Seat, laid: &[Laid]) -> Vec<Option<usize>> {
    let key = (id, seat.0);
    let kept = {
        let mut cache = FOLLOWED.lock().unwrap_or_else(|e| e.into_inner());
        let at = cache
            .iter()
            .position(|(k, f)| *k == key && f.continues(record, seat, laid));
        at.map(|i| cache.remove(i).1)
    };
    let mut followed = kept.unwrap_or_else(|| Followed::start(record, seat, laid));
    followed.advance(record);
    let now = followed.positions();
    let mut cache = FOLLOWED.lock().unwrap_or_else(|e| e.into_inner());
    cache.retain(|(k, _)| *k != key);
    cache.insert(0, (key, followed));
    cache.truncate(FOLLOWED_KEPT);
    now
}

/// One mark where it stands now.
pub(crate) struct Standing {
    /// Its place in the seat's record.
    pub index: usize,
    pub cell: usize,
    pub at: String,
    pub guess: String,
}

/// A seat's stored marks, read for the rules: the record, the seat's view (to name
/// cells), and each mark whose position this board names with its place in the record.
struct Read {
    entry: MarksEntry,
    view: View,
    laid: Vec<(usize, Laid)>,
}

impl Read {
    fn placed(&self) -> Vec<Laid> {
        self.laid.iter().map(|(_, l)| *l).collect()
    }

    /// The name of `cell` and the guess of the record's `index`th mark.
    fn named(&self, index: usize, cell: usize) -> Option<(String, String)> {
        Some((
            self.view.board.cells.get(cell)?.name.clone(),
            self.entry.marks.get(index)?.guess.clone(),
        ))
    }
}

/// What another handler may ask of the marks: the tags a seat's own image draws, and
/// nothing else of the core (the picker's step images carry them).
#[derive(Clone, Copy)]
pub(crate) struct MarkTags<'a>(pub(crate) Marks<'a>);

impl MarkTags<'_> {
    pub(crate) fn of(&self, l: &Loaded, seat: Seat, lang: Lang) -> Vec<(usize, String)> {
        self.0.mark_labels(l, seat, lang)
    }
}

impl Marks<'_> {
    /// What `seat` marked in this game, if anything (and the game takes marks).
    fn read_marks(&self, l: &Loaded, seat: Seat) -> Option<Read> {
        marks::marking(&l.game)?;
        let entry = match self.store.marks(l.entry.id, seat.0) {
            Ok(entry) => entry,
            Err(e) => {
                tracing::warn!(game = l.entry.id, "marks not read: {e}");
                return None;
            }
        };
        if entry.marks.is_empty() {
            return None;
        }
        let view = l.game.view(Viewer::Seat(seat));
        let laid = entry
            .marks
            .iter()
            .enumerate()
            .filter_map(|(i, m)| {
                let cell = marks::cell_named(&view, &m.at)?;
                let entry = usize::try_from(m.entry).ok()?;
                Some((i, Laid { cell, entry }))
            })
            .collect();
        Some(Read { entry, view, laid })
    }

    /// The marks `seat` laid in this game that still stand, where they stand now.
    pub(crate) fn standing_marks(&self, l: &Loaded, seat: Seat) -> Vec<Standing> {
        let Some(read) = self.read_marks(l, seat) else {
            return Vec::new();
        };
        let now = follow(l.entry.id, l.game.record(), seat, &read.placed());
        read.laid
            .iter()
            .zip(now)
            .filter_map(|((index, _), cell)| {
                let cell = cell?;
                let (at, guess) = read.named(*index, cell)?;
                Some(Standing {
                    index: *index,
                    cell,
                    at,
                    guess,
                })
            })
            .collect()
    }

    /// The tags the seat's own image draws: its marks' short guesses, and what its
    /// 古战棋 probes found (K7), worded apart from a guess (`decoy!`, 探疑).
    pub(crate) fn mark_labels(&self, l: &Loaded, seat: Seat, lang: Lang) -> Vec<(usize, String)> {
        let mut tags: Vec<(usize, String)> = self
            .standing_marks(l, seat)
            .into_iter()
            .map(|m| (m.cell, words::mark_tag(lang, &m.guess)))
            .collect();
        tags.extend(
            marks::probe_tags(&l.game, seat)
                .into_iter()
                .map(|(cell, found)| (cell, words::probe_tag(lang, found))),
        );
        tags
    }

    /// `(position, guess)` of each standing mark, for `/mine`.
    pub(crate) fn mark_list(&self, l: &Loaded, seat: Seat, lang: Lang) -> Option<String> {
        let standing: Vec<(String, String)> = self
            .standing_marks(l, seat)
            .into_iter()
            .map(|m| (m.at, m.guess))
            .collect();
        words::mark_list(lang, &standing)
    }

    /// `/mark <position> [guess]`: lay, replace or (without a guess) clear a mark.
    pub(crate) fn mark(
        &self,
        ctx: &Ctx,
        position: &str,
        guess: Option<&str>,
        game: Option<GameId>,
    ) -> Handled {
        let l = self
            .games
            .choose(ctx, game, crate::engine::seated_playing(ctx.user()))?;
        let id = l.entry.id;
        let (seat, marking) = may_mark(&l, ctx)?;
        let view = l.game.view(Viewer::Seat(seat));
        let target = Target::named(&view, position);
        // Read, change and write the seat's marks under the game's lock: two `/mark`s at
        // once (a phone and a desktop) must both be kept.
        let game_lock = self.games.lock_of(id);
        let _marks_held = lock(&game_lock);
        let standing = self.standing_marks(&l, seat);
        let now = l.game.record().log.len() as u64;
        let mut entry = MarksEntry::new(id, seat.0);
        let text = match guess.map(str::trim).filter(|g| !g.is_empty()) {
            None => {
                entry.marks = cleared(&standing, &target, now)?;
                words::mark_cleared(ctx.lang, id, &target.at)
            }
            Some(typed_guess) => {
                let guessed = Guessed::checked(&view, seat, marking, &target, typed_guess)?;
                entry.marks = laid(&standing, &target, now, &guessed);
                words::mark_laid(ctx.lang, id, &target.at, &guessed.0)
            }
        };
        self.store.save_marks(&entry)?;
        Ok(vec![self.marked_reply(ctx, &l, seat, view, text)])
    }

    /// The answer to a `/mark`: its words, with the marker's own image showing the marks
    /// as they are now.
    fn marked_reply(&self, ctx: &Ctx, l: &Loaded, seat: Seat, view: View, text: String) -> Out {
        let mut opts = present::board_options(&l.entry, &l.game, ctx.lang, Vec::new());
        opts.labels = self.mark_labels(l, seat, ctx.lang);
        Out::with(
            Effect::reply(ctx.user(), text).about(Some(present::tag(&l.entry, &l.game))),
            Picture {
                name: present::image_name(&l.entry, &view, &format!("seat{}", seat.0)),
                view,
                opts,
            },
        )
    }

    /// `(position, guess, what stood there)` of the marks `seat` still had when the game
    /// ended with its secrets shown.
    fn marks_with_truth(
        &self,
        l: &Loaded,
        seat: Seat,
        lang: Lang,
    ) -> Vec<(String, String, String)> {
        let Some(read) = self.read_marks(l, seat) else {
            return Vec::new();
        };
        let family = l.game.family();
        read.laid
            .iter()
            .zip(marks::at_end(l.game.record(), seat, &read.placed()))
            .filter_map(|((index, _), found)| {
                let (cell, kind) = found?;
                let (at, guess) = read.named(*index, cell)?;
                Some((
                    at,
                    guess,
                    words::entry(lang, family, &format!("piece-{kind}")),
                ))
            })
            .collect()
    }

    /// When a game has just ended with its secrets shown: each marker's private list of
    /// the marks still standing, with what stood there.
    pub(crate) fn marks_at_end(&self, l: &Loaded, was: Option<&Status>) -> Vec<Out> {
        if matches!(was, Some(Status::Finished(_))) || !l.game.is_revealed() {
            return Vec::new();
        }
        let mut outs = Vec::new();
        for (index, player) in l.entry.players.iter().enumerate() {
            let Ok(seat) = u8::try_from(index).map(Seat) else {
                continue;
            };
            if self.users.is_computer(player.id) {
                continue;
            }
            let lines = self.marks_with_truth(l, seat, self.users.lang_of(player.id));
            if lines.is_empty() {
                continue;
            }
            let lang = self.users.lang_of(player.id);
            outs.push(Out::plain(Effect::Private {
                user: player.id,
                text: words::mark_end(lang, l.entry.id, &lines),
                image: None,
                game: Some(present::tag(&l.entry, &l.game)),
                buttons: Vec::new(),
            }));
        }
        outs
    }
}

/// The sender's seat, and how this game is marked, if the sender may mark now: the game
/// takes marks, the seat is still in play and the game has not ended.
fn may_mark(l: &Loaded, ctx: &Ctx) -> Result<(Seat, Marking), Refusal> {
    let id = l.entry.id;
    let seat = crate::engine::seat_in(l, ctx)?;
    let marking = marks::marking(&l.game).ok_or(MarkRefusal::NotHere(id))?;
    if !l.game.active_seats().contains(&seat) {
        return Err(MarkRefusal::Out(id).into());
    }
    if matches!(l.game.status(), Status::Finished(_)) {
        return Err(Refusal::GameEnded(id));
    }
    Ok((seat, marking))
}

/// The position a `/mark` names: its cell on the marker's view, if it names one, and its
/// name as the board spells it (as typed when it names no cell).
struct Target {
    cell: Option<usize>,
    at: String,
}

impl Target {
    fn named(view: &View, position: &str) -> Target {
        let typed = position.trim();
        let cell = marks::cell_named(view, typed);
        let at = cell
            .and_then(|c| view.board.cells.get(c))
            .map_or_else(|| typed.to_string(), |c| c.name.clone());
        Target { cell, at }
    }
}

/// A guess the game's marking knows, on a piece the marker may mark.
struct Guessed(String);

impl Guessed {
    fn checked(
        view: &View,
        seat: Seat,
        marking: Marking,
        target: &Target,
        typed: &str,
    ) -> Result<Guessed, Refusal> {
        let markable = target
            .cell
            .and_then(|c| view.board.cells.get(c))
            .and_then(|c| c.piece.as_ref())
            .is_some_and(|g| marking.markable(g, seat));
        if !markable {
            return Err(MarkRefusal::NoPiece(target.at.clone()).into());
        }
        let token = marking
            .guess(typed)
            .ok_or_else(|| MarkRefusal::UnknownGuess {
                guess: typed.to_string(),
                decoys: marking == Marking::Decoys,
            })?;
        Ok(Guessed(token))
    }
}

/// A standing mark kept: only the marks still standing are kept, each laid again where
/// it stands now.
fn relaid(m: &Standing, now: u64) -> LaidMark {
    LaidMark {
        at: m.at.clone(),
        entry: now,
        guess: m.guess.clone(),
    }
}

/// The seat's marks without the one on `target` (which must have one).
fn cleared(standing: &[Standing], target: &Target, now: u64) -> Result<Vec<LaidMark>, Refusal> {
    let here = target
        .cell
        .and_then(|c| standing.iter().find(|m| m.cell == c))
        .ok_or_else(|| MarkRefusal::NoMark(target.at.clone()))?;
    Ok(standing
        .iter()
        .filter(|m| m.index != here.index)
        .map(|m| relaid(m, now))
        .collect())
}

/// The seat's marks with `guessed` on `target`, in place of any mark there.
fn laid(standing: &[Standing], target: &Target, now: u64, guessed: &Guessed) -> Vec<LaidMark> {
    let mut marks: Vec<LaidMark> = standing
        .iter()
        .filter(|m| Some(m.cell) != target.cell)
        .map(|m| relaid(m, now))
        .collect();
    marks.push(LaidMark {
        at: target.at.clone(),
        entry: now,
        guess: guessed.0.clone(),
    });
    marks
}
