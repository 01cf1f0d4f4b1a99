//! Computer against computer, without any shell: one game at a time, and the figures
//! `referee arena` prints (wins, draws and losses with a 95 % interval, plies per game,
//! think time per move).

use crate::family::Choice;
use crate::level::{Budget, Kind, Level};
use crate::player::choose;
use crate::witness;
use rules::game::Channel;
use rules::variant::Options;
use rules::{Game, Seat, Setup, Status, VariantId};
use std::fmt::Write as _;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Plies after which an arena game is stopped and counted as a draw (every family's own
/// rules end a game well before; this only guards the arena).
pub const PLY_LIMIT: usize = 1_500;

/// One arena game: which kind sits where, and its seed.
#[derive(Clone, Debug)]
pub struct Pairing {
    pub variant: VariantId,
    /// The game's options, as a challenge gives them (empty: the variant's defaults).
    pub options: Options,
    /// The kind of each player, in the order the command named them.
    pub players: Vec<Kind>,
    /// Player `p` takes seat `(p + rotation) % seats`: games alternate seats.
    pub rotation: usize,
    pub seed: u64,
    /// Think time one `hard` move is given (the node budgets derive from it).
    pub move_ms: u64,
}

/// How one game went, from the players' side (indices as in [`Pairing::players`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    /// The players who won (empty: a draw).
    pub winners: Vec<usize>,
    pub plies: usize,
    /// (player, time it took) for every choice made.
    pub thinking: Vec<(usize, Duration)>,
    /// Why it ended (the rules' reason, or `ply-limit`).
    pub reason: String,
    /// A choice the rules refused (a bug): the player, and the text.
    pub refused: Option<(usize, String)>,
    /// Every ply as the referee saw it: the player, the seat, the command and what
    /// happened (for reading a game back when a result needs explaining).
    pub log: Vec<String>,
}

/// The budget a kind plays with in the arena: node budgets only, so a seed replays the
/// whole game.
pub fn budget_of(kind: Kind, move_ms: u64) -> Budget {
    let level = match kind {
        Kind::Level(level) => level,
        Kind::Random | Kind::Greedy => Level::Easy,
    };
    Budget::for_level(level, move_ms).deterministic()
}

/// Plays one game to its end.
pub fn play(pairing: &Pairing) -> Result<Played, String> {
    let seats = pairing.players.len();
    let mut game = Game::new(
        pairing.variant,
        Setup {
            seats,
            options: pairing.options.clone(),
            seed: pairing.seed,
        },
    )
    .map_err(|e| e.to_string())?;
    let player_at = |seat: Seat| (seat.index() + seats - pairing.rotation % seats) % seats;
    let mut knowing = Vec::new();
    for s in 0..seats {
        let seat = Seat(u8::try_from(s).map_err(|e| e.to_string())?);
        knowing.push(witness::first(&game, seat).map_err(|e| format!("{e:?}"))?);
    }
    let mut rng = crate::rng(pairing.seed);
    let mut played = Played {
        winners: Vec::new(),
        plies: 0,
        thinking: Vec::new(),
        reason: String::new(),
        refused: None,
        log: Vec::new(),
    };
    while played.plies < PLY_LIMIT {
        let waiting = match game.status() {
            Status::Finished(outcome) => {
                played.winners = outcome.winners.iter().map(|&s| player_at(s)).collect();
                played.reason = outcome.reason;
                return Ok(played);
            }
            Status::ToMove(seat) => vec![seat],
            Status::Simultaneous(seats) => seats,
        };
        for seat in waiting {
            let player = player_at(seat);
            let kind = pairing.players[player];
            let started = Instant::now();
            let choice = choose(
                &knowing[seat.index()],
                kind,
                budget_of(kind, pairing.move_ms),
                &mut rng,
            );
            played.thinking.push((player, started.elapsed()));
            let text = match choice {
                Choice::Act(text) => text,
                Choice::Resign => "resign".to_string(),
                Choice::Nothing => {
                    played.refused = Some((player, "(nothing)".into()));
                    "resign".to_string()
                }
            };
            let report = match game.play(seat, &text, Channel::Private) {
                Ok(report) => report,
                Err(_) => {
                    played.refused = Some((player, text.clone()));
                    game.play(seat, "resign", Channel::Private)
                        .map_err(|e| format!("{e:?}"))?
                }
            };
            played.plies += 1;
            played
                .log
                .push(ply_line(played.plies, player, kind, seat, &text, &report));
            for (s, knowledge) in knowing.iter_mut().enumerate() {
                let seat = Seat(u8::try_from(s).map_err(|e| e.to_string())?);
                let seen = witness::observe(&game, seat, &report).map_err(|e| format!("{e:?}"))?;
                knowledge.observe(seen).map_err(|e| format!("{e:?}"))?;
            }
        }
    }
    played.reason = "ply-limit".into();
    Ok(played)
}

/// One line of a game's log: `12. hard (player 1, S): <command>  [events]`, the events
/// that only say a piece moved left out.
fn ply_line(
    ply: usize,
    player: usize,
    kind: Kind,
    seat: Seat,
    text: &str,
    report: &rules::Report,
) -> String {
    let mut line = format!("{ply}. {kind} (player {}, {seat}): {text}", player + 1);
    for event in &report.events {
        if !matches!(event, rules::Event::Moved { .. }) {
            let _ = write!(line, "  [{event:?}]");
        }
    }
    line
}

/// Wins, draws and losses of the first player against the others.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    pub wins: usize,
    pub draws: usize,
    pub losses: usize,
    pub plies: Vec<usize>,
    /// Think times of each player's choices, by player.
    pub thinking: Vec<Vec<Duration>>,
    pub refused: usize,
}

impl Tally {
    pub fn add(&mut self, game: &Played) {
        if game.winners.is_empty() {
            self.draws += 1;
        } else if game.winners.contains(&0) {
            self.wins += 1;
        } else {
            self.losses += 1;
        }
        self.plies.push(game.plies);
        for &(player, took) in &game.thinking {
            if self.thinking.len() <= player {
                self.thinking.resize(player + 1, Vec::new());
            }
            self.thinking[player].push(took);
        }
        self.refused += usize::from(game.refused.is_some());
    }

    pub fn games(&self) -> usize {
        self.wins + self.draws + self.losses
    }

    /// The first player's share of wins, with its 95 % Wilson interval (low, high).
    pub fn win_rate(&self) -> (f64, f64, f64) {
        wilson(self.wins, self.games())
    }

    pub fn mean_plies(&self) -> f64 {
        if self.plies.is_empty() {
            return 0.0;
        }
        self.plies.iter().sum::<usize>() as f64 / self.plies.len() as f64
    }

    /// Median and 99th percentile think time of `player`.
    pub fn think_time(&self, player: usize) -> Option<(Duration, Duration)> {
        let mut times = self.thinking.get(player)?.clone();
        if times.is_empty() {
            return None;
        }
        times.sort_unstable();
        let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
        Some((at(0.5), at(0.99)))
    }
}

/// A share of `hits` in `n` with its 95 % Wilson score interval.
pub fn wilson(hits: usize, n: usize) -> (f64, f64, f64) {
    if n == 0 {
        return (0.0, 0.0, 1.0);
    }
    let (n, p) = (n as f64, hits as f64 / n as f64);
    let z = 1.96_f64;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    (p, (centre - half).max(0.0), (centre + half).min(1.0))
}

/// What to play: `games` games of `players` (alternating seats), `threads` at once.
#[derive(Clone, Debug)]
pub struct Series {
    pub variant: VariantId,
    /// The games' options (empty: the variant's defaults).
    pub options: Options,
    pub players: Vec<Kind>,
    pub games: usize,
    pub seed: u64,
    pub threads: usize,
    pub move_ms: u64,
}

impl Series {
    /// Game `i` of the series: seats rotated by `i`, seeded from the series' seed and `i`.
    pub fn pairing(&self, i: usize) -> Pairing {
        Pairing {
            variant: self.variant,
            options: self.options.clone(),
            players: self.players.clone(),
            rotation: i,
            seed: self.seed.wrapping_mul(1_000_003).wrapping_add(i as u64),
            move_ms: self.move_ms,
        }
    }
}

/// A variant with its options, as `referee arena` takes it: the variant's id, then
/// optionally `:` and comma-separated options, each `key=value` or a bare toggle
/// (`ancient:territories=1,+decoys,+ambush`).
pub fn parse_variant(text: &str) -> Result<(VariantId, Options), String> {
    let (id, options) = text.split_once(':').unwrap_or((text, ""));
    let variant = VariantId::parse(id).ok_or_else(|| format!("unknown variant `{id}`"))?;
    let options = options
        .split(',')
        .filter(|o| !o.is_empty())
        .map(|o| {
            let (key, value) = o.split_once('=').unwrap_or((o, ""));
            (key.to_string(), value.to_string())
        })
        .collect();
    Ok((variant, options))
}

/// Plays a series. Game `i` is seeded from the series' seed and `i` alone, so the tally
/// does not depend on how many threads played it (think times aside).
pub fn run(series: &Series) -> Result<(Tally, Vec<String>), String> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, Result<Played, String>)>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..series.threads.clamp(1, series.games.max(1)) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= series.games {
                    break;
                }
                let played = play(&series.pairing(i));
                if let Ok(mut all) = results.lock() {
                    all.push((i, played));
                }
            });
        }
    });
    let mut results = results.into_inner().map_err(|e| e.to_string())?;
    results.sort_by_key(|(i, _)| *i);
    let mut tally = Tally::default();
    let mut notes = Vec::new();
    for (i, result) in results {
        let played = result.map_err(|e| format!("game {i}: {e}"))?;
        if let Some((player, text)) = &played.refused {
            notes.push(format!(
                "game {i}: {} chose {text:?}, refused",
                series.players[*player]
            ));
        }
        tally.add(&played);
    }
    Ok((tally, notes))
}

/// The figures of a series, as `referee arena` prints them.
pub fn summary(series: &Series, tally: &Tally) -> String {
    let names: Vec<String> = series.players.iter().map(Kind::to_string).collect();
    let (rate, low, high) = tally.win_rate();
    let mut text = String::new();
    let options: Vec<String> = series
        .options
        .iter()
        .map(|(k, v)| {
            if v.is_empty() {
                k.clone()
            } else {
                format!("{k}={v}")
            }
        })
        .collect();
    let variant = if options.is_empty() {
        series.variant.as_str().to_string()
    } else {
        format!("{}:{}", series.variant.as_str(), options.join(","))
    };
    let _ = writeln!(
        text,
        "{} {} (seed {}, {} games, hard {} ms a move)",
        variant,
        names.join(" vs "),
        series.seed,
        tally.games(),
        series.move_ms
    );
    let _ = writeln!(
        text,
        "{}: {} W / {} D / {} L; wins {:.1} % (95 % CI {:.1}–{:.1} %)",
        names[0],
        tally.wins,
        tally.draws,
        tally.losses,
        rate * 100.0,
        low * 100.0,
        high * 100.0
    );
    let _ = writeln!(text, "plies per game: {:.1}", tally.mean_plies());
    for (p, name) in names.iter().enumerate() {
        if let Some((median, p99)) = tally.think_time(p) {
            let _ = writeln!(
                text,
                "think time of {name} (player {}): median {}, p99 {}",
                p + 1,
                ms(median),
                ms(p99)
            );
        }
    }
    if tally.refused > 0 {
        let _ = writeln!(text, "games with a refused choice: {}", tally.refused);
    }
    text
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}
