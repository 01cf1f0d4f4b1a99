//! One pass per request: a `/move` reads its game from the store at most once, counting
//! the question the Discord shell asks first (whether to answer privately).

use crate::harness::*;
use referee_core::effect::Effect;
use referee_core::request::{Command, Request};
use referee_core::store::MemoryBackend;
use referee_core::{Core, CoreConfig, Store};

fn counted() -> (Core, MemoryBackend) {
    let backend = MemoryBackend::new();
    let core = core_on(Store::from_backend(backend.clone()), CoreConfig::default());
    (core, backend)
}

fn slash_move(who: &str, text: &str, game: Option<u64>) -> Request {
    Request {
        command: Command::Move {
            text: text.into(),
            game,
        },
        ..request(who, "", false, T0)
    }
}

/// The game reads of the shell's question plus the request itself, and its effects.
fn reads_of(core: &Core, backend: &MemoryBackend, req: Request) -> (usize, Vec<Effect>) {
    let before = backend.game_reads();
    core.answers_privately(&req);
    let effects = core.handle(req);
    (backend.game_reads() - before, effects)
}

fn moved(effects: &[Effect]) -> bool {
    effects.iter().any(|e| matches!(e, Effect::Post { .. }))
}

#[test]
fn a_slash_move_reads_its_game_once() {
    let (core, backend) = counted();
    say(&core, "alice", "/play sword-magic @bob", T0);
    say(&core, "bob", "/accept", T0);
    let (reads, effects) = reads_of(&core, &backend, slash_move("alice", "d2-d4", None));
    assert!(moved(&effects), "{effects:#?}");
    assert_eq!(reads, 1, "the game chosen from the channel");
    assert_eq!(to_move(core.store(), 1).as_deref(), Some("bob"));
    let (reads, effects) = reads_of(&core, &backend, slash_move("bob", "d7-d5", Some(1)));
    assert!(moved(&effects), "{effects:#?}");
    assert_eq!(reads, 1, "the game named by its id");
}

#[test]
fn a_refused_slash_move_reads_its_game_once() {
    let (core, backend) = counted();
    say(&core, "alice", "/play sword-magic @bob", T0);
    say(&core, "bob", "/accept", T0);
    let (reads, effects) = reads_of(&core, &backend, slash_move("bob", "d7-d5", None));
    assert_refused(&effects, "bob");
    assert_eq!(reads, 1);
}

#[test]
fn a_move_typed_in_the_channel_reads_its_game_once() {
    let (core, backend) = counted();
    say(&core, "alice", "/play sword-magic @bob", T0);
    say(&core, "bob", "/accept", T0);
    let before = backend.game_reads();
    let effects = say(&core, "alice", "d2-d4", T0);
    assert!(moved(&effects), "{effects:#?}");
    assert_eq!(backend.game_reads() - before, 1);
}

#[test]
fn a_private_slash_move_reads_its_game_once_and_stays_private() {
    let (core, backend) = counted();
    say(&core, "alice", "/play junqi-siguo @bob @carol @dave", T0);
    for who in ["bob", "carol", "dave"] {
        say(&core, who, "/accept", T0);
    }
    for who in ["alice", "bob", "carol", "dave"] {
        dm(&core, who, "deploy default", T0);
    }
    let req = slash_move("alice", "S1e-C9", None);
    assert!(
        core.answers_privately(&req),
        "known without reading the game"
    );
    let (reads, effects) = reads_of(&core, &backend, req);
    assert!(moved(&effects), "{effects:#?}");
    assert_eq!(reads, 1);
    assert!(
        !effects
            .iter()
            .any(|e| matches!(e, Effect::Private { user: to, .. } if *to == user("alice").id)),
        "the mover's note is the answer to the command: {effects:#?}"
    );
}

#[test]
fn after_a_restart_the_shells_question_reads_the_game_once_more() {
    let backend = MemoryBackend::new();
    let store = Store::from_backend(backend.clone());
    let first = core_on(store.clone(), CoreConfig::default());
    say(&first, "alice", "/play sword-magic @bob", T0);
    say(&first, "bob", "/accept", T0);
    // A new process knows no game yet: the question reads it, then the move does.
    let restarted = core_on(store, CoreConfig::default());
    let (reads, effects) = reads_of(&restarted, &backend, slash_move("alice", "d2-d4", None));
    assert!(moved(&effects), "{effects:#?}");
    assert_eq!(reads, 2);
}
