//! A core on a store, users by name, and effect helpers: the core's tests and every
//! other test that drives the core directly (through `referee-harness`, which compiles
//! this file for the crates above the core).

use referee_core::effect::Effect;
use referee_core::request::{Command, Place, Request, User};
use referee_core::{Core, CoreConfig, Store};
use render::Renderer;
use rules::{Game, Status};
use std::sync::{Arc, OnceLock};

pub const CHANNEL: u64 = 1;
pub const T0: u64 = 1_800_000_000;
pub const DAY: u64 = 86_400;
pub const HOUR: u64 = 3_600;

pub fn renderer() -> Arc<Renderer> {
    static RENDERER: OnceLock<Arc<Renderer>> = OnceLock::new();
    RENDERER
        .get_or_init(|| Arc::new(Renderer::new().expect("the embedded font loads")))
        .clone()
}

pub fn core_on(store: Store, config: CoreConfig) -> Core {
    Core::open(store, renderer(), config).expect("core opens")
}

pub fn core() -> Core {
    core_on(Store::in_memory(), CoreConfig::default())
}

pub fn user(name: &str) -> User {
    User::from_name(name)
}

fn command(text: &str) -> Command {
    if text.starts_with('/') {
        Command::Typed { text: text.into() }
    } else {
        Command::Text { text: text.into() }
    }
}

pub fn request(who: &str, text: &str, dm: bool, now: u64) -> Request {
    let user = user(who);
    let place = if dm {
        Place {
            channel: user.id,
            guild: None,
            dm: true,
        }
    } else {
        Place {
            channel: CHANNEL,
            guild: Some(1),
            dm: false,
        }
    };
    Request {
        user,
        place,
        command: command(text),
        delivery_id: None,
        now,
        locale: None,
    }
}

/// `who` types `text` in the game channel.
pub fn say(core: &Core, who: &str, text: &str, now: u64) -> Vec<Effect> {
    core.handle(request(who, text, false, now))
}

/// `who` sends `text` to the bot privately.
pub fn dm(core: &Core, who: &str, text: &str, now: u64) -> Vec<Effect> {
    core.handle(request(who, text, true, now))
}

pub fn text(effect: &Effect) -> &str {
    match effect {
        Effect::Post { text, .. }
        | Effect::Private { text, .. }
        | Effect::Ephemeral { text, .. }
        | Effect::Picker { text, .. } => text,
        Effect::Choices { .. } | Effect::OpenThread { .. } | Effect::Delete { .. } => "",
    }
}

pub fn status(effects: &[Effect]) -> Option<String> {
    effects
        .iter()
        .rev()
        .find_map(|e| e.game().map(|g| g.status.clone()))
}

/// Exactly one effect: an error reply to `who`. Returns its text.
pub fn assert_refused(effects: &[Effect], who: &str) -> String {
    assert_eq!(
        effects.len(),
        1,
        "a refusal is one effect, got {effects:#?}"
    );
    match &effects[0] {
        Effect::Ephemeral {
            user: to,
            error: true,
            text,
            image: None,
            ..
        } => {
            assert_eq!(*to, user(who).id, "the error goes to the sender only");
            text.clone()
        }
        other => panic!("expected an error to {who}, got {other:#?}"),
    }
}

pub fn game(store: &Store, id: u64) -> Game {
    let entry = store.game(id).expect("readable").expect("exists");
    Game::replay(&entry.record).expect("replays")
}

/// Name of the player to move in game `id`.
pub fn to_move(store: &Store, id: u64) -> Option<String> {
    let entry = store.game(id).ok()??;
    match game(store, id).status() {
        Status::ToMove(seat) => entry.player(seat).map(|p| p.name.clone()),
        _ => None,
    }
}

/// alice challenges bob to secret-duel and bob accepts: game 1 in the hiding phase.
pub fn started_duel(core: &Core, extra: &str) -> u64 {
    let posts = say(
        core,
        "alice",
        &format!("/play secret-duel @bob {extra}"),
        T0,
    );
    assert_eq!(status(&posts).as_deref(), Some("challenge"));
    let posts = say(core, "bob", "/accept", T0);
    assert_eq!(status(&posts).as_deref(), Some("setup"), "{posts:#?}");
    posts
        .iter()
        .find_map(|e| e.game().map(|g| g.id))
        .expect("a game id")
}

/// A started duel where alice hid on a1 and bob on c3.
pub fn hidden_duel(core: &Core, extra: &str) -> u64 {
    let id = started_duel(core, extra);
    assert!(!dm(core, "alice", "hide a1", T0).is_empty());
    assert!(!dm(core, "bob", "hide c3", T0).is_empty());
    id
}

/// What a shell does until the computers owe nothing: think about every task and play
/// each answer with `submit`, round after round (a game may owe a further answer).
fn until_computers_rest<T>(
    core: &Core,
    submit: impl Fn(&referee_core::ComputerTask, referee_core::request::Command) -> Vec<T>,
) -> Vec<T> {
    let mut done = Vec::new();
    for _ in 0..16 {
        let tasks = core.computer_work();
        if tasks.is_empty() {
            break;
        }
        for task in tasks {
            if let Some(command) = task.think() {
                done.extend(submit(&task, command));
            }
        }
    }
    done
}

/// [`until_computers_rest`] with each answer's effects, boards drawn.
pub fn computers_play(core: &Core, now: u64) -> Vec<Effect> {
    until_computers_rest(core, |task, command| {
        core.computer_submit(task, command, now)
    })
}

/// [`until_computers_rest`] before any board is drawn (the posts' views are inspected).
pub fn computers_play_undrawn(core: &Core, now: u64) -> Vec<referee_core::present::Out> {
    until_computers_rest(core, |task, command| {
        core.computer_submit_undrawn(task, command, now)
    })
}
