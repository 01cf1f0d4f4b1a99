//! Perft for Sword and Magic Chess, read from `tests/perft/sword-magic.perft` by the shared
//! runner (`support::perft`, shakmaty's `id`/position/`perft depth nodes` format). Each
//! count is checked three ways: `perft`, the sum of `divide`, and an independent naive
//! generator below.

use crate::support;

use rules::perft::perft;
use rules::sword_magic::Position;
use rules::Variant;
use support::perft::{node_limit, perft_cases, test_perft_file};

const FILE: &str = "tests/perft/sword-magic.perft";

#[test]
fn perft_file() {
    test_perft_file::<Position>(FILE, 100_000);
}

/// The same counts from the naive generator below, for positions without revive links.
#[test]
fn naive_generator_agrees() {
    let limit = node_limit(100_000);
    let mut checked = 0;
    for case in perft_cases(FILE).iter().filter(|c| c.nodes <= limit) {
        if let Some(naive) = naive::Naive::from_smfen(&case.position) {
            let name = format!("{} depth {}", case.id, case.depth);
            assert_eq!(naive.perft(case.depth), case.nodes, "{name}: naive count");
            checked += 1;
        }
    }
    assert!(checked > 0);
}

#[test]
fn spec_properties_of_the_start() {
    // §3.2: 11 actions per side, nothing interacts in the first two turns.
    let start = Position::start();
    assert_eq!(perft(&start, 1), 11);
    assert_eq!(perft(&start, 2), 121);
}

/// Depth 1 through the text interface: every from-to pair, vanish and teleport command
/// that `apply` accepts, counted without using `legal`.
#[test]
fn depth_one_by_brute_force_commands() {
    for case in perft_cases(FILE).iter().filter(|c| c.depth == 1) {
        let pos: Position = support::perft::start(case);
        let rules::Status::ToMove(seat) = pos.status() else {
            continue;
        };
        let squares: Vec<String> = (0..64)
            .map(|i| format!("{}{}", (b'a' + i % 8) as char, i / 8 + 1))
            .collect();
        let mut accepted = 0;
        for a in &squares {
            let mut commands = vec![format!("vanish {a}")];
            for b in &squares {
                commands.push(format!("{a}{b}"));
                commands.push(format!("teleport {a}-{b}"));
            }
            for text in commands {
                let mut p = pos.clone();
                if let Ok(action) = p.parse(seat, &text) {
                    accepted += u64::from(p.apply(seat, &action).is_ok());
                }
            }
        }
        assert_eq!(accepted, case.nodes, "{}", case.id);
    }
}

/// A deliberately simple second implementation of the move rules (§2.3, §4.2 without
/// skills or links), sharing no code with the crate.
mod naive {
    #[derive(Clone, Copy)]
    struct Man {
        white: bool,
        code: u8,
        sealed: bool,
    }

    #[derive(Clone)]
    pub struct Naive {
        cells: [Option<Man>; 64],
        white_to_move: bool,
        quiet: u32,
        over: bool,
    }

    enum Act {
        Go { from: usize, to: usize },
        Vanish(usize),
        Teleport { from: usize, to: usize },
    }

    fn cell(f: i32, r: i32) -> Option<usize> {
        ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as usize)
    }

    impl Naive {
        /// Only positions without links: this model has no revive links.
        pub fn from_smfen(text: &str) -> Option<Naive> {
            let f: Vec<&str> = text.split(' ').collect();
            if f.len() != 7 || f[4] != "-" {
                return None;
            }
            let mut cells = [None; 64];
            for (row, rank) in f[0].split('/').enumerate() {
                let r = 7 - row as i32;
                let mut file = 0;
                let bytes = rank.as_bytes();
                for (i, &b) in bytes.iter().enumerate() {
                    if b.is_ascii_digit() {
                        file += i32::from(b - b'0');
                    } else if b == b'*' {
                        continue;
                    } else {
                        let sealed = bytes.get(i + 1) == Some(&b'*');
                        cells[cell(file, r)?] = Some(Man {
                            white: b.is_ascii_uppercase(),
                            code: b.to_ascii_uppercase(),
                            sealed,
                        });
                        file += 1;
                    }
                }
            }
            let mut n = Naive {
                cells,
                white_to_move: f[1] == "w",
                quiet: f[5].parse().ok()?,
                over: false,
            };
            n.over = n.quiet >= 101 || n.actions().is_empty();
            Some(n)
        }

        fn actions(&self) -> Vec<Act> {
            let mut out = Vec::new();
            for from in 0..64 {
                let Some(man) = self.cells[from] else {
                    continue;
                };
                if man.white != self.white_to_move {
                    continue;
                }
                let (f, r) = ((from % 8) as i32, (from / 8) as i32);
                let fw = if man.white { 1 } else { -1 };
                let home = if man.white { 0 } else { 7 };
                let mut dests: Vec<usize> = Vec::new();
                // (dx, dy, max distance, may move, may capture)
                let mut line = |dx: i32, dy: i32, max: i32, quiet: bool, capture: bool| {
                    for k in 1..=max {
                        let Some(t) = cell(f + dx * k, r + dy * k) else {
                            break;
                        };
                        match self.cells[t] {
                            None if quiet => dests.push(t),
                            None => break,
                            Some(o) if o.white != man.white && capture => {
                                dests.push(t);
                                break;
                            }
                            Some(_) => break,
                        }
                        if !quiet {
                            break;
                        }
                    }
                };
                let orth = [(1, 0), (-1, 0), (0, 1), (0, -1)];
                let diag = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
                match man.code {
                    b'F' => line(0, fw, 1, true, true),
                    b'G' => {
                        for dx in [-1, 0, 1] {
                            line(dx, fw, 1, true, true);
                        }
                    }
                    b'S' | b'K' => {
                        for (dx, dy) in orth {
                            line(dx, dy, 2, true, true);
                        }
                        if man.code == b'K' {
                            for (dx, dy) in diag {
                                line(dx, dy, 1, false, true);
                            }
                        }
                    }
                    b'A' | b'N' => {
                        line(0, fw, 8, true, true);
                        if r == home {
                            line(1, 0, 8, true, true);
                            line(-1, 0, 8, true, true);
                        }
                        if man.code == b'N' {
                            for (dx, dy) in [
                                (1, 2),
                                (2, 1),
                                (-1, 2),
                                (-2, 1),
                                (1, -2),
                                (2, -1),
                                (-1, -2),
                                (-2, -1),
                            ] {
                                line(dx, dy, 1, true, true);
                            }
                        }
                    }
                    b'M' | b'W' => {
                        for (dx, dy) in diag {
                            line(dx, dy, 8, true, true);
                        }
                    }
                    b'E' => {
                        for (dx, dy) in diag {
                            line(dx, dy, 1, true, true);
                        }
                    }
                    b'P' => {
                        for (dx, dy) in orth.into_iter().chain(diag) {
                            line(dx, dy, 1, true, true);
                        }
                    }
                    b'H' | b'D' | b'Q' => {
                        for (dx, dy) in orth {
                            line(dx, dy, 8, true, true);
                        }
                        for (dx, dy) in diag {
                            match man.code {
                                b'D' => line(dx, dy, 1, true, true),
                                b'Q' => line(dx, dy, 8, true, true),
                                _ => {}
                            }
                        }
                    }
                    b'C' => {
                        for (dx, dy) in orth {
                            let mut k = 1;
                            while let Some(t) = cell(f + dx * k, r + dy * k) {
                                match self.cells[t] {
                                    Some(o) if o.white == man.white => k += 1,
                                    _ => {
                                        dests.push(t);
                                        break;
                                    }
                                }
                            }
                        }
                    }
                    _ => {}
                }
                out.extend(dests.into_iter().map(|to| Act::Go { from, to }));
                if matches!(man.code, b'F' | b'G') && r == 7 - home {
                    out.push(Act::Vanish(from));
                }
                if man.code == b'W' {
                    out.extend(
                        (0..64)
                            .filter(|&t| self.cells[t].is_none())
                            .map(|to| Act::Teleport { from, to }),
                    );
                }
            }
            out
        }

        fn play(&mut self, act: &Act) {
            let mover = self.white_to_move;
            let mut quiet = false;
            match *act {
                Act::Go { from, to } => {
                    let Some(mut man) = self.cells[from].take() else {
                        return;
                    };
                    let taken = self.cells[to];
                    quiet = taken.is_none();
                    if taken.is_some_and(|t| t.code == b'P') {
                        self.over = true;
                    } else if taken.is_some() {
                        man.code = match (man.code, man.sealed) {
                            (b'S', _) => b'K',
                            (b'A', _) => b'N',
                            (b'M', false) => b'W',
                            (b'F', _) => b'G',
                            (c, _) => c,
                        };
                        if man.code == b'P' {
                            for other in self.cells.iter_mut().flatten() {
                                if other.white == mover {
                                    other.code = match other.code {
                                        b'H' => b'D',
                                        b'D' => b'Q',
                                        b'Q' => {
                                            self.over = true;
                                            b'V'
                                        }
                                        c => c,
                                    };
                                }
                            }
                        }
                    }
                    self.cells[to] = Some(man);
                }
                Act::Vanish(at) => self.cells[at] = None,
                Act::Teleport { from, to } => {
                    let Some(man) = self.cells[from].take() else {
                        return;
                    };
                    self.cells[to] = Some(Man {
                        code: b'M',
                        sealed: true,
                        ..man
                    });
                }
            }
            self.quiet = if quiet { self.quiet + 1 } else { 0 };
            self.white_to_move = !mover;
            if !self.over {
                self.over = self.quiet >= 101 || self.actions().is_empty();
            }
        }

        pub fn perft(&self, depth: u32) -> u64 {
            if depth == 0 || self.over {
                return 1;
            }
            self.actions()
                .iter()
                .map(|act| {
                    let mut next = self.clone();
                    next.play(act);
                    next.perft(depth - 1)
                })
                .sum()
        }
    }
}
