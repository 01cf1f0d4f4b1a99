//! Game-level rules the §9 vectors do not reach: Black's swap (§4.3), the end rows of §6
//! that need a history or a clock, and the §8 input leniency and its refusals.

use rules::demon::game::{codes, Phase, Record};
use rules::demon::{Action, Color, DemonError, DemonGame, End, Reason};

fn play(g: &mut DemonGame, text: &str) -> Record {
    let side = g.to_move().expect("game on");
    let a = g
        .read_command(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    g.play(side, &a).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn refusal(g: &DemonGame, text: &str) -> DemonError {
    g.read_command(text).expect_err(text)
}

#[test]
fn black_answers_swap_or_keep_before_red_moves() {
    let mut g = DemonGame::new();
    assert_eq!(g.phase(), Phase::SwapChoice);
    assert_eq!(g.to_move(), Some(Color::Black));
    assert_eq!(g.legal_actions(), vec![Action::Swap, Action::Keep]);
    let before = g.clone();
    assert_eq!(
        g.play(Color::Red, &Action::Swap),
        Err(DemonError::NotYourTurn)
    );
    let early = g.pos().legal_moves()[0];
    assert_eq!(
        g.play(Color::Black, &Action::Move(early)),
        Err(DemonError::SwapPending)
    );
    assert_eq!(g, before);

    assert_eq!(play(&mut g, "swap"), Record::Swap { swapped: true });
    let fen = g.pos().fen();
    assert!(
        fen.starts_with("ch,mc,sw,ba,pr,cg,bk,cg,dg,ba,sw,mc,ch/"),
        "{fen}"
    );
    assert!(
        fen.ends_with("/CH,MC,SW,BA,DG,CG,BK,CG,PR,BA,SW,MC,CH r - 0 1"),
        "{fen}"
    );
    assert_eq!(g.to_move(), Some(Color::Red));
    assert_eq!(
        g.play(Color::Red, &Action::Keep).map_err(|e| e.code()),
        Err(codes::NOT_SWAP_TIME)
    );
}

#[test]
fn keep_leaves_the_start_untouched_and_red_has_144_quiet_moves() {
    let mut g = DemonGame::new();
    let start = g.pos().fen();
    play(&mut g, "keep");
    assert_eq!(g.pos().fen(), start);
    let texts: Vec<String> = g.legal_actions().iter().map(|a| g.notation_of(a)).collect();
    assert_eq!(texts.len(), 144);
    assert!(
        texts.iter().all(|t| !t.contains('x')),
        "no capture on move 1"
    );
}

const T05: &str = "7,em,5/13/13/13/13/13/13/1,in,1,GV,9/2,IN,10/13/13/13/5,EM,7 r - 0 1";

#[test]
fn a_missing_promotion_choice_is_refused_with_the_options() {
    let g = DemonGame::from_fen(T05).unwrap();
    let e = refusal(&g, "c5-c6");
    assert_eq!(e.code(), codes::PROMOTION_CHOICE);
    assert_eq!(
        e,
        DemonError::ChoiceMissing(vec![
            "archer".into(),
            "halberd".into(),
            "heavy_infantry".into()
        ])
    );
    assert!(e
        .to_string()
        .contains("=archer or =halberd or =heavy_infantry"));
}

#[test]
fn a_form_may_be_named_by_id_code_or_chinese_name() {
    let g = DemonGame::from_fen(T05).unwrap();
    for text in [
        "c5-c6=halberd",
        "C5X C6=HB".replace(' ', "").as_str(),
        "c5-c6=戟战",
        "c5xc6=Halberd",
    ] {
        let a = g
            .read_command(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(g.notation_of(&a), "c5-c6=halberd", "{text}");
    }
    assert_eq!(refusal(&g, "c5-c6=marshal").code(), codes::BAD_PROMOTION);
    assert_eq!(refusal(&g, "c5-c6=").code(), "SYNTAX");
    // The gold vanguard on d6 steps back into its camp: no promotion to name.
    assert_eq!(refusal(&g, "d6-d5=marshal"), DemonError::NotAPromotion);
    assert_eq!(refusal(&g, "c5-c9").code(), "ILLEGAL_MOVE");
}

#[test]
fn the_ballista_names_its_own_star_cannon_slot() {
    let g =
        DemonGame::from_fen("7,em,4,in/SM,12/13/13/13/13/13/2,BA,10/13/13/13/13/5,EM,7 r - 0 1")
            .unwrap();
    for text in ["c6-f9=star_cannon", "c6-f9=SB", "c6-f9=星炮"] {
        let a = g
            .read_command(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(g.notation_of(&a), "c6-f9=star_cannon");
    }
}

#[test]
fn a_forced_single_form_needs_no_suffix() {
    // T17: the marshal lives, so the gold vanguard can only become vice marshal.
    let g = DemonGame::from_fen("7,em,5/13/13/MA,12/13/4,GV,8/13/13/13/13/13/13/5,EM,7 r - 0 1")
        .unwrap();
    let a = g.read_command("e8-e9").unwrap();
    assert_eq!(g.notation_of(&a), "e8-e9=vice_marshal");
}

#[test]
fn third_repetition_is_a_draw() {
    let mut g = DemonGame::from_fen("ch,6,em,5/13/13/13/13/13/13/13/13/13/13/13/CH,4,EM,7 r - 0 1")
        .unwrap();
    for round in 0..2 {
        for text in ["a1-b1", "a13-b13", "b1-a1", "b13-a13"] {
            let Record::Move(r) = play(&mut g, text) else {
                panic!()
            };
            let last = round == 1 && text == "b13-a13";
            assert_eq!(r.end.is_some(), last, "{text} round {round}");
        }
    }
    assert_eq!(g.end(), Some(End::Draw(Reason::Repetition)));
    assert!(g.legal_actions().is_empty());
}

#[test]
fn two_hundred_quiet_plies_draw_and_infantry_moves_reset_the_clock() {
    let mut g =
        DemonGame::from_fen("ch,6,em,5/13/13/13/13/13/13/13/13/13/IN,12/13/CH,4,EM,7 r - 198 1")
            .unwrap();
    play(&mut g, "a3-a4");
    assert_eq!(
        g.pos().setup().halfmove,
        0,
        "a base infantry move resets the clock"
    );

    let mut g =
        DemonGame::from_fen("ch,6,em,5/13/13/13/13/13/13/13/13/13/13/13/CH,4,EM,7 r - 198 1")
            .unwrap();
    let Record::Move(r) = play(&mut g, "a1-b1") else {
        panic!()
    };
    assert_eq!(r.end, None);
    let Record::Move(r) = play(&mut g, "a13-b13") else {
        panic!()
    };
    assert_eq!(r.end, Some(End::Draw(Reason::TwoHundredPly)));
    assert!(r.to_string().ends_with("result draw 200-ply"), "{r}");
}

#[test]
fn leaving_the_opponent_without_a_move_wins() {
    let fen = "5,SH,em,SH,5/5,SH,SH,SH,5/13/13/13/13/13/13/13/IN,12/13/13/5,EM,7 r - 0 1";
    let mut g = DemonGame::from_fen(fen).unwrap();
    let Record::Move(r) = play(&mut g, "a4-a5") else {
        panic!()
    };
    assert_eq!(r.end, Some(End::Win(Color::Red, Reason::NoMoves)));
    assert_eq!(g.to_move(), None);
}

#[test]
fn a_losing_move_is_played_at_once() {
    // T61: moving the last blocker loses at once, and the move is in the legal list.
    let mut g =
        DemonGame::from_fen("13/6,em,6/13/13/13/13/13/6,SV,6/13/13/13/6,EM,6/13 r - 0 1").unwrap();
    let Record::Move(r) = play(&mut g, "g6-f7") else {
        panic!()
    };
    assert_eq!(r.end, Some(End::Win(Color::Black, Reason::Facing)));
}

#[test]
fn resignation_and_agreement_end_the_game_once() {
    let mut g = DemonGame::new();
    assert!(g.resign(Color::Black));
    assert_eq!(g.end(), Some(End::Win(Color::Red, Reason::Resign)));
    assert!(!g.draw_agreed());
    assert_eq!(
        g.play(Color::Black, &Action::Keep),
        Err(DemonError::GameOver)
    );

    let mut g = DemonGame::new();
    assert!(g.draw_agreed());
    assert_eq!(g.end(), Some(End::Draw(Reason::Agreement)));
}

#[test]
fn a_game_survives_serde_midway() {
    let mut g = DemonGame::new();
    play(&mut g, "swap");
    play(&mut g, "e4-e7=halberd");
    let json = serde_json::to_string(&g).unwrap();
    let back: DemonGame = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    assert!(serde_json::from_str::<DemonGame>(&json.replace("\"fen\"", "\"fan\"")).is_err());
}

#[test]
fn suggestions_complete_a_typed_prefix_from_the_legal_moves() {
    let mut g = DemonGame::new();
    assert_eq!(g.complete("", 5), vec!["swap", "keep"]);
    play(&mut g, "keep");
    assert_eq!(
        g.complete("e4", 4),
        vec![
            "e4-e5",
            "e4-e6=archer",
            "e4-e6=halberd",
            "e4-e6=heavy_infantry"
        ]
    );
    assert_eq!(
        g.complete("E4-E7=H", 10),
        vec!["e4-e7=halberd", "e4-e7=heavy_infantry"]
    );
    assert_eq!(g.complete("", 3).len(), 3);
    assert!(g.complete("z9", 10).is_empty());
}

#[test]
fn hints_list_destinations_of_own_pieces_only() {
    let mut g = DemonGame::new();
    play(&mut g, "keep");
    let hint: Vec<String> = g
        .destinations_of(Color::Red, "c2")
        .unwrap()
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(hint, vec!["b3", "c3", "d3"]);
    assert_eq!(
        g.destinations_of(Color::Red, "c9").map_err(|e| e.code()),
        Err(codes::NO_PIECE)
    );
    assert_eq!(
        g.destinations_of(Color::Red, "c10").map_err(|e| e.code()),
        Err(codes::NOT_YOUR_PIECE)
    );
    assert_eq!(
        g.destinations_of(Color::Red, "q1").map_err(|e| e.code()),
        Err("SYNTAX")
    );
}

#[test]
fn a_position_without_a_move_for_the_side_to_move_is_already_lost() {
    // T67: Red's emperor is walled in by shields and its infantry stands on rank 13.
    let g =
        DemonGame::from_fen("IN,6,em,5/13/13/13/13/13/13/13/13/13/13/5,sh,sh,6/5,EM,sh,6 r - 0 1")
            .unwrap();
    assert_eq!(g.end(), Some(End::Win(Color::Black, Reason::NoMoves)));
    assert_eq!(g.to_move(), None);
    assert!(g.legal_actions().is_empty());
}

#[test]
fn moves_are_refused_while_the_swap_question_is_open_and_after_the_end() {
    let mut g = DemonGame::new();
    assert_eq!(g.read_command("a4-a5"), Err(DemonError::SwapPending));
    play(&mut g, "keep");
    assert!(g.read_command("a4-a5").is_ok());
    g.resign(Color::Red);
    assert_eq!(g.read_command("a4-a5"), Err(DemonError::GameOver));
}

#[test]
fn listed_moves_follow_the_spec_order() {
    // T34 lists the magic cannon's moves in this order.
    let g = DemonGame::from_fen(
        "7,em,5/13/13/2,mi,10/13/13/13/13/2,IN,10/13/2,MC,10/13/5,EM,7 r - 0 1",
    )
    .unwrap();
    let c3 = rules::demon::Square::from_ascii(b"c3").unwrap();
    assert_eq!(
        g.listed_moves(Some(c3)).join(" "),
        "c3-a3 c3-b3 c3-c1 c3-c2 c3-c4 c3xc10=rocket_cannon c3xc10=star_cannon c3-d3 c3-e3 c3-f3 c3-g3 c3-h3 c3-i3 c3-j3 c3-k3 c3-l3 c3-m3"
    );
    assert!(g.listed_moves(None).len() > 17);
}

#[test]
fn a_move_prints_the_same_after_it_is_played() {
    // The shared game wrapper formats the action after applying it (T32's capture).
    let mut g =
        DemonGame::from_fen("7,em,5/13/13/13/2,in,10/13/13/13/13/13/2,MI,10/13/5,EM,7 r - 0 1")
            .unwrap();
    let a = g.read_command("c3-c9").unwrap();
    g.play(Color::Red, &a).unwrap();
    assert_eq!(g.notation_of(&a), "c3xc9");
}

/// A player who is not to move is told so before the move is judged, as in the other
/// families: red's opening move typed while black still chooses swap or keep, and black's
/// reply typed while red is to move, are both "not your turn", and each is accepted once it
/// is that player's turn.
#[test]
fn a_player_not_to_move_hears_not_your_turn_before_illegal() {
    use rules::game::Channel;
    use rules::variant::Setup;
    use rules::{Game, Seat, VariantId};

    let setup = Setup {
        seats: 2,
        options: Default::default(),
        seed: 1,
    };
    let mut game =
        Game::new(VariantId::parse("demon").expect("registered"), setup).expect("a demon game");
    let (red, black) = (Seat(0), Seat(1));
    let red_move = game.legal(red).first().cloned();
    assert_eq!(red_move, None, "red has nothing to do while black chooses");
    let code = |r: Result<_, rules::RuleError>| r.err().map(|e| e.code);
    assert_eq!(
        code(game.play(red, "m4-m5", Channel::Public)),
        Some(rules::error::codes::NOT_YOUR_TURN.to_string())
    );
    game.play(black, "keep", Channel::Public).expect("keep");
    let red_move = game.legal(red)[0].clone();
    let black_reply = {
        let mut ahead = game.clone();
        ahead
            .play(red, &red_move, Channel::Public)
            .expect("red moves");
        ahead.legal(black)[0].clone()
    };
    assert_eq!(
        code(game.play(black, &black_reply, Channel::Public)),
        Some(rules::error::codes::NOT_YOUR_TURN.to_string()),
        "{black_reply} typed by black before red moved"
    );
    game.play(red, &red_move, Channel::Public)
        .expect("red moves");
    game.play(black, &black_reply, Channel::Public)
        .expect("the same move is accepted on black's turn");
}

/// An illegal move's refusal names the piece and points at `/hint` for its moves.
#[test]
fn an_illegal_move_names_the_piece_and_suggests_a_hint() {
    use rules::game::Channel;
    use rules::message::Arg;
    use rules::variant::Setup;
    use rules::{Game, Seat, VariantId};

    let setup = Setup {
        seats: 2,
        options: Default::default(),
        seed: 1,
    };
    let mut game =
        Game::new(VariantId::parse("demon").expect("registered"), setup).expect("a demon game");
    game.play(Seat(1), "keep", Channel::Public).expect("keep");
    let before = game.record().clone();
    let refused = game
        .play(Seat(0), "a1-a13", Channel::Public)
        .expect_err("a rook's corner is not a move");
    assert_eq!(refused.code, rules::error::codes::ILLEGAL_MOVE);
    assert_eq!(refused.message.id, "demon-cannot-go");
    assert!(
        matches!(refused.message.arg("piece"), Some(Arg::Piece(_))),
        "{:?}",
        refused.message
    );
    assert_eq!(game.record(), &before, "a refusal changes nothing");
}
