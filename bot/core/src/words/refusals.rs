//! Refusals, usage lines and `/help`.

use super::{knows, say, say_in, Lang};
use crate::error::Refusal;
use referee_storage::ids::GameId;
use rules::VariantId;

pub fn refusal(lang: Lang, refusal: &Refusal) -> String {
    let id = |id: &GameId| vec![("id", id.to_string())];
    let name = |name: &String| vec![("name", name.clone())];
    let text = |text: &String| vec![("text", text.clone())];
    match refusal {
        Refusal::UnknownCommand(n) => say(lang, "refuse-unknown-command", &name(n)),
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
        Refusal::DuplicatePlayer(n) => say(lang, "refuse-duplicate-player", &name(n)),
        Refusal::BadSetup(detail) => say(lang, "refuse-bad-setup", &[("detail", detail.clone())]),
        Refusal::Setup(refusal) => super::setup_refusal(lang, refusal),
        Refusal::BadDuration(t) => say(lang, "refuse-bad-duration", &text(t)),
        Refusal::BadExpiry(t) => say(lang, "refuse-bad-expiry", &text(t)),
        Refusal::BadLanguage(t) => say(lang, "refuse-bad-language", &text(t)),
        Refusal::NoGame => say(lang, "refuse-no-game", &[]),
        Refusal::NoSuchGame(i) => say(lang, "refuse-no-such-game", &id(i)),
        Refusal::Ambiguous(list) => {
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
        Refusal::NotInvited(i) => say(lang, "refuse-not-invited", &id(i)),
        Refusal::AlreadyAccepted(i) => say(lang, "refuse-already-accepted", &id(i)),
        Refusal::NotStarted(i) => say(lang, "refuse-not-started", &id(i)),
        Refusal::GameEnded(i) => say(lang, "refuse-game-ended", &id(i)),
        Refusal::NotAPlayer(i) => say(lang, "refuse-not-a-player", &id(i)),
        Refusal::PickerOutOfDate(i) => say(lang, "picker-out-of-date", &id(i)),
        Refusal::Rule(e) => super::rule_error(lang, e),
        Refusal::AbortNeedsPlayer(i) => say(lang, "refuse-abort-needs-player", &id(i)),
        Refusal::NotAdmin => say(lang, "refuse-not-admin", &[]),
        Refusal::NotServerAdmin => say(lang, "refuse-not-server-admin", &[]),
        Refusal::NotInServer => say(lang, "refuse-not-in-server", &[]),
        Refusal::NothingToUndo(i) => say(lang, "refuse-nothing-to-undo", &id(i)),
        Refusal::UndoHidden(i) => say(lang, "refuse-undo-hidden", &id(i)),
        Refusal::UndoRated(i) => say(lang, "refuse-undo-rated", &id(i)),
        Refusal::AwayRated(i) => say(lang, "refuse-away-rated", &id(i)),
        Refusal::AwayTournament(i) => say(lang, "refuse-away-tournament", &id(i)),
        Refusal::NotAway(i) => say(lang, "refuse-not-away", &id(i)),
        Refusal::RatingsOff => say(lang, "refuse-ratings-off", &[]),
        Refusal::NoUndoRequest(i) => say(lang, "refuse-no-undo-request", &id(i)),
        Refusal::ExportHidden(i) => say(lang, "refuse-export-hidden", &id(i)),
        Refusal::UnknownPiece(n) => say(lang, "refuse-unknown-piece", &name(n)),
        Refusal::AlreadySeated(i) => say(lang, "refuse-already-seated", &id(i)),
        Refusal::TableFull(i) => say(lang, "refuse-table-full", &id(i)),
        Refusal::NotATable(i) => say(lang, "refuse-not-a-table", &id(i)),
        Refusal::TableStarted(i) => say(lang, "refuse-table-started", &id(i)),
        Refusal::NotSeated(i) => say(lang, "refuse-not-seated", &id(i)),
        Refusal::NoComputer => say(lang, "refuse-no-computer", &[]),
        Refusal::Mark(r) => super::mark_refusal(lang, r),
        // Saved set-ups are worded by the family that keeps them.
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
        } if saved.is_empty() => say_in(family, lang, "saved-setup-unknown-none", &name(n)),
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
        // The detail can quote the stored record, hidden actions included: it goes to the
        // operator's log, never to players.
        Refusal::Corrupt(detail) => match corrupt_game(detail) {
            Some(i) => say(lang, "refuse-corrupt-game", &id(&i)),
            None => say(lang, "refuse-corrupt", &[]),
        },
        Refusal::Internal(detail) => say(lang, "refuse-internal", &[("detail", detail.clone())]),
        Refusal::Tournament(why) => super::tournament_refusal(lang, why),
        // `Core::handle` answers nothing to a request applied before; this is never shown.
        Refusal::AlreadyApplied => say(
            lang,
            "refuse-internal",
            &[("detail", "already applied".to_string())],
        ),
    }
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
