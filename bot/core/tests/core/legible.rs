//! Boards and pages a newcomer can read (issue 34): every piece listed with its glyph,
//! its name in the reader's language and how it moves; a piece page that names its piece
//! in the reader's script; images drawn with short names on request; an army-chess layout
//! echoed with its pieces' names.

use crate::harness::*;
use referee_core::effect::Effect;
use referee_core::present::Out;

/// Discord splits a long reply into at most five messages of 2,000 characters.
const DISCORD_TEXT: usize = 5 * 2000;

fn reply(core: &referee_core::Core, who: &str, line: &str) -> String {
    let effects = say(core, who, line, T0);
    match effects.as_slice() {
        [Effect::Ephemeral {
            text, error: false, ..
        }] => text.clone(),
        other => panic!("{line}: {other:#?}"),
    }
}

#[test]
fn every_family_lists_its_pieces_in_english_and_chinese() {
    let core = core();
    say(&core, "bob", "/settings language:zh-CN", T0);
    let words = referee_core::words::catalogue().expect("catalogues parse");
    for (game, family, kinds) in [
        (
            "demon",
            "demon",
            &["infantry", "knight", "emperor", "nuke"][..],
        ),
        (
            "sword-magic",
            "sword-magic",
            &["familiar", "wraith", "princess"][..],
        ),
        ("junqi-siguo", "junqi", &["marshal", "engineer", "flag"][..]),
        ("ancient", "ancient", &["commander", "army-2", "camp"][..]),
    ] {
        let english = reply(&core, "alice", &format!("/rules {game} pieces"));
        let chinese = reply(&core, "bob", &format!("/rules {game} pieces"));
        for kind in kinds {
            let glyph = words
                .text(family, rules::Locale::ZhCn, &format!("piece-{kind}"))
                .expect("named");
            let name = words
                .text(family, rules::Locale::En, &format!("piece-{kind}"))
                .expect("named");
            assert!(english.contains(&glyph), "{game}: no {glyph}: {english}");
            assert!(english.contains(&name), "{game}: no {name}: {english}");
            assert!(chinese.contains(&glyph), "{game}: no {glyph}: {chinese}");
        }
        for text in [&english, &chinese] {
            assert!(text.chars().count() <= DISCORD_TEXT, "{game}: too long");
            // One line a piece (or a White piece and its Black one), each saying how it
            // moves, after at most a line about what every piece shares.
            let pieces: Vec<&str> = text.lines().filter(|l| l.starts_with('•')).collect();
            assert!(pieces.len() + 2 >= text.lines().count(), "{text}");
            assert!(pieces.iter().all(|l| l.contains('—')), "{text}");
        }
    }
}

#[test]
fn a_piece_page_names_its_piece_in_the_script_the_board_shows() {
    let core = core();
    let knight = reply(&core, "alice", "/rules demon knight");
    assert!(knight.starts_with("**Knight** (骑士)"), "{knight}");
    // An English reader's discs are simplified; so is the page.
    let familiar = reply(&core, "alice", "/rules sword-magic 使魔");
    assert!(
        familiar.contains("恶灵") && !familiar.contains("惡靈"),
        "{familiar}"
    );
    say(&core, "bob", "/settings language:zh-CN", T0);
    let familiar = reply(&core, "bob", "/rules sword-magic 使魔");
    assert!(
        familiar.contains("恶灵") && !familiar.contains("惡靈"),
        "{familiar}"
    );
    say(&core, "carol", "/settings language:zh-TW", T0);
    let familiar = reply(&core, "carol", "/rules sword-magic 使魔");
    assert!(familiar.contains("惡靈"), "{familiar}");
}

fn pictures(outs: &[Out]) -> Vec<(&Effect, &render::RenderOptions)> {
    outs.iter()
        .filter_map(|o| o.picture.as_ref().map(|p| (&o.effect, &p.opts)))
        .collect()
}

#[test]
fn short_names_and_coordinates_follow_the_readers_choice() {
    let core = core_with_admin("root");
    say(&core, "alice", "/settings pieces:words coordinates:off", T0);
    say(&core, "alice", "/play sword-magic @bob", T0);
    let started = core.handle_undrawn(request("bob", "/accept", false, T0));
    for (effect, opts) in pictures(&started) {
        // The channel's image keeps the server's defaults.
        assert!(matches!(effect, Effect::Post { .. }), "{effect:#?}");
        assert!(!opts.piece_words && opts.coordinates);
    }
    let board = core.handle_undrawn(request("alice", "/board", false, T0));
    let drawn = pictures(&board);
    assert_eq!(drawn.len(), 1);
    assert!(drawn[0].1.piece_words && !drawn[0].1.coordinates);

    say(&core, "root", "/server pieces:words", T0);
    let moved = core.handle_undrawn(request("alice", "/move e2-e3", false, T0));
    let post = pictures(&moved)
        .into_iter()
        .find(|(e, _)| matches!(e, Effect::Post { .. }))
        .expect("a board post");
    assert!(post.1.piece_words && post.1.coordinates);
    let shown = reply(&core, "alice", "/server");
    assert!(shown.contains("short names"), "{shown}");
}

fn core_with_admin(name: &str) -> referee_core::Core {
    let config = referee_core::CoreConfig {
        admins: vec![user(name).id],
        ..referee_core::CoreConfig::default()
    };
    core_on(referee_core::Store::in_memory(), config)
}

#[test]
fn an_army_chess_layout_is_echoed_with_its_pieces_names() {
    let core = core();
    say(&core, "alice", "/play junqi-anqi @bob", T0);
    say(&core, "bob", "/accept", T0);
    let deployed = dm(&core, "alice", "deploy default", T0);
    let echo = deployed
        .iter()
        .filter_map(|e| match e {
            Effect::Private { user: to, text, .. } if *to == user("alice").id => Some(text.clone()),
            _ => None,
        })
        .find(|t| t.contains("Your layout"))
        .unwrap_or_else(|| panic!("{deployed:#?}"));
    assert!(
        echo.contains(
            "37 34 38 33 36 / 32 B 35 / 40 34 39 38 / 36 B 37 / 32 M 33 35 32 / M F M 34 33"
        ),
        "{echo}"
    );
    assert!(echo.contains("Brigadier (37), Captain (34)"), "{echo}");
    assert!(echo.contains("Landmine, Flag, Landmine"), "{echo}");
}

/// A set-up step nobody else can see posts no image: the channel's board is unchanged
/// until the last layout (or 古战棋 camp choice) arrives and play begins.
#[test]
fn a_deployment_posts_no_image_until_the_board_changes() {
    for (variant, first_line, last_line) in [
        ("junqi-anqi", "deploy default", "deploy default"),
        ("ancient", "camps b1 c4 d6", "camps h1 g4 f6"),
    ] {
        let core = core();
        say(&core, "alice", &format!("/play {variant} @bob"), T0);
        say(&core, "bob", "/accept", T0);
        let post = |effects: &[Effect]| {
            effects
                .iter()
                .find(|e| matches!(e, Effect::Post { .. }))
                .cloned()
                .expect("the channel hears of it")
        };
        let first = post(&dm(&core, "alice", first_line, T0));
        assert!(
            matches!(first, Effect::Post { image: None, .. }),
            "{variant}: {first:#?}"
        );
        let last = post(&dm(&core, "bob", last_line, T0));
        assert!(
            matches!(last, Effect::Post { image: Some(_), .. }),
            "{variant}: {last:#?}"
        );
    }
}
