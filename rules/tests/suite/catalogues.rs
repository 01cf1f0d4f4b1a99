//! Every catalogue the rules ship: the shared one (`data/common/locales`) and each
//! registered family's. All three locales have the same ids with the same variables, and
//! each family names its variants, its seats and has a `/rules` summary.

use rules::words::{COMMON, COMMON_GROUP};
use rules::words_check::{other_script, same_ids_everywhere, Ids};
use rules::{Locale, VariantInfo, Words};
use std::collections::{BTreeMap, BTreeSet};

/// The same ids with the same variables in every locale; returns the ids.
fn same_everywhere(group: &str, catalogues: &[(&str, &str)]) -> Ids {
    same_ids_everywhere(group, catalogues).unwrap_or_else(|problems| panic!("{problems}"))
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
    let words = Words::new(rules::catalogues()).expect("every catalogue parses");
    for info in rules::variants() {
        for locale in Locale::ALL {
            let name = words
                .text(info.family, locale, &format!("variant-{}", info.id))
                .unwrap_or_default();
            assert!(!name.is_empty(), "{} has no name in {locale}", info.id);
        }
    }
}

#[test]
fn chinese_catalogues_are_each_in_their_own_script() {
    let mut groups: Vec<(&str, &[(&str, &str)])> = vec![(COMMON_GROUP, COMMON)];
    for (family, infos) in families() {
        groups.push((family, infos[0].catalogues));
    }
    for (group, catalogues) in groups {
        for (tag, text) in catalogues {
            let locale = Locale::parse(tag).unwrap_or_else(|| panic!("{group}: {tag}"));
            let bad = other_script(locale, text);
            assert!(
                bad.is_empty(),
                "{group}/{tag}.ftl uses the other script (line, characters, text): {bad:?}"
            );
        }
    }
}

/// Every refusal `/play` can get from a mode's declared seats and options is worded in
/// every locale: no fallback to a bare id, the mode named in the reader's words.
#[test]
fn setup_refusals_are_worded_in_every_locale() {
    let words = Words::new(rules::catalogues()).expect("every catalogue parses");
    for info in rules::variants() {
        let mut refusals = vec![
            info.check_seats(99).expect_err("nobody seats 99"),
            info.expiry_refusal(),
        ];
        let unknown = [("no-such-option".to_string(), "1".to_string())].into();
        refusals.push(info.check_options(&unknown).expect_err("unknown"));
        if let Some(spec) = info.options.iter().find(|o| !o.values.is_empty()) {
            let bad = [(spec.key.to_string(), "no-such-value".to_string())].into();
            refusals.push(info.check_options(&bad).expect_err("bad value"));
        }
        for refusal in refusals {
            for locale in Locale::ALL {
                let text =
                    words.format(refusal.family, locale, &refusal.message, &|s| s.to_string());
                let name = words
                    .text(info.family, locale, &format!("variant-{}", info.id))
                    .unwrap_or_default();
                let names_mode = refusal.message.arg("variant").is_none() || text.contains(&name);
                assert!(
                    !text.contains("setup-") && !text.contains("variant-") && names_mode,
                    "{} {locale}: {text}",
                    info.id
                );
            }
        }
    }
}

/// A family that keeps saved set-ups words everything the referee says about them, with
/// no variable the referee does not pass.
#[test]
fn families_with_saved_set_ups_word_them_in_every_locale() {
    let mut declared = 0;
    for family in rules::registry::FAMILIES {
        if family.saved_setups.is_none() {
            continue;
        }
        declared += 1;
        let ids = same_everywhere(family.name, family.variants[0].catalogues);
        for (id, passed) in rules::policy::SAVED_SETUP_WORDS {
            let used = ids
                .get(*id)
                .unwrap_or_else(|| panic!("{}: no `{id}`", family.name));
            let unknown: Vec<&String> = used
                .iter()
                .filter(|v| !passed.contains(&v.as_str()))
                .collect();
            assert!(
                unknown.is_empty(),
                "{}: `{id}` uses {unknown:?}",
                family.name
            );
        }
    }
    assert!(declared > 0, "army chess keeps saved layouts");
}
