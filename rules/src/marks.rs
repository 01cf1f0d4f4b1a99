//! Private marks (`/mark`, army-chess spec §8.5 "Marks", 古战棋 K2): a player's own
//! guess on a piece its view does not show the kind of.
//!
//! Marks are not part of any view nor of the game's log. What this module decides is
//! decided from the marker's own [`View`] only (army chess §8.1): which pieces may carry
//! a guess, and where a marked piece went. A mark follows its piece along what the
//! marker's successive views show — a move whose two ends are shown — and ends when the
//! piece is removed, changes (a shed, a merge, a split, a hit), hides, or its kind
//! becomes known to the marker. Each game of a match starts with none.
//!
//! The guesses: in army chess a layout token (§4.2), a piece name from the catalogues in
//! any language (with or without its rank), or `?`; in `fanqi` a colour may come with
//! it. In 古战棋 with decoys (S6): `real`, `decoy` or `?`. Each is kept as a canonical
//! token (`38`, `B`, `red ?`, `decoy`), worded for each reader by the bot.

use crate::game::{Game, GameRecord};
use crate::junqi::piece::Kind;
use crate::locale::Locale;
use crate::registry::State;
use crate::seat::{Seat, Viewer};
use crate::view::{Glyph, Mark, View};
use crate::words::Words;
use std::sync::OnceLock;

/// The guess for "I do not know yet" (a placeholder, or a colour alone in `fanqi`).
pub const UNKNOWN: &str = "?";
/// 古战棋's two guesses (S6).
pub const REAL: &str = "real";
pub const DECOY: &str = "decoy";
/// 古战棋 (K7): one of the seat's own units or ambushes the opponent's probe still holds
/// a result on (the `*` of the spec's view).
pub const PROBED: &str = "probed";
/// `fanqi`'s colours, as a guess writes them before its piece (`red 38`).
pub const COLOURS: [&str; 2] = ["red", "black"];

/// The kinds of game that take marks, and how each reads a guess.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marking {
    /// Army chess with hidden identities (`siguo`, `liangguo`, `anqi`).
    ArmyChess,
    /// `fanqi`: a face-down piece; a guess may add a colour.
    FaceDown,
    /// 古战棋 with decoys: a 军 army, real or decoy.
    Decoys,
}

/// The piece an army-chess guess token names, as a reader's words need it: the family
/// and catalogue id of its name, and how a tag shortens it in Chinese.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GuessPiece {
    /// The family whose catalogue names it (`piece-<id>`).
    pub family: &'static str,
    pub id: String,
    /// Officers go by the first character of their name (师, 師); the others by the
    /// one-character alias §4.2 gives them (雷, 炸, 旗).
    pub alias: Option<String>,
}

/// The piece a laid guess token (`38`, `B`) names, if it names one.
pub fn guess_piece(token: &str) -> Option<GuessPiece> {
    let kind = Kind::from_token(token)?;
    let alias = match kind.strength() {
        Some(_) => None,
        None => crate::junqi::piece::table()
            .iter()
            .find(|e| e.kind == kind)
            .map(|e| e.alias.clone()),
    };
    Some(GuessPiece {
        family: crate::junqi::FAMILY,
        id: kind.id().to_string(),
        alias,
    })
}

/// How `game` takes marks, or `None` when its pieces are never hidden from a player in a
/// way a guess could help (the open modes, the other families, 古战棋 without decoys).
pub fn marking(game: &Game) -> Option<Marking> {
    let info = game.variant().info();
    match info.family {
        "junqi" => match info.id {
            "junqi-open" => None,
            "junqi-fanqi" => Some(Marking::FaceDown),
            _ => Some(Marking::ArmyChess),
        },
        // The supplements in play (a position string may carry them too).
        "ancient" => match game.state() {
            State::Ancient(m) => m.series.supps.has(DECOY_SUPPLEMENT),
            _ => false,
        }
        .then_some(Marking::Decoys),
        _ => None,
    }
}

/// 古战棋's supplement S6, 金蝉脱壳 (decoys).
const DECOY_SUPPLEMENT: u8 = 6;

/// 古战棋's army kinds a decoy can pass for (its shown strength).
const ARMY_KINDS: [&str; 2] = ["army-2", "army-1"];

impl Marking {
    /// Whether a piece the marker's view draws as `glyph` may carry a guess: one whose
    /// kind the view hides (army chess), or an enemy 军 army the marker has not found out
    /// (古战棋: a probe result shows as a secret mark).
    pub fn markable(self, glyph: &Glyph, marker: Seat) -> bool {
        match self {
            Marking::ArmyChess | Marking::FaceDown => glyph.kind.is_none(),
            Marking::Decoys => {
                glyph.owner.is_some_and(|o| o != marker)
                    && glyph
                        .kind
                        .as_deref()
                        .is_some_and(|k| ARMY_KINDS.contains(&k))
                    && !glyph.marks.contains(&Mark::Secret)
            }
        }
    }

    /// The canonical token of a typed guess, or `None` when it names no guess of this
    /// game.
    pub fn guess(self, typed: &str) -> Option<String> {
        let typed = typed.trim();
        match self {
            Marking::Decoys => ancient_guess(typed).map(str::to_string),
            Marking::ArmyChess => army_guess(typed),
            Marking::FaceDown => {
                let words: Vec<&str> = typed.split_whitespace().collect();
                let colour_at = |i: usize| words.get(i).and_then(|w| colour(w));
                let (colour, rest) = match (colour_at(0), words.len()) {
                    (Some(c), _) => (Some(c), words[1..].join(" ")),
                    (None, n) if n > 1 => match colour_at(n - 1) {
                        Some(c) => (Some(c), words[..n - 1].join(" ")),
                        None => (None, typed.to_string()),
                    },
                    _ => (None, typed.to_string()),
                };
                let piece = if rest.is_empty() && colour.is_some() {
                    UNKNOWN.to_string()
                } else {
                    army_guess(&rest)?
                };
                Some(match colour {
                    Some(c) => format!("{c} {piece}"),
                    None => piece,
                })
            }
        }
    }
}

/// A colour word of `fanqi` in any language.
fn colour(word: &str) -> Option<&'static str> {
    match word.to_lowercase().as_str() {
        "red" | "r" | "红" | "紅" | "红方" | "紅方" => Some(COLOURS[0]),
        "black" | "k" | "黑" | "黑方" => Some(COLOURS[1]),
        _ => None,
    }
}

fn ancient_guess(typed: &str) -> Option<&'static str> {
    match typed.to_lowercase().as_str() {
        "?" | "？" => Some(UNKNOWN),
        "real" | "r" | "真" | "真兵" | "实" | "實" => Some(REAL),
        "decoy" | "d" | "疑兵" | "疑" | "假" => Some(DECOY),
        _ => None,
    }
}

/// Every catalogue (army chess's piece names), read once.
fn words() -> Option<&'static Words> {
    static WORDS: OnceLock<Option<Words>> = OnceLock::new();
    WORDS
        .get_or_init(|| Words::new(crate::registry::catalogues()).ok())
        .as_ref()
}

/// A name as guesses compare it: lower case, without a trailing rank (`(38)`), spaces
/// and dashes as one space.
fn plain(name: &str) -> String {
    let name = name.split(['(', '（']).next().unwrap_or(name);
    name.to_lowercase()
        .replace(['-', '_'], " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The army-chess kind code of a typed guess: a §4.2 token, a catalogue name in any
/// language (whole, case-insensitive, with or without its rank), its id, or `?`.
fn army_guess(typed: &str) -> Option<String> {
    let typed = typed.trim();
    if typed == "?" || typed == "？" {
        return Some(UNKNOWN.to_string());
    }
    if let Some(kind) = Kind::from_token(typed) {
        return Some(kind.code());
    }
    let wanted = plain(typed);
    if wanted.is_empty() {
        return None;
    }
    let words = words();
    Kind::ALL
        .into_iter()
        .find(|kind| {
            plain(kind.id()) == wanted
                || Locale::ALL.into_iter().any(|locale| {
                    let name = words
                        .and_then(|w| w.text("junqi", locale, &format!("piece-{}", kind.id())))
                        .unwrap_or_default();
                    let plain_name = plain(&name);
                    // An officer's first character is its one-character alias (团, 團).
                    let alias = kind.strength().is_some()
                        && name.chars().next().is_some_and(|c| {
                            !c.is_ascii() && wanted.chars().eq(std::iter::once(c))
                        });
                    (!plain_name.is_empty() && plain_name == wanted) || alias
                })
        })
        .map(Kind::code)
}

/// What a 古战棋 probe result (K7) that `seat` holds found, by the cell of `view` (that
/// seat's own) where it stands now: `real`, `decoy` or `hidden` (an ambusher in a
/// forest), so that the seat's image can tell the three apart. A forest found empty has
/// no piece to carry a tag and is left out.
pub fn probe_tags(game: &Game, seat: Seat) -> Vec<(usize, &'static str)> {
    use crate::ancient::Found;
    // Only 古战棋 probes; the seat's view (for cell indices) is built only then.
    let State::Ancient(m) = game.state() else {
        return Vec::new();
    };
    if game.status().is_finished() || seat.0 > 1 {
        return Vec::new();
    }
    let view = game.view(Viewer::Seat(seat));
    let cell = |at: &crate::ancient::Square| cell_named(&view, &at.to_string());
    let mut tags: Vec<(usize, &'static str)> = m
        .probe_results(seat)
        .into_iter()
        .filter_map(|held| {
            let found = match held.found {
                Found::Real(_) => REAL,
                Found::Decoy(_) => DECOY,
                Found::Hidden(_) => HIDDEN,
                Found::Empty => return None,
            };
            Some((cell(&held.at)?, found))
        })
        .collect();
    // The seat's own units the opponent's probes still read: what the seat knows the
    // other side knows.
    let own = |c: usize| {
        view.board
            .cells
            .get(c)
            .and_then(|c| c.piece.as_ref())
            .is_some_and(|g| g.owner == Some(seat))
    };
    tags.extend(
        m.probe_results(Seat(1 - seat.0))
            .into_iter()
            .filter(|held| held.found != Found::Empty)
            .filter_map(|held| cell(&held.at))
            .filter(|&c| own(c))
            .map(|c| (c, PROBED)),
    );
    tags
}

/// What a probe found in a forest: an ambusher.
pub const HIDDEN: &str = "hidden";

/// A mark as laid: the cell it was put on and the length of the game's log then, so
/// that it follows its piece through what came after.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Laid {
    pub cell: usize,
    pub entry: usize,
}

/// The cell named `name` in `view` (case-insensitive), if any.
pub fn cell_named(view: &View, name: &str) -> Option<usize> {
    let name = crate::notation::tidy(name);
    let name = name.trim();
    view.board
        .cells
        .iter()
        .position(|c| c.name.eq_ignore_ascii_case(name))
}

fn glyph(view: &View, cell: usize) -> Option<&Glyph> {
    view.board.cells.get(cell).and_then(|c| c.piece.as_ref())
}

/// Where the marked piece on `at` in `before` stands in `after`, the marker's next view,
/// along what `after` shows; `None` when the mark ends. `same` says whether a glyph of
/// `after` may still be the marked piece as it was drawn in `before`.
pub fn step(
    before: &View,
    after: &View,
    at: usize,
    same: impl Fn(&Glyph, &Glyph) -> bool,
) -> Option<usize> {
    let was = glyph(before, at)?;
    // A new game of a match starts over: its pieces are not those of the game before.
    if after.move_number < before.move_number {
        return None;
    }
    let stays = || glyph(after, at).filter(|g| same(was, g)).map(|_| at);
    match after.last_move.as_slice() {
        // The piece left `from` for `to` (what stays behind, an empty camp say, is not
        // like it); when both ends look like it (a shed), which is which is not shown.
        [from, to] if *from == at => {
            let like = |cell: usize| glyph(after, cell).is_some_and(|g| same(was, g));
            (like(*to) && !like(at)).then_some(*to)
        }
        [_, to] if *to == at => stays(),
        shown if shown.contains(&at) || after.removed.contains(&at) => None,
        _ => stays(),
    }
}

/// Where each of `laid` (marks `marker` laid in the game of `record`) stands now, or
/// `None` for a mark that has ended. Replays the game, looking at the marker's view after
/// each action from the first mark on.
pub fn follow(record: &GameRecord, marker: Seat, laid: &[Laid]) -> Vec<Option<usize>> {
    let mut followed = Followed::start(record, marker, laid);
    followed.advance(record);
    followed.positions()
}

/// Marks followed through a game's log up to some action, ready to go on from there
/// when the game goes on: a caller that keeps one steps only through the new actions.
#[derive(Clone, Debug)]
pub struct Followed {
    marker: Seat,
    laid: Vec<Laid>,
    /// The game after the actions followed so far; `None` when it could not be replayed
    /// (every mark then ends).
    game: Option<Game>,
    marking: Option<Marking>,
    /// The marker's view after the actions so far, from the first mark on.
    view: Option<View>,
    now: Vec<Option<usize>>,
}

impl Followed {
    /// Nothing followed yet: the game of `record` before its first action.
    pub fn start(record: &GameRecord, marker: Seat, laid: &[Laid]) -> Followed {
        let mut start = record.clone();
        start.log.clear();
        let game = Game::replay(&start).ok();
        Followed {
            marker,
            laid: laid.to_vec(),
            marking: game.as_ref().and_then(marking),
            game,
            view: None,
            now: vec![None; laid.len()],
        }
    }

    /// Whether this follows `laid` for `marker` through a beginning of `record`'s log,
    /// so that [`Followed::advance`] may go on to `record`.
    pub fn continues(&self, record: &GameRecord, marker: Seat, laid: &[Laid]) -> bool {
        let Some(game) = &self.game else {
            return false;
        };
        let done = game.record();
        self.marker == marker
            && self.laid == laid
            && done.variant == record.variant
            && done.setup == record.setup
            && done.start == record.start
            && record.log.get(..done.log.len()) == Some(done.log.as_slice())
    }

    /// Follows the marks through the actions of `record` not followed yet.
    pub fn advance(&mut self, record: &GameRecord) {
        let (Some(game), Some(marking)) = (self.game.as_mut(), self.marking) else {
            return;
        };
        let first = self
            .laid
            .iter()
            .map(|l| l.entry)
            .min()
            .unwrap_or(usize::MAX);
        let last = self.laid.iter().map(|l| l.entry).max().unwrap_or(0);
        let viewer = Viewer::Seat(self.marker);
        let marker = self.marker;
        let same = |was: &Glyph, is: &Glyph| {
            was.owner == is.owner && was.kind == is.kind && marking.markable(is, marker)
        };
        for i in game.record().log.len()..record.log.len() {
            // Every mark has ended and none is laid later: nothing more to follow.
            if i > last && self.now.iter().all(Option::is_none) {
                break;
            }
            let Some(entry) = record.log.get(i) else {
                break;
            };
            if i >= first && self.view.is_none() {
                self.view = Some(game.view(viewer));
            }
            for (mark, at) in self.laid.iter().zip(self.now.iter_mut()) {
                if mark.entry == i {
                    *at = Some(mark.cell);
                }
            }
            if game.replay_one(entry.seat, &entry.text).is_err() {
                self.game = None;
                self.now.iter_mut().for_each(|at| *at = None);
                return;
            }
            let Some(prior) = self.view.take() else {
                continue;
            };
            let after = game.view(viewer);
            for at in self.now.iter_mut() {
                *at = at.and_then(|cell| step(&prior, &after, cell, same));
            }
            self.view = Some(after);
        }
    }

    /// Where each mark stands after the actions followed (a mark laid after the last of
    /// them stands where it was laid).
    pub fn positions(&self) -> Vec<Option<usize>> {
        let Some(game) = &self.game else {
            return vec![None; self.laid.len()];
        };
        let done = game.record().log.len();
        self.laid
            .iter()
            .zip(&self.now)
            .map(|(mark, at)| {
                if mark.entry == done {
                    Some(mark.cell)
                } else {
                    *at
                }
            })
            .collect()
    }
}

/// For a game that ended with its secrets shown: each of `laid` that still stood before
/// the last action, where it stood then and what really stood there (the kind's
/// catalogue id, `piece-<kind>`). The last action may have emptied the square (an army
/// that loses is taken off the board), so the truth is read in the position before it.
pub fn at_end(record: &GameRecord, marker: Seat, laid: &[Laid]) -> Vec<Option<(usize, String)>> {
    let none = vec![None; laid.len()];
    let Ok(whole) = Game::replay(record) else {
        return none;
    };
    let Some(last) = record.log.len().checked_sub(1) else {
        return none;
    };
    if !whole.is_revealed() {
        return none;
    }
    let mut before = record.clone();
    before.log.truncate(last);
    let Ok(prior) = Game::replay(&before) else {
        return none;
    };
    let shown = prior.replay_view(&whole);
    let standing = follow(&before, marker, laid);
    standing
        .into_iter()
        .map(|at| {
            let cell = at?;
            let kind = glyph(&shown, cell)?.kind.clone()?;
            Some((cell, kind))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn army_chess_guesses_are_read_in_any_language_with_or_without_rank() {
        let g = |t: &str| Marking::ArmyChess.guess(t);
        for (typed, token) in [
            ("bomb", "B"),
            ("Bomb", "B"),
            ("B", "B"),
            ("mine", "M"),
            ("landmine", "M"),
            ("Landmine", "M"),
            ("炸弹", "B"),
            ("炸彈", "B"),
            ("炸", "B"),
            ("Major General (38)", "38"),
            ("major general", "38"),
            ("major-general", "38"),
            ("38", "38"),
            ("师", "38"),
            ("師長", "38"),
            ("團", "36"),
            ("司令", "40"),
            ("flag", "F"),
            ("?", "?"),
        ] {
            assert_eq!(g(typed).as_deref(), Some(token), "{typed}");
        }
        for typed in ["major gen", "bombs", "41", "", "real", "land"] {
            assert_eq!(g(typed), None, "{typed}");
        }
    }

    #[test]
    fn a_face_down_guess_may_add_a_colour_and_decoy_guesses_are_their_own() {
        let f = |t: &str| Marking::FaceDown.guess(t);
        assert_eq!(f("red bomb").as_deref(), Some("red B"));
        assert_eq!(f("38 黑").as_deref(), Some("black 38"));
        assert_eq!(f("紅").as_deref(), Some("red ?"));
        assert_eq!(f("mine").as_deref(), Some("M"));
        assert_eq!(f("green 38"), None);
        let d = |t: &str| Marking::Decoys.guess(t);
        assert_eq!(d("Decoy").as_deref(), Some(DECOY));
        assert_eq!(d("疑兵").as_deref(), Some(DECOY));
        assert_eq!(d("真").as_deref(), Some(REAL));
        assert_eq!(d("?").as_deref(), Some(UNKNOWN));
        assert_eq!(d("bomb"), None);
    }
}
