//! GIF's LZW, with runs taken whole.
//!
//! A replay frame is a rectangle that is mostly one transparent index: the caption band
//! and a move's squares can be far apart, and everything between them is unchanged. A
//! plain LZW encoder looks every one of those bytes up in its dictionary. Here a run of
//! one byte value is measured first (a tight scan) and then covered by the dictionary's
//! longest string of that value in one step, so a run of n bytes costs about √(2n)
//! dictionary steps. The output is ordinary GIF LZW (codes from 9 to 12 bits, a clear
//! code when the dictionary is full), as any decoder reads it.

/// Bits per pixel index: a full 256-entry palette.
pub(super) const MIN_CODE_SIZE: u8 = 8;
const CLEAR: u16 = 1 << MIN_CODE_SIZE;
const END: u16 = CLEAR + 1;
const FIRST_FREE: u16 = CLEAR + 2;
const MAX_CODE: u16 = 4095;

/// Slots of the dictionary's hash table: a power of two, twice the codes it can hold.
const SLOTS: usize = 8192;

/// The dictionary: codes for strings longer than one byte.
struct Dictionary {
    /// `(generation << 21 | prefix code << 8 | byte) + 1`, or 0: the key in each slot.
    keys: Vec<u64>,
    codes: Vec<u16>,
    generation: u64,
    next: u16,
    /// `runs[v]`: the codes of v², v³, … in order (v itself is code v).
    runs: Vec<Vec<u16>>,
}

impl Dictionary {
    fn new() -> Dictionary {
        Dictionary {
            keys: vec![0; SLOTS],
            codes: vec![0; SLOTS],
            generation: 0,
            next: FIRST_FREE,
            runs: vec![Vec::new(); 256],
        }
    }

    fn clear(&mut self) {
        self.generation += 1;
        self.next = FIRST_FREE;
        for run in &mut self.runs {
            run.clear();
        }
    }

    fn key(&self, prefix: u16, byte: u8) -> u64 {
        ((self.generation << 21) | (u64::from(prefix) << 8) | u64::from(byte)) + 1
    }

    fn slot(prefix: u16, byte: u8) -> usize {
        let k = (u32::from(prefix) << 8) | u32::from(byte);
        (k.wrapping_mul(0x9E37_79B1) >> 19) as usize & (SLOTS - 1)
    }

    fn find(&self, prefix: u16, byte: u8) -> Option<u16> {
        let key = self.key(prefix, byte);
        let mut i = Dictionary::slot(prefix, byte);
        loop {
            let k = self.keys[i];
            if k == key {
                return Some(self.codes[i]);
            }
            if k == 0 || k >> 21 != self.generation {
                return None;
            }
            i = (i + 1) & (SLOTS - 1);
        }
    }

    fn insert(&mut self, prefix: u16, byte: u8, code: u16) {
        let key = self.key(prefix, byte);
        let mut i = Dictionary::slot(prefix, byte);
        while self.keys[i] != 0 && self.keys[i] >> 21 == self.generation {
            i = (i + 1) & (SLOTS - 1);
        }
        self.keys[i] = key;
        self.codes[i] = code;
    }
}

/// Codes packed least significant bit first.
struct Bits {
    out: Vec<u8>,
    acc: u32,
    filled: u32,
    width: u32,
}

impl Bits {
    fn put(&mut self, code: u16) {
        self.acc |= u32::from(code) << self.filled;
        self.filled += self.width;
        while self.filled >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.filled -= 8;
        }
    }

    fn finish(mut self) -> Vec<u8> {
        if self.filled > 0 {
            self.out.push(self.acc as u8);
        }
        self.out
    }
}

/// What the encoder holds between bytes: the string read so far.
#[derive(Clone, Copy)]
enum Current {
    Nothing,
    /// `byte` repeated `len` times (1 for a single byte); its code is known from `runs`.
    Run {
        byte: u8,
        len: usize,
    },
    /// Any other string, by its code.
    Other(u16),
}

struct Encoder {
    dict: Dictionary,
    bits: Bits,
}

impl Encoder {
    fn code(&self, current: Current) -> Option<u16> {
        match current {
            Current::Nothing => None,
            Current::Run { byte, len: 1 } => Some(u16::from(byte)),
            Current::Run { byte, len } => self.dict.runs[usize::from(byte)].get(len - 2).copied(),
            Current::Other(code) => Some(code),
        }
    }

    /// Emits the string read so far and learns it followed by `byte`.
    fn emit_and_learn(&mut self, current: Current, byte: u8) {
        let Some(code) = self.code(current) else {
            return;
        };
        self.bits.put(code);
        let new = self.dict.next;
        match current {
            Current::Run { byte: b, .. } if b == byte => self.dict.runs[usize::from(b)].push(new),
            _ => self.dict.insert(code, byte, new),
        }
        self.dict.next += 1;
        if u32::from(new) >= 1 << self.bits.width && self.bits.width < 12 {
            self.bits.width += 1;
        }
        if new == MAX_CODE {
            self.bits.put(CLEAR);
            self.dict.clear();
            self.bits.width = u32::from(MIN_CODE_SIZE) + 1;
        }
    }
}

/// `indices` as GIF image data: the minimum code size, then the LZW codes (not yet cut
/// into sub-blocks), as `gif::Encoder::write_lzw_pre_encoded_frame` takes it.
pub(super) fn encode(indices: &[u8]) -> Vec<u8> {
    let mut enc = Encoder {
        dict: Dictionary::new(),
        bits: Bits {
            out: Vec::with_capacity(indices.len() / 8 + 64),
            acc: 0,
            filled: 0,
            width: u32::from(MIN_CODE_SIZE) + 1,
        },
    };
    enc.bits.out.push(MIN_CODE_SIZE);
    enc.bits.put(CLEAR);
    let mut current = Current::Nothing;
    let mut at = 0;
    // Where the run of equal bytes under `at` ends: measured once per run.
    let mut run_end = 0;
    while let Some(&byte) = indices.get(at) {
        if at >= run_end {
            run_end = at + indices[at..].iter().take_while(|&&b| b == byte).count();
        }
        let run_len = run_end - at;
        match current {
            Current::Nothing => {
                current = Current::Run { byte, len: 1 };
                at += 1;
                continue;
            }
            Current::Run { byte: b, len } if b == byte => {
                // The longest run of this byte the dictionary knows: v, then runs[v].
                let known = enc.dict.runs[usize::from(byte)].len() + 1;
                if len + run_len <= known {
                    current = Current::Run {
                        byte,
                        len: len + run_len,
                    };
                    at += run_len;
                } else {
                    // Extend to the longest known, emit it, learn one longer, start over.
                    at += known - len;
                    let full = Current::Run { byte, len: known };
                    enc.emit_and_learn(full, byte);
                    current = Current::Run { byte, len: 1 };
                    at += 1;
                }
                continue;
            }
            _ => {}
        }
        // A string followed by a different byte: the general dictionary.
        let Some(code) = enc.code(current) else {
            break;
        };
        match enc.dict.find(code, byte) {
            Some(next) => current = Current::Other(next),
            None => {
                enc.emit_and_learn(current, byte);
                current = Current::Run { byte, len: 1 };
            }
        }
        at += 1;
    }
    if let Some(code) = enc.code(current) {
        enc.bits.put(code);
    }
    enc.bits.put(END);
    enc.bits.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::borrow::Cow;

    /// `indices` as a one-frame GIF through this encoder, decoded by the gif crate.
    fn round_trip(indices: &[u8], width: u16) -> Vec<u8> {
        let height = u16::try_from(indices.len() / usize::from(width)).unwrap_or(0);
        let palette: Vec<u8> = (0..=255u8).flat_map(|i| [i, i, i]).collect();
        let mut out = Vec::new();
        {
            let Ok(mut gif) = gif::Encoder::new(&mut out, width, height, &palette) else {
                return Vec::new();
            };
            let frame = gif::Frame {
                width,
                height,
                buffer: Cow::Owned(encode(indices)),
                ..gif::Frame::default()
            };
            if gif.write_lzw_pre_encoded_frame(&frame).is_err() {
                return Vec::new();
            }
        }
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let Ok(mut decoder) = options.read_info(out.as_slice()) else {
            return Vec::new();
        };
        match decoder.read_next_frame() {
            Ok(Some(frame)) => frame.buffer.to_vec(),
            _ => Vec::new(),
        }
    }

    /// A reproducible stream of bytes.
    fn noise(n: usize, seed: u32, spread: u32) -> Vec<u8> {
        let mut x = seed | 1;
        (0..n)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                (x % spread) as u8
            })
            .collect()
    }

    #[test]
    fn what_is_encoded_decodes_unchanged() {
        let mut cases: Vec<Vec<u8>> = vec![
            vec![7],
            vec![255; 64],
            // Long runs of several values, past many dictionary clears.
            (0..200_000u32)
                .map(|i| {
                    if (i / 777) % 3 == 0 {
                        255
                    } else {
                        (i / 5000) as u8
                    }
                })
                .collect(),
            noise(100_000, 1, 256),
            noise(100_000, 2, 3),
        ];
        // Runs and noise interleaved, as a frame's transparent rows and changed squares.
        let mut mixed = Vec::new();
        for i in 0..300u32 {
            mixed.resize(mixed.len() + (i as usize * 37) % 4000, 255);
            mixed.extend(noise(200 + (i as usize % 7) * 50, i + 9, 40));
            mixed.resize(mixed.len() + i as usize % 90, i as u8);
        }
        mixed.truncate(mixed.len() / 100 * 100);
        cases.push(mixed);
        for (n, case) in cases.iter().enumerate() {
            let width = if case.len() % 100 == 0 { 100 } else { 1 };
            assert_eq!(&round_trip(case, width), case, "case {n}");
        }
    }

    #[test]
    fn long_runs_cost_few_codes() {
        let flat = encode(&vec![255u8; 1_000_000]);
        // √(2 · 10⁶) ≈ 1,414 codes of at most 12 bits, plus clears.
        assert!(flat.len() < 2_500, "{} bytes", flat.len());
    }
}
