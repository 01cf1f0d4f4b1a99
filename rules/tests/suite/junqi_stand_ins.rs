//! Army chess's stand-ins (§4.6 and §5.7 `computer` [house]) through the common seam: the
//! rules say when a missed deadline asks for the computer, play its action as the seat's
//! own without touching `consecutive_skips`, mark it in the log, and replay it so.

use rules::game::Channel;
use rules::junqi::ArmyChess;
use rules::registry::State;
use rules::variant::Setup;
use rules::{Game, Seat, Status, VariantId};
use std::collections::BTreeMap;

fn game(variant: &str, seats: usize, options: &[(&str, &str)]) -> Game {
    let setup = Setup {
        seats,
        options: options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect::<BTreeMap<_, _>>(),
        seed: 7,
    };
    let id = VariantId::from_id(variant).unwrap_or_else(|| panic!("{variant} registered"));
    Game::new(id, setup).unwrap_or_else(|e| panic!("{variant}: {e}"))
}

fn skips(game: &Game, seat: Seat) -> u32 {
    let army: &ArmyChess = match game.state() {
        State::Junqi(a) => a,
        _ => panic!("not an army-chess game"),
    };
    army.engine().consecutive_skips(seat)
}

#[test]
fn every_mode_offers_computer_for_both_timeouts() {
    for (variant, seats) in [("junqi-siguo", 4), ("junqi-liangguo", 2), ("junqi-open", 2)] {
        let g = game(
            variant,
            seats,
            &[
                ("on_timeout", "computer"),
                ("on_deploy_timeout", "computer"),
            ],
        );
        assert!(g.stand_in_on_timeout(Seat(0)), "{variant} deploying");
    }
    // 翻棋 has no deployment; its moves take `on_timeout=computer`.
    let fanqi = game("junqi-fanqi", 2, &[("on_timeout", "computer")]);
    let first = match fanqi.status() {
        Status::ToMove(seat) => seat,
        other => panic!("{other:?}"),
    };
    assert!(fanqi.stand_in_on_timeout(first));
}

#[test]
fn without_the_option_a_timeout_keeps_its_own_rule() {
    let g = game("junqi-liangguo", 2, &[]);
    assert!(!g.stand_in_on_timeout(Seat(0)));
    let mut g = game("junqi-liangguo", 2, &[("on_deploy_timeout", "computer")]);
    for seat in [0, 1] {
        g.play(Seat(seat), "deploy default", Channel::Private)
            .expect("layout");
    }
    // Play began: only `on_timeout` speaks for moves, and it says `skip`.
    assert!(!g.stand_in_on_timeout(Seat(0)));
}

#[test]
fn a_stand_in_moves_as_the_seat_keeps_its_skips_and_replays_marked() {
    let mut g = game(
        "junqi-liangguo",
        2,
        &[("on_timeout", "computer"), ("max_skips", "2")],
    );
    g.play_stand_in(Seat(0), "deploy default").expect("layout");
    g.play(Seat(1), "deploy default", Channel::Private)
        .expect("layout");
    // Without a computer the engine's fallback for `computer` skips (S has one skip now).
    g.timeout(Seat(0)).expect("timeout");
    assert_eq!(skips(&g, Seat(0)), 1);
    g.play(Seat(1), "N1c-C2", Channel::Private)
        .expect("N moves");
    assert!(g.stand_in_on_timeout(Seat(0)));
    let report = g.play_stand_in(Seat(0), "S1e-C9").expect("stand-in");
    assert_eq!(report.public_notation, "S1e-C9");
    // An ordinary move of S would reset the count; a stand-in's leaves it (§5.7).
    assert_eq!(skips(&g, Seat(0)), 1);
    assert_eq!(g.status(), Status::ToMove(Seat(1)));
    let marked: Vec<bool> = g.record().log.iter().map(|e| e.stand_in).collect();
    assert_eq!(marked, [true, false, false, false, true]);
    let again = Game::replay(g.record()).expect("replays");
    assert_eq!(again.record(), g.record());
    assert_eq!(skips(&again, Seat(0)), 1);
}

#[test]
fn a_stand_in_never_resigns_nor_speaks_of_draws() {
    let mut g = game("junqi-liangguo", 2, &[("on_timeout", "computer")]);
    for seat in [0, 1] {
        g.play(Seat(seat), "deploy default", Channel::Private)
            .expect("layout");
    }
    g.play(Seat(1), "draw", Channel::Public).ok();
    for word in ["resign", "draw", "accept", "decline"] {
        assert!(g.play_stand_in(Seat(0), word).is_err(), "{word}");
    }
    assert!(!g.status().is_finished());
}
