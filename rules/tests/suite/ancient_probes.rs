//! 古战棋 K7 (spec §5.2): a probe result stays known — in the prober's own image only,
//! the same after a restart or a replay, and gone with the next game of a match.

use rules::ancient::{parse, AncientGame, Found, HeldProbe, Position, Series, Side, Square, Supps};
use rules::game::Channel;
use rules::registry::State;
use rules::{Game, Glyph, Mark, Seat, VariantId, View, Viewer};

/// Red (seat 0) has a decoy showing 2 on c6; black (seat 1) to move.
const DECOY_ON_C6: &str =
    "6|black|G a4; M b1 c4 d6; A2 b1 c4; D2 c6|G i4; M h1 g4 f6; A2 h1 g4 f6|";

fn glyph_on<'v>(view: &'v View, cell: &str) -> Option<&'v Glyph> {
    view.board
        .cells
        .iter()
        .find(|c| c.name == cell)
        .and_then(|c| c.piece.as_ref())
}

fn held(game: &Game, seat: Seat) -> Vec<HeldProbe> {
    match game.state() {
        State::Ancient(m) => m.probe_results(seat),
        _ => Vec::new(),
    }
}

fn decoy_probed_then_moved() -> Game {
    let variant = VariantId::parse("ancient").expect("ancient is registered");
    let mut game = Game::from_position(variant, DECOY_ON_C6).expect("the position loads");
    game.play(Seat(1), "probe c6", Channel::Private)
        .expect("black probes");
    game.play(Seat(0), "c6-c8", Channel::Private)
        .expect("red moves the decoy");
    game
}

#[test]
fn only_the_prober_sees_the_decoy_it_found_where_it_went() {
    let game = decoy_probed_then_moved();
    let prober = game.view(Viewer::Seat(Seat(1)));
    let found = glyph_on(&prober, "c8").expect("the decoy is drawn");
    assert_eq!(found.kind.as_deref(), Some("decoy-2"));
    assert!(found.marks.contains(&Mark::Secret));
    assert!(glyph_on(&prober, "c6").is_none());
    let public = game.view(Viewer::Spectator);
    let seen = glyph_on(&public, "c8").expect("the army is drawn");
    assert_eq!(seen.kind.as_deref(), Some("army-2"));
    assert!(seen.marks.is_empty());
    assert_eq!(
        held(&game, Seat(1)),
        vec![HeldProbe {
            at: Square::parse("c8").expect("a square"),
            found: Found::Decoy("D2".into()),
            probed_at: Square::parse("c6").expect("a square"),
            ply: 2,
        }]
    );
    assert!(held(&game, Seat(0)).is_empty());
    assert!(held(&game, Seat(2)).is_empty());
}

#[test]
fn a_replayed_or_restored_game_holds_the_same_results() {
    let game = decoy_probed_then_moved();
    let replayed = Game::replay(game.record()).expect("the record replays");
    let stored = serde_json::to_string(&game).expect("the game serialises");
    let restored: Game = serde_json::from_str(&stored).expect("the game deserialises");
    for viewer in [
        Viewer::Seat(Seat(0)),
        Viewer::Seat(Seat(1)),
        Viewer::Spectator,
    ] {
        assert_eq!(replayed.view(viewer), game.view(viewer));
        assert_eq!(restored.view(viewer), game.view(viewer));
    }
    assert_eq!(held(&replayed, Seat(1)), held(&game, Seat(1)));
    assert_eq!(held(&restored, Seat(1)), held(&game, Seat(1)));
}

#[test]
fn the_next_game_of_a_match_starts_with_none() {
    let supps = Supps::NONE.with(6);
    let mut series = Series::new(supps, 3, true);
    let red = "G a4; M b1 c4 d6; A2 b1 c4; D2 c6";
    let black = "G i4; M h1 g4 f6; A2 h1 g4 f6";
    let mut position = Position::from_lists(supps, red, black, "").expect("the position loads");
    position.ply = 2;
    series.game = AncientGame::from_position(position);
    let probe = parse("probe c6").expect("a command");
    series.apply(1, &probe).expect("black probes");
    assert_eq!(series.game.probe_results(Side::Black).len(), 1);
    series
        .apply(0, &parse("resign").expect("a command"))
        .expect("red resigns the game");
    assert_eq!(series.game_number, 2);
    for side in Side::BOTH {
        assert!(series.game.probe_results(side).is_empty());
    }
}
