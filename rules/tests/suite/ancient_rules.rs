//! Behaviour the spec's vectors do not pin down, one test per rule (spec section in
//! each name's comment): placement, bumps, provisional supplements, draws, matches.

use rules::ancient::{
    parse, AncientGame, Code, Command, DrawReason, Event, GameResult, Method, Phase, Position,
    Series, Side, Supps, Viewer,
};

fn game(supp: &str, turn: Side, red: &str, black: &str, neutral: &str) -> AncientGame {
    let supps = Supps::parse_list(supp).unwrap();
    let mut pos = Position::from_lists(supps, red, black, neutral).unwrap();
    pos.ply = if turn == Side::Red { 1 } else { 2 };
    AncientGame::from_position(pos)
}

fn act(game: &mut AncientGame, side: Side, text: &str) -> Result<Vec<Event>, Code> {
    game.apply(side, &parse(text)?)
}

fn listing(game: &AncientGame, side: Side) -> String {
    rules::ancient::format_listing(&game.position.listing(Some(side), Viewer::Truth))
}

const RED: &str = "G a4; M b1 c4 d6; A2 b1 c4 d6";
const BLACK: &str = "G i4; M h1 g4 f6; A2 h1 g4 f6";

// §2.4 P2: the camp choice is secret until both have sent it, then both are revealed.
#[test]
fn camp_choices_are_secret_until_both_are_sent() {
    let mut g = AncientGame::new(Supps::parse_list("3").unwrap(), Side::Black);
    assert_eq!(g.phase, Phase::Camps);
    assert_eq!(
        act(&mut g, Side::Red, "camps b1 c4 d6"),
        Err(Code::Condition)
    );
    assert_eq!(
        act(&mut g, Side::Red, "camps b1 c4 h1 city d2"),
        Err(Code::Dest)
    );
    assert_eq!(
        act(&mut g, Side::Red, "camps b1 c4 c4 city d2"),
        Err(Code::Dest)
    );
    let events = act(&mut g, Side::Red, "营 b1 c4 d6 城 d2").unwrap();
    let public: Vec<String> = events
        .iter()
        .filter(|e| e.private_to().is_none())
        .map(|e| e.to_string())
        .collect();
    assert_eq!(public, ["red has chosen"]);
    assert_eq!(g.position.listing(Some(Side::Red), Viewer::Public).len(), 1);
    assert_eq!(
        act(&mut g, Side::Red, "camps b1 c4 b7 city d2"),
        Err(Code::Phase)
    );
    assert_eq!(act(&mut g, Side::Black, "c4-c6"), Err(Code::Phase));
    let events = act(&mut g, Side::Black, "camps h1 g4 f6 city f2").unwrap();
    assert!(events
        .iter()
        .any(|e| e.to_string() == "red camps b1 c4 d6 city d2"));
    assert_eq!(g.phase, Phase::Play);
    assert_eq!(
        listing(&g, Side::Red),
        "A2 b1 c4 d6; G a4; M b1 c4 d6; W d2"
    );
}

// §2.4 P4: deployment squares are the own back two files, minus HQ, sites, villages.
#[test]
fn deployment_squares_are_checked() {
    let mut g = AncientGame::new(Supps::parse_list("9,11").unwrap(), Side::Black);
    act(&mut g, Side::Red, "camps b1 c4 d6").unwrap();
    act(&mut g, Side::Black, "camps h1 g4 f6").unwrap();
    assert_eq!(g.phase, Phase::Deploy);
    assert_eq!(
        act(&mut g, Side::Red, "deploy cannon a2"),
        Err(Code::Condition)
    );
    assert_eq!(
        act(&mut g, Side::Red, "deploy cannon a3 granary b0"),
        Err(Code::Dest)
    );
    assert_eq!(
        act(&mut g, Side::Red, "deploy cannon c2 granary b0"),
        Err(Code::Dest)
    );
    assert_eq!(
        act(&mut g, Side::Red, "deploy cannon b1 granary b0"),
        Err(Code::Dest)
    );
    assert_eq!(
        act(&mut g, Side::Red, "deploy cannon a2 granary b0 ox a1"),
        Err(Code::Supp)
    );
    act(&mut g, Side::Red, "deploy cannon a2 granary b0").unwrap();
    act(&mut g, Side::Black, "deploy cannon i2 granary h0").unwrap();
    assert_eq!(g.phase, Phase::Play);
    assert_eq!(
        listing(&g, Side::Black),
        "A2 h1 g4 f6; C i2; G i4; M h1 g4 f6; S h0"
    );
}

// §6 / S8: a0 and i0 are villages only with S8; without it they are ordinary back squares.
#[test]
fn the_village_squares_take_a_deployment_only_without_villages() {
    let placed = |supps: &str| {
        let mut g = AncientGame::new(Supps::parse_list(supps).unwrap(), Side::Black);
        act(&mut g, Side::Red, "camps b1 c4 d6").unwrap();
        act(&mut g, Side::Black, "camps h1 g4 f6").unwrap();
        let red = act(&mut g, Side::Red, "deploy cannon a0 granary b0");
        let black = act(&mut g, Side::Black, "deploy cannon h0 granary i0");
        (red.map(|_| ()), black.map(|_| ()), g)
    };
    let (red, black, g) = placed("9,11");
    assert_eq!((red, black), (Ok(()), Ok(())));
    assert_eq!(
        listing(&g, Side::Red),
        "A2 b1 c4 d6; C a0; G a4; M b1 c4 d6; S b0"
    );
    let (red, black, _) = placed("8,9,11");
    assert_eq!((red, black), (Err(Code::Dest), Err(Code::Dest)));
}

// S7 bump: a split whose moving half would have to stop on its origin is cancelled,
// and the ambush hits the whole army.
#[test]
fn a_cancelled_split_is_hit_by_the_ambush() {
    let mut g = game(
        "7",
        Side::Black,
        "G a4; M b1 c4 d6; A2 b1 c4; ?A1 c2",
        "G i4; M h1 g4 f2; A2 h1 g4 d2",
        "F c2 c6 g2 g6",
    );
    let events = act(&mut g, Side::Black, "d2/c2").unwrap();
    let line = rules::ancient::public_line(&events);
    assert_eq!(line, "2. B d2/c2 amb:c2>d2 hit:d2");
    assert_eq!(
        listing(&g, Side::Black),
        "A1 d2; A2 h1 g4; G i4; M h1 f2 g4"
    );
    assert_eq!(listing(&g, Side::Red), "A1 c2; A2 b1 c4; G a4; M b1 c4 d6");
}

// S7: your own hidden ambusher's forest is closed to your own units.
#[test]
fn own_units_cannot_enter_the_ambushers_forest() {
    let mut g = game(
        "7",
        Side::Red,
        "G a4; M b1 c4 d6; A2 b1 c4; A1 c3; ?A1 c2",
        BLACK,
        "F c2 c6 g2 g6",
    );
    assert_eq!(act(&mut g, Side::Red, "c3-c2"), Err(Code::Dest));
    // The ambusher moving out is revealed.
    act(&mut g, Side::Red, "c2-d2").unwrap();
    assert!(g
        .position
        .listing(Some(Side::Red), Viewer::Public)
        .contains(&(
            "A1".to_string(),
            "d2".parse::<String>()
                .map(|s| rules::ancient::Square::parse(&s).unwrap())
                .unwrap()
        )));
}

// S14: a mixed merge makes a 新2; it splits back by naming the kind that moves.
#[test]
fn mixed_merge_and_split_back() {
    let mut g = game(
        "2,14",
        Side::Red,
        "G a4; M b1 c4 d6; A2 b1 d6; A1 c5; R1 c7",
        BLACK,
        "",
    );
    act(&mut g, Side::Red, "c5+c7").unwrap();
    assert_eq!(listing(&g, Side::Red), "A2 b1 d6; G a4; M b1 c4 d6; N2 c7");
    act(&mut g, Side::Black, "h1-h2").unwrap();
    assert_eq!(act(&mut g, Side::Red, "c7/c5"), Err(Code::Kind));
    act(&mut g, Side::Red, "c7/c5 军").unwrap();
    assert_eq!(
        listing(&g, Side::Red),
        "A1 c5; A2 b1 d6; G a4; M b1 c4 d6; R1 c7"
    );
}

// S14: a 新2 left standing falls apart at the start of its owner's 4th turn after.
#[test]
fn a_mixed_army_expires() {
    let mut g = game(
        "2,14",
        Side::Red,
        "G a4; M b1 c4 d6; A2 b1 d6; A1 c5; R1 c7",
        BLACK,
        "",
    );
    act(&mut g, Side::Red, "c5+c7").unwrap();
    for i in 0..7 {
        let (side, text) = if i % 2 == 0 {
            (Side::Black, if i % 4 == 0 { "h1-h2" } else { "h2-h1" })
        } else {
            (Side::Red, if i % 4 == 1 { "b1-b2" } else { "b2-b1" })
        };
        act(&mut g, side, text).unwrap();
    }
    assert!(
        listing(&g, Side::Red).contains("R1 c7"),
        "{}",
        listing(&g, Side::Red)
    );
}

// S16: the ox tramples 1s in its way, stops before anything else, and leaves the game.
#[test]
fn the_fire_ox_charges() {
    let mut g = game(
        "16",
        Side::Red,
        "G a4; M b1 c4 d6; A2 b1 c4 d6; X a8",
        "G i4; M h1 g4 f6; A2 h1 g4 f6; A1 c8; A2 f8",
        "",
    );
    let events = act(&mut g, Side::Red, "charge a8 e8").unwrap();
    assert_eq!(
        rules::ancient::public_line(&events),
        "1. R charge a8 e8 lost:c8 lost:e8"
    );
    assert_eq!(listing(&g, Side::Black), "A2 h1 g4 f6 f8; G i4; M h1 g4 f6");
    assert_eq!(listing(&g, Side::Red), "A2 b1 c4 d6; G a4; M b1 c4 d6");
}

// S15: defection turns an unsupplied enemy 1 between two of your arms.
#[test]
fn defection_turns_an_unsupplied_one() {
    let mut g = game(
        "15",
        Side::Red,
        "G a4; M b1 c4 d6; A2 b1 c4; A1 d5 d3",
        "G i4; M h1 h7; A2 h1; A1 d4",
        "",
    );
    act(&mut g, Side::Red, "defect d4").unwrap();
    assert_eq!(
        listing(&g, Side::Red),
        "A1 d3 d4 d5; A2 b1 c4; G a4; M b1 c4 d6"
    );
    assert_eq!(g.position.counters.red.fan, 0);
}

// S8: recruiting from the 3rd turn on, once free, then for a component.
#[test]
fn peasants_are_recruited_on_the_village() {
    let mut g = game(
        "8",
        Side::Red,
        &format!("{RED}; H a0"),
        &format!("{BLACK}; H i0"),
        "",
    );
    assert_eq!(act(&mut g, Side::Red, "recruit"), Err(Code::Timing));
    g.position.ply = 5;
    act(&mut g, Side::Red, "recruit").unwrap();
    assert!(listing(&g, Side::Red).contains("P1 a0"));
    act(&mut g, Side::Black, "h1-h2").unwrap();
    assert_eq!(act(&mut g, Side::Red, "募"), Err(Code::Condition));
}

// S5: the 友1 is moved by its patron and captured by the other side.
#[test]
fn the_third_party_obeys_its_patron() {
    let mut g = game("5", Side::Red, RED, BLACK, "Y1 e8");
    assert_eq!(act(&mut g, Side::Red, "e8-e6"), Err(Code::Piece));
    act(&mut g, Side::Red, "d6-d8").unwrap();
    // Red has one army next to the 友1 and black none: red becomes the patron.
    assert_eq!(g.position.patron, Side::Red);
    assert_eq!(act(&mut g, Side::Black, "e8-e7"), Err(Code::Piece));
    act(&mut g, Side::Black, "h1-h2").unwrap();
    // The patron moves it as a 1 that needs no supply; it takes no structures.
    act(&mut g, Side::Red, "e8-e5").unwrap();
}

// §4.2: two passes in a row draw; a pass with a legal action is refused.
#[test]
fn pass_only_without_a_legal_action() {
    let mut g = game("-", Side::Red, RED, BLACK, "");
    assert_eq!(act(&mut g, Side::Red, "pass"), Err(Code::Timing));
}

// §4.2: the same public position for the third time is a draw.
#[test]
fn threefold_repetition_draws() {
    let mut g = game("-", Side::Red, RED, BLACK, "");
    for text in [
        "b1-b2", "h1-h2", "b2-b1", "h2-h1", "b1-b2", "h1-h2", "b2-b1",
    ] {
        let side = g.position.to_move();
        act(&mut g, side, text).unwrap();
        assert_eq!(g.result, None);
    }
    act(&mut g, Side::Black, "h2-h1").unwrap();
    assert_eq!(g.result, Some(GameResult::Drawn(DrawReason::Repetition)));
    assert_eq!(act(&mut g, Side::Red, "b1-b2"), Err(Code::Phase));
}

// §4.2: a draw offer is accepted by the opponent's draw before the offerer acts again.
#[test]
fn draw_by_agreement_and_lapse() {
    let mut g = game("-", Side::Red, RED, BLACK, "");
    act(&mut g, Side::Red, "draw").unwrap();
    act(&mut g, Side::Red, "b1-b2").unwrap();
    // Red's offer lapsed with red's move: black's draw is a new offer.
    act(&mut g, Side::Black, "和").unwrap();
    assert_eq!(g.result, None);
    act(&mut g, Side::Red, "draw").unwrap();
    assert_eq!(g.result, Some(GameResult::Drawn(DrawReason::Agreement)));
}

// §4.3 + S1: a fallen king loses the whole match; a withdrawal loses one territory.
#[test]
fn the_king_decides_the_match() {
    let mut s = Series::new(Supps::parse_list("1").unwrap(), 3, true);
    s.apply(0, &parse("camps b1 c4 d6").unwrap()).unwrap();
    s.apply(1, &parse("camps h1 g4 f6").unwrap()).unwrap();
    s.apply(0, &Command::Resign).unwrap();
    // Resigning with the king on the board counts as a fallen king (S1).
    assert_eq!(s.territories, [0, 6]);
    assert_eq!(s.winner, Some(1));
    assert_eq!(s.status(), "finished:1");
}

#[test]
fn a_match_game_moves_one_territory_and_swaps_colours() {
    let mut s = Series::new(Supps::NONE, 3, true);
    assert_eq!(s.side_of(0), Side::Red);
    s.apply(0, &parse("camps b1 c4 d6").unwrap()).unwrap();
    s.apply(1, &parse("camps h1 g4 f6").unwrap()).unwrap();
    assert_eq!(s.status(), "play:red");
    let events = s.apply(1, &Command::Resign).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Won {
            winner: Side::Red,
            method: Method::Resign
        }
    )));
    assert_eq!(s.territories, [4, 2]);
    assert_eq!(s.side_of(0), Side::Black);
    assert_eq!(s.game_number, 2);
    assert_eq!(s.status(), "setup");
    assert_eq!(s.score(), "game 2 · territories 4–2");
}

// §4.2: a game still going after ply 200 is drawn.
#[test]
fn the_ply_limit_draws() {
    let mut g = game("-", Side::Red, RED, BLACK, "");
    g.position.ply = 199;
    act(&mut g, Side::Red, "b1-b2").unwrap();
    assert_eq!(g.result, None);
    act(&mut g, Side::Black, "h1-h2").unwrap();
    assert_eq!(g.result, Some(GameResult::Drawn(DrawReason::PlyLimit)));
}

// §5.3: the public line of a 脱壳 and an ambush leaves the secret out; the owner is told.
#[test]
fn secret_parts_stay_out_of_the_public_line() {
    let mut g = game("6,7", Side::Red, RED, BLACK, "F c2 c6 g2 g6");
    let events = act(&mut g, Side::Red, "shed c4-c6 keep").unwrap();
    assert_eq!(rules::ancient::public_line(&events), "1. R shed c4-c6");
    let private: Vec<String> = events
        .iter()
        .filter(|e| e.private_to() == Some(Side::Red))
        .map(|e| e.to_string())
        .collect();
    assert_eq!(private, ["shed real c4"]);
    act(&mut g, Side::Black, "h1-h2").unwrap();
    let events = act(&mut g, Side::Red, "伏 b1 c2").unwrap();
    assert_eq!(
        rules::ancient::public_line(&events),
        "3. R ambush from b1 A2 fu=3"
    );
}

// Issue 9: options at /play: toggles in three spellings, territories, random seats.
#[test]
fn match_options_parse() {
    use rules::ancient::MatchOptions;
    let o = MatchOptions::parse(["+decoys", "+s7", "+倾盆大雨", "territories=1"]).unwrap();
    assert_eq!(o.supps, Supps::parse_list("4,6,7").unwrap());
    assert_eq!(o.territories, Some(1));
    assert!(MatchOptions::parse(["+duel"]).is_err());
    assert!(MatchOptions::parse(["territories=0"]).is_err());
    assert!(MatchOptions::parse(["+dragons"]).is_err());
    let dice = MatchOptions::parse(["territories=dice", "random"]).unwrap();
    for seed in 0..20 {
        let s = dice.start(seed);
        assert!((1..=6).contains(&s.territories[0]));
        assert_eq!(s.territories[0], s.territories[1]);
    }
    let seats: std::collections::BTreeSet<u8> =
        (0..20).map(|seed| dice.start(seed).red_player).collect();
    assert_eq!(seats.len(), 2, "random seats give both colours over seeds");
    assert_eq!(MatchOptions::parse([]).unwrap().start(1).red_player, 0);
}

// §2.4: running out of time loses by resignation; the reveal comes only at the end.
#[test]
fn timeout_resigns_and_the_log_is_revealed_after() {
    let mut g = game("6", Side::Red, RED, BLACK, "");
    act(&mut g, Side::Red, "shed c4-c6 go").unwrap();
    assert_eq!(g.full_log(), None);
    assert!(g
        .suggest(Side::Black, "h1", 5)
        .iter()
        .all(|s| s.starts_with("h1")));
    assert!(g.suggest(Side::Red, "", 5).is_empty());
    g.on_timeout(Side::Black).unwrap();
    assert_eq!(
        g.result,
        Some(GameResult::Won {
            winner: Side::Red,
            method: Method::Resign
        })
    );
    let log = g.full_log().unwrap();
    assert_eq!(log[0], "1. R shed c4-c6 [red: shed real c6]");
}

// §2.4: every placement choice offered is accepted, and every square outside the
// offered set is refused.
#[test]
fn placement_choices_offered_are_exactly_the_accepted_ones() {
    let mut g = AncientGame::new(Supps::parse_list("3,9,11,16").unwrap(), Side::Black);
    let camps = g.legal(Side::Red);
    assert_eq!(
        camps.len(),
        20,
        "3 of 5 sites, then 1 of the other 2 for the city"
    );
    for choice in &camps {
        assert!(g
            .clone()
            .apply(Side::Red, &Command::Act(choice.clone()))
            .is_ok());
    }
    act(&mut g, Side::Red, "camps b1 c4 d6 city b7").unwrap();
    act(&mut g, Side::Black, "camps h1 g4 f6 city h7").unwrap();
    let offered = g.legal(Side::Red);
    for choice in &offered {
        assert!(
            g.clone()
                .apply(Side::Red, &Command::Act(choice.clone()))
                .is_ok(),
            "{choice}"
        );
    }
    let allowed = g.deploy_squares(Side::Red);
    let n = allowed.len();
    assert_eq!(offered.len(), n * (n - 1) * (n - 2));
    for sq in rules::ancient::Square::all().filter(|s| !allowed.contains(s)) {
        let text = format!(
            "deploy cannon {sq} granary {} ox {}",
            allowed[0], allowed[1]
        );
        assert_eq!(
            act(&mut g.clone(), Side::Red, &text),
            Err(Code::Dest),
            "{text}"
        );
    }
}

// S6+S7: a decoy laid as an ambusher is a bluff: triggered, it is revealed and removed.
#[test]
fn a_decoy_ambusher_only_bluffs() {
    let mut g = game(
        "6,7",
        Side::Black,
        "G a4; M b1 c4 d6; A2 b1 c4; ?D2 c2",
        "G i4; M h1 g4 f2; A1 d4",
        "F c2 c6 g2 g6",
    );
    let events = act(&mut g, Side::Black, "d4-d2").unwrap();
    assert_eq!(
        rules::ancient::public_line(&events),
        "2. B d4-d2 amb:c2>d2 decoy:c2"
    );
    assert_eq!(listing(&g, Side::Red), "A2 b1 c4; G a4; M b1 c4 d6");
    assert_eq!(listing(&g, Side::Black), "A1 d2; G i4; M h1 f2 g4");
}

// S7: an intruding decoy dies to a real ambusher whatever its shown strength; a
// one-square move into the hidden forest leaves the mover where it was, still hit.
#[test]
fn ambushed_decoys_die_and_short_bumps_stay() {
    let mut g = game(
        "6,7",
        Side::Black,
        "G a4; M b1 c4 d6; A2 b1 c4; ?A1 c2",
        "G i4; M h1 g4 f2; A2 h1; D2 d2",
        "F c2 c6 g2 g6",
    );
    let events = act(&mut g, Side::Black, "d2-c2").unwrap();
    assert_eq!(
        rules::ancient::public_line(&events),
        "2. B d2-c2 amb:c2>d2 decoy:d2"
    );
    assert_eq!(listing(&g, Side::Red), "A1 c2; A2 b1 c4; G a4; M b1 c4 d6");
}

// §4.2: 80 plies in a row without a progress event draw. Red cycles through 5 squares
// and black through 7, so no public position comes back a third time first.
#[test]
fn eighty_quiet_plies_draw() {
    let mut g = game("-", Side::Red, "G a4; M b1; A1 c0", "G i4; M h1; A1 g0", "");
    let red = ["c0", "c2", "c4", "c1", "c3"];
    let black = ["g0", "g2", "g4", "g6", "g5", "g3", "g1"];
    for ply in 0..80 {
        assert_eq!(g.result, None, "ended early at ply {ply}");
        let (cycle, turn) = if ply % 2 == 0 {
            (&red[..], ply / 2)
        } else {
            (&black[..], ply / 2)
        };
        let from = cycle[turn % cycle.len()];
        let to = cycle[(turn + 1) % cycle.len()];
        let side = g.position.to_move();
        act(&mut g, side, &format!("{from}-{to}")).unwrap();
    }
    assert_eq!(g.result, Some(GameResult::Drawn(DrawReason::NoProgress)));
}

// Issue 9 image: the river flows from e1 to e6; decoys are marked only for their owner;
// spectators see the board with red at the bottom, black sees its own side there.
#[test]
fn the_picture_shows_terrain_and_keeps_secrets() {
    let g = game(
        "6,13",
        Side::Red,
        "G a4; M b1 c4 d6; A2 b1 c4; D2 d6",
        BLACK,
        "",
    );
    let d6 = rules::ancient::Square::parse("d6").unwrap();
    let e3 = rules::ancient::Square::parse("e3").unwrap();
    let own = g.picture(Some(Side::Red));
    let public = g.picture(None);
    let cell = |p: &rules::ancient::view::Picture, sq| {
        p.cells.iter().find(|c| c.square == sq).cloned().unwrap()
    };
    assert_eq!(cell(&own, d6).unit.unwrap().marks, ["decoy"]);
    let seen = cell(&public, d6).unit.unwrap();
    assert_eq!((seen.kind.as_str(), seen.label.as_str()), ("army-2", "2"));
    assert!(seen.marks.is_empty());
    assert!(cell(&public, e3).terrain.contains(&"river".to_string()));
    assert_eq!(public.lines.len(), 1);
    assert_eq!(public.quarter_turns, 1);
    assert_eq!(g.picture(Some(Side::Black)).quarter_turns, 3);
    assert!(cell(&public, d6).terrain.contains(&"camp-site".to_string()));
}
