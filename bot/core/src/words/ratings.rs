//! Ratings in words: the result post's changes, the challenge's rated/casual note,
//! `/profile` and `/leaderboard`.

use super::{mention, say, variant_name, Lang};
use referee_ratings::params::provisional;
use referee_ratings::RatedNote;
use referee_storage::ratings::{Fixed, PlayerRating, RatingChange, Result as Played};
use rules::VariantId;

/// `1523` or, while provisional, `1523?`.
pub fn shown_rating(rating: Fixed, deviation: Fixed) -> String {
    let mark = if provisional(deviation.to_f64()) {
        "?"
    } else {
        ""
    };
    format!("{}{mark}", rating.whole())
}

/// `+12`, `-7`, `±0`: the change as players read it (from the whole numbers shown).
pub fn signed_change(before: Fixed, after: Fixed) -> String {
    let change = after.whole() - before.whole();
    match change {
        0 => "±0".to_string(),
        c if c > 0 => format!("+{c}"),
        c => c.to_string(),
    }
}

/// The line a rated game's result post ends with: `Ratings: @alice 1523 (+12), …`.
pub fn rating_changes(lang: Lang, changes: &[RatingChange]) -> String {
    let each: Vec<String> = changes
        .iter()
        .map(|c| {
            say(
                lang,
                "rating-change",
                &[
                    ("player", mention(c.user)),
                    ("rating", shown_rating(c.after, c.deviation)),
                    ("change", signed_change(c.before, c.after)),
                ],
            )
        })
        .collect();
    say(lang, "rating-changes", &[("changes", each.join(", "))])
}

pub fn rated_note(lang: Lang, note: RatedNote) -> String {
    match note {
        RatedNote::Rated => say(lang, "challenge-rated", &[]),
        RatedNote::Casual => say(lang, "challenge-casual", &[]),
        RatedNote::ServerOff => say(lang, "challenge-casual-server", &[]),
    }
}

fn result_letter(lang: Lang, result: Played) -> String {
    match result {
        Played::Win => say(lang, "profile-win", &[]),
        Played::Draw => say(lang, "profile-draw", &[]),
        Played::Loss => say(lang, "profile-loss", &[]),
    }
}

/// One variant's block of `/profile`.
pub fn profile_variant(lang: Lang, variant: VariantId, p: &PlayerRating) -> String {
    let streak = match p.streak {
        0 => say(lang, "profile-streak-none", &[]),
        n if n > 0 => say(lang, "profile-streak-wins", &[("count", n.to_string())]),
        n => say(
            lang,
            "profile-streak-losses",
            &[("count", (-n).to_string())],
        ),
    };
    let recent: Vec<String> = p
        .recent
        .iter()
        .rev()
        .map(|g| format!("#{} {}", g.game, result_letter(lang, g.result)))
        .collect();
    say(
        lang,
        "profile-variant",
        &[
            ("variant", variant_name(lang, variant)),
            ("rating", shown_rating(p.rating, p.deviation)),
            ("deviation", p.deviation.whole().to_string()),
            ("wins", p.wins.to_string()),
            ("draws", p.draws.to_string()),
            ("losses", p.losses.to_string()),
            ("streak", streak),
            ("recent", recent.join(" · ")),
        ],
    )
}

pub fn profile_title(lang: Lang, user: u64) -> String {
    say(lang, "profile-title", &[("player", mention(user))])
}

pub fn profile_none(lang: Lang, user: u64) -> String {
    say(lang, "profile-none", &[("player", mention(user))])
}

pub fn leaderboard_title(lang: Lang, variant: VariantId, min_games: u32) -> String {
    say(
        lang,
        "leaderboard-title",
        &[
            ("variant", variant_name(lang, variant)),
            ("games", min_games.to_string()),
        ],
    )
}

pub fn leaderboard_row(lang: Lang, rank: usize, user: u64, p: &PlayerRating) -> String {
    say(
        lang,
        "leaderboard-row",
        &[
            ("rank", rank.to_string()),
            ("player", mention(user)),
            ("rating", shown_rating(p.rating, p.deviation)),
            ("games", p.games().to_string()),
        ],
    )
}

/// `25 games` in a leaderboard picture's last column.
pub fn leaderboard_games(lang: Lang, count: u32) -> String {
    say(lang, "leaderboard-games", &[("count", count.to_string())])
}

pub fn leaderboard_empty(lang: Lang, min_games: u32) -> String {
    say(
        lang,
        "leaderboard-empty",
        &[("games", min_games.to_string())],
    )
}

/// The asker's own place when it is below the list, or why they have none yet.
pub fn leaderboard_you(lang: Lang, rank: usize, p: &PlayerRating) -> String {
    say(
        lang,
        "leaderboard-you",
        &[
            ("rank", rank.to_string()),
            ("rating", shown_rating(p.rating, p.deviation)),
        ],
    )
}

pub fn leaderboard_you_unlisted(lang: Lang, p: &PlayerRating, min_games: u32) -> String {
    say(
        lang,
        "leaderboard-you-unlisted",
        &[
            ("rating", shown_rating(p.rating, p.deviation)),
            ("played", p.games().to_string()),
            ("games", min_games.to_string()),
        ],
    )
}

/// Chart and table labels drawn into the images.
pub fn chart_title(lang: Lang, user_name: &str, variant: VariantId) -> String {
    say(
        lang,
        "chart-title",
        &[
            ("player", user_name.to_string()),
            ("variant", variant_name(lang, variant)),
        ],
    )
}

pub fn board_image_title(lang: Lang, variant: VariantId) -> String {
    say(
        lang,
        "leaderboard-image-title",
        &[("variant", variant_name(lang, variant))],
    )
}
