//! Saved army-chess layouts (`/layout save|list|delete|swap`, `deploy NAME`): kept per player
//! across games and restarts, answered only to their owner, checked like any layout.

use crate::harness::*;
use referee_core::effect::Effect;
use referee_core::store::MemoryBackend;
use referee_core::{CoreConfig, Store};

const WALL: &str = "37 34 38 33 36 / 32 B 35 / 40 34 39 38 / 36 B 37 / 32 M 33 35 32 / M F M 34 33";
/// Thirteen pieces, typed with a Chinese input method's commas.
const SHORT: &str = "军，排，师，连，团，工，炸，营，司，排，军 师 旅";
/// A mine on the front row (1a), the rest as `WALL`.
const MINE_IN_FRONT: &str =
    "M 34 38 33 36 / 32 B 35 / 40 34 39 38 / 36 B 37 / 32 M 33 35 32 / 37 F M 34 33";
/// The default layout with Chinese names, and its canonical form.
const ARROW: &str =
    "旅 连 师 排 团 / 工 炸 营 / 司 连 军 师 / 团 炸 旅 / 工 雷 排 营 工 / 雷 旗 雷 连 排";
const ARROW_CANONICAL: &str = WALL;

/// Exactly one answer, to `who` only, not an error. Its text.
fn private_answer(effects: &[Effect], who: &str) -> String {
    assert_eq!(effects.len(), 1, "{effects:#?}");
    match &effects[0] {
        Effect::Ephemeral {
            user: to,
            error: false,
            text,
            ..
        } if *to == user(who).id => text.clone(),
        other => panic!("expected a private answer to {who}, got {other:#?}"),
    }
}

/// alice and bob start a two-player army-chess game (number `n` of the store).
fn liangguo(core: &referee_core::Core, now: u64) -> u64 {
    let posts = say(core, "alice", "/play junqi-liangguo @bob", now);
    let id = posts
        .iter()
        .find_map(|e| e.game().map(|g| g.id))
        .expect("a game id");
    say(core, "bob", &format!("/accept #{id}"), now);
    id
}

fn layout_of(core: &referee_core::Core, id: u64, seat: usize) -> Option<String> {
    let g = game(core.store(), id);
    g.record()
        .log
        .iter()
        .rev()
        .filter(|e| e.seat.index() == seat)
        .find_map(|e| e.text.strip_prefix("deploy ").map(str::to_string))
}

#[test]
fn a_saved_layout_is_listed_used_by_name_and_deleted() {
    let core = core();
    // Saved in the channel: the answer is alice's alone, with the canonical layout.
    let saved = private_answer(
        &say(&core, "alice", &format!("/layout save wall {WALL}"), T0),
        "alice",
    );
    assert!(saved.contains("wall") && saved.contains(WALL), "{saved}");
    let listed = private_answer(&say(&core, "alice", "/layout list", T0), "alice");
    assert!(
        listed.contains("`wall`") && listed.contains(WALL),
        "{listed}"
    );
    // Layouts are keyed by user: bob has none, and cannot use alice's.
    let none = private_answer(&say(&core, "bob", "/layout list", T0), "bob");
    assert!(!none.contains(WALL), "{none}");

    let id = liangguo(&core, T0);
    let refused = assert_refused(&dm(&core, "bob", "deploy wall", T0), "bob");
    assert!(refused.contains("wall"), "{refused}");
    assert_eq!(layout_of(&core, id, 1), None, "the refusal changed nothing");

    // A name that is not saved: a clear error listing the saved names.
    let refused = assert_refused(&dm(&core, "alice", "deploy castle", T0), "alice");
    assert!(
        refused.contains("castle") && refused.contains("wall"),
        "{refused}"
    );
    // By DM, the name submits the saved layout, validated as any layout.
    let deployed = dm(&core, "alice", "deploy wall", T0);
    assert!(
        deployed
            .iter()
            .filter(|e| matches!(e, Effect::Post { .. }))
            .all(|e| !text(e).contains("34 38")),
        "a layout never goes public: {deployed:#?}"
    );
    assert_eq!(layout_of(&core, id, 0).as_deref(), Some(WALL));

    let deleted = private_answer(&say(&core, "alice", "/layout delete WALL", T0), "alice");
    assert!(deleted.contains("WALL"), "{deleted}");
    let refused = assert_refused(&say(&core, "alice", "/layout delete wall", T0), "alice");
    assert!(refused.contains("wall"), "{refused}");
    let empty = private_answer(&say(&core, "alice", "/layout list", T0), "alice");
    assert!(!empty.contains(WALL), "{empty}");
}

#[test]
fn a_saved_layout_is_edited_by_swaps_outside_a_game() {
    let core = core();
    say(&core, "alice", &format!("/layout save wall {WALL}"), T0);
    // The marshal (3a) to the front row (1a): accepted, answered with the new layout.
    let swapped = private_answer(&say(&core, "alice", "/layout swap wall 1a 3a", T0), "alice");
    let front = "40 34 38 33 36 / 32 B 35 / 37 34 39 38 / 36 B 37 / 32 M 33 35 32 / M F M 34 33";
    assert!(swapped.contains(front), "{swapped}");
    // A bomb (2c) in the front row breaks a layout rule: refused, the layout unchanged.
    let refused = assert_refused(&say(&core, "alice", "/layout swap wall 1a 2c", T0), "alice");
    assert!(refused.to_lowercase().contains("bomb"), "{refused}");
    let missing = assert_refused(
        &say(&core, "alice", "/layout swap castle 1a 3a", T0),
        "alice",
    );
    assert!(missing.contains("wall"), "{missing}");
    let listed = private_answer(&say(&core, "alice", "/layout list", T0), "alice");
    assert!(listed.contains(front), "{listed}");
    // Deployed by name, the edited layout is the one submitted.
    let id = liangguo(&core, T0);
    dm(&core, "alice", "deploy wall", T0);
    assert_eq!(layout_of(&core, id, 0).as_deref(), Some(front));
}

#[test]
fn layouts_are_checked_and_names_must_be_one_word() {
    let core = core();
    let bad = assert_refused(
        &say(&core, "alice", &format!("/layout save w {SHORT}"), T0),
        "alice",
    );
    assert!(
        bad.contains("25") && bad.contains("13"),
        "the §4.3 reason: {bad}"
    );
    let bad = assert_refused(
        &say(
            &core,
            "alice",
            &format!("/layout save w {MINE_IN_FRONT}"),
            T0,
        ),
        "alice",
    );
    assert!(bad.contains("1a"), "{bad}");
    for name in ["default", "random", "a,b", &"x".repeat(33)] {
        let bad = assert_refused(
            &say(&core, "alice", &format!("/layout save {name} {WALL}"), T0),
            "alice",
        );
        assert!(bad.contains(name), "{bad}");
    }
    // Nothing was kept by any refusal.
    let listed = private_answer(&say(&core, "alice", "/layout list", T0), "alice");
    assert!(!listed.contains(WALL), "{listed}");
    // Chinese tokens and separators are fine, and the saved form is canonical.
    let saved = private_answer(
        &say(&core, "alice", &format!("/layout save 箭头 {ARROW}"), T0),
        "alice",
    );
    assert!(saved.contains(ARROW_CANONICAL), "{saved}");
}

#[test]
fn saving_without_a_layout_keeps_the_last_one_submitted_in_any_game() {
    let core = core();
    let refused = assert_refused(&say(&core, "bob", "/layout save mine", T0), "bob");
    assert!(refused.contains("layout"), "{refused}");
    let first = liangguo(&core, T0);
    dm(&core, "bob", &format!("deploy {ARROW}"), T0);
    // A replacement during the phase is the last one submitted.
    dm(&core, "bob", "deploy random", T0);
    assert_eq!(layout_of(&core, first, 1).as_deref(), Some("random"));
    let saved = private_answer(&say(&core, "bob", "/layout save lucky", T0), "bob");
    assert!(
        !saved.contains(ARROW_CANONICAL),
        "the random one, not the first: {saved}"
    );
    // The saved form is the layout the random draw gave, which now plays in a new game.
    let second = liangguo(&core, T0 + HOUR);
    // Two games are deploying now: `/move … #2` picks one.
    dm(&core, "bob", "/move deploy lucky #2", T0 + HOUR);
    let kept = layout_of(&core, second, 1).expect("deployed by name");
    assert!(saved.contains(&kept), "{saved} / {kept}");
}

#[test]
fn layouts_survive_a_restart_and_in_the_channel_a_deploy_is_ignored() {
    // What the store keeps outlives the core: each `reopen` is a restarted process.
    let memory = MemoryBackend::new();
    let reopen = || Store::from_backend(memory.clone());
    {
        let core = core_on(reopen(), CoreConfig::default());
        say(&core, "alice", &format!("/layout save wall {WALL}"), T0);
        liangguo(&core, T0);
        // Typed in the channel, `deploy NAME` gets no reply at all (§8.6).
        assert!(say(&core, "alice", "deploy wall", T0).is_empty());
        assert!(say(&core, "alice", "deploy castle", T0).is_empty());
        assert_eq!(layout_of(&core, 1, 0), None);
    }
    let core = core_on(reopen(), CoreConfig::default());
    let listed = private_answer(&say(&core, "alice", "/layout list", T0), "alice");
    assert!(listed.contains(WALL), "{listed}");
    dm(&core, "alice", "deploy wall", T0);
    assert_eq!(layout_of(&core, 1, 0).as_deref(), Some(WALL));
}

/// A store whose game saves fail while `failing` is set; everything else is memory.
#[derive(Clone, Default)]
struct GameSavesFail {
    inner: MemoryBackend,
    failing: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

mod failing_store {
    use super::GameSavesFail;
    use referee_core::ids::GameId;
    use referee_core::store::backend::{
        Backend, Counter, GameWrite, Index, Key, Keyspace, TournamentWrite, Wakes,
    };
    use referee_core::store::{Repairs, StoreError};
    use std::sync::atomic::Ordering;

    impl Backend for GameSavesFail {
        fn kind(&self) -> &'static str {
            "memory, failing game saves"
        }
        fn next_id(&self, counter: Counter) -> Result<u64, StoreError> {
            self.inner.next_id(counter)
        }
        fn last_id(&self, counter: Counter) -> Result<u64, StoreError> {
            self.inner.last_id(counter)
        }
        fn raise_id(&self, counter: Counter, last: u64) -> Result<(), StoreError> {
            self.inner.raise_id(counter, last)
        }
        fn get(&self, space: Keyspace, key: &Key) -> Result<Option<Vec<u8>>, StoreError> {
            self.inner.get(space, key)
        }
        fn put(&self, space: Keyspace, key: &Key, bytes: &[u8]) -> Result<(), StoreError> {
            self.inner.put(space, key, bytes)
        }
        fn keys(&self, space: Keyspace) -> Result<Vec<Key>, StoreError> {
            self.inner.keys(space)
        }
        fn save_game(&self, write: &GameWrite<'_>) -> Result<(), StoreError> {
            match self.failing.load(Ordering::SeqCst) {
                true => Err(StoreError::Db("the disk is full".into())),
                false => self.inner.save_game(write),
            }
        }
        fn index(&self, index: Index, first: u64) -> Result<Vec<GameId>, StoreError> {
            self.inner.index(index, first)
        }
        fn save_tournament(&self, write: &TournamentWrite<'_>) -> Result<(), StoreError> {
            self.inner.save_tournament(write)
        }
        fn open_tournaments(&self) -> Result<Vec<u64>, StoreError> {
            self.inner.open_tournaments()
        }
        fn wakeup(&self, wakes: Wakes, key: u64) -> Result<Option<u64>, StoreError> {
            self.inner.wakeup(wakes, key)
        }
        fn set_wakeup(
            &self,
            wakes: Wakes,
            key: u64,
            wakeup: Option<u64>,
        ) -> Result<(), StoreError> {
            self.inner.set_wakeup(wakes, key, wakeup)
        }
        fn next_wakeup(&self, wakes: Wakes) -> Result<Option<u64>, StoreError> {
            self.inner.next_wakeup(wakes)
        }
        fn due(&self, wakes: Wakes, now: u64) -> Result<Vec<u64>, StoreError> {
            self.inner.due(wakes, now)
        }
        fn claim_due(&self, wakes: Wakes, now: u64, until: u64) -> Result<Vec<u64>, StoreError> {
            self.inner.claim_due(wakes, now, until)
        }
        fn delivered(&self, delivery: &str) -> Result<bool, StoreError> {
            self.inner.delivered(delivery)
        }
        fn mark_delivered(&self, delivery: &str, now: u64) -> Result<(), StoreError> {
            self.inner.mark_delivered(delivery, now)
        }
        fn prune_deliveries(&self, before: u64) -> Result<(), StoreError> {
            self.inner.prune_deliveries(before)
        }
        fn repair(&self) -> Result<Repairs, StoreError> {
            self.inner.repair()
        }
        fn flush(&self) -> Result<(), StoreError> {
            self.inner.flush()
        }
    }
}

/// A submitted layout becomes the one `/layout save NAME` keeps only once its game is
/// saved: a deployment whose game could not be stored leaves the last one as it was.
#[test]
fn a_deployment_whose_game_is_not_saved_is_not_remembered() {
    use std::sync::atomic::Ordering;
    let backend = GameSavesFail::default();
    let core = core_on(Store::from_backend(backend.clone()), CoreConfig::default());
    let first = liangguo(&core, T0);
    dm(&core, "bob", &format!("deploy {ARROW}"), T0);
    assert_eq!(layout_of(&core, first, 1).as_deref(), Some(ARROW_CANONICAL));
    backend.failing.store(true, Ordering::SeqCst);
    let refused = assert_refused(&dm(&core, "bob", "deploy random", T0), "bob");
    assert!(!refused.is_empty());
    backend.failing.store(false, Ordering::SeqCst);
    assert_eq!(
        layout_of(&core, first, 1).as_deref(),
        Some(ARROW_CANONICAL),
        "the game kept the first layout"
    );
    let saved = private_answer(&say(&core, "bob", "/layout save kept", T0), "bob");
    assert!(saved.contains(ARROW_CANONICAL), "{saved}");
}

/// Only a game of a family that keeps saved set-ups reads `deploy NAME` as one: in another
/// family's game it is that family's text (here chat, in a secret duel), not an unknown
/// layout.
#[test]
fn deploy_name_means_a_saved_layout_only_in_army_chess() {
    let core = core();
    started_duel(&core, "");
    let answer = dm(&core, "alice", "deploy castle", T0);
    assert!(
        answer.iter().all(|e| !text(e).contains("castle")),
        "{answer:#?}"
    );
    let refused = assert_refused(&dm(&core, "alice", "/move deploy castle", T0), "alice");
    assert!(
        !refused.contains("castle"),
        "the duel's own refusal: {refused}"
    );
}
