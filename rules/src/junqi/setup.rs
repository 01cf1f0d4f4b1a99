//! Starting a game: a fresh game from its options and seed, or an arbitrary position
//! (unchecked [`Position`], then [`Junqi::from_position`]), as the test vectors describe them.

use super::board::{Compass, Pos, PosKind};
use super::layout::Layout;
use super::piece::{Colour, Kind, Owner, Piece};
use super::{Junqi, Mode, Phase, Rules};
use crate::seat::Seat;
use rand_chacha::rand_core::RngCore;
use std::fmt;

/// A position that may break the deployment rules (§10.1 `board`): pieces, whose turn,
/// who is still in, counters and the `fanqi` state. Checked by [`Junqi::from_position`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Position {
    pub turn: Option<Seat>,
    pub alive: Option<Vec<Seat>>,
    pub quiet: u32,
    pub colours: Option<[Colour; 2]>,
    pub flag_home: [Option<Compass>; 2],
    pub carrying: Vec<(Pos, Colour)>,
    pub loose: Vec<(Pos, Colour)>,
    /// Flags already shown by the commander rule.
    pub revealed: Vec<Pos>,
    /// `(pos, piece)`; `piece.shown` is the face-up flag in `fanqi`.
    pub pieces: Vec<(Pos, Piece)>,
}

/// Why a position or option could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError(pub String);

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PositionError {}

fn err<T>(text: impl Into<String>) -> Result<T, PositionError> {
    Err(PositionError(text.into()))
}

impl Position {
    /// Parse the `board` format: `S5a=S:38 S1b=black:34:down …`.
    pub fn parse_pieces(mode: Mode, text: &str) -> Result<Vec<(Pos, Piece)>, PositionError> {
        let board = mode.board();
        let mut out: Vec<(Pos, Piece)> = Vec::new();
        for item in text.split_whitespace() {
            let Some((name, rest)) = item.split_once('=') else {
                return err(format!("{item}: expected pos=owner:kind"));
            };
            let Some(pos) = board.lookup(name) else {
                return err(format!("{name}: no such position"));
            };
            let parts: Vec<&str> = rest.split(':').collect();
            let (owner, kind, down) = match parts.as_slice() {
                [o, k] => (*o, *k, false),
                [o, k, "down"] => (*o, *k, true),
                _ => return err(format!("{item}: expected pos=owner:kind[:down]")),
            };
            let Some(owner) = Owner::parse(owner) else {
                return err(format!("{item}: unknown owner"));
            };
            let Some(kind) = Kind::from_token(kind) else {
                return err(format!("{item}: unknown kind"));
            };
            let fits = match owner {
                Owner::Colour(_) => mode == Mode::Fanqi,
                Owner::Army(c) => {
                    mode != Mode::Fanqi
                        && mode.seat_names().contains(&c.letter().to_string().as_str())
                }
            };
            if !fits {
                return err(format!("{item}: owner does not play in {}", mode.id()));
            }
            if out.iter().any(|(p, _)| *p == pos) {
                return err(format!("{name} listed twice"));
            }
            let shown = mode == Mode::Fanqi && !down;
            out.push((pos, Piece { owner, kind, shown }));
        }
        Ok(out)
    }
}

impl Junqi {
    fn empty(mode: Mode, rules: Rules, seed: u64) -> Junqi {
        let seats = mode.seats();
        Junqi {
            mode,
            rules,
            cells: vec![None; mode.board().len()],
            phase: Phase::Deploying,
            turn: Seat(0),
            alive: vec![true; seats],
            quiet: 0,
            colours: None,
            flag_home: [None, None],
            carrying: Vec::new(),
            loose: Vec::new(),
            draw_offers: vec![false; seats],
            skips: vec![0; seats],
            layouts: vec![None; seats],
            last: None,
            seed,
            draws: 0,
            first: Seat(0),
            plies: 0,
        }
    }

    /// A new game. Deployed modes start in the deployment phase; `fanqi` shuffles the 50
    /// pieces face-down onto the 50 posts (§7.2) and P1 (seat 0) is to act.
    pub fn new(mode: Mode, rules: Rules, seed: u64) -> Junqi {
        let mut game = Junqi::empty(mode, rules, seed);
        if mode == Mode::Fanqi {
            let board = game.board();
            let posts: Vec<Pos> = board
                .all()
                .filter(|&p| board.kind(p) != PosKind::Camp)
                .collect();
            let mut pieces: Vec<Piece> = [Colour::Red, Colour::Black]
                .into_iter()
                .flat_map(|c| {
                    Kind::ALL.into_iter().flat_map(move |k| {
                        std::iter::repeat_n(
                            Piece {
                                owner: Owner::Colour(c),
                                kind: k,
                                shown: false,
                            },
                            k.count(),
                        )
                    })
                })
                .collect();
            let mut rng = game.fresh_rng();
            // P1 is drawn, not the challenger (§7.2).
            game.first = Seat((rng.next_u32() & 1) as u8);
            game.turn = game.first;
            for i in (1..pieces.len()).rev() {
                let j = (rng.next_u32() as usize) % (i + 1);
                pieces.swap(i, j);
            }
            for (p, piece) in posts.into_iter().zip(pieces) {
                if piece.kind == Kind::Flag {
                    if let (Owner::Colour(c), Some((half, _, _))) = (piece.owner, board.home(p)) {
                        game.flag_home[c as usize] = Some(half);
                    }
                }
                game.cells[p.index()] = Some(piece);
            }
            game.phase = Phase::Playing;
        }
        game
    }

    /// An arbitrary position in play (the test vectors' setups). Pieces of seats not in
    /// `alive` are refused, as are `fanqi` keys outside `fanqi`.
    pub fn from_position(
        mode: Mode,
        rules: Rules,
        position: Position,
    ) -> Result<Junqi, PositionError> {
        let mut game = Junqi::empty(mode, rules, 0);
        game.phase = Phase::Playing;
        let seats = mode.seats();
        if let Some(turn) = position.turn {
            if turn.index() >= seats {
                return err("turn: no such seat");
            }
            game.turn = turn;
        }
        if let Some(alive) = position.alive {
            game.alive = vec![false; seats];
            for s in alive {
                match game.alive.get_mut(s.index()) {
                    Some(a) => *a = true,
                    None => return err("alive: no such seat"),
                }
            }
        }
        if !game.is_alive(game.turn) {
            return err("the seat to move is not in the game");
        }
        game.quiet = position.quiet;
        if mode != Mode::Fanqi
            && (position.colours.is_some()
                || !position.carrying.is_empty()
                || !position.loose.is_empty())
        {
            return err("colours, carrying and loose flags exist only in fanqi");
        }
        if let Some([a, b]) = position.colours {
            if a == b {
                return err("colours: the players need different colours");
            }
        }
        game.colours = position.colours;
        game.flag_home = position.flag_home;
        for (p, piece) in position.pieces {
            if let Some(seat) = game.seat_of(piece.owner) {
                if !game.is_alive(seat) {
                    return err("a piece of an eliminated seat");
                }
            }
            match game.cells.get_mut(p.index()) {
                Some(cell) => *cell = Some(piece),
                None => return err("position off the board"),
            }
        }
        for p in position.revealed {
            match game.cells.get_mut(p.index()) {
                Some(Some(piece)) if piece.kind == Kind::Flag => piece.shown = true,
                _ => return err("revealed: no flag there"),
            }
        }
        for &(p, _) in &position.carrying {
            if game.piece_at(p).is_none() {
                return err("carrying: no piece there");
            }
        }
        game.carrying = position.carrying;
        game.loose = position.loose;
        Ok(game)
    }

    /// Put a checked layout onto a seat's home.
    pub(crate) fn place_layout(&mut self, seat: Seat, layout: &Layout) {
        let Some(compass) = self.mode.compass(seat) else {
            return;
        };
        let board = self.board();
        for (&(row, col), &kind) in super::layout::POSTS.iter().zip(layout.0.iter()) {
            if let Some(p) = board.at_home(compass, row, col) {
                self.cells[p.index()] = Some(Piece {
                    owner: Owner::Army(compass),
                    kind,
                    shown: false,
                });
            }
        }
    }
}
