//! The invariants checked after every request: who may receive what, and that nothing a
//! reader receives (text, the view an image draws, its file name, its title lines) tells
//! a secret of someone else.

use super::facts::{self, Secret};
use super::knowledge;
use referee_core::effect::Effect;
use referee_core::present::{Out, Picture};
use referee_core::store::records::GameEntry;
use rules::{Game, View, Viewer};
use std::collections::HashMap;

/// One game as the store holds it right after a request.
pub struct Now<'a> {
    pub entry: &'a GameEntry,
    pub game: &'a Game,
}

impl Now<'_> {
    fn family(&self) -> &'static str {
        self.game.variant().info().family
    }

    /// The view a reader is entitled to: a player's own seat, anyone else the spectator's.
    fn viewer_of(&self, user: u64) -> Viewer {
        self.entry
            .seat_of(user)
            .map_or(Viewer::Spectator, Viewer::Seat)
    }

    fn is_participant(&self, user: u64) -> bool {
        self.entry.seat_of(user).is_some()
    }
}

/// What one request produced, with who sent it.
pub struct Batch<'a> {
    pub sender: Option<u64>,
    pub outs: &'a [Out],
}

/// Checks every effect of a batch; `label` says which game and step failed.
pub fn check(now: &Now, batch: &Batch, label: &str) {
    let mut known: HashMap<Viewer, Vec<Secret>> = HashMap::new();
    let mut secrets_of = |viewer: Viewer| {
        known
            .entry(viewer)
            .or_insert_with(|| facts::secrets_from(now.game, viewer))
            .clone()
    };
    let mut picker_words;
    for out in batch.outs {
        let (reader, text) = match &out.effect {
            Effect::Post { channel, text, .. } => {
                let places = [Some(now.entry.channel), now.entry.thread];
                assert!(
                    places.contains(&Some(*channel)),
                    "{label}: game #{} posted in channel {channel}",
                    now.entry.id
                );
                (Viewer::Spectator, text)
            }
            Effect::Private { user, text, .. } => {
                assert!(
                    now.is_participant(*user),
                    "{label}: a private message of game #{} went to a non-player: {text}",
                    now.entry.id
                );
                (now.viewer_of(*user), text)
            }
            Effect::Ephemeral { user, text, .. } => {
                assert!(
                    Some(*user) == batch.sender || now.is_participant(*user),
                    "{label}: a reply went to {user}, who neither asked nor plays: {text}"
                );
                (now.viewer_of(*user), text)
            }
            Effect::Picker {
                user, text, rows, ..
            } => {
                assert!(
                    Some(*user) == batch.sender && now.is_participant(*user),
                    "{label}: a picker went to {user}, who did not click or does not play"
                );
                // The picker's words are its text and every label it offers.
                let mut words = text.clone();
                for row in rows {
                    match row {
                        referee_core::effect::Row::Buttons(buttons) => buttons
                            .iter()
                            .for_each(|b| words.push_str(&format!("\n{}", b.label))),
                        referee_core::effect::Row::Select(select) => select
                            .options
                            .iter()
                            .for_each(|o| words.push_str(&format!("\n{}", o.label))),
                    }
                }
                picker_words = words;
                (now.viewer_of(*user), &picker_words)
            }
            Effect::Choices {
                user,
                choices,
                labels,
            } => {
                assert_eq!(
                    Some(*user),
                    batch.sender,
                    "{label}: choices to another user"
                );
                let reader = now.viewer_of(*user);
                let secrets = secrets_of(reader);
                // A label's steps each name their own square (`Lieutenant S1d → S1c ×
                // unknown piece`): read them apart, as the picker shows them.
                for choice in choices.iter().chain(labels) {
                    let steps = choice.replace(" → ", "\n");
                    assert_no_secret_told(now, reader, &secrets, &steps, label);
                }
                continue;
            }
            Effect::Delete { .. } | Effect::OpenThread { .. } => continue,
        };
        let secrets = secrets_of(reader);
        assert_no_secret_told(now, reader, &secrets, text, label);
        assert_no_private_text(now, reader, &secrets, text, label);
        if let Some(picture) = &out.picture {
            let picker = matches!(out.effect, Effect::Picker { .. });
            check_picture(now, reader, &secrets, picture, picker, label);
        }
    }
}

/// Whether `reader` learnt `secret` for itself (a probe's answer), rebuilt from the log.
/// Asked only of a secret that would otherwise fail the check: it replays the game.
fn learnt(now: &Now, reader: Viewer, secret: &Secret) -> bool {
    reader
        .seat()
        .is_some_and(|seat| knowledge::knows(now.game, seat, secret))
}

fn assert_no_secret_told(now: &Now, reader: Viewer, secrets: &[Secret], text: &str, label: &str) {
    for secret in secrets {
        if let Some(line) = facts::told_in(text, secret, now.family()) {
            if learnt(now, reader, secret) {
                continue;
            }
            panic!(
                "{label}: a message names {:?} known to {:?} on {}: {line}",
                secret.truth.kind, secret.knower, secret.cell
            );
        }
    }
}

/// A private action's exact spelling (a layout, `hide b2`), as the log keeps it apart
/// from its public outline, reaches only its sender while the game keeps its secrets,
/// unless the reader may see everything that seat sees. The same words as one of the
/// reader's own options (`/mine`: `You may: … hide a3`) are the reader's own: each of
/// its options, computed from the rules for its seat, excuses one occurrence; so does the
/// reader's own last action when it is the same words (a picker's "you played `deploy
/// default`" while another seat deployed by default too).
fn assert_no_private_text(now: &Now, reader: Viewer, secrets: &[Secret], text: &str, label: &str) {
    if now.game.is_revealed() {
        return;
    }
    let private = now
        .game
        .record()
        .log
        .iter()
        .filter(|e| e.private && e.text != e.public);
    for entry in private {
        let seat = entry.seat;
        if reader.seat() == Some(seat) || secrets.iter().all(|s| s.knower != Some(seat)) {
            continue;
        }
        let own_words = |seat| knowledge::only_as_own_options(now.game, seat, text, &entry.text);
        let own_echo = |seat: rules::Seat| {
            let log = &now.game.record().log;
            text.matches(entry.text.as_str()).count() == 1
                && log
                    .iter()
                    .rev()
                    .find(|e| e.seat == seat)
                    .is_some_and(|e| e.text == entry.text)
        };
        assert!(
            !text.contains(entry.text.as_str())
                || reader.seat().is_some_and(own_words)
                || reader.seat().is_some_and(own_echo),
            "{label}: seat {}'s private `{}` reached {reader:?}: {text}",
            seat.0,
            entry.text
        );
    }
}

fn check_picture(
    now: &Now,
    reader: Viewer,
    secrets: &[Secret],
    picture: &Picture,
    picker: bool,
    label: &str,
) {
    let view = &picture.view;
    assert!(
        view.viewer == Viewer::Spectator || view.viewer == reader,
        "{label}: {reader:?} got an image of {:?}'s view",
        view.viewer
    );
    let drawn = facts::glyphs(view);
    for secret in secrets {
        // Drawn as the reader may see it, or with less (a spectator's picture for a
        // player), never with what the secret adds.
        if let Some(shown) = drawn.get(secret.cell.as_str()).copied() {
            assert!(
                !facts::says_more(shown, secret.allowed.as_ref()) || learnt(now, reader, secret),
                "{label}: {reader:?}'s image shows {shown:?} on {} where {:?} sees {:?} and the reader may see {:?}",
                secret.cell,
                secret.knower,
                secret.truth,
                secret.allowed
            );
        }
    }
    for line in [&picture.opts.title, &picture.opts.subtitle] {
        assert_no_secret_told(now, reader, secrets, line, label);
    }
    assert_eq!(
        picture.name,
        expected_name(now.entry.id, view, picker),
        "{label}: an image name says more than its view"
    );
}

/// The only name an image may have: the game, the view's move number and whose view
/// (and `-pick` on a picker's step).
fn expected_name(id: u64, view: &View, picker: bool) -> String {
    let who = match view.viewer {
        Viewer::Spectator => "public".to_string(),
        Viewer::Seat(seat) => format!("seat{}", seat.0),
    };
    let step = if picker { "-pick" } else { "" };
    format!("game-{id}-{}-{who}{step}.png", view.move_number)
}
