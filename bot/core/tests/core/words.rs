//! What players read: rules refusals said once and in their language, rules notes in
//! Chinese, and `/rules` piece pages for Sword and Magic Chess.

use crate::harness::*;
use referee_core::effect::Effect;
use referee_core::words::{self, Lang};
use referee_core::Refusal;
use rules::game::Channel;
use rules::variant::Setup;
use rules::{Game, RuleError, Seat, Status, VariantId};
use std::collections::{BTreeMap, HashSet};

/// Every error code the rules crate has.
const CODES: [&str; 13] = [
    "SYNTAX",
    "NOT_YOUR_TURN",
    "ILLEGAL_MOVE",
    "WRONG_MARK",
    "SKILL_NOT_AVAILABLE",
    "SKILL_BAD_TARGET",
    "NO_PIECE",
    "NOT_YOUR_PIECE",
    "NO_DRAW_OFFER",
    "GAME_OVER",
    "NOT_A_PLAYER",
    "PRIVATE_ONLY",
    "UNSUPPORTED",
];

const VECTORS: &str = include_str!("../../../../rules/tests/vectors/sword-magic.smc");

fn refused(result: Result<impl Sized, RuleError>, what: &str) -> RuleError {
    match result {
        Ok(_) => panic!("{what} was accepted"),
        Err(e) => e,
    }
}

fn to_move(game: &Game) -> Seat {
    match game.status() {
        Status::ToMove(seat) => seat,
        other => panic!("nobody to move: {other:?}"),
    }
}

/// Real refusals of the rules: the spec's error vectors, and more from play.
fn rule_errors() -> Vec<RuleError> {
    let mut errors = Vec::new();
    // The spec's vectors that expect an error.
    for block in VECTORS.split("```smc-test").skip(1) {
        let field = |key: &str| {
            block
                .lines()
                .find_map(|l| l.strip_prefix(key).map(|v| v.trim().to_string()))
        };
        let (Some(pos), Some(action), Some(_)) = (field("pos:"), field("do:"), field("error:"))
        else {
            continue;
        };
        let mut game =
            Game::from_position(VariantId::from_id("sword-magic").expect("registered"), &pos)
                .expect("vector position");
        let seat = match field("by:").as_deref() {
            Some("white") => Seat(0),
            Some("black") => Seat(1),
            _ => to_move(&game),
        };
        errors.push(refused(game.play(seat, &action, Channel::Public), &action));
    }
    // Sword and Magic Chess from the start.
    let setup = |seats| Setup {
        seats,
        options: Default::default(),
        seed: 7,
    };
    let mut sm = Game::new(
        VariantId::from_id("sword-magic").expect("registered"),
        setup(2),
    )
    .expect("new game");
    for (seat, text) in [
        (0, ""),
        (0, "xyz"),
        (0, "z9-a1"),
        (0, "vanish"),
        (0, "teleport c1"),
        (0, "teleport c1-z9"),
        (0, "summon@f5"),
        (0, "e4xe5 +revive:queen@c3"),
        (0, "e4xe5 +revive:s"),
        (0, "e4xe5 +revive:s@z9"),
        (0, "e4xe5 +summon f5"),
        (0, "e4xe5 +teleport:h6"),
        (0, "e4xe5 +frobnicate"),
        (1, "d7-d6"),
        (0, "d2-d5"),
        (0, "d4-d5"),
        (0, "d7-d6"),
        (0, "d2xd4"),
        (0, "d2-d4 +summon@f5"),
        (0, "vanish a2"),
        (0, "teleport c1-h6"),
        (0, "draw-accept"),
        (0, "draw-decline"),
        (5, "d2-d4"),
    ] {
        errors.push(refused(sm.play(Seat(seat), text, Channel::Public), text));
    }
    for square in ["z9", "d5", "d7"] {
        errors.push(refused(sm.hint(Seat(0), square), square));
    }
    errors.push(refused(sm.perft(0), "perft 0"));
    let mut over = sm.clone();
    over.play(Seat(0), "resign", Channel::Public)
        .expect("resigns");
    errors.push(refused(
        over.play(Seat(1), "d7-d6", Channel::Public),
        "after the end",
    ));

    // Secret Duel.
    let mut duel = Game::new(
        VariantId::from_id("secret-duel").expect("registered"),
        setup(2),
    )
    .expect("new duel");
    errors.push(refused(duel.perft(1), "perft of a hidden game"));
    for text in ["dance", "hide z9", "probe a1"] {
        errors.push(refused(duel.play(Seat(0), text, Channel::Private), text));
    }
    errors.push(refused(
        duel.play(Seat(0), "hide a1", Channel::Public),
        "hide in public",
    ));
    duel.play(Seat(0), "hide a1", Channel::Private)
        .expect("hides");
    errors.push(refused(
        duel.play(Seat(0), "hide b1", Channel::Private),
        "hiding twice",
    ));
    duel.play(Seat(1), "hide c3", Channel::Private)
        .expect("hides");
    let first = to_move(&duel);
    let own = if first == Seat(0) { "a1" } else { "c3" };
    errors.push(refused(
        duel.play(first, "hide b2", Channel::Private),
        "hiding after the hiding phase",
    ));
    errors.push(refused(
        duel.play(first, &format!("probe {own}"), Channel::Public),
        "probing one's own cell",
    ));
    duel.play(first, "probe b2", Channel::Public)
        .expect("probes");
    let second = to_move(&duel);
    errors.push(refused(
        duel.play(second, "probe b2", Channel::Public),
        "probing twice",
    ));
    errors
}

/// Clauses (split at sentence and clause punctuation), folded for comparison.
fn clauses(text: &str) -> Vec<String> {
    text.split(['.', ':', ';', ',', '。', '：', '；', '，', '、', '\n'])
        .map(|c| {
            c.chars()
                .filter(|c| c.is_alphanumeric())
                .flat_map(char::to_lowercase)
                .collect::<String>()
        })
        .filter(|c| c.chars().count() >= 4)
        .collect()
}

/// A passage said twice: a clause, three English words in a row, or four Chinese
/// characters in a row.
fn repetition(text: &str) -> Option<String> {
    let mut seen = HashSet::new();
    for clause in clauses(text) {
        if !seen.insert(clause.clone()) {
            return Some(clause);
        }
    }
    let words: Vec<String> = text
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_ascii_lowercase)
        .collect();
    let mut seen = HashSet::new();
    for window in words.windows(3) {
        if !seen.insert(window.join(" ")) {
            return Some(window.join(" "));
        }
    }
    let han: Vec<char> = text
        .chars()
        .filter(|c| !c.is_ascii() && c.is_alphabetic())
        .collect();
    let mut seen = HashSet::new();
    for window in han.windows(4) {
        let passage: String = window.iter().collect();
        if !seen.insert(passage.clone()) {
            return Some(passage);
        }
    }
    None
}

/// English words of three letters or more outside `code` and "quoted input".
fn english_words(text: &str) -> Vec<String> {
    let mut plain = String::new();
    let (mut in_code, mut in_quote) = (false, false);
    for c in text.chars() {
        match c {
            '`' => in_code = !in_code,
            '"' => in_quote = !in_quote,
            c if !in_code && !in_quote => plain.push(c),
            _ => plain.push(' '),
        }
    }
    plain
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3 && *w != "perft")
        .map(str::to_string)
        .collect()
}

#[test]
fn every_rules_refusal_reads_once_in_both_languages() {
    let errors = rule_errors();
    let mut by_code: BTreeMap<String, usize> = BTreeMap::new();
    for error in &errors {
        *by_code.entry(error.code.clone()).or_default() += 1;
        let refusal = Refusal::Rule(error.clone());
        for lang in [Lang::En, Lang::ZhTw] {
            let text = words::refusal(lang, &refusal);
            assert!(!text.is_empty(), "{error:?}");
            if let Some(again) = repetition(&text) {
                panic!("{lang:?} {error:?} says {again:?} twice: {text}");
            }
            assert!(
                !text.ends_with("..") && !text.ends_with("。。"),
                "{lang:?}: {text}"
            );
            match lang {
                Lang::En => {
                    assert!(text.starts_with(char::is_uppercase), "{text}");
                    assert!(text.ends_with('.'), "{text}");
                }
                Lang::ZhCn | Lang::ZhTw => {
                    let english = english_words(&text);
                    assert!(
                        english.is_empty(),
                        "English {english:?} in a Chinese refusal: {text} ({error:?})"
                    );
                    assert!(text.ends_with('。'), "{text}");
                }
            }
        }
    }
    for code in CODES {
        assert!(by_code.contains_key(code), "no case of {code}: {by_code:?}");
    }
    // The specific detail is kept where it says more than the code.
    let illegal = errors
        .iter()
        .find(|e| e.message.id == "sm-cannot-go" && e.message.to_string().contains("to=d5"))
        .map(|e| words::refusal(Lang::En, &Refusal::Rule(e.clone())));
    assert_eq!(
        illegal.as_deref(),
        Some(
            "Illegal move: the Swordsman on d2 cannot go to d5; `/hint d2` shows where it can go."
        )
    );
    let turn = RuleError::code("NOT_YOUR_TURN");
    assert_eq!(
        words::refusal(Lang::En, &Refusal::Rule(turn.clone())),
        "It is not your turn."
    );
    assert_eq!(
        words::refusal(Lang::ZhTw, &Refusal::Rule(turn)),
        "還沒輪到你。"
    );
}

#[test]
fn a_refusal_through_the_core_is_worded_once_for_its_reader() {
    let core = core();
    say(&core, "bob", "/settings language:zh-TW", T0);
    say(&core, "alice", "/play sword-magic @bob", T0);
    say(&core, "bob", "/accept", T0);
    let english = assert_refused(&say(&core, "alice", "/move d2-d5", T0), "alice");
    assert_eq!(
        english,
        "Illegal move: the Swordsman on d2 cannot go to d5; `/hint d2` shows where it can go."
    );
    let chinese = assert_refused(&say(&core, "bob", "/move d7-d6", T0), "bob");
    assert_eq!(chinese, "還沒輪到你。");
    say(&core, "alice", "d2-d4", T0);
    let chinese = assert_refused(&say(&core, "bob", "/move d4-d5", T0), "bob");
    assert_eq!(chinese, "d4 的劍士不是你的棋子。");
    let chinese = assert_refused(&say(&core, "bob", "/move d7-d4", T0), "bob");
    assert_eq!(
        chinese,
        "不合規則的著法：d7 的哥布林不能走到 d4；用 `/hint d7` 查看它能去哪裡。"
    );
}

#[test]
fn rules_notes_are_worded_in_the_channels_language() {
    let core = core();
    say(&core, "alice", "/settings language:zh-TW", T0);
    // The channel reads its server's language, whoever acts.
    core.note_guild_locale(1, referee_core::words::Lang::ZhTw);
    started_duel(&core, "");
    let hidden = dm(&core, "alice", "hide a1", T0);
    let public = hidden
        .iter()
        .find_map(|e| match e {
            Effect::Post { text, .. } => Some(text.clone()),
            _ => None,
        })
        .expect("a public post");
    assert!(public.contains("藏好了寶藏"), "{public}");
    assert!(!public.contains("hid a treasure"), "{public}");
    assert!(!public.contains("a1"), "secret leaked: {public}");
    let hidden = dm(&core, "bob", "hide c3", T0);
    let public = hidden.iter().map(text).collect::<Vec<_>>().join("\n");
    assert!(public.contains("藏好了寶藏"), "{public}");
}

fn rules_page(core: &referee_core::Core, who: &str, line: &str) -> String {
    let effects = say(core, who, line, T0);
    assert_eq!(effects.len(), 1, "{effects:#?}");
    match &effects[0] {
        Effect::Ephemeral {
            text, error: false, ..
        } => text.clone(),
        other => panic!("{line}: {other:#?}"),
    }
}

#[test]
fn rules_name_a_piece_for_both_sides_and_say_how_it_moves() {
    let core = core();
    for line in [
        "/rules sword-magic 劍士",
        "/rules sword-magic goblin",
        "/rules sword-magic 剑士",
        "/rules goblin",
    ] {
        let text = rules_page(&core, "alice", line);
        // An English reader's board shows simplified glyphs: the page names them so.
        for name in ["剑士", "Swordsman", "哥布林", "Goblin"] {
            assert!(text.contains(name), "{line}: no {name} in {text}");
        }
        assert!(
            text.contains("two squares along a rank or file"),
            "{line}: {text}"
        );
        assert!(
            text.contains("Sword Saint"),
            "{line}: promotion missing: {text}"
        );
    }
    say(&core, "bob", "/settings language:zh-TW", T0);
    let text = rules_page(&core, "bob", "/rules sword-magic goblin");
    assert!(text.contains("走法：沿直線走一到兩格"), "{text}");
    assert!(text.contains("劍士") && text.contains("Goblin"), "{text}");
    let sage = rules_page(&core, "bob", "/rules sword-magic Necromancer");
    assert!(
        sage.contains("賢者") && sage.contains("死靈術士") && sage.contains("復活"),
        "{sage}"
    );
    let elf = rules_page(&core, "alice", "/rules sword-magic elf queen");
    assert!(
        elf.contains("Princess") && elf.contains("Hero-call"),
        "{elf}"
    );

    let unknown = assert_refused(
        &say(&core, "alice", "/rules sword-magic queen", T0),
        "alice",
    );
    assert!(unknown.contains("queen"), "{unknown}");
    let summary = rules_page(&core, "alice", "/rules sword-magic");
    assert!(summary.contains("/rules sword-magic <piece>"), "{summary}");
}

/// The refusal `who` gets for `line` in a fresh game of `variant` between alice and bob.
fn refusal_in(variant: &str, who: &str, line: &str) -> String {
    let core = core();
    say(&core, "alice", &format!("/play {variant} @bob"), T0);
    say(&core, "bob", "/accept", T0);
    assert_refused(&say(&core, who, line, T0), who)
}

#[test]
fn codes_two_families_share_are_worded_by_the_family_that_refused() {
    // `NO_PIECE`: a move from an empty square in Sword and Magic, a hint for one in 魔神战棋.
    let sword = refusal_in("sword-magic", "alice", "/move e4-e5");
    let demon = refusal_in("demon", "alice", "/hint a7");
    assert_eq!(sword, "There is no piece on e4.");
    assert_eq!(demon, "No piece there: a7 is empty.");
    // `E_SYNTAX`: 古战棋 and army chess each have their own words for it.
    let ancient = refusal_in("ancient", "alice", "/move zzz");
    let army = refusal_in("junqi-liangguo", "alice", "/move zzz");
    // … followed by a line that can be read there.
    assert_eq!(
        ancient,
        "That command cannot be read.\nSomething that can be read here: \
         `camps b1 d2 c4`, `camps b1 d2 d6`, `camps b1 d2 b7`"
    );
    assert!(
        army.starts_with("I cannot read that: write a move as"),
        "{army}"
    );
    // The family travels with the refusal itself, whatever carries it.
    let worded = |family: &'static str| {
        let e = RuleError::code("NOT_YOUR_PIECE").in_family(family);
        words::refusal(Lang::En, &Refusal::Rule(e))
    };
    assert_eq!(worded("sword-magic"), "That is not your piece.");
    assert_eq!(worded("demon"), "Not your piece.");
}

/// What a newcomer reads when a move or a square is wrong says what to try instead: an
/// illegal 魔神战棋 move names the piece and points at `/hint`, a piece that cannot move is
/// said to have no legal move, and a position army chess does not know shows the form one
/// takes.
#[test]
fn refusals_and_hints_say_what_to_try_instead() {
    let demon = {
        let core = core();
        say(&core, "alice", "/play demon @bob", T0);
        say(&core, "bob", "/accept", T0);
        say(&core, "bob", "keep", T0);
        assert_refused(&say(&core, "alice", "/move a1-a13", T0), "alice")
    };
    assert!(demon.contains(" on a1 cannot go to a13"), "{demon}");
    assert!(demon.contains("`/hint a1`"), "{demon}");

    let core = core();
    say(&core, "alice", "/play sword-magic @bob", T0);
    say(&core, "bob", "/accept", T0);
    let game = game(core.store(), 1);
    let blocked = ["a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1"]
        .into_iter()
        .find(|square| matches!(game.hint(Seat(0), square), Ok(targets) if targets.is_empty()))
        .expect("a back-rank piece with no move at the start");
    let effects = say(&core, "alice", &format!("/hint {blocked}"), T0);
    let answer = effects.iter().map(text).collect::<Vec<_>>().join(" ");
    assert!(
        answer.contains(&format!("no legal move from {blocked} now")),
        "{answer}"
    );

    let army = refusal_in("junqi-liangguo", "alice", "/hint a1");
    assert!(army.contains("written like S3b"), "{army}");
}
