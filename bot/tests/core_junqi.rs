//! A four-player army-chess game through the core, as four people would play it: the
//! challenge in the channel, layouts and moves by DM, a clash the referee settles, two
//! resignations and a team win. The channel never learns an identity; a move typed in
//! the channel is ignored without a word (spec §8.6); each owner hears only its own piece.

#[path = "scripts/harness.rs"]
mod harness;

use bot::core::effect::Effect;
use harness::*;

const SOUTH: &str =
    "deploy 37 34 38 33 36 / 32 B 35 / 40 34 39 38 / 36 B 37 / 32 M 33 35 32 / M F M 34 33";
const WEST: &str =
    "deploy 旅 连 师 排 团 / 工 炸 营 / 司 连 军 师 / 团 炸 旅 / 工 雷 排 营 工 / 雷 旗 雷 连 排";

/// Every piece name of army chess, in both scripts and English: none may reach the channel
/// while the game is on.
const IDENTITIES: &[&str] = &[
    "司令",
    "军长",
    "軍長",
    "师长",
    "師長",
    "旅长",
    "旅長",
    "团长",
    "團長",
    "营长",
    "營長",
    "连长",
    "連長",
    "排长",
    "排長",
    "工兵",
    "地雷",
    "炸弹",
    "炸彈",
    "军旗",
    "軍旗",
    "Marshal",
    "General",
    "Colonel",
    "Brigadier",
    "Major",
    "Captain",
    "Lieutenant",
    "Engineer",
    "Bomb",
    "Landmine",
    "Flag",
];

fn public_text(effects: &[Effect]) -> String {
    effects
        .iter()
        .filter(|e| matches!(e, Effect::Post { .. }))
        .map(text)
        .collect::<Vec<_>>()
        .join("\n")
}

fn assert_no_identity(effects: &[Effect]) {
    let public = public_text(effects);
    for name in IDENTITIES {
        assert!(!public.contains(name), "{name} in public: {public}");
    }
}

fn dm_to<'a>(effects: &'a [Effect], who: &str) -> Vec<&'a str> {
    effects
        .iter()
        .filter(|e| matches!(e, Effect::Private { user: u, .. } if *u == user(who).id))
        .map(text)
        .collect()
}

#[test]
fn four_players_deploy_clash_and_a_team_wins() {
    let core = core();
    let posts = say(&core, "alice", "/play junqi-siguo @bob @carol @dave", T0);
    assert_eq!(status(&posts).as_deref(), Some("challenge"), "{posts:#?}");
    for who in ["bob", "carol", "dave"] {
        assert_no_identity(&say(&core, who, "/accept", T0));
    }
    // A layout typed in the channel is ignored without a word: it would be public.
    assert!(say(&core, "alice", SOUTH, T0).is_empty());
    for (who, layout) in [
        ("alice", SOUTH),
        ("bob", "deploy default"),
        ("carol", "deploy random"),
        ("dave", WEST),
    ] {
        let effects = dm(&core, who, layout, T0);
        assert_no_identity(&effects);
        assert!(
            public_text(&effects).contains("deployed") || public_text(&effects).contains("deploy")
        );
    }
    assert_eq!(to_move(core.store(), 1).as_deref(), Some("alice"));

    // South moves; typed in the channel it is ignored, by DM it is played.
    assert!(say(&core, "alice", "S1e-C9", T0).is_empty());
    assert_eq!(to_move(core.store(), 1).as_deref(), Some("alice"));
    let moved = dm(&core, "alice", "S1e-C9", T0);
    assert_no_identity(&moved);
    assert_eq!(to_move(core.store(), 1).as_deref(), Some("bob"));

    // East attacks it: the referee settles the clash; each owner learns only its own piece.
    let clash = dm(&core, "bob", "E1a-C9", T0);
    assert_no_identity(&clash);
    let to_alice = dm_to(&clash, "alice").join("\n");
    let to_bob = dm_to(&clash, "bob").join("\n");
    assert!(!to_alice.is_empty() && !to_bob.is_empty(), "{clash:#?}");
    assert!(
        !to_alice.contains("Brigadier") && !to_bob.contains("Colonel"),
        "{to_alice}\n{to_bob}"
    );
    assert!(dm_to(&clash, "carol").is_empty() && dm_to(&clash, "dave").is_empty());

    // North and South resign: East and West win together.
    let after = dm(&core, "carol", "/resign confirm", T0);
    assert_no_identity(&after);
    let end = dm(&core, "alice", "/resign confirm", T0);
    let finished = status(&end).unwrap_or_default();
    assert!(
        finished.starts_with("finished:") && finished.contains("bob") && finished.contains("dave"),
        "{finished}: {end:#?}"
    );
}
