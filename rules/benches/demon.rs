//! Demon War Chess speed: parse + apply one move, the legal list on the start and on a
//! crowded middlegame, and perft 3 from the start (asserted: 2,946,902 leaves).
//! Targets (issue 8): apply median under 20 µs, legal under 200 µs, perft ≥ 1 M nodes/s.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use rules::demon::DemonGame;

const START: &str = "ch,mc,sw,ba,dg,cg,bk,cg,pr,ba,sw,mc,ch/kn,so,sv,gv,yk,ig,em,ig,fd,gv,sv,so,kn/6,mi,6/in,in,in,in,in,in,in,in,in,in,in,in,in/13/13/13/13/13/IN,IN,IN,IN,IN,IN,IN,IN,IN,IN,IN,IN,IN/6,MI,6/KN,SO,SV,GV,YK,IG,EM,IG,FD,GV,SV,SO,KN/CH,MC,SW,BA,DG,CG,BK,CG,PR,BA,SW,MC,CH r - 0 1";

/// 78 pieces after 40 seeded random plies with few captures; Red has 118 moves, with
/// promoted infantry and a rocket cannon on the board.
const MIDDLEGAME: &str = "ch,mc,sw,ba,dg,1,bk,cg,pr,ba,sw,ch,1/kn,so,sv,gv,yk,ig,1,ig,fd,gv,2,kn/1,mi,1,cg,3,em,1,sv,3/2,in,in,1,in,in,in,1,in,2,in/in,12/1,FD,8,hi,2/1,ar,1,ar,1,so,1,HB,ar,HB,HI,hi,1/YK,10,AR,1/13/IN,IN,IN,IN,IN,IN,2,IN,2,rc,1/MI,2,GV,1,EM,3,SW,SV,1,SO/KN,SO,SV,2,IG,1,IG,2,GV,1,KN/CH,MC,SW,BA,DG,CG,BK,CG,PR,BA,MC,1,CH r - 8 21";

fn game(text: &str) -> DemonGame {
    match DemonGame::from_fen(text) {
        Ok(g) => g,
        Err(e) => panic!("bench position {text:?} refused: {e}"),
    }
}

fn bench_apply(c: &mut Criterion) {
    let start = game(START);
    let mid = game(MIDDLEGAME);
    let capture = mid
        .legal_actions()
        .iter()
        .map(|a| mid.notation_of(a))
        .find(|t| t.contains('x'))
        .expect("the middlegame has a capture");
    c.bench_function("demon parse+apply quiet move (start)", |b| {
        b.iter(|| {
            let mut g = start.clone();
            let a = g.read_command(black_box("e4-e7=halberd")).ok();
            a.map(|a| g.play(rules::demon::Color::Red, &a).is_ok())
        })
    });
    c.bench_function(
        &format!("demon parse+apply capture {capture} (middlegame)"),
        |b| {
            b.iter(|| {
                let mut g = mid.clone();
                let a = g.read_command(black_box(&capture)).ok();
                a.map(|a| g.play(rules::demon::Color::Red, &a).is_ok())
            })
        },
    );
}

fn bench_legal(c: &mut Criterion) {
    let start = game(START);
    let mid = game(MIDDLEGAME);
    assert_eq!(start.legal_actions().len(), 144);
    c.bench_function("demon legal (start)", |b| {
        b.iter(|| black_box(&start).legal_actions().len())
    });
    c.bench_function("demon legal (middlegame)", |b| {
        b.iter(|| black_box(&mid).legal_actions().len())
    });
}

fn bench_perft(c: &mut Criterion) {
    let start = game(START);
    let mut group = c.benchmark_group("demon perft");
    group.sample_size(10);
    group.throughput(Throughput::Elements(2_946_902));
    group.bench_function("perft 3 (start)", |b| {
        b.iter(|| assert_eq!(black_box(start.pos()).perft(3), 2_946_902))
    });
    group.finish();
}

criterion_group!(benches, bench_apply, bench_legal, bench_perft);
criterion_main!(benches);
