//! The position string, SMFEN (§3.3): parsed into a [`Position`] (then checked as a
//! loaded position must be) and written canonically.
//!
//! ```text
//! aempcmea/fffssfff/8/8/8/8/FFFSSFFF/AEMPCMEA w - - - 0 1
//! board                                       side, graves (White, Black), links, quiet, move
//! ```

use super::piece::{Color, Piece, Role};
use super::position::{color_name, err, Board, Graveyard, Position, QUIET_LIMIT};
use super::square::Square;
use crate::error::SetupError;
use std::fmt::Write as _;

impl Position {
    /// Parse and validate a position string. Terminal positions (a princess in a graveyard,
    /// a goddess on the board) are accepted and come back finished; so do positions where
    /// the 101-turn draw or "no legal action" already holds.
    pub fn from_smfen(text: &str) -> Result<Position, SetupError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [board, side, wgrave, bgrave, links, quiet, fullmove] = fields[..] else {
            return Err(err(format!(
                "expected 7 fields (board side wgrave bgrave links quiet fullmove), found {}",
                fields.len()
            )));
        };
        let mut pos = Position {
            board: parse_board(board)?,
            side: match side {
                "w" => Color::White,
                "b" => Color::Black,
                _ => {
                    return Err(err(format!(
                        "side to move must be `w` or `b`, not {side:?}"
                    )))
                }
            },
            graves: [
                parse_grave(wgrave, Color::White)?,
                parse_grave(bgrave, Color::Black)?,
            ],
            quiet: parse_number(quiet)
                .and_then(|n| u8::try_from(n).ok().filter(|&q| q <= QUIET_LIMIT))
                .ok_or_else(|| err(format!("quiet counter must be 0 to 101, not {quiet:?}")))?,
            fullmove: parse_number(fullmove)
                .filter(|&n| n >= 1)
                .ok_or_else(|| err(format!("move number must be 1 or more, not {fullmove:?}")))?,
            outcome: None,
            last_move: [None, None],
            check: false,
        };
        pos.parse_links(links)?;
        pos.outcome = pos.terminal_outcome()?.map(Box::new);
        pos.settle_loaded_status();
        Ok(pos)
    }

    fn parse_links(&mut self, text: &str) -> Result<(), SetupError> {
        if text == "-" {
            return Ok(());
        }
        for pair in text.split(',') {
            let (sage, revived) = pair
                .split_once('>')
                .and_then(|(a, b)| Some((a.parse::<Square>().ok()?, b.parse::<Square>().ok()?)))
                .ok_or_else(|| err(format!("link {pair:?} is not `sageSquare>revivedSquare`")))?;
            let sage_piece = self.board[sage.index()];
            let Some(sage_piece) = sage_piece.filter(|p| p.role == Role::Sage && p.sealed) else {
                return Err(err(format!("link {pair}: {sage} must hold a sealed sage")));
            };
            let Some(revived_piece) = &mut self.board[revived.index()] else {
                return Err(err(format!("link {pair}: {revived} is empty")));
            };
            if revived_piece.color != sage_piece.color {
                return Err(err(format!(
                    "link {pair}: the two pieces must be the same colour"
                )));
            }
            if revived_piece.link.is_some() {
                return Err(err(format!("link {pair}: {revived} is linked twice")));
            }
            revived_piece.link = Some(sage);
        }
        // Each piece has at most one sage, so following links from a square must leave the chain.
        for start in Square::all() {
            let mut at = start;
            for _ in 0..Square::COUNT {
                match self.board[at.index()].and_then(|p| p.link) {
                    Some(next) if next == start => {
                        return Err(err(format!("links form a cycle through {start}")))
                    }
                    Some(next) => at = next,
                    None => break,
                }
            }
        }
        Ok(())
    }

    /// The canonical position string.
    pub fn smfen(&self) -> String {
        let mut out = String::with_capacity(80);
        for rank in (0..8u8).rev() {
            let mut empty = 0;
            for file in 0..8u8 {
                match Square::from_coords(file, rank).and_then(|sq| self.board[sq.index()]) {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            let _ = write!(out, "{empty}");
                            empty = 0;
                        }
                        out.push(piece.letter());
                        if piece.sealed {
                            out.push('*');
                        }
                    }
                }
            }
            if empty > 0 {
                let _ = write!(out, "{empty}");
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out.push(' ');
        out.push(match self.side {
            Color::White => 'w',
            Color::Black => 'b',
        });
        for color in [Color::White, Color::Black] {
            out.push(' ');
            let grave = &self.graves[color.index()];
            if grave.is_empty() {
                out.push('-');
            }
            for role in grave.pieces() {
                out.push(Piece::new(color, role).letter());
            }
        }
        out.push(' ');
        let mut any_link = false;
        for sq in Square::all() {
            if let Some(sage) = self.board[sq.index()].and_then(|p| p.link) {
                if any_link {
                    out.push(',');
                }
                any_link = true;
                let _ = write!(out, "{sage}>{sq}");
            }
        }
        if !any_link {
            out.push('-');
        }
        let _ = write!(out, " {} {}", self.quiet, self.fullmove);
        out
    }
}

fn parse_number(text: &str) -> Option<u32> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

fn parse_board(text: &str) -> Result<Board, SetupError> {
    let mut board: Board = [None; Square::COUNT];
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(err(format!(
            "the board needs 8 ranks separated by `/`, found {}",
            ranks.len()
        )));
    }
    for (row, rank_text) in ranks.iter().enumerate() {
        let rank = 7 - row as u8;
        let rank_name = rank + 1;
        let mut file: u8 = 0;
        let mut chars = rank_text.chars().peekable();
        while let Some(c) = chars.next() {
            if let Some(run) = c.to_digit(10) {
                if !(1..=8).contains(&run) {
                    return Err(err(format!("rank {rank_name}: empty runs are 1 to 8")));
                }
                file += run as u8;
                if file > 8 {
                    return Err(err(format!("rank {rank_name} has more than 8 squares")));
                }
                continue;
            }
            let role = Role::from_code(c)
                .filter(|_| c.is_ascii_alphabetic())
                .ok_or_else(|| err(format!("rank {rank_name}: unknown piece letter {c:?}")))?;
            let color = if c.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            let sealed = chars.next_if_eq(&'*').is_some();
            if sealed && !role.can_be_sealed() {
                return Err(err(format!(
                    "rank {rank_name}: only sages and mages can be sealed (`*` after {c})"
                )));
            }
            let sq = Square::from_coords(file, rank)
                .ok_or_else(|| err(format!("rank {rank_name} has more than 8 squares")))?;
            board[sq.index()] = Some(Piece {
                color,
                role,
                sealed,
                link: None,
            });
            file += 1;
        }
        if file != 8 {
            return Err(err(format!(
                "rank {rank_name} covers {file} squares, not 8"
            )));
        }
    }
    Ok(board)
}

fn parse_grave(text: &str, color: Color) -> Result<Graveyard, SetupError> {
    let mut grave = Graveyard::default();
    if text == "-" {
        return Ok(grave);
    }
    for c in text.chars() {
        let role = Role::from_code(c).filter(|_| c.is_ascii_alphabetic());
        let right_case = match color {
            Color::White => c.is_ascii_uppercase(),
            Color::Black => c.is_ascii_lowercase(),
        };
        match role {
            Some(role) if right_case && role.base() == role && role != Role::Goddess => {
                grave.add(role)
            }
            _ => {
                return Err(err(format!(
                    "{} graveyard: {c:?} is not allowed (base forms {} only, or `-`)",
                    color_name(color),
                    match color {
                        Color::White => "A C E F H M P S",
                        Color::Black => "a c e f h m p s",
                    }
                )))
            }
        }
    }
    Ok(grave)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sword_magic::START_SMFEN;

    fn load(text: &str) -> Result<Position, String> {
        Position::from_smfen(text).map_err(|e| e.0)
    }

    #[test]
    fn start_matches_the_start_string() {
        assert_eq!(Position::start().smfen(), START_SMFEN);
        assert_eq!(load(START_SMFEN), Ok(Position::start()));
    }

    #[test]
    fn strings_round_trip() {
        for text in [
            "3p4/8/2e*3k1/4e*3/8/4S3/8/4P3 w - - e5>c6,c6>g6 0 1",
            "3p4/8/8/4E*3/3S4/8/8/4P3 b F f e5>d4 0 1",
            "3p4/8/8/8/8/8/a7/8 w P - - 0 2",
            "3p4/8/8/4P3/8/8/8/V7 b - f - 0 1",
        ] {
            assert_eq!(load(text).map(|p| p.smfen()), Ok(text.to_string()));
        }
    }

    #[test]
    fn bad_strings_say_why() {
        for (text, words) in [
            (
                "8/8/8/8/8/8/8/3P4 w - - - 0 1",
                "Black needs exactly one princess",
            ),
            ("3p4/8/8/8/8/8/8/3P3 w - - - 0 1", "covers 7 squares"),
            ("3p4/8/8/8/8/8/8/3P5 w - - - 0 1", "more than 8"),
            ("3p4/8/8/8/8/8/8/3PF*3 w - - - 0 1", "only sages and mages"),
            ("3p4/8/8/8/8/8/8/3P4 x - - - 0 1", "side to move"),
            ("3p4/8/8/8/8/8/8/3P4 w K - - 0 1", "graveyard"),
            ("3p4/8/8/8/8/8/8/3P4 w - F - 0 1", "graveyard"),
            ("3p4/8/8/8/8/8/8/3P4 w - - - 102 1", "quiet"),
            ("3p4/8/8/8/8/8/8/3P4 w - - - 0 0", "move number"),
            ("3p4/8/8/8/8/8/8/3P4 w - - a1>d1 0 1", "sealed sage"),
            ("3p4/8/8/8/8/8/8/E*2P4 w - - a1>b1 0 1", "empty"),
            ("3p4/8/8/8/8/8/8/E*e*1P4 w - - a1>b1 0 1", "same colour"),
            ("3p4/8/8/8/8/8/8/E*E*1P4 w - - a1>b1,b1>a1 0 1", "cycle"),
            ("3p4/8/8/8/8/8/8/E*E*1P4 w - - a1>a1 0 1", "cycle"),
            ("3p4/8/8/8/8/8/8/3P3V w - - - 0 1", "must be to move"),
            ("3p4/8/8/8/8/8/8/3P4 w -", "7 fields"),
        ] {
            match load(text) {
                Ok(_) => panic!("{text} accepted"),
                Err(e) => assert!(e.contains(words), "{text}: {e}"),
            }
        }
    }
}
