//! Help that finds what you need: `/rules` lists the games, `/help <command>` explains one
//! with an example, and an unknown command is answered with the nearest one.

use crate::harness;
use referee_core::effect::Effect;
use referee_core::words::Lang;

use harness::*;

fn say_from(core: &referee_core::Core, who: &str, text: &str, locale: Lang) -> Vec<Effect> {
    let mut req = request(who, text, false, T0);
    req.locale = Some(locale);
    core.handle(req)
}

#[test]
fn rules_without_a_game_lists_every_game_in_the_readers_language() {
    let core = core();
    let listing = text(&say(&core, "alice", "/rules", T0)[0]).to_string();
    for (name, id) in [
        ("Sword and Magic Chess", "sword-magic"),
        ("Demon War Chess", "demon"),
        ("Four-country Army Chess", "junqi-siguo"),
        ("Ancient War Chess", "ancient"),
    ] {
        let line = listing
            .lines()
            .find(|l| l.contains(&format!("`{id}`")))
            .unwrap_or_else(|| panic!("{id} missing:\n{listing}"));
        assert!(line.contains(name), "{line}");
    }
    assert!(listing.contains("`junqi-siguo`, 4 players"), "{listing}");
    assert!(listing.contains("/rules <game>"), "{listing}");
    // A test game stays unlisted.
    assert!(!listing.contains("secret-duel"), "{listing}");
    let chinese = say_from(&core, "bob", "/rules", Lang::ZhTw);
    assert!(
        text(&chinese[0]).contains("四國軍棋"),
        "{}",
        text(&chinese[0])
    );
    assert!(text(&chinese[0]).contains("4 人"), "{}", text(&chinese[0]));
}

#[test]
fn help_for_one_command_explains_it_with_an_example() {
    let core = core();
    let play = text(&say(&core, "alice", "/help play", T0)[0]).to_string();
    assert!(play.contains("Write it as: /play <game>"), "{play}");
    assert!(play.contains("For example: `/play sword-magic"), "{play}");
    // By an alias or the command's name in Chinese, in the reader's language.
    let chinese = say_from(&core, "bob", "/help 帮助", Lang::ZhCn);
    assert!(
        text(&chinese[0]).contains("例如：`/help play`"),
        "{}",
        text(&chinese[0])
    );
    let layout = text(&say(&core, "alice", "/help layout", T0)[0]).to_string();
    assert!(layout.contains("`/layout save wall`"), "{layout}");
}

#[test]
fn an_unknown_command_is_answered_with_the_nearest_one() {
    let core = core();
    let typo = text(&say(&core, "alice", "/plya sword-magic @bob", T0)[0]).to_string();
    assert!(typo.contains("Did you mean `/play`?"), "{typo}");
    let help = text(&say(&core, "alice", "/help resgin", T0)[0]).to_string();
    assert!(help.contains("`/resign`"), "{help}");
    let nonsense = text(&say(&core, "alice", "/frobnicate", T0)[0]).to_string();
    assert!(
        nonsense.contains("Try /help") && !nonsense.contains("Did you mean"),
        "{nonsense}"
    );
}
