//! Published perft numbers for Ancient War Chess (as FSF publishes xiangqi's): the
//! number of action sequences of each length from a fixed opening, counted with
//! `legal_actions` and `play`. A change here is a rules change and must be explained.

use rules::ancient::{parse, AncientGame, Position, Side, Supps};

fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let side = pos.to_move();
    pos.legal_actions(side)
        .iter()
        .map(|action| {
            let mut next = pos.clone();
            match next.play(side, action) {
                Ok(events)
                    if events
                        .iter()
                        .any(|e| matches!(e, rules::ancient::Event::Won { .. })) =>
                {
                    1
                }
                Ok(_) => perft(&next, depth - 1),
                Err(code) => panic!("legal {action} refused: {code}"),
            }
        })
        .sum()
}

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
        game.apply(
            Side::Red,
            &parse("deploy cannon a1 granary b0 ox a7").unwrap(),
        )
        .unwrap();
        game.apply(
            Side::Black,
            &parse("deploy cannon i1 granary h0 ox i7").unwrap(),
        )
        .unwrap();
    }
    game.position
}

#[test]
fn perft_basic_game() {
    let pos = opening("-", false);
    let counts: Vec<u64> = (1..=3).map(|d| perft(&pos, d)).collect();
    assert_eq!(counts, PERFT_BASIC);
}

#[test]
fn perft_every_supplement() {
    let all = "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16";
    let pos = opening(all, true);
    let counts: Vec<u64> = (1..=2).map(|d| perft(&pos, d)).collect();
    assert_eq!(counts, PERFT_ALL);
}

// Depth 1 by hand: commander 3 (a3 a5 b4), b1 6 moves + 8 splits, c4 7 + 10, d6 7 + 9.
const PERFT_BASIC: [u64; 3] = [50, 2493, 121697];
const PERFT_ALL: [u64; 2] = [115, 14002];
