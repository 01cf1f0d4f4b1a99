//! Layouts (布阵, §4): the 25-token string, its checks in §4.3 order, the default layout
//! and the seeded random generator.

use super::piece::{default_layout_text, Kind};
use rand_chacha::rand_core::RngCore;
use std::fmt;

/// The 25 posts of a home in layout-token order (§4.2): local (row, column 0–4).
pub const POSTS: [(u8, u8); 25] = [
    (1, 0),
    (1, 1),
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 0),
    (2, 2),
    (2, 4),
    (3, 0),
    (3, 1),
    (3, 3),
    (3, 4),
    (4, 0),
    (4, 2),
    (4, 4),
    (5, 0),
    (5, 1),
    (5, 2),
    (5, 3),
    (5, 4),
    (6, 0),
    (6, 1),
    (6, 2),
    (6, 3),
    (6, 4),
];

/// Row sizes when `/` is used (§4.2).
const GROUPS: [usize; 6] = [5, 3, 4, 3, 5, 5];

/// A checked layout: one kind per post, in [`POSTS`] order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Layout(pub [Kind; 25]);

/// Why a layout was refused (§4.1, §4.3), first failure only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LayoutError {
    RowGroups,
    TokenCount {
        found: usize,
    },
    /// 1-based token index.
    BadToken {
        index: usize,
    },
    PieceCount {
        kind: Kind,
        expected: usize,
        found: usize,
    },
    FlagNotHq,
    /// Local post name such as `4a`.
    MineRow {
        post: String,
    },
    BombFront {
        post: String,
    },
}

impl LayoutError {
    pub fn code(&self) -> &'static str {
        match self {
            LayoutError::RowGroups => "L_ROW_GROUPS",
            LayoutError::TokenCount { .. } => "L_TOKEN_COUNT",
            LayoutError::BadToken { .. } => "L_BAD_TOKEN",
            LayoutError::PieceCount { .. } => "L_PIECE_COUNT",
            LayoutError::FlagNotHq => "L_FLAG_NOT_HQ",
            LayoutError::MineRow { .. } => "L_MINE_ROW",
            LayoutError::BombFront { .. } => "L_BOMB_FRONT",
        }
    }
}

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LayoutError::RowGroups => {
                f.write_str("rows separated by / must hold 5 3 4 3 5 5 tokens")
            }
            LayoutError::TokenCount { found } => write!(f, "a layout has 25 tokens, not {found}"),
            LayoutError::BadToken { index } => write!(f, "token {index} is not a piece"),
            LayoutError::PieceCount {
                kind,
                expected,
                found,
            } => write!(f, "{expected} × {kind} expected, {found} given"),
            LayoutError::FlagNotHq => f.write_str("the flag goes on 6b or 6d"),
            LayoutError::MineRow { post } => write!(f, "mine on {post}: mines go in rows 5–6"),
            LayoutError::BombFront { post } => write!(f, "bomb on {post}: no bombs in row 1"),
        }
    }
}

impl std::error::Error for LayoutError {}

fn post_name(i: usize) -> String {
    POSTS.get(i).map_or_else(String::new, |&(r, c)| {
        format!("{r}{}", char::from(b'a' + c))
    })
}

fn is_separator(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\u{3000}' | ',' | '，' | '、')
}

impl Layout {
    /// The index of a local post name such as `2a` (row 1–6, column a–e), if it is a post.
    pub fn post_index(name: &str) -> Option<usize> {
        let mut chars = name.chars();
        let row = chars.next()?.to_digit(10)?;
        let col = chars.next()?.to_ascii_lowercase();
        if chars.next().is_some() || !col.is_ascii_lowercase() {
            return None;
        }
        let col = u32::from(col).checked_sub(u32::from('a'))?;
        let (row, col) = (u8::try_from(row).ok()?, u8::try_from(col).ok()?);
        Self::post_at(row, col)
    }

    /// The index of local `(row, col)` in layout order, if a piece stands there.
    pub fn post_at(row: u8, col: u8) -> Option<usize> {
        POSTS.iter().position(|&p| p == (row, col))
    }

    /// This layout with posts `i` and `j` exchanged, checked as a new layout is.
    pub fn swapped(&self, i: usize, j: usize) -> Result<Layout, LayoutError> {
        let mut kinds = self.0;
        if i >= kinds.len() || j >= kinds.len() {
            return Err(LayoutError::TokenCount { found: kinds.len() });
        }
        kinds.swap(i, j);
        Layout::check(kinds)
    }

    /// Parse and check a layout string, reporting the first failure in §4.3 order.
    pub fn parse(text: &str) -> Result<Layout, LayoutError> {
        let rows: Vec<Vec<&str>> = text
            .split(['/', '／'])
            .map(|row| row.split(is_separator).filter(|t| !t.is_empty()).collect())
            .collect();
        if rows.len() > 1
            && (rows.len() != GROUPS.len() || rows.iter().zip(GROUPS).any(|(r, n)| r.len() != n))
        {
            return Err(LayoutError::RowGroups);
        }
        let tokens: Vec<&str> = rows.into_iter().flatten().collect();
        if tokens.len() != POSTS.len() {
            return Err(LayoutError::TokenCount {
                found: tokens.len(),
            });
        }
        let mut kinds = [Kind::Flag; 25];
        for (i, token) in tokens.iter().enumerate() {
            kinds[i] = Kind::from_token(token).ok_or(LayoutError::BadToken { index: i + 1 })?;
        }
        Layout::check(kinds)
    }

    /// The §4.3 checks from 4 on.
    pub fn check(kinds: [Kind; 25]) -> Result<Layout, LayoutError> {
        for kind in Kind::ALL {
            let found = kinds.iter().filter(|&&k| k == kind).count();
            if found != kind.count() {
                return Err(LayoutError::PieceCount {
                    kind,
                    expected: kind.count(),
                    found,
                });
            }
        }
        let on = |i: usize| POSTS.get(i).copied().unwrap_or((0, 0));
        for (i, k) in kinds.iter().enumerate() {
            if *k == Kind::Flag && !matches!(on(i), (6, 1) | (6, 3)) {
                return Err(LayoutError::FlagNotHq);
            }
        }
        if let Some(i) = (0..25).find(|&i| kinds[i] == Kind::Mine && on(i).0 < 5) {
            return Err(LayoutError::MineRow { post: post_name(i) });
        }
        if let Some(i) = (0..25).find(|&i| kinds[i] == Kind::Bomb && on(i).0 == 1) {
            return Err(LayoutError::BombFront { post: post_name(i) });
        }
        Ok(Layout(kinds))
    }

    /// The default layout of §4.4.
    pub fn default_layout() -> Layout {
        // The data file is checked by a test; were it broken, a fixed valid layout stands in.
        Layout::parse(default_layout_text()).unwrap_or_else(|_| {
            use rand_chacha::rand_core::SeedableRng;
            Layout::random(&mut rand_chacha::ChaCha8Rng::seed_from_u64(0))
        })
    }

    /// The §4.5 generator: flag, then mines, then bombs, then a shuffle of the rest.
    pub fn random(rng: &mut impl RngCore) -> Layout {
        let mut kinds: [Option<Kind>; 25] = [None; 25];
        let flag_at = if rng.next_u32() & 1 == 0 { 21 } else { 23 };
        kinds[flag_at] = Some(Kind::Flag);
        let mut place = |kinds: &mut [Option<Kind>; 25],
                         kind: Kind,
                         n: usize,
                         allowed: &dyn Fn(usize) -> bool| {
            for _ in 0..n {
                let free: Vec<usize> = (0..25)
                    .filter(|&i| kinds[i].is_none() && allowed(i))
                    .collect();
                if free.is_empty() {
                    return;
                }
                let pick = free[(rng.next_u32() as usize) % free.len()];
                kinds[pick] = Some(kind);
            }
        };
        place(&mut kinds, Kind::Mine, 3, &|i| POSTS[i].0 >= 5);
        place(&mut kinds, Kind::Bomb, 2, &|i| POSTS[i].0 > 1);
        let mut rest: Vec<Kind> = Kind::ALL
            .into_iter()
            .filter(|k| matches!(k, Kind::Ranked(_)))
            .flat_map(|k| std::iter::repeat_n(k, k.count()))
            .collect();
        // Fisher–Yates over the remaining 19 pieces.
        for i in (1..rest.len()).rev() {
            let j = (rng.next_u32() as usize) % (i + 1);
            rest.swap(i, j);
        }
        let mut rest = rest.into_iter();
        let out = kinds.map(|k| k.or_else(|| rest.next()).unwrap_or(Kind::Flag));
        // Each step keeps §4.1, so the check cannot fail; the flag-only array is never used.
        Layout::check(out).unwrap_or(Layout([Kind::Flag; 25]))
    }

    /// The canonical form: ASCII tokens, ` / ` between rows (§4.2).
    pub fn canonical(&self) -> String {
        let mut out = String::new();
        let mut i = 0;
        for (g, n) in GROUPS.iter().enumerate() {
            if g > 0 {
                out.push_str(" / ");
            }
            let row: Vec<String> = self.0[i..i + n].iter().map(|k| k.code()).collect();
            out.push_str(&row.join(" "));
            i += n;
        }
        out
    }
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.canonical())
    }
}
