//! `cargo run --release -p computer --example arena -- <variant> <players> [games] [seed]
//! [move_ms] [threads]`: the series `referee arena` plays, built without the bot (a
//! quick release build for measuring).

use computer::arena::{run, summary, Series};
use computer::Kind;
use rules::VariantId;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: &str| args.get(i).cloned().unwrap_or_else(|| default.into());
    let Some(variant) = VariantId::parse(&arg(0, "sword-magic")) else {
        eprintln!("unknown variant");
        std::process::exit(2);
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
