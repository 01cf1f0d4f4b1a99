//! Which language a player reads: their `/settings language:` choice, else their Discord
//! client's locale (carried by each interaction and remembered for DMs), else the
//! configured default. Channel posts are in the server's language (`/server language:`,
//! else the guild locale last seen there, else the default), whoever acts; DMs are in the
//! receiver's.

use crate::harness::*;
use referee_core::effect::Effect;
use referee_core::words::Lang;

/// `who` types `text` in the channel from a Discord client set to `locale`.
fn say_from(core: &referee_core::Core, who: &str, text: &str, locale: Lang) -> Vec<Effect> {
    let mut req = request(who, text, false, T0);
    req.locale = Some(locale);
    core.handle(req)
}

#[test]
fn the_client_locale_is_the_language_until_one_is_chosen() {
    let core = core();
    let refused = assert_refused(&say_from(&core, "bob", "/frobnicate", Lang::ZhCn), "bob");
    assert!(refused.contains("未知命令"), "{refused}");
    let refused = assert_refused(&say_from(&core, "bob", "/frobnicate", Lang::ZhTw), "bob");
    assert!(refused.contains("未知指令"), "{refused}");
    // The last client locale is remembered (plain messages carry none).
    let refused = assert_refused(&say(&core, "bob", "/frobnicate", T0), "bob");
    assert!(refused.contains("未知指令"), "{refused}");
    // A choice wins over the client.
    say_from(&core, "bob", "/settings language:en", Lang::ZhTw);
    let refused = assert_refused(&say_from(&core, "bob", "/frobnicate", Lang::ZhCn), "bob");
    assert!(refused.contains("Unknown command"), "{refused}");
}

#[test]
fn zh_means_simplified_and_each_script_is_its_own() {
    let core = core();
    let saved = say(&core, "bob", "/settings language:zh", T0);
    assert_eq!(text(&saved[0]), "设置已保存：简体中文。");
    let saved = say(&core, "bob", "/settings language:zh-TW", T0);
    assert_eq!(text(&saved[0]), "設定已儲存：繁體中文。");
    let refused = assert_refused(&say(&core, "bob", "/settings language:fr", T0), "bob");
    assert!(
        refused.contains("zh-CN") && refused.contains("zh-TW"),
        "{refused}"
    );
}

#[test]
fn posts_follow_the_server_and_private_messages_the_receiver() {
    let core = core();
    // bob's client is traditional Chinese; alice's simplified; the server's is unknown.
    say_from(&core, "bob", "/help", Lang::ZhTw);
    let challenge = say_from(&core, "alice", "/play secret-duel @bob", Lang::ZhCn);
    assert!(text(&challenge[0]).contains("challenges"), "{challenge:#?}");
    // Discord says the server is in traditional Chinese: its channel posts follow.
    core.note_guild_locale(1, Lang::ZhTw);
    let started = say_from(&core, "bob", "/accept", Lang::ZhTw);
    let post = started
        .iter()
        .find(|e| matches!(e, Effect::Post { .. }))
        .expect("a public post");
    assert!(text(post).contains("開始"), "{started:#?}");
    // After a private action, each player's DM is in their own script.
    let hidden = core.handle({
        let mut req = request("alice", "hide a1", true, T0);
        req.locale = Some(Lang::ZhCn);
        req
    });
    let private: Vec<(u64, &str)> = started
        .iter()
        .chain(&hidden)
        .filter_map(|e| match e {
            Effect::Private { user, text, .. } => Some((*user, text.as_str())),
            _ => None,
        })
        .collect();
    assert!(!private.is_empty(), "{started:#?} {hidden:#?}");
    for (to, text) in private {
        // The board's "only you see it" or the set-up prompt's "set-up phase".
        let (right, wrong) = if to == user("alice").id {
            (["仅", "阶"], ["僅", "階"])
        } else {
            (["僅", "階"], ["仅", "阶"])
        };
        assert!(
            right.iter().any(|c| text.contains(c)) && !wrong.iter().any(|c| text.contains(c)),
            "{to}: {text}"
        );
    }
}

/// What `/play` refuses about the setup (an option the mode lacks, a value an option does
/// not take, `expiry:` where the rules define timeouts) is worded in the challenger's
/// language, with the mode's name in that script and the options it does know.
#[test]
fn setup_refusals_are_in_the_challengers_language() {
    let core = core();
    say(&core, "alice", "/settings language:zh-TW", T0);
    let words = referee_core::words::catalogue().expect("catalogues parse");
    let ancient = rules::VariantId::from_id("ancient").expect("registered");
    let name = words
        .text("ancient", Lang::ZhTw, "variant-ancient")
        .expect("named");

    let unknown = assert_refused(
        &say(&core, "alice", "/play ancient @bob colour=blue", T0),
        "alice",
    );
    assert!(unknown.starts_with("無法建立對局："), "{unknown}");
    assert!(
        unknown.contains(&format!("{name}沒有選項 `colour`")),
        "{unknown}"
    );
    for option in ancient.info().options {
        assert!(
            unknown.contains(option.key),
            "lists {}: {unknown}",
            option.key
        );
    }
    assert!(!unknown.contains("option"), "no English: {unknown}");

    let expiry = assert_refused(
        &say(&core, "alice", "/play ancient @bob expiry=skip", T0),
        "alice",
    );
    assert!(
        expiry.contains(&format!("{name}有自己的超時規則")),
        "{expiry}"
    );

    let value = assert_refused(
        &say(
            &core,
            "alice",
            "/play junqi-liangguo @bob on_timeout=never",
            T0,
        ),
        "alice",
    );
    assert!(
        value.contains("選項 `on_timeout` 可取") && value.contains("`never`"),
        "{value}"
    );
    assert_eq!(
        core.store().raw_game(1).expect("store"),
        None,
        "no game was created"
    );
}

/// The line said where Discord will not take a board image (over its upload limit) is
/// chosen with the image, in the language of whoever reads it.
#[test]
fn the_too_large_image_note_is_in_the_readers_language() {
    let core = core();
    say(&core, "alice", "/settings language:zh-TW", T0);
    say(&core, "alice", "/play secret-duel @bob", T0);
    say(&core, "bob", "/accept", T0);
    let board = say(&core, "alice", "/board", T0);
    let notes: Vec<&str> = board
        .iter()
        .filter_map(|e| match e {
            Effect::Post { image, .. }
            | Effect::Ephemeral { image, .. }
            | Effect::Private { image, .. } => image.as_ref(),
            _ => None,
        })
        .map(|image| image.too_large.as_str())
        .collect();
    assert_eq!(
        notes,
        vec!["（棋盤圖太大，無法一起發出。）"],
        "{}",
        notes.len()
    );
}

/// One language per channel: a Chinese-speaking player's moves leave the channel in the
/// server's language, and `/server language:` (admins) changes it for everyone.
#[test]
fn a_channel_keeps_its_language_whoever_plays() {
    let config = referee_core::CoreConfig {
        admins: vec![user("root").id],
        ..referee_core::CoreConfig::default()
    };
    let core = core_on(referee_core::Store::in_memory(), config);
    say(&core, "bob", "/settings language:zh-CN", T0);
    say(&core, "alice", "/play sword-magic @bob", T0);
    let accepted = say(&core, "bob", "/accept", T0);
    let post = accepted
        .iter()
        .find(|e| matches!(e, Effect::Post { .. }))
        .expect("a public post");
    assert!(text(post).contains("begins"), "{accepted:#?}");
    say(&core, "alice", "/move e2-e3", T0);
    let moved = say(&core, "bob", "/move e7-e6", T0);
    let post = moved
        .iter()
        .find(|e| matches!(e, Effect::Post { .. }))
        .expect("a public post");
    assert!(text(post).contains("moves"), "{moved:#?}");
    // bob's own replies stay in his language.
    let refused = assert_refused(&say(&core, "bob", "/move e6-e5", T0), "bob");
    assert!(!refused.is_ascii(), "{refused}");

    let refused = assert_refused(&say(&core, "alice", "/server language:zh-CN", T0), "alice");
    assert!(refused.contains("admin"), "{refused}");
    say(&core, "root", "/server language:zh-CN", T0);
    let moved = say(&core, "alice", "/move d2-d3", T0);
    let post = moved
        .iter()
        .find(|e| matches!(e, Effect::Post { .. }))
        .expect("a public post");
    assert!(!text(post).is_ascii(), "{moved:#?}");
}
