//! Every sentence the bot says, in English and Chinese side by side.
//!
//! Users are written as Discord mentions (`<@ID>`) and times as Discord timestamps
//! (`<t:UNIX:R>`); the console turns both into plain text.

use super::error::Refusal;
use super::request::{GameId, User};
use rules::{Event, Message, Outcome, Seat, VariantId, VariantInfo, Words};
use std::sync::OnceLock;

mod rules_text;
pub use rules_text::rule_error;

/// A reader's language: English, simplified or traditional Chinese.
pub use rules::Locale as Lang;

/// Every catalogue, parsed once. `None` only if an embedded catalogue fails to parse,
/// which the catalogue tests rule out; messages then fall back to their compact form.
pub fn catalogue() -> Option<&'static Words> {
    static WORDS: OnceLock<Option<Words>> = OnceLock::new();
    WORDS.get_or_init(|| Words::new().ok()).as_ref()
}

/// Words a rules message of `variant`'s family for a `lang` reader.
pub fn message(
    lang: Lang,
    variant: VariantId,
    msg: &Message,
    seat: &dyn Fn(Seat) -> String,
) -> String {
    match catalogue() {
        Some(words) => words.format(variant.info().family, lang, msg, seat),
        None => msg.to_string(),
    }
}

/// A catalogue entry with no arguments, or its id when missing.
pub fn entry(lang: Lang, family: &str, id: &str) -> String {
    catalogue()
        .and_then(|w| w.text(family, lang, id))
        .unwrap_or_else(|| id.to_string())
}

/// Pick the sentence for `lang` (the bot's own sentences are English and traditional
/// Chinese until they move into its catalogue).
fn pick(lang: Lang, en: String, zh: String) -> String {
    match lang {
        Lang::En => en,
        Lang::ZhCn | Lang::ZhTw => zh,
    }
}

pub fn mention(user: u64) -> String {
    format!("<@{user}>")
}

/// A Discord timestamp: relative ("in 3 days") in Discord, a UTC date in the console.
pub fn when(time: u64) -> String {
    format!("<t:{time}:R>")
}

pub fn duration(lang: Lang, secs: u64) -> String {
    const UNITS: [(u64, &str, &str); 3] = [
        (86_400, "day", "天"),
        (3_600, "hour", "小時"),
        (60, "minute", "分鐘"),
    ];
    let (n, en, zh) = UNITS
        .iter()
        .find(|(unit, _, _)| secs >= *unit && secs.rem_euclid(*unit) == 0)
        .map_or((secs, "second", "秒"), |(unit, en, zh)| {
            (secs / unit, *en, *zh)
        });
    let plural = if n == 1 { "" } else { "s" };
    pick(lang, format!("{n} {en}{plural}"), format!("{n}{zh}"))
}

pub fn variant_name(lang: Lang, variant: VariantId) -> String {
    let info = variant.info();
    entry(lang, info.family, &format!("variant-{}", info.id))
}

pub fn seat_name(lang: Lang, info: &VariantInfo, seat: Seat) -> String {
    match info.seat_name_id(seat) {
        Some(id) => entry(lang, info.family, &id),
        None => format!("{}", seat.0 + 1),
    }
}

/// Names players in a game's sentences.
pub struct Seats<'a> {
    pub lang: Lang,
    pub players: &'a [User],
    pub info: &'static VariantInfo,
}

impl Seats<'_> {
    pub fn who(&self, seat: Seat) -> String {
        match self.players.get(seat.index()) {
            Some(user) => mention(user.id),
            None => seat_name(self.lang, self.info, seat),
        }
    }
    pub fn list(&self, seats: &[Seat]) -> String {
        seats
            .iter()
            .map(|s| self.who(*s))
            .collect::<Vec<_>>()
            .join(", ")
    }
    /// `<@1> (White), <@2> (Black)`
    pub fn roster(&self) -> String {
        (0..self.players.len())
            .filter_map(|i| u8::try_from(i).ok().map(Seat))
            .map(|s| format!("{} ({})", self.who(s), seat_name(self.lang, self.info, s)))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// One event as a sentence. `you` words the reader's own seat in the second person.
    pub fn event(&self, event: &Event, you: Option<Seat>) -> String {
        let lang = self.lang;
        let who = |s: Seat| {
            if Some(s) == you {
                entry(lang, self.info.family, "you")
            } else {
                self.who(s)
            }
        };
        let piece = |p: &rules::Piece| rules::Arg::Piece(p.kind.clone());
        let msg = match event {
            Event::Moved {
                seat,
                piece: p,
                from,
                to,
            } => {
                let m = match p {
                    Some(p) => Message::new("event-moved").with("piece", piece(p)),
                    None => Message::new("event-moved-unknown"),
                };
                m.seat("seat", *seat).text("from", from).text("to", to)
            }
            Event::Captured {
                by,
                piece: p,
                owner,
                at,
            } => Message::new("event-captured")
                .seat("by", *by)
                .seat("owner", *owner)
                .with("piece", piece(p))
                .text("at", at),
            Event::Died {
                piece: p,
                owner,
                at,
                cause,
            } => Message::new("event-died")
                .seat("owner", *owner)
                .with("piece", piece(p))
                .text("at", at)
                .with("cause", cause.clone()),
            Event::Promoted { from, to, at } => Message::new("event-promoted")
                .with("from", piece(from))
                .with("to", piece(to))
                .text("at", at),
            Event::Demoted { from, to, at } => Message::new("event-demoted")
                .with("from", piece(from))
                .with("to", piece(to))
                .text("at", at),
            Event::Skill {
                seat,
                skill,
                piece: p,
                at,
            } => match p {
                Some(p) => Message::new("event-skill-with").with("piece", piece(p)),
                None => Message::new("event-skill"),
            }
            .seat("seat", *seat)
            .with("skill", skill.clone())
            .text("at", at),
            Event::Revealed {
                owner,
                piece: p,
                at,
            } => Message::new("event-revealed")
                .seat("owner", *owner)
                .with("piece", piece(p))
                .text("at", at),
            Event::Said(m) => m.clone(),
            Event::Check { against } => Message::new("event-check").seat("seat", *against),
            Event::Eliminated { seat, reason } => Message::new("event-eliminated")
                .seat("seat", *seat)
                .with("reason", reason.clone()),
            Event::DrawOffered { by } => Message::new("event-draw-offered").seat("seat", *by),
            Event::DrawDeclined { by } => Message::new("event-draw-declined").seat("seat", *by),
            Event::Finished(outcome) => return self.outcome(outcome),
        };
        match catalogue() {
            Some(words) => words.format(self.info.family, lang, &msg, &who),
            None => msg.to_string(),
        }
    }

    pub fn outcome(&self, outcome: &Outcome) -> String {
        let family = self.info.family;
        let reason = entry(self.lang, family, &format!("outcome-{}", outcome.reason));
        if outcome.reason == "abort" {
            return entry(self.lang, family, "event-aborted");
        }
        let (id, winners) = match outcome.winners.len() {
            0 => ("event-draw", String::new()),
            1 => ("event-win", self.list(&outcome.winners)),
            _ => ("event-win-team", self.list(&outcome.winners)),
        };
        catalogue()
            .and_then(|w| {
                w.text_with(
                    family,
                    self.lang,
                    id,
                    &[("winners", winners), ("reason", reason)],
                )
            })
            .unwrap_or_else(|| format!("{id} {}", outcome.reason))
    }
}

pub fn refusal(lang: Lang, refusal: &Refusal) -> String {
    let ids = |ids: &[GameId]| {
        ids.iter()
            .map(|i| format!("#{i}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match refusal {
        Refusal::UnknownCommand(name) => pick(
            lang,
            format!("Unknown command `{name}`. Try /help."),
            format!("未知指令 `{name}`。請用 /help 查看。"),
        ),
        Refusal::Usage(cmd) => pick(
            lang,
            format!("That is not how `{cmd}` works: {}", usage(Lang::En, cmd)),
            format!("`{cmd}` 的用法不對：{}", usage(Lang::ZhTw, cmd)),
        ),
        Refusal::UnknownVariant(name) => pick(
            lang,
            format!("There is no game called `{name}`. Games: {}.", variant_list()),
            format!("沒有叫 `{name}` 的遊戲。可選：{}。", variant_list()),
        ),
        Refusal::NoOpponents => pick(
            lang,
            "Name your opponents: `/play sword-magic @bob`.".into(),
            "請指定對手：`/play sword-magic @bob`。".into(),
        ),
        Refusal::PlayInChannel => pick(
            lang,
            "Challenge in a server channel, where your opponents can see it.".into(),
            "請在伺服器頻道發起挑戰，讓對手看得到。".into(),
        ),
        Refusal::SelfChallenge => pick(
            lang,
            "You cannot challenge yourself.".into(),
            "不能挑戰自己。".into(),
        ),
        Refusal::DuplicatePlayer(name) => pick(
            lang,
            format!("{name} is named twice."),
            format!("{name} 被重複指定。"),
        ),
        Refusal::BadSetup(detail) => pick(
            lang,
            format!("This game cannot be set up: {detail}."),
            format!("無法建立對局：{detail}。"),
        ),
        Refusal::BadDuration(text) => pick(
            lang,
            format!("`{text}` is not a duration; write e.g. `90s`, `30m`, `12h` or `3d`."),
            format!("`{text}` 不是有效的時長；例如 `90s`、`30m`、`12h`、`3d`。"),
        ),
        Refusal::BadExpiry(text) => pick(
            lang,
            format!("`{text}` is not an expiry rule; use `claim-win`, `skip` or `abort`."),
            format!("`{text}` 不是有效的超時規則；可用 `claim-win`、`skip`、`abort`。"),
        ),
        Refusal::BadLanguage(text) => pick(
            lang,
            format!("`{text}` is not a language I speak; use `en` or `zh`."),
            format!("不支援語言 `{text}`；請用 `en` 或 `zh`。"),
        ),
        Refusal::NoGame => pick(
            lang,
            "You have no game here that this applies to. /games lists yours.".into(),
            "這裡沒有適用的對局。用 /games 查看你的對局。".into(),
        ),
        Refusal::NoSuchGame(id) => pick(
            lang,
            format!("There is no game #{id}."),
            format!("沒有 #{id} 這局。"),
        ),
        Refusal::Ambiguous(list) => pick(
            lang,
            format!("Several games fit: {}. Add the one you mean, e.g. `#{}`.", ids(list), list.first().copied().unwrap_or(0)),
            format!("有多局符合：{}。請加上局號，例如 `#{}`。", ids(list), list.first().copied().unwrap_or(0)),
        ),
        Refusal::NotInvited(id) => pick(
            lang,
            format!("You are not invited to game #{id}."),
            format!("你沒有被邀請參加 #{id}。"),
        ),
        Refusal::AlreadyAccepted(id) => pick(
            lang,
            format!("You already accepted game #{id}."),
            format!("你已經接受了 #{id}。"),
        ),
        Refusal::NotStarted(id) => pick(
            lang,
            format!("Game #{id} has not started: every opponent must /accept first."),
            format!("#{id} 尚未開始：所有對手都要先 /accept。"),
        ),
        Refusal::GameEnded(id) => pick(
            lang,
            format!("Game #{id} is over."),
            format!("#{id} 已經結束。"),
        ),
        Refusal::NotAPlayer(id) => pick(
            lang,
            format!("You are not playing in game #{id}."),
            format!("你不是 #{id} 的棋手。"),
        ),
        Refusal::Rule(e) => rule_error(lang, e, None),
        Refusal::RuleIn(e, variant) => rule_error(lang, e, Some(variant.info().family)),
        Refusal::UseMetaCommand => pick(
            lang,
            "Use /resign or /draw for that.".into(),
            "請用 /resign 或 /draw。".into(),
        ),
        Refusal::AbortNeedsPlayer(id) => pick(
            lang,
            format!("Only the players of game #{id} can abort it."),
            format!("只有 #{id} 的棋手可以取消對局。"),
        ),
        Refusal::UnknownPiece(name) => pick(
            lang,
            format!("I know no piece called `{name}` in that game."),
            format!("這個遊戲沒有叫 `{name}` 的棋子。"),
        ),
        // The detail can quote the stored record, hidden actions included: it goes to the
        // operator's log, never to players.
        Refusal::Corrupt(detail) => match corrupt_game(detail) {
            Some(id) => pick(
                lang,
                format!("The stored record of game #{id} cannot be read, so I will not touch it. Please tell the bot's operator."),
                format!("#{id} 的存檔無法讀取，因此不會更動它。請通知管理員。"),
            ),
            None => pick(
                lang,
                "A stored game record cannot be read, so I will not touch it. Please tell the bot's operator.".into(),
                "有一局的存檔無法讀取，因此不會更動它。請通知管理員。".into(),
            ),
        },
        Refusal::Internal(detail) => pick(
            lang,
            format!("Something went wrong on my side; nothing was changed ({detail})."),
            format!("系統出錯，未做任何更動（{detail}）。"),
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

pub fn usage(lang: Lang, cmd: &str) -> String {
    let (en, zh) = match cmd {
        "/play" => (
            "/play <game> @opponent… [random] [deadline:3d] [expiry:claim-win|skip|abort]",
            "/play <遊戲> @對手… [random] [deadline:3d] [expiry:claim-win|skip|abort]",
        ),
        "/move" => (
            "/move <move> [#id], e.g. /move e2-e4",
            "/move <著法> [#局號]，例如 /move e2-e4",
        ),
        "/hint" => (
            "/hint <square> [#id], e.g. /hint e2",
            "/hint <格子> [#局號]，例如 /hint e2",
        ),
        "/draw" => (
            "/draw offer|accept|decline [#id]",
            "/draw offer|accept|decline [#局號]",
        ),
        "/resign" => ("/resign [confirm] [#id]", "/resign [confirm] [#局號]"),
        "/settings" => (
            "/settings language:en|zh vacation:<days>",
            "/settings language:en|zh vacation:<天數>",
        ),
        "/rules" => ("/rules [game] [piece]", "/rules [遊戲] [棋子]"),
        _ => ("see /help", "請看 /help"),
    };
    pick(lang, en.to_string(), zh.to_string())
}

pub fn help(lang: Lang) -> String {
    pick(
        lang,
        "Commands: /play <game> @opponents… [random] [deadline:3d] · /accept · /decline · \
         /move <move> (or just type the move) · /board · /mine (your private view) · \
         /hint <square> · /resign · /draw offer|accept|decline · /abort · /games · /history · \
         /rules [game] [piece] · /settings language:en|zh vacation:<days>. \
         Add `#12` to pick game 12 when you have several here."
            .into(),
        "指令：/play <遊戲> @對手… [random] [deadline:3d] · /accept · /decline · \
         /move <著法>（或直接打著法）· /board · /mine（你的私人視角）· /hint <格子> · /resign · \
         /draw offer|accept|decline · /abort · /games · /history · /rules [遊戲] [棋子] · \
         /settings language:en|zh vacation:<天數>。同一頻道有多局時加上 `#12` 指定局號。"
            .into(),
    )
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
    let opponents = c
        .opponents
        .iter()
        .map(|u| mention(*u))
        .collect::<Vec<_>>()
        .join(", ");
    let seats_en = if c.random_seats {
        " Seats will be drawn at random."
    } else {
        ""
    };
    let seats_zh = if c.random_seats {
        "座位將隨機抽定。"
    } else {
        ""
    };
    pick(
        lang,
        format!(
            "{} challenges {opponents} to {} (game #{}).{seats_en} Each move has {}. Accept with /accept or the button.",
            mention(c.challenger),
            variant_name(lang, c.variant),
            c.id,
            duration(lang, c.per_move)
        ),
        format!(
            "{} 向 {opponents} 發起{}挑戰（#{}）。{seats_zh}每步限時 {}。用 /accept 或按鈕接受。",
            mention(c.challenger),
            variant_name(lang, c.variant),
            c.id,
            duration(lang, c.per_move)
        ),
    )
}

pub fn accepted_waiting(lang: Lang, id: GameId, by: u64, waiting: &[u64]) -> String {
    let waiting = waiting
        .iter()
        .map(|u| mention(*u))
        .collect::<Vec<_>>()
        .join(", ");
    pick(
        lang,
        format!(
            "{} accepted game #{id}. Still waiting for {waiting}.",
            mention(by)
        ),
        format!("{} 接受了 #{id}。仍在等待 {waiting}。", mention(by)),
    )
}

pub fn declined(lang: Lang, id: GameId, by: u64, withdrawn: bool) -> String {
    if withdrawn {
        pick(
            lang,
            format!("{} withdrew the challenge #{id}.", mention(by)),
            format!("{} 撤回了挑戰 #{id}。", mention(by)),
        )
    } else {
        pick(
            lang,
            format!("{} declined game #{id}.", mention(by)),
            format!("{} 拒絕了 #{id}。", mention(by)),
        )
    }
}

pub fn challenge_lapsed(lang: Lang, id: GameId, waiting: &[u64], after_secs: u64) -> String {
    let waiting = waiting
        .iter()
        .map(|u| mention(*u))
        .collect::<Vec<_>>()
        .join(", ");
    pick(
        lang,
        format!(
            "The challenge #{id} has lapsed: {waiting} did not accept within {}.",
            duration(lang, after_secs)
        ),
        format!(
            "挑戰 #{id} 已失效：{waiting} 未在 {} 內接受。",
            duration(lang, after_secs)
        ),
    )
}

pub fn started(lang: Lang, id: GameId, variant: VariantId, roster: &str) -> String {
    pick(
        lang,
        format!(
            "Game #{id} ({}) begins: {roster}.",
            variant_name(lang, variant)
        ),
        format!("#{id}（{}）開始：{roster}。", variant_name(lang, variant)),
    )
}

pub fn to_move(lang: Lang, who: &str, deadline: Option<u64>) -> String {
    let due_en = deadline
        .map(|d| format!(", due {}", when(d)))
        .unwrap_or_default();
    let due_zh = deadline
        .map(|d| format!("，期限 {}", when(d)))
        .unwrap_or_default();
    pick(
        lang,
        format!("{who} to move{due_en}."),
        format!("輪到 {who}{due_zh}。"),
    )
}

pub fn waiting_private(lang: Lang, who: &str, deadline: Option<u64>) -> String {
    let due_en = deadline
        .map(|d| format!(", due {}", when(d)))
        .unwrap_or_default();
    let due_zh = deadline
        .map(|d| format!("，期限 {}", when(d)))
        .unwrap_or_default();
    pick(
        lang,
        format!("Waiting for {who} to act by private message to me{due_en}."),
        format!("等待 {who} 私訊我行動{due_zh}。"),
    )
}

pub fn action_header(lang: Lang, id: GameId, who: &str, notation: &str) -> String {
    pick(
        lang,
        format!("Game #{id} · {who}: `{notation}`"),
        format!("#{id} · {who}：`{notation}`"),
    )
}

pub fn private_header(lang: Lang, id: GameId) -> String {
    pick(
        lang,
        format!("Game #{id}, for you only:"),
        format!("#{id}，僅你可見："),
    )
}

pub fn resign_confirm(lang: Lang, id: GameId) -> String {
    pick(
        lang,
        format!("Really resign game #{id}? Press the button or type `/resign confirm #{id}`."),
        format!("確定要在 #{id} 認輸嗎？請按按鈕或輸入 `/resign confirm #{id}`。"),
    )
}

pub fn abort_vote(lang: Lang, id: GameId, by: u64, missing: &[u64]) -> String {
    let missing = missing
        .iter()
        .map(|u| mention(*u))
        .collect::<Vec<_>>()
        .join(", ");
    pick(
        lang,
        format!("{} asks to abort game #{id}. It ends without a result when {missing} also agree (/abort or the button).", mention(by)),
        format!("{} 提議取消 #{id}。{missing} 也同意（/abort 或按鈕）後，對局無結果結束。", mention(by)),
    )
}

pub fn aborted(lang: Lang, id: GameId) -> String {
    pick(
        lang,
        format!("Game #{id} is aborted; it counts for no one."),
        format!("#{id} 已取消，不計勝負。"),
    )
}

pub fn reminder(lang: Lang, id: GameId, deadline: u64) -> String {
    pick(
        lang,
        format!(
            "Reminder: your move in game #{id} is due {}.",
            when(deadline)
        ),
        format!("提醒：你在 #{id} 的著法期限是 {}。", when(deadline)),
    )
}

pub fn missed(lang: Lang, id: GameId, who: &str) -> String {
    pick(
        lang,
        format!("Game #{id}: {who} missed the deadline."),
        format!("#{id}：{who} 超過了期限。"),
    )
}

pub fn clock_restarted(lang: Lang, who: &str, deadline: u64) -> String {
    pick(
        lang,
        format!(
            "{who}'s clock starts again; new deadline {}.",
            when(deadline)
        ),
        format!("{who} 的計時重新開始，新期限 {}。", when(deadline)),
    )
}

pub fn dm_closed(lang: Lang, user: u64) -> String {
    pick(
        lang,
        format!("{}, open your DMs or use /mine.", mention(user)),
        format!("{}，請開啟私訊，或使用 /mine。", mention(user)),
    )
}

pub fn thread_opened(lang: Lang, id: GameId) -> String {
    pick(
        lang,
        format!("Game #{id} continues in this thread."),
        format!("#{id} 在此討論串繼續。"),
    )
}

// ---- queries ----

pub fn board_caption(lang: Lang, id: GameId, variant: VariantId, move_number: u32) -> String {
    pick(
        lang,
        format!(
            "Game #{id} ({}), move {move_number}.",
            variant_name(lang, variant)
        ),
        format!(
            "#{id}（{}），第 {move_number} 手。",
            variant_name(lang, variant)
        ),
    )
}

pub fn mine_caption(lang: Lang, id: GameId, legal: &[String]) -> String {
    let shown: Vec<&str> = legal.iter().take(25).map(String::as_str).collect();
    let more = legal.len().saturating_sub(shown.len());
    let list = if shown.is_empty() {
        pick(lang, "nothing now".into(), "目前無".into())
    } else if more > 0 {
        format!("{} …(+{more})", shown.join(", "))
    } else {
        shown.join(", ")
    };
    pick(
        lang,
        format!("Your view of game #{id} (only you see this). You may: {list}."),
        format!("你在 #{id} 的視角（僅你可見）。可走：{list}。"),
    )
}

pub fn hint(lang: Lang, id: GameId, at: &str, targets: &[String]) -> String {
    let list = if targets.is_empty() {
        pick(lang, "none".into(), "無".into())
    } else {
        targets.join(", ")
    };
    pick(
        lang,
        format!("Game #{id}: from {at} you may reach {list}."),
        format!("#{id}：{at} 可到 {list}。"),
    )
}

pub fn games_empty(lang: Lang) -> String {
    pick(
        lang,
        "You have no open games.".into(),
        "你沒有進行中的對局。".into(),
    )
}

pub fn games_header(lang: Lang) -> String {
    pick(lang, "Your games:".into(), "你的對局：".into())
}

pub fn history_header(lang: Lang, id: GameId) -> String {
    pick(lang, format!("Game #{id} so far:"), format!("#{id} 棋譜："))
}

pub fn history_empty(lang: Lang) -> String {
    pick(lang, "no moves yet".into(), "尚無著法".into())
}

pub fn challenge_pending(lang: Lang, waiting: &str) -> String {
    pick(
        lang,
        format!("challenge, waiting for {waiting}"),
        format!("挑戰中，等待 {waiting}"),
    )
}

pub fn your_turn(lang: Lang, deadline: Option<u64>) -> String {
    let due = deadline.map(when).unwrap_or_default();
    pick(
        lang,
        format!("your turn, due {due}"),
        format!("輪到你，期限 {due}"),
    )
}

pub fn their_turn(lang: Lang, who: &str, deadline: Option<u64>) -> String {
    let due = deadline.map(when).unwrap_or_default();
    pick(
        lang,
        format!("{who} to move, due {due}"),
        format!("輪到 {who}，期限 {due}"),
    )
}

pub fn settings_saved(lang: Lang, vacation_until: Option<u64>) -> String {
    let vacation_en = vacation_until
        .map(|t| format!(" Vacation until {}: your clocks pause until then.", when(t)))
        .unwrap_or_default();
    let vacation_zh = vacation_until
        .map(|t| format!("休假至 {}，期間你的計時暫停。", when(t)))
        .unwrap_or_default();
    pick(
        lang,
        format!("Settings saved: English.{vacation_en}"),
        format!("設定已儲存：中文。{vacation_zh}"),
    )
}

/// `/rules <variant>`: the family's summary.
pub fn rules_summary(lang: Lang, variant: VariantId) -> String {
    entry(lang, variant.info().family, "rules-summary")
}

/// `/rules <variant> <piece>`: the family's page for the piece called `name`, if any.
pub fn piece_page(lang: Lang, variant: VariantId, name: &str) -> Option<String> {
    let info = variant.info();
    let id = (info.piece_page)(name)?;
    catalogue().and_then(|w| w.text(info.family, lang, &id))
}

pub fn button_accept(lang: Lang) -> String {
    pick(lang, "Accept".into(), "接受".into())
}
pub fn button_decline(lang: Lang) -> String {
    pick(lang, "Decline".into(), "拒絕".into())
}
pub fn button_resign(lang: Lang) -> String {
    pick(lang, "Resign".into(), "認輸".into())
}
pub fn button_draw_accept(lang: Lang) -> String {
    pick(lang, "Accept draw".into(), "同意和棋".into())
}
pub fn button_draw_decline(lang: Lang) -> String {
    pick(lang, "Decline draw".into(), "拒絕和棋".into())
}
pub fn button_abort(lang: Lang) -> String {
    pick(lang, "Agree to abort".into(), "同意取消".into())
}

pub fn board_title(lang: Lang, id: GameId, variant: VariantId) -> String {
    format!("{} #{id}", variant_name(lang, variant))
}

pub fn board_subtitle(lang: Lang, move_number: u32, status: &str) -> String {
    pick(
        lang,
        format!("move {move_number} · {status}"),
        format!("第 {move_number} 手 · {status}"),
    )
}
