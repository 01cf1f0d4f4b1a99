//! The standings posts: as text, as a picture, as a reply and at the end.

use super::Tournaments;
use crate::effect::{Effect, Image};
use crate::engine::Ctx;
use crate::present::Out;
use crate::tournaments::{standings, History};
use crate::words::{self, Lang};
use referee_storage::tournament_records::TournamentEntry;
use rules::VariantId;

impl Tournaments<'_> {
    /// The history the standings are drawn from: before the start, everyone at zero.
    pub(crate) fn scored(t: &TournamentEntry) -> History {
        if t.history.entrants == t.entrants.len() {
            t.history.clone()
        } else {
            History::new(t.entrants.len())
        }
    }

    pub(crate) fn standings_text(&self, t: &TournamentEntry, lang: Lang) -> String {
        let variant = VariantId::parse(&t.variant);
        let played = t
            .history
            .rounds
            .len()
            .min(t.rounds.max(t.history.rounds.len()));
        let mut lines = Vec::new();
        if let Some(variant) = variant {
            lines.push(words::tournament_standings_title(
                lang,
                t.id,
                variant,
                played,
                t.rounds.max(played),
            ));
        }
        for row in standings::standings(&Self::scored(t)) {
            lines.push(words::tournament_standing_line(
                lang,
                &words::StandingLine {
                    place: row.place,
                    who: self.entrant_label(t, row.entrant),
                    points: standings::halves(row.half_points),
                    buchholz: standings::halves(row.buchholz_half_points),
                    sonneborn_berger: standings::quarters(row.sonneborn_berger_quarters),
                    wins: row.wins + row.byes,
                    draws: row.draws,
                    losses: row.losses,
                    withdrawn: row.withdrawn,
                },
            ));
        }
        lines.join("\n")
    }

    /// The standings as a picture: a table of places, names and points.
    pub(crate) fn standings_image(&self, t: &TournamentEntry, lang: Lang) -> Option<Image> {
        let variant = VariantId::parse(&t.variant)?;
        let played = t.history.rounds.len();
        let table = render::StandingsTable {
            title: words::tournament_standings_title(
                lang,
                t.id,
                variant,
                played,
                t.rounds.max(played),
            ),
            columns: words::tournament_columns(lang),
            rows: standings::standings(&Self::scored(t))
                .into_iter()
                .map(|row| render::StandingsRow {
                    place: row.place,
                    name: t
                        .entrants
                        .get(row.entrant)
                        .map(|e| {
                            e.members
                                .iter()
                                .map(|m| m.name.as_str())
                                .collect::<Vec<_>>()
                                .join(" & ")
                        })
                        .unwrap_or_default(),
                    points: standings::halves(row.half_points),
                    record: format!("{}-{}-{}", row.wins + row.byes, row.draws, row.losses),
                    buchholz: standings::halves(row.buchholz_half_points),
                    sonneborn_berger: standings::quarters(row.sonneborn_berger_quarters),
                    withdrawn: row.withdrawn,
                })
                .collect(),
        };
        let png = self.renderer.tournament_standings_png(&table).ok()?;
        Some(Image {
            name: format!("tournament-{}-standings-{}.png", t.id, played),
            png,
            too_large: words::image_too_large(lang),
        })
    }

    pub(crate) fn standings_reply(&self, ctx: &Ctx, t: &TournamentEntry) -> Out {
        let text = if t.entrants.is_empty() {
            words::tournament_no_entrants(ctx.lang, t.id)
        } else {
            self.standings_text(t, ctx.lang)
        };
        Out::plain(Effect::reply(ctx.user(), text).with_image(self.standings_image(t, ctx.lang)))
    }

    pub(crate) fn final_standings(&self, t: &TournamentEntry, lang: Lang) -> Out {
        let rows = standings::standings(&t.history);
        let winners: Vec<String> = rows
            .iter()
            .filter(|r| r.place == 1)
            .map(|r| self.entrant_label(t, r.entrant))
            .collect();
        let text = format!(
            "{}\n{}",
            words::tournament_final(lang, t.id, &words::list(lang, &winners)),
            self.standings_text(t, lang)
        );
        Out::plain(Effect::Post {
            channel: t.channel,
            text,
            image: self.standings_image(t, lang),
            buttons: Vec::new(),
            game: None,
        })
    }
}
