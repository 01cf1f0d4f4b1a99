//! The game's life in posts (challenges, turns, reminders), answers to queries
//! (`/board`, `/mine`, `/hint`, `/games`, `/history`, `/settings`), buttons and the
//! text on board images.

use super::{duration, language_name, list, mention, say, say_in, variant_name, when, Lang};
use referee_storage::ids::GameId;
use rules::VariantId;

fn mentions(lang: Lang, users: &[u64]) -> String {
    let names: Vec<String> = users.iter().map(|u| mention(*u)).collect();
    list(lang, &names)
}

// ---- lifecycle ----

pub struct ChallengeText<'a> {
    pub id: GameId,
    pub variant: VariantId,
    pub challenger: u64,
    pub opponents: &'a [u64],
    pub random_seats: bool,
    pub per_move: u64,
}

pub fn challenge(lang: Lang, c: &ChallengeText) -> String {
    let random = if c.random_seats { "yes" } else { "no" };
    say(
        lang,
        "challenge",
        &[
            ("challenger", mention(c.challenger)),
            ("opponents", mentions(lang, c.opponents)),
            ("variant", variant_name(lang, c.variant)),
            ("id", c.id.to_string()),
            ("random", random.to_string()),
            ("time", duration(lang, c.per_move)),
        ],
    )
}

pub fn accepted_waiting(lang: Lang, id: GameId, by: u64, waiting: &[u64]) -> String {
    say(
        lang,
        "accepted-waiting",
        &[
            ("by", mention(by)),
            ("id", id.to_string()),
            ("waiting", mentions(lang, waiting)),
        ],
    )
}

pub fn declined(lang: Lang, id: GameId, by: u64, withdrawn: bool) -> String {
    let args = [("by", mention(by)), ("id", id.to_string())];
    if withdrawn {
        say(lang, "withdrawn", &args)
    } else {
        say(lang, "declined", &args)
    }
}

pub fn challenge_lapsed(lang: Lang, id: GameId, waiting: &[u64], after_secs: u64) -> String {
    say(
        lang,
        "challenge-lapsed",
        &[
            ("id", id.to_string()),
            ("waiting", mentions(lang, waiting)),
            ("time", duration(lang, after_secs)),
        ],
    )
}

pub fn started(lang: Lang, id: GameId, variant: VariantId, roster: &str) -> String {
    say(
        lang,
        "started",
        &[
            ("id", id.to_string()),
            ("variant", variant_name(lang, variant)),
            ("roster", roster.to_string()),
        ],
    )
}

pub fn to_move(lang: Lang, who: &str, deadline: Option<u64>) -> String {
    match deadline {
        Some(d) => say(
            lang,
            "to-move-due",
            &[("who", who.to_string()), ("due", when(d))],
        ),
        None => say(lang, "to-move", &[("who", who.to_string())]),
    }
}

pub fn waiting_private(lang: Lang, who: &str, deadline: Option<u64>) -> String {
    match deadline {
        Some(d) => say(
            lang,
            "waiting-private-due",
            &[("who", who.to_string()), ("due", when(d))],
        ),
        None => say(lang, "waiting-private", &[("who", who.to_string())]),
    }
}

pub fn action_header(lang: Lang, id: GameId, who: &str, notation: &str) -> String {
    say(
        lang,
        "action-header",
        &[
            ("id", id.to_string()),
            ("who", who.to_string()),
            ("notation", notation.to_string()),
        ],
    )
}

pub fn private_header(lang: Lang, id: GameId) -> String {
    say(lang, "private-header", &[("id", id.to_string())])
}

pub fn resign_confirm(lang: Lang, id: GameId) -> String {
    say(lang, "resign-confirm", &[("id", id.to_string())])
}

pub fn abort_vote(lang: Lang, id: GameId, by: u64, missing: &[u64]) -> String {
    say(
        lang,
        "abort-vote",
        &[
            ("by", mention(by)),
            ("id", id.to_string()),
            ("missing", mentions(lang, missing)),
        ],
    )
}

pub fn aborted(lang: Lang, id: GameId) -> String {
    say(lang, "aborted", &[("id", id.to_string())])
}

/// Computers never play on alone: no person is left in the game, which ends without a
/// result.
pub fn no_person_left(lang: Lang, id: GameId) -> String {
    say(lang, "no-person-left", &[("id", id.to_string())])
}

pub fn aborted_by_admin(lang: Lang, id: GameId, admin: u64) -> String {
    say(
        lang,
        "aborted-by-admin",
        &[("id", id.to_string()), ("admin", mention(admin))],
    )
}

pub fn reminder(lang: Lang, id: GameId, deadline: u64) -> String {
    say(
        lang,
        "reminder",
        &[("id", id.to_string()), ("due", when(deadline))],
    )
}

pub fn missed(lang: Lang, id: GameId, who: &str) -> String {
    say(
        lang,
        "missed",
        &[("id", id.to_string()), ("who", who.to_string())],
    )
}

pub fn clock_restarted(lang: Lang, who: &str, deadline: u64) -> String {
    say(
        lang,
        "clock-restarted",
        &[("who", who.to_string()), ("due", when(deadline))],
    )
}

pub fn dm_closed(lang: Lang, user: u64) -> String {
    say(lang, "dm-closed", &[("user", mention(user))])
}

pub fn move_refusal_undelivered(lang: Lang, user: u64) -> String {
    say(lang, "move-refused-dm-closed", &[("user", mention(user))])
}

pub fn image_not_permitted(lang: Lang) -> String {
    say(lang, "image-not-permitted", &[])
}

pub fn thread_opened(lang: Lang, id: GameId) -> String {
    say(lang, "thread-opened", &[("id", id.to_string())])
}

// ---- queries ----

pub fn board_caption(lang: Lang, id: GameId, variant: VariantId, move_number: u32) -> String {
    say(
        lang,
        "board-caption",
        &[
            ("id", id.to_string()),
            ("variant", variant_name(lang, variant)),
            ("move", move_number.to_string()),
        ],
    )
}

pub fn mine_caption(lang: Lang, id: GameId, legal: &[String]) -> String {
    let shown: Vec<&str> = legal.iter().take(25).map(String::as_str).collect();
    let more = legal.len().saturating_sub(shown.len());
    let actions = if shown.is_empty() {
        say(lang, "mine-nothing", &[])
    } else if more > 0 {
        format!("{} …(+{more})", shown.join(", "))
    } else {
        shown.join(", ")
    };
    say(
        lang,
        "mine-caption",
        &[("id", id.to_string()), ("actions", actions)],
    )
}

pub fn hint(lang: Lang, id: GameId, at: &str, targets: &[String]) -> String {
    let mut args = vec![("id", id.to_string()), ("at", at.to_string())];
    if targets.is_empty() {
        return say(lang, "hint-none", &args);
    }
    args.push(("targets", list(lang, targets)));
    say(lang, "hint", &args)
}

pub fn games_empty(lang: Lang) -> String {
    say(lang, "games-empty", &[])
}

pub fn games_header(lang: Lang) -> String {
    say(lang, "games-header", &[])
}

/// One line of `/games`: `#12 Sword and Magic Chess vs @bob: your turn, due …`.
pub fn game_line(
    lang: Lang,
    id: GameId,
    variant: VariantId,
    others: &[String],
    state: &str,
    score: Option<&str>,
) -> String {
    let mut args = vec![
        ("id", id.to_string()),
        ("variant", variant_name(lang, variant)),
        ("others", list(lang, others)),
        ("state", state.to_string()),
    ];
    match score {
        Some(score) => {
            args.push(("score", score.to_string()));
            say(lang, "game-line-score", &args)
        }
        None => say(lang, "game-line", &args),
    }
}

pub fn history_header(lang: Lang, id: GameId) -> String {
    say(lang, "history-header", &[("id", id.to_string())])
}

pub fn history_empty(lang: Lang) -> String {
    say(lang, "history-empty", &[])
}

pub fn challenge_pending(lang: Lang, waiting: &str) -> String {
    say(
        lang,
        "challenge-pending",
        &[("waiting", waiting.to_string())],
    )
}

pub fn your_turn(lang: Lang, deadline: Option<u64>) -> String {
    let due = deadline.map(when).unwrap_or_default();
    say(lang, "your-turn", &[("due", due)])
}

pub fn their_turn(lang: Lang, who: &str, deadline: Option<u64>) -> String {
    let due = deadline.map(when).unwrap_or_default();
    say(
        lang,
        "their-turn",
        &[("who", who.to_string()), ("due", due)],
    )
}

/// `/settings` saved: worded in the (new) language `lang`, which it names.
pub fn settings_saved(lang: Lang, vacation_until: Option<u64>) -> String {
    let language = language_name(lang, lang);
    match vacation_until {
        Some(t) => say(
            lang,
            "settings-saved-vacation",
            &[("language", language), ("until", when(t))],
        ),
        None => say(lang, "settings-saved", &[("language", language)]),
    }
}

/// `/rules <variant>`: the family's summary.
pub fn rules_summary(lang: Lang, variant: VariantId) -> String {
    super::entry(lang, variant.info().family, "rules-summary")
}

/// `/rules <variant> <piece>`: the family's page for the piece called `name`, if any.
pub fn piece_page(lang: Lang, variant: VariantId, name: &str) -> Option<String> {
    let info = variant.info();
    let id = (info.piece_page)(name)?;
    super::catalogue().and_then(|w| w.text(info.family, lang, &id))
}

// ---- buttons ----

pub fn button_accept(lang: Lang) -> String {
    say(lang, "button-accept", &[])
}
pub fn button_decline(lang: Lang) -> String {
    say(lang, "button-decline", &[])
}
pub fn button_resign(lang: Lang) -> String {
    say(lang, "button-resign", &[])
}
pub fn button_draw_accept(lang: Lang) -> String {
    say(lang, "button-draw-accept", &[])
}
pub fn button_draw_decline(lang: Lang) -> String {
    say(lang, "button-draw-decline", &[])
}
pub fn button_abort(lang: Lang) -> String {
    say(lang, "button-abort", &[])
}

// ---- board images ----

pub fn board_title(lang: Lang, id: GameId, variant: VariantId) -> String {
    format!("{} #{id}", variant_name(lang, variant))
}

pub fn board_subtitle(lang: Lang, move_number: u32, status: &str) -> String {
    say(
        lang,
        "board-subtitle",
        &[
            ("move", move_number.to_string()),
            ("status", status.to_string()),
        ],
    )
}

/// The status on a board image: whose turn (`who` is a plain name).
pub fn image_to_move(lang: Lang, who: &str) -> String {
    say(lang, "image-to-move", &[("who", who.to_string())])
}

pub fn image_setting_up(lang: Lang) -> String {
    say(lang, "image-setting-up", &[])
}

pub fn image_game_over(lang: Lang) -> String {
    say(lang, "image-game-over", &[])
}

// ---- saved set-ups (`/layout`), in the words of the family that keeps them ----

pub fn setup_saved(lang: Lang, family: &str, name: &str, setup: &str) -> String {
    say_in(
        family,
        lang,
        "saved-setup-saved",
        &[("name", name.to_string()), ("setup", setup.to_string())],
    )
}

pub fn setup_deleted(lang: Lang, family: &str, name: &str) -> String {
    say_in(
        family,
        lang,
        "saved-setup-deleted",
        &[("name", name.to_string())],
    )
}

/// The caller's saved set-ups of `family`, one `name: set-up` line each under a heading,
/// or the sentence that says there are none.
pub fn setups_list(lang: Lang, family: &str, saved: &[(String, String)]) -> String {
    if saved.is_empty() {
        return say_in(family, lang, "saved-setups-empty", &[]);
    }
    let mut lines = vec![say_in(family, lang, "saved-setups-header", &[])];
    lines.extend(saved.iter().map(|(name, setup)| {
        say_in(
            family,
            lang,
            "saved-setups-line",
            &[("name", name.clone()), ("setup", setup.clone())],
        )
    }));
    lines.join("\n")
}

/// Who still has to agree to a draw every remaining player must accept.
pub fn draw_waiting(lang: Lang, who: &str) -> String {
    say(lang, "draw-waiting", &[("who", who.to_string())])
}

// ---- finished games and takebacks ----

/// A calendar date as a Discord timestamp (the console prints it in UTC).
fn date(time: u64) -> String {
    format!("<t:{time}:d>")
}

pub fn finished_header(lang: Lang) -> String {
    say(lang, "finished-header", &[])
}

pub fn finished_empty(lang: Lang) -> String {
    say(lang, "finished-empty", &[])
}

/// How a finished game went for the reader.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    Won,
    Lost,
    Draw,
    Aborted,
}

/// One line of `/games finished`: `#12 Sword and Magic Chess vs @bob: won · <date>`.
pub fn finished_line(
    lang: Lang,
    id: GameId,
    variant: VariantId,
    others: &[String],
    result: GameResult,
    ended: u64,
) -> String {
    let result = match result {
        GameResult::Won => say(lang, "result-won", &[]),
        GameResult::Lost => say(lang, "result-lost", &[]),
        GameResult::Draw => say(lang, "result-draw", &[]),
        GameResult::Aborted => say(lang, "result-aborted", &[]),
    };
    say(
        lang,
        "finished-line",
        &[
            ("id", id.to_string()),
            ("variant", variant_name(lang, variant)),
            ("others", list(lang, others)),
            ("result", result),
            ("date", date(ended)),
        ],
    )
}

pub fn export_ready(lang: Lang, id: GameId) -> String {
    say(lang, "export-ready", &[("id", id.to_string())])
}

/// Said under `/export` when the replay GIF is attached beside the record.
pub fn export_replay_attached(lang: Lang, plies: u32) -> String {
    say(
        lang,
        "export-replay-attached",
        &[("plies", plies.to_string())],
    )
}

/// Said under `/export` when the replay would not fit beside the record in one upload.
pub fn export_replay_left_out(lang: Lang) -> String {
    say(lang, "export-replay-left-out", &[])
}

pub fn undo_asked(lang: Lang, id: GameId, by: u64, action: &str, others: &[u64]) -> String {
    say(
        lang,
        "undo-asked",
        &[
            ("id", id.to_string()),
            ("who", mention(by)),
            ("move", action.to_string()),
            ("others", mentions(lang, others)),
        ],
    )
}

pub fn undo_waiting(lang: Lang, id: GameId, by: u64, missing: &[u64]) -> String {
    say(
        lang,
        "undo-waiting",
        &[
            ("id", id.to_string()),
            ("who", mention(by)),
            ("others", mentions(lang, missing)),
        ],
    )
}

pub fn undo_done(lang: Lang, id: GameId, by: u64, action: &str) -> String {
    say(
        lang,
        "undo-done",
        &[
            ("id", id.to_string()),
            ("who", mention(by)),
            ("move", action.to_string()),
        ],
    )
}

pub fn undo_declined(lang: Lang, id: GameId, by: u64) -> String {
    say(
        lang,
        "undo-declined",
        &[("id", id.to_string()), ("who", mention(by))],
    )
}

pub fn button_undo_accept(lang: Lang) -> String {
    say(lang, "button-undo-accept", &[])
}

pub fn button_undo_decline(lang: Lang) -> String {
    say(lang, "button-undo-decline", &[])
}

/// The title over every frame of a replay.
pub fn replay_title(lang: Lang, id: GameId, variant: VariantId) -> String {
    say(
        lang,
        "replay-title",
        &[
            ("id", id.to_string()),
            ("variant", variant_name(lang, variant)),
        ],
    )
}

/// The caption of a replay's first frame.
pub fn replay_start(lang: Lang) -> String {
    say(lang, "replay-start", &[])
}

/// The caption of one ply in a replay: `3. alice: e2-e3`.
pub fn replay_caption(lang: Lang, ply: u32, who: &str, notation: &str) -> String {
    say(
        lang,
        "replay-caption",
        &[
            ("ply", ply.to_string()),
            ("who", who.to_string()),
            ("notation", notation.to_string()),
        ],
    )
}

/// Said on every frame and in the post when only every second ply fits.
pub fn replay_every_second(lang: Lang) -> String {
    say(lang, "replay-every-second", &[])
}

/// Said in the post when the replay was drawn smaller to fit.
pub fn replay_smaller(lang: Lang) -> String {
    say(lang, "replay-smaller", &[])
}

/// The post that carries a replay.
pub fn replay_ready(lang: Lang, id: GameId, plies: u32) -> String {
    say(
        lang,
        "replay-ready",
        &[("id", id.to_string()), ("plies", plies.to_string())],
    )
}
