//! The rules crate's own English texts (error details, notes, death causes, skill names)
//! worded for players in both languages, and the piece pages of `/rules`.
//!
//! A refusal reads once: a short heading for the error code, then the rules' detail when it
//! adds something (a detail that only restates the heading is dropped, and some details are
//! whole sentences that need no heading). Details the bot does not know yet still reach
//! the player, in English.

use super::{pick, Lang};
use rules::sword_magic::piece::{piece_info, PieceInfo};

/// One rules detail text with `{}` holes, and how to word it. In the templates, `{0}`,
/// `{1}`… are the holes as written; `{0p}` is hole 0 read as a piece name (Chinese name
/// for Chinese readers); `{0k}` is hole 0 read as a skill name.
struct Template {
    pattern: &'static str,
    en: &'static str,
    zh: &'static str,
    /// Restates the code's heading: the heading alone is said.
    stock: bool,
    /// A whole sentence: said without the heading.
    alone: bool,
}

const fn said(pattern: &'static str, en: &'static str, zh: &'static str) -> Template {
    Template {
        pattern,
        en,
        zh,
        stock: false,
        alone: false,
    }
}

const fn stock(pattern: &'static str) -> Template {
    Template {
        pattern,
        en: "",
        zh: "",
        stock: true,
        alone: false,
    }
}

const fn alone(pattern: &'static str, en: &'static str, zh: &'static str) -> Template {
    Template {
        pattern,
        en,
        zh,
        stock: false,
        alone: true,
    }
}

/// Every detail the rules crate writes (rules/src: game.rs, error.rs, perft.rs,
/// secret_duel.rs, sword_magic/{action,apply,mod}.rs).
const TEMPLATES: &[Template] = &[
    // Shared.
    stock("it is not your turn"),
    stock("the game has ended"),
    stock("send this to the bot by private message"),
    stock("you are not playing in this game"),
    stock("there is no draw offer to answer"),
    said(
        "perft needs a perfect-information variant",
        "perft needs a perfect-information game",
        "perft 只適用於完全資訊的遊戲",
    ),
    said("depth must be at least 1", "the depth must be at least 1", "深度至少為 1"),
    // Sword and Magic Chess: syntax.
    said(
        "{} is not a square (a1 to h8)",
        "{0} is not a square (a1 to h8)",
        "{0} 不是格子（a1 到 h8）",
    ),
    said(
        "empty command; write a move such as `e2-e4`",
        "the command is empty; write a move such as `e2-e4`",
        "指令是空的；請寫著法，例如 `e2-e4`",
    ),
    said(
        "write `vanish <square>`, e.g. `vanish c8`",
        "write `vanish <square>`, e.g. `vanish c8`",
        "請寫 `vanish <格子>`，例如 `vanish c8`",
    ),
    said("squares are a1 to h8", "squares are a1 to h8", "格子範圍是 a1 到 h8"),
    said(
        "write `teleport <from>-<to>`, e.g. `teleport c1-h6`",
        "write `teleport <from>-<to>`, e.g. `teleport c1-h6`",
        "請寫 `teleport <起點>-<終點>`，例如 `teleport c1-h6`",
    ),
    said(
        "a skill is written after the capture that earns it, e.g. `e4xe5 +summon@f5`",
        "a skill is written after the capture that earns it, e.g. `e4xe5 +summon@f5`",
        "技能要寫在觸發它的吃子之後，例如 `e4xe5 +summon@f5`",
    ),
    said(
        "write a move such as `e2-e4` or `e4xd5`, or `vanish c8`, `teleport c1-h6`",
        "write a move such as `e2-e4` or `e4xd5`, or `vanish c8`, `teleport c1-h6`",
        "請寫著法，例如 `e2-e4`、`e4xd5`，或 `vanish c8`、`teleport c1-h6`",
    ),
    said(
        "write `+revive:<piece>@<square>`, e.g. `+revive:swordsman@c3`",
        "write `+revive:<piece>@<square>`, e.g. `+revive:swordsman@c3`",
        "請寫 `+revive:<棋子>@<格子>`，例如 `+revive:swordsman@c3`",
    ),
    said(
        "unknown piece {}; use an id such as `familiar`, a letter such as `f`, or a name such as 使魔",
        "there is no piece called {0}; use an id such as `familiar`, a letter such as `f`, or a name such as 使魔",
        "沒有叫 {0} 的棋子；請用代號如 `familiar`、字母如 `f`，或名稱如「使魔」",
    ),
    said(
        "write `+summon@<square>`, e.g. `+summon@f5`",
        "write `+summon@<square>`, e.g. `+summon@f5`",
        "請寫 `+summon@<格子>`，例如 `+summon@f5`",
    ),
    said(
        "teleport and vanish are turns of their own, not capture skills",
        "teleport and vanish are turns of their own, not capture skills",
        "瞬間移動和消失各自是一整回合，不是吃子技能",
    ),
    said(
        "skills are written `+revive:<piece>@<square>`, `+summon@<square>` or `+hero-call:<square>`",
        "skills are written `+revive:<piece>@<square>`, `+summon@<square>` or `+hero-call:<square>`",
        "技能寫法是 `+revive:<棋子>@<格子>`、`+summon@<格子>` 或 `+hero-call:<格子>`",
    ),
    said(
        "name a square from a1 to h8, e.g. `e2`",
        "name a square from a1 to h8, e.g. `e2`",
        "請指定 a1 到 h8 的格子，例如 `e2`",
    ),
    // Sword and Magic Chess: the board.
    alone(
        "there is no piece on {}",
        "There is no piece on {0}",
        "{0} 沒有棋子",
    ),
    alone(
        "the {} on {} is not yours",
        "The {0} on {1} is not yours",
        "{1} 的{0p}不是你的棋子",
    ),
    said(
        "the {} on {} cannot go to {}",
        "the {0} on {1} cannot go to {2}",
        "{1} 的{0p}不能走到 {2}",
    ),
    said(
        "{} is empty, so this is a quiet move: write `{}`",
        "{0} is empty, so this is a quiet move: write `{1}`",
        "{0} 是空格，這步沒有吃子：請寫 `{1}`",
    ),
    said(
        "skills come only with a capture, and this is a quiet move",
        "skills come only with a capture, and this move captures nothing",
        "技能只能隨吃子使用，而這步沒有吃子",
    ),
    said(
        "only a familiar or high familiar on the enemy back rank can vanish",
        "only a familiar or high familiar on the enemy back rank can vanish",
        "只有位於敵方底線的使魔或高階使魔可以消失",
    ),
    said(
        "only an archmage can teleport; the piece on {} is a {}",
        "only an archmage can teleport; the piece on {0} is a {1}",
        "只有魔導士可以瞬間移動；{0} 的棋子是{1p}",
    ),
    said(
        "a teleport needs an empty square, and {} is occupied",
        "a teleport needs an empty square, and {0} is occupied",
        "瞬間移動需要空格，而 {0} 有棋子",
    ),
    said("no capturing piece", "no piece made the capture", "沒有吃子的棋子"),
    said(
        "only a {} can {}; this capture was made by a {}",
        "only a {0} can {1}; this capture was made by a {2}",
        "只有{0p}能{1k}；這次吃子的是{2p}",
    ),
    said(
        "this sage has already used its revive",
        "this sage has already used its revive",
        "這枚棋子已經用過復活",
    ),
    said(
        "a {} cannot be revived; only archer, familiar, hero, mage, sage, summoner and swordsman can",
        "a {0} cannot be revived; only an archer, familiar, hero, mage, sage, summoner or swordsman can",
        "{0p}不能復活；只有弓箭手、使魔、勇者、魔法使、賢者、召喚師和劍士可以",
    ),
    said(
        "there is no {} in your graveyard",
        "there is no {0} in your graveyard",
        "你的死棋區沒有{0p}",
    ),
    said("{} is not empty", "{0} is not empty", "{0} 不是空格"),
    said(
        "you already have a hero, champion or angel on the board",
        "you already have a hero, champion or angel on the board",
        "你場上已經有勇者、英雄或天使",
    ),
    said(
        "the princess cannot be replaced by the hero",
        "the princess cannot be replaced by the hero",
        "公主不能被勇者取代",
    ),
    said(
        "hero-call replaces one of your own pieces, and {} holds none",
        "hero-call replaces one of your own pieces, and {0} holds none",
        "勇者召喚要取代一枚己方棋子，而 {0} 沒有己方棋子",
    ),
    // Secret Duel.
    said(
        "write `hide b2` or `probe c3`",
        "write `hide b2` or `probe c3`",
        "請寫 `hide b2` 或 `probe c3`",
    ),
    said("cells are a1 to c3", "cells are a1 to c3", "格子範圍是 a1 到 c3"),
    said(
        "the hiding phase is over",
        "the hiding phase is over",
        "藏寶階段已經結束",
    ),
    said(
        "treasures are still being hidden",
        "treasures are still being hidden",
        "還有人在藏寶",
    ),
    said(
        "that cell was already probed",
        "that cell was already probed",
        "那一格已經探查過了",
    ),
    said(
        "your own treasure is there",
        "your own treasure is there",
        "那裡是你自己的寶藏",
    ),
];

/// Split `text` by `pattern`'s literal parts; the holes take the text between them.
fn holes(pattern: &str, text: &str) -> Option<Vec<String>> {
    let literals: Vec<&str> = pattern.split("{}").collect();
    let (first, rest) = literals.split_first()?;
    let mut left = text.strip_prefix(first)?;
    let mut found = Vec::new();
    for (i, literal) in rest.iter().enumerate() {
        let last = i + 1 == rest.len();
        let end = if last {
            // The final hole runs to the end, which must then be the last literal.
            left.len().checked_sub(literal.len())?
        } else {
            left.find(literal)?
        };
        let (hole, after) = left.split_at(end);
        if hole.is_empty() {
            return None;
        }
        found.push(hole.to_string());
        left = after.strip_prefix(literal)?;
    }
    left.is_empty().then_some(found)
}

/// The piece names the rules write (English display names or ids) in Chinese, keeping
/// the side the English name belongs to.
fn piece_zh(name: &str) -> String {
    match piece_info(name) {
        Some(info) if info.black.en.eq_ignore_ascii_case(name) => info.black.zh,
        Some(info) => info.white.zh,
        None => name.to_string(),
    }
}

/// A skill as the rules name it in a sentence ("revive", "call a hero").
fn skill_zh(skill: &str) -> String {
    match skill {
        "revive" => "復活",
        "summon" => "召喚",
        "call a hero" | "hero-call" => "勇者召喚",
        "vanish" => "消失",
        "teleport" => "瞬間移動",
        "hide" => "藏寶",
        "probe" => "探查",
        other => other,
    }
    .to_string()
}

/// Fill `{0}`, `{0p}`, `{0k}`… in a template.
fn fill(template: &str, holes: &[String], lang: Lang) -> String {
    let mut out = template.to_string();
    for (i, hole) in holes.iter().enumerate() {
        let (piece, skill) = match lang {
            Lang::En => (hole.clone(), hole.clone()),
            Lang::Zh => (piece_zh(hole), skill_zh(hole)),
        };
        out = out
            .replace(&format!("{{{i}p}}"), &piece)
            .replace(&format!("{{{i}k}}"), &skill)
            .replace(&format!("{{{i}}}"), hole);
    }
    out
}

fn heading(code: &str) -> Option<(&'static str, &'static str)> {
    Some(match code {
        "SYNTAX" => ("I cannot read that", "看不懂這個指令"),
        "NOT_YOUR_TURN" => ("It is not your turn", "還沒輪到你"),
        "ILLEGAL_MOVE" => ("Illegal move", "不合規則的著法"),
        "WRONG_MARK" => ("Wrong capture mark", "吃子標記不符"),
        "SKILL_NOT_AVAILABLE" => ("Skill not available", "無法使用技能"),
        "SKILL_BAD_TARGET" => ("Bad skill target", "技能目標不合規則"),
        "NO_PIECE" => ("There is no piece there", "那裡沒有棋子"),
        "NOT_YOUR_PIECE" => ("That is not your piece", "那不是你的棋子"),
        "NO_DRAW_OFFER" => ("There is no draw offer to answer", "沒有待回應的和棋提議"),
        "GAME_OVER" => ("The game is over", "對局已結束"),
        "NOT_A_PLAYER" => ("You are not playing in this game", "你不是這局的棋手"),
        "PRIVATE_ONLY" => (
            "Send this to me by private message (DM), not in the channel",
            "這個指令請私訊給我，不要發在頻道裡",
        ),
        "UNSUPPORTED" => ("Not available for this game", "這個遊戲不支援此功能"),
        _ => return None,
    })
}

/// Letters and digits only, lowercased: for telling whether two texts say the same.
fn gist(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// English sentences start with a capital; Chinese ones (which may start with a square
/// such as `d4`) are left as they are.
fn capitalised(lang: Lang, text: &str) -> String {
    if lang == Lang::Zh {
        return text.to_string();
    }
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// End a sentence with one full stop (none after `?`, `!` or a full stop already there).
fn sentence(lang: Lang, text: &str) -> String {
    let text = text.trim_end();
    let ends = text.ends_with(['.', '!', '?', '。', '！', '？']);
    match (lang, ends) {
        (_, true) => text.to_string(),
        (Lang::En, false) => format!("{text}."),
        (Lang::Zh, false) => format!("{text}。"),
    }
}

/// A rules refusal (`code` and `detail` from the rules crate), said once.
pub fn rule_error(lang: Lang, code: &str, detail: &str) -> String {
    let detail = detail.trim().trim_end_matches('.');
    let known = TEMPLATES
        .iter()
        .find_map(|t| holes(t.pattern, detail).map(|h| (t, h)));
    let head = heading(code);
    let head_text = head.map(|(en, zh)| pick(lang, en.to_string(), zh.to_string()));
    let worded = known.as_ref().map(|(t, h)| match lang {
        Lang::En => fill(t.en, h, lang),
        Lang::Zh => fill(t.zh, h, lang),
    });
    let is_stock = known.as_ref().is_some_and(|(t, _)| t.stock);
    let is_alone = known.as_ref().is_some_and(|(t, _)| t.alone);
    let said = match (head_text, worded) {
        (Some(head), _) if is_stock || detail.is_empty() => head,
        (_, Some(worded)) if is_alone => capitalised(lang, &worded),
        (Some(head), Some(worded)) => join(lang, &head, &worded),
        // A detail the bot has no words for yet: said as the rules wrote it.
        (Some(head), None) => join(lang, &head, detail),
        (None, Some(worded)) => capitalised(lang, &worded),
        (None, None) => capitalised(lang, detail),
    };
    sentence(lang, &said)
}

/// `Heading: detail`, or the longer of the two alone when one already says the other.
fn join(lang: Lang, head: &str, detail: &str) -> String {
    let (h, d) = (gist(head), gist(detail));
    if d.is_empty() || h.contains(&d) {
        return head.to_string();
    }
    if d.contains(&h) {
        return capitalised(lang, detail);
    }
    match lang {
        Lang::En => format!("{head}: {detail}"),
        Lang::Zh => format!("{head}：{detail}"),
    }
}

/// A rules `Event::Note` text.
pub fn note(lang: Lang, text: &str) -> String {
    let zh = match text {
        "hid a treasure" => "藏好了寶藏",
        other => other,
    };
    pick(lang, text.to_string(), zh.to_string())
}

/// Why a piece left the board (`Event::Died`).
pub fn death_cause(lang: Lang, cause: &str) -> String {
    let (en, zh) = match cause {
        "link" => ("its sage died", "與其相連的賢者陣亡"),
        "vanish" => ("vanished", "消失"),
        "hero-call" => ("replaced by a hero", "被勇者取代"),
        other => (other, other),
    };
    pick(lang, en.to_string(), zh.to_string())
}

/// A skill name (`Event::Skill`).
pub fn skill_name(lang: Lang, skill: &str) -> String {
    pick(lang, skill.replace('-', " "), skill_zh(skill))
}

/// `/rules sword-magic <piece>`: both sides' names, the movement and the skill.
pub fn piece_page(lang: Lang, info: &PieceInfo) -> String {
    let (white, black) = (&info.white, &info.black);
    let mut lines = match lang {
        Lang::En => vec![
            format!(
                "**{} ({})** — White; Black's is the **{} ({})**, which moves the same way.",
                white.en, white.zh, black.en, black.zh
            ),
            format!("Moves: {}", info.moves.en),
        ],
        Lang::Zh => vec![
            format!(
                "**{}（{}）**：白方棋子；黑方對應的是**{}（{}）**，走法相同。",
                white.zh, white.en, black.zh, black.en
            ),
            format!("走法：{}", info.moves.zh),
        ],
    };
    if let Some(skill) = &info.skill {
        lines.push(pick(
            lang,
            format!("Skill: {}", skill.en),
            format!("技能：{}", skill.zh),
        ));
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holes_follow_the_literals() {
        assert_eq!(
            holes(
                "the {} on {} cannot go to {}",
                "the Goblin on d7 cannot go to d4"
            ),
            Some(vec!["Goblin".into(), "d7".into(), "d4".into()])
        );
        assert_eq!(
            holes("{} is not empty", "c3 is not empty"),
            Some(vec!["c3".into()])
        );
        assert_eq!(holes("{} is not empty", "c3 is empty"), None);
        assert_eq!(
            holes("squares are a1 to h8", "squares are a1 to h8"),
            Some(vec![])
        );
        assert_eq!(holes("squares are a1 to h8", "squares are a1 to h9"), None);
    }

    #[test]
    fn details_are_said_once_and_in_the_readers_language() {
        let stock = rule_error(Lang::En, "NOT_YOUR_TURN", "it is not your turn");
        assert_eq!(stock, "It is not your turn.");
        let illegal = rule_error(
            Lang::En,
            "ILLEGAL_MOVE",
            "the Swordsman on d2 cannot go to d5",
        );
        assert_eq!(
            illegal,
            "Illegal move: the Swordsman on d2 cannot go to d5."
        );
        let zh = rule_error(Lang::Zh, "NOT_YOUR_PIECE", "the Goblin on d7 is not yours");
        assert_eq!(zh, "d7 的哥布林不是你的棋子。");
        let unknown = rule_error(Lang::En, "ILLEGAL_MOVE", "illegal move");
        assert_eq!(unknown, "Illegal move.");
        let new_detail = rule_error(Lang::Zh, "ILLEGAL_MOVE", "a new reason");
        assert_eq!(new_detail, "不合規則的著法：a new reason。");
    }
}
