//! What the search needs of a perfect-information family beyond [`Variant`]: who moves,
//! what an action captures, the pieces on the board and a key for the transposition
//! table. Every move is still applied by the family's own `apply`.

use crate::eval::Table;
use rules::demon::{self, DemonGame};
use rules::sword_magic;
use rules::{Seat, Status, Variant};
use std::hash::{Hash, Hasher};
use std::sync::OnceLock;

pub trait Searchable: Variant {
    /// The family's evaluation data.
    fn table() -> &'static Table;
    /// The kind of the piece `action` captures on its destination, if any.
    fn victim(&self, action: &Self::Action) -> Option<&'static str>;
    /// The kind of the piece that makes `action`, if it moves one.
    fn mover(&self, action: &Self::Action) -> Option<&'static str>;
    /// Calls `visit(owner, kind, cell)` for every piece on the board (cells as the view
    /// numbers them).
    fn each_piece(&self, visit: &mut dyn FnMut(Seat, &'static str, usize));
    /// A small number naming the action's from and to cells, below [`Self::ACTION_KEYS`]
    /// (for the history heuristic).
    fn action_key(&self, action: &Self::Action) -> usize;
    const ACTION_KEYS: usize;
    /// Positions one idle core visits per millisecond, measured with the arena: what
    /// turns a budget's milliseconds into nodes.
    const NODES_PER_MS: u64;
    /// A key for the transposition table: equal positions give equal keys.
    fn key(&self) -> u64;
    /// The seat to move, while the game goes on.
    fn side(&self) -> Option<Seat> {
        match self.status() {
            Status::ToMove(seat) => Some(seat),
            _ => None,
        }
    }
}

fn load(json: &'static str, cell: &'static OnceLock<Table>) -> &'static Table {
    cell.get_or_init(|| {
        // The data is embedded and checked by the crate's tests; an unreadable file would
        // leave the computer valuing nothing, never crash the referee.
        Table::parse(json).unwrap_or_else(|_| Table::empty())
    })
}

fn hash_text(text: &str) -> u64 {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut hasher);
    hasher.finish()
}

static SWORD_MAGIC: OnceLock<Table> = OnceLock::new();
static DEMON: OnceLock<Table> = OnceLock::new();

impl Searchable for sword_magic::Position {
    fn table() -> &'static Table {
        load(
            include_str!("../../data/sword-magic/computer.json"),
            &SWORD_MAGIC,
        )
    }
    fn victim(&self, action: &Self::Action) -> Option<&'static str> {
        match *action {
            sword_magic::Action::Move {
                to,
                mark: sword_magic::action::Mark::Capture,
                ..
            } => self.piece_at(to).map(|p| p.role.id()),
            _ => None,
        }
    }
    fn mover(&self, action: &Self::Action) -> Option<&'static str> {
        match *action {
            sword_magic::Action::Move { from, .. } | sword_magic::Action::Teleport { from, .. } => {
                self.piece_at(from).map(|p| p.role.id())
            }
            sword_magic::Action::Vanish { at } => self.piece_at(at).map(|p| p.role.id()),
        }
    }
    fn each_piece(&self, visit: &mut dyn FnMut(Seat, &'static str, usize)) {
        for sq in sword_magic::Square::all() {
            if let Some(p) = self.piece_at(sq) {
                visit(p.color.seat(), p.role.id(), sq.index());
            }
        }
    }
    const ACTION_KEYS: usize = 64 * 64;
    const NODES_PER_MS: u64 = 150;
    fn action_key(&self, action: &Self::Action) -> usize {
        match *action {
            sword_magic::Action::Move { from, to, .. }
            | sword_magic::Action::Teleport { from, to } => from.index() * 64 + to.index(),
            sword_magic::Action::Vanish { at } => at.index() * 65,
        }
    }
    fn key(&self) -> u64 {
        hash_text(&self.smfen())
    }
}

impl Searchable for DemonGame {
    fn table() -> &'static Table {
        load(include_str!("../../data/demon/computer.json"), &DEMON)
    }
    fn victim(&self, action: &Self::Action) -> Option<&'static str> {
        match action {
            demon::Action::Move(m) if m.capture => self.pos().piece_at(m.to).map(|p| p.kind.id()),
            _ => None,
        }
    }
    fn mover(&self, action: &Self::Action) -> Option<&'static str> {
        match action {
            demon::Action::Move(m) => self.pos().piece_at(m.from).map(|p| p.kind.id()),
            _ => None,
        }
    }
    fn each_piece(&self, visit: &mut dyn FnMut(Seat, &'static str, usize)) {
        for sq in demon::Square::all() {
            if let Some(p) = self.pos().piece_at(sq) {
                visit(demon::seat_of(p.color), p.kind.id(), sq.index());
            }
        }
    }
    const ACTION_KEYS: usize = demon::square::SQUARES * demon::square::SQUARES;
    const NODES_PER_MS: u64 = 50;
    fn action_key(&self, action: &Self::Action) -> usize {
        match action {
            demon::Action::Move(m) => m.from.index() * demon::square::SQUARES + m.to.index(),
            _ => 0,
        }
    }
    fn key(&self) -> u64 {
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        self.pos().fen().hash(&mut hasher);
        (self.phase() == demon::game::Phase::SwapChoice).hash(&mut hasher);
        hasher.finish()
    }
}
