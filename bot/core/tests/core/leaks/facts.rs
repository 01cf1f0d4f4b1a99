//! Hidden facts, derived from the rules' own views: whatever some seat's view shows of a
//! cell that a reader's view does not (an identity, a decoy or ambush marker, a piece
//! the reader cannot see at all) is a secret from that reader. So is what nobody sees yet
//! (face-down army-chess pieces): the rules reveal everything once a game ends with a
//! result, so a copy of the game ended by resignations shows the whole truth. Nothing
//! here knows a family.

use rules::game::Channel;
use rules::{Game, Glyph, Mark, Seat, Status, View, Viewer, Words};
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// One thing a reader must not learn: what `knower` sees on `cell` (`None`: nobody
/// at the table yet, only the rules).
#[derive(Clone, Debug, PartialEq)]
pub struct Secret {
    pub knower: Option<Seat>,
    pub cell: String,
    /// What the knower sees there.
    pub truth: Glyph,
    /// What the reader may see there (`None`: nothing).
    pub allowed: Option<Glyph>,
}

/// Each cell's glyph, by cell name.
pub fn glyphs(view: &View) -> BTreeMap<&str, &Glyph> {
    view.board
        .cells
        .iter()
        .filter_map(|c| c.piece.as_ref().map(|g| (c.name.as_str(), g)))
        .collect()
}

/// Whether `truth` says more than `allowed`: a piece the reader cannot see, or an
/// identity, an owner or a secret marker the reader's own view does not carry. (Two
/// different identities are no secret by themselves: a decoy's owner knows better than
/// the opponent, who sees the army it imitates.)
pub fn says_more(truth: &Glyph, allowed: Option<&Glyph>) -> bool {
    let Some(allowed) = allowed else {
        return true;
    };
    let secret = |g: &Glyph| g.marks.contains(&Mark::Secret);
    (truth.kind.is_some() && allowed.kind.is_none())
        || (truth.owner.is_some() && allowed.owner.is_none())
        || (secret(truth) && !secret(allowed))
}

pub fn seats(game: &Game) -> impl Iterator<Item = Seat> {
    (0..game.seats()).filter_map(|i| u8::try_from(i).ok().map(Seat))
}

/// The whole truth of a game in play: the spectator's view of a copy ended by
/// resignations, which the rules then reveal in full. `None` when resigning does not end
/// it with everything shown (a secret set-up phase, a match that goes on to a new board).
fn revealed(game: &Game) -> Option<View> {
    if game.status().is_finished() {
        return None;
    }
    let mut copy = game.clone();
    for _ in 0..game.seats() {
        let Status::ToMove(seat) = copy.status() else {
            break;
        };
        copy.play(seat, "resign", Channel::Private).ok()?;
        if copy.status().is_finished() {
            break;
        }
    }
    copy.is_revealed().then(|| copy.view(Viewer::Spectator))
}

/// Everything some seat (or only the rules) knows and `reader` may not.
pub fn secrets_from(game: &Game, reader: Viewer) -> Vec<Secret> {
    let own = game.view(reader);
    let allowed = glyphs(&own);
    let mut out = Vec::new();
    let mut knowers: Vec<(Option<Seat>, View)> = seats(game)
        .filter(|s| Some(*s) != reader.seat())
        .map(|s| (Some(s), game.view(Viewer::Seat(s))))
        .collect();
    knowers.extend(revealed(game).map(|view| (None, view)));
    for (knower, view) in &knowers {
        for (cell, truth) in glyphs(view) {
            let may_see = allowed.get(cell).copied();
            let known = out
                .iter()
                .any(|s: &Secret| s.cell == cell && &s.truth == truth);
            if says_more(truth, may_see) && !known {
                out.push(Secret {
                    knower: *knower,
                    cell: cell.to_string(),
                    truth: truth.clone(),
                    allowed: may_see.cloned(),
                });
            }
        }
    }
    out
}

/// Whether `token` stands in `text` as a word of its own (so `a1` is not found in `a10`),
/// in any case.
pub fn has_word(text: &str, token: &str) -> bool {
    word_at(&text.to_lowercase(), &token.to_lowercase()).is_some()
}

/// Where `token` first stands in `text` as a word of its own, exactly as spelt.
pub fn word_at(text: &str, token: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(at) = text.get(from..)?.find(token) {
        let start = from + at;
        let end = start + token.len();
        let before = text[..start].chars().next_back();
        let after = text[end..].chars().next();
        let alone = |c: Option<char>| !c.is_some_and(|c| c.is_ascii_alphanumeric());
        if alone(before) && alone(after) {
            return Some(start);
        }
        from = start + token.len().max(1);
    }
    None
}

fn words() -> &'static Words {
    static WORDS: OnceLock<Words> = OnceLock::new();
    WORDS.get_or_init(|| Words::new(rules::catalogues()).expect("the catalogues load"))
}

/// The names a reader could see a secret's piece called, in every language (a reader's
/// language is theirs to choose).
pub fn piece_names(family: &str, kind: &str) -> Vec<String> {
    [rules::Locale::En, rules::Locale::ZhCn, rules::Locale::ZhTw]
        .into_iter()
        .map(|l| words().piece(family, l, kind))
        .filter(|name| name != kind && !name.trim().is_empty())
        .collect()
}

/// A line's list items and asides: split at commas and semicolons, and before an opening
/// bracket unless a number follows it (an army-chess rank, `Brigadier (37)`, is part of
/// its name).
fn items(line: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut chars = line.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        let next_is_digit = chars.peek().is_some_and(|(_, n)| n.is_ascii_digit());
        let splits = matches!(c, ',' | '，' | '、' | ';' | '；')
            || (matches!(c, '(' | '（') && !next_is_digit);
        if splits {
            out.push(&line[start..at]);
            start = at + c.len_utf8();
        }
    }
    out.push(&line[start..]);
    out
}

/// The line of `text` that names a secret's piece on its cell, if any: the identity (or
/// the very presence, for a piece the reader cannot see) told in words.
pub fn told_in<'t>(text: &'t str, secret: &Secret, family: &str) -> Option<&'t str> {
    let kind = secret.truth.kind.as_deref()?;
    let allowed_kind = secret.allowed.as_ref().and_then(|g| g.kind.as_deref());
    if allowed_kind == Some(kind) {
        return None;
    }
    let names = piece_names(family, kind);
    // A name the reader may legitimately see on that cell (a decoy is shown as the army
    // it imitates) says nothing.
    let allowed_names = allowed_kind
        .map(|k| piece_names(family, k))
        .unwrap_or_default();
    // Lists name one cell an item, and an aside names where it once was (`Probe results
    // you hold: h0: decoy Decoy 2 (probed at f0), g1: …`): items and asides are read
    // apart, so a piece is not put on a cell the words give for another reason.
    text.lines().flat_map(items).find(|line| {
        has_word(line, &secret.cell)
            && names
                .iter()
                .filter(|n| !allowed_names.contains(n))
                .any(|n| line.contains(n.as_str()))
    })
}
