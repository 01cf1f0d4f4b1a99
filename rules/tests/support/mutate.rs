//! Text mutations for the stable fuzz tests (rules/tests/suite/fuzz.rs, bot/tests/fuzz_inputs.rs):
//! real inputs edited a few characters at a time, or random text, from a fixed seed.
#![allow(dead_code)]

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Inputs per target: `FUZZ_INPUTS`, 1,500 by default (CI).
pub fn inputs() -> u64 {
    std::env::var("FUZZ_INPUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1_500)
}

/// The generator's seed: `FUZZ_SEED` reruns another sequence.
pub fn seed() -> u64 {
    std::env::var("FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0x5eed)
}

/// Characters mutations insert: notation, separators, CJK piece names and oddities
/// (control characters, bidi overrides, combining marks, emoji, full-width forms).
const ALPHABET: &[char] = &[
    'a', 'e', 'h', 'm', 'z', 'A', 'Z', '0', '1', '9', '-', 'x', '=', '+', '*', '@', ' ', ',', ':',
    '/', '#', '.', '(', ')', '兵', '将', '帥', '炸', '弹', '司', '令', '工', '兵', '劍', '士',
    '魔', '王', '營', '和', '认', '输', '\u{0}', '\u{7f}', '\u{202e}', '\u{301}', '\u{fe0f}', '😀',
    'ｅ', '２', '\t', '\n', '\u{ffff}',
];

pub struct Mutator {
    rng: ChaCha8Rng,
}

impl Mutator {
    pub fn new(seed: u64) -> Mutator {
        Mutator {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.rng.next_u64() % n.max(1) as u64) as usize
    }

    fn char(&mut self) -> char {
        if self.below(8) == 0 {
            char::from_u32(self.rng.next_u32() % 0x11_0000).unwrap_or('?')
        } else {
            ALPHABET[self.below(ALPHABET.len())]
        }
    }

    /// One to four edits of a corpus entry, or random text.
    pub fn input(&mut self, corpus: &[String]) -> String {
        if corpus.is_empty() || self.below(10) == 0 {
            let len = self.below(40);
            return (0..len).map(|_| self.char()).collect();
        }
        let mut text: Vec<char> = corpus[self.below(corpus.len())].chars().collect();
        for _ in 0..=self.below(4) {
            let at = self.below(text.len() + 1);
            match self.below(7) {
                0 => text.insert(at, self.char()),
                1 if at < text.len() => {
                    let end = (at + 1 + self.below(4)).min(text.len());
                    text.drain(at..end);
                }
                2 if at < text.len() => text[at] = self.char(),
                3 => {
                    // Splice in a piece of another entry.
                    let other: Vec<char> = corpus[self.below(corpus.len())].chars().collect();
                    let from = self.below(other.len() + 1);
                    let to = (from + self.below(8)).min(other.len());
                    text.splice(at..at, other[from..to].iter().copied());
                }
                4 => {
                    // A huge number where numbers go.
                    let digits: String = (0..1 + self.below(30)).map(|_| '9').collect();
                    text.splice(at..at, digits.chars());
                }
                5 => text.truncate(at),
                _ => {
                    let copy: Vec<char> = text[at..].iter().take(6).copied().collect();
                    text.splice(at..at, copy);
                }
            }
        }
        text.into_iter().collect()
    }
}
