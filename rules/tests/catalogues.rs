//! Every catalogue the rules ship: the shared one (`data/common/locales`) and each
//! registered family's. All three locales have the same ids with the same variables, and
//! each family names its variants, its seats and has a `/rules` summary.

use rules::words::{COMMON, COMMON_GROUP};
use rules::{Locale, VariantInfo, Words};
use std::collections::{BTreeMap, BTreeSet};

type Ids = BTreeMap<String, Vec<String>>;

/// id → variables of each locale of one group; fails on a missing or extra locale.
fn locales(group: &str, catalogues: &[(&str, &str)]) -> BTreeMap<Locale, Ids> {
    let mut out = BTreeMap::new();
    for (tag, text) in catalogues {
        let locale = Locale::parse(tag).unwrap_or_else(|| panic!("{group}: unknown locale {tag}"));
        let ids = Words::variables(text).unwrap_or_else(|e| panic!("{group}/{tag}.ftl: {e}"));
        assert!(
            out.insert(locale, ids.into_iter().collect()).is_none(),
            "{group}: {tag} twice"
        );
    }
    let found: Vec<Locale> = out.keys().copied().collect();
    assert_eq!(found, Locale::ALL.to_vec(), "{group}: the locales");
    out
}

/// The same ids with the same variables in every locale; returns the ids.
fn same_everywhere(group: &str, catalogues: &[(&str, &str)]) -> Ids {
    let all = locales(group, catalogues);
    let en = all[&Locale::En].clone();
    for (locale, ids) in &all {
        let missing: Vec<&String> = en.keys().filter(|id| !ids.contains_key(*id)).collect();
        let extra: Vec<&String> = ids.keys().filter(|id| !en.contains_key(*id)).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{group}/{locale}: missing {missing:?}, not in en {extra:?}"
        );
        for (id, vars) in ids {
            assert_eq!(
                vars, &en[id],
                "{group}/{locale}: `{id}` has other variables than in en"
            );
        }
    }
    en
}

fn families() -> BTreeMap<&'static str, Vec<&'static VariantInfo>> {
    let mut out: BTreeMap<&str, Vec<&VariantInfo>> = BTreeMap::new();
    for info in rules::variants() {
        out.entry(info.family).or_default().push(info);
    }
    out
}

#[test]
fn the_shared_catalogue_has_the_same_ids_and_variables_in_every_locale() {
    let ids = same_everywhere(COMMON_GROUP, COMMON);
    for id in ["you", "event-win", "event-draw", "NOT_YOUR_TURN", "SYNTAX"] {
        assert!(ids.contains_key(id), "common: no `{id}`");
    }
}

#[test]
fn every_family_catalogue_has_the_same_ids_and_variables_in_every_locale() {
    for (family, infos) in families() {
        // Every mode of a family shares its catalogues.
        let catalogues = infos[0].catalogues;
        for info in &infos {
            assert_eq!(
                info.catalogues.as_ptr(),
                catalogues.as_ptr(),
                "{}: other catalogues than its family {family}",
                info.id
            );
        }
        same_everywhere(family, catalogues);
    }
}

#[test]
fn every_family_names_its_variants_and_seats_and_has_a_summary() {
    for (family, infos) in families() {
        let ids = same_everywhere(family, infos[0].catalogues);
        let mut wanted = BTreeSet::from(["rules-summary".to_string()]);
        for info in &infos {
            wanted.insert(format!("variant-{}", info.id));
            for seat in info.seat_names {
                wanted.insert(format!("seat-{seat}"));
            }
        }
        let missing: Vec<&String> = wanted.iter().filter(|id| !ids.contains_key(*id)).collect();
        assert!(missing.is_empty(), "{family}: missing {missing:?}");
    }
}

#[test]
fn every_catalogue_loads_and_words_each_variant_in_each_locale() {
    let words = Words::new().expect("every catalogue parses");
    for info in rules::variants() {
        for locale in Locale::ALL {
            let name = words
                .text(info.family, locale, &format!("variant-{}", info.id))
                .unwrap_or_default();
            assert!(!name.is_empty(), "{} has no name in {locale}", info.id);
        }
    }
}

/// Characters written differently in the two scripts (from the catalogues' own words):
/// traditional forms that simplified text never uses, and the reverse. Characters valid in
/// both (后 in 皇后, 著 in 著名, 藉, 布, 注, 里, 范, 于, 借) are left out.
pub const TRADITIONAL_ONLY: &str = "並佈個僅儲內兩別則劍動勝區參員啟喚單嗎圍圖報場墮夢寫寶將對導師後從復惡應戰戲換擊敵數於時暫會標樣機橫檔決沒測為無獄獲現發盤確稱範簡純終結絕給統經線繼續聖臨與處號術裡複見規視觸計訊討記設註詢試話該認語說請論譜議讀變讓負資賢車軍輪輸這連進遊過達適選還鈕錯鐘長開間陣階隨雙離靈頻顯騎體魘點";
pub const SIMPLIFIED_ONLY: &str = "并个仅储内两别则剑动胜区参员启唤单吗围图报场堕梦写宝将对导师从复恶应战戏换击敌数时暂会标样机横档决没测为无狱获现发盘确称简纯终结绝给统经线继续圣临与处号术复见规视触计讯讨记设询试话该认语说请论谱议读变让负资贤车军轮输这连进游过达适选还钮错钟长开间阵阶随双离灵频显骑体魇点";

#[test]
fn chinese_catalogues_are_each_in_their_own_script() {
    let mut groups: Vec<(&str, &[(&str, &str)])> = vec![(COMMON_GROUP, COMMON)];
    for (family, infos) in families() {
        groups.push((family, infos[0].catalogues));
    }
    for (group, catalogues) in groups {
        for (tag, text) in catalogues {
            let wrong = match *tag {
                "zh-CN" => TRADITIONAL_ONLY,
                "zh-TW" => SIMPLIFIED_ONLY,
                _ => continue,
            };
            for (n, line) in text.lines().enumerate() {
                let bad: String = line.chars().filter(|c| wrong.contains(*c)).collect();
                assert!(
                    bad.is_empty(),
                    "{group}/{tag}.ftl line {}: {bad} is the other script: {line}",
                    n + 1
                );
            }
        }
    }
}
