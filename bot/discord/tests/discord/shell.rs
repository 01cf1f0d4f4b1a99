//! Starting the real core and the real serenity client against the fake Discord.

use referee_core::request::{Command, Place, Request, User};
use referee_core::{Core, CoreConfig, Store};
use referee_discord::{self as discord, Clock, Connection, Referee, Running};
use referee_testkit::fake_discord::{Actor, FakeDiscord, Opt, Sent, Target, CHANNEL, GUILD};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Real time plus an offset the test can move forward (deadlines are days long).
#[derive(Clone, Default)]
pub struct TestClock {
    offset: Arc<AtomicU64>,
}

impl TestClock {
    pub fn now(&self) -> u64 {
        discord::system_clock()() + self.offset.load(Ordering::SeqCst)
    }
    pub fn advance(&self, secs: u64) {
        self.offset.fetch_add(secs, Ordering::SeqCst);
    }
    pub fn clock(&self) -> Clock {
        let this = self.clone();
        Arc::new(move || this.now())
    }
}

pub struct TestBot {
    pub core: Arc<Core>,
    pub running: Running,
}

/// sled keeps a lock on the store until every handle is dropped; a restarting test may
/// briefly race the previous run's last background task.
fn open_store(path: &Path) -> Store {
    let start = Instant::now();
    loop {
        match referee_store::open(path) {
            Ok(store) => return store,
            Err(e) if start.elapsed() > Duration::from_secs(30) => panic!("store: {e}"),
            Err(_) => std::thread::sleep(Duration::from_millis(50)),
        }
    }
}

pub fn open_core(path: &Path, config: CoreConfig) -> Arc<Core> {
    let renderer = Arc::new(render::Renderer::new().unwrap());
    Arc::new(Core::open(open_store(path), renderer, config).unwrap())
}

pub async fn start_bot(fake: &FakeDiscord, core: Arc<Core>, clock: Clock) -> TestBot {
    let connection = Connection {
        token: "fake-token".into(),
        http_proxy: Some(fake.url.clone()),
        guild_ids: vec![GUILD],
        // Secret Duel is a test game: only a test lists it among the /play choices.
        unlisted_variants: vec!["secret-duel".into()],
        metrics: None,
        // The pool production uses (the benches measure the referee with it thinking).
        computer_threads: discord::default_computer_threads(),
        ..Connection::default()
    };
    let referee: Arc<dyn Referee> = core.clone();
    let running = discord::connect(connection, referee, clock).await.unwrap();
    TestBot { core, running }
}

impl TestBot {
    pub async fn stop(self) {
        self.running.shutdown().await;
        let mut core = self.core;
        // Wait for the last spawned task to let go of the core, then close the store.
        let start = Instant::now();
        loop {
            match Arc::try_unwrap(core) {
                Ok(core) => return drop(core),
                Err(shared) if start.elapsed() > Duration::from_secs(30) => {
                    panic!(
                        "core still shared by {} handles",
                        Arc::strong_count(&shared)
                    )
                }
                Err(shared) => {
                    core = shared;
                    tokio::time::sleep(Duration::from_millis(20)).await;
                }
            }
        }
    }
}

/// The status tag of a game (`to_move:<name>`, `finished:…`), asked of the core directly.
pub fn status(core: &Core, game: u64, asker: &Actor, now: u64) -> String {
    let board = Command::Board { game: Some(game) };
    core.handle(request(asker, false, board, now))
        .iter()
        .find_map(|e| e.game().map(|g| g.status.clone()))
        .unwrap_or_default()
}

/// A request from `user`, in the game channel or (with `dm`) in their private channel.
pub fn request(user: &Actor, dm: bool, command: Command, now: u64) -> Request {
    Request {
        user: User {
            id: user.id,
            name: user.name.clone(),
        },
        place: Place {
            channel: if dm { 900_000 + user.id } else { CHANNEL },
            guild: (!dm).then_some(GUILD),
            dm,
        },
        command,
        delivery_id: None,
        now,
        locale: None,
    }
}

/// A game of `variant` between `a` (challenger, first seat) and `b`, challenged and
/// accepted through the core (fast: no Discord round trip). Returns the game id.
pub fn core_game(core: &Core, variant: &str, a: &Actor, b: &Actor, now: u64) -> u64 {
    let play = Command::Play {
        variant: variant.into(),
        opponents: vec![User {
            id: b.id,
            name: b.name.clone(),
        }],
        random_seats: false,
        options: Vec::new(),
        deadline_secs: None,
    };
    let effects = core.handle(request(a, false, play, now));
    let game = effects
        .iter()
        .find_map(|e| e.game().map(|g| g.id))
        .expect("challenge made");
    core.handle(request(b, false, Command::Accept { game: Some(game) }, now));
    game
}

/// A Secret Duel between `a` and `b` made through the core, past its hiding phase
/// (treasures on a1 and c3). Returns the game id.
pub fn hidden_duel(core: &Core, a: &Actor, b: &Actor, now: u64) -> u64 {
    let game = core_game(core, "secret-duel", a, b, now);
    for (who, cell) in [(a, "a1"), (b, "c3")] {
        let hide = Command::Move {
            text: format!("hide {cell}"),
            game: Some(game),
        };
        core.handle(request(who, true, hide, now));
    }
    game
}

/// A bot on a new store in `dir`, whose games stay in the channel they start in (no
/// threads), connected to `fake` and identified.
pub async fn bot_in_channel(fake: &FakeDiscord, dir: &Path, clock: &TestClock) -> TestBot {
    let config = CoreConfig {
        open_threads: false,
        ..CoreConfig::default()
    };
    let bot = start_bot(fake, open_core(&dir.join("store"), config), clock.clock()).await;
    fake.wait_identified(1).await;
    bot
}

/// `white` challenges `black` to `variant` with `/play` and `black` accepts by the
/// button, through Discord. Returns the game id and the board the acceptance posted.
pub async fn accepted_game(
    fake: &FakeDiscord,
    white: &Actor,
    black: &Actor,
    variant: &str,
) -> (u64, Sent) {
    let (challenge, accept, game) = fake
        .challenge(
            white,
            &[
                Opt::Str("variant", variant.into()),
                Opt::User("opponent", black.clone()),
            ],
        )
        .await;
    let token = fake.click(black, &challenge, &accept);
    (game, fake.reply(&token).await)
}

/// The first legal move `/move` autocomplete offers `who` in `channel`.
/// The `index`-th post in `channel` (waiting for it), checked to be game `game`'s board:
/// it names the game and carries a PNG.
pub async fn board_post(fake: &FakeDiscord, channel: u64, index: usize, game: u64) -> Sent {
    let board = fake
        .wait_for(
            &format!("game #{game}'s board in channel {channel}"),
            |log| log.to_channel(channel).get(index).cloned().cloned(),
        )
        .await;
    assert!(
        board.content.contains(&format!("#{game}")),
        "{}",
        board.content
    );
    assert!(board.files.iter().any(|f| f.is_png()), "{board:?}");
    board
}

pub async fn legal_move(fake: &FakeDiscord, who: &Actor, channel: u64) -> String {
    // Autocomplete answers an empty list rather than a late one when the machine is
    // busy (its budget is 1.5 s); a player would simply ask again, and so does the test.
    let mut last = Vec::new();
    for attempt in 0..6u64 {
        let token = fake.autocomplete(who, channel, "move", &[], ("text", ""));
        last = fake
            .wait_for("autocomplete", |log| {
                log.sent
                    .iter()
                    .find(|s| s.target == Target::Autocomplete(token.clone()))
                    .cloned()
            })
            .await
            .choices;
        if !last.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(250 * (attempt + 1))).await;
    }
    assert!(!last.is_empty() && last.len() <= 25, "{last:?}");
    last[0].clone()
}

/// A Sword and Magic game between `white` and `black`, challenged by slash command and
/// accepted by button in the game channel. Returns the game id once the bot answered the
/// acceptance (with `open_threads`, its thread exists and holds the opening board).
pub async fn sword_magic_game(fake: &FakeDiscord, white: &Actor, black: &Actor) -> u64 {
    let (challenge, accept, game) = fake
        .challenge(
            white,
            &[
                Opt::Str("variant", "sword-magic".into()),
                Opt::User("opponent", black.clone()),
            ],
        )
        .await;
    let token = fake.click(black, &challenge, &accept);
    let _ = fake.answers(&token).await;
    game
}

/// A fake Discord and a bot connected to it (commands registered) on a fresh store: how
/// most end-to-end tests begin. Keep `_dir` bound: the store lives in it.
pub struct GameBot {
    pub fake: FakeDiscord,
    pub bot: TestBot,
    pub clock: TestClock,
    pub _dir: tempfile::TempDir,
}

/// Start a [`GameBot`]; `prepare` sets the fake up before the bot connects (portal
/// intents, denied permissions).
pub async fn game_bot(open_threads: bool, prepare: impl FnOnce(&FakeDiscord)) -> GameBot {
    let fake = FakeDiscord::start().await;
    prepare(&fake);
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::default();
    let config = CoreConfig {
        open_threads,
        ..CoreConfig::default()
    };
    let core = open_core(&dir.path().join("store"), config);
    let bot = start_bot(&fake, core, clock.clock()).await;
    fake.wait_identified(1).await;
    GameBot {
        fake,
        bot,
        clock,
        _dir: dir,
    }
}

/// The game's thread, once it holds the opening board.
pub async fn game_thread(fake: &FakeDiscord) -> u64 {
    fake.wait_for("the board in the game thread", |log| {
        let threads = fake.threads();
        let thread = threads.first()?.0;
        log.to_channel(thread)
            .iter()
            .any(|s| !s.files.is_empty())
            .then_some(thread)
    })
    .await
}
