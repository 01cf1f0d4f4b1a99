//! Army-chess rules the vectors do not cover: layout details (§4.2–§4.5), the deployment
//! phase (§4.6), the flip game's start (§7.2), timeouts (§5.7), draws (§5.5) and the
//! check order of shared commands (§9.4).

use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rules::junqi::setup::Position;
use rules::junqi::{
    Action, DeployChoice, DeployTimeout, Junqi, JunqiError, JunqiEvent, Kind, Layout, LayoutError,
    Mode, MoveTimeout, Phase, PosKind, PrivateNote, Rules,
};
use rules::{Seat, Viewer};

const DEFAULT: &str =
    "37 34 38 33 36 / 32 B 35 / 40 34 39 38 / 36 B 37 / 32 M 33 35 32 / M F M 34 33";

fn deploy(game: &mut Junqi, seat: u8, choice: DeployChoice) -> Result<String, JunqiError> {
    game.apply(Seat(seat), &Action::Deploy(choice))
        .map(|o| o.canonical())
}

fn text(t: &str) -> DeployChoice {
    DeployChoice::Text(t.to_string())
}

// ---- §4.2–§4.3 layout strings ----

#[test]
fn layout_errors_name_the_first_failure() {
    let bad_token = DEFAULT.replacen("38", "x", 1);
    assert_eq!(
        Layout::parse(&bad_token),
        Err(LayoutError::BadToken { index: 3 })
    );
    let two_40 = DEFAULT.replacen("39", "40", 1);
    assert_eq!(
        Layout::parse(&two_40),
        Err(LayoutError::PieceCount {
            kind: Kind::Ranked(40),
            expected: 1,
            found: 2
        })
    );
    // Mines on 4a and 4c: the first in token order is reported.
    let mines = "37 34 38 33 36 / 32 B 35 / 40 34 39 38 / M M 37 / 32 36 B 35 32 / M F 33 34 33";
    assert_eq!(
        Layout::parse(mines),
        Err(LayoutError::MineRow { post: "4a".into() })
    );
    assert_eq!(
        Layout::parse("1 2 3"),
        Err(LayoutError::TokenCount { found: 3 })
    );
}

#[test]
fn layouts_accept_chinese_separators_and_full_names() {
    let chinese = "旅长，连长，师长，排长，团长／工兵、炸弹、营长／司令　连长　军长　师长／团长 炸弹 旅长／工兵 地雷 排长 营长 工兵／地雷 军旗 地雷 连长 排长";
    let layout = Layout::parse(chinese).expect("chinese layout");
    assert_eq!(layout.canonical(), DEFAULT);
    assert_eq!(
        Layout::parse(&DEFAULT.to_lowercase()).map(|l| l.canonical()),
        Ok(DEFAULT.into())
    );
    // Canonical output parses back to itself.
    assert_eq!(Layout::parse(&layout.canonical()), Ok(layout));
}

// ---- §4.5 random layouts ----

#[test]
fn random_layouts_are_valid_seeded_and_varied() {
    let mut flags = [0; 2];
    let mut seen = std::collections::HashSet::new();
    for seed in 0..500 {
        let a = Layout::random(&mut ChaCha8Rng::seed_from_u64(seed));
        let b = Layout::random(&mut ChaCha8Rng::seed_from_u64(seed));
        assert_eq!(a, b, "same seed, same layout");
        assert_eq!(Layout::parse(&a.canonical()).as_ref(), Ok(&a), "valid");
        flags[usize::from(a.0[23] == Kind::Flag)] += 1;
        seen.insert(a.canonical());
    }
    assert!(
        flags[0] > 150 && flags[1] > 150,
        "both HQs get the flag: {flags:?}"
    );
    assert_eq!(seen.len(), 500);
}

// ---- §4.6 deployment ----

fn swap(
    game: &mut Junqi,
    seat: u8,
    a: &str,
    b: &str,
) -> Result<Vec<(Seat, PrivateNote)>, JunqiError> {
    let action = Action::Swap {
        a: a.to_string(),
        b: b.to_string(),
    };
    game.apply(Seat(seat), &action).map(|o| o.private)
}

// Swaps edit the submitted layout during deployment, checked as a `deploy` is.
#[test]
fn swaps_exchange_two_pieces_of_the_submitted_layout() {
    let mut game = Junqi::new(Mode::Siguo, Rules::default(), 9);
    assert_eq!(swap(&mut game, 0, "1a", "3a"), Err(JunqiError::NoLayout));
    deploy(&mut game, 0, DeployChoice::Default).expect("default");
    let layout = |text: &str| Ok(vec![(Seat(0), PrivateNote::Layout(text.into()))]);
    // Local names, then the board's names in any case.
    assert_eq!(
        swap(&mut game, 0, "1a", "3A"),
        layout("40 34 38 33 36 / 32 B 35 / 37 34 39 38 / 36 B 37 / 32 M 33 35 32 / M F M 34 33")
    );
    assert_eq!(
        swap(&mut game, 0, "s2a", "S4a"),
        layout("40 34 38 33 36 / 36 B 35 / 37 34 39 38 / 32 B 37 / 32 M 33 35 32 / M F M 34 33")
    );
    // A result that breaks §4.3 is refused with the layout's own code; nothing changes.
    let code = |r: Result<_, JunqiError>| r.map_err(|e| e.code().to_string());
    assert_eq!(
        code(swap(&mut game, 0, "2c", "1a")),
        Err("L_BOMB_FRONT".into())
    );
    assert_eq!(
        code(swap(&mut game, 0, "5b", "4a")),
        Err("L_MINE_ROW".into())
    );
    assert_eq!(
        code(swap(&mut game, 0, "6b", "6a")),
        Err("L_FLAG_NOT_HQ".into())
    );
    assert_eq!(
        swap(&mut game, 0, "1a", "1a"),
        Err(JunqiError::SamePosition)
    );
    assert_eq!(
        swap(&mut game, 0, "N1a", "1b"),
        Err(JunqiError::NotYourPiece)
    );
    assert_eq!(swap(&mut game, 0, "2b", "1b"), Err(JunqiError::BadPosition));
    assert_eq!(
        swap(&mut game, 0, "6b", "6d"),
        layout("40 34 38 33 36 / 36 B 35 / 37 34 39 38 / 32 B 37 / 32 M 33 35 32 / M 34 M F 33")
    );
    // The parser reads the chat form; once play begins a swap is the wrong phase.
    assert_eq!(
        game.parse("swap 2a 3b").map(Action::from_command),
        Ok(Some(Action::Swap {
            a: "2a".into(),
            b: "3b".into()
        }))
    );
    assert_eq!(game.parse("swap 2a").map(|_| ()), Err(JunqiError::Syntax));
    for seat in 1..4 {
        deploy(&mut game, seat, DeployChoice::Default).expect("default");
    }
    assert_eq!(*game.phase(), Phase::Playing);
    assert_eq!(swap(&mut game, 0, "1a", "3a"), Err(JunqiError::WrongPhase));
}

#[test]
fn deployment_is_private_replaceable_and_starts_play_when_all_are_in() {
    let mut game = Junqi::new(Mode::Siguo, Rules::default(), 9);
    let out = game
        .apply(Seat(0), &Action::Deploy(text(DEFAULT)))
        .expect("accepted");
    assert_eq!(out.canonical(), "deployed S");
    assert_eq!(
        out.private,
        vec![(Seat(0), PrivateNote::Layout(DEFAULT.into()))]
    );
    // Nobody else sees S's layout; S sees its own on its home.
    assert_eq!(game.view_text(Viewer::Spectator), "");
    assert_eq!(game.view_text(Viewer::Seat(Seat(1))), "");
    assert!(game
        .view_text(Viewer::Seat(Seat(0)))
        .starts_with("S1a=S:37 S1b=S:34"));
    // A move during deployment is the wrong phase; a broken layout names its error only
    // after the phase checks.
    let board = game.board();
    let mv = Action::Move {
        from: board.lookup("S1a").expect("S1a"),
        to: board.lookup("C7").expect("C7"),
    };
    assert_eq!(game.apply(Seat(0), &mv), Err(JunqiError::WrongPhase));
    assert_eq!(
        deploy(&mut game, 1, text("40")).map_err(|e| e.code()),
        Err("L_TOKEN_COUNT")
    );
    // Replacing a layout is allowed until play starts.
    assert_eq!(
        deploy(&mut game, 0, DeployChoice::Random),
        Ok("deployed S".into())
    );
    assert_eq!(
        deploy(&mut game, 1, DeployChoice::Default),
        Ok("deployed E".into())
    );
    assert_eq!(
        deploy(&mut game, 2, DeployChoice::Random),
        Ok("deployed N".into())
    );
    assert_eq!(
        deploy(&mut game, 3, DeployChoice::Default),
        Ok("deployed W; next S".into())
    );
    assert_eq!(*game.phase(), Phase::Playing);
    assert_eq!(game.alive_seats().len(), 4);
    // 100 pieces, and a spectator sees owners only.
    let public = game.seen(Viewer::Spectator);
    assert_eq!(public.len(), 100);
    assert!(public.iter().all(|s| s.kind.is_none() && s.owner.is_some()));
    assert_eq!(
        deploy(&mut game, 0, DeployChoice::Default),
        Err(JunqiError::WrongPhase)
    );
}

#[test]
fn open_mode_shows_everything_once_both_are_in() {
    let mut game = Junqi::new(Mode::Open, Rules::default(), 3);
    deploy(&mut game, 0, DeployChoice::Default).expect("S");
    assert_eq!(game.view_text(Viewer::Seat(Seat(1))), "");
    assert_eq!(
        deploy(&mut game, 1, DeployChoice::Random),
        Ok("deployed N; next S".into())
    );
    assert!(game
        .seen(Viewer::Spectator)
        .iter()
        .all(|s| s.kind.is_some()));
}

#[test]
fn deploy_in_fanqi_is_the_wrong_mode_and_flip_elsewhere_too() {
    let mut fanqi = Junqi::new(Mode::Fanqi, Rules::default(), 1);
    assert_eq!(
        deploy(&mut fanqi, 0, DeployChoice::Default),
        Err(JunqiError::WrongMode)
    );
    let mut anqi = Junqi::new(Mode::Anqi, Rules::default(), 1);
    let p = anqi.board().lookup("S1a").expect("S1a");
    assert_eq!(
        anqi.apply(Seat(0), &Action::Flip(p)),
        Err(JunqiError::WrongMode)
    );
}

#[test]
fn deployment_timeout_fills_a_random_layout_or_forfeits() {
    let mut game = Junqi::new(Mode::Anqi, Rules::default(), 5);
    deploy(&mut game, 0, DeployChoice::Default).expect("S");
    let out = game.on_timeout(Seat(1));
    assert_eq!(out.canonical(), "deployed N; next S");
    assert!(matches!(
        out.private.as_slice(),
        [(Seat(1), PrivateNote::Layout(_))]
    ));

    let rules = Rules {
        on_deploy_timeout: DeployTimeout::Forfeit,
        ..Rules::default()
    };
    let mut siguo = Junqi::new(Mode::Siguo, rules, 5);
    for s in 0..3 {
        deploy(&mut siguo, s, DeployChoice::Random).expect("deploys");
    }
    assert_eq!(
        siguo.on_timeout(Seat(3)).canonical(),
        "eliminated W forfeit; next S"
    );
    assert_eq!(siguo.alive_seats(), vec![Seat(0), Seat(1), Seat(2)]);

    // `default` is refused in hidden modes (it would publish the army): random instead.
    let rules = Rules {
        on_deploy_timeout: DeployTimeout::Default,
        ..Rules::default()
    };
    let mut anqi = Junqi::new(Mode::Anqi, rules, 5);
    deploy(&mut anqi, 0, DeployChoice::Default).expect("S");
    let out = anqi.on_timeout(Seat(1));
    assert!(!matches!(out.private.as_slice(), [(_, PrivateNote::Layout(l))] if l == DEFAULT));
}

// ---- §7.2 the flip game's start ----

#[test]
fn fanqi_starts_with_50_face_down_pieces_and_empty_camps() {
    let game = Junqi::new(Mode::Fanqi, Rules::default(), 77);
    let board = game.board();
    let pieces: Vec<_> = board
        .all()
        .filter_map(|p| game.piece_at(p).map(|x| (p, x)))
        .collect();
    assert_eq!(pieces.len(), 50);
    assert!(pieces
        .iter()
        .all(|(p, x)| !x.shown && board.kind(*p) != PosKind::Camp));
    assert!(game
        .seen(Viewer::Seat(Seat(0)))
        .iter()
        .all(|s| s.owner.is_none() && s.kind.is_none()));
    // Only flips are legal before the first flip.
    let legal = game.legal(game.first_player());
    assert_eq!(legal.len(), 50);
    assert!(legal.iter().all(|a| matches!(a, Action::Flip(_))));
    assert_eq!(
        Junqi::new(Mode::Fanqi, Rules::default(), 77),
        game,
        "seeded"
    );
    assert_ne!(Junqi::new(Mode::Fanqi, Rules::default(), 78), game);
}

#[test]
fn fanqi_first_flip_after_a_skip_gives_p2_the_colour() {
    let mut game = Junqi::new(Mode::Fanqi, Rules::default(), 4);
    let p1 = game.first_player();
    let p2 = Seat(1 - p1.0);
    assert_eq!(
        game.skip(p1).map(|o| o.canonical()),
        Ok("skip P1; next P2".into())
    );
    let p = game.board().lookup("S1a").expect("S1a");
    let out = game.apply(p2, &Action::Flip(p)).expect("flip");
    let colour = game.colour_of(p2).expect("P2 has a colour");
    assert!(out.canonical().contains(&format!("colour P2 {colour}")));
    assert_eq!(game.colour_of(p1), Some(colour.other()));
}

#[test]
fn fanqi_p1_is_drawn_not_the_challenger() {
    let firsts: Vec<u8> = (0..40)
        .map(|seed| {
            Junqi::new(Mode::Fanqi, Rules::default(), seed)
                .first_player()
                .0
        })
        .collect();
    assert!(firsts.contains(&0) && firsts.contains(&1), "{firsts:?}");
    let game = Junqi::new(Mode::Fanqi, Rules::default(), 5);
    assert_eq!(game.turn(), game.first_player());
}

// ---- §5.5–§5.7 draws and timeouts ----

fn siguo_in_play() -> Junqi {
    let pos = Position {
        pieces: Position::parse_pieces(
            Mode::Siguo,
            "S3b=S:34 E3b=E:34 N3b=N:34 W3b=W:34 S6b=S:F E6b=E:F N6b=N:F W6b=W:F",
        )
        .expect("board"),
        ..Position::default()
    };
    Junqi::from_position(Mode::Siguo, Rules::default(), pos).expect("position")
}

#[test]
fn a_draw_needs_every_remaining_player_and_a_ply_cancels_offers() {
    let mut game = siguo_in_play();
    assert_eq!(
        game.apply(Seat(1), &Action::Draw).map(|o| o.canonical()),
        Ok("draw-offer E".into())
    );
    assert_eq!(
        game.apply(Seat(2), &Action::Draw).map(|o| o.canonical()),
        Ok("draw-offer N".into())
    );
    // S moves: the offers lapse.
    let b = game.board();
    let mv = Action::Move {
        from: b.lookup("S3b").expect("S3b"),
        to: b.lookup("S3c").expect("S3c"),
    };
    game.apply(Seat(0), &mv).expect("move");
    game.apply(Seat(3), &Action::Resign).expect("W resigns");
    // An eliminated seat can no longer offer or resign.
    assert_eq!(
        game.apply(Seat(3), &Action::Draw),
        Err(JunqiError::NotInGame)
    );
    assert_eq!(
        game.apply(Seat(3), &Action::Resign),
        Err(JunqiError::NotInGame)
    );
    for s in [0, 1] {
        assert_eq!(
            game.apply(Seat(s), &Action::Draw)
                .map(|o| o.canonical())
                .ok()
                .as_deref(),
            Some(["draw-offer S", "draw-offer E"][usize::from(s)])
        );
    }
    assert_eq!(
        game.apply(Seat(2), &Action::Draw).map(|o| o.canonical()),
        Ok("draw agreed".into())
    );
    assert_eq!(
        game.apply(Seat(0), &Action::Draw),
        Err(JunqiError::WrongPhase)
    );
    assert_eq!(
        game.apply(Seat(0), &Action::Resign),
        Err(JunqiError::WrongPhase)
    );
}

#[test]
fn timeouts_skip_until_max_skips_then_forfeit() {
    let mut game = siguo_in_play();
    assert_eq!(game.on_timeout(Seat(0)).canonical(), "skip S; next E");
    assert_eq!(game.consecutive_skips(Seat(0)), 1);
    // Not S's turn: nothing happens.
    assert_eq!(game.on_timeout(Seat(0)).canonical(), "-");
    for s in 1..4 {
        game.skip(Seat(s)).expect("skip");
    }
    assert_eq!(game.on_timeout(Seat(0)).canonical(), "skip S; next E");
    for s in 1..4 {
        game.skip(Seat(s)).expect("skip");
    }
    assert_eq!(game.consecutive_skips(Seat(0)), 2);
    assert_eq!(
        game.on_timeout(Seat(0)).canonical(),
        "eliminated S forfeit; next E"
    );

    let rules = Rules {
        on_timeout: MoveTimeout::Forfeit,
        ..Rules::default()
    };
    let mut two = Junqi::new(Mode::Anqi, rules, 2);
    deploy(&mut two, 0, DeployChoice::Default).expect("S");
    deploy(&mut two, 1, DeployChoice::Default).expect("N");
    assert_eq!(
        two.on_timeout(Seat(0)).canonical(),
        "eliminated S forfeit; win N"
    );
}

#[test]
fn a_move_resets_the_skip_count() {
    let mut game = siguo_in_play();
    game.skip(Seat(0)).expect("skip");
    for s in 1..4 {
        game.skip(Seat(s)).expect("skip");
    }
    let b = game.board();
    let mv = Action::Move {
        from: b.lookup("S3b").expect("S3b"),
        to: b.lookup("S3c").expect("S3c"),
    };
    game.apply(Seat(0), &mv).expect("move");
    assert_eq!(game.consecutive_skips(Seat(0)), 0);
}

// ---- §9.4 order for shared commands ----

#[test]
fn check_order_for_flips_and_moves() {
    let mut game = Junqi::new(Mode::Fanqi, Rules::default(), 8);
    let b = game.board();
    let c3 = b.lookup("S3c").expect("camp");
    let p1 = game.first_player();
    // Not your turn comes before the flip target check.
    assert_eq!(
        game.apply(Seat(1 - p1.0), &Action::Flip(c3)),
        Err(JunqiError::NotYourTurn)
    );
    assert_eq!(
        game.apply(p1, &Action::Flip(c3)),
        Err(JunqiError::FlipInvalid)
    );
    assert_eq!(
        game.parse("flip S9a").map(|_| ()),
        Err(JunqiError::BadPosition)
    );
    assert_eq!(game.parse("flip").map(|_| ()), Err(JunqiError::Syntax));
    assert_eq!(
        game.parse("f s1A").ok(),
        Some(rules::junqi::Command::Flip(b.lookup("S1a").expect("S1a")))
    );
    assert_eq!(
        game.parse("ＲＥＳＩＧＮ").ok(),
        Some(rules::junqi::Command::Resign)
    );
    assert_eq!(
        game.parse(" board ").ok(),
        Some(rules::junqi::Command::Board)
    );
    assert_eq!(game.parse("S1a—S2a").map(|_| ()), Ok(()));
    assert_eq!(game.parse("S1a – S2a").map(|_| ()), Ok(()));
    // A player not in the game.
    assert_eq!(
        game.apply(Seat(5), &Action::Resign),
        Err(JunqiError::NotInGame)
    );
}

#[test]
fn a_team_win_names_both_members_even_one_eliminated_earlier() {
    let mut game = siguo_in_play();
    game.apply(Seat(2), &Action::Resign).expect("N resigns");
    game.apply(Seat(1), &Action::Resign).expect("E resigns");
    let out = game.apply(Seat(3), &Action::Resign).expect("W resigns");
    assert_eq!(out.canonical(), "eliminated W resign; win SN");
    assert!(out
        .events
        .iter()
        .any(|e| matches!(e, JunqiEvent::Win { seats, .. } if *seats == vec![Seat(0), Seat(2)])));
    // After the end, everything is public (§8.7).
    assert!(game
        .seen(Viewer::Spectator)
        .iter()
        .all(|s| s.kind.is_some()));
}
