//! Durations as players type them (`/play … deadline:3d`, `/settings vacation:1w`).

/// `90s`, `30m`, `12h`, `3d`, and sums such as `1d12h`. Zero is refused.
pub fn parse_duration(text: &str) -> Option<u64> {
    let text = text.trim().to_ascii_lowercase();
    let mut total: u64 = 0;
    let mut number = String::new();
    let mut saw_unit = false;
    for c in text.chars() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let unit = match c {
            's' => 1,
            'm' => 60,
            'h' => 3_600,
            'd' => 86_400,
            'w' => 7 * 86_400,
            _ => return None,
        };
        let n: u64 = number.parse().ok()?;
        total = total.checked_add(n.checked_mul(unit)?)?;
        number.clear();
        saw_unit = true;
    }
    (saw_unit && number.is_empty() && total > 0).then_some(total)
}
