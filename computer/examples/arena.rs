//! `cargo run --release -p computer --example arena -- <variant[:options]> <players>
//! [games] [seed] [move_ms] [threads]`: the series `referee arena` plays, built without
//! the bot (a quick release build for measuring). With `ARENA_LOG=1` it also prints every
//! game's plies, to read back why a game went as it did; `ARENA_ONLY=3,17` plays (and
//! logs) only those games of the series. With `ARENA_EACH=1` it prints each game's
//! result and plies as it ends, then the summary.

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
    let only: Option<Vec<usize>> = std::env::var("ARENA_ONLY").ok().map(|list| {
        list.split(',')
            .filter_map(|i| i.trim().parse().ok())
            .collect()
    });
    let chosen = |i: &usize| only.as_ref().is_none_or(|only| only.contains(i));
    if std::env::var_os("ARENA_LOG").is_some() {
        for i in (0..series.games).filter(chosen) {
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
    if std::env::var_os("ARENA_EACH").is_some() {
        each(
            &series,
            &(0..series.games).filter(chosen).collect::<Vec<_>>(),
        );
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

/// Plays the listed games of `series` on its threads, printing each one's result (from
/// the first player's side) as it ends, then the summary of those games.
fn each(series: &Series, games: &[usize]) {
    use computer::arena::Tally;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Mutex;
    let next = AtomicUsize::new(0);
    let tally = Mutex::new(Tally::default());
    std::thread::scope(|scope| {
        for _ in 0..series.threads.max(1) {
            scope.spawn(|| {
                while let Some(&i) = games.get(next.fetch_add(1, Ordering::Relaxed)) {
                    match play(&series.pairing(i)) {
                        Ok(played) => {
                            let result = if played.winners.is_empty() {
                                "draw"
                            } else if played.winners.contains(&0) {
                                "win"
                            } else {
                                "loss"
                            };
                            println!(
                                "game {i}: {result} for {} ({}, {} plies)",
                                series.players[0], played.reason, played.plies
                            );
                            if let Ok(mut tally) = tally.lock() {
                                tally.add(&played);
                            }
                        }
                        Err(e) => println!("game {i}: {e}"),
                    }
                }
            });
        }
    });
    if let Ok(tally) = tally.into_inner() {
        print!("{}", summary(series, &tally));
        // With the process's CPU time (`time`), the CPU a move of each player.
        for (p, times) in tally.thinking.iter().enumerate() {
            println!("choices of player {}: {}", p + 1, times.len());
        }
    }
}
