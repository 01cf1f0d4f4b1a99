//! Several real `referee serve` processes against one fake Discord, each with its shard
//! range, and sword-magic games played through them by typed moves. Used by the shard
//! tests and the scaling bench.

use referee_testkit::fake_discord::shards::{guild_on, Shard};
use referee_testkit::fake_discord::{Actor, FakeDiscord, Opt, Sent};
use rules::game::Channel;
use rules::variant::Setup;
use rules::{Game, Status, VariantId};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Where the processes keep their games.
#[derive(Clone, Debug)]
pub enum Stores {
    /// One sled directory per process, under the fleet's folder (processes share nothing).
    SledEach,
    /// One store for all, as written after `store =` (a `postgres://…` URL).
    Shared(String),
}

/// The referee processes; each is killed when the fleet is dropped.
pub struct Fleet {
    referee: PathBuf,
    dir: PathBuf,
    fake_url: String,
    stores: Stores,
    guilds: Vec<u64>,
    total: u32,
    ranges: Vec<(u32, u32)>,
    children: Vec<Option<Child>>,
}

impl Drop for Fleet {
    fn drop(&mut self) {
        for child in self.children.iter_mut().flatten() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl Fleet {
    /// Start one process per range (`(first, last)` of `total`), all registering their
    /// commands in `guilds`. `referee` is the binary to run: a test or bench of the
    /// `referee` package has it as `env!("CARGO_BIN_EXE_referee")`.
    pub fn start(
        referee: &Path,
        fake: &FakeDiscord,
        dir: &Path,
        stores: Stores,
        ranges: &[(u32, u32)],
        total: u32,
        guilds: &[u64],
    ) -> Fleet {
        let mut fleet = Fleet {
            referee: referee.to_path_buf(),
            dir: dir.to_path_buf(),
            fake_url: fake.url.clone(),
            stores,
            guilds: guilds.to_vec(),
            total,
            ranges: ranges.to_vec(),
            children: Vec::new(),
        };
        for index in 0..ranges.len() {
            let child = fleet.spawn(index);
            fleet.children.push(Some(child));
        }
        fleet
    }

    /// The sled directory of process `index` ([`Stores::SledEach`]).
    pub fn sled_store(&self, index: usize) -> PathBuf {
        self.dir.join(format!("store-{index}"))
    }

    fn config(&self, index: usize) -> PathBuf {
        let store = match &self.stores {
            Stores::SledEach => format!("{:?}", self.sled_store(index)),
            Stores::Shared(url) => format!("{url:?}"),
        };
        let path = self.dir.join(format!("referee-{index}.toml"));
        let text = format!(
            "token = \"fake-token\"\nstore = {store}\nhttp_proxy = {:?}\nguild_ids = {:?}\n\
             open_threads = false\nreminders = []\n",
            self.fake_url, self.guilds
        );
        std::fs::write(&path, text).unwrap();
        path
    }

    fn spawn(&self, index: usize) -> Child {
        let (first, last) = self.ranges[index];
        let log = std::fs::File::create(self.dir.join(format!("referee-{index}.log"))).unwrap();
        Command::new(&self.referee)
            .arg("--config")
            .arg(self.config(index))
            .arg("serve")
            .arg("--shards")
            .arg(format!("{first}-{last}"))
            .arg("--total-shards")
            .arg(self.total.to_string())
            .env_remove("DISCORD_TOKEN")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .unwrap()
    }

    /// Every shard the fleet runs, for [`FakeDiscord::wait_shards`].
    pub fn shards(&self) -> Vec<Shard> {
        self.ranges
            .iter()
            .flat_map(|&(first, last)| (first..=last).map(|id| [id, self.total]))
            .collect()
    }

    /// SIGKILL process `index`: no shutdown, no flush beyond what it already did.
    pub fn kill(&mut self, index: usize) {
        if let Some(mut child) = self.children[index].take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    pub fn restart(&mut self, index: usize) {
        self.kill(index);
        let child = self.spawn(index);
        self.children[index] = Some(child);
    }

    /// What process `index` printed on stderr so far.
    pub fn log(&self, index: usize) -> String {
        std::fs::read_to_string(self.dir.join(format!("referee-{index}.log"))).unwrap_or_default()
    }

    /// Stop every process (SIGKILL), e.g. before reading their sled stores.
    pub fn stop_all(&mut self) {
        for index in 0..self.children.len() {
            self.kill(index);
        }
    }
}

/// `count` guilds spread round-robin over the shards of `total`, as (guild, channel).
pub fn places(fake: &FakeDiscord, count: usize, total: u32) -> Vec<(u64, u64)> {
    (0..count)
        .map(|i| {
            let shard = (i as u32) % total;
            let guild = guild_on(shard, total, (i as u64) / u64::from(total));
            let channel = 90_000 + i as u64;
            fake.add_channel(channel, guild);
            (guild, channel)
        })
        .collect()
}

/// One sword-magic game played by typed moves in its channel, mirrored by a local copy of
/// the rules so every move sent is legal.
pub struct Table {
    pub channel: u64,
    pub players: [Actor; 2],
    pub game: Game,
    /// Channel posts seen so far (a move's post is the first new one naming it).
    seen: usize,
    /// Moves sent.
    pub moves: usize,
}

impl Table {
    /// Challenge, accept by button: the game is on.
    pub async fn open(fake: &FakeDiscord, channel: u64, players: [Actor; 2]) -> Table {
        let options = [
            Opt::Str("variant", "sword-magic".into()),
            Opt::User("opponent", players[1].clone()),
        ];
        let (challenge, accept, _) = fake.challenge_in(&players[0], channel, &options).await;
        let token = fake.click(&players[1], &challenge, &accept);
        fake.reply(&token).await;
        let variant = VariantId::parse("sword-magic").unwrap();
        let setup = Setup {
            seats: 2,
            options: Default::default(),
            seed: 0,
        };
        let game = Game::new(variant, setup).unwrap();
        let seen = fake.log().to_channel(channel).len();
        Table {
            channel,
            players,
            game,
            seen,
            moves: 0,
        }
    }

    pub fn finished(&self) -> bool {
        self.game.status().is_finished()
    }

    /// Type the next move (chosen by `pick` among the legal ones); returns its text and
    /// when it was sent, or `None` once the game is over.
    pub fn send(&mut self, fake: &FakeDiscord, pick: usize) -> Option<(String, Instant)> {
        let Status::ToMove(seat) = self.game.status() else {
            return None;
        };
        let legal = self.game.legal(seat);
        let text = legal.get(pick % legal.len().max(1))?.clone();
        self.game.play(seat, &text, Channel::Public).ok()?;
        let player = &self.players[seat.index()];
        let at = Instant::now();
        fake.say(player, self.channel, &text);
        self.moves += 1;
        Some((text, at))
    }

    /// Wait for the post of `text`, the channel's next new post naming it.
    pub async fn posted(&mut self, fake: &FakeDiscord, text: &str) -> Sent {
        let needle = format!("`{text}`");
        let (index, sent) = fake
            .wait_for(&format!("the post of {text} in {}", self.channel), |log| {
                let posts = log.to_channel(self.channel);
                posts
                    .iter()
                    .enumerate()
                    .skip(self.seen)
                    .find(|(_, s)| s.content.contains(&needle))
                    .map(|(i, s)| (i, (*s).clone()))
            })
            .await;
        self.seen = index + 1;
        sent
    }
}

/// Percentile `p` (0..=1) of sorted latencies.
pub fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index.min(sorted.len() - 1)]
}
