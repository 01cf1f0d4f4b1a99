//! `cargo run --release -p computer --example arena -- <variant[:options]> <players>
//! [games] [seed] [move_ms] [threads]`: the series `referee arena` plays, built without
//! the bot (a quick release build for measuring). With `ARENA_LOG=1` it also prints every
//! game's plies, to read back why a game went as it did.

use computer::arena::{parse_variant, play, run, summary, Series};
use computer::Kind;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: &str| args.get(i).cloned().unwrap_or_else(|| default.into());
    let (variant, options) = match parse_variant(&arg(0, "sword-magic")) {
        Ok(parsed) => parsed,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let players: Result<Vec<Kind>, String> =
        arg(1, "hard,random").split(',').map(str::parse).collect();
    let number = |i: usize, default: u64| {
        arg(i, &default.to_string())
            .parse::<u64>()
            .unwrap_or(default)
    };
    let series = match players {
        Ok(players) => Series {
            variant,
            options,
            players,
            games: number(2, 10) as usize,
            seed: number(3, 1),
            move_ms: number(4, computer::DEFAULT_MOVE_MS),
            threads: number(5, 1) as usize,
        },
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    if std::env::var_os("ARENA_LOG").is_some() {
        for i in 0..series.games {
            match play(&series.pairing(i)) {
                Ok(played) => {
                    println!("game {i}: winners {:?}, {}", played.winners, played.reason);
                    for line in &played.log {
                        println!("  {line}");
                    }
                }
                Err(e) => println!("game {i}: {e}"),
            }
        }
        return;
    }
    match run(&series) {
        Ok((tally, notes)) => {
            for note in notes {
                println!("{note}");
            }
            print!("{}", summary(&series, &tally));
        }
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
}
