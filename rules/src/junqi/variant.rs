//! The army-chess family on the common seam: five variant ids over one engine.
//!
//! Everything here translates: options into [`Rules`], engine events into report events
//! and catalogue messages, [`Junqi::seen`] into a [`View`]. No rule lives here.

use super::board::Pos;
use super::error::FAMILY;
use super::piece::Kind;
use super::setup::Position;
use super::{Action, Command, DeployTimeout, Junqi, JunqiError, Mode, MoveTimeout, Phase, Rules};
use crate::error::{RuleError, SetupError};
use crate::message::Message;
use crate::report::Report;
use crate::seat::{Seat, Viewer};
use crate::status::Status;
use crate::variant::{
    DrawLapse, OptionSpec, Policy, Positioned, PrivateInPublic, Setup, TimeoutRule, Variant,
    VariantInfo,
};
use crate::view::View;
use serde::{Deserialize, Serialize};

const CATALOGUES: &[(&str, &str)] = &[
    ("en", include_str!("../../../data/junqi/locales/en.ftl")),
    (
        "zh-CN",
        include_str!("../../../data/junqi/locales/zh-CN.ftl"),
    ),
    (
        "zh-TW",
        include_str!("../../../data/junqi/locales/zh-TW.ftl"),
    ),
];

const ON_TIMEOUT: OptionSpec =
    OptionSpec::rules("on_timeout", &["skip", "forfeit", "computer"], "skip");
const MAX_SKIPS: OptionSpec = OptionSpec::rules("max_skips", &["0", "1", "2", "3", "4", "5"], "2");
/// The phase named for the clock: deployment (§4.6), which `deploy_deadline` may time.
const DEPLOY_PHASE: &str = "deploy";
/// The deployment's own deadline (`12h`, `1d`), read by the referee's clock.
const DEPLOY_DEADLINE: OptionSpec = OptionSpec::phase_deadline("deploy_deadline", DEPLOY_PHASE);
/// §4.6: `default` would publish a hidden army, so only `junqi-open` offers it; the
/// hidden modes refuse it at `/play` like any value they do not take.
const ON_DEPLOY_TIMEOUT: OptionSpec = OptionSpec::rules(
    "on_deploy_timeout",
    &["random", "forfeit", "computer"],
    "random",
);
const ON_DEPLOY_TIMEOUT_OPEN: OptionSpec = OptionSpec::rules(
    "on_deploy_timeout",
    &["random", "default", "forfeit", "computer"],
    "random",
);
const ALLY_VIEW: OptionSpec = OptionSpec::rules("ally_view", &["hidden", "open"], "hidden");
const FANQI_FLAG: OptionSpec = OptionSpec::rules("fanqi_flag", &["capture", "carry"], "capture");

const fn info(
    id: &'static str,
    aliases: &'static [&'static str],
    seats: usize,
    seat_names: &'static [&'static str],
    teams: &'static [&'static [u8]],
    options: &'static [OptionSpec],
) -> VariantInfo {
    VariantInfo {
        id,
        family: FAMILY,
        aliases,
        min_seats: seats,
        max_seats: seats,
        seat_names,
        teams,
        hidden: true,
        options,
        timeout: TimeoutRule::Rules,
        // §8.6: a private command typed in a shared channel gets no reply at all.
        private_in_public: PrivateInPublic::Ignore,
        draw_lapse: DrawLapse::AnyPly,
        listed: true,
        catalogues: CATALOGUES,
        piece_page,
        board_style: include_str!("../../../data/junqi/board-style.json"),
    }
}

/// The five modes (§0). `fanqi` seats are named by challenge order: P1 is drawn (§7.2).
pub static VARIANTS: &[VariantInfo] = &[
    info(
        "junqi-siguo",
        &["四国军棋", "四國軍棋", "siguo", "junqi4"],
        4,
        &["south", "east", "north", "west"],
        &[&[0, 2], &[1, 3]],
        &[
            ALLY_VIEW,
            ON_TIMEOUT,
            MAX_SKIPS,
            ON_DEPLOY_TIMEOUT,
            DEPLOY_DEADLINE,
        ],
    ),
    info(
        "junqi-liangguo",
        &["两国军棋", "兩國軍棋", "liangguo"],
        2,
        &["south", "north"],
        &[],
        &[ON_TIMEOUT, MAX_SKIPS, ON_DEPLOY_TIMEOUT, DEPLOY_DEADLINE],
    ),
    info(
        "junqi-anqi",
        &["暗棋", "陆战棋", "陸戰棋", "anqi"],
        2,
        &["south", "north"],
        &[],
        &[ON_TIMEOUT, MAX_SKIPS, ON_DEPLOY_TIMEOUT, DEPLOY_DEADLINE],
    ),
    info(
        "junqi-open",
        &["明棋", "junqi-mingqi"],
        2,
        &["south", "north"],
        &[],
        &[
            ON_TIMEOUT,
            MAX_SKIPS,
            ON_DEPLOY_TIMEOUT_OPEN,
            DEPLOY_DEADLINE,
        ],
    ),
    info(
        "junqi-fanqi",
        &["翻棋", "fanqi"],
        2,
        &["challenger", "opponent"],
        &[],
        &[FANQI_FLAG, ON_TIMEOUT, MAX_SKIPS],
    ),
];

/// The `/rules` page of a piece named by code, Chinese name or id.
fn piece_page(name: &str) -> Option<String> {
    Kind::from_name(name).map(|k| format!("junqi-page-{}", k.id()))
}

fn mode_of(info: &VariantInfo) -> Result<Mode, SetupError> {
    info.id
        .strip_prefix("junqi-")
        .and_then(Mode::from_id)
        .ok_or_else(|| SetupError(format!("{} is not an army-chess mode", info.id)))
}

pub(super) fn info_of(mode: Mode) -> &'static VariantInfo {
    let i = Mode::ALL.iter().position(|m| *m == mode).unwrap_or(0);
    &VARIANTS[i.min(VARIANTS.len() - 1)]
}

fn rules_from(mode: Mode, setup: &Setup) -> Result<Rules, SetupError> {
    info_of(mode).check_options(&setup.options)?;
    let get = |key: &str| setup.options.get(key).map(String::as_str);
    let on_deploy_timeout = match get("on_deploy_timeout") {
        Some("forfeit") => DeployTimeout::Forfeit,
        // Only `junqi-open` lists `default`; `check_options` refused it elsewhere.
        Some("default") => DeployTimeout::Default,
        Some("computer") => DeployTimeout::Computer,
        _ => DeployTimeout::Random,
    };
    Ok(Rules {
        ally_view_open: get("ally_view") == Some("open"),
        fanqi_carry: get("fanqi_flag") == Some("carry"),
        on_deploy_timeout,
        on_timeout: match get("on_timeout") {
            Some("forfeit") => MoveTimeout::Forfeit,
            Some("computer") => MoveTimeout::Computer,
            _ => MoveTimeout::Skip,
        },
        max_skips: get("max_skips").and_then(|v| v.parse().ok()).unwrap_or(2),
    })
}

/// One army-chess game on the seam.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArmyChess {
    pub(super) engine: Junqi,
}

impl ArmyChess {
    pub fn engine(&self) -> &Junqi {
        &self.engine
    }

    /// Wrap an engine state (tests: two games a viewer must not tell apart).
    pub fn from_engine(engine: Junqi) -> ArmyChess {
        ArmyChess { engine }
    }
}

impl Variant for ArmyChess {
    type Action = Action;
    const FAMILY: &'static str = FAMILY;
    const VARIANTS: &'static [VariantInfo] = VARIANTS;
    const POLICY: Policy<Self> = Policy {
        refuse_sender: Some(refuse_sender),
        phase: Some(|game| (game.engine.phase() == &Phase::Deploying).then_some(DEPLOY_PHASE)),
        saved_setups: Some(&super::saved::LAYOUTS),
        revealed_view: Some(|game| game.revealed_picture()),
        stand_in_on_timeout: Some(|game, seat| game.engine.stand_in_on_timeout(seat)),
        ..Policy::NONE
    };

    fn new(info: &'static VariantInfo, setup: &Setup) -> Result<Self, SetupError> {
        let mode = mode_of(info)?;
        if setup.seats != mode.seats() {
            return Err(SetupError(format!(
                "{} needs {} players, not {}",
                info.id,
                mode.seats(),
                setup.seats
            )));
        }
        let rules = rules_from(mode, setup)?;
        Ok(ArmyChess {
            engine: Junqi::new(mode, rules, setup.seed),
        })
    }

    /// The §10.1 `board` format (`S5a=S:38 C9=E:40 …`, `:down` for face-down `fanqi`
    /// pieces), in play with the first seat to move: for tests and analysis.
    fn from_position(
        info: &'static VariantInfo,
        text: &str,
    ) -> Result<Positioned<Self>, SetupError> {
        let mode = mode_of(info)?;
        let pieces = Position::parse_pieces(mode, text).map_err(|e| SetupError(e.0))?;
        let position = Position {
            pieces,
            ..Position::default()
        };
        Junqi::from_position(mode, Rules::default(), position)
            .map(|engine| Positioned {
                state: ArmyChess { engine },
                seats: mode.seats(),
            })
            .map_err(|e| SetupError(e.0))
    }

    fn status(&self) -> Status {
        if let Some(o) = self.outcome() {
            return Status::Finished(o);
        }
        match self.engine.phase() {
            Phase::Deploying => Status::Simultaneous(
                self.engine
                    .alive_seats()
                    .into_iter()
                    .filter(|&s| !self.engine.has_layout(s))
                    .collect(),
            ),
            _ => Status::ToMove(self.engine.turn()),
        }
    }

    fn parse(&self, _seat: Seat, text: &str) -> Result<Action, RuleError> {
        match self.engine.parse(text) {
            Ok(Command::Board) | Err(JunqiError::Syntax) => {
                Err(RuleError::new("E_SYNTAX", Message::new("E_SYNTAX")))
            }
            Ok(command) => Action::from_command(command)
                .ok_or_else(|| RuleError::new("E_SYNTAX", Message::new("E_SYNTAX"))),
            Err(e) => Err(e.refusal()),
        }
    }

    fn format(&self, action: &Action) -> String {
        self.engine.format(action)
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Report, RuleError> {
        let out = self
            .engine
            .apply(seat, action)
            .map_err(JunqiError::refusal)?;
        // A layout never appears in public, nor which posts a swap exchanged: the log's
        // public text is the outline.
        let public = match action {
            Action::Deploy(_) | Action::Swap { .. } => "deploy".to_string(),
            other => self.engine.format(other),
        };
        Ok(self.report(seat, public, out))
    }

    fn apply_stand_in(&mut self, seat: Seat, action: &Action) -> Result<Report, RuleError> {
        let out = self
            .engine
            .apply_stand_in(seat, action)
            .map_err(JunqiError::refusal)?;
        let public = match action {
            Action::Deploy(_) | Action::Swap { .. } => "deploy".to_string(),
            other => self.engine.format(other),
        };
        Ok(self.report(seat, public, out))
    }

    fn legal(&self, seat: Seat) -> Vec<Action> {
        self.engine.legal(seat)
    }

    fn suggest(&self, seat: Seat, typed: &str, limit: usize) -> Vec<String> {
        self.engine.suggest(seat, typed, limit)
    }

    fn view(&self, viewer: Viewer) -> View {
        self.picture(viewer)
    }

    fn forfeit(&mut self, seat: Seat, reason: &str) -> Report {
        let result = if reason == "resign" {
            self.engine.apply(seat, &Action::Resign)
        } else {
            self.engine.forfeit(seat)
        };
        match result {
            Ok(out) => self.report(seat, reason.to_string(), out),
            Err(_) => Report::new(seat, reason),
        }
    }

    fn on_timeout(&mut self, seat: Seat) -> Report {
        let out = self.engine.on_timeout(seat);
        self.report(seat, "timeout".to_string(), out)
    }

    fn agree_draw(&mut self) -> Report {
        let out = self.engine.agree_draw();
        self.report(self.engine.turn(), "draw".to_string(), out)
    }

    fn active_seats(&self) -> Vec<Seat> {
        self.engine.alive_seats()
    }

    fn hint(&self, seat: Seat, at: &str) -> Result<Vec<usize>, RuleError> {
        let p = super::notation::resolve(self.engine.board(), at.trim())
            .map_err(JunqiError::refusal)?;
        Ok(self
            .engine
            .destinations(seat, p)
            .into_iter()
            .map(Pos::index)
            .collect())
    }

    fn is_private(&self, action: &Action) -> bool {
        match action {
            Action::Deploy(_) | Action::Swap { .. } => true,
            Action::Move { .. } | Action::Flip(_) => self.engine.mode().hidden(),
            Action::Resign | Action::Draw => false,
        }
    }
}

/// §9.4: after the syntax checks, a seat no longer in the game (check 3), then any
/// command after the end (check 5).
fn refuse_sender(game: &ArmyChess, seat: Seat) -> Option<RuleError> {
    if !game.engine.is_alive(seat) {
        Some(JunqiError::NotInGame.refusal())
    } else if game.engine.is_over() {
        Some(JunqiError::WrongPhase.refusal())
    } else {
        None
    }
}
