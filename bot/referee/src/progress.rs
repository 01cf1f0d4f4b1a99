//! Progress of long operator work (`referee migrate`, `referee replay`) on standard error:
//! a bar with a count and an estimate on a terminal, plain lines otherwise (a log file or
//! a pipe gets one line per tenth of the work, so it stays short).

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::{IsTerminal, Write};

/// One operation's progress, shown as it goes.
pub struct Progress {
    shown: Shown,
    total: u64,
    what: &'static str,
}

enum Shown {
    Bar(ProgressBar),
    /// The last tenth announced, to print one line per tenth.
    Lines {
        last_tenth: Option<u64>,
    },
}

impl Progress {
    /// Progress over `total` items named `what` ("games", "images"), shown on a terminal
    /// as a bar and elsewhere as plain lines.
    pub fn new(total: usize, what: &'static str) -> Progress {
        Progress::shown_as(total, what, std::io::stderr().is_terminal())
    }

    fn shown_as(total: usize, what: &'static str, terminal: bool) -> Progress {
        let total = u64::try_from(total).unwrap_or(u64::MAX);
        let shown = if terminal {
            let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
            let style = ProgressStyle::with_template(
                "{bar:40} {pos}/{len} {msg} ({elapsed}, about {eta} left)",
            )
            .unwrap_or_else(|_| ProgressStyle::default_bar());
            bar.set_style(style);
            bar.set_message(what);
            Shown::Bar(bar)
        } else {
            Shown::Lines { last_tenth: None }
        };
        Progress { shown, total, what }
    }

    /// `done` of the total are finished.
    pub fn set(&mut self, done: usize) {
        let done = u64::try_from(done).unwrap_or(u64::MAX).min(self.total);
        match &mut self.shown {
            Shown::Bar(bar) => bar.set_position(done),
            Shown::Lines { last_tenth } => {
                if let Some(line) = plain_line(done, self.total, self.what, last_tenth) {
                    let _ = writeln!(std::io::stderr(), "{line}");
                }
            }
        }
    }

    /// The work is over: the bar is cleared (the command's own output follows).
    pub fn finish(self) {
        if let Shown::Bar(bar) = self.shown {
            bar.finish_and_clear();
        }
    }
}

/// The plain line for `done` of `total`, when it starts a new tenth of the work (and at
/// 0 and at the end).
fn plain_line(done: u64, total: u64, what: &str, last_tenth: &mut Option<u64>) -> Option<String> {
    let tenth = (done.saturating_mul(10)).checked_div(total).unwrap_or(10);
    if *last_tenth == Some(tenth) {
        return None;
    }
    *last_tenth = Some(tenth);
    Some(format!("{done}/{total} {what}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_lines_come_once_per_tenth_and_at_the_end() {
        let mut last = None;
        let lines: Vec<String> = (0..=25)
            .filter_map(|done| plain_line(done, 25, "games", &mut last))
            .collect();
        assert_eq!(lines.first().map(String::as_str), Some("0/25 games"));
        assert_eq!(lines.last().map(String::as_str), Some("25/25 games"));
        assert_eq!(lines.len(), 11, "{lines:?}");
        let mut last = None;
        assert_eq!(
            plain_line(0, 0, "games", &mut last).as_deref(),
            Some("0/0 games")
        );
        assert_eq!(plain_line(0, 0, "games", &mut last), None);
    }
}
