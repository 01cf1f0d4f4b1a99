//! 古战棋 probe results kept (§5.2 K7): a decoy probed and then moved stays listed in the
//! prober's own `/mine` and turn message at its new square, and nobody else is ever told
//! of it — not the probed player, not the channel.

use crate::harness::*;
use referee_core::effect::Effect;
use referee_core::Core;

const HELD: &str = "Probe results you hold: e5: decoy Decoy 2 (probed at e4).";

/// Every effect of `effects` seen by someone other than `prober`: posts, and anything
/// private to another user.
fn seen_by_others<'a>(effects: &'a [Effect], prober: &str) -> Vec<&'a Effect> {
    let prober = user(prober).id;
    effects
        .iter()
        .filter(|e| match e {
            Effect::Post { .. } => true,
            Effect::Private { user, .. }
            | Effect::Ephemeral { user, .. }
            | Effect::Picker { user, .. }
            | Effect::Choices { user, .. } => *user != prober,
            Effect::OpenThread { .. } | Effect::Delete { .. } => false,
        })
        .collect()
}

fn assert_not_named(effects: &[&Effect]) {
    for e in effects {
        let said = text(e).to_lowercase();
        for secret in ["decoy", "probe results", "probed at"] {
            assert!(!said.contains(secret), "`{secret}` told to another: {e:#?}");
        }
    }
}

/// alice (red) against bob with decoys: bob sheds g4-e4 keeping the original on g4, so
/// e4 is a decoy; alice probes it, and bob moves it on to e5.
fn decoy_probed_then_moved(core: &Core) -> Vec<Effect> {
    let mut all = say(
        core,
        "alice",
        "/play ancient @bob territories=2 +decoys",
        T0,
    );
    let mut play = |who: &str, line: &str| {
        let effects = dm(core, who, line, T0 + HOUR);
        assert!(
            !effects
                .iter()
                .any(|e| matches!(e, Effect::Ephemeral { error: true, .. })),
            "{who}: {line} refused: {effects:#?}"
        );
        all.extend(effects);
    };
    play("bob", "/accept");
    play("alice", "camps b1 c4 d6");
    play("bob", "camps h1 g4 f6");
    play("alice", "b1-b2");
    play("bob", "shed g4-e4 keep");
    play("alice", "probe e4");
    play("bob", "e4-e5");
    all
}

#[test]
fn a_probed_decoy_that_moved_is_listed_at_its_new_square_to_the_prober_only() {
    let core = core();
    let mut all = decoy_probed_then_moved(&core);
    let alice = user("alice").id;
    assert!(
        all.iter()
            .any(|e| matches!(e, Effect::Private { user, text, .. }
            if *user == alice && text.contains("your turn") && text.contains(HELD))),
        "alice's turn message lists what she holds: {all:#?}"
    );

    let mine = dm(&core, "alice", "/mine", T0 + 2 * HOUR);
    assert_eq!(mine.len(), 1, "{mine:#?}");
    assert!(
        matches!(&mine[0], Effect::Ephemeral { user, error: false, .. } if *user == alice),
        "{mine:#?}"
    );
    assert!(text(&mine[0]).contains(HELD), "{}", text(&mine[0]));
    all.extend(mine);

    let theirs = dm(&core, "bob", "/mine", T0 + 2 * HOUR);
    assert_eq!(theirs.len(), 1, "{theirs:#?}");
    assert!(
        text(&theirs[0]).starts_with("Your view of game #1"),
        "{theirs:#?}"
    );
    all.extend(theirs);
    // The channel's board is the public one: nothing of the probe there either.
    all.extend(say(&core, "bob", "/board", T0 + 2 * HOUR));

    assert_not_named(&seen_by_others(&all, "alice"));
}
