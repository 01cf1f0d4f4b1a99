//! Splitting a long list of options into groups that each fit one select menu.
//!
//! Discord's select menu holds at most 25 options, so a step with more is shown as a
//! select of groups, then the chosen group's options. Groups are made by the first way
//! that fits: by a key the caller names (a piece kind, a zone of the board), splitting
//! any group that is still too big into runs of neighbouring options; failing that, by
//! runs of neighbouring options alone. Order is kept everywhere.

/// At most this many options in one select menu (Discord's limit).
pub const SELECT_LIMIT: usize = 25;

/// A group of options: the indices of its members, in their order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    /// The key its members share (`None` when the group is a run of neighbours only).
    pub key: Option<String>,
    /// When a key's members were too many for one group: which part this is (1-based)
    /// and of how many.
    pub part: Option<(usize, usize)>,
    /// Indices into the grouped list.
    pub members: Vec<usize>,
}

/// How a list is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Grouping {
    /// All options in one select.
    Flat,
    /// A select of groups, each a select of its members.
    Groups(Vec<Group>),
    /// More than `limit × limit` options: no grouping fits. (The picker keeps every step
    /// under that; a caller meeting this has a bug to report, not a user to blame.)
    TooMany,
}

/// Groups `count` options so that each group has at most `limit` members and there are
/// at most `limit` groups. `keyings` are tried in order; each gives an option's key (by
/// index), and a keying that leaves some option without a key is passed over.
pub fn group(count: usize, limit: usize, keyings: &[&dyn Fn(usize) -> Option<String>]) -> Grouping {
    let limit = limit.max(1);
    if count <= limit {
        return Grouping::Flat;
    }
    for keying in keyings {
        if (0..count).any(|i| keying(i).is_none()) {
            continue;
        }
        let groups = split_big(by_key(count, keying), limit);
        if groups.len() > 1 && groups.len() <= limit {
            return Grouping::Groups(groups);
        }
    }
    let runs = split_big(
        vec![Group {
            key: None,
            part: None,
            members: (0..count).collect(),
        }],
        limit,
    );
    if runs.len() <= limit {
        Grouping::Groups(runs)
    } else {
        Grouping::TooMany
    }
}

/// One group per key, in order of first appearance.
fn by_key(count: usize, keying: &dyn Fn(usize) -> Option<String>) -> Vec<Group> {
    let mut groups: Vec<Group> = Vec::new();
    for i in 0..count {
        let key = keying(i);
        match groups.iter_mut().find(|g| g.key == key) {
            Some(g) => g.members.push(i),
            None => groups.push(Group {
                key,
                part: None,
                members: vec![i],
            }),
        }
    }
    groups
}

/// Splits every group bigger than `limit` into as few runs as needed, of even sizes.
fn split_big(groups: Vec<Group>, limit: usize) -> Vec<Group> {
    let mut out = Vec::new();
    for g in groups {
        if g.members.len() <= limit {
            out.push(g);
            continue;
        }
        let parts = g.members.len().div_ceil(limit);
        let size = g.members.len().div_ceil(parts);
        for (i, chunk) in g.members.chunks(size).enumerate() {
            out.push(Group {
                key: g.key.clone(),
                part: Some((i + 1, parts)),
                members: chunk.to_vec(),
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sizes(grouping: &Grouping) -> Vec<usize> {
        match grouping {
            Grouping::Groups(groups) => groups.iter().map(|g| g.members.len()).collect(),
            _ => Vec::new(),
        }
    }

    #[test]
    fn a_short_list_stays_flat() {
        assert_eq!(group(25, 25, &[]), Grouping::Flat);
        assert_eq!(group(0, 25, &[]), Grouping::Flat);
    }

    #[test]
    fn a_long_list_groups_by_the_first_key_that_fits() {
        // 40 options of two kinds: two groups of 20.
        let kind = |i: usize| {
            Some(
                if i.is_multiple_of(2) {
                    "archer"
                } else {
                    "knight"
                }
                .to_string(),
            )
        };
        let grouping = group(40, 25, &[&kind]);
        assert_eq!(sizes(&grouping), [20, 20]);
        let Grouping::Groups(groups) = grouping else {
            unreachable!()
        };
        assert_eq!(groups[0].key.as_deref(), Some("archer"));
        assert!(groups[0].members.iter().all(|i| i.is_multiple_of(2)));
    }

    #[test]
    fn a_key_with_too_many_members_is_split_into_even_parts() {
        let kind = |i: usize| Some(if i < 60 { "flip" } else { "piece" }.to_string());
        let grouping = group(70, 25, &[&kind]);
        assert_eq!(sizes(&grouping), [20, 20, 20, 10]);
        let Grouping::Groups(groups) = grouping else {
            unreachable!()
        };
        assert_eq!(groups[2].part, Some((3, 3)));
    }

    #[test]
    fn too_many_keys_fall_back_to_the_next_keying_then_to_runs() {
        let unique = |i: usize| Some(i.to_string());
        let grouping = group(30, 25, &[&unique]);
        assert_eq!(sizes(&grouping), [15, 15]);
        assert_eq!(group(626, 25, &[&unique]), Grouping::TooMany);
        let all = group(625, 25, &[]);
        assert_eq!(sizes(&all), vec![25; 25]);
    }

    #[test]
    fn a_keying_that_leaves_an_option_out_is_passed_over() {
        let some = |i: usize| (i > 0).then(|| "kind".to_string());
        let halves = |i: usize| Some(if i < 20 { "low" } else { "high" }.to_string());
        let Grouping::Groups(groups) = group(40, 25, &[&some, &halves]) else {
            unreachable!()
        };
        assert_eq!(groups[0].key.as_deref(), Some("low"));
    }

    #[test]
    fn every_size_up_to_the_square_of_the_limit_fits() {
        for count in 0..=625 {
            match group(count, 25, &[]) {
                Grouping::Flat => assert!(count <= 25),
                Grouping::Groups(groups) => {
                    assert!(groups.len() <= 25);
                    assert!(groups
                        .iter()
                        .all(|g| !g.members.is_empty() && g.members.len() <= 25));
                    let all: Vec<usize> = groups.iter().flat_map(|g| g.members.clone()).collect();
                    assert_eq!(all, (0..count).collect::<Vec<_>>());
                }
                Grouping::TooMany => panic!("{count} did not fit"),
            }
        }
    }
}
