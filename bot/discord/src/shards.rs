//! Which gateway shards this process runs: `shards = "0-3"` of `total_shards = 12`.
//!
//! Discord splits a bot's servers over `total` shards (a server's events arrive on shard
//! `(guild_id >> 22) % total`, DMs on shard 0); a process runs one contiguous range, and
//! processes with disjoint ranges that cover `0..total` together serve every server.

use std::fmt;

/// A checked range: `first <= last < total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardRange {
    first: u32,
    last: u32,
    total: u32,
}

impl ShardRange {
    /// Combine `shards` (`"0-3"`, or `"5"` for one shard; all when absent) with
    /// `total_shards`. `None` when neither is set: one unsharded connection.
    pub fn from_settings(
        shards: Option<&str>,
        total: Option<u32>,
    ) -> Result<Option<ShardRange>, String> {
        let total = match (shards, total) {
            (None, None) => return Ok(None),
            (Some(text), None) => {
                return Err(format!(
                    "shards {text:?} needs `total_shards` (--total-shards): the number of \
                     shards all processes of the bot run together"
                ))
            }
            (_, Some(0)) => return Err("`total_shards` must be at least 1".to_string()),
            (_, Some(total)) => total,
        };
        let (first, last) = match shards {
            Some(text) => parse_span(text)?,
            None => (0, total - 1),
        };
        if last >= total {
            return Err(format!(
                "shards {first}-{last} are not all below total_shards = {total}: shard ids \
                 run from 0 to {}",
                total - 1
            ));
        }
        Ok(Some(ShardRange { first, last, total }))
    }

    pub fn first(&self) -> u32 {
        self.first
    }

    /// The last shard of the range (included).
    pub fn last(&self) -> u32 {
        self.last
    }

    pub fn total(&self) -> u32 {
        self.total
    }

    pub fn count(&self) -> u32 {
        self.last - self.first + 1
    }

    /// Whether this process alone runs every shard.
    pub fn is_whole(&self) -> bool {
        self.first == 0 && self.last + 1 == self.total
    }

    pub fn contains(&self, shard: u32) -> bool {
        (self.first..=self.last).contains(&shard)
    }

    /// The shard Discord delivers a server's events on; DMs (`None`) come on shard 0.
    pub fn shard_of(guild: Option<u64>, total: u32) -> u32 {
        match guild {
            // `total` is at least 1, so the remainder fits in u32.
            Some(guild) => u32::try_from((guild >> 22) % u64::from(total.max(1))).unwrap_or(0),
            None => 0,
        }
    }
}

impl fmt::Display for ShardRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.first == self.last {
            write!(f, "shard {} of {}", self.first, self.total)
        } else {
            write!(f, "shards {}-{} of {}", self.first, self.last, self.total)
        }
    }
}

/// `"3"` or `"0-3"` (spaces allowed) into (first, last).
fn parse_span(text: &str) -> Result<(u32, u32), String> {
    let number = |part: &str| {
        part.trim().parse::<u32>().map_err(|_| {
            format!(
                "shards {text:?} is not a shard range like \"0-3\" or a single shard like \"5\""
            )
        })
    };
    let (first, last) = match text.split_once('-') {
        Some((first, last)) => (number(first)?, number(last)?),
        None => {
            let only = number(text)?;
            (only, only)
        }
    };
    if first > last {
        return Err(format!(
            "shards {text:?} runs backwards: write the lower shard first ({last}-{first})"
        ));
    }
    Ok((first, last))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn range(shards: Option<&str>, total: Option<u32>) -> Result<Option<ShardRange>, String> {
        ShardRange::from_settings(shards, total)
    }

    #[test]
    fn a_range_inside_the_total_is_accepted() {
        let Ok(Some(r)) = range(Some("0-3"), Some(12)) else {
            panic!("0-3 of 12 refused");
        };
        assert_eq!((r.first(), r.last(), r.total(), r.count()), (0, 3, 12, 4));
        assert!(r.contains(3) && !r.contains(4) && !r.is_whole());
        assert_eq!(r.to_string(), "shards 0-3 of 12");
        let Ok(Some(one)) = range(Some(" 5 "), Some(6)) else {
            panic!("5 of 6 refused");
        };
        assert_eq!((one.first(), one.last()), (5, 5));
        let Ok(Some(all)) = range(None, Some(4)) else {
            panic!("total alone refused");
        };
        assert!(all.is_whole());
        assert_eq!(range(None, None), Ok(None));
    }

    #[test]
    fn bad_ranges_say_what_is_wrong() {
        let cases = [
            (Some("0-3"), None, "total_shards"),
            (Some("0-12"), Some(12), "0 to 11"),
            (Some("4-2"), Some(12), "backwards"),
            (Some("a-b"), Some(12), "not a shard range"),
            (Some("-1"), Some(12), "not a shard range"),
            (Some("0-1"), Some(0), "at least 1"),
        ];
        for (shards, total, needle) in cases {
            let err = range(shards, total).err().unwrap_or_default();
            assert!(err.contains(needle), "{shards:?}/{total:?}: {err}");
        }
    }

    #[test]
    fn servers_land_on_the_shard_discord_computes() {
        // (guild_id >> 22) % total, worked out by hand for a real-looking id.
        let guild = 81_384_788_765_712_384_u64;
        assert_eq!(ShardRange::shard_of(Some(guild), 2), 0);
        assert_eq!(ShardRange::shard_of(Some(guild), 6), 4);
        assert_eq!(ShardRange::shard_of(Some(5 << 22), 6), 5);
        assert_eq!(ShardRange::shard_of(None, 6), 0);
    }
}
