//! What one seat has learnt about the pieces it cannot see, from its own views alone.
//!
//! A [`Belief`] is fed the seat's views ([`crate::View`], what `Game::view` gives that
//! seat) one after another, and follows every piece on the board as a token with the
//! set of identities it may still have:
//!
//! - where it started (a flag only in HQ, mines in rows 5–6, no bomb in row 1);
//! - a piece that moved is neither mine nor flag; one that turned a railway corner or
//!   left a straight rail line is an engineer;
//! - a clash keeps only the identities of attacker and defender that give its result
//!   (a survivor of a 司令's attack is a mine);
//! - a flag shown by the commander rule means the owner's piece that fell in that ply
//!   was its 司令; whatever the view shows is known outright.
//!
//! Nothing here reads a game: a belief built from the same views is the same belief.
//! [`Belief::sample`] (in `world`) turns it into complete positions.

use super::board::{Board, Pos, PosKind};
use super::piece::{clash, Clash, Colour, Kind};
use super::Mode;
use crate::seat::Seat;
use crate::view::View;

/// A set of identity categories, one bit each: the kind's index in [`Kind::ALL`], plus 12
/// for black in `fanqi` (where a face-down piece's colour is unknown too).
pub type Mask = u32;

/// The category of a kind (and, in `fanqi`, its colour).
pub fn category(mode: Mode, colour: Option<Colour>, kind: Kind) -> usize {
    let k = Kind::ALL.iter().position(|&x| x == kind).unwrap_or(0);
    match (mode, colour) {
        (Mode::Fanqi, Some(Colour::Black)) => 12 + k,
        _ => k,
    }
}

/// The kind and colour of a category.
pub fn kind_of(category: usize) -> (Kind, Colour) {
    let colour = if category >= 12 {
        Colour::Black
    } else {
        Colour::Red
    };
    (Kind::ALL[category % 12], colour)
}

fn bit(category: usize) -> Mask {
    1 << category
}

/// Every category of one kind (both colours in `fanqi`).
fn kind_bits(mode: Mode, kind: Kind) -> Mask {
    let red = bit(category(mode, Some(Colour::Red), kind));
    if mode == Mode::Fanqi {
        red | bit(category(mode, Some(Colour::Black), kind))
    } else {
        red
    }
}

fn all_bits(mode: Mode) -> Mask {
    if mode == Mode::Fanqi {
        (1 << 24) - 1
    } else {
        (1 << 12) - 1
    }
}

fn colour_bits(colour: Colour) -> Mask {
    match colour {
        Colour::Red => (1 << 12) - 1,
        Colour::Black => ((1 << 12) - 1) << 12,
    }
}

/// One piece followed through the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// Where it stands; `None` once it has left the board.
    pub pos: Option<Pos>,
    /// The seat that moves it, when known (a face-down `fanqi` piece has none yet).
    pub owner: Option<Seat>,
    /// Identities it may still have.
    pub mask: Mask,
}

/// One cell as the seat saw it: who owns the piece there and what it is, when shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Sight {
    owner: Option<Seat>,
    kind: Option<Kind>,
}

/// Everything one seat has learnt about the pieces on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Belief {
    pub(crate) mode: Mode,
    pub(crate) seat: Seat,
    pub(crate) tokens: Vec<Token>,
    /// The last view's cells, by position index.
    last: Vec<Option<Sight>>,
    /// `fanqi`: the colour each seat plays, once the first flip fixed it.
    pub(crate) colours: Option<[Colour; 2]>,
    /// Plies since the last clash (for the quiet-draw counter).
    pub(crate) quiet: u32,
    pub(crate) to_move: Option<Seat>,
    started: bool,
}

impl Belief {
    pub fn new(mode: Mode, seat: Seat) -> Belief {
        Belief {
            mode,
            seat,
            tokens: Vec::new(),
            last: Vec::new(),
            colours: None,
            quiet: 0,
            to_move: None,
            started: false,
        }
    }

    pub fn mode(&self) -> Mode {
        self.mode
    }
    pub fn seat(&self) -> Seat {
        self.seat
    }
    pub fn tokens(&self) -> &[Token] {
        &self.tokens
    }
    /// The identities the piece on `pos` may have, if one stands there.
    pub fn mask_at(&self, pos: Pos) -> Option<Mask> {
        self.token_at(pos).map(|i| self.tokens[i].mask)
    }

    fn board(&self) -> &'static Board {
        self.mode.board()
    }

    fn token_at(&self, pos: Pos) -> Option<usize> {
        self.tokens.iter().position(|t| t.pos == Some(pos))
    }

    fn sights(&self, view: &View) -> Vec<Option<Sight>> {
        let board = self.board();
        let mut out = vec![None; board.len()];
        // The family's views list the cells in board order; any other view is looked up.
        let in_order = view.board.cells.len() == board.len();
        for (i, cell) in view.board.cells.iter().enumerate() {
            let Some(glyph) = cell.piece.as_ref() else {
                continue;
            };
            let pos = if in_order && board.name(Pos(i as u8)) == cell.name {
                Some(Pos(i as u8))
            } else {
                board.lookup(&cell.name)
            };
            let Some(pos) = pos else { continue };
            out[pos.index()] = Some(Sight {
                owner: glyph.owner,
                kind: glyph.kind.as_deref().and_then(Kind::from_name),
            });
        }
        out
    }

    fn colour_of_seat(&self, seat: Seat, view: &View) -> Option<Colour> {
        if self.mode != Mode::Fanqi {
            return None;
        }
        view.seat_colors
            .get(seat.index())
            .and_then(|c| Colour::parse(c))
    }

    /// The categories a piece of `owner` may be at all.
    fn owner_bits(&self, owner: Option<Seat>, view: &View) -> Mask {
        match owner.and_then(|s| self.colour_of_seat(s, view)) {
            Some(colour) => colour_bits(colour),
            None => all_bits(self.mode),
        }
    }

    /// What a piece found on `pos` in the first view may be, by the layout rules (§4.1).
    fn start_mask(&self, pos: Pos, first_ply: bool) -> Mask {
        let all = all_bits(self.mode);
        if self.mode == Mode::Fanqi || !first_ply {
            return all;
        }
        let Some((_, row, col)) = self.board().home(pos) else {
            return all;
        };
        let mut mask = all;
        if !(row == 6 && (col == 1 || col == 3)) {
            mask &= !kind_bits(self.mode, Kind::Flag);
        }
        if row < 5 {
            mask &= !kind_bits(self.mode, Kind::Mine);
        }
        if row == 1 {
            mask &= !kind_bits(self.mode, Kind::Bomb);
        }
        mask
    }

    /// Take in the seat's next view. Views must come in the order the seat received them;
    /// a view seen twice changes nothing.
    pub fn observe(&mut self, view: &View) {
        let now = self.sights(view);
        self.to_move = view.to_move;
        if self.mode == Mode::Fanqi && self.colours.is_none() {
            self.learn_colours(view, &now);
        }
        if !self.started {
            // Deployment shows the seat its own layout only: follow pieces once play begins.
            if view.to_move.is_none() {
                return;
            }
            self.start(view, &now);
            return;
        }
        let fell = self.follow_last_move(view, &now);
        self.sync(view, &now, &fell);
        self.last = now;
    }

    fn learn_colours(&mut self, view: &View, now: &[Option<Sight>]) {
        let any_face_up = now.iter().flatten().any(|s| s.owner.is_some());
        if !any_face_up {
            return;
        }
        let a = self.colour_of_seat(Seat(0), view);
        let b = self.colour_of_seat(Seat(1), view);
        if let (Some(a), Some(b)) = (a, b) {
            if a != b {
                self.colours = Some([a, b]);
            }
        }
    }

    fn start(&mut self, view: &View, now: &[Option<Sight>]) {
        let first_ply = view.move_number <= 1;
        for (i, sight) in now.iter().enumerate() {
            let Some(sight) = sight else { continue };
            let pos = Pos(i as u8);
            let mask = self.start_mask(pos, first_ply) & self.owner_bits(sight.owner, view);
            self.tokens.push(Token {
                pos: Some(pos),
                owner: sight.owner,
                mask,
            });
        }
        self.started = true;
        self.sync(view, now, &[]);
        self.last = now.to_vec();
    }

    /// Apply the view's last move to the tokens; returns the tokens that left the board.
    fn follow_last_move(&mut self, view: &View, now: &[Option<Sight>]) -> Vec<usize> {
        let [from, to] = view.last_move[..] else {
            return Vec::new();
        };
        let (from, to) = (Pos(from as u8), Pos(to as u8));
        let was = |p: Pos| self.last.get(p.index()).copied().flatten();
        // Already followed (the same view twice), or not a move.
        if from == to || was(from).is_none() || now.get(from.index()).copied().flatten().is_some() {
            return Vec::new();
        }
        let Some(mover) = self.token_at(from) else {
            return Vec::new();
        };
        self.narrow(
            mover,
            !(kind_bits(self.mode, Kind::Mine) | kind_bits(self.mode, Kind::Flag)),
        );
        if self.needs_engineer(from, to) {
            self.narrow(mover, kind_bits(self.mode, Kind::ENGINEER));
        }
        let defender = self.token_at(to);
        let mut fell = Vec::new();
        match defender {
            None => {
                self.tokens[mover].pos = Some(to);
                self.quiet += 1;
            }
            Some(defender) => {
                let after = now.get(to.index()).copied().flatten();
                let result = match after {
                    None => Clash::Both,
                    Some(s) if s.owner.is_some() && s.owner == self.tokens[mover].owner => {
                        Clash::Attacker
                    }
                    Some(_) => Clash::Defender,
                };
                let defender_owner_alive = self.tokens[defender].owner.is_some_and(|o| {
                    now.iter()
                        .enumerate()
                        .any(|(i, s)| i != to.index() && s.is_some_and(|s| s.owner == Some(o)))
                });
                self.narrow_clash(mover, defender, result, defender_owner_alive);
                self.tokens[mover].pos = None;
                self.tokens[defender].pos = None;
                match result {
                    Clash::Attacker => {
                        self.tokens[mover].pos = Some(to);
                        fell.push(defender);
                    }
                    Clash::Defender => {
                        self.tokens[defender].pos = Some(to);
                        fell.push(mover);
                    }
                    Clash::Both => fell.extend([mover, defender]),
                }
                self.quiet = 0;
            }
        }
        fell
    }

    /// A move no piece but an engineer makes: off one straight rail line, or a railway
    /// journey with no road or rail edge between its ends.
    fn needs_engineer(&self, from: Pos, to: Pos) -> bool {
        let board = self.board();
        if board.edge(from, to).is_some() {
            return false;
        }
        !(board.is_station(from) && board.is_station(to) && board.share_line(from, to))
    }

    /// Keep only the identities in `keep`, unless that leaves none (knowledge this tracker
    /// cannot reconcile keeps what it had rather than rule everything out).
    fn narrow(&mut self, token: usize, keep: Mask) {
        let mask = self.tokens[token].mask & keep;
        if mask != 0 {
            self.tokens[token].mask = mask;
        }
    }

    /// Keep only the identities of both pieces that give `result`.
    fn narrow_clash(&mut self, a: usize, d: usize, result: Clash, defender_owner_alive: bool) {
        let (ma, md) = (self.tokens[a].mask, self.tokens[d].mask);
        let fanqi = self.mode == Mode::Fanqi;
        let gives = |ca: usize, cd: usize| {
            let ((ka, _), (kd, _)) = (kind_of(ca), kind_of(cd));
            if kd == Kind::Flag && defender_owner_alive {
                return false;
            }
            let diggers: &[Option<u8>] = if fanqi {
                // The digger is the colour's lowest rank, which may be unseen: either way.
                &[None, Some(0)]
            } else {
                &[Some(32)]
            };
            diggers.iter().any(|&dig| {
                let dig = if dig == Some(0) { ka.strength() } else { dig };
                clash(ka, kd, dig).0 == result
            })
        };
        let mut keep_a = 0;
        let mut keep_d = 0;
        for ca in (0..24).filter(|&c| ma & bit(c) != 0) {
            for cd in (0..24).filter(|&c| md & bit(c) != 0) {
                if gives(ca, cd) {
                    keep_a |= bit(ca);
                    keep_d |= bit(cd);
                }
            }
        }
        // Inconsistent knowledge (a rule this tracker does not model) keeps what it had.
        if keep_a != 0 && keep_d != 0 {
            self.tokens[a].mask = keep_a;
            self.tokens[d].mask = keep_d;
        }
    }

    /// Match the tokens to the view: pieces gone, pieces new, identities shown.
    fn sync(&mut self, view: &View, now: &[Option<Sight>], fell: &[usize]) {
        let mut fell = fell.to_vec();
        for i in 0..self.tokens.len() {
            let Some(pos) = self.tokens[i].pos else {
                continue;
            };
            if now.get(pos.index()).copied().flatten().is_none() {
                self.tokens[i].pos = None;
                fell.push(i);
            }
        }
        let mut on: Vec<Option<usize>> = vec![None; now.len()];
        for (t, token) in self.tokens.iter().enumerate() {
            if let Some(slot) = token.pos.and_then(|p| on.get_mut(p.index())) {
                *slot = Some(t);
            }
        }
        for (i, sight) in now.iter().enumerate() {
            let Some(sight) = sight else { continue };
            let pos = Pos(i as u8);
            let token = match on[i] {
                Some(t) => t,
                None => {
                    self.tokens.push(Token {
                        pos: Some(pos),
                        owner: sight.owner,
                        mask: all_bits(self.mode),
                    });
                    self.tokens.len() - 1
                }
            };
            let newly_shown_flag = sight.kind == Some(Kind::Flag)
                && self.tokens[token].mask != kind_bits(self.mode, Kind::Flag)
                && sight.owner != Some(self.seat);
            if sight.owner.is_some() {
                self.tokens[token].owner = sight.owner;
                self.tokens[token].mask &= self.owner_bits(sight.owner, view);
            }
            if let Some(kind) = sight.kind {
                let colour = sight.owner.and_then(|s| self.colour_of_seat(s, view));
                self.tokens[token].mask = bit(category(self.mode, colour, kind));
            }
            if newly_shown_flag && self.mode != Mode::Fanqi {
                self.commander_fell(sight.owner, &fell);
            }
        }
        // A piece that left the board while its owner plays on was not the flag.
        for &i in &fell {
            let owner = self.tokens[i].owner;
            let alive = owner.is_some()
                && self
                    .tokens
                    .iter()
                    .any(|t| t.pos.is_some() && t.owner == owner);
            if alive {
                self.narrow(i, !kind_bits(self.mode, Kind::Flag));
            }
        }
    }

    /// The commander rule showed `owner`'s flag: the piece of theirs that fell was the 司令.
    fn commander_fell(&mut self, owner: Option<Seat>, fell: &[usize]) {
        let theirs: Vec<usize> = fell
            .iter()
            .copied()
            .filter(|&i| owner.is_some() && self.tokens[i].owner == owner)
            .collect();
        if let [only] = theirs[..] {
            self.tokens[only].mask = kind_bits(self.mode, Kind::COMMANDER);
        }
    }

    /// Whether a camp stands on `pos` (pieces there cannot be attacked).
    pub fn is_camp(&self, pos: Pos) -> bool {
        self.board().kind(pos) == PosKind::Camp
    }
}
