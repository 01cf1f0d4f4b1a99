//! Army-chess speed: the engineer's path search, `legal` and `suggest` in a crowded
//! four-player game, and parse + apply of one move. Target (DESIGN.md): legal < 200 µs.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use rules::junqi::setup::Position;
use rules::junqi::{Action, DeployChoice, Junqi, Mode, Rules};
use rules::Seat;

/// Four default armies, then 60 plies of the first legal move of a rotating pick,
/// so pieces are out on the railway and in the centre.
fn crowded() -> Junqi {
    let mut game = Junqi::new(Mode::Siguo, Rules::default(), 11);
    for s in 0..4 {
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
    let game = crowded();
    let seat = game.turn();
    eprintln!(
        "crowded position: {} pieces, {} legal moves for seat {}",
        game.board()
            .all()
            .filter(|&p| game.piece_at(p).is_some())
            .count(),
        game.legal(seat).len(),
        seat.0
    );
    c.bench_function("junqi legal, crowded four-player game", |b| {
        b.iter(|| game.legal(black_box(seat)))
    });
    c.bench_function("junqi suggest 25, crowded four-player game", |b| {
        b.iter(|| game.suggest(seat, black_box("S"), 25))
    });
    let first = game.legal(seat).first().cloned().expect("a legal move");
    let text = game.format(&first);
    c.bench_function("junqi parse+apply one move, crowded", |b| {
        b.iter(|| {
            let mut g = game.clone();
            let action = g
                .parse(black_box(&text))
                .ok()
                .and_then(Action::from_command);
            action.map(|a| g.apply(seat, &a).is_ok())
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
