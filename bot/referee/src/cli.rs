//! Command-line entry: `referee [--config PATH] [local|perft|moves|arena|serve|…]`.

use crate::config::Config;
use clap::{Parser, Subcommand};
use referee_console::{self as console, Console};
use referee_core::words::Lang;
use referee_core::{BotError, Core};
use referee_discord::shards::ShardRange;
use rules::variant::Setup;
use rules::{Game, Status, VariantId};
use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;

#[derive(Debug, Parser)]
#[command(
    name = "referee",
    version,
    about = "A referee for Chinese board games, on Discord or in a local console."
)]
pub struct Args {
    /// Config file (missing = defaults).
    #[arg(long, global = true, default_value = "config.toml")]
    pub config: PathBuf,
    #[command(subcommand)]
    pub command: Option<Sub>,
}

#[derive(Debug, Subcommand)]
pub enum Sub {
    /// Play in a local console: lines like `alice: /play demon @bob`.
    Local {
        /// Read lines from this file instead of the terminal.
        #[arg(long)]
        script: Option<PathBuf>,
        /// Directory for board images.
        #[arg(long)]
        out: Option<PathBuf>,
        /// One JSON object per effect.
        #[arg(long)]
        json: bool,
        /// sled directory (scripts: temporary when absent; interactive: the configured store).
        #[arg(long)]
        store: Option<PathBuf>,
        /// Language of console users who chose none with `/settings language:`
        /// (`en`, `zh-CN`, `zh-TW`; `zh` is `zh-CN`). Default: the config's `language`.
        #[arg(long, value_parser = parse_lang)]
        lang: Option<Lang>,
        /// Fix every random choice of the run (seats, set-ups, the computer's moves), so
        /// a script replays identically.
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Count leaf nodes of the legal-move tree per first move.
    Perft {
        variant: String,
        #[arg(long)]
        depth: u32,
        #[arg(long)]
        position: Option<String>,
    },
    /// List legal actions in canonical notation, one per line.
    Moves {
        variant: String,
        #[arg(long)]
        position: Option<String>,
        /// Only actions that start at this square.
        #[arg(long)]
        from: Option<String>,
    },
    /// Turn an exported game record (`/export`) back into its public board images: one
    /// PNG for the start and one per public action, in order (`--out`), or the whole game
    /// as one animated GIF, as `/replay` posts it (`--gif`).
    Replay {
        /// The record file.
        file: PathBuf,
        /// Directory for the images (created if missing).
        #[arg(long, required_unless_present = "gif")]
        out: Option<PathBuf>,
        /// Write the game as one animated GIF to this file.
        #[arg(long)]
        gif: Option<PathBuf>,
        /// Language of the words on the images (`en`, `zh-CN`, `zh-TW`).
        #[arg(long, value_parser = parse_lang)]
        lang: Option<Lang>,
    },
    /// Computer against computer, without Discord: wins, draws and losses of the first
    /// player with a 95 % interval, plies per game and think time per move.
    Arena {
        variant: String,
        /// The players, comma-separated: random, greedy, easy, normal, hard.
        #[arg(long, default_value = "hard,random")]
        players: String,
        #[arg(long, default_value_t = 20)]
        games: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Games played at once (default: the config's `computer_threads`).
        #[arg(long)]
        threads: Option<usize>,
        /// Think time of one `hard` move (default: the config's `computer_move_ms`).
        #[arg(long)]
        move_ms: Option<u64>,
    },
    /// Connect to Discord.
    Serve {
        /// Run only these gateway shards, e.g. `0-3` or `5` (overrides `shards` in the
        /// config); other processes run the rest. Needs a total.
        #[arg(long)]
        shards: Option<String>,
        /// How many shards all processes of the bot run together (overrides `total_shards`).
        #[arg(long)]
        total_shards: Option<u32>,
    },
    /// Ask the running `referee serve` on `metrics_addr` whether it is healthy (`GET
    /// /healthz`): exit 0 when it is, 1 when not; the container health check.
    Health,
    /// Copy every record of one store into another, empty one (e.g. sled to
    /// PostgreSQL), replaying each game to check it arrived intact.
    Migrate {
        /// The store to read: `sled:PATH`, a path, or `postgres://…`.
        #[arg(long)]
        from: String,
        /// The empty store to fill: `postgres://…`, `sled:PATH` or a path.
        #[arg(long)]
        to: String,
    },
    /// Ratings: `referee ratings rebuild` recomputes every rating pool from the stored
    /// game records and compares it with the stored pools (`--write` stores the rebuilt ones).
    Ratings {
        #[command(subcommand)]
        action: RatingsAction,
    },
}

#[derive(Debug, Subcommand)]
pub enum RatingsAction {
    /// Recompute every pool from the game records; exit 1 when one differs from the store.
    Rebuild {
        /// The store (`sled:PATH`, a path or `postgres://…`); default: the configured one.
        #[arg(long)]
        store: Option<String>,
        /// Store the rebuilt pools over the stored ones.
        #[arg(long)]
        write: bool,
    },
}

fn parse_lang(text: &str) -> Result<Lang, String> {
    Lang::parse(text).ok_or_else(|| format!("`{text}` is not a language; use en, zh-CN or zh-TW"))
}

/// Parse the command line; `Err` carries clap's message and exit code (help, version, usage).
pub fn parse(args: impl IntoIterator<Item = std::ffi::OsString>) -> Result<Args, clap::Error> {
    Args::try_parse_from(args)
}

pub fn run(args: Args) -> Result<(), BotError> {
    let config = Config::load(&args.config).map_err(|e| BotError::Config(e.to_string()))?;
    crate::observe::init_logging(&config);
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    match args.command {
        Some(Sub::Local {
            script,
            out: out_dir,
            json,
            store,
            lang,
            seed,
        }) => {
            let mut config = config;
            if let Some(lang) = lang {
                config.language = lang;
            }
            local(&config, script, out_dir, json, store, seed, &mut out)
        }
        Some(Sub::Perft {
            variant,
            depth,
            position,
        }) => perft(&variant, depth, position.as_deref(), &mut out),
        Some(Sub::Moves {
            variant,
            position,
            from,
        }) => moves(&variant, position.as_deref(), from.as_deref(), &mut out),
        Some(Sub::Replay {
            file,
            out: dir,
            gif,
            lang,
        }) => {
            let lang = lang.unwrap_or(config.language);
            if let Some(path) = gif {
                replay_gif(&file, &path, lang, &mut out)?;
            }
            match dir {
                Some(dir) => replay(&file, &dir, lang, &mut out),
                None => Ok(()),
            }
        }
        Some(Sub::Arena {
            variant,
            players,
            games,
            seed,
            threads,
            move_ms,
        }) => crate::arena::arena(
            &crate::arena::ArenaRun {
                variant,
                players,
                games,
                seed,
                threads: threads.unwrap_or(config.computer_threads),
                move_ms: move_ms.unwrap_or(config.computer_move_ms),
            },
            &mut out,
        ),
        Some(Sub::Serve {
            shards,
            total_shards,
        }) => {
            let mut config = config;
            config.shards = shards_from_flags(config.shards, shards, total_shards)?;
            serve(&config)
        }
        Some(Sub::Migrate { from, to }) => migrate(&from, &to, &mut out),
        Some(Sub::Ratings {
            action: RatingsAction::Rebuild { store, write },
        }) => {
            let store = match store {
                Some(location) => referee_store::connect(location)?,
                None => referee_store::connect(&config.store)?,
            };
            ratings_rebuild(&store, write, &mut out)
        }
        Some(Sub::Health) => crate::observe::check_health(config.metrics_addr, &mut out),
        None if config.token.is_some() => serve(&config),
        None => {
            eprintln!(
                "No Discord token configured (config.toml `token` or DISCORD_TOKEN): starting the local console.\n\
                 Type lines like `alice: /play <game> @bob` (`/rules` lists the games), `bob: /accept`, `alice: <move>`; `alice dm: …` speaks privately."
            );
            local(&config, None, None, false, None, None, &mut out)
        }
    }
}

fn migrate(from: &str, to: &str, out: &mut dyn Write) -> Result<(), BotError> {
    let source = referee_store::connect(from)?;
    let target = referee_store::connect(to)?;
    let mut progress: Option<crate::progress::Progress> = None;
    let result = referee_store::migrate::migrate_reporting(&source, &target, &mut |done, total| {
        progress
            .get_or_insert_with(|| crate::progress::Progress::new(total, "games"))
            .set(done);
    });
    if let Some(progress) = progress {
        progress.finish();
    }
    let done = result.map_err(|e| BotError::Config(format!("migration stopped: {e}")))?;
    let _ = write!(out, "{done}");
    if done.unreadable.is_empty() {
        Ok(())
    } else {
        Err(BotError::Config(format!(
            "{} games were copied unverified (listed above)",
            done.unreadable.len()
        )))
    }
}

/// `referee ratings rebuild [--write]`: the report, and failure when a pool differs
/// (after `--write` the stored pools are the rebuilt ones, so it succeeds).
fn ratings_rebuild(
    store: &referee_core::Store,
    write: bool,
    out: &mut dyn Write,
) -> Result<(), BotError> {
    use referee_core::ratings::rebuild;
    let rebuilt = rebuild::rebuild(store)?;
    let _ = writeln!(
        out,
        "rebuilt {} rating pools from {} rated games",
        rebuilt.pools.len(),
        rebuilt.games
    );
    for problem in &rebuilt.unreadable {
        let _ = writeln!(out, "skipped: {problem}");
    }
    for key in &rebuilt.differing {
        let _ = writeln!(out, "differs from the stored pool: {key}");
    }
    if write {
        rebuild::write(store, &rebuilt)?;
        let _ = writeln!(out, "stored the rebuilt pools");
        return Ok(());
    }
    match rebuilt.differing.is_empty() {
        true => {
            let _ = writeln!(out, "every stored pool equals its rebuild");
            Ok(())
        }
        false => Err(BotError::Config(format!(
            "{} rating pools differ from their rebuild (`--write` stores the rebuilt ones)",
            rebuilt.differing.len()
        ))),
    }
}

/// The command line's `--shards` / `--total-shards` over the config's: a flag replaces
/// its key, and the result is checked as a whole.
fn shards_from_flags(
    configured: Option<ShardRange>,
    shards: Option<String>,
    total: Option<u32>,
) -> Result<Option<ShardRange>, BotError> {
    if shards.is_none() && total.is_none() {
        return Ok(configured);
    }
    let shards = shards.or_else(|| configured.map(|r| format!("{}-{}", r.first(), r.last())));
    let total = total.or_else(|| configured.map(|r| r.total()));
    ShardRange::from_settings(shards.as_deref(), total).map_err(BotError::Usage)
}

fn serve(config: &Config) -> Result<(), BotError> {
    crate::serve::serve(config).map_err(|e| BotError::Config(e.to_string()))
}

fn local(
    config: &Config,
    script: Option<PathBuf>,
    out_dir: Option<PathBuf>,
    json: bool,
    store: Option<PathBuf>,
    seed: Option<u64>,
    out: &mut dyn Write,
) -> Result<(), BotError> {
    let store = match (&store, &script) {
        (Some(path), _) => referee_store::open(path)?,
        (None, Some(_)) => referee_store::temporary()?,
        // Interactive play keeps its games, so killing and restarting resumes them.
        (None, None) => referee_store::connect(&config.store)?,
    };
    let renderer = render::Renderer::new().map_err(|e| BotError::Render(e.to_string()))?;
    let mut core_config = config.console_core();
    core_config.seed = seed;
    let core = Core::open(store, Arc::new(renderer), core_config)?;
    let out_dir = out_dir.unwrap_or_else(|| PathBuf::from("referee-images"));
    let mut console = Console::new(core, out_dir, json)?;
    // Games where the computer was to move when the last run stopped go on now.
    for line in console.resume()? {
        writeln!(out, "{line}")?;
    }
    match script {
        Some(path) => console::run_script(&mut console, &path, out),
        None => {
            let stdin = std::io::stdin();
            let mut input = stdin.lock();
            let stderr = std::io::stderr();
            let mut err = stderr.lock();
            console::run_interactive(&mut console, &mut input, out, &mut err)
        }
    }
}

fn analysis_game(variant: &str, position: Option<&str>) -> Result<Game, BotError> {
    let id = VariantId::parse(variant).ok_or_else(|| {
        let known: Vec<&str> = VariantId::all().iter().map(|v| v.as_str()).collect();
        BotError::Usage(format!(
            "unknown variant {variant:?}; known: {}",
            known.join(", ")
        ))
    })?;
    let game = match position {
        Some(text) => Game::from_position(id, text),
        None => Game::new(
            id,
            Setup {
                seats: id.info().min_seats,
                options: Default::default(),
                seed: 0,
            },
        ),
    }
    .map_err(|e| BotError::Usage(format!("cannot set up {id}: {e}")))?;
    // The rules refuse perft for variants that hide information; so do the tools.
    if id.info().hidden || game.perft(1).is_err() {
        return Err(BotError::Usage(format!(
            "{id} hides information from the players, so it has no analysis tools"
        )));
    }
    // Analysis starts from the start position itself, past any pre-game choice (the demon
    // swap), as the specs count it.
    match (position, game.position()) {
        (None, Some(start)) => Game::from_position(id, &start)
            .map_err(|e| BotError::Usage(format!("cannot set up {id}: {e}"))),
        _ => Ok(game),
    }
}

fn perft(
    variant: &str,
    depth: u32,
    position: Option<&str>,
    out: &mut dyn Write,
) -> Result<(), BotError> {
    let game = analysis_game(variant, position)?;
    let counts = game
        .perft(depth)
        .map_err(|e| BotError::Usage(e.message.to_string()))?;
    let mut total: u64 = 0;
    for (action, count) in &counts {
        writeln!(out, "{action}: {count}")?;
        total = total.saturating_add(*count);
    }
    writeln!(out, "total: {total}")?;
    Ok(())
}

fn moves(
    variant: &str,
    position: Option<&str>,
    from: Option<&str>,
    out: &mut dyn Write,
) -> Result<(), BotError> {
    let game = analysis_game(variant, position)?;
    let Status::ToMove(seat) = game.status() else {
        return Ok(());
    };
    let from = from.map(rules::notation::normalize);
    for action in game.legal(seat) {
        if let Some(from) = &from {
            if !rules::notation::normalize(&action).starts_with(from.as_str()) {
                continue;
            }
        }
        writeln!(out, "{action}")?;
    }
    Ok(())
}

/// An exported game record read from `file`; a refusal names the file (and the line at
/// fault).
fn read_record(file: &std::path::Path) -> Result<referee_core::record::Exported, BotError> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| BotError::Usage(format!("cannot read {}: {e}", file.display())))?;
    referee_core::record::parse(&text).map_err(|e| in_file(file, &e))
}

fn in_file(file: &std::path::Path, e: &dyn std::fmt::Display) -> BotError {
    BotError::Usage(format!("{}: {e}", file.display()))
}

/// `referee replay FILE --gif OUT.gif`: the game as one animated GIF, as `/replay` posts
/// it, and a line saying how many plies and bytes it holds.
pub fn replay_gif(
    file: &std::path::Path,
    path: &std::path::Path,
    lang: Lang,
    out: &mut dyn Write,
) -> Result<(), BotError> {
    let exported = read_record(file)?;
    let game = Game::replay(&exported.record).map_err(|e| in_file(file, &e))?;
    let players: Vec<referee_core::ids::User> = exported
        .players
        .iter()
        .map(|name| referee_core::ids::User::from_name(name))
        .collect();
    let renderer = render::Renderer::new().map_err(|e| BotError::Render(e.to_string()))?;
    // One step: the GIF is encoded in one call, so the bar shows that work is under way.
    let mut progress = crate::progress::Progress::new(1, "GIF");
    progress.set(0);
    let made = referee_core::replay::replay_gif(
        &renderer,
        exported.game.unwrap_or(0),
        &players,
        &game,
        lang,
    );
    progress.set(1);
    progress.finish();
    let (gif, plies) = made.map_err(BotError::Render)?;
    std::fs::write(path, &gif.gif)?;
    writeln!(
        out,
        "{}  {plies} plies, {} frames, {} bytes",
        path.display(),
        gif.frames,
        gif.gif.len()
    )?;
    Ok(())
}

/// `referee replay FILE --out DIR`: writes `0000.png` (the start), then one image per
/// action taken in turn, and prints one line per image. Each position is drawn as
/// `/replay` draws it ([`Game::replay_view`]): every identity shown when the game ended
/// with a result, else the spectator's view. A file that does not read or replay is
/// refused with the line at fault, before anything is written.
pub fn replay(
    file: &std::path::Path,
    dir: &std::path::Path,
    lang: Lang,
    out: &mut dyn Write,
) -> Result<(), BotError> {
    let exported = read_record(file)?;
    let frames = replay_frames(&exported).map_err(|e| in_file(file, &e))?;
    let whole = Game::replay(&exported.record).map_err(|e| in_file(file, &e))?;
    let renderer = render::Renderer::new().map_err(|e| BotError::Render(e.to_string()))?;
    std::fs::create_dir_all(dir)?;
    let id = exported.game.unwrap_or(0);
    let mut progress = crate::progress::Progress::new(frames.len(), "images");
    progress.set(0);
    for (number, (caption, game)) in frames.iter().enumerate() {
        let view = game.replay_view(&whole);
        let opts = referee_core::present::board_options_named(
            id,
            &exported.players,
            game,
            lang,
            Vec::new(),
        );
        let png = renderer
            .png(&view, &opts)
            .map_err(|e| BotError::Render(e.to_string()))?;
        let path = dir.join(format!("{number:04}.png"));
        std::fs::write(&path, png)?;
        writeln!(out, "{}  {caption}", path.display())?;
        progress.set(number + 1);
    }
    progress.finish();
    Ok(())
}

/// The game after each action taken in turn (the start first), with a caption such as
/// `3. bob: d7-d5`, as `/replay` counts plies: what is done while no one seat is to
/// move (a deployment, a hidden treasure) gets no image of its own.
pub fn replay_frames(
    exported: &referee_core::record::Exported,
) -> Result<Vec<(String, Game)>, referee_core::record::RecordError> {
    let record = &exported.record;
    let fresh = rules::GameRecord {
        log: Vec::new(),
        ..record.clone()
    };
    let header_end = exported.header_end;
    let mut game = Game::replay(&fresh).map_err(|e| referee_core::record::RecordError {
        line: header_end,
        problem: format!("the game cannot be set up: {e}"),
    })?;
    let mut frames = vec![("start".to_string(), game.clone())];
    for (i, entry) in record.log.iter().enumerate() {
        let in_turn = matches!(game.status(), rules::Status::ToMove(_));
        game.replay_entry(entry)
            .map_err(|e| referee_core::record::RecordError {
                line: exported.log_lines.get(i).copied().unwrap_or(header_end),
                problem: format!("`{}` is refused: {e}", entry.text),
            })?;
        if !in_turn {
            continue;
        }
        let logged = game.record().log.last();
        let who = exported
            .players
            .get(entry.seat.index())
            .cloned()
            .unwrap_or_else(|| entry.seat.to_string());
        let public = logged.map_or(entry.text.as_str(), |l| l.public.as_str());
        let mark = if entry.stand_in { " (stand-in)" } else { "" };
        frames.push((format!("{}. {who}: {public}{mark}", i + 1), game.clone()));
    }
    Ok(frames)
}
