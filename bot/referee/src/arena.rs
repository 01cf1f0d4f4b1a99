//! `referee arena`: computers play each other without Discord, on a few threads, and the
//! figures are printed (see `docs/computer.md`).

use computer::arena::{parse_variant, run, summary, Series};
use computer::Kind;
use referee_core::BotError;
use std::io::Write;

/// What the command line asked for.
pub struct ArenaRun {
    pub variant: String,
    pub players: String,
    pub games: usize,
    pub seed: u64,
    pub threads: usize,
    pub move_ms: u64,
}

pub fn arena(request: &ArenaRun, out: &mut dyn Write) -> Result<(), BotError> {
    let series = series(request)?;
    let (tally, notes) = run(&series).map_err(BotError::Config)?;
    for note in notes {
        let _ = writeln!(out, "{note}");
    }
    let _ = write!(out, "{}", summary(&series, &tally));
    Ok(())
}

fn series(request: &ArenaRun) -> Result<Series, BotError> {
    let (variant, options) = parse_variant(&request.variant).map_err(BotError::Config)?;
    let players = request
        .players
        .split(',')
        .map(str::parse::<Kind>)
        .collect::<Result<Vec<_>, _>>()
        .map_err(BotError::Config)?;
    let info = variant.info();
    if !(info.min_seats..=info.max_seats).contains(&players.len()) {
        return Err(BotError::Config(format!(
            "{} needs {}–{} players, not {}",
            info.id,
            info.min_seats,
            info.max_seats,
            players.len()
        )));
    }
    Ok(Series {
        variant,
        options,
        players,
        games: request.games,
        seed: request.seed,
        threads: request.threads,
        move_ms: request.move_ms,
    })
}
