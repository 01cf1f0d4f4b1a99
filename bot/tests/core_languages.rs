//! Which language a player reads: their `/settings language:` choice, else their Discord
//! client's locale (carried by each interaction and remembered for DMs), else the
//! configured default. Public posts are in the actor's language, DMs in the receiver's.

#[path = "scripts/harness.rs"]
mod harness;

use bot::core::effect::Effect;
use bot::core::words::Lang;
use harness::*;

/// `who` types `text` in the channel from a Discord client set to `locale`.
fn say_from(core: &bot::Core, who: &str, text: &str, locale: Lang) -> Vec<Effect> {
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
fn posts_follow_the_actor_and_private_messages_the_receiver() {
    let core = core();
    // bob's client is traditional Chinese; alice's simplified.
    say_from(&core, "bob", "/help", Lang::ZhTw);
    let challenge = say_from(&core, "alice", "/play secret-duel @bob", Lang::ZhCn);
    assert!(text(&challenge[0]).contains("发起"), "{challenge:#?}");
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
        let (right, wrong) = if to == user("alice").id {
            ("仅", "僅")
        } else {
            ("僅", "仅")
        };
        assert!(
            text.contains(right) && !text.contains(wrong),
            "{to}: {text}"
        );
    }
}
