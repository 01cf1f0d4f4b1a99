//! The `crate::` and `super::` paths a file's code names, each made absolute (from the
//! crate root) and with `use` groups spread out: in `junqi/saved.rs`,
//! `use super::{variant::A, words}` names `[junqi, variant, A]` and `[junqi, words]`.

/// Every absolute path the code of module `at` names through `crate::` or `super::`.
/// `super::` inside an inline `mod name { … }` counts from that inline module.
pub fn named(at: &[String], code: &str) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let mut cursor = Cursor { code, pos: 0 };
    // Inline modules open round the cursor: (name, brace depth inside them).
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0;
    while let Some(c) = cursor.peek() {
        if cursor.skip_literal() {
            continue;
        }
        if is_ident(c) {
            let word = cursor.ident();
            let here = || {
                at.iter()
                    .cloned()
                    .chain(inline.iter().map(|(n, _)| n.clone()))
            };
            match word {
                "mod" => {
                    cursor.spaces();
                    let name = cursor.ident().to_string();
                    cursor.spaces();
                    if !name.is_empty() && cursor.eat("{") {
                        depth += 1;
                        inline.push((name, depth));
                    }
                }
                "crate" if cursor.eat("::") => tree(&mut cursor, Vec::new(), &mut found),
                "super" if cursor.eat("::") => {
                    let mut base: Vec<String> = here().collect();
                    base.pop();
                    while cursor.eat("super::") {
                        base.pop();
                    }
                    tree(&mut cursor, base, &mut found);
                }
                _ => {}
            }
            continue;
        }
        match c {
            '{' => depth += 1,
            '}' => {
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
                depth = depth.saturating_sub(1);
            }
            _ => {}
        }
        cursor.pos += c.len_utf8();
    }
    found
}

/// A use tree or expression path after its base: `a::b`, `a::{b, c::*}`, `{a, b as c}`.
fn tree(cursor: &mut Cursor, prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
    cursor.spaces();
    if cursor.eat("{") {
        loop {
            cursor.spaces();
            if cursor.eat("}") || cursor.peek().is_none() {
                return;
            }
            tree(cursor, prefix.clone(), out);
            cursor.skip_to_item_end();
            if !cursor.eat(",") {
                cursor.eat("}");
                return;
            }
        }
    }
    let word = cursor.ident();
    if word.is_empty() || word == "self" {
        out.push(prefix);
        return;
    }
    let mut path = prefix;
    path.push(word.to_string());
    if cursor.eat("::") {
        tree(cursor, path, out);
    } else {
        out.push(path);
    }
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

struct Cursor<'a> {
    code: &'a str,
    pos: usize,
}

impl<'a> Cursor<'a> {
    fn rest(&self) -> &str {
        &self.code[self.pos..]
    }

    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    fn eat(&mut self, text: &str) -> bool {
        let found = self.rest().starts_with(text);
        if found {
            self.pos += text.len();
        }
        found
    }

    fn spaces(&mut self) {
        let rest = self.rest();
        self.pos += rest.len() - rest.trim_start().len();
    }

    /// The identifier at the cursor (empty if none), consumed.
    fn ident(&mut self) -> &'a str {
        let start = self.pos;
        let len = self
            .rest()
            .find(|c| !is_ident(c))
            .unwrap_or(self.rest().len());
        self.pos += len;
        let code: &'a str = self.code;
        &code[start..self.pos]
    }

    /// Past the rest of a group's item (`as name`), up to its `,` or closing `}`.
    fn skip_to_item_end(&mut self) {
        let mut depth = 0;
        while let Some(c) = self.peek() {
            match c {
                ',' | '}' if depth == 0 => return,
                '{' => depth += 1,
                '}' => depth -= 1,
                _ => {}
            }
            self.pos += c.len_utf8();
        }
    }

    /// Past a string or character literal at the cursor, so that no brace or path inside
    /// one counts. Lifetimes (`'a`) are not literals.
    fn skip_literal(&mut self) -> bool {
        let rest = self.rest();
        let raw = rest
            .strip_prefix('r')
            .or_else(|| rest.strip_prefix("br"))
            .filter(|after| after.starts_with(['"', '#']));
        if let Some(after) = raw {
            let hashes = after.len() - after.trim_start_matches('#').len();
            if after[hashes..].starts_with('"') {
                let close = format!("\"{}", "#".repeat(hashes));
                let body = rest.len() - after.len() + hashes + 1;
                let end = rest[body..]
                    .find(&close)
                    .map_or(rest.len(), |at| body + at + close.len());
                self.pos += end;
                return true;
            }
        }
        if let Some(after) = rest.strip_prefix('"') {
            self.pos += 1 + closing(after, '"');
            return true;
        }
        if let Some(after) = rest.strip_prefix('\'') {
            let mut chars = after.chars();
            let literal = match chars.next() {
                Some('\\') => true,
                Some(_) => chars.next() == Some('\''),
                None => false,
            };
            if literal {
                self.pos += 1 + closing(after, '\'');
                return true;
            }
        }
        false
    }
}

/// The length of `text` up to and including its first unescaped `quote`.
fn closing(text: &str, quote: char) -> usize {
    let mut escaped = false;
    for (at, c) in text.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            c if c == quote => return at + c.len_utf8(),
            _ => {}
        }
    }
    text.len()
}
