//! The army-chess computer expects mines beside an enemy headquarters, as layouts hold
//! them (`computer/src/hidden/army_prior.rs`): in 两国, at a post beside one it sends
//! the engineer, which digs mines, and keeps its 军长 out of it.

use computer::{choose, rng, witness, Budget, Choice, Kind, Knowledge, Level};
use rules::{Game, Seat, VariantId};

/// S's knowledge of a 两国 position (the board format, S to move): it sees only its own
/// pieces.
fn south_knows(position: &str) -> Knowledge {
    let variant = VariantId::from_id("junqi-liangguo").expect("registered");
    let game = Game::from_position(variant, position).expect("a position");
    witness::first(&game, Seat(0)).expect("own view")
}

/// N's flag on N6b with mines on the three posts beside it (N6a, N6c, N5b), as most
/// layouts have them. S's engineer has come down the railway to N5a, next to N6a and
/// N5b; its 军长 stands in the camp N4b, in front of N5b. Neither side's pieces are
/// known to the other.
const AT_THE_GATE: &str = "N6b=N:F N6a=N:M N6c=N:M N5b=N:M N6d=N:36 N6e=N:37 \
    N5c=N:35 N5d=N:34 N5e=N:33 N3c=N:38 N2a=N:32 N2e=N:34 N1c=N:36 \
    N5a=S:32 N4b=S:39 S6b=S:F S6a=S:M S6c=S:M S5b=S:M S3a=S:40 S2c=S:33 S1e=S:34";

#[test]
fn hard_sends_the_engineer_not_the_general_into_the_posts_beside_a_headquarters() {
    let knowing = south_knows(AT_THE_GATE);
    let budget = Budget::for_level(Level::Hard, computer::DEFAULT_MOVE_MS).deterministic();
    for seed in 1..=6 {
        let text = match choose(&knowing, Kind::Level(Level::Hard), budget, &mut rng(seed)) {
            Choice::Act(text) => text,
            other => panic!("seed {seed}: hard did not move: {other:?}"),
        };
        // The player before sent the 军长 onto the mine on N5b with seeds 2 and 6.
        assert_ne!(
            text, "N4b-N5b",
            "seed {seed}: the 军长 walked onto the mine"
        );
        assert!(
            text.starts_with("N5a-"),
            "seed {seed}: {text}, not the engineer"
        );
    }
}
