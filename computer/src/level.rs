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
/// choice on any machine): `think_ms` times the family's measured nodes per millisecond
/// of one core. The wall-time cap only guards against a slow or busy machine and is the
/// one thing that can make a choice differ between runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Thinking, in milliseconds of one idle core (turned into a node count by the family).
    pub think_ms: u64,
    /// Deepest iteration, in plies.
    pub max_depth: u32,
    /// Stop starting new work after this many milliseconds (0: no cap).
    pub wall_ms: u64,
    /// Evaluation noise added to each root choice, in hundredths of the smallest piece.
    pub noise: i32,
}

impl Budget {
    /// The budget of `level` when one `hard` move may take `move_ms` milliseconds.
    pub fn for_level(level: Level, move_ms: u64) -> Budget {
        // The cap leaves room for a busy machine; the node budget normally ends first.
        let wall_ms = move_ms.saturating_mul(3) / 2;
        match level {
            Level::Easy => Budget {
                think_ms: move_ms.min(20),
                max_depth: 1,
                wall_ms,
                noise: 150,
            },
            Level::Normal => Budget {
                think_ms: (move_ms / 8).max(1),
                max_depth: 64,
                wall_ms,
                noise: 20,
            },
            Level::Hard => Budget {
                think_ms: move_ms,
                max_depth: 64,
                wall_ms,
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
