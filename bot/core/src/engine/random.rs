//! Random draws: the configured seed's sequence (`--seed`), else the OS's.

use super::Core;
use crate::error::Refusal;

impl Core {
    /// A random number: the next of the configured seed's sequence (`--seed`), else
    /// the OS's.
    pub(crate) fn random(&self) -> Result<u64, Refusal> {
        match self.config.seed {
            Some(seed) => {
                let n = self
                    .draws
                    .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                Ok(splitmix(
                    seed.wrapping_add(n.wrapping_mul(0x9E37_79B9_7F4A_7C15)),
                ))
            }
            None => os_random(),
        }
    }
}

fn splitmix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn os_random() -> Result<u64, Refusal> {
    let mut bytes = [0u8; 8];
    getrandom::getrandom(&mut bytes)
        .map_err(|e| Refusal::Internal(format!("no randomness from the OS: {e}")))?;
    Ok(u64::from_le_bytes(bytes))
}
