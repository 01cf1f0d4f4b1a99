//! The slash commands as data: names and descriptions in English, zh-CN and zh-TW, and
//! typed options. `register` turns the table into Discord's builders; `options` reads
//! an invocation back with the same English option names.

use referee_core::words;
use serenity::all::{
    CommandOptionType, CreateCommand, CreateCommandOption, InstallationContext, InteractionContext,
};

/// A word in the three languages Discord shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Words {
    pub en: &'static str,
    pub zh_cn: &'static str,
    pub zh_tw: &'static str,
}

const fn w(en: &'static str, zh_cn: &'static str, zh_tw: &'static str) -> Words {
    Words { en, zh_cn, zh_tw }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Choices from the listed variants of the rules registry.
    Variant,
    User,
    Text,
    /// Text whose choices come from the core (`/move`).
    Autocomplete,
    /// A game number (`#12`).
    Game,
    /// A duration such as `3d` or `12h`.
    Duration,
    Integer,
    /// True or false (Discord shows a toggle).
    Boolean,
    Choice(&'static [(&'static str, Words)]),
}

#[derive(Debug)]
pub struct OptionSpec {
    pub name: Words,
    pub description: Words,
    pub kind: Kind,
    pub required: bool,
}

#[derive(Debug)]
pub struct CommandSpec {
    pub name: Words,
    pub description: Words,
    pub options: &'static [OptionSpec],
}

const fn opt(name: Words, description: Words, kind: Kind, required: bool) -> OptionSpec {
    OptionSpec {
        name,
        description,
        kind,
        required,
    }
}

const GAME: OptionSpec = opt(
    w("game", "对局", "對局"),
    w(
        "Game number (defaults to your game here)",
        "对局编号（默认为此处你的对局）",
        "對局編號（預設為此處你的對局）",
    ),
    Kind::Game,
    false,
);

const SEATS: &[(&str, Words)] = &[
    (
        "ordered",
        w("In the order named", "按列出顺序", "按列出順序"),
    ),
    ("random", w("Random", "随机", "隨機")),
];

const DRAW_ANSWERS: &[(&str, Words)] = &[
    ("offer", w("Offer a draw", "提和", "提和")),
    ("accept", w("Accept the draw", "接受和棋", "接受和棋")),
    ("decline", w("Decline the draw", "拒绝和棋", "拒絕和棋")),
];

const UNDO_ANSWERS: &[(&str, Words)] = &[
    (
        "ask",
        w("Ask to take back your last move", "请求悔棋", "請求悔棋"),
    ),
    ("accept", w("Accept the takeback", "同意悔棋", "同意悔棋")),
    ("decline", w("Decline the takeback", "拒绝悔棋", "拒絕悔棋")),
];

const GAME_LISTS: &[(&str, Words)] = &[
    ("open", w("Open games", "进行中的对局", "進行中的對局")),
    (
        "finished",
        w("Finished games", "已结束的对局", "已結束的對局"),
    ),
];

const EXPIRIES: &[(&str, Words)] = &[
    (
        "claim-win",
        w("The late player loses", "超时者判负", "超時者判負"),
    ),
    ("skip", w("The clock starts again", "重新计时", "重新計時")),
    ("abort", w("The game is cancelled", "取消对局", "取消對局")),
];

const LAYOUT_ACTIONS: &[(&str, Words)] = &[
    ("save", w("Save a layout", "保存布阵", "儲存布陣")),
    (
        "list",
        w("List your layouts", "列出你的布阵", "列出你的布陣"),
    ),
    ("delete", w("Delete a layout", "删除布阵", "刪除布陣")),
];

const LANGUAGES: &[(&str, Words)] = &[
    ("en", w("English", "英语", "英語")),
    ("zh-CN", w("Simplified Chinese", "简体中文", "簡體中文")),
    ("zh-TW", w("Traditional Chinese", "繁体中文", "繁體中文")),
];

const fn opponent(n: &'static str, required: bool) -> OptionSpec {
    opt(
        w(n, n, n),
        w("A player to invite", "邀请的玩家", "邀請的玩家"),
        Kind::User,
        required,
    )
}

const PLAY: &[OptionSpec] = &[
    opt(
        w("variant", "棋种", "棋種"),
        w("Which game", "玩哪种棋", "玩哪種棋"),
        Kind::Variant,
        true,
    ),
    opponent("opponent", true),
    opponent("opponent2", false),
    opponent("opponent3", false),
    opt(
        w("seats", "座位", "座位"),
        w("Seat order", "座位顺序", "座位順序"),
        Kind::Choice(SEATS),
        false,
    ),
    opt(
        w("deadline", "时限", "時限"),
        w(
            "Time per move, e.g. 3d or 12h",
            "每步时限，如 3d 或 12h",
            "每步時限，如 3d 或 12h",
        ),
        Kind::Duration,
        false,
    ),
    opt(
        w("expiry", "超时", "超時"),
        w(
            "What a missed deadline does",
            "超过时限时如何处理",
            "超過時限時如何處理",
        ),
        Kind::Choice(EXPIRIES),
        false,
    ),
    opt(
        w("options", "选项", "選項"),
        w(
            "Variant options, key=value …",
            "棋种选项，key=value …",
            "棋種選項，key=value …",
        ),
        Kind::Text,
        false,
    ),
];

/// Every command, in the order Discord lists them.
pub fn specs() -> &'static [CommandSpec] {
    SPECS
}

static SPECS: &[CommandSpec] = &[
    CommandSpec {
        name: w("play", "对弈", "對弈"),
        description: w(
            "Challenge players to a game",
            "发起对局挑战",
            "發起對局挑戰",
        ),
        options: PLAY,
    },
    CommandSpec {
        name: w("accept", "接受", "接受"),
        description: w("Accept a challenge", "接受挑战", "接受挑戰"),
        options: &[GAME],
    },
    CommandSpec {
        name: w("decline", "拒绝", "拒絕"),
        description: w("Decline a challenge", "拒绝挑战", "拒絕挑戰"),
        options: &[GAME],
    },
    CommandSpec {
        name: w("move", "走棋", "走棋"),
        description: w("Make a move", "走一步棋", "走一步棋"),
        options: &[
            opt(
                w("text", "着法", "著法"),
                w("The move, e.g. e2-e4", "着法，如 e2-e4", "著法，如 e2-e4"),
                Kind::Autocomplete,
                true,
            ),
            GAME,
        ],
    },
    CommandSpec {
        name: w("board", "棋盘", "棋盤"),
        description: w("Show the board", "显示棋盘", "顯示棋盤"),
        options: &[GAME],
    },
    CommandSpec {
        name: w("mine", "我的", "我的"),
        description: w(
            "Your private view, only for you",
            "只给你看的私密视图",
            "只給你看的私密視圖",
        ),
        options: &[GAME],
    },
    CommandSpec {
        name: w("hint", "提示", "提示"),
        description: w(
            "Where a piece can go",
            "棋子可以走到哪里",
            "棋子可以走到哪裡",
        ),
        options: &[
            opt(
                w("square", "格子", "格子"),
                w("The square, e.g. e2", "格子，如 e2", "格子，如 e2"),
                Kind::Text,
                true,
            ),
            GAME,
        ],
    },
    CommandSpec {
        name: w("resign", "认输", "認輸"),
        description: w("Resign the game", "认输", "認輸"),
        options: &[GAME],
    },
    CommandSpec {
        name: w("draw", "和棋", "和棋"),
        description: w(
            "Offer, accept or decline a draw",
            "提和、接受或拒绝和棋",
            "提和、接受或拒絕和棋",
        ),
        options: &[
            opt(
                w("answer", "回应", "回應"),
                w(
                    "Offer (default), accept or decline",
                    "提和（默认）、接受或拒绝",
                    "提和（預設）、接受或拒絕",
                ),
                Kind::Choice(DRAW_ANSWERS),
                false,
            ),
            GAME,
        ],
    },
    CommandSpec {
        name: w("undo", "悔棋", "悔棋"),
        description: w(
            "Take back your last move, if your opponent agrees",
            "经对手同意，悔你的上一步",
            "經對手同意，悔你的上一步",
        ),
        options: &[
            opt(
                w("answer", "回应", "回應"),
                w(
                    "Ask (default), accept or decline",
                    "请求（默认）、同意或拒绝",
                    "請求（預設）、同意或拒絕",
                ),
                Kind::Choice(UNDO_ANSWERS),
                false,
            ),
            GAME,
        ],
    },
    CommandSpec {
        name: w("abort", "中止", "中止"),
        description: w("Abort the game", "中止对局", "中止對局"),
        options: &[
            opt(
                w("force", "强制", "強制"),
                w(
                    "Server admins: end the game now, without a result",
                    "服务器管理员：立即结束对局，不计胜负",
                    "伺服器管理員：立即結束對局，不計勝負",
                ),
                Kind::Boolean,
                false,
            ),
            GAME,
        ],
    },
    CommandSpec {
        name: w("games", "对局列表", "對局列表"),
        description: w(
            "Your games and whose turn it is",
            "你的对局及轮到谁",
            "你的對局及輪到誰",
        ),
        options: &[opt(
            w("list", "列表", "列表"),
            w(
                "Open games (default) or finished ones",
                "进行中（默认）或已结束的对局",
                "進行中（預設）或已結束的對局",
            ),
            Kind::Choice(GAME_LISTS),
            false,
        )],
    },
    CommandSpec {
        name: w("export", "导出", "匯出"),
        description: w(
            "The game record as a text file",
            "以文本文件导出棋谱",
            "以文字檔匯出棋譜",
        ),
        options: &[GAME],
    },
    CommandSpec {
        name: w("history", "棋谱", "棋譜"),
        description: w("The moves so far", "目前的着法记录", "目前的著法記錄"),
        options: &[GAME],
    },
    CommandSpec {
        name: w("rules", "规则", "規則"),
        description: w(
            "Rules of a game or a piece",
            "棋种或棋子的规则",
            "棋種或棋子的規則",
        ),
        options: &[
            opt(
                w("variant", "棋种", "棋種"),
                w("Which game", "哪种棋", "哪種棋"),
                Kind::Variant,
                false,
            ),
            opt(
                w("piece", "棋子", "棋子"),
                w("A piece name", "棋子名称", "棋子名稱"),
                Kind::Text,
                false,
            ),
        ],
    },
    CommandSpec {
        name: w("settings", "设置", "設定"),
        description: w(
            "Your language and vacation days",
            "你的语言和休假天数",
            "你的語言和休假天數",
        ),
        options: &[
            opt(
                w("language", "语言", "語言"),
                w(
                    "Language of the bot's words",
                    "机器人使用的语言",
                    "機器人使用的語言",
                ),
                Kind::Choice(LANGUAGES),
                false,
            ),
            opt(
                w("vacation", "休假", "休假"),
                w(
                    "Days away: deadlines wait",
                    "休假天数：时限顺延",
                    "休假天數：時限順延",
                ),
                Kind::Integer,
                false,
            ),
        ],
    },
    CommandSpec {
        name: w("layout", "布阵", "布陣"),
        description: w(
            "Your saved army-chess layouts (only you see them)",
            "你保存的军棋布阵（只有你能看到）",
            "你儲存的軍棋布陣（只有你能看到）",
        ),
        options: &[
            opt(
                w("action", "操作", "操作"),
                w(
                    "Save, list or delete",
                    "保存、列出或删除",
                    "儲存、列出或刪除",
                ),
                Kind::Choice(LAYOUT_ACTIONS),
                true,
            ),
            opt(
                w("name", "名称", "名稱"),
                w(
                    "The layout's name (one word)",
                    "布阵名称（一个词）",
                    "布陣名稱（一個詞）",
                ),
                Kind::Text,
                false,
            ),
            opt(
                w("layout", "布阵", "布陣"),
                w(
                    "25 pieces; empty saves your last submitted layout",
                    "25 枚棋子；留空则保存你上次提交的布阵",
                    "25 枚棋子；留空則儲存你上次提交的布陣",
                ),
                Kind::Text,
                false,
            ),
        ],
    },
    CommandSpec {
        name: w("help", "帮助", "幫助"),
        description: w(
            "How to play with the referee",
            "如何使用裁判机器人",
            "如何使用裁判機器人",
        ),
        options: &[],
    },
];

/// The listed variants as (id, English name, simplified and traditional Chinese names).
pub fn listed_variants() -> Vec<(&'static str, String, String, String)> {
    rules::VariantId::all()
        .into_iter()
        .filter(|id| id.info().listed)
        .map(|id| {
            let name = |lang| words::variant_name(lang, id);
            (
                id.as_str(),
                name(words::Lang::En),
                name(words::Lang::ZhCn),
                name(words::Lang::ZhTw),
            )
        })
        .collect()
}

/// The commands to register. `unlisted` variants (by id) join the listed ones in the
/// variant choices: the `unlisted_variants` config key, for tests and development only.
pub fn builders(unlisted: &[String]) -> Vec<CreateCommand> {
    let mut variants = listed_variants();
    for id in unlisted {
        let known = rules::VariantId::all()
            .into_iter()
            .find(|v| v.as_str() == id && !v.info().listed);
        if let Some(v) = known {
            let name = |lang| words::variant_name(lang, v);
            let names = (name(words::Lang::En), name(words::Lang::ZhCn));
            variants.push((v.as_str(), names.0, names.1, name(words::Lang::ZhTw)));
        }
    }
    // Discord allows 25 choices; the listed variants come first.
    variants.truncate(25);
    specs()
        .iter()
        .map(|spec| command(spec, &variants))
        .collect()
}

type VariantChoice = (&'static str, String, String, String);

fn command(spec: &CommandSpec, variants: &[VariantChoice]) -> CreateCommand {
    let mut builder = CreateCommand::new(spec.name.en)
        // In servers and in the bot's DMs, for a bot installed to a server.
        .contexts(vec![InteractionContext::Guild, InteractionContext::BotDm])
        .integration_types(vec![InstallationContext::Guild])
        .description(spec.description.en)
        .name_localized("zh-CN", spec.name.zh_cn)
        .name_localized("zh-TW", spec.name.zh_tw)
        .description_localized("zh-CN", spec.description.zh_cn)
        .description_localized("zh-TW", spec.description.zh_tw);
    for option in spec.options {
        builder = builder.add_option(option_builder(option, variants));
    }
    builder
}

fn option_builder(spec: &OptionSpec, variants: &[VariantChoice]) -> CreateCommandOption {
    let kind = match spec.kind {
        Kind::User => CommandOptionType::User,
        Kind::Game | Kind::Integer => CommandOptionType::Integer,
        Kind::Boolean => CommandOptionType::Boolean,
        _ => CommandOptionType::String,
    };
    let mut builder = CreateCommandOption::new(kind, spec.name.en, spec.description.en)
        .name_localized("zh-CN", spec.name.zh_cn)
        .name_localized("zh-TW", spec.name.zh_tw)
        .description_localized("zh-CN", spec.description.zh_cn)
        .description_localized("zh-TW", spec.description.zh_tw)
        .required(spec.required);
    match spec.kind {
        Kind::Variant => {
            for (id, en, zh_cn, zh_tw) in variants {
                builder = builder.add_string_choice_localized(
                    format!("{en} · {zh_tw}"),
                    *id,
                    [("zh-CN", zh_cn.clone()), ("zh-TW", zh_tw.clone())],
                );
            }
        }
        Kind::Choice(choices) => {
            for (value, words) in choices {
                builder = builder.add_string_choice_localized(
                    words.en,
                    *value,
                    [("zh-CN", words.zh_cn), ("zh-TW", words.zh_tw)],
                );
            }
        }
        Kind::Autocomplete => builder = builder.set_autocomplete(true),
        Kind::Game => builder = builder.min_int_value(1),
        Kind::Integer => builder = builder.min_int_value(0).max_int_value(60),
        Kind::Duration => builder = builder.max_length(20),
        Kind::User | Kind::Text | Kind::Boolean => {}
    }
    builder
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// Discord refuses the whole registration if a name breaks its rules.
    #[test]
    fn names_and_descriptions_fit_discords_limits() {
        let mut seen = HashSet::new();
        for spec in specs() {
            assert!(seen.insert(spec.name.en), "duplicate {}", spec.name.en);
            let names = [spec.name, spec.description];
            for option in spec.options {
                assert!(option
                    .name
                    .en
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit()));
                check(&[option.name, option.description]);
            }
            check(&names);
        }
    }

    fn check(words: &[Words]) {
        let (name, description) = (words[0], words[1]);
        for text in [name.en, name.zh_cn, name.zh_tw] {
            assert!((1..=32).contains(&text.chars().count()), "{text}");
            assert!(!text.contains(' '), "{text}");
        }
        for text in [description.en, description.zh_cn, description.zh_tw] {
            assert!((1..=100).contains(&text.chars().count()), "{text}");
        }
    }

    #[test]
    fn variant_choices_are_the_listed_variants() {
        let ids: Vec<_> = listed_variants().into_iter().map(|(id, ..)| id).collect();
        let listed: Vec<_> = rules::VariantId::all()
            .into_iter()
            .filter(|v| v.info().listed)
            .map(|v| v.as_str())
            .collect();
        assert_eq!(ids, listed, "exactly the listed ids, test games left out");
        assert!(
            rules::VariantId::all().len() > ids.len(),
            "some id is unlisted"
        );
        assert!(ids.len() <= 25);
    }
}
