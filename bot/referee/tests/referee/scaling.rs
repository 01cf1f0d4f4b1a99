//! The three-process proof: one throwaway PostgreSQL, one fake Discord, three real
//! `referee serve` processes with disjoint shard ranges (0-1, 2-3, 4-5 of 6) on that one
//! store. Sword-magic games are played by typed moves in guilds landing on every shard,
//! some games are left to run out a short deadline, and the middle process is killed
//! with SIGKILL mid-play and restarted. Afterwards, read through the bot's own `Store`:
//! - every move whose board post the fake Discord saw is in the game's stored log;
//! - every stored game replays to its stored record;
//! - no deadline fired twice: each short-deadline game got exactly one
//!   "missed the deadline" post, although all three processes watch the same deadlines.
//!
//! Skips with a notice without PostgreSQL, unless `REFEREE_REQUIRE_POSTGRES=1` (CI).
//! `SCALING_GAMES` (default 6) and `SCALING_MOVES` (default 8, moves per game) size it
//! for long runs.

use referee_core::store::records::Phase;
use referee_harness::fleet::{places, Fleet, Stores, Table};
use referee_testkit::fake_discord::shards::guild_on;
use referee_testkit::fake_discord::{Actor, FakeDiscord, Log, Opt};
use referee_testkit::postgres;
use rules::Game;
use std::path::Path;
use std::time::Duration;

const TOTAL: u32 = 6;
const RANGES: [(u32, u32); 3] = [(0, 1), (2, 3), (4, 5)];
/// The process killed mid-play (shards 2-3).
const VICTIM: usize = 1;
/// Games left alone to miss this deadline while the processes run.
const SHORT_DEADLINE: &str = "4s";
const DEADLINE_GAMES: usize = 3;
const MISSED: &str = "missed the deadline";

fn env_number(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

fn shard_of(guild: u64) -> u32 {
    ((guild >> 22) % u64::from(TOTAL)) as u32
}

fn process_of(guild: u64) -> usize {
    let shard = shard_of(guild);
    RANGES
        .iter()
        .position(|&(first, last)| (first..=last).contains(&shard))
        .unwrap_or_else(|| panic!("shard {shard} is in no range"))
}

fn players(index: usize) -> [Actor; 2] {
    let base = 1_000 + 2 * index as u64;
    [
        Actor::new(base, &format!("white{index}")),
        Actor::new(base + 1, &format!("black{index}")),
    ]
}

/// `/play` with a short deadline, accepted: the first player's clock runs out.
async fn open_deadline_game(fake: &FakeDiscord, channel: u64, players: [Actor; 2]) {
    let options = [
        Opt::Str("variant", "sword-magic".into()),
        Opt::User("opponent", players[1].clone()),
        Opt::Str("deadline", SHORT_DEADLINE.into()),
    ];
    let (challenge, accept, _) = fake.challenge_in(&players[0], channel, &options).await;
    let token = fake.click(&players[1], &challenge, &accept);
    fake.reply(&token).await;
}

/// An army-chess challenge in `channel`, accepted; deployments are still to come.
async fn open_army_game(fake: &FakeDiscord, channel: u64, players: &[Actor; 2]) {
    let options = [
        Opt::Str("variant", "junqi-liangguo".into()),
        Opt::User("opponent", players[1].clone()),
    ];
    let token = fake.slash(&players[0], channel, "play", &options);
    let challenge = fake.reply(&token).await;
    let accept = challenge
        .buttons
        .iter()
        .find(|b| b.starts_with("accept:"))
        .cloned()
        .unwrap_or_else(|| panic!("no Accept button on {:?}", challenge.content));
    let token = fake.click(&players[1], &challenge, &accept);
    let _ = fake.answers(&token).await;
}

/// Both players deploy by DM (shard 0) and wait for their layout's echo.
async fn deploy_by_dm(fake: &FakeDiscord, players: &[Actor; 2]) {
    for who in players {
        fake.say(who, fake.dm_channel_of(who), "deploy default");
        fake.wait_for(&format!("{}'s layout echo", who.id), |log| {
            log.dms_to(who.id)
                .iter()
                .any(|s| s.content.contains(" / "))
                .then_some(())
        })
        .await;
    }
}

fn missed_posts(log: &Log, channel: u64) -> usize {
    log.to_channel(channel)
        .iter()
        .filter(|s| s.content.contains(MISSED))
        .count()
}

/// One round: every table still playing (and not on a dead process) types its next move
/// at once; then wait for every board post. Returns how many moves were sent.
async fn play_round(fake: &FakeDiscord, tables: &mut [(u64, Table)], skip: Option<usize>) -> usize {
    let mut sent = Vec::new();
    for (index, (guild, table)) in tables.iter_mut().enumerate() {
        if skip == Some(process_of(*guild)) {
            continue;
        }
        if let Some((text, _)) = table.send(fake, index * 7 + table.moves * 3) {
            sent.push((index, text));
        }
    }
    for (index, text) in &sent {
        tables[*index].1.posted(fake, text).await;
    }
    sent.len()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_processes_on_one_postgres_lose_nothing_and_fire_each_deadline_once() {
    let Some(cluster) = postgres::shared() else {
        return;
    };
    let url = cluster.create_database();
    eprintln!("scaling: database ready");
    let games = env_number("SCALING_GAMES", 6).max(1);
    let rounds = env_number("SCALING_MOVES", 8).max(2);

    let fake = FakeDiscord::start().await;
    fake.allow_message_content();
    let dir = tempfile::tempdir().unwrap();
    let spots = places(&fake, games + DEADLINE_GAMES, TOTAL);
    // An army-chess game in a server on the killed process's first shard.
    let army_guild = guild_on(RANGES[VICTIM].0, TOTAL, 1_000);
    let army_channel = 80_000;
    fake.add_channel(army_channel, army_guild);
    let army_players = players(games + DEADLINE_GAMES);
    let guilds: Vec<u64> = spots.iter().map(|&(guild, _)| guild).collect();
    let mut unique = guilds.clone();
    unique.push(army_guild);
    unique.sort_unstable();
    unique.dedup();
    let mut fleet = Fleet::start(
        Path::new(env!("CARGO_BIN_EXE_referee")),
        &fake,
        dir.path(),
        Stores::Shared(url.clone()),
        &RANGES,
        TOTAL,
        &unique,
    );
    fake.wait_shards(&fleet.shards()).await;
    fake.wait_commands(&unique).await;
    eprintln!("scaling: processes connected");
    let landed: std::collections::BTreeSet<u32> = guilds[..games.min(guilds.len())]
        .iter()
        .map(|&g| shard_of(g))
        .collect();
    assert!(
        games < TOTAL as usize || landed.len() == TOTAL as usize,
        "played games land on every shard: {landed:?}"
    );

    // The short-deadline games first, so their clocks run through the kill.
    let deadline_spots = &spots[games..games + DEADLINE_GAMES];
    for (offset, &(_, channel)) in deadline_spots.iter().enumerate() {
        open_deadline_game(&fake, channel, players(games + offset)).await;
    }
    open_army_game(&fake, army_channel, &army_players).await;
    let mut tables = Vec::new();
    for (index, &(guild, channel)) in spots[..games].iter().enumerate() {
        tables.push((guild, Table::open(&fake, channel, players(index)).await));
    }

    let kill_after = rounds / 2;
    eprintln!("scaling: games open");
    for _ in 0..kill_after {
        play_round(&fake, &mut tables, None).await;
    }
    // SIGKILL the middle process while the others' moves are in flight; its own tables
    // wait (their events would go to a dead shard) until it is back.
    let mut in_flight = Vec::new();
    for (index, (guild, table)) in tables.iter_mut().enumerate() {
        if process_of(*guild) != VICTIM {
            if let Some((text, _)) = table.send(&fake, index) {
                in_flight.push((index, text));
            }
        }
    }
    fleet.kill(VICTIM);
    for (index, text) in &in_flight {
        tables[*index].1.posted(&fake, text).await;
    }
    play_round(&fake, &mut tables, Some(VICTIM)).await;
    // The army game's channel is on the dead process; its deployments go by DM to
    // shard 0, whose process finds the game in the shared store.
    assert_eq!(process_of(army_guild), VICTIM);
    deploy_by_dm(&fake, &army_players).await;
    // A layout is a secret: what each player's DM echoed is in no channel post.
    for who in &army_players {
        let log = fake.log();
        let echoes = log.dms_to(who.id);
        let layout = echoes
            .iter()
            .flat_map(|s| s.content.lines())
            .find(|line| line.contains(" / "))
            .unwrap_or_default();
        assert!(!layout.is_empty());
        assert!(
            log.to_channel(army_channel)
                .iter()
                .all(|post| !post.content.contains(layout)),
            "{}'s layout reached the channel",
            who.id
        );
    }
    fleet.restart(VICTIM);
    eprintln!("scaling: restarted");
    let (first, last) = RANGES[VICTIM];
    let back: Vec<[u32; 2]> = (first..=last).map(|id| [id, TOTAL]).collect();
    fake.wait_shards(&back).await;
    for _ in kill_after..rounds {
        play_round(&fake, &mut tables, None).await;
    }

    // Every short deadline has fired (the slowest after the restart); give a second
    // firing time to show up before counting.
    for &(_, channel) in deadline_spots {
        fake.wait_for(&format!("the missed deadline in {channel}"), |log| {
            (missed_posts(log, channel) > 0).then_some(())
        })
        .await;
    }
    tokio::time::sleep(Duration::from_secs(3)).await;
    for &(_, channel) in deadline_spots {
        assert_eq!(
            missed_posts(&fake.log(), channel),
            1,
            "channel {channel}: the deadline fired once, by one process"
        );
    }
    fleet.stop_all();
    eprintln!("scaling: stopped");

    let posted: Vec<(u64, Vec<String>)> = tables
        .iter()
        .map(|(_, table)| {
            let log = &table.game.record().log;
            (
                table.channel,
                log.iter().map(|e| e.public.clone()).collect(),
            )
        })
        .collect();
    let deadline_channels: Vec<u64> = deadline_spots.iter().map(|&(_, c)| c).collect();
    let total_moves: usize = posted.iter().map(|(_, moves)| moves.len()).sum();
    assert!(
        total_moves >= games * 2,
        "games were played: {total_moves} moves"
    );
    // The store's runtime must not be dropped on an async thread.
    tokio::task::spawn_blocking(move || {
        check_store(&url, &posted, &deadline_channels, army_channel)
    })
    .await
    .unwrap();
}

/// Every check of the shared store, with every process stopped.
fn check_store(
    url: &str,
    posted: &[(u64, Vec<String>)],
    deadline_channels: &[u64],
    army_channel: u64,
) {
    let store = referee_store::connect(url).unwrap_or_else(|e| panic!("{e}"));
    let ids = store.game_ids().unwrap();
    assert_eq!(ids.len(), posted.len() + deadline_channels.len() + 1);
    for &id in &ids {
        let entry = store
            .game(id)
            .unwrap_or_else(|e| panic!("game #{id} is unreadable: {e}"))
            .unwrap_or_else(|| panic!("game #{id} vanished"));
        let game = Game::replay(&entry.record)
            .unwrap_or_else(|e| panic!("game #{id} does not replay: {e}"));
        assert_eq!(
            game.record(),
            &entry.record,
            "game #{id} replays to its stored record"
        );
    }
    for (channel, moves) in posted {
        let found = store.games_in_place(*channel).unwrap();
        let [id] = found[..] else {
            panic!("channel {channel} holds games {found:?}, not one");
        };
        let entry = store.game(id).unwrap().unwrap();
        let stored: Vec<&str> = entry.record.log.iter().map(|e| e.public.as_str()).collect();
        assert!(
            stored.len() >= moves.len(),
            "game #{id}: {} moves posted, {} stored",
            moves.len(),
            stored.len()
        );
        for (index, text) in moves.iter().enumerate() {
            assert_eq!(stored[index], text, "game #{id}: posted move {}", index + 1);
        }
    }
    for channel in deadline_channels {
        let found = store.games_in_place(*channel).unwrap();
        let [id] = found[..] else {
            panic!("channel {channel} holds games {found:?}, not one");
        };
        let entry = store.game(id).unwrap().unwrap();
        assert!(
            matches!(entry.phase, Phase::Finished),
            "game #{id}: a missed deadline ends it, but it is {:?}",
            entry.phase
        );
    }
    let found = store.games_in_place(army_channel).unwrap();
    let [id] = found[..] else {
        panic!("channel {army_channel} holds games {found:?}, not one");
    };
    let entry = store.game(id).unwrap().unwrap();
    let deployments = entry.record.log.iter().filter(|e| e.private).count();
    assert_eq!(
        deployments, 2,
        "army game #{id}: both DM deployments echoed are stored"
    );
}
