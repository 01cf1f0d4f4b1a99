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

/// One player laying marks from two places at once (a phone and a desktop) keeps every
/// mark: each `/mark` reads and rewrites the seat's marks under the game's lock.
#[test]
fn marks_laid_at_the_same_moment_are_all_kept() {
    let core = Arc::new(core());
    say(&core, "alice", "/play junqi-liangguo @bob", T0);
    say(&core, "bob", "/accept", T0);
    dm(&core, "alice", "deploy default", T0);
    dm(&core, "bob", "deploy default", T0);
    // The North army's positions outside its camps: 25 pieces stand there.
    let rows: [(u8, &str); 6] = [
        (1, "abcde"),
        (2, "ace"),
        (3, "abde"),
        (4, "ace"),
        (5, "abcde"),
        (6, "abcde"),
    ];
    let cells: Vec<String> = rows
        .iter()
        .flat_map(|(row, cols)| cols.chars().map(move |c| format!("N{row}{c}")))
        .take(20)
        .collect();
    let handles: Vec<_> = cells
        .chunks(10)
        .map(|half| {
            let core = Arc::clone(&core);
            let half = half.to_vec();
            std::thread::spawn(move || {
                // Laid, cleared and laid again, without drawing, so the two threads'
                // writes meet often.
                for round in 0..3 {
                    for cell in &half {
                        for line in [format!("/mark {cell} bomb"), format!("/mark {cell}")] {
                            if round == 2 && !line.ends_with("bomb") {
                                continue;
                            }
                            let outs = core.handle_undrawn(request("alice", &line, true, T0));
                            assert!(
                                outs.iter().all(|o| !matches!(
                                    o.effect,
                                    referee_core::effect::Effect::Ephemeral { error: true, .. }
                                )),
                                "{line} was refused"
                            );
                        }
                    }
                }
            })
        })
        .collect();
    for handle in handles {
        assert!(handle.join().is_ok(), "a thread panicked");
    }
    let kept = core.store().marks(1, 0).expect("marks readable");
    let mut at: Vec<String> = kept.marks.iter().map(|m| m.at.clone()).collect();
    at.sort();
    let mut want = cells.clone();
    want.sort();
    assert_eq!(at, want, "every mark laid is kept");
}
