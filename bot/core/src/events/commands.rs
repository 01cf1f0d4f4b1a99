//! `/tournament create|join|leave|start|standings|withdraw|cancel` (see
//! `docs/tournaments.md`). The rounds themselves are run by `tournament_rounds`.

use super::Tournaments;
use crate::duration::parse_duration;
use crate::effect::Effect;
use crate::engine::Ctx;
use crate::engine::Handled;
use crate::error::Refusal;
use crate::present::Out;
use crate::tournaments::action::{
    parse_date, TournamentAction, TournamentRefusal as Why, TournamentSettings,
};
use crate::tournaments::{berger, History};
use crate::words;
use referee_storage::tournament_records::{
    Entrant, Format, TournamentEntry, TournamentPhase, TOURNAMENT_VERSION,
};
use rules::VariantId;

/// A tournament needs this many entrants to start.
pub(crate) const MIN_ENTRANTS: usize = 3;
/// Days a round lasts when `round-days` is not given (a Swiss; a round robin played
/// round by round).
pub(crate) const DEFAULT_ROUND_DAYS: u64 = 7;

fn refused(why: Why) -> Refusal {
    Refusal::Tournament(why)
}

/// How many players an entrant of `variant` is: one, or a team of two (four seats).
pub(crate) fn team_size(variant: VariantId) -> Option<usize> {
    let info = variant.info();
    if info.check_seats(2).is_ok() {
        Some(1)
    } else if info.check_seats(4).is_ok() {
        Some(2)
    } else {
        None
    }
}

/// A `/tournament create`'s settings, checked: the game and how the tournament runs.
struct Plan {
    variant: VariantId,
    /// Players an entrant is (see [`team_size`]).
    team: usize,
    format: Format,
    starts: Option<u64>,
    max: Option<usize>,
    round_secs: Option<u64>,
}

impl Plan {
    fn checked(ctx: &Ctx, s: &TournamentSettings) -> Result<Plan, Refusal> {
        let variant = VariantId::parse(&s.variant)
            .ok_or_else(|| Refusal::UnknownVariant(s.variant.clone()))?;
        let team = team_size(variant).ok_or_else(|| refused(Why::Variant(s.variant.clone())))?;
        let format = match s.format.as_deref() {
            None | Some("swiss") => Format::Swiss,
            Some("round-robin") => Format::RoundRobin,
            Some(other) => return Err(refused(Why::BadFormat(other.to_string()))),
        };
        let starts = start_of(ctx, s)?;
        let max = s.max.map(|m| m as usize).filter(|m| *m > 0);
        if format == Format::RoundRobin && max.is_some_and(|m| m > berger::MAX_ENTRANTS) {
            return Err(refused(Why::TooManyForRoundRobin(berger::MAX_ENTRANTS)));
        }
        let round_secs = match (format, s.round_days) {
            (_, Some(days)) if days > 0 => Some(u64::from(days) * 86_400),
            (Format::Swiss, _) => Some(DEFAULT_ROUND_DAYS * 86_400),
            (Format::RoundRobin, _) => None,
        };
        Ok(Plan {
            variant,
            team,
            format,
            starts,
            max,
            round_secs,
        })
    }
}

/// When the tournament starts by itself, if `starts:` says: a date, or a duration from
/// now; either must be in the future.
fn start_of(ctx: &Ctx, s: &TournamentSettings) -> Result<Option<u64>, Refusal> {
    let Some(text) = &s.starts else {
        return Ok(None);
    };
    parse_date(text)
        .or_else(|| parse_duration(text).map(|d| ctx.now().saturating_add(d)))
        .filter(|at| *at > ctx.now())
        .map(Some)
        .ok_or_else(|| refused(Why::BadStart(text.clone())))
}

impl Tournaments<'_> {
    pub(crate) fn tournament(&self, ctx: &Ctx, action: &TournamentAction) -> Handled {
        match action {
            TournamentAction::Create(settings) => self.tournament_create(ctx, settings),
            TournamentAction::Join {
                partner,
                tournament,
            } => self.tournament_join(ctx, partner.as_ref(), *tournament),
            TournamentAction::Leave { tournament } => self.tournament_leave(ctx, *tournament),
            TournamentAction::Start { tournament } => self.tournament_start_now(ctx, *tournament),
            TournamentAction::Standings { tournament } => {
                self.tournament_standings(ctx, *tournament)
            }
            TournamentAction::Withdraw { tournament } => self.tournament_withdraw(ctx, *tournament),
            TournamentAction::Cancel {
                tournament,
                server_manager,
            } => self.tournament_cancel(ctx, *tournament, *server_manager),
        }
    }

    fn tournament_create(&self, ctx: &Ctx, s: &TournamentSettings) -> Handled {
        self.may_create(ctx, s)?;
        let plan = Plan::checked(ctx, s)?;
        let mut entry = self.new_tournament(ctx, s, &plan)?;
        self.store.save_tournament(&mut entry)?;
        let text = words::tournament_created(
            self.users.channel_lang(entry.guild),
            &words::Announcement {
                id: entry.id,
                variant: plan.variant,
                round_robin: plan.format == Format::RoundRobin,
                rounds: (entry.rounds > 0).then_some(entry.rounds),
                per_move: entry.per_move,
                creator: entry.creator,
                starts: plan.starts,
                teams: plan.team == 2,
                extra: "",
            },
        );
        Ok(vec![self.tournament_post(&entry, text)])
    }

    /// Tournaments are made in a server's channel, by its admins where the server
    /// keeps them to admins.
    fn may_create(&self, ctx: &Ctx, s: &TournamentSettings) -> Result<(), Refusal> {
        let place = &ctx.req.place;
        if place.dm {
            return Err(refused(Why::InChannel));
        }
        let admins_only = crate::ranking::server::server_of(self.store, place.guild)
            .is_some_and(|server| server.tournaments_admins_only);
        let admin = s.server_manager || self.config.admins.contains(&ctx.user());
        if admins_only && !admin {
            return Err(refused(Why::AdminsOnly));
        }
        Ok(())
    }

    /// A new tournament open for registration, numbered but not yet saved.
    fn new_tournament(
        &self,
        ctx: &Ctx,
        s: &TournamentSettings,
        plan: &Plan,
    ) -> Result<TournamentEntry, Refusal> {
        let place = &ctx.req.place;
        Ok(TournamentEntry {
            version: TOURNAMENT_VERSION,
            id: self.store.next_tournament_id()?,
            revision: 0,
            guild: place.guild,
            channel: place.channel,
            creator: ctx.user(),
            variant: plan.variant.as_str().to_string(),
            format: plan.format,
            rounds: s.rounds.map_or(0, |r| r as usize),
            per_move: s.deadline_secs.unwrap_or(self.config.default_deadline_secs),
            round_secs: plan.round_secs,
            // Rated where the server keeps ratings, unless made with `rated:false`.
            rated: !s.casual
                && crate::ranking::server::server_of(self.store, place.guild)
                    .is_some_and(|server| server.ratings),
            max: plan.max,
            starts: plan.starts,
            created: ctx.now(),
            phase: TournamentPhase::Registration,
            entrants: Vec::new(),
            history: History::default(),
            games: Vec::new(),
            deadlines: Vec::new(),
        })
    }

    /// The tournament a command means: the one named, else the only open one in this
    /// channel that `fits`.
    pub(crate) fn choose_tournament(
        &self,
        ctx: &Ctx,
        named: Option<u64>,
        fits: impl Fn(&TournamentEntry) -> bool,
    ) -> Result<TournamentEntry, Refusal> {
        if let Some(id) = named {
            return self
                .store
                .tournament(id)?
                .ok_or(refused(Why::NoSuchTournament(id)));
        }
        let mut found = Vec::new();
        for id in self.store.open_tournaments()? {
            if let Ok(Some(t)) = self.store.tournament(id) {
                if t.channel == ctx.req.place.channel && fits(&t) {
                    found.push(t);
                }
            }
        }
        match found.len() {
            0 => Err(refused(Why::NoTournament)),
            1 => found.pop().ok_or(refused(Why::NoTournament)),
            _ => Err(refused(Why::Ambiguous(
                found.iter().map(|t| t.id).collect(),
            ))),
        }
    }

    fn tournament_join(
        &self,
        ctx: &Ctx,
        partner: Option<&referee_storage::ids::User>,
        named: Option<u64>,
    ) -> Handled {
        if ctx.req.place.dm {
            return Err(refused(Why::InChannel));
        }
        let chosen =
            self.choose_tournament(ctx, named, |t| t.phase == TournamentPhase::Registration)?;
        let variant = VariantId::parse(&chosen.variant)
            .ok_or_else(|| Refusal::UnknownVariant(chosen.variant.clone()))?;
        let team = team_size(variant).unwrap_or(1);
        let mut members = vec![ctx.req.user.clone()];
        match (team, partner) {
            (2, Some(p)) if p.id != ctx.user() => {
                let _ = self.users.update_user(p.id, &p.name, |_| false);
                members.push(p.clone());
            }
            (2, _) => return Err(refused(Why::NeedsPartner)),
            (_, Some(_)) => return Err(refused(Why::NoPartnerHere)),
            _ => {}
        }
        let who = words::entrant_name(&members.iter().map(|m| m.id).collect::<Vec<_>>());
        let (count, t) = self.update_tournament(chosen.id, |t| {
            if t.phase != TournamentPhase::Registration {
                return Err(refused(Why::NotRegistering(t.id)));
            }
            if members.iter().any(|m| t.entrant_of(m.id).is_some()) {
                return Err(refused(Why::AlreadyIn(t.id)));
            }
            let cap = match t.format {
                Format::RoundRobin => berger::MAX_ENTRANTS,
                Format::Swiss => usize::MAX,
            };
            if t.entrants.len() >= t.max.unwrap_or(cap).min(cap) {
                return Err(refused(Why::Full(t.id)));
            }
            t.entrants.push(Entrant {
                members: members.clone(),
            });
            Ok(t.entrants.len())
        })?;
        let text = words::tournament_joined(self.users.channel_lang(t.guild), t.id, &who, count);
        Ok(vec![self.tournament_post(&t, text)])
    }

    fn tournament_leave(&self, ctx: &Ctx, named: Option<u64>) -> Handled {
        let user = ctx.user();
        let chosen = self.choose_tournament(ctx, named, |t| {
            t.phase == TournamentPhase::Registration && t.entrant_of(user).is_some()
        })?;
        let (who, t) = self.update_tournament(chosen.id, |t| {
            if t.phase != TournamentPhase::Registration {
                return Err(refused(Why::NotRegistering(t.id)));
            }
            let at = t.entrant_of(user).ok_or(refused(Why::NotIn(t.id)))?;
            let gone = t.entrants.remove(at);
            Ok(words::entrant_name(
                &gone.members.iter().map(|m| m.id).collect::<Vec<_>>(),
            ))
        })?;
        let text = words::tournament_left(self.users.channel_lang(t.guild), t.id, &who);
        Ok(vec![self.tournament_post(&t, text)])
    }

    fn tournament_start_now(&self, ctx: &Ctx, named: Option<u64>) -> Handled {
        let chosen =
            self.choose_tournament(ctx, named, |t| t.phase == TournamentPhase::Registration)?;
        if chosen.creator != ctx.user() && !self.config.admins.contains(&ctx.user()) {
            return Err(refused(Why::NotCreator(chosen.id)));
        }
        if chosen.phase != TournamentPhase::Registration {
            return Err(refused(Why::NotRegistering(chosen.id)));
        }
        if chosen.entrants.len() < MIN_ENTRANTS {
            return Err(refused(Why::TooFew(MIN_ENTRANTS)));
        }
        self.begin_tournament(chosen.id, ctx.now(), self.users.channel_lang(chosen.guild))
    }

    fn tournament_standings(&self, ctx: &Ctx, named: Option<u64>) -> Handled {
        let t = self.choose_tournament(ctx, named, |_| true)?;
        Ok(vec![self.standings_reply(ctx, &t)])
    }

    fn tournament_withdraw(&self, ctx: &Ctx, named: Option<u64>) -> Handled {
        let user = ctx.user();
        let chosen = self.choose_tournament(ctx, named, |t| {
            t.phase == TournamentPhase::Running && t.entrant_of(user).is_some()
        })?;
        let (entrant, t) = self.update_tournament(chosen.id, |t| {
            if t.phase != TournamentPhase::Running {
                return Err(refused(Why::NotRunning(t.id)));
            }
            let e = t.entrant_of(user).ok_or(refused(Why::NotIn(t.id)))?;
            if t.history.withdrawn.contains(&e) {
                return Err(refused(Why::NotIn(t.id)));
            }
            t.history.withdraw(e);
            Ok(e)
        })?;
        let who = self.entrant_label(&t, entrant);
        let lang = self.users.channel_lang(t.guild);
        let mut outs =
            vec![self.tournament_post(&t, words::tournament_withdrawn(lang, t.id, &who))];
        // Their open games end now; the results are already in the tournament.
        outs.extend(self.end_games_of(&t, entrant, ctx.now(), lang));
        outs.extend(self.advance_tournament(t.id, ctx.now(), lang)?);
        Ok(outs)
    }

    fn tournament_cancel(&self, ctx: &Ctx, named: Option<u64>, server_manager: bool) -> Handled {
        let chosen = self.choose_tournament(ctx, named, TournamentEntry::is_open)?;
        let admin = self.config.admins.contains(&ctx.user())
            || (server_manager && chosen.guild.is_some() && ctx.req.place.guild == chosen.guild);
        if chosen.creator != ctx.user() && !admin {
            return Err(refused(Why::NotCreator(chosen.id)));
        }
        let ((), t) = self.update_tournament(chosen.id, |t| {
            if !t.is_open() {
                return Err(refused(Why::NotRunning(t.id)));
            }
            t.phase = TournamentPhase::Cancelled;
            Ok(())
        })?;
        // Games already started are ordinary games and go on; they no longer count.
        let text = words::tournament_cancelled(self.users.channel_lang(t.guild), t.id, ctx.user());
        Ok(vec![self.tournament_post(&t, text)])
    }

    /// A post in the tournament's channel.
    pub(crate) fn tournament_post(&self, t: &TournamentEntry, text: String) -> Out {
        Out::plain(Effect::post(t.channel, text))
    }
}
