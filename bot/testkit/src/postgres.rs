//! A throwaway PostgreSQL cluster for tests: `initdb` into a temporary folder, a server on
//! a free loopback port, a fresh database per caller, everything gone afterwards.
//!
//! Use it with `use referee_testkit::postgres;` and
//! `let Some(cluster) = postgres::shared() else { return };` (one cluster per test
//! binary), or [`Cluster::start`] for a cluster of one's own that stops when dropped.
//!
//! Without PostgreSQL on the machine both return `None` after printing a notice, so
//! `cargo test` passes where it is not installed; with `REFEREE_REQUIRE_POSTGRES=1` (CI)
//! they panic instead. The binaries are looked for in `REFEREE_PG_BIN`, then Debian's
//! `/usr/lib/postgresql/*/bin` (newest first), then `PATH`. `initdb` refuses to run as
//! root, so as root the cluster belongs to the `postgres` system user (else `nobody`)
//! and every server command runs through `setpriv`.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

pub struct Cluster {
    /// Holds the data directory and the socket; removed on drop.
    dir: tempfile::TempDir,
    bin: PathBuf,
    /// The unprivileged user and group the server runs as (when the tests run as root).
    owner: Option<(String, String)>,
    pub port: u16,
    server: Mutex<Option<Child>>,
}

static DATABASES: AtomicU64 = AtomicU64::new(0);

/// Where `initdb`, `pg_ctl` and `postgres` are, if anywhere.
pub fn find_bin() -> Option<PathBuf> {
    let has_initdb = |dir: &Path| dir.join("initdb").is_file() && dir.join("postgres").is_file();
    if let Some(dir) = std::env::var_os("REFEREE_PG_BIN").map(PathBuf::from) {
        if has_initdb(&dir) {
            return Some(dir);
        }
    }
    let mut debian: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let version = entry.file_name().to_string_lossy().parse::<u32>().ok()?;
            Some((version, entry.path().join("bin")))
        })
        .filter(|(_, bin)| has_initdb(bin))
        .collect();
    debian.sort();
    if let Some((_, bin)) = debian.pop() {
        return Some(bin);
    }
    std::env::var_os("PATH")
        .map(|path| std::env::split_paths(&path).collect::<Vec<_>>())
        .unwrap_or_default()
        .into_iter()
        .find(|dir| has_initdb(dir))
}

fn required() -> bool {
    std::env::var("REFEREE_REQUIRE_POSTGRES").is_ok_and(|v| v == "1")
}

/// `None` with a notice, or a panic when CI requires PostgreSQL.
fn unavailable(why: &str) -> Option<Cluster> {
    if required() {
        panic!("PostgreSQL is required (REFEREE_REQUIRE_POSTGRES=1) but {why}");
    }
    eprintln!("notice: skipping the PostgreSQL tests: {why}");
    None
}

fn output(command: &mut Command) -> Result<String, String> {
    let out = command
        .output()
        .map_err(|e| format!("cannot run {command:?}: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "{command:?} failed: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// The user to run the server as when we are root: `postgres`, else `nobody`.
fn unprivileged_owner() -> Result<Option<(String, String)>, String> {
    if output(Command::new("id").arg("-u"))? != "0" {
        return Ok(None);
    }
    for user in ["postgres", "nobody"] {
        if let Ok(group) = output(Command::new("id").args(["-gn", user])) {
            return Ok(Some((user.to_string(), group)));
        }
    }
    Err("running as root and neither `postgres` nor `nobody` exists".to_string())
}

fn free_port() -> Result<u16, String> {
    let listener = TcpListener::bind("127.0.0.1:0").map_err(|e| e.to_string())?;
    listener
        .local_addr()
        .map(|a| a.port())
        .map_err(|e| e.to_string())
}

impl Cluster {
    /// A new cluster of one's own, stopped and deleted when dropped.
    pub fn start() -> Option<Cluster> {
        let Some(bin) = find_bin() else {
            return unavailable("no initdb found (install Debian's `postgresql` package)");
        };
        match Cluster::start_in(bin) {
            Ok(cluster) => Some(cluster),
            Err(why) => unavailable(&why),
        }
    }

    /// A command from the cluster's `bin`, run as its owner.
    fn command(&self, program: &str) -> Command {
        command_as(&self.owner, &self.bin.join(program))
    }

    fn start_in(bin: PathBuf) -> Result<Cluster, String> {
        let owner = unprivileged_owner()?;
        let dir = tempfile::Builder::new()
            .prefix("referee-pg-")
            .tempdir()
            .map_err(|e| e.to_string())?;
        if let Some((user, group)) = &owner {
            output(
                Command::new("chown")
                    .arg(format!("{user}:{group}"))
                    .arg(dir.path()),
            )?;
        }
        let mut cluster = Cluster {
            dir,
            bin,
            owner,
            port: 0,
            server: Mutex::new(None),
        };
        let data = cluster.data_dir();
        output(
            cluster
                .command("initdb")
                .args([
                    "-A",
                    "trust",
                    "-U",
                    "postgres",
                    "-E",
                    "UTF8",
                    "--no-sync",
                    "-D",
                ])
                .arg(&data),
        )?;
        let mut last_error = String::new();
        for _ in 0..3 {
            cluster.port = free_port()?;
            match cluster.run_server() {
                Ok(()) => return Ok(cluster),
                Err(e) => last_error = e,
            }
        }
        Err(last_error)
    }

    fn data_dir(&self) -> PathBuf {
        self.dir.path().join("data")
    }

    /// Start `postgres` as a child that dies with this process (`--pdeathsig`), so a
    /// test binary that exits, or is killed, leaves no server behind.
    fn run_server(&self) -> Result<(), String> {
        let log =
            std::fs::File::create(self.dir.path().join("server.log")).map_err(|e| e.to_string())?;
        let mut command = match &self.owner {
            Some((user, group)) => {
                let mut c = Command::new("setpriv");
                c.arg(format!("--reuid={user}"))
                    .arg(format!("--regid={group}"))
                    .args(["--clear-groups", "--pdeathsig", "QUIT"])
                    .arg(self.bin.join("postgres"));
                c
            }
            None => Command::new(self.bin.join("postgres")),
        };
        command
            .arg("-D")
            .arg(self.data_dir())
            .args(["-p", &self.port.to_string(), "-k"])
            .arg(self.dir.path())
            .args([
                "-c",
                "listen_addresses=127.0.0.1",
                "-c",
                "fsync=off",
                "-c",
                "max_connections=300",
            ])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(log);
        // Spawned from a thread that lives as long as the process: the parent-death
        // signal fires when the spawning thread ends, and test threads end early.
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let child = command.spawn();
            let _ = tx.send(child);
            loop {
                std::thread::park();
            }
        });
        let child = rx
            .recv()
            .map_err(|e| e.to_string())?
            .map_err(|e| format!("cannot start postgres: {e}"))?;
        *self.server.lock().unwrap_or_else(|p| p.into_inner()) = Some(child);
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(60) {
            let ready = Command::new(self.bin.join("pg_isready"))
                .args(["-q", "-h", "127.0.0.1", "-p", &self.port.to_string()])
                .status()
                .is_ok_and(|s| s.success());
            if ready {
                return Ok(());
            }
            if let Some(child) = self
                .server
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .as_mut()
            {
                if let Ok(Some(status)) = child.try_wait() {
                    let log = std::fs::read_to_string(self.dir.path().join("server.log"))
                        .unwrap_or_default();
                    return Err(format!("postgres exited ({status}): {log}"));
                }
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        Err("postgres did not become ready in 60 s".to_string())
    }

    /// The URL of database `name` on this cluster.
    pub fn url(&self, name: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{name}", self.port)
    }

    /// A new empty database with a unique name; its URL.
    pub fn create_database(&self) -> String {
        let name = format!(
            "referee_{}_{}",
            std::process::id(),
            DATABASES.fetch_add(1, Ordering::Relaxed)
        );
        let created = output(
            Command::new(self.bin.join("createdb"))
                .args([
                    "-h",
                    "127.0.0.1",
                    "-p",
                    &self.port.to_string(),
                    "-U",
                    "postgres",
                ])
                .arg(&name),
        );
        if let Err(e) = created {
            panic!("cannot create a test database: {e}");
        }
        self.url(&name)
    }

    /// Run SQL on database `name` with `psql` (tests that damage records by hand).
    pub fn psql(&self, url: &str, sql: &str) -> String {
        match output(Command::new(self.bin.join("psql")).args([
            "-X",
            "-q",
            "-A",
            "-t",
            "-v",
            "ON_ERROR_STOP=1",
            "-d",
            url,
            "-c",
            sql,
        ])) {
            Ok(out) => out,
            Err(e) => panic!("psql: {e}"),
        }
    }
}

fn command_as(owner: &Option<(String, String)>, program: &Path) -> Command {
    match owner {
        Some((user, group)) => {
            let mut c = Command::new("setpriv");
            c.arg(format!("--reuid={user}"))
                .arg(format!("--regid={group}"))
                .arg("--clear-groups")
                .arg(program);
            c
        }
        None => Command::new(program),
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        // Immediate shutdown: the data is thrown away with the folder.
        let _ = self
            .command("pg_ctl")
            .args(["stop", "-m", "immediate", "-w", "-D"])
            .arg(self.data_dir())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
        if let Some(mut child) = self.server.lock().unwrap_or_else(|p| p.into_inner()).take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// One cluster for the whole test binary, started on first use; the server dies with
/// the process. `None` (after a notice) without PostgreSQL, unless CI requires it.
pub fn shared() -> Option<&'static Cluster> {
    static SHARED: OnceLock<Option<Cluster>> = OnceLock::new();
    SHARED
        .get_or_init(|| {
            remove_abandoned_clusters();
            Cluster::start()
        })
        .as_ref()
}

/// A shared cluster is never dropped, so its folder outlives its server: remove the
/// folders of servers that are gone (no live `postmaster.pid`, untouched for minutes,
/// so a cluster another test binary is creating right now is left alone).
fn remove_abandoned_clusters() {
    let Ok(entries) = std::fs::read_dir(std::env::temp_dir()) else {
        return;
    };
    for entry in entries.flatten() {
        if !entry
            .file_name()
            .to_string_lossy()
            .starts_with("referee-pg-")
        {
            continue;
        }
        let path = entry.path();
        let pid = std::fs::read_to_string(path.join("data/postmaster.pid"))
            .ok()
            .and_then(|text| text.lines().next().map(str::to_string));
        let alive = pid.is_some_and(|pid| Path::new("/proc").join(pid.trim()).exists());
        let old = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age > Duration::from_secs(300));
        if !alive && old {
            let _ = std::fs::remove_dir_all(path);
        }
    }
}
