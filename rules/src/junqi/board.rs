//! The two army-chess boards as graphs, loaded from `data/junqi/board-*.json`.
//!
//! A position is a node id ([`Pos`]) into one board's canonical order (§1.2); names such
//! as `S3b` and `C5` exist only for parsing and display.
//!
//! ```text
//!   row 6   .  H  .  H  .      each home, seen from its owner
//!   row 5   =  =  =  =  =      (= station, . post, o camp, H HQ)
//!   row 4   =  o  .  o  =
//!   row 3   =  .  o  .  =
//!   row 2   =  o  .  o  =
//!   row 1   =  =  =  =  =      front row, facing the centre
//!           a  b  c  d  e
//! ```

use serde::Deserialize;
use std::fmt;
use std::sync::OnceLock;

/// A position on one board: its index in that board's canonical order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pos(pub u8);

impl Pos {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// The four homes, in turn order (§5.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Compass {
    S,
    E,
    N,
    W,
}

impl Compass {
    pub const ALL: [Compass; 4] = [Compass::S, Compass::E, Compass::N, Compass::W];

    pub fn letter(self) -> char {
        match self {
            Compass::S => 'S',
            Compass::E => 'E',
            Compass::N => 'N',
            Compass::W => 'W',
        }
    }

    pub fn from_letter(c: char) -> Option<Compass> {
        Compass::ALL
            .into_iter()
            .find(|s| s.letter() == c.to_ascii_uppercase())
    }

    /// The partner sitting opposite (§5.1).
    pub fn partner(self) -> Compass {
        match self {
            Compass::S => Compass::N,
            Compass::N => Compass::S,
            Compass::E => Compass::W,
            Compass::W => Compass::E,
        }
    }
}

impl fmt::Display for Compass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// What kind of ground a position is (§1.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PosKind {
    /// On the railway (includes the nine centre stations).
    Station,
    /// Reached by road only.
    Post,
    /// 行营: its occupant cannot be attacked.
    Camp,
    /// 大本营: a piece on it never moves again (outside `fanqi`).
    Hq,
}

impl PosKind {
    pub fn id(self) -> &'static str {
        match self {
            PosKind::Station => "station",
            PosKind::Post => "post",
            PosKind::Camp => "camp",
            PosKind::Hq => "hq",
        }
    }
}

/// Which of the two boards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardShape {
    /// 四国棋盘, 129 positions.
    FourCountry,
    /// 陆战棋棋盘, 60 positions.
    TwoPlayer,
}

/// One position's fixed facts.
#[derive(Clone, Debug)]
pub struct Node {
    pub name: String,
    pub kind: PosKind,
    /// Drawing coordinates (§1.3, §1.7); the rules never read them.
    pub x: u8,
    pub y: u8,
    /// Home and (row 1–6, column 0–4), or `None` for the centre.
    pub home: Option<(Compass, u8, u8)>,
}

/// A board graph: nodes, edges split into rail and road, and the rail lines.
#[derive(Debug)]
pub struct Board {
    pub shape: BoardShape,
    pub nodes: Vec<Node>,
    /// `(a, b, rail?)` in the data file's order.
    pub edges: Vec<(Pos, Pos, bool)>,
    /// Every line as its stations in order (§1.6).
    pub lines: Vec<(String, Vec<Pos>)>,
    /// `neighbours[p]`: `(q, rail?)` for every edge at p.
    pub neighbours: Vec<Vec<(Pos, bool)>>,
    /// `lines_at[p]`: `(line index, index of p in it)`.
    pub lines_at: Vec<Vec<(usize, usize)>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BoardFile {
    #[allow(dead_code)]
    about: String,
    positions: Vec<NodeEntry>,
    edges: Vec<String>,
    lines: Vec<LineEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NodeEntry {
    name: String,
    kind: PosKind,
    x: u8,
    y: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LineEntry {
    id: String,
    stations: Vec<String>,
}

const FOUR_JSON: &str = include_str!("../../../data/junqi/board-four.json");
const TWO_JSON: &str = include_str!("../../../data/junqi/board-two.json");

fn home_of(name: &str) -> Option<(Compass, u8, u8)> {
    let mut chars = name.chars();
    let seat = Compass::from_letter(chars.next()?)?;
    let row = chars.next()?.to_digit(10)?;
    let col = chars.next()?;
    if chars.next().is_some() || !(1..=6).contains(&row) || !('a'..='e').contains(&col) {
        return None;
    }
    Some((seat, row as u8, col as u8 - b'a'))
}

impl Board {
    /// Parse and check a board file: every name once, every edge and line between
    /// known positions, every rail edge a consecutive pair of some line and back.
    pub fn parse(shape: BoardShape, json: &str) -> Result<Board, String> {
        let file: BoardFile = serde_json::from_str(json).map_err(|e| format!("board: {e}"))?;
        let mut nodes = Vec::with_capacity(file.positions.len());
        for entry in file.positions {
            if nodes.iter().any(|n: &Node| n.name == entry.name) {
                return Err(format!("board: {} listed twice", entry.name));
            }
            let home = home_of(&entry.name);
            if home.is_none() && !entry.name.starts_with('C') {
                return Err(format!("board: bad position name {}", entry.name));
            }
            nodes.push(Node {
                home,
                name: entry.name,
                kind: entry.kind,
                x: entry.x,
                y: entry.y,
            });
        }
        if nodes.len() > usize::from(u8::MAX) {
            return Err("board: too many positions".into());
        }
        let find = |name: &str| -> Result<Pos, String> {
            nodes
                .iter()
                .position(|n| n.name == name)
                .map(|i| Pos(i as u8))
                .ok_or_else(|| format!("board: unknown position {name}"))
        };
        let mut lines = Vec::new();
        for line in file.lines {
            let stations = line
                .stations
                .iter()
                .map(|s| find(s))
                .collect::<Result<Vec<_>, _>>()?;
            lines.push((line.id, stations));
        }
        let mut edges = Vec::new();
        for text in &file.edges {
            let words: Vec<&str> = text.split_whitespace().collect();
            let (a, b, rail, ids) = match words.as_slice() {
                [a, b, "road"] => (find(a)?, find(b)?, false, &[][..]),
                [a, b, "rail", ids @ ..] if !ids.is_empty() => (find(a)?, find(b)?, true, ids),
                _ => return Err(format!("board: bad edge {text:?}")),
            };
            for id in ids {
                let (_, stations) = lines
                    .iter()
                    .find(|(l, _)| l == id)
                    .ok_or_else(|| format!("board: edge {text:?} names unknown line {id}"))?;
                let consecutive = stations
                    .windows(2)
                    .any(|w| (w[0] == a && w[1] == b) || (w[0] == b && w[1] == a));
                if !consecutive {
                    return Err(format!("board: edge {text:?} is not on line {id}"));
                }
            }
            edges.push((a, b, rail));
        }
        let mut neighbours = vec![Vec::new(); nodes.len()];
        for &(a, b, rail) in &edges {
            neighbours[a.index()].push((b, rail));
            neighbours[b.index()].push((a, rail));
        }
        for (_, stations) in &lines {
            for w in stations.windows(2) {
                let joined = neighbours[w[0].index()]
                    .iter()
                    .any(|&(q, rail)| q == w[1] && rail);
                if !joined {
                    return Err(format!(
                        "board: line pair {}-{} has no rail edge",
                        nodes[w[0].index()].name,
                        nodes[w[1].index()].name
                    ));
                }
            }
            if let Some(p) = stations
                .iter()
                .find(|p| nodes[p.index()].kind != PosKind::Station)
            {
                return Err(format!(
                    "board: {} on a line is no station",
                    nodes[p.index()].name
                ));
            }
        }
        let mut lines_at = vec![Vec::new(); nodes.len()];
        for (li, (_, stations)) in lines.iter().enumerate() {
            for (i, p) in stations.iter().enumerate() {
                lines_at[p.index()].push((li, i));
            }
        }
        Ok(Board {
            shape,
            nodes,
            edges,
            lines,
            neighbours,
            lines_at,
        })
    }

    /// The board of one shape, parsed once. The embedded files are checked by tests,
    /// so a failure here can only come from editing them; it then yields an empty board
    /// (no positions, so every command fails) instead of a panic.
    pub fn get(shape: BoardShape) -> &'static Board {
        static FOUR: OnceLock<Board> = OnceLock::new();
        static TWO: OnceLock<Board> = OnceLock::new();
        let (cell, json) = match shape {
            BoardShape::FourCountry => (&FOUR, FOUR_JSON),
            BoardShape::TwoPlayer => (&TWO, TWO_JSON),
        };
        cell.get_or_init(|| {
            Board::parse(shape, json).unwrap_or(Board {
                shape,
                nodes: Vec::new(),
                edges: Vec::new(),
                lines: Vec::new(),
                neighbours: Vec::new(),
                lines_at: Vec::new(),
            })
        })
    }

    /// The embedded file of a shape, for the data test.
    pub fn source(shape: BoardShape) -> &'static str {
        match shape {
            BoardShape::FourCountry => FOUR_JSON,
            BoardShape::TwoPlayer => TWO_JSON,
        }
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    pub fn all(&self) -> impl Iterator<Item = Pos> + '_ {
        (0..self.nodes.len()).map(|i| Pos(i as u8))
    }

    pub fn name(&self, p: Pos) -> &str {
        self.nodes.get(p.index()).map_or("?", |n| n.name.as_str())
    }

    pub fn kind(&self, p: Pos) -> PosKind {
        self.nodes.get(p.index()).map_or(PosKind::Post, |n| n.kind)
    }

    pub fn home(&self, p: Pos) -> Option<(Compass, u8, u8)> {
        self.nodes.get(p.index()).and_then(|n| n.home)
    }

    pub fn is_station(&self, p: Pos) -> bool {
        self.kind(p) == PosKind::Station
    }

    /// Exact name lookup (`S3b`, `C5`).
    pub fn lookup(&self, name: &str) -> Option<Pos> {
        self.nodes
            .iter()
            .position(|n| n.name == name)
            .map(|i| Pos(i as u8))
    }

    /// The position of a seat's local `row` (1–6) and `col` (0–4).
    pub fn at_home(&self, seat: Compass, row: u8, col: u8) -> Option<Pos> {
        self.nodes
            .iter()
            .position(|n| n.home == Some((seat, row, col)))
            .map(|i| Pos(i as u8))
    }

    pub fn edge(&self, a: Pos, b: Pos) -> Option<bool> {
        self.neighbours
            .get(a.index())?
            .iter()
            .find(|&&(q, _)| q == b)
            .map(|&(_, rail)| rail)
    }

    /// Some line holds both stations.
    pub fn share_line(&self, a: Pos, b: Pos) -> bool {
        let (Some(la), Some(lb)) = (self.lines_at.get(a.index()), self.lines_at.get(b.index()))
        else {
            return false;
        };
        la.iter().any(|(l, _)| lb.iter().any(|(m, _)| l == m))
    }
}

impl fmt::Display for BoardShape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BoardShape::FourCountry => "four-country",
            BoardShape::TwoPlayer => "two-player",
        })
    }
}
