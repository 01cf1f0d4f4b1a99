//! Crash safety of the real binary: `referee local --json --store DIR` plays games of every
//! variant at once from stdin, is killed with SIGKILL at seeded moments, and is started
//! again on the same store. Between runs, with the process dead, the store must show:
//!
//! - every action whose announcement (the `Game #N · who: \`notation\`` post) was printed
//!   is in the game's stored log, at its place;
//! - no game record is unreadable, and the store opens;
//! - every game replays from its log to its stored record, phase and clocks included;
//! - every game in challenge or play has its deadline in the clock's index, at the time
//!   the clock rules give — checked on the raw sled trees before `referee_store::open` repairs
//!   anything;
//! - a killed process left no clean-shutdown marker, so the next open checks the indexes,
//!   and one that ended normally left it, so the next open trusts them.
//!
//! Actions are chosen from the rules' `legal` lists on the replayed stored game, so each
//! run continues the games exactly where the store says they are.
//!
//! `CRASH_KILLS` kills (default 4, then two runs that end normally); the long run is
//! `CRASH_KILLS=120 cargo test --release -p referee --test referee crash_safety -- --nocapture`.
//! `CRASH_SEED` picks another sequence, `CRASH_ACTIONS` the actions per game per run.

use referee_core::clock::{self, Vacation};
use referee_core::request::User;
use referee_core::store::records::{GameEntry, Phase};
use referee_core::{CoreConfig, Store};
use rules::game::Channel;
use rules::{Game, VariantId};
use std::collections::{BTreeMap, HashMap};
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// splitmix64: a seeded sequence, so a failing run can be repeated with its seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// One table: a variant and its current generation of players (a finished game makes
/// room for a new one with new players, so every player has one open game).
struct Slot {
    variant: VariantId,
    seats: usize,
    generation: u32,
    index: usize,
}

impl Slot {
    fn names(&self) -> Vec<String> {
        (0..self.seats)
            .map(|s| format!("t{}g{}p{}", self.index, self.generation, s))
            .collect()
    }
}

/// What a run announced: game id -> (log index, public notation), from the action posts.
type Announced = BTreeMap<u64, Vec<(usize, String)>>;

/// The lines for one slot in this run, from the state the store holds.
fn plan_slot(
    slot: &mut Slot,
    store: &Store,
    rng: &mut Rng,
    actions: usize,
    log_at_start: &mut HashMap<u64, usize>,
) -> Vec<String> {
    loop {
        let names = slot.names();
        let first = User::from_name(&names[0]);
        let ids = store.games_of_user(first.id).expect("index readable");
        assert!(
            ids.len() <= 1,
            "{names:?} are in one game at a time: {ids:?}"
        );
        let Some(&id) = ids.first() else {
            // No game yet (or the challenge died with the process): challenge again.
            let mentions: Vec<String> = names[1..].iter().map(|n| format!("@{n}")).collect();
            let mut lines = vec![format!(
                "{}: /play {} {}",
                names[0],
                slot.variant.as_str(),
                mentions.join(" ")
            )];
            lines.extend(names[1..].iter().map(|n| format!("{n}: /accept")));
            return lines;
        };
        let entry = store
            .game(id)
            .expect("readable")
            .expect("listed game exists");
        log_at_start.insert(id, entry.record.log.len());
        match entry.phase {
            Phase::Challenge => {
                return entry
                    .players
                    .iter()
                    .filter(|p| p.id != entry.challenger && !entry.accepted.contains(&p.id))
                    .map(|p| format!("{}: /accept", p.name))
                    .collect();
            }
            Phase::Playing => return plan_actions(&entry, rng, actions),
            Phase::Finished | Phase::Declined { .. } => slot.generation += 1,
        }
    }
}

/// Up to `actions` random legal actions, tried on a copy of the stored game.
fn plan_actions(entry: &GameEntry, rng: &mut Rng, actions: usize) -> Vec<String> {
    let mut game = Game::replay(&entry.record).expect("stored games replay");
    let hidden = entry.record.variant.info().hidden;
    let mut lines = Vec::new();
    for _ in 0..actions {
        let owing = clock::owing(&game.status());
        if owing.is_empty() {
            break;
        }
        let seat = owing[rng.below(owing.len())];
        let legal = game.legal(seat);
        if legal.is_empty() {
            break;
        }
        let action = legal[rng.below(legal.len())].clone();
        let private = hidden || game.needs_privacy(seat, &action);
        let channel = if private {
            Channel::Private
        } else {
            Channel::Public
        };
        if let Err(e) = game.play(seat, &action, channel) {
            panic!(
                "game #{} ({}): the legal action {action:?} of seat {} was refused: {e}",
                entry.id,
                entry.record.variant.as_str(),
                seat.0
            );
        }
        let name = &entry.players[seat.index()].name;
        let to = if private { " dm" } else { "" };
        lines.push(format!("{name}{to}: {action}"));
    }
    lines
}

/// Take one line from each slot's queue in a seeded order, keeping each slot's own order.
fn interleave(mut queues: Vec<Vec<String>>, rng: &mut Rng) -> Vec<String> {
    for q in &mut queues {
        q.reverse();
    }
    let mut out = Vec::new();
    loop {
        let open: Vec<usize> = (0..queues.len())
            .filter(|&i| !queues[i].is_empty())
            .collect();
        if open.is_empty() {
            return out;
        }
        let pick = open[rng.below(open.len())];
        out.extend(queues[pick].pop());
    }
}

fn spawn(store: &Path, images: &Path) -> (Child, ChildStdin, mpsc::Receiver<String>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_referee"))
        .args(["--config", "no-such-config.toml", "local", "--json"])
        .arg("--store")
        .arg(store)
        .arg("--out")
        .arg(images)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("referee starts");
    let stdin = child.stdin.take().expect("stdin");
    let stdout = child.stdout.take().expect("stdout");
    let (lines, received) = mpsc::channel();
    std::thread::spawn(move || {
        let mut reader = BufReader::new(stdout);
        let mut line = String::new();
        loop {
            line.clear();
            match reader.read_line(&mut line) {
                // A line cut short by the kill was never printed whole: not counted.
                Ok(n) if n > 0 && line.ends_with('\n') => {
                    if lines.send(line.trim_end().to_string()).is_err() {
                        return;
                    }
                }
                _ => return,
            }
        }
    });
    (child, stdin, received)
}

/// One announced action: its game, the game's variant and the public notation.
struct Announcement {
    game: u64,
    variant: String,
    notation: String,
}

/// The action posts among printed lines, in print order. Every planned line is legal,
/// so no line may be a refusal.
fn announcements(printed: &[String]) -> Vec<Announcement> {
    printed
        .iter()
        .filter_map(|line| {
            let json: serde_json::Value = serde_json::from_str(line)
                .unwrap_or_else(|e| panic!("not a JSON line ({e}): {line}"));
            assert_eq!(json["error"], false, "a planned line was refused: {line}");
            if json["to"] != "channel" {
                return None;
            }
            let game = json["game"]["id"].as_u64()?;
            let variant = json["game"]["variant"].as_str()?.to_string();
            let first = json["text"].as_str()?.lines().next()?;
            let rest = first.strip_prefix(&format!("Game #{game} · "))?;
            let (_, quoted) = rest.split_once(": `")?;
            let notation = quoted.strip_suffix('`')?.to_string();
            Some(Announcement {
                game,
                variant,
                notation,
            })
        })
        .collect()
}

/// Open the store, waiting for the killed process's file lock to go.
fn open_store(path: &Path) -> (Store, referee_store::IndexCheck) {
    let start = Instant::now();
    loop {
        match referee_store::open_checked(path) {
            Ok(store) => return store,
            Err(e) if start.elapsed() > Duration::from_secs(30) => panic!("store: {e}"),
            Err(_) => std::thread::sleep(Duration::from_millis(20)),
        }
    }
}

fn read_u64(bytes: &[u8]) -> u64 {
    u64::from_be_bytes(bytes.try_into().expect("8-byte value"))
}

/// The clock's index as the crash left it (before `referee_store::open` could repair it): every
/// game in challenge or play has a wakeup, and the time-ordered index holds exactly it.
/// Returns the game ids, each open game's stored wakeup, and whether the clean-shutdown
/// marker is there.
fn raw_wakeups(path: &Path) -> (Vec<u64>, HashMap<u64, u64>, bool) {
    let start = Instant::now();
    let db = loop {
        match sled::open(path) {
            Ok(db) => break db,
            Err(e) if start.elapsed() > Duration::from_secs(30) => panic!("raw sled: {e}"),
            Err(_) => std::thread::sleep(Duration::from_millis(20)),
        }
    };
    let games = db.open_tree("games").expect("games tree");
    let wakeups = db.open_tree("wakeups").expect("wakeups tree");
    let deadlines = db.open_tree("deadlines").expect("deadlines tree");
    let mut ids = Vec::new();
    let mut open = HashMap::new();
    for item in games.iter() {
        let (key, bytes) = item.expect("games readable");
        let id = read_u64(&key);
        ids.push(id);
        let record: serde_json::Value = serde_json::from_slice(&bytes)
            .unwrap_or_else(|e| panic!("game #{id} is not JSON after the crash: {e}"));
        if !matches!(record["phase"].as_str(), Some("challenge" | "playing")) {
            continue;
        }
        let at = wakeups
            .get(id.to_be_bytes())
            .expect("wakeups readable")
            .unwrap_or_else(|| panic!("game #{id} is open but lost its deadline"));
        let at = read_u64(&at);
        let mut key = at.to_be_bytes().to_vec();
        key.extend(id.to_be_bytes());
        assert!(
            deadlines.contains_key(&key).expect("deadlines readable"),
            "game #{id}: wakeup {at} is missing from the time-ordered index"
        );
        open.insert(id, at);
    }
    let clean = db
        .open_tree("counters")
        .expect("counters tree")
        .contains_key(referee_store::CLEAN_SHUTDOWN_KEY)
        .expect("counters readable");
    drop((games, wakeups, deadlines));
    drop(db);
    (ids, open, clean)
}

/// Every check of the store between runs. `announced` is everything printed so far;
/// `killed`: the run ended with SIGKILL.
fn check_store(path: &Path, announced: &Announced, killed: bool) -> usize {
    let (ids, wakeups, marked_clean) = raw_wakeups(path);
    assert_eq!(
        marked_clean, !killed,
        "the clean-shutdown marker is left by a normal end only"
    );
    let (store, check) = open_store(path);
    assert_eq!(
        matches!(check, referee_store::IndexCheck::Trusted),
        !killed,
        "{check:?}"
    );
    let reminders = CoreConfig::default().reminder_secs;
    let mut actions = 0;
    for id in ids {
        let entry = match store.game(id) {
            Ok(Some(entry)) => entry,
            Ok(None) => panic!("game #{id} vanished"),
            Err(e) => panic!("game #{id} is corrupt after a crash: {e}"),
        };
        let game = Game::replay(&entry.record)
            .unwrap_or_else(|e| panic!("game #{id} does not replay: {e}"));
        assert_eq!(
            game.record(),
            &entry.record,
            "game #{id} replays to its stored record"
        );
        let status = game.status();
        match entry.phase {
            Phase::Challenge => assert!(entry.record.log.is_empty(), "game #{id}"),
            Phase::Playing => assert!(!status.is_finished(), "game #{id}: {status:?}"),
            Phase::Finished => assert!(status.is_finished(), "game #{id}: {status:?}"),
            Phase::Declined { .. } => {}
        }
        let due = match entry.phase {
            Phase::Challenge => Some(entry.created + entry.per_move.min(7 * 86_400)),
            Phase::Playing => {
                assert_eq!(entry.clocks.len(), entry.players.len(), "game #{id} clocks");
                let vacations = vec![Vacation::default(); entry.players.len()];
                clock::next_wakeup(&entry, &status, &vacations, &reminders)
            }
            _ => None,
        };
        assert_eq!(
            wakeups.get(&id).copied(),
            due,
            "game #{id} ({:?}): its stored deadline is the one its clocks give",
            entry.phase
        );
        for (index, notation) in announced.get(&id).map(Vec::as_slice).unwrap_or(&[]) {
            let logged = entry.record.log.get(*index).unwrap_or_else(|| {
                panic!(
                    "game #{id}: `{notation}` was announced as action {} but the log has {}",
                    index + 1,
                    entry.record.log.len()
                )
            });
            assert_eq!(
                &logged.public,
                notation,
                "game #{id}: action {} as announced",
                index + 1
            );
        }
        actions += entry.record.log.len();
    }
    actions
}

#[test]
fn killed_at_random_moments_the_referee_loses_nothing_it_announced() {
    let kills = env_number("CRASH_KILLS", 4);
    let actions = env_number("CRASH_ACTIONS", 6) as usize;
    let mut rng = Rng(env_number("CRASH_SEED", 0x5eed_c0de));
    let dir = tempfile::tempdir().expect("temp dir");
    let store_path = dir.path().join("store");
    let images = dir.path().join("images");
    let mut slots: Vec<Slot> = VariantId::all()
        .into_iter()
        .enumerate()
        .map(|(index, variant)| Slot {
            variant,
            seats: variant.info().min_seats,
            generation: 0,
            index,
        })
        .collect();
    let mut announced = Announced::new();
    let mut per_variant: BTreeMap<String, usize> = BTreeMap::new();
    let mut kills_done = 0;
    let mut lines_sent = 0;
    let started = Instant::now();
    // The kills, then two runs to the end of their input: one to finish challenges that
    // died with a process, one so that every variant has moved.
    for run in 0..kills + 2 {
        let kill = run < kills;
        let mut log_at_start = HashMap::new();
        let queues = {
            let (store, _) = open_store(&store_path);
            slots
                .iter_mut()
                .map(|slot| plan_slot(slot, &store, &mut rng, actions, &mut log_at_start))
                .collect()
        };
        let lines = interleave(queues, &mut rng);
        lines_sent += lines.len();
        let (mut child, mut stdin, printed_rx) = spawn(&store_path, &images);
        // Written from another thread: the pipe may fill while the referee works.
        let input = lines.join("\n") + "\n";
        let writer = std::thread::spawn(move || {
            let _ = stdin.write_all(input.as_bytes());
            let _ = stdin.flush();
            stdin
        });
        // Every line answers with at least one line, so this falls inside the run.
        let kill_after = 1 + rng.below(lines.len().max(1));
        let pause = Duration::from_micros(rng.next() % 4_000);
        let mut printed = Vec::new();
        let deadline = Instant::now() + Duration::from_secs(300);
        if !kill {
            drop(writer.join().expect("writer"));
            while let Ok(line) = printed_rx.recv() {
                printed.push(line);
            }
            let exit = child.wait().expect("referee exits");
            assert!(exit.success(), "run {run} ends cleanly: {exit:?}");
        } else {
            while printed.len() < kill_after {
                let left = deadline.saturating_duration_since(Instant::now());
                match printed_rx.recv_timeout(left) {
                    Ok(line) => printed.push(line),
                    Err(e) => panic!(
                        "run {run}: {} of {kill_after} lines before the kill ({e:?}); \
                         did the referee stop? {:?}",
                        printed.len(),
                        child.try_wait()
                    ),
                }
            }
            std::thread::sleep(pause);
            child.kill().expect("SIGKILL");
            child.wait().expect("reaped");
            kills_done += 1;
            drop(writer.join().expect("writer"));
            // Lines already in the pipe were printed before the kill.
            while let Ok(line) = printed_rx.recv() {
                printed.push(line);
            }
        }
        let mut counts: HashMap<u64, usize> = HashMap::new();
        for a in announcements(&printed) {
            let seen = counts.entry(a.game).or_default();
            let index = log_at_start.get(&a.game).copied().unwrap_or(0) + *seen;
            *seen += 1;
            announced
                .entry(a.game)
                .or_default()
                .push((index, a.notation));
            *per_variant.entry(a.variant).or_default() += 1;
        }
        let stored_actions = check_store(&store_path, &announced, kill);
        println!(
            "run {run}: {} lines in, {} printed, {} actions stored",
            lines.len(),
            printed.len(),
            stored_actions
        );
    }
    let announced_total: usize = announced.values().map(Vec::len).sum();
    println!(
        "{kills_done} kills, {lines_sent} lines sent, {announced_total} actions announced, \
         {} games, {:.1?}",
        announced.len(),
        started.elapsed()
    );
    println!("actions announced per variant: {per_variant:?}");
    assert_eq!(kills_done, kills);
    // The checks are only as good as the games played: every variant must have moved.
    for slot in &slots {
        let variant = slot.variant.as_str();
        assert!(
            per_variant.get(variant).is_some_and(|n| *n > 0),
            "{variant} never moved"
        );
    }
}
