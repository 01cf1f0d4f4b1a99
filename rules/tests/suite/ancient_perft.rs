//! Published perft numbers for Ancient War Chess (as FSF publishes xiangqi's): the
//! number of action sequences of each length from a fixed opening, from
//! `tests/perft/ancient.perft` through the shared runner and the `Variant` adapter. A
//! change here is a rules change and must be explained.

use crate::support;

use rules::ancient::{
    format_listing, parse, AncientGame, AncientMatch, Position, Side, Supps, Viewer,
};
use support::perft::{perft_cases, test_perft_file};

const FILE: &str = "tests/perft/ancient.perft";

#[test]
fn perft_file() {
    test_perft_file::<AncientMatch>(FILE, 200_000);
}

/// The opening reached by commands: camps (and cities with S3), then with `deploy` the
/// pieces every supplement adds.
fn opening(supps: &str, deploy: bool) -> Position {
    let mut game = AncientGame::new(Supps::parse_list(supps).unwrap(), Side::Black);
    let city = |s: &str| {
        if supps.split(',').any(|n| n == "3") {
            format!(" city {s}")
        } else {
            String::new()
        }
    };
    let red = format!("camps b1 c4 d6{}", city("b7"));
    let black = format!("camps h1 g4 f6{}", city("h7"));
    game.apply(Side::Red, &parse(&red).unwrap()).unwrap();
    game.apply(Side::Black, &parse(&black).unwrap()).unwrap();
    if deploy {
        for (side, text) in [
            (Side::Red, "deploy cannon a1 granary b0 ox a7"),
            (Side::Black, "deploy cannon i1 granary h0 ox i7"),
        ] {
            game.apply(side, &parse(text).unwrap()).unwrap();
        }
    }
    game.position
}

/// The file's positions are those openings, written in the vector notation.
#[test]
fn the_file_positions_are_the_played_openings() {
    let cases = perft_cases(FILE);
    for (id, supps, deploy) in [
        ("basic", "-", false),
        (
            "every-supplement",
            "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16",
            true,
        ),
    ] {
        let pos = opening(supps, deploy);
        let list = |owner| format_listing(&pos.listing(owner, Viewer::Truth));
        let written = format!(
            "{supps}|red|{}|{}|{}",
            list(Some(Side::Red)),
            list(Some(Side::Black)),
            list(None)
        );
        let case = cases.iter().find(|c| c.id == id).expect("in the file");
        assert_eq!(case.position, written, "{id}");
    }
}
