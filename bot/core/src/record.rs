//! The exported game record (`/export`, `referee replay`): a text file anyone can read
//! and a program can replay.
//!
//! ```text
//! # referee game record
//! game: 12
//! variant: demon
//! seats: 2
//! seed: 0
//! option: territories=3        (one line per option; a toggle is `option: +decoys`)
//! start: <position string>     (only for a game set up from a position)
//! player0: alice               (seat 0's name; informational)
//! result: finished:alice       (informational)
//!
//! 0: d2-d4                     (seat: canonical action, one per line)
//! 1: d7-d5
//! 0: d4xc5  # stand-in        (the computer chose it while the seat's person was absent)
//! ```
//!
//! The header ends at the first blank line. Reading never panics: a malformed file is
//! refused with the number of the line at fault.

use rules::variant::{Options, Setup};
use rules::{GameRecord, LogEntry, Seat, VariantId};
use std::fmt;

const FIRST_LINE: &str = "# referee game record";
/// After a move line's action: the computer chose it for the seat (a stand-in).
const STAND_IN_MARK: &str = "  # stand-in";

/// A record read back from a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exported {
    pub game: Option<u64>,
    pub players: Vec<String>,
    pub result: Option<String>,
    pub record: GameRecord,
    /// The blank line that ends the header (a set-up error is reported there).
    pub header_end: usize,
    /// The file line of each logged action, for errors found while replaying.
    pub log_lines: Vec<usize>,
}

/// Why a file is not a game record: the 1-based line and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    pub line: usize,
    pub problem: String,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.problem)
    }
}

impl std::error::Error for RecordError {}

/// Write `record` with its header. `players` are the seat names in seat order.
pub fn write(game: u64, players: &[String], result: &str, record: &GameRecord) -> String {
    let mut out = vec![
        FIRST_LINE.to_string(),
        format!("game: {game}"),
        format!("variant: {}", record.variant.as_str()),
        format!("seats: {}", record.setup.seats),
        format!("seed: {}", record.setup.seed),
    ];
    for (key, value) in &record.setup.options {
        out.push(match value.is_empty() {
            true => format!("option: {key}"),
            false => format!("option: {key}={value}"),
        });
    }
    if let Some(start) = &record.start {
        out.push(format!("start: {}", one_line(start)));
    }
    for (seat, name) in players.iter().enumerate() {
        out.push(format!("player{seat}: {}", one_line(name)));
    }
    out.push(format!("result: {result}"));
    out.push(String::new());
    for entry in &record.log {
        let mark = match entry.stand_in {
            true => STAND_IN_MARK,
            false => "",
        };
        out.push(format!("{}: {}{mark}", entry.seat.0, one_line(&entry.text)));
    }
    out.push(String::new());
    out.join("\n")
}

/// Names and texts never break the line structure.
fn one_line(text: &str) -> String {
    text.replace(['\n', '\r'], " ")
}

/// Read a record written by [`write`] (or by hand in the same form).
pub fn parse(text: &str) -> Result<Exported, RecordError> {
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l.trim()));
    match lines.next() {
        Some((_, FIRST_LINE)) => {}
        _ => return Err(err(1, format!("the first line must be `{FIRST_LINE}`"))),
    }
    let (header, blank) = read_header(&mut lines, text)?;
    let (variant, seats, seed) = header.required(blank)?;
    let (log, log_lines) = read_moves(lines, seats)?;
    Ok(Exported {
        game: header.game,
        players: header.players.into_iter().map(|(_, n)| n).collect(),
        result: header.result,
        record: GameRecord {
            variant,
            setup: Setup {
                seats,
                options: header.options,
                seed,
            },
            start: header.start,
            log,
        },
        header_end: blank,
        log_lines,
    })
}

/// The header lines up to the blank line that ends them, and that line's number.
fn read_header<'a>(
    lines: &mut impl Iterator<Item = (usize, &'a str)>,
    text: &str,
) -> Result<(Header, usize), RecordError> {
    let mut header = Header::default();
    for (number, line) in lines {
        if line.is_empty() {
            return Ok((header, number));
        }
        if line.starts_with('#') {
            continue;
        }
        header.read(number, line)?;
    }
    Err(err(
        text.lines().count().max(1),
        "the header must end with a blank line before the moves".into(),
    ))
}

/// The move lines after the header, each with its file line (for replay errors).
fn read_moves<'a>(
    lines: impl Iterator<Item = (usize, &'a str)>,
    seats: usize,
) -> Result<(Vec<LogEntry>, Vec<usize>), RecordError> {
    let mut log = Vec::new();
    let mut log_lines = Vec::new();
    for (number, line) in lines {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        log.push(read_move(number, line, seats)?);
        log_lines.push(number);
    }
    Ok((log, log_lines))
}

/// One `seat: action` line, the action possibly marked as a stand-in's.
fn read_move(number: usize, line: &str, seats: usize) -> Result<LogEntry, RecordError> {
    let (seat, action) = line.split_once(':').ok_or_else(|| {
        err(
            number,
            "a move line is `seat: action`, e.g. `0: e2-e4`".into(),
        )
    })?;
    let seat: u8 = seat
        .trim()
        .parse()
        .map_err(|_| err(number, format!("`{}` is not a seat number", seat.trim())))?;
    if usize::from(seat) >= seats {
        return Err(err(
            number,
            format!("seat {seat} does not exist in a game of {seats}"),
        ));
    }
    let action = action.trim();
    let (action, stand_in) = match action.strip_suffix(STAND_IN_MARK.trim_start()) {
        Some(rest) => (rest.trim_end(), true),
        None => (action, false),
    };
    if action.is_empty() {
        return Err(err(number, "the action is empty".into()));
    }
    Ok(LogEntry {
        seat: Seat(seat),
        text: action.to_string(),
        public: action.to_string(),
        private: false,
        stand_in,
    })
}

fn err(line: usize, problem: String) -> RecordError {
    RecordError { line, problem }
}

#[derive(Default)]
struct Header {
    game: Option<u64>,
    variant: Option<VariantId>,
    seats: Option<usize>,
    seed: Option<u64>,
    options: Options,
    start: Option<String>,
    players: Vec<(usize, String)>,
    result: Option<String>,
}

/// More seats than any variant has is a typo, not a game.
const MAX_SEATS: usize = 16;

impl Header {
    /// The variant, seat count and seed every record must give; a missing one is
    /// reported at the blank line that ends the header.
    fn required(&self, blank: usize) -> Result<(VariantId, usize, u64), RecordError> {
        let variant = self
            .variant
            .ok_or_else(|| err(blank, "the header has no `variant:`".into()))?;
        let seats = self
            .seats
            .ok_or_else(|| err(blank, "the header has no `seats:`".into()))?;
        let seed = self
            .seed
            .ok_or_else(|| err(blank, "the header has no `seed:`".into()))?;
        Ok((variant, seats, seed))
    }

    fn read(&mut self, number: usize, line: &str) -> Result<(), RecordError> {
        let (key, value) = line
            .split_once(':')
            .ok_or_else(|| err(number, "a header line is `key: value`".into()))?;
        let (key, value) = (key.trim(), value.trim());
        let number_of = |what: &str| {
            value
                .parse::<u64>()
                .map_err(|_| err(number, format!("`{what}:` needs a number, not `{value}`")))
        };
        match key {
            "game" => self.game = Some(number_of("game")?),
            "variant" => {
                let id = VariantId::parse(value)
                    .ok_or_else(|| err(number, format!("there is no game called `{value}`")))?;
                self.variant = Some(id);
            }
            "seats" => {
                let seats = usize::try_from(number_of("seats")?).unwrap_or(usize::MAX);
                if !(1..=MAX_SEATS).contains(&seats) {
                    return Err(err(number, format!("{seats} seats is not a game")));
                }
                self.seats = Some(seats);
            }
            "seed" => self.seed = Some(number_of("seed")?),
            "option" => {
                let (k, v) = value.split_once('=').unwrap_or((value, ""));
                if k.trim().is_empty() {
                    return Err(err(number, "an option needs a name".into()));
                }
                self.options
                    .insert(k.trim().to_string(), v.trim().to_string());
            }
            "start" => self.start = Some(value.to_string()),
            "result" => self.result = Some(value.to_string()),
            _ => match key.strip_prefix("player").map(str::parse::<usize>) {
                Some(Ok(seat)) => self.players.push((seat, value.to_string())),
                _ => return Err(err(number, format!("unknown header key `{key}`"))),
            },
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> GameRecord {
        let mut options = Options::new();
        options.insert("+decoys".into(), String::new());
        options.insert("territories".into(), "3".into());
        GameRecord {
            variant: VariantId::parse("ancient").expect("registered"),
            setup: Setup {
                seats: 2,
                options,
                seed: 42,
            },
            start: None,
            log: vec![LogEntry {
                seat: Seat(1),
                text: "camps h1 g4 f6".into(),
                public: "camps".into(),
                private: true,
                stand_in: false,
            }],
        }
    }

    #[test]
    fn a_written_record_reads_back() {
        let record = sample();
        let text = write(7, &["alice".into(), "bob".into()], "finished:bob", &record);
        let back = parse(&text).expect("reads");
        assert_eq!(back.game, Some(7));
        assert_eq!(back.players, ["alice", "bob"]);
        assert_eq!(back.record.setup, record.setup);
        assert_eq!(back.record.log.len(), 1);
        assert_eq!(back.record.log[0].text, "camps h1 g4 f6");
    }

    #[test]
    fn a_bad_line_is_named() {
        let text = write(7, &[], "", &sample()).replace("seats: 2", "seats: two");
        assert_eq!(parse(&text).unwrap_err().line, 4);
        let text = format!("{}\n9: e2-e4\n", write(7, &[], "", &sample()).trim_end());
        let error = parse(&text).unwrap_err();
        assert!(error.problem.contains("seat 9"), "{error}");
        assert!(parse("hello")
            .unwrap_err()
            .to_string()
            .starts_with("line 1:"));
    }
}
