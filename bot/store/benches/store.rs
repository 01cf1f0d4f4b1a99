//! A store with many games: 10,000 Sword and Magic games with a few moves each are
//! written through the store API, then a fresh process opens the store, serves a move in
//! a few of them through the core (renders included) and reports its resident memory
//! (`VmRSS`) after each step, plus the cost of the clock's questions (`next_wakeup`,
//! `tick`) with that many deadlines stored.
//!
//! Then more games are written until the store holds 100,000, and another fresh process
//! measures start-up as `referee serve` does it: open the store (sled recovery; the index
//! check reads every game only if the store was not closed cleanly), load the renderer,
//! open the core, and answer a first command (a move, rendered and flushed). That process
//! then exits without closing the store, as a crash would, and a third one measures the
//! start-up after it, which checks and repairs the indexes first.
//!
//! `cargo bench -p referee-store --bench store` (`STORE_BENCH_GAMES` [10000] changes the count of
//! the memory run, `STORE_BENCH_STARTUP_GAMES` [100000] that of the start-up run). The
//! measuring halves run in child processes so the memory of writing the games is not
//! counted. Targets (DESIGN.md): under 100 MB with 10,000 stored games; under 1 s to the
//! first answered command with 100,000. `STORE_BENCH_BACKEND=postgres` runs the same on
//! a throwaway PostgreSQL cluster (`referee_testkit::postgres`).

use referee_core::clock::{self, Vacation};
use referee_core::request::{Command, Place, Request, User};
use referee_core::store::records::{Expiry, GameEntry, Phase, SeatClock, GAME_VERSION};
use referee_core::{Core, CoreConfig};
use rules::game::Channel;
use rules::variant::Setup;
use rules::{Game, Status, VariantId};
use std::path::Path;

use referee_testkit::postgres;
use std::process::Command as Process;
use std::sync::Arc;
use std::time::{Duration, Instant};

const CHILD: &str = "STORE_BENCH_CHILD";
/// `rss`, `startup` or `startup-after-crash`: what the child measures.
const MODE: &str = "STORE_BENCH_MODE";
const T0: u64 = 1_700_000_000;
const DAY: u64 = 86_400;
/// Moves played in each stored game.
const MOVES: usize = 4;
/// Games that get one more move in the measuring process.
const SERVED: u64 = 20;

fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Resident set size of this process in MB, from /proc/self/status.
fn rss_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

fn show_rss(when: &str) {
    match rss_mb() {
        Some(mb) => println!("RSS {when}: {mb:.1} MB"),
        None => println!("RSS {when}: unknown (no /proc/self/status)"),
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn player(id: GameId, seat: u64) -> User {
    let id = 1_000_000 + id * 2 + seat;
    User {
        id,
        name: format!("p{id}"),
    }
}

type GameId = u64;

/// Game `id`: a Sword and Magic game between two players, `MOVES` legal moves in.
fn stored_game(id: GameId) -> Result<(GameEntry, Option<u64>), String> {
    let variant = VariantId::parse("sword-magic").ok_or("no sword-magic variant")?;
    let setup = Setup {
        seats: 2,
        options: Default::default(),
        seed: id,
    };
    let mut game = Game::new(variant, setup).map_err(|e| e.to_string())?;
    for turn in 0..MOVES {
        let Status::ToMove(seat) = game.status() else {
            break;
        };
        let legal = game.legal(seat);
        if legal.is_empty() {
            break;
        }
        let pick = &legal[(id as usize * 7 + turn * 13) % legal.len()];
        game.play(seat, pick, Channel::Public)
            .map_err(|e| e.to_string())?;
    }
    let players = vec![player(id, 0), player(id, 1)];
    let started = T0 + id % 3_600;
    let entry = GameEntry {
        version: GAME_VERSION,
        revision: 0,
        computers: Vec::new(),
        stand_ins: Vec::new(),
        held_posts: Vec::new(),
        table: None,
        rated: false,
        rating: None,
        id,
        challenger: players[0].id,
        accepted: vec![players[1].id],
        players,
        random_seats: false,
        seat_seed: id,
        // Ten games per channel, as on a busy server.
        channel: 500_000 + id / 10,
        guild: Some(7),
        thread: None,
        phase: Phase::Playing,
        created: T0,
        per_move: 3 * DAY,
        expiry: Expiry::ClaimWin,
        clocks: vec![
            SeatClock {
                started,
                reminders_sent: 0,
                allowed: None,
            };
            2
        ],
        abort_votes: Vec::new(),
        record: game.record().clone(),
        ended: None,
        undo: None,
    };
    let wakeup = clock::next_wakeup(
        &entry,
        &game.status(),
        &[Vacation::default(); 2],
        &CoreConfig::default().reminder_secs,
    );
    Ok((entry, wakeup))
}

/// Add games to the store until it holds `games`.
fn write_games(path: &Path, games: u64) -> Result<(), String> {
    let store = referee_store::connect(path).map_err(|e| e.to_string())?;
    let start = Instant::now();
    loop {
        let id = store.next_game_id().map_err(|e| e.to_string())?;
        if id > games {
            break;
        }
        let (mut entry, wakeup) = stored_game(id)?;
        store
            .save_game(&mut entry, wakeup, None)
            .map_err(|e| e.to_string())?;
        if id == games {
            break;
        }
    }
    store.flush().map_err(|e| e.to_string())?;
    println!(
        "the store holds {games} sword-magic games ({MOVES} moves each); writing took {:.1} s",
        start.elapsed().as_secs_f64()
    );
    Ok(())
}

fn on_disk(path: &Path) -> u64 {
    std::fs::read_dir(path)
        .map(|dir| {
            dir.flatten()
                .filter_map(|e| e.metadata().ok())
                .filter(|m| m.is_file())
                .map(|m| m.len())
                .sum()
        })
        .unwrap_or(0)
}

/// One move in game `id` through the core (load, rules, save + flush, one PNG), timed;
/// `None` when the game has no move to make.
fn serve_move(core: &Core, id: GameId) -> Result<Option<Duration>, String> {
    let store = core.store();
    let entry = store
        .game(id)
        .map_err(|e| e.to_string())?
        .ok_or(format!("game #{id} missing"))?;
    let game = Game::replay(&entry.record).map_err(|e| e.to_string())?;
    let Status::ToMove(seat) = game.status() else {
        return Ok(None);
    };
    let Some(text) = game.legal(seat).into_iter().next() else {
        return Ok(None);
    };
    let user = entry.player(seat).ok_or("no player")?.clone();
    let request = Request {
        user,
        place: Place {
            channel: entry.channel,
            guild: entry.guild,
            dm: false,
        },
        command: Command::Move {
            text,
            game: Some(id),
        },
        delivery_id: None,
        now: T0 + 3_600,
        locale: None,
    };
    let start = Instant::now();
    let effects = core.handle(request);
    let took = start.elapsed();
    if !effects.iter().any(|e| e.game().is_some()) {
        return Err(format!(
            "the move in game #{id} was not answered: {effects:?}"
        ));
    }
    Ok(Some(took))
}

/// Start-up as `referee serve` does it, each step timed from the moment this process
/// reached `main` (`born`), up to the first answered command.
fn startup(path: &Path, games: u64, born: Instant, crash: bool) -> Result<(), String> {
    let (store, index_check) = if std::env::var("STORE_BENCH_BACKEND")
        .is_ok_and(|b| b == "postgres")
    {
        let store = referee_store::connect(path).map_err(|e| e.to_string())?;
        (store, "PostgreSQL".to_string())
    } else {
        let (store, check) = referee_store::open_checked(path).map_err(|e| e.to_string())?;
        let check = match check {
            referee_store::IndexCheck::Trusted => "indexes trusted (clean shutdown)".to_string(),
            referee_store::IndexCheck::Checked { records_read, .. } => {
                format!("index check read {records_read} records (unclean shutdown)")
            }
        };
        (store, check)
    };
    let opened = born.elapsed();
    let renderer = Arc::new(render::Renderer::new().map_err(|e| e.to_string())?);
    let rendering = born.elapsed();
    let core = Core::open(store, renderer, CoreConfig::default()).map_err(|e| e.to_string())?;
    let ready = born.elapsed();
    // Each start-up run moves in another game (a game may run out of moves).
    let id = games / 2 + u64::from(crash);
    serve_move(&core, id)?.ok_or(format!("game #{id} has no move"))?;
    let answered = born.elapsed();
    // The index check alone, run again on the open store: how much of the open it is.
    let check = Instant::now();
    core.store().repair().map_err(|e| e.to_string())?;
    let check = check.elapsed();
    println!(
        "start-up with {games} stored games ({:.1} MB on disk), {index_check}: store open \
         {:.0} ms, renderer {:.0} ms, core ready {:.0} ms, first command (a move in game \
         #{id}) answered at {:.0} ms; the index check alone (run again) {:.0} ms",
        on_disk(path) as f64 / 1e6,
        ms(opened),
        ms(rendering),
        ms(ready),
        ms(answered),
        ms(check),
    );
    show_rss("after start-up");
    if crash {
        // Gone without closing the store (no destructor runs), as a crash or a kill.
        std::process::exit(0);
    }
    Ok(())
}

/// The measuring half: open, ask the clock, serve a few moves.
fn serve(path: &Path, games: u64) -> Result<(), String> {
    show_rss("at start (nothing open)");
    let renderer = Arc::new(render::Renderer::new().map_err(|e| e.to_string())?);
    show_rss("with the renderer loaded");
    let start = Instant::now();
    let store = referee_store::connect(path).map_err(|e| e.to_string())?;
    let core = Core::open(store, renderer, CoreConfig::default()).map_err(|e| e.to_string())?;
    println!(
        "opened the store ({games} games, {:.1} MB on disk) in {:.0} ms",
        on_disk(path) as f64 / 1e6,
        ms(start.elapsed())
    );
    show_rss("after opening");

    let start = Instant::now();
    let rounds = 1_000;
    let mut next = None;
    for _ in 0..rounds {
        next = core.next_wakeup();
    }
    println!(
        "next_wakeup with {games} deadlines: {:.1} µs",
        start.elapsed().as_secs_f64() * 1e6 / f64::from(rounds)
    );
    let next = next.ok_or("no deadline stored")?;
    let start = Instant::now();
    let effects = core.tick(next.saturating_sub(1));
    println!(
        "tick with nothing due: {:.2} ms ({} effects)",
        ms(start.elapsed()),
        effects.len()
    );

    let mut served = Duration::ZERO;
    let mut count = 0u32;
    for id in (1..=games).step_by((games / SERVED).max(1) as usize) {
        if let Some(took) = serve_move(&core, id)? {
            served += took;
            count += 1;
        }
    }
    println!(
        "served {count} moves: {:.1} ms each (load, rules, save + flush, one PNG)",
        ms(served) / f64::from(count.max(1))
    );
    show_rss(&format!("after serving {count} moves"));
    Ok(())
}

fn main() {
    let born = Instant::now();
    let outcome = match std::env::var_os(CHILD) {
        Some(path) if std::env::var(MODE).is_ok_and(|m| m.starts_with("startup")) => startup(
            Path::new(&path),
            env_or("STORE_BENCH_STARTUP_GAMES", 100_000),
            born,
            std::env::var(MODE).as_deref() == Ok("startup"),
        ),
        Some(path) => serve(Path::new(&path), env_or("STORE_BENCH_GAMES", 10_000)),
        None => parent(),
    };
    if let Err(e) = outcome {
        eprintln!("store bench: {e}");
        std::process::exit(1);
    }
}

/// Run this bench again as a child measuring `mode` on the store at `path`; returns the
/// wall time from spawning it to its exit.
fn child(path: &Path, mode: &str, games: u64) -> Result<Duration, String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let start = Instant::now();
    let status = Process::new(exe)
        .env(CHILD, path)
        .env(MODE, mode)
        .env("STORE_BENCH_GAMES", games.to_string())
        .env("STORE_BENCH_STARTUP_GAMES", games.to_string())
        .status()
        .map_err(|e| e.to_string())?;
    if !status.success() {
        return Err(format!("the {mode} process failed: {status}"));
    }
    Ok(start.elapsed())
}

fn parent() -> Result<(), String> {
    let games = env_or("STORE_BENCH_GAMES", 10_000);
    let startup_games = env_or("STORE_BENCH_STARTUP_GAMES", 100_000).max(games);
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    // `STORE_BENCH_BACKEND=postgres`: the same runs on a throwaway PostgreSQL cluster
    // (its URL stands where the sled directory would).
    let cluster;
    let path = if std::env::var("STORE_BENCH_BACKEND").is_ok_and(|b| b == "postgres") {
        cluster = postgres::Cluster::start().ok_or("PostgreSQL is not installed")?;
        std::path::PathBuf::from(cluster.create_database())
    } else {
        dir.path().join("store")
    };
    write_games(&path, games)?;
    child(&path, "rss", games)?;
    // The moves served above are in the store now; the start-up run serves another.
    write_games(&path, startup_games)?;
    // The first start-up follows a clean close and ends as a crash; the second follows it.
    for mode in ["startup", "startup-after-crash"] {
        let whole = child(&path, mode, startup_games)?;
        println!(
            "{mode} process, spawn to exit (binary load and teardown included): {:.0} ms",
            ms(whole)
        );
    }
    Ok(())
}
