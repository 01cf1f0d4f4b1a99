//! Readers for the specs' test-vector files: blocks of `key: value` lines, either fenced
//! (```` ```smc-test ````, ```` ```awc-test ````) or separated by blank lines.

/// One vector: its `key: value` lines in file order, and where it starts.
pub struct Block {
    pub line: usize,
    pub entries: Vec<(String, String)>,
}

impl Block {
    /// The first value of `key`.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.entries
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// The value of `key`, or an error naming the vector.
    pub fn need(&self, key: &str) -> Result<&str, String> {
        self.get(key)
            .ok_or_else(|| format!("{}: no `{key}`", self.id()))
    }

    /// Its `id`, or where it starts.
    pub fn id(&self) -> String {
        self.get("id")
            .map_or_else(|| format!("block at line {}", self.line), str::to_string)
    }
}

/// Blocks fenced by ```` ```<tag> ```` and ```` ``` ````. Inside, blank lines and `#`
/// comments are skipped and every other line must be `key: value`.
pub fn fenced(text: &str, tag: &str) -> Result<Vec<Block>, String> {
    let opening = format!("```{tag}");
    let mut out = Vec::new();
    let mut current: Option<Block> = None;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        match &mut current {
            None if line == opening => {
                current = Some(Block {
                    line: i + 1,
                    entries: Vec::new(),
                })
            }
            None => {}
            Some(_) if line == "```" => out.extend(current.take()),
            Some(_) if line.is_empty() || line.starts_with('#') => {}
            Some(block) => {
                let (key, value) = line
                    .split_once(':')
                    .ok_or_else(|| format!("line {}: expected `key: value`", i + 1))?;
                block
                    .entries
                    .push((key.trim().to_string(), value.trim().to_string()));
            }
        }
    }
    if current.is_some() {
        return Err(format!("unterminated {tag} block"));
    }
    Ok(out)
}

/// Blocks separated by blank lines (fence lines ```` ``` ```` count as blank); each
/// `key: value` line is an entry, other lines are ignored.
pub fn paragraphs(text: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut current: Option<Block> = None;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with("```") {
            out.extend(current.take());
            continue;
        }
        let Some((key, value)) = line.split_once(": ") else {
            continue;
        };
        current
            .get_or_insert_with(|| Block {
                line: i + 1,
                entries: Vec::new(),
            })
            .entries
            .push((key.trim().to_string(), value.trim().to_string()));
    }
    out.extend(current);
    out
}

/// Runs every block and fails with each failing vector's id and reason.
pub fn assert_all_pass(blocks: &[Block], run: impl Fn(&Block) -> Result<(), String>) {
    let failures: Vec<String> = blocks
        .iter()
        .filter_map(|b| run(b).err().map(|e| format!("{}: {e}", b.id())))
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} vectors failed:\n{}",
        failures.len(),
        blocks.len(),
        failures.join("\n")
    );
}
