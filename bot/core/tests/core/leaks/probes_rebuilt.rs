//! 古战棋 probe results (spec §5.2 K7): what a seat's view says it still holds, checked
//! against a rebuild made here, independently of the rules' own fold
//! (`rules/src/ancient/probes.rs`), from only what that seat was entitled to read: its
//! own private probe answers and the public log (each action's public text and public
//! events, as a spectator reads them). So the leak harness, which lets a reader see what
//! its view holds, does not simply trust the view it tests.
//!
//! The rebuild follows the spec, nothing more:
//! - a unit found `real`/`decoy` follows its public moves (a step, a head-on capture,
//!   stopped short by a bump `amb:F>sq`), and ends when its square's unit is removed
//!   (`x`, `pin`, `enc`, `lost`, `decoy`, `defect`) or it merges, splits, sheds or lays an
//!   ambush; a split or shed the bump cancels (stopped on its own square) did not happen;
//! - a forest found `hidden` ends when an ambush fires from it or a unit leaves it;
//! - a forest found `empty` ends when the other seat lays an ambush;
//! - a new answer replaces an older one on the same square (unit or forest); a game's
//!   end with a result or the next game of a match ends everything; an abort ends
//!   nothing (the board stops as it stood, still hiding what it hid).
//!
//! Both directions are asserted: the view holds nothing the rebuild does not (nothing the
//! reader could not follow) and forgets nothing the rebuild still holds.

use rules::{Arg, Event, Game, Mark, Message, Report, Seat, Viewer};

/// What a probe found, by piece kind id (`army-2`, `decoy-2`).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Found {
    Real(String),
    Decoy(String),
    Hidden(String),
    Empty,
}

impl Found {
    fn on_unit(&self) -> bool {
        matches!(self, Found::Real(_) | Found::Decoy(_))
    }
}

/// One probe result held: where it stands now and what was found.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Held {
    pub at: String,
    pub found: Found,
}

fn text_arg<'m>(message: &'m Message, name: &str) -> Option<&'m str> {
    message.args.iter().find_map(|(n, a)| match a {
        Arg::Text(t) if n == name => Some(t.as_str()),
        _ => None,
    })
}

fn piece_arg(message: &Message) -> Option<String> {
    message.args.iter().find_map(|(n, a)| match a {
        Arg::Piece(k) | Arg::Text(k) if n == "piece" => Some(k.clone()),
        _ => None,
    })
}

/// A found message (`…-real`, `…-decoy`, `…-hidden`, `…-empty`, after `prefix`) read back.
fn found_in(message: &Message, prefix: &str) -> Option<Held> {
    let what = message.id.strip_prefix(prefix)?;
    let at = text_arg(message, "square")?.to_string();
    let found = match what {
        "real" => Found::Real(piece_arg(message)?),
        "decoy" => Found::Decoy(piece_arg(message)?),
        "hidden" => Found::Hidden(piece_arg(message)?),
        "empty" => Found::Empty,
        _ => return None,
    };
    Some(Held { at, found })
}

/// The results `seat`'s view holds, as `/mine` and its turn message word them
/// (`Game::held_knowledge`), sorted.
pub fn from_view(game: &Game, seat: Seat) -> Vec<Held> {
    let Some(note) = game.held_knowledge(seat) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (_, arg) in &note.args {
        let Arg::List(items) = arg else { continue };
        for item in items {
            let Arg::Message(line) = item else { continue };
            // A moved unit's line wraps its result (`… (probed at f0)`).
            let inner = line.args.iter().find_map(|(n, a)| match a {
                Arg::Message(m) if n == "result" => Some(m.as_ref()),
                _ => None,
            });
            let found = found_in(inner.unwrap_or(line), "ancient-probe-held-");
            out.push(found.unwrap_or_else(|| panic!("an unreadable held result: {line:?}")));
        }
    }
    out.sort();
    out
}

/// The squares `seat`'s board image marks as known on the other side's pieces (K7: a unit
/// found, an ambusher found in its forest), with the kind drawn there.
pub fn drawn(game: &Game, seat: Seat) -> Vec<(String, Option<String>)> {
    let view = game.view(Viewer::Seat(seat));
    let mut out: Vec<(String, Option<String>)> = view
        .board
        .cells
        .iter()
        .filter_map(|c| {
            let g = c.piece.as_ref()?;
            // Not the seat's own: an enemy's, or a third party's (owned by no seat).
            let enemy = g.owner != Some(seat);
            (enemy && g.marks.contains(&Mark::Secret)).then(|| (c.name.clone(), g.kind.clone()))
        })
        .collect();
    out.sort();
    out
}

/// The public events of one action, as (message id, its message).
fn said(report: &Report) -> impl Iterator<Item = &Message> {
    report.events.iter().filter_map(|e| match e {
        Event::Said(m) => Some(m),
        _ => None,
    })
}

/// The two squares and the sign of a public body (`c4-c6`, `c4xc5`, `c5+c6`, `c4/c7`).
fn squares_of(body: &str) -> Option<(&str, char, &str)> {
    let at = body.find(['-', 'x', '+', '/'])?;
    let sign = body[at..].chars().next()?;
    Some((&body[..at], sign, &body[at + 1..]))
}

struct Rebuild {
    reader: Seat,
    held: Vec<Held>,
}

impl Rebuild {
    fn end_unit(&mut self, sq: &str) {
        self.held.retain(|h| !(h.found.on_unit() && h.at == sq));
    }

    fn end_hidden(&mut self, sq: &str) {
        self.held
            .retain(|h| !(matches!(h.found, Found::Hidden(_)) && h.at == sq));
    }

    fn move_unit(&mut self, from: &str, to: &str) {
        for h in self.held.iter_mut().filter(|h| h.found.on_unit()) {
            if h.at == from {
                h.at = to.to_string();
            }
        }
    }

    /// One logged action of `actor`, read from its report as the reader may read it.
    fn read(&mut self, actor: Seat, report: &Report) {
        let events: Vec<&Message> = said(report).collect();
        let ends_all = [
            "ancient-game-won",
            "ancient-game-drawn",
            "ancient-next-game",
        ];
        let square = |m: &Message| text_arg(m, "square").map(str::to_string);
        // `amb:F>sq`: an ambush fired from forest F on a unit that stopped on sq.
        let ambushes: Vec<(String, String)> = events
            .iter()
            .filter(|m| m.id == "ancient-ambushed")
            .filter_map(|m| Some((text_arg(m, "forest")?.into(), square(m)?)))
            .collect();
        let stopped_on = |sq: &str| ambushes.iter().any(|(_, at)| at == sq);
        let acted = events
            .iter()
            .find(|m| m.id == "ancient-acted")
            .and_then(|m| text_arg(m, "text"))
            .unwrap_or_default();
        let words: Vec<&str> = acted.split_whitespace().collect();
        // A head-on capture's own `x`/`decoy` events name its victim, gone before the
        // mover arrives; every other removal names what stands there after the move.
        let mut victim = None;
        match words.as_slice() {
            ["shed", body, ..] => {
                if let Some((from, _, _)) = squares_of(body) {
                    if !stopped_on(from) {
                        self.end_unit(from);
                    }
                }
            }
            ["ambush", "from", from, ..] => {
                self.end_unit(from);
                if actor != self.reader {
                    self.held.retain(|h| h.found != Found::Empty);
                }
            }
            [body] | [body, _] => {
                if let Some((from, sign, to)) = squares_of(body) {
                    // A unit leaving a forest is an ambusher no longer hidden there.
                    self.end_hidden(from);
                    match sign {
                        '+' => {
                            self.end_unit(from);
                            self.end_unit(to);
                        }
                        '/' if !stopped_on(from) => self.end_unit(from),
                        '/' => {}
                        'x' => {
                            victim = Some(to.to_string());
                            self.end_unit(to);
                            self.move_unit(from, to);
                        }
                        _ => {
                            // A bump at forest `to` stops the mover on the square named.
                            let stop = ambushes
                                .iter()
                                .find(|(forest, _)| forest == to)
                                .map_or(to, |(_, at)| at.as_str());
                            self.move_unit(from, stop);
                        }
                    }
                }
            }
            _ => {}
        }
        for m in &events {
            let Some(sq) = square(m) else {
                if ends_all.contains(&m.id.as_str()) {
                    self.held.clear();
                }
                continue;
            };
            match m.id.as_str() {
                "ancient-captured" | "ancient-decoy-revealed" if victim.as_ref() == Some(&sq) => {}
                "ancient-captured"
                | "ancient-pinned"
                | "ancient-encircled"
                | "ancient-lost"
                | "ancient-decoy-revealed"
                | "ancient-defected" => self.end_unit(&sq),
                "ancient-ambushed" => {
                    if let Some(forest) = text_arg(m, "forest") {
                        self.end_hidden(forest);
                    }
                }
                _ if ends_all.contains(&m.id.as_str()) => self.held.clear(),
                _ => {}
            }
        }
        // The reader's own probe answer, told to it alone; an answer whose action ended
        // the game (a probe may complete a repetition) was about a board now gone.
        if events.iter().any(|m| ends_all.contains(&m.id.as_str())) {
            return;
        }
        for note in report.private.iter().filter(|n| n.to == self.reader) {
            for event in &note.events {
                let Event::Said(m) = event else { continue };
                if let Some(new) = found_in(m, "ancient-probe-") {
                    let unit = new.found.on_unit();
                    self.held
                        .retain(|h| !(h.at == new.at && h.found.on_unit() == unit));
                    self.held.push(new);
                }
            }
        }
    }
}

/// The results each seat may hold, rebuilt by replaying the game's record once and
/// reading each action's report as that seat receives it; each sorted.
pub fn rebuilt(game: &Game) -> Vec<Vec<Held>> {
    let record = game.record();
    let start = match &record.start {
        Some(position) => Game::from_position(record.variant, position),
        None => Game::new(record.variant, record.setup.clone()),
    };
    let Ok(mut replay) = start else {
        panic!("the record's start replays");
    };
    let mut rebuilds: Vec<Rebuild> = (0..game.seats())
        .filter_map(|i| u8::try_from(i).ok())
        .map(|i| Rebuild {
            reader: Seat(i),
            held: Vec::new(),
        })
        .collect();
    for entry in &record.log {
        let report = match (entry.stand_in, entry.text.as_str()) {
            // An aborted game stops where it stood and keeps its secrets: what a probe
            // found there is still so, and the view may go on holding it.
            (_, "abort") => {
                replay.abort();
                continue;
            }
            (_, "timeout") => replay.timeout(entry.seat),
            (true, text) => replay.play_stand_in(entry.seat, text),
            (false, text) => replay.play(entry.seat, text, rules::game::Channel::Private),
        };
        let report = report.unwrap_or_else(|e| panic!("the record replays: {e:?}"));
        for rebuild in &mut rebuilds {
            rebuild.read(entry.seat, &report);
        }
    }
    rebuilds
        .into_iter()
        .map(|mut r| {
            r.held.sort();
            r.held
        })
        .collect()
}

/// Where the view and the rebuild part, in words (`None`: they agree).
pub fn compare(view: &[Held], rebuilt: &[Held]) -> Option<String> {
    let beyond: Vec<&Held> = view.iter().filter(|h| !rebuilt.contains(h)).collect();
    let forgotten: Vec<&Held> = rebuilt.iter().filter(|h| !view.contains(h)).collect();
    match (beyond.is_empty(), forgotten.is_empty()) {
        (true, true) => None,
        _ => Some(format!(
            "the view holds {beyond:?} the reader could not follow, and forgot {forgotten:?}"
        )),
    }
}

/// What the image must mark for `held`: each unit found and each ambusher found, on its
/// square, a decoy drawn as the decoy it is.
fn to_draw(held: &[Held]) -> Vec<(String, Option<String>)> {
    let mut out: Vec<(String, Option<String>)> = held
        .iter()
        .filter_map(|h| match &h.found {
            Found::Decoy(kind) => Some((h.at.clone(), Some(kind.clone()))),
            Found::Real(_) | Found::Hidden(_) => Some((h.at.clone(), None)),
            Found::Empty => None,
        })
        .collect();
    out.sort();
    out
}

/// Checks every seat of a 古战棋 game: the held list and the image's marks against the
/// rebuild. Returns how many results were held in all (so a caller can see some were).
pub fn check(game: &Game, label: &str) -> usize {
    if game.family() != "ancient" {
        return 0;
    }
    let mut held = 0;
    let all = rebuilt(game);
    for (seat, rebuilt) in all.iter().enumerate() {
        let Ok(seat) = u8::try_from(seat).map(Seat) else {
            continue;
        };
        let view = from_view(game, seat);
        if let Some(diff) = compare(&view, rebuilt) {
            panic!("{label}: seat {}'s probe results: {diff}", seat.0);
        }
        if !game.is_revealed() {
            let mut marked = drawn(game, seat);
            let want = to_draw(rebuilt);
            // A real army or an ambusher is drawn with its current kind, which the
            // rebuild does not need (a hit makes a 2 a 1): only a decoy's is compared.
            for (sq, kind) in marked.iter_mut() {
                if !want.iter().any(|(w, k)| w == sq && k.is_some()) {
                    *kind = None;
                }
            }
            assert_eq!(
                marked, want,
                "{label}: seat {}'s image marks other than its probe results",
                seat.0
            );
        }
        held += rebuilt.len();
    }
    held
}

/// The probe answers an action told `seat`, each on the square it named.
#[cfg(test)]
fn answers(report: &Report, seat: Seat) -> Vec<Held> {
    report
        .private
        .iter()
        .filter(|n| n.to == seat)
        .flat_map(|n| &n.events)
        .filter_map(|e| match e {
            Event::Said(m) => found_in(m, "ancient-probe-"),
            _ => None,
        })
        .collect()
}

/// A view holding a result too long (every answer where it was given) or dropping one
/// early is caught; the rules' own view, at the same step, is not.
#[test]
fn a_view_keeping_a_result_too_long_is_caught() {
    let setup = rules::Setup {
        seats: 2,
        options: [("+decoys", ""), ("+ambush", "")]
            .into_iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        seed: 0,
    };
    let (mut stale, mut moved, mut early) = (0, 0, 0);
    for seed in 0..4 {
        let mut dice = super::Dice(seed);
        let setup = rules::Setup {
            seed,
            ..setup.clone()
        };
        let mut game = Game::new(rules::VariantId::from_id("ancient").expect("古战棋"), setup)
            .expect("a 古战棋 game");
        let mut told: [Vec<Held>; 2] = Default::default();
        for _ in 0..160 {
            let seat = match game.status() {
                rules::Status::ToMove(seat) => seat,
                rules::Status::Simultaneous(waiting) => waiting[dice.below(waiting.len())],
                rules::Status::Finished(_) => break,
            };
            let options: Vec<String> = game
                .legal(seat)
                .into_iter()
                .filter(|a| !["resign", "draw", "abort"].iter().any(|w| a.starts_with(w)))
                .collect();
            let probes: Vec<&String> = options.iter().filter(|a| a.starts_with("probe")).collect();
            let pick = match (probes.is_empty(), dice.below(3)) {
                (false, 0) => probes[dice.below(probes.len())].clone(),
                _ if options.is_empty() => break,
                _ => options[dice.below(options.len())].clone(),
            };
            let report = game
                .play(seat, &pick, rules::game::Channel::Private)
                .expect("a legal action");
            // A view that never forgets: every answer ever told, where it was given.
            for (i, told) in told.iter_mut().enumerate() {
                told.extend(answers(&report, Seat(u8::try_from(i).expect("two seats"))));
            }
            // The rules' own view passes the harness's check (held list and image marks).
            let log: Vec<&str> = game.record().log.iter().map(|e| e.text.as_str()).collect();
            check(&game, &format!("seed {seed}, log {log:?}"));
            let all = rebuilt(&game);
            for (i, rebuilt) in all.iter().enumerate() {
                let seat = Seat(u8::try_from(i).expect("two seats"));
                let view = from_view(&game, seat);
                // Too long: every answer ever told, on its own square, besides the view's.
                let told = &told[i];
                let mut doctored = view.clone();
                doctored.extend(told.iter().filter(|h| !view.contains(h)).cloned());
                if doctored.len() > view.len() {
                    let diff = compare(&doctored, rebuilt).expect("a stale result is caught");
                    assert!(diff.contains("could not follow"), "{diff}");
                    stale += 1;
                    // Among them a unit the view followed to another square, also left
                    // where it was probed.
                    moved +=
                        usize::from(view.iter().any(|h| h.found.on_unit() && !told.contains(h)));
                }
                // Too early: the view's first result dropped.
                if let Some((_, rest)) = view.split_first() {
                    let diff = compare(rest, rebuilt).expect("a forgotten result is caught");
                    assert!(diff.contains("forgot"), "{diff}");
                    early += 1;
                }
            }
        }
    }
    let counts = format!("{stale} kept too long ({moved} past a move), {early} dropped early");
    assert!(stale > 0 && moved > 0 && early > 0, "caught: {counts}");
}
