//! A game of any variant: its family's rules, the action log, replay,
//! and the commands every variant shares (resign, draw offers).
//!
//! Every typed action is tidied once here ([`tidy`]) before a family reads it, and every
//! refusal leaves here carrying the family that said it ([`RuleError::family`]).

use crate::error::{codes, RuleError, SetupError, SetupRefusal};
use crate::message::Message;
use crate::meta::MetaWord;
use crate::notation::tidy;
use crate::registry::{self, State};
use crate::report::{Event, Report};
use crate::seat::{Seat, Viewer};
use crate::status::{Outcome, Status};
use crate::variant::{DrawLapse, OptionSpec, Setup};
use crate::variant_id::VariantId;
use crate::view::View;
use crate::words::{Locale, Words};
use serde::{Deserialize, Serialize};

/// Where a command came from: private actions (deployment, hidden troops) are accepted only by DM.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Channel {
    Public,
    Private,
}

/// One accepted command, as stored. `text` is canonical and replays to the same state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntry {
    pub seat: Seat,
    pub text: String,
    /// What everyone may see of it (`hide` without its cell); this is what `/history` shows.
    pub public: String,
    /// Sent privately (a deployment, a hidden troop): not a public ply.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub private: bool,
    /// The computer chose it for the seat while its person was absent (a stand-in: a
    /// missed deadline under army chess's `on_timeout=computer`, or `/away`). Replayed as
    /// the family replays a stand-in's action ([`Game::play_stand_in`]).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub stand_in: bool,
}

/// What is stored for a game: replaying it reproduces the state exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub variant: VariantId,
    pub setup: Setup,
    /// Start position string, when the game did not start from the standard layout.
    pub start: Option<String>,
    pub log: Vec<LogEntry>,
}

/// What the log holds for an abort and a timeout (replayed, never typed).
const ABORT: &str = "abort";
const TIMEOUT: &str = "timeout";

impl LogEntry {
    /// Whether this entry is one of the family's own actions (a move, a deployment…), not
    /// a shared command, an abort or a timeout.
    pub fn is_family_action(&self) -> bool {
        !MetaWord::is_logged(&self.text) && self.text != ABORT && self.text != TIMEOUT
    }
}

/// A setup refusal in English, for paths that report setup errors as text (records,
/// analysis tools); players read it in their language from the refusal itself.
fn in_english(refusal: SetupRefusal) -> SetupError {
    let english = Words::new(registry::catalogues()).ok().map(|words| {
        let seat = |s: Seat| format!("{}", s.0 + 1);
        words.format(refusal.family, Locale::En, &refusal.message, &seat)
    });
    SetupError(english.unwrap_or_else(|| refusal.to_string()))
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Game {
    record: GameRecord,
    state: State,
    /// Seats with a pending draw offer.
    draw_offers: Vec<Seat>,
    /// Set when the game was ended from outside the rules (abort).
    ended: Option<Outcome>,
}

impl Game {
    pub fn new(variant: VariantId, setup: Setup) -> Result<Game, SetupError> {
        let info = variant.info();
        info.check_seats(setup.seats).map_err(in_english)?;
        info.check_options(&setup.options).map_err(in_english)?;
        let state = State::new(info, &setup)?;
        Ok(Game::from_parts(variant, setup, None, state))
    }

    /// A game from a position string (tests, bug reports, analysis).
    pub fn from_position(variant: VariantId, position: &str) -> Result<Game, SetupError> {
        let (state, seats) = State::from_position(variant.info(), position)?;
        let setup = Setup {
            seats,
            options: Default::default(),
            seed: 0,
        };
        Ok(Game::from_parts(
            variant,
            setup,
            Some(position.to_string()),
            state,
        ))
    }

    fn from_parts(variant: VariantId, setup: Setup, start: Option<String>, state: State) -> Game {
        Game {
            record: GameRecord {
                variant,
                setup,
                start,
                log: Vec::new(),
            },
            state,
            draw_offers: Vec::new(),
            ended: None,
        }
    }

    /// Rebuild a game from its record, replaying every logged command.
    pub fn replay(record: &GameRecord) -> Result<Game, SetupError> {
        let mut game = match &record.start {
            Some(pos) => {
                let mut g = Game::from_position(record.variant, pos)?;
                g.record.setup = record.setup.clone();
                g
            }
            None => Game::new(record.variant, record.setup.clone())?,
        };
        for (i, entry) in record.log.iter().enumerate() {
            game.replay_entry(entry).map_err(|e| {
                SetupError(format!(
                    "log entry {} ({:?}) refused: {}",
                    i + 1,
                    entry.text,
                    e
                ))
            })?;
        }
        Ok(game)
    }

    /// Apply one log entry as replay does: a stand-in's action as a stand-in's, anything
    /// else as [`Game::replay_one`].
    pub fn replay_entry(&mut self, entry: &LogEntry) -> Result<(), RuleError> {
        match entry.stand_in {
            true => self.play_stand_in(entry.seat, &entry.text).map(drop),
            false => self.replay_one(entry.seat, &entry.text),
        }
    }

    /// Apply one logged command as replay does (`abort` and `timeout` included): what a
    /// tool stepping through an exported record calls once per line.
    pub fn replay_one(&mut self, seat: Seat, text: &str) -> Result<(), RuleError> {
        match text {
            ABORT => {
                if self.status().is_finished() {
                    return Err(RuleError::game_over().in_family(self.family()));
                }
                self.abort();
                Ok(())
            }
            TIMEOUT => self.timeout(seat).map(drop),
            text => self.play(seat, text, Channel::Private).map(drop),
        }
    }

    /// Whether the game ended with a result the rules know of, so its views show every
    /// secret. An aborted game never reached a result and keeps its secrets.
    pub fn is_revealed(&self) -> bool {
        self.ended.is_none() && self.status().is_finished()
    }

    /// The family whose rules this game follows (its catalogue words the game).
    pub fn family(&self) -> &'static str {
        self.record.variant.info().family
    }

    pub fn record(&self) -> &GameRecord {
        &self.record
    }
    pub fn variant(&self) -> VariantId {
        self.record.variant
    }
    pub fn seats(&self) -> usize {
        self.record.setup.seats
    }
    pub fn state(&self) -> &State {
        &self.state
    }

    pub fn status(&self) -> Status {
        match &self.ended {
            Some(o) => Status::Finished(o.clone()),
            None => self.state.rules().status(),
        }
    }

    pub fn position(&self) -> Option<String> {
        self.state.rules().position()
    }

    /// The phase the game is in, for a family that names the phases a mode may time on
    /// their own ([`crate::Policy::phase`]).
    pub fn phase(&self) -> Option<&'static str> {
        if self.status().is_finished() {
            return None;
        }
        self.state.rules().phase()
    }

    /// The option of this game's mode that times the phase the game is in now, if any
    /// (an [`crate::OptionKind::PhaseDeadline`]); the clock reads its value from the set-up.
    pub fn phase_deadline(&self) -> Option<&'static OptionSpec> {
        let phase = self.phase()?;
        self.variant().info().phase_deadline(phase)
    }

    /// The set-up `report` (an accepted action of this game) submitted, when the family
    /// keeps saved set-ups: what saving "the last one" keeps. Never public.
    pub fn submitted_setup(&self, report: &Report) -> Option<String> {
        let saved = self.variant().info().saved_setups()?;
        (saved.submitted)(report)
    }

    pub fn pending_draw_offers(&self) -> &[Seat] {
        &self.draw_offers
    }

    /// Seats still in the game (a draw by agreement needs all of them).
    pub fn active_seats(&self) -> Vec<Seat> {
        self.state.rules().active_seats()
    }

    /// Parse and apply one command from `seat`. Nothing changes on error. The text is
    /// tidied first ([`tidy`]), so every family reads `Ａ４ － ａ５` as `a4-a5`.
    pub fn play(&mut self, seat: Seat, text: &str, channel: Channel) -> Result<Report, RuleError> {
        let family = self.family();
        self.play_tidy(seat, &tidy(text), channel)
            .map_err(|e| e.in_family(family))
    }

    fn play_tidy(&mut self, seat: Seat, text: &str, channel: Channel) -> Result<Report, RuleError> {
        if seat.index() >= self.seats() {
            return Err(RuleError::code(codes::NOT_A_PLAYER));
        }
        // A family that orders its checks by its spec refuses the sender after the syntax.
        let refused = self.state.rules().refuse_sender(seat);
        let finished = self.status().is_finished();
        if finished && refused.is_none() {
            return Err(RuleError::game_over());
        }
        // `board` is a reply, not an action: it goes on to the family, whose spec says
        // how it is refused.
        if let Some(meta) = MetaWord::parse(text).filter(|w| w.is_action()) {
            if let Some(e) = refused {
                return Err(e);
            }
            let report = self.meta(seat, meta)?;
            let logged = meta.canonical().to_string();
            self.log(seat, logged.clone(), logged, false);
            return Ok(report);
        }
        let (report, canonical, private) =
            self.state
                .rules_mut()
                .play(seat, text, channel == Channel::Private, refused)?;
        self.lapse_draw_offers(seat);
        self.log(seat, canonical, report.public_notation.clone(), private);
        Ok(report)
    }

    /// Whether `text` parses as an action that must be sent privately (for a shell deciding
    /// how to treat it in a shared channel). Never applies anything.
    pub fn needs_privacy(&self, seat: Seat, text: &str) -> bool {
        let text = tidy(text);
        if MetaWord::parse(&text).is_some() {
            return false;
        }
        self.state.rules().needs_privacy(seat, &text)
    }

    /// Pending offers lapse as the variant says once `seat` has acted.
    fn lapse_draw_offers(&mut self, seat: Seat) {
        match self.record.variant.info().draw_lapse {
            DrawLapse::AnyPly => self.draw_offers.clear(),
            DrawLapse::OffererActs => self.draw_offers.retain(|&s| s != seat),
            DrawLapse::OpponentActs => {
                if !self.draw_offers.contains(&seat) {
                    self.draw_offers.clear();
                }
            }
        }
    }

    fn log(&mut self, seat: Seat, text: String, public: String, private: bool) {
        self.record.log.push(LogEntry {
            seat,
            text,
            public,
            private,
            stand_in: false,
        });
    }

    /// Whether the deadline `seat` just missed asks for a stand-in (see
    /// [`crate::Policy::stand_in_on_timeout`]) rather than [`Game::timeout`].
    pub fn stand_in_on_timeout(&self, seat: Seat) -> bool {
        !self.status().is_finished() && self.state.rules().stand_in_on_timeout(seat)
    }

    /// Apply an action the computer chose for `seat` while its person was absent, as an
    /// ordinary action of that seat (the family may keep some count apart, army chess
    /// §5.7), logged with the stand-in mark. A stand-in only moves: the shared commands
    /// (resign, draw offers and answers) are refused, for those are the person's to give.
    pub fn play_stand_in(&mut self, seat: Seat, text: &str) -> Result<Report, RuleError> {
        let family = self.family();
        let text = tidy(text);
        if seat.index() >= self.seats() {
            return Err(RuleError::code(codes::NOT_A_PLAYER).in_family(family));
        }
        if MetaWord::parse(&text).is_some() {
            return Err(RuleError::code(codes::UNSUPPORTED).in_family(family));
        }
        if self.status().is_finished() {
            return Err(RuleError::game_over().in_family(family));
        }
        let (report, canonical, private) = self
            .state
            .rules_mut()
            .play_stand_in(seat, &text)
            .map_err(|e| e.in_family(family))?;
        self.lapse_draw_offers(seat);
        self.record.log.push(LogEntry {
            seat,
            text: canonical,
            public: report.public_notation.clone(),
            private,
            stand_in: true,
        });
        Ok(report)
    }

    fn meta(&mut self, seat: Seat, meta: MetaWord) -> Result<Report, RuleError> {
        let others_offered = self.draw_offers.iter().any(|&s| s != seat);
        match meta {
            MetaWord::Resign => Ok(self.state.rules_mut().forfeit(seat, "resign")),
            MetaWord::DrawOffer | MetaWord::DrawAccept => {
                if meta == MetaWord::DrawAccept && !others_offered {
                    return Err(RuleError::code(codes::NO_DRAW_OFFER));
                }
                if !self.draw_offers.contains(&seat) {
                    self.draw_offers.push(seat);
                }
                let active = self.state.rules().active_seats();
                if active.iter().all(|s| self.draw_offers.contains(s)) {
                    self.draw_offers.clear();
                    return Ok(self.state.rules_mut().agree_draw());
                }
                let mut report = Report::new(seat, meta.canonical());
                report.push(Event::DrawOffered { by: seat });
                Ok(report)
            }
            MetaWord::DrawDecline => {
                if !others_offered {
                    return Err(RuleError::code(codes::NO_DRAW_OFFER));
                }
                self.draw_offers.clear();
                let mut report = Report::new(seat, meta.canonical());
                report.push(Event::DrawDeclined { by: seat });
                Ok(report)
            }
            // Never reaches here (not an action); a family refuses it by its own spec.
            MetaWord::Board => Err(RuleError::code(codes::UNSUPPORTED)),
        }
    }

    /// End the game with no result (abort by consent or before it really began).
    pub fn abort(&mut self) {
        if self.ended.is_none() && !self.status().is_finished() {
            self.ended = Some(Outcome::draw("abort"));
            self.log(Seat(0), ABORT.to_string(), ABORT.to_string(), false);
        }
    }

    /// `seat` ran out of time: the variant's timeout rule applies (by default it forfeits).
    /// Logged, so it replays.
    pub fn timeout(&mut self, seat: Seat) -> Result<Report, RuleError> {
        if self.status().is_finished() {
            return Err(RuleError::game_over().in_family(self.family()));
        }
        let report = self.state.rules_mut().on_timeout(seat);
        self.lapse_draw_offers(seat);
        self.log(seat, TIMEOUT.to_string(), TIMEOUT.to_string(), false);
        Ok(report)
    }

    /// `seat` forfeits outright (the challenge's `expiry:forfeit` for a family whose
    /// spec defines no timeout). Logged as a resignation.
    pub fn forfeit(&mut self, seat: Seat) -> Result<Report, RuleError> {
        self.play(seat, MetaWord::Resign.canonical(), Channel::Private)
    }

    /// Legal commands of `seat`, in canonical notation (tests, perft, analysis).
    pub fn legal(&self, seat: Seat) -> Vec<String> {
        if self.status().is_finished() {
            return Vec::new();
        }
        self.state.rules().legal(seat)
    }

    /// At most `limit` commands of `seat` starting with `typed` (autocomplete, `/mine`).
    pub fn suggest(&self, seat: Seat, typed: &str, limit: usize) -> Vec<String> {
        if self.status().is_finished() || limit == 0 {
            return Vec::new();
        }
        self.state.rules().suggest(seat, typed, limit)
    }

    pub fn view(&self, viewer: Viewer) -> View {
        self.state.rules().view(viewer)
    }

    /// How a replay of `whole` draws this position, one `whole` went through: with every
    /// identity shown when `whole` ended with a result (its secrets are public then),
    /// otherwise as a spectator sees it. The one way to draw the secrets of a position
    /// in play, so a game in play or aborted never shows them, nor does a position that
    /// is not `whole`'s.
    pub fn replay_view(&self, whole: &Game) -> View {
        if whole.is_revealed() && self.is_position_of(whole) {
            self.state.rules().revealed_view()
        } else {
            self.view(Viewer::Spectator)
        }
    }

    /// Whether `whole` went through this position: the same game, and its first actions
    /// (by seat and canonical text, what replay reads) are this position's.
    fn is_position_of(&self, whole: &Game) -> bool {
        let (mine, theirs) = (&self.record, &whole.record);
        mine.variant == theirs.variant
            && mine.setup == theirs.setup
            && mine.start == theirs.start
            && mine.log.len() <= theirs.log.len()
            && mine
                .log
                .iter()
                .zip(&theirs.log)
                .all(|(a, b)| a.seat == b.seat && a.text == b.text)
    }

    pub fn hint(&self, seat: Seat, at: &str) -> Result<Vec<usize>, RuleError> {
        self.state
            .rules()
            .hint(seat, at)
            .map_err(|e| e.in_family(self.family()))
    }

    /// The match score of a record that holds several games (`/games`).
    pub fn match_score(&self) -> Option<Message> {
        self.state.rules().match_score()
    }

    /// What `seat` learnt privately and still holds, worded by the family's catalogue
    /// (see `Policy::held_knowledge`); `None` when it holds nothing or the family keeps
    /// nothing. Only for that seat.
    pub fn held_knowledge(&self, seat: Seat) -> Option<Message> {
        self.state.rules().held_knowledge(seat)
    }

    /// Leaf counts per first move to `depth` plies (perfect-information variants only).
    pub fn perft(&self, depth: u32) -> Result<Vec<(String, u64)>, RuleError> {
        if self.record.variant.info().hidden {
            return Err(RuleError::new(
                codes::UNSUPPORTED,
                Message::new("perft-hidden-information"),
            )
            .in_family(self.family()));
        }
        self.state
            .rules()
            .divide(depth)
            .map_err(|e| e.in_family(self.family()))
    }
}
