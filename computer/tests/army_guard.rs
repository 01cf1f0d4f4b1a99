//! The army-chess computer guards its flag: in 两国 a raider one quiet move from a post
//! next to the flag is answered before it gets there, even with captures on offer, and a
//! raider already next to the flag is taken at once.

use computer::{choose, rng, witness, Budget, Choice, Kind, Knowledge, Level};
use rules::game::Channel;
use rules::{Game, Seat, Status, VariantId};

/// A 两国 position (the board format, S to move) with both seats' knowledge.
struct Table {
    game: Game,
    knowing: Vec<Knowledge>,
}

impl Table {
    fn new(position: &str) -> Table {
        let variant = VariantId::from_id("junqi-liangguo").expect("registered");
        let game = Game::from_position(variant, position).expect("a position");
        let knowing = (0..2)
            .map(|s| witness::first(&game, Seat(s)).expect("own view"))
            .collect();
        Table { game, knowing }
    }

    fn play(&mut self, seat: Seat, text: &str) -> Result<(), String> {
        let report = self
            .game
            .play(seat, text, Channel::Private)
            .map_err(|e| format!("{seat} {text}: {e:?}"))?;
        for (s, k) in self.knowing.iter_mut().enumerate() {
            let seen = witness::observe(&self.game, Seat(s as u8), &report).expect("own view");
            k.observe(seen).expect("own view");
        }
        Ok(())
    }

    /// `seat`'s choice at `kind` and its default think time, played.
    fn computer(&mut self, seat: Seat, kind: Kind, seed: u64) -> String {
        let budget = Budget::for_level(Level::Hard, computer::DEFAULT_MOVE_MS).deterministic();
        match choose(&self.knowing[seat.index()], kind, budget, &mut rng(seed)) {
            Choice::Act(text) => {
                self.play(seat, &text).expect("a legal choice");
                text
            }
            other => panic!("{kind} did not move: {other:?}"),
        }
    }

    fn north_won(&self) -> bool {
        matches!(self.game.status(), Status::Finished(o) if o.winners == vec![Seat(1)])
    }
}

/// North's home, full enough that its mines and bombs have places of their own.
const NORTH: &str = "N6b=N:F N6d=N:36 N6a=N:M N6c=N:M N6e=N:M N5a=N:35 N5e=N:34 \
    N4a=N:B N4e=N:B N3b=N:37 N3d=N:33 N2a=N:32 N2e=N:36 N1c=N:34";

/// S: flag on S6b behind mines on S6a, S6c and S5c, its 司令 on S3a, and three pieces
/// north's front row may take. North: a piece in the camp S4b, next to S5b (the post in
/// front of S's flag, reached only through S4b or along the back row, which the mine on
/// S5c closes), and one on C1 that S's 司令 may take up the railway.
fn raid() -> String {
    format!(
        "{NORTH} S4b=N:38 C1=N:33 \
         S6b=S:F S6a=S:M S6c=S:M S5c=S:M S3a=S:40 S1e=S:33 N1b=S:33 N1d=S:33 N1e=S:34"
    )
}

#[test]
fn hard_answers_a_raider_one_step_from_the_post_before_its_flag() {
    for seed in 1..=3 {
        let mut table = Table::new(&raid());
        let first = table.computer(Seat(0), Kind::Level(Level::Hard), seed);
        // North raids: its camp piece steps in front of the flag (or onto a guard there).
        if table.play(Seat(1), "S4b-S5b").is_err() {
            table.computer(Seat(1), Kind::Greedy, seed);
        }
        let second = table.computer(Seat(0), Kind::Level(Level::Hard), seed);
        table.computer(Seat(1), Kind::Greedy, seed);
        assert!(
            !table.north_won(),
            "seed {seed}: hard played {first}, then {second}, and north took the flag"
        );
    }
}

#[test]
fn hard_takes_a_raider_next_to_its_flag_rather_than_a_free_piece() {
    // S's 司令 waits on S5a; north's piece walks from S4b to S5b, in front of the flag.
    let position = raid().replace("S3a=S:40", "S5a=S:40");
    for seed in 1..=3 {
        let mut table = Table::new(&position);
        table.play(Seat(0), "S1e-S2e").expect("legal");
        table.play(Seat(1), "S4b-S5b").expect("legal");
        let text = table.computer(Seat(0), Kind::Level(Level::Hard), seed);
        assert_eq!(text, "S5a-S5b", "seed {seed}");
    }
}
