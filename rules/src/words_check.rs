//! Checks on catalogues, shared by the rules' and the bot's catalogue tests: the
//! variables each message uses, whether every locale has the same ids with the same
//! variables, and whether each Chinese locale keeps to its own script.

use crate::locale::Locale;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::{BTreeMap, HashMap};

/// Message id → its variables, sorted.
pub type Ids = BTreeMap<String, Vec<String>>;

/// Checks that `catalogues` (locale tag, Fluent text) of one `group` cover exactly the
/// three locales and that each has the ids of `en` with the same variables. Returns the
/// `en` ids, or every difference found, one line each.
pub fn same_ids_everywhere(group: &str, catalogues: &[(&str, &str)]) -> Result<Ids, String> {
    let mut problems = Vec::new();
    let mut all: BTreeMap<Locale, Ids> = BTreeMap::new();
    for (tag, text) in catalogues {
        let Some(locale) = Locale::parse(tag) else {
            problems.push(format!("{group}: unknown locale {tag}"));
            continue;
        };
        match variables(text) {
            Ok(ids) => {
                if all.insert(locale, ids.into_iter().collect()).is_some() {
                    problems.push(format!("{group}: {tag} twice"));
                }
            }
            Err(e) => problems.push(format!("{group}/{tag}.ftl: {e}")),
        }
    }
    let found: Vec<Locale> = all.keys().copied().collect();
    if found != Locale::ALL {
        problems.push(format!("{group}: locales {found:?}, not {:?}", Locale::ALL));
    }
    let en = all.get(&Locale::En).cloned().unwrap_or_default();
    for (locale, ids) in &all {
        let missing: Vec<&String> = en.keys().filter(|id| !ids.contains_key(*id)).collect();
        let extra: Vec<&String> = ids.keys().filter(|id| !en.contains_key(*id)).collect();
        if !missing.is_empty() || !extra.is_empty() {
            problems.push(format!(
                "{group}/{locale}: missing {missing:?}, not in en {extra:?}"
            ));
        }
        for (id, vars) in ids {
            if en.get(id).is_some_and(|v| v != vars) {
                problems.push(format!(
                    "{group}/{locale}: `{id}` has other variables than in en"
                ));
            }
        }
    }
    if problems.is_empty() {
        Ok(en)
    } else {
        Err(problems.join("\n"))
    }
}

/// Characters written differently in the two scripts (from the catalogues' own words):
/// traditional forms that simplified text never uses, and the reverse. Characters valid in
/// both (后 in 皇后, 著 in 著名, 藉, 布, 注, 里, 范, 于, 借) are left out.
pub const TRADITIONAL_ONLY: &str = "並佈個僅儲內兩別則劍動勝區參員啟喚單嗎圍圖報場墮夢寫寶將對導師後從復惡應戰戲換擊敵數於時暫會標樣機橫檔決沒測為無獄獲現發盤確稱範簡純終結絕給統經線繼續聖臨與處號術裡複見規視觸計訊討記設註詢試話該認語說請論譜議讀變讓負資賢車軍輪輸這連進遊過達適選還鈕錯鐘長開間陣階隨雙離靈頻顯騎體魘點";
pub const SIMPLIFIED_ONLY: &str = "并个仅储内两别则剑动胜区参员启唤单吗围图报场堕梦写宝将对导师从复恶应战戏换击敌数时暂会标样机横档决没测为无狱获现发盘确称简纯终结绝给统经线继续圣临与处号术复见规视触计讯讨记设询试话该认语说请论谱议读变让负资贤车军轮输这连进游过达适选还钮错钟长开间阵阶随双离灵频显骑体魇点";

/// Lines of `text`, written for `locale`, that use the other Chinese script: (line number
/// from 1, the offending characters, the line). Always empty for English.
pub fn other_script(locale: Locale, text: &str) -> Vec<(usize, String, String)> {
    let wrong = match locale {
        Locale::ZhCn => TRADITIONAL_ONLY,
        Locale::ZhTw => SIMPLIFIED_ONLY,
        Locale::En => return Vec::new(),
    };
    text.lines()
        .enumerate()
        .filter_map(|(n, line)| {
            let bad: String = line.chars().filter(|c| wrong.contains(*c)).collect();
            (!bad.is_empty()).then(|| (n + 1, bad, line.to_string()))
        })
        .collect()
}

/// Message id → sorted, deduplicated variable names (terms are skipped); the parse errors
/// of a catalogue that cannot be read.
pub fn variables(source: &str) -> Result<HashMap<String, Vec<String>>, String> {
    let resource =
        fluent_syntax::parser::parse(source).map_err(|(_, errors)| format!("{errors:?}"))?;
    let mut out = HashMap::new();
    for entry in resource.body {
        if let Entry::Message(message) = entry {
            let mut vars = Vec::new();
            if let Some(value) = &message.value {
                pattern(value, &mut vars);
            }
            for attribute in &message.attributes {
                pattern(&attribute.value, &mut vars);
            }
            vars.sort();
            vars.dedup();
            out.insert(message.id.name.to_string(), vars);
        }
    }
    Ok(out)
}

fn pattern(p: &Pattern<&str>, vars: &mut Vec<String>) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            expr(expression, vars);
        }
    }
}

fn expr(e: &Expression<&str>, vars: &mut Vec<String>) {
    match e {
        Expression::Inline(inline) => inline_expr(inline, vars),
        Expression::Select { selector, variants } => {
            inline_expr(selector, vars);
            for variant in variants {
                pattern(&variant.value, vars);
            }
        }
    }
}

fn inline_expr(e: &InlineExpression<&str>, vars: &mut Vec<String>) {
    match e {
        InlineExpression::VariableReference { id } => vars.push(id.name.to_string()),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_expr(a, vars);
            }
            for a in &arguments.named {
                inline_expr(&a.value, vars);
            }
        }
        InlineExpression::Placeable { expression } => expr(expression, vars),
        _ => {}
    }
}
