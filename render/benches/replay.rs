//! Animated replays of real games of the real boards (issue 21's table).
//!
//! `cargo bench -p render --bench replay` plays each game by seeded random legal actions
//! through the rules (spectator views, drawn from the spectator's side), then makes its
//! GIF: once with a fresh renderer (cold: every sprite rasterised) and several times with
//! a warm one (the sprites cached, as in the bot after its first replay of a family).
//! Prints time (wall, and this thread's CPU, which other processes' load does not
//! inflate), size, frames and what the size budget gave up, against the targets.
//!
//! `REPLAY_SAMPLES=DIR` also writes each GIF to `DIR/<game>.gif`.
//!
//! lichess's GIF service, for comparison: 93 frames at 720x840 in about 60 ms, 348 KiB.

#[path = "../tests/render/common.rs"]
#[allow(dead_code)]
mod common;

use render::{Renderer, ReplayOptions};
use std::time::{Duration, Instant};

struct Case {
    name: &'static str,
    variant: &'static str,
    seats: usize,
    plies: usize,
    size_px: u32,
    most_ms: f64,
    most_mib: f64,
}

const CASES: [Case; 4] = [
    Case {
        name: "sword-magic",
        variant: "sword-magic",
        seats: 2,
        plies: 100,
        size_px: 800,
        most_ms: 100.0,
        most_mib: 1.0,
    },
    Case {
        name: "demon",
        variant: "demon",
        seats: 2,
        plies: 300,
        size_px: 800,
        most_ms: 500.0,
        most_mib: 8.0,
    },
    Case {
        name: "junqi-siguo",
        variant: "junqi-siguo",
        seats: 4,
        plies: 300,
        size_px: 800,
        most_ms: 500.0,
        most_mib: 8.0,
    },
    Case {
        name: "ancient",
        variant: "ancient",
        seats: 2,
        plies: 150,
        size_px: 800,
        most_ms: 200.0,
        most_mib: 4.0,
    },
];

/// Nanoseconds this process (every thread, the replay's GIF writer included) has spent on
/// a CPU (Linux, in ticks of 10 ms, so averaged over the warm runs): other processes
/// competing for the cores inflate the wall-clock figures but not this one.
fn cpu_ns() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (which may hold spaces): utime is the 12th, stime 13th.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(ticks * 10_000_000)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn main() {
    let samples = std::env::var_os("REPLAY_SAMPLES").map(std::path::PathBuf::from);
    let runs: usize = std::env::var("REPLAY_RUNS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(7);
    println!(
        "replays, seeded random legal games, spectator views; warm = median of {runs}; load average at the start: {}",
        std::fs::read_to_string("/proc/loadavg").unwrap_or_default().trim()
    );
    println!("  lichess (published): 93 frames at 720x840 in ~60 ms, 348 KiB");
    for case in &CASES {
        let Some(game) = common::long_random_game(case.variant, case.seats, case.plies, 40) else {
            eprintln!("{}: no game could be played", case.name);
            continue;
        };
        let plies = game.frames.len() - 1;
        let load = std::fs::read_to_string("/proc/loadavg")
            .ok()
            .and_then(|s| s.split_whitespace().next().map(str::to_string))
            .unwrap_or_else(|| "?".to_string());
        let opts = ReplayOptions {
            size_px: case.size_px,
            every_second_note: "every second ply".to_string(),
            ..ReplayOptions::default()
        };
        let Ok(cold_renderer) = Renderer::new() else {
            eprintln!("the embedded font did not load");
            std::process::exit(1);
        };
        let t = Instant::now();
        let cold = match cold_renderer.replay(&game.frames, &opts) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("{}: replay failed: {e}", case.name);
                continue;
            }
        };
        let cold_time = t.elapsed();
        let mut times = Vec::with_capacity(runs);
        let cpu0 = cpu_ns();
        for _ in 0..runs {
            let t = Instant::now();
            let again = cold_renderer.replay(&game.frames, &opts);
            times.push(t.elapsed());
            if again.as_ref().map(|r| r.gif.len()).ok() != Some(cold.gif.len()) {
                eprintln!("{}: a warm replay differs from the cold one", case.name);
            }
        }
        let cpu = cpu0
            .zip(cpu_ns())
            .map(|(a, b)| Duration::from_nanos(b.saturating_sub(a) / runs.max(1) as u64));
        times.sort();
        let warm = times[runs / 2];
        let mib = cold.gif.len() as f64 / f64::from(1 << 20);
        let small = mib <= case.most_mib;
        let verdict = |t: Option<Duration>| match t {
            // Only wall-clock time is held to the target (see the note printed with it).
            Some(t) if small && ms(t) <= case.most_ms => "met",
            Some(_) => "MISSED",
            None => "-",
        };
        println!(
            "  {:<12} {plies:>3} plies {:>3} frames {}x{}  cold {:7.1} ms  warm {:7.1} ms (cpu {})  {:8} bytes ({:.2} MiB, {:.1} KiB/frame)  fit {:?}  load {load}",
            case.name,
            cold.frames,
            cold.width,
            cold.height,
            ms(cold_time),
            ms(warm),
            cpu.map_or("-".to_string(), |d| format!("{:.1} ms", ms(d))),
            cold.gif.len(),
            mib,
            cold.gif.len() as f64 / 1024.0 / cold.frames.max(1) as f64,
            cold.fit,
        );
        println!(
            "  {:<12} target <= {} ms, <= {} MiB{}: {} (the time is wall-clock: the replay paints and encodes on two threads at once, so its CPU, both threads summed, may exceed it)",
            "",
            case.most_ms,
            case.most_mib,
            if plies < case.plies {
                format!(
                    " (the longest game found has {plies} of {} plies)",
                    case.plies
                )
            } else {
                String::new()
            },
            verdict(Some(warm)),
        );
        if let Some(dir) = &samples {
            let path = dir.join(format!("{}.gif", case.name));
            if let Err(e) =
                std::fs::create_dir_all(dir).and_then(|()| std::fs::write(&path, &cold.gif))
            {
                eprintln!("cannot write {}: {e}", path.display());
            }
        }
    }
}
