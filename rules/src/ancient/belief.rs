//! What one seat of 古战棋 has learnt about the enemy's secrets (spec §5.1), from its own
//! views, the public notation and events of each action, and the notes addressed to it.
//!
//! Everything else on the board is public once the placement phase is over, so the
//! secrets are few and this follows each of them:
//!
//! - every enemy army showing kind 军 is a token that is real, a decoy (S6) or not yet
//!   known. Only a 脱壳 brings a decoy in, so a token is unknown only if it came out of
//!   one; a shed of a known real army makes a pair of which exactly one is real;
//! - a token that captured head-on, merged, split, took a structure, made a pincer or
//!   encirclement, or was reduced by fire is real; a probe tells the prober outright;
//!   a token that dies without `decoy` being logged was real (a decoy's removal is
//!   always logged), and its pair partner was then the decoy;
//! - a hidden enemy ambusher (S7) is known by the shown strength of the piece that
//!   vanished; it sits in a forest of the enemy's half that shows no unit and that a
//!   probe did not find empty;
//! - the number of enemy decoys on the board is public arithmetic: four, less the
//!   reserve, less those revealed.
//!
//! [`Belief::sample`] turns this into complete positions ("worlds"), its unknowns drawn
//! at random within those limits. Nothing here reads a game.

use super::game::AncientGame;
use super::piece::{ArmyKind, BySide, Mixed, Side, StructKind, Structure, Unit, UnitKind};
use super::position::{geometry, Counters, Position, Rain};
use super::square::Square;
use super::supp::Supps;
use crate::message::{Arg, Message};
use crate::report::Event as ReportEvent;
use crate::seat::Seat;
use crate::view::{Mark, View};
use rand_core::RngCore;
use std::collections::BTreeMap;

/// Decoys each side has at the start (S6).
const DECOYS: u8 = 4;

/// What an enemy 军 army is known to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Truth {
    Real,
    Decoy,
    Unknown,
}

/// One enemy army showing kind 军, followed across the board.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Token {
    at: Square,
    shown: u8,
    truth: Truth,
    /// Tokens sharing a pair id came out of one shed of a real army: one is real.
    pair: Option<u32>,
}

/// One hidden enemy ambusher.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Ambusher {
    shown: u8,
    truth: Truth,
    /// Its forest, once a probe found it there.
    forest: Option<Square>,
    pair: Option<u32>,
}

/// A unit as the seat's view shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Seen {
    side: Option<Side>,
    unit: Unit,
}

/// The seat's last view, decoded.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
struct Snapshot {
    units: Vec<Option<Seen>>,
    counters: BySide<Counters>,
    ply: u32,
    playing: bool,
}

impl Snapshot {
    fn unit(&self, sq: Square) -> Option<&Seen> {
        self.units.get(sq.index()).and_then(Option::as_ref)
    }
}

/// Everything one seat of 古战棋 has learnt about the enemy's secrets in the current game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Belief {
    seat: Seat,
    supps: Supps,
    me: Side,
    now: Snapshot,
    /// Structures by square, remembered while a unit stands on them.
    structures: Vec<Option<Structure>>,
    tokens: Vec<Token>,
    ambushers: Vec<Ambusher>,
    /// Enemy forests a probe found empty since the enemy's last ambush.
    searched: Vec<Square>,
    /// Forests holding this seat's own hidden ambushers.
    mine_hidden: Vec<Square>,
    /// `decoy` revealed in this game, either side.
    decoys_revealed: u8,
    patron: Side,
    next_pair: u32,
    /// How often each public position of the movement phase has stood (keys as the game
    /// counts them for its threefold repetition), so worlds know what would repeat.
    repeated: BTreeMap<u64, u8>,
    /// The ply whose position was last counted in `repeated`.
    counted_ply: Option<u32>,
    /// The last action was a pass (a second one draws).
    last_was_pass: bool,
}

/// The square argument of a message, if it has one.
fn square_arg(message: &Message, name: &str) -> Option<Square> {
    match message.arg(name) {
        Some(Arg::Text(t)) => Square::parse(t).ok(),
        _ => None,
    }
}

fn said(events: &[ReportEvent]) -> impl Iterator<Item = &Message> {
    events.iter().filter_map(|e| match e {
        ReportEvent::Said(m) => Some(m),
        _ => None,
    })
}

/// The unit a view's piece kind id names (`army-2`, `decoy-1`, `commander`, …).
fn unit_of(side: Option<Side>, kind: &str, ply: u32) -> Option<Unit> {
    let token = super::data::pieces()
        .pieces
        .iter()
        .find(|p| p.kind == kind)
        .map(|p| p.id.clone())?;
    let mut unit = Unit::from_token(side, &token)?;
    if unit.army_kind() == Some(ArmyKind::Xin) {
        // What a 新2 was merged from is not drawn; any two mergeable kinds will do.
        unit.mixed = Some(Mixed {
            still: ArmyKind::Jun,
            moved: ArmyKind::Hou,
            formed_ply: ply,
        });
    }
    Some(unit)
}

fn structure_kind(kind: &str) -> Option<StructKind> {
    Some(match kind {
        "camp" => StructKind::Camp,
        "city" => StructKind::City,
        "burned-camp" => StructKind::Burned,
        "granary" => StructKind::Granary,
        "roadblock" => StructKind::Roadblock,
        _ => return None,
    })
}

/// The shown strength written in a public token or a piece kind (`A2`, `army-1`).
fn strength_in(text: &str) -> u8 {
    if text.ends_with('2') {
        2
    } else {
        1
    }
}

/// The two squares of a body (`c4-c6`, `c4xc5`, `c5+c6`, `c4/c7`) and its joining sign.
fn body_of(word: &str) -> Option<(Square, char, Square)> {
    let at = word.find(['-', 'x', '+', '/'])?;
    let op = word[at..].chars().next()?;
    let from = Square::parse(word.get(..at)?).ok()?;
    let to = Square::parse(word.get(at + op.len_utf8()..)?).ok()?;
    Some((from, op, to))
}

impl Belief {
    /// A seat's belief before it has seen anything of a game with supplements `supps`.
    pub fn new(seat: Seat, supps: Supps) -> Belief {
        Belief {
            seat,
            supps,
            me: Side::Red,
            now: Snapshot::default(),
            structures: vec![None; Square::COUNT],
            tokens: Vec::new(),
            ambushers: Vec::new(),
            searched: Vec::new(),
            mine_hidden: Vec::new(),
            decoys_revealed: 0,
            patron: Side::Black,
            next_pair: 0,
            repeated: BTreeMap::new(),
            counted_ply: None,
            last_was_pass: false,
        }
    }

    /// The side this seat plays in the current game.
    pub fn side(&self) -> Side {
        self.me
    }

    /// Whether the movement phase is on (worlds can be sampled).
    pub fn playing(&self) -> bool {
        self.now.playing
    }

    /// What is known of the enemy army showing kind 军 on `at`, if there is one.
    pub fn truth_at(&self, at: Square) -> Option<Truth> {
        self.tokens.iter().find(|t| t.at == at).map(|t| t.truth)
    }

    /// Hidden enemy ambushers believed to be on the board.
    pub fn hidden_enemies(&self) -> usize {
        self.ambushers.len()
    }

    /// Enemy decoys on the board now (hidden ones included).
    pub fn enemy_decoys(&self) -> u8 {
        let entered = |side: Side| DECOYS.saturating_sub(self.now.counters.get(side).decoys);
        let mine_alive = self
            .now
            .units
            .iter()
            .flatten()
            .filter(|s| s.side == Some(self.me) && s.unit.is_decoy())
            .count() as u8;
        let mine_removed = entered(self.me).saturating_sub(mine_alive);
        let theirs_removed = self.decoys_revealed.saturating_sub(mine_removed);
        entered(self.me.other()).saturating_sub(theirs_removed)
    }

    /// Learns from one more thing the seat saw: its view after an action by `actor`
    /// (`None` for the first view), the action's public notation and events, and the
    /// private events addressed to the seat.
    pub fn observe(
        &mut self,
        view: &View,
        actor: Option<Seat>,
        public: &str,
        events: &[ReportEvent],
        private: &[ReportEvent],
    ) {
        // A new game of the match: nothing learnt of the last one holds.
        let next_game = said(events).any(|m| m.id == "ancient-next-game");
        if next_game {
            *self = Belief::new(self.seat, self.supps);
        }
        let side_of = |seat: Seat| -> Option<Side> {
            view.seat_colors
                .get(seat.index())
                .and_then(|c| Side::parse(c))
        };
        if let Some(me) = side_of(self.seat) {
            self.me = me;
        }
        let me = self.me;
        let enemy = me.other();
        let before = std::mem::take(&mut self.now);
        self.now = self.decode(view, &side_of, private);
        if next_game {
            return;
        }
        for m in said(events) {
            match m.id.as_str() {
                "ancient-decoy-revealed" => {
                    self.decoys_revealed = self.decoys_revealed.saturating_add(1)
                }
                "ancient-patron" => {
                    if let Some(Arg::Seat(s)) = m.arg("seat") {
                        if let Some(side) = side_of(*s) {
                            self.patron = side;
                        }
                    }
                }
                _ => {}
            }
        }
        if !self.now.playing {
            return;
        }
        if self.counted_ply != Some(self.now.ply) {
            self.counted_ply = Some(self.now.ply);
            self.last_was_pass = public.trim() == "pass";
            let key = self.position_with(&[]).public_key();
            let count = self.repeated.entry(key).or_insert(0);
            *count = count.saturating_add(1);
        }
        let actor = actor.and_then(side_of);
        let moved_to = if actor == Some(enemy) {
            self.enemy_acted(public, &before)
        } else {
            None
        };
        if actor == Some(me) {
            for m in said(private) {
                self.learn_private(m);
            }
        }
        let mine_from = (actor == Some(me))
            .then(|| public.split_whitespace().next().and_then(body_of))
            .flatten()
            .map(|(from, _, _)| from);
        self.learn_public(events, moved_to, &before);
        self.mine_hidden.retain(|&f| {
            Some(f) != mine_from && self.now.unit(f).is_some_and(|s| s.side == Some(me))
        });
        self.reconcile(&before, actor == Some(enemy));
    }

    fn decode(
        &mut self,
        view: &View,
        side_of: &dyn Fn(Seat) -> Option<Side>,
        private: &[ReportEvent],
    ) -> Snapshot {
        let ply = view.move_number.max(1);
        let mut units = vec![None; Square::COUNT];
        for cell in &view.board.cells {
            let Ok(sq) = Square::parse(&cell.name) else {
                continue;
            };
            let covered = match &cell.piece {
                Some(glyph) => {
                    let side = glyph.owner.and_then(side_of);
                    let mut kind = glyph.kind.as_deref().unwrap_or("");
                    // What the seat's probes still know (K7) is marked on enemy units:
                    // read them as the public sees them, since the tokens and ambushers
                    // here follow those results themselves (from the probe's answer).
                    let enemy = side.is_some() && side != Some(self.me);
                    if enemy && glyph.marks.contains(&Mark::Secret) {
                        // (A forest's cell kind may say `rain` while the rain is on it.)
                        if geometry::forests().contains(&sq) && self.found_hidden(sq, private) {
                            self.structures[sq.index()] = None;
                            continue;
                        }
                        kind = match kind {
                            "decoy-1" => "army-1",
                            "decoy-2" => "army-2",
                            other => other,
                        };
                    }
                    if let Some(s) = structure_kind(kind) {
                        self.structures[sq.index()] = Some(Structure { kind: s, side });
                        None
                    } else {
                        units[sq.index()] =
                            unit_of(side, kind, ply).map(|unit| Seen { side, unit });
                        side
                    }
                }
                None => {
                    self.structures[sq.index()] = None;
                    None
                }
            };
            // A unit hides the structure under it; only its own side's may be there.
            if let Some(side) = covered {
                let remembered = self.structures[sq.index()];
                let kind = match cell.kind.as_str() {
                    "camp" => match remembered {
                        Some(s) if s.kind == StructKind::Burned && s.side == Some(side) => {
                            Some(StructKind::Burned)
                        }
                        _ => Some(StructKind::Camp),
                    },
                    "city" => Some(StructKind::City),
                    "granary" => Some(StructKind::Granary),
                    _ => None,
                };
                self.structures[sq.index()] = kind.map(|kind| Structure {
                    kind,
                    side: Some(side),
                });
            }
        }
        // Supplements the view shows (a game set up from a position names none).
        for cell in &view.board.cells {
            let shown = match cell.kind.as_str() {
                "forest" => 7,
                "river" => 13,
                "rain" => 4,
                "village" => 8,
                _ => continue,
            };
            self.supps = self.supps.with(shown);
        }
        let mut counters: BySide<Counters> = BySide::default();
        for note in &view.notes {
            let Some(label) = note.id.strip_prefix("ancient-note-") else {
                continue;
            };
            let shown = match label {
                "decoys" => 6,
                "fu" => 7,
                "shao" => 12,
                "block" => 10,
                "hou" => 2,
                "granary-lost" => 11,
                _ => 0,
            };
            if shown > 0 {
                self.supps = self.supps.with(shown);
            }
            let Some(side) = (match note.arg("seat") {
                Some(Arg::Seat(s)) => side_of(*s),
                _ => None,
            }) else {
                continue;
            };
            let count = match note.arg("count") {
                Some(Arg::Number(n)) => u8::try_from(*n).unwrap_or(0),
                _ => 1,
            };
            let name = if label == "granary-lost" {
                "glost"
            } else {
                label
            };
            counters.get_mut(side).set(name, count);
        }
        Snapshot {
            units,
            counters,
            ply,
            playing: view.to_move.is_some(),
        }
    }

    /// Whether an enemy ambusher is known to hide in `forest`: a probe found it there,
    /// now (`private`) or before.
    fn found_hidden(&self, forest: Square, private: &[ReportEvent]) -> bool {
        self.ambushers.iter().any(|a| a.forest == Some(forest))
            || said(private)
                .any(|m| m.id == "ancient-probe-hidden" && square_arg(m, "square") == Some(forest))
    }

    fn token_at(&mut self, at: Square) -> Option<&mut Token> {
        self.tokens.iter_mut().find(|t| t.at == at)
    }

    /// Records that the token on `at` is `truth`; its pair partner is then the other.
    fn settle(&mut self, at: Square, truth: Truth) {
        let Some(token) = self.token_at(at) else {
            return;
        };
        token.truth = truth;
        if let Some(pair) = token.pair.take() {
            self.settle_pair(pair, truth);
        }
    }

    fn settle_pair(&mut self, pair: u32, truth: Truth) {
        let other = match truth {
            Truth::Real => Truth::Decoy,
            Truth::Decoy => Truth::Real,
            Truth::Unknown => return,
        };
        for t in self.tokens.iter_mut().filter(|t| t.pair == Some(pair)) {
            t.truth = other;
            t.pair = None;
        }
        for a in self.ambushers.iter_mut().filter(|a| a.pair == Some(pair)) {
            a.truth = other;
            a.pair = None;
        }
    }

    /// Follows the enemy's action by its public notation; returns where its moving piece
    /// went (the active piece).
    fn enemy_acted(&mut self, public: &str, before: &Snapshot) -> Option<Square> {
        let words: Vec<&str> = public.split_whitespace().collect();
        match words.as_slice() {
            ["shed", body, ..] => {
                let (from, _, to) = body_of(body)?;
                let to = self.bumped(from, to);
                if to == from {
                    // Stopped on its own square by this seat's ambusher: no shed.
                    return Some(from);
                }
                let (shown, truth) = match self.token_at(from) {
                    Some(t) => (t.shown, t.truth),
                    None => return Some(to),
                };
                let pair = (truth == Truth::Real).then(|| {
                    self.next_pair += 1;
                    self.next_pair
                });
                let (left, new) = match truth {
                    Truth::Real => (Truth::Unknown, Truth::Unknown),
                    Truth::Decoy => (Truth::Decoy, Truth::Decoy),
                    Truth::Unknown => (Truth::Unknown, Truth::Unknown),
                };
                if let Some(t) = self.token_at(from) {
                    // A shed from a half of a pair loosens the pair: either may now be real.
                    if let Some(old) = t.pair.take() {
                        for o in self.tokens.iter_mut().filter(|o| o.pair == Some(old)) {
                            o.pair = None;
                        }
                    }
                }
                if let Some(t) = self.token_at(from) {
                    t.truth = left;
                    t.pair = pair;
                }
                self.tokens.push(Token {
                    at: to,
                    shown,
                    truth: new,
                    pair,
                });
                Some(to)
            }
            ["ambush", "from", from, shown, ..] => {
                let from = Square::parse(from).ok()?;
                let (truth, pair) = match self.tokens.iter().position(|t| t.at == from) {
                    Some(i) => {
                        let t = self.tokens.remove(i);
                        (t.truth, t.pair)
                    }
                    // Only armies ambush; one that is not 军 is real.
                    None => (Truth::Real, None),
                };
                self.ambushers.push(Ambusher {
                    shown: strength_in(shown),
                    truth,
                    forest: None,
                    pair,
                });
                self.searched.clear();
                None
            }
            [body, ..] => {
                let (from, op, to) = body_of(body)?;
                let to = self.bumped(from, to);
                if before.unit(from).is_none() && self.is_enemy_forest(from) {
                    // An ambusher moving out of its forest shows itself.
                    let shown = self
                        .now
                        .unit(to)
                        .and_then(|s| s.unit.shown_strength())
                        .unwrap_or(1);
                    if let Some(a) = self.take_ambusher(from, shown) {
                        self.tokens.push(Token {
                            at: from,
                            shown: a.shown,
                            truth: a.truth,
                            pair: a.pair,
                        });
                    }
                }
                match op {
                    '+' => {
                        self.tokens.retain(|t| t.at != from);
                        self.settle(to, Truth::Real);
                    }
                    '/' if to == from => self.settle(from, Truth::Real),
                    '/' => {
                        self.settle(from, Truth::Real);
                        self.tokens.push(Token {
                            at: to,
                            shown: 1,
                            truth: Truth::Real,
                            pair: None,
                        });
                    }
                    _ => {
                        if let Some(t) = self.token_at(from) {
                            t.at = to;
                        }
                        if op == 'x' {
                            self.settle(to, Truth::Real);
                        }
                    }
                }
                Some(to)
            }
            _ => None,
        }
    }

    /// Where an enemy move towards `to` ends: short of a forest hiding this seat's own
    /// ambusher (a bump, S7), else on `to`.
    fn bumped(&self, from: Square, to: Square) -> Square {
        if !self.mine_hidden.contains(&to) {
            return to;
        }
        match from.step_towards(to) {
            Some((dx, dy)) => to.offset(-dx, -dy).unwrap_or(from),
            None => from,
        }
    }

    fn is_enemy_forest(&self, sq: Square) -> bool {
        self.supps.has(7)
            && geometry::forests().contains(&sq)
            && geometry::in_own_half(self.me.other(), sq)
    }

    /// The ambusher most likely to be the one in `forest` showing `shown`.
    fn pick_ambusher(&self, forest: Square, shown: u8) -> Option<usize> {
        let score = |a: &Ambusher| match a.forest {
            Some(f) if f == forest => 3,
            Some(_) => 0,
            None => 1 + u8::from(a.shown == shown),
        };
        let mut best: Option<(u8, usize)> = None;
        for (i, a) in self.ambushers.iter().enumerate() {
            let s = score(a);
            if s > 0 && best.is_none_or(|(b, _)| s > b) {
                best = Some((s, i));
            }
        }
        best.map(|(_, i)| i)
    }

    /// Takes the hidden ambusher that showed itself in `forest` showing `shown`. When
    /// several could be the one (none probed there) and they differ, what is known of each
    /// is no longer known.
    fn take_ambusher(&mut self, forest: Square, shown: u8) -> Option<Ambusher> {
        let i = self.pick_ambusher(forest, shown)?;
        let mut a = self.ambushers.remove(i);
        if a.forest == Some(forest) {
            return Some(a);
        }
        let rivals: Vec<usize> = (0..self.ambushers.len())
            .filter(|&j| self.ambushers[j].forest.is_none())
            .collect();
        let differ = rivals
            .iter()
            .any(|&j| self.ambushers[j].truth != a.truth || self.ambushers[j].pair != a.pair);
        if differ {
            a.truth = Truth::Unknown;
            a.pair = None;
            for j in rivals {
                self.ambushers[j].truth = Truth::Unknown;
                self.ambushers[j].pair = None;
            }
        }
        Some(a)
    }

    fn learn_private(&mut self, m: &Message) {
        let at = square_arg(m, "square");
        let piece = match m.arg("piece") {
            Some(Arg::Piece(p)) => p.as_str(),
            _ => "",
        };
        match (m.id.as_str(), at) {
            ("ancient-probe-real", Some(at)) => self.settle(at, Truth::Real),
            ("ancient-probe-decoy", Some(at)) => self.settle(at, Truth::Decoy),
            ("ancient-probe-hidden", Some(at)) => {
                let truth = if piece.starts_with("decoy") {
                    Truth::Decoy
                } else {
                    Truth::Real
                };
                let shown = strength_in(piece);
                // The one found there is one whose truth fits (any of those is as good).
                let fits =
                    |a: &Ambusher, t: Truth| a.forest.is_none() && a.shown == shown && a.truth == t;
                let found = (0..self.ambushers.len())
                    .find(|&i| self.ambushers[i].forest == Some(at))
                    .or_else(|| {
                        (0..self.ambushers.len()).find(|&i| fits(&self.ambushers[i], truth))
                    })
                    .or_else(|| {
                        (0..self.ambushers.len())
                            .find(|&i| fits(&self.ambushers[i], Truth::Unknown))
                    })
                    // None fits what was thought of it: the probe is right, and the
                    // forest it names must stay known (the view draws the ambusher there).
                    .or_else(|| {
                        (0..self.ambushers.len()).find(|&i| self.ambushers[i].forest.is_none())
                    });
                match found {
                    Some(i) => {
                        let a = &mut self.ambushers[i];
                        a.forest = Some(at);
                        a.truth = truth;
                        a.shown = shown;
                        if let Some(pair) = a.pair.take() {
                            self.settle_pair(pair, truth);
                        }
                    }
                    None => self.ambushers.push(Ambusher {
                        shown,
                        truth,
                        forest: Some(at),
                        pair: None,
                    }),
                }
            }
            ("ancient-probe-empty", Some(at)) => self.searched.push(at),
            ("ancient-ambush-laid", Some(at)) => self.mine_hidden.push(at),
            _ => {}
        }
    }

    fn learn_public(&mut self, events: &[ReportEvent], active: Option<Square>, before: &Snapshot) {
        for m in said(events) {
            if m.id == "ancient-burned" {
                // A burned camp stays burned under the unit that may stand on it.
                if let Some(Arg::Text(list)) = m.arg("squares") {
                    for sq in list.split([',', ' ']).filter_map(|w| Square::parse(w).ok()) {
                        if let Some(s) = self.structures[sq.index()].as_mut() {
                            s.kind = StructKind::Burned;
                        }
                    }
                }
                continue;
            }
            let Some(at) = square_arg(m, "square") else {
                continue;
            };
            match m.id.as_str() {
                "ancient-took" | "ancient-hit" => self.settle(at, Truth::Real),
                "ancient-pinned" | "ancient-encircled" => {
                    // Only an arm captures: the piece that arrived is real.
                    let enemy_victim = before.unit(at).is_some_and(|s| s.side == Some(self.me));
                    if let (true, Some(a)) = (enemy_victim, active) {
                        self.settle(a, Truth::Real);
                    }
                }
                "ancient-decoy-revealed" => {
                    // One of this seat's own decoys, taken where it stood.
                    if before.unit(at).is_some_and(|s| s.side == Some(self.me)) {
                        continue;
                    }
                    if self.token_at(at).is_some() {
                        self.settle(at, Truth::Decoy);
                    } else if self.is_enemy_forest(at) {
                        if let Some(i) = self.pick_ambusher(at, 0) {
                            let a = self.ambushers.remove(i);
                            if let Some(pair) = a.pair {
                                self.settle_pair(pair, Truth::Decoy);
                            }
                        }
                    }
                }
                "ancient-ambushed" => {
                    let Some(forest) = square_arg(m, "forest") else {
                        continue;
                    };
                    self.mine_hidden.retain(|&f| f != forest);
                    if !self.is_enemy_forest(forest) {
                        continue;
                    }
                    // The enemy's ambusher there shows itself (and may fall in the same
                    // action): a token again.
                    let shown = self
                        .now
                        .unit(forest)
                        .and_then(|s| s.unit.shown_strength())
                        .unwrap_or(0);
                    if let Some(a) = self.take_ambusher(forest, shown) {
                        self.tokens.push(Token {
                            at: forest,
                            shown: a.shown,
                            truth: a.truth,
                            pair: a.pair,
                        });
                    }
                }
                _ => {}
            }
        }
    }

    /// Matches the tokens with the enemy armies showing kind 军 in the new view.
    fn reconcile(&mut self, before: &Snapshot, enemy_moved: bool) {
        let enemy = self.me.other();
        let shows_jun = |s: &Seen| {
            s.side == Some(enemy)
                && matches!(
                    s.unit.kind,
                    UnitKind::Army {
                        kind: ArmyKind::Jun,
                        ..
                    }
                )
        };
        let here: Vec<(Square, u8)> = Square::all()
            .filter_map(|sq| {
                let s = self.now.unit(sq)?;
                shows_jun(s).then(|| (sq, s.unit.shown_strength().unwrap_or(1)))
            })
            .collect();
        let (kept, mut orphans): (Vec<Token>, Vec<Token>) = std::mem::take(&mut self.tokens)
            .into_iter()
            .partition(|t| here.iter().any(|(sq, _)| *sq == t.at));
        self.tokens = kept;
        for (sq, shown) in here {
            if let Some(t) = self.token_at(sq) {
                t.shown = shown;
                continue;
            }
            let token = if self.is_enemy_forest(sq) && before.unit(sq).is_none() {
                self.take_ambusher(sq, shown).map(|a| Token {
                    at: sq,
                    shown,
                    truth: a.truth,
                    pair: a.pair,
                })
            } else {
                None
            };
            let token = token.or_else(|| {
                // A mover that stopped short (a bump) is the one that left its square.
                let i = orphans
                    .iter()
                    .position(|o| o.shown == shown)
                    .filter(|_| enemy_moved)?;
                let mut o = orphans.remove(i);
                o.at = sq;
                Some(o)
            });
            self.tokens.push(token.unwrap_or(Token {
                at: sq,
                shown,
                truth: Truth::Real,
                pair: None,
            }));
        }
        // The dead: a decoy's removal is always logged, so one that went quietly was real.
        for o in orphans {
            if let (Some(pair), Truth::Unknown) = (o.pair, o.truth) {
                self.settle_pair(pair, Truth::Real);
            } else if let Some(pair) = o.pair {
                self.settle_pair(pair, o.truth);
            }
        }
    }

    /// The position the seat sees, its own secrets included and the enemy tokens on
    /// `decoy_tokens` made decoys (no enemy ambusher placed): what every world shares.
    fn position_with(&self, decoy_tokens: &[Square]) -> Position {
        let supps = self.supps;
        let mut pos = Position::empty(supps);
        pos.ply = self.now.ply;
        pos.patron = self.patron;
        pos.counters = self.now.counters.clone();
        if supps.has(7) {
            for &f in geometry::forests() {
                let forest = Structure {
                    kind: StructKind::Forest,
                    side: None,
                };
                pos.set_structure(f, Some(forest));
            }
        }
        if supps.has(8) {
            for side in Side::BOTH {
                let village = Structure {
                    kind: StructKind::Village,
                    side: Some(side),
                };
                pos.set_structure(geometry::village(side), Some(village));
            }
        }
        if supps.has(4) {
            // The drifting rain moves one rank after every black ply.
            let drift = ((self.now.ply.saturating_sub(1) / 2) % 9) as i8;
            pos.rain
                .extend(geometry::rain_starts().map(|(square, drifting)| Rain {
                    square: if drifting {
                        Square::at(square.x(), (square.y() + drift) % 9).unwrap_or(square)
                    } else {
                        square
                    },
                    drifting,
                }));
        }
        for (i, s) in self.structures.iter().enumerate() {
            if let (Some(s), Some(sq)) = (s, Square::from_index(i)) {
                pos.set_structure(sq, Some(*s));
            }
        }
        let enemy = self.me.other();
        for sq in Square::all() {
            let Some(seen) = self.now.unit(sq) else {
                continue;
            };
            let mut unit = seen.unit;
            if seen.side == Some(self.me) {
                unit.hidden = self.mine_hidden.contains(&sq);
            } else if seen.side == Some(enemy) && decoy_tokens.contains(&sq) {
                unit.kind = UnitKind::Decoy {
                    shown: unit.shown_strength().unwrap_or(1),
                };
            }
            pos.set_unit(sq, Some(unit));
        }
        pos
    }

    /// A complete position consistent with everything this seat has learnt, its unknowns
    /// drawn from `rng`; `None` outside the movement phase.
    pub fn sample(&self, rng: &mut impl RngCore) -> Option<AncientGame> {
        if !self.now.playing {
            return None;
        }
        let decoys = self.draw_decoys(rng);
        let mut pos = self.position_with(&decoys.tokens);
        self.place_ambushers(&mut pos, &decoys.ambushers, rng);
        // 晋级: the side that just moved watches its 2s on the other's base file (the
        // side to move has its watch renewed before it is read again).
        let moved = pos.to_move().other();
        let base = geometry::base_file_x(moved.other());
        let watch: Vec<Square> = pos
            .units()
            .filter(|(sq, u)| {
                sq.x() == base
                    && u.side == Some(moved)
                    && !u.hidden
                    && u.is_real_army()
                    && u.real_strength() == 2
            })
            .map(|(sq, _)| sq)
            .collect();
        *pos.advance_watch.get_mut(moved) = watch;
        Some(AncientGame::from_position_after(
            pos,
            self.repeated.clone(),
            self.last_was_pass,
        ))
    }

    /// Which unknown tokens and ambushers are decoys in one world: exactly one of each
    /// open pair, then as many others, uniformly, as the public count leaves.
    fn draw_decoys(&self, rng: &mut impl RngCore) -> Drawn {
        let known = self
            .tokens
            .iter()
            .map(|t| t.truth)
            .chain(self.ambushers.iter().map(|a| a.truth))
            .filter(|&t| t == Truth::Decoy)
            .count() as u8;
        let mut need = self.enemy_decoys().saturating_sub(known);
        let mut out = Drawn::default();
        // Items are (is ambusher, index); pairs first.
        let mut open: Vec<(bool, usize, Option<u32>)> = self
            .tokens
            .iter()
            .enumerate()
            .filter(|(_, t)| t.truth == Truth::Unknown)
            .map(|(i, t)| (false, i, t.pair))
            .chain(
                self.ambushers
                    .iter()
                    .enumerate()
                    .filter(|(_, a)| a.truth == Truth::Unknown)
                    .map(|(i, a)| (true, i, a.pair)),
            )
            .collect();
        let mut chosen: Vec<(bool, usize)> = Vec::new();
        let mut pairs: Vec<u32> = open.iter().filter_map(|o| o.2).collect();
        pairs.sort_unstable();
        pairs.dedup();
        for pair in pairs {
            let members: Vec<usize> = (0..open.len())
                .filter(|&i| open[i].2 == Some(pair))
                .collect();
            if members.len() < 2 {
                continue;
            }
            if need > 0 {
                let pick = members[(rng.next_u64() % members.len() as u64) as usize];
                chosen.push((open[pick].0, open[pick].1));
                need -= 1;
            }
            for &m in members.iter().rev() {
                open.remove(m);
            }
        }
        while need > 0 && !open.is_empty() {
            let pick = open.remove((rng.next_u64() % open.len() as u64) as usize);
            chosen.push((pick.0, pick.1));
            need -= 1;
        }
        for (i, t) in self.tokens.iter().enumerate() {
            if t.truth == Truth::Decoy || chosen.contains(&(false, i)) {
                out.tokens.push(t.at);
            }
        }
        for (i, a) in self.ambushers.iter().enumerate() {
            out.ambushers
                .push(a.truth == Truth::Decoy || chosen.contains(&(true, i)));
        }
        out
    }

    /// Puts each hidden enemy ambusher in a forest of the enemy half that shows no unit
    /// (its probed forest when known); `decoy[i]` says whether ambusher `i` is a decoy.
    fn place_ambushers(&self, pos: &mut Position, decoy: &[bool], rng: &mut impl RngCore) {
        let enemy = self.me.other();
        let mut free: Vec<Square> = geometry::forests()
            .iter()
            .copied()
            .filter(|&f| geometry::in_own_half(enemy, f))
            .filter(|f| pos.unit(*f).is_none() && !self.searched.contains(f))
            .filter(|f| !self.ambushers.iter().any(|a| a.forest == Some(*f)))
            .collect();
        for (i, a) in self.ambushers.iter().enumerate() {
            let forest = match a.forest {
                Some(f) if pos.unit(f).is_none() => Some(f),
                _ if free.is_empty() => None,
                _ => Some(free.remove((rng.next_u64() % free.len() as u64) as usize)),
            };
            let Some(forest) = forest else { continue };
            let kind = if decoy.get(i).copied().unwrap_or(false) {
                UnitKind::Decoy { shown: a.shown }
            } else {
                UnitKind::Army {
                    kind: ArmyKind::Jun,
                    strength: a.shown,
                }
            };
            pos.set_unit(
                forest,
                Some(Unit {
                    side: Some(enemy),
                    kind,
                    hidden: true,
                    mixed: None,
                }),
            );
        }
    }
}

/// The decoys of one world: token squares, and one flag per ambusher.
#[derive(Default)]
struct Drawn {
    tokens: Vec<Square>,
    ambushers: Vec<bool>,
}
