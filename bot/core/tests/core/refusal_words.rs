//! Every refusal reads as its own sentence, never as the internal error a refusal
//! without words falls back to. The wording is split over helpers (each short), so the
//! compiler no longer checks that a new kind of refusal has words: this test does. Its
//! `kind` match has no catch-all, so a new variant does not compile until it is listed
//! there and given a sample below.

use referee_core::error::MarkRefusal;
use referee_core::tournaments::action::TournamentRefusal;
use referee_core::words::{self, Lang};
use referee_core::Refusal;
use rules::message::Message;
use rules::{RuleError, SetupRefusal};
use std::collections::BTreeSet;

/// How many kinds of refusal `kind` tells apart.
const KINDS: usize = 50;

/// A different number for each kind of refusal.
fn kind(refusal: &Refusal) -> usize {
    use Refusal as R;
    match refusal {
        R::UnknownCommand(_) => 0,
        R::UnknownCommandNear { .. } => 1,
        R::Usage(_) => 2,
        R::UnknownVariant(_) => 3,
        R::NoOpponents => 4,
        R::PlayInChannel => 5,
        R::SelfChallenge => 6,
        R::DuplicatePlayer(_) => 7,
        R::BadSetup(_) => 8,
        R::Setup(_) => 9,
        R::BadDuration(_) => 10,
        R::BadExpiry(_) => 11,
        R::BadLanguage(_) => 12,
        R::NoGame => 13,
        R::NoSuchGame(_) => 14,
        R::Ambiguous(_) => 15,
        R::NotInvited(_) => 16,
        R::AlreadyAccepted(_) => 17,
        R::NotStarted(_) => 18,
        R::GameEnded(_) => 19,
        R::NotAPlayer(_) => 20,
        R::PickerOutOfDate(_) => 21,
        R::Rule(_) => 22,
        R::AbortNeedsPlayer(_) => 23,
        R::NotAdmin => 24,
        R::NotServerAdmin => 25,
        R::NotInServer => 26,
        R::NothingToUndo(_) => 27,
        R::UndoHidden(_) => 28,
        R::UndoRated(_) => 29,
        R::AwayRated(_) => 30,
        R::AwayTournament(_) => 31,
        R::NotAway(_) => 32,
        R::RatingsOff => 33,
        R::NoUndoRequest(_) => 34,
        R::ExportHidden(_) => 35,
        R::UnknownPiece(_) => 36,
        R::AlreadySeated(_) => 37,
        R::TableFull(_) => 38,
        R::NotATable(_) => 39,
        R::TableStarted(_) => 40,
        R::NotSeated(_) => 41,
        R::NoComputer => 42,
        R::BadSetupName { .. } => 43,
        R::UnknownSetup { .. } => 44,
        R::NoLastSetup { .. } => 45,
        R::TooManySetups { .. } => 46,
        R::Mark(_) => 47,
        R::Tournament(_) => 48,
        R::Corrupt(_) | R::Internal(_) | R::AlreadyApplied => 49,
    }
}

/// One refusal of every kind but the internal ones (which are the fallback's words).
fn samples() -> Vec<Refusal> {
    use Refusal as R;
    let text = || "x9".to_string();
    let family = "junqi";
    vec![
        R::UnknownCommand(text()),
        R::UnknownCommandNear {
            name: text(),
            nearest: "move".into(),
        },
        R::Usage("move"),
        R::UnknownVariant(text()),
        R::NoOpponents,
        R::PlayInChannel,
        R::SelfChallenge,
        R::DuplicatePlayer(text()),
        R::BadSetup(text()),
        R::Setup(SetupRefusal {
            family,
            message: Message::new("setup-expiry"),
        }),
        R::BadDuration(text()),
        R::BadExpiry(text()),
        R::BadLanguage(text()),
        R::NoGame,
        R::NoSuchGame(7),
        R::Ambiguous(vec![7, 8]),
        R::NotInvited(7),
        R::AlreadyAccepted(7),
        R::NotStarted(7),
        R::GameEnded(7),
        R::NotAPlayer(7),
        R::PickerOutOfDate(7),
        R::Rule(RuleError::not_your_turn()),
        R::AbortNeedsPlayer(7),
        R::NotAdmin,
        R::NotServerAdmin,
        R::NotInServer,
        R::NothingToUndo(7),
        R::UndoHidden(7),
        R::UndoRated(7),
        R::AwayRated(7),
        R::AwayTournament(7),
        R::NotAway(7),
        R::RatingsOff,
        R::NoUndoRequest(7),
        R::ExportHidden(7),
        R::UnknownPiece(text()),
        R::AlreadySeated(7),
        R::TableFull(7),
        R::NotATable(7),
        R::TableStarted(7),
        R::NotSeated(7),
        R::NoComputer,
        R::BadSetupName {
            family,
            name: text(),
            max: 20,
        },
        R::UnknownSetup {
            family,
            name: text(),
            saved: vec!["mine".into()],
        },
        R::NoLastSetup { family },
        R::TooManySetups { family, max: 10 },
        R::Mark(MarkRefusal::NoMark(text())),
        R::Tournament(TournamentRefusal::InChannel),
    ]
}

#[test]
fn every_kind_of_refusal_has_words_of_its_own() {
    let samples = samples();
    let kinds: BTreeSet<usize> = samples.iter().map(kind).collect();
    // The internal refusals (49) are what a refusal without words falls back to.
    let missing: Vec<usize> = (0..KINDS - 1).filter(|k| !kinds.contains(k)).collect();
    assert!(
        missing.is_empty(),
        "kinds of refusal with no sample: {missing:?}"
    );
    let fallback = words::refusal(Lang::En, &Refusal::Internal("unworded refusal".into()));
    for lang in Lang::ALL {
        let internal = words::refusal(lang, &Refusal::Internal(String::new()));
        for refusal in &samples {
            let text = words::refusal(lang, refusal);
            assert!(!text.is_empty(), "{refusal:?} has no words in {lang:?}");
            assert_ne!(
                text, internal,
                "{refusal:?} reads as an internal error in {lang:?}"
            );
            assert!(
                !text.contains("unworded refusal") && text != fallback,
                "{refusal:?} falls back to the internal error in {lang:?}: {text}"
            );
        }
    }
}
