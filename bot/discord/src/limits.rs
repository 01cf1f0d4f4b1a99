//! Discord's message limits: 2000 characters per message, an upload size per message.

pub const MESSAGE_CHARS: usize = 2000;
/// Upload limit when Discord does not say (interactions carry their own).
pub const DEFAULT_UPLOAD_BYTES: usize = 10 * 1024 * 1024;
/// A longer text is cut: nobody reads six screens of bot output.
const MAX_PARTS: usize = 5;

/// Split `text` into messages of at most [`MESSAGE_CHARS`] characters, at line breaks
/// when possible; beyond [`MAX_PARTS`] messages the text is truncated with a mark.
pub fn split(text: &str) -> Vec<String> {
    let mut parts = Vec::new();
    let mut rest: Vec<char> = text.chars().collect();
    while rest.len() > MESSAGE_CHARS {
        if parts.len() + 1 == MAX_PARTS {
            let mut last: String = rest[..MESSAGE_CHARS - 1].iter().collect();
            last.push('…');
            parts.push(last);
            return parts;
        }
        let window = &rest[..MESSAGE_CHARS];
        let cut = window
            .iter()
            .rposition(|&c| c == '\n')
            .filter(|&at| at > MESSAGE_CHARS / 2)
            .map_or(MESSAGE_CHARS, |at| at + 1);
        parts.push(
            rest[..cut]
                .iter()
                .collect::<String>()
                .trim_end_matches('\n')
                .to_string(),
        );
        rest.drain(..cut);
    }
    if !rest.is_empty() || parts.is_empty() {
        parts.push(rest.into_iter().collect());
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_is_one_message() {
        assert_eq!(split("e2-e4 played"), vec!["e2-e4 played"]);
        assert_eq!(split(""), vec![""]);
    }

    #[test]
    fn long_text_splits_at_lines_within_the_limit() {
        let line = "走".repeat(99);
        let text = vec![line.as_str(); 50].join("\n");
        let parts = split(&text);
        assert!(parts.len() > 1);
        assert!(parts.iter().all(|p| p.chars().count() <= MESSAGE_CHARS));
        assert!(parts
            .iter()
            .all(|p| !p.starts_with('\n') && !p.ends_with('\n')));
        assert_eq!(parts.join("\n"), text);
    }

    #[test]
    fn endless_text_is_truncated() {
        let parts = split(&"x".repeat(50_000));
        assert_eq!(parts.len(), MAX_PARTS);
        assert!(parts.last().is_some_and(|p| p.ends_with('…')));
        assert!(parts.iter().all(|p| p.chars().count() <= MESSAGE_CHARS));
    }
}
