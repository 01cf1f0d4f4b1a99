//! Shard ranges with the real `referee serve` binary: two processes with disjoint ranges
//! each get only their servers' events from the fake Discord, a third process asking for
//! a shard that is already connected is refused, and the settings are checked.
//!
//! Until the PostgreSQL store lands each process here has a sled store of its own, which
//! also shows what the store records: a game lives where its server's shard is served.

use referee_harness::fleet::Table;
use referee_testkit::fake_discord::shards::guild_on;
use referee_testkit::fake_discord::{Actor, FakeDiscord, Sent};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};

/// Kills the bot when the test ends, however it ends.
struct Referee(Child);

impl Drop for Referee {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

const TOTAL: u32 = 2;

fn write_config(
    dir: &Path,
    name: &str,
    fake: &FakeDiscord,
    guilds: &[u64],
    extra: &str,
) -> PathBuf {
    let config = dir.join(format!("{name}.toml"));
    std::fs::write(
        &config,
        format!(
            "token = \"fake-token\"\nstore = {:?}\nhttp_proxy = {:?}\nguild_ids = {guilds:?}\n\
             open_threads = false\nreminders = []\n{extra}",
            dir.join(format!("{name}-store")),
            fake.url,
        ),
    )
    .unwrap();
    config
}

fn referee(config: &Path, flags: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_referee"));
    command
        .arg("--config")
        .arg(config)
        .arg("serve")
        .args(flags)
        .env_remove("DISCORD_TOKEN")
        .stdin(Stdio::null());
    command
}

fn serve(config: &Path, flags: &[&str]) -> Referee {
    Referee(referee(config, flags).spawn().unwrap())
}

/// Run to the end (a refusal), with what it printed.
fn refused(config: &Path, flags: &[&str]) -> (Output, String) {
    let output = referee(config, flags)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    (output, stderr)
}

/// A sword-magic game in `channel` with its first move played; returns the move's post.
async fn open_game(fake: &FakeDiscord, channel: u64, players: [Actor; 2]) -> (Table, Sent) {
    let mut table = Table::open(fake, channel, players).await;
    let (text, _) = table.send(fake, 0).unwrap();
    let post = table.posted(fake, &text).await;
    (table, post)
}

fn games_in(store: &Path, channel: u64) -> usize {
    let store = referee_store::open(store).unwrap();
    store.open_games_in_place(channel).unwrap().len()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_process_serves_only_the_servers_of_its_shards() {
    let fake = FakeDiscord::start().await;
    fake.allow_message_content();
    let dir = tempfile::tempdir().unwrap();
    let (guild0, guild1) = (guild_on(0, TOTAL, 0), guild_on(1, TOTAL, 0));
    let (channel0, channel1) = (81, 82);
    fake.add_channel(channel0, guild0);
    fake.add_channel(channel1, guild1);
    let guilds = [guild0, guild1];
    // One process takes its range from the command line, the other from its config.
    let first = write_config(dir.path(), "first", &fake, &guilds, "");
    let second = write_config(
        dir.path(),
        "second",
        &fake,
        &guilds,
        "shards = \"1\"\ntotal_shards = 2\n",
    );
    let first_bot = serve(&first, &["--shards", "0", "--total-shards", "2"]);
    let second_bot = serve(&second, &[]);
    fake.wait_shards(&[[0, TOTAL], [1, TOTAL]]).await;
    fake.wait_commands(&guilds).await;

    let (alice, bob) = (Actor::new(101, "alice"), Actor::new(202, "bob"));
    let (carol, dave) = (Actor::new(303, "carol"), Actor::new(404, "dave"));
    let (_, on_shard0) = open_game(&fake, channel0, [alice, bob]).await;
    let (mut table1, on_shard1) = open_game(&fake, channel1, [carol, dave]).await;
    assert!(on_shard0.files.first().is_some_and(|f| f.is_png()));
    assert!(on_shard1.files.first().is_some_and(|f| f.is_png()));

    // A third process asking for shard 1, already connected, is refused; the holder
    // keeps serving its server.
    let third = write_config(dir.path(), "third", &fake, &guilds, "");
    let intruder = serve(&third, &["--shards", "1", "--total-shards", "2"]);
    fake.wait_refused_shards(1).await;
    assert_eq!(fake.refused_shards()[0], [1, TOTAL]);
    assert_eq!(fake.connected_shards(), vec![[0, TOTAL], [1, TOTAL]]);
    let (text, _) = table1.send(&fake, 3).unwrap();
    table1.posted(&fake, &text).await;
    drop(intruder);

    // A second process on the first one's sled store stops at once and says why.
    let (output, stderr) = refused(&first, &["--shards", "1", "--total-shards", "2"]);
    assert!(!output.status.success());
    assert!(
        stderr.contains("in use by another referee process") && stderr.contains("PostgreSQL"),
        "{stderr}"
    );

    // Every event of guild 1 went to shard 1, every one of guild 0 to shard 0: each
    // process's store holds exactly the game of its own server.
    drop(first_bot);
    drop(second_bot);
    let first_store = dir.path().join("first-store");
    let second_store = dir.path().join("second-store");
    assert_eq!(games_in(&first_store, channel0), 1);
    assert_eq!(games_in(&first_store, channel1), 0);
    assert_eq!(games_in(&second_store, channel1), 1);
    assert_eq!(games_in(&second_store, channel0), 0);
}

#[test]
fn shard_settings_are_checked_before_connecting() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    std::fs::write(
        &config,
        "token = \"fake-token\"\nhttp_proxy = \"http://127.0.0.1:9\"\n",
    )
    .unwrap();
    let cases: [(&[&str], &str); 3] = [
        (&["--shards", "0-3", "--total-shards", "2"], "0 to 1"),
        (&["--shards", "2-1", "--total-shards", "4"], "backwards"),
        (&["--shards", "0-1"], "total_shards"),
    ];
    for (flags, needle) in cases {
        let (output, stderr) = refused(&config, flags);
        assert!(!output.status.success(), "{flags:?} was accepted");
        assert!(stderr.contains(needle), "{flags:?}: {stderr}");
    }
    std::fs::write(&config, "shards = \"0-6\"\ntotal_shards = 6\n").unwrap();
    let (output, stderr) = refused(&config, &[]);
    assert!(!output.status.success());
    assert!(
        stderr.contains("`shards`") && stderr.contains("0 to 5"),
        "{stderr}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_connects_every_shard_of_its_range_and_no_other() {
    let fake = FakeDiscord::start().await;
    fake.allow_message_content();
    let dir = tempfile::tempdir().unwrap();
    let config = write_config(dir.path(), "middle", &fake, &[], "");
    let _bot = serve(&config, &["--shards", "1-2", "--total-shards", "3"]);
    fake.wait_shards(&[[1, 3], [2, 3]]).await;
    // serenity starts a range's shards five seconds apart: give a wrong third one time
    // to show up.
    tokio::time::sleep(std::time::Duration::from_secs(7)).await;
    assert_eq!(fake.connected_shards(), vec![[1, 3], [2, 3]]);
}
