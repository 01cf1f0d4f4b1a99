//! Picker steps through the core at a steady rate: many sword-magic (8x8) and demon
//! (13x13) games, each step a `Command::PickStep` click (a piece, or a group of pieces)
//! whose answer is a picker with its image drawn. Open loop: clicks are due every
//! 1/rate seconds whatever the answers take, and each latency counts from the click's due
//! time, so a slow answer also delays the ones queued behind it.
//!
//! `cargo bench -p referee-core --bench picker`. `PICKER_BENCH_GAMES` (games per family,
//! default 8), `PICKER_BENCH_STEPS` (clicks per family, default 300) and
//! `PICKER_BENCH_RATE` (clicks a second, default 100) set the load. Prints, per family,
//! click → answer (the step chosen, before drawing) and click → image (the PNG drawn)
//! p50/p99, and the process's CPU time per step (Linux: /proc/self/stat).

use referee_core::effect::{Effect, Row};
use referee_core::request::{Command, Place, Request, User};
use referee_core::{present, Core, CoreConfig, Store};
use render::Renderer;
use std::sync::Arc;
use std::time::{Duration, Instant};

const NOW: u64 = 1_800_000_000;

fn env_or(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn request(who: &str, command: Command) -> Request {
    Request {
        user: User::from_name(who),
        place: Place {
            channel: 1,
            guild: Some(1),
            dm: false,
        },
        command,
        delivery_id: None,
        now: NOW,
        locale: None,
    }
}

fn typed(core: &Core, who: &str, text: &str) -> Vec<Effect> {
    let command = if text.starts_with('/') {
        Command::Typed { text: text.into() }
    } else {
        Command::Text { text: text.into() }
    };
    core.handle(request(who, command))
}

/// A click: the component id and the option chosen.
type Click = (String, Option<String>);

/// The choices of the first row of the one picker in `effects`.
fn choices(effects: &[Effect]) -> Vec<Click> {
    effects
        .iter()
        .find_map(|e| match e {
            Effect::Picker {
                rows, error: false, ..
            } => rows.first().cloned(),
            _ => None,
        })
        .map(|row| match row {
            Row::Select(select) => select
                .options
                .iter()
                .map(|o| (select.id.clone(), Some(o.value.clone())))
                .collect(),
            Row::Buttons(_) => Vec::new(),
        })
        .unwrap_or_default()
}

/// One game of `variant` with the first player to move, and the clicks that open a step
/// without playing: each piece (or group of pieces), and each group's pieces.
fn game(core: &Core, variant: &str, i: usize) -> (String, Vec<Click>) {
    let (first, second) = (format!("{variant}-w{i}"), format!("{variant}-b{i}"));
    typed(core, &first, &format!("/play {variant} @{second}"));
    let started = typed(core, &second, "/accept");
    let id = started.iter().rev().find_map(|e| e.game().map(|g| g.id));
    if variant == "demon" {
        typed(core, &second, "keep");
    }
    let opened = core.handle(request(&first, Command::Pick { game: id }));
    let mut clicks = Vec::new();
    for click in choices(&opened) {
        if click.1.as_deref().is_some_and(|v| v.starts_with('~')) {
            if let Some(command) = Command::from_component(&click.0, click.1.as_deref()) {
                clicks.extend(choices(&core.handle(request(&first, command))));
            }
        }
        clicks.push(click);
    }
    (first, clicks)
}

fn cpu_seconds() -> f64 {
    // utime and stime, fields 14 and 15, in clock ticks (100 a second on Linux).
    std::fs::read_to_string("/proc/self/stat")
        .ok()
        .and_then(|stat| {
            let after_name = stat.rsplit(')').next()?.to_string();
            let fields: Vec<&str> = after_name.split_whitespace().collect();
            let user: f64 = fields.get(11)?.parse().ok()?;
            let system: f64 = fields.get(12)?.parse().ok()?;
            Some((user + system) / 100.0)
        })
        .unwrap_or(0.0)
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    let i = ((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len().max(1)) - 1;
    sorted.get(i).map_or(0.0, |d| d.as_secs_f64() * 1e3)
}

fn run(core: &Core, variant: &str, games: usize, steps: usize, rate: usize) {
    let tables: Vec<(String, Vec<Click>)> = (0..games)
        .map(|i| game(core, variant, i))
        .filter(|(_, clicks)| !clicks.is_empty())
        .collect();
    if tables.is_empty() {
        println!("{variant}: no game offered a click");
        return;
    }
    let interval = Duration::from_secs_f64(1.0 / rate.max(1) as f64);
    let (mut answers, mut images) = (Vec::new(), Vec::new());
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let cpu_before = cpu_seconds();
    let start = Instant::now();
    for step in 0..steps {
        let due = start + interval * step as u32;
        if let Some(wait) = due.checked_duration_since(Instant::now()) {
            std::thread::sleep(wait);
        }
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let (who, clicks) = &tables[step % tables.len()];
        let (id, value) = &clicks[(seed >> 33) as usize % clicks.len()];
        let Some(command) = Command::from_component(id, value.as_deref()) else {
            continue;
        };
        let outs = core.handle_undrawn(request(who, command));
        answers.push(due.elapsed());
        let effects = present::finish(&renderer(), outs);
        images.push(due.elapsed());
        let drawn = effects.iter().any(|e| {
            matches!(e, Effect::Picker { image: Some(image), error: false, .. } if !image.png.is_empty())
        });
        if !drawn {
            println!("{variant}: step {step} ({id} {value:?}) drew no picker image");
        }
    }
    let elapsed = start.elapsed();
    let cpu = cpu_seconds() - cpu_before;
    answers.sort();
    images.sort();
    println!(
        "{variant}: {} games, {} clicks at {rate}/s in {:.1} s: click → answer p50 {:.2} ms p99 {:.2} ms; \
         click → image p50 {:.2} ms p99 {:.2} ms; CPU {:.2} ms a step",
        tables.len(),
        images.len(),
        elapsed.as_secs_f64(),
        percentile(&answers, 0.5),
        percentile(&answers, 0.99),
        percentile(&images, 0.5),
        percentile(&images, 0.99),
        cpu * 1e3 / images.len().max(1) as f64,
    );
}

fn renderer() -> Arc<Renderer> {
    static RENDERER: std::sync::OnceLock<Arc<Renderer>> = std::sync::OnceLock::new();
    RENDERER
        .get_or_init(|| Arc::new(Renderer::new().expect("the embedded font loads")))
        .clone()
}

fn main() {
    let games = env_or("PICKER_BENCH_GAMES", 8);
    let steps = env_or("PICKER_BENCH_STEPS", 300);
    let rate = env_or("PICKER_BENCH_RATE", 100);
    let core = Core::open(Store::in_memory(), renderer(), CoreConfig::default())
        .expect("a core on a store in memory");
    for variant in ["sword-magic", "demon"] {
        run(&core, variant, games, steps, rate);
    }
}
