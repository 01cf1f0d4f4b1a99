//! What a reader knows for itself, so that telling it back is no leak: its own options
//! (from its own legal actions, which no view holds) and what the rules told it
//! privately (a 古战棋 probe's answer), rebuilt here from the game's own log, never read
//! from the view under test.
//!
//! A private answer is kept while the public log shows its cell untouched: no later
//! public action or event names the cell, the spectator sees the same piece there, no
//! other seat has acted in private since (its outline hides where), and the same game
//! goes on. Following a probed unit along its moves is the view's business (ancient K7),
//! and what the view holds is itself checked against a rebuild from the log
//! (`probes_rebuilt.rs`). Nothing here knows a family.

use super::facts::{self, Secret};
use rules::game::Channel;
use rules::{Arg, Event, Game, Report, Seat, View, Viewer};

/// A piece kind the rules told `reader` privately was on `cell`.
#[derive(Clone, Debug, PartialEq)]
pub struct Taught {
    pub cell: String,
    pub kind: String,
}

/// Whether `text` names `action` only in a list of `reader`'s own options: the text lists
/// at least two of them (all, when it has fewer), and every occurrence of `action` is
/// accounted for by one of them (each excuses one occurrence). The options come from the
/// rules, for that seat, now; no view holds them.
pub fn only_as_own_options(game: &Game, reader: Seat, text: &str, action: &str) -> bool {
    let mut own = game.legal(reader);
    own.extend(game.suggest(reader, "", 100));
    own.sort();
    own.dedup();
    let listed = own
        .iter()
        .filter(|o| facts::word_at(text, o).is_some())
        .count();
    if listed < own.len().min(2) {
        return false;
    }
    // Longest first, so `hide a3` is not spent on a shorter option inside a longer one.
    own.sort_by_key(|o| std::cmp::Reverse(o.len()));
    let mut rest = text.to_string();
    for option in own.iter().filter(|o| o.contains(action)) {
        if let Some(at) = facts::word_at(&rest, option) {
            rest.replace_range(at..at + option.len(), " ");
        }
    }
    !rest.contains(action)
}

/// Whether `reader` learnt `secret` for itself from the rules and it is still so.
pub fn knows(game: &Game, reader: Seat, secret: &Secret) -> bool {
    let Some(kind) = secret.truth.kind.as_deref() else {
        return false;
    };
    taught(game, reader)
        .iter()
        .any(|t| t.cell == secret.cell && t.kind == kind)
}

/// What the rules told `reader` privately and the public log still vouches for, by
/// replaying the game's record entry by entry.
pub fn taught(game: &Game, reader: Seat) -> Vec<Taught> {
    let record = game.record();
    let start = match &record.start {
        Some(position) => Game::from_position(record.variant, position),
        None => Game::new(record.variant, record.setup.clone()),
    };
    let Ok(mut replay) = start else {
        return Vec::new();
    };
    let mut known: Vec<Taught> = Vec::new();
    for entry in &record.log {
        let before = replay.view(Viewer::Spectator);
        let Some(report) = apply(&mut replay, entry.seat, &entry.text) else {
            // Not a report (an abort) or not replayable: nothing is vouched for after it.
            known.clear();
            continue;
        };
        let after = replay.view(Viewer::Spectator);
        let hidden_elsewhere = entry.private && entry.seat != reader;
        if hidden_elsewhere || after.move_number < before.move_number {
            known.clear();
        }
        known.retain(|t| {
            same_piece(&before, &after, &t.cell)
                && !facts::has_word(&entry.public, &t.cell)
                && !report
                    .events
                    .iter()
                    .any(|e| facts::has_word(&format!("{e:?}"), &t.cell))
        });
        let cells: Vec<&str> = after.board.cells.iter().map(|c| c.name.as_str()).collect();
        for note in report.private.iter().filter(|n| n.to == reader) {
            known.extend(note.events.iter().filter_map(|e| told(e, &cells)));
        }
    }
    known
}

/// One logged entry replayed as the rules' own replay does, with its report.
fn apply(game: &mut Game, seat: Seat, text: &str) -> Option<Report> {
    // The log's words for an abort and a timeout (rules `game.rs`), never typed.
    match text {
        "abort" => None,
        "timeout" => game.timeout(seat).ok(),
        text => game.play(seat, text, Channel::Private).ok(),
    }
}

fn same_piece(before: &View, after: &View, cell: &str) -> bool {
    facts::glyphs(before).get(cell) == facts::glyphs(after).get(cell)
}

/// A private event that names one cell and one piece kind: the reader now knows it.
fn told(event: &Event, cells: &[&str]) -> Option<Taught> {
    match event {
        Event::Revealed { piece, at, .. } => Some(Taught {
            cell: at.clone(),
            kind: piece.kind.clone(),
        }),
        Event::Said(message) => {
            let texts: Vec<&str> = message
                .args
                .iter()
                .filter_map(|(_, a)| match a {
                    Arg::Text(t) if cells.contains(&t.as_str()) => Some(t.as_str()),
                    _ => None,
                })
                .collect();
            let kinds: Vec<&str> = message
                .args
                .iter()
                .filter_map(|(_, a)| match a {
                    Arg::Piece(k) => Some(k.as_str()),
                    _ => None,
                })
                .collect();
            match (texts.as_slice(), kinds.as_slice()) {
                ([cell], [kind]) => Some(Taught {
                    cell: cell.to_string(),
                    kind: kind.to_string(),
                }),
                _ => None,
            }
        }
        _ => None,
    }
}
