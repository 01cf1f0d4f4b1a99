//! Refusals, usage lines and `/help`.

use super::{knows, say, say_in, Lang};
use crate::error::Refusal;
use referee_storage::ids::GameId;
use rules::VariantId;

/// A refusal in the sender's words. Each kind of refusal is worded by its own helper; the
/// helpers answer `None` for refusals that are not theirs.
pub fn refusal(lang: Lang, refusal: &Refusal) -> String {
    let worded = request_refusal(lang, refusal)
        .or_else(|| game_refusal(lang, refusal))
        .or_else(|| table_refusal(lang, refusal))
        .or_else(|| setup_refusal_words(lang, refusal));
    if let Some(text) = worded {
        return text;
    }
    match refusal {
        Refusal::Mark(r) => super::mark_refusal(lang, r),
        Refusal::Tournament(why) => super::tournament_refusal(lang, why),
        // The detail can quote the stored record, hidden actions included: it goes to the
        // operator's log, never to players.
        Refusal::Corrupt(detail) => match corrupt_game(detail) {
            Some(i) => say(lang, "refuse-corrupt-game", &game(&i)),
            None => say(lang, "refuse-corrupt", &[]),
        },
        Refusal::Internal(detail) => say(lang, "refuse-internal", &[("detail", detail.clone())]),
        // `Core::handle` answers nothing to a request applied before; this is never shown.
        Refusal::AlreadyApplied => say(
            lang,
            "refuse-internal",
            &[("detail", "already applied".to_string())],
        ),
        // Every other refusal is worded by a helper above. One that none words reads as an
        // internal error; what it holds goes to the operator's log only, as it may name
        // something the sender cannot see.
        other => {
            tracing::warn!("a refusal without words: {other:?}");
            say(
                lang,
                "refuse-internal",
                &[("detail", "unworded refusal".to_string())],
            )
        }
    }
}

fn game(id: &GameId) -> Vec<(&'static str, String)> {
    vec![("id", id.to_string())]
}

fn named(name: &str) -> Vec<(&'static str, String)> {
    vec![("name", name.to_string())]
}

fn quoting(text: &str) -> Vec<(&'static str, String)> {
    vec![("text", text.to_string())]
}

/// Refusals of the request itself: the command, its arguments, or who may send it.
fn request_refusal(lang: Lang, refusal: &Refusal) -> Option<String> {
    Some(match refusal {
        Refusal::UnknownCommand(n) => say(lang, "refuse-unknown-command", &named(n)),
        Refusal::UnknownCommandNear { name, nearest } => say(
            lang,
            "refuse-unknown-command-nearest",
            &[("name", name.clone()), ("nearest", nearest.clone())],
        ),
        Refusal::Usage(cmd) => say(
            lang,
            "refuse-usage",
            &[
                ("command", format!("/{}", cmd.trim_start_matches('/'))),
                ("usage", usage(lang, cmd)),
            ],
        ),
        Refusal::UnknownVariant(n) => say(
            lang,
            "refuse-unknown-variant",
            &[("name", n.clone()), ("games", variant_list())],
        ),
        Refusal::NoOpponents => say(lang, "refuse-no-opponents", &[]),
        Refusal::PlayInChannel => say(lang, "refuse-play-in-channel", &[]),
        Refusal::SelfChallenge => say(lang, "refuse-self-challenge", &[]),
        Refusal::DuplicatePlayer(n) => say(lang, "refuse-duplicate-player", &named(n)),
        Refusal::BadDuration(t) => say(lang, "refuse-bad-duration", &quoting(t)),
        Refusal::BadExpiry(t) => say(lang, "refuse-bad-expiry", &quoting(t)),
        Refusal::BadLanguage(t) => say(lang, "refuse-bad-language", &quoting(t)),
        Refusal::UnknownPiece(n) => say(lang, "refuse-unknown-piece", &named(n)),
        Refusal::NoComputer => say(lang, "refuse-no-computer", &[]),
        Refusal::NotAdmin => say(lang, "refuse-not-admin", &[]),
        Refusal::NotServerAdmin => say(lang, "refuse-not-server-admin", &[]),
        Refusal::NotInServer => say(lang, "refuse-not-in-server", &[]),
        Refusal::RatingsOff => say(lang, "refuse-ratings-off", &[]),
        _ => return None,
    })
}

/// Refusals about a game: finding it, its state, undo, away and export.
fn game_refusal(lang: Lang, refusal: &Refusal) -> Option<String> {
    Some(match refusal {
        Refusal::NoGame => say(lang, "refuse-no-game", &[]),
        Refusal::NoSuchGame(i) => say(lang, "refuse-no-such-game", &game(i)),
        Refusal::Ambiguous(list) => ambiguous(lang, list),
        Refusal::NotInvited(i) => say(lang, "refuse-not-invited", &game(i)),
        Refusal::AlreadyAccepted(i) => say(lang, "refuse-already-accepted", &game(i)),
        Refusal::NotStarted(i) => say(lang, "refuse-not-started", &game(i)),
        Refusal::GameEnded(i) => say(lang, "refuse-game-ended", &game(i)),
        Refusal::NotAPlayer(i) => say(lang, "refuse-not-a-player", &game(i)),
        Refusal::PickerOutOfDate(i) => say(lang, "picker-out-of-date", &game(i)),
        Refusal::Rule(e) => super::rule_error(lang, e),
        Refusal::AbortNeedsPlayer(i) => say(lang, "refuse-abort-needs-player", &game(i)),
        Refusal::NothingToUndo(i) => say(lang, "refuse-nothing-to-undo", &game(i)),
        Refusal::UndoHidden(i) => say(lang, "refuse-undo-hidden", &game(i)),
        Refusal::UndoRated(i) => say(lang, "refuse-undo-rated", &game(i)),
        Refusal::NoUndoRequest(i) => say(lang, "refuse-no-undo-request", &game(i)),
        Refusal::AwayRated(i) => say(lang, "refuse-away-rated", &game(i)),
        Refusal::AwayTournament(i) => say(lang, "refuse-away-tournament", &game(i)),
        Refusal::NotAway(i) => say(lang, "refuse-not-away", &game(i)),
        Refusal::ExportHidden(i) => say(lang, "refuse-export-hidden", &game(i)),
        _ => return None,
    })
}

/// Several of the sender's games fit: name them, and suggest the first.
fn ambiguous(lang: Lang, list: &[GameId]) -> String {
    let games = list
        .iter()
        .map(|i| format!("#{i}"))
        .collect::<Vec<_>>()
        .join(", ");
    let first = list.first().copied().unwrap_or(0).to_string();
    say(
        lang,
        "refuse-ambiguous",
        &[("games", games), ("first", first)],
    )
}

/// Refusals about the seats of an open table.
fn table_refusal(lang: Lang, refusal: &Refusal) -> Option<String> {
    Some(match refusal {
        Refusal::AlreadySeated(i) => say(lang, "refuse-already-seated", &game(i)),
        Refusal::TableFull(i) => say(lang, "refuse-table-full", &game(i)),
        Refusal::NotATable(i) => say(lang, "refuse-not-a-table", &game(i)),
        Refusal::TableStarted(i) => say(lang, "refuse-table-started", &game(i)),
        Refusal::NotSeated(i) => say(lang, "refuse-not-seated", &game(i)),
        _ => return None,
    })
}

/// Refusals of a set-up: a bad one, or a saved one (worded by the family that keeps it).
fn setup_refusal_words(lang: Lang, refusal: &Refusal) -> Option<String> {
    Some(match refusal {
        Refusal::BadSetup(detail) => say(lang, "refuse-bad-setup", &[("detail", detail.clone())]),
        Refusal::Setup(refusal) => super::setup_refusal(lang, refusal),
        Refusal::BadSetupName {
            family,
            name: n,
            max,
        } => say_in(
            family,
            lang,
            "saved-setup-bad-name",
            &[("name", n.clone()), ("max", max.to_string())],
        ),
        Refusal::UnknownSetup {
            family,
            name: n,
            saved,
        } if saved.is_empty() => say_in(family, lang, "saved-setup-unknown-none", &named(n)),
        Refusal::UnknownSetup {
            family,
            name: n,
            saved,
        } => say_in(
            family,
            lang,
            "saved-setup-unknown",
            &[("name", n.clone()), ("saved", super::list(lang, saved))],
        ),
        Refusal::NoLastSetup { family } => say_in(family, lang, "saved-setup-none-submitted", &[]),
        Refusal::TooManySetups { family, max } => {
            say_in(family, lang, "saved-setups-full", &[("n", max.to_string())])
        }
        _ => return None,
    })
}

/// The game a corrupt-record detail is about (`game #12 …`), if it says.
fn corrupt_game(detail: &str) -> Option<GameId> {
    let rest = detail.strip_prefix("game #")?;
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

fn variant_list() -> String {
    VariantId::all()
        .iter()
        .filter(|v| v.info().listed)
        .map(|v| v.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The usage line of the command named `cmd` (`play` or `/play`).
pub fn usage(lang: Lang, cmd: &str) -> String {
    let id = usage_id(cmd.trim_start_matches('/'));
    match knows(lang, &id) {
        true => say(lang, &id, &[]),
        false => say(lang, "usage-other", &[]),
    }
}

/// The catalogue id of a command's usage line (declared with `usage()` in the command list).
pub fn usage_id(command: &str) -> String {
    format!("usage-{command}")
}
