//! The move picker's rules side: a seat's legal actions as a tree of choices.
//!
//! A picker is a view of legal actions, not a second rules engine. [`Picker::new`] takes
//! a game and a seat, reads the seat's legal actions (their canonical texts, the same
//! strings [`Game::play`] accepts) and the seat's own view, and arranges the actions as
//! steps a player clicks through:
//!
//! 1. the seat's pieces that have a legal action, each with its square and its kind as
//!    the seat's view shows it; beside them, the actions that are not "this piece to
//!    that square" (`flip`, `vanish c8`, `swap`, `keep`, `camps …`, `probe`, `pass`…);
//! 2. the chosen piece's targets, each with what the view shows there (an enemy piece,
//!    hidden or known, a camp…), and its skills that have a target (`teleport`);
//! 3. only where the rules ask for one: a promotion form, a skill and its target, a way
//!    of going (move, split, merge).
//!
//! Every complete path ends in exactly one action, and every legal action has exactly
//! one path. The only actions offered beyond `legal` are the optional parts a spec does
//! not count as actions of their own, yet lets a player type: Sword and Magic's capture
//! skills (`d4xe5 +revive:swordsman@d4`, §4.1), each tried on a copy of the game first.
//! A choice under which only one action remains *is* that action (a forced promotion
//! is played with its target); a piece always opens its targets. An action word with
//! few actions offers them one by one in the first step (`deploy default`, `camps b1
//! d2 c4`) while that step fits one select; one with many (`flip` in 翻棋) opens them.
//!
//! Labels are data ([`Label`]: piece kind ids, square names, what is there), for the bot
//! to word in the reader's language; [`Label::english`] is a plain default for tests and
//! the console. Each option has a short key, and a path is its keys joined by `.`
//! (`e4.d5.+revive.k:swordsman.c3`): [`Picker::resolve`] turns a path back into the
//! action text and [`Picker::step`] into the step it opens; both answer `None`, never
//! panic, on any other string. Steps with more than 25 options are grouped by
//! [`Step::grouping`] (see [`group`]).
//!
//! Nothing here reads a family's internals: only `legal`, `view`, `position` and `play`
//! on a copy (for the warning of [`Label::loses_at_once`], in modes that hide nothing,
//! and for the capture skills). Labels carry only what the seat's own view shows.
//!
//! For the bot: a component id carries the game, the position it was made for and the
//! path so far (measured at most 39 characters over random games of every mode; the
//! test holds it under 64). A click rebuilds the picker of the current position and
//! calls [`Picker::step`] (a partial path) or [`Picker::resolve`] (a complete one); the
//! action text then goes through the same request as a typed one.

pub mod group;
mod label;
mod optional;
mod shape;

pub use group::{Group, Grouping, SELECT_LIMIT};

use crate::game::{Channel, Game};
use crate::seat::{Seat, Viewer};
use crate::status::Status;
use crate::view::{Cell, View};
use serde::{Deserialize, Serialize};
use shape::Segment;
use std::collections::{HashMap, HashSet};

/// Keys in a path are joined by this character, which no key contains.
pub const PATH_SEPARATOR: char = '.';

/// Every choice of one seat in one position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Picker {
    pub seat: Seat,
    /// The first step (empty when the seat has nothing to do).
    pub root: Step,
}

/// One step: the options offered together.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Step {
    pub options: Vec<Choice>,
}

/// One option of a step.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Choice {
    /// Short and unique in its step (at most [`KEY_LIMIT`] characters): a square name
    /// (`e4`, `S1a`), a word (`flip`, `swap`), or a marked token (`=archer`,
    /// `+revive`, `k:swordsman`, `0` for "without the optional part").
    pub key: String,
    pub label: Label,
    /// A coarse part of the board the option's square lies in, for grouping.
    pub zone: Option<u8>,
    pub next: Next,
}

/// What choosing an option leads to.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Next {
    /// The action text to send, exactly as a player would type it.
    Play(String),
    /// Another step.
    Step(Step),
}

/// At most this many characters in one key.
pub const KEY_LIMIT: usize = 40;

/// An option as data: what it is and what the seat's view shows about it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Label {
    pub what: What,
    /// The square or position the option names.
    pub square: Option<String>,
    /// The piece standing on `square` as the seat's view shows it.
    pub piece: Option<Seen>,
    /// The cell's kind when it is more than a plain square (`camp`, `hq`, `river`…): the
    /// family's cell style id, as its view names it.
    pub cell: Option<String>,
    /// Parts of the action decided along with this option, because nothing else was left
    /// to choose (a forced promotion form, the only way of going).
    pub then: Vec<Label>,
    /// Every action under this option loses the game at once for the mover (魔神战棋
    /// §5.2: an emperor taking a missile, emperors facing). Only in modes that hide
    /// nothing; the move stays legal.
    pub loses_at_once: bool,
}

/// A piece as one seat's view shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seen {
    /// `None` for a face-down piece whose owner nobody knows.
    pub owner: Option<Seat>,
    /// The kind id (catalogue `piece-<kind>`); `None` when hidden from this seat.
    pub kind: Option<String>,
}

/// What kind of choice an option is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum What {
    /// One of the seat's pieces (at `square`).
    Piece,
    /// A destination of the chosen piece (at `square`).
    Target,
    /// How the piece goes: `-` move, `x` capture, `/` split, `+` merge.
    Way(String),
    /// A promotion form (a piece kind id).
    Form(String),
    /// A skill: `revive`, `summon`, `hero-call`, `teleport`.
    Skill(String),
    /// A piece kind a skill names (revive's type).
    Kind(String),
    /// A square named by a skill or an action word (at `square`).
    Square,
    /// An action word standing first (`flip`, `vanish`, `swap`, `camps`, `pass`…).
    Verb(String),
    /// All the remaining arguments of an action word as one option (`b1 d2 c4`).
    Args(String),
    /// A word among the arguments (`go`, `default`; `cannon` with its `square`).
    Word(String),
    /// The action without the optional part its siblings add (a capture using no skill).
    Plain,
}

impl Picker {
    /// The picker of `seat` in `game` now: empty when the seat may not act.
    pub fn new(game: &Game, seat: Seat) -> Picker {
        let mut actions = game.legal(seat);
        let view = game.view(Viewer::Seat(seat));
        actions.extend(optional::variants(game, seat, &view, &actions));
        let losing = if game.variant().info().hidden {
            HashSet::new()
        } else {
            losing_actions(game, seat, &actions)
        };
        Picker::from_actions(seat, &view, &actions, &losing)
    }

    /// The picker over `actions` (canonical texts) as `view` shows the board; `losing`
    /// are the actions to mark as losing at once.
    pub fn from_actions(
        seat: Seat,
        view: &View,
        actions: &[String],
        losing: &HashSet<String>,
    ) -> Picker {
        let board = BoardIndex::new(view);
        let mut root = Node::root();
        let paths: Vec<(Vec<Segment>, &String)> = actions
            .iter()
            .map(|text| (shape::segments(text, &board.names), text))
            .collect();
        let verb_counts = count_verbs(&paths);
        for (segments, text) in paths {
            root.insert(flatten_args(segments, text, &verb_counts), text);
        }
        let build = Build {
            board: &board,
            losing,
        };
        Picker {
            seat,
            root: spread_words(build.step(&root.children)),
        }
    }

    /// The step that `path` (keys joined by [`PATH_SEPARATOR`]; empty for the first step)
    /// opens, or `None` when it names no step.
    pub fn step(&self, path: &str) -> Option<&Step> {
        let mut step = &self.root;
        for key in split_path(path) {
            match &step.choice(key)?.next {
                Next::Step(next) => step = next,
                Next::Play(_) => return None,
            }
        }
        Some(step)
    }

    /// The action text that the complete `path` ends in, or `None` when it ends in none.
    pub fn resolve(&self, path: &str) -> Option<&str> {
        let mut step = &self.root;
        let mut keys = split_path(path).peekable();
        keys.peek()?;
        while let Some(key) = keys.next() {
            match &step.choice(key)?.next {
                Next::Step(next) => step = next,
                Next::Play(text) => return keys.peek().is_none().then_some(text.as_str()),
            }
        }
        None
    }

    /// The options `path` has chosen, first to last (as far as it names options).
    pub fn chosen(&self, path: &str) -> Vec<&Choice> {
        let mut out = Vec::new();
        let mut step = Some(&self.root);
        for key in split_path(path) {
            let Some(choice) = step.and_then(|s| s.choice(key)) else {
                break;
            };
            out.push(choice);
            step = match &choice.next {
                Next::Step(next) => Some(next),
                Next::Play(_) => None,
            };
        }
        out
    }

    /// Every complete path and the action it ends in, in step order.
    pub fn paths(&self) -> Vec<(String, String)> {
        let mut out = Vec::new();
        self.root.collect_paths("", &mut out);
        out
    }

    /// Whether the seat has nothing to choose.
    pub fn is_empty(&self) -> bool {
        self.root.options.is_empty()
    }
}

impl Step {
    /// The option with this key.
    pub fn choice(&self, key: &str) -> Option<&Choice> {
        self.options.iter().find(|c| c.key == key)
    }

    /// How to show this step within Discord's limit of 25 options a select: flat, or
    /// grouped by kind (pieces by their kind, each action word apart), else by zone of
    /// the board, else in runs of neighbouring options.
    pub fn grouping(&self) -> Grouping {
        let kind = |i: usize| self.options.get(i).and_then(|c| kind_key(&c.label));
        let zone = |i: usize| {
            self.options.get(i).map(|c| match c.zone {
                Some(z) => format!("zone{z}"),
                None => "other".to_string(),
            })
        };
        group::group(self.options.len(), SELECT_LIMIT, &[&kind, &zone])
    }

    fn collect_paths(&self, prefix: &str, out: &mut Vec<(String, String)>) {
        for choice in &self.options {
            let path = if prefix.is_empty() {
                choice.key.clone()
            } else {
                format!("{prefix}{PATH_SEPARATOR}{}", choice.key)
            };
            match &choice.next {
                Next::Play(text) => out.push((path, text.clone())),
                Next::Step(step) => step.collect_paths(&path, out),
            }
        }
    }

    /// Every action under this step.
    fn actions(&self) -> Vec<&str> {
        let mut out = Vec::new();
        for choice in &self.options {
            match &choice.next {
                Next::Play(text) => out.push(text.as_str()),
                Next::Step(step) => out.extend(step.actions()),
            }
        }
        out
    }
}

/// The grouping key of a kind: pieces by kind (hidden ones together), action words each
/// apart; `None` for squares, which group by zone instead.
fn kind_key(label: &Label) -> Option<String> {
    match &label.what {
        What::Piece => Some(format!(
            "piece:{}",
            label
                .piece
                .as_ref()
                .and_then(|p| p.kind.as_deref())
                .unwrap_or("?")
        )),
        What::Verb(verb) => Some(format!("verb:{verb}")),
        What::Skill(skill) => Some(format!("skill:{skill}")),
        What::Form(_) | What::Way(_) | What::Kind(_) | What::Plain | What::Word(_) => {
            Some("choice".to_string())
        }
        What::Target | What::Square | What::Args(_) => None,
    }
}

/// Splits a path into keys; the empty path has none.
fn split_path(path: &str) -> impl Iterator<Item = &str> {
    path.split(PATH_SEPARATOR).filter(|k| !k.is_empty())
}

/// Joins keys into a path.
pub fn join_path<S: AsRef<str>>(keys: &[S]) -> String {
    keys.iter()
        .map(AsRef::as_ref)
        .collect::<Vec<_>>()
        .join(&PATH_SEPARATOR.to_string())
}

/// The actions of `seat` that end the game at once with the seat not among the winners.
fn losing_actions(game: &Game, seat: Seat, actions: &[String]) -> HashSet<String> {
    let base = scratch(game);
    actions
        .iter()
        .filter(|text| {
            let mut copy = base.clone();
            copy.play(seat, text, Channel::Private).is_ok()
                && matches!(copy.status(), Status::Finished(o)
                    if !o.is_draw() && !o.winners.contains(&seat))
        })
        .cloned()
        .collect()
}

/// Offers an action word's few actions one by one in the first step (`deploy default`,
/// `deploy random`) as long as the step still fits one select; a word with more stays
/// one option that opens them. Greedy, in order.
fn spread_words(step: Step) -> Step {
    let mut room = SELECT_LIMIT.saturating_sub(step.options.len());
    let mut options = Vec::with_capacity(step.options.len());
    for choice in step.options {
        let spreadable = match (&choice.label.what, &choice.next) {
            (What::Verb(_), Next::Step(inner)) => {
                inner.options.len() <= room + 1
                    && inner
                        .options
                        .iter()
                        .all(|o| matches!(o.next, Next::Play(_)))
            }
            _ => false,
        };
        match choice.next {
            Next::Step(inner) if spreadable => {
                room = room + 1 - inner.options.len();
                for option in inner.options {
                    let mut label = choice.label.clone();
                    let mut part = option.label;
                    label.then.append(&mut part.then);
                    label.loses_at_once = part.loses_at_once;
                    label.then.insert(0, part);
                    options.push(Choice {
                        key: format!("{}_{}", choice.key, option.key),
                        label,
                        zone: option.zone,
                        next: option.next,
                    });
                }
            }
            next => options.push(Choice { next, ..choice }),
        }
    }
    Step { options }
}

/// A copy of `game` to try actions on: read from its position string when the family has
/// one (no log to clone at every try; what is tried here, acceptance and a loss on the
/// spot, depends on the position alone), else the game itself.
fn scratch(game: &Game) -> Game {
    game.position()
        .and_then(|p| Game::from_position(game.variant(), &p).ok())
        .unwrap_or_else(|| game.clone())
}

/// How many actions start with each action word.
fn count_verbs(paths: &[(Vec<Segment>, &String)]) -> HashMap<String, usize> {
    let mut counts = HashMap::new();
    for (segments, _) in paths {
        if let Some(Segment::Verb(verb)) = segments.first() {
            *counts.entry(verb.clone()).or_insert(0) += 1;
        }
    }
    counts
}

/// An action word with few actions (they fit one select) offers its arguments whole
/// (`camps b1 d2 c4` in one option); one with many goes argument by argument.
fn flatten_args(
    segments: Vec<Segment>,
    text: &str,
    verb_counts: &HashMap<String, usize>,
) -> Vec<Segment> {
    match segments.first() {
        Some(Segment::Verb(verb))
            if segments.len() > 2 && verb_counts.get(verb).is_some_and(|&n| n <= SELECT_LIMIT) =>
        {
            let args = text.split_once(' ').map_or("", |(_, args)| args);
            vec![Segment::Verb(verb.clone()), Segment::Args(args.to_string())]
        }
        _ => segments,
    }
}

/// The view's cells by name.
struct BoardIndex<'v> {
    names: HashSet<&'v str>,
    cells: HashMap<&'v str, (usize, &'v Cell)>,
    height: f32,
    /// The board's most common cell kind: a plain square, not worth naming (an army
    /// chess `station`); `light`, `dark` and `marked` are plain too.
    plain: Option<&'v str>,
}

impl<'v> BoardIndex<'v> {
    fn new(view: &'v View) -> Self {
        let cells: HashMap<&str, (usize, &Cell)> = view
            .board
            .cells
            .iter()
            .enumerate()
            .map(|(i, c)| (c.name.as_str(), (i, c)))
            .collect();
        let mut kinds: HashMap<&str, usize> = HashMap::new();
        for cell in &view.board.cells {
            *kinds.entry(cell.kind.as_str()).or_insert(0) += 1;
        }
        let plain = kinds
            .into_iter()
            .max_by_key(|&(kind, n)| (n, std::cmp::Reverse(kind)))
            .map(|(kind, _)| kind);
        BoardIndex {
            names: cells.keys().copied().collect(),
            cells,
            height: view.board.height,
            plain,
        }
    }

    /// The cell's kind if it is worth naming.
    fn notable_kind(&self, cell: &Cell) -> Option<String> {
        let kind = cell.kind.as_str();
        let plain = matches!(kind, "light" | "dark" | "marked") || Some(kind) == self.plain;
        (!plain).then(|| kind.to_string())
    }

    /// Four bands of the board, bottom to top as the view has no rotation.
    fn zone(&self, square: &str) -> Option<u8> {
        let (_, cell) = self.cells.get(square)?;
        let band = ((cell.y / self.height.max(1.0)) * 4.0).floor();
        Some(band.clamp(0.0, 3.0) as u8)
    }

    fn order(&self, square: Option<&str>) -> usize {
        square
            .and_then(|s| self.cells.get(s))
            .map_or(usize::MAX, |(i, _)| *i)
    }
}

/// A node of the trie of action paths.
struct Node {
    segment: Option<Segment>,
    children: Vec<Node>,
    /// The action that ends here, if one does.
    action: Option<String>,
    /// How many actions end here or below.
    count: usize,
}

impl Node {
    fn root() -> Node {
        Node {
            segment: None,
            children: Vec::new(),
            action: None,
            count: 0,
        }
    }

    fn insert(&mut self, segments: Vec<Segment>, text: &str) {
        let mut node = self;
        node.count += 1;
        for segment in segments {
            let at = match node
                .children
                .iter()
                .position(|c| c.segment.as_ref() == Some(&segment))
            {
                Some(at) => at,
                None => {
                    node.children.push(Node {
                        segment: Some(segment),
                        ..Node::root()
                    });
                    node.children.len() - 1
                }
            };
            node = &mut node.children[at];
            node.count += 1;
        }
        node.action = Some(text.to_string());
    }
}

/// Turns the trie into steps with labels.
struct Build<'b, 'v> {
    board: &'b BoardIndex<'v>,
    losing: &'b HashSet<String>,
}

impl Build<'_, '_> {
    fn step(&self, nodes: &[Node]) -> Step {
        let mut options: Vec<Choice> = nodes.iter().filter_map(|n| self.choice(n)).collect();
        // Pieces and squares in board order, then everything else as it came.
        options.sort_by_key(|c| match c.label.what {
            What::Piece | What::Target | What::Square => {
                (0, self.board.order(c.label.square.as_deref()))
            }
            _ => (1, 0),
        });
        Step { options }
    }

    fn choice(&self, node: &Node) -> Option<Choice> {
        let segment = node.segment.as_ref()?;
        let mut label = self.label(segment);
        let key = key_of(segment);
        let zone = label.square.as_deref().and_then(|s| self.board.zone(s));
        // A single way of going is no choice: it folds into the option.
        let mut node = node;
        while node.action.is_none() && node.children.len() == 1 {
            match node.children[0].segment.as_ref() {
                Some(way @ Segment::Way(_)) => {
                    label.then.push(self.label(way));
                    node = &node.children[0];
                }
                _ => break,
            }
        }
        let next = if node.count == 1 && !matches!(segment, Segment::Piece(_)) {
            let mut node = node;
            while node.action.is_none() {
                let child = node.children.first()?;
                label.then.push(self.label(child.segment.as_ref()?));
                node = child;
            }
            Next::Play(node.action.clone()?)
        } else {
            let mut step = self.step(&node.children);
            if let Some(action) = &node.action {
                step.options.insert(0, self.plain(action));
            }
            Next::Step(step)
        };
        label.loses_at_once = match &next {
            Next::Play(text) => self.losing.contains(text),
            Next::Step(step) => {
                let actions = step.actions();
                !actions.is_empty() && actions.iter().all(|a| self.losing.contains(*a))
            }
        };
        Some(Choice {
            key,
            label,
            zone,
            next,
        })
    }

    /// The option for the action that ends where its siblings go on.
    fn plain(&self, action: &str) -> Choice {
        let mut label = Label::of(What::Plain);
        label.loses_at_once = self.losing.contains(action);
        Choice {
            key: "0".to_string(),
            label,
            zone: None,
            next: Next::Play(action.to_string()),
        }
    }

    fn label(&self, segment: &Segment) -> Label {
        match segment {
            Segment::Piece(sq) => self.at(What::Piece, sq),
            Segment::Target(sq) => self.at(What::Target, sq),
            Segment::Square(sq) => self.at(What::Square, sq),
            Segment::Way(c) => Label::of(What::Way(c.to_string())),
            Segment::Form(f) => Label::of(What::Form(f.clone())),
            Segment::Skill(s) => Label::of(What::Skill(s.clone())),
            Segment::Kind(k) => Label::of(What::Kind(k.clone())),
            Segment::Verb(v) => Label::of(What::Verb(v.clone())),
            Segment::Args(a) => Label::of(What::Args(a.clone())),
            Segment::Word(w) => match w.split_once(' ') {
                Some((word, sq)) => self.at(What::Word(word.to_string()), sq),
                None => Label::of(What::Word(w.clone())),
            },
        }
    }

    /// A label naming `square`, with what the view shows there.
    fn at(&self, what: What, square: &str) -> Label {
        let cell = self.board.cells.get(square).map(|(_, c)| *c);
        Label {
            square: Some(square.to_string()),
            piece: cell.and_then(|c| c.piece.as_ref()).map(|g| Seen {
                owner: g.owner,
                kind: g.kind.clone(),
            }),
            cell: cell.and_then(|c| self.board.notable_kind(c)),
            ..Label::of(what)
        }
    }
}

impl Label {
    fn of(what: What) -> Label {
        Label {
            what,
            square: None,
            piece: None,
            cell: None,
            then: Vec::new(),
            loses_at_once: false,
        }
    }
}

/// The key of a segment: short, unique among its siblings, free of the path separator.
fn key_of(segment: &Segment) -> String {
    let raw = match segment {
        Segment::Piece(sq) | Segment::Target(sq) | Segment::Square(sq) => sq.clone(),
        Segment::Way(c) => c.to_string(),
        Segment::Form(f) => format!("={f}"),
        Segment::Skill(s) => format!("+{s}"),
        Segment::Kind(k) => format!("k:{k}"),
        Segment::Verb(v) => v.clone(),
        Segment::Args(a) => a.clone(),
        Segment::Word(w) => format!("w:{w}"),
    };
    safe_key(&raw)
}

/// Keeps ASCII letters, digits and `-x/+=:@_`; a space becomes `_`; anything else is
/// written as `~` and its hex code, so keys stay plain ASCII without the separator.
fn safe_key(raw: &str) -> String {
    raw.chars()
        .map(|c| match c {
            ' ' => "_".to_string(),
            c if c.is_ascii_alphanumeric() || "-/+=:@_*".contains(c) => c.to_string(),
            c => format!("~{:x}", u32::from(c)),
        })
        .collect()
}
