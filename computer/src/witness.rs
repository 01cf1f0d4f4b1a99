//! The one place that looks at a whole game to tell a seat what it saw: it copies out
//! the seat's own views, the public part of each report and the notes addressed to the
//! seat, and nothing else. Shells (the bot, the arena) call these; players never get the
//! game.

use crate::knowledge::{Knowledge, Observation, PublicSetup, Refused, LEGAL_LIMIT};
use rules::game::Channel;
use rules::{Game, GameRecord, LogEntry, Report, Seat, SetupError, Viewer};

/// The seat's knowledge of a game that has not started yet.
pub fn first(game: &Game, seat: Seat) -> Result<Knowledge, Refused> {
    starting(game, seat, public_setup(game.record()))
}

fn public_setup(record: &GameRecord) -> PublicSetup {
    PublicSetup::new(
        record.variant,
        record.setup.seats,
        record.setup.options.clone(),
        record.start.clone(),
    )
}

fn starting(game: &Game, seat: Seat, setup: PublicSetup) -> Result<Knowledge, Refused> {
    Knowledge::new(
        setup,
        seat,
        game.view(Viewer::Seat(seat)),
        game.suggest(seat, "", LEGAL_LIMIT),
    )
}

/// What `seat` saw of the action that produced `report`, `game` being the game after it.
pub fn observe(game: &Game, seat: Seat, report: &Report) -> Result<Observation, Refused> {
    let mine: Vec<_> = report
        .private
        .iter()
        .filter(|note| note.to == seat)
        .cloned()
        .collect();
    Observation::new(
        seat,
        report.seat,
        report.public_notation.clone(),
        report.events.clone(),
        &mine,
        game.view(Viewer::Seat(seat)),
        game.suggest(seat, "", LEGAL_LIMIT),
    )
}

/// Why a record could not be turned into a seat's knowledge.
#[derive(Debug)]
pub enum WitnessError {
    Setup(SetupError),
    Refused(Refused),
    /// A logged command the rules no longer accept (the record is damaged).
    Replay(usize),
}

/// `seat`'s knowledge of the game `record` holds, by replaying it and observing every
/// action as that seat (what the bot does on a restart, or whenever a computer must act).
pub fn from_record(record: &GameRecord, seat: Seat) -> Result<Knowledge, WitnessError> {
    let mut game = match &record.start {
        Some(position) => Game::from_position(record.variant, position),
        None => Game::new(record.variant, record.setup.clone()),
    }
    .map_err(WitnessError::Setup)?;
    let mut knowledge =
        starting(&game, seat, public_setup(record)).map_err(WitnessError::Refused)?;
    for (i, entry) in record.log.iter().enumerate() {
        let report = step(&mut game, entry).ok_or(WitnessError::Replay(i))?;
        let observation = observe(&game, seat, &report).map_err(WitnessError::Refused)?;
        knowledge
            .observe(observation)
            .map_err(WitnessError::Refused)?;
    }
    Ok(knowledge)
}

/// Replays one logged command, returning its report (an abort has none of its own: it
/// is reported as its public word alone).
/// A stand-in's action replays as one ([`Game::play_stand_in`]).
fn step(game: &mut Game, entry: &LogEntry) -> Option<Report> {
    let (seat, text) = (entry.seat, entry.text.as_str());
    if entry.stand_in {
        return game.play_stand_in(seat, text).ok();
    }
    match text {
        "abort" => {
            game.replay_one(seat, text).ok()?;
            Some(Report::new(seat, "abort"))
        }
        "timeout" => game.timeout(seat).ok(),
        _ => game.play(seat, text, Channel::Private).ok(),
    }
}
