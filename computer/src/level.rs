//! Who plays (a level, or the arena's baselines) and how much thinking it may do.

use std::fmt;
use std::str::FromStr;

/// The strength a person picks: budgets and noise of one program, not three programs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// A one-ply choice with noise.
    Easy,
    /// A short search budget.
    #[default]
    Normal,
    /// The full budget.
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    pub fn id(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }
}

/// A player the arena can seat: a level, or one of the two baselines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A uniformly random legal action.
    Random,
    /// The best one-ply action by capture value / evaluation, ties broken at random.
    Greedy,
    Level(Level),
}

impl Kind {
    pub fn id(self) -> &'static str {
        match self {
            Kind::Random => "random",
            Kind::Greedy => "greedy",
            Kind::Level(level) => level.id(),
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for Kind {
    type Err = String;
    fn from_str(text: &str) -> Result<Kind, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "random" => Ok(Kind::Random),
            "greedy" => Ok(Kind::Greedy),
            other => other.parse().map(Kind::Level),
        }
    }
}

impl FromStr for Level {
    type Err = String;
    fn from_str(text: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|l| l.id() == text.trim().to_ascii_lowercase())
            .ok_or_else(|| format!("unknown level `{text}` (easy, normal, hard, random, greedy)"))
    }
}

/// How much one choice may cost. The node budget decides (so a seed replays the same
/// choice on any machine); the wall-time cap only guards against a slow machine and is
/// the one thing that can make a choice differ between runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Positions the search may visit (applied actions), over all its iterations.
    pub nodes: u64,
    /// Deepest iteration, in plies.
    pub max_depth: u32,
    /// Stop starting new work after this many milliseconds (0: no cap).
    pub wall_ms: u64,
    /// Evaluation noise added to each root choice, in centipawn-like units.
    pub noise: i32,
}

/// Nodes per millisecond of thinking the `hard` level is given: measured with
/// `referee arena` (a node is one applied action through the rules).
pub const NODES_PER_MS: u64 = 60;

impl Budget {
    /// The budget of `level` when one move may take `move_ms` milliseconds of one core.
    pub fn for_level(level: Level, move_ms: u64) -> Budget {
        let full = move_ms.saturating_mul(NODES_PER_MS).max(1_000);
        match level {
            Level::Easy => Budget {
                nodes: 2_000,
                max_depth: 1,
                wall_ms: move_ms,
                noise: 150,
            },
            Level::Normal => Budget {
                nodes: full / 8,
                max_depth: 64,
                wall_ms: move_ms,
                noise: 20,
            },
            Level::Hard => Budget {
                nodes: full,
                max_depth: 64,
                wall_ms: move_ms,
                noise: 0,
            },
        }
    }

    /// Without a wall-time cap: what the arena and tests use so a seed fixes every choice.
    pub fn deterministic(self) -> Budget {
        Budget { wall_ms: 0, ..self }
    }
}

/// The default think time of one `hard` move (`computer_move_ms` in `config.toml`).
pub const DEFAULT_MOVE_MS: u64 = 1_000;
