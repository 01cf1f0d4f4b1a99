//! Army-chess speed: the engineer's path search, `suggest` in a crowded four-player game,
//! and for every variant (both boards: four-country for siguo and liangguo, two-player
//! for anqi, open and fanqi) `legal` and parse + apply of one move in a crowded game.
//! Targets (DESIGN.md): parse + apply under 20 µs, legal under 200 µs.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use rules::junqi::setup::Position;
use rules::junqi::{Action, DeployChoice, Junqi, Mode, Rules};
use rules::Seat;

/// Random armies (flips in fanqi), then 60 plies of a rotating pick of the legal moves,
/// so pieces are out on the railway and in the centre.
fn crowded(mode: Mode) -> Junqi {
    let mut game = Junqi::new(mode, Rules::default(), 11);
    for s in 0..mode.seats() as u8 {
        let _ = game.apply(Seat(s), &Action::Deploy(DeployChoice::Random));
    }
    for ply in 0..60usize {
        let seat = game.turn();
        let legal = game.legal(seat);
        if legal.is_empty() || game.is_over() {
            break;
        }
        let pick = legal[(ply * 7919) % legal.len()].clone();
        let _ = game.apply(seat, &pick);
    }
    game
}

fn lone_engineer() -> Junqi {
    let pieces = Position::parse_pieces(Mode::Siguo, "C5=S:32").expect("board");
    let position = Position {
        pieces,
        ..Position::default()
    };
    Junqi::from_position(Mode::Siguo, Rules::default(), position).expect("position")
}

fn bench(c: &mut Criterion) {
    let engineer = lone_engineer();
    let c5 = engineer.board().lookup("C5").expect("C5");
    let w5a = engineer.board().lookup("W5a").expect("W5a");
    assert_eq!(engineer.reach(c5).len(), 72, "B29: every other station");
    c.bench_function("junqi engineer reach, whole rail net (B29)", |b| {
        b.iter(|| engineer.reach(black_box(c5)))
    });
    c.bench_function("junqi engineer move check, far station", |b| {
        b.iter(|| {
            let mut g = engineer.clone();
            g.apply(
                Seat(0),
                &Action::Move {
                    from: c5,
                    to: black_box(w5a),
                },
            )
        })
    });
    let game = crowded(Mode::Siguo);
    let seat = game.turn();
    c.bench_function("junqi suggest 25, crowded four-player game", |b| {
        b.iter(|| game.suggest(seat, black_box("S"), 25))
    });
    for mode in Mode::ALL {
        let game = crowded(mode);
        let seat = game.turn();
        assert!(!game.is_over(), "the {} bench game ended early", mode.id());
        eprintln!(
            "junqi-{} crowded position: {} pieces, {} legal moves for seat {}",
            mode.id(),
            game.board()
                .all()
                .filter(|&p| game.piece_at(p).is_some())
                .count(),
            game.legal(seat).len(),
            seat.0
        );
        c.bench_function(&format!("junqi-{} legal, crowded", mode.id()), |b| {
            b.iter(|| game.legal(black_box(seat)))
        });
        let legal = game.legal(seat);
        let pick = legal.get(legal.len() / 2).cloned().expect("a legal move");
        let text = game.format(&pick);
        let mut check = game.clone();
        let parsed = check.parse(&text).ok().and_then(Action::from_command);
        assert!(
            parsed.is_some_and(|a| check.apply(seat, &a).is_ok()),
            "junqi-{}: {text} does not apply",
            mode.id()
        );
        c.bench_function(
            &format!("junqi-{} parse+apply {text}, crowded", mode.id()),
            |b| {
                b.iter(|| {
                    let mut g = game.clone();
                    let action = g
                        .parse(black_box(&text))
                        .ok()
                        .and_then(Action::from_command);
                    action.map(|a| g.apply(seat, &a).is_ok())
                })
            },
        );
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
