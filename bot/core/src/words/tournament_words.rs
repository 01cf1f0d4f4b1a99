//! The sentences of tournaments: announcements, pairings, standings and refusals.

use super::{duration, mention, say, variant_name, when, Lang};
use crate::tournaments::action::TournamentRefusal;
use rules::VariantId;

/// `T3`: how players write a tournament's id.
pub fn tournament_tag(id: u64) -> String {
    format!("T{id}")
}

fn tag(id: u64) -> (&'static str, String) {
    ("id", tournament_tag(id))
}

/// An entrant: a player's mention, or a team's two joined.
pub fn entrant_name(members: &[u64]) -> String {
    members
        .iter()
        .map(|m| mention(*m))
        .collect::<Vec<_>>()
        .join(" & ")
}

pub fn format_name(lang: Lang, round_robin: bool) -> String {
    if round_robin {
        say(lang, "tournament-format-round-robin", &[])
    } else {
        say(lang, "tournament-format-swiss", &[])
    }
}

pub struct Announcement<'a> {
    pub id: u64,
    pub variant: VariantId,
    pub round_robin: bool,
    pub rounds: Option<usize>,
    pub per_move: u64,
    pub creator: u64,
    pub starts: Option<u64>,
    pub teams: bool,
    pub extra: &'a str,
}

pub fn tournament_created(lang: Lang, a: &Announcement) -> String {
    let rounds = a.rounds.map_or_else(|| "-".to_string(), |r| r.to_string());
    let mut lines = vec![say(
        lang,
        "tournament-created",
        &[
            tag(a.id),
            ("creator", mention(a.creator)),
            ("variant", variant_name(lang, a.variant)),
            ("format", format_name(lang, a.round_robin)),
            ("rounds", rounds),
            ("deadline", duration(lang, a.per_move)),
        ],
    )];
    if let Some(at) = a.starts {
        lines.push(say(lang, "tournament-starts-at", &[("at", when(at))]));
    }
    if a.teams {
        lines.push(say(lang, "tournament-join-teams", &[tag(a.id)]));
    } else {
        lines.push(say(lang, "tournament-join-how", &[tag(a.id)]));
    }
    if !a.extra.is_empty() {
        lines.push(a.extra.to_string());
    }
    lines.join("\n")
}

pub fn tournament_joined(lang: Lang, id: u64, who: &str, count: usize) -> String {
    say(
        lang,
        "tournament-joined",
        &[
            tag(id),
            ("who", who.to_string()),
            ("count", count.to_string()),
        ],
    )
}

pub fn tournament_left(lang: Lang, id: u64, who: &str) -> String {
    say(
        lang,
        "tournament-left",
        &[tag(id), ("who", who.to_string())],
    )
}

pub fn tournament_started(lang: Lang, id: u64, entrants: usize, rounds: usize) -> String {
    say(
        lang,
        "tournament-started",
        &[
            tag(id),
            ("count", entrants.to_string()),
            ("rounds", rounds.to_string()),
        ],
    )
}

pub fn tournament_round(lang: Lang, id: u64, round: usize, rounds: usize, due: u64) -> String {
    say(
        lang,
        "tournament-round",
        &[
            tag(id),
            ("round", round.to_string()),
            ("rounds", rounds.to_string()),
            ("due", when(due)),
        ],
    )
}

pub fn tournament_board(lang: Lang, white: &str, black: &str, game: u64) -> String {
    say(
        lang,
        "tournament-board",
        &[
            ("white", white.to_string()),
            ("black", black.to_string()),
            ("game", game.to_string()),
        ],
    )
}

pub fn tournament_forfeit(lang: Lang, winner: &str, loser: &str) -> String {
    say(
        lang,
        "tournament-forfeit",
        &[("winner", winner.to_string()), ("loser", loser.to_string())],
    )
}

pub fn tournament_bye(lang: Lang, who: &str) -> String {
    say(lang, "tournament-bye", &[("who", who.to_string())])
}

pub fn tournament_withdrawn(lang: Lang, id: u64, who: &str) -> String {
    say(
        lang,
        "tournament-withdrawn",
        &[tag(id), ("who", who.to_string())],
    )
}

pub fn tournament_cancelled(lang: Lang, id: u64, by: u64) -> String {
    say(
        lang,
        "tournament-cancelled",
        &[tag(id), ("by", mention(by))],
    )
}

pub fn tournament_deadline_passed(lang: Lang, id: u64, round: usize) -> String {
    say(
        lang,
        "tournament-deadline-passed",
        &[tag(id), ("round", round.to_string())],
    )
}

pub fn tournament_double_loss(lang: Lang, game: u64) -> String {
    say(
        lang,
        "tournament-double-loss",
        &[("game", game.to_string())],
    )
}

pub fn tournament_no_pairing(lang: Lang, id: u64) -> String {
    say(lang, "tournament-no-pairing", &[tag(id)])
}

pub fn tournament_final(lang: Lang, id: u64, winner: &str) -> String {
    say(
        lang,
        "tournament-final",
        &[tag(id), ("winner", winner.to_string())],
    )
}

pub fn tournament_standings_title(
    lang: Lang,
    id: u64,
    variant: VariantId,
    round: usize,
    rounds: usize,
) -> String {
    say(
        lang,
        "tournament-standings-title",
        &[
            tag(id),
            ("variant", variant_name(lang, variant)),
            ("round", round.to_string()),
            ("rounds", rounds.to_string()),
        ],
    )
}

/// One line of the standings as text.
pub struct StandingLine {
    pub place: usize,
    pub who: String,
    pub points: String,
    pub buchholz: String,
    pub sonneborn_berger: String,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub withdrawn: bool,
}

pub fn tournament_standing_line(lang: Lang, line: &StandingLine) -> String {
    let text = say(
        lang,
        "tournament-standings-row",
        &[
            ("place", line.place.to_string()),
            ("who", line.who.clone()),
            ("points", line.points.clone()),
            ("buchholz", line.buchholz.clone()),
            ("sb", line.sonneborn_berger.clone()),
            ("wins", line.wins.to_string()),
            ("draws", line.draws.to_string()),
            ("losses", line.losses.to_string()),
        ],
    );
    if line.withdrawn {
        format!("{text} {}", say(lang, "tournament-withdrawn-mark", &[]))
    } else {
        text
    }
}

/// The column heads of the standings image, in order: place, entrant, points, wins /
/// draws / losses, Buchholz, Sonneborn–Berger.
pub fn tournament_columns(lang: Lang) -> [String; 6] {
    [
        say(lang, "tournament-col-place", &[]),
        say(lang, "tournament-col-entrant", &[]),
        say(lang, "tournament-col-points", &[]),
        say(lang, "tournament-col-record", &[]),
        say(lang, "tournament-col-buchholz", &[]),
        say(lang, "tournament-col-sb", &[]),
    ]
}

pub fn tournament_no_entrants(lang: Lang, id: u64) -> String {
    say(lang, "tournament-no-entrants", &[tag(id)])
}

pub fn tournament_refusal(lang: Lang, why: &TournamentRefusal) -> String {
    match why {
        TournamentRefusal::InChannel => say(lang, "tournament-refuse-in-channel", &[]),
        TournamentRefusal::Variant(v) => {
            say(lang, "tournament-refuse-variant", &[("variant", v.clone())])
        }
        TournamentRefusal::BadFormat(f) => {
            say(lang, "tournament-refuse-format", &[("format", f.clone())])
        }
        TournamentRefusal::BadStart(s) => {
            say(lang, "tournament-refuse-start", &[("text", s.clone())])
        }
        TournamentRefusal::TooManyForRoundRobin(max) => say(
            lang,
            "tournament-refuse-round-robin-size",
            &[("max", max.to_string())],
        ),
        TournamentRefusal::NoTournament => say(lang, "tournament-refuse-none", &[]),
        TournamentRefusal::NoSuchTournament(id) => {
            say(lang, "tournament-refuse-no-such", &[tag(*id)])
        }
        TournamentRefusal::Ambiguous(ids) => {
            let ids: Vec<String> = ids.iter().map(|id| tournament_tag(*id)).collect();
            say(
                lang,
                "tournament-refuse-ambiguous",
                &[("ids", ids.join(", "))],
            )
        }
        TournamentRefusal::NotRegistering(id) => {
            say(lang, "tournament-refuse-not-registering", &[tag(*id)])
        }
        TournamentRefusal::NotRunning(id) => {
            say(lang, "tournament-refuse-not-running", &[tag(*id)])
        }
        TournamentRefusal::AlreadyIn(id) => say(lang, "tournament-refuse-already-in", &[tag(*id)]),
        TournamentRefusal::NotIn(id) => say(lang, "tournament-refuse-not-in", &[tag(*id)]),
        TournamentRefusal::Full(id) => say(lang, "tournament-refuse-full", &[tag(*id)]),
        TournamentRefusal::NeedsPartner => say(lang, "tournament-refuse-needs-partner", &[]),
        TournamentRefusal::NoPartnerHere => say(lang, "tournament-refuse-no-partner", &[]),
        TournamentRefusal::AdminsOnly => say(lang, "tournament-refuse-admins-only", &[]),
        TournamentRefusal::NotCreator(id) => {
            say(lang, "tournament-refuse-not-creator", &[tag(*id)])
        }
        TournamentRefusal::TooFew(min) => say(
            lang,
            "tournament-refuse-too-few",
            &[("min", min.to_string())],
        ),
    }
}
