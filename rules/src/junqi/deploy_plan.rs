//! Layouts a player would choose (布阵): the flag in a headquarters with mines round it,
//! bombs behind the front row, the strongest officers kept out of the front row, and the
//! rest shuffled, so no two games start alike. Every layout passes §4.3.

use super::layout::{Layout, POSTS};
use super::piece::Kind;
use rand_core::RngCore;

/// Token index of the post at local (row, column).
fn post(row: u8, col: u8) -> Option<usize> {
    POSTS.iter().position(|&p| p == (row, col))
}

fn below(rng: &mut impl RngCore, n: usize) -> usize {
    if n == 0 {
        0
    } else {
        (rng.next_u64() % n as u64) as usize
    }
}

/// Take a random free post among `choices`.
fn take(rng: &mut impl RngCore, kinds: &[Option<Kind>; 25], choices: &[usize]) -> Option<usize> {
    let free: Vec<usize> = choices
        .iter()
        .copied()
        .filter(|&i| kinds[i].is_none())
        .collect();
    free.get(below(rng, free.len())).copied()
}

/// A sensible layout drawn from `rng`.
pub fn sensible_layout(rng: &mut impl RngCore) -> Layout {
    let mut kinds: [Option<Kind>; 25] = [None; 25];
    let flag_col = if rng.next_u32() & 1 == 0 { 1 } else { 3 };
    let guards: Vec<usize> = [(6, flag_col - 1), (6, flag_col + 1), (5, flag_col)]
        .iter()
        .filter_map(|&(r, c)| post(r, c))
        .collect();
    if let Some(flag) = post(6, flag_col) {
        kinds[flag] = Some(Kind::Flag);
    }
    // Two or three mines round the flag, the rest in the back rows.
    let round_flag = 2 + (rng.next_u32() % 2) as usize;
    for _ in 0..round_flag {
        if let Some(i) = take(rng, &kinds, &guards) {
            kinds[i] = Some(Kind::Mine);
        }
    }
    let back: Vec<usize> = (0..25).filter(|&i| POSTS[i].0 >= 5).collect();
    while kinds.iter().filter(|k| **k == Some(Kind::Mine)).count() < 3 {
        match take(rng, &kinds, &back) {
            Some(i) => kinds[i] = Some(Kind::Mine),
            None => break,
        }
    }
    // Bombs in rows 2–4, where they meet attackers coming through.
    let middle: Vec<usize> = (0..25).filter(|&i| (2..=4).contains(&POSTS[i].0)).collect();
    for _ in 0..2 {
        if let Some(i) = take(rng, &kinds, &middle) {
            kinds[i] = Some(Kind::Bomb);
        }
    }
    // 司令 and 军长 behind the front row; the rest anywhere still free.
    let behind: Vec<usize> = (0..25).filter(|&i| (2..=5).contains(&POSTS[i].0)).collect();
    for kind in [Kind::Ranked(40), Kind::Ranked(39)] {
        if let Some(i) = take(rng, &kinds, &behind) {
            kinds[i] = Some(kind);
        }
    }
    let mut rest: Vec<Kind> = Kind::ALL
        .into_iter()
        .filter(|k| matches!(k, Kind::Ranked(s) if *s < 39))
        .flat_map(|k| std::iter::repeat_n(k, k.count()))
        .collect();
    for i in (1..rest.len()).rev() {
        rest.swap(i, below(rng, i + 1));
    }
    let mut rest = rest.into_iter();
    let filled = kinds.map(|k| k.or_else(|| rest.next()).unwrap_or(Kind::Flag));
    Layout::check(filled).unwrap_or_else(|_| Layout::random(rng))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand_chacha::rand_core::SeedableRng;

    #[test]
    fn sensible_layouts_keep_the_flag_guarded_and_pass_the_checks() {
        for seed in 0..200 {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let layout = sensible_layout(&mut rng);
            assert!(Layout::check(layout.0).is_ok());
            let flag = layout.0.iter().position(|&k| k == Kind::Flag);
            let flag_col = flag.map(|i| POSTS[i].1).unwrap_or(0);
            let guarded = [
                (6, flag_col.wrapping_sub(1)),
                (6, flag_col + 1),
                (5, flag_col),
            ]
            .iter()
            .filter_map(|&(r, c)| post(r, c))
            .filter(|&i| layout.0[i] == Kind::Mine)
            .count();
            assert!(guarded >= 2, "seed {seed}: {layout}");
            let front_brass = (0..5).any(|i| matches!(layout.0[i], Kind::Ranked(40 | 39)));
            assert!(!front_brass, "seed {seed}: {layout}");
        }
    }
}
