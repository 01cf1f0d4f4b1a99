//! Two players acting at once on one game are serialised; other games go on meanwhile.

use crate::harness::*;
use std::sync::Arc;

#[test]
fn simultaneous_actions_on_one_game_are_both_kept() {
    let core = Arc::new(core());
    let games = 12;
    for _ in 0..games {
        say(&core, "alice", "/play secret-duel @bob", T0);
    }
    for id in 1..=games {
        say(&core, "bob", &format!("/accept #{id}"), T0);
    }
    // Both players hide in every game at the same moment, from two threads each.
    let handles: Vec<_> = ["alice", "bob"]
        .into_iter()
        .flat_map(|name| {
            let core = Arc::clone(&core);
            (0..2).map(move |half| {
                let core = Arc::clone(&core);
                std::thread::spawn(move || {
                    for id in (1..=games).filter(|id| id % 2 == half) {
                        let effects = dm(&core, name, &format!("/move hide b2 #{id}"), T0);
                        assert!(
                            effects.iter().all(|e| !matches!(
                                e,
                                referee_core::effect::Effect::Ephemeral { error: true, .. }
                            )),
                            "{name} #{id}: {effects:#?}"
                        );
                    }
                })
            })
        })
        .collect();
    for handle in handles {
        assert!(handle.join().is_ok(), "a player's thread panicked");
    }
    for id in 1..=games {
        let log = game(core.store(), id).record().log.clone();
        assert_eq!(log.len(), 2, "game #{id} lost a hide: {log:?}");
        assert!(
            to_move(core.store(), id).is_some(),
            "game #{id} should be in play"
        );
    }
}
