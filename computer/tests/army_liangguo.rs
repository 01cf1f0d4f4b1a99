//! 两国军棋 at `hard`: it samples twice the worlds it does in 四国 (88, with twice the
//! node budget), so a choice that averages material over the worlds no longer hangs on
//! which few worlds it happened to draw.

use computer::{choose, rng, witness, Budget, Choice, Kind, Knowledge, Level};
use rules::game::Channel;
use rules::variant::Options;
use rules::{Game, Seat, Setup, VariantId};

/// The start of game 17 of `referee arena junqi-liangguo --players greedy,hard --seed 1`,
/// which `hard` (south) lost with 44 worlds: both layouts, south's engineer out along the
/// railway, then north's 师长 taking the 34 on S1a in south's front row.
const INTRUDER: [(u8, &str); 4] = [
    (
        0,
        "deploy 34 37 32 32 33 / 34 35 B / 35 39 34 33 / 40 B 36 / 36 32 33 M 38 / 38 M M F 37",
    ),
    (
        1,
        "deploy 34 35 37 32 38 / 34 36 40 / 36 B 33 32 / 37 38 B / M M 33 34 39 / 32 F M 33 35",
    ),
    (0, "S1c-E1b"),
    (1, "N1e-S1a"),
];

/// `seat`'s knowledge after `plies` of a 两国 game.
fn knowledge_after(plies: &[(u8, &str)], seat: Seat) -> Knowledge {
    let variant = VariantId::from_id("junqi-liangguo").expect("registered");
    let setup = Setup {
        seats: 2,
        options: Options::default(),
        seed: 1,
    };
    let mut game = Game::new(variant, setup).expect("a game");
    let mut knowledge = witness::first(&game, seat).expect("own view");
    for &(by, text) in plies {
        let report = game
            .play(Seat(by), text, Channel::Private)
            .unwrap_or_else(|e| panic!("{text}: {e:?}"));
        let seen = witness::observe(&game, seat, &report).expect("own view");
        knowledge.observe(seen).expect("own view");
    }
    knowledge
}

#[test]
fn hard_brings_its_army_commander_into_the_camp_beside_an_intruder_whatever_the_seed() {
    // The piece that took S1a beat a 34, so it is a 师长 or better. South's 军长 on S3b
    // steps into the camp S2b next to it, where nothing may attack it, and threatens it.
    // With 44 worlds two of these four seeds played something else (S3a-S4b, S1b-S2b).
    let knowledge = knowledge_after(&INTRUDER, Seat(0));
    let budget = Budget::for_level(Level::Hard, computer::DEFAULT_MOVE_MS).deterministic();
    for seed in 1..=4 {
        let choice = choose(&knowledge, Kind::Level(Level::Hard), budget, &mut rng(seed));
        assert_eq!(
            choice,
            Choice::Act("S3b-S2b".to_string()),
            "seed {seed}: the 军长 did not step into the camp beside the intruder"
        );
    }
}
