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
        let seat = crate::engine::seat_in(&l, ctx)?;
        let marking = marks::marking(&l.game).ok_or(MarkRefusal::NotHere(id))?;
        if !l.game.active_seats().contains(&seat) {
            return Err(MarkRefusal::Out(id).into());
        }
        if matches!(l.game.status(), Status::Finished(_)) {
            return Err(Refusal::GameEnded(id));
        }
        let view = l.game.view(Viewer::Seat(seat));
        let typed = position.trim();
        let cell = marks::cell_named(&view, typed);
        let at = cell
            .and_then(|c| view.board.cells.get(c))
            .map_or_else(|| typed.to_string(), |c| c.name.clone());
        // Read, change and write the seat's marks under the game's lock: two `/mark`s at
        // once (a phone and a desktop) must both be kept.
        let game_lock = self.games.lock_of(id);
        let _marks_held = lock(&game_lock);
        let standing = self.standing_marks(&l, seat);
        let here = cell.and_then(|c| standing.iter().find(|m| m.cell == c));
        let mut entry = MarksEntry::new(id, seat.0);
        // Only the marks still standing are kept, each laid again where it stands now.
        let now = l.game.record().log.len() as u64;
        let kept = |m: &Standing| LaidMark {
            at: m.at.clone(),
            entry: now,
            guess: m.guess.clone(),
        };
        let text = match guess.map(str::trim).filter(|g| !g.is_empty()) {
            None => {
                let here = here.ok_or_else(|| MarkRefusal::NoMark(at.clone()))?;
                entry.marks = standing
                    .iter()
                    .filter(|m| m.index != here.index)
                    .map(kept)
                    .collect();
                words::mark_cleared(ctx.lang, id, &at)
            }
            Some(typed_guess) => {
                let markable = cell
                    .and_then(|c| view.board.cells.get(c))
                    .and_then(|c| c.piece.as_ref())
                    .is_some_and(|g| marking.markable(g, seat));
                if !markable {
                    return Err(MarkRefusal::NoPiece(at).into());
                }
                let token =
                    marking
                        .guess(typed_guess)
                        .ok_or_else(|| MarkRefusal::UnknownGuess {
                            guess: typed_guess.to_string(),
                            decoys: marking == Marking::Decoys,
                        })?;
                entry.marks = standing
                    .iter()
                    .filter(|m| Some(m.cell) != cell)
                    .map(kept)
                    .collect();
                entry.marks.push(LaidMark {
                    at: at.clone(),
                    entry: now,
                    guess: token.clone(),
                });
                words::mark_laid(ctx.lang, id, &at, &token)
            }
        };
        self.store.save_marks(&entry)?;
        let mut opts = present::board_options(&l.entry, &l.game, ctx.lang, Vec::new());
        opts.labels = self.mark_labels(&l, seat, ctx.lang);
        Ok(vec![Out::with(
            Effect::reply(ctx.user(), text).about(Some(present::tag(&l.entry, &l.game))),
            Picture {
                name: present::image_name(&l.entry, &view, &format!("seat{}", seat.0)),
                view,
                opts,
            },
        )])
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
