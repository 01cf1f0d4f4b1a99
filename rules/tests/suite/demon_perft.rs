//! 魔神战棋 perft through the shared runner and the `Variant` adapter (the path `referee
//! perft` takes), from `tests/perft/demon.perft`. The spec's vectors T02/T03 check the same
//! counts on the engine directly (`demon_vectors.rs`).

use crate::support;

use rules::demon::DemonGame;
use support::perft::test_perft_file;

#[test]
fn perft_file() {
    test_perft_file::<DemonGame>("tests/perft/demon.perft", 100_000);
}
