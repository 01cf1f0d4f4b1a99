//! A command that must stay secret, typed in a shared channel: each family's rule applies.
//! 古战棋 refuses it privately with its own `E_CONTEXT` words and asks the shell to delete
//! the message (spec §7.4);
//! army chess ignores it without a word (§8.6); nothing is played either way.

use crate::harness::*;
use referee_core::effect::Effect;
use referee_core::words::Lang;

/// 古战棋's own `E_CONTEXT` sentence (spec §7.4), from its catalogue.
fn ancient_context_refusal(lang: Lang) -> String {
    let words = referee_core::words::catalogue().expect("catalogues parse");
    let text = words.text("ancient", lang, "E_CONTEXT").expect("E_CONTEXT");
    assert_ne!(text, "E_CONTEXT");
    text
}

#[test]
fn an_ancient_secret_typed_in_the_channel_is_refused_privately_and_deleted() {
    let core = core();
    say(&core, "alice", "/play ancient @bob", T0);
    say(&core, "bob", "/accept", T0);
    let before = core.store().raw_game(1).expect("stored");
    let mut req = request("alice", "camps b1 c4 d6", false, T0);
    req.delivery_id = Some("777".to_string());
    let effects = core.handle(req);
    assert!(
        effects.iter().all(|e| !matches!(e, Effect::Post { .. })),
        "nothing public: {effects:#?}"
    );
    let refusal = effects
        .iter()
        .find_map(|e| match e {
            Effect::Ephemeral {
                user,
                text,
                error: true,
                ..
            } if *user == user_id("alice") => Some(text.clone()),
            _ => None,
        })
        .unwrap_or_else(|| panic!("a private refusal: {effects:#?}"));
    assert_eq!(refusal, ancient_context_refusal(Lang::En));
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Delete { channel, message: 777 } if *channel == CHANNEL)),
        "{effects:#?}"
    );
    assert_eq!(
        core.store().raw_game(1).expect("stored"),
        before,
        "nothing played"
    );
}

#[test]
fn the_ancient_refusal_is_in_the_senders_language() {
    let core = core();
    say(&core, "alice", "/settings language:zh-TW", T0);
    say(&core, "alice", "/play ancient @bob", T0);
    say(&core, "bob", "/accept", T0);
    let mut req = request("alice", "camps b1 c4 d6", false, T0);
    req.delivery_id = Some("779".to_string());
    let effects = core.handle(req);
    let texts: Vec<&str> = effects
        .iter()
        .filter(|e| matches!(e, Effect::Ephemeral { error: true, .. }))
        .map(text)
        .collect();
    assert_eq!(
        texts,
        vec![ancient_context_refusal(Lang::ZhTw)],
        "{effects:#?}"
    );
}

#[test]
fn an_army_chess_layout_typed_in_the_channel_gets_no_reply_at_all() {
    let core = core();
    say(&core, "alice", "/play junqi-liangguo @bob", T0);
    say(&core, "bob", "/accept", T0);
    let before = core.store().raw_game(1).expect("stored");
    let mut req = request("alice", "deploy default", false, T0);
    req.delivery_id = Some("778".to_string());
    assert!(core.handle(req).is_empty());
    assert_eq!(core.store().raw_game(1).expect("stored"), before);
}

fn user_id(name: &str) -> u64 {
    user(name).id
}
